"""Lesson 05's board editor (for teachers) as the fresh-eyes walk 05c met it
(/work/walk/walk05c) on a laptop's 1366x650: pressing Step, the step's words ("What
happened") lay under "Board as text", below the fold."""

from __future__ import annotations

import pytest

from tests.browser.helpers import boxes, notebook_page, shot, wait_end

EDITOR = """\
from codyroby_lab import lessons
drawn = lessons.editor("walk05c.json")
drawn.place("block", "C2")
drawn.place("red", "E1")
drawn"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk05c.ipynb", [EDITOR]) as page:
        page.set_viewport_size({"width": 1366, "height": 650})
        yield page


def test_a_steps_words_show_above_the_board_as_text_in_view_with_step(page):
    """Walk 05c fault 6: the words of the step on show sat below the text box, out of view
    while Step and the board were in view."""
    w = page.locator(".cr-widget").first
    log, text = w.locator(".cr-log-box"), w.locator(".cr-text-label")
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    w.get_by_role("button", name="Back", exact=True).click()
    page.wait_for_function("(c) => { const m = /^step (\\d+) of (\\d+)/.exec(c.textContent); "
                           "return m && m[1] !== m[2]; }",
                           arg=w.locator(".cr-counter").element_handle(), timeout=30_000)
    step = w.get_by_role("button", name="Step", exact=True)
    step.click()
    wait_end(page, w)
    page.wait_for_function("(l) => /Roby/.test(l.textContent)", arg=log.element_handle(),
                           timeout=30_000)
    step.scroll_into_view_if_needed()
    at_step, at_log, at_text = boxes(page, step, log.locator("h4"), text)
    shot(page, "walk05c-step-words-in-view", w)
    assert at_log["y"] < at_text["y"]                  # the words first, the text below
    assert 0 <= at_log["y"] and at_log["y"] + at_log["height"] <= 650
    assert 0 <= at_step["y"] and at_step["y"] + at_step["height"] <= 650
    assert not page.js_errors
