"""A Droids state as a vector of small integers (traces, the widget) and the slots each
viewer may not see.

Layout: the head (phase, current owner + 1, start player, turn, winner + 1, mines in the
box, the sheet's die roll + 1, the resume owner + 1, die rolls used, the 4 fixed-pile
counters, the last order sent: owner + 1, transmitter, box, chit, arrow); per owner of
transmitters (the players, then the killer) out, done, placed, sent; per player pending
covers, repairs, boxes delivered, obstacles to place, the rack's size, its 4 colour counts,
its 7 chit slots, the number of covers and one slot per transmitter (1: covered); per
robot x, y, the object carried and how many; one slot per square (the object lying there);
every box of every owner's transmitters (chit id), then their arrows; the generator (19
words). The hidden slots are the chits of the racks a viewer may not see, and the
generator; every rack's size and colour counts stay visible.

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"players": ["red", "blue"], "phase": "program",
...             "racks": {"red": ["V1"], "blue": ["B1"]}}).new_state(seed=1)
>>> red, blue = s.slot(0, "chits"), s.slot(1, "chits")
>>> hidden = s.hidden_slots("red").tolist()
>>> s.slot(1, "rack") in hidden, blue in hidden, red in hidden, int(s.to_vector()[red])
(False, True, False, 1)
>>> s.with_vector(s.to_vector()) == s
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.core import rng
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import State

RACK = 7
HEAD = 18
OWNER = ("out", "done", "placed", "sent")
PLAYER = ("pending", "fixes", "delivered", "to_place", "rack", "colours", "chits", "damage",
          "covers")
ROBOT = ("x", "y", "carry", "carry_n")


class CodecMixin:
    """Vectors of :class:`~codyroby_lab.games.droids.state.State`."""

    def _sizes(self: State) -> tuple[int, int, int]:
        g = self.game
        owners = HEAD + len(OWNER) * g.owners
        player = 5 + 4 + RACK + 1 + g.lines
        robots = owners + player * len(g.players)
        return owners, player, robots

    def slot(self: State, who: int, field: str) -> int:
        """The slot of an owner's (``out``...), a player's (``pending``... ``rack``: the
        size, then ``colours``, ``chits``, ``damage``, ``covers``) or a robot's (``x``,
        ``y``, ``carry``, ``carry_n``) field."""
        owners, player, robots = self._sizes()
        if field in OWNER:
            return HEAD + who * len(OWNER) + OWNER.index(field)
        if field in ROBOT:
            return robots + who * len(ROBOT) + ROBOT.index(field)
        offset = {"pending": 0, "fixes": 1, "delivered": 2, "to_place": 3, "rack": 4,
                  "colours": 5, "chits": 9, "damage": 9 + RACK, "covers": 10 + RACK}[field]
        return owners + who * player + offset

    def cells_slot(self: State) -> int:
        return self.slot(len(self.game.robots), "x")

    def boxes_slot(self: State) -> int:
        """The first transmitter box's chit slot (owner, transmitter, box order); the
        arrows follow all the chits."""
        b = self.game.board
        return self.cells_slot() + b.width * b.height

    def to_vector(self: State) -> np.ndarray:
        from codyroby_lab.games.droids.turns import PHASES
        g = self.game
        v = [PHASES.index(self.phase), self.cur + 1, self.first, self.turn,
             self.winner_index + 1, self.mines, self.sheet_roll + 1, self.resume + 1,
             self.dice_used, *self.pile_used, *self.last]
        for o in range(g.owners):
            v += [int(self.out[o]), int(self.done[o]), self.placed[o], self.sent[o]]
        lines = g.lines
        for p in range(len(g.players)):
            rack = self.racks[p]
            covers = self.covers[p * lines:(p + 1) * lines]
            v += [self.pending[p], self.fixes[p], self.delivered[p], self.to_place[p],
                  len(rack), *self.rcol[p], *rack, *[0] * (RACK - len(rack)), sum(covers),
                  *covers]
        for r in range(len(g.robots)):
            v += [self.x[r], self.y[r], self.carry[r], self.carry_n[r]]
        v += self.obj
        v += self.tx
        v += self.ta
        v += rng.to_words(self.rng)
        return np.array(v, dtype=np.int64)

    def with_vector(self: State, vec: Any) -> State:
        from codyroby_lab.games.droids.turns import PHASES
        g = self.game
        v = [int(x) for x in vec]
        s = self.clone()
        (phase, cur, s.first, s.turn, winner, s.mines, roll, resume,
         s.dice_used) = v[:9]
        s.phase, s.cur, s.winner_index = PHASES[phase], cur - 1, winner - 1
        s.sheet_roll, s.resume = roll - 1, resume - 1
        s.pile_used, s.last = v[9:13], v[13:18]
        i = HEAD
        for o in range(g.owners):
            s.out[o], s.done[o] = bool(v[i]), bool(v[i + 1])
            s.placed[o], s.sent[o] = v[i + 2], v[i + 3]
            i += len(OWNER)
        lines = g.lines
        for p in range(len(g.players)):
            s.pending[p], s.fixes[p], s.delivered[p], s.to_place[p] = v[i:i + 4]
            size = v[i + 4]
            s.rcol[p] = v[i + 5:i + 9]
            s.racks[p] = v[i + 9:i + 9 + size]
            i += 9 + RACK + 1
            s.covers[p * lines:(p + 1) * lines] = v[i:i + lines]
            i += lines
        for r in range(len(g.robots)):
            s.x[r], s.y[r], s.carry[r], s.carry_n[r] = v[i:i + 4]
            i += 4
        n = len(s.obj)
        s.obj = v[i:i + n]
        i += n
        n = len(s.tx)
        s.tx, s.ta = v[i:i + n], v[i + n:i + 2 * n]
        s.rng = rng.from_words(v[i + 2 * n:i + 2 * n + rng.WORDS])
        return s

    def hidden_slots(self: State, viewer: Viewer = None) -> np.ndarray:
        """The chits of every rack ``viewer`` does not hold, and the generator (nothing for
        EVERYONE); every rack's size and colours stay visible."""
        if viewer is EVERYONE:
            return np.zeros(0, dtype=np.int64)
        out: list[int] = []
        for p, name in enumerate(self.game.players):
            if not sees(viewer, (name,)):
                first = self.slot(p, "chits")
                out += range(first, first + RACK)
        first = self.boxes_slot() + 2 * len(self.tx)
        out += range(first, first + rng.WORDS)
        return np.array(out, dtype=np.int64)
