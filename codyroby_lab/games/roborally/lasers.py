"""D. Resolve laser fire: board lasers and robot lasers fire at the same time (the first robot
in a beam is hit; walls, repulsor fields and robots stop beams), then active flamers burn,
then Tractor Beam and Big Gun move the robots they hit.

Every shot that hits is an event ``Fired`` whose ``squares`` are the beam's squares, from
the laser to the robot hit: the scene's beams layer draws them.

>>> from codyroby_lab.games.roborally.board import Board
>>> from codyroby_lab.games.roborally.tables import Tables
>>> from codyroby_lab.games.roborally.robots import Bots, Ctx
>>> t = Tables(Board.from_dict({"width": 4, "height": 1,
...     "edges": [{"kind": "laser", "at": "A1", "side": "W"}]}))
>>> b = Bots.empty(2, 4); b.place(0, 1, 3); b.place(1, 3, 3)
>>> x = Ctx(t, b, 1, [], ["Twonky", "Zoom Bot"])
>>> fire(x); b.dmg, [e.text for e in x.log]
([2, 0], ['the board laser at A1 hits Twonky', 'Zoom Bot fires west and hits Twonky', 'Twonky takes 2 damage (lasers): 2 in all'])
"""  # noqa: E501

from __future__ import annotations

from codyroby_lab.core.events import Event
from codyroby_lab.games.roborally import events as kinds
from codyroby_lab.games.roborally import options
from codyroby_lab.games.roborally import rules as R
from codyroby_lab.games.roborally.moving import MOVED, WORDS, damage, shove, slide
from codyroby_lab.games.roborally.robots import Ctx
from codyroby_lab.games.roborally.tables import OIL


def fire(x: Ctx) -> None:
    """Board lasers and robot lasers (forward; backwards too with a Rear-Firing Laser)
    fire together; each robot hit takes its damage once all have fired."""
    t, b = x.t, x.b
    occ = b.occ
    hits = [0] * b.n
    x.shots = []
    here = {c for c in b.pos if c >= 0}  # (a beam crossing no robot's square hits nobody)
    for mount, _, count, cells in t.lasers:
        if here.isdisjoint(cells):
            continue
        for c in cells:
            j = occ[c]
            if j >= 0:
                hits[j] += count
                if x.log is not None:
                    x.log.append(board_hit(x.at(mount), x.names[j], count,
                                           cells[:cells.index(c) + 1], t.width))
                break
    beam, opts = t.beam, b.opts
    for i in range(b.n):
        c = b.pos[i]
        if c < 0 or b.down[i]:
            continue
        f = b.face[i]
        ways = (f, (f + 2) & 3) if opts[i] and options.rear_laser(x, i) else (f,)
        for d in ways:
            line = beam[c * 4 + d]
            if here.isdisjoint(line):
                continue
            for q in line:
                j = occ[q]
                if j < 0:
                    continue
                x.shots.append((i, j, d))
                pull = opts[i] and options.tractor_beam(x, i, j, d)
                if not pull:
                    hits[j] += options.laser_power(x, i) if opts[i] else 1
                if x.log is not None:
                    x.log.append(robot_hit(x.names[i], d, bool(pull), x.names[j], d != f,
                                           (c, *line[:line.index(q) + 1]), t.width))
                break
    for j in range(b.n):
        if hits[j]:
            damage(x, j, hits[j], R.LASERS, "lasers")


def flamers(x: Ctx) -> None:
    """Flamers do 1 damage to the robot on them, in the registers they show."""
    t, b = x.t, x.b
    for i, c in enumerate(b.pos):
        if c >= 0 and t.flame[c] & x.bit:
            damage(x, i, 1, R.FLAMERS, f"the flamer at {x.at(c)}")


def pulls_and_pushes(x: Ctx) -> None:
    """Tractor Beam pulls and Big Gun pushes the robots they hit one square, in the order the
    shots were fired; an option moving a robot into a repulsor field meets a wall."""
    b = x.b
    for i, j, d in x.shots:
        if b.pos[i] < 0 or b.pos[j] < 0:
            continue
        if not b.opts[i]:
            continue
        if options.tractor_beam(x, i, j, d):
            way, option, verb = (d + 2) & 3, options.TRACTOR_BEAM, "pulls"
        elif options.big_gun(x, i):
            way, option, verb = d, options.BIG_GUN, "pushes"
        else:
            continue
        if x.log is not None:
            x.say(kinds.OPTION_PUSH, option.rule, f"{x.names[i]}'s {option.name} {verb} "
                                               f"{x.names[j]} one square {WORDS[way]}",
                  robot=x.names[j], option=option.name)
        if shove(x, j, way) == MOVED and x.t.fl[b.pos[j]] & OIL:
            slide(x, j, way)


def board_hit(mount: str, name: str, count: int, cells: tuple[int, ...], width: int) -> Event:
    """The event of the board laser at square ``mount`` (``count`` beams) hitting robot
    ``name`` at the end of ``cells`` (from the mount, on a board ``width`` wide)."""
    beams = f" with {count} beams" if count > 1 else ""
    return Event.of(kinds.FIRED, R.BOARD_LASER, f"the board laser at {mount} hits {name}{beams}",
                    robot=name, mount=mount, squares=_squares(width, cells))


def robot_hit(shooter: str, d: int, pull: bool, name: str, rear: bool, cells: tuple[int, ...],
              width: int) -> Event:
    """The event of robot ``shooter`` firing towards ``d`` (backwards with ``rear``) and
    hitting (or with ``pull`` catching) robot ``name`` along ``cells`` (from the shooter)."""
    return Event.of(kinds.FIRED, options.REAR_LASER_RULE if rear else R.ROBOT_LASER,
                    f"{shooter} fires {WORDS[d]} and {'catches' if pull else 'hits'} {name}",
                    robot=name, by=shooter, squares=_squares(width, cells))


def _squares(w: int, cells: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    return tuple([(c % w, c // w) for c in cells])
