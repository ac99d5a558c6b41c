"""Seguimi: a test per rule, the comparison, illegal actions, bad setups, traces."""

from __future__ import annotations

import json
from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.protocol import record
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby.follow_me import FollowMe, FollowMeState


def fixed(**extra) -> FollowMeState:
    setup = {"programs": ["F F R F", "L F F R"], "shuffled": [["R", "F", "F", "F"],
                                                              ["F", "R", "L", "F"]],
             "length": 4, **extra}
    return FollowMe.from_setup(setup).new_state(seed=0)


@pytest.mark.rule("codyroby.follow-me.trail")
def test_the_layer_lays_a_hidden_trail_and_its_cards_are_shuffled():
    s = FollowMe.from_setup({"length": 5, "rounds": 1}).new_state(seed=3)
    assert s.phase == "lay" and s.player == "A"
    events = s.apply("lay F F R F F")
    assert events[0].kind == kinds.LAID and events[0].rule.id == "codyroby.follow-me.trail"
    assert s.trail_names() == ["C3", "C2", "C1", "D1", "E1"]
    assert Counter(s.shuffled) == Counter("FFRFF") and s.player == "B"
    scene = s.scene("B")
    assert scene["layers"][0]["squares"] == [[2, 2], [2, 1], [2, 0], [3, 0], [4, 0]]
    assert scene["editor"]["hand"] == s.shuffled
    assert "hidden" not in json.dumps(scene)


@pytest.mark.rule("codyroby.follow-me.trail")
@pytest.mark.parametrize("bad", ["lay F F F F F F", "lay F F", "lay F F F F", "rebuild F"])
def test_a_trail_has_length_cards_and_no_crash(bad):
    s = FollowMe.from_setup({"length": 5}).new_state(seed=0)
    before = s.to_dict()
    with pytest.raises(IllegalAction):
        s.apply(bad)  # C3 facing north: the fourth F leaves the board
    assert s.to_dict() == before


@pytest.mark.rule("codyroby.follow-me.rebuild")
def test_the_other_team_rebuilds_with_exactly_the_shown_cards():
    s = fixed()
    assert s.phase == "rebuild" and s.player == "B" and s.shuffled == ["R", "F", "F", "F"]
    assert len(s.legal_actions()) == 4  # R in one of four places
    for bad in ("rebuild F F F", "rebuild F F R L", "rebuild F F F R F", "lay F F R F"):
        before = s.to_dict()
        with pytest.raises(IllegalAction):
            s.apply(bad)
        assert s.to_dict() == before
    events = s.apply("rebuild F F R F")
    assert events[0].rule.id == "codyroby.follow-me.rebuild"


@pytest.mark.rule("codyroby.follow-me.score")
@pytest.mark.parametrize("compare, rebuilt, points", [
    ("position", "F F R F", 4), ("position", "F R F F", 2), ("position", "R F F F", 2),
    ("prefix", "F F R F", 4), ("prefix", "F R F F", 1), ("prefix", "R F F F", 0),
])
def test_one_point_per_correct_card(compare, rebuilt, points):
    s = fixed(compare=compare)
    events = s.apply(f"rebuild {rebuilt}")
    scored = next(e for e in events if e.kind == kinds.SCORED)
    assert scored["points"] == points and s.scores["B"] == points
    assert scored["same_trail"] == (rebuilt == "F F R F")


@pytest.mark.rule("codyroby.follow-me.rounds")
def test_roles_swap_and_the_most_points_win():
    s = fixed()
    s.apply("rebuild F R F F")  # B: 2 points
    assert s.round == 1 and s.player == "A" and s.phase == "rebuild"
    events = s.apply("rebuild L F F R")  # A: 4 points
    assert events[-1].rule.id == "codyroby.follow-me.rounds"
    assert s.is_terminal() and s.winner == "A" and s.scores == {"A": 4, "B": 2}


def test_a_rebuild_that_crashes_still_scores():
    s = FollowMe.from_setup({"programs": ["F F"], "length": 2, "rounds": 1,
                             "start": "A1", "facing": "E"}).new_state(seed=0)
    s.apply("rebuild F F")
    assert s.scores["B"] == 2


@pytest.mark.parametrize("setup, field", [
    ({"programs": ["F F"]}, "programs[0]"),
    ({"programs": ["F F F F F F"]}, "programs[0]"),  # C3 north: off the board
    ({"programs": ["F R F L F R"], "shuffled": [["F"] * 6]}, "shuffled[0]"),
    ({"compare": "sum"}, "compare"),
    ({"rounds": 0}, "rounds"),
    ({"start": "Z1"}, "start"),
    ({"programs": ["F R F L F R"] * 3}, "programs"),
    ({"mode": 1}, "mode"),
])
def test_bad_setups_name_the_field(setup, field):
    with pytest.raises(SetupError) as e:
        FollowMe.from_setup(setup)
    assert e.value.field == field


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**31))
def test_same_seed_same_game_and_round_trips(seed):
    def game():
        s = FollowMe.from_setup({"length": 4}).new_state(seed=seed)
        start, rng, actions = s.clone(), np.random.default_rng(seed), []
        while not s.is_terminal():
            la = s.legal_actions()
            actions.append(la[int(rng.integers(len(la)))])
            s.apply(actions[-1])
        return start, actions, s

    start, actions, final = game()
    assert game()[2].to_dict() == final.to_dict()
    trace = record(start, actions)
    for state in trace:
        assert FollowMeState.from_dict(json.loads(json.dumps(state.to_dict()))) == state
        assert state.game.board.on_board(state.robot.at)
    assert trace[-1].to_dict() == final.to_dict()
