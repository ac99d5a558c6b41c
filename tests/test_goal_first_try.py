"""A goal exercise that asks for a board (lesson 05's Exercise 2): the board its cell first
gives is the lesson's try, not the learner's."""
from __future__ import annotations

from codyroby_lab import lessons
from tests.support.lesson_cells import cells

DRAFT = {"width": 5, "height": 5, "blocks": ["A3"]}


def check(board):
    return lessons.check_goal("REPEAT WHILE ahead [F]", on=board, at="A5", start_facing="N",
                              end="A3", first_try=DRAFT)


def test_the_board_the_cell_gives_is_not_counted_as_a_try():
    """Walk 05q, fault 11: Exercise 2 run as given, then fixed, heard "You got it on your
    second try"."""
    first = check(dict(DRAFT))
    assert not first.ok and "not counted" in first.message
    fixed = check({"width": 5, "height": 5, "blocks": ["A2"]})
    assert fixed.ok and "on your first try" in fixed.message


def test_lesson_05_gives_its_exercise_2_board_as_the_first_try():
    source = next(s for _, s in cells("05_for_teachers") if "my_board = " in s)
    assert "first_try=" + repr(DRAFT).replace("'", '"') in source
    assert "my_board = " + repr(DRAFT).replace("'", '"') in source
