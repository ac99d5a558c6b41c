"""The words an exercise's check says about where Roby ended: plain English, and never an
"it" that could be Roby or the target (walk 01q, fault 3)."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons

pytestmark = pytest.mark.usefixtures("fresh_answers")

EX1 = lessons.challenge(None, "A5", "C4", budget=5)


def test_a_program_past_the_target_names_the_target_where_it_said_it():
    r = lessons.check(EX1, "F R F F F")
    assert r.message.startswith("Roby passed the target C4 and ended on D4."), r.message
    assert "from it" not in r.message and "it is" not in r.message


def test_a_program_short_of_the_target_names_the_target_where_it_said_it():
    r = lessons.check(EX1, "F R F")
    assert r.message.startswith("Roby ended on B4, one square from the target C4."), r
    assert "it is" not in r.message


@pytest.mark.parametrize("program", ["F R F", "F R F F F", "F R F L F F F"])
def test_a_check_never_says_which_way_the_target_lies(program):
    """Walk 01u, fault 4: "C4 is one square to the east", with Roby on B4 facing east, was
    the fix (one F more) before the hint was read; the hint asks where the target is, seen
    from Roby, and the message answered it. The message says how far, the board shows where."""
    for r in (lessons.check(EX1, program), lessons.check(EX1, program)):   # a later try too
        said = str(r)
        assert not any(f"to the {way}" in said for way in ("east", "west", "north", "south"))
        assert "C4 is" not in said, said


@pytest.mark.parametrize("empty", ["", "   "])
def test_an_empty_program_is_told_it_is_empty_and_what_to_do_counting_no_try(empty):
    """Walk 01u, fault 8: a check run before any card was written heard "Roby ended on A5,
    three squares from the target C4", as if its cards had taken Roby there."""
    board = lessons.board("F", on=EX1, palette=["F", "L", "R"])
    board.program = empty
    for program, where in [(empty, "between the quotes"), (board, "row of cards on the board")]:
        r = lessons.check(EX1, program)
        assert not r.ok and r.message.startswith("Your program is empty: it has no cards yet")
        assert where in r.message and "does not count as a try" in r.message, r
        assert "three squares" not in r.message and r.hint is None
    walls = [lessons.challenge({"width": n, "height": n}, start=f"A{n}", target=f"{'CE'[i]}1",
                               blue_cards=True) for i, n in enumerate((3, 5))]
    assert lessons.check_all(empty, walls).message.startswith("Your program is empty")
    assert lessons.check_goal(board, at="C3", end="C3", walks_round=1).message.startswith(
        "Your program is empty")
    assert lessons.check(EX1, "F R F").message.endswith("Try again."), "no try was counted"


def test_a_program_past_the_target_is_told_in_plain_words_to_look_for_when_it_got_there():
    hint = lessons.check(EX1, "F R F F F").hint
    assert hint is not None and "at one step" not in hint
    assert "gets to the target C4 before the end" in hint and "find when" in hint, hint


def test_a_misspelt_facing_hears_the_english_words_it_is_near_not_the_italian_one():
    """Walk 03r, fault 4: "C3 eest" heard "did you mean 'est'?", the Italian word for east,
    nearer by letters, in an English lesson; English words as near but for a little are
    named instead ("eest" is a letter from east and from west)."""
    from codyroby_lab import lessons

    said = str(lessons.predict("F R F F", "C3 eest", at="A4"))
    assert "did you mean 'east' or 'west'?" in said, said
    assert "'est'" not in said
