"""A board compiled into flat tables for the register phase's hot loops.

Squares are cell numbers ``y * width + x``; directions 0 to 3 are north, east, south, west
(the :class:`~codyroby_lab.core.geometry.Direction` of ``2 * d``). Every table is a plain
list indexed by cell (``fl``, ``belt``, ...) or by ``cell * 4 + d`` (``nb``, ``edge``,
``beam``), so the engine reads one item per question. Walls come from
:class:`~codyroby_lab.core.grid.Grid` (a wall blocks both ways); the lines robot lasers fire
along are Grid lines with repulsor fields as walls too.

>>> from codyroby_lab.games.roborally.board import Board
>>> t = Tables(Board.from_dict({"width": 3, "height": 1,
...     "elements": [{"kind": "oil", "at": "B1"}, {"kind": "trap_door", "at": "C1",
...                   "registers": [2]}],
...     "edges": [{"kind": "wall", "at": "A1", "side": "W"},
...               {"kind": "laser", "at": "A1", "side": "W"}]}))
>>> t.nb[0 * 4 + E], t.nb[0 * 4 + W], t.edge[0 * 4 + W] == WALL, bool(t.fl[1] & OIL)
(1, -1, True, True)
>>> t.trap[2], t.beam[0 * 4 + E], t.lasers
(4, (1, 2), [(0, 1, 1, (0, 1, 2))])
"""

from __future__ import annotations

from codyroby_lab.core.geometry import ORTHOGONAL, Direction, Square, square_name
from codyroby_lab.core.grid import Grid
from codyroby_lab.games.roborally.board import Board

N, E, S, W = 0, 1, 2, 3
OPEN, WALL, REPULSOR, LEDGE_UP, LEDGE_DOWN = 0, 1, 2, 3, 4

# cell flags
PIT, TRAP, OIL, WATER, TELEPORTER, PORTAL, RAMP, FLAMER, CRUSHER = (1 << k for k in range(9))
BELT, CURRENT, GEAR, FLAG, REPAIR, CHOP, DOCK = (1 << k for k in range(9, 16))
EXPRESS, PUSHER = 1 << 16, 1 << 17  # an express belt (a belt too); a pusher on a side
FLOOR_FLAGS = {"pit": PIT, "trap_door": TRAP, "oil": OIL, "water": WATER, "current": CURRENT
               | WATER, "teleporter": TELEPORTER, "portal": PORTAL, "ramp": RAMP,
               "conveyor": BELT, "express": BELT | EXPRESS, "gear": GEAR, "repair": REPAIR,
               "double_repair": REPAIR, "chop_shop": CHOP}
OVER_FLAGS = {"flamer": FLAMER, "crusher": CRUSHER, "flag": FLAG, "dock": DOCK}


def mask(registers: frozenset[int]) -> int:
    """Registers 1..5 as bits 1..5 (``1 << register``)."""
    return sum(1 << r for r in registers)


class Tables:
    """The compiled board (see the module docstring)."""

    def __init__(self, board: Board):
        w, h = board.width, board.height
        self.board, self.width, self.height, self.size = board, w, h, w * h
        n = w * h
        self.names = [square_name((c % w, c // w)) for c in range(n)]
        walls = Grid(w, h, [(list(sq), d.name) for (sq, d) in board.walls])
        beams = Grid(w, h, [(list(sq), d.name) for (sq, d) in (*board.walls, *board.repulsors)])
        self.level = [1 if (c % w, c // w) in board.upper else 0 for c in range(n)]
        self.fl = [0] * n
        self.belt = [-1] * n      # a conveyor's direction
        self.speed = [0] * n      # 1 conveyor, 2 express
        self.current = [-1] * n   # a current's direction
        self.gear = [0] * n       # +1 right (clockwise), -1 left
        self.trap = [0] * n       # active registers' bits
        self.crush = [0] * n
        self.flame = [0] * n
        self.portal = [-1] * n    # the other portal's cell
        self.ramp = [-1] * n      # the way up
        self.flag = [0] * n       # a flag's number
        self.repair = [0] * n     # 1 one wrench, 2 double wrench
        self._squares(board, w)
        self.nb = [-1] * (4 * n)
        self.edge = [OPEN] * (4 * n)
        self.beam: list[tuple[int, ...]] = [()] * (4 * n)
        for c in range(n):
            sq = (c % w, c // w)
            for d, direction in enumerate(ORTHOGONAL):
                nx, ny = direction.step(sq)
                if 0 <= nx < w and 0 <= ny < h:
                    self.nb[c * 4 + d] = ny * w + nx
                self.edge[c * 4 + d] = self._edge(board, walls, sq, direction,
                                                  ny * w + nx if self.nb[c * 4 + d] >= 0 else -1)
                self.beam[c * 4 + d] = tuple(y * w + x for x, y in beams.line(sq, direction))
        #: board lasers: (mount cell, direction fired, beams, cells crossed from the mount)
        self.lasers: list[tuple[int, int, int, tuple[int, ...]]] = []
        #: pushers: (cell, direction pushed, active registers' bits)
        self.pushers: list[tuple[int, int, int]] = []
        for e in board.edge_elements:
            c = e.at[1] * w + e.at[0]
            assert e.side is not None
            d = ORTHOGONAL.index(e.side.opposite())
            if e.kind == "laser":
                self.lasers.append((c, d, e.count, (c, *self.beam[c * 4 + d])))
            elif e.kind == "pusher":
                self.pushers.append((c, d, mask(e.registers)))
                self.fl[c] |= PUSHER
        #: the trap door pits active in each register (index 1 to 5)
        self.traps = [[c for c in range(n) if self.trap[c] & (1 << r)] for r in range(6)]
        self.flags = len(board.flags())
        self.has = {kind: any(kinds.get(kind) for kinds in board.over.values())
                    for kind in ("crusher", "flamer")}
        floors = {e.kind for e in board.floor.values()}
        self.has.update({k: k in floors for k in ("express", "conveyor", "current", "gear",
                                                  "chop_shop")})
        self.has["belts"] = self.has["express"] or self.has["conveyor"]
        self.has["pusher"] = bool(self.pushers)
        self.plan: tuple | None = None  # the segments its register phases go through (phase.py)

    def _squares(self, board: Board, w: int) -> None:
        for (x, y), e in board.floor.items():
            c = y * w + x
            self.fl[c] |= FLOOR_FLAGS[e.kind]
            d = -1 if e.facing is None else ORTHOGONAL.index(e.facing)
            if e.kind in ("conveyor", "express"):
                self.belt[c], self.speed[c] = d, 2 if e.kind == "express" else 1
            elif e.kind == "current":
                self.current[c] = d
            elif e.kind == "gear":
                self.gear[c] = 1 if e.turn == "R" else -1
            elif e.kind == "trap_door":
                self.trap[c] = mask(e.registers)
            elif e.kind == "ramp":
                self.ramp[c] = d
            elif e.kind in ("repair", "double_repair"):
                self.repair[c] = 2 if e.kind == "double_repair" else 1
        for (x, y), kinds in board.over.items():
            c = y * w + x
            for kind, e in kinds.items():
                self.fl[c] |= OVER_FLAGS[kind]
                if kind == "crusher":
                    self.crush[c] = mask(e.registers)
                elif kind == "flamer":
                    self.flame[c] = mask(e.registers)
                elif kind == "flag":
                    self.flag[c] = e.number
        pairs: dict[str, list[int]] = {}
        for (x, y), e in board.floor.items():
            if e.kind == "portal":
                pairs.setdefault(e.color, []).append(y * w + x)
        for a, b in pairs.values():
            self.portal[a], self.portal[b] = b, a

    def _edge(self, board: Board, walls: Grid, sq: Square, d: Direction, nxt: int) -> int:
        """What crossing the ``d`` side of ``sq`` meets: a wall, a repulsor field, a ledge
        going up (a wall to a moving robot) or down (2 damage), or nothing."""
        if walls.wall(sq, d):
            return WALL
        if (sq, d) in board.repulsors:
            return REPULSOR
        if nxt < 0:
            return OPEN
        here = self.level[sq[1] * self.width + sq[0]]
        there = self.level[nxt]
        if here == there:
            return OPEN
        c = sq[1] * self.width + sq[0]
        dd = ORTHOGONAL.index(d)
        if here < there:  # going up: only from a ramp, up its slope
            return OPEN if self.ramp[c] == dd else LEDGE_UP
        return OPEN if self.ramp[nxt] == (dd + 2) % 4 else LEDGE_DOWN

    def cell(self, sq: Square) -> int:
        return sq[1] * self.width + sq[0]

    def square(self, c: int) -> Square:
        return (c % self.width, c // self.width)
