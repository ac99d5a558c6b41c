"""Solver benchmark: how fast the shortest program is found on 6x6 boards, the figure a
board editor shows live ("best: 8 cards").

Prints one JSON line: boards_per_s (challenges solved per second, each on a new board so
that nothing is cached: random 6x6 boards with a few blocks, random start and target, every
blue card allowed), boards_per_cpu_s (the same per second of this process's CPU time: what
a quiet core would give), slowest_s and slowest_cpu_s (the slowest board, in wall and CPU
time) (the slowest of them; target: well under 1 s),
road_s (the road board of issue 32), exact (the share of answers the search proved
shortest, the others being "at most N"), and load (the machine's 1-minute load average
before and after: a shared machine makes every figure slower).

    .venv/bin/python bench/solver.py [boards]
"""

from __future__ import annotations

import json
import os
import sys
import time

import numpy as np

from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.solver import ALL_BLUE, solve

BOARDS = 30
ROAD = dict(width=6, height=6, path=["A6", "A5", "A4", "B4", "C4", "C3", "C2", "D2", "E2", "E1"])


def _boards(n: int) -> list[tuple[Board, tuple[int, int], tuple[int, int]]]:
    rng = np.random.default_rng(32)
    out = []
    while len(out) < n:
        cells = [(x, y) for y in range(6) for x in range(6)]
        picked = rng.permutation(len(cells))
        blocks = [cells[i] for i in picked[:int(rng.integers(0, 9))]]
        start, target = cells[picked[-1]], cells[picked[-2]]
        out.append((Board(6, 6, blocks=blocks), start, target))
    return out


def main(n: int = BOARDS) -> dict[str, object]:
    load = [round(os.getloadavg()[0], 2)]
    solve(Board(6, 6), "A6", "N", "F1", blue=ALL_BLUE)  # warm up (imports, numpy)
    times, cpus, exact = [], [], 0
    for board, start, target in _boards(n):
        t, c = time.perf_counter(), time.process_time()
        a = solve(board, start, "N", target, blue=ALL_BLUE)
        times.append(time.perf_counter() - t)
        cpus.append(time.process_time() - c)
        exact += a.exact or a.program is None
    t = time.perf_counter()
    solve(Board(**ROAD), "A6", "N", "E1", blue=ALL_BLUE)
    road = time.perf_counter() - t
    load.append(round(os.getloadavg()[0], 2))
    return {"boards_per_s": round(n / sum(times), 2), "boards_per_cpu_s": round(n / sum(cpus), 2),
            "slowest_s": round(max(times), 3), "slowest_cpu_s": round(max(cpus), 3),
            "road_s": round(road, 3), "exact": round(exact / n, 2), "boards": n, "load": load}


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]) if len(sys.argv) > 1 else BOARDS)))
