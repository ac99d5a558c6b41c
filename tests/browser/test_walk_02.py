"""Lesson 02's saved page as its walk found it (issue 29, walk 02): the status line speaks
of what the board does now (not "The program has ended." while it plays again). Walk 02's
boards in a notebook are tests/browser/test_walk_02_boards.py."""

from __future__ import annotations

from codyroby_lab import codyroby
from codyroby_lab.ui import save_player
from tests.support.boards import PATROL
from tests.support.browser import (
    open_player,
    shot,
    wait_end,
)


def test_playing_again_after_the_end_does_not_say_the_program_has_ended(browser, tmp_path):
    """Walk 02, fault 9: Play after a run had ended replayed it, under "The program has
    ended."."""
    path = tmp_path / "patrol.html"
    save_player(codyroby.run(PATROL, at="C3"), path, program=PATROL)
    page = open_player(browser, path, viewport=(1366, 650))
    try:
        w = page.locator(".cr-widget")
        w.locator(".cr-speed").fill("7")
        w.locator(".cr-play").click()
        wait_end(page, w)
        page.wait_for_function("(el) => el.textContent.includes('ended')",
                               arg=w.locator(".cr-status").element_handle())
        w.locator(".cr-speed").fill("0")                   # one step a second: it plays on
        w.locator(".cr-play").click()                      # from the end: Play starts again
        page.wait_for_function("(el) => !/^step 12 of 12/.test(el.textContent)",
                               arg=w.locator(".cr-counter").element_handle())
        status = w.locator(".cr-status").inner_text()
        shot(page, "walk02-play-again", w)
        assert "ended" not in status, status
        assert not page.errors
    finally:
        page.close()
