"""Saving a Robin state as JSON and loading it back (``state.to_dict()``,
``Robin.state_from_dict(d)``): the declared fields are the layout's (:mod:`.layout`, written
with ``LAYOUT.dump``); this module adds what is the game's own: the sealed, revealed and
pending cards, the peeks, the neutral player's cards and the setup. A document is read back
through the layout (``LAYOUT.load``: its schema, errors in the setup format's words) and
the checks a schema cannot make: each card in one place, movers in the move phase only.

Stacks are listed top first; hands in card order. The conformance cases compare against this
form (docs/formats-robin.md, "State").

>>> from codyroby_lab.games.robin.game import Robin
>>> d = Robin(players=3).new_state(seed=1).to_dict()
>>> Robin.state_from_dict({**d, "pieces": {**d["pieces"], "P1": 8}})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: pieces.P1: must be a whole number from 1 to 7, not 8
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from codyroby_lab.core import schema
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.protocol import saved_game
from codyroby_lab.games.robin.layout import LAYOUT, MOVERS, PEEKS, VERSION
from codyroby_lab.games.robin.position import Position, RobinGame
from codyroby_lab.games.robin.views import Views

S = TypeVar("S", bound=Position)
_ORDER = ("game", "version", "setup", "turn", "first", "turns", "phase", "winner", "pieces",
          "tokens", "hands", "known", "mission", "contribution", "discard", "removed", "offer",
          "sealed", "revealed", "partner", "pending", "movers", "seen", "rng", "neutral")


def to_dict(state: Views) -> dict[str, Any]:
    """The whole state, JSON-ready (:func:`load` reads it back): the layout's fields, and
    what is the game's own (the sealed, revealed and pending cards, the peeks, the neutral
    player's cards)."""
    g, deck = state.game, state.game.deck
    players = g.players

    def one(code: int) -> str | None:
        return deck.card(code).id if code else None

    d = LAYOUT.dump(state)
    d.update(game=g.name, version=VERSION, setup=g.setup(),
             sealed={p: state._sealed_text(c) for p, c in state.sealed.choices.items()},
             revealed={p: state._sealed_text((c,)) for p, c in zip(players, state.shown,
                                                                 strict=True) if c},
             pending={p: one(c) for p, c in zip(players, state.pending, strict=True) if c},
             seen={p: state._peek(i) for i, p in enumerate(players) if state.peek[i][0]})
    if g.two:
        d["neutral"] = {"visible": [one(c) for c in state.neutral[:2]],
                        "hidden": one(state.neutral[2])}
    return {k: d[k] for k in _ORDER if k in d}


def load(cls: type[RobinGame], d: Any, make: Callable[[RobinGame], S]) -> S:
    """A state from ``to_dict()`` (``cls``: the Game class; ``make(game)``: a blank state).
    A saved state obeys what the setup format does: the layout's schema and readers check
    the numbers' ranges, players, cards and kinds; this adds each card in one place and
    the movers in the move phase only."""
    game = saved_game(d, cls.from_setup)
    s = LAYOUT.load(make(game), d, reword=_reword, top=True)
    deck, players = game.deck, game.players

    def code(card: str | None) -> int:  # a card, none (0) or a sealed "no counter-offer"
        return s.none_code if card == "none" else deck.code(card) if card else 0

    for p, c in d["sealed"].items():
        s.sealed.commit(p, [code(c)])
    s.shown = [code(d["revealed"].get(p)) for p in players]
    s.pending = [code(d["pending"].get(p)) for p in players]
    for p, seen in d["seen"].items():
        whose = seen["whose"]
        s.peek[players.index(p)] = (PEEKS.index(seen["what"]),
                                    0 if whose is None else players.index(whose) + 1,
                                    tuple(map(code, seen["cards"])))
    if game.two:
        s.neutral = [code(c) for c in (*d["neutral"]["visible"], d["neutral"]["hidden"])]
    if (s.phase == "move") != bool(s.movers):
        raise SetupError("movers", MOVERS)
    _held_once(deck, {"hands": s.hands, "mission": [s.mission],
                      "contribution": [s.contribution], "discard": [s.discard],
                      "removed": [s.removed], "neutral": [s.neutral]}, players)
    s.recount()  # (the hands and known cards read)
    return s


def _reword(e: Any) -> str | None:
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


def _held_once(deck: Any, piles: dict[str, list[list[int]]], players: tuple[str, ...]) -> None:
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
