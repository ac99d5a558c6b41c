"""Lesson 04's board (the Duel) as the fresh-eyes walk 04g met it at 1366x650
(/work/walk/walk04g): Delete pressed on a hand card did nothing and said nothing, and cards
picked on the board vanished without a word when a move was played in a cell. Then the
board's "Start again?" question (walk 04q): it goes when the learner plays on. One notebook
for both walks (a notebook and its Python took seconds each to start), a board each."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, WAIT, notebook_page, run_cell, settled, shot, wait_text

SETUP = """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1", "facing": "S"}},
                 "hands": {"A": ["F", "R", "L", "L", "F"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["F"] * 20, "blocks_each": 0}, seed=1)"""
ASKED = """\
asked = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
                  "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
                  "deck": ["F"] * 20, "blocks_each": 0})
asked.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk04g.ipynb", [SETUP, "duel.widget()", ASKED],
                       LAPTOP) as page:
        yield page


def test_delete_on_a_hand_card_says_where_it_takes_a_card_back(page):
    """Walk 04g, fault 3: L picked with Enter, then Delete pressed on the hand: nothing
    happened and nothing said why (Delete works in Cards to play). The help line says where
    Delete works, and Delete on the hand says to press Tab to go there."""
    w = page.locator(".cr-widget").first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    card = w.locator('.cr-palette [data-card="L"]').first
    card.focus()
    page.keyboard.press("Enter")
    settled(page, w)
    assert "In Cards to play (Tab goes there), Delete takes a card back" in w.locator(
        ".cr-hint").inner_text()
    card.focus()
    page.keyboard.press("Delete")
    w.locator(".cr-status").filter(has_text="press Tab to go there, then Delete").wait_for(
        timeout=WAIT)
    shot(page, "walk04g-delete-on-the-hand", w)
    assert w.locator(".cr-chosen [data-node]").count() == 1      # nothing taken back
    assert not page.js_errors


def test_cards_picked_on_the_board_taken_back_by_a_cell_move_are_said_to(page):
    """Walk 04g, fault 16: cards picked on the board, then a move played in a cell: Cards to
    play emptied without a word. The board's line now says they went back to the hand."""
    w = page.locator(".cr-widget").first
    w.locator('.cr-palette [data-card="F"]').first.click()
    settled(page, w)
    assert w.locator(".cr-chosen [data-node]").count() >= 1
    run_cell(page, 'duel.play("F")')
    w.locator(".cr-status").filter(has_text="went back to your hand").wait_for(timeout=WAIT)
    assert "move played in a cell" in w.locator(".cr-status").inner_text()
    assert w.locator(".cr-chosen [data-node]").count() == 0
    shot(page, "walk04g-cards-back-after-a-cell-move", w)
    assert not page.js_errors


# --- walk 04q: the "Start again?" question, on the second board ------------------------------

def test_start_again_closes_when_the_child_picks_a_card(page):
    """Walk 04q, fault 6: New game asked "Start again?", the child went on adding cards, and
    the question with its "Yes, start again" stayed open beside them, a stray click away
    from wiping the game. Picking a card answers it: the game goes on."""
    w = page.locator(".cr-widget").nth(1)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator('.cr-palette [data-card="F"]').click()
    wait_text(page, w, "F")
    w.locator(".cr-new-game").click()
    ask = w.locator(".cr-new-game-ask")
    ask.wait_for(state="visible")
    w.locator('.cr-palette [data-card="L"]').click()
    wait_text(page, w, "F L")
    ask.wait_for(state="hidden")
    assert w.locator(".cr-new-game").is_visible()
    assert not page.js_errors
