"""Walk 09i: lesson 09's Robin board at 1366x650 (a 12-year-old's eyes, on 0b566d2). After
an offer, Reset during "choose the counter-offer you take" said "pick a card, press Run",
in a phase where the hand is greyed out and the offers to take wait for the replay's end."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, WAIT, notebook_page, settled, wait_end

# Will offers food3 and Tuck answers with draw2: Will then takes an offer
GAME = """\
from codyroby_lab import lessons
game = lessons.RobinPlay({"first": "will"}, seed=1)
game.widget()"""


@pytest.fixture(scope="module")
def board(lab, browser):
    with notebook_page(lab, browser, "walk09i.ipynb", [GAME], viewport=LAPTOP) as page:
        w = page.locator(".cr-widget").first
        w.locator("[data-card='food3']").wait_for(timeout=WAIT)
        yield page, w


def test_reset_while_taking_an_offer_says_the_way_back_not_pick_a_card(board):
    """Fault 6: the replay's words after Reset sent the child to a card to pick, when only
    Jump to end (or stepping to the end) brings the offers back. Its tooltip now says the
    game goes on."""
    page, w = board
    w.locator("[data-card='food3']").click()
    w.locator(".cr-trade-choice").filter(has_text="Your choice: offer food3.").wait_for(
        timeout=WAIT)
    settled(page, w)
    w.locator(".cr-run").click()
    wait_end(page, w)
    w.locator("[data-action='accept tuck']").wait_for(timeout=WAIT)
    w.locator(".cr-reset").click()
    status = w.locator(".cr-status")
    status.filter(has_text="A replay of the last turn").wait_for(timeout=WAIT)
    said = status.inner_text()
    assert "pick a card" not in said and "Jump to end" in said
    assert w.locator("[data-action='accept tuck']").count() == 0   # waits for the end
    assert "The game goes on" in w.locator(".cr-reset").get_attribute("title")
    w.locator(".cr-end").click()
    w.locator("[data-action='accept tuck']").wait_for(timeout=WAIT)
    assert not page.js_errors
