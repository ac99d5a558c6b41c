"""Droids boards: the grid, the four start bases and the side each player sits at, water,
fixed obstacles, the spare squares and the centre (format: docs/formats-droids.md).

A board file is checked against ``data/board.schema.json``, then for what a schema cannot
say: every square on the board, no two things on one square (two obstacles, an obstacle on
water or on a base, two bases), a different side for each base. Every problem is a
:class:`~codyroby_lab.core.errors.SetupError` naming the field.

>>> b = Board.default()
>>> b.width, b.base("blue"), b.side("blue"), b.name(b.base("grey")), len(b.water_cells)
(10, (9, 9), 'S', 'A10', 16)
>>> print(b.ascii().splitlines()[5])
  5  ~  ~  .  ~  ~  ~  ~  .  ~  ~
>>> Board.from_dict({**b.to_dict(), "obstacles": ["D3", "d3"]})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: board.obstacles[1]: D3 is already an obstacle: one thing per square
>>> bad = b.to_dict()
>>> bad["bases"]["red"]["at"] = "K1"
>>> Board.from_dict(bad)
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: board.bases.red.at: K1 is off the 10x10 board
"""  # noqa: E501

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import Square, parse_square, square_name
from codyroby_lab.core.grid import Grid
from codyroby_lab.core.io import JsonData, json_copy
from codyroby_lab.games.droids import data

FORMAT = "droids-board"     # a board file's "format"
COLOURS = ("red", "yellow", "blue", "grey")


@dataclass(frozen=True, eq=False)
class Board(JsonData):
    """A checked board. Cells are ``y * width + x``; ``water_cells`` and ``fixed_cells`` are
    frozensets of cells; ``bases`` maps a colour to ``(square, side)``."""

    FIELD = "board"

    title: str
    grid: Grid
    bases: dict[str, tuple[Square, str]]
    water_cells: frozenset[int]
    fixed_cells: frozenset[int]
    spare: tuple[Square, ...]
    centre: Square
    source: dict[str, Any]

    @property
    def width(self) -> int:
        return self.grid.width

    @property
    def height(self) -> int:
        return self.grid.height

    def cell(self, sq: Square) -> int:
        return sq[1] * self.grid.width + sq[0]

    def square(self, cell: int) -> Square:
        return (cell % self.grid.width, cell // self.grid.width)

    def name(self, sq: Square) -> str:
        return square_name(sq)

    def base(self, colour: str) -> Square:
        return self.bases[colour][0]

    def side(self, colour: str) -> str:
        return self.bases[colour][1]

    def lines(self, side: str) -> int:
        """How many transmitters a player on ``side`` has: one per column or row."""
        return self.width if side in ("N", "S") else self.height

    def ascii(self, marks: dict[Square, str] | None = None, *, bases: bool = True,
              width: int = 3) -> str:
        """The board as text: ``~`` water, ``#`` fixed obstacle, a base's colour initial in
        capitals (``R``; ``bases=False``: none), ``.`` land; ``marks`` put other letters on
        squares; each column ``width`` characters wide."""
        marks = marks or {}
        shown = {sq: c[0].upper() for c, (sq, _) in self.bases.items()} if bases else {}
        rows = [" " * width + "".join(f"{chr(65 + x):>{width}}" for x in range(self.width))]
        for y in range(self.height):
            cells = []
            for x in range(self.width):
                c = self.cell((x, y))
                mark = marks.get((x, y)) or shown.get((x, y)) or (
                    "#" if c in self.fixed_cells else "~" if c in self.water_cells else ".")
                cells.append(f"{mark:>{width}}")
            rows.append(f"{y + 1:>{width}}" + "".join(cells))
        return "\n".join(rows)

    @classmethod
    def default(cls) -> Board:
        """The board of the DECISIONS ruling (``data/default-board.json``)."""
        return _default()

    @classmethod
    def from_dict(cls, d: Any, where: str = "board") -> Board:
        """A board from its JSON form; SetupError names the first wrong field."""
        data.check(d, "board", where)
        grid = Grid(d["width"], d["height"])
        taken: dict[Square, str] = {}

        def place(value: Any, field: str, what: str, *, share: tuple[str, ...] = ()) -> Square:
            sq = grid.check_square(parse_square(value, field), field)
            if sq in taken and taken[sq] not in share:
                raise SetupError(field, f"{square_name(sq)} is already {taken[sq]}: one thing "
                                        "per square")
            taken.setdefault(sq, what)
            return sq

        bases: dict[str, tuple[Square, str]] = {}
        for colour in COLOURS:
            b = d["bases"][colour]
            sq = place(b["at"], f"{where}.bases.{colour}.at", f"{colour}'s base")
            if b["side"] in {s for _, s in bases.values()}:
                raise SetupError(f"{where}.bases.{colour}.side", f"another base already has "
                                                                 f"side {b['side']}")
            bases[colour] = (sq, b["side"])
        water = [place(v, f"{where}.water[{i}]", "water")
                 for i, v in enumerate(d.get("water", []))]
        fixed = [place(v, f"{where}.obstacles[{i}]", "an obstacle")
                 for i, v in enumerate(d.get("obstacles", []))]
        spare = tuple(place(v, f"{where}.spare[{i}]", "a spare square", share=("water",))
                      for i, v in enumerate(d.get("spare", ["E5", "F6"])))
        centre = place(d.get("centre", [d["width"] // 2 - 1, d["height"] // 2 - 1]),
                       f"{where}.centre", "the centre", share=("water", "a spare square"))
        cell = lambda sq: sq[1] * d["width"] + sq[0]  # noqa: E731
        return cls(str(d.get("name", "")), grid, bases, frozenset(map(cell, water)),
                   frozenset(map(cell, fixed)), spare, centre, json_copy(d))


@cache
def _default() -> Board:
    return Board.from_dict(data.load("board"))
