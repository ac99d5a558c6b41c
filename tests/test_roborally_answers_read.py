"""How lesson 7's question checks read a square and a facing as a child writes them."""

from __future__ import annotations

from codyroby_lab.lessons import feedback
from codyroby_lab.lessons.roborally import check_where

# a belt carries Twonky from C3 to D3: it ends on D3 facing north
BELT = {"board": {"width": 5, "height": 5, "elements": [
    {"kind": "conveyor", "at": "C3", "facing": "E"}]},
    "robots": {"Twonky": {"at": "C5"}}, "program": {"Twonky": ["Move 2 670"]}, "phases": 1}


def test_a_facing_read_from_another_spelling_says_how_it_was_read():
    """Walk 07p, fault 6: "C4 est" after "C4 East." heard "You tried this answer before"
    with no word of why (est is read as east), and "D2 est" was taken silently. Both say
    how 'est' was read, so the repeat makes sense and a typo is seen."""
    feedback.forget()
    first = check_where(BELT, "D3  East.", with_facing=True)
    assert not first.ok and "I read" not in first.message
    again = check_where(BELT, "D3 est", with_facing=True)
    assert "I read 'est' as east" in again.message, again.message
    assert "tried this answer before" in again.message and again.tries == first.tries
    assert not check_where(BELT, "D3 nrd", with_facing=True).ok   # unread, never guessed
    right = check_where(BELT, "D3 up", with_facing=True)
    assert right.ok and "I read 'up' as north" in right.message, right.message


def test_a_question_that_asks_the_facing_asks_for_it_from_the_first_word():
    """Walk 07v, fault 8: the empty answer of a question that asks which way the robot faces
    heard "a square, maybe with a facing", then "D2" was refused for having no facing. The
    first words already ask for the square and the facing; a question that asks only the
    square still says a facing may come with it."""
    feedback.forget()
    empty = check_where(BELT, "", with_facing=True).message
    unread = check_where(BELT, "here", with_facing=True).message
    assert "maybe" not in empty + unread, (empty, unread)
    assert "a square and the way Twonky faces, such as C3 north" in empty, empty
    assert "and a facing (C3 north)" in unread, unread
    assert "maybe with a facing" in check_where(BELT, "").message
