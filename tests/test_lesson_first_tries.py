"""The first try a lesson gives with an exercise, which its text tells the learner to check
first, is not counted as one of the learner's tries: walk 02n, fault 4 and walk 03n, fault
3 heard "You got it on your fifth try" after four programs of their own."""

from __future__ import annotations

import json

import pytest

from tests.support.lesson_cells import run_cell
from tests.support.lesson_runs import NOTEBOOKS

pytestmark = pytest.mark.usefixtures("fresh_answers")   # feedback.forget empties kept too


def _cells(lesson: str) -> list[str]:
    nb = json.loads((NOTEBOOKS / f"{lesson}.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]


def _exercise(lesson: str, board: str) -> tuple[dict, str, str]:
    """The names after the lesson's first cell and the cell making the exercise's board
    ``board`` ran, and the source of its check cell (the one after it)."""
    cells = _cells(lesson)
    at = next(i for i, src in enumerate(cells) if f"{board} = lessons.board(" in src)
    ns: dict = {}
    run_cell(cells[0], ns)
    run_cell(cells[at], ns)
    return ns, cells[at + 1], cells[at]


@pytest.mark.parametrize(("lesson", "board", "wrong", "right"), [
    ("01_first_programs", "my_board1", "F F R F", "F R F F"),
    ("02_repeat", "my_board1", "REPEAT 3 [F R]", "REPEAT 4 [F R]"),
    ("02_repeat", "my_board3", "REPEAT 3 [F R F L]", "REPEAT 4 [F R F L]")])
def test_the_boards_first_try_checked_is_not_the_learners(lesson, board, wrong, right):
    ns, check, _ = _exercise(lesson, board)
    first = run_cell(check, ns)
    assert "first try the lesson gave you" in first and "not counted" in first, first
    ns[board].program = wrong
    assert "first try the lesson gave you" not in run_cell(check, ns)
    ns[board].program = right
    said = run_cell(check, ns)
    assert "You got it on your second try" in said, said


def test_the_first_try_put_back_on_the_board_is_still_not_counted():
    ns, check, _ = _exercise("02_repeat", "my_board1")
    first = ns["my_board1"].program
    ns["my_board1"].program = "REPEAT 3 [F R]"
    run_cell(check, ns)
    ns["my_board1"].program = first
    assert "not counted" in run_cell(check, ns)
    ns["my_board1"].program = "REPEAT 4 [F R]"
    assert "You got it on your second try" in run_cell(check, ns)


@pytest.mark.parametrize(("mine", "right"), [
    ("REPEAT WHILE ahead [F]", "REPEAT WHILE ahead [F] R REPEAT WHILE ahead [F]")])
def test_lesson_03s_first_try_checked_is_not_the_learners(mine, right):
    """Lesson 3 checks the program written in the cell: its first try is the one the
    lesson wrote there."""
    cells = _cells("03_sensors_and_if")
    check = next(src for src in cells if "lessons.check_all(my_program, walls" in src)
    ns: dict = {}
    run_cell(cells[0], ns)
    first = run_cell(check, ns)
    assert "first try the lesson gave you" in first, first
    assert "first try the lesson gave you" not in run_cell(
        check.replace('my_program = "F F F F"', f'my_program = "{mine}"'), ns)
    said = run_cell(check.replace('my_program = "F F F F"', f'my_program = "{right}"'), ns)
    assert "You got it on your second try" in said, said
