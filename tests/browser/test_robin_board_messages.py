"""Robin's board in JupyterLab at 1366x650, what it says after a choice: a refused choice
does not bring back what was said of the choice before it, and a card clicked takes the
place of a refused line in "Your move as text"."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, WAIT, notebook_page, settled

# Will moves with places12 (-1 -1) (as in test_robin_trade_choices.py)
MOVE = """from codyroby_lab import lessons
moving = lessons.RobinPlay({"first": "will"}, seed=2)
for action in ["offer messages6", "accept tuck"]:
    moving.move(action)
moving.widget()"""
# Will offers: messages6 is in the hand
OFFER = """offering = lessons.RobinPlay({"first": "will"}, seed=2)
offering.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "robin_board_messages.ipynb", [MOVE, OFFER],
                       LAPTOP) as page:
        page.locator(".cr-widget .cr-trade-select").first.wait_for(timeout=WAIT)
        yield page


def test_a_refused_drop_does_not_bring_back_the_missed_drop_before_it(page):
    """Walk 09q, fault 5: group dropped beside the pieces ("did not land on a piece"), then
    on a piece that refused it: the old line came back under the board, beside the refusal
    it contradicted."""
    w = page.locator(".cr-widget").first
    settled(page, w)
    w.locator(".cr-trade-select").nth(0).select_option("will")
    status = w.locator(".cr-status")
    status.filter(has_text="moves Will").wait_for(timeout=WAIT)
    chip = w.locator('.cr-trade-group[data-group="1"]')
    carried = page.evaluate_handle("() => new DataTransfer()")
    chip.dispatch_event("dragstart", {"dataTransfer": carried})   # a drag no drop took
    chip.dispatch_event("dragend", {"dataTransfer": carried})
    status.filter(has_text="did not land on a piece").wait_for(timeout=WAIT)
    chip.drag_to(w.locator('.cr-board-box [data-piece="will"]'))
    w.locator(".cr-trade-why, .cr-error").filter(has_text="moved twice").first.wait_for(
        timeout=WAIT)
    settled(page, w)
    assert "did not land" not in status.inner_text()
    assert not page.js_errors


def test_a_card_clicked_takes_the_place_of_a_refused_text(page):
    """Walk 09q, fault 6: with a bad line in "Your move as text", the card the top line
    asks for was clicked again, and the box kept the bad line: Run played nothing."""
    w = page.locator(".cr-widget").nth(1)
    settled(page, w)
    card = w.locator('.cr-trade-card[data-card="messages6"]')
    text = w.locator(".cr-program-text")
    card.click()
    page.wait_for_function("(t) => t.value === 'offer messages6'", arg=text.element_handle(),
                           timeout=WAIT)
    text.fill("offer messages6b")
    text.press("Enter")
    page.wait_for_function("(t) => t.classList.contains('cr-bad')", arg=text.element_handle(),
                           timeout=WAIT)
    card.click()
    page.wait_for_function("(t) => t.value === 'offer messages6' && !t.classList.contains("
                           "'cr-bad')", arg=text.element_handle(), timeout=WAIT)
    assert not page.js_errors


def test_a_chosen_card_clicked_again_or_deleted_is_taken_back(page):
    """Walk 09s, fault 8: the card offered, clicked again, stayed chosen, while a card given
    clicked again was taken back; Delete on a chosen card takes it back too."""
    w = page.locator(".cr-widget").nth(1)
    settled(page, w)
    card = w.locator('.cr-trade-card[data-card="messages6"]')
    text = w.locator(".cr-program-text").element_handle()
    if card.get_attribute("aria-pressed") != "true":
        card.click()
    page.wait_for_function("(t) => t.value === 'offer messages6'", arg=text, timeout=WAIT)
    card.click()
    page.wait_for_function("(t) => t.value === ''", arg=text, timeout=WAIT)
    assert card.get_attribute("aria-pressed") == "false"
    card.click()
    page.wait_for_function("(t) => t.value === 'offer messages6'", arg=text, timeout=WAIT)
    other = w.locator('.cr-trade-card[aria-pressed="false"]').first
    name = other.get_attribute("data-card")
    other.press("Delete")            # a card not chosen: said so, the choice kept
    w.locator(".cr-status").filter(has_text=f"{name} is not chosen").wait_for(timeout=WAIT)
    card.press("Delete")
    page.wait_for_function("(t) => t.value === ''", arg=text, timeout=WAIT)
    assert card.get_attribute("aria-pressed") == "false"
    assert not page.js_errors
