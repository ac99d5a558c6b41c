"""Lesson 02's boards as its walk found them (issue 29, walk 02): the status line speaks of
what the board does now (not "The program has ended." while it plays again), and Jump to end
before any run says what to do."""

from __future__ import annotations

import pytest

from codyroby_lab import codyroby
from codyroby_lab.ui import save_player
from tests.browser.helpers import (
    LAPTOP,
    notebook_page,
    open_player,
    run_cell,
    shot,
    wait_end,
    wait_text,
)

PATROL = "REPEAT 4 [F F L]"


def test_playing_again_after_the_end_does_not_say_the_program_has_ended(browser, tmp_path):
    """Walk 02, fault 9: Play after a run had ended replayed it, under "The program has
    ended."."""
    path = tmp_path / "patrol.html"
    save_player(codyroby.run(PATROL, at="C3"), path, program=PATROL)
    page = open_player(browser, path, viewport=(1366, 650))
    try:
        w = page.locator(".cr-widget")
        w.locator(".cr-speed").fill("7")
        w.locator(".cr-play").click()
        wait_end(page, w)
        page.wait_for_function("(el) => el.textContent.includes('ended')",
                               arg=w.locator(".cr-status").element_handle())
        w.locator(".cr-speed").fill("0")                   # one step a second: it plays on
        w.locator(".cr-play").click()                      # from the end: Play starts again
        page.wait_for_function("(el) => !/^step 12 of 12/.test(el.textContent)",
                               arg=w.locator(".cr-counter").element_handle())
        status = w.locator(".cr-status").inner_text()
        shot(page, "walk02-play-again", w)
        assert "ended" not in status, status
        assert not page.errors
    finally:
        page.close()


@pytest.fixture(scope="module")
def page(lab, browser):
    setup = f'from codyroby_lab import lessons\nlessons.board("{PATROL}", at="C3")'
    with notebook_page(lab, browser, "walk02.ipynb", [setup], LAPTOP) as page:
        yield page


def test_jump_to_end_before_any_run_shows_the_end(page):
    """Walk 02, fault 10: ⇥ before any run did nothing and said nothing; it now runs the
    program and shows where it ends, as Step runs it and shows its first step (walk 01j)."""
    cell = run_cell(page, f'lessons.board("{PATROL}", at="C3", run=False)')
    w = cell.locator(".cr-widget")
    w.locator(".cr-end").click()
    wait_end(page, w)
    shot(page, "walk02-end-before-run", w)
    assert not page.js_errors


def test_a_repeat_card_on_a_board_of_lesson_2_has_only_its_number(page):
    """Walk 02, fault 8: every REPEAT card offered WHILE (lesson 3's) in a drop-down."""
    cell = run_cell(page, 'lessons.board("REPEAT 2 [F]", at="C3", '
                          'palette=["F", "L", "R", "REPEAT"])')
    w = cell.locator(".cr-widget")
    w.locator(".cr-times").wait_for()
    assert w.locator(".cr-block-controls select").count() == 0
    shot(page, "walk02-repeat-number-only", w)
    assert not page.js_errors


def test_arrows_on_a_repeats_cards_move_between_cards(page):
    """Walk 02 (issue 29), fault 4: Tab landed on the REPEAT's number box and each ArrowDown
    silently took one off its number, while the help said "arrows move". On the cards the
    arrows move from card to card; in the number box they change the number and the status
    line says so (walk 02f, fault 5: tests/browser/test_walk_02f.py)."""
    cell = run_cell(page, 'lessons.board("REPEAT 4 [F R] L", at="C3", '
                          'palette=["F", "L", "R", "REPEAT"])')
    w = cell.locator(".cr-widget")
    w.locator('.cr-stack [data-node="0"]').focus()          # the REPEAT card itself
    page.keyboard.press("ArrowDown")
    assert page.evaluate("() => document.activeElement.dataset.node") == "1"   # the F inside
    page.keyboard.press("ArrowDown")
    assert page.evaluate("() => document.activeElement.dataset.node") == "2"
    wait_text(page, w, "REPEAT 4 [F R] L")
    shot(page, "walk02-number-box-arrows", w)
    assert "Type a REPEAT's number" in w.locator(".cr-keys").text_content()
    assert not page.js_errors
