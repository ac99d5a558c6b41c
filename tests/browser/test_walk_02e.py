"""Lesson 02's boards as the walk 02e report found them (/work/walk/walk02e/report.md)."""

from __future__ import annotations

import pytest

from tests.browser.helpers import (
    LAPTOP,
    notebook_page,
    restart_kernels,
    run_cell,
    shot,
    wait_text,
)

CARDS = 'palette=["F", "L", "R", "REPEAT"]'


@pytest.fixture(scope="module")
def page(lab, browser):
    """One notebook for the module, its first board drawn by its first cell; each test runs
    a board of its own in a new cell. The reload test, which restarts the kernel and
    reloads the page, is the file's last (pytest runs a file's tests in order)."""
    setup = 'from codyroby_lab import lessons\nlessons.board("F", at="C3")'
    with notebook_page(lab, browser, "walk02e.ipynb", [setup], LAPTOP) as page:
        yield page


def test_before_a_run_a_board_holding_cards_does_not_ask_for_cards(page):
    """Fault 5: Question 1's board, its program there, said "Nothing has run yet: put cards
    in the program, then press Run.", so a child added cards to a finished program."""
    cell = run_cell(page, f'lessons.board("REPEAT 3 [F F R]", at="A5", run=False, {CARDS})')
    log = cell.locator(".cr-widget .cr-current")
    log.wait_for()
    words = log.inner_text()
    assert "Nothing has run yet" in words and "press Run" in words, words
    assert "put cards" not in words, words
    assert not page.js_errors


def test_the_help_line_says_how_to_take_a_card_out_with_the_mouse_in_plain_words(page):
    """Faults 9, 13 and 14: nothing said that dragging a card back onto the palette takes it
    out, or how a card goes into a REPEAT by keys, and the help line spoke of "rearrange"
    and "Alt+arrows"."""
    cell = run_cell(page, f'lessons.board("F F REPEAT 2 [L]", at="C3", {CARDS})')
    hint = cell.locator(".cr-widget .cr-keys")
    hint.wait_for()
    words = hint.text_content()
    assert "Drag it back onto the cards above to take it out" in words, words
    for jargon in ("rearrange", "Alt+arrows", "picks"):
        assert jargon not in words, words
    # fault 13: Alt+Down took a card past the REPEAT, never into it; the help now says how
    assert "Alt and \u2192 put a card into the REPEAT just above it" in words
    w = cell.locator(".cr-widget")
    w.locator('.cr-stack [data-node="1"]').focus()
    page.keyboard.press("Alt+ArrowDown")
    page.keyboard.press("Alt+ArrowRight")
    wait_text(page, w, "F REPEAT 2 [L F]")


@pytest.mark.parametrize("typed", ["0", "-3", "2.5", ""])
def test_a_number_a_repeat_cannot_take_is_said_and_the_box_keeps_its_number(page, typed):
    """Fault 7: 0 (or -3, an empty box) went back silently to the old number under a red
    message that stayed, the first Tab stayed in the box, and 2.5 became 2 unsaid."""
    cell = run_cell(page, f'lessons.board("REPEAT 4 [F]", at="C3", {CARDS})')
    w = cell.locator(".cr-widget")
    box = w.locator(".cr-times")
    box.fill(typed)
    box.press("Tab")
    status = w.locator(".cr-status")
    page.wait_for_function("(el) => el.textContent.includes('still runs its cards 4 times')",
                           arg=status.element_handle())
    assert box.input_value() == "4"
    assert w.locator(".cr-program-text").input_value() == "REPEAT 4 [F]"
    assert not box.evaluate("(el) => el === document.activeElement")   # Tab left the box
    assert w.locator(".cr-error").inner_text() == ""
    shot(page, f"walk02e-times-{typed or 'empty'}", w)
    assert not page.js_errors


def test_a_board_gone_after_a_reload_says_to_run_its_cell_again(lab, page):
    """Fault 2: after a page reload each board said "Error displaying widget: model not
    found" and nothing told the child what to do. A line under the board says to run the
    cell again; it is hidden while the board is drawn. (The module's first board, in the
    first cell; the boards the other tests added below it are gone too.)"""
    cell = page.locator(".jp-Notebook .jp-CodeCell").first
    note = cell.locator(".cr-not-drawn")
    note.wait_for(state="attached")
    assert not note.is_visible()                   # the board is drawn: no note
    page.locator(".jp-Notebook").click(position={"x": 5, "y": 5})
    page.keyboard.press("Control+s")
    page.locator(".jp-mod-dirty").wait_for(state="detached")
    restart_kernels(lab)
    page.reload()
    page.get_by_text("model not found").first.wait_for(timeout=60_000)
    note.wait_for(state="visible")
    assert "run this cell again" in note.inner_text()
    assert cell.locator(".cr-widget").count() == 0
    shot(page, "walk02e-reload-note", cell)
