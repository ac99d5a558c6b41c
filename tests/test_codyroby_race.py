"""La Corsa: a test per rule, the rulings, illegal actions, bad setups, traces."""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.players import play
from codyroby_lab.core.protocol import record
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby.bots import heuristic_player, random_player
from codyroby_lab.games.codyroby.race import Race, RaceState

L_PATH = ["A5", "A4", "A3", "A2", "B2"]  # F F F R F from A5 facing north


def ready(**extra) -> RaceState:
    """A race whose path is already built: the first team must call GO!."""
    return Race.from_setup({"length": 4, "path": L_PATH, **extra}).new_state()


@pytest.mark.rule("codyroby.race.build")
def test_teams_take_turns_adding_two_squares():
    s = Race.from_setup({"length": 5}).new_state()
    assert s.phase == "build" and s.player == "A"
    [e] = s.apply("add A4 A3")
    assert e.kind == kinds.BUILT and s.player == "B"
    assert all(len(a.args) == 2 for a in s.legal_actions())
    s.apply("add B3 B2")
    assert [len(a.args) for a in s.legal_actions()] == [1] * len(s.legal_actions())
    events = s.apply("add C2")
    assert s.phase == "go" and events[-1].kind == kinds.PATH_DONE


@pytest.mark.rule("codyroby.race.build")
def test_a_walled_in_path_ends_the_building():
    s = Race.from_setup({"board": {"width": 3, "height": 1}, "start": "A1", "facing": "E",
                         "length": 2, "path": ["A1", "B1", "C1"]}).new_state()
    assert s.phase == "go"
    s = Race.from_setup({"board": {"width": 2, "height": 2}, "start": "A2",
                         "length": 3}).new_state()
    events = s.apply("add A1 B1")
    assert s.phase == "build"
    events = s.apply("add B2")
    assert s.phase == "go" and events[-1].rule.id == "codyroby.race.length"


@pytest.mark.rule("codyroby.race.build")
@pytest.mark.parametrize("bad", ["add A3 A2", "add B5 B5", "add A4", "add A4 A5", "add Z9 A4",
                                 "go F", "accept"])
def test_illegal_additions_change_nothing(bad):
    s = Race.from_setup({"length": 4, "board": {"width": 5, "height": 5,
                                                "blocks": ["B4"]}}).new_state()
    before = s.to_dict()
    with pytest.raises(IllegalAction):
        s.apply(bad)
    assert s.to_dict() == before


@pytest.mark.rule("codyroby.race.go")
def test_the_first_to_call_go_proves_it_card_by_card():
    s = ready()
    start = s.clone()
    trace = record(start, ["go F F F R F"])
    assert len(trace) == 7  # the start, one step per card, the verdict
    assert trace[3].robots["A"].name_at == "A2"
    assert s.apply("go F F F R F")[-1].kind == kinds.PROVED
    assert s.phase == "answer" and s.player == "B" and s.caller == 0


@pytest.mark.rule("codyroby.race.piles")
def test_cards_come_off_the_face_up_piles():
    s = ready(piles={"F": 8, "L": 0, "R": 1, "REPEAT": 0})
    events = s.apply("go F F F R F")
    assert events[0].kind == kinds.TOOK and events[0].rule.id == "codyroby.race.piles"
    assert s.piles == {"F": 4, "L": 0, "R": 0, "REPEAT": 0}
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="piles"):
        s.apply("counter F F F R F")  # no R left
    assert s.to_dict() == before


@pytest.mark.rule("codyroby.race.wrong")
@pytest.mark.parametrize("program", ["F F F", "F F F L F", "R F F F F"])
def test_a_wrong_program_loses(program):
    s = ready()
    events = s.apply(f"go {program}")
    assert events[-1].rule.id == "codyroby.race.wrong"
    assert s.winner == "B" and s.is_terminal()


@pytest.mark.rule("codyroby.race.wrong")
def test_a_runaway_proof_is_wrong_and_quick():
    s = Race.from_setup({"length": 4, "blocks": True, "path": L_PATH}).new_state()
    events = s.apply("go REPEAT 1000000000 [L]")
    assert len(events) < 1100 and s.winner == "B"


@pytest.mark.rule("codyroby.race.fewer")
def test_a_shorter_counter_program_wins():
    s = Race.from_setup({"length": 4, "blocks": True, "path": ["A5", "A4", "A3", "A2", "A1"],
                         }).new_state()
    s.apply("go F F F F")
    events = s.apply("counter REPEAT 4 [F]")
    assert events[-1].rule.id == "codyroby.race.fewer" and s.winner == "B"


@pytest.mark.rule("codyroby.race.fewer")
@pytest.mark.parametrize("answer, winner", [("counter F F F R F", "A"), ("accept", "A"),
                                            ("counter F R F", "A")])
def test_no_shorter_counter_leaves_the_win(answer, winner):
    s = ready()
    s.apply("go F F F R F")
    s.apply(answer)
    assert s.winner == winner


@pytest.mark.rule("codyroby.race.fewer")
def test_the_solver_referee_counters_for_the_opponent():
    s = Race.from_setup({"length": 4, "blocks": True, "referee": "solver",
                         "path": ["A5", "A4", "A3", "A2", "A1"]}).new_state()
    s.apply("go F F F F")
    assert s.winner == "B"
    s = ready(referee="solver")
    s.apply("go F F F R F")
    assert s.winner == "A"


@pytest.mark.rule("codyroby.race.length")
def test_without_repeat_the_path_is_at_most_half_the_f_cards():
    with pytest.raises(SetupError) as e:
        Race.from_setup({"length": 5, "piles": {"F": 9, "L": 8, "R": 8}})
    assert e.value.field == "length"
    assert Race.from_setup({"length": 5, "piles": {"F": 10, "L": 8, "R": 8}}).length == 5
    assert Race.from_setup({"length": 12, "blocks": True,
                            "piles": {"F": 10, "L": 8, "R": 8, "REPEAT": 4}}).length == 12


def test_only_f_l_r_without_blocks():
    s = ready()
    for bad in ("go REPEAT 3 [F] R F", "go IF ahead [F]", "go F [", "add A1 A2"):
        before = s.to_dict()
        with pytest.raises(IllegalAction):
            s.apply(bad)
        assert s.to_dict() == before


@pytest.mark.parametrize("setup, field", [
    ({"teams": ["A", "A"]}, "players"),
    ({"teams": ["A", "B"], "players": ["A", "B"]}, "teams"),
    ({"start": "F9"}, "start"),
    ({"board": {"width": 5, "height": 5, "blocks": ["A5"]}}, "start"),
    ({"board": {"width": 5, "height": 5, "path": ["A5"]}}, "board.path"),
    ({"path": ["A4"]}, "path"),
    ({"path": ["A5", "B4"]}, "board.path[1]"),
    ({"referee": "teacher"}, "referee"),
    ({"blocks": "yes"}, "blocks"),
    ({"piles": {"Q": 3}}, "Q"),
    ({"length": 0}, "length"),
    ({"speed": 3}, "speed"),
])
def test_bad_setups_name_the_field(setup, field):
    with pytest.raises(SetupError) as e:
        Race.from_setup(setup)
    assert e.value.field == field


def test_saved_and_vector_states_round_trip():
    s = Race.from_setup({"length": 6}).new_state()
    actions: list = []
    play(s, [heuristic_player, random_player], rng=np.random.default_rng(1), actions=actions)
    again = Race.from_setup({"length": 6}).new_state()
    trace = record(again.clone(), actions)
    for state in trace:
        d = json.loads(json.dumps(state.to_dict()))
        assert RaceState.from_dict(d).to_dict() == state.to_dict()
    assert trace[-1].to_dict() == s.to_dict()


def test_a_loaded_state_shares_nothing_with_its_document():
    s = Race.from_setup({"length": 2}).new_state()
    s.apply("add A4 A3")
    d = s.to_dict()
    kept = json.loads(json.dumps(d))
    RaceState.from_dict(d).apply("go F F")  # takes two F cards off the loaded state's piles
    assert d == kept


def test_scene_has_the_path_the_piles_and_both_robies():
    s = ready()
    scene = s.scene()
    json.dumps(scene)
    assert scene["grid"]["path"] == [[0, 4], [0, 3], [0, 2], [0, 1], [1, 1]]
    assert scene["editor"]["kind"] == "stack" and scene["editor"]["piles"]["F"] == 24
    assert [p["id"] for p in scene["pieces"]] == ["A", "B"]


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**31), st.booleans())
def test_robies_stay_on_the_path_and_games_end(seed, blocks):
    s = Race.from_setup({"blocks": blocks}).new_state()
    state = play(s, [random_player, heuristic_player], rng=np.random.default_rng(seed),
                 max_steps=200)
    assert state.is_terminal() and state.winner in ("A", "B")
    for r in state.robots.values():
        assert r.at in state.path
