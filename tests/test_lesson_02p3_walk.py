"""Lesson 02 as a 12-year-old met it in the walk /work/walk/walk02p3 (report.md there; faults
by their number)."""

from __future__ import annotations

from codyroby_lab.lessons.checks import QUESTION_IDLE
from tests.support.lesson_cells import cell, cells, run_cell


def test_question_2_tells_the_story_its_board_tells_predict_first_then_run():
    """Fault 1: Question 2's text said "Check your guess, then press Run on the board below",
    its board "first tick Predict, then press Step and click the square where Roby will
    be": a child did not know which to do first."""
    text = cell("02_repeat", "**Question 2.**").replace("**", "").replace("\n", " ")
    board_asks = QUESTION_IDLE.split("first, ", 1)[1].rstrip(".")   # walk 01q5: Run, then
    assert board_asks in text, text
    assert text.index("tick Predict") < text.index("Run"), text


def test_an_exercise_board_cell_with_a_spoilt_first_line_shows_no_other_exercises_program(
        answers_beside_a_notebook):
    """Fault 3: every exercise's cell wrote ``my_program``; a child whose keys landed in
    Exercise 1's first line (``abddmxzmy_program = ...``) and ran the cell again saw Exercise
    3's first try named as "the program in the cell". Each exercise's program has a name of
    its own, so the board names its own cell's program."""
    ns: dict = {}
    for kind, src in cells("02_repeat"):
        if kind == "code":
            run_cell(src, ns)
    board_cell = cell("02_repeat", 'title="Exercise 1')
    first_line = board_cell.splitlines()[0]
    spoilt = board_cell.replace(first_line, "abddmxz" + first_line)
    run_cell(spoilt, ns)
    assert ns["my_board1"].program == "F R F R F R"
    ns["my_board1"].program = "REPEAT 4 [F R]"            # what the child built on it
    run_cell(spoilt, ns)
    said = ns["my_board1"].scene["said"]
    assert "REPEAT 4 [F L F R]" not in said and "not the program in the cell, F R F R F R" \
        in said, said
