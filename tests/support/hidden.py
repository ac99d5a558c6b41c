"""What the browser may hold of a game's hidden parts: the widget models a page received,
and the cards' text in them."""

from __future__ import annotations

import json

# Everything a widget's model holds in the page (the scene and the trace's meta, which come
# as JSON text, parsed), with the trace's bytes in base64.
MODELS = """() => [...document.querySelectorAll('.cr-widget')].map((w) => {
  const m = w.__codyroby.model;
  const out = {};
  for (const k of ["scene", "program", "content", "trace_meta", "error", "error_at", "new_game"]) {
    out[k] = m.get(k);
  }
  for (const k of ["scene", "trace_meta"]) {
    if (typeof out[k] === "string") out[k] = JSON.parse(out[k]);
  }
  const b = m.get("trace_bytes");
  const bytes = b instanceof DataView ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength)
    : b instanceof ArrayBuffer ? new Uint8Array(b) : new Uint8Array(0);
  let bin = "";
  for (const x of bytes) bin += String.fromCharCode(x);
  out.trace_b64 = btoa(bin);
  out.title = w.querySelector('.cr-title').textContent;
  return out;
})"""


def cards_text(cards: list[str]) -> list[str]:
    """How a run of cards would read in the page (``L L R``, or as a JSON list), when it is
    long enough to be recognisable."""
    if len(cards) < 4:
        return []
    return [" ".join(cards), json.dumps(cards), json.dumps(cards, separators=(",", ":"))]


def received(page) -> list[dict]:
    return page.evaluate(MODELS)
