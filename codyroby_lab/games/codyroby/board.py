"""CodyRoby boards: any size (5x5 by default), blocks, an optional path, red/yellow targets.

The JSON form is the ``board`` of the ``codyroby`` setup (docs/formats.md); squares may be
``[x, y]`` or names such as ``"C2"``.

>>> b = Board.from_dict({"width": 5, "height": 5, "blocks": ["B2"], "targets": {"red": "E1"}})
>>> b.targets["red"], (1, 1) in b.blocks
((4, 0), True)
>>> Board.from_dict({"width": 5, "height": 5, "blocks": [[7, 0]]})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: board.blocks[0]: H1 is off the 5x5 board
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, ClassVar

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import Square, parse_direction, parse_square, square_name
from codyroby_lab.core.grid import Grid, check_path
from codyroby_lab.core.setup import check_fields
from codyroby_lab.core.words import plural
from codyroby_lab.games.codyroby import rules

TARGET_COLOURS = ("red", "yellow")


@dataclass(frozen=True)
class Board:
    """A rectangular board. ``path`` (ordered squares) makes only those squares road."""

    width: int = 5
    height: int = 5
    grid: Grid = field(repr=False, compare=False, default=Grid(5, 5))
    blocks: frozenset[Square] = field(default_factory=frozenset)
    path: tuple[Square, ...] | None = None
    targets: dict[str, Square] = field(default_factory=dict)
    document_kind: ClassVar[str] = "board"     # core.io saves it as a CodyRoby board
    document_game: ClassVar[str] = "codyroby"

    def __init__(self, width: int = 5, height: int = 5, blocks=(), path=None, targets=None):
        grid = Grid(width, height)
        object.__setattr__(self, "width", width)
        object.__setattr__(self, "height", height)
        object.__setattr__(self, "grid", grid)
        sq_blocks = self._squares(blocks, "board.blocks")
        object.__setattr__(self, "blocks", frozenset(sq_blocks))
        if path is not None:
            path = check_path(grid, path, "board.path", self.blocks)
            if not path:
                raise SetupError("board.path", "a path needs at least one square")
        object.__setattr__(self, "path", path)
        tg: dict[str, Square] = {}
        if targets is not None and not isinstance(targets, dict):
            raise SetupError("board.targets", "must be an object such as {'red': 'E1'}")
        for colour, where in (targets or {}).items():
            if colour not in TARGET_COLOURS:
                raise SetupError(f"board.targets.{colour}", "a target is 'red' or 'yellow'")
            sq = self.check_square(parse_square(where, f"board.targets.{colour}"),
                                   f"board.targets.{colour}")
            if sq in self.blocks:
                raise SetupError(f"board.targets.{colour}", f"{square_name(sq)} is a block")
            if path is not None and sq not in path:
                raise SetupError(f"board.targets.{colour}", f"{square_name(sq)} is off the "
                                 f"road: Roby could never stand on it; put it on the road")
            tg[colour] = sq
        object.__setattr__(self, "targets", tg)

    def _squares(self, values: Any, field_name: str) -> list[Square]:
        if isinstance(values, (str, bytes)) or not hasattr(values, "__iter__"):
            # the form without squares: an example square may answer the exercise it is
            # given in (walk 05t, fault 3: "A2" was Exercise 2's answer in lesson 5)
            raise SetupError(field_name, "must be a list in [ ], with each square in quotes "
                                         "and a comma between two squares")
        return [self.check_square(parse_square(v, f"{field_name}[{i}]"), f"{field_name}[{i}]")
                for i, v in enumerate(values)]

    def check_square(self, sq: Square, field_name: str) -> Square:
        """``sq`` if it is on the board, else a SetupError naming ``field_name``."""
        return self.grid.check_square(sq, field_name)

    def on_board(self, sq: Square) -> bool:
        return self.grid.on_board(sq)

    def __hash__(self) -> int:
        return hash((self.width, self.height, self.blocks, self.path,
                     tuple(sorted(self.targets.items()))))

    @cached_property
    def path_set(self) -> frozenset[Square]:
        return frozenset(self.path or ())

    @cached_property
    def next_table(self) -> list[list[int]]:
        """``next_table[y * width + x][k]``: the square index F reaches facing ``ORTHOGONAL[k]``,
        or -1 for a crash. A cache of :func:`rules.forward`, for the interpreter's hot loop."""
        return self.grid.step_table(lambda sq: rules.is_road(self, sq))

    def to_dict(self, names: bool = False) -> dict[str, Any]:
        """The board's JSON; ``names``: squares as names (``"C3"``), as a teacher's file
        writes them, else as ``[x, y]`` (a saved state).

        >>> Board(3, 3, blocks=["B2"], targets={"red": "C1"}).to_dict(names=True)
        {'width': 3, 'height': 3, 'blocks': ['B2'], 'targets': {'red': 'C1'}}
        """
        sq = square_name if names else list
        d: dict[str, Any] = {"width": self.width, "height": self.height}
        if self.blocks:
            d["blocks"] = [sq(s) for s in sorted(self.blocks, key=lambda s: (s[1], s[0]))]
        if self.path is not None:
            d["path"] = [sq(s) for s in self.path]
        if self.targets:
            d["targets"] = {k: sq(v) for k, v in sorted(self.targets.items())}
        return d

    @classmethod
    def from_dict(cls, d: object, where: str = "board") -> Board:
        if not isinstance(d, dict):
            raise SetupError(where, "must be an object with width and height")
        unknown = set(d) - {"width", "height", "blocks", "path", "targets"}
        if unknown:
            raise SetupError(f"{where}.{sorted(unknown)[0]}", "is not a board field (width, "
                             "height, blocks, path, targets)")
        try:
            return cls(d.get("width", 5), d.get("height", 5), d.get("blocks", ()), d.get("path"),
                       d.get("targets"))
        except SetupError as e:
            if where == "board":
                raise
            raise SetupError(where + e.field[len("board"):], e.reason) from None

    @property
    def summary(self) -> str:
        """The board in one line of words.

        >>> Board(6, 6, path=["A6", "A5", "B5"], targets={"red": "B5"}).summary
        '6x6, a road of 3 squares, no blocks, a red target on B5'
        >>> Board(6, 6, path=["A6"]).summary      # one square: no plural (walk 05q, fault 5)
        '6x6, a road of 1 square, no blocks'
        >>> Board(6, 6).summary
        '6x6, no road drawn (Roby may go on every square), no blocks'
        """
        road = f"a road of {plural(len(self.path), 'square')}" if self.path is not None else \
            "no road drawn (Roby may go on every square)"
        blocks = plural(len(self.blocks), "block") if self.blocks else "no blocks"
        targets = "".join(f", a {c} target on {square_name(sq)}"
                          for c, sq in sorted(self.targets.items()))
        return f"{self.width}x{self.height}, {road}, {blocks}{targets}"

    def _repr_svg_(self) -> str:
        from codyroby_lab.core.svg import scene_svg
        from codyroby_lab.games.codyroby.scene import board_scene
        return scene_svg(board_scene(self, {}))

    def ascii(self, pieces: dict[Square, str] | None = None) -> str:
        """The board as text: ``#`` block, ``.`` road, blank off the road, ``r``/``y`` targets."""
        pieces = pieces or {}
        top = "   " + " ".join(chr(ord("A") + x) for x in range(self.width))
        rows = [top]
        for y in range(self.height):
            cells = []
            for x in range(self.width):
                sq = (x, y)
                if sq in pieces:
                    cells.append(pieces[sq])
                elif sq in self.blocks:
                    cells.append("#")
                elif self.targets.get("red") == sq:
                    cells.append("r")
                elif self.targets.get("yellow") == sq:
                    cells.append("y")
                elif self.path is not None and sq not in self.path_set:
                    cells.append(" ")
                else:
                    cells.append(".")
            rows.append(f"{y + 1:>2} " + " ".join(cells))
        return "\n".join(rows)


# --- reading the setups of the games played on a CodyRoby board --------------------------

def open_setup(setup: Any, fields: tuple[str, ...], where: str) -> tuple[dict[str, Any], Board]:
    """The checked setup document and its board (5x5 when it gives none)."""
    d = check_fields(setup if setup is not None else {}, fields, where)
    return d, Board.from_dict(d.get("board", {"width": 5, "height": 5}))


def pose(board: Board, d: dict[str, Any], default: Square) -> tuple[Square, Any]:
    """The ``start`` square (road) and ``facing`` of a setup."""
    start = board.check_square(parse_square(d.get("start", default), "start"), "start")
    if not rules.is_road(board, start):
        raise SetupError("start", f"{square_name(start)} is not road (a block?)")
    return start, parse_direction(d.get("facing", "N"), "facing")


def squares_of(board: Board, value: Any, field: str) -> list[Square]:
    """A list of squares on ``board``; SetupError names the bad one."""
    if not isinstance(value, list):
        raise SetupError(field, "must be a list of squares")
    return [board.check_square(parse_square(v, f"{field}[{i}]"), f"{field}[{i}]")
            for i, v in enumerate(value)]
