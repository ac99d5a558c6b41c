"""What a Duel position holds: the parts of its game a state reads (:class:`DuelGame`,
which :class:`~.game.Duel` is) and the fields (:class:`DuelPosition`; :mod:`.layout`
declares them). :mod:`.state` plays on it and :mod:`.scene` draws it, so neither imports
the other or the game.

>>> from codyroby_lab.games.codyroby.duel import Duel
>>> s = Duel.from_setup({"blocks_each": 2}).new_state(seed=1)
>>> isinstance(s, DuelPosition), s.phase, s.game.total_cards, len(s.hands["A"])
(True, 'blocks', 40, 5)
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from codyroby_lab.core.geometry import Square
from codyroby_lab.core.protocol import Game
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.duel.layout import LAYOUT
from codyroby_lab.games.codyroby.robot import Robot
from codyroby_lab.games.codyroby.turns import TurnState

__all__ = ["DuelGame", "DuelPosition", "board_with"]


class DuelGame(Game):
    """The parts of a Duel its states read (set by the game's setup)."""

    board: Board
    starts: dict[str, Robot]       # each side's Roby at the start
    hand_size: int
    blocks_each: int
    turn_limit: int
    first: int                     # the index of the side that moves first
    cards: dict[str, Any]          # the fixed deck or the pool to shuffle, and fixed hands

    @property
    def total_cards(self) -> int:
        c = self.cards
        return len(c.get("deck", c.get("pool", []))) + sum(map(len, c["hands"].values()))


@lru_cache(maxsize=256)
def board_with(board: Board, placed: frozenset[Square]) -> Board:
    """The board with the placed block tiles added."""
    return Board(board.width, board.height, board.blocks | placed, board.path, board.targets)


class DuelPosition(TurnState):
    """A Duel's fields: the Robies, the placed blocks, the deck (top card ``deck[-1]``), the
    hands, the discard, the cards on the table, the side to move, the phase, the turns
    played, the winner and the generator."""

    game: DuelGame
    layout = LAYOUT

    def __init__(self, game: DuelGame, rng: np.random.Generator):
        self.game, self.rng = game, rng
        self.robots = {p: Robot(r.name, r.at, r.facing, r.color) for p, r in game.starts.items()}
        self.placed: dict[str, list[Square]] = {p: [] for p in game.players}
        self.deck: list[str] = []
        self.hands: dict[str, list[str]] = {p: [] for p in game.players}
        self.discard: list[str] = []
        self.table: list[str] = []
        self.turn = game.first
        self.phase = "blocks" if game.blocks_each else "play"
        self.turns = 0
        self.winner: str | None = None

    @property
    def board(self) -> Board:
        """The board with the placed blocks."""
        return board_with(self.game.board, frozenset(sq for v in self.placed.values()
                                                     for sq in v))
