"""A trace as one standalone HTML file: the widget's own modules and CSS inlined, the trace
data embedded, no server and no network (a Content-Security-Policy forbids any fetch).

>>> import tempfile, pathlib
>>> from codyroby_lab import codyroby
>>> t = codyroby.run("F F R F", at="A5")
>>> page = trace_html(t, title="<demo>")
>>> "<script src" in page, "&lt;demo&gt;" in page, 'id="cr-data"' in page
(False, True, True)
"""

from __future__ import annotations

import base64
import json
from html import escape
from pathlib import Path
from typing import Any

from codyroby_lab.ui.assets import bundle, css
from codyroby_lab.ui.wire import encode_trace

CSP = ("default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
       "img-src data:")

_SHIM = """
const data = JSON.parse(document.getElementById("cr-data").textContent);
const raw = atob(data.trace_b64);
const bytes = new Uint8Array(raw.length);
for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
const state = { scene: data.scene, program: data.program, stack: data.stack, slots: [],
  trace_meta: data.trace_meta, trace_bytes: new DataView(bytes.buffer), error: "" };
const listeners = new Map();
const model = {
  standalone: true,
  get: (k) => state[k],
  set: (k, v) => { state[k] = v; for (const f of listeners.get("change:" + k) || []) f(); },
  on: (k, f) => { if (!listeners.has(k)) listeners.set(k, []); listeners.get(k).push(f); },
  off: (k, f) => { listeners.set(k, (listeners.get(k) || []).filter((g) => g !== f)); },
  save_changes: () => {},
  send: (msg) => {
    if (msg && msg.type !== "run") {
      model.set("error", "This player has no Python kernel: the program cannot change here.");
    }
  },
};
__widget.render({ model, el: document.getElementById("app") });
"""


def _json(value: Any) -> str:
    """JSON that is safe inside a <script> element."""
    return (json.dumps(value, separators=(",", ":")).replace("<", "\\u003c")
            .replace(">", "\\u003e").replace("&", "\\u0026"))


def trace_html(trace: Any, title: str | None = None) -> str:
    """The standalone player page of ``trace`` as text."""
    scene = trace.start.scene()
    title = str(title if title is not None else scene.get("title") or "CodyRoby trace")
    scene["title"] = title
    meta, data = encode_trace(trace)
    program = trace.program
    payload = {"scene": scene, "program": "" if program is None else program.text,
               "stack": [] if program is None else program.to_stack(),
               "trace_meta": meta, "trace_b64": base64.b64encode(data).decode("ascii")}
    code = bundle().replace("export default {", "const __widget = {") + _SHIM
    if "</script" in code.lower():
        raise ValueError("the widget code contains '</script'")
    return (f'<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(title)}</title><style>{css()}</style></head>\n"
            f'<body><main id="app"></main>\n'
            f'<script type="application/json" id="cr-data">{_json(payload)}</script>\n'
            f'<script type="module">\n{code}\n</script>\n</body></html>\n')


def write_trace_html(trace: Any, path: str | Path, title: str | None = None) -> Path:
    """Write the standalone player of ``trace`` to ``path``; returns the path."""
    path = Path(path)
    path.write_text(trace_html(trace, title), encoding="utf-8")
    return path
