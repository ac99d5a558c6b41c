"""The Energy Seekers game on the common protocol: a path board, players, the deck, options.

The setup format (docs/formats-energy-seekers.md) can fix everything otherwise random or
hidden: the deck's order, hands, the discard pile, pieces, remote-controlled pieces and
the cards given to them. Without a ``deck`` the cards nobody holds are shuffled by the
state's own generator, so the same seed gives the same game.

>>> game = EnergySeekers.from_setup({"players": ["ann", "bob"],
...                                  "deck": ["F", "F", "L", "R", "F", "F"]})
>>> state = game.new_state(seed=1)
>>> state.to_dict()["hands"], state.to_dict()["turn"]
({'ann': ['F', 'F', 'L'], 'bob': []}, 'ann')
>>> [e.kind for e in state.apply("play F F")]
['Moved', 'Moved', 'Discarded', 'Drew']
>>> state.to_dict()["pieces"]["ann"]["position"], state.to_dict()["hands"]["bob"]
(3, ['R', 'F', 'F'])
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import Direction, parse_direction, parse_square, square_name
from codyroby_lab.core.io import read_setup
from codyroby_lab.core.protocol import Game
from codyroby_lab.core.rng import check_seed
from codyroby_lab.core.setup import distinct_names
from codyroby_lab.games.energy_seekers import rules
from codyroby_lab.games.energy_seekers.board import FORMAT, PathBoard
from codyroby_lab.games.energy_seekers.challenge import Challenge
from codyroby_lab.games.energy_seekers.rules import MAX_PLAYERS, MIN_PLAYERS, shuffled
from codyroby_lab.games.energy_seekers.state import NAME, EnergySeekersState
from codyroby_lab.games.energy_seekers.turns import begin_turn

__all__ = ["EnergySeekers"]

COLOURS = ("purple", "yellow", "white", "red", "green", "blue")
DEFAULT_MAX_TURNS = 5000
_RESERVED = {"none", "play", "give", "run", "stuck", "answer"}
_FIELDS = {"board", "players", "first", "cards", "deck", "hands", "discard", "pieces",
           "controlled", "remote", "challenge", "max_turns", "seed"}


class EnergySeekers(Game):
    """Rules and setup of one Energy Seekers game. Immutable; ``new_state(seed)`` plays it.
    ``start``: what the setup fixed of the start (``None`` for what is dealt at random)."""

    name = NAME
    editor = "hand"

    def __init__(self, setup: dict[str, Any] | None = None, *, board: PathBoard | None = None,
                 players: int | list[str] = 2, challenge: Any = None,
                 max_turns: int = DEFAULT_MAX_TURNS, base: str | Path | None = None):
        if not isinstance(setup, (dict, type(None))):
            raise SetupError("setup", "must be an object")
        spec = dict(setup) if setup is not None else {"players": players,
                                                       "max_turns": max_turns}
        unknown = set(spec) - _FIELDS
        if unknown:
            raise SetupError(sorted(unknown)[0], f"is not an energy_seekers setup field "
                                                 f"({', '.join(sorted(_FIELDS))})")
        self.board = board or _board(spec.get("board", "default"))
        self.players = _players(spec.get("players", 2))
        self.colors = {p: COLOURS[i] for i, p in enumerate(self.players)}
        self.challenge = Challenge.from_setup(challenge if challenge is not None
                                              else spec.get("challenge"), base=base)
        self.composition = _composition(spec.get("cards", rules.COMPOSITION))
        self.deck_size = sum(self.composition.values())
        limit = spec.get("max_turns", DEFAULT_MAX_TURNS)
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise SetupError("max_turns", "must be a whole number of at least 1")
        self.max_turns = limit
        check_seed(spec.get("seed"), "seed")
        self.start = _start(self, spec)
        self._spec = spec

    @classmethod
    def from_setup(cls, setup: dict[str, Any],
                   base: str | Path | None = None) -> EnergySeekers:
        """The game of an ``energy_seekers`` setup document. ``base``: the folder of the file
        it came from, where a relative challenge ``questions`` file is looked for (without
        it, the current directory)."""
        if not isinstance(setup, dict):
            raise SetupError("setup", "must be an object")
        return cls(setup, base=base)

    @classmethod
    def from_file(cls, path: str | Path) -> EnergySeekers:
        """The game of a setup file (``core.io.read_setup``: a board file alone too); a
        relative challenge ``questions`` file is taken from the setup file's folder."""
        return cls.from_setup(read_setup(path, FORMAT), base=Path(path).parent)

    @classmethod
    def read_state(cls, d: Any) -> EnergySeekersState:
        """A state saved by ``to_dict()`` (a challenge given as a Python judge is not saved)."""
        return EnergySeekersState.load(d, cls)

    def new_state(self, seed: int | None = None) -> EnergySeekersState:
        """The start: what the setup fixed, the deck shuffled (unless the setup fixed it),
        the first hand drawn."""
        s = EnergySeekersState(self, np.random.default_rng(check_seed(seed)))
        st, players = self.start, self.players
        s.turn = st["first"]
        s.hands = [list(st["hands"][p]) for p in players]
        s.piles = [list(st["piles"][p]) for p in players]
        s.controlled = [p in st["controlled"] for p in players]
        s.pos = [st["pieces"][p][0] for p in players]
        s.facing = [st["pieces"][p][1] for p in players]
        s.discard = list(st["discard"])
        s.deck = list(st["deck"]) if st["deck"] is not None else shuffled(s.rng, st["rest"])
        begin_turn(s)
        return s

    def setup(self) -> dict[str, Any]:
        """A JSON-ready setup of this game (a Python callable challenge is left out)."""
        d = {k: v for k, v in self._spec.items() if k != "challenge"}
        d["board"] = self.board.to_dict()
        d["players"] = list(self.players)
        challenge = self.challenge.to_setup()
        if challenge is not None:
            d["challenge"] = challenge
        return d

    def __repr__(self) -> str:
        return f"EnergySeekers({self.board.size} squares, players={list(self.players)})"


def _board(value: Any) -> PathBoard:
    if value == "default":
        return PathBoard.default()
    if isinstance(value, PathBoard):
        return value
    return PathBoard.from_dict(value)


def _players(value: Any) -> tuple[str, ...]:
    if isinstance(value, int) and not isinstance(value, bool):
        if not MIN_PLAYERS <= value <= MAX_PLAYERS:
            raise SetupError("players", f"2 to 6 players or teams, not {value}")
        return tuple(f"P{i + 1}" for i in range(value))
    if not isinstance(value, list) or not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
        raise SetupError("players", "must be 2 to 6 names (players or teams) or a number")
    return distinct_names(value, "players", _RESERVED)


def _composition(value: Any) -> dict[str, int]:
    if not isinstance(value, dict) or set(value) != set(rules.LETTERS) or not all(
            isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 99
            for n in value.values()) or sum(value.values()) < 3:
        raise SetupError("cards", "must count each card, e.g. {'F': 24, 'L': 8, 'R': 8}")
    return {c: value[c] for c in rules.LETTERS}


def _cards(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(c, str) and c.upper() in rules.LETTERS
                                              for c in value):
        raise SetupError(where, "must be a list of cards F, L, R")
    return [c.upper() for c in value]


def _per_player(game: EnergySeekers, value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise SetupError(where, "must be an object keyed by player name")
    for name in value:
        if name not in game.players:
            raise SetupError(f"{where}.{name}", f"there is no player {name!r}")
    return value


def _start(game: EnergySeekers, spec: dict[str, Any]) -> dict[str, Any]:
    """The fixed parts of the start position, checked: hands, piles, pieces, deck, discard."""
    players, board = game.players, game.board
    hands: dict[str, list[str]] = {p: [] for p in players}
    for p, cards in _per_player(game, spec.get("hands", {}), "hands").items():
        hands[p] = _cards(cards, f"hands.{p}")
        if len(hands[p]) > 3:
            raise SetupError(f"hands.{p}", "a hand holds at most 3 cards")
    piles: dict[str, list[str]] = {p: [] for p in players}
    for p, cards in _per_player(game, spec.get("remote", {}), "remote").items():
        piles[p] = _cards(cards, f"remote.{p}")
        rules.check_pile(piles[p], len(players), f"remote.{p}")
    controlled = spec.get("controlled", [])
    if not isinstance(controlled, list) or any(p not in players for p in controlled):
        raise SetupError("controlled", "must be a list of player names")
    controlled = sorted(set(controlled) | {p for p in players if piles[p]}, key=players.index)
    pieces = {}
    for p in players:
        pieces[p] = (0, board.start_facing)
    for p, piece in _per_player(game, spec.get("pieces", {}), "pieces").items():
        pieces[p] = _piece(board, piece, f"pieces.{p}")
    first = spec.get("first", players[0])
    if first not in players:
        raise SetupError("first", f"there is no player {first!r}")
    deck = _cards(spec["deck"], "deck") if "deck" in spec else None
    discard = _cards(spec["discard"], "discard") if "discard" in spec else None
    rest = rules.left_over(game.composition, [(f"hands.{p}", hands[p]) for p in players]
                           + [(f"remote.{p}", piles[p]) for p in players]
                           + [("deck", deck or []), ("discard", discard or [])],
                           nowhere="deck" if deck is not None and discard is not None else None)
    if deck is not None and discard is None:
        discard, rest = rest, []
    return {"hands": hands, "piles": piles, "controlled": controlled, "pieces": pieces,
            "first": players.index(first), "deck": deck, "discard": discard or [],
            "rest": rest}


def _piece(board: PathBoard, spec: Any, where: str) -> tuple[int, Direction]:
    if not isinstance(spec, dict) or not set(spec) <= {"position", "at", "facing"}:
        raise SetupError(where, "must be an object with 'position' (1 to N) or 'at', and "
                                "'facing'")
    if "position" in spec:
        pos = spec["position"]
        if isinstance(pos, bool) or not isinstance(pos, int) or not 1 <= pos <= board.size:
            raise SetupError(f"{where}.position", f"must be 1 to {board.size}, not {pos!r}")
        at = pos - 1
    elif "at" in spec:
        sq = parse_square(spec["at"], f"{where}.at")
        if sq not in board.index:
            raise SetupError(f"{where}.at", f"{square_name(sq)} is not on the path")
        at = board.index[sq]
    else:
        at = 0
    if at == board.size - 1:
        raise SetupError(where, "a piece cannot start on the energy station")
    return at, parse_direction(spec.get("facing", board.start_facing), f"{where}.facing")
