"""What a Seguimi position holds: the parts of its game a state reads
(:class:`FollowMeGame`, which :class:`~.game.FollowMe` is) and the fields
(:class:`FollowMePosition`; :mod:`.layout` declares them). :mod:`.state` plays on it and
:mod:`.scene` draws it, so neither imports the other or the game.

>>> from codyroby_lab.games.codyroby.follow_me import FollowMe
>>> s = FollowMe.from_setup({"rounds": 3, "first": "B"}).new_state(seed=1)
>>> isinstance(s, FollowMePosition), s.phase, s.round, s.game.layer(1)
(True, 'lay', 0, 'A')
"""

from __future__ import annotations

import numpy as np

from codyroby_lab.core.geometry import Direction, Square
from codyroby_lab.core.protocol import Game
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.follow_me.layout import LAYOUT, VERSION
from codyroby_lab.games.codyroby.robot import Robot
from codyroby_lab.games.codyroby.turns import TurnState

__all__ = ["FollowMeGame", "FollowMePosition"]


class FollowMeGame(Game):
    """The parts of a Seguimi its states read (set by the game's setup)."""

    board: Board
    start: Square
    facing: Direction
    starts: dict[str, Robot]       # Roby at the start
    length: int                    # a trail's cards
    rounds: int
    compare: str                   # how cards score: "position" or "prefix"
    first: int                     # the index of the team that lays the first trail
    programs: list[list[str]]      # the trails the setup fixes, one a round from the first
    shuffled: list[list[str]]      # their shuffled cards, the same way

    def layer(self, round_: int) -> str:
        """The team that lays the trail of round ``round_`` (from 0)."""
        return self.players[(self.first + round_) % 2]


class FollowMePosition(TurnState):
    """A Seguimi's fields: Roby, the round, each round's program (as laid, and once
    scored), the shuffled cards, the trail, the phase, the scores, the winner and the
    generator."""

    game: FollowMeGame
    winner: str | None
    layout = LAYOUT
    version = VERSION

    def __init__(self, game: FollowMeGame, rng: np.random.Generator):
        self.game, self.rng = game, rng
        self.robot = game.starts["roby"].copy()
        self.round = 0
        self.phase = "lay"
        self.programs: list[list[str]] = [[] for _ in range(game.rounds)]  # as laid
        self.revealed: list[list[str]] = [[] for _ in range(game.rounds)]  # once scored
        self.shuffled: list[str] = []
        self.trail: list[Square] = []  # the squares the laid program shows (public)
        self.scores = {t: 0 for t in game.players}
        self.winner = None
