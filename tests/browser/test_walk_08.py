"""Walk 08c (issue 29): lesson 08's chits board as a 12-year-old meets it. Nothing a child
placed vanishes without words (a second drag, Run my chits while a chit waits), a waiting
chit is taken back (Delete, Backspace, a drag back to the rack) and a placed one is said to
be part of the game, R turns the chit in hand wherever the focus is in the panel, and
turning one chit leaves its twin alone; a refusal that goes keeps its room, so the next
click lands where the child aims."""

from __future__ import annotations

import re

import pytest

from tests.support.browser import (
    LAPTOP,
    WAIT,
    new_game,
    notebook_page,
    run_code,
    settled,
    shot,
    wait_end,
    wait_status,
    wait_text,
)

BOARD = """\
from codyroby_lab.lessons import droids as lesson
fb = lesson.ChitsBoard(rack=('V2', 'V2', 'V1'), at='A1')
fb.widget()"""
GAME = """\
game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
game.widget()"""
SOLVED = """\
reach = lesson.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
lesson.ChitsBoard(reach).place("V2 A 1 E").place("V2 C 1 S").place("V1 C 2 S").widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk08.ipynb", [BOARD, GAME, SOLVED]) as page:
        yield page


@pytest.fixture
def w(page):
    """The board after a New game: empty transmitters, the whole rack."""
    w = page.locator(".cr-widget").first
    w.scroll_into_view_if_needed()
    new_game(w)
    page.wait_for_function("(w) => w.querySelectorAll('.cr-chits-rack [data-chit]').length === 3",
                           arg=w.element_handle(), timeout=WAIT)
    wait_text(page, w, "")
    return w


def box(w, line: str, k: int):
    return w.locator(f'.cr-box[data-line="{line}"][data-box="{k}"]')


def status(w) -> str:
    return w.locator(".cr-status").inner_text()


def test_a_second_drag_never_empties_the_waiting_box(page, w):
    w.locator('.cr-chits-rack [data-chit="V2"]').first.drag_to(box(w, "A", 1))
    wait_text(page, w, "V2 A 1 N")
    w.locator('.cr-chits-rack [data-chit="V1"]').drag_to(box(w, "A", 2))
    settled(page, w)                                   # an answer from Python has come
    assert w.locator(".cr-program-text").input_value() == "V2 A 1 N"
    assert "V2" in box(w, "A", 1).inner_text() and "V1" not in box(w, "A", 2).inner_text()
    assert "V2 waits in box 1 of transmitter A: press Place chit to lay it" in status(w)
    w.get_by_role("button", name="Run my chits").click()              # the chit stays too
    settled(page, w)
    assert w.locator(".cr-program-text").input_value() == "V2 A 1 N"
    assert "V2 waits in box 1 of transmitter A" in status(w)
    shot(page, "walk08-second-drag", w)


def test_a_waiting_chit_is_taken_back_and_a_placed_one_is_part_of_the_game(page, w):
    w.locator('.cr-chits-rack [data-chit="V1"]').drag_to(box(w, "B", 1))
    wait_text(page, w, "V1 B 1 N")
    box(w, "B", 1).focus()
    page.keyboard.press("Delete")
    wait_text(page, w, "")
    assert "V1 is back in your rack" in status(w)
    assert w.locator(".cr-chits-rack [data-chit]").count() == 3
    w.locator('.cr-chits-rack [data-chit="V1"]').drag_to(box(w, "B", 1))
    wait_text(page, w, "V1 B 1 N")
    box(w, "B", 1).drag_to(w.locator(".cr-chits-rack"))              # dragged back
    wait_text(page, w, "")
    assert "V1 is back in your rack" in status(w)
    w.locator('.cr-chits-rack [data-chit="V1"]').drag_to(box(w, "B", 1))
    wait_text(page, w, "V1 B 1 N")
    w.get_by_role("button", name="Place chit", exact=True).click()
    page.wait_for_function("(w) => w.querySelectorAll('.cr-chits-rack [data-chit]').length === 2",
                           arg=w.element_handle(), timeout=WAIT)
    wait_end(page, w)
    box(w, "B", 1).focus()
    page.keyboard.press("Backspace")
    assert "V1 is placed in box 1 of transmitter B" in status(w)
    assert "part of the game" in status(w)
    assert "V1" in box(w, "B", 1).inner_text()


def test_r_turns_the_chit_in_hand_from_the_turn_button_and_its_twin_stays(page, w):
    first, twin = w.locator('.cr-chits-rack [data-chit="V2"]').all()
    before = twin.get_attribute("aria-label")
    first.click()
    turn = w.get_by_role("button", name=re.compile("Turn the arrow of V2"))
    turn.click()
    page.keyboard.press("r")                           # the focus is on Turn arrow
    chits = w.locator('.cr-chits-rack [data-chit="V2"]')
    assert "arrow S" in chits.first.get_attribute("aria-label")
    assert chits.nth(1).get_attribute("aria-label") == before
    assert "V2 now points S" in status(w)


def test_the_predict_box_says_what_it_does(page, w):
    """Walk 08c, fault 17: the Predict box was never explained (its tooltip says it)."""
    assert "click the square where the piece will be" in \
        w.locator(".cr-predict-label").get_attribute("title")


def test_a_refusal_that_goes_leaves_the_buttons_where_they_were(page):
    """Fault 7: Run with no chit counted showed a red line; the next click took it away and
    everything under it moved up, so the click after landed on "+ red", not "+ violet"."""
    page.set_viewport_size(LAPTOP)        # the walk's laptop
    game = page.locator(".cr-widget").nth(1)
    game.locator('[data-more="violet"]').evaluate("(b) => b.scrollIntoView({block: 'center'})")
    game.get_by_role("button", name="Draw chits", exact=True).click()
    game.locator(".cr-error:not(:empty)").wait_for(timeout=WAIT)
    violet = game.locator('[data-more="violet"]')
    under = game.locator(".cr-text-label")                # what the refusal stands above

    def place():
        return under.bounding_box()["y"] - game.bounding_box()["y"]

    before = place()
    violet.click()
    page.wait_for_function("(w) => !w.querySelector('.cr-error').textContent",
                           arg=game.element_handle(), timeout=WAIT)
    assert place() == before
    shot(page, "walk08-refusal-gone", game)


def test_each_button_says_what_it_does_and_a_chit_laid_is_said_plainly(page, w):
    """Walk 08 (issue 29, fixB 4): "Run" placed a chit, ran the chits and (after "Run my
    chits") ran them again; after a chit was placed the board said "step 2 of 2" and
    "nothing happens"; and with Predict ticked, laying a chit asked where Red would be.
    Now the board's button is named for what it does while chits are laid (Place chit),
    Run my chits runs them in one press, a chit laid is said by the title and is no step
    (walk 08s, fault 5: placings were steps before the run's own), and Predict asks
    nothing before orders are sent."""
    run = w.locator(".cr-run")
    assert run.inner_text() == "Place chit"
    assert "laid there for good" in run.get_attribute("title")
    w.locator(".cr-predict-toggle").check()
    w.locator('.cr-chits-rack [data-chit="V2"]').first.drag_to(box(w, "A", 1))
    wait_text(page, w, "V2 A 1 N")
    w.get_by_role("button", name="Place chit", exact=True).click()
    page.wait_for_function("(w) => w.querySelectorAll('.cr-chits-rack [data-chit]').length === 2",
                           arg=w.element_handle(), timeout=WAIT)
    # a chit laid is told by the title, and is no step (walk 08s, fault 5)
    w.locator(".cr-title").filter(has_text="Chit placed: V2 in box 1 of transmitter A").wait_for(
        timeout=WAIT)
    log = w.locator(".cr-log").inner_text()
    assert "nothing happens" not in log and "Step 1" not in log, log
    assert w.locator(".cr-counter").inner_text() == "step 0"     # Predict: no total shown
    said = status(w)
    assert "Predict:" not in said and "nothing moves before" in said, said
    assert w.locator("svg.cr-board.cr-predicting").count() == 0   # no square asked for
    shot(page, "walk08-chit-laid-predict", w)
    w.locator(".cr-predict-toggle").uncheck()
    w.get_by_role("button", name="Run my chits").click()          # one press runs them
    w.locator(".cr-title").filter(has_text="Your program runs: 1 order").wait_for(timeout=WAIT)
    assert w.locator(".cr-counter").inner_text() == "step 0 of 1"
    assert run.inner_text() == "Place chit"


def test_back_before_anything_names_no_button_the_board_does_not_show(page, w):
    """Walk 08s, fault 10: Back before any run said "once you press Run", and the button
    reads Place chit (or Run my chits): Back now names no button."""
    w.get_by_role("button", name="Back", exact=True).click()
    page.wait_for_function("(w) => w.querySelector('.cr-status').innerText.includes('No orders')",
                           arg=w.element_handle(), timeout=WAIT)
    said = status(w)
    assert "press Run" not in said and "Back goes back through them once some" in said, said


def test_the_keys_frame_looks_unlike_a_start_base(page, w):
    """Walk 08s, fault 12b: the keyboard's guess frame, blue and dashed, looked like the
    blue dashed start base on J10: it is solid, in a colour no base has."""
    style = w.locator(".cr-cursor").evaluate(
        "(el) => [getComputedStyle(el).strokeDasharray, getComputedStyle(el).stroke]")
    assert style[0] == "none" and "rgb(181, 23, 158)" in style[1], style


def test_a_refused_text_names_the_button_the_board_shows(page, w):
    """Walk 08t, fault 2: a refused line left in "Your move as text" blocked the board's
    button with "empty it, then press Run", on a board whose button reads Place chit."""
    settled(page, w)        # the run of an earlier test answered (a late answer redraws the box)
    text = w.locator(".cr-program-text")
    text.fill("go south")
    w.get_by_role("button", name="Use text").click()
    w.locator(".cr-program-text.cr-bad").wait_for(timeout=WAIT)
    name = w.locator(".cr-run").inner_text()
    w.locator(".cr-run").click()
    wait_status(page, w, "The text box holds what was not taken")
    said = status(w)
    assert name == "Place chit" and said.endswith("empty it, then press Place chit."), said
    text.fill("")


def test_run_my_chits_with_none_laid_gives_one_instruction(page, w):
    """Walk 08t, fault 4: under the red "Lay a chit on a transmitter first", the panel
    still said "Nothing chosen: drag a chit into a box, or press Run my chits"."""
    w.get_by_role("button", name="Run my chits").click()
    w.locator(".cr-error").filter(has_text="Lay a chit on a transmitter first").wait_for(
        timeout=WAIT)
    assert w.locator(".cr-chits-choice").inner_text() == "Nothing chosen: drag a chit into a box."
    w.locator('.cr-chits-rack [data-chit="V2"]').first.drag_to(box(w, "A", 1))
    wait_text(page, w, "V2 A 1 N")
    w.get_by_role("button", name="Place chit", exact=True).click()
    page.wait_for_function("(w) => w.querySelectorAll('.cr-chits-rack [data-chit]').length === 2",
                           arg=w.element_handle(), timeout=WAIT)
    choice = w.locator(".cr-chits-choice").inner_text()    # one laid: running them is a choice
    assert choice == "Nothing chosen: drag a chit into a box, or press Run my chits.", choice


def test_jump_to_end_says_whether_the_challenge_is_solved(page):
    """Walk 08t, fault 5: after a right program, Jump to end (\u21e5) left the line under the
    board empty, Red's token over the goal mark, while Play said "Solved!"."""
    w = page.locator(".cr-widget").nth(2)
    w.scroll_into_view_if_needed()
    w.get_by_role("button", name="Run my chits").click()
    w.locator(".cr-title").filter(has_text="Your program runs: 3 orders").wait_for(timeout=WAIT)
    w.get_by_role("button", name="Jump to end").click()
    wait_status(page, w, "Solved!")
    assert "Red ends on C4" in status(w), status(w)


def test_the_step_button_speaks_of_orders_not_cards(page, w):
    """Walk 08t, fault 9: Step's tooltip said "one card at a time" on a chits board."""
    title = w.get_by_role("button", name="Step", exact=True).get_attribute("title")
    assert title == "Step: go on one step, one order at a time.", title


def test_a_game_the_computer_finished_offers_no_run_and_replays_it_all(page):
    """Walk 08s, fault 9: after play_to_the_end(autoplay=True) the board's button read
    "Run" (pressing it said the game was over) and the replay held the last move only."""
    game = page.locator(".cr-widget").nth(1)
    run_code(page, "_ = game.play_to_the_end(autoplay=True)")
    run = game.locator(".cr-run")
    page.wait_for_function("(el) => el.textContent === 'The game is over'",
                           arg=run.element_handle(), timeout=WAIT)
    steps = int(game.locator(".cr-counter").inner_text().split(" of ")[1].split()[0])
    assert steps == int(run_code(page, "print(game._widget.trace.steps)")) > 8, steps
