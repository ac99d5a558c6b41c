"""Rules and the events they cause, so a trace can explain itself.

A :class:`Rule` names the rulebook and the section a piece of behaviour comes from.
Each game declares its rules once, in a module named for its rulebook, and every
:class:`Event` it emits carries one of them. A rule's ``text`` is what a learner reads, in
plain words; its ``note`` is for a teacher (our reading where the rulebook is silent, the
setup option that changes it): the board shows it in the rule's tooltip, with the citation.

>>> FWD = Rule("demo.forward", "DECISIONS", "CodyRoby", "F moves Roby one square forward.")
>>> e = Event.of("Moved", FWD, "Roby moves from A5 to A4", robot="roby", to="A4")
>>> e.explain()
'Roby moves from A5 to A4 (DECISIONS, CodyRoby: F moves Roby one square forward.)'
>>> e["to"]
'A4'
>>> Rule("demo.limit", "DECISIONS", "CodyRoby", "A game ends after its turn limit.",
...      "Our reading (setup option max_turns).").teacher()
'DECISIONS, CodyRoby. Our reading (setup option max_turns).'

A piece or a player keeps the key it was given (``"roby"``, ``"ada"``); what a learner reads
names it with :func:`display_name`: ``Roby``, ``Ada``.

An event may be private: ``only`` names who may read it; everyone else reads ``public`` (a
redacted sentence, with no data) or nothing at all:

>>> DRAW = Rule("demo.draw", "DECISIONS", "CodyRoby", "Draw up to 3 cards.")
>>> e = Event.of("Drew", DRAW, "Ann draws F L", only=("ann",), public="Ann draws 2 cards",
...              player="ann", cards=["F", "L"])
>>> e.seen_by("ann") is e, e.seen_by("bob").text, e.seen_by("bob").data
(True, 'Ann draws 2 cards', ())
>>> Event.of("Drew", DRAW, "Ann draws F L", only=("ann",)).seen_by(None) is None
True
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter
from typing import Any

from codyroby_lab.core.viewer import sees

_REGISTRY: dict[str, Rule] = {}


@dataclass(frozen=True)
class Rule:
    """One rule: an id, the rulebook (file stem in shared/rulebooks), its section, the plain
    words a learner reads, and a teacher's ``note`` (our reading, an option's name) or ""."""

    id: str
    book: str
    section: str
    text: str
    note: str = ""

    def __post_init__(self) -> None:
        known = _REGISTRY.setdefault(self.id, self)
        if known != self:
            raise ValueError(f"rule id {self.id!r} is declared twice with different content")

    def __hash__(self) -> int:  # (an id names one rule: see above; events hash their rule)
        return hash(self.id)

    @property
    def ref(self) -> tuple[str, str]:
        """``(book, section)``, e.g. ``("roborally-grand-prix", "Oil Slicks")``."""
        return (self.book, self.section)

    def cite(self) -> str:
        return f"{self.book}, {self.section}"

    def teacher(self) -> str:
        """The citation and the note: what a teacher's tooltip says."""
        return self.cite() + (f". {self.note}" if self.note else "")

    def to_dict(self) -> dict[str, str]:
        d = {"id": self.id, "book": self.book, "section": self.section, "text": self.text}
        return {**d, "note": self.note} if self.note else d


def display_name(key: str) -> str:
    """How a learner reads a piece's or a player's name: its key with a capital first letter
    (the rest as given), so every event text and label says ``Roby`` as the lessons do.

    >>> display_name("roby"), display_name("ada"), display_name("A"), display_name("mcQueen")
    ('Roby', 'Ada', 'A', 'McQueen')
    """
    return key[:1].upper() + key[1:]


def all_rules() -> dict[str, Rule]:
    """Every rule declared so far, by id (import the games first to see theirs)."""
    return dict(_REGISTRY)


class Event:
    """Something that happened, in plain words, with the rule that made it happen.

    ``only`` (None: everyone) names the players who may read ``text`` and ``data``; the
    others read ``public`` instead (or nothing when it is None): see :meth:`seen_by`. (The
    data key ``to`` stays free for the events that say where a piece went.)

    An event never changes (its fields are read-only; a list or a dict in its data is kept
    as a tuple), so it can be shared and used as a key. ``data`` is its data as sorted
    ``(key, value)`` pairs. Events are made with :meth:`of`.
    """

    # (slots written once, by the maker below; the fields are read-only properties: games
    # make many events, and this is the cheapest immutable object Python makes)
    __slots__ = ("_kind", "_rule", "_text", "_data", "_only", "_public", "_hash")
    _kind: str
    _rule: Rule
    _text: str
    _data: dict[str, Any]
    _only: tuple[str, ...] | None
    _public: str | None
    _hash: int

    kind = property(attrgetter("_kind"))
    rule = property(attrgetter("_rule"))
    text = property(attrgetter("_text"))
    only = property(attrgetter("_only"), doc="who may read it (None: everyone)")
    public = property(attrgetter("_public"), doc="what the others read (or None)")

    @staticmethod
    def of(kind: str, rule: Rule, text: str, *, only: Any = None,
           public: str | None = None, **data: Any) -> Event:
        """The event of ``kind`` caused by ``rule``, with ``text`` and ``data``."""
        e = _new(Event)  # (the one maker, written for speed: games make many events)
        e._kind = kind
        e._rule = rule
        e._text = text
        e._only = only if only is None or only.__class__ is tuple else tuple(only)
        e._public = public
        for v in data.values():
            if isinstance(v, (list, dict)):
                data = _frozen_data(data)
                break
        e._data = data
        return e

    @property
    def data(self) -> tuple[tuple[str, Any], ...]:
        return tuple(sorted(self._data.items()))

    def _key(self) -> tuple[Any, ...]:
        return (self._kind, self._rule, self._text, self.data, self._only, self._public)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        o: Event = other  # type: ignore[assignment]
        return (self._kind == o._kind and self._text == o._text and self._rule == o._rule
                and self._data == o._data and self._only == o._only
                and self._public == o._public)

    def __hash__(self) -> int:
        try:
            return self._hash
        except AttributeError:  # (worked out once, when first asked)
            self._hash = hash(self._key())
            return self._hash

    def __repr__(self) -> str:
        return (f"Event(kind={self._kind!r}, rule={self._rule!r}, text={self._text!r}, "
                f"data={self.data!r}, only={self._only!r}, public={self._public!r})")

    def seen_by(self, viewer: Any) -> Event | None:
        """The event as ``viewer`` reads it: itself when public, or for one of ``to`` (or the
        all-seeing viewer); else its ``public`` sentence without data, or None."""
        if sees(viewer, self._only):
            return self
        return None if self._public is None else Event.of(self._kind, self._rule, self._public)

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self._data.get(key, default)

    def explain(self) -> str:
        return f"{self.text} ({self.rule.cite()}: {self.rule.text})"

    def to_dict(self) -> dict[str, Any]:
        """JSON: kind, text, rule and the data; ``only`` and ``public`` when private."""
        d = {"kind": self.kind, "text": self.text, "rule": self.rule.to_dict(),
             **{k: _thawed(v) for k, v in self.data}}
        if self.only is not None:
            d["only"], d["public"] = list(self.only), self.public
        return d


def _frozen_data(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with its lists and dicts frozen as tuples (so an event can be hashed)."""
    return {k: _frozen(v) for k, v in data.items()}


_new = object.__new__


def _frozen(v: Any) -> Any:
    """``v`` with every list in it a tuple and every dict its sorted ``(key, value)`` pairs."""
    if isinstance(v, list):
        return tuple([_frozen(x) if isinstance(x, (list, dict)) else x for x in v])
    if isinstance(v, dict):
        items = sorted(v.items())
        for _, x in items:
            if isinstance(x, (list, dict)):
                return tuple([(k, _frozen(x)) for k, x in items])
        return tuple(items)
    return v


def _thawed(v: Any) -> Any:
    return [_thawed(x) for x in v] if isinstance(v, tuple) else v
