"""Predict ticked, before Step asks anything (walk 08r10, fault 1): Reset and a square
clicked both say to press Step, then click where the piece will be; "Back at the start."
alone left a child clicking squares that answered nothing."""

from __future__ import annotations

from tests.support.browser import LAPTOP, notebook_page, settled, wait_end, wait_status

BOARD = """\
from codyroby_lab import lessons
lessons.board("F F R", at="A5", facing="N")"""


def test_reset_and_a_square_clicked_in_predict_mode_say_to_press_step(lab, browser):
    with notebook_page(lab, browser, "predict_before_step.ipynb", [BOARD], LAPTOP) as page:
        w = page.locator(".cr-widget").last
        w.evaluate("w => w.scrollIntoView({block: 'start'})")
        w.get_by_role("button", name="Run", exact=True).click()
        wait_end(page, w)
        w.locator(".cr-predict-toggle").check()
        w.get_by_role("button", name="Reset", exact=True).click()
        wait_status(page, w, "Back at the start. Press Step, then click where Roby will be "
                             "after step 1")
        settled(page, w)
        box = w.locator("svg.cr-board").bounding_box()
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        wait_status(page, w, "Press Step, then click where Roby will be after step 1")
        assert "Back at the start" not in w.locator(".cr-status").inner_text()
        assert not page.js_errors
