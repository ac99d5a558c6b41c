"""Refusals leave the widget usable, in a real JupyterLab: a refused Run keeps the last
replay and clears "Running...", and a New game button calls back into Python."""

from __future__ import annotations

import pytest

from tests.browser.helpers import notebook_page, run_code, shot, wait_counter

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
                           arg=w.locator(".cr-status").element_handle(), timeout=10_000)
    assert w.locator(".cr-counter").inner_text().startswith("step 2 of 3")  # replay kept
    w.get_by_role("button", name="Step", exact=True).click()
    assert w.locator(".cr-counter").inner_text().startswith("step 3 of 3")
    shot(page, "lab-refused-run", w)
    # New game, by keyboard: the callback runs, the replay goes, the widget says so
    w.get_by_role("button", name="New game").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent === 'New game started.'",
                           arg=w.locator(".cr-status").element_handle(), timeout=10_000)
    wait_counter(page, w, "no run yet")
    assert w.locator(".cr-error").inner_text() == ""
    assert run_code(page, "print(played, game.trace)").strip() == "[] None"
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step 3 of 3")
    assert not page.js_errors


def test_no_new_game_button_without_a_callback(page):
    from tests.browser.helpers import run_cell
    w = run_cell(page, "CodyRobyBoard(program='F')").locator(".cr-widget")
    w.get_by_role("button", name="Run", exact=True).wait_for()
    assert w.get_by_role("button", name="New game").count() == 0
    assert not page.js_errors
