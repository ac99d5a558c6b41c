"""Walk 09f: lesson 09's Robin board at 1366x650 (a 12-year-old's eyes, on d2e1822). The
Speed slider had no words at its ends: which way makes the replay faster was found only by
trying."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, WAIT, notebook_page

GAME = """\
from codyroby_lab import lessons
game = lessons.RobinPlay({"first": "will"}, seed=2)
game.widget()"""


@pytest.fixture(scope="module")
def board(lab, browser):
    with notebook_page(lab, browser, "walk09f.ipynb", [GAME], viewport=LAPTOP) as page:
        w = page.locator(".cr-widget").first
        w.locator(".cr-speed").wait_for(timeout=WAIT)
        yield page, w


def test_the_speed_slider_says_which_end_is_slow_and_which_fast(board):
    """Fault 9: "Speed" and a bare slider; its left end (one step a second) now reads
    "slow", its right end "fast", on either side of it, in view."""
    page, w = board
    label = w.locator(".cr-speed-label")
    slow, fast = label.locator(".cr-speed-end").all()
    assert (slow.inner_text(), fast.inner_text()) == ("slow", "fast")
    left, slider, right = (x.bounding_box() for x in (slow, w.locator(".cr-speed"), fast))
    assert left["x"] + left["width"] <= slider["x"] < slider["x"] + slider["width"] <= right["x"]
    assert right["x"] + right["width"] <= LAPTOP["width"]
    assert w.locator(".cr-speed").get_attribute("min") == "0"     # slow is the low end
    assert not page.js_errors
