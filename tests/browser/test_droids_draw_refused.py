"""The Droids game board's Draw chits pressed with no chit chosen (walk 08r9, fault 3): the
why is in view, and the line under the buttons says it, not "This is the end of the run"."""

from __future__ import annotations

from tests.support.browser import LAPTOP, notebook_page, run_code, settled, shot, wait_end

GAME = """\
from codyroby_lab.lessons.droids import DroidsPlay
game = DroidsPlay("statue", players=["red", "blue"], seed=4)
game.widget()"""


def test_draw_chits_with_none_chosen_says_why_where_the_child_looks(lab, browser):
    """After a turn's replay had ended, Draw chits pressed with no chit chosen left "This is
    the end of the run." under the buttons, read as what the press did; the why, in red, is
    in view."""
    with notebook_page(lab, browser, "droids_draw_none.ipynb", [GAME], LAPTOP) as page:
        w = page.locator(".cr-widget").last
        run_code(page, 'game.draw("violet 4 red 3")')
        w.get_by_role("button", name="I'm done placing chits").click()   # the turn replayed
        w.get_by_role("button", name="Draw chits", exact=True).wait_for()
        wait_end(page, w)
        w.evaluate("w => w.scrollIntoView({block: 'start'})")
        settled(page, w)
        assert w.locator(".cr-status").inner_text() == "This is the end of the run."
        w.get_by_role("button", name="Draw chits", exact=True).click()
        error = w.locator(".cr-error")
        error.filter(has_text="No chits chosen yet").wait_for()
        settled(page, w)
        shot(page, "droids_draw_none")
        box = error.bounding_box()
        assert box is not None and box["y"] + box["height"] <= LAPTOP["height"], box
        status = w.locator(".cr-status").inner_text()
        assert "end of the run" not in status, status
