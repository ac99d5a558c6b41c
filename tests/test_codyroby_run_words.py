"""What a CodyRoby run says at its end, and how its board marks a challenge's goal."""

from __future__ import annotations

import colorsys

from codyroby_lab import codyroby, lessons
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby.challenge import GOAL_COLOUR


def _last_words(trace) -> str:
    """How the run ended."""
    ends = (kinds.FINISHED, kinds.STEP_LIMIT, kinds.CRASHED)
    return next(e.text for e in trace.events(-1) if e.kind in ends)


def test_a_run_stopped_in_an_empty_repeat_says_the_repeat_is_empty():
    """Walk 03n, fault 6: a click puts F after a new REPEAT, not inside it: REPEAT WHILE
    ahead [] F ran 100,000 steps and said only "maybe a REPEAT never ends". It says the
    REPEAT has no cards inside it, on the board and in an exercise's check."""
    said = _last_words(codyroby.run("REPEAT WHILE ahead [] F", at="A5"))
    assert "no cards inside it" in said, said
    full = _last_words(codyroby.run("REPEAT WHILE ahead [R R R R]", at="A5", step_limit=20))
    assert "no cards inside" not in full and "never ends" in full, full
    walls = [lessons.challenge({"width": 3, "height": 3}, "A3", "C1", blue_cards=True)]
    assert "no cards inside it" in str(lessons.check_all("REPEAT WHILE ahead [] F", walls))


def test_a_never_ending_run_says_its_last_look_before_it_was_stopped():
    """Walk 03r6, fault 6: the last step of REPEAT WHILE ahead [L R] said "...so it was
    stopped ...; road ahead, so the REPEAT WHILE runs its cards", first the stop, then the
    cards running. Its words come in the order they happen, the stop last."""
    last = [e.text for e in codyroby.run("REPEAT WHILE ahead [L R]", at="C3").events(-1)]
    assert last[-2] == "road ahead, so the REPEAT WHILE runs its cards", last
    assert last[-1].startswith("the program has run 100,000 steps"), last


def test_the_end_of_a_run_on_a_board_with_a_target_says_whether_roby_is_on_it():
    """Walk 03n, fault 4: on a board with a red target the run ended with "the program has
    ended", whether Roby was on red or not."""
    board = codyroby.Board(5, 5, targets={"red": "A3"})
    on = _last_words(codyroby.run("F F", board=board, at="A5"))
    off = _last_words(codyroby.run("F", board=board, at="A5"))
    assert on == "the program has ended, with Roby on the red target", on
    assert off == "the program has ended, and Roby is not on the red target", off
    assert _last_words(codyroby.run("F", at="A5")) == "the program has ended"


def test_the_goals_star_is_in_no_targets_colour():
    """Walk 03n, fault 5: the goal's star sat in a yellow ring and was read as the yellow
    target, so REPEAT UNTIL yellow looked like the way to reach it."""
    hue, _, saturation = colorsys.rgb_to_hls(*(int(GOAL_COLOUR[i:i + 2], 16) / 255
                                               for i in (1, 3, 5)))
    assert saturation > 0.3 and 0.25 < hue < 0.75, (hue, GOAL_COLOUR)   # far from red, yellow
    goal = lessons.challenge(start="A5", target="C4").goal_tiles()[0]
    assert goal["color"] == GOAL_COLOUR
