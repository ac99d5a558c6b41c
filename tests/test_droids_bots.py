"""Droids computer players: every scenario finishes with either bot, the planner programs
for the line its droid will be in, and it beats random play."""

from __future__ import annotations

import numpy as np
import pytest

from codyroby_lab.core.players import play
from codyroby_lab.games.droids import bots
from codyroby_lab.games.droids.game import Droids
from codyroby_lab.games.droids.objects import OBSTACLE
from codyroby_lab.games.droids.scenarios import SCENARIOS
from tests.support.droids_helpers import box

COUNTS = {"challenge": 4, "demine": 3, "microchips": 2, "madness": 2, "statue": 3,
          "labyrinth": 2, "killer": 1}


@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_every_scenario_finishes_with_either_bot(scenario):
    game = Droids.from_setup({"scenario": scenario, "players": COUNTS[scenario],
                              "max_turns": 25})
    for players in ([bots.random_legal] * COUNTS[scenario], [bots.planner] * COUNTS[scenario]):
        end = play(game, players, seed=3)
        assert end.is_terminal()
        assert set(end.returns().values()) <= {-1.0, 0.0, 1.0}


def test_the_planner_programs_for_the_line_its_droid_will_be_in():
    s = Droids.from_setup({"scenario": "statue", "players": ["red", "blue"], "phase": "program",
                           "first": "red", "robots": {"statue": "H9"},
                           "racks": {"red": ["V2", "V2", "VX", "V1"], "blue": ["B1"]}}
                          ).new_state()
    rng = np.random.default_rng(0)
    placed = []
    while s.phase == "program":
        if s.current_player() != "red":
            s.apply("pass")
            continue
        action = bots.planner(s, "red", rng)
        if action.verb == "pass":
            break
        # the chit goes on the transmitter of the line the droid will be in by then
        line_then = bots.run_program(s, 0).x[0]
        assert action.args[1] == s.game.line_names(0)[line_then]
        placed.append(action.text)
        s.apply(action)
    assert placed[0].startswith("place") and placed[0].split()[2] == "A"
    assert len({p.split()[2] for p in placed}) > 1    # the program spreads over lines
    sim = bots.run_program(s, 0)
    assert (sim.x[0], sim.y[0]) != (0, 0)             # and takes the droid somewhere


def test_the_planner_sends_the_pick_up_that_serves_it():
    s = Droids.from_setup({"scenario": "microchips", "players": ["red", "blue"],
                           "phase": "execute", "first": "red",
                           "robots": {"red": "D4"},
                           "transmitters": {"red": [box("D", "PU")]}}).new_state()
    action = bots.planner(s, s.current_player(), np.random.default_rng(0))
    assert action.text in ("send D E5", "send D D5") or action.args[1] in ("C5", "E5")
    s.apply(action)
    assert s.to_dict()["robots"]["red"]["carrying"] == "box"


def test_the_planner_covers_the_transmitters_far_from_its_droid():
    s = Droids.from_setup({"players": ["red", "blue"], "phase": "execute", "first": "red",
                           "robots": {"red": "C2", "blue": "E2"}, "dice": [9],
                           "transmitters": {"red": [box("C", "SH", "E")]}}).new_state()
    s.apply("send C")                   # 9 // 2 = 4 hits on blue, in column E
    chosen = []
    while s.phase == "cover":
        action = bots.planner(s, s.current_player(), np.random.default_rng(0))
        chosen.append(action.args[0])
        s.apply(action)
    assert len(chosen) == 4 and chosen[0] == "J"       # blue's droid is in column E
    assert all(abs(ord(c) - ord("E")) >= 3 for c in chosen)


@pytest.mark.parametrize("scenario", ["challenge", "statue", "labyrinth"])
def test_the_planner_beats_random_play(scenario):
    n = COUNTS[scenario] if scenario != "challenge" else 2
    game = Droids.from_setup({"scenario": scenario, "players": n})
    wins = sum(play(game, [bots.planner] + [bots.random_legal] * (n - 1),
                    seed=seed).winner == game.players[0] for seed in range(12))
    assert wins >= 9


def test_a_bot_plays_only_legal_actions():
    game = Droids.from_setup({"scenario": "demine", "players": 3, "max_turns": 6})
    state = game.new_state(seed=5)
    rng = np.random.default_rng(5)
    while not state.is_terminal():
        action = bots.planner(state, state.current_player(), rng)
        state.check(state.checked(action))
        state.apply(action)


@pytest.mark.parametrize("seed", range(4))
def test_the_challenge_computer_never_pens_a_droid_in_before_the_game(seed):
    """Walk 08v, fault 13: in The Challenge the computer's first obstacles went on B1 and A2,
    shutting Red in on A1 before the game began. Its obstacles stay off the squares next to
    a droid and always leave it a straight way out of its corner."""
    s = Droids.from_setup({"scenario": "challenge", "players": ["red", "blue"]}).new_state(seed)
    rng = np.random.default_rng(seed)
    while s.phase == "place":
        s.apply(bots.planner(s, s.current_player(), rng))
    for p in range(2):
        cell = s.y[p] * s.game.board.width + s.x[p]
        reach = [d for d in bots.distances(s, {cell}) if d < bots.FAR]
        assert max(reach) >= 4, (s.game.players[p], reach)
        assert not any(s.obj[c] == OBSTACLE for c in bots._around(s, cell)), s.game.players[p]
