"""What a basic-play position holds: the parts of its game a state reads
(:class:`CodyRobyGame`, which :class:`~.game.CodyRoby` is) and the fields
(:class:`CodyRobyPosition`; :mod:`.layout` declares them). :mod:`.state` plays on it, so
it imports no game.

>>> from codyroby_lab.games.codyroby.game import CodyRoby
>>> s = CodyRoby({"robots": {"roby": {"at": "A5", "facing": "N"}}}).new_state()
>>> isinstance(s, CodyRobyPosition), s.halt, s.game.step_limit, s.robots["roby"].label()
(True, None, 100000, 'Roby at A5 facing north')
"""

from __future__ import annotations

from codyroby_lab.core.protocol import Game, State
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.layout import LAYOUT
from codyroby_lab.games.codyroby.robot import Robot

__all__ = ["CodyRobyGame", "CodyRobyPosition"]


class CodyRobyGame(Game):
    """The parts of a basic-play game its states read (set by the game's setup)."""

    board: Board
    starts: dict[str, Robot]       # each robot at the start
    step_limit: int                # the cards a program may run before it is stopped


class CodyRobyPosition(State):
    """Basic play's fields: the robots' squares and facings, and how the last program
    halted (None: no run yet)."""

    game: CodyRobyGame
    layout = LAYOUT

    def __init__(self, game: CodyRobyGame, robots: dict[str, Robot], halt: str | None = None):
        self.game = game
        self.robots = robots
        self.halt = halt
