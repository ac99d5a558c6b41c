"""Lesson 02's walk 02r9 (a 12-year-old's eyes): the faults outside the board's browser
side, each with what the learner now reads."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons

pytestmark = pytest.mark.usefixtures("fresh_answers")


def test_show_me_asked_again_says_how_to_have_ones_own_board_checked():
    """Fault 5: with "show me" in place of my_board3, the child built the shown program on
    the board and ran the check again: it showed the answer again and again, and nothing
    said to put the board's name back."""
    ex3 = lessons.challenge({"width": 3, "height": 3}, start="A3", facing="N", target="C1",
                            budget=5, blue_cards=["REPEAT"], title="The corner")
    first = str(lessons.check(ex3, "show me"))
    assert "write it back in place of" not in first
    again = str(lessons.check(ex3, "show me"))
    assert again.endswith('To have your own answer checked, write it back in place of "show '
                          'me" and run the cell again.'), again
