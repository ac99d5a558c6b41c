"""Robin's own field kinds (:mod:`codyroby_lab.core.layout`), which
:class:`~.state.RobinState`'s ``layout`` declares its fields with, and the saved document's
words: each rule's schema and its ``description``, the words for a wrong value (``{}``: the
value), which :func:`reword` gives in place of the schema's, and the checks a schema cannot
make (:func:`held_once`). A card is its code (0: none); the document names it by id
(the core kinds' ``names="deck"``: the game's deck is the table), stacks top first.

>>> from codyroby_lab.games.robin.game import Robin
>>> game = Robin(players=["ann", "bob"])
>>> game.deck.name(3), partner_name(game, 3)
('food3', 'neutral 2')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from codyroby_lab.core import schema
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.layout import Commits, Field, Int, Ints
from codyroby_lab.core.sealed import Sealed
from codyroby_lab.games.robin.data import SPACES

NAME, VERSION = "robin", 1
PEEKS = ("", "look", "choose")  # what a peek showed (0: nothing)
CARDS = "must be a list of cards"  # the words for a wrong list of cards
MOVERS = ("lists the one or two players who move their pieces (in the move phase only, and "
          "then at least one)")

#: the saved document's keys, in order
ORDER = ("game", "version", "setup", "turn", "first", "turns", "phase", "winner", "pieces",
         "tokens", "hands", "known", "mission", "contribution", "discard", "removed", "offer",
         "sealed", "revealed", "partner", "pending", "movers", "seen", "rng", "neutral")


def cards(game: Any) -> int:
    """How many cards the game's deck has: the most a pile holds."""
    return len(game.deck.cards)


def _cards_rule(game: Any, most: int) -> dict[str, Any]:
    """The schema of a list of at most ``most`` cards."""
    return {"type": "array", "maxItems": most, "items": game.deck.rule(),
            "description": CARDS}


def player_words(game: Any) -> str:
    return f"must be one of the players ({', '.join(game.players)}), not {{}}"


def _player_rule(game: Any, *more: Any) -> dict[str, Any]:
    """The schema of a player's name (or one of ``more``: null)."""
    return {"enum": [*more, *game.players], "description": player_words(game)}


def _kind_words(game: Any) -> str:
    return f"must be a kind ({', '.join(game.deck.kinds)}), each on one space only"


def partner_name(game: Any, partner: int) -> str | None:
    """Who the active player traded with (``partner``: a player's index, the neutral
    player's cards after them, -1 none): a player, ``neutral 1`` to ``neutral 3``, None."""
    n = len(game.players)
    if partner < 0:
        return None
    return game.players[partner] if partner < n else f"neutral {partner - n + 1}"


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
    kind, the target, the cards' count and N card slots, all seen by that player only; the
    document writes it as :func:`peeked` does (nothing shown: null)."""

    def width(self, game: Any) -> int:
        return 3 + cards(game)

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        kind, target, shown = value
        out += [kind, target, len(shown), *shown, *[0] * (cards(game) - len(shown))]

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return vec[i], vec[i + 1], tuple(vec[i + 3:i + 3 + vec[i + 2]])

    def dump(self, value: Any, game: Any) -> Any:
        return peeked(game, value) if value[0] else None

    def read(self, value: Any, game: Any, where: str) -> Any:
        if value is None:
            return NO_PEEK
        whose = value["whose"]
        return (PEEKS.index(value["what"]), 0 if whose is None else game.players.index(whose) + 1,
                tuple(game.deck.code(c) for c in value["cards"]))

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "object", "required": ["what", "whose", "cards"],
                "additionalProperties": False,
                "properties": {"what": {"enum": list(PEEKS[1:])},
                               "whose": _player_rule(game, None),
                               "cards": _cards_rule(game, cards(game))}}


NO_PEEK: tuple[int, int, tuple[int, ...]] = (0, 0, ())  # no ``look`` or ``choose`` shown


def peeked(game: Any, peek: tuple[int, int, tuple[int, ...]]) -> dict[str, Any]:
    """What a ``look`` or ``choose`` showed (a :class:`Peek` value), as the saved document
    and the observation write it."""
    kind, target, shown = peek
    return {"what": PEEKS[kind], "whose": game.players[target - 1] if target else None,
            "cards": game.deck.ids(shown)}


class Counters(Commits):
    """The sealed counter-offers, one code each (a card or none: the game's ``offers``);
    the document maps each player who has chosen to the offer's name."""

    def __init__(self, attr: str, **kw: Any):
        super().__init__(attr, 1, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        return {p: game.offers.name(c[0]) for p, c in value.choices.items()}

    def read(self, value: Any, game: Any, where: str) -> Any:
        sealed = Sealed(game.players, 1)
        for p, offer in value.items():
            sealed.commit(p, [game.offers.code(offer, f"{where}.{p}")])
        return sealed

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "object", "propertyNames": {"enum": list(game.players)},
                "additionalProperties": game.offers.rule()}


class Neutral(Ints):
    """With 2 players, the neutral player's 3 cards (0: none), the third hidden; the
    document names them ``{"visible": [2 cards], "hidden": card}``; with more players there
    are none, and no entry."""

    def __init__(self, attr: str, **kw: Any):
        super().__init__(attr, lambda game: 3 if game.two else 0, 0, 1000, public=2,
                         names="deck", required=lambda game: game.two, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        if not game.two:
            return None
        names = super().dump(value, game)
        return {"visible": names[:2], "hidden": names[2]}

    def read(self, value: Any, game: Any, where: str) -> Any:
        return [] if value is None else \
            super().read([*value["visible"], value["hidden"]], game, where)

    def schema(self, game: Any) -> dict[str, Any]:
        if not game.two:
            return {"not": {}, "description": "holds the neutral player's cards: 2 players only"}
        visible = {"type": "array", "minItems": 2, "maxItems": 2, "items": game.deck.rule(None),
                   "description": "must be a list of 2 cards (null: none)"}
        return {"type": "object", "required": ["visible", "hidden"],
                "additionalProperties": False,
                "properties": {"visible": visible, "hidden": game.deck.rule(None)}}


def reword(e: Any) -> str | None:
    """A schema error in the words of the setup format: a number's range, a rule's own
    words (its ``description``, ``{}`` the value), one of a few words. An unknown key is
    named as before: by itself when its rule has words (a pieces or tokens field, as
    ``check_fields`` names it), else in its place (``sealed.P9``)."""
    rule = e.schema if isinstance(e.schema, dict) else {}
    if list(e.absolute_schema_path)[-2:-1] == ["propertyNames"]:  # an unknown key
        if "description" in rule:
            raise SetupError(str(e.instance), rule["description"])
        raise SetupError(".".join([*map(str, e.absolute_path), str(e.instance)]),
                         "is not a player")
    words = schema.whole_number_words(e)
    if words:
        return words
    if "description" in rule and e.validator not in ("required", "additionalProperties"):
        return str(rule["description"]).replace("{}", repr(str(e.instance)[:30]))
    if e.validator == "enum":
        return f"must be one of {', '.join(map(str, rule['enum']))}"
    return None


def held_once(deck: Any, piles: dict[str, list[list[int]]], players: tuple[str, ...]) -> None:
    """Each card is in one hand or pile, once (a setup says it too)."""
    seen: dict[int, str] = {}
    for name, lists in piles.items():
        for k, cards in enumerate(lists):
            where = f"{name}.{players[k]}" if name == "hands" else name
            for c in cards:
                if c and c in seen:
                    raise SetupError(where, f"{deck.card(c).id} is already in {seen[c]}: each "
                                            "card is in one place")
                seen[c] = where
