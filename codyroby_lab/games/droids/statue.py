"""The Robot Statue: the grey droid is a statue in the centre, pushed like a droid or
carried with PU (a carrier moves one square per order: :func:`orders.heavy`); the first
droid to carry it into its own start base wins.

>>> from codyroby_lab.games.droids.game import Droids
>>> g = Droids({"scenario": "statue", "players": ["red", "blue"]})
>>> [r.id for r in g.robots], g.start["at"]["statue"], g.composition["SH"]
(['red', 'blue', 'statue'], (4, 4), 0)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from codyroby_lab.core.events import Event
from codyroby_lab.games.droids import rules

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState


def deliver(s: DroidsState, r: int, cell: int, ev: list[Event]) -> None:
    """STATUE_HOME: a droid carrying the statue entered its own start base: it wins."""
    robot = s.game.robots[r]
    if robot.kind != "droid" or s.game.board.cell(s.game.board.base(robot.colour)) != cell:
        return
    s.finish(robot.owner, ev, rules.STATUE_HOME,
             f"{robot.name} brings the statue home and wins")
