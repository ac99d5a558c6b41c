"""The shortest CodyRoby program from a start (square, facing) to a target square.

"Shortest" means fewest cards on the table (:attr:`Program.card_count`: each F, L, R and
each REPEAT card counts one). A program ends on the target square, in any facing, without
a crash (``rules.forward`` says what a crash is; the solver reuses the board's cache of it).

- ``blocks=False``: a breadth-first search over poses (square, facing) with the F, L and R
  cards. Exact: no shorter program of basic cards exists.
- ``blocks=True``: programs may also hold ``REPEAT n [...]`` cards. A top-level card is a
  *move* from pose to pose, so the search is still a shortest path over poses, whose edges
  are the basic cards and every REPEAT card of the **search budget**: bodies of at most
  ``max_body`` cards (default 4, one REPEAT may sit inside another when ``nesting`` is 2),
  counts from 2 to the longer side of the board. Bodies with the same effect on every pose
  are kept once (the cheapest), so the search is fast on 5x5 and 8x8 boards (well under a
  second). The answer is the shortest program *within that budget*; a program with a longer
  REPEAT body could, in rare cases, be shorter still. REPEAT WHILE/UNTIL and IF are never used.

>>> from codyroby_lab.games.codyroby.board import Board
>>> b = Board(5, 5)
>>> shortest_program(b, "A5", "N", "A1").text
'F F F F'
>>> shortest_program(b, "A5", "N", "A1", blocks=True).text
'REPEAT 4 [F]'
>>> shortest_program(b, "A5", "E", "E1", blocks=True).text
'REPEAT 2 [REPEAT 4 [F] L]'
>>> distance(b, "A5", "E", "B4"), distance(b, "A5", "E", "A5")
(3, 0)
>>> shortest_program(Board(3, 1, blocks=["B1"]), "A1", "E", "C1") is None
True
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache
from typing import Any

import numpy as np

from codyroby_lab.core.geometry import ORTHOGONAL, Direction, Square, parse_direction, parse_square
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.program import Card, Program, Repeat
from codyroby_lab.games.codyroby.rules import forward, is_road, turn

Pose = tuple[Square, Direction]
_BASIC = tuple(Card(c) for c in "FLR")
_INF = np.iinfo(np.int32).max


def _pose(start: Any, facing: Any) -> tuple[Square, Direction]:
    return parse_square(start, "start"), parse_direction(facing, "facing")


def shortest_program(board: Board, start: Any, facing: Any, target: Any, *,
                     blocks: bool = False, max_body: int = 4, nesting: int = 2,
                     end_facing: Any = None) -> Program | None:
    """The shortest program from ``start`` facing ``facing`` to ``target`` (facing
    ``end_facing`` at the end, when given), or None when the target cannot be reached. See
    the module docstring for the REPEAT budget.

    >>> shortest_program(Board(5, 5), "A5", "N", "A4", end_facing="S").text
    'F L L'
    """
    sq, d = _pose(start, facing)
    goal = parse_square(target, "target")
    if not (is_road(board, sq) and is_road(board, goal)):
        return None
    goals = _goal_ids(board, goal)
    if end_facing is not None:
        goals = goals[[ORTHOGONAL.index(parse_direction(end_facing, "end_facing"))]]
    start_id = _pose_id(board, sq, d)
    if start_id in goals:
        return Program(())
    macros = _macros(board, max_body, nesting) if blocks else _macros(board, 0, 0)
    _, (src, cost, move), reached = _forward(macros, start_id, goals)
    return None if reached is None else _rebuild(reached, start_id, src, cost, move, macros)


def distance(board: Board, start: Any, facing: Any, target: Any, *,
             blocks: bool = False) -> int | None:
    """Fewest cards from the pose to the target (basic cards unless ``blocks``); None if
    it cannot be reached. Used for hints and by the computer players."""
    if blocks:
        p = shortest_program(board, start, facing, target, blocks=True)
        return None if p is None else p.card_count
    sq, d = _pose(start, facing)
    return distance_map(board, parse_square(target, "target")).get((sq, d))


def costs_through(board: Board, start: Any, facing: Any, target: Any, *,
                  blocks: bool = False) -> dict[Pose, int]:
    """For every pose some program from ``start`` can pass through (between two top-level
    cards) on its way to ``target``: the fewest cards of such a program, i.e. the fewest
    cards to get there plus the fewest from there to the target. A hint from a pose
    whose cost is within the budget leads to a program within the budget.

    >>> costs = costs_through(Board(5, 5), "A5", "N", "B4")
    >>> costs[(parse_square("A4"), Direction.N)], costs[(parse_square("A5"), Direction.E)]
    (3, 4)
    >>> costs[(parse_square("A3"), Direction.N)]   # F F up to A3, then R F R F back down
    6
    """
    sq, d = _pose(start, facing)
    goal = parse_square(target, "target")
    if not (is_road(board, sq) and is_road(board, goal)):
        return {}
    m = _macros(board, 4, 2) if blocks else _macros(board, 0, 0)
    there, _, _ = _forward(m, _pose_id(board, sq, d))
    back = _backward(m, _goal_ids(board, goal))
    total = there[:m.sink].astype(np.int64) + back[:m.sink]
    out = {}
    for i in np.flatnonzero((there[:m.sink] != _INF) & (back[:m.sink] != _INF)):
        cell, k = divmod(int(i), 4)
        out[((cell % board.width, cell // board.width), ORTHOGONAL[k])] = int(total[i])
    return out


@lru_cache(maxsize=256)
def distance_map(board: Board, target: Square) -> dict[Pose, int]:
    """Fewest basic cards from every pose to ``target`` (a backward breadth-first search);
    poses that cannot reach it are missing."""
    if not is_road(board, target):
        return {}
    back: dict[Pose, list[Pose]] = {}
    for y in range(board.height):
        for x in range(board.width):
            if not is_road(board, (x, y)):
                continue
            for d in ORTHOGONAL:
                for to, way in ((forward(board, (x, y), d), d), ((x, y), turn(d, "L")),
                                ((x, y), turn(d, "R"))):
                    if to is not None:
                        back.setdefault((to, way), []).append(((x, y), d))
    dist = {(target, d): 0 for d in ORTHOGONAL}
    todo = deque(dist)
    while todo:
        p = todo.popleft()
        for q in back.get(p, ()):
            if q not in dist:
                dist[q] = dist[p] + 1
                todo.append(q)
    return dist


def best_next_cards(board: Board, square: Square, facing: Direction, target: Square) -> list[str]:
    """The basic cards that start some shortest program from this pose (for hints and bots)."""
    dm = distance_map(board, target)
    here = dm.get((square, facing))
    if not here:
        return []
    out = []
    for c in "FLR":
        to, way = (forward(board, square, facing), facing) if c == "F" else \
            (square, turn(facing, c))
        if to is not None and dm.get((to, way)) == here - 1:
            out.append(c)
    return out


# --- the search over poses -------------------------------------------------------------

class _Macros:
    """Moves a top-level card can make: ``tables[w]`` (moves x poses) of destination poses
    for the moves costing ``w`` cards, and ``nodes[w]`` the card of each move."""

    def __init__(self, sink: int):
        self.sink = sink
        self.tables: dict[int, np.ndarray] = {}
        self.nodes: dict[int, list] = {}


def _basic_tables(board: Board) -> dict[str, np.ndarray]:
    cells = board.width * board.height
    sink = cells * 4
    nxt = board.next_table
    f = np.full(sink + 1, sink, dtype=np.int32)
    for cell in range(cells):
        for k in range(4):
            n = nxt[cell][k]
            f[cell * 4 + k] = sink if n < 0 else n * 4 + k
    idx = np.arange(sink + 1, dtype=np.int32)
    cell_part, k_part = idx // 4, idx % 4
    left = np.where(idx < sink, cell_part * 4 + (k_part + 3) % 4, sink).astype(np.int32)
    right = np.where(idx < sink, cell_part * 4 + (k_part + 1) % 4, sink).astype(np.int32)
    return {"F": f, "L": left, "R": right}


@lru_cache(maxsize=64)
def _bodies(max_cards: int, nesting: int, counts: tuple[int, ...]) -> tuple[tuple, ...]:
    """Card sequences of at most ``max_cards`` cards (REPEAT n [...] inside when ``nesting``
    is above 1), without wasteful runs (L R, R L, L L L, R R R) and with at least one F."""
    by_cost: dict[int, list[tuple]] = {}

    def items(cost: int) -> list:
        if cost == 1:
            return list(_BASIC)
        if nesting < 2:
            return []
        inner = [b for b in _bodies(cost - 1, nesting - 1, counts)
                 if _exact_cost(b) == cost - 1 and not (len(b) == 1 and isinstance(b[0], Repeat))]
        return [Repeat(b, times=n) for b in inner for n in counts]

    def seqs(cost: int) -> list[tuple]:
        if cost not in by_cost:
            by_cost[cost] = [(h, *t) for first in range(1, cost + 1) for h in items(first)
                             for t in ([()] if first == cost else seqs(cost - first))]
        return by_cost[cost]

    return tuple(s for c in range(1, max_cards + 1) for s in seqs(c) if _useful(s))


def _exact_cost(body: tuple) -> int:
    return Program(body).card_count


def _useful(body: tuple) -> bool:
    text = " " + Program(body).text.replace("[", " [ ").replace("]", " ] ") + " "
    wasteful = (" L R ", " R L ", " L L L ", " R R R ")
    return " F " in text and not any(w in text for w in wasteful)


def _table(body: tuple, basic: dict[str, np.ndarray], sink: int) -> np.ndarray:
    t = np.arange(sink + 1, dtype=np.int32)
    for node in body:
        if isinstance(node, Card):
            t = basic[node.letter][t]
        else:
            inner = _table(node.body, basic, sink)
            for _ in range(node.times):
                t = inner[t]
    return t


@lru_cache(maxsize=32)
def _macros(board: Board, max_body: int, nesting: int) -> _Macros:
    basic = _basic_tables(board)
    sink = board.width * board.height * 4
    m = _Macros(sink)
    seen: set[bytes] = set()
    tables: dict[int, list[np.ndarray]] = {}

    def add(node: Any, table: np.ndarray, cost: int) -> None:
        key = table.tobytes()
        if key in seen:
            return
        seen.add(key)
        tables.setdefault(cost, []).append(table)
        m.nodes.setdefault(cost, []).append(node)

    for c in _BASIC:
        add(c, basic[c.letter], 1)
    if max_body:
        counts = tuple(range(2, max(board.width, board.height) + 1))
        bodies = sorted(_bodies(max_body, nesting, counts), key=_exact_cost)
        body_seen: set[bytes] = set()
        for body in bodies:
            one = _table(body, basic, sink)
            if one.tobytes() in body_seen:
                continue
            body_seen.add(one.tobytes())
            t = one
            for n in counts:
                t = one[t]
                if not (t < sink).any():
                    break
                add(Repeat(body, times=n), t, 1 + _exact_cost(body))
    m.tables = {w: np.stack(ts) for w, ts in sorted(tables.items())}
    return m


def _pose_id(board: Board, sq: Square, d: Direction) -> int:
    return (sq[1] * board.width + sq[0]) * 4 + ORTHOGONAL.index(d)


def _goal_ids(board: Board, goal: Square) -> np.ndarray:
    return np.arange(4) + (goal[1] * board.width + goal[0]) * 4


def _levels(m: _Macros, grow, stop=None) -> None:
    """A breadth-first sweep, a level per card: ``grow(level, w, table)`` for the moves of each
    cost ``w`` says whether it reached a new pose; ends when ``stop(level)`` says so, or when
    no new pose came for as many levels as the dearest move costs."""
    top = max(m.tables)
    level, quiet = 0, 0
    while quiet <= top:
        level += 1
        found = [grow(level, w, table) for w, table in m.tables.items()]
        if stop is not None and stop(level):
            return
        quiet = 0 if any(found) else quiet + 1


def _forward(m: _Macros, start: int, goals: np.ndarray | None = None):
    """Fewest cards from ``start`` to every pose, with the move that reached each:
    ``(dist, parents, found)``; stops at the first level that reaches one of ``goals``
    (``found``; None: explores everything)."""
    sink = m.sink
    dist = np.full(sink + 1, _INF, dtype=np.int32)
    par_src = np.full(sink + 1, -1, dtype=np.int32)
    par_cost = np.zeros(sink + 1, dtype=np.int32)
    par_move = np.zeros(sink + 1, dtype=np.int32)
    dist[start] = 0
    reached: list[int] = []

    def grow(level: int, w: int, table: np.ndarray) -> bool:
        frontier = np.flatnonzero(dist[:sink] == level - w)
        if not len(frontier):
            return False
        dests = table[:, frontier].ravel()
        ok = (dests != sink) & (dist[dests] == _INF)
        if not ok.any():
            return False
        where = np.flatnonzero(ok)
        new, first = np.unique(dests[where], return_index=True)
        pick = where[first]
        dist[new] = level
        par_src[new] = frontier[pick % len(frontier)]
        par_move[new] = pick // len(frontier)
        par_cost[new] = w
        return True

    def stop(level: int) -> bool:
        if goals is not None:
            reached.extend(int(g) for g in goals[dist[goals] == level][:1])
        return bool(reached)

    _levels(m, grow, stop)
    return dist, (par_src, par_cost, par_move), reached[0] if reached else None


def _backward(m: _Macros, goals: np.ndarray) -> np.ndarray:
    """Fewest cards from every pose to one of ``goals`` (``_INF`` where none is reached)."""
    sink = m.sink
    dist = np.full(sink + 1, _INF, dtype=np.int32)
    dist[goals] = 0

    def grow(level: int, w: int, table: np.ndarray) -> bool:
        open_ = np.flatnonzero(dist[:sink] == _INF)
        if level < w or not len(open_):
            return False
        hit = (dist[table[:, open_]] == level - w).any(axis=0)
        dist[open_[hit]] = level
        return bool(hit.any())

    _levels(m, grow)
    return dist


def _rebuild(pose: int, start: int, src: np.ndarray, cost: np.ndarray, move: np.ndarray,
             m: _Macros) -> Program:
    nodes = []
    while pose != start:
        nodes.append(m.nodes[int(cost[pose])][int(move[pose])])
        pose = int(src[pose])
    return Program(tuple(reversed(nodes)))
