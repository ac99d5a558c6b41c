"""What a board says while it replays, at 1366x650: a game's title and hand never ask for
what the game no longer wants (issue 29, walks 06p, 07p and 09p), an empty text box taken
says nothing was taken from it, and Predict says how to go on and leaves no ring of a guess
given up."""

from __future__ import annotations

import pytest

from tests.browser.helpers import (
    LAPTOP,
    WAIT,
    notebook_page,
    settled,
    wait_status,
)

SEEKERS = ("from codyroby_lab import lessons\n"
           "seekers = lessons.EnergySeekersPlay(seed=11)\n"
           "seekers.widget()")
# Will takes Tuck's offer in the cell after the board: the board replays that turn
ROBIN = ("robin = lessons.RobinPlay({'first': 'will'}, seed=1)\n"
         "robin.move('offer weapons1')\n"
         "robin.widget()")
ACCEPT = "robin.move('accept tuck')"
NOTHING_TAKEN = "The text box was empty, so nothing is chosen now."


@pytest.fixture(scope="module")
def games(lab, browser):
    with notebook_page(lab, browser, "board_replay_words.ipynb", [SEEKERS, ROBIN, ACCEPT],
                       LAPTOP) as page:
        page.locator(".cr-widget").nth(1).locator(".cr-program-text").wait_for(timeout=WAIT)
        yield page


def board(page, k):
    w = page.locator(".cr-widget").nth(k)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w


def test_use_text_on_an_empty_box_says_nothing_was_taken(games):
    """Walk 09p, fault 7 and walk 06p, fault 10: Use text on an empty box said "Taken: your
    choice is now what the text says" (Energy Seekers) or "Your choice is now the move from
    the text" (Robin), though there was no text."""
    page = games
    for k in (0, 1):
        w = board(page, k)
        w.locator(".cr-program-text").fill("")
        w.locator(".cr-use-text").click()
        wait_status(page, w, NOTHING_TAKEN)
        settled(page, w)
        assert "text says" not in w.locator(".cr-status").inner_text()
    assert not page.js_errors

