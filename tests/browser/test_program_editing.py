"""Editing a CodyRoby program on its board, in a real JupyterLab on a laptop's page (issue 29,
walks 01s and 02s): where a card goes after one inside a REPEAT is taken out, what the board
says in Predict mode before a run, how tall the desk check's box is, the card row lit up
as a place to drop a program card, the board's top kept in view as Tab goes round, and a
long program's box showing whole cards and saying what it hides."""

from __future__ import annotations

import pytest

from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    run_cell,
    settled,
    wait_end,
    wait_status,
    wait_text,
)

SQUARE = ('from codyroby_lab import lessons\n'
          'lessons.board("REPEAT 4 [F R]", at="C3", title="Square", '
          'palette=["F", "L", "R", "REPEAT"], run=False)')


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "program_editing.ipynb", [SQUARE], viewport=LAPTOP) as page:
        yield page


@pytest.fixture
def board(page):
    """The board, scrolled to the top of the view, holding REPEAT 4 [F R] again."""
    w = page.locator(".cr-widget").first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    box = w.locator(".cr-program-text")
    if box.input_value() != "REPEAT 4 [F R]":
        box.fill("REPEAT 4 [F R]")
        box.press("Enter")
        wait_text(page, w, "REPEAT 4 [F R]")
    settled(page, w)
    return w


def test_a_card_added_after_a_delete_inside_a_repeat_takes_its_place(page, board):
    """Walk 02s, fault 3: the R inside REPEAT 4 [F R] taken out (clicked, Delete), then L
    clicked: L went after the REPEAT, and the board said only "L card added". It goes where
    R was, and the board says where; by the keys alone too."""
    w = board
    w.locator('.cr-stack [data-node="2"]').click()            # the R inside the REPEAT
    page.keyboard.press("Delete")
    settled(page, w)
    w.locator('.cr-palette [data-card="L"]').click()
    wait_text(page, w, "REPEAT 4 [F L]")
    wait_status(page, w, "L card added inside REPEAT 4, after F")
    # by keys: the focus on the L, Delete, then Enter on R in the card row
    w.locator('.cr-stack [data-node="2"]').focus()
    page.keyboard.press("Delete")
    settled(page, w)
    w.locator('.cr-palette [data-card="R"]').focus()
    page.keyboard.press("Enter")
    wait_text(page, w, "REPEAT 4 [F R]")
    # the first card of a block taken out: the next card goes first in it, and the one after
    # follows it (they went to the program's end)
    w.locator('.cr-stack [data-node="1"]').click()            # the F inside the REPEAT
    page.keyboard.press("Delete")
    settled(page, w)
    w.locator('.cr-palette [data-card="L"]').click()
    wait_text(page, w, "REPEAT 4 [L R]")
    wait_status(page, w, "L card added inside REPEAT 4, as its first card")
    w.locator('.cr-palette [data-card="F"]').click()
    wait_text(page, w, "REPEAT 4 [L F R]")
    # and the program's own first card (walk 01t, fault 3: by keys, it went to the end)
    w.locator('.cr-stack [data-node="0"]').focus()            # the REPEAT
    page.keyboard.press("Delete")
    settled(page, w)
    w.locator('.cr-palette [data-card="R"]').focus()
    page.keyboard.press("Enter")
    wait_text(page, w, "R L F R")
    page.keyboard.press("Enter")
    wait_text(page, w, "R R L F R")
    assert not page.js_errors


def test_a_program_typed_after_a_marked_card_was_deleted_has_no_stop_mark(page, board):
    """Walk 01t, fault 2: a stop mark on card 4 of F F R F, card 4 deleted, then F F R F
    typed in the text box: the new card 4 had the mark the child never put there."""
    w = board
    box = w.locator(".cr-program-text")
    box.fill("F F R F")
    box.press("Enter")
    wait_text(page, w, "F F R F")
    # walk 01t, fault 6: screen readers heard "Breakpoint on card 4", a word no child has read
    assert w.locator('.cr-stack [data-node="3"] .cr-break').get_attribute("aria-label") \
        == "Stop mark on card 4"
    w.locator('.cr-stack [data-node="3"]').focus()
    page.keyboard.press("b")
    w.locator('.cr-stack [data-node="3"] .cr-break[aria-pressed="true"]').wait_for()
    page.keyboard.press("Delete")
    wait_text(page, w, "F F R")
    settled(page, w)
    box.fill("F F R F")
    box.press("Enter")
    wait_text(page, w, "F F R F")
    settled(page, w)
    assert w.locator('.cr-break[aria-pressed="true"]').count() == 0


def test_escape_then_tab_leaves_from_a_number_box_and_from_a_guess(page, board):
    """Walk 02v, fault 1: Escape in a REPEAT's number box did nothing, and on the board's
    squares while guessing it only cancelled the guess: Tab after it stayed in the board,
    and a second Escape was needed. One Escape, then Tab, goes back to the notebook."""
    w = board
    note = w.locator(".cr-key-note")
    in_cell = "(w) => document.activeElement === w.closest('.jp-Cell')"
    w.locator('.cr-stack [data-node="0"] input.cr-times').focus()
    page.keyboard.press("Escape")
    assert note.inner_text() == "To go back to the notebook, press Tab now."
    page.keyboard.press("Tab")
    assert w.evaluate(in_cell)
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    w.get_by_role("button", name="Reset", exact=True).click()
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Escape")
    wait_status(page, w, "prediction cancelled")
    assert note.inner_text() == "To go back to the notebook, press Tab now."
    page.keyboard.press("Tab")
    assert w.evaluate(in_cell)
    w.locator(".cr-predict-toggle").uncheck()
    assert not page.js_errors


OVER = """([a, b]) => { const [r, s] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
  return r.left < s.right && s.left < r.right && r.top < s.bottom && s.top < r.bottom; }"""


def test_the_note_on_how_to_leave_hides_neither_program_nor_roby(page, board):
    """Walk 01v, fault 7: the note by the focus ("To leave the board, press Escape, then
    Tab.") lay over the word Program under a card to add, and above Run over Roby on the
    board's bottom row."""
    w = board
    note = w.locator(".cr-key-note")
    w.locator('.cr-palette [data-card="F"]').focus()
    page.keyboard.press("Escape")
    note.wait_for()
    assert not page.evaluate(OVER, [note.element_handle(),
                                    w.locator(".cr-program-label").element_handle()])
    w.locator(".cr-program-text").fill("R R F F")             # Roby ends on C5
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "R R F F")
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    page.wait_for_timeout(500)                       # (Roby's slide to C5 ends)
    w.get_by_role("button", name="Run", exact=True).focus()
    page.keyboard.press("Escape")
    note.wait_for()
    assert not page.evaluate(OVER, [note.element_handle(),
                                    w.locator("svg.cr-board [data-piece]").first.element_handle()])
    page.keyboard.press("Shift")                     # (a key: the note goes)
    assert not page.js_errors


def test_alt_up_on_the_first_card_says_nothing_moved(page, board):
    """Walk 02v, fault 4 (walk 03v, fault 6): Alt+Up on the card already first said "REPEAT
    card moved: it is now card 1" at each press, though nothing moved."""
    w = board
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Alt+ArrowUp")
    wait_status(page, w, "Nothing moved: this REPEAT card is already the first card.")
    w.locator('.cr-stack [data-node="2"]').focus()            # R, last inside the REPEAT
    page.keyboard.press("Alt+ArrowDown")
    wait_status(page, w, "Nothing moved: this R card is already the last card inside REPEAT 4.")
    assert w.locator(".cr-program-text").input_value() == "REPEAT 4 [F R]"
    assert not page.js_errors


def test_delete_on_the_last_card_focuses_the_card_just_before_it(page, board):
    """Walk 02v, fault 5: Delete on the last card, after a REPEAT, put the focus on the
    REPEAT, so the next Delete took the REPEAT out; the card just before, as the program
    reads, the REPEAT's last card, takes the focus."""
    w = board
    w.locator(".cr-program-text").fill("REPEAT 4 [F R] L")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "REPEAT 4 [F R] L")
    settled(page, w)
    w.locator('.cr-stack [data-node="3"]').focus()             # L
    page.keyboard.press("Delete")
    wait_text(page, w, "REPEAT 4 [F R]")
    page.wait_for_function("(w) => w.querySelector('.cr-stack [data-node]:focus')?.dataset.node"
                           " === '2'", arg=w.element_handle())
    page.keyboard.press("Delete")
    wait_text(page, w, "REPEAT 4 [F]")
    assert not page.js_errors


def test_predict_mode_gives_one_order_before_a_run(page, board):
    """Walk 01s, fault 3; walk 02s, fault 2: with Predict ticked, the top line said "press
    Step, then click where Roby will be" and What happened "press Run to watch the program".
    No words on the board say to press Run to watch; Predict off, What happened says it again."""
    w = board
    log = w.locator(".cr-log")
    assert "press Run to watch" in log.inner_text()
    w.locator(".cr-predict-toggle").check()
    wait_status(page, w, "Predict mode: press Step, then click where Roby will be "
                         "(or use the arrow keys and Enter).")
    assert "press Run" not in w.inner_text()
    assert "once you have guessed it" in log.inner_text()
    w.locator(".cr-predict-toggle").uncheck()
    wait_status(page, w, "Predict mode off.")
    assert "press Run to watch" in log.inner_text()


def test_a_short_run_has_a_short_desk_check(page, board):
    """Walk 01s, fault 11; walk 02s, fault 7: the desk check sat in a box 220 px tall, mostly
    empty after a run of two steps, which pushed the next cell far down. The box is as tall
    as its rows."""
    w = board
    box = w.locator(".cr-program-text")
    box.fill("F R")
    box.press("Enter")
    wait_text(page, w, "F R")
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    desk = w.locator(".cr-desk-scroll")
    rows = w.locator(".cr-desk").evaluate("(t) => t.getBoundingClientRect().height")
    assert desk.evaluate("(d) => d.clientHeight") <= rows + 1       # no empty room under the rows
    assert rows < 120                                               # the head and three rows


def test_the_card_row_lights_up_under_a_program_card_dragged_back(page, board):
    """Walk 02s, fault 10: a program card dragged back onto the cards above is taken out, but
    nothing lit up there while it was dragged (a REPEAT's box shows a blue line)."""
    w = board
    card = w.locator('.cr-stack [data-node="2"] .cr-card-head').bounding_box()   # the R
    row = w.locator(".cr-palette")
    to = w.locator('.cr-palette [data-card="REPEAT"]').bounding_box()
    page.mouse.move(card["x"] + 60, card["y"] + card["height"] / 2)
    page.mouse.down()
    x, y = to["x"] + to["width"] + 30, to["y"] + to["height"] / 2     # beside the last card
    page.mouse.move(x, y, steps=8)
    page.mouse.move(x, y + 1, steps=2)
    assert "cr-drop" in row.get_attribute("class")
    page.mouse.up()
    wait_text(page, w, "REPEAT 4 [F]")
    assert "cr-drop" not in row.get_attribute("class")


def test_a_card_clicked_after_the_first_is_dragged_out_goes_where_the_words_say(page, board):
    """Walk 01z, fault 1: R F F R F F, card 1 (R) dragged back onto the cards above, then L
    clicked: L went in at the top, with no dotted line and the words under the program still
    saying only "Click a card above to add it." It goes at the end; a first card taken out by
    Delete leaves new cards at the top (walk 01t, fault 3), and the words say so first."""
    w = board
    text = w.locator(".cr-program-text")
    text.fill("R F F R F F")
    text.press("Enter")
    wait_text(page, w, "R F F R F F")
    # (the box shows what was typed at once: the cards, once Python took it)
    page.wait_for_function("(w) => w.querySelectorAll('.cr-stack [data-node]').length === 6",
                           arg=w.element_handle(), timeout=WAIT)
    hint = w.locator(".cr-hint")
    w.locator('.cr-stack [data-node="0"] .cr-card-head').drag_to(w.locator(".cr-palette"))
    wait_text(page, w, "F F R F F")
    assert "New cards go" not in hint.inner_text()
    assert w.locator(".cr-selected").count() == 0                  # no dotted line
    w.locator('.cr-palette [data-card="L"]').click()
    wait_text(page, w, "F F R F F L")
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Delete")
    wait_text(page, w, "F R F F L")
    assert "New cards go at the top of the program." in hint.inner_text()
    w.locator('.cr-palette [data-card="R"]').click()
    wait_text(page, w, "R F R F F L")


# How far the board's top is below the top of the notebook's view (negative: above it).
BELOW_TOP = """(w) => w.getBoundingClientRect().top
  - w.closest('.jp-WindowedPanel-outer').getBoundingClientRect().top"""


def test_tab_round_to_the_cards_brings_the_boards_top_back(page, board):
    """Walk 01s, fault 8: by keys alone, the page was left scrolled with Roby and What
    happened above the window: Shift+Tab from the first control (Run, as the board is read)
    goes round to the last control (walk 02p3, fault 4: not the desk check under it), and Tab
    on to the desk check, at the bottom, and the page scrolls down to it; Tab back to the
    first control scrolled no further than it. The board's top comes back with it."""
    w = board
    run = w.get_by_role("button", name="Run", exact=True)
    run.click()
    wait_end(page, w)
    run.focus()
    page.keyboard.press("Shift+Tab")                       # round to the last control
    assert page.evaluate("() => document.activeElement.textContent") == "Use text"
    page.keyboard.press("Tab")                             # on to the desk check
    assert page.evaluate("() => document.activeElement.className") == "cr-desk-scroll"
    assert page.evaluate(BELOW_TOP, w.element_handle()) < -50      # the title went above
    page.keyboard.press("Tab")                             # round to Run
    assert page.evaluate("() => document.activeElement.textContent") == "Run"
    assert page.evaluate(BELOW_TOP, w.element_handle()) >= -1


# The program box's rows cut at its top or bottom edge, whether the lit card is whole in the
# box, and what its edges say.
EDGES = """(w) => { const box = w.querySelector('.cr-stack'), r = box.getBoundingClientRect();
  const [top, bottom] = [r.top + box.clientTop, r.top + box.clientTop + box.clientHeight];
  const heads = [...box.querySelectorAll('.cr-card-head')].map((h) => h.getBoundingClientRect());
  const lit = box.querySelector('.cr-running');
  const said = (s) => { const e = w.querySelector(s); return !e || e.hidden ? '' : e.textContent; };
  return {cutAtTop: heads.filter((h) => h.top < top - 1 && h.bottom > top + 1).length,
          litWhole: !lit || (lit.getBoundingClientRect().top >= top - 1
                             && lit.getBoundingClientRect().bottom <= bottom + 1),
          above: said('.cr-more-above'), below: said('.cr-more-below')}; }"""


def test_a_long_program_shows_whole_cards_and_says_what_its_box_hides(page, board):
    """Walk 01s, fault 5; walk 02s, fault 8: the program's box scrolls inside itself: after
    Run its first card was half hidden at its top, a long program's last card was cut off,
    and nothing said there were more. The box shows whole cards at its top, the lit card
    whole, and says how many cards it hides above and below."""
    w = board
    box = w.locator(".cr-program-text")
    box.fill("L R " * 6)
    box.press("Enter")
    wait_text(page, w, ("L R " * 6).strip())
    edges = page.evaluate(EDGES, w.element_handle())
    assert edges["above"] == "" and edges["below"].startswith("\u25bc "), edges
    assert edges["below"].endswith(" more cards below"), edges
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    edges = page.evaluate(EDGES, w.element_handle())
    assert edges["cutAtTop"] == 0 and edges["litWhole"], edges
    assert edges["above"].startswith("\u25b2 "), edges
    assert edges["above"].endswith(" more cards above"), edges


def test_a_short_program_just_drawn_says_its_box_hides_nothing(page):
    """Walk 03t, fault 1: a board just drawn (and again after the theme changed) said
    "2 more cards above" and "2 more cards below" of its 2-card program, measured before the
    box had its size."""
    w = run_cell(page, 'lessons.board("F R", at="C3", title="Short")').locator(".cr-widget")
    w.locator(".cr-stack [data-node]").first.wait_for()
    settled(page, w)
    edges = page.evaluate(EDGES, w.element_handle())
    assert (edges["above"], edges["below"]) == ("", ""), edges
    page.evaluate("() => { document.body.dataset.jpThemeLight = 'false'; }")
    try:
        page.wait_for_function("(el) => el.dataset.theme === 'dark'", arg=w.element_handle())
        edges = page.evaluate(EDGES, w.element_handle())
        assert (edges["above"], edges["below"]) == ("", ""), edges
    finally:
        page.evaluate("() => { document.body.dataset.jpThemeLight = 'true'; }")
    assert not page.js_errors


def test_an_if_with_an_else_says_where_new_cards_go_and_how_into_the_else(page):
    """Walk 03t, fault 4: IF chosen, ELSE ticked, then R clicked went into the IF part, and
    only the keys' fold said a second click on the IF moves new cards to its ELSE. The line
    under the program says it when that IF is chosen."""
    w = run_cell(page, 'lessons.board("IF left [L] ELSE []", at="C3", title="Else", '
                       'palette=["F", "L", "R", "IF"])').locator(".cr-widget")
    w.locator(".cr-stack [data-node]").first.wait_for()
    settled(page, w)
    hint = w.locator(".cr-hint")
    head = w.locator('.cr-stack [data-node="0"] .cr-card-head .cr-letter').first
    head.click()
    page.wait_for_function("(el) => el.textContent.includes('New cards go into the IF part of "
                           "card 1, an IF, the one with the dotted line. To put them into its "
                           "ELSE part, click the word IF on it again, or press Enter on it.')",
                           arg=hint.element_handle())
    head.click()
    page.wait_for_function("(el) => el.textContent.includes('into the ELSE part')",
                           arg=hint.element_handle())
    w.locator('.cr-palette [data-card="R"]').click()
    wait_text(page, w, "IF left [L] ELSE [R]")
    assert not page.js_errors


def test_ctrl_z_in_the_else_keeps_new_cards_going_there(page):
    """Walk 03v, fault 3: with keys only, new cards chosen to go into an IF's ELSE part, a
    REPEAT added there by mistake and taken back with Ctrl+Z: the next card went to the
    program's end. A card added (F) and taken back keeps them going there too."""
    w = page.locator(".cr-widget").nth(1)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator(".cr-program-text").fill("IF left [L] ELSE []")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "IF left [L] ELSE []")
    settled(page, w)
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    wait_status(page, w, "new cards go into the ELSE part of this IF card")
    for card in ("REPEAT", "F"):
        w.locator(f'.cr-palette [data-card="{card}"]').focus()
        page.keyboard.press("Enter")
        wait_status(page, w, f"{card} card added inside the ELSE part of IF left, as its first "
                             "card")
        settled(page, w)
        page.keyboard.press("Control+z")
        wait_text(page, w, "IF left [L] ELSE []")
        settled(page, w)
    w.locator('.cr-palette [data-card="R"]').focus()
    page.keyboard.press("Enter")
    wait_text(page, w, "IF left [L] ELSE [R]")
    assert not page.js_errors


def test_a_red_target_reached_is_said_under_the_buttons(page):
    """Walk 03t, fault 7: on a red-target exercise the line under the buttons said only
    "The program has ended.", where a star's board says "Roby reached the goal on E1"."""
    w = run_cell(page, 'red = lessons.challenge({"width": 5, "height": 5, "targets": '
                       '{"red": "A3"}}, "A5", "red")\n'
                       'lessons.board("F F", on=red, title="Red")').locator(".cr-widget")
    w.locator(".cr-stack [data-node]").first.wait_for()
    settled(page, w)
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    wait_status(page, w, "Roby reached the red target on A3.")
    assert not page.js_errors


def tab_to_the_number(page, w) -> None:
    """From the first card, a REPEAT, Tab on until its number box has the focus."""
    w.locator('.cr-stack [data-node="0"]').focus()
    number = "(w) => document.activeElement.matches('input.cr-times')"
    for _ in range(4):
        if w.evaluate(number):
            break
        page.keyboard.press("Tab")
    assert w.evaluate(number)


def test_tab_into_a_repeats_number_box_selects_the_number(page, board):
    """Walk 02z, fault 2: Tab into a REPEAT's number box left the caret before the number
    with nothing selected, so Backspace then 3 made 34 of the 4. Reached by the keyboard,
    the box selects its number: what is typed replaces it."""
    w = board
    tab_to_the_number(page, w)
    page.keyboard.press("Backspace")
    page.keyboard.type("3")
    page.keyboard.press("Enter")
    wait_text(page, w, "REPEAT 3 [F R]")
    assert not page.js_errors


NODE = "() => document.activeElement.dataset.node ?? null"


def test_ctrl_z_after_a_move_leaves_the_focus_on_the_card_moved(page, board):
    """Walk 02q4, fault 5: R moved up with Alt+Up, then Ctrl+Z: the move was taken back, but
    the focus stayed at R's new place, now an F, and the next Alt+Down moved the F. The
    focus goes back with the card the change moved."""
    w = board
    w.locator(".cr-program-text").fill("F F R L")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F F R L")
    settled(page, w)
    w.locator('.cr-stack [data-node="2"]').focus()            # the R
    page.keyboard.press("Alt+ArrowUp")
    wait_text(page, w, "F R F L")
    settled(page, w)
    page.keyboard.press("Control+z")
    wait_text(page, w, "F F R L")
    settled(page, w)
    assert page.evaluate(NODE) == "2"
    page.keyboard.press("Alt+ArrowDown")                      # the R again, not an F
    wait_text(page, w, "F F L R")
    assert not page.js_errors


def test_tab_from_a_number_changed_goes_on_with_no_note_over_use_text(page, board):
    """Walk 02q4, fault 6: a REPEAT's number typed, then Tab: the focus jumped to Use text at
    the board's foot, and the note "To leave this board, press Escape, then Tab." lay over
    it. Tab goes on to the next control, as from a number left as it was, and no note
    comes."""
    w = board
    tab_to_the_number(page, w)
    page.keyboard.type("3")
    page.keyboard.press("Tab")
    wait_text(page, w, "REPEAT 3 [F R]")
    settled(page, w)
    assert page.evaluate("() => document.activeElement.textContent") == "More buttons and keys"
    assert w.locator(".cr-key-note").is_hidden()
    assert not page.js_errors


WALL = ('lessons.board("", on=lessons.challenge({"width": 5, "height": 5}, "A5", "A1", '
        'blue_cards=True), title="Wall", run=False)')


def test_a_card_after_a_repeat_by_clicks_and_by_keys_as_the_words_say(page):
    """Walk 03q4, faults 1 and 2: after a REPEAT and its F, the next card went inside it too,
    and the line under the program said "click it to change that": click what, for where?
    It names the click (the word REPEAT on the card) or the key (Enter on it) that sends
    new cards after the REPEAT, and "REPEAT WHILE ahead [F] R" takes one click more than
    its cards, or one Enter, by the mouse and by the keys alone."""
    w = run_cell(page, WALL).locator(".cr-widget")
    w.locator(".cr-palette [data-card]").first.wait_for()
    settled(page, w)
    hint = w.locator(".cr-hint")
    inside = ("New cards go inside card 1, a REPEAT, the one with the dotted line. To put them "
              "after it, click the word REPEAT on it again, or press Enter on it.")
    after = "New cards go after card 1, a REPEAT, the one with the dotted line."
    w.locator('.cr-palette [data-card="REPEAT"]').click()
    wait_text(page, w, "REPEAT 2 []")
    w.locator('select[aria-label="REPEAT kind"]').select_option("while")
    wait_text(page, w, "REPEAT WHILE ahead []")
    w.locator('.cr-palette [data-card="F"]').click()
    wait_text(page, w, "REPEAT WHILE ahead [F]")
    assert inside in hint.inner_text()
    w.locator('.cr-stack [data-node="0"] .cr-letter').first.click()    # the word REPEAT
    assert after in hint.inner_text()
    w.locator('.cr-palette [data-card="R"]').click()
    wait_text(page, w, "REPEAT WHILE ahead [F] R")
    settled(page, w)
    # by keys: the program emptied with Delete, then built again
    w.locator('.cr-stack [data-node="0"]').focus()
    for left in ("F R", "R", ""):
        page.keyboard.press("Delete")
        wait_text(page, w, left)
        settled(page, w)
    w.locator('.cr-palette [data-card="REPEAT"]').focus()
    page.keyboard.press("Enter")
    wait_text(page, w, "REPEAT 2 []")
    settled(page, w)
    page.keyboard.press("Tab")                                 # the REPEAT card
    page.keyboard.press("Tab")                                 # its kind
    page.keyboard.press("ArrowDown")
    wait_text(page, w, "REPEAT WHILE ahead []")
    settled(page, w)
    w.locator('.cr-palette [data-card="F"]').focus()
    page.keyboard.press("Enter")
    wait_text(page, w, "REPEAT WHILE ahead [F]")
    settled(page, w)
    assert inside in hint.inner_text()
    page.keyboard.press("Tab")
    assert page.evaluate(NODE) == "0"
    page.keyboard.press("Enter")
    wait_status(page, w, "new cards go after this REPEAT card")
    assert after in hint.inner_text()
    w.locator('.cr-palette [data-card="R"]').focus()
    page.keyboard.press("Enter")
    wait_text(page, w, "REPEAT WHILE ahead [F] R")
    assert not page.js_errors
