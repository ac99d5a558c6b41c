"""Saving a Robin state as JSON and loading it back (``state.to_dict()``,
``Robin.state_from_dict(d)``); a bad document is a SetupError naming the field.

Stacks are listed top first; hands in card order. The conformance cases compare against this
form (docs/formats-robin.md, "State").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from codyroby_lab.core import rng
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.protocol import saved, saved_setup
from codyroby_lab.core.setup import check_fields, integer
from codyroby_lab.games.robin.data import SPACES
from codyroby_lab.games.robin.layout import LAYOUT, PHASE_NAMES
from codyroby_lab.games.robin.position import Position, RobinGame
from codyroby_lab.games.robin.views import ViewsMixin

VERSION = 1
S = TypeVar("S", bound=Position)
PEEKS = ("", "look", "choose")


_ORDER = ("game", "version", "setup", "turn", "first", "turns", "phase", "winner", "pieces",
          "tokens", "hands", "known", "mission", "contribution", "discard", "removed", "offer",
          "sealed", "revealed", "partner", "pending", "movers", "seen", "rng", "neutral")


def to_dict(state: ViewsMixin) -> dict[str, Any]:
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


@saved
def load(cls: type[RobinGame], d: Any, make: Callable[[RobinGame], S]) -> S:
    """A state from ``to_dict()`` (``cls``: the Game class; ``make(game)``: a blank state)."""
    game = cls.from_setup(saved_setup(d, "robin", VERSION))
    deck, players = game.deck, game.players
    s = make(game)

    def code(card: Any, field: str) -> int:
        if card is None:
            return 0
        if not isinstance(card, str) or card not in deck:
            raise SetupError(field, f"{str(card)[:30]!r} is not a card")
        return deck.code(card)

    def codes(cards: Any, field: str, empty: bool = False) -> list[int]:
        """A list of cards (``empty``: null for an empty place, as the neutral player's)."""
        if not isinstance(cards, list):
            raise SetupError(field, "must be a list of cards")
        if not empty and None in cards:
            raise SetupError(f"{field}[{cards.index(None)}]", "must be a card, not null")
        return [code(c, f"{field}[{i}]") for i, c in enumerate(cards)]

    def player(name: Any, field: str) -> int:
        if name not in players:
            raise SetupError(field, f"must be one of the players ({', '.join(players)}), not "
                                    f"{str(name)[:30]!r}")
        return players.index(name)

    s.turn, s.first = player(d["turn"], "turn"), player(d["first"], "first")
    s.turns = integer(d["turns"], "turns", 0, game.max_turns)
    if d["phase"] not in PHASE_NAMES:
        raise SetupError("phase", f"must be one of {', '.join(PHASE_NAMES)}")
    s.phase = d["phase"]
    s.winner_index = None if d["winner"] is None else player(d["winner"], "winner")
    pieces = check_fields(d["pieces"], game.pieces, "pieces")
    s.pos = [integer(pieces[p], f"pieces.{p}", 1, SPACES) for p in game.pieces]
    s.tokens = [0] * SPACES
    spaces = [str(x) for x in game.track.token_spaces]
    for space, kind in check_fields(d["tokens"], tuple(spaces), "tokens").items():
        if kind not in deck.kinds or deck.kinds.index(kind) + 1 in s.tokens:
            raise SetupError(f"tokens.{space}", f"must be a kind ({', '.join(deck.kinds)}), "
                                                f"each on one space only")
        s.tokens[int(space) - 1] = deck.kinds.index(kind) + 1
    s.hands = [sorted(codes(d["hands"][p], f"hands.{p}")) for p in players]
    s.known = [sorted(codes(d["known"][p], f"known.{p}")) for p in players]
    s.mission = codes(d["mission"], "mission")[::-1]
    s.contribution = codes(d["contribution"], "contribution")[::-1]
    s.discard, s.removed = codes(d["discard"], "discard"), codes(d["removed"], "removed")
    s.offer = code(d["offer"], "offer")

    def sealed(text: str, field: str) -> int:
        return s.none_code if text == "none" else code(text, field)

    for p, c in d["sealed"].items():
        if p not in players:
            raise SetupError(f"sealed.{p}", "is not a player")
        s.sealed.commit(p, [sealed(c, f"sealed.{p}")])
    s.shown = [sealed(d["revealed"][p], f"revealed.{p}") if p in d["revealed"] else 0
               for p in players]
    partner = d["partner"]
    if partner is None:
        s.partner = -1
    elif partner in players:
        s.partner = players.index(partner)
    elif game.two and partner in ("neutral 1", "neutral 2", "neutral 3"):
        s.partner = len(players) + int(partner[-1]) - 1
    else:
        raise SetupError("partner", "must be null, a player or (2 players) neutral 1 to 3")
    s.pending = [code(d["pending"].get(p), f"pending.{p}") for p in players]
    movers = d["movers"]
    if not isinstance(movers, list) or len(movers) > 2 or len(set(map(str, movers))) != len(
            movers) or (s.phase == "move") != bool(movers):
        raise SetupError("movers", "lists the one or two players who move their pieces (in "
                                   "the move phase only, and then at least one)")
    s.movers = [player(m, f"movers[{k}]") for k, m in enumerate(movers)]
    for p, seen in d["seen"].items():
        whose = seen["whose"]
        s.peek[players.index(p)] = (PEEKS.index(seen["what"]),
                                    0 if whose is None else players.index(whose) + 1,
                                    tuple(codes(seen["cards"], f"seen.{p}.cards")))
    if game.two:
        n = d["neutral"]
        s.neutral = codes(n["visible"], "neutral.visible", empty=True) + [code(n["hidden"],
                                                                    "neutral.hidden")]
    _held_once(deck, {"hands": s.hands, "mission": [s.mission],
                      "contribution": [s.contribution], "discard": [s.discard],
                      "removed": [s.removed], "neutral": [s.neutral]}, players)
    s.rng = rng.from_dict(d["rng"])
    return s


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
