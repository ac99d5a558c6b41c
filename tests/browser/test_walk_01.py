"""Lesson 01's boards as a 12-year-old met them (walkthrough of issue 29, /work/walk/01):
a board whose Python was restarted says so and how to go on (fault 4), and the small gaps
in what a board tells a learner (faults 15, 16, 18, 19)."""

from __future__ import annotations

import pytest

from tests.support.browser import (
    LAPTOP,
    WAIT,
    contrast,
    laptop_player,
    notebook_page,
    shot,
)

BOARD = "lessons.board('F F R', at='A5', facing='N', title='{}')"


@pytest.fixture
def player(browser, tmp_path):
    """The offline player of lesson 01's first program, "F F R" from A5 facing north."""
    page = laptop_player(browser, tmp_path / "player.html", "F F R")
    yield page, page.locator(".cr-widget")
    page.close()


RUNNING = "(w) => [...w.querySelectorAll('.cr-stack .cr-running')].map((c) => c.dataset.node)"


def test_predict_lights_the_card_to_look_at_and_show_me_keeps_the_focus(player):
    """Faults 19 and 18: while guessing, the card of the step was not lit though the words
    said to look at it; after Show me (which hides) the focus dropped to the page."""
    page, w = player
    w.locator(".cr-predict-toggle").check()
    step = w.get_by_role("button", name="Step", exact=True)
    step.click()
    assert "Predict" in w.locator(".cr-status").inner_text()
    assert w.evaluate(RUNNING) == ["0"]                  # step 1 runs the first card
    page.keyboard.press("ArrowRight")                    # B5: wrong
    page.keyboard.press("Enter")
    assert w.locator(".cr-status").inner_text().startswith("Not quite")
    show_me = w.get_by_role("button", name="Show me")
    show_me.focus()
    page.keyboard.press("Enter")
    assert "You asked to see it" in w.locator(".cr-status").inner_text()
    assert page.evaluate("document.activeElement.textContent") == "Step"
    page.keyboard.press("Enter")                         # Step goes on: the next guess
    assert w.evaluate(RUNNING) == ["1"]
    shot(page, "walk01_predict_lit", w)
    page.keyboard.press("Escape")                        # cancelled: step 1's card again
    assert w.evaluate(RUNNING) == ["0"]
    assert not page.errors


def test_predict_at_the_end_says_how_to_guess_from_the_start(player):
    """Fault 19: Predict ticked at the end of a run said only "This is the end of the
    trace"."""
    page, w = player
    w.get_by_role("button", name="Jump to end").click()
    w.locator(".cr-predict-toggle").check()
    said = w.locator(".cr-status").inner_text()
    assert "Reset" in said and "start" in said
    w.get_by_role("button", name="Step", exact=True).click()
    assert "Reset" in w.locator(".cr-status").inner_text()
    w.get_by_role("button", name="Reset", exact=True).click()
    w.get_by_role("button", name="Step", exact=True).click()
    assert "Predict" in w.locator(".cr-status").inner_text()
    assert not page.errors


def test_play_and_pause_keep_the_buttons_still_and_step_selects_nothing(player):
    """Fault 20: Play became the wider Pause and moved ⇥; a double click on Step selected
    its word."""
    page, w = player
    end = w.get_by_role("button", name="Jump to end")
    before = end.bounding_box()["x"]
    w.locator(".cr-speed").evaluate("(s) => { s.value = 0; }")      # one step a second
    w.get_by_role("button", name="Play", exact=True).click()
    assert w.get_by_role("button", name="Pause", exact=True).is_visible()
    assert end.bounding_box()["x"] == before
    w.get_by_role("button", name="Pause", exact=True).click()
    w.get_by_role("button", name="Step", exact=True).dblclick()
    assert page.evaluate("String(window.getSelection())") == ""
    assert not page.errors


# the block's swatch in the legend: its fill and the colour behind it (the nearest box
# with a background of its own)
SWATCH = """(w) => {
  const item = [...w.querySelectorAll('.cr-legend li')].find((li) => /block/.test(li.textContent));
  let el = item.querySelector('.cr-swatch'), bg = 'rgba(0, 0, 0, 0)';
  for (; el && /rgba\\(.*, 0\\)|transparent/.test(bg); el = el.parentElement) {
    bg = getComputedStyle(el).backgroundColor;
  }
  return [getComputedStyle(item.querySelector('.cr-swatch rect')).fill, bg];
}"""


def test_the_block_in_the_legend_shows_in_the_dark(browser, tmp_path):
    """Fault 20: on the dark board the grey block of the legend was nearly invisible."""
    page = laptop_player(browser, tmp_path / "blocks.html", "F", blocks=["C3"])
    page.emulate_media(color_scheme="dark")
    page.wait_for_function("() => document.querySelector('.cr-widget').dataset.theme === 'dark'")
    w = page.locator(".cr-widget")
    assert contrast(*w.evaluate(SWATCH)) >= 3       # WCAG's 3:1 for a picture's parts
    shot(page, "walk01_dark_legend", w)
    page.close()


def test_a_long_program_keeps_its_lit_card_in_view_and_the_slider_its_length(browser, tmp_path):
    """Fault 17: on Exercise 2's ten cards the lit card went below the screen, and a long
    counter ("…: Roby crashed") shortened the slider."""
    # the last F crashes, on A5
    page = laptop_player(browser, tmp_path / "long.html", "F F R F F R F F R F F F")
    w = page.locator(".cr-widget")
    slider = w.locator(".cr-slider")
    width = slider.bounding_box()["width"]
    w.get_by_role("button", name="Jump to end").click()
    assert "crashed" in w.locator(".cr-counter").inner_text()
    assert slider.bounding_box()["width"] == width
    lit, stack = w.locator(".cr-stack .cr-running"), w.locator(".cr-stack")
    assert lit.get_attribute("data-node") == "11"
    card, box = lit.bounding_box(), stack.bounding_box()
    assert box["y"] <= card["y"] and card["y"] + card["height"] <= box["y"] + box["height"]
    assert box["y"] + box["height"] <= 650                # the program's box fits the screen
    shot(page, "walk01_long_program", w)
    assert not page.errors
    page.close()


@pytest.fixture(scope="module")
def lab_boards(lab, browser):
    """One notebook for the module's boards in JupyterLab (a notebook and its kernel each
    took seconds to open): "Lost", lesson 01's first board (for the busy Python); a
    challenge's board (goal A3) holding "F F", run by nobody yet; a board with no cards;
    "Restarted", the first board again, left untouched for the restart. Each test uses a
    board of its own; the restart, which cuts every board off its kernel, runs last (its
    test is the last of the file, and pytest runs a file's tests in order)."""
    cells = ["from codyroby_lab import lessons\n" + BOARD.format("Lost"),
             "ex = lessons.challenge(None, 'A5', 'A3')\n"
             "lessons.board('F F', on=ex, run=False, title='Goal')",
             "lessons.board('', at='C3', title='Empty')",
             BOARD.format("Restarted")]
    with notebook_page(lab, browser, "walk01_boards.ipynb", cells, LAPTOP) as page:
        yield page


def test_a_busy_python_is_said_and_its_late_answer_plays(lab_boards):
    """Fault 4, the other way to lose touch: Python busy with a long cell does not answer
    Run; the board says so after a few seconds, and its answer, when it comes, plays."""
    page = lab_boards
    w = page.locator(".cr-widget").first                        # "Lost"
    page.locator(".jp-Notebook .jp-Cell").last.locator(".jp-InputPrompt").click()
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    page.keyboard.insert_text("import time\ntime.sleep(9)")
    page.keyboard.press("Shift+Enter")                       # Python is busy for 9 s
    error = w.locator(".cr-error")
    w.get_by_role("button", name="Run", exact=True).click()
    page.wait_for_function("(el) => el.textContent.includes('lost its connection')",
                           arg=error.element_handle(), timeout=8_000)
    page.wait_for_function("(el) => el.textContent.startsWith('step 3 of 3')",
                           arg=w.locator(".cr-counter").element_handle(), timeout=WAIT)
    assert "lost its connection" not in error.inner_text()
    assert not page.js_errors


def test_a_run_that_ends_on_the_goal_says_so(lab_boards):
    """Fault 16: Roby stood on the star and the board said only "The program has
    ended."."""
    page = lab_boards
    w = page.locator(".cr-widget").filter(has_text="Goal")
    w.get_by_role("button", name="Run", exact=True).click()
    page.wait_for_function("(el) => el.textContent.includes('reached the goal')",
                           arg=w.locator(".cr-status").element_handle(), timeout=WAIT)
    assert w.locator(".cr-status").inner_text() == (
        "The program has ended. Roby reached the goal on A3.")
    shot(page, "walk01_goal", w)
    assert not page.js_errors


def test_run_with_no_cards_says_to_lay_cards_first(lab_boards):
    """Fault 15, in the browser: the words show by the editor and Running… goes."""
    page = lab_boards
    w = page.locator(".cr-widget").filter(has_text="Empty")
    w.get_by_role("button", name="Run", exact=True).click()
    page.wait_for_function("(el) => el.textContent.includes('no cards yet')",
                           arg=w.locator(".cr-error").element_handle(), timeout=WAIT)
    assert "Running" not in w.locator(".cr-status").inner_text()
    shot(page, "walk01_empty_run", w)
    assert not page.js_errors


@pytest.fixture
def restarted(lab_boards):
    """The module's page, its kernel restarted from JupyterLab's menu (the module's last
    test: the boards' models are then gone from the kernel)."""
    page = lab_boards
    page.get_by_role("menuitem", name="Kernel", exact=True).click()
    page.get_by_role("menuitem", name="Restart Kernel…").click()
    page.locator(".jp-Dialog").get_by_role("button", name="Confirm Kernel Restart").click()
    page.locator(".jp-StatusBar-Widget").filter(has_text="| Idle").first.wait_for(
        timeout=60_000)
    return page


def test_a_board_whose_python_was_restarted_says_so(restarted):
    """Fault 4: after a restart Run showed "Running…" for ever; it must say, within a few
    seconds, that the board lost its connection and what to do."""
    page = restarted
    w = page.locator(".cr-widget").nth(3)                        # "Restarted", never run
    error = w.locator(".cr-error")
    w.get_by_role("button", name="Run", exact=True).click()
    page.wait_for_function("(el) => el.textContent.includes('lost its connection')",
                           arg=error.element_handle(), timeout=8_000)
    assert "Run All Above Selected Cell" in error.inner_text()
    assert "Running" not in w.locator(".cr-status").inner_text()
    shot(page, "walk01_lost_touch", w)
    page.evaluate("(el) => { el.textContent = ''; }", error.element_handle())
    w.get_by_role("button", name="Run", exact=True).click()      # asks again, says it again
    page.wait_for_function("(el) => el.textContent.includes('lost its connection')",
                           arg=error.element_handle(), timeout=8_000)
    assert not page.js_errors


