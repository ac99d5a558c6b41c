"""Desk-check columns from one declarative spec, evaluated over a state's vector.

A game says which columns a viewer's desk-check table has (``state.columns(viewer)``) as
JSON; :func:`evaluate` turns a spec and a vector into the row's text. ``state.describe()``
is derived from it, and the browser evaluates the same spec in JavaScript over the replayed
vector, so the table in Python and in the browser can never disagree. The kinds (precise
rules in docs/architecture.md, "Desk-check columns"):

``text``     ``{"text": "x"}``: that constant text
``int``      ``{"slots": [s], "offset": 0}``: ``vec[s] + offset`` in decimal
``enum``     ``{"slots": [s], "labels": [...], "offset": 0}``: ``labels[vec[s] + offset]``
``square``   ``{"slots": [x, y]}`` or ``{"slots": [cell], "width": w}``: a square name
             (``"off": "carried"``, optional: the text of a piece off the board)
``squares``  ``{"slots": [...], "width": w, "count": c}``: square names of the cells
``facing``   ``{"slots": [s]}``: ``N``, ``NE``, ... ``NW`` of a direction value 0..7
``cards``    ``{"slots": [...], "codes": {"1": "F"}, "count": c}``: the cards' labels, by
             spaces (``F R``), or by commas when a label has a space (``Move 1 490, U-Turn 10``)
``tally``    ``{"slots": [...], "labels": [...]}``: ``F24 L8``, the non-zero counts
``join``     ``{"parts": [column, ...]}``: the parts' texts joined by spaces

``count`` (optional) is a slot holding how many of the item slots are in use; without it
every item slot is read, skipping empty items (card code 0, a cell below 0). A value out of
range (an enum label or card code missing) reads ``?``. Empty parts of a ``join`` are left
out; every text is stripped.

>>> spec = [{"name": "square", "kind": "square", "slots": [0, 1]},
...         {"name": "facing", "kind": "facing", "slots": [2]},
...         {"name": "hand", "kind": "cards", "slots": [4, 5, 6], "count": 3,
...          "codes": {"1": "F", "2": "L", "3": "R"}},
...         {"name": "turn", "kind": "enum", "slots": [7], "labels": ["A", "B"]},
...         {"name": "A", "kind": "join", "parts": [
...             {"kind": "int", "slots": [8], "offset": 1},
...             {"kind": "enum", "slots": [9], "labels": ["", "RC"]}]}]
>>> evaluate(spec, [0, 4, 2, 2, 1, 3, 0, 1, 7, 0])
{'square': 'A5', 'facing': 'E', 'hand': 'F R', 'turn': 'B', 'A': '8'}
>>> check(spec) is None
True
>>> evaluate([{"name": "hand", "kind": "cards", "slots": [0, 1], "codes": {"1": "Move 1 490",
...            "2": "U-Turn 10"}}], [1, 2])
{'hand': 'Move 1 490, U-Turn 10'}
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from codyroby_lab.core.geometry import Direction, square_name

KINDS = ("text", "int", "enum", "square", "squares", "facing", "cards", "tally", "join")
_FIELDS = {"text": {"text"}, "int": {"slots", "offset"}, "enum": {"slots", "labels", "offset"},
           "square": {"slots", "width", "off"}, "squares": {"slots", "width", "count"},
           "facing": {"slots"}, "cards": {"slots", "codes", "count"},
           "tally": {"slots", "labels"}, "join": {"parts"}}
UNKNOWN = "?"


def evaluate(spec: Sequence[dict[str, Any]], vec: Sequence[int] | np.ndarray) -> dict[str, str]:
    """The row of text the columns of ``spec`` show for the vector ``vec``."""
    return {c["name"]: value(c, vec) for c in spec}


def value(col: dict[str, Any], vec: Sequence[int] | np.ndarray) -> str:
    """One column's text for ``vec`` (see the module docstring for each kind)."""
    kind, slots = col["kind"], col.get("slots", ())
    if kind == "text":
        return str(col["text"]).strip()
    if kind == "join":
        return " ".join(t for t in (value(p, vec) for p in col["parts"]) if t)
    if kind == "int":
        return str(int(vec[slots[0]]) + col.get("offset", 0))
    if kind == "enum":
        return _label(col["labels"], int(vec[slots[0]]) + col.get("offset", 0))
    if kind == "facing":
        v = int(vec[slots[0]])
        return Direction(v).name if 0 <= v < 8 else UNKNOWN
    if kind == "square":
        return _square(col, [int(vec[s]) for s in slots])
    items = _items(col, vec)
    if kind == "squares":
        return " ".join(_square(col, [v]) for v in items if v >= 0)
    if kind == "cards":
        codes = col["codes"]
        names = [str(codes.get(str(v), UNKNOWN)) for v in items if v != 0]
        # by commas when a name has spaces: "Move 2 750 Move 1 650" ran on (walk 07p, fault 11)
        return (", " if any(" " in n for n in names) else " ").join(names)
    if kind == "tally":
        return " ".join(f"{label}{v}" for label, v in zip(col["labels"], items, strict=False)
                        if v)
    raise ValueError(f"unknown desk-check column kind {kind!r}")


def _items(col: dict[str, Any], vec: Sequence[int] | np.ndarray) -> list[int]:
    slots = col["slots"]
    if "count" in col:
        slots = slots[:max(0, int(vec[col["count"]]))]
    return [int(vec[s]) for s in slots]


def _label(labels: Sequence[Any], i: int) -> str:
    return str(labels[i]).strip() if 0 <= i < len(labels) else UNKNOWN


def _square(col: dict[str, Any], values: list[int]) -> str:
    if len(values) == 1:
        w = int(col["width"])
        values = [values[0] % w, values[0] // w]
    x, y = values
    return square_name((x, y)) if 0 <= x < 26 and y >= 0 else str(col.get("off", UNKNOWN))


def check(spec: Any, size: int | None = None) -> None:
    """Raise ValueError naming the column unless ``spec`` is a well-formed list of columns
    (slots within a vector of ``size`` slots, when given)."""
    if not isinstance(spec, list):
        raise ValueError("a desk-check spec is a list of columns")
    names = set()
    for i, col in enumerate(spec):
        if not isinstance(col, dict) or not isinstance(col.get("name"), str):
            raise ValueError(f"column {i}: needs a name")
        if col["name"] in names:
            raise ValueError(f"column {col['name']!r}: the name is used twice")
        names.add(col["name"])
        _check_column(col, f"column {col['name']!r}", size)


def _check_column(col: Any, where: str, size: int | None) -> None:
    kind = col.get("kind") if isinstance(col, dict) else None
    if kind not in KINDS:
        raise ValueError(f"{where}: unknown kind {kind!r}; use one of {', '.join(KINDS)}")
    extra = set(col) - _FIELDS[kind] - {"name", "kind"}
    if extra:
        raise ValueError(f"{where}: a {kind} column has no field {sorted(extra)[0]!r}")
    if kind == "join":
        for j, part in enumerate(col["parts"]):
            _check_column(part, f"{where} part {j}", size)
        return
    if kind == "text":
        return
    used = list(col["slots"]) + ([col["count"]] if "count" in col else [])
    if not used or not all(isinstance(s, int) and s >= 0 and (size is None or s < size)
                           for s in used):
        raise ValueError(f"{where}: slots must be vector slots")
    if kind == "square" and len(col["slots"]) == 1 and "width" not in col:
        raise ValueError(f"{where}: a one-slot square needs the board's width")
