"""Lesson 02 as a 12-year-old met it in the walk /work/walk/walk02p3 (report.md there; faults
by their number)."""

from __future__ import annotations

from codyroby_lab.lessons.checks import QUESTION_IDLE
from tests.support.lesson_cells import cell


def test_question_2_tells_the_story_its_board_tells_predict_first_then_run():
    """Fault 1: Question 2's text said "Check your guess, then press Run on the board below",
    its board "first tick Predict, then press Step and click the square where Roby will
    be": a child did not know which to do first."""
    text = cell("02_repeat", "**Question 2.**").replace("**", "").replace("\n", " ")
    board_asks = QUESTION_IDLE.split("first ", 1)[1].rstrip(".")
    assert board_asks in text, text
    assert text.index("tick Predict") < text.index("Run"), text

