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
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import MAX_SIDE, ORTHOGONAL, Square, parse_square, square_name

TARGET_COLOURS = ("red", "yellow")


@dataclass(frozen=True)
class Board:
    """A rectangular board. ``path`` (ordered squares) makes only those squares road."""

    width: int = 5
    height: int = 5
    blocks: frozenset[Square] = field(default_factory=frozenset)
    path: tuple[Square, ...] | None = None
    targets: dict[str, Square] = field(default_factory=dict)

    def __init__(self, width: int = 5, height: int = 5, blocks=(), path=None, targets=None):
        for name, side in (("width", width), ("height", height)):
            if not isinstance(side, int) or isinstance(side, bool) or not 1 <= side <= MAX_SIDE:
                raise SetupError(f"board.{name}", f"must be a whole number from 1 to {MAX_SIDE}, "
                                                  f"not {side!r}")
        object.__setattr__(self, "width", width)
        object.__setattr__(self, "height", height)
        sq_blocks = self._squares(blocks, "board.blocks")
        object.__setattr__(self, "blocks", frozenset(sq_blocks))
        if path is not None:
            squares = self._squares(path, "board.path")
            if not squares:
                raise SetupError("board.path", "a path needs at least one square")
            for i, sq in enumerate(squares):
                if sq in self.blocks:
                    raise SetupError(f"board.path[{i}]", f"{square_name(sq)} is a block")
                if i and squares.index(sq) < i:
                    raise SetupError(f"board.path[{i}]", f"{square_name(sq)} is on the path twice")
                if i and abs(sq[0] - squares[i - 1][0]) + abs(sq[1] - squares[i - 1][1]) != 1:
                    raise SetupError(f"board.path[{i}]", f"{square_name(sq)} is not next to "
                                     f"{square_name(squares[i - 1])}: a path goes square by square")
            path = tuple(squares)
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
            tg[colour] = sq
        object.__setattr__(self, "targets", tg)

    def _squares(self, values: Any, field_name: str) -> list[Square]:
        if isinstance(values, (str, bytes)) or not hasattr(values, "__iter__"):
            raise SetupError(field_name, "must be a list of squares")
        return [self.check_square(parse_square(v, f"{field_name}[{i}]"), f"{field_name}[{i}]")
                for i, v in enumerate(values)]

    def check_square(self, sq: Square, field_name: str) -> Square:
        """``sq`` if it is on the board, else a SetupError naming ``field_name``."""
        if not self.on_board(sq):
            shown = square_name(sq) if 0 <= sq[0] < MAX_SIDE and sq[1] >= 0 else list(sq)
            raise SetupError(field_name, f"{shown} is off the {self.width}x{self.height} board")
        return sq

    def on_board(self, sq: Square) -> bool:
        return 0 <= sq[0] < self.width and 0 <= sq[1] < self.height

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
        from codyroby_lab.games.codyroby.rules import forward
        table = []
        for i in range(self.width * self.height):
            sq = (i % self.width, i // self.width)
            row = []
            for d in ORTHOGONAL:
                n = forward(self, sq, d)
                row.append(-1 if n is None else n[1] * self.width + n[0])
            table.append(row)
        return table

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"width": self.width, "height": self.height}
        if self.blocks:
            d["blocks"] = [list(s) for s in sorted(self.blocks, key=lambda s: (s[1], s[0]))]
        if self.path is not None:
            d["path"] = [list(s) for s in self.path]
        if self.targets:
            d["targets"] = {k: list(v) for k, v in sorted(self.targets.items())}
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

    def _repr_svg_(self) -> str:
        from codyroby_lab.core.svg import board_svg
        return board_svg(self)

    def ascii(self, pieces: dict[Square, str] | None = None) -> str:
        """The board as text: ``#`` block, ``.`` road, blank off the path, ``r``/``y`` targets."""
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
