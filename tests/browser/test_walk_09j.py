"""Walk 09j: lesson 09's Robin board at 1366x650 (a 12-year-old's eyes, on 5d83279). In the
move step the area said "Arrow groups of your card" and never which card: the card received
is not in the hand row, and the old offer lines stay above it."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, WAIT, notebook_page

# The watcher's moves for Will until Will moves the pieces with a card he received (food2).
GAME = """\
from codyroby_lab import lessons
game = lessons.RobinPlay({"first": "will"}, seed=1)
for action in ["offer weapons1", "accept tuck", "counter none", "contribute messages7",
               "use draw2", "counter none", "counter none", "counter none",
               "contribute riches6", "offer animals11", "accept tuck", "counter swap-hands"]:
    game.move(action)
game.widget()"""


@pytest.fixture(scope="module")
def board(lab, browser):
    with notebook_page(lab, browser, "walk09j.ipynb", [GAME], viewport=LAPTOP) as page:
        w = page.locator(".cr-widget").first
        w.locator(".cr-trade-group").first.wait_for(timeout=WAIT)
        yield page, w


def test_the_move_step_names_the_card_whose_arrow_groups_it_shows(board):
    """Fault 9: the child may wonder which card they are moving with."""
    page, w = board
    w.locator(".cr-trade-groups").filter(has_text="Arrow groups of food2").wait_for(
        timeout=WAIT)
    assert not page.js_errors
