"""Energy Seekers benchmark: the numpy batch simulator against the scalar engine.

Both play 2-player games on the default board with the greedy policy (bots.greedy; the
batch mirrors it exactly). The scalar engine plays SCALAR_GAMES games with ``apply`` (no
trace: its fastest mode); the batch plays 100,000 games. Prints one JSON line:
scalar_games_per_s, batch_games_per_s, ratio (target >= 50), games, mean_length.

    .venv/bin/python bench/energy_seekers.py
"""

from __future__ import annotations

import json
import sys
import time

from codyroby_lab.core.players import play
from codyroby_lab.games.energy_seekers import EnergySeekers
from codyroby_lab.games.energy_seekers.batch import simulate
from codyroby_lab.games.energy_seekers.bots import greedy

BATCH_GAMES = 100_000
SCALAR_GAMES = 300


def main(batch_games: int = BATCH_GAMES, scalar_games: int = SCALAR_GAMES) -> dict:
    game = EnergySeekers(players=2)
    simulate(game, 100, seed=0)  # build the rule tables once, outside the timing
    t0 = time.perf_counter()
    for seed in range(scalar_games):
        play(game, [greedy, greedy], seed=seed)
    scalar = scalar_games / (time.perf_counter() - t0)
    t0 = time.perf_counter()
    result = simulate(game, batch_games, strategy="greedy", seed=1)
    batch = batch_games / (time.perf_counter() - t0)
    return {"scalar_games_per_s": round(scalar, 1), "batch_games_per_s": round(batch, 1),
            "ratio": round(batch / scalar, 1), "games": batch_games,
            "mean_length": round(float(result.length.mean()), 2)}


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    print(json.dumps(main(*args)))
