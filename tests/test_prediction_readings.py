"""How a prediction is read, and what a wrong one hears: never the answer, and never a
guess between two left to the learner."""

from __future__ import annotations

import pytest

from codyroby_lab.lessons import predict

pytestmark = pytest.mark.usefixtures("fresh_answers")


def test_a_facing_word_read_as_another_language_says_how_it_was_read():
    """Walk 02n, fault 2: "C5 est" (west with its w left out) heard "Roby does not face
    east" with no word of why east: "est" is Italian for east. It says how it read it, and
    what to write for another way."""
    said = predict("REPEAT 3 [F F R]", "C5 est", at="A5", facing="N", with_facing=True)
    assert not said.ok and "I read 'est' as east" in said.message, said.message
    assert "north, east, south or west" in said.message
    plain = predict("REPEAT 3 [F F R]", "C5 east", at="A5", facing="N", with_facing=True)
    assert "I read" not in plain.message, plain.message


def test_a_facing_alone_read_as_another_language_says_how_it_was_read():
    said = predict("L", "est", at="A5", asks="facing")
    assert "I read 'est' as east" in said.message, said.message


@pytest.mark.parametrize(("guess", "words"), [
    ("goes forward", "Roby does not move forward"), ("forward", "Roby does not move forward"),
    ("nothing", "Roby does something"), ("it does nothing", "Roby does something"),
    ("stays still", "Roby does something")])
def test_a_move_or_nothing_for_what_roby_does_is_a_wrong_guess_not_a_choice_of_two(guess,
                                                                                    words):
    """Walk 03n, fault 2: Question 2's "goes forward" and "nothing" heard "'forward' is no
    turn: write ... 'turns left' or 'turns right'", a guess between two. They are wrong
    guesses: they hear what Roby does not do, and where to look, never the two turns."""
    said = predict("IF left [L] ELSE [R]", guess, at="A5", facing="N", asks="turn")
    assert not said.ok and words in said.message, said.message
    assert "turns left" not in str(said) and "turns right" not in str(said), str(said)
    assert said.tries == 1 and "left" in (said.hint or ""), said


def test_roby_moving_forward_is_never_told_it_does_not():
    said = predict("IF ahead [F]", "goes forward", at="A5", facing="N", asks="turn")
    assert "does not move forward" not in said.message, said.message


def test_a_facing_that_may_be_another_misspelt_counts_no_try():
    """Walk 01v, fault M5 (walk 03v, fault 2): "C5 est" was a wrong try, though the child may
    have left the w out of "west" (the answer), while "C5 nort" was refused and counted no
    try. A facing read from a word one letter from another way counts no try either; the
    right answer next is still a first try."""
    said = predict("REPEAT 3 [F F R]", "C5 est", at="A5", facing="N", with_facing=True)
    assert not said.ok and "does not count as a try" in said.message, said.message
    alone = predict("L", "est", at="A5", asks="facing")
    assert "does not count as a try" in alone.message, alone.message
    right = predict("REPEAT 3 [F F R]", "C5 west", at="A5", facing="N", with_facing=True)
    assert right.ok and "first try" in right.message, right.message
    italian = predict("REPEAT 3 [F F R]", "C5 nord", at="A5", facing="N", with_facing=True)
    assert "not count" not in italian.message, italian.message
