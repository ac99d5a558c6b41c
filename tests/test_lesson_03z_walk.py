"""Lesson 03 as a 12-year-old met it in the fresh-eyes walk /work/walk/walk03z (report.md
there; faults by their number)."""

from __future__ import annotations

import re

import pytest

from codyroby_lab import lessons
from tests import test_lesson_03_walk as walk03
from tests.support.lesson_cells import cells

lesson = walk03.lesson     # the lesson's namespace up to the exercises' checks (a fixture)


pytestmark = pytest.mark.usefixtures("fresh_answers")


def _hints(program: str, boards: list) -> list[str]:
    """The hints of three tries in a row at ``program`` on the ``boards``."""
    return [lessons.check_all(program, boards).hint or "" for _ in range(3)]


# --- walk03z serious fault 1: the loop told of is the one before the card, told truly ------

@pytest.mark.parametrize(("program", "told"), [
    ("REPEAT WHILE not left [F] R REPEAT WHILE ahead [F]",
     "the REPEAT WHILE not left ran its cards once, then stopped"),
    ("REPEAT WHILE not left [F] R REPEAT UNTIL red [F]",
     "the REPEAT WHILE not left ran its cards once, then stopped"),
    ("REPEAT UNTIL red [REPEAT WHILE not left [F] R]",
     "the REPEAT WHILE not left ran its cards once, then stopped"),
    ("REPEAT WHILE not ahead [L] REPEAT WHILE not left [F] R REPEAT UNTIL red [F]",
     "the REPEAT WHILE not left ran its cards once, then stopped"),
    ("REPEAT WHILE left [F] L REPEAT UNTIL red [F]",
     "the REPEAT WHILE left did not run its cards even once")])
def test_the_gap_hint_tells_truly_of_the_loop_just_before_the_card(lesson, program, told):
    for hint in _hints(program, lesson["gaps"]):
        assert f"Just before that card, {told}." in hint, hint
        assert len(re.findall(r"Just before that card, the REPEAT", hint)) == 1


def test_the_wrong_turn_after_the_gap_hears_of_the_turn_never_the_answer(lesson):
    for hint in _hints("REPEAT WHILE not left [F] R REPEAT WHILE ahead [F]", lesson["gaps"]):
        assert "Look at the R card: does it turn Roby towards the target?" in hint
        assert "WHILE ahead" not in hint and "sees road, so the loop stopped" not in hint
        assert "L card" not in hint and "turn left" not in hint


# --- walk03z serious fault 2: no hint leads to a loop that cannot solve the gap boards ------

def test_exercise_1s_answer_on_the_gaps_hears_to_sense_the_gap_not_a_loop_round_it(lesson):
    hints = _hints("REPEAT WHILE ahead [F] R REPEAT WHILE ahead [F]", lesson["gaps"])
    assert "One REPEAT can hold them all" not in hints[2]
    assert "only uses the ahead sensor" in hints[2]
    assert "Which sensor can tell Roby that it stands there?" in hints[2]
    assert "left sensor" not in hints[2] and "not left" not in hints[2]


# --- walk03z fault 3: each question says where its answer goes ------------------------------

@pytest.mark.parametrize("n", [1, 2, 3])
def test_each_question_says_to_answer_between_the_quotes_of_my_guess_and_run(n):
    srcs = cells("03_sensors_and_if")
    i = next(i for i, (k, s) in enumerate(srcs) if f"**Question {n}.**" in s)
    assert "between the quotes of `my_guess` in the cell under the board, then run" in \
        srcs[i][1]
    board, check = [s for k, s in srcs[i + 1:i + 3]]
    assert "start_state(" in board and check.startswith('my_guess = "?"')


# --- walk03z fault 5: a misspelt ELSE hears what it may be, as a misspelt sensor does -------

@pytest.mark.parametrize(("program", "meant"), [
    ("REPEAT UNTIL red [REPEAT WHILE ahead [F] IF left [L] ELES [R]]", "ELSE"),
    ("REPAET UNTIL red [F]", "REPEAT")])
def test_a_misspelt_blue_card_hears_did_you_mean(lesson, program, meant):
    said = str(lessons.check_all(program, lesson["paths"]))
    assert f"did you mean '{meant}'?" in said and "Python" not in said


# --- walk03z fault 4: a wrong square with the right facing hears that the facing is right ---

def test_question_2s_wrong_square_with_the_right_facing_hears_the_facing_is_right():
    said = walk03._answer(2, "B5 east")
    assert "your row is correct, but the column is not" in said
    assert "faces at the end, east, is correct" in said
    assert "A5" not in said and "turns right" not in said          # never the answer
    assert "is correct" not in walk03._answer(2, "B5 west").split("column is not.")[1]
