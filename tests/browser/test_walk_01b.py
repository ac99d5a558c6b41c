"""Lesson 01's boards as a second fresh-eyes walk met them at 1366x650 (issue 29,
/work/walk/01b/report.md): the grey blocks stand out on the dark board (fault 9)."""

from __future__ import annotations

from tests.support.browser import (
    ARTIFACTS,
    LAPTOP,
    WAIT,
    contrast,
    laptop_player,
    notebook_page,
    shot,
)

# a block's fill on the board and the fill of a free square next to it
BLOCK = """(w) => [getComputedStyle(w.querySelector('.cr-kind-block .cr-tile-bg')).fill,
                  getComputedStyle(w.querySelector('.cr-cell')).fill]"""


def test_the_blocks_on_the_board_show_in_the_dark(browser, tmp_path):
    """Fault 9: Exercise 2's grey wall was hard to see on the dark squares."""
    page = laptop_player(browser, tmp_path / "wall.html", "F", blocks=["B5", "B4", "B3"])
    page.emulate_media(color_scheme="dark")
    page.wait_for_function("() => document.querySelector('.cr-widget').dataset.theme === 'dark'")
    w = page.locator(".cr-widget")
    assert contrast(*w.evaluate(BLOCK)) >= 3       # WCAG's 3:1 for a picture's parts
    shot(page, "walk01b_dark_wall", w)
    page.emulate_media(color_scheme="light")
    page.wait_for_function("() => document.querySelector('.cr-widget').dataset.theme === 'light'")
    assert contrast(*w.evaluate(BLOCK)) >= 3
    assert not page.errors
    page.close()


# the board's squares (its frame, the coordinates' margin left out), the Step button and
# the status, each whole inside the window?
IN_VIEW = """(w) => {
  const whole = (b) => b.height > 0 && b.top >= 0 && b.bottom <= innerHeight;
  const cells = [...w.querySelectorAll('.cr-cell')].map((c) => c.getBoundingClientRect());
  const squares = {top: Math.min(...cells.map((b) => b.top)), height: 1,
                   bottom: Math.max(...cells.map((b) => b.bottom))};
  return {squares: whole(squares), step: whole(w.querySelector('.cr-step').getBoundingClientRect()),
          status: whole(w.querySelector('.cr-status').getBoundingClientRect())};
}"""


def test_predicts_words_stay_in_view_with_the_board_and_its_buttons(browser, tmp_path):
    """Fault 6: scrolled so the board and its buttons fit in 650 px, a wrong guess's words
    (beside the board, above What happened) were cut off at the top of the window."""
    page = laptop_player(browser, tmp_path / "predict.html", "F F R")
    w = page.locator(".cr-widget")
    page.evaluate("() => document.body.append(Object.assign(document.createElement('div'), "
                  "{style: 'height: 1500px'}))")                  # a notebook goes on below
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                                  # wrong: B5
    assert w.locator(".cr-status").inner_text().startswith("Not quite")
    # scrolled as the walk was: the top row of squares at the top of the window
    page.evaluate("(w) => scrollBy(0, Math.min(...[...w.querySelectorAll('.cr-cell')]"
                  ".map((c) => c.getBoundingClientRect().top)) - 2)", w.element_handle())
    assert page.evaluate(IN_VIEW, w.element_handle()) == {"squares": True, "step": True,
                                                          "status": True}
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "walk01b_predict_in_view.png"))   # what the window shows
    assert not page.errors
    page.close()


def test_tab_goes_as_the_board_is_read(browser, tmp_path):
    """Fault 8: Tab went from the cards to the text box and the log before Run and Step,
    and Shift+Tab from Run went elsewhere than where Tab came from. Tab follows the board
    as it is read (walks 02t-05t and 01u, fault 2: the cards, then Run, felt jumpy): Run,
    Step and the buttons under the board, then beside it What happened, the cards and the
    program, the text box, then the table; Shift+Tab retraces it."""
    page = laptop_player(browser, tmp_path / "tab.html", "F F R")
    w = page.locator(".cr-widget")
    run = w.get_by_role("button", name="Run", exact=True)
    run.click()
    assert page.evaluate("document.activeElement.classList.contains('cr-run')")  # still on Run
    name = ("() => { const c = document.activeElement.classList;"
            " return c[c[0] === 'cr-btn' ? 1 : 0]; }")
    page.mouse.click(3, 3)                                   # out of the board, then in by Tab
    page.keyboard.press("Tab")
    order = [page.evaluate(name)]
    while order[-1] != "cr-desk-scroll" and len(order) < 20:   # to the table, the last stop
        page.keyboard.press("Tab")
        order.append(page.evaluate(name))
    assert order[0] == "cr-run"
    assert order.index("cr-step") < order.index("cr-log") < order.index("cr-card") \
        < order.index("cr-program-text") < order.index("cr-desk-scroll")
    back = [page.evaluate(name)]
    for _ in range(order.index("cr-desk-scroll")):
        page.keyboard.press("Shift+Tab")
        back.append(page.evaluate(name))
    assert back[::-1] == order                              # Shift+Tab retraces Tab's steps
    assert not page.errors
    page.close()


def test_run_pressed_right_after_adding_a_card_keeps_the_focus(lab, browser):
    """Fault 8, in JupyterLab: a card clicked and Run pressed at once, the focus stays on
    Run through Python's answers, and Shift+Tab from Run, the first control as the board is
    read, goes round to the last control, Use text (walk 02p3, fault 4: not the table under
    it, which Tab reaches next), and Tab on to Run (the walk saw it go elsewhere)."""
    cells = ["from codyroby_lab import lessons\n"
             "lessons.board('F', at='A5', title='Quick', palette=['F', 'L', 'R'])"]
    with notebook_page(lab, browser, "walk01b_run_focus.ipynb", cells, LAPTOP) as page:
        w = page.locator(".cr-widget").filter(has_text="Quick")
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
