"""Benchmark the board widget in a real browser (Debian's Chromium, headless).

Measures, on the widget's own ES modules (the offline player page that inlines them):
first render of a 5x5 board and of a 12x12 board with walls and lasers on square edges
(ms: the render() call with layout forced, and from navigation start to rendered), ms per
step while playing a 10,000-step trace on that 12x12 board (each step shown, style and
layout forced; mean, p95 and max), and bytes of widget state per trace step (the synced
``trace_bytes`` plus ``trace_meta`` as JSON). Prints one JSON line.

With JupyterLab (skip with ``--no-lab``) it also opens a notebook in a real lab and reads
the widget's own render time there. Run: ``.venv/bin/python bench/widget.py``.
Targets: first render of the 12x12 board with walls and lasers <= 100 ms; per step mean
<= 1 ms, p95 <= 4 ms, max <= 16 ms; <= 16 bytes per step. The machine is shared: run it
several times and look at the spread.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from codyroby_lab import codyroby  # noqa: E402
from codyroby_lab.ui.editors import editor_for  # noqa: E402
from codyroby_lab.ui.standalone import player_page  # noqa: E402
from codyroby_lab.ui.wire import encode_trace  # noqa: E402

CHROMIUM = os.environ.get("CODYROBY_CHROMIUM", "/usr/bin/chromium-headless-shell")
ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
TIMED = ("const __t0 = performance.now();\n__widget.render({",
         "__widget.render({")


def walls_and_lasers(scene: dict) -> dict:
    """``scene`` with a wall on one side of every third square and a laser on every fifth
    (a RoboRally-like board), and a beams layer."""
    w, h = scene["grid"]["width"], scene["grid"]["height"]
    edges = []
    for k, (x, y) in enumerate((x, y) for y in range(h) for x in range(w)):
        if k % 3 == 0:
            edges.append({"at": [x, y], "side": "NESW"[k % 4], "kind": "wall",
                          "label": f"a wall on {chr(65 + x)}{y + 1}"})
        if k % 5 == 0:
            edges.append({"at": [x, y], "side": "WNES"[k % 4], "kind": "laser",
                          "label": f"a laser on {chr(65 + x)}{y + 1}", "count": 1 + k % 2})
    layers = [*scene["layers"], {"kind": "beams", "label": "laser shots", "events": "Shot"}]
    return {**scene, "edges": edges, "layers": layers}


def page_of(trace, folder: Path, name: str, lasers: bool = False) -> Path:
    start = trace.start
    scene = {**start.scene(None), "editor": editor_for(start).config}
    if lasers:
        scene = walls_and_lasers(scene)
    meta, data = encode_trace(trace.view(None))
    html = player_page(scene, meta, data).replace(TIMED[1], TIMED[0], 1)
    html = html.replace('document.getElementById("app") });\n',
                        'document.getElementById("app") });\n'
                        "document.querySelector('.cr-piece').getBoundingClientRect();\n"
                        "window.__renderMs = performance.now() - __t0;\n"
                        "window.__readyMs = performance.now();\n", 1)
    path = folder / f"{name}.html"
    path.write_text(html, encoding="utf-8")
    return path


def first_render(browser, path: Path, runs: int = 5) -> dict[str, float]:
    render, ready = [], []
    for _ in range(runs):
        page = browser.new_page()
        page.goto(path.as_uri())
        page.wait_for_function("() => window.__readyMs !== undefined")
        render.append(page.evaluate("window.__renderMs"))
        ready.append(page.evaluate("window.__readyMs"))
        page.close()
    return {"render_ms": round(sorted(render)[len(render) // 2], 2),
            "since_navigation_ms": round(sorted(ready)[len(ready) // 2], 2)}


STEP_JS = """(n) => {
  const api = document.querySelector('.cr-widget').__codyroby;
  const piece = document.querySelector('.cr-piece');
  const times = new Float64Array(n);
  for (let i = 1; i <= n; i++) {
    const t = performance.now();
    api.show(i);
    piece.getBoundingClientRect();          // force style and layout of the new step
    document.querySelector('.cr-desk').getBoundingClientRect();
    times[i - 1] = performance.now() - t;
  }
  const sorted = Array.from(times).sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {mean: sum / n, p95: sorted[Math.floor(n * 0.95)], max: sorted[n - 1],
          label: piece.getAttribute('aria-label'), position: api.position};
}"""

PLAY_JS = """() => new Promise((done) => {
  const api = document.querySelector('.cr-widget').__codyroby;
  const speed = document.querySelector('.cr-speed');
  speed.value = speed.max; speed.dispatchEvent(new Event('input'));
  const play = document.querySelector('.cr-play');   // (its text holds both names: Play, Pause)
  const frames = [];
  let last = performance.now();
  const t0 = last;
  function tick(now) {
    frames.push(now - last); last = now;
    if (performance.now() - t0 > 2000) {
      play.click();   // pause
      frames.sort((a, b) => a - b);
      done({steps: api.position, seconds: (performance.now() - t0) / 1000,
            frame_p95: frames[Math.floor(frames.length * 0.95)]});
      return;
    }
    requestAnimationFrame(tick);
  }
  play.click();
  requestAnimationFrame(tick);
})"""


def in_lab(ctx) -> dict[str, float]:
    """First render inside a real JupyterLab (the widget's own clock: render() start to the
    DOM built), for a 5x5 and a 12x12 board created by running a notebook."""
    import nbformat

    from tests.support.browser import open_notebook, running_lab
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        work = root / "work"
        work.mkdir()
        nb = nbformat.v4.new_notebook()
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                     "language": "python"}
        nb.cells = [nbformat.v4.new_code_cell(
            "from codyroby_lab.ui import CodyRobyBoard\n"
            f"CodyRobyBoard({{'width': {n}, 'height': {n}}}, program='F F R F')")
            for n in (5, 12)]
        nbformat.write(nb, work / "bench.ipynb")
        with running_lab(root, work) as lab:
            page = ctx.new_page()
            open_notebook(page, lab, "bench.ipynb")
            page.wait_for_function("() => document.querySelectorAll('.cr-widget').length == 2")
            ms = page.eval_on_selector_all(".cr-widget", "els => els.map((e) => "
                                           "parseFloat(e.dataset.renderMs))")
            page.close()
    return {"lab_first_render_5x5_ms": ms[0], "lab_first_render_12x12_ms": ms[1]}


def main() -> None:
    from playwright.sync_api import sync_playwright
    small = codyroby.run("F F R F", board=codyroby.Board(5, 5), at="A5")
    big_board = codyroby.Board(12, 12, blocks=["F6", "G7", "C3"], targets={"red": "L1"})
    big = codyroby.run("F F R F", board=big_board, at="A12")
    long = codyroby.run("REPEAT 1250 [F F F R F F F R]", board=big_board, at="A12")
    assert long.steps == 10_000, long.steps
    meta, data = encode_trace(long)
    state_bytes = len(data) + len(json.dumps(meta, separators=(",", ":")))
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        folder = Path(tmp)
        ctx = p.chromium.launch_persistent_context(
            str(folder / "profile"), executable_path=CHROMIUM, headless=True, args=ARGS,
            viewport={"width": 1280, "height": 1000})
        try:
            r5 = first_render(ctx, page_of(small, folder, "small"))
            r12 = first_render(ctx, page_of(big, folder, "big", lasers=True))
            page = ctx.new_page()
            page.goto(page_of(long, folder, "long", lasers=True).as_uri())
            page.wait_for_function("() => window.__readyMs !== undefined")
            runs = []
            for _ in range(3):      # the median of three runs (a shared machine is noisy)
                page.evaluate("() => document.querySelector('.cr-widget').__codyroby.show(0)")
                runs.append(page.evaluate(STEP_JS, long.steps))
            steps = sorted(runs, key=lambda r: r["mean"])[1]
            page.evaluate("() => document.querySelector('.cr-widget').__codyroby.show(0)")
            play = page.evaluate(PLAY_JS)
            page.close()
            lab = {} if "--no-lab" in sys.argv else in_lab(ctx)
        finally:
            ctx.close()
    expected = long.final.robots["roby"].label()
    result = {
        "bench": "widget", "browser": "chromium-headless",
        "first_render_5x5_ms": r5["render_ms"],
        "first_render_12x12_walls_lasers_ms": r12["render_ms"],
        "page_ready_5x5_ms": r5["since_navigation_ms"],
        "page_ready_12x12_walls_lasers_ms": r12["since_navigation_ms"],
        "trace_steps": long.steps,
        "ms_per_step_mean": round(steps["mean"], 3), "ms_per_step_p95": round(steps["p95"], 3),
        "ms_per_step_max": round(steps["max"], 3),
        "play_max_speed_steps_per_s": round(play["steps"] / play["seconds"], 1),
        "play_frame_p95_ms": round(play["frame_p95"], 2),
        "state_bytes": state_bytes,
        "bytes_per_step": round(state_bytes / long.steps, 3),
        "final_label_ok": steps["label"] == expected,
        **lab,
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
