"""Walks 01n, 04n, 06n, 07n and 08n: what the board says, where and when, at 1366x650."""

from __future__ import annotations

import pytest

from codyroby_lab import codyroby
from codyroby_lab.ui import save_player
from tests.browser.helpers import LAPTOP, open_player


@pytest.fixture(scope="module")
def predicting(browser, tmp_path_factory):
    """Question 1's board of lesson 01 saved as a page: Roby on A5 facing north, F F F F F."""
    path = tmp_path_factory.mktemp("predict") / "predict.html"
    save_player(codyroby.run("F F F F F", at="A5"), path, title="Question 1", program="F F F F F")
    page = open_player(browser, path, viewport=(LAPTOP["width"], LAPTOP["height"]))
    w = page.locator(".cr-widget")
    w.locator(".cr-predict-toggle").check()
    yield page, w
    page.close()


def test_predict_speaks_of_roby_and_a_direction(predicting):
    """Walk 01n, fault 4: the Predict banner said "the robot" where every other line names
    the piece, and a guess too near heard "That is the correct way", read as "the correct
    method"."""
    page, w = predicting
    assert w.locator(".cr-status").inner_text() == (
        "Predict mode: press Step, then click where Roby will be.")
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")                                  # A3: too far
    said = w.locator(".cr-status").inner_text()
    assert "That is the correct direction, but Roby does not get that far." in said
    assert " way" not in said
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")                                  # A4: correct
    assert w.locator(".cr-counter").inner_text() == "step 1"
    assert not page.errors

