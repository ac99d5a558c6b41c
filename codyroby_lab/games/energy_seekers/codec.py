"""An Energy Seekers state as a vector of small integers (for traces and the widget), and
which of its slots each viewer may not see.

Layout: the head (turn, phase, turns, winner + 1, question + 1, last card code), one block
per player (position, x, y, facing, controlled; the hand's size and 3 card slots; the
remote pile's size and its card slots), the visits of every square, the deck and the
discard (each its size and card slots), and the generator (19 words). A hidden pile keeps
its size visible; its cards, the deck's cards and the generator are the hidden slots.

>>> from codyroby_lab.games.energy_seekers.game import EnergySeekers
>>> s = EnergySeekers(players=["ann", "bob"]).new_state(seed=1)
>>> hidden, bob = s.hidden_slots("ann").tolist(), s.slot("bob", "hand")
>>> bob in hidden, bob + 1 in hidden, s.slot("ann", "hand") + 1 in hidden
(False, True, False)
>>> s.with_vector(s.to_vector()) == s
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from codyroby_lab.core import rng
from codyroby_lab.core.geometry import Direction
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees
from codyroby_lab.games.cards import CODES, LABELS, counted, read_cards
from codyroby_lab.games.energy_seekers import rules

if TYPE_CHECKING:
    from codyroby_lab.games.energy_seekers.state import State

PHASES = ("give", "move", "answer", "over")
HEAD = 6  # turn, phase, turns, winner+1, question+1, last card code
HAND = 3
PILE = rules.pile_limit(rules.MAX_PLAYERS)  # the most cards a pile can hold: 5 players x 3
PIECE = 5 + (1 + HAND) + (1 + PILE)  # the fields, the hand, the remote pile
FIELDS = ("position", "x", "y", "facing", "controlled")


class CodecMixin:
    """The vector form of :class:`~codyroby_lab.games.energy_seekers.state.State`."""

    def to_vector(self: State) -> np.ndarray:
        """Everything as small integers (see the module docstring and :meth:`vector_slots`)."""
        g = self.game
        v = [self.turn, PHASES.index(self.phase), self.turns,
             0 if self.winner_index is None else self.winner_index + 1,
             0 if self.question is None else self.question + 1, CODES.get(self.last, 0)]
        for i in range(len(g.players)):
            x, y = g.board.path[self.pos[i]]
            v += [self.pos[i], x, y, int(self.facing[i]), int(self.controlled[i])]
            v += counted(self.hands[i], HAND) + counted(self.piles[i], PILE)
        v += self.visits
        v += counted(self.deck, g.deck_size) + counted(self.discard, g.deck_size)
        v += rng.to_words(self.rng)
        return np.array(v, dtype=np.int64)

    def with_vector(self: State, vec: np.ndarray) -> State:
        """A state of the same game at ``vec`` (the inverse of :meth:`to_vector`)."""
        g, vec = self.game, [int(x) for x in vec]
        s = type(self)(g)
        s.turn, phase, s.turns, w, q, last = vec[:HEAD]
        s.phase, s.last = PHASES[phase], LABELS.get(str(last), "")
        s.winner_index, s.question = (None if w == 0 else w - 1), (None if q == 0 else q - 1)
        i = HEAD
        for p in range(len(g.players)):
            s.pos[p], _, _, f, c = vec[i:i + 5]
            s.facing[p], s.controlled[p] = Direction(f), bool(c)
            s.hands[p], i = read_cards(vec, i + 5, HAND)
            s.piles[p], i = read_cards(vec, i, PILE)
        n = g.board.size
        s.visits, i = vec[i:i + n], i + n
        s.deck, i = read_cards(vec, i, g.deck_size)
        s.discard, i = read_cards(vec, i, g.deck_size)
        s.rng = rng.from_words(vec[i:i + rng.WORDS])
        return s

    def vector_slots(self: State) -> list[str]:
        """The name of each slot of :meth:`to_vector`."""
        g = self.game
        names = ["turn", "phase", "turns", "winner+1", "question+1", "last"]
        for p in g.players:
            names += [f"pieces.{p}.{k}" for k in FIELDS]
            names += [f"hands.{p}.len"] + [f"hands.{p}[{k}]" for k in range(HAND)]
            names += [f"remote.{p}.len"] + [f"remote.{p}[{k}]" for k in range(PILE)]
        names += [f"visits[{k}]" for k in range(g.board.size)]
        for pile in ("deck", "discard"):
            names += [f"{pile}.len"] + [f"{pile}[{k}]" for k in range(g.deck_size)]
        return names + [f"rng[{k}]" for k in range(rng.WORDS)]

    def slot(self: State, player: str, field: str) -> int:
        """The vector slot of a piece's ``position``, ``x``, ``y``, ``facing``,
        ``controlled``, or of its ``hand`` or ``remote`` pile (the pile's size; its cards
        follow)."""
        k = {"hand": 5, "remote": 6 + HAND}.get(field)
        return HEAD + self.game.players.index(player) * PIECE + (
            FIELDS.index(field) if k is None else k)

    def deck_slot(self: State) -> int:
        """The slot of the deck's size (its cards follow, then the discard's size)."""
        return HEAD + len(self.game.players) * PIECE + self.game.board.size

    def hidden_slots(self: State, viewer: Viewer = None) -> np.ndarray:
        """The cards of every hand ``viewer`` does not hold, the deck's cards and the
        generator (nothing for EVERYONE); every pile's size stays visible."""
        if viewer is EVERYONE:
            return np.zeros(0, dtype=np.int64)
        out = []
        for p in self.game.players:
            if not sees(viewer, (p,)):
                first = self.slot(p, "hand") + 1
                out += range(first, first + HAND)
        deck = self.deck_slot()
        out += range(deck + 1, deck + 1 + self.game.deck_size)
        first = deck + 2 * (1 + self.game.deck_size)
        out += range(first, first + rng.WORDS)
        return np.array(out, dtype=np.int64)
