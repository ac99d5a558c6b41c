"""A board brings its top into view when its cell is the one just run, and only then, on
a school laptop's page (1366x650): Shift+Enter moves JupyterLab on to the next cell and
scrolled a tall board's title, grid and Step above the screen, and a child thought nothing
had happened (walk 01q, fault 7; walks 02q, 04q and 06q, fault 1). Run All does not jump
the page to a board."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, notebook_page, shot, wait_idle

BOARD = ("from codyroby_lab.ui import CodyRobyBoard\n"
         "CodyRobyBoard({'width': 5, 'height': 5}, at='A5', program='F F F F R F F')")
# two boards, the second a screen below the first, and two cells under them (Run All makes
# the last one active)
TALL = "print('\\n' * 40)"
CELLS = [BOARD, TALL, BOARD, TALL, "'the last cell'"]

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
    with notebook_page(lab, browser, "board-into-view.ipynb", CELLS) as page:
        if page.locator("#filebrowser").is_visible():
            page.keyboard.press("Control+b")
        wait_idle(page)
        yield page


def test_run_all_does_not_jump_to_a_board(page):
    # Run All (notebook_page's) leaves the page at the top: the second board, drawn below
    # the screen, did not pull the page down to itself
    boards = page.locator(".cr-widget")
    assert [boards.nth(i).evaluate(WHERE) for i in range(2)] == ["in", "below"]


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
