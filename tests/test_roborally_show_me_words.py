"""What "show me" shows for lesson 07's programming challenges."""

from __future__ import annotations

import re

from codyroby_lab.games.roborally.deck import parse_card
from codyroby_lab.lessons import feedback
from codyroby_lab.lessons import roborally as lesson
from tests.support.rr import lesson_setup


def test_the_program_shown_has_no_turn_that_undoes_the_one_before():
    """Walk 07s, fault 9: "show me" in challenge 3 gave "1 2 3 7 4", a Rotate Right then a
    Rotate Left that cancel out: a child copying it thought those turns mattered. The
    program shown still solves the challenge, and no card of it undoes the one before."""
    feedback.forget()
    challenge = lesson_setup("challenge3")
    shown = str(lesson.check_registers(challenge, "show me"))
    places = re.search(r"one program that works is ([\d ]+) \(", shown)[1].split()
    hand = challenge["hands"]["Twonky"]
    kinds = [parse_card(hand[int(p) - 1]).kind.name for p in places]
    assert len(places) == 5 and not lesson._undoing(kinds), (places, kinds)
    feedback.forget()
    assert lesson.check_registers(challenge, " ".join(places)).ok
