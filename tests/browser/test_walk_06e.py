"""Lesson 06's board for a learner stuck on a Challenge question (walk 06e): the words
said to write lessons.show_me() in a new cell; the board offers "show me" among the
answers, and Run then shows the answer under the board, with the question still asked."""

from __future__ import annotations

from tests.browser.helpers import notebook_page, shot
from tests.browser.test_walk_06 import SETUP

STUCK = SETUP.replace("es.widget()", (
    "from codyroby_lab.lessons.energy_seekers import challenge_feedback\n"
    "asked = es.game.challenge.questions[es.state.question]\n"
    "for wrong in ('3', '5', '6'):   # three wrong tries: stuck\n"
    "    said = challenge_feedback(asked, wrong)\n"
    "es.widget()"))


def test_a_stuck_learner_clicks_show_me_among_the_answers_and_sees_the_answer(lab, browser):
    with notebook_page(lab, browser, "walk06e_stuck.ipynb", [STUCK]) as page:
        page.set_viewport_size({"width": 1366, "height": 650})
        w = page.locator(".cr-widget").first
        answers = w.locator(".cr-palette button")
        answers.first.wait_for()
        assert answers.count() == 4 and "show me" in answers.nth(3).inner_text()
        answers.nth(3).click()
        page.wait_for_function("() => document.querySelector('.cr-chosen').innerText"
                               ".includes('show me')")
        w.locator(".cr-run").click()
        shown = w.locator(".cr-error").filter(has_text='the answer to "2 + 2?" is 4')
        shown.wait_for(timeout=40_000)
        assert "2 + 2?" in w.locator(".cr-title").inner_text()     # still asked
        shot(page, "walk06e-show-me-among-the-answers", w)
        assert not page.js_errors
