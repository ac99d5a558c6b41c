"""Robin's Desk check on the offline page at a school laptop's width: a card's name never
breaks inside (a dual card's may break at its "-"), on the bold current row too; the wheel
over a long table scrolls the page until a click puts the table in use."""

from __future__ import annotations

import numpy as np

from codyroby_lab import lessons
from codyroby_lab.games.robin import Robin
from codyroby_lab.lessons.robin import PLAYERS
from codyroby_lab.ui import save_player
from tests.support.browser import WORDS_FIT, open_file

# Will holds the longest names of the deck (a dual card's parts, 10 letters each)
HAND = ["messages13", "messages14", "places-messages", "weapons12", "swap-tokens"]


def test_card_names_fit_their_column_whole(browser, tmp_path):
    """Walk 09s, fault 12: the hand column showed "messages1" / "3" on two lines."""
    game = lessons.RobinPlay({"first": "will", "hands": {"will": HAND}}, seed=1)
    turn = game.move("offer weapons12")
    path = tmp_path / "robin.html"
    save_player(turn.trace, path, viewer="will")
    page = open_file(browser, path)
    page.set_viewport_size({"width": 1366, "height": 650})
    steps = page.evaluate("() => document.querySelector('.cr-widget').__codyroby.steps")
    for k in (0, steps):
        page.evaluate("(k) => document.querySelector('.cr-widget').__codyroby.show(k)", k)
        # (a dual card's name may break at its "-": its parts are no longer than messages13)
        words = [w for w in page.evaluate(WORDS_FIT) if "-" not in w]
        assert not [w for w in words if w.rstrip("0123456789") in
                    ("messages", "weapons")], (k, words)
    page.close()


TOPS = "() => [document.querySelector('.cr-desk-scroll').scrollTop, scrollY]"


def test_the_wheel_over_a_long_table_scrolls_the_page(browser, tmp_path):
    """Walk 09r6, fault M4: after autoplay the table, kept at its last row, took the wheel
    for a hundred turns while a child scrolled back up to the board."""
    game = Robin.from_setup({"players": PLAYERS, "first": "will"})
    state, rng, trace = game.new_state(1), np.random.default_rng(1), None
    while trace is None or trace.steps < 60:
        trace = state.play(state.sample_action(rng, state.waiting_for()[0]), trace)
    path = tmp_path / "robin.html"
    save_player(trace, path, viewer="will")
    page = open_file(browser, path)
    page.set_viewport_size({"width": 1366, "height": 650})
    page.evaluate("() => { document.body.style.paddingBottom = '2000px';"
                  " const w = document.querySelector('.cr-widget').__codyroby;"
                  " w.show(w.steps); }")
    table = page.locator(".cr-desk-scroll")
    table.evaluate("t => t.scrollIntoView({block: 'center'})")
    page.wait_for_timeout(300)
    low, at = page.evaluate(TOPS)
    assert low > 1000 and at > 300, (low, at)      # long, at its last row, the page scrolled
    box = table.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.wheel(0, -200)
    page.wait_for_timeout(400)
    assert page.evaluate(TOPS) == [low, at - 200]   # the page went up, the table stayed
    page.mouse.wheel(0, 200)
    page.wait_for_timeout(400)
    assert page.evaluate(TOPS) == [low, at]
    table.click()                                   # in use: the wheel scrolls the table
    page.mouse.wheel(0, -200)
    page.wait_for_timeout(400)
    assert page.evaluate(TOPS) == [low - 200, at]
    page.keyboard.press("PageUp")                   # and keys scroll it, as before
    page.wait_for_timeout(400)
    assert page.evaluate(TOPS)[0] < low - 200
    page.close()
