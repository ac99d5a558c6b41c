"""CodyRoby: F/L/R cards and the blue REPEAT/IF/ELSE cards on square boards.

>>> from codyroby_lab import codyroby
>>> t = codyroby.run("F F R F", at="A5", facing="N")
>>> t.final.robots["roby"].label()
'Roby at B3 facing east'
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.geometry import Direction, parse_direction, parse_square
from codyroby_lab.core.protocol import Action
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.codyroby import rules
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.game import CodyRoby
from codyroby_lab.games.codyroby.program import Program, parse
from codyroby_lab.games.codyroby.robot import Robot
from codyroby_lab.games.codyroby.state import CodyRobyState

__all__ = ["Action", "Board", "Challenge", "CodyRoby", "CodyRobyState", "Direction", "Duel",
           "FollowMe", "Program", "Race", "Robot", "Trace", "parse", "rules", "run",
           "shortest_program"]


def run(program: str | Program, board: Board | None = None, at: Any = None,
        facing: Any = "N", robot: str = "roby", step_limit: int = 100_000) -> Trace:
    """Run a program for one robot on ``board`` (5x5 by default) starting at ``at``
    (bottom-left by default) and return the trace."""
    board = board or Board()
    start = parse_square(at, "at") if at is not None else (0, board.height - 1)
    game = CodyRoby(board=board, step_limit=step_limit,
                    robots={robot: Robot(robot, start, parse_direction(facing))})
    return game.new_state().play(parse(program))


# The card games and tools built on basic play (imported last: they use run and the board).
from codyroby_lab.games.codyroby.challenge import Challenge  # noqa: E402
from codyroby_lab.games.codyroby.duel import Duel  # noqa: E402
from codyroby_lab.games.codyroby.follow_me import FollowMe  # noqa: E402
from codyroby_lab.games.codyroby.race import Race  # noqa: E402
from codyroby_lab.games.codyroby.solver import shortest_program  # noqa: E402
