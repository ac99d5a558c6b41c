"""Walk 06i, what was still open (fixJc), at 1366x650: a challenge's answer typed in the
text box that was no answer got, under the board, "The text is not a program yet, so the
cards still hold the program before it" (fault 5); and walk 04i, fault 10: the pictures of
a position in a cell stayed glaring white in JupyterLab's dark theme."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, WAIT, notebook_page, set_theme, settled, shot

CHALLENGE = """\
from codyroby_lab import lessons
game = lessons.EnergySeekersPlay({"players": ["ada", "cody"], "deck": ["F"] * 8,
                                  "pieces": {"ada": {"position": 6, "facing": "E"},
                                             "cody": {"position": 2, "facing": "E"}}})
game.play("F")   # onto the Challenge marker on 7: Ada answers next
game.widget()"""

PICTURE = """\
lessons.show_position({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
                       "blocks_each": 0})"""

# walk 03p3, fault 2: a position a cell ends with, as lesson 03's "Roby at the start" cells
START = 'lessons.start_state({"width": 5, "height": 5, "blocks": ["A2"]}, at="A5", facing="N")'


@pytest.fixture(scope="module")
def page(lab, browser):
    cells = [CHALLENGE, PICTURE, START]
    with notebook_page(lab, browser, "walk06j.ipynb", cells, viewport=LAPTOP) as page:
        yield page


def test_an_answer_typed_wrong_is_not_called_a_program(page):
    """Fault 5: an answer is no program, and "the cards" were not the learner's: the words
    under the board say the text was not taken and the choice stays as it was."""
    w = page.locator(".cr-widget").first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    settled(page, w)
    w.locator(".cr-program-text").fill("twenty-four")
    w.get_by_role("button", name="Use text").click()
    w.locator(".cr-text-error").filter(has_text="C2").wait_for(timeout=WAIT)
    page.wait_for_function("(s) => s.textContent.includes('not taken')",
                           arg=w.locator(".cr-status").element_handle(), timeout=WAIT)
    said = w.locator(".cr-status").inner_text()
    shot(page, "walk06j-answer-text", w)
    assert "program" not in said and "cards" not in said, said
    assert "your choice stays as it was" in said, said
    assert not page.js_errors


#: the fills of the picture's frame and of its first square, as the page paints them
FILLS = """(svg) => [svg.querySelector(':scope > rect'), svg.querySelector(':scope > rect + rect')]
  .map((r) => getComputedStyle(r).fill)"""


def test_a_cell_picture_takes_the_dark_look_in_the_dark_theme(page):
    """Walk 04i, fault 10: ``show_position`` and ``picture()`` showed a white board in the
    dark theme (the board widget beside them followed it). In JupyterLab Dark the picture's
    frame and squares are dark, as the widget's; back in the light theme, light again.
    Walk 03p3, fault 2: so does a position a cell ends with (``lessons.start_state``),
    which showed as an image no page style reaches."""
    svgs = [page.locator(".cr-picture > svg").nth(k) for k in range(2)]
    svgs[1].wait_for(timeout=WAIT)
    light = [svg.evaluate(FILLS) for svg in svgs]
    set_theme(page, "JupyterLab Dark")
    try:
        for svg, fills in zip(svgs, light, strict=True):
            page.wait_for_function(f"(svg) => ({FILLS})(svg)[1] !== {fills[1]!r}",
                                   arg=svg.element_handle(), timeout=WAIT)
        dark = [svg.evaluate(FILLS) for svg in svgs]
        for k, svg in enumerate(svgs):
            svg.scroll_into_view_if_needed()
            shot(page, f"walk06j-dark-picture-{k}", svg)
    finally:
        set_theme(page, "JupyterLab Light")      # the lab is shared: leave it light
    lum = [sum(int(v) for v in c[4:-1].split(",")) / 3 for fills in dark for c in fills]
    # (a path's road, the square drawn first here, is mid-grey in the dark, 3:1 from the
    # squares off it: walk 03q4, fault 7)
    assert all(v < 110 for v in lum), (light, dark)
    assert [svg.evaluate(FILLS) for svg in svgs] == light
