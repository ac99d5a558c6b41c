"""Many Energy Seekers games at once, with numpy: the same rules, played by the bots' policies.

Each array row is one game. The rules come from :mod:`rules` through tables built by calling
its functions (and :func:`bots.outcome`) for every position, facing and card sequence, so the
batch and the scalar engine cannot disagree on a rule. Players follow the scalar bots'
policies exactly: ``"random"`` is :func:`bots.random_legal` (uniform over the legal actions,
remote-control gifts and wrong moves included), ``"greedy"`` is :func:`bots.greedy` (the move
ending furthest along the path, first in legal order; gives nothing). Challenges succeed with
the chance a random answer has (``Challenge.random_success``): bots cannot read.

What differs is only how randomness is drawn: a deck is kept as counts of F, L and R and
each draw picks a card with probability proportional to them, which is the same as drawing
the top card of a shuffled deck; so statistics match, single games do not.

>>> from codyroby_lab.games.energy_seekers.game import EnergySeekers
>>> r = simulate(EnergySeekers(players=3), 2000, strategy="greedy", seed=1)
>>> r.length.shape, r.visits.shape, set(r.winner.tolist()) <= {-1, 0, 1, 2}
((2000,), (2000, 35), True)
>>> bool(r.length.mean() > 20)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import product
from typing import Any

import numpy as np

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import Direction
from codyroby_lab.games.energy_seekers import rules
from codyroby_lab.games.energy_seekers.bots import outcome

STRATEGIES = ("random", "greedy")
FACINGS = (Direction.N, Direction.E, Direction.S, Direction.W)
SEQS = sorted({s for r in (1, 2, 3) for s in product("FLR", repeat=r)}, key=lambda s: (len(s), s))
SEQ_COUNTS = np.array([[s.count(c) for c in "FLR"] for s in SEQS], dtype=np.int16)
SEQ_LEN = np.array([len(s) for s in SEQS], dtype=np.int16)
SEQ_CARDS = np.array([[("FLR".index(c)) for c in s] + [-1] * (3 - len(s)) for s in SEQS],
                     dtype=np.int8)
HANDS = [(f, lc, r) for f in range(4) for lc in range(4) for r in range(4) if f + lc + r <= 3]
HAND_INDEX = np.full((4, 4, 4), -1, dtype=np.int16)
for _i, _h in enumerate(HANDS):
    HAND_INDEX[_h] = _i
LEGAL = np.array([[all(SEQ_COUNTS[s] <= h) for s in range(len(SEQS))] for h in HANDS])
N_LEGAL = LEGAL.sum(1)
NTH = np.array([list(np.flatnonzero(row)) + [0] * (len(SEQS) - row.sum()) for row in LEGAL],
               dtype=np.int16)


@dataclass
class BatchResult:
    """Per game: ``length`` (turns played), ``winner`` (player index, -1 when the turn limit
    stopped it) and ``visits`` (how many moves ended on each path position)."""

    length: np.ndarray
    winner: np.ndarray
    visits: np.ndarray
    players: tuple[str, ...]
    strategies: tuple[str, ...]

    def win_rates(self) -> dict[str, float]:
        """The share of games each player won."""
        return {p: float(np.mean(self.winner == i)) for i, p in enumerate(self.players)}


class _Tables:
    """The rules as arrays, built from :mod:`rules` for one board."""

    def __init__(self, board: Any):
        n, nf, ns = board.size, len(FACINGS), len(SEQS)
        self.end = np.zeros((n, nf, ns), np.int16)
        self.face = np.zeros((n, nf, ns), np.int8)
        self.wrong = np.zeros((n, nf, ns), bool)
        self.won = np.zeros((n, nf, ns), bool)
        self.arrived = np.zeros((n, nf, ns), bool)
        score = np.zeros((n, nf, ns))
        for at, (fi, f), (si, s) in product(range(n), enumerate(FACINGS), enumerate(SEQS)):
            w = rules.move(board, at, f, s)
            self.end[at, fi, si], self.face[at, fi, si] = w.end, FACINGS.index(w.facing)
            self.wrong[at, fi, si], self.won[at, fi, si] = w.wrong is not None, w.won
            self.arrived[at, fi, si] = w.arrived
            score[at, fi, si] = outcome(board, at, f, s)[0]
        masked = np.where(LEGAL[None, None], score[:, :, None, :], -np.inf)
        self.greedy = masked.argmax(-1).astype(np.int16)  # [at, facing, hand] -> sequence
        self.stuck = np.array([[[rules.stuck(board, at, f, "F" * h[0] + "L" * h[1] + "R" * h[2])
                                 for h in HANDS] for f in FACINGS] for at in range(n)])
        self.nxt = np.array([[-1 if rules.wrong_move(board, at, f) else
                              board.index[f.step(board.path[at])] for f in FACINGS]
                             for at in range(n)], dtype=np.int16)
        self.times = np.array([rules.repetition(board, at) for at in range(n)], np.int16)
        self.remote = np.array([rules.remote_control(board, at) for at in range(n)])
        self.tunnel = np.array([-1 if rules.teletransport(board, at) is None
                                else rules.teletransport(board, at) for at in range(n)], np.int16)
        self.swap = np.array([-1 if rules.swap(board, at) is None else rules.swap(board, at)
                              for at in range(n)], np.int16)
        self.challenge = np.array([rules.challenge(board, at) for at in range(n)])


@cache
def _tables(board: Any) -> _Tables:
    return _Tables(board)


def simulate(game: Any, n_games: int, strategy: str | list[str] = "greedy",
             seed: int | None = 0) -> BatchResult:
    """Play ``n_games`` games of ``game`` (its board, players, deck composition, challenge
    and turn limit; every game from the usual start) with each player's ``strategy``."""
    strategies = [strategy] * len(game.players) if isinstance(strategy, str) else list(strategy)
    if len(strategies) != len(game.players) or not set(strategies) <= set(STRATEGIES):
        raise SetupError("strategy", f"one of {STRATEGIES} per player")
    if game.challenge.kind == "callable":
        raise SetupError("challenge", "the batch simulator cannot call a Python challenge")
    return _Batch(game, n_games, strategies, seed).run()


class _Batch:
    def __init__(self, game: Any, n: int, strategies: list[str], seed: int | None):
        self.game, self.t = game, _tables(game.board)
        self.rng = np.random.default_rng(seed)
        self.strategies = strategies
        self.greedy_player = np.array([s == "greedy" for s in strategies])
        p, size = len(game.players), game.board.size
        self.out_len = np.zeros(n, np.int32)
        self.out_win = np.full(n, -1, np.int8)
        self.out_visits = np.zeros((n, size), np.int32)
        self.ix = np.arange(n)
        self.pos = np.zeros((n, p), np.int16)
        self.face = np.full((n, p), FACINGS.index(game.board.start_facing), np.int8)
        self.ctl = np.zeros((n, p), bool)
        self.hand = np.zeros((n, p, 3), np.int16)
        self.pile = np.zeros((n, p, 15), np.int8)
        self.plen = np.zeros((n, p), np.int16)
        self.deck = np.tile(np.array([game.composition[c] for c in "FLR"], np.int16), (n, 1))
        self.discard = np.zeros((n, 3), np.int16)
        self.visits = np.zeros((n, size), np.int32)
        self.turns = np.zeros(n, np.int32)
        self.cur = np.zeros(n, np.int16)
        self.live = np.ones(n, bool)
        c = game.challenge
        self.p_ok = c.random_success()
        self.effects = [c.failure, c.success]

    _ROWS = ("pos", "face", "ctl", "hand", "pile", "plen", "deck", "discard", "visits", "turns",
             "cur", "ix", "live")

    def run(self) -> BatchResult:
        """Play turns until every game is over. A finished game's row is read out at once
        and dropped when an eighth of the rows are finished (copying is what costs)."""
        while len(self.ix):
            done, winner = self._turn()
            new = done & self.live
            if new.any():
                rows = np.flatnonzero(new)
                self.out_len[self.ix[rows]] = self.turns[rows]
                self.out_win[self.ix[rows]] = winner[rows]
                self.out_visits[self.ix[rows]] = self.visits[rows]
                self.live &= ~new
                if 8 * (len(self.live) - np.count_nonzero(self.live)) >= len(self.live):
                    keep = self.live
                    for name in self._ROWS:
                        setattr(self, name, getattr(self, name)[keep])
        return BatchResult(self.out_len, self.out_win, self.out_visits, self.game.players,
                           tuple(self.strategies))

    def _draw(self, g: np.ndarray, c: np.ndarray) -> None:
        """HAND and RESHUFFLE: refill the current hands to 3."""
        need = 3 - self.hand[g, c].sum(-1)
        total = self.deck.sum(-1)
        for k in range(int(need.max(initial=0))):
            want = need > k
            redo = np.flatnonzero(want & (total == 0))
            if len(redo):
                self.deck[redo], self.discard[redo] = self.discard[redo], 0
                total[redo] = self.deck[redo].sum(-1)
            rows = np.flatnonzero(want & (total > 0))
            u = self.rng.random(len(rows)) * total[rows]
            card = (u[:, None] >= np.cumsum(self.deck[rows], -1)).sum(-1)
            self.deck[rows, card] -= 1
            self.hand[rows, c[rows], card] += 1
            total[rows] -= 1

    def _give(self, g: np.ndarray, c: np.ndarray) -> None:
        """REMOTE_GIVE by the random policy (the greedy one gives nothing)."""
        others = self.ctl & (np.arange(self.ctl.shape[1]) != c[:, None])
        nt = others.sum(-1)
        hidx = self._hand_index(g, c)
        ns = N_LEGAL[hidx]
        r = np.floor(self.rng.random(len(g)) * (1 + nt * ns)).astype(np.int64)
        rows = np.flatnonzero((nt > 0) & ~self.greedy_player[c] & (r > 0))
        if not len(rows):
            return
        k = r[rows] - 1
        ti, si = k // ns[rows], k % ns[rows]
        target = np.argmax(np.cumsum(others[rows], -1) > ti[:, None], -1)
        seq = NTH[hidx[rows], si]
        self.hand[rows, c[rows]] -= SEQ_COUNTS[seq]
        for j in range(3):
            m = SEQ_LEN[seq] > j
            rr, tt = rows[m], target[m]
            self.pile[rr, tt, self.plen[rr, tt]] = SEQ_CARDS[seq[m], j]
            self.plen[rr, tt] += 1

    def _hand_index(self, g: np.ndarray, c: np.ndarray) -> np.ndarray:
        h = self.hand[g, c]
        return HAND_INDEX[h[:, 0], h[:, 1], h[:, 2]]

    def _run_piles(self, rows: np.ndarray, c: np.ndarray):
        """REMOTE_RUN: the controlled pieces of ``rows`` run their piles, card by card."""
        t, size = self.t, self.game.board.size
        at0, f0 = self.pos[rows, c].astype(np.int64), self.face[rows, c].astype(np.int64)
        at, f = at0.copy(), f0.copy()
        n = self.plen[rows, c].astype(np.int64)
        steps = n * t.times[at0]
        alive = np.ones(len(rows), bool)
        wrong = np.zeros(len(rows), bool)
        stepped = np.zeros(len(rows), bool)
        for j in range(int(steps.max(initial=0))):
            step = alive & (j < steps)
            card = self.pile[rows, c, j % np.maximum(n, 1)]
            nxt = t.nxt[at, f]
            bad = step & (card == 0) & (nxt < 0)
            wrong |= bad
            alive &= ~bad
            go = step & ~bad
            at = np.where(go & (card == 0), nxt, at)
            stepped |= go & (card == 0)
            f = np.where(go & (card == 1), (f + 3) % 4, np.where(go & (card == 2), (f + 1) % 4, f))
            alive &= ~(go & (at == size - 1))
        won = ~wrong & (at == size - 1)
        counts = np.stack([((self.pile[rows, c] == k) & (np.arange(15) < n[:, None])).sum(-1)
                           for k in range(3)], -1)
        self.discard[rows] += counts.astype(np.int16)
        self.plen[rows, c] = 0
        return at, f, wrong, won, stepped & ~wrong

    def _turn(self) -> tuple[np.ndarray, np.ndarray]:
        t, g, c = self.t, np.arange(len(self.ix)), self.cur.astype(np.int64)
        size = self.game.board.size
        self._draw(g, c)
        self._give(g, c)
        ctl = self.ctl[g, c]
        self.ctl[g, c] = False
        pos, face = self.pos[g, c].astype(np.int64), self.face[g, c].astype(np.int64)
        hidx = self._hand_index(g, c)
        h = self.hand[g, c]
        stuck = ~ctl & t.stuck[pos, face, hidx]
        srows = np.flatnonzero(stuck)
        self.discard[srows] += h[srows]
        self.hand[srows, c[srows]] = 0
        play = ~ctl & ~stuck
        u = np.floor(self.rng.random(len(g)) * N_LEGAL[hidx]).astype(np.int64)
        seq = np.where(self.greedy_player[c], t.greedy[pos, face, hidx],
                       NTH[hidx, np.minimum(u, len(SEQS) - 1)]).astype(np.int64)
        end, eface = t.end[pos, face, seq].astype(np.int64), t.face[pos, face, seq].astype(np.int64)
        wrong, won = t.wrong[pos, face, seq] & play, t.won[pos, face, seq] & play
        arrived = t.arrived[pos, face, seq] & play
        prow = np.flatnonzero(play)
        self.hand[prow, c[prow]] -= SEQ_COUNTS[seq[prow]]
        self.discard[prow] += SEQ_COUNTS[seq[prow]]
        run = ctl & (self.plen[g, c] > 0)
        rrow = np.flatnonzero(run)
        if len(rrow):
            end[rrow], eface[rrow], wrong[rrow], won[rrow], arrived[rrow] = self._run_piles(
                rrow, c[rrow])
        moved = play | run
        self.ctl[g, c] |= wrong
        ok = np.flatnonzero(moved & ~wrong & ~won)
        self.pos[ok, c[ok]] = end[ok]
        self.face[ok, c[ok]] = eface[ok]
        lrow = np.flatnonzero(arrived & ~won)
        self.visits[lrow, end[lrow]] += 1
        won |= self._land(lrow, c[lrow], end[lrow], size)
        self.pos[np.flatnonzero(won), c[won]] = size - 1
        self.turns += ~won
        over = ~won & (self.turns >= self.game.max_turns)
        self.cur = np.where(won, self.cur, (self.cur + 1) % self.ctl.shape[1]).astype(np.int16)
        return won | over, np.where(won, c, -1)

    def _land(self, rows: np.ndarray, c: np.ndarray, end: np.ndarray, size: int) -> np.ndarray:
        """SPECIAL_AT_END: Remote Control, TeleTransport, Swap, Challenge; who won."""
        t = self.t
        won = np.zeros(len(self.ix), bool)
        self.ctl[rows, c] |= t.remote[end]
        tun = t.tunnel[end] >= 0
        self.pos[rows[tun], c[tun]] = t.tunnel[end[tun]]
        sw = np.flatnonzero(t.swap[end] >= 0)
        if len(sw):
            r, cc, k = rows[sw], c[sw], end[sw]
            partner = t.swap[k]
            others = np.arange(self.pos.shape[1]) != cc[:, None]
            there = (self.pos[r] == partner[:, None]) & others
            self.pos[r] = np.where(there, k[:, None], self.pos[r])
            self.pos[r, cc] = partner
        ch = np.flatnonzero(t.challenge[end])
        if len(ch):
            r, cc = rows[ch], c[ch]
            ok = self.rng.random(len(ch)) < self.p_ok
            for result in (False, True):
                m = ok == result
                effect = self.effects[result]
                if "move" in effect:
                    to = np.clip(self.pos[r[m], cc[m]] + effect["move"], 0, size - 1)
                    self.pos[r[m], cc[m]] = to
                    won[r[m][to == size - 1]] = True
                elif "remote" in effect:
                    self.ctl[r[m], cc[m]] = True
        return won
