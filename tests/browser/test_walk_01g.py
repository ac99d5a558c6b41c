"""Lesson 01's exercise board as the seventh fresh-eyes walk met it at 1366x650
(/work/walk/walk01g/report.md), in a real JupyterLab: faults 2, 3 and 5."""

from __future__ import annotations

import pytest

from tests.browser.helpers import notebook_page

SETUP = """\
from codyroby_lab import lessons
ex1 = lessons.challenge(start="A5", facing="N", target="C4", budget=5)
my_program = "F R F"
my_board1 = lessons.board(my_program, on=ex1, title="Walk 01g", palette=["F", "L", "R"],
                          run=False)
my_board1"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk01g.ipynb", [SETUP]) as page:
        page.set_viewport_size({"width": 1366, "height": 650})
        yield page


def test_the_help_under_the_program_tells_this_boards_cards_only(page):
    """Faults 2, 3 and 5: the words under the program spoke of an IF's ELSE on a board of
    F, L and R, said the arrow keys only for the program (L and R in the row of cards were
    found by guessing) and never said what the circle on each card is."""
    said = page.locator(".cr-widget").first.locator(".cr-hint").inner_text()
    assert "IF" not in said and "ELSE" not in said, said
    assert "the left and right arrow keys go from card to card above" in said, said
    assert "The small circle on a card puts a stop mark there" in said, said
