"""A RoboRally state's layout, declared once (:mod:`codyroby_lab.core.layout`): its vector
for traces and the widget, what each viewer may not see, copies, and the saved document's
declared fields.

Vector order: the head (turn, phase, register, winner + 1); one block per robot (x, y (of
its wreck when destroyed), facing 0-7, damage, lives, flags, archive x and y, powered down,
power-down announced, destroyed, how many registers to read to see the revealed cards (the
registers layer's count); its options' count and ``[code, ammunition]`` pairs; its hand's
size and 9 card slots; its program's 5 registers; the 5 registers revealed so far); the
sealed commits (:class:`~codyroby_lab.core.sealed.Sealed`); the mark on every square (0
none, 1 a mine, 2 a bridge); the generator (19 words). Hidden from a player: the other
robots' hand cards, programs and sealed choices, and the generator (a spectator: every
robot's).

The robots' engine arrays (:class:`~codyroby_lab.games.roborally.robots.Bots`, what the
register phase's hot loop reads) are the state's ``bots``; the fields ``held="bots"`` are
read from them.

>>> from codyroby_lab.games.roborally.game import RoboRally
>>> s = RoboRally().new_state(seed=1)
>>> s.with_vector(s.to_vector()) == s
True
>>> hand = s.slot("Zoom Bot.hand")
>>> hand in s.hidden_slots("Twonky"), hand + 1 in s.hidden_slots("Twonky")
(False, True)
>>> s.vector_slots()[4:8]
['Twonky.x', 'Twonky.y', 'Twonky.facing', 'Twonky.damage']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import parse_square
from codyroby_lab.core.layout import (
    Commits,
    Derived,
    Doc,
    Enum,
    Field,
    Flag,
    Generator,
    Int,
    Ints,
    Layout,
    Pile,
    Player,
    Players,
)
from codyroby_lab.core.setup import integer
from codyroby_lab.games.roborally import options
from codyroby_lab.games.roborally.phase import SEGMENTS
from codyroby_lab.games.roborally.robots import BRIDGE, DESTROYING_DAMAGE, MAX_OPTIONS, MINE, Bots
from codyroby_lab.games.roborally.rules import HAND, REGISTERS

NAME, VERSION = "roborally", 1
#: what a step is doing, as a trace shows it (``phase``): slot 1 of the vector
LABELS = ("programming", *(s.phase for s in SEGMENTS), "F end of turn", "over", "stopped")
SEAL = 6  # power-down + 1, then the cards of the free registers
#: a robot destroyed this turn keeps the damage it took (10 or more) until it re-enters
MAX_DAMAGE_OFF = 99
MARK_WORDS = {MINE: "mine", BRIDGE: "bridge"}
MARK_CODES = {w: m for m, w in MARK_WORDS.items()}


def cell(game: Any, value: Any, where: str) -> int:
    """The cell of a square named in a saved document; a SetupError if it is off the board."""
    t = game.tables
    x, y = parse_square(value, where)
    if not (0 <= x < t.width and 0 <= y < t.height):
        raise SetupError(where, f"{str(value)[:20]!r} is off the board")
    return t.cell((x, y))


def revealed(shown: list[int]) -> int:
    """How many registers to read to see every revealed card: up to the last one shown."""
    return max((r + 1 for r, c in enumerate(shown) if c), default=0)


class Engine(Field):
    """The robots' engine arrays, ``state.bots``: no slot of its own (the fields held by it
    are its parts); a copy is :meth:`Bots.copy`."""

    copy = staticmethod(Bots.copy)

    def width(self, game: Any) -> int:
        return 0


class Square(Field):
    """A robot's cell held by the engine, as two slots (x, y) and a square name."""

    def __init__(self, attr: str, names: tuple[str, str], **kw: Any):
        super().__init__(attr, held="bots", **kw)
        self.parts = names

    def width(self, game: Any) -> int:
        return 2

    def names(self, name: str, game: Any) -> list[str]:
        head = name.rpartition(".")[0]
        return [f"{head}.{p}" for p in self.parts]

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        w = game.tables.width
        out.extend((value % w, value // w))

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return vec[i + 1] * game.tables.width + vec[i]

    def dump(self, value: Any, game: Any) -> Any:
        return game.tables.names[value]

    def read(self, value: Any, game: Any, where: str) -> Any:
        return cell(game, value, where)

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "string", "maxLength": 8}


class Place(Square):
    """Where a robot is drawn: its cell, or its wreck's when it is destroyed (a field of two
    attributes, ``pos`` and ``wreck``). Read back as both: :class:`Destroyed`, after it in
    the vector, takes the robot off the board."""

    def get(self, state: Any, i: int | str | None) -> Any:
        b = state.bots
        return b.pos[i] if b.pos[i] >= 0 else b.wreck[i]

    def put(self, state: Any, i: int | str | None, value: Any) -> None:
        b = state.bots
        b.pos[i] = b.wreck[i] = value


class Destroyed(Flag):
    """Whether a robot is off the board (its ``pos`` is -1)."""

    def get(self, state: Any, i: int | str | None) -> Any:
        return state.bots.pos[i] < 0

    def put(self, state: Any, i: int | str | None, value: Any) -> None:
        if value:
            state.bots.pos[i] = -1


_NONE = [[0] * (2 * (MAX_OPTIONS - k)) for k in range(MAX_OPTIONS + 1)]  # the empty pairs


class Options(Field):
    """A robot's options, ``[code, ammunition]`` pairs: their count, then
    :data:`~codyroby_lab.games.roborally.robots.MAX_OPTIONS` pairs of slots; the document
    names each option."""

    def width(self, game: Any) -> int:
        return 1 + 2 * MAX_OPTIONS

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.append(len(value))
        for o in value:
            out.extend(o)
        out.extend(_NONE[len(value)])

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return [[vec[i + 1 + 2 * k], vec[i + 2 + 2 * k]] for k in range(vec[i])]

    def dump(self, value: Any, game: Any) -> Any:
        return [[options.name(c), ammo] for c, ammo in value]

    def read(self, value: Any, game: Any, where: str) -> Any:
        """Each option once, its ammunition from 0 to the option's own."""
        out: list[list[int]] = []
        for k, (name, ammo) in enumerate(value):
            c = options.code(name, f"{where}[{k}]")
            if any(o[0] == c for o in out):
                raise SetupError(f"{where}[{k}]", f"{options.name(c)} is held twice")
            out.append([c, integer(ammo, f"{where}[{k}][1]", 0, options.full(c)[1])])
        return out

    def schema(self, game: Any) -> dict[str, Any]:
        pair = {"type": "array", "minItems": 2, "maxItems": 2,
                "prefixItems": [{"type": "string"}, {"type": "integer", "minimum": 0}]}
        return {"type": "array", "maxItems": MAX_OPTIONS, "items": pair}


class Hand(Pile):
    """A hand of card codes (the game's :class:`~.deck.CardTable`), written as labels."""

    def __init__(self, attr: str, **kw: Any):
        super().__init__(attr, HAND, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        return [game.cards.label(c) for c in value]

    def read(self, value: Any, game: Any, where: str) -> Any:
        return [game.cards.code(c, f"{where}[{k}]") for k, c in enumerate(value)]

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "array", "maxItems": HAND, "items": {"type": "string"}}


class Registers(Ints):
    """Five registers of card codes (0: empty), written as labels (None: empty)."""

    def __init__(self, attr: str, **kw: Any):
        super().__init__(attr, REGISTERS, 0, 999, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        return [game.cards.label(c) if c else None for c in value]

    def read(self, value: Any, game: Any, where: str) -> Any:
        return [0 if c is None else game.cards.code(c, f"{where}[{k}]")
                for k, c in enumerate(value)]

    def schema(self, game: Any) -> dict[str, Any]:
        # (no maxItems: a sixth card is the schema's error, in the game's words, not a size's)
        return {"type": "array", "minItems": REGISTERS, "items": False,
                "prefixItems": [{"type": ["string", "null"]}] * REGISTERS}


class Marks(Ints):
    """The mark on every square (0 none, 1 a mine, 2 a bridge), held by the engine; the
    document names the marked squares only."""

    def __init__(self) -> None:
        super().__init__("marks", lambda game: game.tables.size, 0, 2, held="bots",
                         doc="marks")

    def dump(self, value: Any, game: Any) -> Any:
        names = game.tables.names
        return {names[c]: MARK_WORDS[m] for c, m in enumerate(value) if m}

    def read(self, value: Any, game: Any, where: str) -> Any:
        out = [0] * game.tables.size
        for name, mark in value.items():
            out[cell(game, name, where)] = MARK_CODES[mark]
        return out

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "object", "additionalProperties": {"enum": list(MARK_WORDS.values())}}


_SQUARE = {"type": ["string", "null"], "maxLength": 8}
_COMMITTED = {"type": "object", "additionalProperties": {
    "type": "object", "required": ["down", "cards"], "properties": {
        "down": {"type": "boolean"}, "cards": {"type": "array", "maxItems": HAND}}}}


def _robot(field: str) -> str:
    return f"robots.*.{field}"


LAYOUT = Layout(
    Doc("game", {"const": NAME}),
    Doc("version", {"const": VERSION}),
    Doc("setup", {"type": "object"}),
    Int("turn", 1, lambda game: game.max_turns, doc="turn"),
    Enum("phase", LABELS, doc="phase"),
    Int("reg", 0, REGISTERS, doc="register", name="register"),
    Player("winner_index", none=True, doc="winner", name="winner"),
    Engine("bots"),
    Players(
        Place("pos", ("x", "y"), name="at"),
        Enum("face", (0, 1, 2, 3), codes=(0, 2, 4, 6), names=tuple("NESW"), held="bots",
             doc=_robot("facing"), name="facing"),
        Doc(_robot("at"), _SQUARE),
        # a robot's damage: 0 to 9 on the board (10 destroys it), up to 99 once destroyed
        # (the state's reader checks the first)
        Int("dmg", 0, MAX_DAMAGE_OFF, held="bots", doc=_robot("damage"), name="damage",
            says=f"from 0 to {DESTROYING_DAMAGE - 1} on the board, 0 to {MAX_DAMAGE_OFF} "
                 f"once destroyed"),
        Int("lives", 0, 9, held="bots", doc=_robot("lives")),
        Int("flags", 0, lambda game: game.tables.flags, held="bots", doc=_robot("flags")),
        Square("archive", ("archive_x", "archive_y"), doc=_robot("archive")),
        Flag("down", held="bots", doc=_robot("powered_down"), name="powered_down"),
        Flag("announced", doc=_robot("announced")),
        Destroyed("pos", held="bots", name="destroyed"),
        Doc(_robot("destroyed"), {"type": "boolean"}),
        Doc(_robot("out"), {"type": "boolean"}),
        Doc(_robot("wreck"), _SQUARE),
        Doc(_robot("locked"), {"type": "array", "maxItems": REGISTERS,
                               "items": {"type": "integer"}}),
        Derived("registers", lambda s, i: (revealed(s.shown[i]),)),
        Options("opts", held="bots", doc=_robot("options"), name="options"),
        Hand("hands", seen="owner", doc=_robot("hand"), name="hand"),
        Registers("program", seen="owner", doc=_robot("program")),
        Registers("shown", doc=_robot("registers"))),
    Commits("sealed", SEAL),
    Doc("committed", _COMMITTED),
    Marks(),
    Generator("rng", doc="rng"),
)
