"""A Robin state's layout, declared once (:mod:`codyroby_lab.core.layout`): its vector for
traces and the widget, the slots each viewer may not see, and copies. A card is its code
(0: none). The saved document is :mod:`.saving`'s (card names, stacks top first).

Vector order (N: the number of cards, P: players): the head (turn, first, turns, phase,
winner + 1, the open offer, partner + 1, the next two movers + 1); each piece's space - 1
(its x on the road, 0 for the oak); the token on each space (kind + 1); each player's
revealed counter-offer; each hand (its size, then N card slots); each player's pending card
(the card received, until it moves pieces); each player's known cards (seen going into the
hand and not seen leaving it: public); the Mission stack, the Contribution stack (top first:
its first card slot is the visible top) and the discard stack (each its size and N slots);
the special cards used (size and a slot each); with 2 players the neutral player's 3 cards
(the third hidden); each player's peek (what a ``look`` or ``choose`` showed: kind,
target + 1, size, N slots); the sealed counter-offers (``core.sealed``); the generator.

Hidden from a player: the other players' hand cards, pending cards and peeks, the Mission
stack's cards, the Contribution stack's cards below the top, the neutral player's hidden
card, the other players' sealed offers and the generator. A spectator sees no hand's cards;
EVERYONE sees all.

>>> from codyroby_lab.games.robin.game import Robin
>>> s = Robin(players=3).new_state(seed=1)
>>> s.with_vector(s.to_vector()) == s
True
>>> hidden = set(s.hidden_slots("P1").tolist())
>>> s.slot("P2.hand") + 1 in hidden, s.slot("P1.hand") + 1 in hidden, s.slot("contribution") + 1 in hidden
(True, False, False)
"""  # noqa: E501

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from codyroby_lab.core.layout import (
    Commits,
    Field,
    Generator,
    Int,
    Ints,
    Layout,
    Pile,
    Player,
    Players,
    Seq,
)
from codyroby_lab.core.layout import Enum as OneOf
from codyroby_lab.games.robin.data import SPACES

PHASE_NAMES = ("contribute", "trade", "counter", "choose", "move", "pick", "over")


def _cards(game: Any) -> int:
    return len(game.deck.cards)


class Peek(Field):
    """What a ``look`` or ``choose`` showed a player: (kind, target + 1, cards); slots: the
    kind, the target, the cards' count and N card slots, all seen by that player only."""

    def width(self, game: Any) -> int:
        return 3 + _cards(game)

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        kind, target, cards = value
        out += [kind, target, len(cards), *cards, *[0] * (_cards(game) - len(cards))]

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return vec[i], vec[i + 1], tuple(vec[i + 3:i + 3 + vec[i + 2]])


LAYOUT = Layout(
    Player("turn"), Player("first"), Int("turns", 0, 100_000), OneOf("phase", PHASE_NAMES),
    Player("winner_index", none=True, name="winner"), Int("offer", 0, _cards),
    Int("partner", -1, 100, shift=1), Seq("movers", 2),
    Ints("pos", lambda game: len(game.pieces), 1, SPACES, shift=-1),
    Ints("tokens", SPACES, 0, 100), Ints("shown", lambda game: len(game.players), 0, 1000),
    Players(Pile("hands", _cards, seen="owner", name="hand")),
    Players(Int("pending", 0, 1000, seen="owner")),
    Players(Pile("known", _cards)),
    Pile("mission", _cards, reverse=True, seen="nobody"),
    Pile("contribution", _cards, reverse=True, public=1, seen="nobody"),
    Pile("discard", _cards), Pile("removed", lambda game: max(1, len(game.deck.specials))),
    Ints("neutral", lambda game: 3 if game.two else 0, 0, 1000, public=2, seen="nobody"),
    Players(Peek("peek", seen="owner")),
    Commits("sealed", 1),
    Generator("rng"),
)
