"""Refusals leave the widget usable, in a real JupyterLab: a refused Run keeps the last
replay and clears "Running...", and a New game button calls back into Python."""

from __future__ import annotations

import pytest

from tests.support.browser import WAIT, notebook_page, run_code, shot, wait_counter

SETUP = """\
from codyroby_lab.ui import CodyRobyBoard
from codyroby_lab.core.errors import IllegalAction
played = []
def once(start, program):
    if played:
        raise IllegalAction("The game is over: press New game to play again.")
    played.append(program.text)
    return start.clone().run(program)
game = CodyRobyBoard(program="F F R", runner=once, on_new_game=played.clear)
game"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "refusals.ipynb", [SETUP]) as page:
        yield page


def status(w) -> str:
    return w.locator(".cr-status").inner_text()


def test_a_refused_run_keeps_the_replay_and_new_game_starts_over(page):
    w = page.locator(".cr-widget").first
    assert w.get_by_role("button", name="New game").is_visible()
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step 3 of 3")
    w.get_by_role("button", name="Back", exact=True).click()
    w.get_by_role("button", name="Run", exact=True).click()       # refused: the game is over
    w.locator(".cr-error").filter(has_text="The game is over").wait_for()
    page.wait_for_function("(el) => !el.textContent.includes('Running')",
                           arg=w.locator(".cr-status").element_handle(), timeout=WAIT)
    assert w.locator(".cr-counter").inner_text().startswith("step 2 of 3")  # replay kept
    w.get_by_role("button", name="Step", exact=True).click()
    assert w.locator(".cr-counter").inner_text().startswith("step 3 of 3")
    shot(page, "lab-refused-run", w)
    # New game, by keyboard: it asks first (a run was played), Tab to Yes; the callback
    # runs, the replay goes, the widget says so
    w.get_by_role("button", name="New game").focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Shift+Tab")
    assert "cr-new-game-yes" in page.evaluate("() => document.activeElement.className")
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent === 'New game started.'",
                           arg=w.locator(".cr-status").element_handle(), timeout=WAIT)
    wait_counter(page, w, "no run yet")
    assert w.locator(".cr-error").inner_text() == ""
    assert run_code(page, "print(played, game.trace)").strip() == "[] None"
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step 3 of 3")
    assert not page.js_errors


def test_no_new_game_button_without_a_callback(page):
    from tests.support.browser import run_cell
    w = run_cell(page, "CodyRobyBoard(program='F')").locator(".cr-widget")
    w.get_by_role("button", name="Run", exact=True).wait_for()
    assert w.get_by_role("button", name="New game").count() == 0
    assert not page.js_errors


def test_a_typed_program_that_cannot_be_read_stays_with_its_error_marked(page):
    from tests.support.browser import run_cell, wait_text
    w = run_cell(page, "typed = CodyRobyBoard(program='F F R', at='A5')\ntyped"
                 ).locator(".cr-widget")
    box = w.get_by_label("Program as text")
    box.fill("F X REPEAT [F")
    box.press("Enter")
    # issue 29 (walk 01, fault 3): the words show right under the box, plain, not above
    # the board
    said = w.locator(".cr-text-error")
    said.filter(has_text="'X' is not a card: use F, L").wait_for()
    assert "column" not in said.inner_text() and w.locator(".cr-error").inner_text() == ""
    near = page.evaluate("([t, e]) => e.getBoundingClientRect().top"
                         " - t.getBoundingClientRect().bottom",
                         [box.element_handle(), said.element_handle()])
    assert 0 <= near < 60, near
    assert box.input_value() == "F X REPEAT [F"               # the learner's text stays
    assert page.evaluate("(t) => [t.selectionStart, t.selectionEnd, document.activeElement === t]",
                         box.element_handle()) == [2, 3, True]   # the X is selected
    assert box.get_attribute("aria-invalid") == "true"
    shot(page, "lab-typing-error", w)
    assert run_code(page, "print(typed.program)").strip() == "F F R"
    box.fill("F L")                                            # mended: taken, mark gone
    box.press("Enter")
    wait_text(page, w, "F L")
    assert box.get_attribute("aria-invalid") is None
    assert w.locator(".cr-error").inner_text() == ""
    assert w.locator(".cr-text-error").inner_text() == ""
    box.fill("F, F, forward")
    w.get_by_role("button", name="Use text").click()
    said.filter(has_text="A comma ',' cannot go in a program: put a space between cards").wait_for()
    assert not page.js_errors


def test_a_new_program_clears_the_prediction_the_crash_status_and_breakpoints(page):
    from tests.support.browser import run_cell, wait_text
    w = run_cell(page, "fresh = CodyRobyBoard(program='F F F F F', at='A5')\nfresh"
                 ).locator(".cr-widget")
    w.locator(".cr-speed").fill("7")
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step 5 of 5: Roby crashed")
    w.locator(".cr-status").filter(has_text="Roby crashed, so the program stopped.").wait_for()
    w.get_by_role("button", name="Jump to start").click()
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")
    assert w.locator(".cr-mark").count() == 1                  # the prediction's ring
    w.locator('.cr-stack [data-node="4"]').focus()
    page.keyboard.press("b")
    assert w.locator(".cr-break.cr-on").count() == 1
    box = w.get_by_label("Program as text")
    box.fill("F R")
    box.press("Enter")
    wait_text(page, w, "F R")
    wait_counter(page, w, "no run yet")
    assert w.locator(".cr-mark").count() == 0
    assert w.locator(".cr-break.cr-on").count() == 0
    assert w.locator(".cr-status").inner_text() == "The cards now hold the program from the text."
    assert not page.js_errors


def breakpoint_on(w) -> tuple[str, str]:
    card = w.locator(".cr-stack .cr-card").filter(has=w.page.locator(".cr-break.cr-on"))
    assert card.count() == 1
    return card.get_attribute("data-node"), card.locator(".cr-letter").inner_text()


def test_a_breakpoint_follows_its_card(page):
    from tests.support.browser import drag_before, run_cell, wait_text
    w = run_cell(page, "moved = CodyRobyBoard(program='F F R F', at='A5')\nmoved"
                 ).locator(".cr-widget")
    w.locator('.cr-stack [data-node="2"]').focus()
    page.keyboard.press("b")
    assert breakpoint_on(w) == ("2", "R")
    drag_before(page, w, "L", 0)                               # a card goes in before it
    wait_text(page, w, "L F F R F")
    assert breakpoint_on(w) == ("3", "R")
    w.locator('.cr-stack [data-node="3"]').focus()
    page.keyboard.press("Alt+ArrowUp")                         # the card itself moves
    wait_text(page, w, "L F R F F")
    assert breakpoint_on(w) == ("2", "R")
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Delete")                              # a card before it goes
    wait_text(page, w, "F R F F")
    assert breakpoint_on(w) == ("1", "R")
    w.locator(".cr-speed").fill("7")
    w.get_by_role("button", name="Run", exact=True).click()    # and Play stops there
    w.locator(".cr-status").filter(has_text="stop mark").wait_for()
    assert w.locator(".cr-status").inner_text() == \
        "Paused at a stop mark: card 2 (R) runs next."
    assert w.locator(".cr-counter").inner_text() == "step 1 of 4"
    shot(page, "lab-breakpoint-moved", w)
    assert not page.js_errors


DUEL = """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
                 "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
                 "deck": ["F"] * 20, "blocks_each": 0})
duel.widget()"""


def test_a_finished_duel_refuses_a_run_and_new_game_deals_again(page):
    """The issue's case: after the game is over a Run is refused; the replay of the winning
    turn stays, "Running..." goes, and New game deals a fresh game."""
    from tests.support.browser import run_cell, wait_text
    w = run_cell(page, DUEL).locator(".cr-widget")
    for card in ("F", "F", "F"):
        w.locator(f'.cr-palette [data-card="{card}"]').click()
    wait_text(page, w, "F F F")
    w.locator(".cr-speed").fill("7")
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step 3 of 3")               # the win is the last step
    assert "A wins" in w.locator(".cr-log").inner_text()
    # a card the hand still holds cannot be pressed, and the hint says why (walk 06f, 7)
    assert w.locator('.cr-palette [data-card="L"]').first.is_disabled()
    w.locator(".cr-hint").filter(has_text="The game is over: these cards cannot be played"
                                 ).wait_for()
    assert w.locator(".cr-chosen .cr-card").count() == 0      # none is taken after the end
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-status").filter(has_text="This game is over").wait_for()  # news (walk 08i)
    page.wait_for_function("(el) => !el.textContent.includes('Running')",
                           arg=w.locator(".cr-status").element_handle(), timeout=WAIT)
    assert w.locator(".cr-counter").inner_text().startswith("step 3 of 3")  # replay kept
    shot(page, "lab-duel-over", w)
    w.locator(".cr-new-game").click()      # a finished game: no question (walk 09j, fault 7)
    w.locator(".cr-status").filter(has_text="New game started.").wait_for()
    wait_counter(page, w, "no run yet")
    assert run_code(page, "print(duel.over)").strip() == "False"
    assert w.locator(".cr-palette [data-card]").count() > 0
    assert not page.js_errors
