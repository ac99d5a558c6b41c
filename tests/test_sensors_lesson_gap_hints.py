"""Lesson 03's Exercise 3 ("Find the gap"): a hint points towards the answer for the
program given. The boards differ in the gap's place and in height, so a walk counted in
F cards fits some boards only: the hint says so and asks which walk must repeat, never
the program."""

from __future__ import annotations

import re

import pytest

from codyroby_lab import codyroby, lessons
from tests.support.lesson_cells import cells, run_cell

pytestmark = pytest.mark.usefixtures("fresh_answers")


@pytest.fixture(scope="module")
def gaps() -> list:
    """Exercise 3's boards, made by the lesson's own check cell."""
    ns = {"codyroby": codyroby, "lessons": lessons}
    src = next(s for k, s in cells("03_sensors_and_if") if "def gap_board" in s)
    run_cell(src.split("lessons.check_all(")[0], ns)
    return ns["gaps"]


def third_hint(boards, program: str) -> str:
    """The hint on the third try of ``program``: the one that says what to change."""
    return [lessons.check_all(program, boards).hint for _ in range(3)][-1]


def test_a_counted_walk_hears_that_the_boards_differ_and_the_walk_must_repeat(gaps):
    """Walk 03r, fault 2: for this program (2 of 3 boards) the hint said "one REPEAT can
    hold them all, a walk and a turn"; the walker did so and solved 0 of 3 boards."""
    program = "REPEAT WHILE not left [F] L F F F F"
    assert str(lessons.check_all(program, gaps)).startswith("\u2718 Solved on 2 of 3 boards")
    hint = third_hint(gaps, program)
    assert "hold them all" not in hint and "a walk and a turn" not in hint, hint
    assert "F F F F" in hint and "not all the same size" in hint, hint
    assert "Which walk must go on until Roby is there?" in hint, hint
    assert not re.search(r"REPEAT (UNTIL|WHILE)|\[", hint), "never the answer's cards"

