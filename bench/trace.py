"""Trace benchmark: 1,000,000 cards with full tracing vs the same run recording nothing.

Prints one JSON line: steps, traced_steps_per_s, overhead_ratio (traced / bare time),
bytes_per_step (trace memory / steps), seek_ms (median of 1,000 random ``trace[i]``).
Targets (issue 2): overhead_ratio <= 3, bytes_per_step <= 32, seek_ms <= 1.

    .venv/bin/python bench/trace.py
"""

from __future__ import annotations

import json
import statistics
import time

import numpy as np

from codyroby_lab.core.geometry import Direction
from codyroby_lab.games.codyroby import Board, CodyRoby, Robot
from codyroby_lab.games.codyroby.program import parse

# Nested REPEATs on an open 12x12 board: 1000 * 125 * 8 = 1,000,000 cards, no crash.
PROGRAM = parse("REPEAT 1000 [REPEAT 125 [F R F R F R F R]]")


def fresh():
    game = CodyRoby(board=Board(12, 12), robots={"roby": Robot("roby", (5, 5), Direction.N)},
                    step_limit=2_000_000)
    return game.new_state()


def best_of(n, fn):
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t0)
    return min(times), out


def main() -> None:
    bare, _ = best_of(3, lambda: fresh().run(PROGRAM, trace=False))

    def traced_run():
        trace = fresh().run(PROGRAM)
        _ = trace.nbytes  # builds the compact arrays and checkpoints: part of the cost
        return trace

    traced, trace = best_of(3, traced_run)
    rng = np.random.default_rng(1)
    seeks = []
    for i in rng.integers(0, len(trace), 1000):
        t0 = time.perf_counter()
        trace[int(i)]
        seeks.append(time.perf_counter() - t0)
    print(json.dumps({
        "steps": trace.steps,
        "traced_steps_per_s": round(trace.steps / traced),
        "bare_steps_per_s": round(trace.steps / bare),
        "overhead_ratio": round(traced / bare, 2),
        "bytes_per_step": round(trace.nbytes / trace.steps, 2),
        "seek_ms": round(statistics.median(seeks) * 1000, 4),
    }))


if __name__ == "__main__":
    main()
