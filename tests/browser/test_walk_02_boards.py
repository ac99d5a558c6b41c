"""Lesson 02's boards in a notebook as walks 02 (issue 29), 02e and 02f found them
(/work/walk/walk02e/report.md, /work/walk/walk02f/report.md). One notebook for the three
walks (a notebook and its Python took seconds each to start): each test runs a board of
its own in a new cell; the reload test, which takes every board away, comes last.
Walk 02's Play on a saved page is tests/browser/test_walk_02.py."""

from __future__ import annotations

import pytest

from tests.support.boards import PATROL
from tests.support.browser import (
    LAPTOP,
    notebook_page,
    restart_kernels,
    run_cell,
    set_theme,
    shot,
    to_top,
    wait_counter,
    wait_end,
    wait_status,
    wait_text,
)

CARDS = 'palette=["F", "L", "R", "REPEAT"]'


@pytest.fixture(scope="module")
def page(lab, browser):
    """One notebook for the module, its first board drawn by its first cell; each test runs
    a board of its own in a new cell. The reload test, which restarts the kernel and
    reloads the page, is the file's last (pytest runs a file's tests in order)."""
    setup = 'from codyroby_lab import lessons\nlessons.board("F", at="C3")'
    with notebook_page(lab, browser, "walk02.ipynb", [setup], LAPTOP) as page:
        yield page


# --- walk 02e ---------------------------------------------------------------------------

def test_before_a_run_a_board_holding_cards_does_not_ask_for_cards(page):
    """Fault 5: Question 1's board, its program there, said "Nothing has run yet: put cards
    in the program, then press Run.", so a child added cards to a finished program."""
    cell = run_cell(page, f'lessons.board("REPEAT 3 [F F R]", at="A5", run=False, {CARDS})')
    log = cell.locator(".cr-widget .cr-current")
    log.wait_for()
    words = log.inner_text()
    assert "Nothing has run yet" in words and "press Run" in words, words
    assert "put cards" not in words, words
    assert not page.js_errors


def test_the_help_line_says_how_to_take_a_card_out_with_the_mouse_in_plain_words(page):
    """Faults 9, 13 and 14: nothing said that dragging a card back onto the palette takes it
    out, or how a card goes into a REPEAT by keys, and the help line spoke of "rearrange"
    and "Alt+arrows"."""
    cell = run_cell(page, f'lessons.board("F F REPEAT 2 [L]", at="C3", {CARDS})')
    hint = cell.locator(".cr-widget .cr-keys")
    hint.wait_for()
    words = hint.text_content()
    assert "Drag it back onto the cards above to take it out" in words, words
    for jargon in ("rearrange", "Alt+arrows", "picks"):
        assert jargon not in words, words
    # fault 13: Alt+Down took a card past the REPEAT, never into it; the help now says how
    assert "Alt and \u2192 put a card into the REPEAT just above it" in words
    w = cell.locator(".cr-widget")
    w.locator('.cr-stack [data-node="1"]').focus()
    page.keyboard.press("Alt+ArrowDown")
    page.keyboard.press("Alt+ArrowRight")
    wait_text(page, w, "F REPEAT 2 [L F]")


@pytest.mark.parametrize("typed", ["0", "-3", "2.5", ""])
def test_a_number_a_repeat_cannot_take_is_said_and_the_box_keeps_its_number(page, typed):
    """Fault 7: 0 (or -3, an empty box) went back silently to the old number under a red
    message that stayed, the first Tab stayed in the box, and 2.5 became 2 unsaid."""
    cell = run_cell(page, f'lessons.board("REPEAT 4 [F]", at="C3", {CARDS})')
    w = cell.locator(".cr-widget")
    box = w.locator(".cr-times")
    box.fill(typed)
    box.press("Tab")
    status = w.locator(".cr-status")
    page.wait_for_function("(el) => el.textContent.includes('still runs its cards 4 times')",
                           arg=status.element_handle())
    assert box.input_value() == "4"
    assert w.locator(".cr-program-text").input_value() == "REPEAT 4 [F]"
    assert not box.evaluate("(el) => el === document.activeElement")   # Tab left the box
    assert w.locator(".cr-error").inner_text() == ""
    shot(page, f"walk02e-times-{typed or 'empty'}", w)
    assert not page.js_errors


def test_a_repeat_grabbed_by_its_number_box_keeps_its_number_and_one_is_one_time(page):
    """Walk 02v, fault 3: the mouse pressed on the right end of a REPEAT's number box (its
    tiny up and down arrows) to drag the card took 2 down to 1, and the board said "runs its
    cards 1 times". The box has no arrows to click: grabbed there, the number stays."""
    cell = run_cell(page, f'lessons.board("REPEAT 2 [REPEAT 2 [F] L]", at="C3", {CARDS})')
    w = cell.locator(".cr-widget")
    box = w.locator(".cr-times").first
    r = box.bounding_box()
    for y in (r["y"] + r["height"] * 0.75, r["y"] + r["height"] * 0.25):   # down, up arrows
        page.mouse.move(r["x"] + r["width"] - 5, y)
        page.mouse.down()
        page.mouse.move(r["x"] - 40, y + 60, steps=4)                  # a drag, as a child's
        page.mouse.up()
    assert box.input_value() == "2"
    assert w.locator(".cr-program-text").input_value() == "REPEAT 2 [REPEAT 2 [F] L]"
    box.fill("1")
    box.press("Tab")
    _status(page, w, "This REPEAT now runs its cards 1 time.")
    shot(page, "walk02v-number-box", w)
    assert not page.js_errors


# --- walk 02 ----------------------------------------------------------------------------

def test_jump_to_end_before_any_run_shows_the_end(page):
    """Walk 02, fault 10: ⇥ before any run did nothing and said nothing; it now runs the
    program and shows where it ends, as Step runs it and shows its first step (walk 01j)."""
    cell = run_cell(page, f'lessons.board("{PATROL}", at="C3", run=False)')
    w = cell.locator(".cr-widget")
    w.locator(".cr-end").click()
    wait_end(page, w)
    shot(page, "walk02-end-before-run", w)
    assert not page.js_errors


def test_a_repeat_card_on_a_board_of_lesson_2_has_only_its_number(page):
    """Walk 02, fault 8: every REPEAT card offered WHILE (lesson 3's) in a drop-down."""
    cell = run_cell(page, 'lessons.board("REPEAT 2 [F]", at="C3", '
                          'palette=["F", "L", "R", "REPEAT"])')
    w = cell.locator(".cr-widget")
    w.locator(".cr-times").wait_for()
    assert w.locator(".cr-block-controls select").count() == 0
    shot(page, "walk02-repeat-number-only", w)
    assert not page.js_errors


def test_arrows_on_a_repeats_cards_move_between_cards(page):
    """Walk 02 (issue 29), fault 4: Tab landed on the REPEAT's number box and each ArrowDown
    silently took one off its number, while the help said "arrows move". On the cards the
    arrows move from card to card; in the number box they change the number and the status
    line says so (walk 02f, fault 5: below)."""
    cell = run_cell(page, 'lessons.board("REPEAT 4 [F R] L", at="C3", '
                          'palette=["F", "L", "R", "REPEAT"])')
    w = cell.locator(".cr-widget")
    w.locator('.cr-stack [data-node="0"]').focus()          # the REPEAT card itself
    page.keyboard.press("ArrowDown")
    assert page.evaluate("() => document.activeElement.dataset.node") == "1"   # the F inside
    page.keyboard.press("ArrowDown")
    assert page.evaluate("() => document.activeElement.dataset.node") == "2"
    wait_text(page, w, "REPEAT 4 [F R] L")
    shot(page, "walk02-number-box-arrows", w)
    assert "Type a REPEAT's number" in w.locator(".cr-keys").text_content()
    assert not page.js_errors


# --- walk 02f ---------------------------------------------------------------------------

def _status(page, w, words: str):
    page.wait_for_function("([el, t]) => el.textContent.includes(t)",
                           arg=[w.locator(".cr-status").element_handle(), words])


def test_up_and_down_in_a_repeats_number_box_change_its_number(page):
    """Fault 5: the number box shows up and down arrows, yet two ArrowUp presses left 3 as
    it was. Now each changes the number by one, the status line says so, the focus stays in
    the box (a third press goes on), and the help says so."""
    cell = run_cell(page, f'lessons.board("REPEAT 3 [F R] L", at="C3", {CARDS})')
    w = cell.locator(".cr-widget")
    box = w.locator(".cr-times")
    box.focus()
    page.keyboard.press("ArrowUp")
    wait_text(page, w, "REPEAT 4 [F R] L")
    page.keyboard.press("ArrowUp")
    wait_text(page, w, "REPEAT 5 [F R] L")
    _status(page, w, "now runs its cards 5 times")
    page.keyboard.press("ArrowDown")
    wait_text(page, w, "REPEAT 4 [F R] L")
    assert box.evaluate("(el) => el === document.activeElement")
    assert box.input_value() == "4"
    # (the help's keys are in "More buttons and keys", folded: walk 01h, fault 13)
    assert "change it there with \u2191 and \u2193" in \
        w.locator(".cr-keys").text_content()
    shot(page, "walk02f-number-box-arrows", w)
    assert not page.js_errors


def test_a_number_word_typed_in_the_number_box_is_read_as_its_number(page):
    """Walk 02f, fault 4: "two" typed in a REPEAT's number box heard "The number box was
    empty"; walk 02p3, fault 2: "four" was refused beside the box, out of view, and the
    REPEAT stayed at 3. A number word is its number, as the lessons' checks read it; a word
    that is no number is said beside the box, which keeps its number."""
    cell = run_cell(page, f'lessons.board("REPEAT 3 [F]", at="C3", {CARDS})')
    w = cell.locator(".cr-widget")
    box = w.locator(".cr-times")
    for typed, program in (("four", "REPEAT 4 [F]"), ("Two", "REPEAT 2 [F]"),
                           ("diciassette", "REPEAT 17 [F]")):
        box.focus()
        page.keyboard.press("Control+a")
        page.keyboard.type(typed)
        page.keyboard.press("Enter")
        wait_text(page, w, program)
    box.focus()
    page.keyboard.press("Control+a")
    page.keyboard.type("fuor")
    box.press("Tab")
    _status(page, w, "still runs its cards 17 times")
    said = w.locator(".cr-times-note").inner_text()
    assert "fuor is not a number" in said and "two" in said, said
    assert box.input_value() == "17"
    shot(page, "walk02p3-number-box-word", w)
    assert not page.js_errors


def test_a_repeat_says_which_time_round_it_is_on_while_stepping(page):
    """Fault 2: while stepping the garden patrol only the card that ran lit up: nothing said
    "time 2 of 4", the very thing Questions 1 and 2 ask the child to count. Each REPEAT
    around the card that ran now says which time round it is on, an inner one counting
    again from 1 in each round of the outer one. Walk 02r6, fault 3: in Predict mode the
    rounds stayed those of the step on show while the card of the step to guess was lit
    ("time 1 of 3" beside the F of round 2): they are the lit card's."""
    cell = run_cell(page, f'lessons.board("REPEAT 2 [REPEAT 3 [F] R]", at="A5", {CARDS})')
    w = cell.locator(".cr-widget")
    rounds = w.locator(".cr-round")
    rounds.first.wait_for(state="attached")
    w.get_by_role("button", name="Reset", exact=True).click()
    said = []
    for k in range(1, 6):
        w.get_by_role("button", name="Step", exact=True).click()
        wait_counter(page, w, f"step {k} of")
        said.append(tuple(rounds.all_inner_texts()))
    shot(page, "walk02f-repeat-rounds", w)
    assert said == [("time 1 of 2", "time 1 of 3"), ("time 1 of 2", "time 2 of 3"),
                        ("time 1 of 2", "time 3 of 3"), ("time 1 of 2", ""),
                        ("time 2 of 2", "time 1 of 3")], said
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Back", exact=True).click()       # step 4: the R
    assert tuple(rounds.all_inner_texts()) == ("time 1 of 2", "")
    w.get_by_role("button", name="Step", exact=True).click()       # step 5 to guess
    wait_status(page, w, "Predict: click the square where Roby will be after step 5")
    assert tuple(rounds.all_inner_texts()) == ("time 2 of 2", "time 1 of 3")
    shot(page, "walk02r6-rounds-in-predict", w)
    w.get_by_role("button", name="Back", exact=True).click()       # the guess given up
    assert tuple(rounds.all_inner_texts()) == ("time 1 of 2", "time 3 of 3")
    w.locator(".cr-predict-toggle").uncheck()
    assert not page.js_errors


def test_a_repeat_whose_header_is_out_of_the_box_says_its_round_at_the_box_top(page):
    """Walk 02r6, fault 8: in the garden walk, with the board's title 60 px down a 650 px
    screen, the REPEAT's header (and its "time 1 of 2") went out at the top of the program
    box at steps 4 and 5, leaving "1 more card above". Its round is said there."""
    cell = run_cell(page, 'lessons.board("REPEAT 2 [F F F R R]", at="C5", '
                          f'title="The garden walk", {CARDS})')
    w = cell.locator(".cr-widget")
    w.get_by_role("button", name="Reset", exact=True).click()
    w.locator(".cr-title").evaluate("(t) => t.scrollIntoView({block: 'start'})")
    page.mouse.move(700, 300)
    page.mouse.wheel(0, -70)
    page.wait_for_timeout(300)
    box, head = w.locator(".cr-stack"), w.locator(".cr-round")
    for k in range(1, 6):
        w.get_by_role("button", name="Step", exact=True).click()
        wait_counter(page, w, f"step {k} of")
        inside = head.evaluate("(r, b) => r.getBoundingClientRect().top >= "
                               "b.getBoundingClientRect().top - 1", box.element_handle())
        above = w.locator(".cr-more-above")
        said = head.inner_text() if inside else above.inner_text()
        assert "time 1 of 2" in said, (k, said)
    shot(page, "walk02r6-round-above-the-box", w)
    assert not inside, "the header fits: the test no longer shows the fault"
    assert above.inner_text() == "▲ 1 more card above (REPEAT 2: time 1 of 2)"
    assert not page.js_errors


# --- walk 02p ---------------------------------------------------------------------------

def test_a_board_keeping_its_cards_says_which_under_its_title_till_they_change(page):
    """Walk 02p, fault 1: my_program changed in the cell and run again, the board kept its
    cards and said so only under its buttons, off screen with its title at the top. It says
    which program it holds, and how to play the cell's, right under its title, in view with
    the title at the top of a 650 px screen, in the light and the dark look; the note goes
    once the cards change."""
    make = ('kept_board = lessons.board("{}", at="C3", title="Exercise 1: the smallest loop", '
            f'{CARDS})\nkept_board')
    run_cell(page, make.format("F R F R F R")).locator(".cr-widget").wait_for()
    run_cell(page, 'kept_board.program = "REPEAT 4 [F L]"')
    w = run_cell(page, make.format("REPEAT 3 [F R]")).locator(".cr-widget")
    note = w.locator(".cr-kept")
    note.wait_for()
    assert note.inner_text().startswith("This board keeps your cards from before, REPEAT 4 "
                                        "[F L], not the program in the cell, REPEAT 3 [F R].")
    w.locator(".cr-title").evaluate("(t) => t.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    assert note.bounding_box()["y"] + note.bounding_box()["height"] < LAPTOP["height"]
    shot(page, "walk02p-kept-note")
    set_theme(page, "JupyterLab Dark")
    try:
        w.locator(".cr-title").evaluate("(t) => t.scrollIntoView({block: 'start'})")
        shot(page, "walk02p-kept-note-dark")
    finally:
        set_theme(page, "JupyterLab Light")
    w.locator(".cr-palette [data-card='F']").first.click()          # the cards change
    note.wait_for(state="hidden")
    assert not page.js_errors


# --- last: the reload takes every board of the notebook away ------------------------------

# --- walk 02p3 -------------------------------------------------------------------------

# where the board's squares' top row is, and the notebook's view (its top and bottom)
_PLACES = """(w) => {
  const view = (w.closest('.jp-WindowedPanel-outer') || w.closest('.jp-Notebook'))
    .getBoundingClientRect();
  const squares = w.querySelector('svg.cr-board .cr-cells').getBoundingClientRect();
  return {view: [view.top, view.bottom], squares: squares.top};
}"""


def test_shift_tab_from_run_goes_round_to_the_last_control_in_view_and_the_table_says_its_keys(
        page):
    """Walk 02p3, fault 4: Shift+Tab from Run went round to the Desk check at the bottom, the
    page scrolled the board's title and top row away, and the arrows then scrolled the table,
    unsaid, where a child meant to move on the board. Shift+Tab from Run goes round to the
    last control, Use text, and the squares stay in view; Tab from there reaches the table,
    and the note by the focus says what the arrows do on it."""
    cell = run_cell(page, f'lessons.board("REPEAT 3 [F F R]", at="A5", title="Question 1", '
                          f'{CARDS})')
    w = cell.locator(".cr-widget")
    w.locator(".cr-desk-scroll").wait_for()
    run = w.get_by_role("button", name="Run", exact=True)
    run.focus()
    to_top(page, w)
    page.keyboard.press("Shift+Tab")
    focused = "(el) => el === document.activeElement"
    assert w.get_by_role("button", name="Use text", exact=True).evaluate(focused)
    places = w.evaluate(_PLACES)
    shot(page, "walk02p3-shift-tab-from-run")
    assert places["squares"] >= places["view"][0], places    # the top row is in view
    page.keyboard.press("Tab")
    assert w.locator(".cr-desk-scroll").evaluate(focused)
    note = w.locator(".cr-key-note")
    assert "\u2191 and \u2193 scroll the Desk check box, not the board" in note.inner_text()
    page.keyboard.press("Tab")                               # and Tab goes round to Run
    assert run.evaluate(focused)
    assert not page.js_errors


# --- walk 02q4 ---------------------------------------------------------------------------

QUESTION = ('lessons.board("REPEAT 3 [F F L]", at="A5", facing="N", title="Question 1", '
            f'run=False, {CARDS}, answer_first=True)')


def test_a_question_board_before_its_guess_is_answered_has_no_step_to_show_the_answer(page):
    """Walk 02q4, fault 2: Step with Predict unticked played step 1 and said where Roby
    went; the walker could not see whether a question's board allows it before its guess
    cell is answered. It does not: there is no board yet, only the note to answer first."""
    cell = run_cell(page, QUESTION)
    note = cell.get_by_text("so it waits for your answer")
    note.wait_for()
    assert "check your guess above until it is right" in note.inner_text()
    assert cell.locator(".cr-widget").count() == 0
    assert cell.get_by_role("button", name="Step", exact=True).count() == 0
    assert not page.js_errors


def test_run_pressed_with_predict_ticked_says_it_starts_the_guessing_again(page):
    """Walk 02q4, fault 1: on a question's board, Run pressed with Predict ticked, as the
    lesson said ("Press Run after that to watch the whole program"), went back to step 0
    and asked step 1 again, nothing played and nothing said why. The board says what Run
    did and how to watch the whole run: untick Predict; then Run plays it to its end."""
    run_cell(page, 'lessons.predict("REPEAT 3 [F F L]", "show me", at="A5", facing="N")')
    w = run_cell(page, QUESTION).locator(".cr-widget")
    w.wait_for()
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    wait_status(page, w, "Predict: click the square where Roby will be after step 1")
    page.keyboard.press("ArrowUp")                       # A4: step 1's F, guessed right
    page.keyboard.press("Enter")
    wait_status(page, w, "Right! Roby is on A4 after step 1.")
    w.get_by_role("button", name="Run", exact=True).click()
    wait_status(page, w, "Run started again from step 0, because Predict is ticked")
    said = w.locator(".cr-status").inner_text()
    assert "To watch the whole run, untick Predict, then press Run." in said, said
    assert "after step 1" in said, said                 # and what to do to go on guessing
    w.locator(".cr-title").evaluate("(t) => t.scrollIntoView({block: 'start'})")
    shot(page, "walk02q4-run-in-predict")
    set_theme(page, "JupyterLab Dark")
    try:
        shot(page, "walk02q4-run-in-predict-dark")
    finally:
        set_theme(page, "JupyterLab Light")
    w.locator(".cr-predict-toggle").uncheck()
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    assert "Run started again" not in w.locator(".cr-status").inner_text()
    assert not page.js_errors


def test_a_board_gone_after_a_reload_says_to_run_its_cell_again(lab, page):
    """Fault 2: after a page reload each board said "Error displaying widget: model not
    found" and nothing told the child what to do. A line under the board says to run the
    cell again; it is hidden while the board is drawn. (The module's first board, in the
    first cell; the boards the other tests added below it are gone too.)"""
    cell = page.locator(".jp-Notebook .jp-CodeCell").first
    note = cell.locator(".cr-not-drawn")
    note.wait_for(state="attached")
    assert not note.is_visible()                   # the board is drawn: no note
    page.locator(".jp-Notebook").click(position={"x": 5, "y": 5})
    page.keyboard.press("Control+s")
    page.locator(".jp-mod-dirty").wait_for(state="detached")
    restart_kernels(lab)
    page.reload()
    page.get_by_text("model not found").first.wait_for(timeout=60_000)
    note.wait_for(state="visible")
    assert "run this cell again" in note.inner_text()
    assert cell.locator(".cr-widget").count() == 0
    shot(page, "walk02e-reload-note", cell)
