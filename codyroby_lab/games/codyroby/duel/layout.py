"""A Duel state's layout, declared once (:mod:`codyroby_lab.core.layout`): its vector for
traces and the widget, what each viewer may not see, and its saved document.

Vector order, the saved document's: both Robies
(:data:`~codyroby_lab.games.codyroby.layout.ROBOTS`), each side's placed blocks, the deck
(top card first), each side's hand, the discard, the cards on the table (each pile its size,
then its card codes), the side to move, the phase, the turns played, the winner (-1: none)
and the generator. A hand's cards are seen by its side only; the deck's cards
and the generator by nobody; every pile's size by all.

>>> from codyroby_lab.games.codyroby.duel import Duel
>>> s = Duel.from_setup({}).new_state(seed=1)
>>> s.with_vector(s.to_vector()) == s
True
>>> hidden = s.hidden_slots("A").tolist()
>>> s.slot("B.hand") + 1 in hidden, s.slot("A.hand") + 1 in hidden, s.slot("B.hand") in hidden
(True, False, False)
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.layout import (
    Doc,
    Enum,
    Generator,
    Int,
    Layout,
    Pile,
    Player,
    Players,
)
from codyroby_lab.games.cards import LETTERS
from codyroby_lab.games.codyroby.layout import MANY, ROBOTS, Side, Squares

NAME, VERSION = "codyroby-duel", 1
PHASES = ("blocks", "play", "over")


def _cards(game: Any) -> int:
    return game.total_cards


LAYOUT = Layout(
    Doc("game", {"const": NAME}),
    Doc("version", {"const": VERSION}),
    Doc("setup", {"type": "object"}),
    ROBOTS,
    Players(Squares("placed", lambda game: game.blocks_each, doc="blocks.*"), keyed=True),
    Pile("deck", _cards, LETTERS, doc="deck", seen="nobody", reverse=True),
    Players(Pile("hands", lambda game: game.hand_size, LETTERS, doc="hands.*", seen="owner",
                 name="hand"), keyed=True),
    Pile("discard", _cards, LETTERS, doc="discard"),
    Pile("table", _cards, LETTERS, doc="table"),
    Player("turn", doc="turn"),
    Enum("phase", PHASES, doc="phase"),
    Int("turns", 0, MANY, doc="turns"),
    Side("winner", doc="winner"),
    Generator("rng", doc="rng"),
)
