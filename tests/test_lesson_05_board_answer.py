"""Lesson 05's Exercise 2 asks for a board: "show me" in the board's place shows one that
works, and anything else there that is no board is refused in words (walk 05s, fault 1)."""

from __future__ import annotations

import pytest

from codyroby_lab import codyroby, lessons
from codyroby_lab.core.errors import LabError
from tests.support.lesson_cells import cells, run_cell

pytestmark = pytest.mark.usefixtures("fresh_answers")
DRAFT = '{"width": 5, "height": 5, "blocks": ["A3"]}'


def _exercise_2(board: str) -> str:
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("my_board = "))
    assert src.startswith(f"my_board = {DRAFT}\n")
    return run_cell(src.replace(DRAFT, board, 1), {"codyroby": codyroby, "lessons": lessons})


def test_show_me_as_the_board_shows_a_board_that_works_read_as_every_answer_is():
    for asked in ('"show me"', '"  Show ME. "', '"fammi vedere"'):
        said = _exercise_2(asked)
        assert said.startswith("\u279c You asked to see it: a board that does it is {")
        first = said.splitlines()[0]        # (asked again: how to check one's own, below)
        board = eval(first.split(" is ", 1)[1].rstrip(".\n"))  # noqa: S307 - our own words
        assert "Done: Roby ends on A3" in _exercise_2(repr(board).replace("'", '"'))


def test_a_stuck_teacher_hears_to_put_show_me_in_place_of_the_whole_board():
    said = [_exercise_2(f'{{"width": 5, "height": 5, "blocks": ["{b}"]}}')
            for b in ("B1", "C1", "D1")][-1]
    assert 'write "show me" (with its quotes) in place of the whole board' in said


@pytest.mark.parametrize("board", ['"the garden"', "[5, 5]", "5"])
def test_anything_else_in_the_boards_place_is_refused_in_words(board):
    with pytest.raises(LabError, match=r"a board is written between \{ \}") as e:
        _exercise_2(board)
    assert "the garden" in str(e.value) or "not a " in str(e.value)
