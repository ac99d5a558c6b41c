"""Trace bytes in every binary form a front end hands over (widgets/trace.js, bytesOf):
JupyterLab's DataView, an ArrayBuffer, typed arrays (whole or a window of a larger
buffer), a base64 string and a plain array of numbers all decode to the same trace as
Python encoded it; anything else is no bytes (and no trace columns), never an exception."""

from __future__ import annotations

import base64

import numpy as np
import pytest

from codyroby_lab import codyroby
from codyroby_lab.ui.assets import widgets_dir
from codyroby_lab.ui.wire import encode_trace

# Each form built in the page from the buffer's bytes `b` (a Uint8Array) and base64 `s`.
FORMS = {
    "DataView": "new DataView(b.buffer)",
    "ArrayBuffer": "b.buffer",
    "Uint8Array": "b",
    "Int8Array": "new Int8Array(b.buffer)",
    "window of a larger buffer": "(() => { const big = new Uint8Array(b.length + 7); big.set(b, 3);"
                                 " return new Uint8Array(big.buffer, 3, b.length); })()",
    "DataView of a window": "(() => { const big = new Uint8Array(b.length + 5); big.set(b, 5);"
                            " return new DataView(big.buffer, 5, b.length); })()",
    "base64 string": "s",
    "array of numbers": "Array.from(b)",
}
DECODE = """async ([src, meta, s, form]) => {
  const url = URL.createObjectURL(new Blob([src], {type: 'text/javascript'}));
  const m = await import(url);
  const b = Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
  const data = (0, eval)(`(b, s) => ${form}`)(b, s);
  const t = m.decodeTrace(meta, data);
  return {steps: t.steps, card: Array.from(t.card), ev: Array.from(t.ev),
          slot: Array.from(t.slot), delta: Array.from(t.delta), off: Array.from(t.off)};
}"""


@pytest.fixture(scope="module")
def page(browser):
    page = browser.new_page()
    page.goto("about:blank")
    yield page
    page.close()


@pytest.fixture(scope="module")
def encoded():
    meta, data = encode_trace(codyroby.run("REPEAT 3 [F R F L]", at="A5"))
    return meta, data


def columns(meta, data):
    """What Python encoded, column by column."""
    out = {}
    for name, (dtype, offset, count) in meta["columns"].items():
        dt = {"i1": np.int8, "i2": np.int16, "i4": np.int32, "u1": np.uint8}[dtype]
        out[name] = np.frombuffer(data, dt, count, offset).tolist()
    return out


@pytest.mark.parametrize("form", list(FORMS))
def test_every_binary_form_decodes_to_the_trace_python_sent(page, encoded, form):
    meta, data = encoded
    src = widgets_dir().joinpath("trace.js").read_text("utf-8")
    got = page.evaluate(DECODE, [src, meta, base64.b64encode(data).decode(), FORMS[form]])
    want = columns(meta, data)
    assert got["steps"] == meta["steps"] == 12
    for name in ("card", "ev", "slot", "delta"):
        assert got[name] == want[name], name
    assert got["off"][-1] == sum(want["nchg"]) == len(want["slot"]) > 0


@pytest.mark.parametrize("other", ["null", "undefined", "({})", "42"])
def test_anything_else_is_no_bytes(page, other):
    src = widgets_dir().joinpath("trace.js").read_text("utf-8")
    got = page.evaluate("""async ([src, other]) => {
      const m = await import(URL.createObjectURL(new Blob([src], {type: 'text/javascript'})));
      return Array.from(m.bytesOf((0, eval)(other)));
    }""", [src, other])
    assert got == []
