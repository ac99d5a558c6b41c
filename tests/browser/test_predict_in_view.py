"""Predict mode on a school laptop (a 1366x650 page): what to do and what was wrong show
beside the board, in view with it; after the last prediction the keys still work in the
board (walkthrough of lesson 01, serious fault 2 and the focus after the last prediction;
issue 29)."""

from __future__ import annotations

import pytest

from codyroby_lab import codyroby
from codyroby_lab.ui import save_player
from tests.support.boards import PLACES
from tests.support.browser import open_player, pieces, shot


@pytest.fixture
def laptop(browser, tmp_path):
    t = codyroby.run("F F F F F", at="A5")                 # four steps, then a crash
    path = tmp_path / "predict.html"
    save_player(t, path, title="Question 3", program="F F F F F")
    page = open_player(browser, path, viewport=(1366, 650))
    yield page, page.locator(".cr-widget")
    page.close()


def places(page, w) -> dict:
    return page.evaluate(PLACES, w.element_handle())


def test_the_instruction_and_the_feedback_show_beside_the_board(laptop):
    page, w = laptop
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    assert w.locator(".cr-status").inner_text().startswith("Predict: click the square")
    assert places(page, w) == {"board": True, "status": True, "step": True, "beside": True}
    # the log under the words stays put, however many lines they take (walk 01q, fault 8;
    # walk 02q, fault 5: it jumped up and down under the mouse)
    log = w.locator(".cr-log-box")
    at = [log.bounding_box()["y"]]
    page.keyboard.press("ArrowRight")                                    # one line: the frame
    at.append(log.bounding_box()["y"])
    page.keyboard.press("Enter")                                         # wrong: B5
    assert w.locator(".cr-status").inner_text().startswith("Not quite")
    assert places(page, w) == {"board": True, "status": True, "step": True, "beside": True}
    at.append(log.bounding_box()["y"])
    assert len(set(at)) == 1, at
    shot(page, "predict-beside-the-board", w)
    w.locator(".cr-predict-toggle").uncheck()                # out of Predict: under the board
    assert not places(page, w)["beside"]
    assert not page.errors


def test_show_me_comes_with_the_words_of_a_wrong_guess(laptop):
    """Walk 01s, fault 4: after a wrong guess Show me came on a row of its own under Speed and
    Predict, below the bottom of a 650 px page. It follows the words that offer it, beside
    the board, in view."""
    page, w = laptop
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                                         # wrong: B5
    assert w.locator(".cr-status").inner_text().endswith("or press Show me.")
    words, button = (page.evaluate("(e) => { const r = e.getBoundingClientRect(); "
                                   "return {top: r.top, bottom: r.bottom}; }", el.element_handle())
                     for el in (w.locator(".cr-status"), w.locator(".cr-show-me")))
    assert 0 <= button["top"] and button["bottom"] <= 650
    assert words["top"] <= button["top"] < words["bottom"]              # on the words' last line
    w.locator(".cr-show-me").click()
    assert w.locator(".cr-status").inner_text().startswith("You asked to see it")
    assert not page.errors


def test_after_the_last_prediction_the_keys_stay_in_the_board(laptop):
    page, w = laptop
    w.locator(".cr-predict-toggle").check()
    for k in range(5):                                      # A4, A3, A2, A1, then the crash on A1
        w.get_by_role("button", name="Step", exact=True).focus()
        page.keyboard.press("Enter")
        if k < 4:
            page.keyboard.press("ArrowUp")
        else:                                               # the frame not moved: it asks once
            page.keyboard.press("Enter")
            assert "stays on A1? Press Enter again" in w.locator(".cr-status").inner_text()
        page.keyboard.press("Enter")
        assert w.locator(".cr-status").inner_text().startswith("Right!"), k
    assert pieces(w) == ["Roby at A1 facing north, crashed"]
    focus = page.evaluate("() => [document.activeElement.className, "
                          "!!document.activeElement.closest('.cr-widget')]")
    assert focus == ["cr-btn cr-step", True]
    assert not page.errors


def test_a_step_that_moves_nothing_is_not_sent_to_a_card(browser, tmp_path):
    """Walk 07 (second), serious fault 1: at a RoboRally replay's step 1 (cards revealed,
    nobody moves) a wrong square heard "Look at the card of step 1 and which way Twonky
    faces", which sent a careful child to the move that comes later."""
    from codyroby_lab.lessons.roborally import _after

    _, t = _after({"board": {"width": 5, "height": 5}, "robots": {"Twonky": {"at": "B4",
                   "facing": "E"}}, "program": {"Twonky": ["Move 2 670"]}, "phases": 1})
    path = tmp_path / "reveal.html"
    save_player(t, path, title="Register 1")
    page = open_player(browser, path, viewport=(1366, 650))
    w = page.locator(".cr-widget")
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                                   # wrong: Twonky stays
    said = w.locator(".cr-status").inner_text()
    # walk 07v, fault 5: the reveal, where nobody moves, is no longer asked at all: Step
    # goes on to the move, and the card the words send the child to is that step's own
    assert said.startswith("Not quite") and "after step 2" in said, said
    assert "step 1" not in said and "Look at the card of step 2" in said
    assert "Does anything move" not in said     # walk 08r, fault 8: that all but said it stays
    page.close()


def test_enter_on_the_frame_not_moved_asks_before_it_counts_as_a_guess(laptop):
    """Walk 07g, fault 3: Enter pressed twice on Step (a child's double press) asked the
    prediction, then took the second Enter as a guess of the square the frame starts on,
    and counted a try the child never meant. An Enter with the frame not moved asks once;
    Enter again, or an arrow and Enter, answers."""
    page, w = laptop
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")                                          # the double press
    said = w.locator(".cr-status").inner_text()
    assert said.startswith("Your guess: Roby stays on A5? Press Enter again"), said
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")
    assert w.locator(".cr-status").inner_text().startswith("Right!")
    assert not page.errors


def test_a_step_asked_from_low_on_the_page_keeps_the_title_in_view(laptop):
    """Walk 06q, fault 2: Step with Predict ticked, its buttons under the bottom of the
    page, scrolled the board's top row to the top of the page and the title (what to do
    next) above it. When the title, the board and its buttons fit the page, all show."""
    page, w = laptop
    w.locator(".cr-predict-toggle").check()
    w.evaluate("w => { w.style.marginTop = '500px'; scrollTo(0, 0); }")  # low on the page
    step = w.get_by_role("button", name="Step", exact=True)
    step.evaluate("b => b.focus({preventScroll: true})")
    page.keyboard.press("Enter")
    assert w.locator(".cr-status").inner_text().startswith("Predict: click the square")
    top, bottom = page.evaluate("(w) => [w.querySelector('.cr-title').getBoundingClientRect().top, "
                                "w.querySelector('.cr-step').getBoundingClientRect().bottom]",
                                w.element_handle())
    assert 0 <= top and bottom <= 650
    assert not page.errors
