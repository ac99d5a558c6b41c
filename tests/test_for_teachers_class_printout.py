"""Lesson 05's printout of a whole class's verdicts (part 4): every line fits the page and
ends between two words."""

from __future__ import annotations

from codyroby_lab.games.codyroby.challenge import Challenge
from tests.support.lesson_cells import cells, run_cell

ROUND_THE_BLOCKS = {"version": 1, "board": {"width": 5, "height": 5, "blocks": ["B4", "C2"],
                                            "targets": {"red": "E1"}},
                    "start": "A5", "facing": "N", "target": "red", "budget": 6,
                    "blue_cards": True}


def test_the_class_printout_breaks_its_lines_between_words_never_inside_one():
    """Walk 05n, fault 7: Emil's line, longer than the page, broke as "[ ] ro / und the
    cards". Each line is at most 88 characters, and the words run on under the first."""
    src = next(s for k, s in cells("05_for_teachers") if k == "code" and "challenge.check(" in s)
    challenge = Challenge.from_dict(ROUND_THE_BLOCKS)
    lines = run_cell(src, {"challenge": challenge}).splitlines()
    assert max(len(line) for line in lines) <= 88
    emil = challenge.check("<script>alert('hi')</script>").message
    start = next(i for i, line in enumerate(lines) if line.startswith("Emil"))
    shown = " ".join(line[21:] for line in lines[start:start + emil.count(" ")])
    assert shown.startswith(emil) and len(lines[start]) < len(emil)
    assert all(line.startswith(" " * 21) for line in lines if not line[:1].isalpha())
