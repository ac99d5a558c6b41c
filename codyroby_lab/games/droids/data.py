"""Reading the Droids data files: each JSON document is checked against its JSON Schema
(shipped beside it in ``data/``), and the first problem is a SetupError naming the field.

>>> check({"width": 10}, "board", "board")  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: board.height: is missing
>>> sorted(load("scenarios")["scenarios"])[:3]
['challenge', 'demine', 'killer']
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from codyroby_lab.core import schema

DATA = Path(__file__).resolve().parent / "data"
FILES = {"board": "default-board.json", "chits": "chits.json", "scenarios": "scenarios.json",
         "sheet": "program-sheet.json"}
SCHEMAS = {"board": "board.schema.json", "chits": "chits.schema.json",
           "scenarios": "scenarios.schema.json", "sheet": "program-sheet.schema.json"}


def check(doc: Any, kind: str, where: str) -> Any:
    """``doc`` if it is a valid ``kind`` document (board, chits, scenarios, sheet); else a
    SetupError naming the first wrong field under ``where`` (core/schema.py)."""
    return schema.check(doc, DATA / SCHEMAS[kind], where)


@cache
def _shipped(kind: str) -> str:
    return (DATA / FILES[kind]).read_text(encoding="utf-8")


def load(kind: str) -> Any:
    """A fresh copy of the shipped ``kind`` document, checked."""
    return check(json.loads(_shipped(kind)), kind, kind)
