"""Duel in the Labyrinth (and the Robot Killer's force field): a robot completely
surrounded by obstacles and the board's edges is captured (CAPTURE; the test is
:func:`codyroby_lab.games.droids.garden.enclosed` with the scenario's ``enclosure``).

>>> from codyroby_lab.games.droids.game import Droids
>>> walls = [{"kind": "obstacle", "at": sq} for sq in ("I1", "J2")]
>>> s = Droids({"scenario": "labyrinth", "phase": "draw", "objects": walls}).new_state()
>>> captured(s, 1), captured(s, 0)        # yellow in the J1 corner is walled in
(True, False)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from codyroby_lab.games.droids.garden import enclosed

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState


def captured(s: DroidsState, r: int) -> bool:
    """Is robot ``r`` surrounded?"""
    if s.x[r] < 0:
        return False
    assert s.game.enclosure is not None  # the Labyrinth captures by enclosing
    neighbours, size = s.game.enclosure
    return enclosed(s, s.game.board.cell((s.x[r], s.y[r])), neighbours, size)


def result(s: DroidsState) -> tuple[bool, int | None]:
    """``(over, winner)`` of a duel: the player whose opponent is captured wins; both
    captured at once is a draw."""
    caught = [captured(s, p) for p in range(2)]
    if caught[0] and caught[1]:
        return True, None
    if caught[0] or caught[1]:
        return True, 1 if caught[0] else 0
    return False, None
