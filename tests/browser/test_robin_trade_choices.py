"""Robin's trade editor in a lesson's notebook at 1366x650: a counter-offer waits for the
offer it answers (while the replay shows an earlier step, the hand and "No counter-offer"
cannot be pressed)."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, WAIT, notebook_page, wait_end

# Will moves with places12 (-1 -1): group 1 Will, group 2 Robin, then group 2 Will again
MOVE = """from codyroby_lab import lessons
moving = lessons.RobinPlay({"first": "will"}, seed=2)
for action in ["offer messages6", "accept tuck"]:
    moving.move(action)
moving.widget()"""
# Will has offered; the cell after the board takes Tuck's offer, so the board replays the
# turn up to Robin's offer, which Will answers with a counter-offer
COUNTER = """answering = lessons.RobinPlay({"first": "will"}, seed=1)
answering.move("offer weapons1")
answering.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    cells = [MOVE, COUNTER, 'answering.move("accept tuck")']
    with notebook_page(lab, browser, "robin_trade_choices.ipynb", cells, LAPTOP) as page:
        page.locator(".cr-widget .cr-trade-select").first.wait_for(timeout=WAIT)
        yield page


def test_a_counter_offer_waits_for_the_offer_it_answers(page):
    """While the replay shows an earlier step, the offer to answer is not on show: a card
    clicked then was a counter-offer chosen blind (walk 09n, fault 11)."""
    w = page.locator(".cr-widget").nth(1)
    wait_end(page, w)
    cards, none = w.locator(".cr-trade-card"), w.locator('[data-action="counter none"]')
    assert cards.count() and all(cards.nth(k).is_enabled() for k in range(cards.count()))
    assert none.is_enabled()
    w.locator(".cr-start").click()                      # the replay's first step
    w.locator(".cr-trade-offer").filter(has_text="shows at the end of the replay").wait_for()
    assert not any(cards.nth(k).is_enabled() for k in range(cards.count()))
    assert not none.is_enabled()
    w.locator(".cr-end").click()                        # back to the game now
    wait_end(page, w)
    w.locator(".cr-trade-offer[data-offer]").wait_for()
    assert all(cards.nth(k).is_enabled() for k in range(cards.count()))
    assert none.is_enabled()
    assert not page.js_errors
