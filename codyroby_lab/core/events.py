"""Rules and the events they cause, so a trace can explain itself.

A :class:`Rule` names the rulebook and the section a piece of behaviour comes from.
Each game declares its rules once, in a module named for its rulebook, and every
:class:`Event` it emits carries one of them.

>>> FWD = Rule("demo.forward", "DECISIONS", "CodyRoby", "F moves Roby one square forward.")
>>> e = Event.of("Moved", FWD, "Roby moves from A5 to A4", robot="roby", to="A4")
>>> e.explain()
'Roby moves from A5 to A4 (DECISIONS, CodyRoby: F moves Roby one square forward.)'
>>> e["to"]
'A4'

A piece or a player keeps the key it was given (``"roby"``, ``"ada"``); what a learner reads
names it with :func:`display_name`: ``Roby``, ``Ada``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

_REGISTRY: dict[str, Rule] = {}


@dataclass(frozen=True)
class Rule:
    """One rule: an id, the rulebook (file stem in shared/rulebooks), its section, plain words."""

    id: str
    book: str
    section: str
    text: str

    def __post_init__(self) -> None:
        known = _REGISTRY.setdefault(self.id, self)
        if known != self:
            raise ValueError(f"rule id {self.id!r} is declared twice with different content")

    @property
    def ref(self) -> tuple[str, str]:
        """``(book, section)``, e.g. ``("roborally-grand-prix", "Oil Slicks")``."""
        return (self.book, self.section)

    def cite(self) -> str:
        return f"{self.book}, {self.section}"

    def to_dict(self) -> dict[str, str]:
        return {"id": self.id, "book": self.book, "section": self.section, "text": self.text}


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


@dataclass(frozen=True)
class Event:
    """Something that happened, in plain words, with the rule that made it happen."""

    kind: str
    rule: Rule
    text: str
    data: tuple[tuple[str, Any], ...] = field(default=())

    @classmethod
    def of(cls, kind: str, rule: Rule, text: str, **data: Any) -> Event:
        return cls(kind, rule, text, tuple(sorted((k, _frozen(v)) for k, v in data.items())))

    def __getitem__(self, key: str) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        try:
            return self[key]
        except KeyError:
            return default

    def explain(self) -> str:
        return f"{self.text} ({self.rule.cite()}: {self.rule.text})"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "text": self.text, "rule": self.rule.to_dict(),
                **{k: _thawed(v) for k, v in self.data}}


def _frozen(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_frozen(x) for x in v)
    if isinstance(v, dict):
        return tuple(sorted((k, _frozen(x)) for k, x in v.items()))
    return v


def _thawed(v: Any) -> Any:
    return [_thawed(x) for x in v] if isinstance(v, tuple) else v
