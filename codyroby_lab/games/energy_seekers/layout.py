"""An Energy Seekers state's layout, declared once (:mod:`codyroby_lab.core.layout`): its
vector for traces and the widget, what each viewer may not see, and its saved document.

Vector order: the head (turn, phase, turns, winner + 1, question + 1, last card code), one
block per player (position, x, y, facing, controlled; the hand's size and 3 card slots; the
remote pile's size and its card slots), the visits of every square, the deck and the discard
(each its size and card slots), and the generator (19 words). A hand's cards are seen by its
player only; the deck's cards and the generator by nobody; every pile's size by all.

>>> from codyroby_lab.games.energy_seekers.game import EnergySeekers
>>> s = EnergySeekers(players=["ann", "bob"]).new_state(seed=1)
>>> hidden, bob = s.hidden_slots("ann").tolist(), s.slot("bob.hand")
>>> bob in hidden, bob + 1 in hidden, s.slot("ann.hand") + 1 in hidden
(False, True, False)
>>> s.with_vector(s.to_vector()) == s
True
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.geometry import Direction
from codyroby_lab.core.layout import (
    Derived,
    Doc,
    Enum,
    Flag,
    Generator,
    Int,
    Ints,
    Layout,
    Pile,
    Player,
    Players,
)
from codyroby_lab.games.cards import LETTERS
from codyroby_lab.games.energy_seekers import rules

NAME, VERSION = "energy_seekers", 1
PHASES = ("give", "move", "answer", "over")
HAND = 3
PILE = rules.pile_limit(rules.MAX_PLAYERS)  # the most cards a pile can hold: 5 players x 3
FACINGS = (Direction.N, Direction.E, Direction.S, Direction.W)
MANY = 10 ** 9  # the most turns or visits a saved state may count


def _deck(game: Any) -> int:
    return game.deck_size


LAYOUT = Layout(
    Doc("game", {"const": NAME}),
    Doc("version", {"const": VERSION}),
    Doc("players", lambda game: {"const": list(game.players)}),
    Player("turn", doc="turn"),
    Enum("phase", PHASES, doc="phase"),
    Int("turns", 0, MANY, doc="turns"),
    Player("winner_index", none=True, doc="winner", name="winner"),
    Int("question", 0, lambda game: len(game.challenge.questions) - 1, none=True),
    Enum("last", ("", *LETTERS), names=(None, *LETTERS), doc="last_card"),
    Players(
        Int("pos", 0, lambda game: game.board.size - 1, offset=1, doc="pieces.*.position",
            name="position"),
        Derived("xy", lambda s, i: s.game.board.path[s.pos[i]], 2, names=("x", "y")),
        Enum("facing", FACINGS, codes=[int(f) for f in FACINGS], doc="pieces.*.facing"),
        Flag("controlled", doc="pieces.*.controlled"),
        Doc("pieces.*.at", {"type": "array", "items": {"type": "integer"}, "minItems": 2,
                            "maxItems": 2}, required=False),
        Doc("pieces.*.square", {"type": "string", "maxLength": 10}, required=False),
        Doc("pieces.*.color", {"type": "string", "maxLength": 40}, required=False),
        Pile("hands", HAND, LETTERS, doc="hands.*", seen="owner", name="hand"),
        Pile("piles", PILE, LETTERS, doc="remote.*", name="remote")),
    Ints("visits", lambda game: game.board.size, 0, MANY, doc="visits"),
    Pile("deck", _deck, LETTERS, doc="deck", seen="nobody"),
    Pile("discard", _deck, LETTERS, doc="discard"),
    Doc("question", {"oneOf": [
        {"type": "null"},
        {"type": "object", "required": ["question"],
         "properties": {"question": {"type": "string", "maxLength": 2000},
                        "choices": {"type": "array", "maxItems": 20}}}]}),
    Generator("rng", doc="rng"),
    Doc("setup", {"type": "object"}),
)
