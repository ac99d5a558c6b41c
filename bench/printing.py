"""Printing benchmark: a lesson's sheets as one PDF (an 8x8 board to walk on, a challenge
to hand out, a desk check and its answers), written to a temporary folder; then the card
sheets of the games that have most (RoboRally's program sheet, its 84 program cards and its
option cards, Robin's road and its 94 cards) as another.

Prints one JSON line: pages, kilobytes, seconds (best of 3, the font files read each time:
a teacher prints once), and the same for the cards (``cards_pages``, ...). Target (issue
33): seconds <= 2, kilobytes <= 300, for each.

    .venv/bin/python bench/printing.py
"""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path

from codyroby_lab.games.codyroby import CodyRoby
from codyroby_lab.games.codyroby.challenge import Challenge
from codyroby_lab.games.robin import Robin
from codyroby_lab.games.roborally import RoboRally
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


def cards(folder: Path) -> Path:
    return print_sheets(folder / "cards.pdf", program_sheets=[RoboRally()],
                        roborally_cards=True, robin=[Robin()])


def main() -> None:
    from pypdf import PdfReader

    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as d:
        runs = (("", lambda k: sheets(Path(d), answers=k % 2 == 1)),
                ("cards_", lambda k: cards(Path(d))))
        for prefix, write in runs:
            times = []
            for k in range(3):
                t0 = time.perf_counter()
                path = write(k)
                times.append(time.perf_counter() - t0)
            figures |= {f"{prefix}pages": len(PdfReader(path).pages),
                        f"{prefix}kilobytes": round(path.stat().st_size / 1024, 1),
                        f"{prefix}seconds": round(min(times), 3)}
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
