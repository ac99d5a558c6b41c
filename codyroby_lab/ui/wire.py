"""The compact form a trace travels in to the browser: JSON meta plus one binary buffer.

The buffer holds five columns, each in the narrowest integer type that fits: per step the
``card`` that ran (an index into the trace's card table, -1 for none), the ``ev`` code of
its events, actor and phase, and ``nchg`` (how many changes it made); per change the vector
``slot`` and its ``delta``. The meta holds the start vector, each code's events in plain
words with their rules (``events``), actor (``actors``; ``who``: the desk check's actor
column, or None) and phase (``phases``; ``moments``: whether a phase names its step, the
game's ``moments``), the card table (``cards``: labels; ``card_refs``:
label, owner, slot, priority), the viewer the trace was made for, the halt, and the program
the trace replays (``program``, or None). The browser rebuilds any step from these alone.

Encode a viewer's trace (``trace.view(viewer)``): the wire sends what the trace holds.

>>> from codyroby_lab import codyroby
>>> t = codyroby.run("REPEAT 100 [F F R R]", at="C3")
>>> meta, data = encode_trace(t)
>>> meta["steps"], len(data) // meta["steps"] <= 5
(400, True)
>>> meta["events"][meta_ev(meta, data, 1)][0]["text"]
'Roby moves forward from C3 to C2'
"""

from __future__ import annotations

from typing import Any

import numpy as np

from codyroby_lab.core.events import display_name
from codyroby_lab.core.svg import squares_of
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.viewer import viewer_json


def _narrow(a: np.ndarray) -> np.ndarray:
    if a.size == 0:
        return a.astype(np.int8)
    lo, hi = int(a.min()), int(a.max())
    for dt in (np.int8, np.int16, np.int32):
        info = np.iinfo(dt)
        if info.min <= lo and hi <= info.max:
            return a.astype(dt)
    raise ValueError("a trace value does not fit in 32 bits")


def event_words(event: Any) -> dict[str, Any]:
    """An event as the browser shows it: kind, plain words, the rule's own words (``why``)
    and its citation with the teacher's note (``rule``, a tooltip for a teacher); and its
    ``squares`` (``[x, y]`` each), when it has some: a ``beams`` layer of the scene draws
    them (a laser's shot).
    The card a step ran is in the trace's card table (``cards``), for every game.

    >>> from codyroby_lab import codyroby
    >>> event_words(codyroby.run("F", at="A5").events(1)[0])["why"]
    'F (green): move one square forward.'
    """
    rule = event.rule
    out = {"kind": str(event.kind), "text": str(event.text),
           "rule": rule.teacher(), "why": str(rule.text)}
    squares = event.get("squares")
    if isinstance(squares, (list, tuple)):
        out["squares"] = squares_of(squares)
    return out


def encode_trace(trace: Trace, program: str | None = None) -> tuple[dict[str, Any], bytes]:
    """``(meta, data)`` for the widget's ``trace_meta`` and ``trace_bytes``; ``program`` is
    the text of the program in the editor this trace replays (its cards light up as they
    run), or None."""
    a = trace.arrays()
    columns = {"card": a["card"], "ev": a["ev"], "nchg": np.diff(a["off"]),
               "slot": a["slot"], "delta": a["delta"]}
    layout: dict[str, list[Any]] = {}
    chunks: list[bytes] = []
    offset = 0
    for name, col in columns.items():
        arr = _narrow(np.asarray(col))
        arr = arr.astype(arr.dtype.newbyteorder("<"))
        pad = (-offset) % 4
        chunks.append(b"\0" * pad)
        offset += pad
        layout[name] = [f"i{arr.dtype.itemsize}", offset, int(arr.size)]
        raw = arr.tobytes()
        chunks.append(raw)
        offset += len(raw)
    codes = trace.code_table
    meta = {"version": 2, "steps": trace.steps,
            "start": [int(v) for v in a["start"]],
            "columns": layout,
            "events": [[event_words(e) for e in evs] for evs, _, _ in codes],
            "actors": [actor for _, actor, _ in codes],
            "who": _who(trace, codes),
            "phases": [phase for _, _, phase in codes],
            "moments": trace.start.game.moments,
            "cards": [c.label for c in trace.cards],
            "card_refs": [c.to_dict() for c in trace.cards],
            "viewer": viewer_json(trace.viewer),
            "halt": trace.halt, "program": program}
    return meta, b"".join(chunks)


def _who(trace: Trace, codes: list) -> list[str] | None:
    """The desk check's actor column, per code, as ``trace.table()`` writes it (the player
    in plain words), or None when the table has no such column."""
    named = {c["name"] for c in trace.start.columns(trace.viewer)}
    if ("actor" in named or len(trace.start.game.players) < 2
            or not any(actor for _, actor, _ in codes)):
        return None
    return [display_name(actor) if actor else "" for _, actor, _ in codes]


def meta_ev(meta: dict[str, Any], data: bytes, step: int) -> int:
    """The event code of ``step`` read back from the wire form (what the browser does)."""
    dtype, offset, _count = meta["columns"]["ev"]
    return int(np.frombuffer(data, dtype="<" + dtype, count=1,
                             offset=offset + (step - 1) * int(dtype[1]))[0])


def marks_now(layers: list[dict[str, Any]], state: Any, viewer: Any) -> list[dict[str, Any]]:
    """The scene's layers with each marks layer's ``values``: what its slots hold in
    ``state`` (a slot ``viewer`` may not see reads 0), and its ``facing_values`` when its
    marks have ``facings``, so the board shows the marks before any run, as a cards layer
    shows its ``cards``.

    >>> from codyroby_lab.games.robin import Robin
    >>> s = Robin(players=3).new_state(seed=1)
    >>> tokens = marks_now(s.scene("P1")["layers"], s, "P1")[0]
    >>> tokens["id"], [tokens["codes"][str(v)] for v in tokens["values"] if v]
    ('tokens', ['Animals', 'Riches', 'Messages', 'Places', 'Food', 'Weapons'])
    """
    if not any(layer.get("kind") == "marks" for layer in layers):
        return layers
    vector = np.array(state.to_vector(), dtype=np.int64)
    vector[np.asarray(state.hidden_slots(viewer), dtype=np.int64)] = 0
    def now(slots: list[int]) -> list[int]:
        return [int(vector[s]) for s in slots]

    return [{**layer, "values": now(layer["slots"]),
             **({"facing_values": now(layer["facings"])} if "facings" in layer else {})}
            if layer.get("kind") == "marks" else layer for layer in layers]
