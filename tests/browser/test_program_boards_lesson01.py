"""Lesson 01's program boards in a real JupyterLab, as the walks met them (issue 29,
/work/walk/01, walk01d, walk01f, walk01g, walk01h): the offline player's Predict, Play and
dark legend; the exercise board's help, budget and restart; the first board's Shift+Tab,
refused text and Desk check; refusals that leave a board usable; the feedback of an answer
without quotes and after a restart; a busy or restarted Python.

One notebook for them all (each walk took a notebook and a Python of its own, seconds each to
open): its two cells are given each walk's boards in turn (``run_instead``), a walk's tests
on them in the order its module ran them. A restart of Python ends a walk's part: the next
part's cells import what they use. The busy and restarted Python come last."""

from __future__ import annotations

import json

import pytest

from tests.support.browser import (
    LAPTOP,
    WAIT,
    contrast,
    drag_before,
    laptop_player,
    notebook_page,
    restart_python,
    run_cell,
    run_code,
    run_instead,
    settled,
    shot,
    wait_counter,
    wait_text,
)
from tests.support.lesson_runs import NOTEBOOKS

# --- walk 01: the offline player (no notebook) ---------------------------------------------

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


# --- the module's notebook -------------------------------------------------------------------

# walk 01g's exercise board
G_BOARD = """\
from codyroby_lab import lessons
ex1 = lessons.challenge(start="A5", facing="N", target="C4", budget=5)
my_program = "F R F"
my_board1 = lessons.board(my_program, on=ex1, title="Walk 01g", palette=["F", "L", "R"],
                          run=False)
my_board1"""


@pytest.fixture(scope="module")
def page(lab, browser):
    """Walk 01g's board first, then a cell for a second board (a line of text until then)."""
    with notebook_page(lab, browser, "program_boards_01.ipynb",
                       [G_BOARD, "print('a second board comes here')"], LAPTOP) as page:
        yield page


# --- walk 01g: the exercise board's help and budget; the restart (then Run All) -------------

def test_the_help_under_the_program_tells_this_boards_cards_only(page):
    """Faults 2, 3 and 5: the words under the program spoke of an IF's ELSE on a board of
    F, L and R, said the arrow keys only for the program (L and R in the row of cards were
    found by guessing) and never said what the circle on each card is."""
    said = page.locator(".cr-widget").first.locator(".cr-keys").text_content()
    assert "IF" not in said and "ELSE" not in said, said
    assert "\u2190 and \u2192 go from card to card above" in said, said
    assert "The small circle on a card puts a stop mark there" in said, said


def test_a_program_over_the_budget_is_said_on_the_board(page):
    """Walk 01v, fault M2: with 6 cards on "at most 5 cards" the board said only "F card
    added: the program has 6 cards"; the budget was in the title, scrolled away. Walk 01p,
    fault 3: with 22 cards on 10 it said "take one out": it says how many."""
    w = page.locator(".cr-widget").first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator(".cr-program-text").fill("F R F F F")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F R F F F")
    settled(page, w)
    assert "allows" not in w.locator(".cr-hint").inner_text()
    w.locator('.cr-palette [data-card="F"]').click()
    wait_text(page, w, "F R F F F F")
    page.wait_for_function("(el) => el.textContent.includes('the program has 6 cards, more than "
                           "the 5 this challenge allows')",
                           arg=w.locator(".cr-status").element_handle())
    assert w.locator(".cr-hint").inner_text().startswith(
        "This program has 6 cards: this challenge allows 5, so take one out.")
    # far over, it says how many (walk 01p, fault 3: 22 cards on 10 heard "take one out")
    w.locator(".cr-program-text").fill("F R F F F F F F F F F F")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F R F F F F F F F F F F")
    settled(page, w)
    assert w.locator(".cr-hint").inner_text().startswith(
        "This program has 12 cards: this challenge allows 5, so take 7 out.")
    w.locator(".cr-program-text").fill("F R F")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F R F")
    settled(page, w)
    assert not page.js_errors


def test_after_a_restart_the_board_says_so_and_run_all_brings_back_its_program(page):
    """Faults 1 and 6: after a restart, Run's "lost touch" words were small under the slider
    while What happened still said "Nothing has run yet: press Run"; then Run All rebuilt
    the exercise board with its cell's program, and the one the child built was gone. What
    happened says the board lost touch, and after Run All the board holds the built
    program. Walk 01p, faults 1 and 9: the board says so as Python restarts, nothing
    pressed, and its grey cards say why on hover."""
    w = page.locator(".cr-widget").first
    w.locator(".cr-program-text").fill("F R F F")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F R F F")
    settled(page, w)
    restart_python(page)
    # lost at once, before anything is pressed (walk 01p, fault 1: it looked alive until a
    # press waited for Python's answer)
    page.wait_for_function("(el) => el.textContent.includes('lost its connection')",
                           arg=w.locator(".cr-error").element_handle(), timeout=10_000)
    assert w.locator(".cr-title").inner_text().startswith("This board cannot play now")
    # and its grey cards say why on hover (walk 01p, fault 9: only "Add L card")
    assert w.locator('.cr-palette [data-card="L"]').get_attribute("title") == (
        "Add L card (turn left). The cards cannot change now: this board lost its connection."
        " The red note on it says how to get it back.")
    shot(page, "walk01p-lost-at-once", w)
    w.get_by_role("button", name="Run", exact=True).click()
    page.wait_for_function("(el) => el.textContent.includes('lost its connection')",
                           arg=w.locator(".cr-error").element_handle(), timeout=40_000)
    assert "Nothing has run yet" not in w.locator(".cr-log").inner_text()
    # Run looks off while the board is lost, as its cards do (walk 01v, fault M8)
    run = w.get_by_role("button", name="Run", exact=True)
    assert run.evaluate("(b) => getComputedStyle(b).opacity") == "0.5"
    shot(page, "walk01g-lost-touch", w)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('.cr-widget .cr-program-text')]"
        ".some((box) => box.value === 'F R F F' && box.isConnected)"
        " && !document.querySelector('.cr-widget .cr-error')?.textContent"
        ".includes('lost its connection')",
        timeout=60_000)
    shot(page, "walk01g-after-run-all", page.locator(".cr-widget").first)
    assert not page.js_errors


# --- walks 01f and 01d: lesson 01's first board (cell 0, walk 01f's) and another (cell 1) ---

SETUP = """\
from codyroby_lab.ui import CodyRobyBoard
first = CodyRobyBoard(at="A5", facing="N", palette=["F", "L", "R"])
first"""
AGAIN = """\
from codyroby_lab.ui import CodyRobyBoard
again = CodyRobyBoard(at="A5", facing="N", palette=["F", "L", "R"])
again"""

# the element with the focus, when it is in board `w` (else None)
FOCUSED = ("(w) => { const f = document.activeElement; "
           "return w.contains(f) && f !== w ? f.getAttribute('aria-label') : null; }")
CELLS = "() => document.querySelectorAll('.jp-Notebook .jp-Cell').length"


@pytest.fixture(scope="module")
def df_boards(page, lab):
    """Walk 01f's board in the first cell, walk 01d's in the second."""
    return run_instead(page, lab, 0, SETUP), run_instead(page, lab, 1, AGAIN)


def board(page, n: int, boards):
    """Board ``n`` of walks 01f and 01d (0: walk 01f's, 1: walk 01d's), scrolled to the top
    of the view."""
    w = boards[n]
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w


# --- walk 01f: the first board ----------------------------------------------------------

def test_shift_tab_from_the_cards_after_emptying_the_program_stays_in_the_board(page, df_boards):
    """Fault 1 (serious): Delete on the program's last card moved the focus to the cards
    without a word; Shift+Tab from there left the board for the cell's toolbar, where
    Enter copied the cell and the arrows and Enter went into its code. Now the status says
    the program is empty and where the focus went, Shift+Tab stays in the board, and
    Escape goes to the board's cell, not its toolbar: the notebook keeps its cells and its
    code."""
    w = board(page, 0, df_boards)
    w.locator(".cr-program-text").fill("F")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F")
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Delete")
    page.wait_for_function("(w) => !w.querySelector('.cr-stack [data-node]')",
                           arg=w.element_handle(), timeout=40_000)
    page.wait_for_function("(w) => (document.activeElement.getAttribute('aria-label') || '')"
                           ".startsWith('Add ')", arg=w.element_handle(), timeout=40_000)
    assert "the program is empty" in w.locator(".cr-status").inner_text()
    cells = page.evaluate(CELLS)
    # (the first cell: this board's own)
    code = page.locator(".jp-Notebook .jp-Cell").first.locator(".cm-content").inner_text()
    # Shift+Tab goes round the board (walk 01q, fault 6 asked for one plain way out); it
    # is Escape that leaves it, for its cell, never the cell's toolbar
    page.keyboard.press("Shift+Tab")
    assert w.evaluate("(w) => w.contains(document.activeElement) && document.activeElement !== w")
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")                 # Escape then Tab (walk 08s, fault 1)
    assert w.evaluate("(w) => document.activeElement === w.closest('.jp-Cell')")
    shot(page, "walk01f-shift-tab-stays", w)
    assert page.evaluate(CELLS) == cells
    assert page.locator(".jp-Notebook .jp-Cell").first.locator(".cm-content").inner_text() == code


def test_a_refused_text_says_its_error_once_and_that_the_cards_kept_the_old_program(
        page, df_boards):
    """Fault 4: after F,R,F,F and Use text the same error showed under the board and under
    the text box, while the cards still held the last program and nothing said so. The
    error shows under the box only; the words under the board say the cards kept the
    program before it."""
    w = board(page, 0, df_boards)
    w.locator(".cr-program-text").fill("F F")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F F")
    # the board holds no question unanswered (a late answer to the first text redraws the box)
    settled(page, w)
    w.locator(".cr-program-text").fill("F,R,F,F")
    w.get_by_role("button", name="Use text").click()
    # Python's answer, on a loaded machine: as long as the other waits on an answer
    w.locator(".cr-text-error").filter(has_text="comma").wait_for(timeout=40_000)
    page.wait_for_function("(s) => s.textContent.includes('not a program yet')",
                           arg=w.locator(".cr-status").element_handle(), timeout=40_000)
    said = w.locator(".cr-status").inner_text()
    assert "comma" not in said and "cards still hold the program before it" in said, said
    shot(page, "walk01f-refused-text", w)


def test_the_boards_desk_check_says_north_not_n(page, df_boards):
    """Fault 6: the board's Desk check wrote "N" and "E" where the lesson, the events and
    the answers say "north" and "east"."""
    w = board(page, 0, df_boards)
    w.locator(".cr-program-text").fill("F R")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F R")
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-desk-scroll td").filter(has_text="east").first.wait_for(timeout=40_000)
    cells = w.locator(".cr-desk-scroll td").all_inner_texts()
    assert "north" in cells and not {"N", "E"} & set(cells), cells


# --- walk 01d: the second board ---------------------------------------------------------

def test_the_help_under_lesson_1s_program_speaks_of_its_own_cards(page, df_boards):
    """Fault 1: the help named a REPEAT's number box and "a breakpoint" in a lesson with
    neither, and said "drag cards" where the lesson says "Click a card"."""
    hint = board(page, 1, df_boards).locator(".cr-hint").inner_text()
    assert "REPEAT" not in hint and "breakpoint" not in hint, hint
    assert hint.startswith("Click a card"), hint


def test_run_on_an_empty_program_says_one_thing(page, df_boards):
    """Fault 2: the refusal said "drag cards into it" (the lesson: "Click a card"), and
    What happened still said "Press Run to run the program." after Run was pressed."""
    w = board(page, 1, df_boards)
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-error").filter(has_text="no cards yet").wait_for()
    assert "click a card" in w.locator(".cr-error").inner_text()
    assert "Press Run" not in w.locator(".cr-log").inner_text()
    shot(page, "walk01d-run-empty", w)


def test_after_alt_up_the_status_names_the_cards_new_place(page, df_boards):
    """Fault 3: B on card 3, then Alt+Up: the stop mark moved to card 2, but the status
    still said "breakpoint set on card 3"."""
    w = board(page, 1, df_boards)
    w.locator(".cr-program-text").fill("F F R")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F F R")
    w.locator('.cr-stack [data-node="2"]').focus()
    page.keyboard.press("b")
    assert "card 3" in w.locator(".cr-status").inner_text()
    page.keyboard.press("Alt+ArrowUp")
    wait_text(page, w, "F R F")
    said = w.locator(".cr-status").inner_text()
    assert "card 3" not in said and "card 2" in said, said
    shot(page, "walk01d-moved-stop-mark", w)


def test_jump_to_end_says_what_it_does(page, df_boards):
    """Fault 12: the ⇥ tooltip said only "Jump to end"; the others say what they do."""
    tip = board(page, 1, df_boards).get_by_role("button", name="Jump to end").get_attribute("title")
    assert tip.startswith("Jump to end:") and "last step" in tip, tip


# --- refusals leave the widget usable: a refused Run, New game, a text that cannot be read ---

REFUSED = """\
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
def refused(page, lab):
    """The board whose runner refuses a second run (cell 0)."""
    return run_instead(page, lab, 0, REFUSED)


def another(page, lab, code: str):
    """A new board of ``code`` in the second cell."""
    return run_instead(page, lab, 1, "from codyroby_lab.ui import CodyRobyBoard\n" + code)


def status(w) -> str:
    return w.locator(".cr-status").inner_text()


def test_a_refused_run_keeps_the_replay_and_new_game_starts_over(page, refused):
    w = refused
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


def test_no_new_game_button_without_a_callback(page, lab):
    w = another(page, lab, "CodyRobyBoard(program='F')")
    w.get_by_role("button", name="Run", exact=True).wait_for()
    assert w.get_by_role("button", name="New game").count() == 0
    assert not page.js_errors


def test_a_typed_program_that_cannot_be_read_stays_with_its_error_marked(page, lab):
    w = another(page, lab, "typed = CodyRobyBoard(program='F F R', at='A5')\ntyped"
                 )
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


def test_a_new_program_clears_the_prediction_the_crash_status_and_breakpoints(page, lab):
    w = another(page, lab, "fresh = CodyRobyBoard(program='F F F F F', at='A5')\nfresh"
                 )
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


def test_a_breakpoint_follows_its_card(page, lab):
    w = another(page, lab, "moved = CodyRobyBoard(program='F F R F', at='A5')\nmoved"
                 )
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


def test_a_finished_duel_refuses_a_run_and_new_game_deals_again(page, lab):
    """The issue's case: after the game is over a Run is refused; the replay of the winning
    turn stays, "Running..." goes, and New game deals a fresh game."""
    w = another(page, lab, DUEL)
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


# --- walks 01h and 03g: the feedback of an answer; tries kept over a restart ---------------

H_SETUP = """\
from codyroby_lab import codyroby, lessons
crash = codyroby.run("L F", at="A5", facing="N")
lessons.board("F F", title="Walk h feedback", palette=["F", "L", "R"], run=False)"""
# lesson 01's Question 3 from B5, not A5: the lab's folder, where the tries are kept, is shared
Q3 = 'lessons.predict("F F F F F", my_guess, at="B5", facing="N")'


def _lesson_cell(name: str, words: str) -> str:
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"]
                if c["cell_type"] == "code" and words in "".join(c["source"]))


@pytest.fixture(scope="module")
def h_cell(page, lab):
    """Walk h's board, then the lesson's crash example in a cell of its own below."""
    run_instead(page, lab, 0, H_SETUP)
    return run_cell(page, _lesson_cell("01_first_programs", 'crash = codyroby.run("L F"'))


def test_01h_2_no_line_of_the_crash_example_breaks_at_the_laptops_width(page, h_cell):
    """Walk 01h, fault 2: at 1366 px the crash example's event-and-rule line broke in the
    middle of "crash". Every line it prints now fits the output's width: the output is as
    tall as its lines, none wrapped."""
    out = h_cell.locator(".jp-OutputArea-output pre").filter(has_text="rule:")
    out.wait_for(timeout=WAIT)
    lines, height, line = out.evaluate("""(pre) => [pre.textContent.trimEnd().split('\\n').length,
        pre.getBoundingClientRect().height, parseFloat(getComputedStyle(pre).lineHeight)]""")
    assert "crash" in out.inner_text()
    assert height <= (lines + 0.5) * line, (lines, height, line)   # 3 lines for 2: wrapped
    assert not page.js_errors


def test_an_answer_without_its_quotes_is_said_plainly(page, h_cell):
    """walk01h #6 (serious): ``my_guess = crash`` showed "<Trace 2 steps, halt='crash'>"."""
    said = run_code(page, f"my_guess = crash\n{Q3}")
    assert "between quotes" in said and '"crash"' in said, said
    assert "Trace" not in said and "<" not in said, said


def test_a_missing_quote_says_what_to_check_under_pythons_words(page, h_cell):
    """walk01h #7: ``my_guess = "C3`` showed only Python's SyntaxError."""
    said = run_code(page, 'my_guess = "C3')
    shot(page, "walk-h-missing-quote")
    assert "SyntaxError" in said and "A quote is missing" in said, said


def test_the_tries_survive_a_restart_of_python(page, h_cell):
    """walk01h #5, walk03g #12: after Kernel > Restart every check said "first try"."""
    assert "Try again" in run_code(page, f'my_guess = "B2"\n{Q3}')
    assert "Try again" in run_code(page, f'my_guess = "C1"\n{Q3}')
    restart_python(page)
    said = run_code(page, f'from codyroby_lab import lessons\nmy_guess = "crash"\n{Q3}')
    assert "third try" in said and "first try" not in said, said


# --- walk 01, fault 4: a busy Python, then a restarted one (last: the restart) ---------------

BOARD = "lessons.board('F F R', at='A5', facing='N', title='{}')"
# "Lost", lesson 01's first board (for the busy Python); a challenge's board (goal A3) holding
# "F F", run by nobody yet; a board with no cards; "Restarted", the first board again, left
# untouched for the restart: one cell shows the four
LAB_BOARDS = ("from codyroby_lab import lessons\n"
              "ex = lessons.challenge(None, 'A5', 'A3')\n"
              f"for b in ({BOARD.format('Lost')},\n"
              "          lessons.board('F F', on=ex, run=False, title='Goal'),\n"
              "          lessons.board('', at='C3', title='Empty'),\n"
              f"          {BOARD.format('Restarted')}):\n"
              "    display(b)")


@pytest.fixture(scope="module")
def lab_boards(page, lab):
    """The four boards of walk 01's notebook, in one cell: (page, the cell's boards)."""
    run_instead(page, lab, 0, LAB_BOARDS)
    boards = page.locator(".jp-Notebook .jp-Cell").first.locator(".cr-widget")
    page.wait_for_function("(c) => c.querySelectorAll('.cr-widget').length === 4",
                           arg=page.locator(".jp-Notebook .jp-Cell").first.element_handle())
    return page, boards


def test_a_busy_python_is_said_and_its_late_answer_plays(lab_boards):
    """Fault 4, the other way to lose touch: Python busy with a long cell does not answer
    Run; the board says so after a few seconds, and its answer, when it comes, plays."""
    page, boards = lab_boards
    w = boards.nth(0)                        # "Lost"
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
    page, boards = lab_boards
    w = boards.filter(has_text="Goal")
    w.get_by_role("button", name="Run", exact=True).click()
    page.wait_for_function("(el) => el.textContent.includes('reached the goal')",
                           arg=w.locator(".cr-status").element_handle(), timeout=WAIT)
    assert w.locator(".cr-status").inner_text() == (
        "The program has ended. Roby reached the goal on A3.")
    shot(page, "walk01_goal", w)
    assert not page.js_errors


def test_run_with_no_cards_says_to_lay_cards_first(lab_boards):
    """Fault 15, in the browser: the words show by the editor and Running… goes."""
    page, boards = lab_boards
    w = boards.filter(has_text="Empty")
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
    page, boards = lab_boards
    page.get_by_role("menuitem", name="Kernel", exact=True).click()
    page.get_by_role("menuitem", name="Restart Kernel…").click()
    page.locator(".jp-Dialog").get_by_role("button", name="Confirm Kernel Restart").click()
    page.locator(".jp-StatusBar-Widget").filter(has_text="| Idle").first.wait_for(
        timeout=60_000)
    return lab_boards


def test_a_board_whose_python_was_restarted_says_so(restarted):
    """Fault 4: after a restart Run showed "Running…" for ever; it must say, within a few
    seconds, that the board lost its connection and what to do."""
    page, boards = restarted
    w = boards.nth(3)                        # "Restarted", never run
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


