"""What card blocks do: every distinct effect on a board of the blocks up to a number of cards.

A *pose* is a road square with a facing, numbered from 0; one more number, the *sink*,
stands for a run that crashed or never ends (the rules' crash, and a loop the step limit
would stop). The *effect* of a block of cards is an array: the pose it ends in from each
pose (the sink stays the sink). Two blocks with the same effect do the same thing wherever
they stand in a program, so :class:`Effects` keeps each effect once, with the cheapest block
that has it (cards counted as on the table: each F, L, R, REPEAT, IF and ELSE card one).

``Effects(board, blue).grow()`` adds the blocks of one more card: the single cards (``items``:
F, L, R and the blue cards allowed, ``REPEAT n``, ``REPEAT WHILE``, ``REPEAT UNTIL``, ``IF``
with or without ``ELSE``, holding a block of fewer cards) and the blocks (``blocks``: a card
then a block). Every block of ``exact_to`` cards or fewer has its effect kept (so a search is
exact up to there): ``level`` unless a REPEAT's repeats went on changing past the count the
search tries.

>>> from codyroby_lab.games.codyroby.board import Board
>>> from codyroby_lab.games.codyroby.program import Program
>>> e = Effects(Board(3, 1), ("REPEAT",))
>>> e.grow(); e.grow()
>>> [Program(e.block(c, i)).text for c in (1, 2) for i in range(len(e.blocks[c]))]
['F', 'L', 'R', 'F F', 'L F', 'R F', 'F L', 'L L', 'F R']
"""

from __future__ import annotations

from typing import Any

import numpy as np

from codyroby_lab.core.geometry import ORTHOGONAL, Direction, Square
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.program import (
    SENSORS,
    TARGETS,
    Card,
    If,
    Node,
    Repeat,
    Sensor,
)
from codyroby_lab.games.codyroby.rules import is_road

#: The blue cards a search may use: ``REPEAT`` (a number of times), ``WHILE`` (REPEAT WHILE a
#: sensor), ``UNTIL`` (REPEAT UNTIL a target), ``IF`` (with or without ELSE).
BLUE = ("REPEAT", "WHILE", "UNTIL", "IF")
_TURN = {"ahead": 0, "left": 3, "right": 1}  # a sensor's look, in quarter turns clockwise


class Poses:
    """The poses of a board's road, numbered, and what the cards and sensors do to them."""

    def __init__(self, board: Board):
        self.board = board
        cells = [(x, y) for y in range(board.height) for x in range(board.width)
                 if is_road(board, (x, y))]
        self.squares: list[Square] = cells
        self.number = {sq: i for i, sq in enumerate(cells)}
        self.sink = 4 * len(cells)
        nxt = board.next_table
        size = self.sink + 1
        ahead = np.full(size, self.sink, dtype=np.int16)
        for i, (x, y) in enumerate(cells):
            for k in range(4):
                n = nxt[y * board.width + x][k]
                if n >= 0:
                    ahead[4 * i + k] = 4 * self.number[(n % board.width, n // board.width)] + k
        ids = np.arange(size, dtype=np.int16)
        self.identity = ids
        turned = np.where(ids < self.sink, ids - ids % 4, self.sink)
        self.cards = {"F": ahead,
                      "L": np.where(ids < self.sink, turned + (ids % 4 + 3) % 4,
                                    self.sink).astype(np.int16),
                      "R": np.where(ids < self.sink, turned + (ids % 4 + 1) % 4,
                                    self.sink).astype(np.int16)}
        self.sensors: dict[Sensor, np.ndarray] = {}
        for name in SENSORS:
            look = np.zeros(size, dtype=bool)
            for i, (x, y) in enumerate(cells):
                for k in range(4):
                    look[4 * i + k] = nxt[y * board.width + x][(k + _TURN[name]) % 4] >= 0
            self.sensors[Sensor(name)] = look
            self.sensors[Sensor(name, True)] = ~look & (ids < self.sink)
        self.away: dict[str, np.ndarray] = {}  # REPEAT UNTIL goes round while these are True
        for colour in TARGETS:
            if colour in board.targets and board.targets[colour] in self.number:
                self.away[colour] = (ids < self.sink) & (ids // 4 != self.number[
                    board.targets[colour]])

    def of(self, square: Square, facing: Direction) -> int | None:
        """The pose's number (None off the road)."""
        i = self.number.get(square)
        return None if i is None else 4 * i + ORTHOGONAL.index(facing)

    def pose(self, n: int) -> tuple[Square, Direction]:
        return self.squares[n // 4], ORTHOGONAL[n % 4]

    def on(self, square: Square) -> np.ndarray:
        """The four poses on a square."""
        return np.arange(4) + 4 * self.number[square]


# how a kept effect was made, one row of ints: kind, then its parts
_CARD, _TIMES, _WHILE, _UNTIL, _IF, _THEN = range(6)
_SENSOR_LIST = tuple(Sensor(n, neg) for neg in (False, True) for n in SENSORS)
_HASH = np.random.default_rng(32).integers(1, 2**63, size=2**12 + 1, dtype=np.uint64) | 1


class Effects:
    """Every distinct effect of the blocks of at most ``level`` cards, each with its cheapest
    block: ``items[c]`` (a 2-D array, one effect a row) holds the single cards of ``c``
    cards, ``blocks[c]`` every block of ``c`` cards (the items last). Effects are told
    apart by a 64-bit hash of their arrays (two different effects share one with a
    chance far below one in a billion)."""

    def __init__(self, board: Board, blue: tuple[str, ...] = ()):
        self.poses = p = Poses(board)
        self.blue = tuple(b for b in BLUE if b in blue)
        self.level = 0
        self.complete = True  # False once a REPEAT's repeats were cut short
        self.exact_to = 0  # blocks of this many cards or fewer: every effect kept
        self.items: dict[int, np.ndarray] = {}
        self.blocks: dict[int, np.ndarray] = {}
        self._how: dict[int, np.ndarray] = {}
        self._sequences: dict[int, int] = {}  # blocks of c cards before the single cards
        self._seen = np.sort(_hashes(np.stack([p.identity, np.full_like(p.identity, p.sink)])))
        self._rows: list[np.ndarray] = []
        self._made: list[np.ndarray] = []

    @property
    def size(self) -> int:
        """Effects kept."""
        return len(self._seen)

    def next_work(self) -> int:
        """About how many effects growing one more card tries (the search's cost)."""
        c = self.level + 1
        if c == 1:
            return 3
        tries = sum(len(self.items[a]) * len(self.blocks[c - a]) for a in range(1, c))
        loops = (4 * ("REPEAT" in self.blue) + 6 * ("WHILE" in self.blue)
                 + len(self.poses.away) * ("UNTIL" in self.blue) + 6 * ("IF" in self.blue))
        tries += loops * len(self.blocks[c - 1])
        if "IF" in self.blue:
            tries += sum(3 * len(self.blocks[a]) * len(self.blocks[c - 2 - a])
                         for a in range(1, c - 2))
        return tries

    # --- growing ---------------------------------------------------------------------

    def grow(self) -> None:
        """Add every block of ``level + 1`` cards: first a card then a block (so that of two
        blocks doing the same, the plain one is kept: ``F F R`` rather than a REPEAT doing
        the same), then the single cards."""
        c = self.level + 1
        for a in range(1, c):  # a card of a cards, then a block of c - a cards
            first, rest = self.items[a], self.blocks[c - a]
            step = max(1, _CHUNK // max(1, len(first)))
            for lo in range(0, len(rest), step):
                part = rest[lo:lo + step]
                j, i = np.divmod(np.arange(len(part) * len(first)), len(first))
                self._keep(part[:, first].reshape(-1, first.shape[1]),
                           _made(_THEN, a, i, c - a, j + lo))
        self._sequences[c] = sum(len(r) for r in self._rows)
        if c == 1:
            self._keep(np.stack([self.poses.cards[x] for x in "FLR"]),
                       _made(_CARD, np.arange(3)))
        else:
            self._blue_items(c)
        self.blocks[c] = _stack(self._rows, self.poses.sink)
        self.items[c] = self.blocks[c][self._sequences[c]:]
        self._how[c] = np.concatenate(self._made) if self._made else np.zeros((0, 6), np.int64)
        self._rows, self._made = [], []
        if self.complete:
            self.exact_to = c
        self.level = c

    def _blue_items(self, c: int) -> None:
        p = self.poses
        body = self.blocks[c - 1]
        j = np.arange(len(body))
        if "REPEAT" in self.blue:
            self._repeats(c, body)
        if "WHILE" in self.blue:
            for k, s in enumerate(_SENSOR_LIST):
                self._keep(_loop(body, p.sensors[s], p.sink), _made(_WHILE, k, c - 1, j))
        if "UNTIL" in self.blue:
            for colour, away in p.away.items():
                self._keep(_loop(body, away, p.sink),
                           _made(_UNTIL, TARGETS.index(colour), c - 1, j))
        if "IF" not in self.blue:
            return
        for k, s in enumerate(_SENSOR_LIST):
            self._keep(np.where(p.sensors[s], body, p.identity), _made(_IF, k, c - 1, j, -1, 0))
        for a in range(1, c - 2):  # IF sensor [a cards] ELSE [c - 2 - a cards]
            then, other = self.blocks[a], self.blocks[c - 2 - a]
            for lo in range(0, len(then) * len(other), _CHUNK):
                i, o = np.divmod(np.arange(lo, min(lo + _CHUNK, len(then) * len(other))),
                                 len(other))
                for k in range(len(SENSORS)):
                    self._keep(np.where(p.sensors[_SENSOR_LIST[k]], then[i], other[o]),
                               _made(_IF, k, a, i, c - 2 - a, o))

    def _repeats(self, c: int, body: np.ndarray) -> None:
        """REPEAT n [body] for every n from 2 giving a new effect: each body's powers until
        they come round again (or crash everywhere); a body still changing after more
        repeats than there are poses makes the search incomplete."""
        sink = self.poses.sink
        rows = np.arange(len(body))
        power = body.copy()
        met = [_hashes(body)]
        for n in range(2, sink + 3):
            power = np.take_along_axis(body[rows], power, axis=1)
            h = _hashes(power)
            fresh = (power < sink).any(axis=1) & ~(np.stack(met, axis=1) == h[:, None]).any(axis=1)
            rows, power, met = rows[fresh], power[fresh], [m[fresh] for m in met] + [h[fresh]]
            if not len(rows):
                return
            self._keep(power, _made(_TIMES, n, c - 1, rows))
        self.complete = False

    def _keep(self, tables: np.ndarray, made: np.ndarray) -> None:
        """Keep the effects not seen before (the first of equal ones)."""
        if not len(tables):
            return
        h = _hashes(tables)
        _, first = np.unique(h, return_index=True)
        first = np.sort(first)
        new = first[~_member(h[first], self._seen)]
        if len(new):
            self._seen = np.sort(np.concatenate([self._seen, h[new]]))
            self._rows.append(tables[new])
            self._made.append(np.broadcast_to(made, (len(tables), 6))[new])

    # --- the blocks back -------------------------------------------------------------

    def item(self, c: int, i: int) -> Node:
        """The card (with the block it holds) of ``items[c][i]``."""
        kind, a, b, d, e, f = (int(v) for v in self._how[c][self._sequences[c] + i])
        if kind == _CARD:
            return Card("FLR"[a])
        if kind == _TIMES:
            return Repeat(self.block(b, d), times=a)
        if kind == _WHILE:
            return Repeat(self.block(b, d), sensor=_SENSOR_LIST[a])
        if kind == _UNTIL:
            return Repeat(self.block(b, d), until=TARGETS[a])
        return If(_SENSOR_LIST[a], self.block(b, d), None if e < 0 else self.block(e, f))

    def block(self, c: int, i: int) -> tuple[Node, ...]:
        """The cards of ``blocks[c][i]``."""
        out: list[Node] = []
        while i < self._sequences[c]:
            _, a, first, rest, j, _ = (int(v) for v in self._how[c][i])
            out.append(self.item(a, first))
            c, i = rest, j
        return (*out, self.item(c, i - self._sequences[c]))


_CHUNK = 50_000  # effects built at a time


def _made(kind: int, *parts: Any) -> np.ndarray:
    """Rows saying how effects were made: ``kind`` then five parts (each a number or an
    array, one entry a row)."""
    cols = [np.asarray(x, dtype=np.int64) for x in (kind, *parts)]
    cols += [np.zeros((), np.int64)] * (6 - len(cols))
    n = 0 if any(c.size == 0 for c in cols) else max(c.size for c in cols)
    return np.stack([np.broadcast_to(c, (n,)) for c in cols], axis=1)


def _hashes(tables: np.ndarray) -> np.ndarray:
    return (tables.astype(np.uint64) * _HASH[:tables.shape[1]]).sum(axis=1, dtype=np.uint64)


def _member(h: np.ndarray, seen: np.ndarray) -> np.ndarray:
    at = np.minimum(np.searchsorted(seen, h), len(seen) - 1)
    return seen[at] == h


def _stack(rows: list[np.ndarray], sink: int) -> np.ndarray:
    return np.concatenate(rows) if rows else np.zeros((0, sink + 1), dtype=np.int16)


def _loop(body: np.ndarray, go: np.ndarray, sink: int) -> np.ndarray:
    """The effects of a loop round each of ``body``'s effects while ``go`` holds. One round,
    or none where ``go`` is False, is repeated by squaring until it has gone round more
    times than there are poses: a pose where ``go`` still holds then goes round for ever
    (the sink)."""
    ids = np.arange(sink + 1, dtype=np.int16)
    step = np.where(go, body, ids)
    for _ in range(int(sink + 1).bit_length()):
        step = np.take_along_axis(step, step, axis=1)
    step[go[step]] = sink
    return step

