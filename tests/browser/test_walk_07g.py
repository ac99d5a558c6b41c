"""Walk 07g: lesson 07's replay board (cell 15) as a 12-year-old meets it at 1366x650.
Fault 4: ticking Predict took the board's title away ("RoboRally: step through the register
phases") for as long as Predict mode was on."""

import pytest

from codyroby_lab.lessons.roborally import replay
from codyroby_lab.ui.standalone import player_page
from tests.browser.helpers import LAPTOP, WAIT, open_player
from tests.test_lesson_07_walk import setup


@pytest.fixture(scope="module")
def page(browser, tmp_path_factory):
    """The lesson's replay board of cell 15 (its scene and its run, as the notebook's widget
    sends them), in a page of its own at a laptop's size."""
    board = replay(setup("first"), show=True)
    path = tmp_path_factory.mktemp("walk07g") / "first.html"
    path.write_text(player_page(board.scene, board.trace_meta, board.trace_bytes))
    page = open_player(browser, path, viewport=(LAPTOP["width"], LAPTOP["height"]))
    yield page
    page.close()


def test_predict_keeps_the_replay_board_s_title(page):
    """Fault 4: with Predict ticked the title was empty: the child lost the name of what
    they were looking at. It stays, and it tells nothing of how the replay ends."""
    w = page.locator(".cr-widget")
    title = w.locator(".cr-title")
    assert title.inner_text(timeout=WAIT) == "RoboRally: step through the register phases"
    w.locator(".cr-predict-toggle").check()
    page.wait_for_function(
        "() => document.querySelector('.cr-predict-toggle').checked", timeout=WAIT)
    assert title.inner_text(timeout=WAIT) == "RoboRally: step through the register phases"
    assert not page.errors
