"""Robin's board in JupyterLab at 1366x650, what it says after a choice: a refused choice
does not bring back what was said of the choice before it."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, WAIT, notebook_page, settled

# Will moves with places12 (-1 -1) (as in test_robin_trade_choices.py)
MOVE = """from codyroby_lab import lessons
moving = lessons.RobinPlay({"first": "will"}, seed=2)
for action in ["offer messages6", "accept tuck"]:
    moving.move(action)
moving.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "robin_board_messages.ipynb", [MOVE],
                       LAPTOP) as page:
        page.locator(".cr-widget .cr-trade-select").first.wait_for(timeout=WAIT)
        yield page


def test_a_refused_drop_does_not_bring_back_the_missed_drop_before_it(page):
    """Walk 09q, fault 5: group dropped beside the pieces ("did not land on a piece"), then
    on a piece that refused it: the old line came back under the board, beside the refusal
    it contradicted."""
    w = page.locator(".cr-widget").first
    settled(page, w)
    w.locator(".cr-trade-select").nth(0).select_option("will")
    status = w.locator(".cr-status")
    status.filter(has_text="moves Will").wait_for(timeout=WAIT)
    chip = w.locator('.cr-trade-group[data-group="1"]')
    carried = page.evaluate_handle("() => new DataTransfer()")
    chip.dispatch_event("dragstart", {"dataTransfer": carried})   # a drag no drop took
    chip.dispatch_event("dragend", {"dataTransfer": carried})
    status.filter(has_text="did not land on a piece").wait_for(timeout=WAIT)
    chip.drag_to(w.locator('.cr-board-box [data-piece="will"]'))
    w.locator(".cr-trade-why, .cr-error").filter(has_text="moved twice").first.wait_for(
        timeout=WAIT)
    settled(page, w)
    assert "did not land" not in status.inner_text()
    assert not page.js_errors

