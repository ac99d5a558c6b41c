"""Sandbox benchmark: what one learner's strategy process costs to start, in each isolation.

Prints one JSON line: for ``namespaces`` (bubblewrap; only where it runs here) and
``limits`` (the limited mode: resource limits and an isolated Python), the median seconds
from nothing to a strategy loaded and answering in its own process (``start_s_*``: a fresh
Python, its sandbox, the strategy sent and loaded), and to that process stopped whole and
its scratch folder gone (``stop_s_*``), over ``REPEATS`` starts; ``isolation``: what a
tournament here runs. A tournament starts one such process per learner's strategy and
worker, so this is a tournament's fixed cost per strategy, beside its games
(``bench/robin.py``). Wall-clock time: run it on a quiet machine.

    .venv/bin/python bench/sandbox.py [repeats]
"""

from __future__ import annotations

import json
import statistics
import sys
import time

from codyroby_lab.core import sandbox as learners
from codyroby_lab.games.robin.game import Robin
from codyroby_lab.games.robin.observation import deck_message
from codyroby_lab.games.robin.sandbox import Host, pack

REPEATS = 10


def first_legal(obs):  # a learner's strategy, sent as its source
    return obs.legal[0]


def cost(namespaces: bool, repeats: int) -> tuple[float, float]:
    """Median seconds to start and load a strategy's process, and to stop it."""
    spec, deck = pack(first_legal), deck_message(Robin(players=4).deck)
    starts, stops = [], []
    for _ in range(repeats):
        host = Host(spec, deck, namespaces=namespaces)
        begin = time.perf_counter()
        host.start()
        started = time.perf_counter()
        host.close()
        starts.append(started - begin)
        stops.append(time.perf_counter() - started)
    return statistics.median(starts), statistics.median(stops)


def main(repeats: int = REPEATS) -> dict:
    out: dict = {"isolation": learners.isolation()}
    modes = [("limits", False)]
    if out["isolation"] == "namespaces (bubblewrap)":
        modes.insert(0, ("namespaces", True))
    for name, namespaces in modes:
        start, stop = cost(namespaces, repeats)
        out[f"start_s_{name}"], out[f"stop_s_{name}"] = round(start, 3), round(stop, 3)
    return out


if __name__ == "__main__":
    print(json.dumps(main(*[int(a) for a in sys.argv[1:2]])))
