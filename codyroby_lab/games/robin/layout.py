"""A Robin state's layout, declared once (:mod:`codyroby_lab.core.layout`): its vector for
traces and the widget, the slots each viewer may not see, copies, and the saved document
and its schema (:mod:`.saving` writes and reads the game's own parts, the :class:`Doc`
entries). A card is its code (0: none); the document names it by id, stacks top first. A
rule's ``description`` holds its words for a wrong value (``{}``: the value), which
:func:`.saving.load` gives in place of the schema's.

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

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.layout import (
    Commits,
    Doc,
    Field,
    Generator,
    Int,
    Ints,
    Layout,
    Pile,
    Player,
    Players,
)
from codyroby_lab.core.layout import Enum as OneOf
from codyroby_lab.games.robin.data import SPACES

NAME, VERSION = "robin", 1
PHASE_NAMES = ("contribute", "trade", "counter", "choose", "move", "pick", "over")
PEEKS = ("", "look", "choose")  # what a peek showed (0: nothing)
MOVERS = ("lists the one or two players who move their pieces (in the move phase only, and "
          "then at least one)")


def _cards(game: Any) -> int:
    return len(game.deck.cards)


def _ids(game: Any) -> list[str]:
    return [c.id for c in game.deck.cards]


def _card_rule(game: Any, *more: Any) -> dict[str, Any]:
    """The schema of one card's id (or one of ``more``: null, ``"none"``)."""
    return {"enum": [*more, *_ids(game)], "description": "{} is not a card"}


def _cards_rule(game: Any, most: int) -> dict[str, Any]:
    """The schema of a list of at most ``most`` cards."""
    return {"type": "array", "maxItems": most, "items": _card_rule(game),
            "description": "must be a list of cards"}


def _player_words(game: Any) -> str:
    return f"must be one of the players ({', '.join(game.players)}), not {{}}"


def _player_rule(game: Any, *more: Any) -> dict[str, Any]:
    """The schema of a player's name (or one of ``more``: null)."""
    return {"enum": [*more, *game.players], "description": _player_words(game)}


def _kind_words(game: Any) -> str:
    return f"must be a kind ({', '.join(game.deck.kinds)}), each on one space only"


def _by_player(game: Any, rule: dict[str, Any]) -> dict[str, Any]:
    """The schema of an object from some players' names to ``rule``."""
    return {"type": "object", "propertyNames": {"enum": list(game.players)},
            "additionalProperties": rule}


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

    def read(self, value: Any, game: Any, where: str) -> Any:
        return game.deck.code(value) if value else 0

    def schema(self, game: Any) -> dict[str, Any]:
        return _card_rule(game, None)


class Cards(Pile):
    """A list of the game's cards (codes from 1); the document names them by id. ``hand``:
    held in card order (read back sorted)."""

    def __init__(self, attr: str, capacity: Any = _cards, *, hand: bool = False, **kw: Any):
        super().__init__(attr, capacity, **kw)
        self.hand = hand

    def dump(self, value: Any, game: Any) -> Any:
        return game.deck.ids(super().dump(value, game))

    def read(self, value: Any, game: Any, where: str) -> Any:
        codes = [game.deck.code(c) for c in super().read(value, game, where)]
        return sorted(codes) if self.hand else codes

    def schema(self, game: Any) -> dict[str, Any]:
        return _cards_rule(game, self.width(game) - 1)


class Pieces(Ints):
    """Each piece's space (1 to 7; the slot: its x on the road); the document maps the
    pieces' names to their spaces."""

    def __init__(self, attr: str, **kw: Any):
        super().__init__(attr, lambda game: len(game.pieces), 1, SPACES, shift=-1, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        return dict(zip(game.pieces, value, strict=True))

    def read(self, value: Any, game: Any, where: str) -> Any:
        return [value[p] for p in game.pieces]

    def schema(self, game: Any) -> dict[str, Any]:
        names = ", ".join(game.pieces)
        return {"type": "object", "required": list(game.pieces),
                "propertyNames": {"enum": list(game.pieces),
                                  "description": f"is not a pieces field ({names})"},
                "additionalProperties": {"type": "integer", "minimum": 1, "maximum": SPACES},
                "description": "must be an object"}


class Tokens(Ints):
    """The token on each space (its kind + 1, 0: none); the document maps each space with a
    token (``"3"``) to its kind."""

    def __init__(self, attr: str, **kw: Any):
        super().__init__(attr, SPACES, 0, 100, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        return {str(k + 1): game.deck.kinds[t - 1] for k, t in enumerate(value) if t}

    def read(self, value: Any, game: Any, where: str) -> Any:
        tokens = [0] * SPACES
        for space, kind in value.items():
            token = game.deck.kinds.index(kind) + 1
            if token in tokens:
                raise SetupError(f"{where}.{space}", _kind_words(game))
            tokens[int(space) - 1] = token
        return tokens

    def schema(self, game: Any) -> dict[str, Any]:
        spaces = [str(x) for x in game.track.token_spaces]
        return {"type": "object",
                "propertyNames": {"enum": spaces, "description": f"is not a tokens field "
                                                                 f"({', '.join(spaces)})"},
                "additionalProperties": {"enum": list(game.deck.kinds),
                                         "description": _kind_words(game)},
                "description": "must be an object"}


class Partner(Int):
    """Who the active player traded with (see :func:`partner_name`)."""

    def __init__(self, attr: str, **kw: Any):
        super().__init__(attr, -1, 100, shift=1, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        return partner_name(game, value)

    def read(self, value: Any, game: Any, where: str) -> Any:
        players = game.players
        if value is None:
            return -1
        return players.index(value) if value in players else len(players) + int(value[-1]) - 1

    def schema(self, game: Any) -> dict[str, Any]:
        neutral = [f"neutral {k}" for k in (1, 2, 3)] if game.two else []
        return {"enum": [None, *game.players, *neutral],
                "description": "must be null, a player or (2 players) neutral 1 to 3"}


class Movers(Field):
    """The one or two players who move their pieces next: two slots, each a player's index
    + 1, 0 after the end (no size slot); the document holds their names."""

    copy = list

    def width(self, game: Any) -> int:
        return 2

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.extend([x + 1 for x in value] + [0] * (2 - len(value)))

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return [x - 1 for x in vec[i:i + 2] if x]

    def dump(self, value: Any, game: Any) -> Any:
        return [game.players[m] for m in value]

    def read(self, value: Any, game: Any, where: str) -> Any:
        return [game.players.index(m) for m in value]

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "array", "maxItems": 2, "uniqueItems": True,
                "items": _player_rule(game), "description": MOVERS}


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


def _seen(game: Any) -> dict[str, Any]:
    """The schema of what each player's peek showed (:class:`Peek`)."""
    return _by_player(game, {
        "type": "object", "required": ["what", "whose", "cards"], "additionalProperties": False,
        "properties": {"what": {"enum": list(PEEKS[1:])}, "whose": _player_rule(game, None),
                       "cards": _cards_rule(game, _cards(game))}})


def _neutral(game: Any) -> dict[str, Any]:
    """The schema of the neutral player's cards: two visible (or none), one hidden."""
    if not game.two:
        return {"not": {}, "description": "holds the neutral player's cards: 2 players only"}
    visible = {"type": "array", "minItems": 2, "maxItems": 2, "items": _card_rule(game, None),
               "description": "must be a list of 2 cards (null: none)"}
    return {"type": "object", "required": ["visible", "hidden"], "additionalProperties": False,
            "properties": {"visible": visible, "hidden": _card_rule(game, None)}}


LAYOUT = Layout(
    Doc("game", {"const": NAME}), Doc("version", {"const": VERSION}),
    Doc("setup", {"type": "object"}),
    Player("turn", doc="turn", says=_player_words),
    Player("first", doc="first", says=_player_words),
    Int("turns", 0, lambda game: game.max_turns, doc="turns"),
    OneOf("phase", PHASE_NAMES, doc="phase"),
    Player("winner_index", none=True, name="winner", doc="winner", says=_player_words),
    Card("offer", doc="offer"),
    Partner("partner", doc="partner"), Movers("movers", doc="movers"),
    Pieces("pos", doc="pieces"), Tokens("tokens", doc="tokens"),
    Ints("shown", lambda game: len(game.players), 0, 1000),
    Players(Cards("hands", hand=True, seen="owner", name="hand", doc="hands.*")),
    Players(Int("pending", 0, 1000, seen="owner")),
    Players(Cards("known", hand=True, doc="known.*")),
    Cards("mission", reverse=True, seen="nobody", doc="mission"),
    Cards("contribution", reverse=True, public=1, seen="nobody", doc="contribution"),
    Cards("discard", doc="discard"),
    Cards("removed", lambda game: max(1, len(game.deck.specials)), doc="removed"),
    Ints("neutral", lambda game: 3 if game.two else 0, 0, 1000, public=2, seen="nobody"),
    Players(Peek("peek", seen="owner")),
    Commits("sealed", 1),
    Generator("rng", doc="rng"),
    Doc("sealed", lambda game: _by_player(game, _card_rule(game, "none"))),
    Doc("revealed", lambda game: _by_player(game, _card_rule(game, "none"))),
    Doc("pending", lambda game: _by_player(game, _card_rule(game))),
    Doc("seen", _seen),
    Doc("neutral", _neutral, required=lambda game: game.two),
)
