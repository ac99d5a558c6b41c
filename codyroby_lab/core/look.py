"""How a scene looks, in one data file: ``widgets/look.json`` (cell size, margin, trail
limit, colours, the look of each tile kind and edge kind, crowding rules).

Both renderers read it: :mod:`codyroby_lab.core.svg` (static pictures) and the widget's
browser code (``codyroby_lab.ui.assets`` inlines it as ``LOOK``), so the two can never
drift. The widget files ship in the wheel as ``codyroby_lab/widgets``; an editable install
reads the checkout's ``widgets/``.

>>> look()["cell"], look()["tiles"]["block"]["fill"]
(40, '#5f6368')
>>> colour("purple"), colour("#abc"), colour("<b>")
('#7b3fb5', '#abc', '#888888')
>>> crowd_spot(0, 1), crowd_spot(0, 2), crowd_spot(1, 2)
((0.0, 0.0, 1), (-11.0, 0.0, 0.6), (11.0, 0.0, 0.6))
>>> crowd_spot(0, 1, words=True)
(3.0, 5.0, 0.75)
"""

from __future__ import annotations

import json
import math
import re
from functools import cache
from pathlib import Path
from typing import Any

LOOK_FILE = "look.json"
_HEX = re.compile(r"^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$")


def widgets_dir(here: Path | None = None, marker: str = LOOK_FILE) -> Path:
    """The folder holding the widget files (``marker`` among them), for the package module
    at ``here`` (default: this one): the installed package's ``widgets`` first, then the
    checkout's."""
    package = Path(here or __file__).resolve().parent.parent
    for candidate in (package / "widgets", package.parent / "widgets"):
        if (candidate / marker).is_file():
            return candidate
    raise FileNotFoundError(f"the widget files are missing: looked in {package / 'widgets'} "
                            f"and {package.parent / 'widgets'}")


@cache
def look() -> dict[str, Any]:
    """The look file's data (read once)."""
    return json.loads((widgets_dir() / LOOK_FILE).read_text(encoding="utf-8"))


def colour(name: Any) -> str:
    """A colour for a scene colour name or ``#rgb``/``#rrggbb``; anything else is grey."""
    named = look()["colours"]
    if isinstance(name, str) and name in named:
        return named[name]
    if isinstance(name, str) and _HEX.match(name):
        return name
    return named[look()["unknown_colour"]]


def tile_look(kind: Any) -> dict[str, Any]:
    """The look of a tile kind (the default look for a kind the file does not name)."""
    tiles = look()["tiles"]
    return tiles.get(str(kind), tiles["default"])


def crowd_spot(i: int, n: int, words: bool = False) -> tuple[float, float, float]:
    """Offset and scale of the ``i``-th of ``n`` pieces on one square: alone in the middle
    at full size, else spread around the centre, smaller (the look file's ``crowd`` rules:
    the first rule whose ``upto`` is at least ``n``). On a square with ``words`` in its
    middle (they move to its top-left corner) the pieces are moved and made smaller to leave
    them in view (the look file's ``crowd_words``): a piece alone moved and made smaller, a
    crowd moved down below them at its own size (walk 06q5, fault 1: shrunk again, three
    pieces were 8 px wide and their letters could not be read).

    >>> crowd_spot(0, 3), crowd_spot(0, 3, words=True), crowd_spot(2, 3, words=True)
    ((-10.4, -6.0, 0.55), (-10.4, 0.9, 0.55), (0.0, 18.9, 0.55))
    """
    rule = next(r for r in look()["crowd"] if r["upto"] is None or n <= r["upto"])
    at = [math.radians(-90 - 180 / n + 360 * j / n) for j in range(n)]
    r = rule["radius"] if n > 1 else 0
    dx, dy, k = r * math.cos(at[i]), r * math.sin(at[i]), rule["scale"]
    (sx, sy), f, below = (look()["crowd_words"][w] for w in ("shift", "shrink", "below"))
    if words and n == 1:
        dx, dy, k = dx * f + sx, dy * f + sy, k * f
    elif words:
        top = min(r * math.sin(a) for a in at) - look()["cell"] * look()["piece"]["radius"] * k
        dy += max(0.0, below - look()["cell"] / 2 - top)
    return round(dx, 1) + 0.0, round(dy, 1) + 0.0, round(k, 3)


def pale(hex_colour: str) -> bool:
    """A light colour (white, yellow): its piece gets a dark outline and a dark arrow."""
    h = hex_colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c + c for c in h)
    r, g, b = (int(h[k:k + 2], 16) / 255 for k in (0, 2, 4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b > look()["piece"]["pale_above"]
