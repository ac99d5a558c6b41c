"""Benchmark how fast a board answers a learner, in Chromium with a real kernel.

For each game's lesson board (codyroby, energy_seekers, roborally, droids, robin) in a real
JupyterLab: the time from the learner's press of Run (a program run, a move, a trade, an
order sent) to the board showing the result, the computers' answers included (the click to
the frame after the new replay's first step is on show). Between two presses (not timed) a
cell puts the move the computer would make into the board's editor. The hints
(``hint()``: the move a planning player would make in your place) are timed in this process
at the positions the games pass through. Prints one JSON line: ``action_ms_p95_<game>``
and ``hint_s_<game>`` (the slowest hint) for the games that have hints.

Each board is timed in a notebook and a kernel of its own, as a learner meets it (each lesson
is a notebook of its own); the kernel is shut down before the next board's. With
``--one-kernel`` all the boards are in one notebook and one kernel, each timed after the
others before it have played: what a board costs the boards beside it (RoboRally's
computers go on programming in a thread after its last Run, while the next board is timed).

Run: ``.venv/bin/python bench/actions.py`` (all games) or ``bench/actions.py roborally robin``
(only those), ``--one-kernel`` anywhere among them. Targets: p95 <= 150 ms for every action,
<= 1 s for a hint. The machine is shared: run it several times and look at the spread.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CHROMIUM = os.environ.get("CODYROBY_CHROMIUM", "/usr/bin/chromium-headless-shell")
ACTIONS = 8                     # board actions timed per game

SETUP = """\
from codyroby_lab import lessons
from codyroby_lab.lessons.droids import DroidsPlay
from codyroby_lab.ui import CodyRobyBoard

def ready(game, w):
    '''The computer's next move in the board's editor ("cell": the editor cannot take it,
    so it is played from a cell; "over": the game is over).'''
    if game is None:
        return "ok"
    if game.over:
        return "over"
    try:
        w.program = game._suggestion().removeprefix("play ").removeprefix("program ")
        return "ok"
    except Exception:
        game.move(game._suggestion())
        return "cell"
"""
BOARDS = {
    "codyroby": "codyroby = None\ncodyroby_w = CodyRobyBoard({'width': 5, 'height': 5}, "
                "program='F F F F R F F F F L F', at='A5')\ncodyroby_w",
    "energy_seekers": "energy_seekers = lessons.EnergySeekersPlay(seed=11)\n"
                      "energy_seekers_w = energy_seekers.widget()\nenergy_seekers_w",
    "roborally": "roborally = lessons.RoboRallyRace(seed=1)\n"
                 "roborally_w = roborally.widget()\nroborally_w",
    "droids": "droids = DroidsPlay('statue', players=['red', 'blue'], seed=4)\n"
              "droids_w = droids.widget()\ndroids_w",
    "robin": "robin = lessons.RobinPlay({'first': 'will'}, seed=1)\n"
             "robin_w = robin.widget()\nrobin_w",
}

# Press Run; resolve with the ms until the frame after the counter changed (a new replay
# on show), -1 if the board showed an error instead, -2 after 60 s.
PRESS = """(w) => new Promise((resolve) => {
  const counter = w.querySelector('.cr-counter'), error = w.querySelector('.cr-error');
  const before = counter.textContent;
  let t0 = 0, over = false;
  const done = (ms) => { if (!over) { over = true; seen.disconnect(); resolve(ms); } };
  const seen = new MutationObserver(() => {
    if (error.textContent) done(-1);
    else if (counter.textContent !== before) {
      requestAnimationFrame(() => done(performance.now() - t0));
    }
  });
  seen.observe(w, { subtree: true, childList: true, characterData: true });
  setTimeout(() => done(-2), 60000);
  t0 = performance.now();
  w.querySelector('.cr-run').click();
})"""


def hint_seconds(make, moves: int = 6) -> float:
    """The slowest of the game's hints at the positions of its first ``moves`` turns."""
    game = make()
    worst = 0.0
    for _ in range(moves):
        if game.over:
            break
        t = time.perf_counter()
        game.hint()
        worst = max(worst, time.perf_counter() - t)
        game.move(game._suggestion())
    return worst


def board_actions(page, name: str, nth: int) -> list[float]:
    """The ms of the presses of Run on game ``name``'s board (the ``nth`` on the page)."""
    from tests.support.browser import run_code
    w = page.locator(".cr-widget").nth(nth)
    page.evaluate("(s) => { s.value = s.max; s.dispatchEvent(new Event('input')); }",
                  w.locator(".cr-speed").element_handle())
    out: list[float] = []
    for _ in range(ACTIONS * 3):
        if len(out) == ACTIONS:
            break
        said = run_code(page, f"print(ready({name}, {name}_w))").strip()
        if said == "over":
            break
        if said != "ok":
            continue
        w.locator(".cr-end").click()                 # the last replay stops playing
        ms = page.evaluate(PRESS, w.element_handle())
        if ms >= 0:
            out.append(ms)
    return out


def shut_kernels(lab: dict) -> None:
    """Shut down every kernel of the lab (a board's, once it was timed)."""
    def call(method: str, path: str) -> bytes:
        req = urllib.request.Request(f"{lab['base']}{path}?token={lab['token']}", method=method)
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.read()
    for k in json.loads(call("GET", "/api/kernels")):
        call("DELETE", f"/api/kernels/{k['id']}")


def main(games: list[str], one_kernel: bool = False) -> None:
    from playwright.sync_api import sync_playwright

    from codyroby_lab import lessons
    from tests.support.browser import CHROME_ARGS, notebook_page, running_lab
    result: dict[str, float] = {}
    # the notebooks: one of all the boards, or one for each board
    notebooks = [games] if one_kernel else [[g] for g in games]
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        root = Path(tmp)
        work = root / "work"
        work.mkdir()
        ctx = p.chromium.launch_persistent_context(
            str(root / "profile"), executable_path=CHROMIUM, headless=True, args=CHROME_ARGS,
            viewport={"width": 1366, "height": 900})
        try:
            with running_lab(root, work) as lab:
                for k, boards in enumerate(notebooks):
                    with notebook_page(lab, ctx, f"actions{k}.ipynb",
                                       [SETUP, *(BOARDS[g] for g in boards)]) as page:
                        for nth, name in enumerate(boards):
                            ms = board_actions(page, name, nth)
                            result[f"action_ms_p95_{name}"] = (
                                round(float(np.percentile(ms, 95)), 1) if ms else float("nan"))
                            result[f"actions_{name}"] = len(ms)
                    shut_kernels(lab)
        finally:
            ctx.close()
    from codyroby_lab.lessons.droids import DroidsPlay
    hints = {"energy_seekers": lambda: lessons.EnergySeekersPlay(seed=11),
             "roborally": lambda: lessons.RoboRallyRace(seed=1),
             "droids": lambda: DroidsPlay("statue", players=["red", "blue"], seed=4),
             "robin": lambda: lessons.RobinPlay({"first": "will"}, seed=1)}
    for name, make in hints.items():
        if name not in games:
            continue
        result[f"hint_s_{name}"] = round(hint_seconds(make), 3)
    print(json.dumps(result))


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--one-kernel"]
    if unknown := [g for g in args if g not in BOARDS]:
        sys.exit(f"no game {' '.join(unknown)}: the games are {' '.join(BOARDS)}")
    main(args or list(BOARDS), one_kernel="--one-kernel" in sys.argv[1:])
