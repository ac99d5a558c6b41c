"""Lesson 05's board editor as the fresh-eyes walk 05n met it (/work/walk/walk05n) on a
laptop's 1366x650."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, notebook_page, settled

EDITOR = """\
from codyroby_lab import lessons
drawn = lessons.editor("walk_fixne_board.json")
drawn"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk_board_editorn.ipynb", [EDITOR], LAPTOP) as page:
        yield page


def test_a_width_typed_back_right_takes_its_refusal_away(page):
    """Walk 05n, fault 2: Width 0 was refused and the box went back to 5; typing 5 over it
    and pressing Enter sent nothing (the text had not changed), so "The width cannot be 0"
    stayed beside a right 5 by 5 board."""
    w = page.locator(".cr-widget").first
    width = w.locator('input[data-setting="width"]')
    width.fill("0")
    width.press("Enter")
    error = w.locator(".cr-error")
    error.filter(has_text="The width cannot be 0.").wait_for(timeout=30_000)
    assert width.input_value() == "5"                  # the box shows what the board holds
    width.fill("5")
    width.press("Enter")
    settled(page, w)
    page.wait_for_function("(e) => !e.textContent", arg=error.element_handle(), timeout=30_000)
    assert width.input_value() == "5"
    assert w.locator(".cr-draw-undo").is_disabled()      # nothing changed: no Undo step
    assert not page.js_errors


def test_the_help_says_how_the_keys_reach_the_palette_and_it_is_so(page):
    """Walk 05n, fault 1: Tab forward from the board never reaches Block, Road, the targets
    or Take away, and the help text said only "Tab to the board, then the arrow keys": a child
    using keys alone could put blocks but not choose anything else."""
    w = page.locator(".cr-widget").first
    assert "Shift+Tab from the board" in w.locator(".cr-hint").inner_text()
    board = w.locator("svg.cr-board")
    board.focus()
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("() => document.activeElement.dataset.item") == "block"
    page.keyboard.press("ArrowRight")
    chosen = w.locator('.cr-draw-item[aria-pressed="true"]')
    assert chosen.inner_text() != "Block" and page.evaluate(
        "() => document.activeElement.getAttribute('aria-pressed')") == "true"


def test_width_and_height_have_names_a_screen_reader_reads(page):
    """Walk 05n, fault 12 (checked, not changed): the boxes have no aria-label, but each is
    named by its label (for=), which a screen reader reads."""
    w = page.locator(".cr-widget").first
    assert w.get_by_role("textbox", name="Width", exact=True).count() == 1
    assert w.get_by_role("textbox", name="Height", exact=True).count() == 1
