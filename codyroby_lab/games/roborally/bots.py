"""Computer players, players of the protocol (:mod:`codyroby_lab.core.players`:
``player(state, name, rng) -> action``): a random one, a planner that plays the register
phases ahead for every program its hand allows (up to the 15,120 ordered choices of 5 cards
from 9) and picks the one that ends closest to its next flag, alive, and a gentle one (the
planner one turn in two, random cards in between) for a learner's first races.

The planner cannot see the other robots' programs, so in its simulation they play only
their locked registers (which everyone sees); the board moves them, they push and fire as
usual. It searches the programs as a tree, register by register, so programs that share
their first cards share the simulation of those registers; cards of the same kind give the
same result when no other robot moves in that register, so only one of them is tried; a
position reached again at the same register with the same cards left (Rotate Left then
Rotate Right, or the other way round) is not followed twice; a program that destroys the
robot is not followed further. Each register runs on the fast
path of :func:`~codyroby_lab.games.roborally.phase.register_phase` (no events).

>>> from codyroby_lab.games.roborally.game import RoboRally
>>> s = RoboRally({"board": {"width": 5, "height": 5,
...                "elements": [{"kind": "flag", "at": "C1", "number": 1}]},
...                "robots": {"A": {"at": "C5"}},
...                "hands": {"A": ["Move 1 490", "Move 2 670", "U-Turn 10", "Back Up 430",
...                                "Move 1 500", "Rotate Left 70", "Rotate Right 80",
...                                "Move 3 790", "Rotate Left 90"]}}).new_state()
>>> a = planner(s, "A")
>>> a.text, Plan.of(s, "A").programs
('program 1 2 3 4 5', 15120)
>>> s.apply(a) and s.winner
'A'
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cache
from math import perm
from typing import TYPE_CHECKING, Any

from codyroby_lab.core.players import random_player
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.roborally.phase import register_phase
from codyroby_lab.games.roborally.robots import Bots, Ctx
from codyroby_lab.games.roborally.rules import REGISTERS, locked
from codyroby_lab.games.roborally.tables import LEDGE_UP, PIT, REPULSOR, WALL, Tables

if TYPE_CHECKING:
    from codyroby_lab.games.roborally.state import RoboRallyState

FAR = 10_000          # the distance of a square from which the flag cannot be reached
DEAD = -1_000_000     # the score of a program that destroys the robot
DOWN_AT = 6           # the planner announces a power-down from this much damage


random_bot = random_player  #: a random legal action of the player (the protocol's)


@cache
def distances(t: Tables, goal: int) -> tuple[int, ...]:
    """Squares (moves of one square, not through walls, pits, repulsor fields or up a
    ledge) from every cell to ``goal``; FAR where it cannot be reached."""
    dist = [FAR] * t.size
    dist[goal] = 0
    todo = deque([goal])
    while todo:
        c = todo.popleft()
        for d in range(4):
            n = t.nb[c * 4 + d]
            # n steps into c going the opposite way: that edge, seen from n, must be open
            if n < 0 or dist[n] != FAR or t.fl[n] & PIT or \
                    t.edge[n * 4 + ((d + 2) & 3)] in (WALL, REPULSOR, LEDGE_UP):
                continue
            dist[n] = dist[c] + 1
            todo.append(n)
    return tuple(dist)


@dataclass
class Plan:
    """The planner's search for one robot: the best program found, its score, how many
    programs the hand allows and how many register phases were simulated."""

    places: tuple[int, ...] = ()
    score: float = float(DEAD) * 10
    programs: int = 0
    simulated: int = 0
    down: bool = False

    @classmethod
    def of(cls, state: RoboRallyState, player: str, share_kinds: bool = True) -> Plan:
        """Search ``player``'s programs; ``share_kinds``: try one card of each kind when no
        other robot moves in that register (they give the same result), and follow a
        position reached twice only once (False: the whole tree)."""
        g = state.game
        i = g.players.index(player)
        plan = cls()
        hand = state.hands[i]
        free = len(state.free_registers(i))
        plan.programs = perm(len(hand), free)
        plan.down = state.bots.dmg[i] >= DOWN_AT
        _search(state, i, plan, share_kinds)
        return plan


def planner(state: RoboRallyState, player: str, rng: Any = None) -> Action:
    """The planner's action for ``player``: the best program (with a power-down when it is
    badly damaged), or ``power up`` when powered down (``rng`` unused: it draws nothing)."""
    i = state.game.players.index(player)
    if state.bots.down[i]:
        return Action("power", ("up",), player)
    plan = Plan.of(state, player)
    words = tuple(str(p + 1) for p in plan.places)
    return Action("program", (*words, *(("down",) if plan.down else ())), player)


def gentle(state: RoboRallyState, player: str, rng: Any = None) -> Action:
    """A gentler computer for a learner's first races: it plays the :func:`planner`'s
    program on odd turns (1, 3, 5...) and random cards on even turns, so a learner who
    plans well has a fair chance of touching the flags first.

    >>> from codyroby_lab.games.roborally.game import RoboRally
    >>> import numpy as np
    >>> s = RoboRally({"board": {"width": 5, "height": 5, "elements": [
    ...     {"kind": "flag", "at": "C1", "number": 1}]},
    ...     "robots": {"A": {"at": "C5"}, "B": {"at": "E5"}}}).new_state(seed=2)
    >>> gentle(s, "A", np.random.default_rng(0)) == planner(s, "A")    # turn 1: plans
    True
    """
    if state.turn % 2:
        return planner(state, player, rng)
    return random_bot(state, player, rng)


def _search(state: RoboRallyState, i: int, plan: Plan, share_kinds: bool) -> None:
    g = state.game
    t, table = g.tables, g.cards
    hand = state.hands[i]
    free = len(state.free_registers(i))
    b0 = state.bots.copy()
    others = [[state.program[j][r] if j != i and r >= REGISTERS - locked(b0.dmg[j]) else 0
               for j in range(b0.n)] for r in range(REGISTERS)]
    mine = state.program[i]
    goal = _goal(t, b0.flags[i])
    dist = distances(t, goal) if goal >= 0 else None
    start_flags = b0.flags[i]
    x = Ctx(t, b0, 1, None, list(g.players), None, g)
    kinds = [table.kind(c).code for c in hand]
    # from register k + 1 on, no other robot plays a card in a free register: what is left
    # of the hand counts by kinds
    by_kinds = [not any(c for cards in others[k:free] for c in cards) for k in range(REGISTERS)]
    seen: set[tuple[Any, ...]] = set()   # (register, cards left, robots) already followed

    def score(b: Bots) -> float:
        if b.pos[i] < 0:
            return DEAD
        won = b.flags[i] - start_flags
        if won and b.flags[i] == t.flags:
            return 1_000_000.0
        d = dist[b.pos[i]] if dist is not None else 0
        return 1000.0 * won - 10.0 * d - b.dmg[i]

    def grow(b: Bots, reg: int, used: tuple[int, ...]) -> None:
        if reg > REGISTERS or b.pos[i] < 0 or x.winners:
            value = score(b) + (0 if b.pos[i] >= 0 else reg)  # later deaths are less bad
            if value > plan.score:
                plan.score, plan.places = value, _complete(used, len(hand), free)
            return
        if share_kinds and reg > 1:
            # the same robots at the same register with the same cards left (turning left
            # then right, or right then left): what follows was simulated already, with
            # the same scores, and a later equal score never replaces the best
            left: Any = (tuple(sorted(kinds[p] for p in range(len(hand)) if p not in used))
                         if by_kinds[reg - 1] else frozenset(used))
            key = (reg, left, *_signature(b))
            if key in seen:
                return
            seen.add(key)
        if reg > free:  # a locked register: its card plays again
            _step(x, b, reg, i, mine[reg - 1], others, table, plan)
            grow(x.b, reg + 1, used)
            return
        tried: set[str] = set()
        alone = share_kinds and not any(others[reg - 1])
        for p in range(len(hand)):
            if p in used or (alone and kinds[p] in tried):
                continue
            tried.add(kinds[p])
            x.winners = []
            _step(x, b, reg, i, hand[p], others, table, plan)
            grow(x.b, reg + 1, (*used, p))
            x.winners = []

    grow(b0, 1, ())


def _step(x: Ctx, b: Bots, reg: int, i: int, card: int, others: list[list[int]], table: Any,
          plan: Plan) -> None:
    """One register phase from ``b`` (copied) with robot ``i`` playing ``card``."""
    x.b = b.copy()
    x.reg, x.bit = reg, 1 << reg
    cards = list(others[reg - 1])
    cards[i] = card
    plan.simulated += 1
    register_phase(x, cards, table)


def _signature(b: Bots) -> tuple[Any, ...]:
    """Everything of the robots a register phase reads, as a key."""
    return (tuple(b.pos), tuple(b.face), tuple(b.dmg), tuple(b.lives), tuple(b.flags),
            tuple(b.archive), tuple(b.down), tuple(b.wreck),
            tuple(tuple(map(tuple, opts)) for opts in b.opts), tuple(b.occ), tuple(b.marks))


def _complete(used: tuple[int, ...], size: int, free: int) -> tuple[int, ...]:
    """A whole program from the places chosen so far (a search cut short by the robot's
    destruction or a win): the unused cards fill the free registers left, in hand order."""
    rest = [p for p in range(size) if p not in used]
    return (*used, *rest[:free - len(used)])


def _goal(t: Tables, touched: int) -> int:
    """The cell of the next flag, or -1 when there is none."""
    for c in range(t.size):
        if t.flag[c] == touched + 1:
            return c
    return -1
