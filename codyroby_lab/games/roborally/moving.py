"""B. Robots move: a robot's card, square by square, and every element that acts while robots
move (the Timing Summary's segment B and the Factory Floor Guide).

Each element is one function here: :func:`pit` (and the board edge), :func:`trap_door`,
:func:`flamer`, :func:`ledge`, :func:`repulse` (repulsor fields), :func:`slide` (oil
slicks), :func:`portal`, :func:`teleport`, :func:`ramp_back`, :func:`negated` (water and oil
under a card's first square), and the base game's :func:`damage`, :func:`destroy` and
:func:`shove` (a robot moved one square, pushing the robots in its way). Options that act
while moving (Bridge Layer, Mine Layer) are called from :mod:`.options`.

A robot moves one square at a time, so a pit, the edge, a ledge or a flamer met on the way
acts at once (DECISIONS: oil slides, pushes and conveyors move square by square).

>>> from codyroby_lab.games.roborally.board import Board
>>> from codyroby_lab.games.roborally.deck import CardTable
>>> from codyroby_lab.games.roborally.tables import Tables
>>> from codyroby_lab.games.roborally.robots import Bots, Ctx
>>> t = Tables(Board.from_dict({"width": 4, "height": 1,
...                             "elements": [{"kind": "oil", "at": "C1"}]}))
>>> b = Bots.empty(2, 4); b.place(0, 0, 1); b.place(1, 1, 0)
>>> x = Ctx(t, b, 1, [], ["Twonky", "Zoom Bot"])
>>> execute(x, 0, CardTable.standard().kind(49))          # Move 1 490, east
>>> b.pos, [e.text for e in x.log]
([1, 3], ['Twonky moves east from A1 to B1', 'Zoom Bot is pushed east from B1 to C1', 'Zoom Bot slides east on the oil from C1 to D1'])
"""  # noqa: E501

from __future__ import annotations

from typing import TYPE_CHECKING

from codyroby_lab.core.events import Event, Rule
from codyroby_lab.games.roborally import events as kinds
from codyroby_lab.games.roborally import options
from codyroby_lab.games.roborally import rules as R
from codyroby_lab.games.roborally.robots import (
    BRIDGE,
    DESTROYING_DAMAGE,
    MINE,
    NO_MARK,
    Ctx,
)
from codyroby_lab.games.roborally.tables import (
    FLAMER,
    LEDGE_DOWN,
    LEDGE_UP,
    OIL,
    PIT,
    PORTAL,
    RAMP,
    REPULSOR,
    TELEPORTER,
    TRAP,
    WALL,
    WATER,
)

if TYPE_CHECKING:
    from codyroby_lab.games.roborally.deck import Kind

MOVED, BLOCKED, GONE = 0, 1, 2
WORDS = ("north", "east", "south", "west")
DELTA = ((0, -1), (1, 0), (0, 1), (-1, 0))
LEDGE_DAMAGE = 2
MINE_DAMAGE = 2


# --- damage and destruction (base game) ---------------------------------------------------

def damage(x: Ctx, i: int, n: int, rule: Rule, why: str) -> None:
    """Robot ``i`` takes ``n`` damage; at 10 it is destroyed."""
    b = x.b
    if b.pos[i] < 0 or n <= 0:
        return
    if b.opts[i]:
        n = options.absorb(x, i, n)
    b.dmg[i] += n
    if x.log is not None and n:
        x.log.append(damaged(x.names[i], n, why, b.dmg[i], rule))
    if b.dmg[i] >= DESTROYING_DAMAGE:
        destroy(x, i, R.DESTROYED, "10 damage")


def damaged(name: str, n: int, why: str, total: int, rule: Rule) -> Event:
    """The event of robot ``name`` taking ``n`` damage (``why``, by ``rule``): ``total``."""
    return Event.of(kinds.DAMAGED, rule, f"{name} takes {n} damage ({why}): {total} in all",
                    robot=name, damage=n)


def destroy(x: Ctx, i: int, rule: Rule, why: str, on_board: bool = True) -> None:
    """Robot ``i`` leaves the board: a life and its last option lost, no more registers. The
    words say on which square, unless it fell off the board (``on_board=False``: "is destroyed
    at B1" read as a deadly B1, walk 07p, fault 4)."""
    b = x.b
    c = b.pos[i]
    if c < 0:
        return
    b.occ[c] = -1
    b.pos[i] = -1
    b.wreck[i] = c
    b.lives[i] -= 1
    lost = b.opts[i].pop()[0] if b.opts[i] else 0
    if x.log is not None:
        left = (f"{b.lives[i]} lives left" if b.lives[i] != 1 else "1 life left") \
            if b.lives[i] > 0 else "no life left: out of the game"
        more = f"; it loses its {options.name(lost)}" if lost else ""
        where = f" at {x.at(c)}" if on_board else ""
        x.say(kinds.DESTROYED, rule, f"{x.names[i]} is destroyed{where} ({why}): {left}{more}",
              robot=x.names[i], at=x.at(c))


# --- entering a square --------------------------------------------------------------------

def arrive(x: Ctx, i: int, c: int, crossed: int) -> None:
    """Robot ``i`` (already off its old square) lands on ``c`` over an edge of kind
    ``crossed``; the square acts on it."""
    t, b = x.t, x.b
    b.pos[i] = c
    b.occ[c] = i
    if crossed == LEDGE_DOWN:
        ledge(x, i, c)
        if b.pos[i] < 0:
            return
    f = t.fl[c]
    if f & PIT or (f & TRAP and t.trap[c] & x.bit):
        if b.marks[c] != BRIDGE and not (b.opts[i] and options.bridge_layer(x, i, c)):
            if f & PIT:
                pit(x, i, c)
            else:
                trap_door(x, i, c)
            return
    if f & FLAMER and t.flame[c] & x.burn:
        flamer(x, i, c)
    if b.marks[c] == MINE and b.pos[i] >= 0:
        b.marks[c] = NO_MARK
        damage(x, i, MINE_DAMAGE, options.MINE_LAYER.rule, f"a mine explodes at {x.at(c)}")


def pit(x: Ctx, i: int, c: int) -> None:
    """A robot that enters a pit is destroyed."""
    destroy(x, i, R.PIT, f"it falls into the pit at {x.at(c)}")


def fall(x: Ctx, i: int, c: int, d: int) -> None:
    """A robot that leaves the board (from ``c`` going ``d``) is destroyed."""
    destroy(x, i, R.PIT, f"it falls off the board {WORDS[d]} of {x.at(c)}", on_board=False)


def trap_door(x: Ctx, i: int, c: int) -> None:
    """An active trap door pit is a pit for the whole register phase."""
    destroy(x, i, R.TRAP_DOOR, f"the trap door at {x.at(c)} is open in register {x.reg}")


def flamer(x: Ctx, i: int, c: int) -> None:
    """Entering an active flamer square costs 1 damage (while robots move)."""
    damage(x, i, 1, R.FLAMER_ENTER, f"the flamer at {x.at(c)} burns")


def ledge(x: Ctx, i: int, c: int) -> None:
    """Dropping from the upper level over a ledge costs 2 damage."""
    damage(x, i, LEDGE_DAMAGE, R.LEDGE_DOWN, f"it drops off a ledge onto {x.at(c)}")


# --- moving one square, pushing ------------------------------------------------------------

def shove(x: Ctx, i: int, d: int, n: int = 0, need: int = 0) -> int:
    """Move robot ``i`` one square towards ``d``, pushing the line of robots in its way.

    A wall, a ledge seen from below, or a robot that cannot move stops the whole line
    (BLOCKED). A repulsor field in front of the line's first robot repulses it ``n`` squares
    (a movement card's count; the line behind is pushed back too) or, with ``n`` 0, is a
    wall. With ``need`` (oil) every robot pushed must stand on such a square. Returns MOVED,
    BLOCKED, or GONE (``i`` was destroyed on the way).
    """
    t, b = x.t, x.b
    line = [i]
    c = b.pos[i]
    while True:
        k = c * 4 + d
        e = t.edge[k]
        if e == WALL or e == LEDGE_UP or e == REPULSOR:
            if e == REPULSOR and n:
                repulse(x, line[-1], (d + 2) & 3, n, c)
            elif x.log is not None:
                blocked(x, line, c, d, e)
            return BLOCKED
        nxt = t.nb[k]
        if nxt < 0:
            break
        j = b.occ[nxt]
        if j < 0:
            break
        if need and not t.fl[nxt] & need:
            if x.log is not None:
                x.say(kinds.BLOCKED, R.OIL_SLIDE, f"{x.names[line[-1]]} stops: {x.names[j]} is "
                                              f"in the way at {x.at(nxt)}, not on oil",
                      robot=x.names[line[-1]])
            return BLOCKED
        line.append(j)
        c = nxt
    pushed = x.pushed
    for j in reversed(line):
        c = b.pos[j]
        k = c * 4 + d
        nxt = t.nb[k]
        if j != i:
            if pushed is not None:
                pushed[j] = d
            if x.log is not None:
                x.say(kinds.PUSHED, R.OIL_CHAIN if need else R.PUSH,
                      f"{x.names[j]} is pushed {WORDS[d]} from {x.at(c)} to "
                      f"{x.at(nxt) if nxt >= 0 else 'off the board'}", robot=x.names[j])
        if nxt < 0:
            fall(x, j, c, d)
        else:
            b.occ[c] = -1
            arrive(x, j, nxt, t.edge[k])
    return MOVED if b.pos[i] >= 0 else GONE


def blocked(x: Ctx, line: list[int], c: int, d: int, e: int) -> None:
    """Say why a line of robots could not move."""
    what = {WALL: (R.WALL, f"the wall on the {WORDS[d]} side of {x.at(c)}"),
            LEDGE_UP: (R.LEDGE_UP, f"the ledge {WORDS[d]} of {x.at(c)} (a wall from below)"),
            REPULSOR: (R.REPULSOR_WALL, f"the repulsor field {WORDS[d]} of {x.at(c)} (a wall "
                                        "for this move)")}[e]
    who = x.names[line[0]]
    if len(line) > 1:
        who += f" cannot push {x.names[line[1]]}: " + ", ".join(x.names[j] for j in line[1:])
        who += " meets"
    else:
        who += " meets"
    x.say(kinds.BLOCKED, what[0], f"{who} {what[1]} and stops", robot=x.names[line[0]])


def repulse(x: Ctx, j: int, d: int, n: int, c: int) -> None:
    """A robot that runs, backs or is pushed into a repulsor field is pushed straight away
    from it ``n`` squares, pushing the robots in its way; the mover loses the rest of its
    move. A wall (or another repulsor field) stops the repulsion."""
    mark = len(x.log) if x.log is not None else 0
    for _ in range(n):
        if x.b.pos[j] < 0 or shove(x, j, d) != MOVED:
            break
    if x.log is not None:
        end = x.b.pos[j]
        to = f" to {x.at(end)}" if end >= 0 else ""
        x.log.insert(mark, Event.of(
            kinds.REPULSED, R.REPULSOR, f"{x.names[j]} runs into the repulsor field "
                                    f"{WORDS[(d + 2) & 3]} of {x.at(c)} and is pushed back "
                                    f"{n} square{'s' if n != 1 else ''}{to}",
            robot=x.names[j], squares=n))


# --- a card -------------------------------------------------------------------------------

def execute(x: Ctx, i: int, kind: Kind) -> None:
    """Robot ``i`` executes a card of ``kind`` (B): turns, or moves square by square with
    water, oil, teleporters, portals, ramps and the slides that follow."""
    t, b = x.t, x.b
    c = b.pos[i]
    if kind.turn:
        b.face[i] = (b.face[i] + kind.quarters) & 3
        if x.log is not None:
            x.log.append(turned(x.names[i], WORDS[b.face[i]]))
        if t.fl[c] & FLAMER and t.flame[c] & x.bit:
            damage(x, i, 1, R.FLAMER_ENTER, f"it turns on the flamer at {x.at(c)}")
        return
    n = kind.move
    d = b.face[i] if n > 0 else (b.face[i] + 2) & 3
    n = abs(n)
    if b.opts[i]:
        options.mine_layer(x, i, c)
    if t.fl[c] & TELEPORTER and teleport(x, i, d, n):
        return
    if t.fl[c] & (WATER | OIL):
        n = negated(x, i, c, n, kind.move < 0)
    pushed: dict[int, int] = {}
    x.pushed = pushed
    climbed = -1
    log, squares, push = x.log, t.names, abs(kind.move)
    for _ in range(n):
        before = b.pos[i]
        mark = len(log) if log is not None else 0
        went = shove(x, i, d, push)
        if went == BLOCKED:
            break
        c = b.pos[i] if went == MOVED else b.wreck[i]   # (destroyed where it stepped)
        if log is not None and c != before:             # (not when it fell off the board)
            log.insert(mark, moved(x.names[i], WORDS[d], squares[before], squares[c]))
        if went == GONE:
            break
        f = t.fl[c]
        climbed = c if f & RAMP and t.ramp[c] == d else -1
        if f & PORTAL:
            portal(x, i, c)
    x.pushed = None
    if b.pos[i] < 0:
        return
    if climbed >= 0 and b.pos[i] == climbed:
        ramp_back(x, i, d, climbed)
    mine = pushed.pop(i, d)
    if pushed:
        for j in _front_first(x, pushed):
            if b.pos[j] >= 0 and t.fl[b.pos[j]] & OIL:
                slide(x, j, pushed[j])
    if b.pos[i] >= 0 and t.fl[b.pos[i]] & OIL and n:
        slide(x, i, mine)


def moved(name: str, way: str, a: str, c: str) -> Event:
    """The event of robot ``name`` moving one square ``way`` from square ``a`` to ``c``."""
    return Event.of(kinds.MOVED, R.MOVE_CARD, f"{name} moves {way} from {a} to {c}", robot=name,
                    to=c)


def turned(name: str, way: str) -> Event:
    """The event of robot ``name`` turning (a card) to face ``way``."""
    return Event.of(kinds.TURNED, R.ROTATE_CARD, f"{name} turns to face {way}", robot=name)


def _front_first(x: Ctx, pushed: dict[int, int]) -> list[int]:
    """The pushed robots, furthest along the way each was pushed first (the front of a
    pushed line slides first)."""
    w = x.t.width
    b = x.b

    def ahead(j: int) -> int:
        dx, dy = DELTA[pushed[j]]
        return -((b.pos[j] % w) * dx + (b.pos[j] // w) * dy)

    return sorted((j for j in pushed if b.pos[j] >= 0), key=ahead)


def negated(x: Ctx, i: int, c: int, n: int, back: bool) -> int:
    """Water (a current is water) and oil under a robot take its card's first square."""
    oil = x.t.fl[c] & OIL
    rule = R.OIL_NEGATE if oil else R.BACK_UP_WATER if back else R.WATER
    if x.log is not None:
        x.say(kinds.NEGATED, rule, f"{x.names[i]} loses its first square in the "
                               f"{'oil' if oil else 'water'} at {x.at(c)}", robot=x.names[i])
    return n - 1


def slide(x: Ctx, i: int, d: int, rule: Rule = R.OIL_SLIDE) -> None:
    """A robot that ends a move on an oil slick slides on towards ``d`` until a wall, a
    robot not on oil, or the end of the oil stops it; robots on oil in its way slide too."""
    t, b = x.t, x.b
    start = b.pos[i]
    while b.pos[i] >= 0 and t.fl[b.pos[i]] & OIL:
        if shove(x, i, d, 0, OIL) != MOVED:
            break
    if x.log is not None and b.pos[i] != start:
        to = x.at(b.pos[i]) if b.pos[i] >= 0 else "its end"
        x.say(kinds.SLID, rule, f"{x.names[i]} slides {WORDS[d]} on the oil from {x.at(start)} "
                            f"to {to}", robot=x.names[i])


def portal(x: Ctx, i: int, c: int) -> None:
    """A robot that enters a portal with its movement card comes out of the other portal of
    the same colour, keeping its facing, unless a robot stands there."""
    b = x.b
    q = x.t.portal[c]
    if b.occ[q] >= 0:
        x.say(kinds.PORTAL_SHUT, R.PORTAL_OCCUPIED, f"{x.names[b.occ[q]]} stands on the other "
                                               f"portal at {x.at(q)}: {x.names[i]} walks on "
                                               "as over open floor", robot=x.names[i]) \
            if x.log is not None else None
        return
    b.occ[c] = -1
    if x.log is not None:
        x.say(kinds.JUMPED, R.PORTAL, f"{x.names[i]} enters the portal at {x.at(c)} and comes out "
                                  f"at {x.at(q)}", robot=x.names[i], to=x.at(q))
    arrive(x, i, q, 0)


def teleport(x: Ctx, i: int, d: int, n: int) -> bool:
    """A movement card started on a teleporter: the robot appears ``n + 2`` squares along
    ``d`` (over walls and pits); off the board it is destroyed; onto a robot the teleporter
    does not work (False: the card moves the robot normally)."""
    t, b = x.t, x.b
    c = b.pos[i]
    w = t.width
    nx, ny = c % w + DELTA[d][0] * (n + 2), c // w + DELTA[d][1] * (n + 2)
    if not (0 <= nx < w and 0 <= ny < t.height):
        destroy(x, i, R.TELEPORTER, f"the teleporter at {x.at(c)} sends it off the board")
        return True
    q = ny * w + nx
    if b.occ[q] >= 0:
        if x.log is not None:
            x.say(kinds.TELEPORT_SHUT, R.TELEPORT_BLOCKED, f"{x.names[b.occ[q]]} stands on "
                                                      f"{x.at(q)}: the teleporter does not "
                                                      "work", robot=x.names[i])
        return False
    b.occ[c] = -1
    if x.log is not None:
        x.say(kinds.TELEPORTED, R.TELEPORTER, f"{x.names[i]} teleports {n + 2} squares "
                                          f"{WORDS[d]} from {x.at(c)} to {x.at(q)}",
              robot=x.names[i], to=x.at(q))
    arrive(x, i, q, 0)
    if b.pos[i] >= 0 and t.fl[q] & OIL:
        slide(x, i, d)
    return True


def ramp_back(x: Ctx, i: int, d: int, c: int) -> None:
    """A robot that stops on a ramp it was climbing moves back one square."""
    if x.log is not None:
        x.say(kinds.RAMP_BACK, R.RAMP_UP, f"{x.names[i]} stops on the ramp at {x.at(c)} while "
                                     f"climbing and rolls back one square", robot=x.names[i])
    shove(x, i, (d + 2) & 3)
