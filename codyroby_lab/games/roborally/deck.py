"""The program cards: the 84-card deck with its priorities (``data/deck.json``), card kinds,
and the text a card is written in (``"Move 3 790"``: the kind's name or code, then the
priority).

A game numbers its cards in a :class:`CardTable`: the deck's 84 cards are codes 1 to 84
(code = priority / 10), and a hand-written setup may add cards of its own (any kind, any
priority from 0 to 999, so two cards may share a priority) after them. A card's code is
what state vectors hold.

>>> t = CardTable.standard()
>>> len(t.deck), t.label(t.code("Move 3 790")), t.code("3 790"), t.code("move 3 790")
(84, 'Move 3 790', 79, 79)
>>> t.kind(t.code("L 70")).name, t.priority(1), t.kind(1).turn
('Rotate Left', 10, 'U')
>>> t.code("Move 4 900")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: card: 'Move 4 900' is not a card such as 'Move 3 790' (kinds: U-Turn, Rotate Left, Rotate Right, Back Up, Move 1, Move 2, Move 3, or their codes U L R B 1 2 3)
"""  # noqa: E501

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.io import read_json

DATA = Path(__file__).resolve().parent / "data"
DECK_FILE = DATA / "deck.json"
MAX_PRIORITY = 999
# "Move 3 790", or as a learner reads it (Card.words): "Move 3 (priority 790)"
_TEXT = re.compile(r"^\s*(.+?)\s+(?:([0-9]{1,3})|\(\s*priority\s+([0-9]{1,3})\s*\))\s*$", re.I)


@dataclass(frozen=True)
class Kind:
    """A kind of program card: ``move`` squares (-1 for Back Up, 0 for a turn) or ``turn``
    (``L``, ``R``, ``U``)."""

    code: str
    name: str
    move: int = 0
    turn: str = ""
    quarters: int = 0  # a turn in quarter turns clockwise: L 3, R 1, U 2

    @property
    def does(self) -> str:
        """What a robot does with a card of this kind, in a learner's words: ``moves 3``,
        ``backs up 1``, ``turns left``, ``turns right``, ``makes a U-turn``."""
        if self.move:
            return f"moves {self.move}" if self.move > 0 else f"backs up {-self.move}"
        return {"L": "turns left", "R": "turns right", "U": "makes a U-turn"}[self.turn]


@dataclass(frozen=True)
class Card:
    kind: Kind
    priority: int

    @property
    def label(self) -> str:
        return f"{self.kind.name} {self.priority}"

    @property
    def words(self) -> str:
        """The card as a learner reads it: its priority said as one, never read as an angle
        or a distance (``Rotate Left 90`` turns a quarter turn, whatever its priority).

        >>> parse_card("Rotate Left 90").words
        'Rotate Left (priority 90)'
        """
        return f"{self.kind.name} (priority {self.priority})"


@cache
def deck_data() -> tuple[dict[str, Kind], tuple[Card, ...]]:
    """The kinds and the 84 cards of ``data/deck.json``, checked."""
    d = read_json(DECK_FILE, "deck")
    kinds = {}
    for i, k in enumerate(d["kinds"]):
        turn = k.get("turn", "")
        kinds[k["code"]] = Kind(k["code"], k["name"], int(k.get("move", 0)), turn,
                                {"L": 3, "R": 1, "U": 2}.get(turn, 0))
        if bool(kinds[k["code"]].move) == bool(kinds[k["code"]].turn):
            raise SetupError(f"deck.kinds[{i}]", "a kind either moves or turns")
    cards = tuple(Card(kinds[c], int(p)) for c, p in d["cards"])
    if len(cards) != 84 or sorted(c.priority for c in cards) != list(range(10, 850, 10)):
        raise SetupError("deck.cards", "the deck has 84 cards, priorities 10 to 840")
    return kinds, cards


@dataclass(frozen=True)
class CardTable:
    """Every card a game can hold, by code from 1: the deck's cards (code = priority / 10),
    then any card a setup writes that the deck does not have."""

    cards: tuple[Card, ...]
    deck: tuple[int, ...]
    _codes: dict[tuple[str, int], int] = field(default_factory=dict, compare=False)

    @classmethod
    def standard(cls) -> CardTable:
        _, cards = deck_data()
        ordered = tuple(sorted(cards, key=lambda c: c.priority))
        return cls(ordered, tuple(range(1, len(ordered) + 1)),
                   {(c.kind.code, c.priority): i + 1 for i, c in enumerate(ordered)})

    def with_cards(self, extra: list[Card]) -> CardTable:
        """This table with the cards of ``extra`` it does not hold yet added."""
        cards, codes = list(self.cards), dict(self._codes)
        for c in extra:
            if (c.kind.code, c.priority) not in codes:
                cards.append(c)
                codes[(c.kind.code, c.priority)] = len(cards)
        return CardTable(tuple(cards), self.deck, codes)

    def card(self, code: int) -> Card:
        return self.cards[code - 1]

    def kind(self, code: int) -> Kind:
        return self.cards[code - 1].kind

    def priority(self, code: int) -> int:
        return self.cards[code - 1].priority

    @cached_property
    def priorities(self) -> tuple[int, ...]:
        """Each code's priority, by code (index 0, no card: 0): the register phase's sort."""
        return (0, *(c.priority for c in self.cards))

    @cached_property
    def code_words(self) -> tuple[str, ...]:
        """Each code's card as a learner reads it (:attr:`Card.words`; 0: no card, ``?``)."""
        return ("?", *(c.words for c in self.cards))

    @cached_property
    def code_labels(self) -> tuple[str, ...]:
        """The label of each code (0: no card, ``?``), for the loops that name many cards."""
        return ("?", *(c.label for c in self.cards))

    def label(self, code: int) -> str:
        """The label of the card ``code`` (``?``: no card, or no such code)."""
        labels = self.code_labels
        return labels[code] if 0 < code < len(labels) else "?"

    def name(self, code: int) -> str:
        """The label of the card ``code``, as a saved document names it
        (:class:`~codyroby_lab.core.layout.Names`)."""
        return self.label(code)

    def rule(self, *more: Any) -> dict[str, Any]:
        """The schema of one card as a saved document writes it (or null, if ``more``): text,
        read by :meth:`code`."""
        return {"type": ["string", "null"] if more else "string"}

    def code(self, text: Any, where: str = "card") -> int:
        """The code of a card this table holds, written as text or ``{"kind", "priority"}``."""
        card = parse_card(text, where)
        code = self._codes.get((card.kind.code, card.priority))
        if code is None:
            raise SetupError(where, f"{card.label} is not a card of this game")
        return code

    def labels(self) -> dict[str, str]:
        """Code (as text) to label, for the registers editor (it draws kind and priority)."""
        return {str(i + 1): c.label for i, c in enumerate(self.cards)}

    def words(self) -> dict[str, str]:
        """Code (as text) to the card as a learner reads it (:attr:`Card.words`), for the
        scene's layers and the desk-check columns."""
        return {str(i + 1): c.words for i, c in enumerate(self.cards)}


def parse_card(value: Any, where: str = "card") -> Card:
    """A card from ``"Move 3 790"``, ``"3 790"``, ``"Move 3 (priority 790)"`` (as
    :attr:`Card.words` says it) or ``{"kind": "Move 3", "priority": 790}``; any priority
    from 0 to 999 (the deck's are 10 to 840).

    >>> parse_card("Rotate Left (priority 90)") == parse_card("Rotate Left 90")
    True
    """
    kinds, _ = deck_data()
    if isinstance(value, dict) and set(value) == {"kind", "priority"}:
        name, prio = value["kind"], value["priority"]
    elif isinstance(value, str) and (m := _TEXT.match(value)):
        name, bare, said = m.groups()
        prio = int(bare or said)
    else:
        name, prio = None, None
    kind = _kind(kinds, name)
    if kind is None or isinstance(prio, bool) or not isinstance(prio, int) or \
            not 0 <= prio <= MAX_PRIORITY:
        names = ", ".join(k.name for k in kinds.values())
        shown = value if isinstance(value, str) and len(value) <= 40 else str(value)[:40]
        raise SetupError(where, f"{shown!r} is not a card such as 'Move 3 790' (kinds: "
                                f"{names}, or their codes {' '.join(kinds)})")
    return Card(kind, prio)


def _kind(kinds: dict[str, Kind], name: Any) -> Kind | None:
    if not isinstance(name, str):
        return None
    key = " ".join(name.split()).lower()
    for k in kinds.values():
        if key in (k.code.lower(), k.name.lower(), k.name.lower().replace("-", " ")):
            return k
    return None
