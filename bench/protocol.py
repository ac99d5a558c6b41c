"""Protocol benchmark: what one ``State.apply`` costs in every registered game.

- ``apply_us_<game>``: mean microseconds per ``State.apply`` (events built, atomic) over
  random playouts of the protocol test's sample setup of each registered game
  (``tests/support/games.py``; the sealed-bid test game is the protocol's floor).
  Every playout is played first; then the playouts are played again from the same seeds
  with the same actions: only those replays' applies are timed (not choosing the actions,
  nor the clock per apply).
- ``roborally_register_phase_us``: one register phase through ``State.apply``, 8 robots on
  the 12x12 "grand-prix" board (belts, gears, lasers, pushers and every other Grand Prix
  element), random legal programs: the time of a whole turn's applies (8 program commits,
  the last one resolving the turn's five registers) divided by 5, replayed as above.

A guard, not a goal (issue 34: nobody pressing Run tells 50 from 100 microseconds; the
speed users feel is in ``bench/actions.py``, ``trace.py``, ``robin.py``,
``energy_seekers.py`` and ``grading.py``): no game more than twice the microseconds per
apply it took before its caches went, measured then on a busy machine (the mean of three
runs): codyroby 540, codyroby-duel 44, codyroby-race 250, codyroby-follow-me 50,
energy_seekers 32, robin 39, roborally 99, droids 51, sealed-bid 5.5; a register phase 81.

Times are this process's CPU time (``time.process_time``), so other programs sharing the
machine's cores stretch them less than wall-clock time would; compare figures measured the
same way, back to back.

    .venv/bin/python bench/protocol.py
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from codyroby_lab.core import registry  # noqa: E402
from codyroby_lab.core.protocol import Action, Game  # noqa: E402
from codyroby_lab.games.roborally.game import RoboRally  # noqa: E402
from tests.support.games import MAX_ACTIONS, game, random_action  # noqa: E402

CLOCK = time.process_time
NAMES = [f"R{i}" for i in range(8)]
SPOTS = ["A12", "B12", "C12", "E12", "G12", "H12", "J12", "K12"]


def apply_us(name: str, playouts: int) -> float:
    """Mean microseconds per apply over ``playouts`` random playouts of game ``name``."""
    g = game(name)
    rng = np.random.default_rng(0)
    plays = []
    for seed in range(playouts):
        s, actions = g.new_state(seed=seed), []
        for _ in range(MAX_ACTIONS):
            a = random_action(s, rng)
            if a is None:
                break
            s.apply(a)
            actions.append(a)
        plays.append((seed, actions))
    return 1e6 * replay(g, plays) / max(sum(len(a) for _, a in plays), 1)


def replay(g: Game, plays: list[tuple[int, list[Action]]]) -> float:
    """Seconds to apply each playout's actions again from the start of its game (the same
    seed gives the same game, so each one is legal again): only the applies are timed."""
    spent = 0.0
    for seed, actions in plays:
        s = g.new_state(seed=seed)
        t0 = CLOCK()
        for a in actions:
            s.apply(a)
        spent += CLOCK() - t0
    return spent


def register_phase_us(turns: int) -> float:
    """Microseconds per register phase, 8 robots on "grand-prix", through ``State.apply``."""
    g = RoboRally({"board": "grand-prix",
                   "robots": {n: {"at": sq} for n, sq in zip(NAMES, SPOTS, strict=True)}})
    rng = np.random.default_rng(0)
    plays, phases, seed = [], 0, 0
    while phases < 5 * turns:
        s, actions = g.new_state(seed=seed), []
        while not s.is_terminal() and phases < 5 * turns:
            turn = s.turn
            while s.turn == turn and not s.is_terminal():
                a = random_action(s, rng)
                s.apply(a)
                actions.append(a)
            phases += 5
        plays.append((seed, actions))
        seed += 1
    return 1e6 * replay(g, plays) / phases


def main(playouts: int = 100, turns: int = 40) -> dict:
    out = {f"apply_us_{name}": round(apply_us(name, playouts), 1) for name in registry.names()}
    out["roborally_register_phase_us"] = round(register_phase_us(turns), 1)
    return out


if __name__ == "__main__":
    print(json.dumps(main(*[int(a) for a in sys.argv[1:3]])))
