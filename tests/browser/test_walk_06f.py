"""Lesson 06's board after a game is over (walk 06f, fault 7): the hand stayed in full
colour and a click on a card did nothing, silently."""

from __future__ import annotations

from tests.browser.helpers import LAPTOP, notebook_page

OVER = ("from codyroby_lab import lessons\n"
        "es = lessons.EnergySeekersPlay(seed=11)\n"
        "es.play_to_the_end(autoplay=True)\n"
        "es.widget()")


def test_after_the_game_the_hand_looks_and_says_it_cannot_be_played(lab, browser):
    with notebook_page(lab, browser, "walk06f_over.ipynb", [OVER], LAPTOP) as page:
        w = page.locator(".cr-widget").first
        cards = w.locator(".cr-palette button")
        cards.first.wait_for()
        assert cards.count() and all(b.is_disabled() for b in cards.all())
        said = w.locator(".cr-hint").inner_text()
        assert "The game is over: these cards cannot be played" in said, said
        assert not page.js_errors
