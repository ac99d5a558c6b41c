"""Printing benchmark: a lesson's sheets as one PDF (an 8x8 board to walk on, a challenge
to hand out, a desk check and its answers), written to a temporary folder.

Prints one JSON line: pages, kilobytes, seconds (best of 3, the font files read each time:
a teacher prints once). Target (issue 33): seconds <= 2, kilobytes <= 300.

    .venv/bin/python bench/printing.py
"""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path

from codyroby_lab.games.codyroby import CodyRoby
from codyroby_lab.games.codyroby.challenge import Challenge
from codyroby_lab.printing import print_sheets

SETUP = {"board": {"width": 8, "height": 8, "blocks": ["C3", "D4", "F6"],
                   "targets": {"red": "H1"}},
         "robots": {"roby": {"at": "A8", "facing": "E"}}}
CHALLENGE = {"title": "Round the corner", "board": {"width": 5, "height": 5, "blocks": ["B4"]},
             "start": "A5", "target": "C4", "budget": 6}
PROGRAM = "REPEAT 3 [F] R REPEAT UNTIL red [IF ahead [F] ELSE [L]]"


def sheets(folder: Path, answers: bool) -> Path:
    start = CodyRoby(SETUP).new_state()
    return print_sheets(folder / f"lesson{answers}.pdf", boards=[start],
                        challenges=[Challenge.from_dict(CHALLENGE)],
                        worksheets=[(PROGRAM, start)], answers=answers)


def main() -> None:
    from pypdf import PdfReader

    with tempfile.TemporaryDirectory() as d:
        times = []
        for k in range(3):
            t0 = time.perf_counter()
            path = sheets(Path(d), answers=k % 2 == 1)
            times.append(time.perf_counter() - t0)
        print(json.dumps({"pages": len(PdfReader(path).pages),
                          "kilobytes": round(path.stat().st_size / 1024, 1),
                          "seconds": round(min(times), 3)}))


if __name__ == "__main__":
    main()
