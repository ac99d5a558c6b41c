"""Computer players: legal, deterministic for a seed, and sensible."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.players import play
from codyroby_lab.games.codyroby import solver
from codyroby_lab.games.codyroby.bots import heuristic_player, random_player
from codyroby_lab.games.codyroby.duel import Duel
from codyroby_lab.games.codyroby.race import Race

BOTS = {"random": random_player, "heuristic": heuristic_player}


def duel(**setup):
    base = {"deck": ["F"] * 20 + ["L"] * 5 + ["R"] * 5, "blocks_each": 0}
    return Duel.from_setup({**base, **setup}).new_state(seed=0)


@pytest.mark.rule("codyroby.duel.win")
def test_heuristic_wins_when_it_can():
    s = duel(hands={"A": ["R", "L", "F", "F", "L"], "B": ["F"] * 5},
             robots={"A": {"at": "A5", "facing": "N"}, "B": {"at": "A3", "facing": "S"}})
    action = heuristic_player(s, s.player, np.random.default_rng(0))
    assert str(action) == "play F F"


@pytest.mark.rule("codyroby.duel.lose")
def test_heuristic_never_crashes_when_it_can_help_it():
    s = duel(hands={"A": ["F", "F", "F", "F", "L"], "B": ["F"] * 5},
             robots={"A": {"at": "A2", "facing": "N"}, "B": {"at": "E5", "facing": "N"}})
    for seed in range(10):
        action = heuristic_player(s, s.player, np.random.default_rng(seed))
        assert action.args in (("F",), ("L",), ("F", "L"))  # a second F would leave the board
        assert "Crashed" not in [e.kind for e in s.clone().apply(action)]


def test_heuristic_keeps_out_of_reach():
    # B on A1 facing south holds five F: all of column A is within its reach
    s = duel(hands={"A": ["F", "R", "F", "L", "L"], "B": ["F"] * 5},
             robots={"A": {"at": "A5", "facing": "N"}, "B": {"at": "A1", "facing": "S"}})
    s.apply(heuristic_player(s, s.player, np.random.default_rng(0)))
    a = s.robots["A"]
    assert a.at[0] > 0
    assert solver.distance(s.board, "A1", "S", a.at) > 5


def test_heuristic_beats_random_at_the_duel():
    wins = 0
    for seed in range(12):
        s = play(Duel(), [heuristic_player, random_player], seed=seed)
        wins += s.winner == "A"
    assert wins >= 10


@pytest.mark.rule("codyroby.race.fewer")
def test_race_heuristic_goes_short_and_counters():
    s = Race.from_setup({"length": 4, "blocks": True,
                         "path": ["A5", "A4", "A3", "A2", "A1"]}).new_state()
    rng = np.random.default_rng(0)
    assert str(heuristic_player(s, s.player, rng)) == "go REPEAT 4 [F]"
    s.apply("go F F F F")
    assert str(heuristic_player(s, s.player, rng)) == "counter REPEAT 4 [F]"
    s = Race.from_setup({"length": 2, "path": ["A5", "A4", "A3"]}).new_state()
    s.apply("go F F")
    assert str(heuristic_player(s, s.player, rng)) == "accept"


@pytest.mark.rule("codyroby.race.build")
def test_race_heuristic_keeps_the_path_open():
    s = Race.from_setup({"length": 12}).new_state()
    state = play(s, [heuristic_player, heuristic_player], rng=np.random.default_rng(3))
    assert len(state.path) == 13 and state.winner in ("A", "B")


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**31), st.sampled_from(sorted(BOTS)), st.sampled_from(sorted(BOTS)),
       st.sampled_from(["duel", "race"]))
def test_bot_games_are_fixed_by_the_seed(seed, first, second, which):
    def game():
        s = Duel().new_state(seed=seed) if which == "duel" else Race().new_state(seed=seed)
        rng = np.random.default_rng(seed)
        log = []
        while not s.is_terminal():
            action = BOTS[first if s.player == "A" else second](s, s.player, rng)
            assert str(action) in {str(a) for a in s.legal_actions()}
            log.append((str(action), [e.text for e in s.apply(action)]))
        return log, s.to_dict()

    assert game() == game()
