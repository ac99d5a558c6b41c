"""The board's "Start again?" question (widgets/board.js): it goes when the learner plays on."""

from __future__ import annotations

from tests.browser.helpers import LAPTOP, notebook_page, wait_text

DUEL = """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
                 "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
                 "deck": ["F"] * 20, "blocks_each": 0})
duel.widget()"""


def test_start_again_closes_when_the_child_picks_a_card(lab, browser):
    """Walk 04q, fault 6: New game asked "Start again?", the child went on adding cards, and
    the question with its "Yes, start again" stayed open beside them, a stray click away
    from wiping the game. Picking a card answers it: the game goes on."""
    with notebook_page(lab, browser, "newgamequestion.ipynb", [DUEL], viewport=LAPTOP) as page:
        w = page.locator(".cr-widget").first
        w.locator('.cr-palette [data-card="F"]').click()
        wait_text(page, w, "F")
        w.locator(".cr-new-game").click()
        ask = w.locator(".cr-new-game-ask")
        ask.wait_for(state="visible")
        w.locator('.cr-palette [data-card="L"]').click()
        wait_text(page, w, "F L")
        ask.wait_for(state="hidden")
        assert w.locator(".cr-new-game").is_visible()
        assert not page.js_errors
