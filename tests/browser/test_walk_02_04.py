"""Lessons 02 and 04's boards as the walk reports found them (issue 29): Delete on a REPEAT
card keeps the cards inside it, a Duel move played in a cell shows where it left the
Robies, and What happened writes the rule behind the step on show."""

from __future__ import annotations

import pytest

from tests.support.browser import notebook_page, run_cell, shot, wait_end, wait_text

SETUP = """\
from codyroby_lab.ui import CodyRobyBoard
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1"}},
                 "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["L"] * 20, "blocks_each": 0})
duel.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk0204.ipynb", [SETUP]) as page:
        page.set_viewport_size({"width": 1366, "height": 900})
        yield page


def test_delete_on_a_repeat_card_keeps_the_cards_inside_it(page):
    """Walk 02, fault 4: Delete twice emptied the garden patrol, REPEAT and all."""
    w = run_cell(page, "CodyRobyBoard({'width': 5, 'height': 5}, at='C3', "
                       "program='REPEAT 4 [F R] F')").locator(".cr-widget")
    wait_text(page, w, "REPEAT 4 [F R] F")
    w.locator(".cr-stack [data-node]").last.focus()
    page.keyboard.press("Delete")                     # the last F goes
    wait_text(page, w, "REPEAT 4 [F R]")
    # (focus goes to the card just above, the R inside the REPEAT: walk 02v, fault 5)
    w.locator(".cr-stack [data-node]").first.focus()
    page.keyboard.press("Delete")                     # Delete on the REPEAT: it goes alone
    wait_text(page, w, "F R")
    assert "the 2 cards inside it stay" in w.locator(".cr-status").inner_text()
    assert page.evaluate("() => document.activeElement.dataset.node") is not None
    shot(page, "walk02-delete-repeat", w)
    assert not page.js_errors


def test_a_duel_move_played_in_a_cell_shows_where_the_robies_are_now(page):
    """Walk 04, fault 1: the board showed the start of the last turn, not the position."""
    w = page.locator(".cr-widget").first
    run_cell(page, 'duel.play("F F")')                 # A5 -> A3; B turns left
    w.scroll_into_view_if_needed()
    wait_end(page, w)
    assert any("A3" in p for p in w.locator(".cr-piece").evaluate_all(
        "(ps) => ps.map((p) => p.getAttribute('aria-label'))"))
    assert "replay" in w.locator(".cr-status").inner_text()
    # the rule behind the step on show is written under it, not only in a tooltip
    why = w.locator(".cr-log li.cr-current .cr-log-rule")
    assert why.is_visible() and why.inner_text().startswith("Rule: ")
    shot(page, "walk04-cell-move", w)
    assert not page.js_errors
