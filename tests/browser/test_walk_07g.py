"""Walk 07g: lesson 07's replay board (cell 15) as a 12-year-old meets it at 1366x650.
Fault 4: ticking Predict took the board's title away ("RoboRally: step through the register
phases") for as long as Predict mode was on."""

from tests.browser.test_walk_07f import page  # noqa: F401, F811 - the same replay board
from tests.support.browser import WAIT


def test_predict_keeps_the_replay_board_s_title(page):  # noqa: F811
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
