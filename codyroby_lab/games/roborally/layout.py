"""RoboRally's own field kinds for its state's layout (:mod:`codyroby_lab.core.layout`;
the layout itself is declared on :class:`~.state.RoboRallyState`): the robots' engine
arrays (``state.bots``, what the register phase's hot loop reads), a robot's square as two
slots and a name, where a robot is drawn (its wreck's square once destroyed), its options,
and the mines and bridges; and the saved document's schema errors put in the setup
format's words (:func:`reword`). Hands and registers are core kinds whose card codes the
document writes as labels (``names="cards"``: the game's
:class:`~codyroby_lab.games.roborally.deck.CardTable`).

>>> from codyroby_lab.games.roborally.game import RoboRally
>>> g = RoboRally()
>>> g.cards.name(g.cards.code("Move 1 490")), revealed([5, 0, 7, 0, 0])
('Move 1 490', 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from codyroby_lab.core import schema
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import parse_square
from codyroby_lab.core.layout import Field, Flag, Ints
from codyroby_lab.core.setup import integer
from codyroby_lab.games.roborally import options
from codyroby_lab.games.roborally.deck import parse_card
from codyroby_lab.games.roborally.phase import SEGMENTS
from codyroby_lab.games.roborally.robots import BRIDGE, MAX_OPTIONS, MINE, Bots
from codyroby_lab.games.roborally.rules import HAND, REGISTERS

#: what a step is doing, as a trace shows it (``phase``): slot 1 of the vector
LABELS = ("programming", *(s.phase for s in SEGMENTS), "F end of turn", "over", "stopped")
SEAL = 6  # power-down + 1, then the cards of the free registers
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


_WORDS = {"phase": f"must be a phase: programming, a register's step ({LABELS[1]} to "
                   f"{LABELS[-4]}), {LABELS[-3]}, {LABELS[-2]} or {LABELS[-1]}",
          "facing": "must be N, E, S or W", "options": f"must list at most {MAX_OPTIONS} "
          "[option, ammunition] pairs", "hand": f"must list at most {HAND} cards",
          "cards": f"must list at most {HAND} cards", "program": f"must list {REGISTERS} cards",
          "registers": f"must list {REGISTERS} cards",
          "rng": "must be a saved random generator {'pcg64': [19 words]}"}


def reword(e: Any) -> str | None:
    """A schema error in the words of the setup format: a number's range, true or false, a
    list's length, one of a few words."""
    rule = e.schema if isinstance(e.schema, dict) else {}
    path = [k for k in e.absolute_path if isinstance(k, str)]
    shown = repr(e.instance)[:30]
    words = schema.whole_number_words(e, rule.get("description"))
    if words:
        return words
    if rule.get("type") == "boolean":
        return "must be true or false"
    if path and path[0] in ("marks", "rng"):
        return "is a mine or a bridge" if path[0] == "marks" else _WORDS["rng"]
    last = e.absolute_path[-1] if e.absolute_path else None
    if isinstance(last, int) and path and path[-1] == "options":
        return "must be [option, ammunition]"
    if isinstance(last, int) and path and path[-1] in ("hand", "program", "registers", "cards"):
        try:  # a card that is not text: in the words of a card read from text
            parse_card(e.instance)
        except SetupError as x:
            return x.reason
    if last == "winner":
        return f"must be one of the robots ({', '.join(x for x in rule.get('enum', []) if x)})"
    if last in _WORDS and e.validator in ("enum", "type", "minItems", "maxItems", "items"):
        return f"{_WORDS[last]}, not {shown[:20]}" if e.validator == "enum" else _WORDS[last]
    return None
