"""Lesson 04's board (the Duel) as the fresh-eyes walk 04c met it (issue 29,
/work/walk/walk04c): after Reset, Back or Jump to start the picture is a replay, and a card
picked (or Run) while it shows brings back the game as it is now; Back before any move
says why it does nothing."""

from __future__ import annotations

import pytest

from tests.support.browser import (
    LAPTOP,
    lesson_page,
    notebook_page,
    pieces,
    settled,
    shot,
    wait_end,
)
from tests.support.lesson_runs import NOTEBOOKS

SETUP = """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1", "facing": "S"}},
                 "hands": {"A": ["F", "R", "L", "L", "F"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["F"] * 20, "blocks_each": 1}, seed=1)
duel.block("D3")"""
WIDGET = "duel.widget()"
OVER = """\
over = DuelPlay({"robots": {"A": {"at": "C1", "facing": "S"}, "B": {"at": "C2", "facing": "N"}},
                 "hands": {"A": ["F", "R", "L", "L", "F"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
over.widget()"""


# opened by the first test on it, after the test with a notebook of its own (lab_page); the
# game over test plays on the second board (over), after the tests on the first
@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk04c.ipynb", [SETUP, WIDGET, OVER], LAPTOP) as page:
        yield page


def status(w) -> str:
    return w.locator(".cr-status").inner_text()


def test_lesson_04_shows_the_board_where_the_learner_chooses(lab, browser):
    """Walk 04c, faults 2 and 3: the block, the first move and the exercises were chosen
    from text alone. The lesson run as a class runs it shows a picture of the position
    above the block cell and the first move's cell, and in each exercise's cell."""
    with lesson_page(lab, browser, NOTEBOOKS / "04_duel.ipynb", LAPTOP) as page:
        cells = page.locator(".jp-Notebook .jp-CodeCell")
        pictured = [k for k in range(cells.count())
                    if cells.nth(k).locator(".cr-picture").count()]
        sources = [cells.nth(k).locator(".jp-InputArea").inner_text() for k in pictured]
        assert any("DuelPlay(seed=" in s for s in sources)         # before the block
        assert any("turn.rules()" in s for s in sources)           # before the first move
        assert sum("show_position(position" in s for s in sources) == 3
        first = cells.nth(pictured[0]).locator(".cr-picture > svg").first
        first.scroll_into_view_if_needed()
        assert first.bounding_box()["height"] > 150                # a board to plan on
        shot(page, "walk04c-lesson-picture")
        assert not page.js_errors


def test_back_before_any_move_says_why(page):
    """Walk 04c, fault 12: Back before any run looked enabled and did nothing."""
    w = page.locator(".cr-widget").first
    w.get_by_role("button", name="Back", exact=True).click()
    assert status(w).startswith("Nothing has run yet: press Run first")   # (walk 07r6, M3)


@pytest.mark.parametrize("press", ["Reset", "Back", "Jump to start"])
def test_a_card_picked_on_a_replay_shows_the_game_as_it_is_now(page, press):
    """Walk 04c, serious fault 1: after Reset, Back or Jump to start the board showed an old
    position, a card picked left it there, and Run played from the real one."""
    w = page.locator(".cr-widget").first
    w.locator('.cr-palette [data-card="F"]').first.click()
    settled(page, w)
    w.get_by_role("button", name="Run", exact=True).click()
    settled(page, w)                                     # the move's trace has come
    wait_end(page, w)
    now = pieces(w)
    for _ in range(8):                                # Back: until a Roby is elsewhere
        w.get_by_role("button", name=press, exact=True).click()
        if pieces(w) != now:
            break
    assert pieces(w) != now                           # an earlier step of the move
    assert "replay" in status(w)                      # and the board says it is one
    w.locator('.cr-palette [data-card="L"]').first.click()
    settled(page, w)
    assert pieces(w) == now
    assert "game as it is now" in status(w)
    assert "card added" in status(w)
    shot(page, f"walk04c-now-after-{press.replace(' ', '-').lower()}", w)
    w.locator(".cr-chosen [data-node]").first.focus()
    page.keyboard.press("Delete")
    settled(page, w)
    assert not page.js_errors


def test_game_over_is_said_by_the_buttons_and_no_card_is_taken_after(page):
    """Walk 04c, fault 6: "Game over" was only in the title, scrolled off above the board,
    and a hand card clicked after the end was still added. Since walk 06f (fault 7) the
    hand's cards cannot be pressed after the end, and its hint says why."""
    w = page.locator(".cr-widget").nth(1)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator('.cr-palette [data-card="F"]').first.click()
    settled(page, w)
    w.get_by_role("button", name="Run", exact=True).click()
    settled(page, w)
    wait_end(page, w)
    assert status(w).startswith("Game over: you win.")
    assert "New game" in status(w)
    card = w.locator('.cr-palette [data-card="L"]').first
    assert card.is_disabled()
    card.click(force=True)                     # a click on it anyway takes nothing
    settled(page, w)
    assert "The game is over: these cards cannot be played" in w.locator(
        ".cr-hint").inner_text()
    assert w.locator(".cr-chosen [data-node]").count() == 0
    shot(page, "walk04c-game-over", w)
    assert not page.js_errors


def test_a_robys_nose_stands_out_on_the_dark_board(browser, tmp_path):
    """Walk 04c, fault 11: A's small purple nose (which way it faces) was hard to see on
    the dark board: it is outlined in the dark look's ring colour, as the body is."""
    from codyroby_lab.lessons import DuelPlay
    from codyroby_lab.ui import save_player
    from tests.support.browser import open_player
    duel = DuelPlay({"blocks_each": 0}, seed=1)
    path = tmp_path / "duel.html"
    save_player(duel.play("F").trace, path)
    page = open_player(browser, path, viewport=(1366, 650))
    try:
        page.emulate_media(color_scheme="dark")
        page.wait_for_function("() => document.querySelector('.cr-widget').dataset.theme"
                               " === 'dark'")
        strokes = page.evaluate("() => [...document.querySelectorAll('.cr-piece')].map((p) => ["
                                "getComputedStyle(p.querySelector('.cr-piece-body')).stroke,"
                                "getComputedStyle(p.querySelector('.cr-piece-arrow')).stroke])")
        assert strokes and all(body == nose for body, nose in strokes), strokes
        shot(page, "walk04c-dark-nose")
        assert not page.errors
    finally:
        page.close()
