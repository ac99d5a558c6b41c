"""RoboRally benchmark: the register phase's fast path, whole games, and the planner.

- ``register_phases_per_s``: register phases played on the fast path (no events), 8 robots
  on the 12x12 "grand-prix" board (every Grand Prix element on it), random cards; the
  robots go back to their start every 5 registers (a turn). Target >= 20,000.
- ``games_per_s``: whole games through ``State.apply`` (every event built), three planners
  racing on the "checkmate" board (at most 40 turns); ``mean_turns`` their length.
- ``planner_seconds``: one planner choice among all 15,120 programs of a full hand, 8 robots
  on "grand-prix" (mean over 10 positions); ``planner_programs_per_s`` = 15,120 / that.
  Target < 1 s. ``planner_seconds_every_card``: the same without sharing the simulation
  of cards of one kind (every one of the 18,729 register phases of the program tree).

    .venv/bin/python bench/roborally.py
"""

from __future__ import annotations

import json
import sys
import time

import numpy as np

from codyroby_lab.games.roborally.bots import Plan, planner
from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.games.roborally.phase import register_phase
from codyroby_lab.games.roborally.robots import Ctx

NAMES = [f"R{i}" for i in range(8)]
SPOTS = ["A12", "B12", "C12", "E12", "G12", "H12", "J12", "K12"]


def eight() -> RoboRally:
    return RoboRally({"board": "grand-prix",
                      "robots": {n: {"at": sq} for n, sq in zip(NAMES, SPOTS, strict=True)}})


def register_phases(n: int) -> float:
    g = eight()
    start = g.new_state(seed=0).bots
    cards = np.random.default_rng(0).integers(1, 85, size=(n, len(NAMES))).tolist()
    x = Ctx(g.tables, start.copy(), 1, None, list(NAMES), None, g)
    t0 = time.perf_counter()
    for k in range(n):
        if k % 5 == 0:
            x.b = start.copy()
        x.reg = k % 5 + 1
        x.bit, x.winners = 1 << x.reg, []
        register_phase(x, cards[k], g.cards)
    return n / (time.perf_counter() - t0)


def games(n: int) -> tuple[float, float]:
    g = RoboRally({"board": "checkmate", "robots": ["Twonky", "Zoom Bot", "Hammer Bot"],
                   "max_turns": 40})
    turns = 0
    t0 = time.perf_counter()
    for seed in range(n):
        s = g.new_state(seed=seed)
        while not s.is_terminal():
            for p in s.waiting_for():
                s.apply(planner(s, p))
        turns += s.turn
    return n / (time.perf_counter() - t0), turns / n


def plans(n: int, share: bool = True) -> float:
    g = eight()
    t0 = time.perf_counter()
    for seed in range(n):
        Plan.of(g.new_state(seed=seed), "R3", share_kinds=share)
    return (time.perf_counter() - t0) / n


def main(phases: int = 40_000, n_games: int = 3, n_plans: int = 10) -> dict:
    rate = register_phases(phases)
    games_rate, mean_turns = games(n_games)
    seconds = plans(n_plans)
    every = plans(2, share=False)
    return {"register_phases_per_s": round(rate), "games_per_s": round(games_rate, 3),
            "mean_turns": round(mean_turns, 1),
            "planner_programs_per_s": round(15120 / seconds),
            "planner_seconds": round(seconds, 4),
            "planner_seconds_every_card": round(every, 3)}


if __name__ == "__main__":
    print(json.dumps(main(*[int(a) for a in sys.argv[1:4]])))
