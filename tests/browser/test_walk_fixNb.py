"""Faults of the fresh-eyes walks (issue 29) in the editors and the drawn board, as a
learner at a school laptop (1366x650) meets them."""

from __future__ import annotations

import pytest

from tests.browser.helpers import (
    LAPTOP,
    notebook_page,
    wait_counter,
    wait_end,
    wait_idle,
    wait_text,
)

RACE = "from codyroby_lab import lessons\nrace = lessons.RoboRallyRace(seed=1)\nrace.widget()"


@pytest.fixture
def race(lab, browser):
    with notebook_page(lab, browser, "walk-fixNb-race.ipynb", [RACE], LAPTOP) as page:
        wait_idle(page)
        w = page.locator(".cr-widget").last
        w.evaluate("w => w.scrollIntoView({block: 'start'})")
        yield page, w


def faces(cards) -> list[str]:
    """Each card's kind and priority as the board draws them ("Move 3 priority 790")."""
    return [" ".join(c.locator(f".cr-card-{part}").inner_text() for part in ("kind", "priority"))
            for c in cards.all()]


def test_back_after_a_turn_shows_the_cards_it_played_and_no_card_to_pick(race):
    """Walk 07n, fault 1: Back after a turn (or Pause once register 5 had played) showed
    five "empty" registers, and the board said "pick a card, press Run" with no card to
    pick. The registers keep the turn's cards, register 5 lit, and the words say how to
    come back to the game."""
    page, w = race
    hand = w.locator(".cr-rr-hand [data-place]")
    chosen = faces(hand)[:5]
    for k in range(5):
        hand.nth(k).click()
        wait_text(page, w, " ".join(str(p) for p in range(1, k + 2)))
    w.locator(".cr-run").click()
    wait_counter(page, w, "step 2 ")
    w.locator(".cr-end").click()
    wait_end(page, w)
    hand.first.wait_for()
    w.locator(".cr-back").click()                    # the turn's last step, a replay now
    registers = w.locator(".cr-rr-registers")
    page.wait_for_function("(el) => !el.innerText.includes('empty')",
                           arg=registers.element_handle())
    assert faces(registers.locator(".cr-rr-card")) == chosen
    assert registers.locator(".cr-running").get_attribute("data-register") == "5"
    status = w.locator(".cr-status").inner_text()
    assert "pick a card" not in status and "Jump to end" in status, status

