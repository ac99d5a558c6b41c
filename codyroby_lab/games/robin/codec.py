"""A Robin state as a vector of small integers (traces, the widget), and the slots each
viewer may not see.

Layout (N: the number of cards, P: players): the head (turn, first, turns, phase,
winner + 1, the open offer, partner + 1, the next two movers + 1); each piece's space - 1
(its x on the road, 0 for the oak); the
token on each space (kind + 1); each player's revealed counter-offer; each hand (its size,
then N card slots); each player's pending card (the card received, until it moves pieces);
each player's known cards (seen going into the hand and not seen leaving it: public);
the Mission stack, the Contribution stack (top first: its first card slot is the visible
top) and the discard stack (each its size and N slots); the special cards used (size and a
slot each); with 2 players the neutral player's 3 cards (the third hidden); each player's
peek (what a ``look`` or ``choose`` showed: kind, target + 1, size, N slots); the sealed
counter-offers (``core.sealed``); the generator (19 words). A card is its code (0: none).

Hidden from a player: the other players' hand cards, pending cards and peeks, the Mission
stack's cards, the Contribution stack's cards below the top, the neutral player's hidden
card, the other players' sealed offers and the generator. A spectator sees no hand's cards;
EVERYONE sees all.

>>> from codyroby_lab.games.robin.game import Robin
>>> s = Robin(players=3).new_state(seed=1)
>>> s.with_vector(s.to_vector()) == s
True
>>> hidden = set(s.hidden_slots("P1").tolist())
>>> s.slot("hand", 1) + 1 in hidden, s.slot("hand", 0) + 1 in hidden, s.slot("contribution") + 1 in hidden
(True, False, False)
"""  # noqa: E501

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from codyroby_lab.core import rng
from codyroby_lab.core.sealed import Sealed
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees

if TYPE_CHECKING:
    from codyroby_lab.games.robin.state import RobinState

HEAD = 9
PHASE_NAMES = ("contribute", "trade", "counter", "choose", "move", "pick", "over")


def _pile(cards: list[int], size: int) -> list[int]:
    return [len(cards), *cards, *[0] * (size - len(cards))]


def _read(vec: list[int], at: int, size: int) -> tuple[list[int], int]:
    n = vec[at]
    return list(vec[at + 1:at + 1 + n]), at + 1 + size


class CodecMixin:
    """The vector form of :class:`~codyroby_lab.games.robin.state.RobinState`."""

    def layout(self: RobinState) -> dict[str, int]:
        """The first slot of each block (cached per game)."""
        g = self.game
        cached = getattr(g, "_layout", None)
        if cached is not None:
            return cached
        n, p = len(g.deck.cards), len(g.players)
        sizes = [("pieces", len(g.pieces)), ("tokens", 7), ("shown", p),
                 ("hands", p * (1 + n)), ("pending", p), ("known", p * (1 + n)), ("mission", 1 + n),
                 ("contribution", 1 + n), ("discard", 1 + n),
                 ("removed", 1 + max(1, len(g.deck.specials))), ("neutral", 3 if g.two else 0),
                 ("peek", p * (3 + n)), ("sealed", p * 2), ("rng", rng.WORDS)]
        out, at = {}, HEAD
        for name, size in sizes:
            out[name] = at
            at += size
        out["size"] = at
        g._layout = out
        return out

    def slot(self: RobinState, block: str, index: int = 0) -> int:
        """The first slot of ``block`` (``hand`` and ``peek``: of player ``index``'s)."""
        lay, n = self.layout(), len(self.game.deck.cards)
        if block == "hand":
            return lay["hands"] + index * (1 + n)
        if block == "peek":
            return lay["peek"] + index * (3 + n)
        return lay[block] + index

    def to_vector(self: RobinState) -> np.ndarray:
        g = self.game
        n = len(g.deck.cards)
        movers = [m + 1 for m in self.movers[:2]] + [0] * (2 - len(self.movers[:2]))
        v = [self.turn, self.first, self.turns, PHASE_NAMES.index(self.phase),
             0 if self.winner_index is None else self.winner_index + 1, self.offer,
             self.partner + 1, *movers]
        v += [x - 1 for x in self.pos] + self.tokens + self.shown
        for h in self.hands:
            v += _pile(h, n)
        v += self.pending
        for h in self.known:
            v += _pile(h, n)
        v += _pile(self.mission[::-1], n) + _pile(self.contribution[::-1], n)
        v += _pile(self.discard, n) + _pile(self.removed, max(1, len(g.deck.specials)))
        v += self.neutral
        for kind, target, cards in self.peek:
            v += [kind, target, *_pile(list(cards), n)]
        v += self.sealed.vector() + rng.to_words(self.rng)
        return np.array(v, dtype=np.int64)

    def with_vector(self: RobinState, vec: np.ndarray) -> RobinState:
        g, v = self.game, [int(x) for x in vec]
        n, p = len(g.deck.cards), len(g.players)
        s = type(self)(g)
        s.turn, s.first, s.turns, phase, w, s.offer, partner, m1, m2 = v[:HEAD]
        s.phase, s.partner = PHASE_NAMES[phase], partner - 1
        s.winner_index = None if w == 0 else w - 1
        s.movers = [m - 1 for m in (m1, m2) if m]
        lay = self.layout()
        k = len(g.pieces)
        s.pos = [x + 1 for x in v[lay["pieces"]:lay["pieces"] + k]]
        s.tokens = v[lay["tokens"]:lay["tokens"] + 7]
        s.shown = v[lay["shown"]:lay["shown"] + p]
        at = lay["hands"]
        for i in range(p):
            s.hands[i], at = _read(v, at, n)
        s.pending, at = v[at:at + p], at + p
        for i in range(p):
            s.known[i], at = _read(v, at, n)
        mission, at = _read(v, lay["mission"], n)
        contribution, at = _read(v, at, n)
        s.mission, s.contribution = mission[::-1], contribution[::-1]
        s.discard, at = _read(v, at, n)
        s.removed, at = _read(v, at, max(1, len(g.deck.specials)))
        s.neutral = v[lay["neutral"]:lay["neutral"] + (3 if g.two else 0)]
        at = lay["peek"]
        for i in range(p):
            cards, nxt = _read(v, at + 2, n)
            s.peek[i] = (v[at], v[at + 1], tuple(cards))
            at = nxt
        s.sealed = Sealed.read(g.players, 1, v, lay["sealed"])
        s.rng = rng.from_words(v[lay["rng"]:lay["rng"] + rng.WORDS])
        return s

    def hidden_slots(self: RobinState, viewer: Viewer = None) -> np.ndarray:
        if viewer is EVERYONE:
            return np.zeros(0, dtype=np.int64)
        g, lay = self.game, self.layout()
        n = len(g.deck.cards)
        out: list[int] = []
        for i, p in enumerate(g.players):
            if not sees(viewer, (p,)):
                first = self.slot("hand", i) + 1
                out += range(first, first + n)
                out.append(lay["pending"] + i)
                first = self.slot("peek", i)
                out += range(first, first + 3 + n)
        out += range(lay["mission"] + 1, lay["mission"] + 1 + n)
        out += range(lay["contribution"] + 2, lay["contribution"] + 1 + n)
        if g.two:
            out.append(lay["neutral"] + 2)
        out += self.sealed.hidden_slots(lay["sealed"], viewer).tolist()
        out += range(lay["rng"], lay["rng"] + rng.WORDS)
        return np.array(sorted(out), dtype=np.int64)
