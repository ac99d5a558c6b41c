"""The computer players: every action they choose is legal; the planner reaches a flag when a
program does, keeps clear of pits, sees walls, powers down when badly damaged, and sharing
the simulation of same-kind cards never changes its choice's worth."""

import numpy as np
import pytest

from codyroby_lab.core.players import play
from codyroby_lab.games.roborally.bots import FAR, Plan, distances, planner, random_bot
from codyroby_lab.games.roborally.game import RoboRally
from tests.support.rr import board, robot, robots

HAND = ["Move 1 490", "Move 2 670", "Move 3 790", "Rotate Left 70", "Rotate Right 80",
        "U-Turn 10", "Back Up 430", "Move 1 500", "Rotate Left 90"]


def one(b, at="C6 N", **more):
    return RoboRally({"board": b, "robots": robots(A=at), "hands": {"A": HAND},
                      **more}).new_state(seed=0)


def test_the_bots_play_whole_games_with_legal_actions_only():
    g = RoboRally({"board": "checkmate", "robots": ["Twonky", "Zoom Bot", "Hammer Bot"],
                   "max_turns": 8})
    rng = np.random.default_rng(3)
    bots = {"Twonky": planner, "Zoom Bot": planner, "Hammer Bot": random_bot}
    for seed in range(2):
        s = play(g, bots, seed, rng=rng)
        assert s.is_terminal() and s.turn <= 8


def test_the_planner_keeps_clear_of_a_pit_on_the_straight_way():
    s = one(board("flag C1 1; pit C4"))
    s.apply(planner(s, "A"))
    assert not robot(s, "A")["destroyed"]


def test_distances_go_round_walls_and_pits():
    g = RoboRally({"board": board("flag C1 1; wall C2 S; pit B2"), "robots": robots(A="C6 N")})
    t = g.tables
    d = distances(t, t.cell((2, 0)))
    assert d[t.cell((2, 1))] == 1 and d[t.cell((2, 2))] == 4  # round the wall: D3 D2 C2 C1
    assert d[t.cell((1, 1))] == FAR


def test_the_planner_powers_down_when_badly_damaged_and_powers_up_after():
    locked = {"4": "Rotate Left 110", "5": "Rotate Right 100"}
    g = RoboRally({"board": board(), "robots": robots(A={"at": "C6", "damage": 6,
                                                         "registers": locked}),
                   "hands": {"A": HAND[3:6]}})
    s = g.new_state(seed=0)
    a = planner(s, "A")
    assert a.args[-1] == "down"
    s.apply(a)
    assert robot(s, "A")["powered_down"] and planner(s, "A").text == "power up"


@pytest.mark.parametrize("seed", range(3))
def test_sharing_same_kind_cards_finds_an_equally_good_program(seed):
    g = RoboRally({"board": "grand-prix", "robots": {"A": {"at": "E12"}}})
    s = g.new_state(seed=seed)
    shared, every = Plan.of(s, "A"), Plan.of(s, "A", share_kinds=False)
    assert shared.score == every.score and shared.simulated < every.simulated
    assert every.simulated <= 9 + 72 + 504 + 3024 + 15120
