"""The Robin game on the common protocol: players, the cards and track data, and a setup
that can fix everything otherwise random or hidden (docs/formats-robin.md).

Without ``mission`` every card nobody holds is shuffled into the Mission stack by the
state's own generator (the same seed gives the same game). With ``mission`` (top first) the
stack is exactly those cards before the deal, and cards named nowhere are out of the game, so
a conformance case names only the cards it needs. The deal takes, from the top of the
Mission stack: the Contribution stack (10 cards, unless ``contribution`` is given), then the
hands of 4 in turn order from the first player (unless ``hands`` names them), then with 2
players the neutral player's 2 visible and 1 hidden cards (unless ``neutral`` is given).

>>> game = Robin.from_setup({"players": ["ann", "bob", "cy"], "first": "bob",
...                          "mission": ["food1", "food2", "look"], "contribution": ["food3"],
...                          "hands": {"ann": ["animals1"], "bob": [], "cy": []}})
>>> s = game.new_state(seed=0)
>>> d = s.to_dict()
>>> d["turn"], d["pieces"], d["contribution"], d["hands"]["bob"]
('bob', {'ann': 4, 'bob': 2, 'cy': 3}, ['food3'], ['food1'])
>>> d["mission"]
['food2', 'look']
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.io import read_json
from codyroby_lab.core.protocol import Game
from codyroby_lab.core.rng import check_seed
from codyroby_lab.core.setup import check_fields, distinct_names, whole
from codyroby_lab.games.robin import turns
from codyroby_lab.games.robin.data import SPACES, Deck, Offers, Track
from codyroby_lab.games.robin.state import RobinState

__all__ = ["NEUTRAL", "Robin"]

NEUTRAL = "neutral"  # the neutral player of the 2-player variant (its piece's name)
COLOURS = ("green", "yellow", "red", "blue", "purple", "orange", "white")
CONTRIBUTION = 10
HAND = 4
NEUTRAL_CARDS = 3  # 2 visible, 1 hidden
_RESERVED = {"none", NEUTRAL, "all", "contribute", "offer", "use", "counter", "accept", "move",
             "pick", "pass", "trade"}
_FIELDS = ("players", "first", "track", "cards", "mission", "contribution", "hands", "tokens",
           "pieces", "neutral", "discard", "goal", "max_turns", "recycle", "steals", "seed")


class Robin(Game):
    """Rules and setup of one Robin game. Immutable; ``new_state(seed)`` plays it."""

    name = "robin"
    editor = "trade"

    def __init__(self, setup: dict[str, Any] | None = None, *, players: Any = 4):
        spec = dict(check_fields(setup if setup is not None else {"players": players},
                                 _FIELDS, "robin setup"))
        self.players = _players(spec.get("players", 4))
        self.two = len(self.players) == 2   # 2 players: the neutral player is in the game
        # the players' pieces (and the neutral one with 2 players)
        self.pieces: tuple[str, ...] = (*self.players, NEUTRAL) if self.two else self.players
        # the neutral piece's index where its blockade applies (2 players), else None
        self.blocker: int | None = self.pieces.index(NEUTRAL) if self.two else None
        self.colors = dict(zip(self.pieces, COLOURS, strict=False))
        self.track: Track = _data(spec.get("track"), Track, "track")
        self.deck: Deck = _data(spec.get("cards"), Deck, "cards")
        self.offers = Offers(self.deck)  # a counter-offer: a card or none
        self.goal = whole(spec, "goal", 7, 2, 14)
        self.max_turns = whole(spec, "max_turns", 500, 1, 100_000)
        self.recycle = spec.get("recycle", True)
        if not isinstance(self.recycle, bool):
            raise SetupError("recycle", "must be true or false")
        check_seed(spec.get("seed"), "seed")
        self.start = _start(self, spec)   # the start the setup fixed (None: dealt at random)
        #: the cards a steal takes, in order of preference: the first the victim holds (a
        #: case's fixed outcome of the random steal); none held: at random
        self.steals = tuple(_cards(self, spec.get("steals", []), "steals", {}))
        self._spec = spec

    @classmethod
    def from_file(cls, path: str | Path) -> Robin:
        return cls.from_setup(read_json(path, "setup"))

    def setup(self) -> dict[str, Any]:
        d = dict(self._spec)
        d["players"] = list(self.players)
        return d

    def new_state(self, seed: int | None = None) -> RobinState:
        """Set-up: what the setup fixed, the rest dealt from a shuffled Mission stack."""
        s = RobinState(self, np.random.default_rng(check_seed(seed)))
        st = self.start
        n = len(self.players)
        s.first = st["first"] if st["first"] is not None else int(s.rng.integers(n))
        s.turn = s.first
        if st["mission"] is not None:
            s.mission = list(reversed(st["mission"]))
        else:
            s.mission = list(st["rest"])
            s.rng.shuffle(s.mission)  # (the draws of permutation, without an array)
        s.contribution = (list(reversed(st["contribution"])) if st["contribution"] is not None
                          else turns.draw_cards(s, CONTRIBUTION))
        order = [(s.first + k) % n for k in range(n)]
        for i in order:
            p = self.players[i]
            s.hands[i] = sorted(st["hands"][p] if p in st["hands"] else turns.draw_cards(s, HAND))
        if self.two:
            s.neutral = (list(st["neutral"]) if st["neutral"] is not None
                         else turns.draw_cards(s, NEUTRAL_CARDS))
            s.neutral += [0] * (NEUTRAL_CARDS - len(s.neutral))
        s.discard = list(st["discard"])
        starts = self.track.start
        for k, i in enumerate(order):
            s.pos[i] = starts[k]
        if self.two:
            s.pos[2] = starts[2]
        for name, space in st["pieces"].items():
            s.pos[self.pieces.index(name)] = space
        tokens = st["tokens"]
        if tokens is None:
            kinds = list(range(len(self.deck.kinds)))
            s.rng.shuffle(kinds)
            tokens = dict(zip(self.track.token_spaces, kinds, strict=True))
        for space, kind in tokens.items():
            s.tokens[space - 1] = kind + 1
        s.recount()  # (the hands dealt)
        turns.begin_turn(s, None)
        return s

    @classmethod
    def read_state(cls, d: Any) -> RobinState:
        return RobinState.load(d, cls)

    def __repr__(self) -> str:
        return f"Robin(players={list(self.players)})"


def _data(value: Any, cls: Any, field: str) -> Any:
    if value is None or value == "default":
        return cls.default()
    return cls.from_dict(value, field)


def _players(value: Any) -> tuple[str, ...]:
    if isinstance(value, int) and not isinstance(value, bool):
        if not 2 <= value <= 6:
            raise SetupError("players", f"2 to 6 players, not {value}")
        return tuple(f"P{i + 1}" for i in range(value))
    if not isinstance(value, list) or not 2 <= len(value) <= 6:
        raise SetupError("players", "must be 2 to 6 names or a number from 2 to 6")
    return distinct_names(value, "players", _RESERVED, extra="_")


def _cards(game: Robin, value: Any, field: str, taken: dict[str, str]) -> list[int]:
    """Card ids (top first) as codes; each card may be in one place only."""
    if not isinstance(value, list):
        raise SetupError(field, "must be a list of card ids such as ['food3', 'look']")
    out = []
    for i, c in enumerate(value):
        if not isinstance(c, str) or c not in game.deck:
            raise SetupError(f"{field}[{i}]", f"{str(c)[:30]!r} is not a card (cards are "
                             "named like food3, animals12, look, food-animals)")
        if c in taken:
            raise SetupError(f"{field}[{i}]", f"{c} is already in {taken[c]}")
        taken[c] = field
        out.append(game.deck.code(c))
    return out


def _start(game: Robin, spec: dict[str, Any]) -> dict[str, Any]:
    """The fixed parts of the start, checked; what is not fixed is dealt in
    :meth:`Robin.new_state`."""
    players = game.players
    taken: dict[str, str] = {}  # card: where it was dealt
    first = spec.get("first")
    if first is not None and first not in players:
        raise SetupError("first", f"there is no player {str(first)[:30]!r}")
    hands = {}
    given_hands = spec.get("hands", {})
    if not isinstance(given_hands, dict):
        raise SetupError("hands", "must be an object keyed by player name")
    for p, cards in given_hands.items():
        if p not in players:
            raise SetupError(f"hands.{p}", f"there is no player {str(p)[:30]!r}")
        hands[p] = _cards(game, cards, f"hands.{p}", taken)
    contribution = (_cards(game, spec["contribution"], "contribution", taken)
                    if "contribution" in spec else None)
    discard = _cards(game, spec.get("discard", []), "discard", taken)
    neutral = None
    if "neutral" in spec:
        if not game.two:
            raise SetupError("neutral", "only the 2-player variant has a neutral player")
        n = check_fields(spec["neutral"], ("visible", "hidden"), "neutral")
        if set(n) != {"visible", "hidden"} or not isinstance(n["visible"], list) or \
                len(n["visible"]) != 2:
            raise SetupError("neutral", "must be {'visible': [2 cards], 'hidden': a card}")
        neutral = _cards(game, [*n["visible"], n["hidden"]], "neutral", taken)
    mission = _cards(game, spec["mission"], "mission", taken) if "mission" in spec else None
    rest = [c.code for c in game.deck.cards if c.id not in taken]
    return {"first": None if first is None else players.index(first), "hands": hands,
            "contribution": contribution, "discard": discard, "neutral": neutral,
            "mission": mission, "rest": rest, "pieces": _pieces(game, spec.get("pieces", {})),
            "tokens": _tokens(game, spec.get("tokens"))}


def _pieces(game: Robin, value: Any) -> dict[str, int]:
    if not isinstance(value, dict):
        raise SetupError("pieces", "must be an object: piece name -> space 1 to 7")
    for p, space in value.items():
        if p not in game.pieces:
            raise SetupError(f"pieces.{p}", f"there is no piece {str(p)[:30]!r}")
        if isinstance(space, bool) or not isinstance(space, int) or not 1 <= space <= SPACES:
            raise SetupError(f"pieces.{p}", f"a space is 1 (the oak) to {SPACES} (the castle), "
                                            f"not {space!r}")
    return dict(value)


def _tokens(game: Robin, value: Any) -> dict[int, int] | None:
    """``{"2": "food", ...}``: the Mission token on each token space (all of them)."""
    if value is None:
        return None
    spaces = game.track.token_spaces
    kinds = game.deck.kinds
    if not isinstance(value, dict) or sorted(value) != sorted(map(str, spaces)):
        raise SetupError("tokens", f"must name the token on each of the spaces "
                                   f"{', '.join(map(str, spaces))}, e.g. {{'2': 'food'}}")
    out = {}
    for space, kind in value.items():
        if kind not in kinds:
            raise SetupError(f"tokens.{space}", f"{str(kind)[:30]!r} is not one of the kinds "
                                                f"({', '.join(kinds)})")
        out[int(space)] = kinds.index(kind)
    if len(set(out.values())) != len(out):
        raise SetupError("tokens", "there is one Mission token of each kind")
    return out
