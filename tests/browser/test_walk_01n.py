"""Walk 01n: the board at 1366x650, worked with the mouse as a child does."""

from __future__ import annotations

from codyroby_lab import codyroby
from codyroby_lab.ui import save_player
from tests.support.browser import WAIT, open_player


def test_a_guess_clicked_with_the_mouse_leaves_the_board_where_it_is(browser, tmp_path):
    """Walk 01n, fault 1: in Predict mode, with the board's top lower in the page than the
    top of the window and its buttons below its bottom, the first wrong square clicked
    scrolled the page by about 110 px, so the next click at the same place fell on another
    square and counted as a try. The feedback beside the board is in view: nothing moves. A
    guess made with the keys still brings the buttons into view (Step is the next key)."""
    t = codyroby.run("F F F F F", at="A5")
    path = tmp_path / "predict.html"
    save_player(t, path, title="Question 2", program="F F F F F")
    page = open_player(browser, path, viewport=(1366, 500))
    w = page.locator(".cr-widget")
    page.evaluate("() => { const s = document.createElement('div'); s.style.height = '160px';"
                  " document.body.prepend(s); s.after(document.createElement('div'));"
                  " document.body.style.paddingBottom = '900px'; }")
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    w.locator(".cr-status").filter(has_text="Predict: click").wait_for(timeout=WAIT)
    page.wait_for_timeout(300)                  # the page settled where Predict put it
    page.evaluate("() => window.scrollTo(0, 0)")
    where = "() => document.querySelector('svg.cr-board').getBoundingClientRect().top"
    bar = "() => document.querySelector('.cr-controls').getBoundingClientRect().bottom"
    before = page.evaluate(where)
    assert page.evaluate(bar) > 500                      # the buttons are below the window
    e1 = page.evaluate("""() => {                       // E1: under the E, beside the 1
      const at = (t) => [...document.querySelectorAll('svg.cr-board text')]
        .find((el) => el.textContent === t).getBoundingClientRect();
      return [at('E').x + at('E').width / 2, at('1').y + at('1').height / 2];
    }""")
    page.mouse.click(*e1)
    w.locator(".cr-status").filter(has_text="Not quite").wait_for(timeout=WAIT)
    assert page.evaluate(where) == before
    page.keyboard.press("ArrowLeft")                      # a guess by keys: Step comes into view
    page.keyboard.press("Enter")
    assert w.locator(".cr-status").inner_text().startswith("Not quite")
    assert page.evaluate(bar) <= 500
    assert not page.errors
    page.close()
