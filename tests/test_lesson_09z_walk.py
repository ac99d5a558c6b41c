"""Lesson 9 (Robin), what the fresh-eyes walk 09z found in the lesson's words: each test
fails before its fix."""

import contextlib
import io

from tests.test_lesson_09j_walk import raw, source


def test_the_exact_count_says_it_is_one_minus_the_chance_of_no_seven():
    """Fault m7: "count the hands with at most 6 of every kind, and divide by all the hands"
    is the chance of NOT getting 7 of a kind, said as the chance of 7 of a kind."""
    said = source("robin-16")
    assert "chance of **not** getting 7 of a kind" in said
    assert "1 minus it is the chance of 7 of a kind" in said


def test_the_road_says_why_the_castle_is_risky():
    """Fault m8: "near the castle ... it is risky there", with no reason, beside numbers
    (draw 5, give 2) that look like a plain gain."""
    said = source("robin-02")
    risky = said[said.index("it is risky there"):]
    assert "the others can take them" in risky and "past the castle" in risky


def test_the_rules_printed_hold_the_tie_rule():
    """Fault m9: "Marian also collected 7: Will wins the tie" came at a game's end, and no
    rule printed by the lesson said how a tie is won."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(raw("robin-01"), {})          # the cell that prints the rules
    assert "If two players have collected 7 in the same turn, the active player wins" in \
        " ".join(out.getvalue().split())
