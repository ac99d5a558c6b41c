"""Walk 06i, what was still open (fixJc), at 1366x650: a challenge's answer typed in the
text box that was no answer got, under the board, "The text is not a program yet, so the
cards still hold the program before it" (fault 5)."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, WAIT, notebook_page, settled, shot

CHALLENGE = """\
from codyroby_lab import lessons
game = lessons.EnergySeekersPlay({"players": ["ada", "cody"], "deck": ["F"] * 8,
                                  "pieces": {"ada": {"position": 6, "facing": "E"},
                                             "cody": {"position": 2, "facing": "E"}}})
game.play("F")   # onto the Challenge marker on 7: Ada answers next
game.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk06j.ipynb", [CHALLENGE], viewport=LAPTOP) as page:
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
