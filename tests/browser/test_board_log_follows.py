"""A board first drawn at the end of a game's moves shows that step's words: What happened
is scrolled to the step on show as the board comes onto the page (walk 06r8, fault 1: the
slider said "step 14 of 14" and the log showed steps 1 to 8, the step on show out of view)."""

from __future__ import annotations

from tests.support.browser import LAPTOP, notebook_page, wait_idle

CELLS = ["from codyroby_lab import lessons\n"
         "game = lessons.EnergySeekersPlay(seed=79)\n"
         "game.play('F F F')",
         "game.widget()"]

# where the log box and its entry of the step on show are on the page
PLACES = """(w) => {
  const box = w.querySelector('.cr-log').getBoundingClientRect();
  const now = w.querySelector('.cr-log li.cr-current').getBoundingClientRect();
  return {box: [box.top, box.bottom], now: [now.top, now.bottom]};
}"""


def test_a_board_drawn_at_its_last_step_shows_that_steps_words(lab, browser):
    with notebook_page(lab, browser, "board_log_follows.ipynb", CELLS, LAPTOP) as page:
        wait_idle(page)
        w = page.locator(".cr-widget").last
        w.locator(".cr-log li.cr-current").wait_for()
        steps = w.locator(".cr-counter").inner_text()
        assert steps.startswith("step 14 of 14"), steps
        page.wait_for_function(f"(w) => {{ const p = ({PLACES})(w); "
                               "return p.now[0] >= p.box[0] - 1 && p.now[1] <= p.box[1] + 1; }",
                               arg=w.element_handle(), timeout=10_000)
        assert not page.js_errors
