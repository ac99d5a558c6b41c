"""Codyroby boards as they run in a real JupyterLab, in one notebook (one Run All):

A board brings its top into view when its cell is the one just run, and only then, on a
school laptop's page (1366x650): Shift+Enter moves JupyterLab on to the next cell and
scrolled a tall board's title, grid and Step above the screen, and a child thought nothing
had happened (walk 01q, fault 7; walks 02q, 04q and 06q, fault 1). Run All does not jump
the page to a board.

Run pressed right after a card is added keeps the focus (walk 01b, fault 8).

The explanation follows the step: after every kind of navigation (Run, Step, Back, the
slider, a Play frame, the jumps) the current "What happened" entry and the current
desk-check row are inside their own scroll boxes, whole (the crash sentence is never cut
off), and the page has not moved. Predict mode shows no future."""

from __future__ import annotations

import re

import pytest

from tests.support.browser import LAPTOP, WAIT, notebook_page, shot, wait_counter, wait_idle

BOARD = ("from codyroby_lab.ui import CodyRobyBoard\n"
         "CodyRobyBoard({'width': 5, 'height': 5}, at='A5', program='F F F F R F F')")
# two boards, the second a screen below the first, and two cells under them (Run All makes
# the last one active)
TALL = "print('\\n' * 40)"
CRASH = "F F F F R F F F F L F"          # 11 cards: Roby runs off the top edge at card 11
# the two boards of the explanation's tests (cells 4 and 5), lesson 01's quick board (cell 6)
FOLLOW = ["from codyroby_lab.ui import CodyRobyBoard\n"
          f"crash = CodyRobyBoard({{'width': 5, 'height': 5}}, program={CRASH!r}, at='A5')\n"
          "crash",
          "long = CodyRobyBoard({'width': 5, 'height': 5}, program='REPEAT 100 [F F R R]', "
          "at='C3')\nlong"]
QUICK = ("from codyroby_lab import lessons\n"
         "lessons.board('F', at='A5', title='Quick', palette=['F', 'L', 'R'])")
# (a cell of no board between the last board and the last cell: Run All makes the last cell
# active, and the board just above it comes into view, as JupyterLab goes there itself)
CELLS = [BOARD, TALL, BOARD, TALL, *FOLLOW, QUICK, "'no board'", "'the last cell'"]
TALL_PAGE = {"width": 1280, "height": 1300}

# Where an element's top is in the notebook's visible part (its scroller's box): "above",
# "in" or "below"
WHERE = """(el) => {
  let sc = el.parentElement;
  while (sc && !(/(auto|scroll)/.test(getComputedStyle(sc).overflowY)
                 && sc.scrollHeight > sc.clientHeight)) sc = sc.parentElement;
  const v = sc.getBoundingClientRect(), top = el.getBoundingClientRect().top;
  return top < v.top - 1 ? "above" : top > v.bottom ? "below" : "in";
}"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "boards-in-view.ipynb", CELLS) as page:
        if page.locator("#filebrowser").is_visible():
            page.keyboard.press("Control+b")
        wait_idle(page)
        yield page


def board(page, cell: int):
    """The board of the notebook's cell ``cell``."""
    return page.locator(".jp-Notebook .jp-Cell").nth(cell).locator(".cr-widget")


def test_run_all_does_not_jump_to_a_board(page):
    # Run All (notebook_page's) leaves the page at the top: the second board, drawn below
    # the screen, did not pull the page down to itself
    assert [board(page, i).evaluate(WHERE) for i in (0, 2)] == ["in", "below"]


def test_shift_enter_on_a_board_cell_shows_the_boards_top(page):
    page.set_viewport_size(LAPTOP)
    cell = page.locator(".jp-Notebook .jp-Cell").nth(2)
    cell.locator(".cr-widget").evaluate("w => { w.dataset.old = ''; }")
    cell.locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("Shift+Enter")
    board = cell.locator(".cr-widget:not([data-old])")
    board.wait_for()
    wait_idle(page)
    page.wait_for_timeout(500)            # JupyterLab's own scroll to the next cell is over
    shot(page, "board-top-after-shift-enter")
    assert board.evaluate(WHERE) == "in"
    assert board.locator(".cr-title").evaluate(WHERE) == "in"
    # the focus stays with the notebook (the next cell), not in the board
    assert not board.evaluate("w => w.contains(document.activeElement)")
    assert not page.js_errors


def test_run_pressed_right_after_adding_a_card_keeps_the_focus(page):
    """Walk 01b, fault 8, in JupyterLab: a card clicked and Run pressed at once, the focus
    stays on Run through Python's answers, and Shift+Tab from Run, the first control as the
    board is read, goes round to the last control, Use text (walk 02p3, fault 4: not the
    table under it, which Tab reaches next), and Tab on to Run (the walk saw it go
    elsewhere). (At a laptop's size, as the test before left the page.)"""
    page.set_viewport_size(LAPTOP)
    w = board(page, 6)
    w.locator(".cr-palette [data-card='F']").click()
    w.get_by_role("button", name="Run", exact=True).click()
    page.wait_for_function("(el) => el.textContent.startsWith('step 2 of 2')",
                           arg=w.locator(".cr-counter").element_handle(), timeout=WAIT)
    page.wait_for_function("(w) => !w.hasAttribute('aria-busy')", arg=w.element_handle())
    assert page.evaluate("document.activeElement.classList.contains('cr-run')")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.matches('.cr-use-text')")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.matches('.cr-desk-scroll')")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.classList.contains('cr-run')")
    assert not page.js_errors

# Where the page is scrolled: the window and every scrolled ancestor of the widget.
PAGE_SCROLL = """(w) => {
  const out = [window.scrollX, window.scrollY];
  for (let n = w.parentElement; n; n = n.parentElement) out.push(n.scrollTop, n.scrollLeft);
  return out.join(",");
}"""

# Is the current log entry, and the current desk-check row, whole inside its box?
IN_VIEW = """(w) => {
  const inside = (box, el, inset) => {
    const b = box.getBoundingClientRect(), r = el.getBoundingClientRect();
    return r.top >= b.top + inset - 1 && r.bottom <= b.bottom + 1 && r.left >= b.left - 1
      && r.right <= b.right + 1 && r.height > 0;
  };
  const log = w.querySelector(".cr-log"), li = log.querySelector("li.cr-current");
  const box = w.querySelector(".cr-desk-scroll"), tr = box.querySelector("tr.cr-current");
  const head = box.querySelector("thead").getBoundingClientRect().height;
  const over = (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
  return {log: inside(log, li, 0), desk: inside(box, tr, head),
          overflow: over(li) || [...tr.cells].some(over),
          entry: li.textContent, row: [...tr.cells].map((c) => c.textContent),
          rows: [...box.querySelectorAll("tbody tr")].map((r) => +r.cells[0].textContent)};
}"""


# whether the counter ``el`` shows step ``n`` or a later one
STEP_AT_LEAST = "([el, n]) => +(/step (\\d+)/.exec(el.textContent) || [0, 0])[1] >= n"


def crash_board(page):
    """The 11-card board that crashes, on the explanation tests' page size (1280x1300)."""
    page.set_viewport_size(TALL_PAGE)
    return board(page, 4)


def long_board(page):
    """The board of 400 steps, on the explanation tests' page size."""
    page.set_viewport_size(TALL_PAGE)
    return board(page, 5)


def step_of(w) -> int:
    return int(re.match(r"step (\d+)", w.locator(".cr-counter").inner_text())[1])


def check(page, w, scroll: str, what: str) -> dict:
    """The current entry and row are in view, whole, for the step on show; the page is
    where it was. (While playing, the step is read before and after the look: a look taken
    as the board moved on is taken again.)"""
    for _ in range(5):
        at = step_of(w)
        seen = page.evaluate(IN_VIEW, w.element_handle())
        if step_of(w) == at:
            break
    assert seen["log"], f"{what}: the current log entry is out of view: {seen}"
    assert seen["desk"], f"{what}: the current desk-check row is out of view: {seen}"
    assert not seen["overflow"], f"{what}: text is cut off: {seen}"
    assert seen["row"][0] == str(at) and seen["entry"].startswith(
        "Start" if at == 0 else f"Step {at} "), (what, seen)
    assert page.evaluate(PAGE_SCROLL, w.element_handle()) == scroll, f"{what}: the page moved"
    return seen


def into_view(w) -> None:
    """Show the whole widget (a test's own scroll; the widget never scrolls the page)."""
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")


def button(w, name):
    return w.get_by_role("button", name=name, exact=True)


def test_the_crash_of_an_11_card_program_stays_in_view(page):
    w = crash_board(page)
    into_view(w)
    w.locator(".cr-speed").fill("7")                       # 240 steps a second
    scroll = page.evaluate(PAGE_SCROLL, w.element_handle())
    button(w, "Run").click()
    wait_counter(page, w, "step 11 of 11")
    seen = check(page, w, scroll, "Run to the crash")
    assert "Roby crashed: the edge of the board is ahead, so Roby stays on E1" in seen["entry"]
    assert seen["row"][3] == "north"    # a facing only: the event says the crash (walk 05r, 9)
    assert w.locator(".cr-counter").inner_text() == "step 11 of 11: Roby crashed"
    assert w.locator(".cr-status").inner_text() == "Roby crashed, so the program stopped."
    shot(page, "lab-follow-crash", w)
    w.get_by_role("button", name="Jump to start").click()
    check(page, w, scroll, "Jump to start")
    for _ in range(11):
        button(w, "Step").click()
        check(page, w, scroll, f"Step to {step_of(w)}")
    for _ in range(4):
        button(w, "Back").click()
        check(page, w, scroll, f"Back to {step_of(w)}")
    slider = w.get_by_role("slider", name="Step of the replay")
    slider.focus()
    for key, at in (("Home", 0), ("ArrowRight", 1), ("ArrowRight", 2), ("End", 11),
                    ("ArrowLeft", 10)):
        page.keyboard.press(key)       # the slider's keys, not JupyterLab's shortcuts
        assert step_of(w) == at
        check(page, w, scroll, f"slider {key} to {at}")
    w.get_by_role("button", name="Jump to end").click()
    check(page, w, scroll, "Jump to end")
    assert not page.js_errors


def test_play_frames_keep_the_step_in_view(page):
    w = crash_board(page)
    scroll = page.evaluate(PAGE_SCROLL, w.element_handle())
    w.get_by_role("button", name="Jump to start").click()
    w.locator(".cr-speed").fill("1")                       # 2 steps a second
    button(w, "Play").click()
    for n in (2, 6, 9):
        # a frame at step n or the first after it: Play owes steps by the clock (run.js,
        # due()), and on a busy machine two came in one frame, step 6 never shown alone
        page.wait_for_function(STEP_AT_LEAST, arg=[w.locator(".cr-counter").element_handle(), n],
                               timeout=WAIT)
        check(page, w, scroll, f"Play frame at {n} or after")
    button(w, "Pause").click()
    assert not page.js_errors


def test_a_long_run_keeps_the_step_in_view(page):
    w = long_board(page)
    into_view(w)
    scroll = page.evaluate(PAGE_SCROLL, w.element_handle())
    w.locator(".cr-speed").fill("7")
    button(w, "Run").click()
    page.wait_for_timeout(400)
    button(w, "Pause").click()
    check(page, w, scroll, "a Play frame of a long run")
    w.get_by_role("button", name="Jump to end").click()
    seen = check(page, w, scroll, "Jump to the end of 400 steps")
    assert seen["row"][0] == "400" and "has ended" in seen["entry"]
    assert w.locator(".cr-counter").inner_text() == "step 400 of 400: the end"
    slider = w.get_by_role("slider", name="Step of the replay")
    slider.focus()
    for key, at in (("PageDown", 360), ("PageDown", 320), ("ArrowLeft", 319), ("Home", 0),
                    ("PageUp", 40)):
        page.keyboard.press(key)
        assert step_of(w) == at
        check(page, w, scroll, f"slider {key} to {at}")
    for _ in range(3):
        button(w, "Step").click()
        check(page, w, scroll, f"Step to {step_of(w)}")
        button(w, "Back").click()
        check(page, w, scroll, f"Back to {step_of(w)}")
    shot(page, "lab-follow-long", w)
    assert not page.js_errors


# The desk check scrolled to its top: the step numbers of the rows seen there.
DESK_TOP = """(w) => {
  const box = w.querySelector(".cr-desk-scroll");
  box.scrollTop = 0;
  const b = box.getBoundingClientRect();
  return [...box.querySelectorAll("tbody tr")]
    .filter((r) => r.getBoundingClientRect().top < b.bottom).map((r) => +r.cells[0].textContent);
}"""


def test_the_desk_check_keeps_every_step_of_the_run(page):
    """At the end of a run the table still holds step 0 onwards, and scrolling up inside it
    shows them (walk 03r, fault 1: only the last 9 rows were kept, so a child counting
    rounds found 2 instead of 3); a long run keeps its last 100 rows."""
    page.set_viewport_size(LAPTOP)
    try:
        w = board(page, 4)
        into_view(w)
        scroll = page.evaluate(PAGE_SCROLL, w.element_handle())
        w.locator(".cr-speed").fill("7")
        button(w, "Run").click()
        wait_counter(page, w, "step 11 of 11")
        seen = check(page, w, scroll, "the end of the run at a laptop's size")
        assert seen["rows"] == list(range(12))
        assert page.evaluate(DESK_TOP, w.element_handle())[0] == 0
        long = board(page, 5)
        long.locator(".cr-speed").fill("7")
        button(long, "Run").click()
        long.get_by_role("button", name="Jump to end").click()
        wait_counter(page, long, "step 400 of 400")
        assert page.evaluate(IN_VIEW, long.element_handle())["rows"] == list(range(301, 401))
        assert not page.js_errors
    finally:
        page.set_viewport_size(TALL_PAGE)


TRAIL_SQUARES = "(w) => (w.querySelector('.cr-trail').getAttribute('d').match(/M/g) || []).length"


def test_predict_mode_shows_only_the_steps_reached(page):
    w = crash_board(page)
    into_view(w)
    scroll = page.evaluate(PAGE_SCROLL, w.element_handle())
    w.get_by_role("button", name="Jump to start").click()
    w.locator(".cr-predict-toggle").check()
    seen = page.evaluate(IN_VIEW, w.element_handle())
    assert seen["rows"] == [0]                              # no future row
    assert page.evaluate(TRAIL_SQUARES, w.element_handle()) == 0
    for k in range(1, 4):
        button(w, "Step").click()                           # asks; nothing is revealed yet
        assert "Predict" in w.locator(".cr-status").inner_text()
        assert page.evaluate(IN_VIEW, w.element_handle())["rows"] == list(range(k))
        assert w.locator(".cr-log li").count() == k
        page.keyboard.press("ArrowUp")                      # Roby goes north from A5
        page.keyboard.press("Enter")
        assert w.locator(".cr-status").inner_text().startswith("Right!")
        seen = check(page, w, scroll, f"predicted step {k}")
        assert seen["rows"] == list(range(k + 1))
        assert page.evaluate(TRAIL_SQUARES, w.element_handle()) == k
    shot(page, "lab-predict", w)
    w.locator(".cr-predict-toggle").uncheck()       # Step goes on without asking; the desk
    button(w, "Step").click()                       # check shows the steps seen (walk 03c)
    wait_counter(page, w, "step 4 of 11")
    assert page.evaluate(IN_VIEW, w.element_handle())["rows"] == list(range(5))
    assert "Predict" not in w.locator(".cr-status").inner_text()
    assert not page.js_errors
