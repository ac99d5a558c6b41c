"""Droids benchmark: whole games and execution phases through the protocol (``apply``, atomic,
no trace: the engine's fastest honest mode).

- ``games_per_s``: whole 4-player games of The Challenge (obstacles placed, then turns
  until one player is left) with random legal computer players (target >= 100);
- ``planner_games_per_s``: the same with four planning computer players (they last longer:
  ``planner_mean_turns``);
- ``execution_phases_per_s``: execution phases (the orders of 4 players sent, covers
  chosen, to the next turn's draw) replayed from positions the planners programmed, each
  player sending its first legal order (target >= 5,000).

Times are CPU seconds of this process (``time.process_time``), so other programs on a
shared machine do not slow the figures down. Prints one JSON line.

    .venv/bin/python bench/droids.py
"""

from __future__ import annotations

import json
import sys
import time

import numpy as np

from codyroby_lab.core.players import play
from codyroby_lab.games.droids import Droids
from codyroby_lab.games.droids.bots import planner, random_legal

SETUP = {"scenario": "challenge", "players": 4}


def whole_games(bot, games: int) -> tuple[float, float]:
    game = Droids.from_setup(SETUP)
    t0 = time.process_time()
    turns = [play(game, [bot] * 4, seed=seed).turn for seed in range(games)]
    return games / (time.process_time() - t0), float(np.mean(turns))


def execution_starts(games: int) -> list:
    """The position at the start of every execution phase of some planners' games."""
    game = Droids.from_setup(SETUP)
    starts = []
    for seed in range(games):
        state = game.new_state(seed=seed)
        rng = np.random.default_rng(seed)
        while not state.is_terminal():
            before = state.phase
            state.apply(planner(state, state.current_player(), rng))
            if state.phase == "execute" and before == "program":
                starts.append(state.clone())
    return starts


def execution_phases(starts: list, rounds: int) -> float:
    t0 = time.process_time()
    for _ in range(rounds):
        for start in starts:
            state = start.clone()
            while state.phase in ("execute", "cover"):
                state.apply(state.legal_actions()[0])
    return rounds * len(starts) / (time.process_time() - t0)


def main(games: int = 300, planner_games: int = 20, rounds: int = 5) -> dict:
    Droids.from_setup(SETUP).new_state(seed=0)      # data files and schemas, outside timing
    games_per_s, turns = whole_games(random_legal, games)
    planner_per_s, planner_turns = whole_games(planner, planner_games)
    starts = execution_starts(planner_games)
    phases = execution_phases(starts, rounds)
    return {"games_per_s": round(games_per_s, 1), "mean_turns": round(turns, 2),
            "planner_games_per_s": round(planner_per_s, 1),
            "planner_mean_turns": round(planner_turns, 2),
            "execution_phases_per_s": round(phases, 1), "phases": len(starts)}


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:4]]
    print(json.dumps(main(*args)))
