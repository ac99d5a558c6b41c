"""Lesson 09's Robin board, walk 09e at 1366x650: giving one card works as offering one
(another card clicked takes its place, the words say one card); the hand says that the
arrow keys move between its cards (Tab reaches only one of them); a special card another
player offers is said what it does; an arrow group clicked twice says so in plain words;
an offer to answer waits for the end of the replay; a special card's button says Use, as a
cell writes."""

from __future__ import annotations

import pytest

from tests.support.boards import GAME
from tests.support.browser import LAPTOP, notebook_page, settled, wait_end

# Will stands on space 3: he gives 1 card to the Contribution stack first
ONE = """\
from codyroby_lab.lessons.robin import RobinPlay
one = RobinPlay({"first": "will", "pieces": {"will": 3},
                 "hands": {"will": ["riches13", "food4", "weapons1"]}}, seed=1)
one.widget()"""

# Robin plays first and offers look, a special card: Will answers with a counter-offer
OFFERED = """\
offered = RobinPlay({"first": "robin", "pieces": {"robin": 2},
                     "hands": {"robin": ["swap-pieces", "look"]}}, seed=1)
offered.widget()"""

# Will holds look, a special card, and offers first
SPECIAL = """\
special = RobinPlay({"first": "will", "hands": {"will": ["look", "food4"]}}, seed=1)
special.widget()"""


@pytest.fixture(scope="module")
def board(lab, browser):
    cells = [ONE, OFFERED, GAME, SPECIAL]
    with notebook_page(lab, browser, "walk09e.ipynb", cells, LAPTOP) as page:
        w = page.locator(".cr-widget").first
        w.locator("[data-card='food4']").wait_for()
        yield page, w


def test_giving_one_card_takes_another_in_its_place(board):
    """Fault 8: the second card was refused ("give 1 card, not 2") where an offer's second
    card takes the first's place, and "click them in order" asked for several."""
    page, w = board
    what = w.locator(".cr-trade-what")
    assert "Give 1 card to the Contribution stack: click it" in what.inner_text()
    assert "in order" not in what.inner_text()
    w.locator("[data-card='riches13']").click()
    w.locator(".cr-trade-choice").filter(has_text="give riches13").wait_for()
    settled(page, w)
    w.locator("[data-card='food4']").click()
    w.locator(".cr-trade-choice").filter(has_text="Your choice: give food4.").wait_for()
    settled(page, w)
    assert "not 2" not in w.inner_text()
    assert not page.js_errors


def test_the_hand_says_the_arrow_keys_move_between_cards(board):
    """Fault 4: Tab reaches one card of the hand and nothing on screen said that the arrow
    keys reach the others."""
    page, w = board
    assert "arrow keys move between cards" in w.locator(".cr-trade").inner_text()
    first = w.locator(".cr-trade [role=toolbar] [data-card]").first
    first.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_function("(c) => document.activeElement.dataset.card"
                           " && document.activeElement.dataset.card !== c",
                           arg=first.get_attribute("data-card"))


def test_a_special_card_on_the_table_is_said_what_it_does(board):
    """Fault 10: "Robin offers swap-pieces (no arrows)", and what it does was said only of
    the special cards in the learner's own hand."""
    page, _ = board
    w = page.locator(".cr-widget").nth(1)
    w.locator(".cr-trade-offer[data-offer='look']").wait_for()
    said = w.locator(".cr-trade-table .cr-trade-special[data-card='look']")
    assert said.inner_text() == "look: Secretly look at one player's hand of cards."
    assert not page.js_errors


def test_an_arrow_group_clicked_again_says_so_plainly(board):
    """Fault 9: an arrow group clicked twice said "Group 1 let go."."""
    page, _ = board
    w = page.locator(".cr-widget").nth(2)
    w.locator("[data-card='riches13']").click()
    w.locator(".cr-trade-choice").filter(has_text="offer riches13").wait_for()
    settled(page, w)
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    group = w.locator(".cr-trade-group[data-group='0']")
    group.click()
    w.get_by_text("Group 1 (+2) chosen", exact=False).wait_for()
    group.click()
    w.get_by_text("Group 1 is not chosen any more.", exact=False).wait_for()
    assert "let go" not in w.inner_text()


def test_an_offer_to_answer_waits_for_the_end_of_the_replay(board):
    """Fault 3: at "step 2 of 15" the board showed Robin's offer while the panel already
    asked for a counter-offer to Tuck's."""
    page, _ = board
    w = page.locator(".cr-widget").nth(1)
    w.get_by_role("button", name="No counter-offer").click()
    w.locator(".cr-trade-choice").filter(has_text="counter none").wait_for()
    settled(page, w)
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    settled(page, w)
    # (seed 1: after Robin's turn, Marian offers and Will answers again)
    assert "counter-offer" in w.locator(".cr-trade-what").inner_text()
    offer = w.locator(".cr-trade-offer")
    assert "offers" in offer.inner_text()
    w.get_by_role("button", name="Jump to start").click()
    # (the table of now, and the choices, wait for the replay's end: walk 09p3, fault 4)
    w.locator(".cr-trade-what").filter(has_text="Nothing can be chosen while this turn "
                                       "replays").wait_for()
    assert offer.count() == 0


def test_a_special_card_is_used_with_the_word_a_cell_writes(board):
    """Fault 7: the board's button said "Play swap-hands (Robin)" (and the replay has a Play
    button of its own) where a cell writes use swap-hands robin."""
    page, _ = board
    w = page.locator(".cr-widget").nth(3)
    w.locator(".cr-trade-action[data-action^='use ']").first.wait_for()
    labels = w.locator(".cr-trade-action[data-action^='use ']").all_inner_texts()
    assert labels and all(label.startswith("Use ") for label in labels), labels
