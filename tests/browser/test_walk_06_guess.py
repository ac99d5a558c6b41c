"""Lesson 06's board before and after a guess (issue 29, lesson 06, serious faults): in
Predict mode nothing on screen tells how a run ends before the learner has guessed it, and a
wrong Challenge answer says near the board what is wrong about it and how to get closer."""

from __future__ import annotations

import pytest

from tests.support.boards import SETUP as CHALLENGE
from tests.support.browser import LAPTOP, WAIT, notebook_page, shot

# Ada's F F F from position 1 ends in the tunnel's far end, facing a way no card of hers
# can move her: the title after the run says so.
GAME = ("from codyroby_lab import lessons\n"
        "game = lessons.EnergySeekersPlay(seed=11)\n"
        "game.widget()")
# Ada on H7 facing east, holding F L F: an F first leaves the path and cancels the move.
CORNER = ("corner = lessons.EnergySeekersPlay({'players': ['ada', 'cody', 'roby'], "
          "'deck': list('FLFFFRLFF'), 'pieces': {'ada': {'position': 8, 'facing': 'E'}}}, "
          "seed=1)\n"
          "corner.widget()")
AFTER = "every move your cards could make leaves the path"
AT_END = "(el) => el.__codyroby.position === el.__codyroby.steps"
IN_VIEW = ("(el) => { const r = el.getBoundingClientRect(); "
           "return r.top >= 0 && r.bottom <= innerHeight; }")


@pytest.fixture(scope="module")
def page(lab, browser):
    """One notebook, one kernel for both boards (each took seconds to open): the wrong
    answer's challenge on top, as a notebook of its own showed it, and the game to guess
    below. The challenge's test runs first, on the page as it opened (its words must show
    in view near the board); each test uses only its own board."""
    with notebook_page(lab, browser, "walk06_guess.ipynb", [CHALLENGE, GAME, CORNER],
                       LAPTOP) as page:
        yield page


def test_a_wrong_challenge_answer_says_why_and_how_to_get_closer_near_the_board(page):
    w = page.locator(".cr-widget").first
    answers = w.locator(".cr-palette button")
    answers.first.wait_for()
    answers.nth(0).click()                                              # 3: wrong
    page.wait_for_function("() => document.querySelector('.cr-chosen').innerText"
                           ".includes('3')")
    w.locator(".cr-run").click()
    status = w.locator(".cr-status")
    status.filter(has_text="Your answer 3 is not the answer").wait_for(timeout=40_000)
    said = status.inner_text()
    assert '"2 + 2?"' in said and "Hint:" in said and "4" not in said.replace("2 + 2", "")
    assert page.evaluate(IN_VIEW, status.element_handle())
    shot(page, "walk06-wrong-challenge-answer")
    assert not page.js_errors


def test_predict_mode_shows_nothing_of_the_run_before_it_is_guessed(page):
    w = page.locator(".cr-widget").nth(1)
    before = w.locator(".cr-title").inner_text()
    w.locator(".cr-predict-toggle").check()
    for _ in range(3):
        w.locator('.cr-palette [data-card="F"]').first.click()
    w.locator(".cr-status").filter(has_text="3 cards to play").wait_for()
    w.locator(".cr-run").click()
    w.locator(".cr-status").filter(has_text="Predict: click the square").wait_for(
        timeout=WAIT)
    shot(page, "walk06-predict-before-the-guess", w)
    seen = w.inner_text()                           # every word on screen, the title too
    # the title asks for the guesses, not for cards as before the run (walk 06r, fault 2)
    guessing = w.locator(".cr-title").inner_text()
    assert "guess where the pieces will be" in guessing and "press Run" in before, guessing
    assert AFTER not in seen and "cancelled" not in seen
    # nor what a screen reader reads: the board's name held the new title (walk 06w, 14)
    named = w.evaluate("(w) => [...w.querySelectorAll('[aria-label]')]"
                       ".map((e) => e.getAttribute('aria-label')).join(' | ')")
    assert AFTER not in named and "cancelled" not in named, named
    root = w.element_handle()
    for _ in range(60):                             # guess (or ask) every step to the end
        if page.evaluate(AT_END, root):
            break
        status = w.locator(".cr-status").inner_text()
        if status.startswith("Predict:"):
            page.keyboard.press("Enter")           # a guess: where the piece stands now
            page.keyboard.press("Enter")           # (asked once first: walk 07g, 3)
            if w.locator(".cr-status").inner_text().startswith("Not quite"):
                w.get_by_role("button", name="Show me").click()
        else:
            w.get_by_role("button", name="Step", exact=True).click()
    assert page.evaluate(AT_END, root)
    assert AFTER in w.locator(".cr-title").inner_text()   # guessed: now it shows
    shot(page, "walk06-predict-after-the-guess", w)
    assert not page.js_errors


def test_a_wrong_guess_at_a_card_that_cancels_the_move_hears_the_rule_to_look_at(page):
    """Walk 06y, serious fault 1: at the F that would leave the path, a wrong guess heard
    only "Step 1 plays the card F (forward)", which sent the child to the square in front;
    the piece stays, as the cancelled move says."""
    w = page.locator(".cr-widget").nth(2)
    w.locator(".cr-predict-toggle").check()
    w.locator('.cr-palette [data-card="F"]').first.click()
    w.locator(".cr-status").filter(has_text="1 card to play").wait_for()
    w.locator(".cr-run").click()
    status = w.locator(".cr-status")
    status.filter(has_text="Predict: click the square").wait_for(timeout=WAIT)
    for _ in range(3):                   # the frame one square up (north of Ada), then Enter
        page.keyboard.press("ArrowUp")
        page.keyboard.press("Enter")
        if status.inner_text().startswith("Not quite"):
            break
    said = status.inner_text()
    assert said.startswith("Not quite"), said
    assert "A card that would leave the path cancels the whole move" in said, said
    assert not page.js_errors

