"""Lesson 04's walk 04r9 (a 12-year-old's eyes): the faults outside the board's browser
side, each with what the learner now reads."""

from __future__ import annotations

from tests.support.lesson_cells import cells


def test_the_cells_name_the_words_a_lost_name_really_shows():
    """Fault 9: the comments of two cells said to look for red words "is not defined"; what
    shows is "Python does not know the name duel", and not in red."""
    code = [s for kind, s in cells("04_duel") if kind == "code"]
    assert not [s for s in code if "is not defined" in s]
    assert sum('"Python does not know the name"' in s for s in code) == 2
