"""How lesson 4's move checks read a move: a move whose game ends before its last cards."""

from __future__ import annotations

from codyroby_lab.lessons import feedback
from codyroby_lab.lessons.duel import check_move

# A faces the board's edge: its first F drives it off and loses
EDGE = {"robots": {"A": {"at": "A1", "facing": "N"}, "B": {"at": "E5"}},
        "hands": {"A": ["F", "L", "R", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
        "deck": ["F"] * 20, "blocks_each": 0}


def test_a_move_cut_short_by_the_game_says_why_it_is_the_move_tried_before():
    """Walk 04p, fault 6: "F R" after "F" heard "You tried this answer before" and nothing
    else: the child had typed something new. It is the same move because the F ends the
    game, and the answer says so, naming the card never played."""
    feedback.forget()
    first = check_move(EDGE, "F", "safe")
    assert "never played" not in first.message
    again = check_move(EDGE, "F R", "safe")
    assert "the R after it is never played" in again.message, again.message
    assert "same as F" in again.message and "tried this answer before" in again.message
    assert again.tries == first.tries == 1


def test_a_right_move_out_of_reach_says_how_many_moves_do_it():
    """Walk 04r, fault 6: Exercise 3 asks "How many can you find?", and nothing ever told
    how many there are. A right answer says how many moves do it, counted as the check
    counts new answers; a wrong one does not (that would tell there is one to find)."""
    from tests.support.duel_setups import REACH

    feedback.forget()
    wrong = check_move(REACH, "F", "out of reach")
    assert not wrong.ok and "moves that do it" not in wrong.message
    right = check_move(REACH, "R F", "out of reach")
    assert right.ok and "There are 14 moves that do it" in right.message, right.message
    second = check_move(REACH, "F R F", "out of reach")
    assert "There are 14 moves that do it" in second.message
    assert "2 found so far" in second.message


def test_a_safe_move_that_stays_on_its_square_asks_for_one_that_goes_somewhere():
    """Walk 04t, fault 10: Exercise 2 ("Stay on the board") passed with a single L, A turned
    on its corner to face the edge: safe, but the child learnt nothing and moved nowhere. It
    is still safe, and the answer asks for a safe move that also takes A somewhere."""
    feedback.forget()
    turned = check_move(EDGE, "L", "safe")
    assert turned.ok and turned.message.startswith("Safe: after your cards A is on A1")
    assert "A did not leave its square: can you find a safe move that also takes A " \
           "somewhere?" in turned.message, turned.message
    moved = check_move(EDGE, "R F", "safe")
    assert moved.ok and "did not leave" not in moved.message, moved.message
