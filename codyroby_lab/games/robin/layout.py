"""A Robin state's layout, declared once (:mod:`codyroby_lab.core.layout`): its vector for
traces and the widget, the slots each viewer may not see, copies and most of the saved
document (:mod:`.saving` adds the game's own parts). A card is its code (0: none); the
document names it by id, stacks top first.

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


def _ids(game: Any) -> list[str]:
    return [c.id for c in game.deck.cards]


def partner_name(game: Any, partner: int) -> str | None:
    """Who the active player traded with (``partner``: a player's index, the neutral
    player's cards after them, -1 none): a player, ``neutral 1`` to ``neutral 3``, None."""
    n = len(game.players)
    if partner < 0:
        return None
    return game.players[partner] if partner < n else f"neutral {partner - n + 1}"


class Card(Int):
    """One card or none (its code, 0: none); the document holds its id or null."""

    def __init__(self, attr: str, **kw: Any):
        super().__init__(attr, 0, _cards, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        return game.deck.card(value).id if value else None

    def schema(self, game: Any) -> dict[str, Any]:
        return {"enum": [None, *_ids(game)]}


class Cards(Pile):
    """A list of the game's cards (codes from 1); the document names them by id."""

    def __init__(self, attr: str, capacity: Any = _cards, **kw: Any):
        super().__init__(attr, capacity, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        return game.deck.ids(super().dump(value, game))

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "array", "maxItems": self.width(game) - 1,
                "items": {"enum": _ids(game)}}


class Pieces(Ints):
    """Each piece's space (1 to 7; the slot: its x on the road); the document maps the
    pieces' names to their spaces."""

    def __init__(self, attr: str, **kw: Any):
        super().__init__(attr, lambda game: len(game.pieces), 1, SPACES, shift=-1, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        return dict(zip(game.pieces, value, strict=True))

    def schema(self, game: Any) -> dict[str, Any]:
        space = {"type": "integer", "minimum": 1, "maximum": SPACES}
        return {"type": "object", "required": list(game.pieces), "additionalProperties": False,
                "properties": {p: space for p in game.pieces}}


class Tokens(Ints):
    """The token on each space (its kind + 1, 0: none); the document maps each space with a
    token (``"3"``) to its kind."""

    def __init__(self, attr: str, **kw: Any):
        super().__init__(attr, SPACES, 0, 100, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        return {str(k + 1): game.deck.kinds[t - 1] for k, t in enumerate(value) if t}

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "object", "propertyNames": {"enum": [str(x) for x in
                                                              game.track.token_spaces]},
                "additionalProperties": {"enum": list(game.deck.kinds)}}


class Partner(Int):
    """Who the active player traded with (see :func:`partner_name`)."""

    def __init__(self, attr: str, **kw: Any):
        super().__init__(attr, -1, 100, shift=1, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        return partner_name(game, value)

    def schema(self, game: Any) -> dict[str, Any]:
        neutral = [f"neutral {k}" for k in (1, 2, 3)] if game.two else []
        return {"enum": [None, *game.players, *neutral]}


class Movers(Seq):
    """The one or two players who move their pieces next; the document holds their names."""

    def __init__(self, attr: str, **kw: Any):
        super().__init__(attr, 2, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        return [game.players[m] for m in value]

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "array", "maxItems": 2, "items": {"enum": list(game.players)}}


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
    Player("turn", doc="turn"), Player("first", doc="first"),
    Int("turns", 0, 100_000, doc="turns"), OneOf("phase", PHASE_NAMES, doc="phase"),
    Player("winner_index", none=True, name="winner", doc="winner"), Card("offer", doc="offer"),
    Partner("partner", doc="partner"), Movers("movers", doc="movers"),
    Pieces("pos", doc="pieces"), Tokens("tokens", doc="tokens"),
    Ints("shown", lambda game: len(game.players), 0, 1000),
    Players(Cards("hands", seen="owner", name="hand", doc="hands.*")),
    Players(Int("pending", 0, 1000, seen="owner")),
    Players(Cards("known", doc="known.*")),
    Cards("mission", reverse=True, seen="nobody", doc="mission"),
    Cards("contribution", reverse=True, public=1, seen="nobody", doc="contribution"),
    Cards("discard", doc="discard"),
    Cards("removed", lambda game: max(1, len(game.deck.specials)), doc="removed"),
    Ints("neutral", lambda game: 3 if game.two else 0, 0, 1000, public=2, seen="nobody"),
    Players(Peek("peek", seen="owner")),
    Commits("sealed", 1),
    Generator("rng", doc="rng"),
)
