"""Energy Seekers path boards: a winding path on a grid, special squares, tunnels.

The JSON format (docs/formats-energy-seekers.md) is checked against the JSON Schema shipped
beside this module (``data/board.schema.json``), then for what a schema cannot say: the
path goes square by square, each special square and tunnel end is on the path, one special
per square, none on position 1 or on the energy station. Every problem is a
:class:`~codyroby_lab.core.errors.SetupError` naming the field.

>>> b = PathBoard.default()
>>> b.size, b.name_of(0), b.name_of(b.size - 1), b.kind(8), b.start_facing.name
(35, 'A7', 'A1', 'remote', 'E')
>>> PathBoard.from_dict({"width": 3, "height": 1, "path": ["A1", "C1"]})  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: board.path[1]: C1 is not next to A1, the square before it
>>> PathBoard.from_dict({"width": 3, "height": 1, "path": ["A1", "B1", "C1"],
...                      "tunnels": [{"ends": ["B1"]}]})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: board.tunnels[0].ends: a tunnel has two ends, this one has 1
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from codyroby_lab.core import schema
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import Direction, Square, parse_direction, parse_square, square_name
from codyroby_lab.core.grid import Grid, check_path
from codyroby_lab.core.io import JsonData, json_copy

FORMAT = "energy-seekers-board"     # a board file's "format"
DATA = Path(__file__).resolve().parent / "data"
SCHEMA_FILE = DATA / "board.schema.json"
DEFAULT_FILE = DATA / "default-board.json"
KINDS = ("remote", "swap", "repetition", "challenge")
LABELS = {"remote": "Remote Control", "swap": "Swap", "repetition": "Repetition",
          "challenge": "Challenge", "tunnel": "TeleTransport", "station": "energy station",
          "start": "start"}
MARKS = {"remote": "RC", "swap": "SW", "repetition": "x2", "challenge": "?", "tunnel": "TT",
         "station": "EN", "start": "1"}


@dataclass(frozen=True, eq=False)
class PathBoard(JsonData):
    """A path board. Positions are 0-based indexes into ``path`` (position 1 is index 0)."""

    FIELD = "board"

    name: str
    grid: Grid
    path: tuple[Square, ...]
    specials: dict[int, str]
    tunnels: dict[int, int]
    labels: dict[int, str]
    start_facing: Direction
    source: dict[str, Any]
    index: dict[Square, int]

    @property
    def size(self) -> int:
        """N, the number of squares; the energy station is position N (index N-1)."""
        return len(self.path)

    @property
    def width(self) -> int:
        return self.grid.width

    @property
    def height(self) -> int:
        return self.grid.height

    def kind(self, at: int) -> str | None:
        """``remote``, ``swap``, ``repetition``, ``challenge``, ``tunnel`` or None."""
        return "tunnel" if at in self.tunnels else self.specials.get(at)

    def name_of(self, at: int) -> str:
        """The square's name, e.g. ``C2``, of path position index ``at``."""
        return square_name(self.path[at])

    def mark(self, at: int) -> str:
        """The mark the board writes after position index ``at``'s number ("" for none).

        >>> b = PathBoard.default()
        >>> b.mark(11), b.mark(b.size - 1), b.mark(1)
        ('SW', 'EN', '')
        """
        return "EN" if at == self.size - 1 else MARKS.get(self.kind(at) or "", "")

    def ascii(self, pieces: dict[int, str] | None = None) -> str:
        """The board as text: each path square's position and mark (``RC`` Remote Control,
        ``TT`` tunnel, ``SW`` Swap, ``x2`` Repetition, ``?`` Challenge, ``EN`` the energy
        station); ``pieces`` maps positions (0-based) to a letter shown after the mark.

        >>> print(PathBoard.default().ascii({0: "a"}).splitlines()[-1])
          7   1a   2    3    4TT  5    6    7?   8
        """
        pieces = pieces or {}
        cells = [["  .  "] * self.width for _ in range(self.height)]
        for at, (x, y) in enumerate(self.path):
            cells[y][x] = f"{at + 1:>2}{(self.mark(at) + pieces.get(at, ''))[:3]:<3}"
        head = "     " + "".join(f"  {chr(65 + x)}  " for x in range(self.width))
        rows = [f"{y + 1:>3}  " + "".join(row) for y, row in enumerate(cells)]
        return "\n".join(line.rstrip() for line in [head.rstrip(), *rows])

    @classmethod
    def default(cls) -> PathBoard:
        """The board of the DECISIONS ruling, from ``data/default-board.json``."""
        return _default()

    @classmethod
    def from_dict(cls, d: Any, where: str = "board") -> PathBoard:
        """Check ``d`` against the schema and the path rules; SetupError names the field."""
        schema.check(d, SCHEMA_FILE, where, _reword)
        grid = Grid(d["width"], d["height"])
        path = check_path(grid, d["path"], f"{where}.path")  # adjacency, repeats, bounds
        index = {sq: i for i, sq in enumerate(path)}
        taken: dict[int, str] = {}

        def on_path(value: Any, field: str, kind: str) -> int:
            sq = grid.check_square(parse_square(value, field), field)
            if sq not in index:
                raise SetupError(field, f"{square_name(sq)} is not on the path: a {LABELS[kind]} "
                                        "square must be one of the path's squares")
            at = index[sq]
            if at in (0, len(index) - 1):
                what = "position 1 (the start)" if at == 0 else "the energy station"
                raise SetupError(field, f"{square_name(sq)} is {what}: no special square there")
            if at in taken:
                raise SetupError(field, f"{square_name(sq)} is already a {taken[at]} square: "
                                        "a square holds one special, and a tunnel end is one")
            taken[at] = LABELS[kind]
            return at

        specials, labels, tunnels = {}, {}, {}
        for i, s in enumerate(d.get("specials", [])):
            at = on_path(s["at"], f"{where}.specials[{i}].at", s["kind"])
            specials[at] = s["kind"]
            labels[at] = s.get("label", LABELS[s["kind"]])
        for i, t in enumerate(d.get("tunnels", [])):
            a, b = (on_path(e, f"{where}.tunnels[{i}].ends[{j}]", "tunnel")
                    for j, e in enumerate(t["ends"]))
            tunnels[a], tunnels[b] = b, a
            labels[a] = labels[b] = t.get("label", LABELS["tunnel"])
        if "start_facing" in d:
            facing = parse_direction(d["start_facing"], f"{where}.start_facing")
        else:
            facing = next(f for f in (Direction.N, Direction.E, Direction.S, Direction.W)
                          if f.step(path[0]) == path[1])
        return cls(str(d.get("name", "")), grid, path, specials, tunnels, labels, facing,
                   json_copy(d), index)


def _reword(e: Any) -> str | None:
    """A tunnel's ends said in the board's words."""
    if e.validator in ("minItems", "maxItems") and list(e.absolute_path)[-1:] == ["ends"]:
        return f"a tunnel has two ends, this one has {len(e.instance)}"
    return None


@cache
def _default() -> PathBoard:
    return PathBoard.from_file(DEFAULT_FILE)


