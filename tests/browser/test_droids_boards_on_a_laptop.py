"""Lesson 08's Droids boards on a school laptop's page (1366x650, the file browser closed)
in a real JupyterLab, in one notebook (a notebook and its Python took seconds each to open):

- walk 08e (issue 29; once test_walk_08e), keyboard first, on boards 2 to 5. Enter on Run
  my chits left the focus on New game, so a second Enter threw the child's chits away with
  no question; New game after any change now asks first (No has the focus), and after a
  run the focus waits on Step. The board, Step and Back, the step counter and the step's
  words fit together in the notebook's visible part with the cell's code above them. A
  chit taken back and dragged in again is laid with the arrow its box shows.
- a child's squares and letters, light and dark (once test_droids_laptop), on boards 0
  (lesson 08's game) and 1 (its first free board); last, as the game ends at its end."""

from __future__ import annotations

import pytest

from codyroby_lab.games.droids.chits import CHITS
from tests.support.board_editor import low_in_the_dark
from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    run_cell,
    set_theme,
    settled,
    shot,
    wait_text,
)

# The rendered size (px) of the board's squares and of the letters drawn on it (the
# coordinates, the pieces' marks, the bases' letters, the objects), and whether the board,
# Step, Back and the step's words are whole inside the notebook's visible part.
SIZES = """(w) => {
  const svg = w.querySelector('svg.cr-board');
  const k = svg.getScreenCTM().a;
  const px = (sel) => [...svg.querySelectorAll(sel)].filter((t) => t.textContent.trim())
    .map((t) => parseFloat(getComputedStyle(t).fontSize) * k);
  let sc = w.parentElement;
  while (sc && !(/(auto|scroll)/.test(getComputedStyle(sc).overflowY)
                 && sc.scrollHeight > sc.clientHeight)) sc = sc.parentElement;
  const v = sc.getBoundingClientRect();
  const seen = (sel) => {
    const el = w.querySelector(sel), r = el && el.getBoundingClientRect();
    return !!r && r.height > 0 && r.top >= v.top - 1 && r.bottom <= v.bottom + 1;
  };
  return {square: svg.querySelector('.cr-cell').getBoundingClientRect().width,
          letters: [...px('.cr-coords text'), ...px('.cr-piece-mark'), ...px('.cr-tile-text'),
                    ...px('.cr-marks text')],
          seen: ['svg.cr-board', '.cr-step', '.cr-back', '.cr-log li.cr-current']
            .filter((s) => !seen(s))};
}"""
# Which of the selectors are not whole inside the notebook's visible part.
IN_VIEW = """([w, sels]) => {
  let sc = w.parentElement;
  while (sc && !(/(auto|scroll)/.test(getComputedStyle(sc).overflowY)
                 && sc.scrollHeight > sc.clientHeight)) sc = sc.parentElement;
  const v = sc.getBoundingClientRect();
  return sels.filter((s) => {
    const r = w.querySelector(s)?.getBoundingClientRect();
    return !(r && r.height > 0 && r.top >= v.top - 1 && r.bottom <= v.bottom + 1);
  });
}"""
LESSON_GAME = """\
from codyroby_lab.lessons import droids as lesson
dg = lesson.DroidsPlay('statue', players=['red', 'blue'], seed=4)
dg.widget()"""
# lesson 08's first board (cell 12)
FREE = """\
free_board = lesson.ChitsBoard(rack=("V2", "V2", "V1", "VX", "PU"), at="A1")
free_board.widget()"""

# walk 08e's boards
BOARD = """\
fb = lesson.ChitsBoard(rack=('V2', 'V2', 'V1'), at='A1')
fb.widget()"""
GAME = """\
dp = lesson.DroidsPlay("challenge", players=["red", "blue"], seed=0, setup={
    "phase": "program", "first": "red", "robots": {"red": "C1"},
    "racks": {"red": ["V1", "V2", "PU"], "blue": ["B1"]}})
dp.widget()"""
LAID = """\
laid = lesson.ChitsBoard(rack=('V2', 'V2', 'V1', 'VX', 'PU'), at='A1')
laid.place('V2 A 1 S').place('V1 A 2 E').place('V2 B 1 S')
laid.widget()"""
DRAW = """\
drawn = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
drawn.widget()"""

#: where walk 08e's boards start (after the laptop's game and free board)
E = 2


@pytest.fixture(scope="module")
def page(lab, browser):
    cells = [LESSON_GAME, "dg.move(dg._suggestion())", FREE, BOARD, GAME, LAID, DRAW]
    with notebook_page(lab, browser, "droids_laptop.ipynb", cells) as page:
        page.set_viewport_size(LAPTOP)
        if page.locator("#filebrowser").is_visible():
            page.keyboard.press("Escape")
            page.keyboard.press("Control+b")          # a learner closes the file browser
        page.wait_for_function("() => !document.querySelector('#filebrowser') || "
                               "!document.querySelector('#filebrowser').checkVisibility()")
        yield page
        set_theme(page, "JupyterLab Light")           # the lab is shared: leave it light


def box(w, line: str, k: int):
    return w.locator(f'.cr-box[data-line="{line}"][data-box="{k}"]')


def chits_left(page, w, n: int):
    page.wait_for_function("([w, n]) => w.querySelectorAll('.cr-chits-rack [data-chit]').length"
                           " === n", arg=[w.element_handle(), n], timeout=WAIT)


def focused_class(page) -> str:
    return page.evaluate("() => document.activeElement.className")


# --- walk 08e -----------------------------------------------------------------------

def test_enter_twice_on_run_my_chits_keeps_the_chits_and_new_game_asks_first(page):
    w = page.locator(".cr-widget").nth(E)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator('.cr-chits-rack [data-chit="V2"]').first.focus()
    page.keyboard.press("Enter")                                  # V2 in hand
    box(w, "A", 1).focus()
    page.keyboard.press("r")
    page.keyboard.press("r")                                      # pointing S
    page.keyboard.press("Enter")
    wait_text(page, w, "V2 A 1 S")
    w.get_by_role("button", name="Place chit", exact=True).click()
    chits_left(page, w, 2)
    w.get_by_role("button", name="Run my chits").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.startsWith('step 0 of')",
                           arg=w.locator(".cr-counter").element_handle(), timeout=WAIT)
    # the focus waits on Step once the panel is drawn again (however slow the machine)
    page.wait_for_function("() => document.activeElement.classList.contains('cr-step')",
                           timeout=WAIT)
    page.keyboard.press("Enter")                                  # "going on": one step
    page.wait_for_function("(el) => el.textContent.startsWith('step 1 of')",
                           arg=w.locator(".cr-counter").element_handle(), timeout=WAIT)
    assert "V2" in box(w, "A", 1).inner_text()

    w.locator(".cr-new-game").focus()
    page.keyboard.press("Enter")                                  # asks first
    assert w.locator(".cr-new-game-ask").is_visible()
    assert "cr-new-game-no" in focused_class(page)
    shot(page, "walk08e-new-game-asks", w)
    page.keyboard.press("Enter")                                  # No: the game goes on
    assert not w.locator(".cr-new-game-ask").is_visible()
    assert focused_class(page) == "cr-btn cr-new-game"
    settled(page, w)                  # no new game comes (nothing asked of Python waits)
    assert "V2" in box(w, "A", 1).inner_text()
    assert w.locator(".cr-chits-rack [data-chit]").count() == 2

    w.locator(".cr-new-game").click()
    w.locator(".cr-new-game-yes").click()
    w.locator(".cr-status").filter(has_text="New game started.").wait_for(timeout=WAIT)
    chits_left(page, w, 3)
    assert "V2" not in box(w, "A", 1).inner_text()
    w.locator(".cr-new-game").click()                            # nothing done since: at once
    assert not w.locator(".cr-new-game-ask").is_visible()
    w.locator(".cr-status").filter(has_text="New game started.").wait_for(timeout=WAIT)


# Where the parts a child follows a run with stand, in px of the page: the notebook's
# visible part, the top of the board's cell (its code), and the lowest of the board, Step,
# Back and the first line of the step's entry in "What happened".
PLACES = """(w) => {
  let sc = w.parentElement;
  while (sc && !(/(auto|scroll)/.test(getComputedStyle(sc).overflowY)
                 && sc.scrollHeight > sc.clientHeight)) sc = sc.parentElement;
  const r = (el) => el.getBoundingClientRect();
  const li = w.querySelector('.cr-log li.cr-current');
  return {view: r(sc).height, top: r(w.closest('.jp-Cell')).top,
          bottom: Math.max(...['svg.cr-board', '.cr-step', '.cr-back']
                           .map((s) => r(w.querySelector(s)).bottom), r(li).top + 20)};
}"""


def test_the_board_step_and_the_steps_words_fit_with_the_cells_code(page):
    """Fault 2: at 1366x650 (about 530 px of notebook) a child who scrolled the board's cell
    to the top saw its code and the board, but not Step and Back; no scroll showed the board,
    Step and the step's words together. Now the cell's code, the board, Step, Back and the
    first line of the step's entry in "What happened" fit in the notebook's visible part."""
    w = page.locator(".cr-widget").nth(E + 2)
    w.get_by_role("button", name="Run my chits").click()
    page.wait_for_function("(el) => el.textContent.startsWith('step 0 of')",
                           arg=w.locator(".cr-counter").element_handle(), timeout=WAIT)
    w.locator(".cr-step").click()
    w.evaluate("(el) => el.closest('.jp-Cell').scrollIntoView({block: 'start'})")
    at = page.evaluate(PLACES, w.element_handle())
    shot(page, "walk08e-fit")
    assert at["bottom"] - at["top"] <= at["view"], at


def test_a_chit_taken_back_and_dragged_in_again_is_laid_as_its_box_shows(page):
    """Fault 3 (game board): V1 chosen, turned, put in box A1, taken back with Delete, dragged
    into A1 again and turned twice: the arrow the box shows is the arrow laid. (Checked, not
    a fault: V1 came back from its box still pointing S, as the rack showed, so two turns
    made it N, as the box showed; this keeps it so.)"""
    w = page.locator(".cr-widget").nth(E + 1)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator('.cr-chits-rack [data-chit="V1"]').focus()
    page.keyboard.press("Enter")
    page.keyboard.press("r")
    page.keyboard.press("r")
    box(w, "A", 1).focus()
    page.keyboard.press("Enter")
    wait_text(page, w, "V1 A 1 S")
    page.keyboard.press("Delete")
    wait_text(page, w, "")
    w.locator('.cr-chits-rack [data-chit="V1"]').drag_to(box(w, "A", 1))
    page.wait_for_function("(el) => el.value.startsWith('V1 A 1')",
                           arg=w.locator(".cr-program-text").element_handle(), timeout=WAIT)
    box(w, "A", 1).focus()
    page.keyboard.press("r")
    page.keyboard.press("r")
    settled(page, w)                                    # Python has answered both turns
    shown = box(w, "A", 1).locator(".cr-chit-dir").inner_text()
    sent = w.locator(".cr-program-text").input_value()
    glyph = {"N": "\u2191", "E": "\u2192", "S": "\u2193", "W": "\u2190"}
    assert glyph[sent.split()[-1]] == shown, (sent, shown)
    w.get_by_role("button", name="Place chit", exact=True).click()
    chits_left(page, w, 2)
    assert shown == box(w, "A", 1).locator(".cr-chit-dir").inner_text()
    shot(page, "walk08e-laid-as-shown", w)


def test_esc_lets_go_of_the_chit_waiting_then_of_the_chit_in_hand(page):
    """Fault 8: Esc did nothing to a chosen chit (and Delete on the rack said "Nothing
    waits here" beside a chit waiting in its box). Walk 08p3, fault 1: the chit waiting,
    let go of, is let go of in hand too."""
    w = page.locator(".cr-widget").nth(E + 1)
    settled(page, w)            # the test above's Place chit answered ("Done: nothing moves...")
    chit = w.locator('.cr-chits-rack [data-chit="V2"]')
    chit.focus()
    page.keyboard.press("Enter")
    assert chit.get_attribute("aria-pressed") == "true"
    box(w, "B", 1).focus()
    page.keyboard.press("Enter")
    wait_text(page, w, "V2 B 1 N")
    chit.focus()
    page.keyboard.press("Escape")
    wait_text(page, w, "")
    assert "V2 is back in your rack" in w.locator(".cr-status").inner_text()
    # and let go of: one Esc is enough (walk 08p3, fault 1: a second one was needed)
    assert chit.get_attribute("aria-pressed") == "false"
    settled(page, w)            # Python's answer to the Escape comes before the next key
    chit.focus()
    page.keyboard.press("Enter")                        # in hand, in no box: Esc lets go
    assert chit.get_attribute("aria-pressed") == "true"
    page.keyboard.press("Escape")
    assert chit.get_attribute("aria-pressed") == "false"
    assert "No chit selected" in w.locator(".cr-status").inner_text()


def test_seven_chits_chosen_says_why_every_plus_is_grey(page):
    """Fault 9: after 7 chits every + turned grey with no word why."""
    w = page.locator(".cr-widget").nth(E + 3)
    violet = w.locator('[data-more="violet"]')
    for _ in range(4):
        violet.click()
    red = w.locator('[data-more="red"]')
    for _ in range(3):
        red.click()
    w.locator(".cr-chits-full").wait_for(timeout=WAIT)
    assert "7 chits chosen" in w.locator(".cr-chits-full").inner_text()
    assert violet.is_disabled() and red.is_disabled()


# --- a child's squares and letters, light and dark --------------------------------

@pytest.mark.parametrize("theme", ["JupyterLab Light", "JupyterLab Dark"])
def test_a_childs_squares_and_letters_on_a_laptop(page, theme):
    """Issue 29: on a 1366x650 page the Droids board's squares were about 20-27 px and its
    letters 6-8 px. Squares of at least 34 px and letters of at least 11 px (38 px squares
    left Step and Back below the fold under the cell's code: walk 08e), with the board,
    Step, Back and the step's words still in view together once the board is at the top
    (tests/browser/test_laptop.py checks the counter too)."""
    set_theme(page, theme)
    w = page.locator(".cr-widget").first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    before = w.locator(".cr-counter").inner_text()
    w.get_by_role("button", name="Back", exact=True).click()   # a replay opens at its end
    page.wait_for_function("([el, t]) => el.textContent !== t",
                           arg=[w.locator(".cr-counter").element_handle(), before])
    got = page.evaluate(SIZES, w.element_handle())
    shot(page, f"lab-droids-laptop-{'dark' if 'Dark' in theme else 'light'}")
    assert got["square"] >= 34, got
    assert min(got["letters"]) >= 11, got
    assert got["seen"] == [], got


def test_the_lessons_first_board_fits_with_run_my_chits(page):
    """Walk 08p, fault 7: with lesson 08's first board at the top of a 1366x650 page, Run
    my chits and box 3 were below the fold."""
    w = page.locator(".cr-widget").filter(has_text="your program around the board").first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    got = page.evaluate(IN_VIEW, [w.element_handle(), [
        ".cr-chits-done", '.cr-box[data-line="A"][data-box="3"]', ".cr-chits-choice",
        "svg.cr-board", ".cr-run", ".cr-step"]])
    shot(page, "lab-droids-laptop-first-board")
    assert got == [], got


# the transmitters' panel: how wide its content is and how wide its box
TX_WIDE = """(w) => {
  const tx = w.querySelector('.cr-chits-transmitters');
  return [tx.scrollWidth, tx.clientWidth];
}"""


@pytest.mark.parametrize("theme", ["JupyterLab Light", "JupyterLab Dark"])
def test_the_transmitters_show_no_scrollbar_when_they_fit(page, theme):
    """Walk 08q4, fault 7: the transmitter panel always showed a horizontal scrollbar,
    though columns A to J fit: clutter, and it said there was more to scroll to."""
    set_theme(page, theme)
    # a long lesson's notebook has its scrollbar, 14 px wide in the walk's Chromium (the
    # tests' headless one hides scrollbars): its room is taken here as the walk's 44 cells did
    outer = page.locator(".jp-NotebookPanel .jp-WindowedPanel-viewport").first
    outer.evaluate("(el) => { el.style.marginRight = '14px'; }")
    try:
        for w in (page.locator(".cr-widget").first, page.locator(".cr-widget").filter(
                has_text="your program around the board").first):
            w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(300)
            wide, box = page.evaluate(TX_WIDE, w.element_handle())
            assert wide <= box, (theme, wide, box)
        shot(page, f"lab-droids-transmitters-{'dark' if 'Dark' in theme else 'light'}")
    finally:
        outer.evaluate("(el) => { el.style.marginRight = ''; }")
        set_theme(page, "JupyterLab Light")


def test_a_chit_sent_keeps_its_colour_in_the_dark(page):
    """Walk 08p, fault 9: at the end of a game, the chit of the last order, lit in its box,
    was grey on grey in the dark theme: a chit sent had no colour, only chits in the rack
    or laid had one. (Last in the module: the game is over after it.)"""
    run_cell(page, "dg.play_to_the_end(autoplay=True)")
    w = page.locator(".cr-widget").first
    page.wait_for_function("(el) => el.textContent.includes('Game over')",
                           arg=w.locator(".cr-title").element_handle(), timeout=WAIT)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    shown = w.locator(".cr-tx .cr-box").evaluate_all(
        "(bs) => bs.filter((b) => b.textContent.trim()).map((b) => [b.textContent, b.className])")
    assert shown, "no chit on show at the end of the game"
    for text, classes in shown:
        code = text.strip()[:2]
        assert f"cr-chit-{CHITS[code].colour}" in classes.split(), (text, classes)
    assert low_in_the_dark(page, w, "lab-droids-laptop-sent-dark") == []
