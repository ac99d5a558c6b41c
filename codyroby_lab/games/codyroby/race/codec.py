"""A Race state as a vector of small integers (traces, the widget). Nothing is hidden: the
piles are face up, so no slot is hidden from any viewer.

>>> from codyroby_lab.games.codyroby.race import Race
>>> s = Race.from_setup({}).new_state()
>>> v = to_vector(s)
>>> with_vector(s, v) == s, int(v[17]), len(v)
(True, 1, 27)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.games.codyroby.race.rules import PILE_CARDS
from codyroby_lab.games.codyroby.robot import robot_vector, robots_from_vector

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.race.state import RaceState

PHASES = ("build", "go", "answer", "over")


def to_vector(state: RaceState) -> np.ndarray:
    """Robots, phase, turn, caller, GO! cards, winner, piles, path length, path squares."""
    g = state.game
    cells = [q[1] * g.board.width + q[0] for q in state.path]
    win = -1 if state.winner is None else g.players.index(state.winner)
    v = (robot_vector(state.robots)
         + [PHASES.index(state.phase), state.turn, -1 if state.caller is None else state.caller,
            state.go_cards, win] + [state.piles[c] for c in PILE_CARDS]
         + [len(cells)] + cells + [-1] * (g.length + 1 - len(cells)))
    return np.array(v, dtype=np.int64)


def with_vector(state: RaceState, vec: Any) -> RaceState:
    g, v = state.game, [int(x) for x in vec]
    s = type(state)(g)
    s.robots = robots_from_vector(state.robots, v)
    phase, s.turn, caller, s.go_cards, win = v[8:13]
    s.phase, s.caller = PHASES[phase], None if caller < 0 else caller
    s.winner = None if win < 0 else g.players[win]
    s.piles = dict(zip(PILE_CARDS, v[13:17], strict=True))
    s.path = [(c % g.board.width, c // g.board.width) for c in v[18:18 + v[17]]]
    return s
