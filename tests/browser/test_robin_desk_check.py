"""Robin's Desk check on the offline page at a school laptop's width: a card's name never
breaks inside (a dual card's may break at its "-"), on the bold current row too."""

from __future__ import annotations

from codyroby_lab import lessons
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
