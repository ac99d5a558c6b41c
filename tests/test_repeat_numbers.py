"""A REPEAT whose number is wrong hears that its number is wrong, never of a card that is
right (issue 29, walk 02, faults 2 and 3): too many times round, too few, and a REPEAT
inside a REPEAT, on the open board and on lesson 02's staircase."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab import lessons

STAIRS = {"width": 5, "height": 5,
          "blocks": ["B5", "C5", "D5", "E5", "C4", "D4", "E4", "A3", "D3", "E3",
                     "A2", "B2", "E2", "A1", "B1", "C1"]}
EX2 = lessons.challenge(start="A5", facing="N", target="E1", budget=4, blue_cards=["REPEAT"])
EX3 = lessons.challenge(STAIRS, start="A5", facing="N", target="E1", budget=5,
                        blue_cards=["REPEAT"])
#: words that send a child after one card, or name a card by its place
A_CARD = re.compile(r"goes wrong at step|card \d|Which card|cards that do not help")


def _hint(exercise, program: str) -> str:
    return lessons.checks._look(exercise, exercise.check(program), program)


def test_a_repeat_going_round_too_often_hears_so_not_of_a_card_on_the_target():
    """Walk 02, fault 2: REPEAT 5 [F R F L] heard 'goes wrong at step 16: card 5 (L) ...
    with Roby on E1 ... which way leads to E1?' while Roby was on E1."""
    hint = _hint(EX3, "REPEAT 5 [F R F L]")
    assert "too many times" in hint and "REPEAT 5" in hint, hint
    assert hint.startswith("Roby gets to E1, then the program goes on."), hint
    assert not A_CARD.search(hint), hint


def test_the_first_try_of_exercise_2_hears_of_the_number_it_gets_wrong():
    """Walk 02, fault 3: the first try (REPEAT 5 [F] R REPEAT 4 [F]) heard 'look for cards
    that do not help Roby', though no card is useless: the first REPEAT's number is."""
    hint = _hint(EX2, "REPEAT 5 [F] R REPEAT 4 [F]")
    assert "the first REPEAT card (REPEAT 5) goes round too many times" in hint, hint
    assert not A_CARD.search(hint), hint


@settings(deadline=None)
@given(st.integers(1, 9).filter(lambda n: n != 4))
def test_a_wrong_number_on_the_one_repeat_is_what_the_hint_names(n):
    for exercise in (EX2, EX3):
        hint = _hint(exercise, f"REPEAT {n} [F R F L]")
        assert ("too many times" if n > 4 else "too few times") in hint, hint
        assert f"REPEAT {n}" in hint and not A_CARD.search(hint), hint


NAMED = re.compile(r"the (first|second) (?:REPEAT card )?\(REPEAT (\d+)\) goes round too "
                   r"(many|few) times")


@settings(deadline=None)
@given(st.integers(1, 6), st.integers(1, 6))
def test_wrong_numbers_on_a_repeat_inside_a_repeat_are_what_the_hint_names(outer, inner):
    """REPEAT 2 [REPEAT 4 [F] R] goes from A5 to E1 (and 6 or 10 times round the outer one,
    once or twice round the board more); every other pair of numbers is told which REPEAT
    goes round too many or too few times, as one of the pairs that work says."""
    program = f"REPEAT {outer} [REPEAT {inner} [F] R]"
    if EX2.check(program).ok:
        return
    hint = _hint(EX2, program)
    named = {("first", "second").index(w): (int(n), way) for w, n, way in NAMED.findall(hint)}
    assert named and not A_CARD.search(hint), hint
    now = (outer, inner)
    assert any(all((right[i] < now[i]) == (named[i][1] == "many") if i in named else
                   right[i] == now[i] for i in (0, 1))
               for right in ((2, 4), (6, 4), (10, 4))), hint
    assert all(now[i] == n for i, (n, _) in named.items()), hint


def test_a_repeat_with_the_right_number_and_cards_missing_after_it_is_not_sent_to_the_number():
    """REPEAT 4 [F] R stops on A1 facing east: the number is right, cards are missing."""
    hint = _hint(EX2, "REPEAT 4 [F] R")
    assert "REPEAT number" not in hint and "A1" in hint, hint


EX1 = dict(at="C3", start_facing="N", end="C3", facing="N", max_cards=3, uses="REPEAT",
           walks_round=1)


@pytest.mark.parametrize("program", ["REPEAT 4 [L]", "REPEAT 2 [R R]", "REPEAT 2 [F R R]"])
def test_exercise_1_is_not_done_by_a_program_that_never_walks_round_the_square(program):
    """Walk 02, fault 1: REPEAT 4 [L] and REPEAT 2 [R R] spin on C3 and were told 'Done'."""
    r = lessons.check_goal(program, **EX1)
    assert not r.ok and "walk round" in r.message and "C3" in r.message, r
    assert lessons.check_goal("REPEAT 4 [F R]", **EX1).ok
    assert lessons.check_goal("REPEAT 4 [L F]", **EX1).ok


def test_lesson_02_exercise_1_asks_its_check_for_the_walk_round_the_square():
    from tests.support.lesson_cells import cells
    cell = next(src for kind, src in cells("02_repeat") if "check_goal" in src)
    assert "walks_round=1" in cell


def test_a_card_too_many_after_the_target_is_what_the_hint_names():
    """REPEAT 4 [F R F L] F climbs the staircase to E1, then its last F crashes there: it
    heard 'look for cards that do not help Roby', as if some card on the way were useless."""
    hint = _hint(EX3, "REPEAT 4 [F R F L] F")
    assert hint == ("Roby gets to the target E1 before the end, but the program goes on: "
                    "follow the cards one at a time to find when Roby gets there, and watch "
                    "what the cards after that do."), hint
