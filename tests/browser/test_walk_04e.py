"""Lesson 04's board (the Duel) as the fresh-eyes walk 04e met it (/work/walk/walk04e): in
Predict mode a question named no card (the cards played leave the hand, and B's are
hidden), and a board whose game a cell dealt again went on with the old game, silently."""

from __future__ import annotations

import pytest

from codyroby_lab.lessons.play import OUTDATED, RUN_ITS_CELL, STOPPED
from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    run_cell,
    set_theme,
    settled,
    shot,
    wait_status,
)

SETUP = """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1", "facing": "S"}},
                 "hands": {"A": ["F", "R", "L", "L", "F"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["F"] * 20, "blocks_each": 0}, seed=1)"""
WIDGET = "duel.widget()"


def status(w) -> str:
    return w.locator(".cr-status").inner_text()


def asked(page, w):
    """Wait for the board's next Predict question, and return it."""
    w.locator(".cr-status").filter(has_text="Predict: click the square").wait_for(
        timeout=WAIT)
    return status(w)


def test_a_board_whose_game_a_cell_dealt_again_says_so(lab, browser):
    """Walk 04e, serious fault 2: ``duel = DuelPlay(...)`` run again after the board opened
    left the board on the old game, and nothing told the child. The board says it plays the
    game dealt before and to run its cell again; Run there plays nothing."""
    with notebook_page(lab, browser, "walk04e_redeal.ipynb", [SETUP, WIDGET], LAPTOP) as page:
        w = page.locator(".cr-widget").first
        w.locator(".cr-palette button").first.wait_for(timeout=WAIT)
        w.locator(".cr-predict-toggle").check()         # Predict's words, left over before
        assert w.locator(".cr-log").inner_text().startswith("Nothing has run yet")
        run_cell(page, "duel = DuelPlay(seed=7)")
        w.locator(".cr-title").filter(has_text=OUTDATED).wait_for(timeout=WAIT)
        assert not w.locator(".cr-error").inner_text().strip()   # said once (walk 06v, 12)
        # walk 04p, fault 4: Predict's "Nothing has run yet: each step shows here once you
        # have guessed it" stayed, and Predict could be ticked: every control is off but
        # Run (which says why), Predict unticked, and its words gone
        predict = w.locator(".cr-predict-toggle")
        assert not predict.is_checked() and predict.is_disabled()
        for name in ("Jump to start", "Back", "Step", "Play", "Jump to end", "Reset",
                     "Use text"):
            assert w.get_by_role("button", name=name, exact=True).is_disabled(), name
        for box in (".cr-speed", ".cr-slider", ".cr-program-text"):
            assert w.locator(box).is_disabled(), box
        assert "guessed" not in w.inner_text() and "Predict mode" not in status(w)
        set_theme(page, "JupyterLab Dark")
        try:
            shot(page, "walk04p-older-game-dark", w)
        finally:
            set_theme(page, "JupyterLab Light")
        w.locator(".cr-palette button").first.evaluate(
            "(b) => b.scrollIntoView({block: 'center'})")
        shot(page, "walk04e-older-game", w)
        # its hand offers nothing and says why (walk 04s, fault 6)
        cards = w.locator(".cr-palette [data-card]")
        assert all(cards.nth(k).is_disabled() for k in range(cards.count()))
        assert STOPPED in w.locator(".cr-cards").inner_text()
        # What happened says no move is on show, never "Nothing played yet" beside a game
        # half played (walk 04v, fault 3)
        assert w.locator(".cr-log").inner_text().startswith("No move on show")
        # walk 04v, fault 3: New game there asked "Start again?", and Yes started nothing and
        # sent the child to the red words, which sent them to the title: it is gone
        assert not w.get_by_role("button", name="New game", exact=True).is_visible()
        w.get_by_role("button", name="Run", exact=True).click()
        settled(page, w)
        # Run says what to do, not the hand's words a second time
        assert w.locator(".cr-error").inner_text() == RUN_ITS_CELL
        assert RUN_ITS_CELL not in w.locator(".cr-cards").inner_text()
        assert "no run yet" in w.locator(".cr-counter").inner_text()   # nothing was played
        shot(page, "walk04v-older-game-run", w)
        assert not page.js_errors


OVER = """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "C1", "facing": "S"}, "B": {"at": "C2", "facing": "N"}},
                 "hands": {"A": ["F", "R", "L", "L", "F"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["F"] * 20, "blocks_each": 0}, seed=1)"""


def test_a_cell_move_that_ends_the_game_says_so_on_the_board(lab, browser):
    """Walk 04e, fault 13: after the game ended in a cell, the board's line said only "The
    board shows the move played in a cell: press Back…", so a child clicked hand cards."""
    with notebook_page(lab, browser, "walk04e_over.ipynb", [OVER, WIDGET], LAPTOP) as page:
        w = page.locator(".cr-widget").first
        w.locator(".cr-palette button").first.wait_for(timeout=WAIT)
        run_cell(page, 'duel.play("F")')
        w.locator(".cr-status").filter(has_text="move played in a cell").wait_for(
            timeout=WAIT)
        assert status(w).startswith("Game over: you win. Press New game to play another.")
        # walk 04p, fault 3: New game pressed twice quickly dealt two games ("seed 3, the
        # one after 2": 2 never seen); the second press, the first on its way, does nothing
        w.locator(".cr-new-game").evaluate("(b) => { b.click(); b.click(); }")
        wait_status(page, w, "New game started.")
        page.wait_for_timeout(1500)                      # a second deal would be here by now
        settled(page, w)
        dealt = run_cell(page, "print('dealt seed', duel.seed)")
        dealt.locator(".jp-OutputArea").filter(has_text="dealt seed").wait_for(timeout=WAIT)
        assert "dealt seed 2" in dealt.locator(".jp-OutputArea").inner_text()
        assert not page.js_errors


# last in the module: the tests above open notebooks of their own (helpers.lab_page)
@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk04e.ipynb", [SETUP, WIDGET], LAPTOP) as page:
        yield page


def test_predict_names_the_card_each_step_plays_the_computers_too(page):
    """Walk 04e, serious fault 1: "Predict: click the square where A will be after step 1"
    with the card of step 1 nowhere on screen, and B's steps asked from hidden cards. Each
    question (and a wrong guess's words) names the card the step plays."""
    w = page.locator(".cr-widget").first
    for card in ("R", "F"):
        w.locator(f'.cr-palette [data-card="{card}"]').first.click()
        settled(page, w)
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Run", exact=True).click()
    question = asked(page, w)
    assert "A will be after step 1" in question
    assert "Step 1 plays the card R (turn right)." in question
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")                       # A4: wrong, R only turns A
    w.locator(".cr-status").filter(has_text="Not quite").wait_for(timeout=WAIT)
    assert "Step 1 plays the card R (turn right)." in status(w)
    shot(page, "walk04e-predict-names-the-card", w)
    seen = []
    for _ in range(12):                                # up to B's first move
        if "Not quite" in status(w):
            w.get_by_role("button", name="Show me", exact=True).click()
        w.locator(".cr-status").filter(has_text="after step").filter(
            has_not_text="Not quite").filter(has_not_text="Predict").wait_for(timeout=WAIT)
        w.get_by_role("button", name="Step", exact=True).click()
        seen.append(asked(page, w))
        if "where B will be" in seen[-1]:
            break
        page.keyboard.press("Enter")                   # the square it is on now: asked,
        page.keyboard.press("Enter")                   # then said again (walk 07g, 3)
        w.locator(".cr-status").filter(has_text="after step").filter(
            has_not_text="Predict").wait_for(timeout=WAIT)
    assert "where B will be" in seen[-1], seen
    assert "plays the card L (turn left)." in seen[-1]      # B's played card, said
    w.locator(".cr-predict-toggle").uncheck()
    assert not page.js_errors
