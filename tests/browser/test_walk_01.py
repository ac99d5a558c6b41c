"""Lesson 01's boards as a 12-year-old met them (walkthrough of issue 29, /work/walk/01):
a board whose Python was restarted says so and how to go on (fault 4), and the small gaps
in what a board tells a learner (faults 15, 16, 18, 19)."""

from __future__ import annotations

import pytest

from tests.browser.helpers import notebook_page, shot

BOARD = ("from codyroby_lab import lessons\n"
         "lessons.board('F F R', at='A5', facing='N', title='Lost')")


@pytest.fixture
def restarted(lab, browser):
    """A page whose board was drawn, then its kernel restarted from JupyterLab's menu."""
    with notebook_page(lab, browser, "walk01_restart.ipynb", [BOARD]) as page:
        page.set_viewport_size({"width": 1366, "height": 650})
        page.get_by_role("menuitem", name="Kernel", exact=True).click()
        page.get_by_role("menuitem", name="Restart Kernel…").click()
        page.locator(".jp-Dialog").get_by_role("button", name="Confirm Kernel Restart").click()
        page.locator(".jp-StatusBar-Widget").filter(has_text="| Idle").first.wait_for(
            timeout=60_000)
        yield page


def test_a_board_whose_python_was_restarted_says_so(restarted):
    """Fault 4: after a restart Run showed "Running…" for ever; it must say, within a few
    seconds, that the board lost touch with Python and what to do."""
    page = restarted
    w = page.locator(".cr-widget").first
    status = w.locator(".cr-status")
    w.get_by_role("button", name="Run", exact=True).click()
    page.wait_for_function("(el) => el.textContent.includes('lost touch with Python')",
                           arg=status.element_handle(), timeout=8_000)
    said = status.inner_text()
    assert "Running" not in said and "Run All Above Selected Cell" in said
    shot(page, "walk01_lost_touch", w)
    page.evaluate("(el) => { el.textContent = ''; }", status.element_handle())
    w.get_by_role("button", name="Run", exact=True).click()      # asks again, says it again
    page.wait_for_function("(el) => el.textContent.includes('lost touch with Python')",
                           arg=status.element_handle(), timeout=8_000)
    assert not page.js_errors
