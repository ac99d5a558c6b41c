"""A Droids state's layout, declared once (:mod:`codyroby_lab.core.layout`): its vector for
traces and the widget, what each viewer may not see, copies and its saved document.

Vector order: the head (phase, current owner + 1, start player, turn, winner + 1, mines in
the box, the sheet's die roll + 1, the resume owner + 1, die rolls used, the 4 fixed-pile
counters, the last order sent: owner + 1, transmitter, box, chit, arrow); per owner of
transmitters (the players, then the killer) out, done, placed, sent; per player pending
covers, repairs, boxes delivered, obstacles to place, the rack's size, its 4 colour counts,
its 7 chit slots, the number of covers and one slot per transmitter (1: covered); per robot
x, y, the object carried and how many; one slot per square (the object lying there); every
box of every owner's transmitters (chit id), then their arrows; the generator (19 words).
A rack's chits are seen by its player only, the generator by nobody; every rack's size and
colour counts by all.

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"players": ["red", "blue"], "phase": "program",
...             "racks": {"red": ["V1"], "blue": ["B1"]}}).new_state(seed=1)
>>> red, blue = s.slot("red.chits"), s.slot("blue.chits")
>>> hidden = s.hidden_slots("red").tolist()
>>> s.slot("blue.rack") in hidden, blue in hidden, red in hidden, int(s.to_vector()[red])
(False, True, False, 1)
>>> s.with_vector(s.to_vector()) == s
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from codyroby_lab.core.layout import (
    Derived,
    Doc,
    Enum,
    Field,
    Flag,
    Generator,
    Int,
    Ints,
    Layout,
    Player,
    Players,
)
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids.objects import OBJECTS

NAME, VERSION = "droids", 1
PHASES = ("place", "draw", "choose", "program", "execute", "cover", "over")
BOXES = 3           # boxes on a transmitter
RACK = 7            # the most chits on a rack (a turn's draw)
MAX_CARRIED = 25    # obstacles a droid may carry
MAX_MINES = 12      # mines in the box
MAX_COUNT = 10_000  # any other count a saved state keeps
DRAW = -2           # winner_index of a game ended by the turn limit


def owners(game: Any) -> list[str]:
    """The owners of transmitters by index: the players, then the Robot Killer's sheet."""
    return [*game.players, "killer"][:game.owners]


class Owner(Field):
    """An owner of transmitters (:func:`owners`), or -1 for none (slot: the index + 1; the
    document: the owner's name or null)."""

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.append(value + 1)

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return vec[i] - 1

    def dump(self, value: Any, game: Any) -> Any:
        return None if value < 0 else owners(game)[value]

    def read(self, value: Any, game: Any, where: str) -> Any:
        return -1 if value is None else owners(game).index(value)

    def schema(self, game: Any) -> dict[str, Any]:
        return {"enum": [None, *owners(game)]}


def robots(game: Any) -> list[str]:
    """The robots' ids, in order: slots ``"red.x"``, ``"statue.carry"``."""
    return [r.id for r in game.robots]


class Colours(Ints):
    """A count per chit colour (violet, blue, red, grey); the document: ``{colour: n}``."""

    def __init__(self, attr: str, hi: int, **kw: Any):
        super().__init__(attr, len(ch.COLOURS), 0, hi, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        return dict(zip(ch.COLOURS, value, strict=True))

    def read(self, value: Any, game: Any, where: str) -> Any:
        return [value[c] for c in ch.COLOURS]

    def schema(self, game: Any) -> dict[str, Any]:
        count = {"type": "integer", "minimum": 0, "maximum": self.hi}
        return {"type": "object", "required": list(ch.COLOURS), "additionalProperties": False,
                "properties": {c: count for c in ch.COLOURS}}


class Rack(Field):
    """A rack's size (public; its chits are :class:`Chits`, after the colour counts): a list
    of at most :data:`RACK` chit ids (0: a chit not seen); the document: their codes."""

    copy = list

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.append(len(value))

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return [0] * vec[i]  # (the chits follow: Chits)

    def dump(self, value: Any, game: Any) -> Any:
        return [ch.BY_ID[c].code if c else "?" for c in value]

    def read(self, value: Any, game: Any, where: str) -> Any:
        return [ch.chit(c, f"{where}[{k}]").id for k, c in enumerate(value)]

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "array", "maxItems": RACK, "items": {"type": "string"}}


class Chits(Field):
    """A rack's :data:`RACK` chit slots (0 after its chits), ``back`` slots after its size
    (the rack is the attribute :class:`Rack` copies)."""

    def __init__(self, attr: str, back: int, **kw: Any):
        super().__init__(attr, **kw)
        self.back = back

    def width(self, game: Any) -> int:
        return RACK

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.extend(value)
        out.extend([0] * (RACK - len(value)))

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return list(vec[i:i + vec[i - self.back]])


def _count(hi: int) -> dict[str, Any]:
    return {"type": "integer", "minimum": 0, "maximum": hi}


def _robots(game: Any) -> dict[str, Any]:
    ids = [r.id for r in game.robots]
    robot = {"type": "object", "required": ["at", "carrying", "count"],
             "additionalProperties": False,
             "properties": {"at": {"type": ["string", "null"], "maxLength": 4},
                            "carrying": {"enum": [None, *OBJECTS.values()]},
                            "count": _count(MAX_CARRIED)}}
    return {"type": "object", "required": ids, "additionalProperties": False,
            "properties": {r: robot for r in ids}}


def _transmitters(game: Any) -> dict[str, Any]:
    box = {"type": ["string", "null"], "maxLength": 5}
    boxes = {"type": "array", "prefixItems": [box] * BOXES, "minItems": BOXES, "items": False,
             "description": f"a transmitter has {BOXES} boxes (null: empty)"}
    return {"type": "object", "propertyNames": {"enum": owners(game)},
            "additionalProperties": {"type": "object", "maxProperties": game.lines,
                                     "additionalProperties": boxes}}


_LAST = {"oneOf": [{"type": "null"}, {
    "type": "object", "required": ["owner", "line", "box", "order"],
    "additionalProperties": False,
    "properties": {"owner": {"type": "string"}, "line": {"type": "string"},
                   "box": {"type": "integer", "minimum": 1, "maximum": BOXES},
                   "order": {"type": "string", "maxLength": 5}}}]}
_KILLER = {"type": "object", "required": ["done", "sent", "roll"], "additionalProperties": False,
           "properties": {"done": {"type": "boolean"}, "sent": _count(MAX_COUNT),
                          "roll": {"type": ["integer", "null"], "minimum": 0, "maximum": 9}}}


def _damage(s: Any, i: int) -> list[int]:
    return [sum(s.covers[i])]


LAYOUT = Layout(
    Doc("game", {"const": NAME}),
    Doc("version", {"const": VERSION}),
    Doc("scenario", {"type": "string"}),
    Enum("phase", PHASES, doc="phase"),
    Owner("cur", doc="current", name="current"),
    Player("first", doc="first"),
    Int("turn", 1, lambda game: game.max_turns, doc="turn"),
    Int("winner_index", DRAW, lambda game: len(game.players) - 1, shift=1, name="winner"),
    Doc("winner", lambda game: {"enum": [None, *game.players]}),
    Doc("draw", {"type": "boolean"}),
    Int("mines", 0, MAX_MINES, doc="mines"),
    Int("sheet_roll", -1, 9, shift=1, name="roll"),
    Owner("resume", doc="resume"),
    Int("dice_used", 0, MAX_COUNT, doc="dice_used"),
    Colours("pile_used", MAX_COUNT, doc="piles_used", name="piles_used"),
    Ints("last", 5, 0, MAX_COUNT),
    Doc("last", _LAST),
    Players(Flag("out"), Flag("done"), Int("placed", 0, MAX_COUNT), Int("sent", 0, MAX_COUNT),
            by=owners),  # slots "killer.sent"
    Players(
        Doc("players.*.out", {"type": "boolean"}),
        Doc("players.*.done", {"type": "boolean"}),
        Doc("players.*.placed", _count(MAX_COUNT)),
        Doc("players.*.sent", _count(MAX_COUNT)),
        Int("pending", 0, MAX_COUNT, doc="players.*.pending"),
        Int("fixes", 0, MAX_COUNT, doc="players.*.repairs", name="repairs"),
        Int("delivered", 0, MAX_COUNT, doc="players.*.delivered"),
        Int("to_place", 0, MAX_COUNT, doc="players.*.to_place"),
        Rack("racks", doc="players.*.rack", name="rack"),
        Colours("rcol", RACK, doc="players.*.colours", name="colours"),
        Chits("racks", 1 + len(ch.COLOURS), seen="owner", name="chits"),
        Derived("damage", _damage),
        Ints("covers", lambda game: game.lines, 0, 1),
        Doc("players.*.covers", lambda game: {"type": "array", "maxItems": game.lines,
                                              "items": {"type": "string"}})),
    Players(Int("x", -1, MAX_COUNT), Int("y", -1, MAX_COUNT), Int("carry", 0, len(OBJECTS)),
            Int("carry_n", 0, MAX_CARRIED), by=robots),
    Doc("robots", _robots),
    Ints("obj", lambda game: game.board.width * game.board.height, 0, len(OBJECTS)),
    Doc("objects", {"type": "object", "additionalProperties": {"enum": list(OBJECTS.values())}}),
    Ints("tx", lambda game: game.owners * game.lines * BOXES, 0, MAX_COUNT),
    Ints("ta", lambda game: game.owners * game.lines * BOXES, 0, ch.NO_ARROW),
    Doc("transmitters", _transmitters),
    Doc("box", {"type": "object"}),
    Doc("killer", _KILLER, required=False),
    Generator("rng", shared=True, doc="rng"),  # (State.gen: most copies never draw)
    Doc("setup", {"type": "object"}),
)
"""Every part of a Droids state (see the module's docstring)."""
