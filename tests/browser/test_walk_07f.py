"""Walk 07f: lesson 07's first replay board (cell 14) as a 12-year-old meets it at 1366x650.
Fault 5: the hover texts of the start button and of Reset said "Your program and your
guesses stay" and "Your program stays" on a board that only replays: the child has no
program there."""

import pytest

from codyroby_lab.lessons.roborally import replay
from codyroby_lab.ui.standalone import player_page
from tests.support.browser import LAPTOP, WAIT, open_player
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


# Walk 07g: lesson 07's replay board (cell 15) as a 12-year-old meets it at 1366x650. Fault 4:
# ticking Predict took the board's title away ("RoboRally: step through the register phases") for
# as long as Predict mode was on.

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


# Walk 07i: lesson 07's first replay board (cell 14) as a 12-year-old meets it at 1366x650. Fault
# 2: at step 3 Zoom Bot's Move 1 pushes Twonky north, and a wrong square heard "Look at the card
# of step 3 and which way Twonky faces": the child clicked east of Twonky.

def test_a_push_by_another_robot_points_at_that_robot(page):
    """Fault 2: the hint names the robot whose card moves Twonky, and which way that robot
    faces, never which way Twonky faces; it does not say where Twonky is."""
    w = page.locator(".cr-widget")
    status = w.locator(".cr-status")
    w.locator(".cr-predict-toggle").check()
    # the reveal (step 1) moves nobody: shown, not asked (walk 07v, fault 5); the first
    # question is Twonky's Move 2, to D4
    w.get_by_role("button", name="Step", exact=True).click()
    for key in ("ArrowRight", "ArrowRight", "Enter"):
        page.keyboard.press(key)
    page.wait_for_function("() => document.querySelector('.cr-status').innerText"
                           ".startsWith('Right!') && document.querySelector('.cr-status')"
                           ".innerText.includes('after step 2')", timeout=WAIT)
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                         # E4: east, the way Twonky faces
    page.wait_for_function("() => document.querySelector('.cr-status').innerText"
                           ".startsWith('Not quite')", timeout=WAIT)
    said = status.inner_text()
    assert "which way Twonky faces" not in said, said
    assert "The card of step 3 is Zoom Bot's, not Twonky's" in said, said
    assert "D3" not in said, said
    assert not page.errors
