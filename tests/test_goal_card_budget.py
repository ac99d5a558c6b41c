"""A program that misses an exercise's goal and has too many cards hears of both (walk 02p,
fault 6: lesson 2's Exercise 1, REPEAT 4 [F F R], heard only that its walk was no square,
and of the card budget once the walk was right)."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons

EXERCISE_1 = dict(at="C3", start_facing="N", end="C3", facing="N", max_cards=3,
                  uses="REPEAT", walks_round=1)


pytestmark = pytest.mark.usefixtures("fresh_answers")


def test_a_walk_that_is_no_square_with_too_many_cards_hears_of_the_cards_too():
    said = str(lessons.check_goal("REPEAT 4 [F F R]", **EXERCISE_1))
    assert "walk round a square" in said and "It also has 4 cards: at most 3" in said, said


def test_a_crash_with_too_many_cards_hears_of_the_cards_too():
    said = str(lessons.check_goal("F F F F R F R F R", **EXERCISE_1))
    assert "crashed" in said and "It also has 9 cards" in said, said


def test_a_walk_that_misses_within_the_budget_says_nothing_of_cards():
    said = str(lessons.check_goal("REPEAT 5 [F R]", **EXERCISE_1))
    assert "cards:" not in said, said
