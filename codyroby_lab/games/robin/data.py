"""Robin's data files: the cards (Mission cards with their arrow groups, special and dual
cards) and the road track, as JSON checked against the JSON Schemas beside them.

Both files (docs/formats-robin.md) are read from ``data/`` by default; a setup may give its
own. A malformed file is a :class:`~codyroby_lab.core.errors.SetupError` naming the field.
Each card has a **code** (1, 2, ... in file order: Mission cards, then special cards, then
dual cards) that state vectors hold; 0 is no card.

>>> deck = Deck.default()
>>> len(deck.cards), len(deck.missions), deck["food13"].arrows, deck["look"].effect
(94, 84, (2, -1, -1), 'look')
>>> deck["riches-weapons"].kinds, deck.code("food1"), deck.card(deck.code("steal")).id
(('riches', 'weapons'), 1, 'steal')
>>> Track.default().spaces[6], Track.default().draw(1), Track.default().contribution(1)
((5, -2), 0, 1)
>>> Deck.from_dict({"kinds": ["a", "b", "c", "d", "e", "f"], "missions": [
...     {"id": "a1", "kind": "a", "arrows": [4]}], "specials": [], "duals": []})
... # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: cards.missions[0].arrows[0]: 4 is not one of [-3, -2, ...
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from codyroby_lab.core import schema
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.io import JsonData, json_copy, read_json

DATA = Path(__file__).resolve().parent / "data"
SPACES = 7  # the road: space 1 is Sherwood's old oak, space 7 Nottingham castle
EFFECTS = ("look", "steal", "draw2", "choose", "swap-pieces", "swap-hands", "swap-tokens")


@dataclass(frozen=True)
class Card:
    """One card: ``kinds`` (one for a Mission card, two for a dual card, none for a
    special), ``arrows`` (the arrow groups, +n forward, -n back; Mission cards only),
    ``effect`` (special cards only)."""

    code: int
    id: str
    kinds: tuple[str, ...]
    arrows: tuple[int, ...] = ()
    effect: str | None = None
    text: str = ""

    @property
    def kind(self) -> str:
        """``mission``, ``special`` or ``dual``."""
        return "special" if self.effect else "dual" if len(self.kinds) == 2 else "mission"

    @property
    def label(self) -> str:
        """How a learner reads the card: ``food13 (+2 -1 -1)``, ``look``."""
        if self.arrows:
            return f"{self.id} ({' '.join(f'{a:+d}' for a in self.arrows)})"
        return self.id


class Deck(JsonData):
    """All the cards of a game, by code and by id."""

    FIELD = "cards"

    def __init__(self, kinds: tuple[str, ...], cards: list[Card], source: dict[str, Any]):
        self.kinds = kinds
        self.cards = tuple(cards)
        self.source = source
        self._by_id = {c.id: c for c in cards}
        self.missions = tuple(c for c in cards if c.kind == "mission")
        self.specials = tuple(c for c in cards if c.kind == "special")
        self.duals = tuple(c for c in cards if c.kind == "dual")
        self.none_code = len(cards) + 1  # a sealed "no counter-offer"
        self.kind_of = [()] + [tuple(kinds.index(k) for k in c.kinds) for c in cards]
        self.arrows_of = [()] + [c.arrows for c in cards]
        self.effect_of: list[str | None] = [None, *(c.effect for c in cards)]
        self.label_of = [""] + [c.label for c in cards]
        self.id_of = [""] + [c.id for c in cards]
        self.code_by_id = {c.id: c.code for c in cards}
        self.kinds_by_id = {c.id: self.kind_of[c.code] for c in cards}
        self.effect_by_id = {c.id: c.effect for c in cards}

    def __getitem__(self, card_id: str) -> Card:
        return self._by_id[card_id]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._by_id

    def card(self, code: int) -> Card:
        return self.cards[code - 1]

    def code(self, card_id: str, where: str = "card") -> int:
        """The code of the card ``card_id`` (a saved document's ids are checked by
        :meth:`rule` before, so ``where`` is never named)."""
        return self.code_by_id[card_id]

    def name(self, code: int) -> str:
        """The id of the card ``code``, as a saved document names it
        (:class:`~codyroby_lab.core.layout.Names`)."""
        return self.id_of[code]

    def rule(self, *more: Any) -> dict[str, Any]:
        """The schema of one card's id (or one of ``more``: null, ``"none"``)."""
        return {"enum": [*more, *self.code_by_id], "description": "{} is not a card"}

    def ids(self, codes: Any) -> list[str]:
        id_of = self.id_of
        return [id_of[c] for c in codes]

    def __reduce__(self) -> Any:
        """Pickled as its source (the default deck as a name): strategy workers get it fast."""
        if self is _default_deck():
            return (Deck.default, ())
        return (_deck_of, (json.dumps(self.source, sort_keys=True),))

    @classmethod
    def default(cls) -> Deck:
        return _default_deck()

    @classmethod
    def from_dict(cls, d: Any, where: str = "cards") -> Deck:
        """Check ``d`` against ``cards.schema.json`` and for what a schema cannot say
        (unique ids, known kinds); SetupError names the field."""
        schema.check(d, DATA / "cards.schema.json", where)
        kinds = tuple(d["kinds"])
        cards: list[Card] = []
        seen: set[str] = set()

        def add(i: int, part: str, card: Card) -> None:
            if card.id in seen or card.id in ("none", "neutral"):
                raise SetupError(f"{where}.{part}[{i}].id", f"{card.id!r} is taken: each card "
                                 "has its own id ('none' and 'neutral' are words of the game)")
            seen.add(card.id)
            cards.append(card)

        for i, m in enumerate(d["missions"]):
            if m["kind"] not in kinds:
                raise SetupError(f"{where}.missions[{i}].kind",
                                 f"{m['kind']!r} is not one of the kinds ({', '.join(kinds)})")
            add(i, "missions", Card(len(cards) + 1, m["id"], (m["kind"],), tuple(m["arrows"])))
        effects = [s["effect"] for s in d["specials"]]
        for i, s in enumerate(d["specials"]):
            if effects.index(s["effect"]) != i:
                raise SetupError(f"{where}.specials[{i}].effect",
                                 f"{s['effect']!r} is already the effect of another card")
            add(i, "specials", Card(len(cards) + 1, s["id"], (), (), s["effect"],
                                    s.get("text", "")))
        for i, s in enumerate(d["duals"]):
            bad = [k for k in s["kinds"] if k not in kinds]
            if bad:
                raise SetupError(f"{where}.duals[{i}].kinds",
                                 f"{bad[0]!r} is not one of the kinds ({', '.join(kinds)})")
            add(i, "duals", Card(len(cards) + 1, s["id"], tuple(s["kinds"])))
        return cls(kinds, cards, json_copy(d))


class Offers:
    """A counter-offer's names (:class:`~codyroby_lab.core.layout.Names`): a card's id, or
    ``none`` for no counter-offer (the deck's ``none_code``).

    >>> offers = Offers(Deck.default())
    >>> offers.name(offers.deck.none_code), offers.name(3), offers.code("none", "sealed.ann")
    ('none', 'food3', 95)
    """

    def __init__(self, deck: Deck):
        self.deck = deck

    def name(self, code: int) -> str:
        return "none" if code == self.deck.none_code else self.deck.name(code)

    def code(self, name: str, where: str) -> int:
        return self.deck.none_code if name == "none" else self.deck.code(name, where)

    def rule(self, *more: Any) -> dict[str, Any]:
        return self.deck.rule(*more, "none")


class Track(JsonData):
    """The road: each space's Missions (cards drawn) and Contribution, where the pieces
    start and which spaces hold a Mission token. Spaces are numbered 1 (the oak) to 7."""

    FIELD = "track"

    def __init__(self, d: dict[str, Any]):
        self.source = d
        self.spaces = tuple((s["draw"], s["contribution"]) for s in d["spaces"])
        self.names = tuple(s.get("name", "") for s in d["spaces"])
        self.start = tuple(d["start"])
        self.token_spaces = tuple(d["tokens"])
        #: each space's draw and contribution, as observations list them (read, not change)
        self.rows = [{"space": k + 1, "draw": draw, "contribution": c}
                     for k, (draw, c) in enumerate(self.spaces)]

    def draw(self, space: int) -> int:
        return self.spaces[space - 1][0]

    def contribution(self, space: int) -> int:
        return self.spaces[space - 1][1]

    @classmethod
    def default(cls) -> Track:
        return _default_track()

    @classmethod
    def from_dict(cls, d: Any, where: str = "track") -> Track:
        schema.check(d, DATA / "track.schema.json", where)
        return cls(json_copy(d))


@cache
def _default_deck() -> Deck:
    return Deck.from_dict(read_json(DATA / "cards.json", "cards"))


@cache
def _deck_of(source: str) -> Deck:
    return Deck.from_dict(json.loads(source))


@cache
def _default_track() -> Track:
    return Track.from_dict(read_json(DATA / "track.json", "track"))
