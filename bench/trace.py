"""Trace benchmark: 1,000,000 cards with full tracing vs the same run recording nothing.

Prints one JSON line: steps, traced_steps_per_s, overhead_ratio (traced / bare time),
bytes_per_step (trace memory / steps), seek_ms (median of 1,000 random ``trace[i]``),
tutor_steps_per_s and times_tutor (traced_steps_per_s / tutor_steps_per_s): the same walk
written as a small Python program (:data:`WALK`, one line per card) and traced the way
Python Tutor traces a program, a ``bdb`` debugger stepping line by line and recording at
each line the frames' variables, the globals and the objects they refer to
(:class:`LineTracer`). Python Tutor stops after 1,000 lines, and a tracer holding more
records gets slower per line, so it traces the walk's first 10,000 cards (``TUTOR_ROUNDS``
of the 1,000 rounds), which flatters it.
Targets (issue 2): overhead_ratio <= 3, bytes_per_step <= 32, seek_ms <= 1; (issue 34)
times_tutor >= 50.

    .venv/bin/python bench/trace.py
"""

from __future__ import annotations

import bdb
import json
import statistics
import time
from types import FrameType
from typing import Any

import numpy as np

from codyroby_lab.core.geometry import Direction
from codyroby_lab.games.codyroby import Board, CodyRoby, Robot
from codyroby_lab.games.codyroby.program import parse

# Nested REPEATs on an open 12x12 board: 1000 * 125 * 8 = 1,000,000 cards, no crash.
PROGRAM = parse("REPEAT 1000 [REPEAT 125 [F R F R F R F R]]")
TUTOR_ROUNDS = 10
# The same walk in Python: Roby on E6 (x 5, y 5) facing north (0); F is a step, R a turn.
WALK = """\
def walk(rounds):
    x, y, facing = 5, 5, 0
    for _ in range(rounds):
        for _ in range(125):
            x, y = x + DX[facing], y + DY[facing]
            facing = (facing + 1) % 4
            x, y = x + DX[facing], y + DY[facing]
            facing = (facing + 1) % 4
            x, y = x + DX[facing], y + DY[facing]
            facing = (facing + 1) % 4
            x, y = x + DX[facing], y + DY[facing]
            facing = (facing + 1) % 4
    return x, y, facing

end = walk(ROUNDS)
"""


def fresh():
    game = CodyRoby(board=Board(12, 12), robots={"roby": Robot("roby", (5, 5), Direction.N)},
                    step_limit=2_000_000)
    return game.new_state()


class LineTracer(bdb.Bdb):
    """Steps through a program line by line and records, at each of its lines, the line,
    its frames' variables and the globals, each value a number or a reference to an object
    listed once in the line's heap (how a visualiser like Python Tutor sees a program)."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[dict[str, Any]] = []

    def user_line(self, frame: FrameType) -> None:
        if frame.f_code.co_filename != "<walk>":
            return
        heap: dict[int, list[Any]] = {}
        stack = []
        f: FrameType | None = frame
        while f is not None and f.f_code.co_filename == "<walk>":
            if f.f_code.co_name != "<module>":
                stack.append({"function": f.f_code.co_name, "line": f.f_lineno,
                              "locals": {k: _value(v, heap) for k, v in f.f_locals.items()}})
            f = f.f_back
        self.lines.append({"line": frame.f_lineno, "stack": stack[::-1], "heap": heap,
                           "globals": {k: _value(v, heap) for k, v in frame.f_globals.items()
                                       if not k.startswith("__")}})
        self.set_step()


def _value(v: Any, heap: dict[int, list[Any]]) -> Any:
    """A number as it is; an object as a reference, listed in ``heap`` (a tuple item by
    item, a function by its name)."""
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    if id(v) not in heap:
        heap[id(v)] = ([type(v).__name__, *(_value(x, heap) for x in v)]
                       if isinstance(v, tuple) else [type(v).__name__, v.__name__])
    return ["ref", id(v)]


def tutor_walk() -> int:
    """Trace :data:`WALK`'s first ``TUTOR_ROUNDS`` rounds; returns the cards it played."""
    tracer = LineTracer()
    names = {"DX": (0, 1, 0, -1), "DY": (-1, 0, 1, 0), "ROUNDS": TUTOR_ROUNDS}
    tracer.run(compile(WALK, "<walk>", "exec"), names)
    assert names["end"] == (5, 5, 0) and tracer.lines  # the walk ends where it began
    return TUTOR_ROUNDS * 125 * 8


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
    tutor, cards = best_of(3, tutor_walk)
    print(json.dumps({
        "steps": trace.steps,
        "traced_steps_per_s": round(trace.steps / traced),
        "bare_steps_per_s": round(trace.steps / bare),
        "overhead_ratio": round(traced / bare, 2),
        "bytes_per_step": round(trace.nbytes / trace.steps, 2),
        "seek_ms": round(statistics.median(seeks) * 1000, 4),
        "tutor_steps_per_s": round(cards / tutor),
        "times_tutor": round(trace.steps / traced / (cards / tutor), 1),
    }))


if __name__ == "__main__":
    main()
