"""What a strategy function receives: :class:`Observation`, everything one player may know
when it must decide, with the legal actions at hand.

A strategy is ``def my_strategy(obs) -> action``: ``action`` is one of ``obs.legal`` (an
:class:`~codyroby_lab.core.protocol.Action`) or its text (``"offer food3"``). The fields
(docs/formats-robin.md, "Strategies") come from ``state.observation(player)``, so a
strategy sees exactly what its player may see: its own hand, the others' as counts.

>>> from codyroby_lab.games.robin.game import Robin
>>> s = Robin(players=["ann", "bob"]).new_state(seed=4)
>>> obs = Observation.of(s, s.player)
>>> obs.me, obs.phase, obs.hands["ann"], [a.text for a in obs.legal][:2]
('bob', 'trade', 4, ['offer animals4', 'offer animals7'])
>>> obs.card("food13").arrows, obs.card("food-animals").kinds, obs.counts()["places"]
((2, -1, -1), ('food', 'animals'), 2)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from codyroby_lab.core.protocol import Action
from codyroby_lab.games.robin.data import Card, Deck

Strategy = Callable[["Observation"], Any]


class Observation:
    """One player's view when it must act (read-only; lazily built from the state).

    ``me`` the player; ``phase`` (``contribute``, ``trade``, ``counter``, ``choose``,
    ``move``, ``pick``); ``legal`` the legal actions; ``hand`` its cards (ids); ``hands``
    (its own as a list, the others' as counts); ``pieces`` (piece -> space 1 to 7);
    ``tokens`` (space -> kind); ``track`` (each space's draw and contribution);
    ``contribution`` (the top card and the count); ``offer`` (the open offer);
    ``revealed`` (the counter-offers, once revealed); ``moving`` (the card and arrow groups
    you move with); ``need`` (cards to contribute); ``known`` (the cards everyone saw go into
    each hand and not leave it); ``seen`` (what your last ``look`` or ``choose`` showed);
    ``neutral`` (2 players); ``goal``, ``kinds``, ``players``, ``turn``, ``turns``; ``rng``
    a random generator of your own (seeded: the same game plays the same way); ``data``
    the whole observation as a dict.
    """

    def __init__(self, data: dict[str, Any], legal: list[Action], deck: Deck,
                 rng: np.random.Generator | None = None):
        self.data, self.legal, self.deck = data, legal, deck
        self.rng = rng if rng is not None else np.random.default_rng(0)

    @classmethod
    def of(cls, state: Any, player: str, rng: np.random.Generator | None = None) -> Observation:
        """The observation of ``player`` in ``state``."""
        return cls(state.observation(player), state.legal_actions(player), state.game.deck, rng)

    def __getattr__(self, name: str) -> Any:
        data = self.__dict__.get("data")
        if data is not None and name in data:
            return data[name]
        raise AttributeError(f"an observation has no {name!r}: see help(Observation)")

    @property
    def me(self) -> str:
        return self.data["viewer"]

    @property
    def hand(self) -> list[str]:
        return self.data["hands"][self.me]

    def card(self, card_id: str) -> Card:
        """A card's kinds, arrow groups (``arrows``) and effect (special cards)."""
        return self.deck[card_id]

    def counts(self, cards: list[str] | None = None) -> dict[str, int]:
        """Cards of each kind in ``cards`` (default: your hand with the token on your space);
        a dual card counts for both of its kinds."""
        out = {k: 0 for k in self.data["kinds"]}
        for c in self.hand if cards is None else cards:
            for k in self.deck[c].kinds:
                out[k] += 1
        if cards is None:
            token = self.data["tokens"].get(str(self.data["pieces"][self.me]))
            if token:
                out[token] += 1
        return out

    def __getstate__(self) -> dict[str, Any]:
        return {"data": self.data, "legal": self.legal, "deck": self.deck, "rng": self.rng}

    def __setstate__(self, d: dict[str, Any]) -> None:
        self.__dict__.update(d)

    def __repr__(self) -> str:
        return f"<Observation of {self.me}: {self.phase}, {len(self.legal)} legal actions>"
