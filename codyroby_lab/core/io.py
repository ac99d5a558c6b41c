"""Versioned JSON save and load for boards, programs, states and traces.

Every document is an envelope ``{"format": "codyroby-lab", "kind": ..., "version": 1,
"game": ..., "data": ...}``; loading checks it and raises a SetupError naming the field.

>>> from codyroby_lab import codyroby, parse
>>> loads(dumps(parse("REPEAT 2 [F R]"))).text
'REPEAT 2 [F R]'
>>> b = codyroby.Board(6, 4, blocks=["B2"])
>>> loads(dumps(b)) == b
True
>>> loads('{"format": "codyroby-lab", "kind": "board", "version": 9, "data": {}}')
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: version: this is version 1 of the format; cannot read version 9
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.program import Program, parse
from codyroby_lab.core.trace import Trace

FORMAT = "codyroby-lab"
VERSION = 1
KINDS = ("board", "program", "state", "trace")


def to_document(obj: Any) -> dict[str, Any]:
    """The envelope for a Board, Program, State or Trace."""
    if isinstance(obj, Program):
        return _envelope("program", None, {"text": obj.text, "stack": obj.to_stack()})
    if isinstance(obj, Trace):
        return _envelope("trace", _game_of(obj.start), obj.to_dict())
    if hasattr(obj, "game") and hasattr(obj, "to_dict"):
        return _envelope("state", _game_of(obj), obj.to_dict())
    if hasattr(obj, "to_dict") and hasattr(obj, "width"):
        return _envelope("board", "codyroby", obj.to_dict())
    raise TypeError(f"cannot save a {type(obj).__name__}")


def _game_of(state: Any) -> str:
    return state.game.name


def _envelope(kind: str, game: str | None, data: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {"format": FORMAT, "kind": kind, "version": VERSION}
    if game is not None:
        doc["game"] = game
    doc["data"] = data
    return doc


def from_document(doc: Any) -> Any:
    """The object an envelope holds; a SetupError naming the field when it is not valid."""
    if not isinstance(doc, dict):
        raise SetupError("document", "must be a JSON object")
    if doc.get("format") != FORMAT:
        raise SetupError("format", f"must be {FORMAT!r}, not {doc.get('format')!r}")
    if doc.get("kind") not in KINDS:
        raise SetupError("kind", f"must be one of {', '.join(KINDS)}, not {doc.get('kind')!r}")
    if doc.get("version") != VERSION:
        raise SetupError("version", f"this is version {VERSION} of the format; cannot read "
                                    f"version {doc.get('version')!r}")
    if "data" not in doc:
        raise SetupError("data", "is missing")
    data, kind = doc["data"], doc["kind"]
    if kind == "program":
        if not isinstance(data, dict) or not isinstance(data.get("text"), str):
            raise SetupError("data.text", "a program document holds the program's text")
        return parse(data["text"])
    if kind == "board":
        from codyroby_lab.games.codyroby.board import Board
        return Board.from_dict(data, "data")
    game = _game_cls(doc)
    if kind == "state":
        return game.state_from_dict(data)
    return Trace.from_dict(data, game.state_from_dict)


def _game_cls(doc: dict[str, Any]) -> Any:
    from codyroby_lab.games import game_class
    try:
        return game_class(str(doc.get("game")))
    except KeyError as e:
        raise SetupError("game", str(e.args[0])) from None


def read_json(path: str | Path, field: str = "file") -> Any:
    """The JSON in a file; a SetupError naming ``field`` when it cannot be read or parsed."""
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise SetupError(field, f"cannot read {path}: {e}") from None


def dumps(obj: Any) -> str:
    return json.dumps(to_document(obj), indent=1)


def loads(text: str) -> Any:
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise SetupError("document", f"not JSON: {e}") from None
    return from_document(doc)


def save(obj: Any, path: str | Path) -> None:
    Path(path).write_text(dumps(obj), encoding="utf-8")


def load(path: str | Path) -> Any:
    return from_document(read_json(path, "document"))
