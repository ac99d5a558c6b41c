"""The hints of lesson 1's exercises: a first try hears what is wrong and how to find out,
the closer nudge only at a later try (walk 01s, fault 12; walk 01r, fault 1: Exercise 1's
first hint, "step through to step 3, where Roby is on B4, and see which way it faces ...
Which card brings Roby nearer?", all but said "add one F")."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons

pytestmark = pytest.mark.usefixtures("fresh_answers")


def _exercise_1():
    return lessons.challenge(start="A5", facing="N", target="C4", budget=5,
                             title="Round the corner")


def test_a_first_try_that_ends_short_hears_how_to_find_out_not_which_card():
    said = lessons.check(_exercise_1(), "F R F")
    assert "Roby ended on B4" in said.message
    assert said.hint == ("step through the program and watch its last card, at step 3: where "
                         "does it leave Roby, compared with the target C4?"), said.hint


def test_the_closer_nudge_comes_at_a_later_try():
    ex1 = _exercise_1()
    lessons.check(ex1, "F R F")
    later = lessons.check(ex1, "F R F L")
    assert later.tries == 2 and "Which card brings Roby nearer?" in later.hint, later


def test_a_check_judges_the_cards_a_board_shows_beside_a_refused_text():
    """Walk 01q5, fault 2: the board held F R F F, "F, R, F, F" typed in Program as text was
    refused (the cards stayed), and the check said "The program cannot be read: the board's
    text box holds a program with a mistake". The board's cards are the program the child
    sees and Run plays (walk 09q, fault 6): the check judges them, and says that the text in
    the box was not used."""
    ex1 = _exercise_1()
    board = lessons.board("F R F F", on=ex1, palette=["F", "L", "R"])
    board.receive({"type": "set_program", "text": "F, R, F, F"})
    assert board.error and board.program == "F R F F"        # refused, the cards kept
    said = str(lessons.check(ex1, board))
    assert said.startswith("\u2714") and "cannot be read" not in said, said
    assert "The text in Program as text was not used" in said, said
    board.receive({"type": "set_program", "text": "F R F F"})
    assert "was not used" not in str(lessons.check(ex1, board))
