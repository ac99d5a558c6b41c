"""Lesson 06's board for a learner stuck on a Challenge question (walk 06e): the words
said to write lessons.show_me() in a new cell; the board offers "show me" among the
answers, and Run then shows the answer under the board, with the question still asked."""

from __future__ import annotations

from codyroby_lab.ui import save_player
from tests.support.boards import SETUP
from tests.support.browser import LAPTOP, notebook_page, open_file, shot, themed
from tests.support.games import sample

STUCK = SETUP.replace("es.widget()", (
    "from codyroby_lab.lessons.energy_seekers import challenge_feedback\n"
    "asked = es.game.challenge.questions[es.state.question]\n"
    "for wrong in ('3', '5', '6'):   # three wrong tries: stuck\n"
    "    said = challenge_feedback(asked, wrong)\n"
    "es.widget()"))


def test_a_stuck_learner_clicks_show_me_among_the_answers_and_sees_the_answer(lab, browser):
    with notebook_page(lab, browser, "walk06e_stuck.ipynb", [STUCK], LAPTOP) as page:
        w = page.locator(".cr-widget").first
        answers = w.locator(".cr-palette button")
        answers.nth(3).wait_for()  # (the answers are drawn after the first shows)
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


# a pale piece's ring against its own body (WCAG contrast), in the page's look
RING = """(w) => {
  const lum = (c) => {
    const m = c.match(/[\\d.]+/g).map(Number).slice(0, 3).map((v) => (v /= 255) <= 0.03928
      ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * m[0] + 0.7152 * m[1] + 0.0722 * m[2];
  };
  const body = w.querySelector('.cr-board .cr-pale .cr-piece-body');
  if (!body) return null;
  const [a, b] = [lum(getComputedStyle(body).stroke), lum(getComputedStyle(body).fill)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}"""


def test_roby_s_white_piece_keeps_its_ring_in_the_dark(browser, tmp_path):
    """Fault 10: in the dark look every piece took a near-white ring, so Roby's white piece
    on a cream tile read as a square marked R: a pale piece keeps its dark ring."""
    path = tmp_path / "energy_seekers.html"
    save_player(sample("energy_seekers"), path)
    page = open_file(browser, path)
    page.set_viewport_size(LAPTOP)
    try:
        page.emulate_media(color_scheme="dark")
        themed(page, "dark")
        ratio = page.evaluate(RING, page.locator(".cr-widget").element_handle())
        assert ratio is not None and ratio >= 3, ratio
        shot(page, "walk06e-dark-white-piece")
    finally:
        page.close()
