"""An exercise check's hint says where to look and what to ask, never the fix."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons

pytestmark = pytest.mark.usefixtures("fresh_answers")


def test_the_hint_leaves_the_facing_at_the_step_to_be_seen():
    """Walk 01n, fault 3: "one square to the east" in the message and "step 3, where Roby
    is on B4 facing east" in the hint: one F more, without a thought. The hint names the
    step and the square, and asks the learner to see the facing there."""
    ex = lessons.challenge(start="A5", facing="N", target="C4", budget=5)
    lessons.check(ex, "F R")          # a later try: a first hears less (walk 01s, fault 12)
    said = lessons.check(ex, "F R F")
    assert "one square from the target C4" in said.message     # how far, never which way
    assert "step 3, where Roby is on B4" in said.hint and "facing east" not in said.hint, said



def test_the_hint_before_a_wrong_card_leaves_its_facing_to_be_seen():
    """Walk 01q, fault 2: Exercise 3's "before step 4 (the R card), Roby is on C1 facing
    north. From there, where is the target A1, seen from Roby?" made the fix L without a
    step on the board. The square is said; the facing is for the board to show."""
    ex3 = lessons.challenge(start="C3", facing="E", target="A1", budget=6, title="Facing east")
    hint = lessons.check(ex3, "L F F R F F").hint
    assert "before step 4 (the R card), Roby is on C1" in hint, hint
    assert "facing" not in hint and "which way does it face?" in hint, hint


PATHS = [lessons.challenge({"width": 5, "height": 5, "targets": {"red": "E1"}, "path": [
    "A5", "A4", "A3", "B3", "C3", "C2", "C1", "D1", "E1"]}, start="A5", facing="N",
    target="red", blue_cards=True, title="Zigzag")]


def test_the_sensors_are_for_the_learner_to_read_never_read_out():
    """Walk 03n, fault 11: the second hint said "no road ahead, no road on the left and
    road on the right", which names the turn for that square. It says how to find what the
    sensors see."""
    hints = [lessons.check_all("F F", PATHS).hint for _ in range(3)]
    assert len(set(hints)) == 3, hints
    for hint in hints:
        assert "road on the right" not in hint and "no road ahead" not in hint, hint
    assert "which of them are road" in hints[1], hints[1]


def test_right_turns_that_run_once_hear_of_the_repeat_not_of_the_turns():
    """Walk 03n, fault 11: Exercise 2 without its outer loop heard "does it turn Roby
    towards the target?", though its turns were right: the repeat was missing."""
    program = "REPEAT WHILE ahead [F] IF left [L] ELSE [R] REPEAT WHILE ahead [F]"
    hint = [lessons.check_all(program, PATHS).hint for _ in range(3)][-1]
    assert "towards the target" not in hint and "again and again" in hint, hint


def test_a_turn_the_wrong_way_still_hears_of_its_turn():
    walls = [lessons.challenge({"width": 3, "height": 3}, start="A3", facing="N",
                               target="C1", blue_cards=True)]
    hint = [lessons.check_all("REPEAT WHILE ahead [F] L REPEAT WHILE ahead [F]", walls).hint
            for _ in range(3)][-1]
    assert "does it turn Roby towards the target?" in hint, hint
