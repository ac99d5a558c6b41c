"""Robot Madness: the first player whose droid stands in a concrete garden around its
home base wins (GARDEN; the test is :func:`codyroby_lab.games.droids.garden.enclosed`).

>>> from codyroby_lab.games.droids.game import Droids
>>> walls = [{"kind": "obstacle", "at": sq} for sq in ("C1", "C2", "C3", "B3", "A3")]
>>> s = Droids({"scenario": "madness", "players": ["red", "blue"], "phase": "draw",
...             "objects": walls, "robots": {"red": "B2"}}).new_state()
>>> gardener(s)                  # red is in the 4-square garden around A1
0
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from codyroby_lab.games.droids.garden import region

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState


def in_garden(s: DroidsState, p: int) -> bool:
    """GARDEN: player ``p``'s droid is in the garden enclosing its home base."""
    g = s.game
    assert g.enclosure is not None  # Madness has its gardens
    neighbours, size = g.enclosure
    r = p  # a player's droid is the robot of the same index
    if s.x[r] < 0:
        return False
    garden = region(s, g.board.cell(g.board.base(g.players[p])), neighbours, size)
    return len(garden) <= size and g.board.cell((s.x[r], s.y[r])) in garden


def gardener(s: DroidsState) -> int | None:
    """The first player (in turn order from the start player) whose garden is complete."""
    n = len(s.game.players)
    for k in range(n):
        p = (s.first + k) % n
        if not s.out[p] and in_garden(s, p):
            return p
    return None
