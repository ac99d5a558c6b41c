"""Walk 08h: lesson 08's free chits board at 1366x650. A chit dragged onto a box that
already holds one was dropped silently (fault 15); with a chit chosen but not laid, Run my
chits started the run while the line under the transmitters still asked for a box and the
chit stayed lit in the rack (fault 3): it now keeps the chit in hand and runs nothing."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, WAIT, notebook_page

BOARD = """\
from codyroby_lab.lessons import droids as lesson
fb = lesson.ChitsBoard(rack=('V2', 'V2', 'V1', 'PU'), at='A1').place('V2 A 1 S')
fb.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk08h.ipynb", [BOARD], viewport=LAPTOP) as page:
        yield page


def box(w, line: str, k: int):
    return w.locator(f'.cr-box[data-line="{line}"][data-box="{k}"]')


def drag(page, chit, target) -> bool:
    """Drag ``chit`` over ``target`` and drop it there, as the browser does: True when the
    target took the drop (its dragover said so), then the drop is made."""
    dt = page.evaluate_handle("() => new DataTransfer()")
    chit.dispatch_event("dragstart", {"dataTransfer": dt})
    taken = target.evaluate("(el, dt) => !el.dispatchEvent(new DragEvent('dragover', "
                            "{bubbles: true, cancelable: true, dataTransfer: dt}))", dt)
    if taken:
        target.dispatch_event("drop", {"dataTransfer": dt})
    chit.dispatch_event("dragend", {"dataTransfer": dt})
    return taken


def test_a_chit_dropped_on_a_full_box_says_the_box_is_full(page):
    w = page.locator(".cr-widget").first
    assert drag(page, w.locator('.cr-chits-rack [data-chit="V2"]').first, box(w, "A", 1))
    w.locator(".cr-status").filter(has_text="Box 1 of transmitter A already holds a chit") \
        .wait_for(timeout=WAIT)
    assert box(w, "A", 1).inner_text().startswith("V2")
    assert not page.js_errors


def test_run_my_chits_with_a_chit_in_hand_keeps_it_and_runs_nothing(page):
    """The run does not start under a line still asking for a box: the chit stays in hand
    and the board says what to do with it (walk 08k, fault 3: letting it go unsaid lost a
    keyboard user's chit, turned arrow and all)."""
    w = page.locator(".cr-widget").first
    w.locator('.cr-chits-rack [data-chit="PU"]').click()
    w.locator(".cr-chits-choice").filter(has_text="PU selected").wait_for(timeout=WAIT)
    w.get_by_role("button", name="Run my chits").click()
    w.locator(".cr-status").filter(has_text="PU is in your hand").wait_for(timeout=WAIT)
    assert w.locator('.cr-chits-rack [aria-pressed="true"]').get_attribute("data-chit") == "PU"
    assert "PU is in your hand" in w.locator(".cr-chits-choice").inner_text()   # (08m 6)
    assert not page.js_errors
