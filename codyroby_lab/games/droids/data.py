"""Reading the Droids data files: each JSON document is checked against its JSON Schema
(shipped beside it in ``data/``), and the first problem is a SetupError naming the field.

>>> check({"width": 10}, "board", "board")  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: board: 'height' is a required property
>>> sorted(load("scenarios")["scenarios"])[:3]
['challenge', 'demine', 'killer']
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import SetupError

DATA = Path(__file__).resolve().parent / "data"
FILES = {"board": "default-board.json", "chits": "chits.json", "scenarios": "scenarios.json",
         "sheet": "program-sheet.json"}
SCHEMAS = {"board": "board.schema.json", "chits": "chits.schema.json",
           "scenarios": "scenarios.schema.json", "sheet": "program-sheet.schema.json"}


@cache
def _validator(kind: str) -> Any:
    import jsonschema
    schema = json.loads((DATA / SCHEMAS[kind]).read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(schema)


def check(doc: Any, kind: str, where: str) -> Any:
    """``doc`` if it is a valid ``kind`` document (board, chits, scenarios, sheet); else a
    SetupError naming the first wrong field under ``where``."""
    errors = sorted(_validator(kind).iter_errors(doc),
                    key=lambda e: (len(e.absolute_path), list(map(str, e.absolute_path))))
    if not errors:
        return doc
    e = errors[0]
    field = where + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in e.absolute_path)
    if e.validator == "additionalProperties":
        reason = e.message.replace("Additional properties are not allowed", "unknown field")
    elif e.validator == "oneOf" and isinstance(e.instance, (str, list)):
        reason = f"must be [x, y] or a square name such as 'C2', not {_short(e.instance)}"
    else:
        reason = e.message[:200]
    raise SetupError(field, reason)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "..."


@cache
def _shipped(kind: str) -> str:
    return (DATA / FILES[kind]).read_text(encoding="utf-8")


def load(kind: str) -> Any:
    """A fresh copy of the shipped ``kind`` document, checked."""
    return check(json.loads(_shipped(kind)), kind, kind)
