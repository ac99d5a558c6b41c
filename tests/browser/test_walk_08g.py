"""Walk 08g: lesson 08 from cell 15 to the end at 1366x650. In Predict mode, Run my chits
pressed again after a right guess asked the first question again with the green ring of
the earlier answer still on its square."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, WAIT, notebook_page, shot

LAID = """\
from codyroby_lab.lessons import droids as lesson
laid = lesson.ChitsBoard(rack=('V2', 'V1', 'VX'), at='A1')
laid.place('V2 A 1 S').place('V1 A 2 E')
laid.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk08g.ipynb", [LAID], viewport=LAPTOP) as page:
        yield page


def asked(page, w):
    """Wait until the board asks where the droid will be (a prediction is pending)."""
    page.wait_for_function("(el) => el.classList.contains('cr-predicting')",
                           arg=w.locator("svg.cr-board").element_handle(), timeout=WAIT)


def test_run_again_after_a_right_guess_asks_afresh_with_no_ring(page):
    w = page.locator(".cr-widget").first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator(".cr-predict-toggle").check()
    run = w.get_by_role("button", name="Run my chits")
    run.click()
    asked(page, w)
    page.keyboard.press("ArrowDown")            # V2 south from A1: A3
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.dataset.predicted === 'right'",
                           arg=w.element_handle(), timeout=WAIT)
    assert w.locator(".cr-mark").count() == 1                   # the green ring on A3
    run.click()
    asked(page, w)                                              # the first question again
    w.locator(".cr-status").filter(has_text="after step 1").wait_for(timeout=WAIT)
    shot(page, "walk08g-predict-run-again", w)
    assert w.locator(".cr-mark").count() == 0                   # and no answer on show
    assert not page.js_errors


def test_the_desk_checks_words_are_never_split(page):
    """Walk 08g, fault 25: the desk check split "program" and "execute" in its narrow phase
    column ("progra m", "execut e"). Every word of a desk check's cells fits on a line."""
    w = page.locator(".cr-widget").first
    w.get_by_role("button", name="Run my chits").click()
    desk = w.locator(".cr-desk")
    desk.locator("tbody td").first.wait_for(timeout=WAIT)
    split = desk.evaluate("""(t) => [...t.querySelectorAll('td, th')].flatMap((cell) =>
        cell.textContent.split(/\\s+/).filter((word) => word && (() => {
          const probe = document.createElement('span');
          probe.textContent = word;
          probe.style.whiteSpace = 'nowrap';
          cell.append(probe);
          const wide = probe.getBoundingClientRect().width;
          probe.remove();
          const style = getComputedStyle(cell);
          const room = cell.clientWidth - parseFloat(style.paddingLeft)
            - parseFloat(style.paddingRight);
          return wide > room + 0.5;
        })()))""")
    assert split == [], f"words split in the desk check: {split}"
