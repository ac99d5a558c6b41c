"""The numpy batch plays by the same rules as the scalar engine: its statistics match.

Both sides use the same policies (bots.random_legal / bots.greedy, which the batch mirrors
exactly) and the same setup; only the random numbers differ. Each check is a z-test at 4.5
standard errors, with fixed seeds, so the test is deterministic.
"""

import numpy as np
import pytest

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.players import play
from codyroby_lab.games.energy_seekers import EnergySeekers
from codyroby_lab.games.energy_seekers.batch import simulate
from codyroby_lab.games.energy_seekers.bots import greedy, random_legal

BOTS = {"greedy": greedy, "random": random_legal}
Z = 4.5
# A staircase path with a Repetition square in the middle of each straight: from there a
# hand of F cards moves one square but not two, so players are often stuck by the doubling.
STAIRS = {"width": 9, "height": 9,
          "path": ["A1", "B1", "C1", "C2", "C3", "D3", "E3", "E4", "E5", "F5", "G5", "G6", "G7",
                   "H7", "I7", "I8", "I9"],
          "specials": [{"kind": "repetition", "at": sq}
                       for sq in ("B1", "C2", "D3", "E4", "F5", "G6", "H7")]}


def scalar(game, strategy, n):
    ends = [play(game, [BOTS[strategy]] * len(game.players), seed=s) for s in range(n)]
    winner = [-1 if e.winner is None else game.players.index(e.winner) for e in ends]
    return (np.array([e.turns for e in ends]), np.array(winner),
            np.array([e.visits for e in ends]))


def close(a, b, what):
    """Means of samples a (scalar) and b (batch) agree within Z standard errors (the spread
    is the batch's, the larger sample: a rare event may not show in the scalar one)."""
    a, b = np.asarray(a, float), np.asarray(b, float)
    se = np.sqrt(b.var(axis=0) * (1 / len(a) + 1 / len(b))) + 1e-3
    z = np.abs(a.mean(axis=0) - b.mean(axis=0)) / se
    assert np.all(z < Z), f"{what}: scalar {a.mean(axis=0)} batch {b.mean(axis=0)}"


@pytest.mark.parametrize("strategy, setup, n", [
    ("greedy", {"players": 3}, 150),
    ("random", {"players": 2, "max_turns": 120, "challenge": {"chance": 0.5,
                                                              "failure": {"remote": True}}}, 120),
    ("greedy", {"board": STAIRS, "players": 2}, 150),
])
def test_batch_statistics_match_the_scalar_engine(strategy, setup, n):
    game = EnergySeekers.from_setup(setup)
    length, winner, visits = scalar(game, strategy, n)
    batch = simulate(game, 20000, strategy=strategy, seed=11)
    close(length, batch.length, "game length")
    for i in range(-1, len(game.players)):
        close(winner == i, batch.winner == i, f"wins of player {i}")
    close(visits, batch.visits, "square visits")
    board = game.board
    special = [at for at in range(board.size) if board.kind(at)]
    close(visits[:, special].sum(1), batch.visits[:, special].sum(1), "special squares hit")


def test_mixed_strategies_and_bad_arguments():
    game = EnergySeekers(players=2)
    r = simulate(game, 3000, strategy=["greedy", "random"], seed=2)
    assert r.win_rates()["P1"] > 0.9
    with pytest.raises(SetupError):
        simulate(game, 10, strategy="clever")
    judged = EnergySeekers(players=2, challenge=lambda state, who: True)
    with pytest.raises(SetupError, match="cannot call"):
        simulate(judged, 10)
