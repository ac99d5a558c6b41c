"""Time-travel traces: the start state plus one step per executed card, stored compactly.

A traced state is a vector of small integers (``state.to_vector()``); each step stores the
card that ran, the events it caused (interned: a step holds one small code) and its changes
as ``(slot, delta)`` pairs in flat numpy arrays. Checkpoints every ``every`` steps make
``trace[i]`` a checkpoint plus at most ``every`` deltas, forwards or backwards alike.

A traceable state offers ``to_vector()``, ``with_vector(vec)`` (a new state of the same game
with that vector), ``clone()`` and ``describe()`` (the desk-check columns, a dict of text).

>>> from codyroby_lab import codyroby
>>> t = codyroby.run("REPEAT 4 [F R]", board=codyroby.Board(5, 5), at="C3", facing="N")
>>> len(t), t.steps                     # positions: the start plus 8 steps
(9, 8)
>>> t[1].robots["roby"].name_at, t[-1].robots["roby"].name_at
('C2', 'C3')
>>> print(t.step(1).events[0].text)
Roby moves forward from C3 to C2
"""

from __future__ import annotations

import base64
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from codyroby_lab.core.events import Event

_FLUSH = 1 << 16
TABLE_ROWS = 1000
MAX_EVERY = 1 << 16                             # the widest checkpoint spacing a saved trace has
HALTS = (None, "end", "crash", "step_limit")    # how a run may end (None: it has not ended)


@dataclass(frozen=True)
class Step:
    """Step ``index`` of a trace: the card that ran, its events and the state after it."""

    index: int
    card: int
    events: tuple[Event, ...]
    state: Any


class Trace(Sequence):
    """Positions ``0..steps``: ``trace[0]`` is the start, ``trace[i]`` the state after step i."""

    def __init__(self, start: Any, program: Any = None, every: int = 256):
        self.start = start.clone()
        self.program = program
        self.every = every
        self.halt: str | None = None
        self._v0 = np.asarray(start.to_vector(), dtype=np.int64)
        self._last: np.ndarray | None = self._v0.copy()
        self._table: list[tuple[Event, ...]] = [()]
        self._codes: dict[tuple[Event, ...], int] = {(): 0}
        # pending steps, as Python lists (fast to append in a hot loop)
        self._p_card: list[int] = []
        self._p_ev: list[int] = []
        self._p_nchg: list[int] = []
        self._p_slot: list[int] = []
        self._p_delta: list[int] = []
        # frozen chunks and the arrays built from them on first read
        self._chunks: list[tuple[np.ndarray, ...]] = []
        self._arrays: tuple[np.ndarray, ...] | None = None
        self._ck: np.ndarray | None = None
        self._p_packed: list[int] = []
        self._n_frozen = 0

    # --- recording --------------------------------------------------------------------

    def intern(self, events: tuple[Event, ...]) -> int:
        """The code of a tuple of events (the same tuple always gets the same code)."""
        code = self._codes.get(events)
        if code is None:
            code = self._codes[events] = len(self._table)
            self._table.append(events)
        return code

    def push(self, card: int, events: tuple[Event, ...], changes: Sequence[tuple[int, int]]):
        """Record one step: the card id (-1 for none), its events, its ``(slot, delta)`` changes."""
        if self._p_packed:
            self._flush()
        self._p_card.append(card)
        self._p_ev.append(self.intern(tuple(events)))
        self._p_nchg.append(len(changes))
        self._add_changes(changes)
        self._arrays = None
        if len(self._p_card) >= _FLUSH:
            self._flush()

    def _add_changes(self, changes: Sequence[tuple[int, int]]) -> None:
        for slot, delta in changes:
            self._p_slot.append(slot)
            self._p_delta.append(delta)
            if self._last is not None:
                self._last[slot] += delta

    def push_state(self, state: Any, card: int = -1, events: Sequence[Event] = ()) -> None:
        """Record one step by diffing ``state`` against the position before it."""
        vec = np.asarray(state.to_vector(), dtype=np.int64)
        last = self._last if self._last is not None else self._vector(self.steps)
        changed = np.flatnonzero(vec != last)
        self._last = None
        self.push(card, tuple(events), [(int(s), int(vec[s] - last[s])) for s in changed])
        self._last = vec

    @staticmethod
    def pack(card: int, ev: int, slot: int, delta: int) -> int:
        """One step with exactly one change, packed in one int for :meth:`sink`."""
        return ((card + 1) << 40) | (ev << 20) | (slot << 8) | (delta + 128)

    def sink(self) -> list[int]:
        """The list a hot loop appends to: one :meth:`pack`-ed int per single-change step.

        The loop calls ``flush(65536)`` now and then (say once per loop round) to keep the
        list short; packed steps are decoded with numpy when flushed.
        """
        if self._p_card:
            self._flush()
        self._last = None
        self._arrays = None
        return self._p_packed

    def amend_last(self, events: Sequence[Event], changes: Sequence[tuple[int, int]]) -> None:
        """Add events and changes to the last step (how a run records the way it ended)."""
        if self._p_packed:
            self._flush()
        if not self._p_card:
            self._unflush_last()
        self._p_ev[-1] = self.intern(self._table[self._p_ev[-1]] + tuple(events))
        self._p_nchg[-1] += len(changes)
        self._add_changes(changes)
        self._arrays = None

    def _unflush_last(self) -> None:
        card, ev, nchg, slot, delta = self._chunks.pop()
        self._n_frozen -= len(card)
        k = int(nchg[-1])
        if len(card) > 1:
            cut = len(slot) - k
            self._chunks.append((card[:-1], ev[:-1], nchg[:-1], slot[:cut], delta[:cut]))
            self._n_frozen += len(card) - 1
        self._p_card.append(int(card[-1]))
        self._p_ev.append(int(ev[-1]))
        self._p_nchg.append(k)
        self._p_slot.extend(int(s) for s in slot[len(slot) - k:])
        self._p_delta.extend(int(d) for d in delta[len(delta) - k:])

    def flush(self, at_least: int = 0) -> None:
        """Freeze pending steps into numpy chunks (only if ``at_least`` of them are pending)."""
        if len(self._p_packed) + len(self._p_card) >= at_least:
            self._flush()

    def _flush(self) -> None:
        if self._p_packed:
            a = np.array(self._p_packed, dtype=np.int64)
            self._p_packed.clear()
            self._chunks.append(((a >> 40).astype(np.int32) - 1,
                                 ((a >> 20) & 0xFFFFF).astype(np.int32),
                                 np.ones(len(a), dtype=np.int32),
                                 ((a >> 8) & 0xFFF).astype(np.int32),
                                 (a & 0xFF) - 128))
            self._n_frozen += len(a)
        if not self._p_card:
            return
        self._n_frozen += len(self._p_card)
        self._chunks.append((
            np.array(self._p_card, dtype=np.int32),
            np.array(self._p_ev, dtype=np.int32),
            np.array(self._p_nchg, dtype=np.int32),
            np.array(self._p_slot, dtype=np.int32),
            np.array(self._p_delta, dtype=np.int64),
        ))
        for lst in (self._p_card, self._p_ev, self._p_nchg, self._p_slot, self._p_delta):
            lst.clear()

    # --- compact arrays and checkpoints ------------------------------------------------

    def _build(self) -> tuple[np.ndarray, ...]:
        if self._arrays is not None:
            return self._arrays
        self._flush()
        if len(self._chunks) > 1:
            columns = zip(*self._chunks, strict=True)
            self._chunks = [tuple(np.concatenate(parts) for parts in columns)]
        if self._chunks:
            card, ev, nchg, slot, delta = self._chunks[0]
        else:
            card = ev = nchg = slot = np.zeros(0, np.int32)
            delta = np.zeros(0, np.int64)
        off = np.zeros(len(card) + 1, dtype=np.int64)
        np.cumsum(nchg, out=off[1:])
        self._arrays = (_small(card), _small(ev), _small(off), _small(slot), _small(delta))
        self._ck = self._checkpoints(self._arrays)
        return self._arrays

    def _checkpoint_table(self) -> np.ndarray:
        self._build()
        assert self._ck is not None
        return self._ck

    def _checkpoints(self, arrays: tuple[np.ndarray, ...]) -> np.ndarray:
        card, _, off, slot, delta = arrays
        n, k, width = len(card), self.every, len(self._v0)
        nblocks = n // k
        step_of_change = np.repeat(np.arange(n), np.diff(off))
        keep = step_of_change < nblocks * k
        key = (step_of_change[keep] // k) * width + slot[keep]
        inc = np.bincount(key, weights=delta[keep], minlength=nblocks * width)
        ck = np.empty((nblocks + 1, width), dtype=np.int64)
        ck[0] = self._v0
        ck[1:] = self._v0 + np.cumsum(inc.reshape(nblocks, width).astype(np.int64), axis=0)
        return ck

    def _vector(self, i: int) -> np.ndarray:
        _, _, off, slot, delta = self._build()
        b = i // self.every
        a, e = int(off[b * self.every]), int(off[i])
        vec = self._checkpoint_table()[b].copy()
        if e > a:
            vec += np.bincount(slot[a:e], weights=delta[a:e], minlength=len(vec)).astype(np.int64)
        return vec

    # --- reading -----------------------------------------------------------------------

    @property
    def steps(self) -> int:
        """Number of executed steps (``len(trace) - 1``)."""
        return self._n_frozen + len(self._p_card) + len(self._p_packed)

    def __len__(self) -> int:
        return self.steps + 1

    def _index(self, i: int) -> int:
        n = self.steps + 1
        if not -n <= i < n:
            raise IndexError(f"trace has positions 0..{n - 1}, not {i}")
        return i % n

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        i = self._index(i)
        return self.start.with_vector(self._vector(i))

    def __iter__(self) -> Iterator[Any]:
        for i in range(len(self)):
            yield self[i]

    def step(self, i: int) -> Step:
        """Step ``i`` with its card id (-1 for the start), events and resulting state."""
        i = self._index(i)
        if i == 0:
            return Step(0, -1, (), self.start.with_vector(self._v0))
        card, ev, *_ = self._build()
        return Step(i, int(card[i - 1]), self._table[int(ev[i - 1])], self[i])

    def events(self, i: int) -> tuple[Event, ...]:
        i = self._index(i)
        return () if i == 0 else self._table[int(self._build()[1][i - 1])]

    def card_of(self, i: int) -> Any:
        """The program card that ran at step ``i`` (None for the start or a non-card step)."""
        i = self._index(i)
        if i == 0 or self.program is None:
            return None
        node = int(self._build()[0][i - 1])
        return self.program.nodes[node] if node >= 0 else None

    @property
    def final(self) -> Any:
        return self[-1]

    def table(self, start: int = 0, stop: int | None = None) -> Table:
        """The desk-check table: step, card, the state's columns, events in plain words.

        Positions ``start`` to ``stop`` (exclusive); without ``stop``, at most
        ``TABLE_ROWS`` (1,000) rows, so a million-step trace does not flood a notebook."""
        stop = min(start + TABLE_ROWS, len(self)) if stop is None else min(stop, len(self))
        rows = []
        for i in range(max(0, start), stop):
            card = self.card_of(i)
            rows.append({"step": str(i), "card": _card_label(card),
                         **self[i].describe(),
                         "event": "; ".join(e.text for e in self.events(i))})
        return Table(rows)

    @property
    def nbytes(self) -> int:
        """Bytes the compact trace holds (arrays, checkpoints and the start vector)."""
        arrays = self._build()
        return sum(a.nbytes for a in arrays) + self._checkpoint_table().nbytes + self._v0.nbytes

    def arrays(self) -> dict[str, np.ndarray]:
        """The compact columns: per step ``card``, ``ev`` and ``off`` (len steps+1); per change
        ``slot`` and ``delta``; plus ``start`` (the start vector) and ``checkpoints``."""
        card, ev, off, slot, delta = self._build()
        return {"card": card, "ev": ev, "off": off, "slot": slot, "delta": delta,
                "start": self._v0, "checkpoints": self._checkpoint_table()}

    @property
    def event_table(self) -> list[tuple[Event, ...]]:
        """The interned event tuples; step i's events are ``event_table[arrays()['ev'][i-1]]``."""
        return list(self._table)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready document (see :mod:`codyroby_lab.core.io`)."""
        a = self.arrays()
        return {
            "start": self.start.to_dict(),
            "program": None if self.program is None else self.program.text,
            "halt": self.halt,
            "every": self.every,
            "steps": self.steps,
            "columns": {k: _b64(a[k]) for k in ("card", "ev", "off", "slot", "delta")},
            "events": [[e.to_dict() for e in evs] for evs in self._table],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any], state_from_dict: Any) -> Trace:
        """A trace from :meth:`to_dict`; ``state_from_dict`` rebuilds its start state.

        Everything is checked before use (a SetupError names the field): ``every`` from 1 to
        ``MAX_EVERY``, ``halt`` one of ``HALTS``, the event table, and the columns (integer
        arrays; card ids, event codes and slots in range; offsets rising from 0; values
        within 32 bits; every position a state the game accepts).
        """
        from codyroby_lab.core.errors import SetupError
        from codyroby_lab.core.program import parse
        if not isinstance(d, dict):
            raise SetupError("data", "a trace document is an object")
        for key in ("start", "columns", "events", "steps", "every"):
            if key not in d:
                raise SetupError(f"data.{key}", "is missing")
        every, steps, program = d["every"], d["steps"], d.get("program")
        if not _whole(every) or not 1 <= every <= MAX_EVERY:
            raise SetupError("data.every", f"must be a whole number from 1 to {MAX_EVERY}")
        if not _whole(steps) or steps < 0:
            raise SetupError("data.steps", "must be a whole number of at least 0")
        if d.get("halt") not in HALTS:
            raise SetupError("data.halt", f"must be one of {', '.join(map(str, HALTS))}")
        if program is not None and not isinstance(program, str):
            raise SetupError("data.program", "must be the program's text or null")
        trace = cls(state_from_dict(d["start"]), None if program is None else parse(program),
                    every)
        trace.halt = d.get("halt")
        trace._table = _event_table(d["events"])
        trace._codes = {evs: i for i, evs in enumerate(trace._table)}
        card, ev, off, slot, delta = _columns(d["columns"])
        nodes = len(trace.program.nodes) if trace.program is not None else None
        if len(card) != steps or len(off) != len(card) + 1 or len(slot) != len(delta):
            raise SetupError("data.columns", "the columns do not agree with 'steps'")
        if len(card) and (int(card.min()) < -1 or nodes is not None and int(card.max()) >= nodes):
            raise SetupError("data.columns.card", "a card id is out of range")
        if len(ev) and (int(ev.min()) < 0 or int(ev.max()) >= len(trace._table)):
            raise SetupError("data.columns.ev", "an event code is out of range")
        if int(off[0]) != 0 or int(off[-1]) != len(slot) or np.any(np.diff(off) < 0):
            raise SetupError("data.columns.off", "offsets must rise from 0 to the number of "
                                                 "changes")
        if len(slot) and (int(slot.min()) < 0 or int(slot.max()) >= len(trace._v0)):
            raise SetupError("data.columns.slot", "a slot is out of range")
        trace._chunks = [(card.astype(np.int32), ev.astype(np.int32),
                          np.diff(off).astype(np.int32), slot.astype(np.int32),
                          delta.astype(np.int64))]
        trace._n_frozen = len(card)
        trace._last = None
        _check_positions(trace)
        return trace

    def __repr__(self) -> str:
        return f"<Trace {self.steps} steps, halt={self.halt!r}>"

    def to_svg(self) -> str:
        """The final position with each piece's trail, as SVG (see :mod:`core.svg`)."""
        from codyroby_lab.core.svg import trace_svg
        return trace_svg(self)

    def _repr_svg_(self) -> str:
        return self.to_svg()

    def to_html(self, path: Any = None, title: str | None = None) -> str:
        """A standalone offline HTML player of this trace; written to ``path`` if given.

        The player is the board widget's own browser code, so this one method reaches up to
        :mod:`codyroby_lab.ui` (imported only when called)."""
        from codyroby_lab.ui.standalone import trace_html
        page = trace_html(self, title)
        if path is not None:
            with open(path, "w", encoding="utf-8") as f:
                f.write(page)
        return page


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _event_table(rows: Any) -> list[tuple[Event, ...]]:
    """The interned events of a saved trace; a SetupError naming the bad entry."""
    from codyroby_lab.core.errors import SetupError
    from codyroby_lab.core.events import all_rules
    if not isinstance(rows, list) or not all(isinstance(r, list) for r in rows):
        raise SetupError("data.events", "must be a list of lists of events")
    rules = all_rules()
    table = []
    for i, evs in enumerate(rows):
        row = []
        for j, e in enumerate(evs):
            try:
                rule = rules[e["rule"]["id"]]
                if not isinstance(e["kind"], str) or not isinstance(e["text"], str):
                    raise TypeError
                extra = {k: v for k, v in e.items() if k not in ("kind", "rule", "text")}
                row.append(Event.of(e["kind"], rule, e["text"], **extra))
                hash(row[-1])
            except (KeyError, TypeError):
                raise SetupError(f"data.events[{i}][{j}]",
                                 "is not an event with a known rule") from None
        table.append(tuple(row))
    return table


def _columns(d: Any) -> list[np.ndarray]:
    """The five columns of a saved trace, as integer arrays."""
    from codyroby_lab.core.errors import SetupError
    try:
        cols = [_unb64(d[k]) for k in ("card", "ev", "off", "slot", "delta")]
    except (KeyError, TypeError, ValueError):
        raise SetupError("data.columns", "must hold card, ev, off, slot and delta") from None
    if any(c.dtype.kind != "i" for c in cols) or len(cols[2]) == 0:
        raise SetupError("data.columns", "must be arrays of signed integers, 'off' not empty")
    return cols


def _check_positions(trace: Trace) -> None:
    """Every position of a loaded trace is a state of its game: each distinct position's
    vector fits 32 bits and goes through ``with_vector`` and ``describe`` (what replay and
    the desk-check table use). Positions are rebuilt in chunks of about a million numbers and
    told apart by a random hash of their vectors (distinct positions share one with a chance
    of about 2**-64)."""
    from codyroby_lab.core.errors import SetupError
    _, _, off, slot, delta = trace._build()
    v0, steps = trace._v0, trace.steps
    if int(np.abs(delta).max(initial=0)) > 2 ** 31 - 1:
        raise SetupError("data.columns.delta", "a change does not fit 32 bits")
    rows = max(1, (1 << 20) // len(v0))
    current, seen = v0.astype(np.int64), set()
    mix = np.random.default_rng().integers(1, 2 ** 63, len(v0), dtype=np.uint64) * 2 + 1
    for a in range(0, steps, rows):
        b = min(steps, a + rows)
        lo, hi = int(off[a]), int(off[b])
        cell = np.repeat(np.arange(b - a) * len(v0), np.diff(off[a:b + 1])) + slot[lo:hi]
        dense = np.bincount(cell, weights=delta[lo:hi], minlength=(b - a) * len(v0))
        positions = current + np.cumsum(dense.astype(np.int64).reshape(b - a, len(v0)), axis=0)
        current = positions[-1].copy()
        if int(np.abs(positions).max()) > 2 ** 31 - 1:
            raise SetupError("data.columns.delta", "a value leaves 32 bits")
        keys = (positions.astype(np.uint64) * mix).sum(axis=1)  # one number per position
        _, first = np.unique(keys, return_index=True)
        for vec in positions[first]:
            key = vec.tobytes()
            if key in seen:
                continue
            seen.add(key)
            try:
                trace.start.with_vector(vec).describe()
            except (ValueError, IndexError, KeyError, TypeError):
                raise SetupError("data.columns", "a step leads to a position that is not a "
                                                 "state of the game") from None


def _small(a: np.ndarray) -> np.ndarray:
    """The narrowest signed integer dtype that holds ``a``."""
    if a.size == 0:
        return a.astype(np.int16)
    lo, hi = int(a.min()), int(a.max())
    for dt in (np.int8, np.int16, np.int32, np.int64):
        info = np.iinfo(dt)
        if info.min <= lo and hi <= info.max:
            return a.astype(dt, copy=False)
    return a


def _b64(a: np.ndarray) -> dict[str, str]:
    return {"dtype": a.dtype.str, "data": base64.b64encode(a.tobytes()).decode("ascii")}


def _unb64(d: dict[str, str]) -> np.ndarray:
    return np.frombuffer(base64.b64decode(d["data"], validate=True), dtype=np.dtype(d["dtype"]))


def _card_label(card: Any) -> str:
    if card is None:
        return ""
    from codyroby_lab.core.program import Card, Program
    if isinstance(card, Card):
        return card.letter
    return Program((card,)).text.split(" [")[0]


class Table:
    """Rows of text; prints as an aligned table, shows as HTML in Jupyter (text escaped)."""

    def __init__(self, rows: list[dict[str, str]]):
        self.rows = rows
        self.columns = list(rows[0]) if rows else ["step"]

    def __len__(self) -> int:
        return len(self.rows)

    def __str__(self) -> str:
        widths = {c: max([len(c)] + [len(r.get(c, "")) for r in self.rows]) for c in self.columns}
        lines = ["  ".join(c.ljust(widths[c]) for c in self.columns).rstrip()]
        lines.append("  ".join("-" * widths[c] for c in self.columns))
        lines += ["  ".join(r.get(c, "").ljust(widths[c]) for c in self.columns).rstrip()
                  for r in self.rows]
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        from html import escape
        head = "".join(f"<th>{escape(c)}</th>" for c in self.columns)
        body = "".join("<tr>" + "".join(f"<td>{escape(r.get(c, ''))}</td>" for c in self.columns)
                       + "</tr>" for r in self.rows)
        return f'<table class="codyroby-desk-check"><tr>{head}</tr>{body}</table>'
