"""Lesson 01's exercise board as the seventh fresh-eyes walk met it at 1366x650
(/work/walk/walk01g/report.md), in a real JupyterLab: faults 1, 2, 3, 5 and 6. One page for
all: the restart comes last."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, notebook_page, restart_python, settled, shot, wait_text

SETUP = """\
from codyroby_lab import lessons
ex1 = lessons.challenge(start="A5", facing="N", target="C4", budget=5)
my_program = "F R F"
my_board1 = lessons.board(my_program, on=ex1, title="Walk 01g", palette=["F", "L", "R"],
                          run=False)
my_board1"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk01g.ipynb", [SETUP], LAPTOP) as page:
        yield page


def test_the_help_under_the_program_tells_this_boards_cards_only(page):
    """Faults 2, 3 and 5: the words under the program spoke of an IF's ELSE on a board of
    F, L and R, said the arrow keys only for the program (L and R in the row of cards were
    found by guessing) and never said what the circle on each card is."""
    said = page.locator(".cr-widget").first.locator(".cr-keys").text_content()
    assert "IF" not in said and "ELSE" not in said, said
    assert "\u2190 and \u2192 go from card to card above" in said, said
    assert "The small circle on a card puts a stop mark there" in said, said


def test_a_program_over_the_budget_is_said_on_the_board(page):
    """Walk 01v, fault M2: with 6 cards on "at most 5 cards" the board said only "F card
    added: the program has 6 cards"; the budget was in the title, scrolled away. Walk 01p,
    fault 3: with 22 cards on 10 it said "take one out": it says how many."""
    w = page.locator(".cr-widget").first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator(".cr-program-text").fill("F R F F F")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F R F F F")
    settled(page, w)
    assert "allows" not in w.locator(".cr-hint").inner_text()
    w.locator('.cr-palette [data-card="F"]').click()
    wait_text(page, w, "F R F F F F")
    page.wait_for_function("(el) => el.textContent.includes('the program has 6 cards, more than "
                           "the 5 this challenge allows')",
                           arg=w.locator(".cr-status").element_handle())
    assert w.locator(".cr-hint").inner_text().startswith(
        "This program has 6 cards: this challenge allows 5, so take one out.")
    # far over, it says how many (walk 01p, fault 3: 22 cards on 10 heard "take one out")
    w.locator(".cr-program-text").fill("F R F F F F F F F F F F")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F R F F F F F F F F F F")
    settled(page, w)
    assert w.locator(".cr-hint").inner_text().startswith(
        "This program has 12 cards: this challenge allows 5, so take 7 out.")
    w.locator(".cr-program-text").fill("F R F")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F R F")
    settled(page, w)
    assert not page.js_errors


def test_after_a_restart_the_board_says_so_and_run_all_brings_back_its_program(page):
    """Faults 1 and 6: after a restart, Run's "lost touch" words were small under the slider
    while What happened still said "Nothing has run yet: press Run"; then Run All rebuilt
    the exercise board with its cell's program, and the one the child built was gone. What
    happened says the board lost touch, and after Run All the board holds the built
    program. Walk 01p, faults 1 and 9: the board says so as Python restarts, nothing
    pressed, and its grey cards say why on hover."""
    w = page.locator(".cr-widget").first
    w.locator(".cr-program-text").fill("F R F F")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F R F F")
    settled(page, w)
    restart_python(page)
    # lost at once, before anything is pressed (walk 01p, fault 1: it looked alive until a
    # press waited for Python's answer)
    page.wait_for_function("(el) => el.textContent.includes('lost its connection')",
                           arg=w.locator(".cr-error").element_handle(), timeout=10_000)
    assert w.locator(".cr-title").inner_text().startswith("This board cannot play now")
    # and its grey cards say why on hover (walk 01p, fault 9: only "Add L card")
    assert w.locator('.cr-palette [data-card="L"]').get_attribute("title") == (
        "Add L card (turn left). The cards cannot change now: this board lost its connection."
        " The red note on it says how to get it back.")
    shot(page, "walk01p-lost-at-once", w)
    w.get_by_role("button", name="Run", exact=True).click()
    page.wait_for_function("(el) => el.textContent.includes('lost its connection')",
                           arg=w.locator(".cr-error").element_handle(), timeout=40_000)
    assert "Nothing has run yet" not in w.locator(".cr-log").inner_text()
    # Run looks off while the board is lost, as its cards do (walk 01v, fault M8)
    run = w.get_by_role("button", name="Run", exact=True)
    assert run.evaluate("(b) => getComputedStyle(b).opacity") == "0.5"
    shot(page, "walk01g-lost-touch", w)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('.cr-widget .cr-program-text')]"
        ".some((box) => box.value === 'F R F F' && box.isConnected)"
        " && !document.querySelector('.cr-widget .cr-error')?.textContent"
        ".includes('lost its connection')",
        timeout=60_000)
    shot(page, "walk01g-after-run-all", page.locator(".cr-widget").first)
    assert not page.js_errors
