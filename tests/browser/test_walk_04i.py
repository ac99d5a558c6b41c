"""The boards as the fresh-eyes walks 04i, 01i and 03i met them at 1366x650
(/work/walk/walk04i, walk01i, walk03i): the Duel's piles changed order from turn to turn,
the board's words under the slider fell below the window, a restarted board said its
warning three times and spoke of a "Python kernel"; Play went too fast to read, the empty
desk check took 200 px before any run, and a guess on a block was not told it is a block."""

from __future__ import annotations

import pytest

from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    restart_python,
    run_cell,
    shot,
)

BOARDS = """\
from codyroby_lab import lessons
walled = lessons.challenge({"blocks": ["A3"]}, start="A5", target="E1", title="Walled")
lessons.board("F", on=walled, title="Walled")"""
NOT_YET = 'lessons.board("F F R", at="A5", run=False, title="Not yet")'
SETUP = """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1", "facing": "S"}},
                 "hands": {"A": ["R", "L", "F", "F", "L"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["F"] * 20, "blocks_each": 0}, seed=1)"""

# Is the element whole inside the box that scrolls the notebook (as the board finds it)?
IN_VIEW = """(el) => {
  let box = el.parentElement;
  while (box && !(['auto', 'scroll'].includes(getComputedStyle(box).overflowY)
                  && box.scrollHeight > box.clientHeight)) box = box.parentElement;
  const b = box.getBoundingClientRect(), r = el.getBoundingClientRect();
  return r.height > 0 && r.top >= b.top && r.bottom <= Math.min(b.bottom, innerHeight)
    || [r.top, r.bottom, b.top, b.bottom];      // (where they were, when not)
}"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk04i.ipynb", [BOARDS, NOT_YET, SETUP, "duel.widget()"],
                       LAPTOP) as page:
        yield page


# the boards in the order of their cells (a title changes: Predict mode holds it back)
BOARD_OF = {"Walled": 0, "Not yet": 1, "Il Duello": 2}


def widget(page, title: str):
    return page.locator(".cr-widget").nth(BOARD_OF[title])


def test_play_starts_at_one_step_a_second(page):
    """Walk 01i, fault 2: Play at the speed a board starts with went 4 steps a second, each
    line of What happened gone before a child could read it."""
    w = widget(page, "Not yet")
    assert w.locator(".cr-speed").get_attribute("aria-valuetext") == "1 step a second"
    assert not page.js_errors


def test_the_desk_check_before_any_run_is_one_line(page):
    """Walk 01i, fault 8: before any run the desk check was an empty box about 200 px high
    between the board and the next cell. It is one line saying what comes there, and the
    table once something ran."""
    w = widget(page, "Not yet")
    box = w.locator(".cr-desk-box")
    box.scroll_into_view_if_needed()
    assert w.locator(".cr-desk-note").is_visible()
    assert not w.locator(".cr-desk-scroll").is_visible()
    assert box.bounding_box()["height"] < 60
    shot(page, "walk04i-desk-before-a-run", w)
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-desk-scroll").wait_for(state="visible", timeout=WAIT)
    assert not w.locator(".cr-desk-note").is_visible()
    assert not page.js_errors


def test_a_guess_on_a_block_says_roby_never_stands_on_a_block(page):
    """Walk 03i, fault 9: in Predict, a guess on a block heard only "Roby does not go that
    way", not (as the lesson's questions say) that Roby can never stand on a block."""
    w = widget(page, "Walled")
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator(".cr-predict-toggle").check()
    w.locator(".cr-step").focus()
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")                                  # A3, the block
    page.keyboard.press("Enter")
    said = w.locator(".cr-status").inner_text()
    assert said.startswith("Not quite")
    assert "That square is a block, and Roby can never stand on a block." in said
    shot(page, "walk04i-guess-on-a-block", w)
    w.locator(".cr-predict-toggle").uncheck()
    assert not page.js_errors


def test_the_piles_of_the_hand_keep_one_order(page):
    """Walk 04i, fault 6: the piles were "L, F" one turn and "F, R, L" another, so "Tab,
    Enter" took a different card each turn. They go F, L, R whatever the deal."""
    w = widget(page, "Il Duello")
    piles = w.locator(".cr-palette [data-card]")
    piles.first.wait_for(timeout=WAIT)
    cards = [piles.nth(k).get_attribute("data-card") for k in range(piles.count())]
    assert cards == ["F", "L", "R"]
    assert not page.js_errors



def test_a_move_played_in_a_cell_in_predict_mode_is_said(page):
    """Walk 04i, fault 3: with Predict ticked, a move played in a cell left the board at
    step 0 on the old position, without a word: a child planned from the wrong square. It
    says a move was played and how to guess it or see where it ended."""
    w = widget(page, "Il Duello")
    w.locator(".cr-predict-toggle").check()
    run_cell(page, 'duel.play("F")')
    w.locator(".cr-status").filter(has_text="A move was played in a cell").wait_for(timeout=WAIT)
    assert "press Step to guess it" in w.locator(".cr-status").inner_text()
    shot(page, "walk04i-cell-move-in-predict", w)
    w.locator(".cr-predict-toggle").uncheck()
    assert not page.js_errors
def test_a_restarted_board_says_so_once_in_plain_words(page):
    """Walk 04i, fault 8: after a kernel restart, a card clicked and Run pressed, the board
    said "This board lost its connection..." three times (What happened, the red box, under
    the board) and "This player has no Python kernel" under the hand. It says it once, in
    the red box, and no word "kernel". (Last here: it restarts the page's Python.)"""
    w = widget(page, "Il Duello")
    restart_python(page)
    # (lost as Python restarts: nothing to press first, its controls grey; walk 01p, fault 1)
    w.locator(".cr-error").filter(has_text="lost its connection").wait_for(timeout=WAIT)
    w.get_by_role("button", name="Run", exact=True).click()
    text = w.inner_text()
    assert text.count("lost its connection") == 1, text
    assert "kernel" not in text.lower()
    shot(page, "walk04i-restarted", w)
    assert not page.js_errors
