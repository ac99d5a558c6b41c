"""A Seguimi state as a vector of small integers (traces, the widget), and the slots each
viewer may not see: the generator, and each round's program from the team that does not lay
it. Each round's program has its own slots, so what a team may not see is the same set of
slots all game; the trail Roby shows is public and has slots of its own.

>>> from codyroby_lab.games.codyroby.follow_me import FollowMe
>>> s = FollowMe.from_setup({"programs": ["F F R F"], "length": 4, "rounds": 1}).new_state()
>>> s.with_vector(s.to_vector()) == s
True
>>> HEAD in hidden_slots(s, "B"), HEAD in hidden_slots(s, "A"), trail_slot(s)
(True, False, 21)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.core import rng
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees
from codyroby_lab.games import cards
from codyroby_lab.games.cards import codes
from codyroby_lab.games.codyroby.robot import robot_vector, robots_from_vector

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.follow_me.state import FollowMeState

PHASES = ("lay", "rebuild", "over")
HEAD = 9  # Roby (4 slots), phase, round, the two scores, winner


def hidden_slots(state: FollowMeState, viewer: Viewer = None) -> np.ndarray:
    """The generator, and each round's program from the team that does not lay it."""
    if viewer is EVERYONE:
        return np.zeros(0, dtype=np.int64)
    g, n = state.game, state.game.length
    out = [HEAD + r * n + k for r in range(g.rounds) if not sees(viewer, (g.layer(r),))
           for k in range(n)]
    first = trail_slot(state) + 1 + n + 1
    return np.array(out + list(range(first, first + rng.WORDS)), dtype=np.int64)


def trail_slot(state: FollowMeState) -> int:
    """The slot of the trail's length (its squares follow, as cell numbers)."""
    return HEAD + (2 * state.game.rounds + 1) * state.game.length


def to_vector(state: FollowMeState) -> np.ndarray:
    """Roby, phase, round, scores, winner, each round's program, each round's revealed
    program, the shuffled cards, the trail (its length, then its squares as cells
    ``y * width + x``), the rng."""
    g, w = state.game, state.game.board.width
    win = -1 if state.winner is None else g.players.index(state.winner)
    cells = [y * w + x for x, y in state.trail]
    v = (robot_vector({"roby": state.robot})
         + [PHASES.index(state.phase), state.round, *state.scores.values(), win]
         + [c for p in state.programs for c in codes(p, g.length)]
         + [c for p in state.revealed for c in codes(p, g.length)]
         + codes(state.shuffled, g.length)
         + [len(cells), *cells, *[-1] * (g.length + 1 - len(cells))]
         + rng.to_words(state.rng))
    return np.array(v, dtype=np.int64)


def with_vector(state: FollowMeState, vec: Any) -> FollowMeState:
    g, n, v = state.game, state.game.length, [int(x) for x in vec]
    s = type(state)(g, rng.from_words(v[-rng.WORDS:]))
    s.robot = robots_from_vector({"roby": state.robot}, v)["roby"]
    phase, s.round, a, b, win = v[4:HEAD]
    s.phase, s.scores = PHASES[phase], dict(zip(g.players, (a, b), strict=True))
    s.winner = None if win < 0 else g.players[win]
    blocks = [_letters(v[HEAD + k * n:HEAD + (k + 1) * n]) for k in range(2 * g.rounds + 1)]
    s.programs, s.revealed = blocks[:g.rounds], blocks[g.rounds:2 * g.rounds]
    s.shuffled = blocks[-1]
    t, w = trail_slot(state), g.board.width
    s.trail = [(c % w, c // w) for c in v[t + 1:t + 1 + v[t]]]
    return s


def _letters(codes_: list[int]) -> list[str]:
    """The non-empty card codes of a block as letters (a hidden card reads ``?``)."""
    return [cards.LABELS.get(str(c), cards.UNSEEN) for c in codes_ if c]
