"""Lesson 02 as a 12-year-old met it in the walk /work/walk/walk02p (report.md there; faults
by their number)."""

from __future__ import annotations

import re

import pytest

from codyroby_lab import codyroby
from codyroby_lab.lessons import board, cards, check_where, predict
from tests.support.lesson_cells import cells

pytestmark = pytest.mark.usefixtures("fresh_answers")


def _question_1(guess: str) -> str:
    """What Question 1 (REPEAT 3 [F F R] from A5 facing north, square and facing) says."""
    return str(predict("REPEAT 3 [F F R]", guess, at="A5", facing="N", with_facing=True))


def test_a_bare_square_hears_the_same_ask_whether_it_is_right_or_wrong():
    """Fault 5: "C5" (the right square) heard "say which way Roby faces too", "B2" heard
    "Roby never stands on B2": the difference said C5 was right without a try."""
    said = {square: _question_1(square) for square in ("C5", "B2", "A5")}
    for square, words in said.items():
        assert words == said["C5"].replace("C5", square), words
        assert "does not count as a try" in words and "Not quite" not in words, words
    assert "first try" in _question_1("C5 west")


def test_roborally_asks_for_the_facing_in_the_same_words_and_counts_no_try():
    """Fault 5, every lesson: RoboRally's square-and-facing questions ask as lesson 02 does."""
    setup = {"board": {"width": 5, "height": 5}, "robots": {"Twonky": {"at": "C5"}},
             "program": {"Twonky": ["Move 1 670"]}, "phases": 1}
    said = [str(check_where(setup, square, with_facing=True)) for square in ("C4", "A1")]
    assert said[1] == said[0].replace("C4", "A1")
    assert said[0] == _question_1("C4").replace("Roby", "Twonky")
    assert "first try" in str(check_where(setup, "C4 north", with_facing=True))


def test_question_1_says_what_the_board_asks_press_step_then_click():
    """Fault 6: the lesson said "before each step, click the square where Roby will be",
    the board "Predict mode: press Step, then click where Roby will be"."""
    text = next(src for kind, src in cells("02_repeat") if kind == "markdown"
                and "**Question 1.**" in src)
    assert "before each step" not in text
    step, click = text.index("Press **Step**, then"), text.index("click the square where Roby")
    assert step < click, text


def test_the_worked_repeat_inside_a_repeat_is_not_exercise_2_with_other_numbers():
    """Fault 7: the worked example REPEAT 2 [REPEAT 3 [F] R R], and Exercise 2's "think of
    the REPEAT inside a REPEAT above", made Exercise 2 (REPEAT 2 [REPEAT 4 [F] R]) a copy
    with other numbers."""
    srcs = cells("02_repeat")
    i = next(i for i, (kind, src) in enumerate(srcs) if src.startswith("## REPEAT inside REPEAT"))
    example = srcs[i][1] + srcs[i + 1][1]
    assert re.search(r"REPEAT \d \[REPEAT \d \[F\]", example) is None, example
    assert "REPEAT 3 [F REPEAT 4 [R]]" in srcs[i + 1][1]
    walk = codyroby.run("REPEAT 3 [F REPEAT 4 [R]]", at="C5")
    assert (walk.steps, cards("REPEAT 3 [F REPEAT 4 [R]]")) == (15, 4)
    assert "Fifteen steps, with only four cards" in srcs[i][1]
    exercise_2 = next(src for kind, src in srcs if src.startswith("### Exercise 2"))
    assert "above" not in exercise_2 and "REPEAT inside a REPEAT" not in exercise_2


def test_a_question_board_first_asks_for_the_guess_not_for_run():
    """Walk 02p2, fault 5: Question 1's board said "press Run to watch the program" before
    anything ran, while the question says to tick Predict and press Step first: Run plays
    the answer. Its first words ask for the guess; a board that is no question's keeps its
    own. Walk 01q5, fault 1: lesson 1 asks for Run on the same boards, so the words name
    Run too, and say that to guess each step first, Predict comes first (this test said no
    "Run" before)."""
    predict("REPEAT 3 [F F R]", "show me", at="A5", facing="N", with_facing=True)
    question = board("REPEAT 3 [F F R]", at="A5", facing="N", title="Question 1", run=False,
                     palette=["F", "L", "R", "REPEAT"], answer_first=True)
    idle = question.scene["editor"]["words"]["idle"]
    assert "To guess each step first, tick Predict, then press Step" in idle, idle
    assert "words" not in board("F", at="A5").scene["editor"]
