"""The scene format (version 2): what ``state.scene(viewer)`` returns and the widget draws.

Its JSON Schema is ``scene.schema.json`` beside this module; docs/architecture.md ("The
scene") explains every field. :func:`check` validates a scene, so a new game's tests can
say its scenes are right the day it is written.

>>> from codyroby_lab.games.codyroby.game import CodyRoby
>>> check(CodyRoby().new_state().scene()) is None
True
>>> check({"version": 2})  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: scene.title: is missing
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from codyroby_lab.core.schema import check as schema_check

SCHEMA_FILE = Path(__file__).resolve().parent / "scene.schema.json"
VERSION = 2
#: the legend's line for the point on a piece's edge, drawn on its swatch as on the board
#: (walk 06p, fault 5: every move depends on it, and the key never said it)
FACING = {"kind": "facing", "color": "white", "label": "the point on a piece's edge: the way "
                                                      "it faces"}


@cache
def schema() -> dict[str, Any]:
    """The scene's JSON Schema (draft 2020-12)."""
    return json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))


def check(scene: Any) -> None:
    """Raise SetupError (a ValueError) naming the first wrong field unless ``scene`` is a
    valid scene."""
    schema_check(scene, SCHEMA_FILE, "scene")
