"""Lesson 02's boards as the walk 02f report found them (/work/walk/walk02f/report.md)."""

from __future__ import annotations

import pytest

from tests.browser.helpers import (
    LAPTOP,
    notebook_page,
    run_cell,
    shot,
    wait_counter,
    wait_text,
)

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
    # (the help's keys are in "More buttons and keys", folded: walk 01h, fault 13)
    assert "change it there with \u2191 and \u2193" in \
        w.locator(".cr-keys").text_content()
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


def test_a_repeat_says_which_time_round_it_is_on_while_stepping(page):
    """Fault 2: while stepping the garden patrol only the card that ran lit up: nothing said
    "time 2 of 4", the very thing Questions 1 and 2 ask the child to count. Each REPEAT
    around the card that ran now says which time round it is on, an inner one counting
    again from 1 in each round of the outer one."""
    cell = run_cell(page, f'lessons.board("REPEAT 2 [REPEAT 3 [F] R]", at="A5", {CARDS})')
    w = cell.locator(".cr-widget")
    rounds = w.locator(".cr-round")
    rounds.first.wait_for(state="attached")
    w.get_by_role("button", name="Reset", exact=True).click()
    said = []
    for k in range(1, 6):
        w.get_by_role("button", name="Step", exact=True).click()
        wait_counter(page, w, f"step {k} of")
        said.append(tuple(rounds.all_inner_texts()))
    shot(page, "walk02f-repeat-rounds", w)
    assert said == [("time 1 of 2", "time 1 of 3"), ("time 1 of 2", "time 2 of 3"),
                        ("time 1 of 2", "time 3 of 3"), ("time 1 of 2", ""),
                        ("time 2 of 2", "time 1 of 3")], said
    assert not page.js_errors
