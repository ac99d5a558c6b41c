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



def test_a_turn_in_words_the_check_cannot_read_is_not_called_no_turn():
    """Walk 03r6, fault 1: "it goes right" heard "'right' is no turn", as if right were the
    mistake (a child with the right idea may change to left); it hears that 'right' was read
    and the words around it were not, and counts no try."""
    feedback.forget()
    said = predict("R", "it goes right", at="A5", asks="turn")
    assert "I can read 'right'" in said.message and "not the words around it" in said.message
    assert "no turn" not in said.message and "not a turn" not in said.message
    assert said.tries == 0
    assert "not a turn" in predict("R", "forward please", at="A5", asks="turn").message
