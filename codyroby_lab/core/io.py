"""Versioned JSON save and load for boards, programs, states and traces; every file read.

Every document is an envelope ``{"format": "codyroby-lab", "kind": ..., "version": N,
"game": ..., "data": ...}``; loading checks it and raises a SetupError naming the field.
Traces are version 2 (they keep their own card table; a version-1 trace is refused by
name), the other kinds version 1. Core knows no game: the game a document names
(:mod:`codyroby_lab.core.registry`) loads its states, and its boards and programs
(``Game.load_document(kind, data)``); an object saves itself through ``to_dict()`` and the
class attributes ``document_kind`` and ``document_game`` (a board, a program).

Every file the package reads (documents, boards, setups, case files, program files, question
files) goes through :func:`read_text`: only a regular file (not a directory, a device such as
``/dev/zero``, ``/dev/stdin`` or a FIFO), at most ``MAX_BYTES`` bytes (32 MiB) unless the
caller sets a smaller limit, in UTF-8 (a byte-order mark at the start, which Notepad and
Excel write, is dropped). JSON text is read strictly: no ``NaN``, ``Infinity`` or number too
large for a float (``1e400``), and a file that is not JSON is told where (line and column)
and how to fix it in plain words (:func:`json_mistake`: curly or single quotes, a decimal
comma, a comma before ``}``, ...); what it holds must then pass
:func:`codyroby_lab.core.schema.plain` (at most ``MAX_JSON_DEPTH`` (100) levels deep, at most
200,000 values), as must a document built in Python and given to :func:`from_document`.

>>> from codyroby_lab import codyroby, parse
>>> loads(dumps(parse("REPEAT 2 [F R]"))).text
'REPEAT 2 [F R]'
>>> b = codyroby.Board(6, 4, blocks=["B2"])
>>> loads(dumps(b)) == b
True
>>> loads('{"format": "codyroby-lab", "kind": "board", "version": 9, "data": {}}')
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: version: this is version 1 of the board format; cannot read ...
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.registry import game_class
from codyroby_lab.core.schema import MAX_DEPTH as MAX_JSON_DEPTH
from codyroby_lab.core.schema import plain
from codyroby_lab.core.trace import VERSION as TRACE_VERSION
from codyroby_lab.core.trace import Trace

FORMAT = "codyroby-lab"
VERSIONS = {"board": 1, "program": 1, "state": 1, "trace": TRACE_VERSION}
KINDS = tuple(VERSIONS)
MAX_BYTES = 32 * 1024 * 1024   # the largest file read (a million-step trace is about 12 MB)


def to_document(obj: Any) -> dict[str, Any]:
    """The envelope for a Trace, a State, or an object that names its ``document_kind``
    and ``document_game`` (a Board, a Program)."""
    if isinstance(obj, Trace):
        return _envelope("trace", obj.start.game.name, obj.to_dict())
    kind = getattr(type(obj), "document_kind", None)
    if kind in ("board", "program"):
        return _envelope(kind, type(obj).document_game, obj.to_dict())
    if hasattr(obj, "game") and hasattr(obj, "to_dict"):
        return _envelope("state", obj.game.name, obj.to_dict())
    raise TypeError(f"cannot save a {type(obj).__name__}")


def _envelope(kind: str, game: str, data: Any) -> dict[str, Any]:
    return {"format": FORMAT, "kind": kind, "version": VERSIONS[kind], "game": game,
            "data": data}


def from_document(doc: Any) -> Any:
    """The object an envelope holds; a SetupError naming the field when it is not valid."""
    if not isinstance(doc, dict):
        raise SetupError("document", "must be a JSON object")
    plain(doc, "document")
    if doc.get("format") != FORMAT:
        raise SetupError("format", f"must be {FORMAT!r}, not {doc.get('format')!r}")
    kind = doc.get("kind")
    if kind not in KINDS:
        raise SetupError("kind", f"must be one of {', '.join(KINDS)}, not {kind!r}")
    if doc.get("version") != VERSIONS[kind]:
        why = (" (a trace saved before traces kept their own card table: run the program "
               "again and save the new trace)" if kind == "trace" and doc.get("version") == 1
               else "")
        raise SetupError("version", f"this is version {VERSIONS[kind]} of the {kind} format; "
                                    f"cannot read version {doc.get('version')!r}{why}")
    if "data" not in doc:
        raise SetupError("data", "is missing")
    data = doc["data"]
    game = _game_cls(doc)
    try:
        if kind in ("board", "program"):
            return game.load_document(kind, data)
        if kind == "state":
            return game.state_from_dict(data)
        return Trace.from_dict(data, game.state_from_dict)
    except (TypeError, AttributeError, KeyError, IndexError) as e:
        # a game's loader that missed a wrong shape: still a typed error naming the document
        raise SetupError("data", f"is not a saved {game.name} {kind} ({type(e).__name__}: "
                                 f"{str(e)[:80]})") from None


def _game_cls(doc: dict[str, Any]) -> Any:
    """The game a document names (boards and programs saved before documents named their
    game are CodyRoby's)."""
    name = doc.get("game", "codyroby" if doc["kind"] in ("board", "program") else None)
    try:
        return game_class(str(name))
    except KeyError as e:
        raise SetupError("game", str(e.args[0])) from None


def exists(path: str | Path) -> bool:
    """Whether something is at ``path``; False for a name the system cannot even look up
    (too long, a NUL byte), so such an argument is never mistaken for a file."""
    try:
        os.stat(path)
    except (OSError, ValueError):
        return False
    return True


def _kind(mode: int) -> str:
    for test, word in ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a pipe (FIFO)"),
                       (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"),
                       (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return word
    return "not a regular file"


def read_text(path: str | Path, field: str = "file", limit: int = MAX_BYTES) -> str:
    """The text of a regular file of at most ``limit`` bytes; a SetupError naming ``field``
    for anything else (a directory, a device, a FIFO, a missing or unreadable file, a file
    too large, bytes that are not UTF-8). Never blocks and never reads more than ``limit``.

    >>> read_text("/dev/zero")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.SetupError: file: cannot read '/dev/zero': it is a device, not ...
    """
    shown = shown_path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:  # open without blocking (a FIFO), then look at what was opened: no race
        fd = os.open(path, flags)
    except (OSError, ValueError) as e:
        raise SetupError(field, f"cannot read {shown}: {os_reason(e)}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SetupError(field, f"cannot read {shown}: it is {_kind(info.st_mode)}, not a "
                                    f"regular file")
        if info.st_size > limit:
            raise SetupError(field, f"cannot read {shown}: it is larger than {limit:,} bytes")
        with os.fdopen(os.dup(fd), "rb") as f:
            data = f.read(limit + 1)  # files such as /proc's say size 0: never trust it alone
    except OSError as e:
        raise SetupError(field, f"cannot read {shown}: {os_reason(e)}") from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise SetupError(field, f"cannot read {shown}: it is larger than {limit:,} bytes")
    try:
        return data.decode("utf-8").removeprefix("\ufeff")  # a byte-order mark is no text
    except UnicodeDecodeError:
        utf16 = (": it looks saved as UTF-16 (Notepad's 'Unicode'), so save it again as UTF-8"
                 if data.startswith((b"\xff\xfe", b"\xfe\xff")) else "")
        raise SetupError(field, f"cannot read {shown}: it is not text (UTF-8){utf16}") from None


def shown_path(path: str | Path) -> str:
    """A path as an error message shows it: quoted, cut to 80 characters."""
    text = repr(str(path))
    return text if len(text) <= 80 else text[:77] + "..."


def where(path: str | Path) -> str:
    """A file's path as a message names it to a teacher: from the current folder when it
    lies there (the folder JupyterLab's file browser shows), else in full.

    >>> where(Path.cwd() / "my_boards" / "drawn.json")
    'my_boards/drawn.json'
    """
    full = Path(path).resolve()
    try:
        return full.relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return str(full)


def os_reason(e: BaseException) -> str:
    """Why the system refused (``strerror``: "File name too long"), else the error's text."""
    return getattr(e, "strerror", None) or str(e)


def parse_json(text: str, field: str = "document") -> Any:
    """The JSON value of ``text``; a SetupError naming ``field`` when it is not JSON, holds
    ``NaN``, ``Infinity`` or a number no float holds, an integer of thousands of digits, or
    breaks :func:`~codyroby_lab.core.schema.plain`'s limits (depth, size).

    >>> parse_json('{"turn": NaN}')
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.SetupError: document: not JSON: NaN is not a number JSON allows
    >>> parse_json('\ufeff{"budget": 7}')   # a byte-order mark (Notepad, Excel) is read past
    {'budget': 7}
    """
    text = text.removeprefix("\ufeff")
    try:
        value = json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except RecursionError:
        raise SetupError(field, f"not JSON we read: it nests more than {MAX_JSON_DEPTH} "
                                f"levels deep") from None
    except json.JSONDecodeError as e:
        raise SetupError(field, f"not JSON: {json_mistake(text, e)}") from None
    except ValueError as e:  # NaN, 1e400, or an integer of thousands of digits
        raise SetupError(field, f"not JSON: {e}") from None
    try:
        return plain(value, field)
    except SetupError as e:
        raise SetupError(field, f"not JSON we read: {e.field}: {e.reason}"
                         if e.field != field else f"not JSON we read: it {e.reason}") from None


#: the curly quotes a word processor, a spreadsheet or a phone puts in (JSON and Python read
#: neither)
CURLY = "\u201c\u201d\u201e\u201f\u2033\u2018\u2019\u201a\u201b\u00ab\u00bb"
_PARSER_WORDS = {
    "Expecting property name enclosed in double quotes": "a name in double quotes (\"width\") "
                                                         "should come here",
    "Expecting ',' delimiter": "a comma is missing between two items",
    "Expecting ':' delimiter": "a colon ':' is missing after a name",
    "Expecting value": "a value should come here: a number, a text in double quotes, true, "
                       "false, null, a list [...] or an object {...}",
    "Extra data": "something comes after the end: a file holds one JSON object, so every "
                  "{ needs its } and nothing may follow the last one",
    "Unterminated string starting at": "a text in double quotes is never closed: add the "
                                       "closing \"",
    "Invalid control character at": "a text in double quotes runs past the end of the line: "
                                     "close it with \" on the same line",
    "Invalid \\escape": "a backslash \\ in a text: write \\\\ for one, or use /",
}


def json_mistake(text: str, e: json.JSONDecodeError) -> str:
    r"""Where JSON text goes wrong (line and column) and how to fix it, in plain words.

    >>> def mistake(text):
    ...     try:
    ...         json.loads(text)
    ...     except json.JSONDecodeError as e:
    ...         print(json_mistake(text, e))
    >>> mistake('{“width”: 5}')
    line 1, column 2: curly quotes “ ... ”: JSON needs straight double quotes "..." (a word processor or a spreadsheet curls them: write the file in a plain text editor)
    >>> mistake('{"budget": 1,5}')
    line 1, column 14: a decimal comma: JSON writes numbers with a point, 1.5 (and a budget or a square is a whole number)
    >>> mistake('{"width": 5,\n "height": 5,\n}')
    line 3, column 1: a comma before }: take away the comma after the last item
    >>> mistake("{'width': 5}")
    line 1, column 2: single quotes ': JSON needs double quotes "..." around names and texts
    """  # noqa: E501
    at = text[e.pos] if e.pos < len(text) else ""
    before = text[:e.pos].rstrip()
    if at and at in CURLY:
        words = (f"curly quotes {CURLY[0]} ... {CURLY[1]}: JSON needs straight double quotes "
                 f"\"...\" (a word processor or a spreadsheet curls them: write the file in a "
                 f"plain text editor)")
    elif at == "'":
        words = "single quotes ': JSON needs double quotes \"...\" around names and texts"
    elif at in ("}", "]") and before.endswith(","):
        words = f"a comma before {at}: take away the comma after the last item"
    elif at.isdigit() and before.endswith(",") and before[:-1].rstrip()[-1:].isdigit():
        words = ("a decimal comma: JSON writes numbers with a point, 1.5 (and a budget or a "
                 "square is a whole number)")
    elif at in ("/", "#"):
        words = "a comment: JSON has no comments, take it away"
    elif not at:
        words = "the text ends too soon: a closing }, ] or \" is missing"
    else:
        words = _PARSER_WORDS.get(e.msg, e.msg)
    return f"line {e.lineno}, column {e.colno}: {words}"


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:30]} is too large a number")
    return value


def read_json(path: str | Path, field: str = "file", limit: int = MAX_BYTES) -> Any:
    """The JSON in a file (:func:`read_text`, :func:`parse_json`); a SetupError naming
    ``field`` when it cannot be read or parsed."""
    text = read_text(path, field, limit)
    try:
        return parse_json(text, field)
    except SetupError as e:
        raise SetupError(field, f"cannot read {shown_path(path)}: {e.reason}") from None


def read_setup(path: str | Path, board_format: str) -> Any:
    """The setup document in the file at ``path``; a file holding only a board of
    ``board_format`` (what the board editor saves) is the setup of a game on that board.

    >>> import tempfile
    >>> path = Path(tempfile.mkdtemp()) / "board.json"
    >>> _ = path.write_text('{"format": "my-board", "width": 3}')
    >>> read_setup(path, "my-board")
    {'board': {'format': 'my-board', 'width': 3}}
    """
    doc = read_json(path, "setup")
    return {"board": doc} if isinstance(doc, dict) and doc.get("format") == board_format \
        else doc


def dumps(obj: Any) -> str:
    return json.dumps(to_document(obj), indent=1)


def loads(text: str) -> Any:
    if not isinstance(text, str):
        raise SetupError("document", f"must be JSON text, not {type(text).__name__}")
    return from_document(parse_json(text, "document"))


def save(obj: Any, path: str | Path) -> None:
    """Write ``obj``'s document to ``path``; a SetupError when the file cannot be written."""
    text = dumps(obj)
    try:
        Path(path).write_text(text, encoding="utf-8")
    except (OSError, ValueError) as e:
        raise SetupError("path", f"cannot write {shown_path(path)}: {os_reason(e)}") from None


def load(path: str | Path) -> Any:
    return from_document(read_json(path, "document"))


def json_copy(data: Any) -> Any:
    """A deep copy of JSON data, as JSON reads it back (tuples become lists)."""
    return json.loads(json.dumps(data))


class JsonData:
    """What a data file describes (a board, a track, a deck), read by ``from_dict`` and kept
    as it was read in ``source``: ``to_dict()`` gives that back, ``from_file(path)`` reads a
    file through :func:`read_json` (``FIELD`` names it in errors)."""

    FIELD = "file"
    source: Any

    def to_dict(self) -> dict[str, Any]:
        """The document this was read from (a copy)."""
        return json_copy(self.source)

    @classmethod
    def from_dict(cls, d: Any, where: str = "document") -> Any:
        raise NotImplementedError

    @classmethod
    def from_file(cls, path: str | Path) -> Any:
        """Read and check a file; bad JSON is a SetupError too."""
        return cls.from_dict(read_json(path, cls.FIELD), cls.FIELD)
