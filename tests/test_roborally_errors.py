"""Bad input to RoboRally gets a typed error naming what is wrong, and loses nothing: setups
of the wrong shape, actions of any shape, saved states and traces damaged; good documents
load back."""

import json

import numpy as np
import pytest

from codyroby_lab.core import io
from codyroby_lab.core.errors import IllegalAction, LabError, SetupError
from codyroby_lab.core.protocol import State
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.roborally.game import RoboRally

GAME = {"board": "checkmate", "robots": ["Twonky", "Zoom Bot"]}


@pytest.mark.parametrize("setup, field", [
    ([], "setup"),
    ({"robots": 5}, "robots"),
    ({"robots": {"A": "C3"}}, "robots.A"),
    ({"robots": {"A": {"at": [1]}}}, "robots.A.at"),
    ({"robots": {"A": {"at": "C3", "powered_down": "yes"}}}, "robots.A.powered_down"),
    ({"robots": {"A": {"at": "C3", "registers": ["Move 1 490"]}}}, "robots.A.registers"),
    ({"hands": ["Move 1 490"]}, "hands"),
    ({"program": "Move 1 490"}, "program"),
    ({"program": {"Twonky": ["Move 1 490"] * 6}}, "program.Twonky"),
    ({"program": {"Twonky": []}}, "program.Twonky"),
    ({"program": {"Twonky": ["Move 1 490"]}, "end_of_turn": "yes"}, "end_of_turn"),
    ({"lives": True}, "lives"),
    ({"seed": "abc"}, "seed"),
    ({"board": {"course": "grand-prix"}}, "board.course"),
    ({"board": {"course": [{"at": "A1"}]}}, "board.course[0]"),
    ({"board": {"course": [{"board": "checkmate", "at": "Z20"}]}}, "board.course[0].at"),
    ({"board": 12}, "board"),
])
def test_a_setup_of_the_wrong_shape_is_a_setup_error(setup, field):
    with pytest.raises(SetupError) as e:
        RoboRally.from_setup(setup) if not isinstance(setup, dict) else RoboRally(setup)
    assert e.value.field == field, str(e.value)


@pytest.mark.parametrize("action", [
    "", "   ", None, 3.5, ["program"], {"verb": "program", "args": [1]},
    {"verb": "program", "args": ["1"], "player": 7}, "Twonky: program " + "1 " * 5000,
    "Twonky: program 99999", "Twonky: program -1 2 3 4 5", "Twonky: power sideways",
    "Twonky: program 1 2 3 4 5 up", "Zoom Bot: program 1 2 3 4 5 down down",
    "Nobody: program 1 2 3 4 5", "x" * 300_000, "Twonky: program 1 2 3 4 5\x00",
])
def test_an_action_of_any_shape_is_refused_and_changes_nothing(action):
    s = RoboRally(GAME).new_state(seed=2)
    before = json.dumps(s.to_dict())
    with pytest.raises(LabError):
        s.apply(action)
    assert json.dumps(s.to_dict()) == before


def test_play_after_the_end_is_refused():
    s = RoboRally({"board": {"width": 3, "height": 3,
                             "elements": [{"kind": "flag", "at": "B1", "number": 1}]},
                   "robots": {"A": {"at": "B3"}}, "program": {"A": ["Move 2 670"]},
                   "phases": 1}).new_state()
    assert s.winner == "A"
    with pytest.raises(IllegalAction, match="A has won"):
        s.apply("A: program 1 2 3 4 5")
    stopped = RoboRally({"board": {"width": 3, "height": 3}, "robots": {"A": {"at": "B3"}},
                         "program": {"A": ["Move 1 490"]}, "phases": 1}).new_state()
    with pytest.raises(IllegalAction, match="the exercise stops after register 1"):
        stopped.apply("A: program 1 2 3 4 5")


def played() -> tuple[State, Trace]:
    s = RoboRally({**GAME, "robots": {"Twonky": {"at": "E12", "options": ["Mine Layer"]},
                                      "Zoom Bot": {"at": "H12"}}}).new_state(seed=5)
    t = Trace(s)
    rng = np.random.default_rng(5)
    for _ in range(2):
        for p in s.waiting_for():
            s.play(s.sample_action(rng, p), t)
    return s, t


def test_states_and_traces_save_and_load_back():
    s, t = played()
    back = io.loads(io.dumps(s))
    assert back == s and back.to_dict() == s.to_dict()
    tr = io.loads(io.dumps(t))
    assert tr.steps == t.steps and tr[-1] == s and tr.events(5) == t.events(5)


@pytest.mark.parametrize("damage, field", [
    (lambda d: d.update(game="chess"), "game"),
    (lambda d: d.update(version=9), "version"),
    (lambda d: d.update(phase="dancing"), "phase"),
    (lambda d: d["robots"]["Twonky"].update(at="Z99"), "robots.Twonky.at"),
    (lambda d: d["robots"]["Twonky"].update(hand=["Move 9 999"]), "robots.Twonky.hand[0]"),
    (lambda d: d["robots"]["Twonky"].update(options=[["Laser Sword", 1]]),
     "robots.Twonky.options[0]"),
    (lambda d: d["robots"].pop("Twonky"), "robots.Twonky"),
    (lambda d: d.update(rng={"pcg64": [1, 2]}), "rng.pcg64"),
    (lambda d: d["setup"].update(board="nowhere"), "setup.board"),
])
def test_a_damaged_saved_state_is_a_setup_error(damage, field):
    s, _ = played()
    d = json.loads(json.dumps(s.to_dict()))
    damage(d)
    with pytest.raises(SetupError) as e:
        State.from_dict(d)
    assert e.value.field == field, str(e.value)
