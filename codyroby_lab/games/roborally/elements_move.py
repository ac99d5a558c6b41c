"""C. Board elements move: express conveyor belts (their first square), then every belt
(express belts' second square, normal belts' only one), currents, pushers, gears and
crushers, one function each, in the Timing Summary's order (the table is
:data:`~codyroby_lab.games.roborally.phase.SEGMENTS`).

Belts and currents move the robots on them together, one square: a belt never pushes a
robot; two robots heading for one square, or for each other's, both stay; a robot whose
square ahead holds a robot that stays, stays too. A belt that carries a robot onto a belt
turned a quarter turn turns the robot too (DECISIONS ruling); one that leaves it on oil
makes it slide on in the belt's direction (DECISIONS ruling and FAQ).

>>> from codyroby_lab.games.roborally.board import Board
>>> from codyroby_lab.games.roborally.tables import Tables
>>> from codyroby_lab.games.roborally.robots import Bots, Ctx
>>> t = Tables(Board.from_dict({"width": 3, "height": 2, "elements": [
...     {"kind": "conveyor", "at": "A1", "facing": "E"},
...     {"kind": "conveyor", "at": "B1", "facing": "S"}]}))
>>> b = Bots.empty(1, 6); b.place(0, 0, 0)
>>> x = Ctx(t, b, 1, [], ["Twonky"])
>>> belts(x); b.pos, b.face, [e.text for e in x.log]
([1], [1], ['the conveyor belt carries Twonky east from A1 to B1', 'Twonky turns right with the belt: it faces east'])
"""  # noqa: E501

from __future__ import annotations

from codyroby_lab.core.events import Event, Rule
from codyroby_lab.games.roborally import events as kinds
from codyroby_lab.games.roborally import rules as R
from codyroby_lab.games.roborally.moving import (
    MOVED,
    WORDS,
    arrive,
    destroy,
    fall,
    shove,
    slide,
)
from codyroby_lab.games.roborally.robots import Ctx
from codyroby_lab.games.roborally.tables import LEDGE_UP, OIL, REPULSOR, WALL


def express_first(x: Ctx) -> None:
    """Express conveyor belts move the robots on them one square."""
    t = x.t
    _carry(x, [(i, t.belt[c]) for i, c in enumerate(x.b.pos) if c >= 0 and t.speed[c] == 2],
           R.EXPRESS_FIRST, True)


def belts(x: Ctx) -> None:
    """Express belts move their second square, normal belts their only one."""
    t = x.t
    _carry(x, [(i, t.belt[c]) for i, c in enumerate(x.b.pos) if c >= 0 and t.speed[c]],
           R.BELTS, True)


def currents(x: Ctx) -> None:
    """Currents move the robots in them one square (after the belts)."""
    t = x.t
    _carry(x, [(i, t.current[c]) for i, c in enumerate(x.b.pos) if c >= 0 and
               t.current[c] >= 0], R.CURRENTS, False)


def pushers(x: Ctx) -> None:
    """Pushers active in this register push the robot on their square one square away from
    their wall (a line of robots too); a repulsor field is a wall to them."""
    b = x.b
    for c, d, active in x.t.pushers:
        j = b.occ[c]
        if j < 0 or not active & x.bit:
            continue
        mark = len(x.log) if x.log is not None else 0
        moved = shove(x, j, d) == MOVED
        if x.log is not None:   # the square it ends on, as every move says (walk 07r6, M12)
            to = f" to {x.at(b.pos[j])}" if moved else ""
            x.log.insert(mark, Event.of(kinds.PUSHER, R.PUSHERS, f"the pusher at {x.at(c)} "
                                        f"pushes {x.names[j]} {WORDS[d]}{to}", robot=x.names[j]))
        if moved and x.t.fl[b.pos[j]] & OIL:
            slide(x, j, d)


def gears(x: Ctx) -> None:
    """Gears turn the robots on them a quarter turn."""
    t, b = x.t, x.b
    for i, c in enumerate(b.pos):
        if c >= 0 and t.gear[c]:
            b.face[i] = (b.face[i] + t.gear[c]) & 3
            if x.log is not None:
                x.say(kinds.GEARED, R.GEARS, f"the gear at {x.at(c)} turns {x.names[i]} "
                                         f"{'right' if t.gear[c] > 0 else 'left'}: it faces "
                                         f"{WORDS[b.face[i]]}", robot=x.names[i])


def crushers(x: Ctx) -> None:
    """Crushers active in this register destroy the robot under them."""
    t, b = x.t, x.b
    for i, c in enumerate(b.pos):
        if c >= 0 and t.crush[c] & x.bit:
            destroy(x, i, R.CRUSHED, f"the crusher at {x.at(c)} crushes it")


def _carry(x: Ctx, movers: list[tuple[int, int]], rule, turning: bool) -> None:
    """Move ``movers`` (robot, direction) one square together (see the module docstring)."""
    if not movers:
        return
    t, b = x.t, x.b
    target = {}
    for i, d in movers:
        c = b.pos[i]
        e = t.edge[c * 4 + d]
        blocked = e == WALL or e == LEDGE_UP or e == REPULSOR
        target[i] = c if blocked else t.nb[c * 4 + d]
        if blocked and x.log is not None:
            what = {WALL: "a wall", LEDGE_UP: "a ledge", REPULSOR: "a repulsor field"}[e]
            x.say(kinds.STUCK, R.REPULSOR_WALL if e == REPULSOR else rule,
                  f"{x.names[i]} stays at {x.at(c)}: {what} is in the way", robot=x.names[i])
    _settle(x, target)
    way = dict(movers)
    going = [i for i in target if target[i] != b.pos[i]]
    start = {i: b.pos[i] for i in going}
    for i in going:
        b.occ[start[i]] = -1
    for i in going:
        c, d, n = start[i], way[i], target[i]
        if n < 0:
            b.occ[c] = i
            if x.log is not None:
                x.say(kinds.CONVEYED, rule, f"the {_what(x, c)} carries {x.names[i]} off the board",
                      robot=x.names[i])
            fall(x, i, c, d)
            continue
        if x.log is not None:
            x.log.append(conveyed(rule, _what(x, c), x.names[i], WORDS[d], x.at(c), x.at(n)))
        arrive(x, i, n, t.edge[c * 4 + d])
        if b.pos[i] < 0:
            continue
        if turning and t.belt[n] >= 0 and (t.belt[n] - d) & 1:
            turn = 1 if (t.belt[n] - d) & 3 == 1 else -1
            b.face[i] = (b.face[i] + turn) & 3
            if x.log is not None:
                x.say(kinds.ROTATED, R.CONVEYOR_TURN, f"{x.names[i]} turns "
                                                  f"{'right' if turn > 0 else 'left'} with the "
                                                  f"belt: it faces {WORDS[b.face[i]]}",
                      robot=x.names[i])
    for i in going:
        if b.pos[i] >= 0 and t.fl[b.pos[i]] & OIL:
            slide(x, i, way[i], R.OIL_CONVEYOR)


def conveyed(rule: Rule, what: str, name: str, way: str, a: str, c: str) -> Event:
    """The event of ``what`` (a belt, a current) carrying robot ``name`` from ``a`` to ``c``."""
    return Event.of(kinds.CONVEYED, rule, f"the {what} carries {name} {way} from {a} to {c}",
                    robot=name, to=c)


def _settle(x: Ctx, target: dict[int, int]) -> None:
    """Keep in place every mover that cannot go: two heading for one square, two heading
    for each other's square, or one heading for a square whose robot stays."""
    b = x.b
    changed = True
    while changed:
        changed = False
        heading: dict[int, int] = {}
        for i, n in target.items():
            if n >= 0 and n != b.pos[i]:
                heading[n] = heading.get(n, 0) + 1
        for i, n in target.items():
            if n < 0 or n == b.pos[i]:
                continue
            j = b.occ[n]
            if heading[n] > 1 or (j >= 0 and (target.get(j, b.pos[j]) in (b.pos[j], b.pos[i]))):
                target[i] = b.pos[i]
                changed = True


def _what(x: Ctx, c: int) -> str:
    t = x.t
    if t.current[c] >= 0:
        return "current"
    return "express belt" if t.speed[c] == 2 else "conveyor belt"
