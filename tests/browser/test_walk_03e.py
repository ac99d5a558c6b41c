"""Lesson 03's boards as the fresh-eyes walk met them at 1366x650 (/work/walk/walk03e/report.md,
faults by their number there)."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, notebook_page, run_cell, shot

SETUP = ("from codyroby_lab import lessons\n"
         "walls = [lessons.challenge({'width': n, 'height': n}, start=f'A{n}', facing='N',\n"
         "          target='ABCDEFGH'[n - 1] + '1', blue_cards=True, title=f'{n}x{n}')\n"
         "         for n in (3, 5, 8)]\n"
         "lessons.board('F F', on=walls[1])")


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk03e.ipynb", [SETUP], LAPTOP) as page:
        yield page


def test_a_typo_in_the_check_keeps_the_board_and_says_how_to_get_it_back(page):
    """Fault 1: a board cell run with a program that cannot be read showed one line of error
    and no board, and nothing said what to fix."""
    cell = run_cell(page, 'lessons.board("REPEAT WHILE ahaed [F]", on=walls[1])')
    w = cell.locator(".cr-widget")
    w.locator(".cr-palette button").first.wait_for()
    error = w.locator(".cr-error")
    page.wait_for_function("(el) => el.textContent.includes('check above')",
                           arg=error.element_handle())
    assert error.is_visible() and "'ahaed' is not a sensor" in error.inner_text()
    assert "run this cell again" in error.inner_text()
    shot(page, "walk03e-typo-board", w)
    assert not page.js_errors


def test_show_me_in_the_check_holds_the_answer_on_the_board(page):
    """Fault 1: "show me", as the lesson says to write it, then the board cell: no board."""
    run_cell(page, 'lessons.check_all("show me", walls)')
    cell = run_cell(page, 'lessons.board("show me", on=walls[1])')
    w = cell.locator(".cr-widget")
    text = w.locator(".cr-program-text")
    text.wait_for()
    page.wait_for_function("(el) => el.value.startsWith('REPEAT')", arg=text.element_handle())
    assert w.locator(".cr-error").inner_text().strip() == ""
    assert not page.js_errors


def test_adding_the_first_card_says_one_card(page):
    """Fault 12: "REPEAT card added: the program has 1 cards"."""
    cell = run_cell(page, 'lessons.board("", on=walls[1])')
    w = cell.locator(".cr-widget")
    w.locator('.cr-palette [data-card="REPEAT"]').click()
    status = w.locator(".cr-status")
    page.wait_for_function("(el) => el.textContent.includes('card added')",
                           arg=status.element_handle())
    assert "the program has 1 card" in status.inner_text()
    assert "1 cards" not in status.inner_text()
    assert not page.js_errors


def test_changing_a_repeats_kind_keeps_it_chosen_for_new_cards(page):
    """Fault 11a: Enter on a REPEAT ("new cards go into this REPEAT card"), then n times ->
    WHILE in its dropdown, and the next F went after the REPEAT, not into it."""
    cell = run_cell(page, 'lessons.board("REPEAT 2 [F]", on=walls[1], run=False)')
    w = cell.locator(".cr-widget")
    text = w.locator(".cr-program-text")
    text.wait_for()
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('into this REPEAT')",
                           arg=w.locator(".cr-status").element_handle())
    w.locator('select[aria-label="REPEAT kind"]').select_option("while")
    page.wait_for_function("(el) => el.value === 'REPEAT WHILE ahead [F]'",
                           arg=text.element_handle())
    w.locator('.cr-palette [data-card="F"]').click()
    # (the program before the click also ends in 'F]': wait for it to change)
    page.wait_for_function("(el) => el.value !== 'REPEAT WHILE ahead [F]'",
                           arg=text.element_handle())
    assert text.input_value() == "REPEAT WHILE ahead [F F]"
    assert not page.js_errors


def test_enter_again_on_an_if_picks_its_else_for_new_cards(page):
    """Fault 11b: Enter on an IF only switched between "into this IF card" and "at the
    end": the keyboard could not put a card in the ELSE part."""
    cell = run_cell(page, 'lessons.board("IF left [L] ELSE [R]", on=walls[1], run=False)')
    w = cell.locator(".cr-widget")
    text = w.locator(".cr-program-text")
    text.wait_for()
    status = w.locator(".cr-status").element_handle()
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('into this IF')", arg=status)
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('ELSE part')", arg=status)
    assert w.locator(".cr-else.cr-selected").count() == 1
    w.locator('.cr-palette [data-card="F"]').click()
    page.wait_for_function("(el) => el.value !== 'IF left [L] ELSE [R]'",
                           arg=text.element_handle())
    assert text.input_value() == "IF left [L] ELSE [R F]"
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('at the end')", arg=status)
    assert not page.js_errors
