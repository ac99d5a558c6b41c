"""Lesson 1's faults found by the fresh-eyes walk 01j (the Predict overshoot and the keyboard
ones are the board's: tests/browser)."""

from __future__ import annotations

from codyroby_lab import lessons
from codyroby_lab.lessons import feedback


def setup_function():
    feedback.forget()


def test_a_solved_program_with_a_card_too_many_is_not_told_a_card_is_wrong():
    """Fault 5: 'R F F L F' (5 cards, 4 enough) is solved, and its hint asked 'which card
    brings Roby nearer?' of its first card, as if the R were a mistake."""
    corner = lessons.challenge({"width": 5, "height": 5}, "A5", "C4", budget=5)
    said = lessons.check(corner, "R F F L F")
    assert said.ok and "nearer" not in said.hint and "4 cards" in said.hint
    assert lessons.check(corner, "F R F F").hint is None          # the fewest: nothing to add


def test_a_long_way_round_over_the_budget_is_told_to_look_for_a_shorter_way():
    """Fault 6: a 12-card way round a wall (every card helps) was told to look for cards that
    do not help."""
    wall = {"width": 5, "height": 5, "blocks": ["B5", "B4", "B3"]}      # lesson 1's Exercise 2
    the_wall = lessons.challenge(wall, "A5", "C5", budget=10)
    said = lessons.check(the_wall, "F F F F R F F R F F F F")     # along row 1, every card used
    assert not said.ok and "reached C5" in said.message and "the budget is 10" in said.message
    assert "a shorter way to the target" in said.hint
