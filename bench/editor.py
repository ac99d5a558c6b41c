"""Board editor benchmark: how long one edit takes in Python, from the browser's intent to
the new scene (the game's reader, the solver's best on a challenge, the scene and the
palette), on a 6x6 challenge with every blue card allowed: the figure a teacher waits for
after each click (target: well under 1 s).

Prints one JSON line: edits (how many), per_edit_s (the mean), slowest_s, and load (the
machine's 1-minute load average before and after).

    .venv/bin/python bench/editor.py [edits]
"""

from __future__ import annotations

import json
import os
import sys
import time

from codyroby_lab.games.codyroby.drawing import CHALLENGE
from codyroby_lab.ui.board_editor import BoardEditor

EDITS = 30
START = {"board": {"width": 6, "height": 6}, "start": "A6", "facing": "N", "target": "F1",
         "blue_cards": True}


def main(n: int = EDITS) -> dict:
    load = os.getloadavg()[0]
    ed = BoardEditor(CHALLENGE, START, path=os.devnull)
    squares = [f"{c}{r}" for r in range(2, 6) for c in "BCDE"]
    times = []
    for k in range(n):
        kind = "place" if k % 2 == 0 else "remove"
        intent = {"type": kind, "at": squares[(k // 2) % len(squares)]}
        if kind == "place":
            intent["item"] = "block"
        t = time.perf_counter()
        ed.receive(intent)
        times.append(time.perf_counter() - t)
        assert ed.error == "", ed.error
    return {"edits": n, "per_edit_s": round(sum(times) / n, 4),
            "slowest_s": round(max(times), 4),
            "load": [round(load, 2), round(os.getloadavg()[0], 2)]}


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]) if len(sys.argv) > 1 else EDITS)))
