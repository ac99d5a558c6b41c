"""Lesson 09's Robin board as a 12-year-old meets it at a school laptop (issue 29, fixB 3):
a 1366x650 page. The replay of a turn goes at a pace a child can read (it still plays by
itself), and Delete takes back what the control with the focus chose."""

from __future__ import annotations

import pytest

from tests.support.boards import GAME
from tests.support.browser import LAPTOP, notebook_page, shot, wait_end, wait_text

CODYROBY = ("from codyroby_lab.ui import CodyRobyBoard\n"
            "CodyRobyBoard({'width': 5, 'height': 5}, program='F F R F', at='A5')")


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk09.ipynb", [GAME, CODYROBY], LAPTOP) as page:
        page.locator(".cr-widget [data-card='riches13']").wait_for()
        yield page


def test_a_turn_replays_at_a_pace_a_child_can_read(page):
    """The Robin board played a turn's replay at 4 steps a second, too fast to read; it
    starts at one step a second, said in words (as every board does since walk 01i)."""
    robin, cody = page.locator(".cr-widget").nth(0), page.locator(".cr-widget").nth(1)
    assert robin.locator(".cr-speed").get_attribute("aria-valuetext") == "1 step a second"
    assert cody.locator(".cr-speed").get_attribute("aria-valuetext") == "1 step a second"
    robin.locator('[data-card="riches13"]').click()
    wait_text(page, robin, "offer riches13")
    robin.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, robin)                            # it plays by itself, to its end
    assert robin.locator(".cr-speed").get_attribute("aria-valuetext") == "1 step a second"
    assert "Will offers riches13" in robin.locator(".cr-log").inner_text()


def test_delete_takes_back_what_is_chosen(page):
    """Delete did nothing on the Robin board: it takes back an arrow group's piece (on the
    group or its list) and every group given to a piece (on the piece's button)."""
    w = page.locator(".cr-widget").first
    if not w.locator(".cr-trade-select").count():           # (run alone) Will offers first
        w.locator('[data-card="riches13"]').click()
        wait_text(page, w, "offer riches13")
        w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-trade-select").nth(2).wait_for()          # Will moves: +2 -1 -1
    w.locator(".cr-trade-select").nth(0).select_option("robin")
    wait_text(page, w, "move robin - -")
    w.locator(".cr-trade-select").nth(0).focus()
    page.keyboard.press("Delete")
    wait_text(page, w, "move - - -")
    assert w.locator(".cr-trade-select").nth(0).input_value() == "-"
    assert page.evaluate("() => document.activeElement.dataset.group") == "0"  # focus stays
    w.locator(".cr-trade-select").nth(1).select_option("tuck")
    wait_text(page, w, "move - tuck -")
    w.locator('.cr-trade-piece[data-piece="tuck"]').focus()
    page.keyboard.press("Delete")
    wait_text(page, w, "move - - -")
    assert w.locator(".cr-trade-select[aria-invalid]").count() == 0   # nothing was refused
    w.locator('.cr-trade-group[data-group="2"]').focus()
    page.keyboard.press("Delete")                            # nothing there: said so
    w.locator(".cr-status").filter(has_text="Nothing to take back here").wait_for()
    shot(page, "walk09-delete", w)
    assert not page.js_errors
