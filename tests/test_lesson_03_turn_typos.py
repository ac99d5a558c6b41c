"""Lesson 3's Question 2 asks what a card makes Roby do: a misspelt word around the turn is
blamed, not the turn (walk 03t, fault 2)."""

from __future__ import annotations

from codyroby_lab.lessons import feedback
from codyroby_lab.lessons.checks import predict


def test_a_misspelt_turn_word_hears_what_it_may_mean():
    """"trun right" heard "'right' is no turn ... such as 'turns right'", which blamed the
    right word and contradicted itself; it hears of "trun" and counts no try."""
    feedback.forget()
    said = predict("R", "trun right", at="A5", asks="turn")
    assert "'trun'" in said.message and "did you mean 'turn'?" in said.message
    assert "no turn" not in said.message and said.tries == 0

