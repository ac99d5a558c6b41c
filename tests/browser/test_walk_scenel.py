"""Walk 08k: the scene's drawing (widgets/scene.js) at 1366x650, looked at as a child does."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, WAIT, notebook_page, settled

STATUE = ("from codyroby_lab.lessons.droids import DroidsPlay\n"
          "game = DroidsPlay('statue', players=['red', 'blue'], seed=0, setup={\n"
          "    'robots': {'red': 'D4', 'statue': None}, 'carrying': {'red': 'statue'}})\n"
          "game.widget()")


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walkscenel.ipynb", [STATUE], viewport=LAPTOP) as page:
        yield page


def test_a_droid_carrying_the_statue_wears_the_statue_grey_s(page):
    """Walk 08k, fault 9: once Red picked the statue up, the grey "S" left the board and the
    only sign was a dot of a few pixels in the corner of Red's square: the droid carrying it
    now wears a small grey "S", as the statue looks on the board, big enough to read."""
    w = page.locator(".cr-widget").first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    settled(page, w)
    red = w.locator('.cr-piece[data-piece="red"]')
    mark = red.locator(".cr-piece-carry")
    mark.wait_for(state="visible", timeout=WAIT)
    assert mark.locator("text").text_content() == "S"
    statue = w.locator('.cr-piece[data-piece="statue"] .cr-piece-body')     # off the board
    assert mark.locator("circle").get_attribute("fill") == statue.get_attribute("fill")
    box, square = mark.bounding_box(), red.locator(".cr-piece-body").bounding_box()
    assert box["height"] >= 0.35 * square["height"], (box, square)    # seen, not a dot
    assert "carrying the statue" in red.get_attribute("aria-label")
    blue = w.locator('.cr-piece[data-piece="blue"] .cr-piece-carry')
    assert not blue.is_visible()                                        # Blue carries nothing
    assert not page.js_errors
