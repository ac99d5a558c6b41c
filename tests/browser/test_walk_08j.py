"""Walk 08i, the faults still open after round I: lesson 08 at 1366x650. What the chits'
panel and the board say when a choice cannot be taken."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, WAIT, notebook_page, shot

GAME = """\
from codyroby_lab.lessons import droids as lesson
game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
game.draw("violet 4 red 3")
game.place(game.hint().split('"')[1])
game.done()
game.widget()"""
FREE = """\
free_board = lesson.ChitsBoard(rack=("V2", "V1"), at="A1")
free_board.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk08j.ipynb", [GAME, FREE], viewport=LAPTOP) as page:
        yield page


def test_a_transmitter_not_lit_says_why_beside_the_choice(page):
    """Fault 13: clicking transmitter B (not lit, Red in column A) said nothing where the
    child looked; the panel's choice line now says it is not lit and which ones are."""
    w = page.locator(".cr-widget").first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator(".cr-tx.cr-lit").first.wait_for(timeout=WAIT)
    lit = w.locator(".cr-tx.cr-lit").evaluate_all("(rows) => rows.map((r) => r.dataset.line)")
    dark = w.locator(".cr-tx:not(.cr-lit) .cr-box[data-box='1']").first
    line = dark.get_attribute("data-line")
    dark.click()
    choice = w.locator(".cr-chits-choice")
    choice.filter(has_text="is not lit").wait_for(timeout=WAIT)
    shot(page, "walk08j-not-lit", w)
    said = choice.inner_text()
    assert said.startswith(f"Transmitter {line} is not lit")
    assert f"Choose a lit one: {' or '.join(lit)}." in said
    assert not page.js_errors


def test_place_chit_with_no_chit_waiting_says_so(page):
    """Fault 5: Place chit with nothing chosen showed the panel's own "Nothing chosen" line
    again, so the page looked unchanged."""
    w = page.locator(".cr-widget").nth(1)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.get_by_role("button", name="Place chit", exact=True).click()
    error = w.locator(".cr-error").filter(has_text="has no chit to lay")
    error.wait_for(timeout=WAIT)
    assert "Drag one from your rack into a box first" in error.inner_text()
    assert not page.js_errors


def test_a_refused_text_shows_the_form_of_a_move_in_chits_words(page):
    """Fault 18: "put V1 on A" got "'PUT' is not a chit" and "the cards still hold the
    program before it": this lesson has chits, a move, and a form to follow."""
    w = page.locator(".cr-widget").nth(1)
    w.locator(".cr-program-text").fill("put V1 on A")
    w.get_by_role("button", name="Use text").click()
    error = w.locator(".cr-text-error").filter(has_text="'PUT' is not a chit")
    error.wait_for(timeout=WAIT)
    assert "as in 'place V2 C 1 E'" in error.inner_text()
    status = w.locator(".cr-status").filter(has_text="not a move yet")
    status.wait_for(timeout=WAIT)
    assert "cards" not in status.inner_text()
    assert not page.js_errors
