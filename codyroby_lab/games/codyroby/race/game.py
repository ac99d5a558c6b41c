"""The Race's rules and setup (immutable): the board, the two teams, the start, the path's
length, the face-up piles, the referee and the first team, read from a setup document (its
format: the package docstring). A path longer than the piles allow is refused (SetupError
naming the field and the limit).

>>> game = Race.from_setup({"length": 6, "path": ["A5", "A4"]})
>>> game.length, game.piles, [square_name(q) for q in game.path]
(6, {'F': 24, 'L': 8, 'R': 8, 'REPEAT': 0}, ['A5', 'A4'])
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import Square, square_name
from codyroby_lab.core.protocol import Game
from codyroby_lab.core.rng import check_seed
from codyroby_lab.core.setup import check_fields, names, one_of, renamed, whole
from codyroby_lab.games.codyroby.board import Board, open_setup, pose, squares_of
from codyroby_lab.games.codyroby.race.rules import LENGTH, PILE_CARDS
from codyroby_lab.games.codyroby.race.state import MOST, NAME, RaceState
from codyroby_lab.games.codyroby.robot import COLOURS, Robot

FIELDS = ("board", "players", "teams", "start", "facing", "length", "blocks", "piles", "path",
          "referee", "first")


class Race(Game):
    """The rules and setup of one Race (immutable)."""

    name = NAME
    editor = "stack"

    def __init__(self, setup: dict[str, Any] | None = None):
        d, self.board = open_setup(setup, FIELDS, "race setup")
        d = renamed(d, "teams", "players")
        self._setup = dict(d)
        if self.board.path is not None:
            raise SetupError("board.path", "the teams build the path: give 'path' instead")
        self.players = names(d, "players")
        self.start, self.facing = pose(self.board, d, (0, self.board.height - 1))
        self.blocks = one_of(d, "blocks", (False, True))
        piles = check_fields(d.get("piles", {"F": 24, "L": 8, "R": 8,
                                             "REPEAT": 4 if self.blocks else 0}),
                             PILE_CARDS, "piles")
        self.piles = {c: whole(piles, c, 0, 0, MOST) for c in PILE_CARDS}
        if not self.piles["F"]:
            raise SetupError("piles.F", "at least 1: without an F card no program can follow "
                                        "a path, and the team to call GO! would have no move")
        free = self.board.width * self.board.height - len(self.board.blocks) - 1
        limit = free if self.blocks else min(free, self.piles["F"] // 2)
        self.length = whole(d, "length", min(8, limit), 1, max(1, limit))
        if self.length > limit:
            raise SetupError("length", f"at most {limit}: {LENGTH.text}")
        self.path = self.check_path(d.get("path", [square_name(self.start)]))
        self.referee = one_of(d, "referee", ("players", "solver"))
        self.first = self.players.index(one_of(d, "first", self.players))
        self.starts = {t: Robot(t, self.start, self.facing, COLOURS[i])
                       for i, t in enumerate(self.players)}  # each team's Roby at the start

    def setup(self) -> dict[str, Any]:
        return dict(self._setup)

    def check_path(self, value: Any) -> list[Square]:
        """``value``'s squares, if they are a path this Race can build (else SetupError): from
        the start square, at most ``length`` steps, a road on the board. The setup's path and
        a saved state's are checked so.

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

    def new_state(self, seed: int | None = None) -> RaceState:
        """The start (a Race draws nothing at random: the piles are face up)."""
        check_seed(seed)
        s = RaceState(self)
        s._maybe_done()
        return s

    @classmethod
    def read_state(cls, d: Any) -> RaceState:
        return RaceState.load(d, cls)
