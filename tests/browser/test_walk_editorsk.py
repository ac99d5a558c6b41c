"""Walks 02j, 03j, 05i and 07j: the card editors (widgets/editors/) at 1366x650, worked as a
child does."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, notebook_page, wait_status, wait_text

SETUP = "from codyroby_lab import lessons"
ONE = 'lessons.board("REPEAT 2 [F] L", at="C3", title="One")'
LONG = ('lessons.board("' + "F " * 10 + 'REPEAT 2 [F F F R] F F", at="C3", title="Long")')
RACE = """\
from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.ui import BoardWidget
BoardWidget(RoboRally.from_setup({
    "board": {"width": 6, "height": 6, "elements": [{"kind": "flag", "at": "C1", "number": 1}]},
    "robots": {"Twonky": {"at": "C5"}, "Zoom Bot": {"at": "E5"}}}).new_state(seed=3),
    viewer="Twonky")"""
TITLES = ["One", "Long", "Race"]


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walkeditorsk.ipynb", [SETUP, ONE, LONG, RACE],
                       viewport=LAPTOP) as page:
        yield page


def board(page, title):
    w = page.locator(".cr-widget").nth(TITLES.index(title))
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w



def test_deleting_a_repeat_with_one_card_inside_says_it_in_plain_english(page):
    """Walk 03j, fault 1: "the 1 card inside it stay in the program". Walk 03q5, fault 2:
    after Delete the next card had the focus, so a second Delete took it too, and nothing
    near the board said that Ctrl+Z puts a card back: the words under the program say it,
    and it is true; they go when it is back."""
    w = board(page, "One")
    w.locator(".cr-stack [data-node]").first.focus()
    page.keyboard.press("Delete")
    wait_text(page, w, "F L")
    wait_status(page, w, "REPEAT card removed: the card inside it stays in the program")
    put_back = "To put back the REPEAT card you took out, press Ctrl+Z."
    hint = w.locator(".cr-hint")                   # the words under the program
    assert hint.text_content().startswith(put_back), hint.text_content()
    page.keyboard.press("Control+z")
    wait_text(page, w, "REPEAT 2 [F] L")
    assert "Ctrl+Z" not in hint.text_content(), hint.text_content()
    page.keyboard.press("Delete")                  # the REPEAT has the focus again
    wait_text(page, w, "F L")
    assert not page.js_errors


def test_a_card_moved_inside_a_repeat_shows_with_the_repeat_header(page):
    """Walk 02j, fault 3: the Program box scrolled so the REPEAT's header with its number box
    was out of the box's top while a card inside it was edited."""
    w = board(page, "Long")
    program = w.locator(".cr-stack")
    card = w.locator(".cr-stack [data-node]").nth(14)      # the R, last in the REPEAT
    card.evaluate("(el) => { el.focus({preventScroll: true}); const box = el.closest('.cr-stack');"
                  " box.scrollTop += el.getBoundingClientRect().top"
                  " - box.getBoundingClientRect().top; }")
    page.keyboard.press("Alt+ArrowUp")                      # R goes before the F above it
    wait_text(page, w, "F " * 10 + "REPEAT 2 [F F R F] F F")
    seen = program.evaluate("""(box) => {
        const b = box.getBoundingClientRect();
        const inside = (el) => { const r = el.getBoundingClientRect();
                                 return r.top >= b.top - 1 && r.bottom <= b.bottom + 1; };
        const cards = box.querySelectorAll('[data-node]');
        return [inside(cards[10].querySelector('.cr-card-head')), inside(cards[13])]; }""")
    assert seen == [True, True]
    assert not page.js_errors


def test_a_card_dropped_on_the_grid_says_how_to_take_a_card_out(page):
    """Walk 02j, fault 10: a card dragged onto the grid snapped back without a word."""
    w = board(page, "One")
    w.locator(".cr-stack [data-node]").last.drag_to(w.locator("svg.cr-board"))
    wait_status(page, w, "To take a card out, drag it onto the cards above, or click it and press "
                    "Delete.")
    assert w.locator(".cr-stack [data-node]").count() == 2
    assert not page.js_errors


def test_four_cards_of_five_say_at_once_the_program_needs_five(page):
    """Walk 07j: typing 1 2 3 4 filled four registers of five and nothing was said until Run."""
    w = board(page, "Race")
    regs = w.locator(".cr-rr-registers [data-register]")
    for r in range(4):
        regs.nth(r).focus()
        page.keyboard.press(str(r + 1))
    wait_status(page, w, "in register 4. The program needs 5 cards: one register is still empty.")
    regs.nth(4).focus()
    page.keyboard.press("5")
    wait_status(page, w, "in register 5")
    assert "needs" not in w.locator(".cr-status").inner_text()
    assert not page.js_errors
