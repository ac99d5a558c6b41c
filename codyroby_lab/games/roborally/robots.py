"""The robots as the register phase's engine sees them: plain lists of small integers, and the
context one register phase runs in.

:class:`Bots` holds every robot's cell (``-1`` when it is not on the board), facing (0 to 3:
north, east, south, west), damage, lives, flags touched, archive cell, power-down, whether it
was destroyed this turn, its options, plus the board's occupancy and the marks robots leave
(mines, bridges), and where a destroyed robot was last (its wreck, drawn crashed until it
re-enters). Copying it is cheap, so the planner can try thousands of programs.

:class:`Ctx` is one register phase: the tables, the robots, the register (1 to 5), what to
log (a list of events, or None when nobody watches: the fast path) and the generator.

>>> b = Bots.empty(2, 9)
>>> b.place(0, 4, 1); b.place(1, 5, 3)
>>> b.occ[4], b.occ[5], b.copy().pos
(0, 1, [4, 5])
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.events import Event, Rule

NO_MARK, MINE, BRIDGE = 0, 1, 2
REENTRY_DAMAGE = 2
DESTROYING_DAMAGE = 10
MAX_OPTIONS = 6

class Bots:
    """Every robot's state and the board's occupancy (see the module docstring)."""

    __slots__ = ("n", "pos", "face", "dmg", "lives", "flags", "archive", "down", "wreck",
                 "opts", "occ", "marks")

    def __init__(self, n: int, pos: list[int], face: list[int], dmg: list[int],
                 lives: list[int], flags: list[int], archive: list[int], down: list[bool],
                 wreck: list[int], opts: list[list[list[int]]], occ: list[int],
                 marks: list[int]):
        self.n, self.pos, self.face, self.dmg, self.lives = n, pos, face, dmg, lives
        self.flags, self.archive, self.down, self.wreck = flags, archive, down, wreck
        self.opts, self.occ, self.marks = opts, occ, marks

    @classmethod
    def empty(cls, n: int, cells: int) -> Bots:
        return cls(n, [-1] * n, [0] * n, [0] * n, [3] * n, [0] * n, [0] * n, [False] * n,
                   [0] * n, [[] for _ in range(n)], [-1] * cells, [NO_MARK] * cells)

    def copy(self) -> Bots:
        return Bots(self.n, self.pos[:], self.face[:], self.dmg[:], self.lives[:],
                    self.flags[:], self.archive[:], self.down[:], self.wreck[:],
                    [[o[:] for o in opts] for opts in self.opts], self.occ[:], self.marks[:])

    def place(self, i: int, cell: int, face: int | None = None) -> None:
        """Put robot ``i`` on ``cell`` (which must be free)."""
        self.pos[i] = cell
        self.occ[cell] = i
        if face is not None:
            self.face[i] = face

    def seat(self) -> None:
        """The board's occupancy again, from every robot's cell."""
        self.occ = [-1] * len(self.occ)
        for i, c in enumerate(self.pos):
            if c >= 0:
                self.occ[c] = i

    def has(self, i: int, option: int) -> list[int] | None:
        """Robot ``i``'s ``[option, ammunition]`` if it holds that option."""
        for o in self.opts[i]:
            if o[0] == option:
                return o
        return None

    def on_board(self) -> list[int]:
        return [i for i in range(self.n) if self.pos[i] >= 0]


class Ctx:
    """One register phase: ``t`` the tables, ``b`` the robots, ``reg`` the register (1 to
    5; 0 outside the register phases), ``bit`` its bit, ``log`` a list the events go to (or
    None: nothing is said), ``names`` the robots' display names, ``rng`` the generator
    (option draws), ``game`` the game (its options' data), ``order`` the robots in this
    register's priority order, ``winners`` those who touched the last flag."""

    __slots__ = ("t", "b", "reg", "bit", "burn", "log", "names", "rng", "game", "order",
                 "winners", "pushed", "shots")

    def __init__(self, t: Any, b: Bots, reg: int, log: list[Event] | None, names: list[str],
                 rng: Any = None, game: Any = None):
        self.t, self.b, self.reg, self.bit = t, b, reg, (1 << reg) if reg else 0
        self.burn = 0  # the register's bit while robots move (B): flamers burn who enters
        self.log, self.names, self.rng, self.game = log, names, rng, game
        self.order: list[int] = list(range(b.n))
        self.winners: list[int] = []
        self.pushed: dict[int, int] | None = None  # robots pushed during a card: direction
        self.shots: list[tuple[int, int, int]] = []  # robot lasers' hits: shooter, target, d

    def say(self, kind: str, rule: Rule, text: str, **data: Any) -> None:
        """Log one event (callers check ``log is not None`` first when the text costs)."""
        if self.log is not None:
            self.log.append(Event.of(kind, rule, text, **data))

    def at(self, cell: int) -> str:
        """A cell's square name."""
        return self.t.names[cell]
