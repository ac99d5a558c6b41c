"""Walks 01j, 09j, 06i, 03j, 08i and 02j: the shared board's own behaviour (widgets/board.js)
at 1366x650, worked as a child does."""

from __future__ import annotations

import pytest

from tests.support.browser import (
    LAPTOP,
    notebook_page,
    settled,
    wait_counter,
    wait_end,
    wait_text,
)

SETUP = "from codyroby_lab import lessons"
WALK = 'lessons.board("F F R F", at="A5", facing="N", title="Walk")'
DUEL = """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
                 "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
                 "deck": ["F"] * 20, "blocks_each": 0})
duel.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walkboardk.ipynb", [SETUP, WALK, DUEL],
                       viewport=LAPTOP) as page:
        yield page


def board(page, title):
    w = page.locator(".cr-widget").nth(["Walk", "Duel"].index(title))
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w


def test_jump_to_end_with_no_run_yet_runs_and_shows_the_end(page):
    """Walk 01j, fault 7: with no run yet ⇥ only said "Nothing has run yet: press Run", while
    Step started the run: ⇥ now starts it too and shows where it ends."""
    w = board(page, "Walk")
    w.locator(".cr-program-text").fill("F F L F")       # a changed program: no run yet
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F F L F")
    settled(page, w)
    w.locator(".cr-end").click()
    wait_end(page, w)
    assert w.locator(".cr-counter").inner_text().startswith("step 4 of 4")
    assert "Nothing has run yet" not in w.locator(".cr-status").inner_text()
    assert not page.js_errors


def test_new_game_on_a_finished_game_starts_at_once(page):
    """Walk 09j, fault 7: after the game was over New game still asked "Start again?", its
    No where New game had been, so a child's double click kept the finished game."""
    w = board(page, "Duel")
    for card in ("F", "F", "F"):
        w.locator(f'.cr-palette [data-card="{card}"]').click()
    wait_text(page, w, "F F F")
    w.locator(".cr-speed").fill("7")
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step 3 of 3")               # A wins: the game is over
    w.locator(".cr-new-game").dblclick()
    w.locator(".cr-status").filter(has_text="New game started.").wait_for()
    assert w.locator(".cr-new-game-ask").is_hidden()
    wait_counter(page, w, "no run yet")
    assert not page.js_errors


def test_an_error_shown_scrolls_no_further_than_it_needs(page):
    """Walk 06i, fault 4: a message brought into view scrolled the notebook so far that the
    board's title went under the toolbar. The title stays when it fits in the view with the
    words; else the words come first (walk 07o, fault 3: kept, the title held them below a
    650 px page), the page scrolled just enough to show them."""
    w = board(page, "Walk")                          # its title at the top of the view
    gap = ("(el) => { let n = el.parentElement; while (n && !(n.scrollHeight > n.clientHeight"
           " && /auto|scroll/.test(getComputedStyle(n).overflowY))) n = n.parentElement; "
           "return el.getBoundingClientRect().top - (n ? n.getBoundingClientRect().top : 0); }")
    w.locator(".cr-program-text").evaluate("(el) => { el.value = 'F F X'; "
                                           "el.focus({preventScroll: true}); }")
    assert w.evaluate(gap) >= -1
    page.keyboard.press("Enter")
    w.locator(".cr-text-error").filter(has_text="X").wait_for()
    settled(page, w)
    words = w.locator(".cr-text-error")
    view = page.evaluate("() => document.querySelector('.jp-WindowedPanel-outer, "
                         ".jp-Notebook').getBoundingClientRect().toJSON()")
    below = words.bounding_box()["y"] + words.bounding_box()["height"]
    assert below <= view["bottom"] + 1, (below, view)            # the words in view
    if w.evaluate(gap) < -1:                  # the title went: it did not fit with the words,
        top = w.bounding_box()["y"]           # and the page went no further than they need
        assert below - top > view["bottom"] - view["top"], (top, below, view)
        assert below >= view["bottom"] - 40, (below, view)
    assert not page.js_errors
