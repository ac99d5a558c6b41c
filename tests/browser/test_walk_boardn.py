"""Walks 01n, 04n, 06n, 07n and 08n: what the board says, where and when, at 1366x650."""

from __future__ import annotations

import pytest

from codyroby_lab import codyroby
from codyroby_lab.ui import save_player
from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    open_player,
    settled,
    shot,
    wait_end,
    wait_status,
    wait_text,
)


@pytest.fixture(scope="module")
def predicting(browser, tmp_path_factory):
    """Question 1's board of lesson 01 saved as a page: Roby on A5 facing north, F F F F F."""
    path = tmp_path_factory.mktemp("predict") / "predict.html"
    save_player(codyroby.run("F F F F F", at="A5"), path, title="Question 1", program="F F F F F")
    page = open_player(browser, path, viewport=(LAPTOP["width"], LAPTOP["height"]))
    w = page.locator(".cr-widget")
    w.locator(".cr-predict-toggle").check()
    yield page, w
    page.close()


def test_predict_speaks_of_roby_and_a_direction(predicting):
    """Walk 01n, fault 4: the Predict banner said "the robot" where every other line names
    the piece, and a guess too near heard "That is the correct way", read as "the correct
    method". Walk 02r6, fault 4: A3 clicked for a step of one square heard "Your column is
    correct ... That is the correct direction, but Roby does not get that far": one square
    was left, the answer. A move of one square hears nothing of how far (this test pinned
    those words there); a move of more squares does (test_walk_08fgh)."""
    page, w = predicting
    assert w.locator(".cr-status").inner_text() == (
        "Predict mode: press Step, then click where Roby will be "
        "(or use the arrow keys and Enter).")
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")                                  # A3: too far
    said = w.locator(".cr-status").inner_text()
    assert "Your column is correct, but the row is not. Look at the card of step 1" in said
    assert "that far" not in said and "correct direction" not in said
    assert "correct way" not in said
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")                                  # A4: correct
    assert w.locator(".cr-counter").inner_text() == "step 1"
    assert not page.errors


def test_predict_hides_the_slider_and_says_the_step_plainly(predicting):
    """Walks 07p2, fault M6 and 02p2, fault 4: in Predict mode the slider's knob sat
    half-way at step 1 (its far end the step to guess next: walk 07n, fault 8), read as
    "half done", beside a counter with no total. While predicting the slider is hidden and
    the counter says the step plainly; with Predict off the slider shows the step's place in
    the whole run."""
    page, w = predicting
    slider, counter = w.locator(".cr-slider"), w.locator(".cr-counter")
    assert counter.inner_text() == "step 1" and slider.is_hidden()   # the test above guessed it
    w.get_by_role("button", name="Step", exact=True).click()      # step 2 waits for a guess
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")                                  # A3: correct
    # (the answer drawn first: read at once, it was "step 1" under load)
    page.wait_for_function("(el) => el.textContent === 'step 2'", arg=counter.element_handle(),
                           timeout=WAIT)
    assert slider.is_hidden()
    shot(page, "walk07p2-predict-no-slider", w)
    w.locator(".cr-predict-toggle").uncheck()
    assert counter.inner_text() == "step 2 of 5" and slider.is_visible()
    assert slider.evaluate("(s) => (s.value - s.min) / (s.max - s.min)") == 2 / 5
    assert not page.errors


WALK = 'lessons.board("F L", at="A5", facing="N", title="Walk")'
RACE = """\
from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.ui import BoardWidget
BoardWidget(RoboRally.from_setup({
    "board": {"width": 6, "height": 6, "elements": [{"kind": "flag", "at": "C1", "number": 1}]},
    "robots": {"Twonky": {"at": "C5"}, "Zoom Bot": {"at": "E5"}}}).new_state(seed=3),
    viewer="Twonky")"""

# A's F reaches B at once: one move and the game is over
OVER = """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "C1", "facing": "S"}, "B": {"at": "C2", "facing": "N"}},
                 "hands": {"A": ["F", "R", "L", "L", "F"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
duel.widget()"""

DUEL = """\
duel2 = DuelPlay({"robots": {"A": {"at": "C5", "facing": "N"}, "B": {"at": "E3", "facing": "S"}},
                  "hands": {"A": ["F", "F", "L", "F", "F"], "B": ["L", "L", "L", "L", "L"]},
                  "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
duel2.widget()"""


@pytest.fixture(scope="module")
def boards(lab, browser):
    cells = ["from codyroby_lab import lessons", WALK, RACE, OVER, DUEL]
    with notebook_page(lab, browser, "walkfixna.ipynb", cells, viewport=LAPTOP) as page:
        yield page


def board(page, k):
    w = page.locator(".cr-widget").nth(k)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w


def test_use_text_on_an_emptied_box_keeps_the_program_and_says_so(boards):
    """Walk 01n, fault 6: the box emptied, then Use text clicked: the board said "The cards
    now hold the program from the text." while nothing changed. Use text on an empty box says
    the box is empty and the program stays (walk 01s, fault 13: it wiped the program without
    a word); a box emptied and left for another control keeps the cards, and says that."""
    page = boards
    w = board(page, 0)
    box = w.locator(".cr-program-text")
    box.fill("F L")
    box.press("Enter")
    wait_status(page, w, "The cards now hold the program from the text.")
    settled(page, w)
    box.fill("")
    w.locator(".cr-use-text").click()
    # under the box, beside it (walk 01z, fault 6: said under the buttons, it went unseen)
    w.locator(".cr-text-error").filter(
        has_text="The text box is empty, so the program stays as it is").wait_for(timeout=WAIT)
    assert "The cards now hold" not in w.locator(".cr-status").inner_text()
    assert w.locator(".cr-stack .cr-card").count() == 2
    w.locator(".cr-predict-toggle").focus()                 # left for another control
    wait_status(page, w, "The text box was left empty, so the cards keep their program.")
    wait_text(page, w, "F L")
    assert not page.js_errors


def test_use_text_with_a_register_left_empty_says_so(boards):
    """Walk 07n, fault 10: "1,2,3,4" typed for five registers heard only "The cards now hold
    the program from the text.", and register 5 was left empty unsaid until Run."""
    page = boards
    w = board(page, 1)
    box = w.locator(".cr-program-text")
    box.fill("1,2,3,4")
    w.locator(".cr-use-text").click()
    wait_status(page, w, "one register is still empty")
    assert w.locator(".cr-status").inner_text().startswith("The cards now hold the program")
    box.fill("1 2 3 4 5")
    box.press("Enter")
    page.wait_for_function("(el) => !el.textContent.includes('empty')",
                           arg=w.locator(".cr-status").element_handle(), timeout=WAIT)
    assert w.locator(".cr-status").inner_text() == "The cards now hold the program from the text."
    assert not page.js_errors


def test_a_game_over_never_asks_for_a_card_nor_offers_run(boards):
    """Walk 04n, fault 3: once the game was over, Back said "A replay of the last move, not
    the game now: pick a card, press Run" beside greyed cards, and Run stayed green."""
    page = boards
    w = board(page, 2)
    run = w.get_by_role("button", name="Run", exact=True)
    assert float(run.evaluate("(b) => getComputedStyle(b).opacity")) == 1
    w.locator('.cr-palette [data-card="F"]').first.click()
    settled(page, w)
    run.click()
    settled(page, w)
    wait_end(page, w)
    assert w.locator(".cr-status").inner_text().startswith("Game over")
    assert float(run.evaluate("(b) => getComputedStyle(b).opacity")) < 1      # looks off
    w.get_by_role("button", name="Back", exact=True).click()
    said = w.locator(".cr-status").inner_text()
    # (walk 04r, fault 3: nor that the game is over, which a step before its end gave away)
    assert "see the game now" in said and "over" not in said and "pick a card" not in said
    run.click()                                                   # a child presses it anyway
    # short of the replay's end, the replay's own words: the end is not told (walk 04p2,
    # fault 1); at the end, that the game is over
    wait_status(page, w, "press \u21e5 (Jump to end) to see the game now")
    assert "over" not in w.locator(".cr-status").inner_text()
    w.get_by_role("button", name="Jump to end").click()
    run.click()
    wait_status(page, w, "This game is over: press New game to play another.")
    assert not page.js_errors


def test_a_games_title_waits_for_the_end_of_its_replay(boards):
    """Walk 04n, fault 2 and walk 06n, fault 4: the Duel's title said how the move ended
    ("Game over: the computer wins.") at step 2 of 8, before the replay showed it. Short of
    the replay's end, the title says it is a replay (the game ended by the test above, in a
    move of one step: its title says "Game over" at its end)."""
    page = boards
    w = board(page, 2)
    title = w.locator(".cr-title")
    w.get_by_role("button", name="Jump to end").click()
    assert "Game over" in title.inner_text()
    w.get_by_role("button", name="Jump to start").click()
    assert "Game over" not in title.inner_text()
    w.get_by_role("button", name="Step", exact=True).click()        # the move's one step
    assert "Game over" in title.inner_text()
    assert "Game over" in title.inner_text()
    assert not page.js_errors


def test_a_refusal_goes_once_the_child_does_something_else(boards):
    """Walk 04n, fault 4: the red "Not played: choose at least one card" of a Run with no
    card stayed through the replay and Predict, as if it were what is wrong now."""
    page = boards
    w = board(page, 3)
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-error").filter(has_text="choose at least one card").wait_for()
    w.get_by_role("button", name="Back", exact=True).click()
    assert w.locator(".cr-error").inner_text() == ""
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-error").filter(has_text="choose at least one card").wait_for()
    w.locator(".cr-predict-toggle").check()
    assert w.locator(".cr-error").inner_text() == ""
    assert not page.js_errors


