"""Referee benchmark: how long one Robin game takes when a learner's strategy misbehaves.

A strategy that sleeps, spins, runs long C code or answers with an object whose unpickling
would sleep must cost its game no more than the time limit per decision plus the start and
stop of its process: the referee ends it and the game goes on. Prints one JSON line:
``seconds`` per faulty strategy (one game against ``greedy`` with a time limit of 0.3 s;
target: each under 10 s; the unpickling one under 30 s, since an answer whose unpickling ran in
the referee would take 3 s each), whether the game ended with the faulty player's forfeit
(``forfeit_seat``: 0) or with no forfeit (None), and the machine's 1-minute ``load``. One
game of two well-behaved strategies runs first, not timed, so that what a first game pays
once (imports, the first strategy process) is charged to none of them.

    .venv/bin/python bench/referee.py
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from codyroby_lab.games.robin import Robin, greedy  # noqa: E402
from codyroby_lab.games.robin.referee import play  # noqa: E402
from tests.support.faulty import c_loop, sleeper, slow_unpickle, spinner  # noqa: E402

TIME_LIMIT = 0.3


def first_legal(obs):  # a well-behaved learner's strategy, played in its own process
    return obs.legal[0]


def main() -> None:
    seconds, forfeits = {}, {}
    play(Robin(players=2), [first_legal, greedy], seed=3, time_limit=TIME_LIMIT)  # (warm-up)
    for bad in (sleeper, spinner, c_loop, slow_unpickle):
        start = time.perf_counter()
        out = play(Robin(players=2), [bad, greedy], seed=3, time_limit=TIME_LIMIT)
        seconds[bad.__name__] = round(time.perf_counter() - start, 2)
        forfeits[bad.__name__] = out.forfeit
    print(json.dumps({"bench": "referee", "time_limit": TIME_LIMIT, "seconds": seconds,
                      "forfeit_seat": forfeits, "load": round(os.getloadavg()[0], 2)}))


if __name__ == "__main__":
    main()
