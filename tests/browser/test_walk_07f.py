"""Walk 07f: lesson 07's first replay board (cell 14) as a 12-year-old meets it at 1366x650.
Fault 5: the hover texts of the start button and of Reset said "Your program and your
guesses stay" and "Your program stays" on a board that only replays: the child has no
program there."""

import pytest

from codyroby_lab.lessons.roborally import replay
from codyroby_lab.ui.standalone import player_page
from tests.support.browser import LAPTOP, open_player
from tests.support.rr import lesson_setup


@pytest.fixture(scope="module")
def page(browser, tmp_path_factory):
    """The lesson's first replay board (its scene and its run, as the notebook's widget
    sends them), in a page of its own at a laptop's size."""
    board = replay(lesson_setup("first"), show=True)
    path = tmp_path_factory.mktemp("walk07f") / "first.html"
    path.write_text(player_page(board.scene, board.trace_meta, board.trace_bytes))
    page = open_player(browser, path, viewport=(LAPTOP["width"], LAPTOP["height"]))
    yield page
    page.close()


def test_a_replay_board_speaks_of_no_program(page):
    """Fault 5: no hover text of the control bar speaks of the child's program."""
    w = page.locator(".cr-widget")
    titles = {cls: w.locator(f".cr-{cls}").get_attribute("title")
              for cls in ("run", "start", "reset")}
    assert not [t for t in titles.values() if "program" in t], titles
    assert titles["start"] == "Jump to start: back to step 0 of the replay. Your guesses stay."
    assert not page.errors
