"""Seguimi's rules and setup (immutable): the board, the two teams, Roby's start, the
trail's length, the rounds, how cards are compared, and optionally each round's trail and
its shuffled cards, read from a setup document (its format: the package docstring).

>>> game = FollowMe.from_setup({"rounds": 3, "first": "B"})
>>> [game.layer(r) for r in range(game.rounds)], game.length, game.compare
(['B', 'A', 'B'], 6, 'position')
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.protocol import Game
from codyroby_lab.core.rng import check_seed
from codyroby_lab.core.setup import names, one_of, renamed, whole
from codyroby_lab.games.cards import card_list
from codyroby_lab.games.codyroby.board import open_setup, pose
from codyroby_lab.games.codyroby.follow_me.rules import trail
from codyroby_lab.games.codyroby.follow_me.state import NAME, VERSION, FollowMeState
from codyroby_lab.games.codyroby.robot import Robot

FIELDS = ("board", "players", "teams", "start", "facing", "length", "rounds", "compare",
          "first", "programs", "shuffled")


class FollowMe(Game):
    """The rules and setup of one Seguimi (immutable)."""

    name = NAME
    editor = "hand"
    versions = (1, VERSION)

    def __init__(self, setup: dict[str, Any] | None = None):
        d, self.board = open_setup(setup, FIELDS, "follow-me setup")
        d = renamed(d, "teams", "players")
        self._setup = dict(d)
        self.players = names(d, "players")
        centre = (self.board.width // 2, self.board.height // 2)
        self.start, self.facing = pose(self.board, d, centre)
        self.starts = {"roby": Robot("roby", self.start, self.facing)}  # Roby at the start
        self.length = whole(d, "length", 6, 1, 12)
        self.rounds = whole(d, "rounds", 2, 1, 20)
        self.compare = one_of(d, "compare", ("position", "prefix"))
        self.first = self.players.index(one_of(d, "first", self.players))
        self.programs = [self._program(p, f"programs[{i}]")
                         for i, p in enumerate(self._per_round(d, "programs"))]
        self.shuffled = [card_list(c, f"shuffled[{i}]")
                         for i, c in enumerate(self._per_round(d, "shuffled"))]
        if len(self.shuffled) > len(self.programs):
            i = len(self.programs)
            raise SetupError(f"shuffled[{i}]", f"orders the cards of programs[{i}]: give "
                                               f"programs[{i}] too")
        for i, (c, p) in enumerate(zip(self.shuffled, self.programs, strict=False)):
            if Counter(c) != Counter(p):
                raise SetupError(f"shuffled[{i}]", f"must hold the cards of programs[{i}]")

    def setup(self) -> dict[str, Any]:
        return dict(self._setup)

    def layer(self, round_: int) -> str:
        """The team that lays the trail of round ``round_`` (from 0)."""
        return self.players[(self.first + round_) % 2]

    def _per_round(self, d: dict[str, Any], name: str) -> list[Any]:
        v = d.get(name, [])
        if not isinstance(v, list) or len(v) > self.rounds:
            raise SetupError(name, f"must be a list of at most {self.rounds} entries, one a round")
        return v

    def _program(self, text: Any, field: str) -> list[str]:
        cards_ = card_list(text, field)
        if len(cards_) != self.length:
            raise SetupError(field, f"must have {self.length} cards, not {len(cards_)}")
        if trail(self.board, self.start, self.facing, cards_) is None:
            raise SetupError(field, "Roby crashes on this trail")
        return cards_

    def new_state(self, seed: int | None = None) -> FollowMeState:
        s = FollowMeState(self, np.random.default_rng(check_seed(seed)))
        s._begin_round()
        return s

    @classmethod
    def read_state(cls, d: Any) -> FollowMeState:
        """A saved state (version 2; a version-1 state, which kept only the current round's
        program as ``hidden``, loads too)."""
        return FollowMeState.load(d, cls)
