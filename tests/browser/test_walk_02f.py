"""Lesson 02's boards as the walk 02f report found them (/work/walk/walk02f/report.md)."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, notebook_page, run_cell, shot, wait_text

CARDS = 'palette=["F", "L", "R", "REPEAT"]'


@pytest.fixture(scope="module")
def page(lab, browser):
    setup = 'from codyroby_lab import lessons\nlessons.board("F", at="C3")'
    with notebook_page(lab, browser, "walk02f.ipynb", [setup], LAPTOP) as page:
        yield page


def _status(page, w, words: str):
    page.wait_for_function("([el, t]) => el.textContent.includes(t)",
                           arg=[w.locator(".cr-status").element_handle(), words])


def test_up_and_down_in_a_repeats_number_box_change_its_number(page):
    """Fault 5: the number box shows up and down arrows, yet two ArrowUp presses left 3 as
    it was. Now each changes the number by one, the status line says so, the focus stays in
    the box (a third press goes on), and the help says so."""
    cell = run_cell(page, f'lessons.board("REPEAT 3 [F R] L", at="C3", {CARDS})')
    w = cell.locator(".cr-widget")
    box = w.locator(".cr-times")
    box.focus()
    page.keyboard.press("ArrowUp")
    wait_text(page, w, "REPEAT 4 [F R] L")
    page.keyboard.press("ArrowUp")
    wait_text(page, w, "REPEAT 5 [F R] L")
    _status(page, w, "now runs its cards 5 times")
    page.keyboard.press("ArrowDown")
    wait_text(page, w, "REPEAT 4 [F R] L")
    assert box.evaluate("(el) => el === document.activeElement")
    assert box.input_value() == "4"
    assert "change it there with the up and down arrow keys" in w.locator(".cr-hint").inner_text()
    shot(page, "walk02f-number-box-arrows", w)
    assert not page.js_errors


def test_a_number_word_typed_in_the_number_box_is_told_to_be_digits(page):
    """Fault 4: "two" typed in a REPEAT's number box heard "The number box was empty"."""
    cell = run_cell(page, f'lessons.board("REPEAT 4 [F]", at="C3", {CARDS})')
    w = cell.locator(".cr-widget")
    box = w.locator(".cr-times")
    box.focus()
    page.keyboard.press("Control+a")
    page.keyboard.type("two")
    box.press("Tab")
    _status(page, w, "still runs its cards 4 times")
    said = w.locator(".cr-status").inner_text()
    assert "digits" in said and "empty" not in said, said
    assert box.input_value() == "4"
    shot(page, "walk02f-number-box-word", w)
    assert not page.js_errors
