"""Time-travel traces: the start state plus one step per executed card, stored compactly.

A traced state is a vector of small integers (``state.to_vector()``); each step stores the
card that ran (an index into the trace's own **card table** of :class:`CardRef`), one small
code for its events, its actor (the player) and its phase (interned together: a step holds
one code), and its changes as ``(slot, delta)`` pairs in flat numpy arrays. Checkpoints
every ``every`` steps make ``trace[i]`` a checkpoint plus at most ``every`` deltas, forwards
or backwards alike.

A traceable state offers ``to_vector()``, ``with_vector(vec)`` (a new state of the same game
with that vector), ``clone()``, ``columns(viewer)`` (the desk-check spec,
:mod:`codyroby_lab.core.desk`) and ``hidden_slots(viewer)``. A recorded trace holds
everything (its ``viewer`` is EVERYONE); :meth:`Trace.view` gives the trace a viewer may
see: hidden slots zeroed, their changes dropped, events and card labels redacted.

>>> from codyroby_lab import codyroby
>>> t = codyroby.run("REPEAT 4 [F R]", board=codyroby.Board(5, 5), at="C3", facing="N")
>>> len(t), t.steps                     # positions: the start plus 8 steps
(9, 8)
>>> t[1].robots["roby"].name_at, t[-1].robots["roby"].name_at
('C2', 'C3')
>>> print(t.step(1).events[0].text)
Roby moves forward from C3 to C2
>>> t.card_of(1), t.actor(1)
(CardRef(label='F', owner='roby', slot=1, priority=None, only=None), 'roby')
"""

from __future__ import annotations

import base64
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from codyroby_lab.core import desk
from codyroby_lab.core.errors import LabError, SetupError
from codyroby_lab.core.events import Event, all_rules, display_name
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees

_FLUSH = 1 << 16
TABLE_ROWS = 1000
MAX_EVERY = 1 << 16           # the widest checkpoint spacing a saved trace has
VERSION = 2                   # the trace document's version (1: before the card table)
HIDDEN_CARD = "a card"        # what a viewer reads for a card it may not see
_WORD = re.compile(r"^[a-z_]{1,20}$")  # a halt: how a run ended ("end", "crash", ...)
Key = tuple[tuple[Event, ...], str | None, str | None]  # a step's events, actor and phase


@dataclass(frozen=True)
class CardRef:
    """A card a step ran: its ``label`` (``F``, ``REPEAT 3``, ``Move 2``), its ``owner``
    (the player whose card it is), its ``slot`` (a register, a hand position, or the id of a
    program's card, which the widget highlights), its ``priority`` (RoboRally) and who may
    see it (``only``; None: everyone)."""

    label: str
    owner: str | None = None
    slot: int | None = None
    priority: int | None = None
    only: tuple[str, ...] | None = None

    def seen_by(self, viewer: Viewer) -> CardRef:
        """The card as ``viewer`` sees it: itself, or a neutral "a card" in its place."""
        if sees(viewer, self.only):
            return self
        return CardRef(HIDDEN_CARD, self.owner, self.slot, None, self.only)

    def to_dict(self) -> dict[str, Any]:
        return {"label": self.label, "owner": self.owner, "slot": self.slot,
                "priority": self.priority, "only": None if self.only is None else list(self.only)}

    @classmethod
    def from_dict(cls, d: Any, where: str) -> CardRef:
        try:
            only = d.get("only")
            ref = cls(d["label"], d.get("owner"), d.get("slot"), d.get("priority"),
                      None if only is None else tuple(only))
        except (KeyError, TypeError, AttributeError):
            raise SetupError(where, "is not a card reference {'label': ...}") from None
        texts = [ref.label, ref.owner, *(ref.only or ())]
        if not all(t is None or isinstance(t, str) for t in texts) or not all(
                v is None or _whole(v) for v in (ref.slot, ref.priority)):
            raise SetupError(where, "a card's label, owner are text; slot, priority whole "
                                    "numbers")
        return ref


class Events(list):
    """What :meth:`State.apply` records into when no trace is kept: only the events (it has
    the recording methods of :class:`Trace`, which skip everything else)."""

    viewer = EVERYONE

    def push_state(self, state: Any, card: int = -1, events: Sequence[Event] = (),
                   actor: str | None = None, phase: str | None = None) -> None:
        self.extend(events)

    def card(self, label: str, owner: str | None = None, slot: int | None = None,
             priority: int | None = None, only: Any = None) -> int:
        return -1

    def settle(self, state: Any, actor: str | None = None) -> None:
        pass


@dataclass(frozen=True)
class Step:
    """Step ``index`` of a trace: the card that ran (an index into ``trace.cards``, -1 for
    none), its events, the state after it, who acted and in which phase."""

    index: int
    card: int
    events: tuple[Event, ...]
    state: Any
    actor: str | None = None
    phase: str | None = None


class Trace(Sequence):
    """Positions ``0..steps``: ``trace[0]`` is the start, ``trace[i]`` the state after step i."""

    def __init__(self, start: Any, every: int = 256):
        self.start = start.clone()
        self.every = every
        self.halt: str | None = None
        self.viewer: Viewer = EVERYONE
        self.cards: list[CardRef] = []
        self._card_codes: dict[CardRef, int] = {}
        self._v0 = np.asarray(start.to_vector(), dtype=np.int64)
        self._last: np.ndarray | None = self._v0.copy()
        self._table: list[Key] = [((), None, None)]
        self._codes: dict[Key, int] = {self._table[0]: 0}
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

    def intern(self, events: tuple[Event, ...], actor: str | None = None,
               phase: str | None = None) -> int:
        """The code of a step's events, actor and phase (the same three, the same code)."""
        key = (events, actor, phase)
        code = self._codes.get(key)
        if code is None:
            code = self._codes[key] = len(self._table)
            self._table.append(key)
        return code

    def card(self, label: str, owner: str | None = None, slot: int | None = None,
             priority: int | None = None, only: Any = None) -> int:
        """The index of a card in the trace's card table (the same card, the same index)."""
        ref = CardRef(label, owner, slot, priority, None if only is None else tuple(only))
        return self._card_index(ref)

    def _card_index(self, ref: CardRef) -> int:
        code = self._card_codes.get(ref)
        if code is None:
            code = self._card_codes[ref] = len(self.cards)
            self.cards.append(ref)
        return code

    def push(self, card: int, events: tuple[Event, ...], changes: Sequence[tuple[int, int]],
             actor: str | None = None, phase: str | None = None) -> None:
        """Record one step: the card (an index of :meth:`card`, -1 for none), its events,
        its ``(slot, delta)`` changes, who acted and the phase."""
        if self._p_packed:
            self._flush()
        self._p_card.append(card)
        self._p_ev.append(self.intern(tuple(events), actor, phase))
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

    def push_state(self, state: Any, card: int = -1, events: Sequence[Event] = (),
                   actor: str | None = None, phase: str | None = None) -> None:
        """Record one step by diffing ``state`` against the position before it."""
        vec = np.asarray(state.to_vector(), dtype=np.int64)
        last = self._last_vector()
        changed = np.flatnonzero(vec != last)
        self._last = None
        self.push(card, tuple(events), [(int(s), int(vec[s] - last[s])) for s in changed],
                  actor, phase)
        self._last = vec

    def settle(self, state: Any, actor: str | None = None) -> None:
        """Record one more step, with no event, if ``state`` is not the trace's last position
        (an action's last change made no event, e.g. a phase change): replaying a trace
        always ends at the live state."""
        if not np.array_equal(np.asarray(state.to_vector()), self._last_vector()):
            self.push_state(state, -1, (), actor, getattr(state, "phase", None))

    def _last_vector(self) -> np.ndarray:
        if self._last is None:
            self._last = self._vector(self.steps)
        return self._last

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
        evs, actor, phase = self._table[self._p_ev[-1]]
        self._p_ev[-1] = self.intern(evs + tuple(events), actor, phase)
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
        """Step ``i`` with its card (-1 for the start), events, state, actor and phase."""
        i = self._index(i)
        if i == 0:
            return Step(0, -1, (), self.start.with_vector(self._v0))
        card, ev, *_ = self._build()
        evs, actor, phase = self._table[int(ev[i - 1])]
        return Step(i, int(card[i - 1]), evs, self[i], actor, phase)

    def _key(self, i: int) -> Key:
        i = self._index(i)
        return self._table[0] if i == 0 else self._table[int(self._build()[1][i - 1])]

    def events(self, i: int) -> tuple[Event, ...]:
        """The events of step ``i`` (none for the start)."""
        return self._key(i)[0]

    def actor(self, i: int) -> str | None:
        """Who acted at step ``i`` (a player, or None)."""
        return self._key(i)[1]

    def phase(self, i: int) -> str | None:
        """The phase step ``i`` ran in (None for a game without phases)."""
        return self._key(i)[2]

    def card_of(self, i: int) -> CardRef | None:
        """The card that ran at step ``i`` (None for the start or a step with no card)."""
        i = self._index(i)
        if i == 0:
            return None
        c = int(self._build()[0][i - 1])
        return self.cards[c] if c >= 0 else None

    @property
    def final(self) -> Any:
        return self[-1]

    def table(self, start: int = 0, stop: int | None = None) -> Table:
        """The desk-check table: step, card (when a step ran one: a game played without
        cards has no such column), actor (when a step has one and the game has
        several players) and phase (when the steps go through more than one: a phase
        that never changes says nothing), the state's columns for the
        trace's viewer (``start.columns(viewer)``, evaluated over each position's vector;
        a column of theirs named ``actor`` or ``phase`` replaces the step's) and the events
        in plain words.

        Positions ``start`` to ``stop`` (exclusive); without ``stop``, at most
        ``TABLE_ROWS`` (1,000) rows, so a million-step trace does not flood a notebook."""
        stop = min(start + TABLE_ROWS, len(self)) if stop is None else min(stop, len(self))
        spec = self.start.columns(self.viewer)
        named = {c["name"] for c in spec}
        cards = bool((self._build()[0] >= 0).any())
        who = "actor" not in named and len(self.start.game.players) > 1 and any(
            actor for _, actor, _ in self._table)
        # the start's phase counts too: a turn whose one step ends the game goes from play
        # to over (walk 04v, fault 1: a one-card crash's table had no phase column)
        first = getattr(self.start, "phase", None)
        when = "phase" not in named and len({p for _, _, p in self._table if p} | {first}
                                            - {None}) > 1
        rows = []
        for i in range(max(0, start), stop):
            card = self.card_of(i)
            evs, actor, phase = self._key(i)
            row = {"step": str(i)}
            if cards:
                row["card"] = "" if card is None else card.label
            if who:
                row["actor"] = display_name(actor) if actor else ""
            if when:
                row["phase"] = phase or ""
            row.update(desk.evaluate(spec, self._vector(i)))
            row["event"] = "; ".join(e.text for e in evs)
            rows.append(row)
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
        """The events of each code; step i's are ``event_table[arrays()['ev'][i-1]]``."""
        return [evs for evs, _, _ in self._table]

    @property
    def code_table(self) -> list[Key]:
        """Each code's ``(events, actor, phase)``."""
        return list(self._table)

    def extend(self, other: Trace) -> None:
        """Add the steps of ``other`` (which starts where this trace ends) after this trace's.

        >>> from codyroby_lab import codyroby
        >>> t = codyroby.run("F", at="A5")
        >>> t.extend(t.final.clone().play("R F"))
        >>> t.steps, t.final.robots["roby"].name_at
        (3, 'B4')
        """
        if not np.array_equal(other._v0, self._last_vector()):
            raise ValueError("the trace to add does not start where this trace ends")
        if other.steps == 0:
            return
        card, ev, off, slot, delta = other._build()
        cards = np.array([self._card_index(r) for r in other.cards] + [-1], dtype=np.int32)
        codes = np.array([self.intern(*k) for k in other._table], dtype=np.int32)
        self._flush()
        self._chunks.append((cards[card.astype(np.int64)], codes[ev.astype(np.int64)],
                             np.diff(off).astype(np.int32), slot.astype(np.int32),
                             delta.astype(np.int64)))
        self._n_frozen += len(card)
        self._arrays = None
        self._last = other._last_vector().copy()
        self.halt = other.halt

    def view(self, viewer: Viewer) -> Trace:
        """This trace as ``viewer`` may see it: the start's hidden slots
        (``start.hidden_slots(viewer)``) zeroed and their changes dropped, each event as
        ``event.seen_by(viewer)`` (left out when None), hidden cards as "a card". The
        viewed trace's ``start`` is the masked start state; it cannot be saved.

        >>> from codyroby_lab import codyroby
        >>> t = codyroby.run("F R", at="A5")
        >>> v = t.view(None)
        >>> v.steps, v.viewer, t.view(EVERYONE) is t
        (2, None, True)
        """
        if viewer is EVERYONE:
            return self
        card, ev, off, slot, delta = self._build()
        hidden = np.asarray(self.start.hidden_slots(viewer), dtype=np.int64)
        v0 = self._v0.copy()
        v0[hidden] = 0
        out = Trace(self.start.with_vector(v0), self.every)
        out.viewer, out.halt, out._v0 = viewer, self.halt, v0
        keep = ~np.isin(slot, hidden)
        step_of = np.repeat(np.arange(len(card)), np.diff(off))
        nchg = np.bincount(step_of[keep], minlength=len(card)).astype(np.int32)
        codes = np.array([out.intern(tuple(s for e in evs if (s := e.seen_by(viewer))),
                                     actor, phase) for evs, actor, phase in self._table],
                         dtype=np.int32)
        cards = np.array([out._card_index(r.seen_by(viewer)) for r in self.cards] + [-1],
                         dtype=np.int32)
        if len(card):
            out._chunks = [(cards[card.astype(np.int64)], codes[ev.astype(np.int64)], nchg,
                            slot[keep].astype(np.int32), delta[keep].astype(np.int64))]
        out._n_frozen, out._last = len(card), None
        return out

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready document, version 2 (see :mod:`codyroby_lab.core.io`): the start
        state, the card table, each code's events, actor and phase, and the columns."""
        if self.viewer is not EVERYONE:
            raise LabError("this trace was made for one viewer (trace.view) and keeps only "
                           "what that viewer may see: save the full trace instead")
        a = self.arrays()
        return {
            "version": VERSION,
            "start": self.start.to_dict(),
            "halt": self.halt,
            "every": self.every,
            "steps": self.steps,
            "columns": {k: _b64(a[k]) for k in ("card", "ev", "off", "slot", "delta")},
            "cards": [r.to_dict() for r in self.cards],
            "codes": [{"events": [e.to_dict() for e in evs], "actor": actor, "phase": phase}
                      for evs, actor, phase in self._table],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any], state_from_dict: Any) -> Trace:
        """A trace from :meth:`to_dict`; ``state_from_dict`` rebuilds its start state.

        Everything is checked before use (a SetupError names the field): the version (2; a
        version-1 trace, saved before traces kept their own card table, is refused by name),
        ``every`` from 1 to ``MAX_EVERY``, ``halt`` null or a short word, the card table,
        the code table (events with known rules, actors, phases), and the columns (integer
        arrays; cards, codes and slots in range; offsets rising from 0; values within 32
        bits; every position a state the game accepts).
        """
        if not isinstance(d, dict):
            raise SetupError("data", "a trace document is an object")
        if d.get("version") != VERSION:
            old = d.get("version", 1)
            raise SetupError("data.version", f"this is a version {old!r} trace, saved by an "
                             f"older CodyRoby Lab; this one reads version {VERSION} traces "
                             "(they keep their own card table): run the program again and "
                             "save the new trace")
        for key in ("start", "columns", "codes", "cards", "steps", "every"):
            if key not in d:
                raise SetupError(f"data.{key}", "is missing")
        every, steps, halt = d["every"], d["steps"], d.get("halt")
        if not _whole(every) or not 1 <= every <= MAX_EVERY:
            raise SetupError("data.every", f"must be a whole number from 1 to {MAX_EVERY}")
        if not _whole(steps) or steps < 0:
            raise SetupError("data.steps", "must be a whole number of at least 0")
        if halt is not None and (not isinstance(halt, str) or not _WORD.match(halt)):
            raise SetupError("data.halt", "must be null or a short word such as 'end'")
        if not isinstance(d["cards"], list):
            raise SetupError("data.cards", "must be a list of cards")
        trace = cls(state_from_dict(d["start"]), every)
        trace.halt = halt
        for i, c in enumerate(d["cards"]):
            trace._card_index(CardRef.from_dict(c, f"data.cards[{i}]"))
        if len(trace.cards) != len(d["cards"]):
            raise SetupError("data.cards", "a card is listed twice")
        trace._table = _code_table(d["codes"])
        trace._codes = {k: i for i, k in enumerate(trace._table)}
        if len(trace._codes) != len(trace._table):
            raise SetupError("data.codes", "a code is listed twice")
        card, ev, off, slot, delta = _columns(d["columns"])
        if len(card) != steps or len(off) != len(card) + 1 or len(slot) != len(delta):
            raise SetupError("data.columns", "the columns do not agree with 'steps'")
        if len(card) and (int(card.min()) < -1 or int(card.max()) >= len(trace.cards)):
            raise SetupError("data.columns.card", "a card is out of range")
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
        _check_positions(trace, state_from_dict)
        return trace

    def __repr__(self) -> str:
        return f"<Trace {self.steps} steps, halt={self.halt!r}>"

    def to_svg(self) -> str:
        """The final position with each piece's trail, as SVG (see :mod:`core.svg`); the
        offline HTML player is ``codyroby_lab.ui.save_player(trace, path)``."""
        from codyroby_lab.core.svg import trace_svg
        return trace_svg(self)

    def _repr_svg_(self) -> str:
        return self.to_svg()


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _code_table(rows: Any) -> list[Key]:
    """The interned codes of a saved trace: each one's events, actor and phase; a SetupError
    naming the bad entry."""
    if not isinstance(rows, list) or not rows:
        raise SetupError("data.codes", "must be a list of {'events', 'actor', 'phase'}")
    rules = all_rules()
    table: list[Key] = []
    for i, row in enumerate(rows):
        where = f"data.codes[{i}]"
        if not isinstance(row, dict) or not isinstance(row.get("events"), list):
            raise SetupError(where, "must be {'events': [...], 'actor': ..., 'phase': ...}")
        actor, phase = row.get("actor"), row.get("phase")
        if not all(v is None or isinstance(v, str) for v in (actor, phase)):
            raise SetupError(where, "actor and phase are text or null")
        evs = []
        for j, e in enumerate(row["events"]):
            try:
                rule = rules[e["rule"]["id"]]
                only = e.get("only")
                if not isinstance(e["kind"], str) or not isinstance(e["text"], str) or not (
                        only is None or isinstance(only, list)):
                    raise TypeError
                extra = {k: v for k, v in e.items()
                         if k not in ("kind", "rule", "text", "only", "public")}
                evs.append(Event.of(e["kind"], rule, e["text"], only=only,
                                    public=e.get("public"), **extra))
                hash(evs[-1])
            except (KeyError, TypeError):
                raise SetupError(f"{where}.events[{j}]",
                                 "is not an event with a known rule") from None
        table.append((tuple(evs), actor, phase))
    return table


def _columns(d: Any) -> list[np.ndarray]:
    """The five columns of a saved trace, as integer arrays."""
    try:
        cols = [_unb64(d[k]) for k in ("card", "ev", "off", "slot", "delta")]
    except (KeyError, TypeError, ValueError):
        raise SetupError("data.columns", "must hold card, ev, off, slot and delta") from None
    if any(c.dtype.kind != "i" for c in cols) or len(cols[2]) == 0:
        raise SetupError("data.columns", "must be arrays of signed integers, 'off' not empty")
    return cols


def _check_positions(trace: Trace, state_from_dict: Any) -> None:
    """Every position of a loaded trace is a state of its game: each distinct position's
    vector fits 32 bits and goes through ``with_vector``, ``describe`` and ``to_dict`` (what
    replay, the desk-check table and saving use); the last one, where play goes on, passes
    every check of the game's saved-state reader (``state_from_dict``) too, and is read back
    the same. Positions are rebuilt in chunks of about a million numbers and told apart by a
    random hash of their vectors (distinct positions share one with a chance of about
    2**-64)."""
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
        for k in first:
            vec, key = positions[k], positions[k].tobytes()
            if key in seen:
                continue
            seen.add(key)
            try:
                position = trace.start.with_vector(vec)
                position.describe(EVERYONE)
                position.to_dict()
            except (ValueError, IndexError, KeyError, TypeError):
                raise SetupError("data.columns", f"step {a + k + 1} leads to a position that "
                                                 "is not a state of the game") from None
    last = trace.start.with_vector(current)
    try:
        again = state_from_dict(last.to_dict())
    except LabError as e:
        raise SetupError("data.columns", f"the last position is not a state of the game: "
                                         f"{e}") from None
    if not np.array_equal(np.asarray(again.to_vector()), current):
        raise SetupError("data.columns", "the last position is not a state of the game: it "
                                         "does not read back the same")


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
        # left-aligned, as the words read (a notebook aligns a table's cells right)
        left = ' style="text-align: left"'
        # a piece's "8 H7 E RC" kept on one line: only the events' words wrap (walk 06n,
        # fault 12: "8 H7 E" over two lines beside a wide event column)
        kept = ' style="text-align: left; white-space: nowrap"'
        head = "".join(f"<th{left}>{escape(c)}</th>" for c in self.columns)
        body = "".join("<tr>" + "".join(f"<td{left if c == 'event' else kept}>"
                                        f"{escape(r.get(c, ''))}</td>"
                                        for c in self.columns) + "</tr>" for r in self.rows)
        return f'<table class="codyroby-desk-check"><tr>{head}</tr>{body}</table>'
