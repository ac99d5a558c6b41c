"""The RoboRally lesson helpers: the race against the computer (refusals change nothing, Run
All never plays it for you, you see no computer's hand) and the exercise checks."""

import json

from codyroby_lab.lessons import RoboRallyRace, check_order, check_registers, check_where

TINY = {"board": {"width": 5, "height": 5,
                  "elements": [{"kind": "flag", "at": "C1", "number": 1}, {"kind": "pit",
                                                                          "at": "A3"}]},
        "robots": {"Twonky": {"at": "C5"}, "Zoom Bot": {"at": "E5"}}}


def test_a_refused_program_changes_nothing_and_says_why():
    race = RoboRallyRace(TINY, seed=2)
    before = json.dumps(race.state.to_dict())
    turn = race.program(1, 1, 2, 3, 4)
    assert not turn.ok and "given twice" in turn.lines[0]
    assert json.dumps(race.state.to_dict()) == before and race.turns == []


def test_running_every_cell_never_plays_the_race_for_you():
    race = RoboRallyRace(TINY, seed=2)
    assert not race.play_to_the_end().ok and race.state.turn == 1


def test_your_turn_shows_no_computer_hand_or_program():
    race = RoboRallyRace(seed=4)
    turn = race.program(1, 2, 3, 4, 5)
    assert turn.ok and turn.trace.viewer == "Twonky"
    text = "\n".join(turn.lines)
    assert "Zoom Bot programs" not in text and "Zoom Bot is dealt" not in text
    for i in range(0, len(turn.trace), 7):
        assert turn.trace[i].to_dict()["robots"]["Zoom Bot"]["program"] == [None] * 5 or \
            turn.trace.phase(i) != "programming"


def test_a_race_played_to_the_end_has_a_result():
    race = RoboRallyRace(TINY, seed=1)
    turn = race.play_to_the_end(autoplay=True)
    assert race.over and "Game over" in turn.lines[-1]
    assert not race.program(1, 2, 3, 4, 5).ok
    race.new_game()
    assert not race.over and race.state.turn == 1


def test_the_checks_read_what_a_learner_writes():
    setup = {**TINY, "program": {"Twonky": ["Move 2 670"]}, "phases": 1}
    assert check_where(setup, "C3 N").ok and check_where(setup, "c3").ok
    assert not check_where(setup, "destroyed").ok
    assert "cannot read" in check_where(setup, "over there").message
    assert check_where({**setup, "program": {"Twonky": ["Rotate Left 70", "Move 3 790"]},
                        "phases": 2}, "destroyed").ok
    assert not check_order({"A": "Move 1 500", "B": "Move 2 700"}, "A, B").ok
    assert "cannot be played" in check_registers({**TINY, "hands": {
        "Twonky": ["Move 1 490"] * 1 + [f"Move 1 {500 + 10 * k}" for k in range(8)]}},
        "1 2 3").message
