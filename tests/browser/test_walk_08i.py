"""Walk 08i: lesson 08 at 1366x650. Robot Killer's Red starts with its 7 obstacles, and the
board said only "carrying something" (the tester took it for a false mark); then the faults
still open after round I: what the chits' panel and the board say when a choice cannot be
taken. One notebook for both rounds (a notebook and its Python took seconds each to
start): each test plays on a board of its own."""

from __future__ import annotations

import pytest

from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    shot,
    wait_counter,
    wait_status,
    wait_text,
)

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
# round J's boards
STATUE = """\
statue = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
statue.draw("violet 4 red 3")
statue.place(statue.hint().split('"')[1])
statue.done()
statue.widget()"""
FREE_TWO = """\
free_two = lesson.ChitsBoard(rack=("V2", "V1"), at="A1")
free_two.widget()"""
FRESH = """\
fresh = lesson.DroidsPlay("statue", players=["red", "blue"], seed=5)
fresh.widget()"""
# walk 08z's boards
TYPED = """\
typed = lesson.ChitsBoard(rack=("V2", "V1"), at="A1")
typed.widget()"""
KEYED = """\
keyed = lesson.ChitsBoard(rack=("V2", "V1"), at="A1")
keyed.widget()"""
GUESSED = """\
guessed = lesson.ChitsBoard(rack=("V2", "V1"), at="A1")
guessed.place("V2 A 1 S").place("V1 A 2 E")
guessed.widget()"""
# walk 08r6's boards
PREDICTED = """\
predicted = lesson.ChitsBoard(rack=("V2", "V1"), at="A1")
predicted.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    cells = [KILLER, MOVES, FREE, STATUE, FREE_TWO, FRESH,   # boards 0 to 4 (MOVES: none)
             TYPED, KEYED, GUESSED,                         # boards 5 to 7
             PREDICTED]                                     # board 8
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
    wait_text(page, w, "V2 A 1 S")
    w.get_by_role("button", name="Place chit", exact=True).click()
    status = w.locator(".cr-status").filter(has_text="Done:")
    status.wait_for(timeout=WAIT)
    said = status.inner_text()
    assert "your chit is laid, and nothing moves yet" in said and "the panel" not in said
    assert "on the right, with your rack and transmitters" in said
    assert not page.js_errors


# --- round J --------------------------------------------------------------------------

def test_a_transmitter_not_lit_says_why_beside_the_choice(page):
    """Fault 13: clicking transmitter B (not lit, Red in column A) said nothing where the
    child looked; the panel's choice line now says it is not lit and which ones are."""
    w = page.locator(".cr-widget").nth(2)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator(".cr-tx.cr-lit").first.wait_for(timeout=WAIT)
    lit = w.locator(".cr-tx.cr-lit").evaluate_all("(rows) => rows.map((r) => r.dataset.line)")
    dark = w.locator(".cr-tx:not(.cr-lit) .cr-box[data-box='1']").first
    line = dark.get_attribute("data-line")
    dark.click()
    choice = w.locator(".cr-chits-choice")
    choice.filter(has_text="is not lit").wait_for(timeout=WAIT)
    shot(page, "walk08j-not-lit", w)
    said = choice.inner_text()
    assert said.startswith(f"Transmitter {line} is not lit")
    assert f"Choose a lit one: {' or '.join(lit)}." in said
    # fault 12: beside the replay's "Red's rack at this step: ...", the panel's rack is now's
    assert w.locator(".cr-chits-rack").inner_text() == "Your rack is empty now."
    assert not page.js_errors


def test_place_chit_with_no_chit_waiting_says_so(page):
    """Fault 5: Place chit with nothing chosen showed the panel's own "Nothing chosen" line
    again, so the page looked unchanged. Walk 08p3, fault 7: it stayed the bright green
    button to press with no chit waiting, and pressed it gave a red error far away on the
    right: it looks like any button then, and says what to do first under it, as news
    (this test's words were the red error's until then)."""
    w = page.locator(".cr-widget").nth(3)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    place = w.get_by_role("button", name="Place chit", exact=True)
    green = "rgb(22, 120, 58)"
    assert place.evaluate("(b) => getComputedStyle(b).backgroundColor") != green
    place.click()
    wait_status(page, w, "Place chit has nothing to lay: no chit waits in a box. Drag one "
                         "from your rack into a box first.")
    assert w.locator(".cr-error").inner_text() == ""
    shot(page, "walk08p3-place-chit-idle", w)
    w.locator('.cr-chits-rack [data-chit="V2"]').click()    # in hand: not yet to lay
    place.click()
    wait_status(page, w, "V2 is in your hand: put it in a free box first")
    w.locator('.cr-box[data-line="B"][data-box="1"]').click()
    w.locator('.cr-box[data-line="B"][data-box="1"]').filter(has_text="V2").wait_for(timeout=WAIT)
    assert place.evaluate("(b) => getComputedStyle(b).backgroundColor") == green
    page.keyboard.press("Escape")                           # the next test's board as it was
    page.wait_for_function("(b) => getComputedStyle(b).backgroundColor !== 'rgb(22, 120, 58)'",
                           arg=place.element_handle(), timeout=WAIT)
    assert not page.js_errors


def test_a_refused_text_shows_the_form_of_a_move_in_chits_words(page):
    """Fault 18: "put V1 on A" got "'PUT' is not a chit" and "the cards still hold the
    program before it": this lesson has chits, a move, and a form to follow."""
    w = page.locator(".cr-widget").nth(3)
    w.locator(".cr-program-text").fill("put V1 on A")
    w.get_by_role("button", name="Use text").click()
    error = w.locator(".cr-text-error").filter(has_text="'PUT' is not a chit")
    error.wait_for(timeout=WAIT)
    assert "as in 'V2 C E'" in error.inner_text()
    status = w.locator(".cr-status").filter(has_text="not a move yet")
    status.wait_for(timeout=WAIT)
    assert "cards" not in status.inner_text()
    assert not page.js_errors


def test_the_colour_counters_are_in_view_with_draw_chits(page):
    """Fault 10: with the top of the game board in view the title asked to choose how many of
    each colour, but the + and - counters were under the transmitters, off a 650 px screen:
    a child pressed Draw chits first. They stand above the transmitters, in view."""
    w = page.locator(".cr-widget").nth(4)
    more = w.locator(".cr-chits-extra [data-more]").first
    more.wait_for(timeout=WAIT)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    page.wait_for_function("(w) => w.getBoundingClientRect().top < 200", arg=w.element_handle(),
                           timeout=WAIT)
    shot(page, "walk08j-draw-counters", w)
    box = w.locator(".cr-chits-extra").bounding_box()
    assert box["y"] + box["height"] <= 650, box
    assert w.get_by_role("button", name="Draw chits", exact=True).is_visible()
    before = w.locator(".cr-chits-extra").evaluate(
        "(x) => !!(x.compareDocumentPosition(x.parentNode.querySelector('.cr-chits-transmitters'))"
        " & Node.DOCUMENT_POSITION_FOLLOWING)")
    assert before                                   # above the transmitters
    assert not page.js_errors


def test_every_box_of_the_transmitters_is_in_view_with_the_board(page):
    """Walk 08u, fault 6 (and 08t, fault 6): with the top of a board in view at 1366x650,
    box 3 of the transmitters was under the bottom of the notebook, on the lesson's board
    (a rack of five chits) and the game's where its orders are sent: they fit in view with
    the board."""
    for n in (1, 2):
        w = page.locator(".cr-widget").nth(n)
        w.locator(".cr-chits-transmitters .cr-box").first.wait_for(timeout=WAIT)
        w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        shot(page, f"walk08u-transmitters-{n}", w)
        bottom = w.evaluate("(w) => w.closest('.jp-WindowedPanel-outer, .jp-Notebook')"
                            ".getBoundingClientRect().bottom")
        last = w.locator('.cr-chits-transmitters .cr-box[data-box="3"]').last.bounding_box()
        assert last["y"] + last["height"] <= bottom, (n, last, bottom)
        board = w.locator("svg.cr-board").bounding_box()
        assert board["y"] >= 0 and board["y"] + board["height"] <= bottom, (n, board, bottom)
    assert not page.js_errors


# --- walk 08z -------------------------------------------------------------------------

def test_use_text_on_an_empty_box_says_it_is_empty_and_changes_nothing(page):
    """Walk 08z, fault 1: Use text with the box empty said "The chits now hold the move from
    the text." though nothing had changed (and the chit waiting went back to the rack)."""
    w = page.locator(".cr-widget").nth(5)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    text = w.locator(".cr-program-text")
    text.fill("V2 A S")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "V2 A 1 S")
    text.fill("")
    w.get_by_role("button", name="Use text").click()
    # said under the box, where its refusals are (walk 01z, fault 6)
    w.locator(".cr-text-error").filter(
        has_text="The text box is empty, so nothing changed").wait_for(timeout=WAIT)
    said = w.locator(".cr-text-error").inner_text()
    assert "now hold" not in said and "such as V2 A S" in said, said
    box = w.locator('.cr-box[data-line="A"][data-box="1"]')
    assert "V2" in box.inner_text()                      # the chit still waits there
    assert not page.js_errors


def test_a_refused_text_says_the_boards_form_and_no_stale_choice_stays(page):
    """Walk 08z, fault 2: two chits typed heard to write one "as in 'place V2 C 1 E'" (a
    form of its own), under a stale "To play: place V2 A 1 S" line: one form, the text box's,
    and the line goes while the text is refused."""
    w = page.locator(".cr-widget").nth(5)
    choice = w.locator(".cr-chits-choice")
    page.wait_for_function("(el) => el.textContent === 'To play: V2 A 1 S'",
                           arg=choice.element_handle(), timeout=WAIT)
    w.locator(".cr-program-text").fill("V2 A S, V2 A E")
    w.get_by_role("button", name="Use text").click()
    error = w.locator(".cr-text-error").filter(has_text="one chit at a time")
    error.wait_for(timeout=WAIT)
    shot(page, "walk08z-refused-text", w)
    assert "as in 'V2 C E'" in error.inner_text() and "place" not in error.inner_text()
    assert choice.inner_text() == ""
    assert not page.js_errors


def test_enter_again_on_the_box_lays_the_chit(page):
    """Walk 08z, fault 5: after Enter on a chit and Enter on a box, Enter again on the box did
    nothing, and Place chit was some 13 Tabs away: it lays the chit, as the hint says."""
    w = page.locator(".cr-widget").nth(6)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator('.cr-chit[data-chit="V2"]').focus()
    page.keyboard.press("Enter")
    box = w.locator('.cr-box[data-line="A"][data-box="1"]')
    box.focus()
    page.keyboard.press("Enter")
    wait_status(page, w, "or Enter again on the box")
    page.keyboard.press("Enter")
    wait_status(page, w, "Done:")
    page.wait_for_function("(b) => b.getAttribute('aria-label').endsWith(': V2 N')",
                           arg=box.element_handle(), timeout=WAIT)
    assert "Enter again on the box" in w.locator(".cr-hint").inner_text()
    assert not page.js_errors


def test_in_predict_mode_no_slider_shows_a_step_unguessed(page):
    """Walk 08z, fault 6: with Predict ticked the slider showed the next step without a
    guess, and Back to step 0 said nothing of the guess Step asks next. The slider is
    hidden in Predict mode now (walks 07p2, fault M6 and 02p2, fault 4)."""
    w = page.locator(".cr-widget").nth(7)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.get_by_role("button", name="Run my chits").click()
    wait_counter(page, w, "step 0 of")
    w.get_by_role("button", name="Step", exact=True).click()
    wait_counter(page, w, "step 1 of")
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Back", exact=True).click()
    wait_status(page, w, "Press Step, then click where Red will be after step 1 "
                         "(or use the arrow keys and Enter).")
    assert w.locator(".cr-slider").is_hidden()
    assert w.locator(".cr-counter").inner_text() == "step 0"
    assert not page.js_errors


def test_draw_chits_with_none_chosen_says_where_the_plus_buttons_are(page):
    """Walk 08z, fault 7: Draw chits with no chit chosen said "Choose what to do first: draw
    7 chits", neither that none was chosen nor where the + buttons are."""
    w = page.locator(".cr-widget").nth(4)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.get_by_role("button", name="Draw chits", exact=True).click()
    error = w.locator(".cr-error").filter(has_text="No chits chosen yet")
    error.wait_for(timeout=WAIT)
    assert "press + beside each colour" in error.inner_text()
    assert not page.js_errors


# --- walk 08r6 ------------------------------------------------------------------------

def test_predict_before_any_order_is_sent_says_so_and_names_run_my_chits(page):
    """Walk 08r6, fault 2: Predict ticked with a chit laid and nothing run said "This is the
    end of the run. To guess it step by step, press Reset", and Run my chits then said
    "untick Predict, then press Run", a button this board does not have."""
    w = page.locator(".cr-widget").nth(8)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator(".cr-program-text").fill("V2 A S")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "V2 A 1 S")
    w.get_by_role("button", name="Place chit", exact=True).click()
    wait_status(page, w, "Done:")
    w.locator(".cr-predict-toggle").check()
    wait_status(page, w, "nothing moves before")
    said = w.locator(".cr-status").inner_text()
    assert "end of the run" not in said and "press Run my chits" in said, said
    run_my_chits = w.get_by_role("button", name="Run my chits")
    run_my_chits.click()
    wait_counter(page, w, "step 0")
    wait_status(page, w, "where Red will be after step 1")
    assert "started again" not in w.locator(".cr-status").inner_text()    # its first run
    # a replay under way (a step past 0 on show) is what Run starts again (walk 07r6, M11)
    w.locator(".cr-predict-toggle").uncheck()
    w.get_by_role("button", name="Step", exact=True).click()
    wait_counter(page, w, "step 1")
    w.locator(".cr-predict-toggle").check()
    run_my_chits.click()
    wait_status(page, w, "Run started again from step 0")
    shot(page, "walk08r6-predict-again", w)
    said = w.locator(".cr-status").inner_text()
    assert said.endswith("untick Predict, then press Run my chits."), said
    assert not page.js_errors


def test_a_click_on_the_box_of_the_chit_waiting_says_how_to_take_it_back(page):
    """Walk 08r6, fault 4: a click on the box where a chit waits (no chit of the rack in
    hand) said "Select a chit of your rack first"; Delete takes it back, as it says now."""
    w = page.locator(".cr-widget").nth(8)
    w.locator(".cr-predict-toggle").uncheck()
    w.locator(".cr-program-text").fill("V1 B S")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "V1 B 1 S")
    w.locator('.cr-box[data-line="B"][data-box="1"]').click()
    wait_status(page, w, "V1 waits in box 1 of transmitter B")
    said = w.locator(".cr-status").inner_text()
    assert "Delete to take it back" in said and "Select a chit" not in said, said
    assert not page.js_errors
