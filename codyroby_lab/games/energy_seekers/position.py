"""What an Energy Seekers position holds: the parts of its game a state reads
(:class:`EnergySeekersGame`, which :class:`~.game.EnergySeekers` is) and the fields
(:class:`Position`). The State's parts build on it, each importing only what is below it:
:mod:`.checks` (is an action legal), :mod:`.turns` (playing it), then :mod:`.state`.

>>> from codyroby_lab.games.energy_seekers.game import EnergySeekers
>>> s = EnergySeekers(players=["ann", "bob"]).new_state(seed=1)
>>> isinstance(s, Position), s.player, len(s.hands[0])
(True, 'ann', 3)
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Any

import numpy as np

from codyroby_lab.core.geometry import Direction
from codyroby_lab.core.protocol import Game
from codyroby_lab.core.protocol import State as GameState
from codyroby_lab.games.energy_seekers.board import PathBoard
from codyroby_lab.games.energy_seekers.challenge import Challenge, Question

__all__ = ["EnergySeekersGame", "Position"]


class EnergySeekersGame(Game):
    """The parts of an Energy Seekers game its states read (set by the game's setup)."""

    board: PathBoard
    challenge: Challenge
    colors: dict[str, str]
    composition: dict[str, int]
    deck_size: int
    max_turns: int

    @property
    @abstractmethod
    def start(self) -> dict[str, Any]:
        """The start the setup fixed (``None`` for what is dealt at random)."""


class Position(GameState):
    """The fields of an Energy Seekers state (:mod:`.layout` declares them)."""

    game: EnergySeekersGame
    phase: str

    def __init__(self, game: EnergySeekersGame):
        self.game = game
        n = len(game.players)
        self.turn = 0
        self.phase = "move"
        self.turns = 0
        self.winner_index: int | None = None
        self.question: int | None = None   # the challenge question asked, if any
        self.last = ""
        self.pos = [0] * n
        self.facing: list[Direction] = [game.board.start_facing] * n
        self.controlled = [False] * n
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.piles: list[list[str]] = [[] for _ in range(n)]
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.visits = [0] * game.board.size
        self.rng = np.random.default_rng(0)

    @property
    def player(self) -> str:
        """Whose turn it is."""
        return self.game.players[self.turn]

    def _question(self) -> Question:
        """The challenge question asked."""
        return self.game.challenge.questions[self.question or 0]
