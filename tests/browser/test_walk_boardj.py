"""Walks 01i, 04i, 05i, 06i and 08i: the shared board (widgets/board.js, player.js,
editors/stack.js) at 1366x650, worked as a child does."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, WAIT, notebook_page, settled, shot, wait_status, wait_text

SETUP = "from codyroby_lab import lessons"
WALK = 'lessons.board("F F", at="A5", facing="N", title="Walk")'
CHOICE = ('lessons.board("IF left [F] ELSE [R L]", at="C3", palette=["F", "L", "R", "IF"], '
          'title="Choice")')
ROBIN_OVER = ("rb = lessons.RobinPlay(seed=11)\n"
              "rb.play_to_the_end(autoplay=True)\n"
              "rb.widget()")
CHITS = ("from codyroby_lab.lessons import droids\n"
         "chits = droids.ChitsBoard(rack=('V2', 'V1', 'VX'), at='A1')\n"
         "chits.widget()")
OVER = ("es = lessons.EnergySeekersPlay(seed=11)\n"
        "es.play_to_the_end(autoplay=True)\n"
        "es.widget()")


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walkboardj.ipynb",
                       [SETUP, WALK, CHOICE, OVER, CHITS, ROBIN_OVER], viewport=LAPTOP) as page:
        yield page


def board(page, title):
    """The board of that title (by its place: in Predict mode the title shows the question)."""
    titles = ["Walk", "Choice", "Over", "Chits", "Robin over"]
    w = page.locator(".cr-widget").nth(titles.index(title))
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w



def asked(page, w):
    page.wait_for_function("(el) => el.classList.contains('cr-predicting')",
                           arg=w.locator("svg.cr-board").element_handle(), timeout=WAIT)


def test_predict_says_no_what_stops_it_for_a_plain_move_and_step_says_it_waits(page):
    """Walk 06i, fault 9: a guess too far for a plain F was asked "what stops it?" (nothing
    does), and Step pressed while a guess waited did nothing and said nothing."""
    w = board(page, "Walk")
    w.locator(".cr-predict-toggle").check()
    w.locator(".cr-run").click()
    asked(page, w)
    wait_status(page, w, "after step 1")
    for key in ("ArrowUp", "ArrowUp", "Enter"):     # A3: F goes one square, to A4
        page.keyboard.press(key)
    # (nor "not that far" on a move of one square: walk 02r6, fault 4, this test waited for it)
    wait_status(page, w, "Look at the card of step 1")
    assert "stops" not in w.locator(".cr-status").inner_text()
    w.locator(".cr-step").click()
    wait_status(page, w, "Step waits for your guess: click the square where")
    assert "or press Show me" in w.locator(".cr-status").inner_text()
    asked(page, w)                                   # still waiting, on the board's keys
    page.wait_for_function("() => document.activeElement.tagName === 'svg'", timeout=WAIT)
    shot(page, "walkboardj-step-waits", w)
    w.locator(".cr-show-me").click()                 # the way out still works
    page.wait_for_function("(el) => el.textContent.startsWith('step 1')",
                           arg=w.locator(".cr-counter").element_handle(), timeout=WAIT)
    w.locator(".cr-predict-toggle").uncheck()
    assert not page.js_errors


def test_the_dotted_mark_of_where_new_cards_go_is_hidden_in_predict(page):
    """Walk 01i, fault 5: the dotted outline Enter puts on a card stayed in Predict mode,
    beside the orange frame of the step to guess."""
    w = board(page, "Walk")
    card = w.locator('.cr-stack [data-node="0"]')
    card.focus()
    page.keyboard.press("Enter")                    # new cards go after card 1: dotted
    outline = "(el) => getComputedStyle(el).outlineStyle"
    page.wait_for_function("(el) => el.classList.contains('cr-selected')",
                           arg=card.element_handle(), timeout=WAIT)
    assert card.evaluate(outline) == "dotted"
    w.locator(".cr-predict-toggle").check()
    assert card.evaluate(outline) == "none"
    w.locator(".cr-predict-toggle").uncheck()
    assert card.evaluate(outline) == "dotted"


def test_unticking_else_says_its_cards_went_and_ctrl_z_brings_them_back(page):
    """Unticking ELSE deleted the cards of the ELSE part with no word."""
    w = board(page, "Choice")
    wait_text(page, w, "IF left [F] ELSE [R L]")
    box = w.locator('.cr-stack input[aria-label="ELSE block"]')
    box.uncheck()
    wait_status(page, w, "Card 1 changed: it is now IF left. The 2 cards of its ELSE part went "
                    "with it: press Ctrl+Z to bring them back.")
    wait_text(page, w, "IF left [F]")
    page.wait_for_function("() => document.activeElement.getAttribute('aria-label') === "
                           "'ELSE block'", timeout=WAIT)
    page.keyboard.press("Control+z")
    wait_text(page, w, "IF left [F] ELSE [R L]")
    assert not page.js_errors


def test_run_after_the_game_is_over_says_so_and_shows_no_error(page):
    """Walk 08i, fault 17: Run pressed after "Game over: you win!" showed the game's end in
    a red error box, as if the child had done something wrong."""
    w = board(page, "Over")
    w.locator(".cr-run").click()
    wait_status(page, w, "This game is over: press New game to play another.")
    assert w.locator(".cr-error").inner_text() == ""
    assert not page.js_errors


def test_run_pressed_while_the_last_move_replays_does_not_tell_the_end(page):
    """Walk 04p2, fault 1: Run pressed again at step 4 of 7 of the move that ended the game
    said "This game is over" before the replay showed how it ended (and Robin's line of what
    to do now said so at every step). Short of its end the replay's words are said;
    at its end (⇥), that the game is over."""
    for title in ("Over", "Robin over"):           # the hand's board, the trade's
        w = board(page, title)
        w.get_by_role("button", name="Jump to start").click()
        w.locator(".cr-run").click()
        # (the hand's board: "A replay of the last move: press ⇥ ... and what to do next",
        # walk 04p3, fault 3; the trade's: "Nothing can be chosen while this turn replays",
        # walk 09p3, fault 4)
        wait_status(page, w, "press \u21e5 (Jump to end) to see the game now")
        assert "over" not in w.locator(".cr-status").inner_text()
        assert "over" not in w.locator(".cr-side-col").inner_text(), title   # nor what to do now
        shot(page, f"walkboardj-over-replay-{title[0]}", w)
        w.get_by_role("button", name="Jump to end").click()
        w.locator(".cr-run").click()
        wait_status(page, w, "This game is over: press New game to play another.")
        assert "game is over" in w.locator(".cr-side-col").inner_text(), title
    assert not page.js_errors


def test_the_jump_buttons_show_their_names_in_words_at_once(page):
    """Walk 08i, fault 4: the ⇤ and ⇥ buttons had no words a child could read (only a
    tooltip that shows late, and never on a tablet). Under the pointer each shows its name at
    once, below it, without making the row of buttons any taller."""
    w = board(page, "Walk")
    tip = "(el) => getComputedStyle(el, '::after').content"
    for name in ("Jump to start", "Jump to end"):
        button = w.get_by_role("button", name=name)
        assert button.evaluate(tip) in ("none", "normal", "")
        height = w.locator(".cr-controls").evaluate("(el) => el.offsetHeight")
        button.hover()
        assert button.evaluate(tip) == f'"{name}"'
        assert w.locator(".cr-controls").evaluate("(el) => el.offsetHeight") == height
    shot(page, "walkboardj-jump-to-end", w)


def test_step_with_no_orders_sent_says_so_and_a_chit_laid_is_no_step(page):
    """Walk 08i, fault 5: Step before any run did nothing and said nothing, and after Place
    chit (no order sent) it said "This is the end of the run". Walk 08p, fault 3: it said
    "send them", no button's name, and with a chit waiting it laid it."""
    w = board(page, "Chits")
    step = "; Step then follows them one order at a time."
    w.get_by_role("button", name="Step", exact=True).click()
    wait_status(page, w, f"No orders sent yet: lay your chits, then press Run my chits{step}")
    w.locator('.cr-chits-rack [data-chit="V2"]').first.drag_to(
        w.locator('.cr-box[data-line="A"][data-box="1"]'))
    wait_text(page, w, "V2 A 1 N")
    # walk 08p, fault 3: Step with a chit waiting laid it, then said only that no order
    # was sent; it lays nothing and says what to press first
    w.get_by_role("button", name="Step", exact=True).click()
    wait_status(page, w, "V2 waits in box 1 of transmitter A: press Place chit to lay it, or "
                         "Delete to take it back, then press Run my chits: Step then follows")
    settled(page, w)                            # (a run asked for would have come by now)
    assert w.locator(".cr-chits-rack [data-chit]").count() == 3
    assert w.locator(".cr-program-text").input_value() == "V2 A 1 N"
    w.get_by_role("button", name="Place chit", exact=True).click()
    page.wait_for_function("(w) => w.querySelectorAll('.cr-chits-rack [data-chit]').length === 2",
                           arg=w.element_handle(), timeout=WAIT)
    settled(page, w)
    w.get_by_role("button", name="Step", exact=True).click()
    wait_status(page, w, f"No orders sent yet: press Run my chits{step}")
    assert not page.js_errors
