"""Lesson 01's first board as the fourth fresh-eyes walk met it at 1366x650 (issue 29,
/work/walk/walk01d/report.md), in a real JupyterLab: faults 1, 2, 3 and 12."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, notebook_page, shot, wait_text

SETUP = """\
from codyroby_lab.ui import CodyRobyBoard
first = CodyRobyBoard(at="A5", facing="N", palette=["F", "L", "R"])
first"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk01d.ipynb", [SETUP], LAPTOP) as page:
        yield page


def test_the_help_under_lesson_1s_program_speaks_of_its_own_cards(page):
    """Fault 1: the help named a REPEAT's number box and "a breakpoint" in a lesson with
    neither, and said "drag cards" where the lesson says "Click a card"."""
    hint = page.locator(".cr-widget").first.locator(".cr-hint").inner_text()
    assert "REPEAT" not in hint and "breakpoint" not in hint, hint
    assert hint.startswith("Click a card"), hint


def test_run_on_an_empty_program_says_one_thing(page):
    """Fault 2: the refusal said "drag cards into it" (the lesson: "Click a card"), and
    What happened still said "Press Run to run the program." after Run was pressed."""
    w = page.locator(".cr-widget").first
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-error").filter(has_text="no cards yet").wait_for()
    assert "click a card" in w.locator(".cr-error").inner_text()
    assert "Press Run" not in w.locator(".cr-log").inner_text()
    shot(page, "walk01d-run-empty", w)


def test_after_alt_up_the_status_names_the_cards_new_place(page):
    """Fault 3: B on card 3, then Alt+Up: the stop mark moved to card 2, but the status
    still said "breakpoint set on card 3"."""
    w = page.locator(".cr-widget").first
    w.locator(".cr-program-text").fill("F F R")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F F R")
    w.locator('.cr-stack [data-node="2"]').focus()
    page.keyboard.press("b")
    assert "card 3" in w.locator(".cr-status").inner_text()
    page.keyboard.press("Alt+ArrowUp")
    wait_text(page, w, "F R F")
    said = w.locator(".cr-status").inner_text()
    assert "card 3" not in said and "card 2" in said, said
    shot(page, "walk01d-moved-stop-mark", w)


def test_jump_to_end_says_what_it_does(page):
    """Fault 12: the ⇥ tooltip said only "Jump to end"; the others say what they do."""
    tip = page.locator(".cr-widget").first.get_by_role("button", name="Jump to end") \
        .get_attribute("title")
    assert tip.startswith("Jump to end:") and "last step" in tip, tip
