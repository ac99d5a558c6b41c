"""A state's layout, declared once: from it come ``clone``, the saved document and its
schema, the vector and its hidden slots, and slot lookup by name.

A game lists the parts of its state as fields, in vector order. Each field is an attribute
of the state, of one kind (:class:`Int`, :class:`Enum`, :class:`Player`, :class:`Flag`,
:class:`Ints`, :class:`Pile`, :class:`Generator`, :class:`Commits`; a game subclasses
:class:`Field` only for data of its own), with its place in the
saved document (``doc``: a dotted path; ``*`` stands for each player's name inside
:class:`Players`) and who may see it (``seen``: ``"all"``, ``"owner"``, the player the
value belongs to, or ``"nobody"``, only :data:`~codyroby_lab.core.viewer.EVERYONE`);
``held``: the value is an attribute of an object the state holds (an engine's arrays, copied
by a field of its own), not of the state; ``says``: the words for a wrong saved value. A
pile's size is always public; its cards are seen as declared. :class:`Derived` slots are
computed for the widget (a square's x and y) and never read back; :class:`Doc` entries are
written and read by the game itself (a display name, the setup), declared for the schema;
``names`` (on :class:`Int`, :class:`Ints`, :class:`Pile`): codes the document writes as
names from a table the game holds (:class:`Names`: its cards by id or by label);
``required=False`` (or ``required(game)`` false): the entry may be left out, a player's
inside a ``*`` map too: it is written only when its value is not null, and read as null
when missing.

A :class:`~codyroby_lab.core.protocol.State` subclass that sets ``layout`` gets
``clone``, ``to_vector``, ``with_vector``, ``hidden_slots``, ``slot`` and ``vector_slots``
from it, and builds its ``to_dict``/``from_dict`` on :meth:`Layout.dump` and
:meth:`Layout.load` (which checks the document against :meth:`Layout.schema`, made from the
same declaration: strict whole numbers, limits, names).

>>> class Game:
...     players = ("A", "B")
>>> class S:
...     def __init__(self, **kw): self.__dict__.update(kw)
>>> LAY = Layout(Player("turn", doc="turn"), Enum("phase", ("bid", "over"), doc="phase"),
...              Players(Int("score", 0, 99, doc="scores.*"),
...                      Pile("hand", 3, "FLR", doc="hands.*", seen="owner")),
...              Generator("rng", doc="rng"))
>>> game = Game()
>>> s = S(game=game, turn=1, phase="bid", score=[5, 7], hand=[["F"], []],
...                     rng=rngs.new_rng(3))
>>> LAY.to_vector(s)[:11].tolist()     # turn, phase, A: score, hand size, 3 cards; B: ...
[1, 0, 5, 1, 1, 0, 0, 7, 0, 0, 0]
>>> LAY.slot(game, "B.hand"), LAY.hidden_slots(game, "A").tolist()[:3]
(8, [9, 10, 11])
>>> d = LAY.dump(s); d["turn"], d["scores"], d["hands"]
('B', {'A': 5, 'B': 7}, {'A': ['F'], 'B': []})
>>> LAY.load(LAY.clone(s), {**d, "scores": {"A": 5, "B": 100}})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: state.scores.B: 100 is greater than the maximum of 99
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import numpy as np

from codyroby_lab.core import rng as rngs
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.schema import check
from codyroby_lab.core.sealed import Sealed
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees

__all__ = ["Commits", "Derived", "Doc", "Enum", "Flag", "Generator", "Int", "Ints", "Layout",
           "Names", "Pile", "Player", "Players"]

SEEN = ("all", "owner", "nobody")
Size = int | Callable[[Any], int]  # a number, or the game -> the number (a board's size)


def _size(value: Size, game: Any) -> int:
    return value(game) if callable(value) else value


class Names(Protocol):
    """A game's table of names for codes 1, 2, ... (its cards by id, by label): what
    :class:`Int`, :class:`Ints` and :class:`Pile` write in the document for a code when
    declared with ``names``, the game's attribute holding the table (code 0, no card, is
    written null)."""

    def name(self, code: int) -> str:
        """The name of ``code``."""

    def code(self, name: Any, where: str) -> int:
        """The code named ``name`` (a SetupError naming ``where`` if there is none)."""

    def rule(self, *more: Any) -> dict[str, Any]:
        """The JSON Schema of one name, or one of ``more`` (null)."""


class _Named:
    """Reads a :class:`Names` table off the game: codes <-> names in a saved document."""

    def __init__(self, attr: str):
        self.attr = attr

    def table(self, game: Any) -> Names:
        table: Names = getattr(game, self.attr)
        return table

    def dump(self, code: int, game: Any) -> str | None:
        return self.table(game).name(code) if code else None

    def read(self, name: Any, game: Any, where: str) -> int:
        return 0 if name is None else self.table(game).code(name, where)


class Field:
    """One declared part of a state: the attribute ``attr``, its place ``doc`` in the saved
    document (None: not saved) and who may see it. A kind defines ``width`` (its slots),
    ``encode``/``decode`` (value <-> slots), ``dump``/``read`` (value <-> JSON; null: none,
    an entry left out when not ``required``), ``schema`` and ``copy``; ``secret`` are the
    slots hidden from who may not see it."""

    copy: Callable[[Any], Any] | None = None  # how clone copies a value (None: immutable)

    def __init__(self, attr: str, *, doc: str | None = None, seen: str = "all",
                 name: str | None = None, held: str | None = None,
                 says: str | Callable[[Any], str] | None = None,
                 required: bool | Callable[[Any], bool] = True):
        if seen not in SEEN:
            raise ValueError(f"seen is one of {SEEN}, not {seen!r}")
        self.attr, self.doc, self.seen, self.name = attr, doc, seen, name or attr
        self.held, self.says, self.required = held, says, required

    def needed(self, game: Any) -> bool:
        """Must the document hold the entry (see ``required``)?"""
        return self.required(game) if callable(self.required) else self.required

    def get(self, state: Any, i: int | str | None) -> Any:
        """The value in ``state`` (player ``i``'s inside :class:`Players`, by name when they
        are ``keyed``): the attribute ``attr`` of the state, or of the object it holds as
        ``held`` (an engine's arrays, copied by a field of its own)."""
        d = state.__dict__
        value = d[self.attr] if self.held is None else getattr(d[self.held], self.attr)
        return value if i is None else value[i]

    def put(self, state: Any, i: int | str | None, value: Any) -> None:
        """Set the value :meth:`get` reads."""
        if i is not None:
            self.get(state, None)[i] = value
        elif self.held is None:
            state.__dict__[self.attr] = value
        else:
            setattr(state.__dict__[self.held], self.attr, value)

    def width(self, game: Any) -> int:
        return 1

    def secret(self, game: Any) -> range:
        return range(self.width(game))

    def names(self, name: str, game: Any) -> list[str]:
        return [name] if self.width(game) == 1 else [f"{name}[{k}]"
                                                      for k in range(self.width(game))]

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        """Append ``value``'s slots to ``out``: the one way a value becomes slots."""
        out.append(int(value))

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return vec[i]

    def dump(self, value: Any, game: Any) -> Any:
        return value

    def read(self, value: Any, game: Any, where: str) -> Any:
        return value

    def schema(self, game: Any) -> dict[str, Any]:
        raise NotImplementedError

    def rule(self, game: Any) -> dict[str, Any]:
        """The saved value's JSON Schema: the kind's ``schema``, with the field's ``says``
        (or ``says(game)``) as its ``description``, the words a game's ``reword`` gives
        for a wrong value (see :func:`~codyroby_lab.core.schema.check`)."""
        if self.says is None:
            return self.schema(game)
        return {**self.schema(game),
                "description": self.says(game) if callable(self.says) else self.says}

    def owned(self, game: Any) -> list[tuple[str, range]]:
        """A top-level field ``seen="owner"`` held in parts by players: each part's owner
        and its slots (counted from the field's first)."""
        return []


class Int(Field):
    """A whole number from ``lo`` to ``hi``; ``none``: or None (slot 0, the number + 1
    after); ``offset``: the document holds the number + offset (a position counted from 1);
    ``shift``: the slot holds the number + shift (-1 stored as 0); ``names``: the number is
    a code the document names from the game's :class:`Names` table of that name (0: null).

    >>> from types import SimpleNamespace as NS
    >>> game = NS(deck=NS(name=lambda c: "FLR"[c - 1], code=lambda n, where: "FLR".index(n) + 1,
    ...                   rule=lambda *more: {"enum": [*more, *"FLR"]}))
    >>> card = Int("card", 0, 3, names="deck")
    >>> card.dump(3, game), card.dump(0, game), card.read("L", game, "card"), card.schema(game)
    ('R', None, 2, {'enum': [None, 'F', 'L', 'R']})
    """

    def __init__(self, attr: str, lo: Size, hi: Size, *, none: bool = False, offset: int = 0,
                 shift: int = 0, names: str | None = None, **kw: Any):
        super().__init__(attr, **kw)
        self.lo, self.hi, self.none, self.offset = lo, hi, none, offset
        self.shift = 1 if none else shift
        self.named = None if names is None else _Named(names)

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.append(0 if value is None else value + self.shift)

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return None if self.none and vec[i] == 0 else vec[i] - self.shift

    def dump(self, value: Any, game: Any) -> Any:
        if self.named:
            return self.named.dump(value, game)
        return None if value is None else value + self.offset

    def read(self, value: Any, game: Any, where: str) -> Any:
        if self.named:
            return self.named.read(value, game, where)
        return None if value is None else value - self.offset

    def schema(self, game: Any) -> dict[str, Any]:
        if self.named:  # (an entry that may be left out is never null)
            return self.named.table(game).rule(*[None] * self.needed(game))
        return {"type": ["integer", "null"] if self.none else "integer",
                "minimum": _size(self.lo, game) + self.offset,
                "maximum": _size(self.hi, game) + self.offset}


class Flag(Field):
    """True or false (slot 1 or 0)."""

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.append(1 if value else 0)

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return bool(vec[i])

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "boolean"}


class Enum(Field):
    """One of ``values``; the slot holds its code (``codes``, default 0, 1, 2...) and the
    document its name (``names``, default each value's ``name``, else the value; a name may
    be None, JSON's null)."""

    def __init__(self, attr: str, values: Sequence[Any], *, codes: Sequence[int] | None = None,
                 names: Sequence[Any] | None = None, **kw: Any):
        super().__init__(attr, **kw)
        values = tuple(values)
        codes = tuple(range(len(values))) if codes is None else tuple(codes)
        names = tuple(getattr(v, "name", v) for v in values) if names is None else tuple(names)
        self._code = dict(zip(values, codes, strict=True))
        self._value = dict(zip(codes, values, strict=True))
        self._name = dict(zip(values, names, strict=True))
        self._named = dict(zip(names, values, strict=True))

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.append(self._code[value])

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return self._value[vec[i]]

    def dump(self, value: Any, game: Any) -> Any:
        return self._name[value]

    def read(self, value: Any, game: Any, where: str) -> Any:
        return self._named[value]

    def schema(self, game: Any) -> dict[str, Any]:
        return {"enum": list(self._named)}


class Player(Field):
    """A player's index (``none``: or None, slot 0, the index + 1 after); the document holds
    the player's name."""

    def __init__(self, attr: str, *, none: bool = False, **kw: Any):
        super().__init__(attr, **kw)
        self.none = none

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.append(0 if value is None else value + self.none)

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return None if self.none and vec[i] == 0 else vec[i] - self.none

    def dump(self, value: Any, game: Any) -> Any:
        return None if value is None else game.players[value]

    def read(self, value: Any, game: Any, where: str) -> Any:
        return None if value is None else game.players.index(value)

    def schema(self, game: Any) -> dict[str, Any]:
        return {"enum": [None] * self.none + list(game.players)}


class Ints(Field):
    """A list of exactly ``length`` whole numbers from ``lo`` to ``hi`` (a count per
    square); ``shift``: each slot holds the number + shift; ``public``: the first ``public``
    numbers are seen by all (the rest as declared); ``names``: each number is a code the
    document names, as :class:`Int`'s (0: null; a list too long is the name rule's error,
    ``items``, not a size's).

    >>> from types import SimpleNamespace as NS
    >>> game = NS(deck=NS(name=lambda c: "FLR"[c - 1], code=lambda n, where: "FLR".index(n) + 1,
    ...                   rule=lambda *more: {"enum": [*more, *"FLR"]}))
    >>> program = Ints("program", 3, 0, 3, names="deck")
    >>> program.dump([3, 0, 1], game), program.read(["L", None, None], game, "program")
    (['R', None, 'F'], [2, 0, 0])
    """

    copy = list

    def __init__(self, attr: str, length: Size, lo: int, hi: int, *, shift: int = 0,
                 public: int = 0, names: str | None = None, **kw: Any):
        super().__init__(attr, **kw)
        self.length, self.lo, self.hi, self.shift, self.public = length, lo, hi, shift, public
        self.named = None if names is None else _Named(names)

    def width(self, game: Any) -> int:
        return _size(self.length, game)

    def secret(self, game: Any) -> range:
        return range(self.public, self.width(game))

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.extend([x + self.shift for x in value] if self.shift else value)

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return [x - self.shift for x in vec[i:i + self.width(game)]]

    def dump(self, value: Any, game: Any) -> Any:
        named = self.named
        return [named.dump(c, game) for c in value] if named else list(value)

    def read(self, value: Any, game: Any, where: str) -> Any:
        named = self.named
        return [named.read(c, game, f"{where}[{k}]") for k, c in enumerate(value)] if named \
            else list(value)

    def schema(self, game: Any) -> dict[str, Any]:
        n = self.width(game)
        if self.named:
            return {"type": "array", "minItems": n, "items": False,
                    "prefixItems": [self.named.table(game).rule(None)] * n}
        return {"type": "array", "minItems": n, "maxItems": n,
                "items": {"type": "integer", "minimum": self.lo, "maximum": self.hi}}


class Pile(Field):
    """A list of at most ``capacity`` cards named by ``cards`` (card k's code is k + 1; 0, a
    hidden slot, or any other code reads back as ``unseen``); ``cards=None``: the cards are their
    codes already (numbers from 1). Slots: the size (always public), then the codes (seen as
    declared, but for the first ``public`` ones: the visible top of a stack); ``reverse``:
    the list holds the top last, the slots and the document top first; ``names`` (with
    ``cards=None``): the document names each code from the game's :class:`Names` table of
    that name.

    >>> from types import SimpleNamespace as NS
    >>> game = NS(deck=NS(name=lambda c: "FLR"[c - 1], code=lambda n, where: "FLR".index(n) + 1,
    ...                   rule=lambda *more: {"enum": [*more, *"FLR"]}))
    >>> stack = Pile("stack", 3, names="deck", reverse=True)
    >>> stack.dump([1, 3], game), stack.read(["R", "F"], game, "stack"), stack.schema(game)
    (['R', 'F'], [1, 3], {'type': 'array', 'maxItems': 3, 'items': {'enum': ['F', 'L', 'R']}})
    """

    copy = list

    def __init__(self, attr: str, capacity: Size, cards: Sequence[str] | None = None, *,
                 unseen: Any = "?", public: int = 0, reverse: bool = False,
                 names: str | None = None, **kw: Any):
        super().__init__(attr, **kw)
        self.capacity, self.public, self.reverse = capacity, public, reverse
        self.named = None if names is None else _Named(names)
        self.cards = None if cards is None else tuple(cards)
        self.codes = None if cards is None else {c: k + 1 for k, c in enumerate(cards)}
        self.labels = None if cards is None else {k + 1: c for k, c in enumerate(cards)}
        self.unseen = 0 if cards is None else unseen
        if self.codes is not None:
            self.codes[unseen] = 0

    def width(self, game: Any) -> int:
        return 1 + _size(self.capacity, game)

    def secret(self, game: Any) -> range:
        return range(1 + self.public, self.width(game))

    def names(self, name: str, game: Any) -> list[str]:
        return [name] + [f"{name}[{k}]" for k in range(self.width(game) - 1)]

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.append(len(value))
        items = value[::-1] if self.reverse else value
        out.extend(items if self.codes is None else [self.codes[c] for c in items])
        out.extend([0] * (self.width(game) - 1 - len(value)))

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        n, labels, unseen = vec[i], self.labels, self.unseen
        items = list(vec[i + 1:i + 1 + n]) if labels is None else \
            [labels.get(c, unseen) for c in vec[i + 1:i + 1 + n]]
        return items[::-1] if self.reverse else items

    def dump(self, value: Any, game: Any) -> Any:
        items = value[::-1] if self.reverse else value
        named = self.named
        return [named.dump(c, game) for c in items] if named else list(items)

    def read(self, value: Any, game: Any, where: str) -> Any:
        named = self.named
        items = [named.read(c, game, f"{where}[{k}]") for k, c in enumerate(value)] if named \
            else list(value)
        return items[::-1] if self.reverse else items

    def schema(self, game: Any) -> dict[str, Any]:
        items = self.named.table(game).rule() if self.named else \
            {"type": "integer", "minimum": 1} if self.cards is None else \
            {"enum": list(self.cards)}
        return {"type": "array", "maxItems": self.width(game) - 1, "items": items}


class Generator(Field):
    """The state's random generator: ``rng.WORDS`` slots, never seen but by EVERYONE; the
    document holds ``{"pcg64": words}``. ``shared``: ``clone`` does not copy it (a copy
    shares it until one of them draws, which the game sees to)."""

    def __init__(self, attr: str = "rng", *, shared: bool = False, **kw: Any):
        super().__init__(attr, seen="nobody", **kw)
        self.copy = None if shared else rngs.copy

    def width(self, game: Any) -> int:
        return rngs.WORDS

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.extend(rngs.to_words(value))

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return rngs.from_words(vec[i:i + rngs.WORDS])

    def dump(self, value: Any, game: Any) -> Any:
        return rngs.to_dict(value)

    def read(self, value: Any, game: Any, where: str) -> Any:
        return rngs.from_words(value["pcg64"])

    def schema(self, game: Any) -> dict[str, Any]:
        words = {"type": "array", "minItems": rngs.WORDS, "maxItems": rngs.WORDS,
                 "items": {"type": "integer", "minimum": 0, "maximum": 2 ** rngs.BITS - 1}}
        return {"type": "object", "required": ["pcg64"], "additionalProperties": False,
                "properties": {"pcg64": words}}


class Commits(Field):
    """A simultaneous phase's sealed commits (:class:`~codyroby_lab.core.sealed.Sealed`,
    ``width`` integers per player): each player's flag is public, each choice seen by its
    player only. Not saved: a game saves its commits in its own words."""

    def __init__(self, attr: str, width: Size, **kw: Any):
        super().__init__(attr, seen="owner", **kw)
        self.size = width

    @staticmethod
    def copy(value: Any) -> Any:
        return value.copy()

    def width(self, game: Any) -> int:
        return len(game.players) * (1 + _size(self.size, game))

    def secret(self, game: Any) -> range:  # (the owner's part: see Layout._hidden)
        return range(0)

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.extend(value.vector())

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return Sealed.read(tuple(game.players), _size(self.size, game), vec, i)


class Derived(Field):
    """Slots computed from the state for the widget (``fn(state)``, or ``fn(state, i)``
    inside :class:`Players`: a list of ``width`` numbers); never saved, never read back."""

    def __init__(self, name: str, fn: Callable[..., Sequence[int]], width: int = 1,
                 names: Sequence[str] | None = None):
        super().__init__(name)
        self.fn, self.size, self.parts = fn, width, tuple(names or ())

    def get(self, state: Any, i: int | str | None) -> Any:
        return self.fn(state) if i is None else self.fn(state, i)

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.extend(value)

    def width(self, game: Any) -> int:
        return self.size

    def names(self, name: str, game: Any) -> list[str]:
        if not self.parts:
            return super().names(name, game)
        head = name.rpartition(".")[0]
        return [f"{head}.{p}" if head else p for p in self.parts]


class Doc(Field):
    """A document entry the game writes and reads itself (a display name, the setup):
    declared for the schema (``rule``, or ``rule(game)``), no slot, no attribute;
    ``required``: True, False, or ``required(game)`` (an entry some games have)."""

    def __init__(self, doc: str, rule: dict[str, Any] | Callable[[Any], dict[str, Any]], *,
                 required: bool | Callable[[Any], bool] = True):
        super().__init__("", doc=doc, required=required)
        self.entry = rule

    def width(self, game: Any) -> int:
        return 0

    def schema(self, game: Any) -> dict[str, Any]:
        return self.entry(game) if callable(self.entry) else self.entry


class Players:
    """Fields held per player: each attribute is a list (one value per player, in the
    game's player order); the vector has one block per player (its fields in order); a
    slot's name is ``"<player>.<field>"``; ``"*"`` in a ``doc`` path is the player's name;
    ``seen="owner"`` is that player. ``keyed``: each attribute is a dict keyed by the
    players' names instead. ``by``: the fields are held per something else that has names
    (``by(game)``: a game's robots, in order) instead of per player."""

    def __init__(self, *fields: Field, keyed: bool = False,
                 by: Callable[[Any], Sequence[str]] | None = None):
        self.fields, self.keyed, self.by = fields, keyed, by

    def labels(self, game: Any) -> tuple[str, ...]:
        """Whose blocks, in order: the game's players, or ``by(game)``."""
        return tuple(game.players if self.by is None else self.by(game))


class Layout:
    """A state's declared layout: fields and :class:`Players` groups, in vector order."""

    def __init__(self, *parts: Field | Players):
        self.parts = parts
        top = [f for f in parts if isinstance(f, Field)]
        each = [(f, p.keyed) for p in parts if isinstance(p, Players) for f in p.fields]
        self._copies = [(f.attr, f.copy) for f in top if f.copy and f.attr and not f.held] + \
                       [(f.attr, _each(f.copy, keyed)) for f, keyed in each if f.attr
                        and not f.held and not isinstance(f, (Derived, Doc))]

    def plan(self, game: Any) -> _Plan:
        """The layout laid out for ``game`` (its players, sizes): computed once per game and
        kept on the game (``game._layout_plans``), so it goes when the game goes (kept here,
        every game would stay alive)."""
        plans = game.__dict__.setdefault("_layout_plans", {})
        plan = plans.get(self)
        if plan is None:
            plan = plans[self] = _Plan(self, game)
        return plan

    # --- copies --------------------------------------------------------------------------

    def clone(self, state: Any) -> Any:
        """An independent copy of ``state``: every declared field copied by its kind."""
        s = object.__new__(type(state))
        d = s.__dict__
        d.update(state.__dict__)
        for attr, copy in self._copies:
            d[attr] = copy(d[attr])
        return s

    # --- the vector ----------------------------------------------------------------------

    def to_vector(self, state: Any) -> np.ndarray:
        """Every slot as a 1-D int64 array, in declaration order."""
        out: list[int] = []
        game = state.game
        for f, i in self.plan(game).packed:
            f.encode(f.get(state, i), game, out)
        return np.array(out, dtype=np.int64)

    def with_vector(self, state: Any, vec: Any) -> Any:
        """A copy of ``state`` with every declared field read from ``vec``."""
        s = self.clone(state)
        plan = self.plan(state.game)
        vec = [int(x) for x in vec]
        if len(vec) != plan.width:
            raise SetupError("vector", f"must have {plan.width} slots, not {len(vec)}")
        at = 0
        for f, i in plan.order:
            width = f.width(s.game)
            if f.attr and width and not isinstance(f, Derived):
                f.put(s, i, f.decode(vec, at, s.game))
            at += width
        return s

    def slot(self, game: Any, name: str) -> int:
        """The slot named ``name`` (see :meth:`names`): ``"turn"``, ``"ann.hand"`` (a pile's
        size; its cards follow), ``"visits[3]"``; a field's name alone is its first slot."""
        try:
            return self.plan(game).index[name]
        except KeyError:
            raise KeyError(f"no slot {name!r} in this layout") from None

    def names(self, game: Any) -> list[str]:
        """The name of every slot, in order."""
        return list(self.plan(game).names)

    def hidden_slots(self, game: Any, viewer: Viewer) -> np.ndarray:
        """The slots ``viewer`` may not see, from each field's ``seen``."""
        plan = self.plan(game)
        if viewer not in plan.hidden:
            plan.hidden[viewer] = np.array(plan.hide(viewer), dtype=np.int64)
        return plan.hidden[viewer].copy()

    # --- the saved document ----------------------------------------------------------------

    def schema(self, game: Any) -> dict[str, Any]:
        """The JSON Schema of the saved document's declared part (every :class:`Doc` too)."""
        return self.plan(game).schema

    def dump(self, state: Any) -> dict[str, Any]:
        """The declared fields as a JSON-ready document (nested along their ``doc``)."""
        out: dict[str, Any] = {}
        game = state.game
        for f, i, path in self.plan(game).saved:
            value = f.dump(f.get(state, i), game)
            _put(out, path, value, value is None and not f.needed(game))
        return out

    def load(self, state: Any, doc: Any, where: str = "state",
             reword: Callable[[Any], str | None] | None = None, top: bool = False) -> Any:
        """``state`` with the declared fields read from ``doc``, once it is valid against
        :meth:`schema` (else a SetupError naming the field, ``state.hands.ann[2]``; a game's
        ``reword`` may put a schema error in its format's words, see
        :func:`~codyroby_lab.core.schema.check`). ``top``: the field is named from the
        document's top (``hands.ann[2]``), as a game's own checks name its fields; an error
        about the whole document is still named ``where``.

        >>> class S:
        ...     game = type("Game", (), {"players": ("A", "B")})()
        >>> LAY = Layout(Int("score", 0, 9, doc="score"))
        >>> LAY.load(S(), {"score": 10}, top=True)
        Traceback (most recent call last):
          ...
        codyroby_lab.core.errors.SetupError: score: 10 is greater than the maximum of 9
        >>> LAY.load(S(), [], top=True)
        Traceback (most recent call last):
          ...
        codyroby_lab.core.errors.SetupError: state: [] is not of type 'object'
        """
        game = state.game
        plan = self.plan(game)
        check(doc, plan.schema, where, reword, top)
        head = () if top else (where,)
        for f, i, path in plan.saved:
            value = doc
            for k, key in enumerate(path):
                if key not in value and k == len(path) - 1 and not f.needed(game):
                    value = None  # an entry left out
                elif key not in value:
                    raise SetupError(".".join((*head, *path[:k + 1])), "is missing")
                else:
                    value = value[key]
            f.put(state, i, f.read(value, game, ".".join((*head, *path))))
        return state


def _each(copy: Callable[[Any], Any] | None, keyed: bool) -> Callable[[Any], Any]:
    if keyed:
        return dict if copy is None else lambda values: {k: copy(v) for k, v in values.items()}
    return list if copy is None else lambda values: [copy(v) for v in values]


def _put(doc: dict[str, Any], path: tuple[str, ...], value: Any, left_out: bool) -> None:
    """Write ``value`` at ``path`` in ``doc``; ``left_out``: only the objects holding it."""
    for key in path[:-1]:
        doc = doc.setdefault(key, {})
    if not left_out:
        doc[path[-1]] = value


class _Plan:
    """A :class:`Layout` laid out for one game: the order of the fields (with the player
    index inside a :class:`Players` group, or name in a keyed one), slot names, hidden slots,
    the schema."""

    def __init__(self, layout: Layout, game: Any):
        self.order: list[tuple[Field, int | str | None]] = []
        self.saved: list[tuple[Field, int | str | None, tuple[str, ...]]] = []
        self.names: list[str] = []
        self.owners: list[tuple[Field, int, str | None]] = []  # (field, first slot, owner)
        docs: list[tuple[Field, tuple[str, ...]]] = []
        for part in layout.parts:
            players = () if isinstance(part, Field) else part.labels(game)
            for i, f in (((None, part),) if isinstance(part, Field) else
                         ((i, f) for i in range(len(players)) for f in part.fields)):
                owner = None if i is None else players[i]
                key = owner if isinstance(part, Players) and part.keyed else i
                self.owners.append((f, len(self.names), owner))
                self.order.append((f, key))
                self.names += f.names(f.name if owner is None else f"{owner}.{f.name}", game)
                if f.doc is not None:
                    path = tuple(owner if k == "*" and owner else k for k in f.doc.split("."))
                    if not isinstance(f, Doc):
                        self.saved.append((f, key, path))
                    if i in (None, 0):
                        docs.append((f, tuple(f.doc.split("."))))
        self.width = len(self.names)
        self.packed = [(f, i) for f, i in self.order if f.attr and f.width(game)]
        self.index = {n: k for k, n in enumerate(self.names)}
        for f, first, owner in self.owners:  # a field's own name: its first slot
            self.index.setdefault(f.name if owner is None else f"{owner}.{f.name}", first)
        self.hidden: dict[Any, np.ndarray] = {}
        self.schema = _schema(docs, game)
        self.game = weakref.ref(game)

    def hide(self, viewer: Viewer) -> list[int]:
        if viewer is EVERYONE:
            return []
        game, out = self.game(), list[int]()
        assert game is not None, "a plan lives no longer than its game (see Layout.plan)"
        for f, first, owner in self.owners:
            if isinstance(f, Commits):
                n = _size(f.size, game)
                out += [first + k * (1 + n) + 1 + j for k, p in enumerate(game.players)
                        if not sees(viewer, (p,)) for j in range(n)]
            elif f.seen == "owner" and owner is None and f.owned(game):
                out += [first + k for p, slots in f.owned(game) if not sees(viewer, (p,))
                        for k in slots]
            elif f.seen == "nobody" or f.seen == "owner" and not sees(
                    viewer, () if owner is None else (owner,)):  # no owner: nobody's
                out += [first + k for k in f.secret(game)]
        return sorted(out)


def _schema(docs: list[tuple[Field, tuple[str, ...]]], game: Any) -> dict[str, Any]:
    """The document's schema: an object per path level (``*``: any player's name, each
    checked when read, at most one each but where they may be left out); an entry is
    required unless its field is not (``required``)."""
    root = _object()
    for f, path in docs:
        node = root
        for k, key in enumerate(path):
            last = k == len(path) - 1
            if key == "*":
                node.setdefault("propertyNames", {"enum": list(game.players)})
                if f.needed(game):  # (an unknown name is said as such, not as one too many)
                    node["maxProperties"] = len(game.players)
                if last:
                    node["additionalProperties"] = f.rule(game)
                    break
                if not isinstance(node.get("additionalProperties"), dict):
                    node["additionalProperties"] = _object()
                node = node["additionalProperties"]
                continue
            if (f.needed(game) or not last) and key not in node["required"]:
                node["required"].append(key)
            if last:
                node["properties"][key] = f.rule(game)
            else:
                node = node["properties"].setdefault(key, _object())
    return root


def _object() -> dict[str, Any]:
    return {"type": "object", "properties": {}, "required": [], "additionalProperties": False}
