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
    with notebook_page(lab, browser, "walk_fixNe.ipynb", [EDITOR], LAPTOP) as page:
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
