"""Lesson 02 as a 12-year-old met it in the fresh-eyes walk /work/walk/walk02k (report.md
there; faults by their number)."""

from __future__ import annotations

import re

import pytest

from codyroby_lab import lessons
from tests.support.lesson_cells import cells

EXERCISE_1 = {"at": "C3", "start_facing": "N", "end": "C3", "facing": "N", "max_cards": 3,
              "uses": "REPEAT", "walks_round": 1}


pytestmark = pytest.mark.usefixtures("fresh_answers")


def test_a_repeat_going_round_too_often_is_asked_about_walking_round_once():
    """Fault 2: REPEAT 8 [F R] ends on C3, and its hint asked how many times it must go
    round "for Roby to end on C3", where it already ends."""
    said = lessons.check_goal("REPEAT 8 [F R]", **EXERCISE_1)
    assert "ends on C3" in said.message and "too many times" in said.hint
    assert said.hint.endswith("for Roby to end on C3 after walking round the square once?")


def test_exercise_1s_first_try_is_no_answer_written_long():
    """Fault 3: the first try, F R F R F R F R, was the answer with its four rounds laid
    out: copying, not finding. It now falls short of walking round the square."""
    cell = next(src for kind, src in cells("02_repeat") if kind == "code"
                and 'title="Exercise 1' in src)
    first = re.search(r'my_program1 = "([^"]*)"', cell).group(1)
    said = lessons.check_goal(first, **EXERCISE_1)
    assert not said.ok and "not on C3" in said.message, said


@pytest.mark.parametrize("name", ["02_repeat", "03_sensors_and_if"])
def test_the_restart_advice_is_folded_away_and_says_what_python_is(name):
    """Fault 6: the opening screen's biggest block of text was the advice for a restart,
    with "Python was restarted" and "widget" unexplained. It is folded under a line naming
    what the child would see, as in lesson 01, and says what Python does."""
    top = next(src for kind, src in cells(name) if kind == "markdown")
    folded = top.split("<details>", 1)
    assert len(folded) == 2 and "Run All Above Selected Cell" in folded[1]
    assert "Run All Above" not in folded[0] and "Python (which runs the cells)" in folded[1]


def test_the_question_boards_wait_for_the_guess_as_lesson_01s_do():
    """Walk 02m, fault 5: Question 1's and Question 2's boards held the question's program
    ready to Run before any guess: Run showed the answer. As in lesson 01, each shows a note
    until its question is answered (or "show me" asked)."""
    from tests.support.lesson_cells import run_cell
    ns: dict = {"display": lambda *_, **__: None}
    boards = 0
    for kind, src in cells("02_repeat"):
        if kind != "code":
            continue
        shown = run_cell(src, ns)
        if 'title="Question' in src:
            boards += 1
            assert "waits for your answer" in shown, shown
    assert boards == 2
