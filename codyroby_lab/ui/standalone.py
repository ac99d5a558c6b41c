"""A trace as one standalone HTML file: the widget's own modules and CSS inlined, the trace
data embedded, no server and no network (a Content-Security-Policy forbids any fetch).

``save_player(trace, path)`` writes it (``codyroby_lab.ui.save_player``); give it a board
widget instead (``save_player(board, path)``) and it saves the board's last run with the
board's viewer and, when the run replays the board's program, that program. The player
shows what ``viewer`` may see (default None: a spectator, public information only; a
player's name: that player's view; ``EVERYONE``: everything, for a teacher). Without a
program the cards of the run (the trace's card table) are listed and light up as they
run; ``program`` (a CodyRoby program or its text) shows the program itself, blocks and all.

>>> from codyroby_lab import codyroby
>>> t = codyroby.run("F F R F", at="A5")
>>> page = trace_html(t, title="<demo>", program="F F R F")
>>> "<script src" in page, "&lt;demo&gt;" in page, 'id="cr-data"' in page
(False, True, True)
"""

from __future__ import annotations

import base64
import json
from html import escape
from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.viewer import check_viewer
from codyroby_lab.ui.assets import bundle, css
from codyroby_lab.ui.editors import editor_for
from codyroby_lab.ui.wire import encode_trace

CSP = ("default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
       "img-src data:")

_SHIM = """
const data = JSON.parse(document.getElementById("cr-data").textContent);
const state = { scene: data.scene, program: data.program, content: data.content,
  trace_meta: data.trace_meta, trace_bytes: data.trace_b64, error: "" };
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
      model.set("error", "This is a saved copy of the board: Run, Step and the slider " +
                "replay it, but nothing can change here.");
    }
  },
};
__widget.render({ model, el: document.getElementById("app") });
"""


def _json(value: Any) -> str:
    """JSON that is safe inside a <script> element."""
    return (json.dumps(value, separators=(",", ":")).replace("<", "\\u003c")
            .replace(">", "\\u003e").replace("&", "\\u0026"))


def trace_html(trace: Any, title: str | None = None, *, viewer: Any = None,
               program: Any = None) -> str:
    """The standalone player page of ``trace``, for ``viewer``, as text."""
    viewer = check_viewer(viewer, tuple(trace.start.game.players))
    editor = editor_for(trace.start, viewer)
    scene = {**trace.start.scene(viewer), "editor": editor.config}
    content, text = None, ""
    if program is not None:
        content = editor.read(str(getattr(program, "text", program)))
        text = editor.text(content)
    meta, data = encode_trace(trace.view(viewer), text if program is not None else None)
    return player_page(scene, meta, data, title, text, content)


def player_page(scene: dict[str, Any], meta: dict[str, Any], data: bytes,
                title: str | None = None, program: str = "", content: Any = None) -> str:
    """The page itself, from a scene and a trace's wire form (``wire.encode_trace``)."""
    scene = dict(scene)
    title = str(title if title is not None else scene.get("title") or "CodyRoby trace")
    scene["title"] = title
    payload = {"scene": scene, "program": program, "content": content, "trace_meta": meta,
               "trace_b64": base64.b64encode(data).decode("ascii")}
    code = bundle().replace("export default {", "const __widget = {") + _SHIM
    if "</script" in code.lower():
        raise ValueError("the widget code contains '</script'")
    return (f'<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<meta name="color-scheme" content="light dark">'
            f"<title>{escape(title)}</title><style>{css()}</style></head>\n"
            f'<body><main id="app"></main>\n'
            f'<script type="application/json" id="cr-data">{_json(payload)}</script>\n'
            f'<script type="module">\n{code}\n</script>\n</body></html>\n')


def save_player(trace: Any, path: str | Path | None = None, title: str | None = None, *,
                viewer: Any = None, program: Any = None) -> str:
    """The standalone player of ``trace`` (or of a board widget's last run: see the module
    docstring), written to ``path`` when given; returns the page. A file that cannot be
    written, or a board with no run, is a SetupError."""
    if hasattr(trace, "trace") and hasattr(trace, "viewer"):      # a board widget
        board = trace
        if board.trace is None:
            raise SetupError("trace", "the board has no run yet: press Run first")
        trace, viewer = board.trace, board.viewer
        if program is None and board.trace_meta.get("program") == board.program:
            program = board.program
        title = title if title is not None else board.scene.get("title")
    page = trace_html(trace, title, viewer=viewer, program=program)
    if path is not None:
        try:
            Path(path).write_text(page, encoding="utf-8")
        except (OSError, ValueError) as e:
            raise SetupError("path", f"cannot write {str(path)[:80]!r}: "
                                     f"{getattr(e, 'strerror', None) or e}") from None
    return page
