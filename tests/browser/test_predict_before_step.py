"""Predict ticked, before Step asks anything (walk 08r10, fault 1): Reset and a square
clicked both say to press Step, then click where the piece will be; "Back at the start."
alone left a child clicking squares that answered nothing."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, notebook_page, settled, wait_end, wait_status

BOARD = """\
from codyroby_lab import lessons
lessons.board("F F R", at="A5", facing="N")"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "predict_before_step.ipynb", [BOARD], LAPTOP) as page:
        yield page


def predicting_at_the_start(page):
    """The board's run played to its end, then Predict ticked and Reset: Step asks next."""
    w = page.locator(".cr-widget").last
    w.evaluate("w => w.scrollIntoView({block: 'start'})")
    w.locator(".cr-predict-toggle").uncheck()
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Reset", exact=True).click()
    return w


def test_reset_and_a_square_clicked_in_predict_mode_say_to_press_step(page):
    w = predicting_at_the_start(page)
    wait_status(page, w, "Back at the start. Press Step, then click where Roby will be "
                         "after step 1")
    settled(page, w)
    box = w.locator("svg.cr-board").bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    wait_status(page, w, "Press Step, then click where Roby will be after step 1")
    assert "Back at the start" not in w.locator(".cr-status").inner_text()
    assert not page.js_errors


def test_a_right_guess_takes_the_wrong_guesses_rings_away(page):
    """Walks 06r10 (fault 3), 08r10 (fault 2), 07r9 (fault 4): after the right guess the ring
    of a wrong one stayed beside the piece, read as a second piece or a square it passed."""
    w = predicting_at_the_start(page)
    w.get_by_role("button", name="Step", exact=True).click()
    wait_status(page, w, "Predict")
    settled(page, w)
    box = w.locator("svg.cr-board").bounding_box()

    def click(col: int, row: int) -> None:          # a 5x5 board, squares A1 at top left
        page.mouse.click(box["x"] + box["width"] * (col + 0.5) / 5,
                         box["y"] + box["height"] * (row + 0.5) / 5)
    click(4, 0)                                      # E1: wrong
    wait_status(page, w, "Not quite")
    assert w.locator(".cr-mark-wrong").count() == 1
    click(0, 3)                                      # A4: Roby after F from A5
    wait_status(page, w, "Right!")
    assert w.locator(".cr-mark-wrong").count() == 0
    assert w.locator(".cr-mark-right").count() == 1
    assert not page.js_errors
