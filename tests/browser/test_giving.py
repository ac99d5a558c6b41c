"""Giving cards on the Energy Seekers board (walk 06c, fault 4): while the learner's cards
go to another player's remote-controlled piece, the board speaks of giving, not of playing
a move of their own."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, WAIT, notebook_page, shot, wait_text

GIFT = ("from codyroby_lab import lessons\n"
        "gift = lessons.EnergySeekersPlay({'players': ['ada', 'cody', 'roby'],\n"
        "    'deck': ['F', 'F', 'L', 'R', 'R', 'F', 'L', 'F', 'F'],\n"
        "    'pieces': {'cody': {'position': 8, 'facing': 'E'}}, 'controlled': ['cody']},\n"
        "    seed=3)\n"
        "gift.widget()")


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "giving.ipynb", [GIFT], LAPTOP) as page:
        yield page


def test_the_cards_you_give_are_called_cards_to_give(page):
    w = page.locator(".cr-widget").first
    w.wait_for(timeout=40_000)
    w.scroll_into_view_if_needed()
    editor = w.locator(".cr-cards")
    assert "Cards to give" in editor.inner_text()
    assert "to play" not in editor.inner_text()
    w.locator(".cr-palette button[data-card='F']").click()
    wait_text(page, w, "F")
    page.wait_for_function("(el) => el.textContent.includes('card added')",
                           arg=w.locator(".cr-status").element_handle(), timeout=WAIT)
    said = w.locator(".cr-status").inner_text() + editor.inner_text()
    assert "1 card to give" in said and "to play" not in said, said
    shot(page, "giving", w)


def test_the_text_box_takes_a_choice_not_a_program(page):
    """Walk 06c, fault 5: an answer typed in "Program as text" was told "The cards now hold
    the program from the text"."""
    w = page.locator(".cr-widget").first
    w.locator(".cr-program-text").fill("F F")
    w.locator(".cr-use-text").click()
    wait_text(page, w, "F F")
    page.wait_for_function("(el) => el.textContent.startsWith('Taken')",
                           arg=w.locator(".cr-status").element_handle(), timeout=WAIT)
    assert "program" not in w.locator(".cr-status").inner_text()
