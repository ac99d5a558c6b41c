"""A RoboRally state as a vector of small integers (traces, the widget), and the slots each
viewer may not see.

Layout: the head (turn, step label, register, winner + 1); one block per robot (x, y (of its wreck
when destroyed), facing 0-7, damage, lives, flags, archive x and y, powered down, power-down
announced, destroyed, how many registers to read to see the revealed cards (the registers layer's
count); its options' count and ``[code, ammunition]`` pairs; its hand's size and 9 card slots; its
program's 5 registers; the 5 registers revealed so far); the sealed commits
(:class:`~codyroby_lab.core.sealed.Sealed`); the mark on every square (0 none, 1 a mine, 2 a
bridge); the generator (19 words). Hidden from a player: the other robots' hand cards, programs and
sealed choices, and the generator (a spectator: every robot's).

>>> from codyroby_lab.games.roborally.game import RoboRally
>>> s = RoboRally().new_state(seed=1)
>>> s.with_vector(s.to_vector()) == s
True
>>> hand = s.slot("Zoom Bot", "hand")
>>> hand in s.hidden_slots("Twonky"), hand + 1 in s.hidden_slots("Twonky")
(False, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from codyroby_lab.core import rng
from codyroby_lab.core.sealed import Sealed
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees
from codyroby_lab.games.roborally.phase import SEGMENTS
from codyroby_lab.games.roborally.robots import MAX_OPTIONS, Bots

if TYPE_CHECKING:
    from codyroby_lab.games.roborally.state import State

#: what a step is doing, as a trace shows it (``phase``): slot 1 of the vector
LABELS = ("programming", *(s.phase for s in SEGMENTS), "F end of turn", "over", "stopped")
HEAD = 4  # turn, label, register, winner + 1
FIELDS = ("x", "y", "facing", "damage", "lives", "flags", "archive_x", "archive_y",
          "powered_down", "announced", "destroyed", "registers")
OPTS = len(FIELDS)
HAND = OPTS + 1 + 2 * MAX_OPTIONS
PROGRAM = HAND + 1 + 9
SHOWN = PROGRAM + 5
ROBOT = SHOWN + 5
SEAL = 6  # power-down + 1, then the cards of the free registers


def _revealed(shown: list[int]) -> int:
    """How many registers to read to see every revealed card: up to the last one shown."""
    return max((r + 1 for r, c in enumerate(shown) if c), default=0)


class CodecMixin:
    """The vector form of :class:`~codyroby_lab.games.roborally.state.State`."""

    def to_vector(self: State) -> np.ndarray:
        b, w = self.bots, self.game.tables.width
        v = [self.turn, LABELS.index(self.phase), self.reg,
             0 if self.winner_index is None else self.winner_index + 1]
        for i in range(b.n):
            c, a = b.pos[i], b.archive[i]
            at = c if c >= 0 else b.wreck[i]
            v += [at % w, at // w, 2 * b.face[i], b.dmg[i], b.lives[i], b.flags[i], a % w,
                  a // w, int(b.down[i]), int(self.announced[i]), int(c < 0),
                  _revealed(self.shown[i])]
            opts = b.opts[i]
            v += [len(opts)] + [x for o in opts for x in o] + [0] * (2 * (MAX_OPTIONS - len(opts)))
            v += [len(self.hands[i])] + self.hands[i] + [0] * (9 - len(self.hands[i]))
            v += self.program[i] + self.shown[i]
        v += self.sealed.vector()
        v += b.marks
        v += rng.to_words(self.rng)
        return np.array(v, dtype=np.int64)

    def with_vector(self: State, vec: np.ndarray) -> State:
        g, vec = self.game, [int(x) for x in vec]
        t, n = g.tables, len(g.players)
        s = type(self)(g)
        s.turn, label, s.reg, win = vec[:HEAD]
        s.phase = LABELS[label]
        s.winner_index = None if win == 0 else win - 1
        b = Bots.empty(n, t.size)
        for i in range(n):
            r = vec[HEAD + i * ROBOT:HEAD + (i + 1) * ROBOT]
            x, y, f, b.dmg[i], b.lives[i], b.flags[i], ax, ay, down, ann, gone, _ = r[:OPTS]
            if gone:
                b.wreck[i] = y * t.width + x
            else:
                b.place(i, y * t.width + x)
            b.face[i], b.archive[i] = f // 2, ay * t.width + ax
            b.down[i], s.announced[i] = bool(down), bool(ann)
            b.opts[i] = [[r[OPTS + 1 + 2 * k], r[OPTS + 2 + 2 * k]] for k in range(r[OPTS])]
            s.hands[i] = r[HAND + 1:HAND + 1 + r[HAND]]
            s.program[i], s.shown[i] = r[PROGRAM:PROGRAM + 5], r[SHOWN:SHOWN + 5]
        at = HEAD + n * ROBOT
        s.sealed = Sealed.read(g.players, SEAL, vec, at)
        at += s.sealed.size
        b.marks = vec[at:at + t.size]
        s.bots = b
        s.rng = rng.from_words(vec[at + t.size:at + t.size + rng.WORDS])
        return s

    def slot(self: State, player: str, field: str) -> int:
        """The vector slot of a robot's field (:data:`FIELDS`), or of its ``options``,
        ``hand`` (the size; the cards follow), ``program`` or ``shown`` registers."""
        first = HEAD + self.game.players.index(player) * ROBOT
        k = {"options": OPTS, "hand": HAND, "program": PROGRAM, "shown": SHOWN}.get(field)
        return first + (FIELDS.index(field) if k is None else k)

    def marks_slot(self: State) -> int:
        """The slot of the first square's mark."""
        n = len(self.game.players)
        return HEAD + n * ROBOT + n * (1 + SEAL)

    def hidden_slots(self: State, viewer: Viewer = None) -> np.ndarray:
        """Other robots' hand cards and programs, their sealed choices, and the generator
        (nothing for EVERYONE)."""
        if viewer is EVERYONE:
            return np.zeros(0, dtype=np.int64)
        g = self.game
        out: list[int] = []
        for p in g.players:
            if not sees(viewer, (p,)):
                out += range(self.slot(p, "hand") + 1, self.slot(p, "hand") + 10)
                out += range(self.slot(p, "program"), self.slot(p, "program") + 5)
        out += self.sealed.hidden_slots(HEAD + len(g.players) * ROBOT, viewer).tolist()
        first = self.marks_slot() + g.tables.size
        out += range(first, first + rng.WORDS)
        return np.array(sorted(out), dtype=np.int64)
