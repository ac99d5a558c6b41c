"""REPEAT UNTIL a colour on a board whose only goal is the star hears why it cannot stop in
short sentences (walk 03p, fault 11: lesson 3's Exercise 1 answered REPEAT UNTIL red [F]
with one sentence of about 50 words)."""

from __future__ import annotations

import re

from codyroby_lab import lessons


def test_repeat_until_a_colour_on_a_star_board_is_answered_in_short_sentences():
    walls = [lessons.challenge({"width": n, "height": n}, start=f"A{n}", facing="N",
                               target="ABCDEFGH"[n - 1] + "1", blue_cards=True)
             for n in (3, 5, 8)]
    said = lessons.check_all("REPEAT UNTIL red [F]", walls).details[0]
    assert "the star is the square to reach" in said and "no red target" in said, said
    assert "REPEAT WHILE with a sensor" in said, said
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", said) if s]
    assert max(len(s.split()) for s in sentences) <= 25, said
