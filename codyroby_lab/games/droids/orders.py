"""What each order chit does on the board: moves and pushes, water, shooting with the d10,
damage, pick up / put down and stealing, repairs, moving another robot, mines and
deliveries. Each function changes the state it is given and appends the events it causes
(each with its rule) to ``ev``.

Squares are cells ``y * width + x``; a robot off the board (the carried statue) has
``x == -1``. What lies on a square is ``state.obj[cell]``: 0 nothing, or one of the object
codes below; fixed obstacles and water come from the board.

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"players": ["red", "blue"], "phase": "draw",
...             "robots": {"red": "B2", "blue": "C2"}, "dice": [7]}).new_state()
>>> ev = []
>>> move(s, 0, Direction.E, 2, True, rules.LAND_2, ev), move(s, 1, Direction.E, 2, True,
...                                                         rules.LAND_2, ev)
(2, 2)
>>> for e in ev: print(e.text)
Red pushes Blue from C2 to D2
Red pushes Blue from D2 to E2
Red moves from B2 to D2 (east, 2 squares)
Blue moves from E2 to G2 (east, 2 squares)
>>> ev = []
>>> shoot(s, 0, Direction.E, ev)
>>> [e.text for e in ev], s.pending
(['Red shoots east: Blue is 3 squares away', 'The die shows 7: 7 // 3 = 2 hits on Blue', 'Blue must cover 2 transmitters'], [0, 2])
"""  # noqa: E501

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import Event, Rule
from codyroby_lab.core.geometry import Direction, square_name
from codyroby_lab.games.droids import demine, microchips, rules, statue
from codyroby_lab.games.droids import events as kinds
from codyroby_lab.games.droids.damage import damage
from codyroby_lab.games.droids.objects import (
    BOX,
    KING,
    MINE,
    OBJECTS,
    OBSTACLE,
    ROOK,
    STATUE,
    WORDS,
)

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState



def where(s: DroidsState, r: int) -> str:
    return square_name((s.x[r], s.y[r])) if s.x[r] >= 0 else "nowhere"


def robot_at(s: DroidsState, x: int, y: int) -> int:
    """The robot standing on ``(x, y)``, or -1."""
    for r in range(len(s.x)):
        if s.x[r] == x and s.y[r] == y:
            return r
    return -1


def blocked(s: DroidsState, cell: int) -> bool:
    """A square no robot may enter: a fixed obstacle, a mobile obstacle or a crate."""
    return cell in s.game.board.fixed_cells or s.obj[cell] in (OBSTACLE, BOX)


def on_board(s: DroidsState, x: int, y: int) -> bool:
    return 0 <= x < s.game.board.width and 0 <= y < s.game.board.height


def heavy(s: DroidsState, r: int) -> bool:
    """HEAVY: a droid carrying the statue moves one square per order."""
    return s.carry[r] == STATUE


# --- moving and pushing -----------------------------------------------------------------

def move(s: DroidsState, r: int, d: Direction, steps: int, water_stop: bool, rule: Rule,
         ev: list[Event]) -> int:
    """Move robot ``r`` ``steps`` squares towards ``d`` (0: as far as possible), pushing the
    robots met (PUSH) and stopping in water when ``water_stop`` (WATER_STOP); returns the
    squares moved. Nothing moves into an obstacle or off the board (NO_EFFECT)."""
    g = s.game
    width, names = g.board.width, g.robots
    if heavy(s, r) and steps != 1:
        steps = 1
        ev.append(Event.of(kinds.HEAVY, rules.HEAVY, f"{names[r].title} carries the statue: one "
                                                 "square only", robot=names[r].id))
    dx, dy = d.delta
    start, moved, wet = where(s, r), 0, False
    entered: list[Event] = []  # what the squares entered did, told after the move itself
    while steps == 0 or moved < steps:
        nx, ny = s.x[r] + dx, s.y[r] + dy
        why = _stopped(s, nx, ny)
        if why is None:
            ahead = robot_at(s, nx, ny)
            if ahead >= 0:
                why = push(s, ahead, d, names[r].title, ev)
        if why is not None:
            if moved == 0:
                ev.append(Event.of(kinds.BLOCKED, rules.NO_EFFECT,
                                   f"{names[r].title} cannot move {d.word}: {why}",
                                   robot=names[r].id))
            break
        s.x[r], s.y[r] = nx, ny
        moved += 1
        cell = ny * width + nx
        enter(s, r, cell, entered)
        if water_stop and cell in g.board.water_cells and (steps == 0 or moved < steps):
            wet = True
            break
    if moved:
        how = "as far as possible" if steps == 0 else f"{moved} square" + "s" * (moved > 1)
        ev.append(Event.of(kinds.MOVED, rule, f"{names[r].title} moves from {start} to "
                                          f"{where(s, r)} ({d.word}, {how})",
                           robot=names[r].id, to=where(s, r), squares=moved))
    ev += entered
    if wet:
        ev.append(Event.of(kinds.STOPPED, rules.WATER_STOP, f"{names[r].title} stops in the "
                                                        f"water at {where(s, r)}",
                           robot=names[r].id))
    return moved


def _stopped(s: DroidsState, x: int, y: int) -> str | None:
    if not on_board(s, x, y):
        return "the edge of the board"
    cell = y * s.game.board.width + x
    if cell in s.game.board.fixed_cells:
        return f"an obstacle at {square_name((x, y))}"
    if s.obj[cell] in (OBSTACLE, BOX):
        return f"{WORDS[s.obj[cell]]} at {square_name((x, y))}"
    return None


def push(s: DroidsState, first: int, d: Direction, by: str, ev: list[Event]) -> str | None:
    """PUSH: push the row of robots starting with ``first`` one square towards ``d``; the
    reason none can move (the square beyond the row), or None when they moved."""
    row = [first]
    dx, dy = d.delta
    while True:
        nx, ny = s.x[row[-1]] + dx, s.y[row[-1]] + dy
        why = _stopped(s, nx, ny)
        if why is not None:
            return f"{s.game.robots[first].title} cannot be pushed ({why})"
        nxt = robot_at(s, nx, ny)
        if nxt < 0:
            break
        row.append(nxt)
    width = s.game.board.width
    for r in reversed(row):
        before = where(s, r)
        s.x[r] += dx
        s.y[r] += dy
        ev.append(Event.of(kinds.PUSHED, rules.PUSH, f"{by} pushes {s.game.robots[r].name} from "
                                                 f"{before} to {where(s, r)}",
                           robot=s.game.robots[r].id, to=where(s, r)))
        enter(s, r, s.y[r] * width + s.x[r], ev)
    return None


def enter(s: DroidsState, r: int, cell: int, ev: list[Event]) -> None:
    """What entering ``cell`` does to robot ``r``: a mine there explodes (MINE_BLAST), a
    carried mine may explode (MINE_CARRY), a box or the statue reaches home (DELIVER)."""
    if s.obj[cell] == MINE:
        demine.blast(s, r, cell, ev)
    if s.carry[r] == MINE:
        demine.carried(s, r, ev)
    elif s.carry[r] == BOX:
        microchips.deliver(s, r, cell, ev)
    elif s.carry[r] == STATUE:
        statue.deliver(s, r, cell, ev)


# --- red chits ------------------------------------------------------------------------------

def line_of_fire(s: DroidsState, r: int, d: Direction,
                 through: bool = False) -> tuple[list[int], int]:
    """The squares (cells) a shot from robot ``r`` towards ``d`` crosses and the robot it
    reaches (-1: none). Obstacles and repair robots stop it (``through``: nothing does but
    the board's edge, and only droids are reached: the killer's options 2 to 6)."""
    g, dx, dy = s.game, *d.delta
    width, height = g.board.width, g.board.height
    x, y = s.x[r], s.y[r]
    cells: list[int] = []
    while True:
        x, y = x + dx, y + dy
        if not (0 <= x < width and 0 <= y < height):
            return cells, -1
        cell = y * width + x
        cells.append(cell)
        if not through and blocked(s, cell):
            return cells, -1
        hit = robot_at(s, x, y)
        if hit >= 0 and (not through or g.robots[hit].kind == "droid"):
            return cells, hit


def shoot(s: DroidsState, r: int, d: Direction, ev: list[Event]) -> None:
    """SHOOT, HITS: shoot from robot ``r`` towards ``d``; the die decides the hits."""
    g = s.game
    name = g.robots[r].title
    cells, target = line_of_fire(s, r, d)
    squares = [square_name(g.board.square(c)) for c in cells]
    if target < 0:
        end = squares[-1] if squares else where(s, r)
        why = "nothing is in the line of fire" if not cells or not blocked(s, cells[-1]) else \
            f"the shot is stopped at {end}"
        ev.append(Event.of(kinds.SHOT, rules.SHOOT, f"{name} shoots {d.word}: {why}",
                           robot=g.robots[r].id, squares=squares))
        return
    victim = g.robots[target]
    if victim.kind == "repair":
        ev.append(Event.of(kinds.SHOT, rules.SHOOT, f"{name} shoots {d.word}: {victim.name} "
                                                "blocks the shot and takes no hit",
                           robot=g.robots[r].id, squares=squares))
        return
    distance = len(cells)
    ev.append(Event.of(kinds.SHOT, rules.SHOOT, f"{name} shoots {d.word}: {victim.name} is "
                                            f"{distance} square{'s' * (distance > 1)} away",
                       robot=g.robots[r].id, target=victim.id, squares=squares))
    roll = s.roll()
    hits = hits_of(roll, distance)
    ev.append(Event.of(kinds.DIE, rules.HITS, f"The die shows {roll}: {roll} // {distance} = "
                                          f"{hits} hit{'s' * (hits != 1)} on {victim.name}",
                       roll=roll, distance=distance, hits=hits, target=victim.id))
    damage(s, target, hits, rules.HITS, ev)


def hits_of(roll: Any, distance: int) -> Any:
    """HITS: the hits a roll of the die scores on a droid ``distance`` squares away: the roll
    divided by the distance, rounded down (a whole numpy array of rolls at once, too).

    >>> import numpy as np
    >>> hits_of(7, 1), hits_of(7, 3), hits_of(2, 3), hits_of(np.array([0, 5, 9]), 2).tolist()
    (7, 2, 0, [0, 2, 4])
    """
    return roll // distance


DIE = 10  # the ten-sided die's faces, 0 to 9 (HITS)


def hit_chances(distance: int, faces: int = DIE) -> dict[int, float]:
    """HITS: the chance of each number of hits at ``distance`` (exact: each face of the
    d10, 0 to 9, is as likely).

    >>> hit_chances(3)
    {0: 0.3, 1: 0.3, 2: 0.3, 3: 0.1}
    >>> hit_chances(11)
    {0: 1.0}
    """
    out: dict[int, float] = {}
    for roll in range(faces):
        hits = hits_of(roll, distance)
        out[hits] = out.get(hits, 0) + 1 / faces
    return {k: round(v, 12) for k, v in sorted(out.items())}


def expected_hits(distance: int) -> float:
    """HITS: the average number of hits at ``distance``."""
    return sum(k * p for k, p in hit_chances(distance).items())


def adjacent(s: DroidsState, r: int) -> list[tuple[int, int]]:
    """The squares next to robot ``r`` on the board (8 around it, or 4 with the option
    ``adjacent: 4``), in N, NE, E ... order."""
    dirs = KING if s.game.adjacent == 8 else ROOK
    return [(s.x[r] + d.delta[0], s.y[r] + d.delta[1]) for d in dirs
            if on_board(s, s.x[r] + d.delta[0], s.y[r] + d.delta[1])]


def free(s: DroidsState, x: int, y: int) -> bool:
    """A square an object may be put down on: no obstacle, no object, no robot."""
    cell = y * s.game.board.width + x
    return cell not in s.game.board.fixed_cells and not s.obj[cell] and robot_at(s, x, y) < 0


def carry_targets(s: DroidsState, r: int) -> list[tuple[int, int]]:
    """CARRY, STEAL: where PU may act for robot ``r``: free squares to put down on when it
    carries something; else squares with an object, the statue, or a droid carrying one."""
    width = s.game.board.width
    if s.carry_n[r]:
        return [sq for sq in adjacent(s, r) if free(s, *sq)]
    out = []
    for x, y in adjacent(s, r):
        o = robot_at(s, x, y)
        if s.obj[y * width + x] or (o >= 0 and (s.carry_n[o] or s.game.robots[o].kind == "statue")):
            out.append((x, y))
    return out


def carry(s: DroidsState, r: int, target: tuple[int, int] | None, ev: list[Event]) -> None:
    """CARRY, STEAL: pick up, steal or put down at ``target`` (None: nothing to do)."""
    g = s.game
    name = g.robots[r].title
    if target is None:
        what = "nowhere to put it down" if s.carry_n[r] else "nothing to pick up"
        ev.append(Event.of(kinds.CARRIED, rules.NO_EFFECT, f"{name} has {what}",
                           robot=g.robots[r].id))
        return
    x, y = target
    cell = y * g.board.width + x
    at = square_name(target)
    if s.carry_n[r]:
        kind = s.carry[r]
        s.carry_n[r] -= 1
        if not s.carry_n[r]:
            s.carry[r] = 0
        if kind == STATUE:
            statue = g.robot("statue")
            s.x[statue], s.y[statue] = x, y
        else:
            s.obj[cell] = kind
        left = f" ({s.carry_n[r]} left)" if s.carry_n[r] else ""
        ev.append(Event.of(kinds.PUT_DOWN, rules.CARRY, f"{name} puts down {WORDS[kind]} on {at}"
                                                   f"{left}", robot=g.robots[r].id, at=at,
                           object=OBJECTS[kind]))
        return
    o = robot_at(s, x, y)
    if s.obj[cell]:
        kind, s.obj[cell] = s.obj[cell], 0
        ev.append(Event.of(kinds.PICKED_UP, rules.CARRY, f"{name} picks up {WORDS[kind]} from {at}",
                           robot=g.robots[r].id, at=at, object=OBJECTS[kind]))
    elif g.robots[o].kind == "statue":
        kind = STATUE
        s.x[o] = s.y[o] = -1
        ev.append(Event.of(kinds.PICKED_UP, rules.CARRY, f"{name} picks up the statue from {at}",
                           robot=g.robots[r].id, at=at, object="statue"))
    else:
        kind = s.carry[o]
        s.carry_n[o] -= 1
        if not s.carry_n[o]:
            s.carry[o] = 0
        ev.append(Event.of(kinds.STOLE, rules.STEAL, f"{name} steals {WORDS[kind]} from "
                                                 f"{g.robots[o].name}", robot=g.robots[r].id,
                           victim=g.robots[o].id, object=OBJECTS[kind]))
    s.carry[r], s.carry_n[r] = kind, 1


def other(s: DroidsState, target: int, d: Direction, ev: list[Event]) -> None:
    """OTHER: the target robot advances as far as possible towards ``d`` (a droid stops on
    entering water; a repair robot or the killer does not)."""
    kind = s.game.robots[target].kind
    start = s.y[target] * s.game.board.width + s.x[target]
    moved = move(s, target, d, 0, kind in ("droid", "statue"), rules.OTHER, ev)
    if kind == "repair":
        demine.drop(s, target, start, moved, ev)


def repair_move(s: DroidsState, r: int, d: Direction, steps: int, ev: list[Event]) -> None:
    """REPAIR_MOVE: a grey move; water is ground for repair robots (and De-Mine's mines)."""
    start = s.y[r] * s.game.board.width + s.x[r]
    moved = move(s, r, d, steps, False, rules.REPAIR_MOVE, ev)
    demine.drop(s, r, start, moved, ev)


def repair(s: DroidsState, r: int, d: Direction, ev: list[Event]) -> None:
    """REPAIR: the droid next to repair robot ``r`` towards ``d`` loses one cover, which its
    player chooses (the cover phase)."""
    g = s.game
    x, y = s.x[r] + d.delta[0], s.y[r] + d.delta[1]
    o = robot_at(s, x, y) if on_board(s, x, y) else -1
    name = g.robots[r].title
    if o < 0 or g.robots[o].kind != "droid" or s.out[g.robots[o].owner]:
        ev.append(Event.of(kinds.REPAIRED, rules.NO_EFFECT, f"{name} finds no droid to repair "
                                                        f"{d.word} of it", robot=g.robots[r].id))
        return
    p = g.robots[o].owner
    if s.covered(p) <= s.fixes[p]:
        ev.append(Event.of(kinds.REPAIRED, rules.REPAIR, f"{name} repairs {g.robots[o].name}, "
                                                     "which has no damage", robot=g.robots[r].id))
        return
    s.fixes[p] += 1
    ev.append(Event.of(kinds.REPAIRED, rules.REPAIR, f"{name} repairs {g.robots[o].name}: "
                                                 f"{g.robots[o].name} removes one cover",
                       robot=g.robots[r].id, player=g.robots[o].id))
