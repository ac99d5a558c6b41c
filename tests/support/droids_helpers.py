"""Small builders the Droids tests share: a game from a few setup fields, a box on a
transmitter, the texts of events."""

from __future__ import annotations

import json
from typing import Any

from codyroby_lab.games.droids.game import Droids
from tests.support.lesson_runs import NOTEBOOKS


def game(**setup: Any) -> Droids:
    """A two-player (red north, blue south) Challenge in the execution phase unless told."""
    spec = {"players": ["red", "blue"], "phase": "execute", "first": "red", **setup}
    return Droids.from_setup(spec)


def state(seed: int = 0, **setup: Any):
    return game(**setup).new_state(seed=seed)


def box(line: str, chit: str, arrow: str | None = None, number: int = 1) -> dict[str, Any]:
    d: dict[str, Any] = {"line": line, "box": number, "chit": chit}
    if arrow is not None:
        d["arrow"] = arrow
    return d


def texts(events) -> list[str]:
    return [e.text for e in events]


def at(s, robot: str) -> str | None:
    return s.to_dict()["robots"][robot]["at"]


LESSON_IMPORT = "from codyroby_lab.lessons import droids as lesson"


def own_lines(src: str) -> str:
    """A lesson 08 code cell without its first line, the import every cell repeats so that
    a new session can start there (tests/test_lessons_start_anywhere.py holds them to it):
    the cell as a child reads and changes it."""
    return "\n".join(line for line in src.splitlines() if not line.startswith(LESSON_IMPORT))


def lesson_cells():
    nb = json.loads((NOTEBOOKS / "08_droids.ipynb").read_text(encoding="utf-8"))
    assert nb["metadata"]["kernelspec"]["name"] == "python3" and "widgets" not in nb["metadata"]
    return [(c["cell_type"], "".join(c["source"]), c.get("outputs", []), c.get("metadata", {}))
            for c in nb["cells"]]


def killer(**setup):
    spec = {"scenario": "killer", "players": ["red"], "phase": "program", "first": "red",
            **setup}
    return Droids.from_setup(spec).new_state(seed=0)


def box_of(w, line: str, k: int):
    return w.locator(f'.cr-box[data-line="{line}"][data-box="{k}"]')
