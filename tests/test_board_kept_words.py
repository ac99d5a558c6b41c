"""What a lesson board says when its cell runs again and it keeps the cards put on it before
(walk 01p, fault 7; walk 03p, fault 10): its title stays its own, and one short note under
it (walk 02p, fault 1) says the cards are back; only a cell that writes a program of its
own hears which program is on the board and how to try the cell's."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons
from codyroby_lab.lessons import checks

pytestmark = pytest.mark.usefixtures("fresh_answers")


def test_a_board_whose_cell_writes_a_program_keeps_its_title_and_says_how_to_try_the_cells():
    ex = lessons.challenge(start="A5", facing="N", target="C4", budget=5)
    lessons.board("F R F", on=ex, title="Exercise 1").program = "F F R F F"
    again = lessons.board("F R F", on=ex, title="Exercise 1")
    assert again.program == "F F R F F"
    assert again.scene["title"] == "Exercise 1 (at most 5 cards)"
    assert again.scene["said"] == checks.KEPT_NOT_CELL.format(built="F F R F F", asked="F R F")
    assert again.scene["said"].startswith(       # which program is on it (walk 02p, fault 1)
        "This board keeps your cards from before, F F R F F, not the program in the cell, F R F.")


def test_a_board_whose_cell_writes_no_program_only_hears_its_cards_are_back():
    """Lesson 1's first board: its cell has no program, so "not the one in the cell" was
    wrong there."""
    lessons.board(at="B4", facing="N", title="Your first board").program = "F R"
    again = lessons.board(at="B4", facing="N", title="Your first board")
    assert again.program == "F R"
    assert again.scene["title"] == "Your first board"
    assert again.scene["said"] == checks.KEPT
    assert "cell" not in again.scene["said"]


def test_a_board_as_its_cell_wrote_it_says_nothing_of_cards_from_before():
    assert "said" not in lessons.board(at="B4", title="Your first board").scene


def test_cards_from_before_wait_for_run():
    """Walk 03v, fault 8: an endless program built on "Along the path" came back after a
    restart already played, "step 0 of 100000" under the board, though nothing was pressed.
    The cards from before wait for Run; a board as its cell wrote it is played at once."""
    lessons.board("F", at="A5", title="Along the path").program = "REPEAT WHILE ahead [L R]"
    again = lessons.board("F", at="A5", title="Along the path")
    assert again.program == "REPEAT WHILE ahead [L R]"
    assert repr(again).endswith("no run>")
    assert repr(lessons.board("F", at="A5", title="Another")).endswith("1 step>")
