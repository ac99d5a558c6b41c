"""Grid movement shared by every grid game: squares ahead, turns, board edges, walls.

A :class:`Grid` is a rectangle of squares with walls on some square edges (RoboRally walls;
CodyRoby and Energy Seekers have none). What may stand on a square (road, a path, a pit) is
each game's rule; the grid only says where a step leads, and that a board edge or a wall
stops it.

>>> g = Grid(4, 3, walls=[("B2", "E")])
>>> g.ahead((0, 1), Direction.E), g.ahead((1, 1), Direction.E), g.ahead((0, 0), Direction.N)
((1, 1), None, None)
>>> g.wall((2, 1), Direction.W)                  # the same wall, seen from C2
True
>>> g.line((0, 0), Direction.E)                  # a laser's squares, to the edge
[(1, 0), (2, 0), (3, 0)]
>>> turn(Direction.N, "L").name, turn(Direction.N, "U").name
('W', 'S')
>>> check_path(g, ["A1", "B1", "B2"], "path")
((0, 0), (1, 0), (1, 1))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import (
    MAX_SIDE,
    ORTHOGONAL,
    Direction,
    Square,
    parse_direction,
    parse_square,
    square_name,
)

Edge = tuple[Square, Direction]


def turn(facing: Direction, card: str) -> Direction:
    """The facing after a turn card: ``L`` (90 degrees counter-clockwise), ``R`` (clockwise)
    or ``U`` (a U-turn)."""
    if card == "L":
        return facing.left()
    if card == "R":
        return facing.right()
    if card == "U":
        return facing.opposite()
    raise ValueError(f"a turn is L, R or U, not {card!r}")


@dataclass(frozen=True)
class Grid:
    """``width`` x ``height`` squares; ``walls`` lists ``(square, side)`` edges with a wall
    (squares as ``[x, y]`` or names, sides N E S W); a wall blocks both ways."""

    width: int
    height: int
    walls: frozenset[Edge] = field(default_factory=frozenset)

    def __init__(self, width: int, height: int, walls: Iterable[Any] = ()):
        for name, side in (("width", width), ("height", height)):
            if not isinstance(side, int) or isinstance(side, bool) or not 1 <= side <= MAX_SIDE:
                raise SetupError(f"board.{name}", f"must be a whole number from 1 to "
                                                  f"{MAX_SIDE}" + ("" if side is None
                                                                   else f", not {side!r}"))
        object.__setattr__(self, "width", width)
        object.__setattr__(self, "height", height)
        edges: set[Edge] = set()
        for i, w in enumerate(walls):
            if not isinstance(w, (list, tuple)) or len(w) != 2:
                raise SetupError(f"walls[{i}]", "a wall is [square, side], e.g. ['B2', 'E']")
            sq = self.check_square(parse_square(w[0], f"walls[{i}]"), f"walls[{i}]")
            side = parse_direction(w[1], f"walls[{i}]")
            edges |= {(sq, side), (side.step(sq), side.opposite())}
        object.__setattr__(self, "walls", frozenset(edges))

    def on_board(self, sq: Square) -> bool:
        return 0 <= sq[0] < self.width and 0 <= sq[1] < self.height

    def check_square(self, sq: Square, where: str) -> Square:
        """``sq`` if it is on the board, else a SetupError naming ``where``."""
        if not self.on_board(sq):
            shown = square_name(sq) if 0 <= sq[0] < MAX_SIDE and sq[1] >= 0 else list(sq)
            raise SetupError(where, f"{shown} is off the {self.width}x{self.height} board")
        return sq

    def wall(self, sq: Square, facing: Direction) -> bool:
        """Is there a wall on the ``facing`` side of ``sq``?"""
        return (sq, facing) in self.walls

    def ahead(self, sq: Square, facing: Direction) -> Square | None:
        """The square one step ahead, or None when a board edge or a wall is in the way."""
        nxt = facing.step(sq)
        if not self.on_board(nxt) or (sq, facing) in self.walls:
            return None
        return nxt

    def line(self, sq: Square, facing: Direction, n: int | None = None) -> list[Square]:
        """The squares ahead of ``sq`` (at most ``n``), up to a board edge or a wall."""
        out: list[Square] = []
        while n is None or len(out) < n:
            nxt = self.ahead(sq, facing)
            if nxt is None:
                break
            out.append(nxt)
            sq = nxt
        return out

    def step_table(self, open_: Callable[[Square], bool]) -> list[list[int]]:
        """``table[y * width + x][k]``: the index of the square a step facing
        ``ORTHOGONAL[k]`` reaches, or -1 when the edge, a wall or a square that is not
        ``open_`` is in the way (a cache for interpreters' hot loops)."""
        table = []
        for i in range(self.width * self.height):
            sq = (i % self.width, i // self.width)
            row = []
            for d in ORTHOGONAL:
                n = self.ahead(sq, d)
                row.append(-1 if n is None or not open_(n) else n[1] * self.width + n[0])
            table.append(row)
        return table


def check_path(grid: Grid, values: Any, where: str,
               blocked: Iterable[Square] = ()) -> tuple[Square, ...]:
    """The squares of a path (names or ``[x, y]``): on the board, none twice, none
    ``blocked``, each next to the one before and with no wall between; else a SetupError
    naming the square's index in ``where``."""
    if isinstance(values, (str, bytes)) or not hasattr(values, "__iter__"):
        raise SetupError(where, "must be a list of squares")
    blocked = set(blocked)
    squares: list[Square] = []
    for i, v in enumerate(values):
        here = f"{where}[{i}]"
        sq = grid.check_square(parse_square(v, here), here)
        if sq in blocked:
            raise SetupError(here, f"{square_name(sq)} is a block")
        if sq in squares:
            raise SetupError(here, f"{square_name(sq)} is on the path twice")
        if squares:
            before = squares[-1]
            if abs(sq[0] - before[0]) + abs(sq[1] - before[1]) != 1:
                raise SetupError(here, f"{square_name(sq)} is not next to "
                                       f"{square_name(before)}, the square before it")
            side = next(d for d in ORTHOGONAL if d.step(before) == sq)
            if grid.wall(before, side):
                raise SetupError(here, f"a wall stands between {square_name(before)} and "
                                       f"{square_name(sq)}")
        squares.append(sq)
    return tuple(squares)
