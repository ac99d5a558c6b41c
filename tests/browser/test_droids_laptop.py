"""Droids on a school laptop's page (1366x650) in a real JupyterLab: a child's squares and
letters, light and dark. A module of its own: its page is the test process's one
JupyterLab page (beside the game of test_droids.py it needed a second page loaded)."""

from __future__ import annotations

import pytest

from codyroby_lab.games.droids.chits import CHITS
from tests.support.board_editor import low_in_the_dark
from tests.support.browser import LAPTOP, WAIT, notebook_page, run_cell, set_theme, shot

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


@pytest.fixture(scope="module")
def laptop(lab, browser):
    with notebook_page(lab, browser, "droids_laptop.ipynb",
                       [LESSON_GAME, "dg.move(dg._suggestion())", FREE]) as page:
        page.set_viewport_size(LAPTOP)
        if page.locator("#filebrowser").is_visible():
            page.keyboard.press("Escape")
            page.keyboard.press("Control+b")          # a learner closes the file browser
        page.wait_for_function("() => !document.querySelector('#filebrowser') || "
                               "!document.querySelector('#filebrowser').checkVisibility()")
        yield page
        set_theme(page, "JupyterLab Light")           # the lab is shared: leave it light


@pytest.mark.parametrize("theme", ["JupyterLab Light", "JupyterLab Dark"])
def test_a_childs_squares_and_letters_on_a_laptop(laptop, theme):
    """Issue 29: on a 1366x650 page the Droids board's squares were about 20-27 px and its
    letters 6-8 px. Squares of at least 34 px and letters of at least 11 px (38 px squares
    left Step and Back below the fold under the cell's code: walk 08e), with the board,
    Step, Back and the step's words still in view together once the board is at the top
    (tests/browser/test_laptop.py checks the counter too)."""
    page = laptop
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


def test_the_lessons_first_board_fits_with_run_my_chits(laptop):
    """Walk 08p, fault 7: with lesson 08's first board at the top of a 1366x650 page, Run
    my chits and box 3 were below the fold."""
    page = laptop
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
def test_the_transmitters_show_no_scrollbar_when_they_fit(laptop, theme):
    """Walk 08q4, fault 7: the transmitter panel always showed a horizontal scrollbar,
    though columns A to J fit: clutter, and it said there was more to scroll to."""
    page = laptop
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


def test_a_chit_sent_keeps_its_colour_in_the_dark(laptop):
    """Walk 08p, fault 9: at the end of a game, the chit of the last order, lit in its box,
    was grey on grey in the dark theme: a chit sent had no colour, only chits in the rack
    or laid had one. (Last in the module: the game is over after it.)"""
    page = laptop
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

