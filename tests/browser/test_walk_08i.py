"""Walk 08i: lesson 08 at 1366x650. Robot Killer's Red starts with its 7 obstacles, and the
board said only "carrying something" (the tester took it for a false mark)."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, WAIT, notebook_page, shot, wait_text

KILLER = """\
from codyroby_lab.lessons import droids as lesson
game = lesson.DroidsPlay("killer", players=["red"], seed=4)
game.widget()"""
FREE = """\
free_board = lesson.ChitsBoard(rack=("V2", "V2", "V1", "VX", "PU"), at="A1")
free_board.widget()"""
MOVES = """game.choose("V1 V1 V2 VX B1 PU PU")
game.place("V2 A 1 S")
game.done()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    cells = [KILLER, MOVES, FREE]
    with notebook_page(lab, browser, "walk08i.ipynb", cells, viewport=LAPTOP) as page:
        yield page


def test_robot_killers_red_is_said_to_carry_seven_obstacles(page):
    """Serious fault 19: What happened's Start line and Red's words on the board say what
    Red carries, and how many (the start of the replay of Red's turn, the killer's move)."""
    w = page.locator(".cr-widget").first
    start = w.locator(".cr-log li").first
    page.wait_for_function("(li) => li.textContent.startsWith('Start:')",
                           arg=start.element_handle(), timeout=WAIT)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    shot(page, "walk08i-killer-start", w)
    assert "Red at A1, carrying 7 obstacles" in start.text_content()
    assert "something" not in start.text_content()
    red = w.locator("svg.cr-board [data-piece='red']")
    assert "carrying 7 obstacles" in red.get_attribute("aria-label")
    assert not page.js_errors


def test_a_chit_placed_says_nothing_moved_and_where_to_choose_next(page):
    """Fault 3: after Place chit the board said "Done: the board shows it now. Your next
    choice is in the panel." though nothing had moved, and no panel is called that."""
    w = page.locator(".cr-widget").nth(1)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator(".cr-program-text").fill("V2 A S")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "place V2 A 1 S")
    w.get_by_role("button", name="Place chit", exact=True).click()
    status = w.locator(".cr-status").filter(has_text="Done:")
    status.wait_for(timeout=WAIT)
    said = status.inner_text()
    assert "nothing moves until an order is sent" in said and "the panel" not in said
    assert "on the right, with your rack and transmitters" in said
    assert not page.js_errors
