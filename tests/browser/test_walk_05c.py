"""Lesson 05's board editor (for teachers) as the fresh-eyes walk 05c met it
(/work/walk/walk05c) on a laptop's 1366x650: pressing Step, the step's words ("What
happened") lay under "Board as text", below the fold; a one-line refusal stood in a box as tall
as an earlier one, and a gap stayed where a refusal had gone. Then the same editor as the
walk 05n met it (/work/walk/walk05n), on a board of its own below (one notebook for both
walks: a notebook and its Python took seconds each to start); its tests run after walk
05c's, which look at the first board where the notebook opened."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.board_editor import point
from tests.support.browser import (
    LAPTOP,
    WAIT,
    boxes,
    notebook_page,
    run_code,
    settled,
    shot,
    wait_end,
)

EDITOR = """\
from codyroby_lab import lessons
drawn = lessons.editor("my_garden_board.json")
drawn.place("block", "C2")
drawn.place("red", "E1")
drawn"""
FIXNE = """\
fixne = lessons.editor("walk_fixne_board.json")
fixne"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk05c.ipynb", [EDITOR, FIXNE], LAPTOP) as page:
        yield page


def test_a_steps_words_show_above_the_board_as_text_in_view_with_step(page):
    """Walk 05c fault 6: the words of the step on show sat below the text box, out of view
    while Step and the board were in view."""
    w = page.locator(".cr-widget").first
    log, text = w.locator(".cr-log-box"), w.locator(".cr-text-label")
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    w.get_by_role("button", name="Back", exact=True).click()
    page.wait_for_function("(c) => { const m = /^step (\\d+) of (\\d+)/.exec(c.textContent); "
                           "return m && m[1] !== m[2]; }",
                           arg=w.locator(".cr-counter").element_handle(), timeout=WAIT)
    step = w.get_by_role("button", name="Step", exact=True)
    step.click()
    wait_end(page, w)
    page.wait_for_function("(l) => /Roby/.test(l.textContent)", arg=log.element_handle(),
                           timeout=WAIT)
    step.scroll_into_view_if_needed()
    at_step, at_log, at_text = boxes(page, step, log.locator("h4"), text)
    shot(page, "walk05c-step-words-in-view", w)
    assert at_log["y"] < at_text["y"]                  # the words first, the text below
    assert 0 <= at_log["y"] and at_log["y"] + at_log["height"] <= 650
    assert 0 <= at_step["y"] and at_step["y"] + at_step["height"] <= 650
    assert not page.js_errors


def _click(page, w, square: str) -> None:
    """Click ``square`` on the board (scrolled into view) and wait for Python's answer."""
    w.locator("svg.cr-board").scroll_into_view_if_needed()
    page.mouse.click(*point(page, w, square))
    settled(page, w)


def _refused(page, w, square: str) -> float:
    """Click ``square`` with Block chosen; the height of the refusal that comes."""
    _click(page, w, square)
    w.locator(".cr-error").filter(has_text="cannot go on").wait_for(timeout=WAIT)
    return w.locator(".cr-error").evaluate("(e) => e.offsetHeight")


def test_a_refusal_takes_the_room_of_its_own_words_and_a_gone_one_frees_it(page):
    """Walk 05c fault 7: the room a gone refusal kept (so what lay under it stays under the
    pointer) was never given back: a later refusal of one line stood in it, and with none
    a gap stayed."""
    w = page.locator(".cr-widget").first
    error = w.locator(".cr-error")
    gone = "(e) => e.textContent === ''"
    w.get_by_role("button", name="Block", exact=True).click()
    page.set_viewport_size({"width": 640, "height": 650})       # the words wrap
    try:
        tall = _refused(page, w, "A5")                            # Roby's square
        _click(page, w, "B3")                                     # a block goes there
        page.wait_for_function(gone, arg=error.element_handle())
    finally:
        page.set_viewport_size(LAPTOP)
    short = _refused(page, w, "A5")
    assert short < tall                                           # its own lines, fewer
    _click(page, w, "B3")                                         # a block there already
    page.wait_for_function(gone, arg=error.element_handle())
    page.mouse.move(2, 300)                                       # the pointer leaves
    page.wait_for_function("(e) => e.offsetHeight === 0", arg=error.element_handle(),
                           timeout=WAIT)
    assert not page.js_errors


def test_letters_typed_in_a_number_box_are_refused_in_words_not_dropped(page):
    """Walk 05c fault 10: "six" typed in Width vanished, and nothing said why."""
    w = page.locator(".cr-widget").first
    width = w.locator('input[data-setting="width"]')
    width.fill("six")
    width.press("Tab")
    settled(page, w)
    w.locator(".cr-error").filter(has_text="The width cannot be six.").wait_for(
        timeout=WAIT)
    # kept in its box beside the refusal, marked (walk 05z, minor fault 6)
    assert width.input_value() == "six" and width.get_attribute("aria-invalid") == "true"
    assert not page.js_errors


def test_the_file_chosen_to_load_shows_its_whole_name(page):
    """Walk 05c fault 18: the Load list showed "my_challenge.json (this boa"."""
    w = page.locator(".cr-widget").first
    w.get_by_role("button", name="Save", exact=True).click()
    settled(page, w)
    pick = w.locator("select.cr-draw-file")
    page.wait_for_function("(s) => s.selectedOptions[0].text.includes(\"(this board's file)\")",
                           arg=pick.element_handle(), timeout=WAIT)
    room, words = pick.evaluate(
        "(s) => { const c = document.createElement('canvas').getContext('2d');"
        " c.font = getComputedStyle(s).font;"
        " return [s.clientWidth, c.measureText(s.selectedOptions[0].text).width]; }")
    assert words + 20 < room, (words, room)             # and the arrow beside it
    assert not page.js_errors


# --- walk 05n: the second board ---------------------------------------------------------

def test_a_width_typed_back_right_takes_its_refusal_away(page):
    """Walk 05n, fault 2: Width 0 was refused and the box went back to 5; typing 5 over it
    and pressing Enter sent nothing (the text had not changed), so "The width cannot be 0"
    stayed beside a right 5 by 5 board."""
    w = page.locator(".cr-widget").nth(1)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    width = w.locator('input[data-setting="width"]')
    width.fill("0")
    width.press("Enter")
    error = w.locator(".cr-error")
    error.filter(has_text="The width cannot be 0.").wait_for(timeout=WAIT)
    assert width.input_value() == "0"                  # kept beside its refusal (walk 05z)
    width.fill("5")
    width.press("Enter")
    settled(page, w)
    page.wait_for_function("(e) => !e.textContent", arg=error.element_handle(), timeout=WAIT)
    assert width.input_value() == "5"
    assert w.locator(".cr-draw-undo").is_disabled()      # nothing changed: no Undo step
    assert not page.js_errors


def test_a_value_being_typed_stays_in_its_box_when_the_editor_is_drawn_again(page, lab):
    """Fault F3-1 (found mending the test above): the folder read again when the pointer or
    the focus comes to the Load list answers with the editor drawn again, and each setting's
    box was a new one: a height half typed went with the old box, and Enter sent the new
    box's old value."""
    w = page.locator(".cr-widget").nth(1)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    height = w.locator('input[data-setting="height"]')
    height.fill("0")
    pick = w.locator("select.cr-draw-file")
    new = Path(lab["root"]) / "walk_f3_new_board.json"
    new.write_text('{"board": {"width": 4}}')
    try:
        page.mouse.move(2, 2)
        w.locator(".cr-draw-buttons").hover()       # the Load list reads the folder again
        page.wait_for_function("(s) => [...s.options].some((o) => o.value === "
                               "'walk_f3_new_board.json')", arg=pick.element_handle(),
                               timeout=WAIT)
    finally:
        new.unlink()
    # the box, its text and its cursor as they were
    assert page.evaluate("() => [document.activeElement.dataset.setting,"
                         " document.activeElement.value, document.activeElement.selectionStart]"
                         ) == ["height", "0", 1]
    height.press("Enter")
    w.locator(".cr-error").filter(has_text="The height cannot be 0.").wait_for(timeout=WAIT)
    assert height.input_value() == "0"                 # kept beside its refusal (walk 05z)
    assert run_code(page, "print(fixne.setup['board']['height'])").strip() == "5"
    assert not page.js_errors


def test_the_help_says_how_the_keys_reach_the_palette_and_it_is_so(page):
    """Walk 05n, fault 1: Tab forward from the board never reaches Block, Road, the targets
    or Take away, and the help text said only "Tab to the board, then the arrow keys": a child
    using keys alone could put blocks but not choose anything else."""
    w = page.locator(".cr-widget").nth(1)
    assert "Shift+Tab goes back to what to put" in w.locator(".cr-hint").inner_text()
    board = w.locator("svg.cr-board")
    board.focus()
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("() => document.activeElement.dataset.item") == "block"
    page.keyboard.press("ArrowRight")
    chosen = w.locator('.cr-draw-item[aria-pressed="true"]')
    assert chosen.inner_text() != "Block" and page.evaluate(
        "() => document.activeElement.getAttribute('aria-pressed')") == "true"


def test_width_and_height_have_names_a_screen_reader_reads(page):
    """Walk 05n, fault 12 (checked, not changed): the boxes have no aria-label, but each is
    named by its label (for=), which a screen reader reads."""
    w = page.locator(".cr-widget").nth(1)
    assert w.get_by_role("textbox", name="Width", exact=True).count() == 1
    assert w.get_by_role("textbox", name="Height", exact=True).count() == 1
