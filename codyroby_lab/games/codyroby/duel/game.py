"""The Duel's rules and setup (immutable): the board, the two sides, their Robies, the deck's
make-up and the limits, read from a setup document (its format: the package docstring). A
setup whose deal would leave a side without a card, or whose board has no room for every
block, is refused with a SetupError naming the field.

>>> game = Duel.from_setup({"blocks_each": 2})
>>> game, game.total_cards, game.starts["B"].label()
(Duel(A vs B, 5x5), 40, 'B at E1 facing south')
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import parse_direction, parse_square, square_name
from codyroby_lab.core.protocol import Game
from codyroby_lab.core.rng import check_seed
from codyroby_lab.core.setup import check_fields, names, one_of, whole
from codyroby_lab.games.cards import card_list
from codyroby_lab.games.codyroby import rules
from codyroby_lab.games.codyroby.board import open_setup
from codyroby_lab.games.codyroby.duel.state import NAME, DuelState
from codyroby_lab.games.codyroby.robot import COLOURS, Robot

FIELDS = ("board", "players", "robots", "cards", "deck", "hands", "hand_size", "blocks_each",
          "turn_limit", "first")


class Duel(Game):
    """The rules and setup of one Duel (immutable). ``Duel.from_setup(d)``, ``new_state``."""

    name = NAME
    editor = "hand"

    def __init__(self, setup: dict[str, Any] | None = None):
        d, self.board = open_setup(setup, FIELDS, "duel setup")
        self.players = names(d, "players")
        self.hand_size = whole(d, "hand_size", 5, 1, 10)
        self.blocks_each = whole(d, "blocks_each", 1, 0, 5)
        self.turn_limit = whole(d, "turn_limit", 200, 1, 100_000)
        self.first = self.players.index(one_of(d, "first", self.players))
        self.starts = self._robots(d.get("robots", {}))
        self._check_room()
        self.cards = self._cards(d)
        self._check_deal(d)
        self._setup = dict(d)

    def setup(self) -> dict[str, Any]:
        return dict(self._setup)

    @property
    def total_cards(self) -> int:
        """Every card of this Duel: the fixed deck or the pool to shuffle, and fixed hands."""
        c = self.cards
        return len(c.get("deck", c.get("pool", []))) + sum(map(len, c["hands"].values()))

    def _robots(self, spec: Any) -> dict[str, Robot]:
        check_fields(spec, self.players, "robots")
        b = self.board
        corners = {self.players[0]: ((0, b.height - 1), "N"),
                   self.players[1]: ((b.width - 1, 0), "S")}
        out: dict[str, Robot] = {}
        for i, p in enumerate(self.players):
            r = check_fields(spec.get(p, {}), ("at", "facing"), f"robots.{p}")
            at = b.check_square(parse_square(r.get("at", corners[p][0]), f"robots.{p}.at"),
                                f"robots.{p}.at")
            if not rules.is_road(b, at) or any(o.at == at for o in out.values()):
                raise SetupError(f"robots.{p}.at", f"{square_name(at)} is not a free square")
            out[p] = Robot(p, at, parse_direction(r.get("facing", corners[p][1]),
                                                  f"robots.{p}.facing"), COLOURS[i])
        return out

    def _check_room(self) -> None:
        """BLOCK: every block must find an empty square, or the block phase could not end."""
        b = self.board
        free = b.width * b.height - len(b.blocks) - len(self.starts)
        if free < 2 * self.blocks_each:
            raise SetupError("blocks_each", f"the board has {free} empty square"
                                            f"{'s' * (free != 1)} for blocks: at most "
                                            f"{free // 2} each, not {self.blocks_each}")

    def _check_deal(self, d: dict[str, Any]) -> None:
        """DRAW, PLAY: the deal must give each side a card, since a turn plays at least one.

        After that no side runs out: the side that played draws its own played cards back
        (RESHUFFLE) when the deck is empty, so every Duel that is not over has a move.
        """
        hands, n = self.cards["hands"], self.hand_size
        dealt = [p for p in self.players if p not in hands]
        left = len(self.cards.get("deck", self.cards.get("pool", [])))
        if not dealt or left >= n * (len(dealt) - 1) + 1:
            return
        field, whole = ("deck", "the deck") if "deck" in d else ("cards", "a Duel")
        parts = [(len(h), f"in {p}'s hand") for p, h in hands.items() if field == "cards"]
        parts += [(n, f"for {p}") for p in dealt[:-1]] + [(1, f"for {dealt[-1]}")]
        need = sum(k for k, _ in parts)
        raise SetupError(field, f"{dealt[-1]} would be dealt no card, and a turn plays at least "
                                f"one: {whole} needs at least {need} card{'s' * (need != 1)} "
                                f"({', '.join(f'{k} {what}' for k, what in parts)})")

    def _cards(self, d: dict[str, Any]) -> dict[str, Any]:
        hands = check_fields(d.get("hands", {}), self.players, "hands")
        hands = {p: card_list(hands[p], f"hands.{p}") for p in hands}
        for p, h in hands.items():
            if not h:
                raise SetupError(f"hands.{p}", "a hand needs at least one card to play")
            if len(h) > self.hand_size:
                raise SetupError(f"hands.{p}", f"holds {len(h)} cards; a hand holds at most "
                                               f"{self.hand_size}")
        if "deck" in d:
            return {"deck": card_list(d["deck"], "deck"), "hands": hands}
        make = check_fields(d.get("cards", {"F": 24, "L": 8, "R": 8}), ("F", "L", "R"), "cards")
        pool = Counter({c: whole(make, c, 0, 0, 200) for c in "FLR"})
        pool.subtract(Counter(c for h in hands.values() for c in h))
        short = [c for c in "FLR" if pool[c] < 0]
        if short:
            raise SetupError("hands", f"the hands hold more {short[0]} cards than the deck has")
        rest = [c for c in "FLR" for _ in range(pool[c])]
        if len(rest) + sum(map(len, hands.values())) < 1:
            raise SetupError("cards", "the deck needs at least one card")
        return {"pool": rest, "hands": hands}

    def new_state(self, seed: int | None = None) -> DuelState:
        """The start: deck shuffled by the state's rng (unless fixed), hands dealt."""
        s = DuelState(self, np.random.default_rng(check_seed(seed)))
        c = self.cards
        if "deck" in c:
            s.deck = list(reversed(c["deck"]))
        else:
            s.deck = [c["pool"][i] for i in s.rng.permutation(len(c["pool"]))]
        for p in self.players:
            s.hands[p] = list(c["hands"].get(p, []))
            if p not in c["hands"]:
                s._draw(p)
        return s

    @classmethod
    def read_state(cls, d: Any) -> DuelState:
        return DuelState.load(d, cls)

    def __repr__(self) -> str:
        return f"Duel({self.players[0]} vs {self.players[1]}, {self.board.width}x" \
               f"{self.board.height})"
