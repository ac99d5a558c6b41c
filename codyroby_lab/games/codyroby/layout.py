"""The kinds of field CodyRoby's four games share in their states' layouts
(:mod:`codyroby_lab.core.layout`): a Roby piece (:class:`Roby`, :class:`Robots`), a player
named or None (:class:`Side`) and squares of the board (:class:`Squares`); each game's
state declares its own fields with them.

Every CodyRoby game's vector begins with its Robies, four slots each (:data:`FIELDS`: x, y,
facing, crashed; :func:`~codyroby_lab.games.codyroby.robot.robot_slots`).

>>> from codyroby_lab.games.codyroby.game import CodyRoby
>>> s = CodyRoby({"robots": {"roby": {"at": "B4", "facing": "E"}}}).new_state()
>>> s.to_vector().tolist()[:4], s.vector_slots()[:2]
([1, 3, 2, 0], ['robots.roby.x', 'robots.roby.y'])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from codyroby_lab.core.geometry import Direction
from codyroby_lab.core.layout import Field
from codyroby_lab.games.codyroby.robot import FIELDS, Robot, load_robot

__all__ = ["FIELDS", "HALTS", "MANY", "ROBOTS", "Roby", "Robots", "Side", "Squares"]

HALTS = (None, "end", "crash", "step_limit")  # how the last program ended (None: no run yet)
MANY = 10 ** 9  # the most turns a saved state may count
ROBOT = {"type": "object", "required": ["at", "facing"], "additionalProperties": False,
         "properties": {"at": {"type": ["array", "string"]}, "facing": {"type": "string"},
                        "crashed": {"type": "boolean"}, "color": {"type": "string"}}}


def _pack(r: Robot, out: list[int]) -> None:
    out.extend((r.at[0], r.at[1], int(r.facing), int(r.crashed)))


def _unpack(start: Robot, vec: Sequence[int], i: int) -> Robot:
    return Robot(start.name, (vec[i], vec[i + 1]), Direction(vec[i + 2]), start.color,
                 bool(vec[i + 3]))


class Roby(Field):
    """One Roby piece (a :class:`~codyroby_lab.games.codyroby.robot.Robot`), the game's
    ``starts[piece]`` at the start (its name and colour): slots x, y, facing, crashed; the
    document holds ``Robot.to_dict()``."""

    @staticmethod
    def copy(value: Any) -> Any:
        return value.copy()

    def __init__(self, attr: str, piece: str, **kw: Any):
        super().__init__(attr, **kw)
        self.piece = piece

    def width(self, game: Any) -> int:
        return len(FIELDS)

    def names(self, name: str, game: Any) -> list[str]:
        return [f"{name}.{f}" for f in FIELDS]

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        _pack(value, out)

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return _unpack(game.starts[self.piece], vec, i)

    def dump(self, value: Any, game: Any) -> Any:
        return value.to_dict()

    def read(self, value: Any, game: Any, where: str) -> Any:
        return load_robot(game.board, value, game.starts[self.piece], where)

    def schema(self, game: Any) -> dict[str, Any]:
        return ROBOT


class Robots(Field):
    """The Roby pieces, a dict by name in the order of the game's ``starts`` (the pieces at
    the start): each a :class:`Roby`, slot names ``robots.<name>.x``..."""

    @staticmethod
    def copy(value: Any) -> Any:
        return {n: r.copy() for n, r in value.items()}

    def width(self, game: Any) -> int:
        return len(FIELDS) * len(game.starts)

    def names(self, name: str, game: Any) -> list[str]:
        return [f"{name}.{n}.{f}" for n in game.starts for f in FIELDS]

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        for r in value.values():
            _pack(r, out)

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return {n: _unpack(r, vec, i + len(FIELDS) * k)
                for k, (n, r) in enumerate(game.starts.items())}

    def dump(self, value: Any, game: Any) -> Any:
        return {n: r.to_dict() for n, r in value.items()}

    def read(self, value: Any, game: Any, where: str) -> Any:
        return {n: load_robot(game.board, value[n], r, f"{where}.{n}")
                for n, r in game.starts.items()}

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "object", "required": list(game.starts), "additionalProperties": False,
                "properties": {n: ROBOT for n in game.starts}}


class Side(Field):
    """A player's name, or None (no winner yet, a draw): the slot holds the player's index,
    -1 for None; the document the name or null."""

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.append(-1 if value is None else game.players.index(value))

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return None if vec[i] < 0 else game.players[vec[i]]

    def schema(self, game: Any) -> dict[str, Any]:
        return {"enum": [None, *game.players]}


class Squares(Field):
    """A list of at most ``capacity(game)`` squares of ``game.board`` (a path, placed blocks):
    the size slot, then each square's cell ``y * width + x``, -1 after the end; the
    document holds ``[x, y]`` pairs."""

    copy = list

    def __init__(self, attr: str, capacity: Callable[[Any], int], **kw: Any):
        super().__init__(attr, **kw)
        self.capacity = capacity

    def width(self, game: Any) -> int:
        return 1 + self.capacity(game)

    def names(self, name: str, game: Any) -> list[str]:
        return [name] + [f"{name}[{k}]" for k in range(self.width(game) - 1)]

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        w = game.board.width
        out.append(len(value))
        out.extend([y * w + x for x, y in value])
        out.extend([-1] * (self.width(game) - 1 - len(value)))

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        w = game.board.width
        return [(c % w, c // w) for c in vec[i + 1:i + 1 + vec[i]]]

    def dump(self, value: Any, game: Any) -> Any:
        return [list(q) for q in value]

    def read(self, value: Any, game: Any, where: str) -> Any:
        for k, q in enumerate(value):
            game.board.check_square(tuple(q), f"{where}[{k}]")
        return [(x, y) for x, y in value]

    def schema(self, game: Any) -> dict[str, Any]:
        square = {"type": "array", "minItems": 2, "maxItems": 2,
                  "items": {"type": "integer", "minimum": 0}}
        return {"type": "array", "maxItems": self.width(game) - 1, "items": square}


ROBOTS = Robots("robots", doc="robots")  # every game's Robies but Follow-me's one
