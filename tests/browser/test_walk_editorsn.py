"""Faults of the fresh-eyes walks (issue 29) in the editors and the drawn board, as a
learner at a school laptop (1366x650) meets them."""

from __future__ import annotations

import pytest

from tests.support.browser import (
    board_page,
    run_cell,
)

DUEL = """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1", "facing": "S"}},
                 "hands": {"A": ["F", "R", "L", "L", "F"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
duel.widget()"""


@pytest.fixture(scope="module")
def duel(lab, browser):
    with board_page(lab, browser, "walk-editorsn-duel.ipynb", DUEL) as page_and_board:
        yield page_and_board


def test_a_double_click_on_x_takes_back_one_card(duel):
    """Walk 04n, fault 7: a double click on the × of the 2nd card of F L F took back the L,
    then the F that slid up under the pointer. One card goes back, the F stays."""
    page, w = duel
    chosen = w.locator(".cr-chosen [data-node]")
    for card in "FLF":
        w.locator(f'.cr-palette [data-card="{card}"]').first.click()
    page.wait_for_function("(el) => el.querySelectorAll('[data-node]').length === 3",
                           arg=w.locator(".cr-chosen").element_handle())
    chosen.nth(1).locator(".cr-take-back").dblclick()
    w.locator(".cr-status").filter(has_text="L card back in your hand").wait_for()
    page.wait_for_timeout(500)                       # a second take-back would be drawn by now
    labels = [c.get_attribute("aria-label") or "" for c in chosen.all()]
    assert [label.split(": ")[1].split(" ")[0] for label in labels] == ["F", "F"], labels


DROIDS = """\
from codyroby_lab.lessons.droids import DroidsPlay
dp = DroidsPlay("challenge", players=["red", "blue"], seed=0, setup={
    "phase": "program", "first": "red", "robots": {"red": "C1"},
    "racks": {"red": ["V1", "V2", "PU"], "blue": ["B1"]},
    "objects": [{"kind": "obstacle", "at": "E4"}]})
dp.widget()"""


@pytest.fixture(scope="module")
def droids(duel):
    """The Droids board in a cell below the duel's, after the duel's tests (their board is
    the page's last): one page for the module (a notebook of its own, while the duel's is
    open, loaded JupyterLab in a second page)."""
    page, _ = duel
    w = run_cell(page, DROIDS).locator(".cr-widget")
    w.evaluate("w => w.scrollIntoView({block: 'start'})")
    return page, w


def test_an_obstacle_laid_fills_its_square_in_a_look_of_its_own(droids):
    """Walk 08n, fault 12: an obstacle laid on the board was a tiny tag, its word "obstacle"
    too small to read. It fills its square as a fixed obstacle does, the word unseen, in
    another colour (walk 08p, fault 1: the two looked the same, and only a laid one can be
    picked up)."""
    page, w = droids
    fixed = w.locator(".cr-tile.cr-kind-obstacle .cr-tile-bg").first
    laid = w.locator(".cr-mark-chit:visible").filter(has_text="obstacle")
    laid.wait_for(state="attached")
    tile = laid.locator(".cr-tile-bg:visible")
    assert tile.count() == 1
    size = tile.bounding_box()
    assert size and size["width"] >= 0.8 * (fixed.bounding_box() or {"width": 99})["width"]
    assert tile.evaluate("el => getComputedStyle(el).fill") != fixed.evaluate(
        "el => getComputedStyle(el).fill")
    assert not laid.locator("text:visible").count()        # no tag with a word too small
