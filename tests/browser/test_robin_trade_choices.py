"""Robin's trade editor in a lesson's notebook at 1366x650: a counter-offer waits for the
offer it answers (while the replay shows an earlier step, the hand and "No counter-offer"
cannot be pressed), and an arrow group's piece refused from its list is said not taken,
beside the list gone back to the piece it keeps."""

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


def test_a_piece_refused_from_a_list_says_which_piece_the_list_kept(page):
    """The list went back to Robin beside "Will is moved twice", while the choice line said
    "-1 moves Will, -1 moves Robin": an error or not? (walk 09n, fault 3)."""
    w = page.locator(".cr-widget").first
    first, second = w.locator(".cr-trade-select").nth(0), w.locator(".cr-trade-select").nth(1)
    first.select_option("will")
    w.locator(".cr-trade-choice").filter(has_text="-1 moves Will, -1 moves no piece").wait_for()
    second.select_option("robin")
    w.locator(".cr-trade-choice").filter(has_text="-1 moves Will, -1 moves Robin").wait_for()
    second.select_option("will")
    why = w.locator(".cr-trade-why")
    why.filter(has_text="Will is moved twice").wait_for(timeout=WAIT)
    assert why.inner_text().startswith("Not taken: Will is moved twice")
    assert second.input_value() == "robin"                # the list keeps Robin, as Run does
    w.locator(".cr-trade-choice").filter(has_text="-1 moves Will, -1 moves Robin").wait_for()
    assert not page.js_errors
