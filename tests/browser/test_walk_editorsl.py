"""Walks 08k (and 02k, 03k, 05k, 09k): the editors (widgets/editors/) at 1366x650, worked as
a child does."""

from __future__ import annotations

import json

import pytest

from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    run_code,
    settled,
    wait_end,
    wait_text,
)

GAME = """\
from codyroby_lab.lessons import droids as lesson
game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
game.draw("violet 4 red 3")
game.place(game.hint().split('"')[1])
game.widget()"""
FREE = """\
free_board = lesson.ChitsBoard(rack=("V2", "VX", "PU", "MA", "ML"), at="A1")
free_board.widget()"""
ROUND = """\
from codyroby_lab import lessons
lessons.board("F REPEAT 2 [F] L", at="C3", title="Round")"""
TITLES = ["Game", "Free", "Round"]


@pytest.fixture(scope="module")
def page(lab, browser):
    cells = [GAME, FREE, ROUND]
    with notebook_page(lab, browser, "walkeditorsl.ipynb", cells, viewport=LAPTOP) as page:
        yield page


def board(page, title):
    w = page.locator(".cr-widget").nth(TITLES.index(title))
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w


def red_square(page, w) -> tuple[str, str]:
    """Where the board draws Red, and where the game holds it now."""
    drawn = w.locator("svg.cr-board [data-piece='red']").get_attribute("aria-label")
    now = json.loads(run_code(page, "import json\nprint(json.dumps("
                                    "game.state.to_dict()['robots']['red']['at']))"))
    return drawn, now


def test_the_game_board_replays_a_move_sent_to_its_end(page):
    """Walk 08k, fault 6: after "I'm done placing chits" and after Send order the game board's
    replay stopped at step 0, so it showed the position before the move under words about
    the one after it (Red in column A while only C was lit). It plays the move to its end."""
    w = board(page, "Game")
    w.get_by_role("button", name="I'm done placing chits").click()
    wait_end(page, w)
    assert not w.locator(".cr-counter").inner_text().startswith("step 0 ")
    lit = w.locator(".cr-tx.cr-lit").first
    lit.wait_for(timeout=WAIT)
    lit.locator(".cr-tx-line").click()
    wait_text(page, w, f"send {lit.get_attribute('data-line')}")
    w.get_by_role("button", name="Send order", exact=True).click()
    settled(page, w)
    wait_end(page, w)
    drawn, now = red_square(page, w)
    assert f"at {now}" in drawn, (drawn, now)
    assert not page.js_errors


def test_run_my_chits_with_a_chit_in_hand_keeps_it_and_says_so(page):
    """Walk 08k, fault 3: with keys only, a child chose VX, turned it, and pressed Tab, Tab,
    Enter for Place chit; the panel's Run my chits comes first, so the run went without VX,
    which went back to the rack unsaid. The chit stays in hand, and the board says why."""
    w = board(page, "Free")
    chit = w.locator('.cr-chits-rack [data-chit="VX"]')
    chit.focus()
    page.keyboard.press("Enter")
    page.keyboard.press("r")
    w.get_by_role("button", name="Run my chits").focus()
    page.keyboard.press("Enter")
    said = "VX is in your hand: put it in a box and press Place chit to lay it"
    page.wait_for_function("([el, t]) => el.textContent.includes(t)",
                           arg=[w.locator(".cr-status").element_handle(), said], timeout=WAIT)
    assert chit.get_attribute("aria-pressed") == "true"
    assert "arrow E" in chit.get_attribute("aria-label")
    assert w.locator(".cr-error").inner_text() == ""
    # said under the button too (walk 08m, fault 6: the line under the slider was out of
    # view at the transmitters, so Run my chits seemed to do nothing)
    assert said in w.locator(".cr-chits-choice").inner_text()
    assert not page.js_errors


def test_a_chit_whose_way_is_in_what_it_does_shows_no_arrow(page):
    """Walk 08k, fault 7: the rack drew MA with an arrow down and ML with one right (a
    screen reader said "arrow S"), while the lesson's table says they have none."""
    w = board(page, "Free")
    for code in ("MA", "ML"):
        chit = w.locator(f'.cr-chits-rack [data-chit="{code}"]')
        assert chit.locator(".cr-chit-dir").inner_text() == ""
        assert "arrow" not in chit.get_attribute("aria-label")
    w.locator('.cr-chits-rack [data-chit="MA"]').click()
    w.locator('.cr-box[data-line="B"][data-box="1"]').click()
    wait_text(page, w, "MA B 1 S")
    placed = w.locator('.cr-box[data-line="B"][data-box="1"]')
    assert placed.inner_text().strip() == "MA"
    page.keyboard.press("r")
    page.wait_for_function("([el, t]) => el.textContent.includes(t)",
                           arg=[w.locator(".cr-status").element_handle(),
                                "MA has no arrow to turn."], timeout=WAIT)
    page.keyboard.press("Escape")                       # MA goes back to the rack
    wait_text(page, w, "")
    assert not page.js_errors


def test_ctrl_z_gives_back_where_new_cards_go(page):
    """Walk 03k, fault 7: Enter on a REPEAT (new cards go into it), a wrong card added, Ctrl+Z:
    the program came back but not the choice, so the next card went after the REPEAT."""
    w = board(page, "Round")
    w.locator(".cr-stack [data-node]").nth(1).focus()           # the REPEAT
    page.keyboard.press("Enter")
    w.locator('.cr-palette [data-card="R"]').click()
    wait_text(page, w, "F REPEAT 2 [F R] L")
    page.keyboard.press("Control+z")
    wait_text(page, w, "F REPEAT 2 [F] L")
    w.locator('.cr-palette [data-card="F"]').click()
    wait_text(page, w, "F REPEAT 2 [F F] L")
    assert not page.js_errors


def test_tab_from_a_box_reaches_place_chit_before_run_my_chits(page):
    """Walk 08m, fault 6: with keys only, a child put a chit in a box and pressed Tab, then
    Enter, meaning Place chit; Tab reached Run my chits first, which refused, and the chit was
    never laid. Tab from the box reaches Place chit, then Run my chits; Shift+Tab goes back."""
    w = board(page, "Free")
    page.keyboard.press("Escape")
    w.locator('.cr-chits-rack [data-chit="V2"]').focus()
    page.keyboard.press("Enter")
    w.locator('.cr-box[data-line="C"][data-box="1"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.value.startsWith('V2 C 1 ')",
                           arg=w.locator(".cr-program-text").element_handle(), timeout=WAIT)
    focused = "() => (document.activeElement.textContent || '').trim()"
    names = []
    for _ in range(6):
        page.keyboard.press("Tab")
        name = page.evaluate(focused)
        if name in ("Place chit", "Run my chits"):
            names.append(name)
            if len(names) == 1:
                page.keyboard.press("Tab")
                names.append(page.evaluate(focused))
            break
    assert names == ["Place chit", "Run my chits"], names
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(focused) == "Place chit"
    page.keyboard.press("Enter")
    page.wait_for_function("([el, t]) => el.textContent.includes(t)",
                           arg=[w.locator(".cr-title").element_handle(), "Chit placed"],
                           timeout=WAIT)
    assert w.locator('.cr-box[data-line="C"][data-box="1"]').inner_text().strip().startswith("V2")
    assert not page.js_errors
