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
``energy_seekers.py`` and ``grading.py``): the script exits with status 1, naming the game,
when a figure is more than twice the one in :data:`TODAY`: what the code of commit
6aa978e8 took (December 2026; the mean of three runs on the 2-core development machine
under a load of about 10, measured the way this script measures).

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

#: each figure at commit 6aa978e8, in microseconds: no figure may be more than twice it
TODAY = {"apply_us_codyroby": 480.6, "apply_us_codyroby-duel": 42.5,
         "apply_us_codyroby-race": 195.1, "apply_us_codyroby-follow-me": 51.5,
         "apply_us_energy_seekers": 36.2, "apply_us_robin": 37.7, "apply_us_roborally": 112.7,
         "apply_us_droids": 49.7, "apply_us_sealed-bid": 9.7,
         "roborally_register_phase_us": 91.9}


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


def too_slow(figures: dict[str, float]) -> list[str]:
    """What is wrong with ``figures``: each one more than twice its figure in
    :data:`TODAY` (a figure with none there is not guarded).

    >>> too_slow({"apply_us_robin": 60.0, "apply_us_new-game": 900.0})
    []
    >>> too_slow({"apply_us_robin": 80.0})
    ['apply_us_robin: 80.0 us, more than twice 37.7']
    """
    return [f"{key}: {us} us, more than twice {TODAY[key]}" for key, us in figures.items()
            if key in TODAY and us > 2 * TODAY[key]]


if __name__ == "__main__":
    figures = main(*[int(a) for a in sys.argv[1:3]])
    print(json.dumps(figures))
    slow = too_slow(figures)
    if slow:
        sys.exit("too slow: " + "; ".join(slow))
