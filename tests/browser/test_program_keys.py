"""Keys on the cards of a program (widgets/editors/stack.js), in a real JupyterLab: Home and
End reach the first and the last card, and Alt+right arrow on a card with no REPEAT or IF
just above it says why nothing moved (walk 02p, fault 8: End did nothing, and Alt+right on
a card already inside the REPEAT did nothing and said nothing)."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, notebook_page, wait_status

PATROL = ('from codyroby_lab import lessons\n'
          'lessons.board("REPEAT 2 [F R] L F", at="C5", title="Keys", '
          'palette=["F", "L", "R", "REPEAT"])')


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "program_keys.ipynb", [PATROL], viewport=LAPTOP) as page:
        yield page


def focused_node(page):
    return page.evaluate("""() => { let a = document.activeElement;
        while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
        return a.dataset.node ?? null; }""")


def test_home_and_end_reach_the_first_and_last_card_and_a_stuck_alt_right_says_why(page):
    w = page.locator(".cr-widget").first
    w.locator('.cr-stack [data-node="1"]').focus()          # the F inside the REPEAT
    page.keyboard.press("End")
    assert focused_node(page) == "4"                        # the last F
    page.keyboard.press("Home")
    assert focused_node(page) == "0"                        # the REPEAT
    w.locator('.cr-stack [data-node="1"]').focus()
    page.keyboard.press("Alt+ArrowRight")
    wait_status(page, w, "Nothing moved: Alt and \u2192 put a card into a REPEAT or IF just "
                         "above it, and there is none just above this F card.")
    assert w.locator(".cr-program-text").input_value() == "REPEAT 2 [F R] L F"
