"""The shortest CodyRoby program from a start (square, facing) to a target square.

"Shortest" means fewest cards on the table (:attr:`Program.card_count`: each F, L, R,
REPEAT, IF and ELSE card counts one). A program ends on the target square, in any facing,
without a crash (``rules.forward`` says what a crash is) and without a loop that never ends.

``solve(board, start, facing, target, blue=...)`` searches the programs of the cards allowed:
F, L and R, and the blue cards ``blue`` names (:data:`.effects.BLUE`: ``REPEAT`` a number of
times, ``WHILE`` sensor, ``UNTIL`` target, ``IF`` with or without ``ELSE``; ``ALL_BLUE`` is
every one). A top-level card is a move from pose to pose, so the shortest program is a
shortest path over poses whose moves are the cards, each with the block it holds: every
distinct effect of the blocks up to some number of cards (:class:`.effects.Effects`; blocks
of any length, REPEAT and IF inside each other, one block kept for each effect). The search
grows the blocks one card at a time while the work stays within ``work``, and then knows:
no program has fewer cards than ``Answer.fewest`` (one more than the blocks it grew, or the
program found when that is shorter). When the program found is longer, the answer is
"at most" its cards: a budget is refused only below ``fewest``, so a budget some program
meets is never refused.

>>> from codyroby_lab.games.codyroby.board import Board
>>> b = Board(5, 5)
>>> shortest_program(b, "A5", "N", "A1").text
'F F F F'
>>> solve(b, "A5", "N", "A1", blue=("REPEAT",)).program.text
'REPEAT 4 [F]'
>>> road = Board(6, 6, path=["A6", "A5", "A4", "B4", "C4", "C3", "C2", "D2", "E2", "E1"])
>>> a = solve(road, "A6", "N", "E1", blue=("REPEAT",))
>>> a.program.text, a.words
('REPEAT 2 [F F R F F L] F', '8 cards')
>>> distance(b, "A5", "E", "B4"), distance(b, "A5", "E", "A5")
(3, 0)
>>> shortest_program(Board(3, 1, blocks=["B1"]), "A1", "E", "C1") is None
True
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from codyroby_lab.core.geometry import ORTHOGONAL, Direction, Square, parse_direction, parse_square
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.effects import BLUE, Effects, Poses
from codyroby_lab.games.codyroby.program import Node, Program
from codyroby_lab.games.codyroby.rules import forward, is_road, turn

Pose = tuple[Square, Direction]
ALL_BLUE = BLUE
#: The most effects a search tries (growing blocks stops before it would pass this): about
#: a fifth of a second on a 6x6 board (bench/solver.py)
WORK = 20_000
_INF = np.iinfo(np.int32).max


@dataclass(frozen=True)
class Answer:
    """What a search found: ``program``, a shortest program it found (None: the target
    cannot be reached), and ``fewest``, the fewest cards any program can have.

    >>> Answer(None, None).words
    'no program reaches the target'
    """

    program: Program | None
    fewest: int | None

    @property
    def cards(self) -> int | None:
        """The program's cards (None: no program)."""
        return None if self.program is None else self.program.card_count

    @property
    def exact(self) -> bool:
        """No shorter program exists."""
        return self.program is not None and self.cards == self.fewest

    @property
    def words(self) -> str:
        """``8 cards``, ``at most 8 cards`` (the search stopped before it knew), or no program."""
        if self.cards is None:
            return "no program reaches the target"
        n = f"{self.cards} card{'s' if self.cards != 1 else ''}"
        return n if self.exact else f"at most {n}"


def _pose(start: Any, facing: Any) -> tuple[Square, Direction]:
    return parse_square(start, "start"), parse_direction(facing, "facing")


def solve(board: Board, start: Any, facing: Any, target: Any, *, blue: tuple[str, ...] = (),
          end_facing: Any = None, work: int = WORK) -> Answer:
    """The shortest program found from ``start`` facing ``facing`` to ``target`` (facing
    ``end_facing`` at the end, when given) with F, L, R and the ``blue`` cards, and the
    fewest cards any such program can have (see the module docstring).

    >>> solve(Board(5, 5), "A5", "N", "A4", end_facing="S").program.text
    'F L L'
    """
    sq, d = _pose(start, facing)
    goal = parse_square(target, "target")
    m = _moves(board, tuple(b for b in BLUE if b in blue), work)
    begin = m.poses.of(sq, d)
    if begin is None or goal not in m.poses.number:
        return Answer(None, None)
    goals = m.poses.on(goal)
    if end_facing is not None:
        goals = goals[[ORTHOGONAL.index(parse_direction(end_facing, "end_facing"))]]
    if begin in goals:
        return Answer(Program(()), 0)
    dist, (src, cost, move), reached = _forward(m, begin, goals)
    if reached is None:
        return Answer(None, None)
    parents = (src, cost, move)
    program = _preferred(m, begin, goals, dist, parents, (sq, d), goal,
                         _rebuild(reached, begin, src, cost, move, m))
    plain = tuple(b for b in blue if b == "REPEAT")
    if set(program.blue_cards) - {"REPEAT"} and set(plain) != set(blue):
        other = solve(board, start, facing, target, blue=plain, end_facing=end_facing,
                      work=work).program
        program = other if other is not None and other.card_count == program.card_count \
            else program
    return Answer(program, min(program.card_count, m.exact_to + 1))


def shortest_program(board: Board, start: Any, facing: Any, target: Any, *,
                     blue: tuple[str, ...] = (), end_facing: Any = None) -> Program | None:
    """The program :func:`solve` finds, or None when the target cannot be reached."""
    return solve(board, start, facing, target, blue=blue, end_facing=end_facing).program


def distance(board: Board, start: Any, facing: Any, target: Any, *,
             blue: tuple[str, ...] = ()) -> int | None:
    """Fewest cards from the pose to the target (F, L, R and the ``blue`` cards: the
    program :func:`solve` finds); None if it cannot be reached. Used for hints and by the
    computer players."""
    if blue:
        return solve(board, start, facing, target, blue=blue).cards
    sq, d = _pose(start, facing)
    return distance_map(board, parse_square(target, "target")).get((sq, d))


def costs_through(board: Board, start: Any, facing: Any, target: Any, *,
                  blue: tuple[str, ...] = ()) -> dict[Pose, int]:
    """For every pose some program from ``start`` can pass through (between two top-level
    cards) on its way to ``target``: the fewest cards of such a program the search knows,
    i.e. the fewest cards to get there plus the fewest from there to the target. A hint
    from a pose whose cost is within the budget leads to a program within the budget.

    >>> costs = costs_through(Board(5, 5), "A5", "N", "B4")
    >>> costs[(parse_square("A4"), Direction.N)], costs[(parse_square("A5"), Direction.E)]
    (3, 4)
    >>> costs[(parse_square("A3"), Direction.N)]   # F F up to A3, then R F R F back down
    6
    """
    sq, d = _pose(start, facing)
    goal = parse_square(target, "target")
    m = _moves(board, tuple(b for b in BLUE if b in blue), WORK)
    begin = m.poses.of(sq, d)
    if begin is None or goal not in m.poses.number:
        return {}
    there, _, _ = _forward(m, begin)
    back = _backward(m, m.poses.on(goal))
    sink = m.poses.sink
    total = there[:sink].astype(np.int64) + back[:sink]
    return {m.poses.pose(int(i)): int(total[i])
            for i in np.flatnonzero((there[:sink] != _INF) & (back[:sink] != _INF))}


def costs_to(board: Board, target: Any, *, blue: tuple[str, ...] = ()) -> dict[Pose, int]:
    """For every pose from which ``target`` can be reached: the fewest cards from there
    (what the search knows, as :func:`costs_through`).

    >>> costs = costs_to(Board(5, 5), "B4")
    >>> costs[(parse_square("A4"), Direction.N)], costs[(parse_square("A3"), Direction.N)]
    (2, 4)
    """
    goal = parse_square(target, "target")
    m = _moves(board, tuple(b for b in BLUE if b in blue), WORK)
    if goal not in m.poses.number:
        return {}
    back = _backward(m, m.poses.on(goal))[:m.poses.sink]
    return {m.poses.pose(int(i)): int(back[i]) for i in np.flatnonzero(back != _INF)}


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

class _Moves:
    """The moves a top-level card can make: ``tables[w]`` (moves x poses) of destination
    poses for the cards of ``w`` cards (the blocks they hold counted), ``exact_to`` the most
    cards of the blocks grown in full, and where each move's card comes from."""

    def __init__(self, poses: Poses):
        self.poses = poses
        self.sink = poses.sink
        self.exact_to = 0
        self.tables: dict[int, np.ndarray] = {}
        self.cards: dict[int, list[tuple[Effects, int]]] = {}

    def add(self, effects: Effects) -> None:
        for c in range(1, effects.level + 1):
            if len(effects.items[c]):
                old = self.tables.get(c)
                new = effects.items[c]
                self.tables[c] = new if old is None else np.concatenate([old, new])
                self.cards.setdefault(c, []).extend((effects, i) for i in range(len(new)))

    def card(self, w: int, i: int) -> Node:
        effects, k = self.cards[w][i]
        return effects.item(w, k)


@lru_cache(maxsize=32)
def _grown(board: Board, blue: tuple[str, ...], work: int) -> Effects:
    """The blocks grown within ``work`` (kept: a search with every blue card grows the
    REPEAT ones too, which the search for a program without sensors then uses)."""
    e = Effects(board, blue)
    spent = 0
    while e.level == 0 or (blue and spent + e.next_work() <= work and e.level < 4 * e.poses.sink):
        spent += e.next_work()
        e.grow()
    return e


@lru_cache(maxsize=32)
def _moves(board: Board, blue: tuple[str, ...], work: int) -> _Moves:
    """The moves of a search: every card holding blocks grown in full within ``work``, and
    with more blue cards than REPEAT, the REPEAT cards of longer blocks (which find short
    programs where the search cannot prove there is none shorter)."""
    full = _grown(board, blue, work)
    m = _Moves(full.poses)
    m.add(full)
    m.exact_to = full.exact_to if blue else _INF  # F, L, R alone: a breadth-first search
    if "REPEAT" in blue and blue != ("REPEAT",):
        m.add(_grown(board, ("REPEAT",), work))
    return m


def _levels(m: _Moves, grow, stop=None) -> None:
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


def _forward(m: _Moves, start: int, goals: np.ndarray | None = None):
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
        dests = table[:, frontier].ravel().astype(np.int64)
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


def _backward(m: _Moves, goals: np.ndarray) -> np.ndarray:
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


def _preferred(m: _Moves, begin: int, goals: np.ndarray, dist: np.ndarray,
               parents: tuple[np.ndarray, np.ndarray, np.ndarray], start: Pose, target: Square,
               found: Program) -> Program:
    """Of the shortest programs the search found (``found``, then one for each last card
    that reaches the target from a pose the search reached), the first with no sensor card
    (REPEAT n is no trick) and no card played once Roby stands on the target (``REPEAT 2
    [F F R]`` turns there: walk 05p, faults 3 and 4), else the first without a sensor card,
    else ``found``."""
    best = (bool(found.blue_cards - {"REPEAT"}), _after_target(m.poses.board, found, start,
                                                               target), found)
    if best[:2] == (False, False):
        return found
    level = found.card_count
    is_goal = np.zeros(m.sink + 1, dtype=bool)
    is_goal[goals] = True
    for w, table in sorted(m.tables.items()):
        frontier = np.flatnonzero(dist[:m.sink] == level - w)
        rows, cols = np.nonzero(is_goal[table[:, frontier]])
        for r, c in zip(rows[:_CANDIDATES], cols[:_CANDIDATES], strict=True):
            before = _rebuild(int(frontier[c]), begin, *parents, m)
            program = Program((*before.body, m.card(w, int(r))))
            trick = bool(program.blue_cards - {"REPEAT"})
            if (trick, False) >= best[:2]:
                continue
            tail = _after_target(m.poses.board, program, start, target)
            if (trick, tail) == (False, False):
                return program
            best = (trick, tail, program) if (trick, tail) < best[:2] else best
    return best[2]


#: the last cards of shortest programs :func:`_preferred` looks at, for each width
_CANDIDATES = 64


def _after_target(board: Board, program: Program, start: Pose, target: Square) -> bool:
    """Whether a card of ``program``, run from the pose ``start``, is played after Roby
    first stands on ``target``.

    >>> b = Board(5, 5)
    >>> _after_target(b, Program.parse("REPEAT 2 [F F R]"), ((0, 4), Direction.N), (2, 2))
    True
    >>> _after_target(b, Program.parse("F F R F F"), ((0, 4), Direction.N), (2, 2))
    False
    """
    from codyroby_lab.games.codyroby.game import DEFAULT_STEP_LIMIT
    from codyroby_lab.games.codyroby.machine import Play, Run, Silent, instructions

    goal = target[1] * board.width + target[0]

    class Seen(Silent):
        def card(self, card: Play, square: int, facing: int) -> None:
            if square == goal:
                raise _Played

    code = instructions(program.body, board, iter(range(len(program.nodes))))
    (x, y), d = start
    run = Run(y * board.width + x, ORTHOGONAL.index(d), DEFAULT_STEP_LIMIT, board.next_table,
              Seen())
    try:
        run.block(code)
    except _Played:
        return True
    return False


class _Played(Exception):
    """A card is played on the target."""


def _rebuild(pose: int, start: int, src: np.ndarray, cost: np.ndarray, move: np.ndarray,
             m: _Moves) -> Program:
    nodes = []
    while pose != start:
        nodes.append(m.card(int(cost[pose]), int(move[pose])))
        pose = int(src[pose])
    return Program(tuple(reversed(nodes)))
