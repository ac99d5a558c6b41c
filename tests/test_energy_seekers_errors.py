"""Bad input: each a typed error naming the problem; a refused move changes nothing."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.energy_seekers import EnergySeekers, PathBoard

LINE = {"width": 4, "height": 2, "path": ["A1", "B1", "C1", "D1", "D2"]}


def board_error(**change):
    with pytest.raises(SetupError) as e:
        PathBoard.from_dict({**LINE, **change})
    return e.value


def test_a_broken_path_names_the_square_that_is_not_next_to_the_one_before():
    e = board_error(path=["A1", "B1", "D1", "D2"])
    assert e.field == "board.path[2]" and "D1 is not next to B1" in e.reason


def test_a_path_that_visits_a_square_twice_is_refused():
    e = board_error(path=["A1", "B1", "A1"])
    assert e.field == "board.path[2]" and "twice" in e.reason


def test_a_tunnel_with_one_end_is_refused():
    e = board_error(tunnels=[{"ends": ["B1"]}])
    assert e.field == "board.tunnels[0].ends" and "two ends, this one has 1" in e.reason


def test_a_special_square_off_the_path_is_refused():
    e = board_error(specials=[{"kind": "swap", "at": "A2"}])
    assert e.field == "board.specials[0].at" and "A2 is not on the path" in e.reason


def test_a_tunnel_end_off_the_path_is_refused():
    e = board_error(tunnels=[{"ends": ["B1", "B2"]}])
    assert e.field == "board.tunnels[0].ends[1]" and "not on the path" in e.reason


def test_special_squares_on_the_station_or_twice_on_one_square_are_refused():
    assert "energy station" in board_error(specials=[{"kind": "remote", "at": "D2"}]).reason
    e = board_error(specials=[{"kind": "remote", "at": "B1"}, {"kind": "swap", "at": "B1"}])
    assert e.field == "board.specials[1].at" and "already" in e.reason


@pytest.mark.parametrize("change, field", [
    ({"width": 0}, "board.width"),
    ({"path": "A1 B1"}, "board.path"),
    ({"path": ["A1", [1]]}, "board.path[1]"),
    ({"colour": "red"}, "board"),
    ({"specials": [{"kind": "trampoline", "at": "B1"}]}, "board.specials[0].kind"),
])
def test_the_schema_names_the_field(change, field):
    assert board_error(**change).field == field


def test_a_board_file_that_is_not_json_is_a_setup_error(tmp_path):
    bad = tmp_path / "board.json"
    bad.write_text("{not json")
    with pytest.raises(SetupError, match="cannot read"):
        PathBoard.from_file(bad)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(LINE))
    assert PathBoard.from_file(good).size == 5


@pytest.mark.parametrize("setup, field", [
    ({"players": 1}, "players"),
    ({"players": 7}, "players"),
    ({"players": ["ann", "ann"]}, "players"),
    ({"players": ["ann", "give"]}, "players[1]"),
    ({"hands": {"zed": ["F"]}}, "hands.zed"),
    ({"hands": {"P1": ["F", "F", "F", "F"]}}, "hands.P1"),
    ({"hands": {"P1": ["L"]}, "deck": ["L"] * 8}, "deck"),
    ({"deck": ["F"] * 24 + ["L"] * 8 + ["R"] * 8, "discard": ["F"]}, "discard"),
    ({"pieces": {"P1": {"position": 35}}}, "pieces.P1"),
    ({"pieces": {"P1": {"at": "B2"}}}, "pieces.P1.at"),
    ({"challenge": {"chance": -1}}, "challenge.chance"),
    ({"challenge": {"questions": [{"question": "?", "choices": ["a", "b"], "answer": "c"}]}},
     "challenge.questions[0].answer"),
    ({"tempo": 3}, "tempo"),
    ({"remote": {"P1": ["F", "F", "F", "F"]}}, "remote.P1"),
    ([1, 2], "setup"),
])
def test_bad_setups_name_the_field(setup, field):
    with pytest.raises(SetupError) as e:
        EnergySeekers.from_setup(setup)
    assert e.value.field == field
    if isinstance(setup, dict):
        with pytest.raises(SetupError):
            EnergySeekers(setup)


def start():
    g = EnergySeekers.from_setup({"players": ["ann", "bob"], "deck": list("FLFRRR")})
    return g.new_state(seed=0)


@pytest.mark.parametrize("action, words", [
    # walk 06k, fault 8: "no R card left", "no F card left" (four F from three cards)
    ("play R", "Ann holds no R card (hand: F L F)"),
    ("play F F F", "Ann holds 2 F cards, and that move plays 3 (hand: F L F)"),
    ("give bob F", "Ann moves now"),
    ("run", "Ann moves now"),
    ("answer 4", "Ann moves now"),
    ("play", "a move plays at least one card"),
    ("play F X", "'X' in 'F X' is not a card"),
    ("import os", "'I' in 'import os' is not a card"),
    (42, "an action is text"),
    ("stuck", "not stuck"),
])
def test_an_illegal_move_is_refused_and_changes_nothing(action, words):
    s = start()
    before, vec, trace = s.to_dict(), s.to_vector(), Trace(s)
    with pytest.raises(IllegalAction) as e:
        s.play(action, trace)
    assert words in str(e.value)
    assert s.to_dict() == before and (s.to_vector() == vec).all() and trace.steps == 0


def test_giving_to_a_piece_that_is_not_remote_controlled_is_refused():
    g = EnergySeekers.from_setup({"players": ["ann", "bob", "cy"], "controlled": ["bob"],
                                  "deck": list("FLFRRR")})
    s = g.new_state()
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="cy is not a remote-controlled piece"):
        s.apply("give cy F")
    assert s.to_dict() == before


def test_a_bad_saved_state_is_a_setup_error():
    from codyroby_lab.games.energy_seekers.state import EnergySeekersState
    d = start().to_dict()
    with pytest.raises(SetupError):
        EnergySeekersState.from_dict({**d, "phase": "dance"})
    with pytest.raises(SetupError):
        EnergySeekersState.from_dict({**d, "version": 99})
    with pytest.raises(SetupError):
        EnergySeekersState.from_dict({k: v for k, v in d.items() if k != "hands"})


# A saved state is checked against the schema its layout makes, then for what a schema cannot say.
_SAVED_FIELDS = ["turn", "phase", "turns", "winner", "last_card", "pieces", "hands", "deck",
                 "visits", "question", "rng", "players"]
_ODD = [None, -1, 1.5, 10**400, "", "x" * 300, [], {}, [[[[]]]], {"a": None}, True, "F"]


@settings(max_examples=150, deadline=None)
@given(field=st.sampled_from(_SAVED_FIELDS), value=st.sampled_from(_ODD))
def test_a_tampered_saved_state_is_a_setup_error_or_a_state(field, value):
    game = EnergySeekers({"players": ["ann", "bob"]})
    d = game.new_state(3).to_dict()
    d[field] = value
    try:
        s = EnergySeekers.state_from_dict(d)
    except SetupError as e:
        assert e.field.startswith("state") and len(str(e)) < 400
    else:  # accepted: it is a state that saves as it was given
        assert s.to_dict()[field] == value


@pytest.mark.parametrize("field, value, where", [
    ("phase", "dance", "state.phase"),
    ("turns", -2, "state.turns"),
    ("visits", [0], "state.visits"),
    ("winner", "carol", "state.winner"),
    ("pieces", {"ann": {"position": 1, "facing": "Q", "controlled": False}},
     "state.pieces.ann.facing"),
    ("deck", "FFF", "state.deck"),
])
def test_a_saved_state_error_names_its_field(field, value, where):
    d = EnergySeekers({"players": ["ann", "bob"]}).new_state(3).to_dict()
    d[field] = value
    with pytest.raises(SetupError) as e:
        EnergySeekers.state_from_dict(d)
    assert e.value.field == where
