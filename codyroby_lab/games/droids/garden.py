"""The enclosure test of Robot Madness (the concrete garden) and of the duels (capture by
surrounding): the squares reachable from a square without crossing an obstacle (fixed or
mobile) or the board's edge, going in 8 directions (droids move diagonally) or in 4 (no
diagonal orders), must be few.

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"scenario": "madness", "players": ["red", "blue"], "phase": "draw",
...             "objects": [{"kind": "obstacle", "at": sq} for sq in ("B1", "A2", "B2")]}
...            ).new_state()
>>> sorted(region(s, 0, 8, 9)), enclosed(s, 0, 8, 9), enclosed(s, 1, 8, 9)
([0], True, False)
>>> 9 < len(region(s, 55, 4, 9)) <= 9 + 8   # stops soon after more than asked
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from codyroby_lab.games.droids.objects import KING, OBSTACLE, ROOK

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState


def wall(s: DroidsState, cell: int) -> bool:
    """A square of a garden's wall: a fixed or a mobile obstacle."""
    return cell in s.game.board.fixed_cells or s.obj[cell] == OBSTACLE


def region(s: DroidsState, cell: int, neighbours: int, limit: int) -> set[int]:
    """The cells reachable from ``cell`` (itself included unless it is a wall), stopping
    once more than ``limit`` are found."""
    if wall(s, cell):
        return set()
    w, h = s.game.board.width, s.game.board.height
    dirs = [d.delta for d in (KING if neighbours == 8 else ROOK)]
    seen, todo = {cell}, [cell]
    while todo and len(seen) <= limit:
        c = todo.pop()
        x, y = c % w, c // w
        for dx, dy in dirs:
            nx, ny = x + dx, y + dy
            n = ny * w + nx
            if 0 <= nx < w and 0 <= ny < h and n not in seen and not wall(s, n):
                seen.add(n)
                todo.append(n)
    return seen


def enclosed(s: DroidsState, cell: int, neighbours: int, size: int) -> bool:
    """Is ``cell`` in an enclosure of at most ``size`` squares?"""
    return 0 < len(region(s, cell, neighbours, size)) <= size
