"""Squares and directions shared by every grid game.

Code uses ``(x, y)``: x is the column from the left, y the row from the top, both from 0.
People use a column letter and a row number from the top-left corner, as CodyRoby does.

>>> square_name((2, 1))
'C2'
>>> parse_square("c2")
(2, 1)
>>> Direction.N.right(), Direction.N.left(), Direction.E.step((1, 1))
(<Direction.E: 2>, <Direction.W: 6>, (2, 1))
"""

from __future__ import annotations

import re
from enum import IntEnum

from codyroby_lab.core.errors import SetupError

Square = tuple[int, int]

MAX_SIDE = 26


class Direction(IntEnum):
    """Compass directions in clockwise order; north is up (y - 1)."""

    N = 0
    NE = 1
    E = 2
    SE = 3
    S = 4
    SW = 5
    W = 6
    NW = 7

    @property
    def delta(self) -> Square:
        return _DELTAS[self]

    def step(self, square: Square, n: int = 1) -> Square:
        dx, dy = _DELTAS[self]
        return (square[0] + n * dx, square[1] + n * dy)

    def right(self) -> Direction:
        """Turned 90 degrees clockwise (the R card)."""
        return Direction((self + 2) % 8)

    def left(self) -> Direction:
        """Turned 90 degrees counter-clockwise (the L card)."""
        return Direction((self - 2) % 8)

    def opposite(self) -> Direction:
        return Direction((self + 4) % 8)

    @property
    def word(self) -> str:
        return _WORDS[self]


_DELTAS = {
    Direction.N: (0, -1), Direction.NE: (1, -1), Direction.E: (1, 0), Direction.SE: (1, 1),
    Direction.S: (0, 1), Direction.SW: (-1, 1), Direction.W: (-1, 0), Direction.NW: (-1, -1),
}
_WORDS = {
    Direction.N: "north", Direction.NE: "north-east", Direction.E: "east",
    Direction.SE: "south-east", Direction.S: "south", Direction.SW: "south-west",
    Direction.W: "west", Direction.NW: "north-west",
}
ORTHOGONAL = (Direction.N, Direction.E, Direction.S, Direction.W)


def parse_direction(value: object, field: str = "facing", allowed=ORTHOGONAL) -> Direction:
    """``"N"``, ``"north"`` or a Direction; anything else is a SetupError naming ``field``."""
    if isinstance(value, Direction):
        d = value
    elif isinstance(value, str) and value.strip().upper() in Direction.__members__:
        d = Direction[value.strip().upper()]
    elif isinstance(value, str) and value.strip().lower() in _WORDS.values():
        d = next(k for k, w in _WORDS.items() if w == value.strip().lower())
    else:
        names = " ".join(x.name for x in allowed)
        raise SetupError(field, f"must be one of {names}, not {value!r}")
    if d not in allowed:
        names = " ".join(x.name for x in allowed)
        raise SetupError(field, f"must be one of {names}, not {d.name}")
    return d


def square_name(square: Square) -> str:
    """``(0, 0)`` is ``A1``; columns run A..Z."""
    x, y = square
    return f"{chr(ord('A') + x)}{y + 1}"


def off_board(name: str, width: int, height: int) -> str:
    """What to say of square ``name`` off a board ``width`` by ``height``: what the board
    holds, so the learner sees what to write instead.

    >>> off_board("Z9", 5, 5)
    'Z9 is off the board: this board has columns A to E and rows 1 to 5'
    """
    return (f"{name} is off the board: this board has columns A to "
            f"{chr(ord('A') + width - 1)} and rows 1 to {height}")


_NAME = re.compile(r"^\s*([A-Za-z])\s*([0-9]{1,2})\s*$")


def parse_square(value: object, field: str = "square") -> Square:
    """A square from ``[x, y]`` or a name such as ``"C2"``; a SetupError naming ``field``."""
    if isinstance(value, str):
        m = _NAME.match(value)
        if not m or int(m.group(2)) < 1:
            raise SetupError(field, f"{value!r} is not a square name such as 'C2'")
        return (ord(m.group(1).upper()) - ord("A"), int(m.group(2)) - 1)
    if (
        isinstance(value, (list, tuple))
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return (value[0], value[1])
    raise SetupError(field, f"must be [x, y] or a square name such as 'C2', not {value!r}")
