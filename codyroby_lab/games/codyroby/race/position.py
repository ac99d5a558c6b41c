"""What a Race position holds: the parts of its game a state reads (:class:`RaceGame`,
which :class:`~.game.Race` is) and the fields (:class:`RacePosition`; :mod:`.layout`
declares them). :mod:`.state` plays on it and :mod:`.scene` draws it, so neither imports
the other or the game.

>>> from codyroby_lab.games.codyroby.race import Race
>>> s = Race.from_setup({"length": 2}).new_state()
>>> isinstance(s, RacePosition), s.phase, s.board.path, s.game.length
(True, 'build', ((0, 4),), 2)
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import Direction, Square, square_name
from codyroby_lab.core.protocol import Game
from codyroby_lab.games.codyroby.board import Board, squares_of
from codyroby_lab.games.codyroby.race.layout import LAYOUT
from codyroby_lab.games.codyroby.robot import Robot
from codyroby_lab.games.codyroby.turns import TurnState

__all__ = ["RaceGame", "RacePosition"]


class RaceGame(Game):
    """The parts of a Race its states read (set by the game's setup)."""

    board: Board
    start: Square
    facing: Direction
    starts: dict[str, Robot]       # each team's Roby at the start
    length: int                    # the path's length, in steps
    blocks: bool                   # REPEAT n cards are in play
    piles: dict[str, int]          # the face-up piles at the start
    path: list[Square]             # the path at the start (its first square: the start)
    referee: str                   # who judges a GO!: "players" or "solver"
    first: int                     # the index of the team that moves first

    def check_path(self, value: Any) -> list[Square]:
        """``value``'s squares, if they are a path this Race can build (else SetupError): from
        the start square, at most ``length`` steps, a road on the board. The setup's path and
        a saved state's are checked so.

        >>> from codyroby_lab.games.codyroby.race import Race
        >>> Race.from_setup({"length": 2}).check_path([[0, 4], [1, 4], [2, 4], [3, 4]])
        Traceback (most recent call last):
          ...
        codyroby_lab.core.errors.SetupError: path: has 3 steps; the length is 2
        """
        squares = squares_of(self.board, value, "path")
        if not squares or squares[0] != self.start:
            raise SetupError("path", f"must begin on the start square {square_name(self.start)}")
        if len(squares) - 1 > self.length:
            raise SetupError("path", f"has {len(squares) - 1} steps; the length is {self.length}")
        Board(self.board.width, self.board.height, self.board.blocks, squares)
        return squares


class RacePosition(TurnState):
    """A Race's fields: the path so far, the piles, the Robies, the phase, the team to move,
    the team that called GO! and its program's cards, and the winner."""

    game: RaceGame
    winner: str | None
    layout = LAYOUT

    def __init__(self, game: RaceGame):
        self.game = game
        self.path = list(game.path)
        self.piles = dict(game.piles)
        self.robots = {t: r.copy() for t, r in game.starts.items()}
        self.phase = "build"
        self.turn = game.first
        self.caller: int | None = None
        self.go_cards = 0
        self.winner: str | None = None

    @property
    def board(self) -> Board:
        """The board with the path built so far as its road."""
        g = self.game
        return Board(g.board.width, g.board.height, g.board.blocks, self.path)
