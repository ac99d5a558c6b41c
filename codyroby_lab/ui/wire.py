"""The compact form a trace travels in to the browser: JSON meta plus one binary buffer.

The buffer holds five columns, each in the narrowest integer type that fits: per step the
``card`` that ran (a program node id, -1 for none), the ``ev`` code of its events and
``nchg`` (how many changes it made); per change the vector ``slot`` and its ``delta``.
The meta holds the start vector, the interned event table in plain words with each
event's rule (and the card it names), card labels and the halt. The browser rebuilds any
step from these alone.

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

from codyroby_lab.core.trace import Trace


def _narrow(a: np.ndarray) -> np.ndarray:
    if a.size == 0:
        return a.astype(np.int8)
    lo, hi = int(a.min()), int(a.max())
    for dt in (np.int8, np.int16, np.int32):
        info = np.iinfo(dt)
        if info.min <= lo and hi <= info.max:
            return a.astype(dt)
    raise ValueError("a trace value does not fit in 32 bits")


def card_labels(program: Any) -> list[str]:
    """Short labels of a program's cards in node order: ``F``, ``REPEAT 3``, ``IF ahead``."""
    if program is None:
        return []
    from codyroby_lab.core.program import Card, If, Repeat
    out = []
    for n in program.nodes:
        if isinstance(n, Card):
            out.append(n.letter)
        elif isinstance(n, Repeat):
            out.append(f"REPEAT {n.times}" if n.times is not None else
                       f"REPEAT WHILE {n.sensor.text}" if n.sensor is not None else
                       f"REPEAT UNTIL {n.until}")
        elif isinstance(n, If):
            out.append(f"IF {n.sensor.text}")
        else:
            out.append(str(getattr(n, "text", n)))
    return out


def event_words(event: Any) -> dict[str, str]:
    """An event as the browser shows it: kind, plain words, the rule's own words (``why``)
    and its citation (``rule``, a tooltip for a teacher), and the card it names, if any: a
    game's trace runs cards from a hand, not a program, and this labels its steps.

    >>> from codyroby_lab import codyroby
    >>> event_words(codyroby.run("F", at="A5").events(1)[0])["why"]
    'F (green): move one square forward.'
    """
    rule = event.rule
    out = {"kind": str(event.kind), "text": str(event.text),
           "rule": f"{rule.book}, {rule.section}", "why": str(rule.text)}
    card = event.get("card")
    if isinstance(card, str):
        out["card"] = card
    return out


def encode_trace(trace: Trace) -> tuple[dict[str, Any], bytes]:
    """``(meta, data)`` for the widget's ``trace_meta`` and ``trace_bytes``."""
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
    meta = {"version": 1, "steps": trace.steps,
            "start": [int(v) for v in a["start"]],
            "columns": layout,
            "events": [[event_words(e) for e in evs] for evs in trace.event_table],
            "cards": card_labels(trace.program),
            "program": None if trace.program is None else trace.program.text,
            "halt": trace.halt}
    return meta, b"".join(chunks)


def meta_ev(meta: dict[str, Any], data: bytes, step: int) -> int:
    """The event code of ``step`` read back from the wire form (what the browser does)."""
    dtype, offset, _count = meta["columns"]["ev"]
    return int(np.frombuffer(data, dtype="<" + dtype, count=1,
                             offset=offset + (step - 1) * int(dtype[1]))[0])
