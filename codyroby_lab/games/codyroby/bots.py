"""Computer players for Duel and Race, players of the protocol
(:mod:`codyroby_lab.core.players`: ``player(state, name, rng) -> action``).

- :func:`random_player`: a uniformly random legal action (the protocol's, any game).
- :func:`heuristic_player`: Duel: win at once if a hand sequence lands on the opponent,
  never crash, keep out of the opponent's reach (its distance to us in basic cards, against
  the cards in its hand), then come closer; its block goes where it slows the opponent most.
  Race: grow the path where it stays open, call GO! with the shortest program the piles
  allow, answer with a shorter program when there is one.

Ties are broken with ``rng``, so a game between bots is fixed by the seeds.

>>> from codyroby_lab.core.players import play
>>> from codyroby_lab.games.codyroby.duel import Duel
>>> state = play(Duel(), [heuristic_player, random_player], seed=7)
>>> state.is_terminal(), state.winner
(True, 'A')
"""

from __future__ import annotations

from typing import Any

import numpy as np

from codyroby_lab.core.geometry import Direction, Square, parse_square
from codyroby_lab.core.players import random_player
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.codyroby import rules, solver
from codyroby_lab.games.codyroby.duel.state import DuelState, board_with
from codyroby_lab.games.codyroby.game import CodyRoby
from codyroby_lab.games.codyroby.program import parse
from codyroby_lab.games.codyroby.race import RaceState
from codyroby_lab.games.codyroby.robot import Robot

__all__ = ["best", "duel_moves", "heuristic_player", "random_player"]


def heuristic_player(state: Any, player: str, rng: np.random.Generator) -> Any:
    """A sensible action of ``player`` (the one to move) in a Duel or a Race (see the
    module docstring)."""
    if isinstance(state, DuelState):
        return _duel(state, rng)
    if isinstance(state, RaceState):
        return _race(state, rng)
    return random_player(state, player, rng)


def best(scored: list[tuple[Any, Action]], rng: np.random.Generator) -> Action:
    """The action of the highest score in ``scored``; ties broken with ``rng``."""
    top = max(s for s, _ in scored)
    ties = [m for s, m in scored if s == top]
    return ties[int(rng.integers(len(ties)))]


# --- Duel --------------------------------------------------------------------------------

def _walk(board: Any, at: Square, facing: Direction, cards: tuple[str, ...], goal: Square):
    """Run cards with the rules: ``(at, facing, outcome)``, outcome ``win``/``crash``/None."""
    for c in cards:
        if c == "F":
            nxt = rules.forward(board, at, facing)
            if nxt is None:
                return at, facing, "crash"
            at = nxt
            if at == goal:
                return at, facing, "win"
        else:
            facing = rules.turn(facing, c)
    return at, facing, None


def _duel(state: DuelState, rng: np.random.Generator) -> Action:
    me, them = state.robots[state.player], state.robots[state.opponent]
    if state.phase == "blocks":
        scored: list[tuple[Any, Action]] = []
        for m in state.legal_actions():
            board = board_with(state.board, frozenset({parse_square(m.args[0])}))
            theirs = solver.distance_map(board, me.at).get((them.at, them.facing), 99)
            mine = solver.distance_map(board, them.at).get((me.at, me.facing), 99)
            scored.append((theirs - mine, m))
        return best(scored, rng)
    scored = duel_moves(state)
    if not scored:  # every sequence crashes: lose with one card
        return state.legal_actions()[0]
    return best(scored, rng)


def duel_moves(state: DuelState) -> list[tuple[Any, Action]]:
    """The play phase's moves that stay on the board, each with the heuristic's score
    (higher is better: a win, then out of the opponent's reach, then closer to it)."""
    me, them = state.robots[state.player], state.robots[state.opponent]
    board, reach = state.board, len(state.hands[state.opponent])
    scored: list[tuple[Any, Action]] = []
    for m in state.legal_actions():
        at, facing, outcome = _walk(board, me.at, me.facing, m.args, them.at)
        if outcome == "win":
            scored.append(((2, 0, 0, -len(m.args)), m))
        elif outcome is None:
            danger = solver.distance_map(board, at).get((them.at, them.facing), 99) <= reach
            mine = solver.distance_map(board, them.at).get((at, facing), 99)
            scored.append(((0 if danger else 1, -mine, -len(m.args), 0), m))
    return scored


# --- Race --------------------------------------------------------------------------------

def _right(state: RaceState, m: Action) -> bool:
    g = state.game
    robot = Robot("roby", g.start, g.facing)
    s = CodyRoby(board=state.board, robots={"roby": robot}).new_state()
    s.run(m.args[0], trace=False)
    return s.halt == "end" and s.robots["roby"].at == state.path[-1]


def _race(state: RaceState, rng: np.random.Generator) -> Action:
    actions = state.legal_actions()
    if state.phase == "build":
        def room(m: Action) -> int:
            path = state.path + [parse_square(a) for a in m.args]
            end = path[-1]
            return sum(state.free(d.step(end), path) for d in (Direction.N, Direction.E,
                                                                 Direction.S, Direction.W))
        return best([(room(m), m) for m in actions], rng)
    programs = [m for m in actions if m.verb != "accept" and _right(state, m)]
    if programs:
        return best([(-parse(m.args[0]).card_count, m) for m in programs], rng)
    return next((m for m in actions if m.verb == "accept"), actions[0])
