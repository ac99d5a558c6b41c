"""Walks 09f, 09i and 09j: lesson 09's Robin board at 1366x650, through a 12-year-old's
eyes. One notebook holds a board for each walk, each its own game (a notebook and its
Python took seconds each to start); each test scrolls its board to the top of the view.

- 09f (on d2e1822): the Speed slider had no words at its ends: which way makes the replay
  faster was found only by trying.
- 09i (on 0b566d2): after an offer, Reset during "choose the counter-offer you take" said
  "pick a card, press Run", in a phase where the hand is greyed out and the offers to take
  wait for the replay's end.
- 09j (on 5d83279): in the move step the area said "Arrow groups of your card" and never
  which card: the card received is not in the hand row, and the old offer lines stay
  above it.
- 09t (on 87b7b139), fault 6: in the move step, Run with no group given showed its refusal
  under the greyed hand, 700 px down: the page scrolled to it and the board's headline went
  out of view.
- 09r6 (on a06c53d3), fault M5: after a restart of Python an ended game's board said "press
  New game to play again" above the hand, New game gone, under a title that pointed to the
  red note. (Last in the module: the restart ends the games.)"""

from __future__ import annotations

import pytest

from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    restart_python,
    run_cell,
    settled,
    shot,
    wait_end,
)

SPEED = """\
from codyroby_lab import lessons
speed = lessons.RobinPlay({"first": "will"}, seed=2)
speed.widget()"""
# Will offers food3 and Tuck answers with draw2: Will then takes an offer
OFFER = """\
offer = lessons.RobinPlay({"first": "will"}, seed=1)
offer.widget()"""
# The watcher's moves for Will until Will moves the pieces with a card he received (food2).
RECEIVED = """\
received = lessons.RobinPlay({"first": "will"}, seed=1)
for action in ["offer weapons1", "accept tuck", "counter none", "contribute messages7",
               "use draw2", "counter none", "counter none", "counter none",
               "contribute riches6", "offer animals11", "accept tuck", "counter swap-hands"]:
    received.move(action)
received.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk09fij.ipynb", [SPEED, OFFER, RECEIVED],
                       viewport=LAPTOP) as page:
        yield page


def board(page, n: int, drawn: str):
    """Board ``n`` of the notebook once ``drawn`` (a selector) shows in it, scrolled to the
    top of the view."""
    w = page.locator(".cr-widget").nth(n)
    w.locator(drawn).first.wait_for(timeout=WAIT)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w


def test_the_speed_slider_says_which_end_is_slow_and_which_fast(page):
    """Walk 09f, fault 9: "Speed" and a bare slider; its left end (one step a second) now
    reads "slow", its right end "fast", on either side of it, in view."""
    w = board(page, 0, ".cr-speed")
    label = w.locator(".cr-speed-label")
    slow, fast = label.locator(".cr-speed-end").all()
    assert (slow.inner_text(), fast.inner_text()) == ("slow", "fast")
    left, slider, right = (x.bounding_box() for x in (slow, w.locator(".cr-speed"), fast))
    assert left["x"] + left["width"] <= slider["x"] < slider["x"] + slider["width"] <= right["x"]
    assert right["x"] + right["width"] <= LAPTOP["width"]
    assert w.locator(".cr-speed").get_attribute("min") == "0"     # slow is the low end
    assert not page.js_errors


def test_reset_while_taking_an_offer_says_the_way_back_not_pick_a_card(page):
    """Walk 09i, fault 6: the replay's words after Reset sent the child to a card to pick,
    when only Jump to end (or stepping to the end) brings the offers back. Its tooltip now
    says the game goes on."""
    w = board(page, 1, "[data-card='food3']")
    w.locator("[data-card='food3']").click()
    w.locator(".cr-trade-choice").filter(has_text="Your choice: offer food3.").wait_for(
        timeout=WAIT)
    settled(page, w)
    w.locator(".cr-run").click()
    wait_end(page, w)
    w.locator("[data-action='accept tuck']").wait_for(timeout=WAIT)
    w.locator(".cr-reset").click()
    status = w.locator(".cr-status")
    status.filter(has_text="A replay of the last turn").wait_for(timeout=WAIT)
    said = status.inner_text()
    assert "pick a card" not in said and "Jump to end" in said
    assert w.locator("[data-action='accept tuck']").count() == 0   # waits for the end
    assert "The game goes on" in w.locator(".cr-reset").get_attribute("title")
    w.locator(".cr-end").click()
    w.locator("[data-action='accept tuck']").wait_for(timeout=WAIT)
    assert not page.js_errors


def test_the_move_step_names_the_card_whose_arrow_groups_it_shows(page):
    """Walk 09j, fault 9: the child may wonder which card they are moving with."""
    w = board(page, 2, ".cr-trade-group")
    w.locator(".cr-trade-groups").filter(has_text="Arrow groups of food2").wait_for(
        timeout=WAIT)
    assert not page.js_errors


def test_run_refused_in_the_move_step_keeps_the_headline_the_board_and_run_in_view(page):
    """Walk 09t, fault 6: the refusal of Run with no arrow group given now stands in the
    line that says what Run plays, under the groups and the pieces, so the headline, the
    board, Run, the groups and the refusal are in view together at 1366x650."""
    w = board(page, 2, ".cr-trade-group")
    settled(page, w)
    w.locator(".cr-run").click()
    said = w.get_by_text("Choose what to do first", exact=False)
    said.wait_for(timeout=WAIT)
    page.wait_for_timeout(300)                 # (any scroll the refusal brings is done)
    shot(page, "walk09t-move-refused", w)
    for part in (w.locator(".cr-title"), w.locator("svg.cr-board"), w.locator(".cr-run"),
                 w.locator(".cr-trade-groups"), said):
        box = part.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= LAPTOP["height"], \
            (part, box)
    assert "give each arrow group" in said.inner_text()
    assert [s.input_value() for s in w.locator(".cr-trade-select").all()] == \
        ["-"] * w.locator(".cr-trade-select").count()       # nothing moved or chosen
    assert not page.js_errors


def test_after_a_restart_an_ended_game_gives_one_instruction(page):
    """Walk 09r6, fault M5: the title and the line above the hand said two things to do."""
    run_cell(page, 'over = lessons.RobinPlay({"first": "will"}, seed=2)\n'
                   "over.play_to_the_end(autoplay=True)\nover.widget()")
    w = board(page, 3, ".cr-trade-what")
    wait_end(page, w)
    what = w.locator(".cr-trade-what")
    what.filter(has_text="The game is over: press New game").wait_for(timeout=WAIT)
    restart_python(page)
    w.locator(".cr-error").filter(has_text="lost its connection").wait_for(timeout=40_000)
    assert "red note" in w.locator(".cr-title").inner_text()
    assert what.inner_text() == "Nothing can be chosen now: the red note says what to do."
    assert "New game" not in w.inner_text().replace("New game?", "")
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    shot(page, "walk09r6-lost-game-over")
