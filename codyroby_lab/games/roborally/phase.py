"""One register phase, segment by segment, in the order of the Grand Prix Timing Summary.

:data:`SEGMENTS` is that order as one table: A reveal (active trap doors open as the phase
begins), B robots move (in priority order, highest first), C board elements (express belts'
first square; every belt; currents; pushers; gears; crushers), D lasers (then flamers, then
Tractor Beam and Big Gun), E checkpoints (then chop shops). A segment whose element the
board lacks is skipped. :func:`register_phase` plays it; with a ``step`` callback each
segment (and in B each robot's card) is one step whose events name their rules, otherwise
the steps' events go to one list (what ``apply`` returns) or nothing is said (the fast
path the planner and the benchmark use).

>>> [f"{s.letter} {s.label}" for s in SEGMENTS][:4]
['A reveal', 'B robots move', 'C express belts move', 'C belts move']
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from codyroby_lab.core.events import Event, Rule
from codyroby_lab.games.roborally import elements_move as C
from codyroby_lab.games.roborally import events as kinds
from codyroby_lab.games.roborally import lasers as D
from codyroby_lab.games.roborally import options
from codyroby_lab.games.roborally import rules as R
from codyroby_lab.games.roborally.checkpoints import checkpoints, chop_shops
from codyroby_lab.games.roborally.deck import CardTable
from codyroby_lab.games.roborally.moving import destroy, execute
from codyroby_lab.games.roborally.robots import MINE, NO_MARK, Ctx
from codyroby_lab.games.roborally.tables import (
    BELT,
    CHOP,
    CRUSHER,
    CURRENT,
    EXPRESS,
    FLAMER,
    GEAR,
    PUSHER,
    Tables,
)


@dataclass(frozen=True)
class Segment:
    """One segment: its letter (A to E), what happens in plain words, its rule, what it
    does (None: the cards of B), when it applies (None: always; else a kind of element the
    board must have, or ``shots``: a Tractor Beam or Big Gun shot this register), what its
    step says when nothing happened, the cell flags (:mod:`.tables`) a robot must stand on
    for it to do anything (0: it always runs), and whether it may move robots."""

    letter: str
    label: str
    rule: Rule
    act: Callable[[Ctx], None] | None
    needs: str | None
    quiet: str
    on: int = 0
    moves: bool = False

    @property
    def phase(self) -> str:
        """The step's phase, as a trace shows it: ``C express belts move``."""
        return f"{self.letter} {self.label}"

    @property
    def nothing(self) -> Event:
        """The event of a step in which nothing happened."""
        return Event.of(kinds.NOTHING, self.rule, self.quiet)


def open_trap_doors(x: Ctx) -> None:
    """A trap door pit active in this register phase is a pit from its start: a robot on it
    is destroyed and a mine on it falls."""
    t, b = x.t, x.b
    for c in t.traps[x.reg]:
        if b.marks[c] == MINE:
            b.marks[c] = NO_MARK
            x.say(kinds.MINE_FALLS, R.FAQ_TRAP_DEVICE,
                  f"the trap door at {x.at(c)} opens: the mine on it falls")
        j = b.occ[c]
        if j >= 0 and b.marks[c] == NO_MARK:
            destroy(x, j, R.TRAP_DOOR, f"the trap door at {x.at(c)} opens under it")


def _option_shots(x: Ctx) -> bool:
    opts = x.b.opts
    return any(opts[i] and (options.tractor_beam(x, i, j, d) or options.big_gun(x, i))
               for i, j, d in x.shots)


SEGMENTS: tuple[Segment, ...] = (
    Segment("A", "reveal", R.REVEAL, open_trap_doors, None, "the cards are revealed"),
    Segment("B", "robots move", R.ROBOTS_MOVE, None, None, "no robot has a card to play",
            moves=True),
    Segment("C", "express belts move", R.EXPRESS_FIRST, C.express_first, "express",
            "no robot is on an express belt", EXPRESS, True),
    Segment("C", "belts move", R.BELTS, C.belts, "belts", "no robot is on a belt", BELT, True),
    Segment("C", "currents move", R.CURRENTS, C.currents, "current",
            "no robot is in a current", CURRENT, True),
    Segment("C", "pushers push", R.PUSHERS, C.pushers, "pusher",
            "no active pusher has a robot to push", PUSHER, True),
    Segment("C", "gears turn", R.GEARS, C.gears, "gear", "no robot is on a gear", GEAR),
    Segment("C", "crushers crush", R.CRUSHERS, C.crushers, "crusher",
            "no robot is under an active crusher", CRUSHER),
    Segment("D", "lasers fire", R.LASERS, D.fire, None, "no laser hits a robot"),
    Segment("D", "flamers burn", R.FLAMERS, D.flamers, "flamer",
            "no robot is on an active flamer", FLAMER),
    Segment("D", "options push", R.OPTION_PUSH, D.pulls_and_pushes, "shots",
            "no option moves a robot", moves=True),
    Segment("E", "checkpoints", R.CHECKPOINTS, checkpoints, None, "no robot touches a flag"),
    Segment("E", "chop shops", R.CHOP_SHOP, chop_shops, "chop_shop",
            "no robot is on an option shop", CHOP),
)
#: called as ``step(segment, events, robot, card)`` after each step (robot -1 and card 0
#: for a board segment)
Step = Callable[[Segment, list[Event], int, int], None]


def plan(t: Tables) -> tuple[Segment, ...]:
    """The segments a board's register phases go through (those whose element it has)."""
    if t.plan is None:
        t.plan = tuple(s for s in SEGMENTS if s.needs is None or t.has.get(s.needs, True))
    return t.plan


def by_priority(cards: list[int], table: CardTable) -> list[int]:
    """The robots holding a card (``cards[i]``, 0 for none), highest priority first; equal
    priorities: the robot named first.

    >>> by_priority([49, 0, 80, 49], CardTable.standard())
    [2, 0, 3]
    """
    prio = table.priorities
    playing = [i for i, c in enumerate(cards) if c]
    playing.sort(key=lambda i: -prio[cards[i]])
    return playing


def register_phase(x: Ctx, cards: list[int], table: CardTable, step: Step | None = None,
                   reveal: list[Event] | None = None) -> None:
    """Play register ``x.reg``: ``cards[i]`` robot ``i``'s card code (0: none). ``reveal``
    are the A segment's events. With ``step`` every step is reported; without, a list
    ``x.log`` gets every step's events one after the other (None: nothing is said).

    A segment that acts only on robots standing on its element is skipped (it says that
    nothing happened) when no robot stands on one: ``here`` is the flags of the squares the
    robots stand on, worked out again once robots may have moved."""
    b = x.b
    # the robots that play a card (on the board, not powered down) first, in priority order
    held = [c if b.pos[i] >= 0 and not b.down[i] else 0 for i, c in enumerate(cards)]
    playing = by_priority(held, table)
    x.order = playing + [i for i, c in enumerate(held) if not c]
    x.shots = []
    log = x.log if step is None else None
    here = None
    for seg in plan(x.t):
        if seg.needs == "shots" and not _option_shots(x):
            continue
        if seg.act is None:  # B: the robots' cards
            _robots_move(x, playing, cards, table, seg, step)
            here = None
            continue
        if seg.on:
            if here is None:
                here = standing(x)
            if not here & seg.on:
                if step is not None:
                    step(seg, [seg.nothing], -1, 0)
                elif log is not None:
                    log.append(seg.nothing)
                continue
        if step is not None:
            x.log = list(reveal or ()) if seg.letter == "A" else []
        elif log is not None:
            mark = len(log)
            if seg.letter == "A":
                log.extend(reveal or ())
        seg.act(x)
        if step is not None:
            step(seg, x.log or [seg.nothing], -1, 0)
        elif log is not None and len(log) == mark:
            log.append(seg.nothing)
        if seg.moves:
            here = None
        if seg.act is checkpoints and x.winners:
            break


def standing(x: Ctx) -> int:
    """The flags of every square a robot stands on, together."""
    fl, here = x.t.fl, 0
    for c in x.b.pos:
        if c >= 0:
            here |= fl[c]
    return here


def _robots_move(x: Ctx, playing: list[int], cards: list[int], table: CardTable,
                 seg: Segment, step: Step | None) -> None:
    """B: each robot's card in priority order; with ``step`` one step per card."""
    b = x.b
    x.burn = x.bit
    said = x.log  # (without ``step``: every card's events go to this one list)
    if step is None and said is None:
        for i in playing:
            if b.pos[i] >= 0:
                execute(x, i, table.kind(cards[i]))
        x.burn = 0
        return
    last = -1
    for i in playing:
        code = cards[i]
        card = table.cards[code - 1]
        kind, p, name = card.kind, card.priority, x.names[i]
        log = x.log = [] if step is not None or said is None else said
        log.append(plays(name, p, kind.name, kind.does))
        if p == last:
            log.append(Event.of(kinds.TIE, R.TIE, f"{name}'s priority equals the one before: "
                                                  "the robot named first moved first"))
        last = p
        if b.pos[i] >= 0:
            execute(x, i, kind)
        else:
            log.append(Event.of(kinds.SKIPPED, R.DESTROYED, f"{name} was destroyed: its card "
                                                           "does not run"))
        if step is not None:
            step(seg, log, i, code)
    if not playing:
        if step is not None:
            step(seg, [seg.nothing], -1, 0)
        elif said is not None:
            said.append(seg.nothing)
    x.burn = 0


def plays(name: str, priority: int, card: str, does: str) -> Event:
    """The event of robot ``name`` playing its card (kind ``card``, ``does`` it says)."""
    return Event.of(kinds.PLAYS, R.ROBOTS_MOVE, f"{name} (priority {priority}) {does}",
                    robot=name, card=card, priority=priority)
