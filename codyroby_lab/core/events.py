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


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, in plain words, with the rule that made it happen.

    ``only`` (None: everyone) names the players who may read ``text`` and ``data``; the
    others read ``public`` instead (or nothing when it is None): see :meth:`seen_by`. (The
    data key ``to`` stays free for the events that say where a piece went.)

    An event never changes, so it can be shared and used as a key: ``data`` is its data as
    sorted ``(key, value)`` pairs, a list or a dict in it kept as a tuple. Events are made
    with :meth:`of`.

    >>> e = Event.of("Moved", Rule("demo.f", "DECISIONS", "CodyRoby", "F moves Roby."),
    ...              "Roby moves", to="A4", path=["A5", "A4"])
    >>> e.data, e.get("to"), e.get("from", "?")
    ((('path', ('A5', 'A4')), ('to', 'A4')), 'A4', '?')
    """

    kind: str
    rule: Rule
    text: str
    data: tuple[tuple[str, Any], ...] = ()
    only: tuple[str, ...] | None = None     #: who may read it (None: everyone)
    public: str | None = None               #: what the others read (or None)

    @staticmethod
    def of(kind: str, rule: Rule, text: str, *, only: Any = None,
           public: str | None = None, **data: Any) -> Event:
        """The event of ``kind`` caused by ``rule``, with ``text`` and ``data``."""
        return Event(kind, rule, text, tuple(sorted([(k, _frozen(v)) for k, v in data.items()])),
                     None if only is None else tuple(only), public)

    def seen_by(self, viewer: Any) -> Event | None:
        """The event as ``viewer`` reads it: itself when public, or for one of ``to`` (or the
        all-seeing viewer); else its ``public`` sentence without data, or None."""
        if sees(viewer, self.only):
            return self
        return None if self.public is None else Event(self.kind, self.rule, self.public)

    def __getitem__(self, key: str) -> Any:
        return dict(self.data)[key]

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.data).get(key, default)

    def explain(self) -> str:
        return f"{self.text} ({self.rule.cite()}: {self.rule.text})"

    def to_dict(self) -> dict[str, Any]:
        """JSON: kind, text, rule and the data; ``only`` and ``public`` when private."""
        d = {"kind": self.kind, "text": self.text, "rule": self.rule.to_dict(),
             **{k: _thawed(v) for k, v in self.data}}
        if self.only is not None:
            d["only"], d["public"] = list(self.only), self.public
        return d


def _frozen(v: Any) -> Any:
    """``v`` with every list in it a tuple and every dict its sorted ``(key, value)`` pairs."""
    if isinstance(v, list):
        return tuple(_frozen(x) for x in v)
    if isinstance(v, dict):
        return tuple((k, _frozen(x)) for k, x in sorted(v.items()))
    return v


def _thawed(v: Any) -> Any:
    return [_thawed(x) for x in v] if isinstance(v, tuple) else v
