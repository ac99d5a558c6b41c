"""Lesson 05's board editor (for teachers) as the fresh-eyes walk 05c met it
(/work/walk/walk05c) on a laptop's 1366x650: pressing Step, the step's words ("What
happened") lay under "Board as text", below the fold; a one-line refusal stood in a box as tall
as an earlier one, and a gap stayed where a refusal had gone."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, boxes, notebook_page, settled, shot, wait_end
from tests.browser.test_board_editor import point

EDITOR = """\
from codyroby_lab import lessons
drawn = lessons.editor("my_garden_board.json")
drawn.place("block", "C2")
drawn.place("red", "E1")
drawn"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk05c.ipynb", [EDITOR], LAPTOP) as page:
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
                           arg=w.locator(".cr-counter").element_handle(), timeout=30_000)
    step = w.get_by_role("button", name="Step", exact=True)
    step.click()
    wait_end(page, w)
    page.wait_for_function("(l) => /Roby/.test(l.textContent)", arg=log.element_handle(),
                           timeout=30_000)
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
    w.locator(".cr-error").filter(has_text="cannot go on").wait_for(timeout=20_000)
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
                           timeout=20_000)
    assert not page.js_errors


def test_letters_typed_in_a_number_box_are_refused_in_words_not_dropped(page):
    """Walk 05c fault 10: "six" typed in Width vanished, and nothing said why."""
    w = page.locator(".cr-widget").first
    width = w.locator('input[data-setting="width"]')
    width.fill("six")
    width.press("Tab")
    settled(page, w)
    w.locator(".cr-error").filter(has_text="The width cannot be six.").wait_for(
        timeout=20_000)
    assert width.input_value() == "5"                  # the box shows what the board holds
    assert not page.js_errors


def test_the_file_chosen_to_load_shows_its_whole_name(page):
    """Walk 05c fault 18: the Load list showed "my_challenge.json (this boa"."""
    w = page.locator(".cr-widget").first
    w.get_by_role("button", name="Save", exact=True).click()
    settled(page, w)
    pick = w.locator("select.cr-draw-file")
    page.wait_for_function("(s) => s.selectedOptions[0].text.includes(\"(this board's file)\")",
                           arg=pick.element_handle(), timeout=20_000)
    room, words = pick.evaluate(
        "(s) => { const c = document.createElement('canvas').getContext('2d');"
        " c.font = getComputedStyle(s).font;"
        " return [s.clientWidth, c.measureText(s.selectedOptions[0].text).width]; }")
    assert words + 20 < room, (words, room)             # and the arrow beside it
    assert not page.js_errors
