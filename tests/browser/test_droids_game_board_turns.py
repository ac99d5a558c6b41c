"""The Droids game board by keyboard, turn by turn (lesson 08's game against the computer):
the + and - counters of a draw, the words of a step where only the turn passes, and where
the focus goes when the programming ends. One page for the module: its tests play one game
in the order of a turn (draw, lay a chit, done), each going on from where the last stopped."""

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
    wait_status,
    wait_text,
)

GAME = """\
from codyroby_lab.lessons.droids import DroidsPlay
game = DroidsPlay("statue", players=["red", "blue"], seed=4)
game.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "droids_turns.ipynb", [GAME], LAPTOP) as page:
        page.locator(".cr-widget").last.evaluate("w => w.scrollIntoView({block: 'start'})")
        yield page


def focused_label(page) -> str:
    return page.evaluate("() => document.activeElement.getAttribute('aria-label') || ''")


def test_a_draw_typed_as_text_shows_on_the_counters(page):
    """Walk 08q, fault 8: "draw violet 4 red 3" typed and taken said "The chits now hold the
    move from the text", but the counters stayed at 0. An emptied text changes nothing and
    says so under the box, as on every board (walk 08z, fault 1: it took the choice back
    under "The chits now hold the move from the text")."""
    w = page.locator(".cr-widget").last
    text = w.locator(".cr-program-text")
    for typed, shown in (("draw violet four red 3", ("4", "3")), ("", ("4", "3"))):
        text.fill(typed)
        w.locator(".cr-use-text").click()
        page.wait_for_function(
            "([el, v, r]) => [...el.querySelectorAll('.cr-chits-count')].map((c) => "
            "c.querySelector('[data-more]').dataset.more + c.querySelector("
            "'.cr-chits-value').textContent).join(' ').includes(`violet${v} blue0 red${r}`)",
            arg=[w.element_handle(), *shown], timeout=WAIT)
    assert "The text box is empty" in w.locator(".cr-text-error").inner_text()
    assert not page.js_errors


def test_one_press_too_many_on_plus_takes_no_chit_away(page):
    """Walk 08p, fault 3: the 7th chit turned every + off and the focus jumped to "One
    violet less": a child's second Enter on + took a chit away."""
    w = page.locator(".cr-widget").last

    def count(colour: str) -> str:
        counter = w.locator(f'.cr-chits-count:has([data-more="{colour}"])')
        return counter.locator(".cr-chits-value").inner_text()
    w.locator('[data-more="violet"]').focus()
    for _ in range(4):
        page.keyboard.press("Enter")
    w.locator('[data-more="red"]').focus()
    for _ in range(4):                                          # one press too many
        page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('7 chits chosen')",
                           arg=w.element_handle(), timeout=WAIT)
    assert (count("violet"), count("red")) == ("4", "3")       # none lost
    assert focused_label(page).startswith("One red") and focused_label(page).endswith("more")
    assert w.locator('[data-more="red"]').is_disabled()        # grey, and says why
    assert "7 chits chosen, the most you may have" in w.locator(".cr-status").inner_text()
    w.get_by_role("button", name="Draw chits", exact=True).click()
    page.wait_for_function("(el) => el.querySelectorAll('[data-chit]').length === 7",
                           arg=w.locator(".cr-chits-rack").element_handle(), timeout=WAIT)
    wait_end(page, w)
    assert not page.js_errors


def test_a_step_where_the_turn_passes_says_whose_turn_it_is(page):
    """Walk 08n, fault 4; walk 08o, faults 4 and 7: after the draw (the test above) the step
    where the turn came back to Red read "Blue makes a choice kept secret from you", the
    desk check's row had no event, and a chit laid gave "Step 2: nothing happens". What
    happened says so; the desk check stays Python's table, row for row (test_desk)."""
    w = page.locator(".cr-widget").last
    log = w.locator(".cr-log").inner_text()
    assert "Now it is your turn" in log and "kept secret" not in log, log
    run_cell(page, 'game.place("V2 A 1 S")')
    page.wait_for_function("(el) => el.textContent.includes(\"Now it is Blue's turn\")",
                           arg=w.locator(".cr-log").element_handle(), timeout=WAIT)
    assert "nothing happens" not in w.locator(".cr-log").inner_text()
    assert not page.js_errors


def test_a_chit_placed_on_the_board_is_not_called_the_end_of_a_run(page):
    """Walk 08u, fault 2: after Place chit (Red's second chit here, Blue answering with
    one of its own) the board said "This is the end of the run.", where no order had run:
    it says that the chit is laid and nothing moves yet, and where the next choice is."""
    w = page.locator(".cr-widget").last
    settled(page, w)        # the chit of the test above, and Blue's answer, have been drawn
    w.locator(".cr-program-text").fill("V1 B 1 S")
    w.locator(".cr-use-text").click()
    wait_text(page, w, "V1 B 1 S")
    w.get_by_role("button", name="Place chit", exact=True).click()
    wait_status(page, w, "Done: your chit is laid, and nothing moves yet.")
    wait_end(page, w)
    settled(page, w)                        # whatever Python had to say has been said
    assert "end of the run" not in w.locator(".cr-status").inner_text()
    w.get_by_role("button", name="Jump to end").click()
    assert "end of the run" not in w.locator(".cr-status").inner_text()
    assert not page.js_errors

def test_the_focus_goes_to_the_transmitters_when_the_programming_ends(page):
    """Walk 08p, fault 15: after "I'm done placing chits" (pressed here after the chit laid
    above) the focus fell to New game, where the next Enter offered to throw the game away;
    the next choice is a transmitter to send from. Walk 08r6, fault 3: an old text refused
    in the box held it back ("fix it and press Use text, or empty it, then press Place
    chit"): asked for, the end of the programming drops that text."""
    w = page.locator(".cr-widget").last
    w.locator(".cr-program-text").fill("V2 Z S")               # no transmitter Z
    w.locator(".cr-use-text").click()
    w.locator(".cr-program-text.cr-bad").wait_for(timeout=WAIT)
    w.get_by_role("button", name="I'm done placing chits").focus()
    page.keyboard.press("Enter")
    w.locator(".cr-tx.cr-lit").first.wait_for(timeout=WAIT)
    assert "text box holds" not in w.locator(".cr-status").inner_text()
    assert w.locator(".cr-program-text.cr-bad").count() == 0
    page.wait_for_function("(w) => w.contains(document.activeElement)"
                           " && document.activeElement.classList.contains('cr-box')",
                           arg=w.element_handle(), timeout=WAIT)
    assert focused_label(page).startswith("transmitter ")
    assert not page.js_errors


def test_send_order_with_no_transmitter_chosen_says_what_to_choose(page):
    """Walk 08p, fault 3: Send order with no transmitter chosen (as the test above leaves
    the board) did nothing and said nothing."""
    w = page.locator(".cr-widget").last
    w.get_by_role("button", name="Send order").click()
    error = w.locator(".cr-error")
    error.filter(has_text="Nothing chosen yet. Choose a lit transmitter").wait_for(timeout=WAIT)
    assert error.is_visible() and "Send order" in error.inner_text()
    assert not page.js_errors


def test_enter_again_on_the_transmitter_chosen_sends_its_order(page):
    """Walk 08q4, fault 1: Enter on the lit transmitter A said "send A: press Send order",
    and Enter again did nothing (while programming, Enter again on the box lays the chit);
    Send order was 11 Shift+Tabs away. Enter again on it sends, and the words say so."""
    w = page.locator(".cr-widget").last
    w.locator(".cr-tx.cr-lit .cr-box").first.focus()          # keys alone from here
    page.keyboard.press("Enter")
    wait_status(page, w, "Transmitter A chosen: press Send order, or Enter again on it.")
    assert "send A:" not in w.locator(".cr-status").inner_text()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('Red sends V2')",
                           arg=w.locator(".cr-log").element_handle(), timeout=WAIT)
    assert not page.js_errors


def test_done_placing_with_no_chit_that_can_be_sent_says_so_and_asks_first(page):
    """Walk 08v, fault 2: with its only chit on transmitter C and Red in column A, one
    press on "I'm done placing chits" ended the game ("Game over: Blue wins"); the warning
    was only in the title, out of view, and why Red was out only in step 8 of the replay.
    The warning stands beside the button, the button asks first (No has the focus, as New
    game does), and the end says why in the title's first line."""
    w = page.locator(".cr-widget").last
    run_cell(page, 'game.new_game(seed=4); game.draw("violet 4 red 3"); game.place("V1 C 1 S")')
    careful = w.locator(".cr-chits-careful")
    careful.wait_for(timeout=WAIT)
    assert "none of your chits can be sent" in careful.inner_text()
    done = w.get_by_role("button", name="I'm done placing chits")
    assert careful.evaluate("(p, b) => p.parentElement === b.parentElement",
                            done.element_handle())           # beside the button
    done.scroll_into_view_if_needed()
    shot(page, "droids_done_warned")
    page.evaluate("() => { document.body.dataset.jpThemeLight = 'false'; }")
    page.wait_for_timeout(300)
    shot(page, "droids_done_warned_dark")
    page.evaluate("() => { document.body.dataset.jpThemeLight = 'true'; }")
    done.click()
    ask = w.locator(".cr-chits-ask")
    ask.wait_for(timeout=WAIT)
    assert ask.inner_text().startswith("None of your chits can be sent: you will be out of "
                                       "the game. Go on?")
    assert focused_label(page) == "" and page.evaluate(
        "() => document.activeElement.textContent") == "No, keep placing"
    # asked once, beside its buttons: the line under the board said it too, and the line
    # under the transmitters offered "press I'm done placing chits" again (fixG4's brief)
    assert w.inner_text().count("Go on?") == 1, w.inner_text()
    assert w.locator(".cr-chits-choice").inner_text() == ""
    shot(page, "droids_done_asks")
    page.keyboard.press("Enter")                              # No: the game goes on
    done.wait_for(timeout=WAIT)
    assert "Game over" not in w.locator(".cr-title").inner_text()
    done.click()
    w.locator(".cr-chits-out-yes").click()                    # Yes: out of the game
    page.wait_for_function("(el) => el.textContent.includes('Game over')",
                           arg=w.locator(".cr-title").element_handle(), timeout=WAIT)
    title = w.locator(".cr-title").inner_text()
    assert "You are out of the game: none of the chits you laid could be sent" in title, title
    shot(page, "droids_done_out", w)
    assert not page.js_errors


def test_a_board_that_lost_python_keeps_its_buttons_name(page):
    """Walk 08v, fault 16: after a restart of Python the board said "This board lost its
    connection", but its green button was renamed "Run", which it had never been called.
    (Last in the module: the restart ends the game for the tests after it.)"""
    w = page.locator(".cr-widget").last
    run_cell(page, "game.new_game(seed=4)")
    page.wait_for_function("(el) => el.textContent === 'Draw chits'",
                           arg=w.locator(".cr-run").element_handle(), timeout=WAIT)
    restart_python(page)
    # (lost as Python restarts: nothing to press first, its controls grey; walk 01p, fault 1)
    page.wait_for_function("(el) => el.textContent.includes('lost its connection')",
                           arg=w.locator(".cr-error").element_handle(), timeout=40_000)
    assert w.locator(".cr-run").inner_text() == "Draw chits"
    shot(page, "droids_lost_board", w)
    assert not page.js_errors
