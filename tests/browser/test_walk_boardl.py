"""Walks 03k and 04k: the shared board (widgets/board.js) at 1366x650, worked as a child
does."""

from __future__ import annotations

import time

import pytest

from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    settled,
    shot,
    wait_end,
    wait_status,
    wait_text,
)

SETUP = """\
from codyroby_lab import lessons
zigzag = {"width": 5, "height": 5, "path": ["A5", "A4", "A3", "B3", "C3", "C2", "C1", "D1", "E1"],
          "targets": {"red": "E1"}}
snake = lessons.challenge(zigzag, start="A5", facing="N", target="red", blue_cards=True,
                          title="Zigzag")"""
# walk 03k's plausible wrong program: it goes back and forth for ever
LOOP = ('lessons.board("REPEAT UNTIL red [REPEAT WHILE ahead [F] L]", on=snake, '
        'title="Loop")')
WALK = 'lessons.board("F L", at="A5", facing="N", title="Walk")'
TITLE = 'lessons.board("F R F", at="C3", facing="E", title="Exercise 3: from C3 to A1")'
DUEL = """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "C5", "facing": "N"}, "B": {"at": "E3", "facing": "S"}},
                 "hands": {"A": ["F", "F", "L", "F", "F"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
duel.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walkboardl.ipynb", [SETUP, LOOP, WALK, TITLE, DUEL],
                       viewport=LAPTOP) as page:
        yield page


def board(page, title):
    w = page.locator(".cr-widget").nth(["Loop", "Walk", "Title", "Duel"].index(title))
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w



def test_a_program_that_never_ends_says_so_as_it_starts_playing(page):
    """Walk 03k, fault 4: Run on a program stopped at the step limit played a step a
    second towards step 100,000 and said nothing until its last step."""
    w = board(page, "Loop")
    w.locator(".cr-run").click()
    wait_status(page, w, "This program never ends: Roby was stopped after 100,000 steps.")
    said = w.locator(".cr-status").inner_text()
    assert "\u21e5" in said
    counter = w.locator(".cr-counter").inner_text()
    assert counter.startswith("step ") and not counter.startswith("step 100,000 of")  # playing
    shot(page, "walkboardl-never-ends", w)
    began = time.monotonic()
    w.locator(".cr-end").click()                 # ⇥: the end of a 100,000-step replay
    wait_end(page, w)
    print(f"\u21e5 on a 100,000-step replay: {time.monotonic() - began:.1f} s")
    # walk 03r6, fault 6: the words said "100,000 steps", the counter "step 100000 of 100000"
    assert w.locator(".cr-counter").inner_text().startswith("step 100,000 of 100,000")
    assert not page.js_errors


def test_an_emptied_text_box_left_for_run_keeps_the_cards(page):
    """Walk 04k, fault 2: a refused text emptied, as the board advised, then Run: the box's
    change sent an empty program and the cards picked were cleared."""
    w = board(page, "Walk")
    box = w.locator(".cr-program-text")
    box.fill("forward")
    w.locator(".cr-use-text").click()
    w.locator(".cr-text-error").filter(has_text="FORWARD").wait_for()
    settled(page, w)
    box.fill("")                                 # Ctrl+A, Backspace
    w.locator(".cr-run").click()                 # the box loses its focus on the way
    settled(page, w)
    wait_text(page, w, "F L")                    # the box shows the cards' program again
    wait_end(page, w)
    assert w.locator(".cr-counter").inner_text().startswith("step 2 of 2")
    assert "choose" not in w.locator(".cr-status").inner_text()
    assert not page.js_errors


def test_ticking_predict_keeps_the_title(page):
    """Walk 01k fault 7, walk 02k fault 5: ticking Predict on a board made with its run
    emptied its title (the target and the budget were only written there)."""
    w = board(page, "Title")
    w.locator(".cr-predict-toggle").check()
    wait_status(page, w, "Predict mode")
    assert w.locator(".cr-title").inner_text() == "Exercise 3: from C3 to A1"
    w.locator(".cr-step").click()                 # the first guess asked: the title stays
    wait_status(page, w, "after step 1")
    assert w.locator(".cr-title").inner_text() == "Exercise 3: from C3 to A1"
    shot(page, "walkboardl-predict-title", w)
    assert not page.js_errors


def focus_is(page, selector):
    page.wait_for_function("(s) => document.activeElement && document.activeElement.matches(s)",
                           arg=selector, timeout=WAIT)


def test_tab_reaches_more_buttons_and_keys(page):
    """Walk 02k, fault 1: Tab and Shift+Tab went through the whole board and never stopped
    on "More buttons and keys", so no key opened the list of keys."""
    w = board(page, "Walk")
    w.locator(".cr-palette [tabindex='0']").first.focus()
    for _ in range(12):
        if page.evaluate("() => document.activeElement.tagName") == "SUMMARY":
            break
        page.keyboard.press("Tab")
    focus_is(page, ".cr-keys summary")
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.open", arg=w.locator(".cr-keys").element_handle(),
                           timeout=WAIT)
    page.keyboard.press("Tab")                       # on to the next stop, and back
    page.keyboard.press("Shift+Tab")
    focus_is(page, ".cr-keys summary")
    assert not page.js_errors


def test_tab_from_any_card_of_cards_to_play_goes_on_as_from_the_first(page):
    """Walk 04k, fault 1: from a card of Cards to play other than the first, Tab skipped
    Run, Back and Step for the text box. From any of its cards Tab goes where it goes from
    the first: on as the board is read (walks 02t-05t and 01u, fault 2), to the text box
    under Cards to play (Run, under the board, comes before the column beside it)."""
    w = board(page, "Duel")
    for _ in range(2):
        w.locator('.cr-palette [data-card="F"]').first.click()
        settled(page, w)
    second = w.locator('.cr-chosen [data-node="1"]')
    w.locator('.cr-chosen [data-node="0"]').focus()
    page.keyboard.press("Tab")
    after_first = page.evaluate("() => document.activeElement.className")
    second.focus()
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.className") == after_first
    focus_is(page, ".cr-program-text")
    assert page.evaluate("() => document.activeElement.closest('.cr-widget') !== null")
    second.focus()
    page.keyboard.press("Shift+Tab")                 # back: the card before it, or the hand
    assert page.evaluate("() => !document.activeElement.matches('.cr-program-text')")
    assert not page.js_errors
    for _ in range(2):                               # the hand as it was, for the next tests
        w.locator('.cr-chosen [data-node="0"]').focus()
        page.keyboard.press("Delete")
        settled(page, w)
    assert w.locator(".cr-chosen [data-node]").count() == 0


def test_the_refusal_of_the_typed_text_is_brought_into_view(page):
    """Walk 01k fault 1, walk 08k fault 16: the board's top already above the screen, the
    refusal under the text box stayed below its bottom edge ("said under the box": nothing
    there)."""
    w = board(page, "Walk")
    box = w.locator(".cr-program-text")
    box.evaluate("(el) => el.scrollIntoView({block: 'end'})")     # as in the walk's shot
    box.fill("f f r, F forward")
    w.locator(".cr-use-text").click()
    error = w.locator(".cr-text-error").filter(has_text="comma")
    error.wait_for()
    page.wait_for_function(
        "(el) => el.getBoundingClientRect().bottom"
        " <= document.querySelector('#jp-main-statusbar').getBoundingClientRect().top",
        arg=error.element_handle(), timeout=WAIT)
    top = "(el) => el.getBoundingClientRect().top"
    assert w.locator(".cr-text-label").evaluate(top) >= page.locator(
        ".jp-NotebookPanel-toolbar").evaluate("(el) => el.getBoundingClientRect().bottom")
    box.fill("F L")                                  # put back for the other tests
    w.locator(".cr-use-text").click()
    settled(page, w)
    assert not page.js_errors


def test_a_refused_run_is_brought_into_view_even_past_the_title(page):
    """Walk 09l, fault 2: on Robin's tall board, with its title at the top of the view, a
    refused Run said why below the bottom of the screen (the title was kept in view), and
    Run looked dead. A shorter window does the same to the Duel's board here."""
    page.set_viewport_size({"width": LAPTOP["width"], "height": 420})
    try:
        w = board(page, "Duel")                      # its title at the top of the view
        w.locator(".cr-run").click()                 # no card chosen: refused
        error = w.locator(".cr-error")
        page.wait_for_function("(el) => el.textContent.trim() !== ''",
                               arg=error.element_handle(), timeout=WAIT)
        page.wait_for_function(
            "(el) => el.getBoundingClientRect().bottom"
            " <= document.querySelector('#jp-main-statusbar').getBoundingClientRect().top",
            arg=error.element_handle(), timeout=WAIT)
    finally:
        page.set_viewport_size(LAPTOP)
    assert not page.js_errors
