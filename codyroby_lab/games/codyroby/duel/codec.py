"""A Duel state as a vector of small integers (traces, the widget), and the slots each viewer
may not see: the deck's cards and the generator for every viewer but EVERYONE, and the cards
of every hand the viewer does not hold (each pile's size stays visible).

>>> from codyroby_lab.games.codyroby.duel import Duel
>>> s = Duel.from_setup({}).new_state(seed=1)
>>> s.with_vector(s.to_vector()) == s
True
>>> at = layout(s)
>>> at["hand:B"] + 1 in hidden_slots(s, "A"), at["hand:A"] + 1 in hidden_slots(s, "A")
(True, False)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.core import rng
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees
from codyroby_lab.games.cards import counted, read_cards
from codyroby_lab.games.codyroby.robot import robot_vector, robots_from_vector

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.duel.state import DuelState

PHASES = ("blocks", "play", "over")


def layout(state: DuelState) -> dict[str, int]:
    """Where each part of the vector begins (see :func:`to_vector`)."""
    g, n, h = state.game, state.game.total_cards, state.game.hand_size
    at = {"head": 8, "placed": 12}
    at["deck"] = at["placed"] + 4 * g.blocks_each
    at[f"hand:{g.players[0]}"] = at["deck"] + 1 + n
    at[f"hand:{g.players[1]}"] = at[f"hand:{g.players[0]}"] + 1 + h
    at["discard"] = at[f"hand:{g.players[1]}"] + 1 + h
    at["table"] = at["discard"] + 1 + n
    at["rng"] = at["table"] + 1 + n
    return at


def hidden_slots(state: DuelState, viewer: Viewer = None) -> np.ndarray:
    """The deck's cards and the generator for every viewer but EVERYONE, and the cards
    of every hand the viewer does not hold (each pile's size stays visible)."""
    if viewer is EVERYONE:
        return np.zeros(0, dtype=np.int64)
    at, n, h = layout(state), state.game.total_cards, state.game.hand_size
    out = list(range(at["deck"] + 1, at["deck"] + 1 + n))
    for p in state.game.players:
        if not sees(viewer, (p,)):
            out += range(at[f"hand:{p}"] + 1, at[f"hand:{p}"] + 1 + h)
    out += range(at["rng"], at["rng"] + rng.WORDS)
    return np.array(out, dtype=np.int64)


def to_vector(state: DuelState) -> np.ndarray:
    """Robots (x, y, facing, crashed), turn, phase, winner, turns, placed blocks, then
    the deck, each hand, the discard and the table (each its size, then card codes, 0 =
    empty) and the rng."""
    g, n = state.game, state.game.total_cards
    placed = [c for p in g.players for i in range(g.blocks_each)
              for c in (state.placed[p][i] if i < len(state.placed[p]) else (-1, -1))]
    win = -1 if state.winner is None else g.players.index(state.winner)
    v = (robot_vector(state.robots) + [state.turn, PHASES.index(state.phase), win, state.turns]
         + placed + counted(state.deck, n) + counted(state.hands[g.players[0]], g.hand_size)
         + counted(state.hands[g.players[1]], g.hand_size) + counted(state.discard, n)
         + counted(state.table, n) + rng.to_words(state.rng))
    return np.array(v, dtype=np.int64)


def with_vector(state: DuelState, vec: Any) -> DuelState:
    g, n, h = state.game, state.game.total_cards, state.game.hand_size
    v = [int(x) for x in vec]
    s = type(state)(g, rng.from_words(v[-rng.WORDS:]))
    s.robots = robots_from_vector(state.robots, v)
    s.turn, phase, win, s.turns = v[8:12]
    s.phase, s.winner = PHASES[phase], None if win < 0 else g.players[win]
    i = 12
    for p in g.players:
        pairs = [(v[i + 2 * k], v[i + 2 * k + 1]) for k in range(g.blocks_each)]
        s.placed[p] = [q for q in pairs if q[0] >= 0]
        i += 2 * g.blocks_each
    s.deck, i = read_cards(v, i, n)
    for p in g.players:
        s.hands[p], i = read_cards(v, i, h)
    s.discard, i = read_cards(v, i, n)
    s.table, i = read_cards(v, i, n)
    return s
