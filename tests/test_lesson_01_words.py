"""Lesson 01's words: a name a child has not met yet is said with what it means, the first
time it comes (walk 01t, fault 6)."""

from __future__ import annotations

import json
from pathlib import Path

LESSON = Path(__file__).resolve().parents[1] / "notebooks" / "01_first_programs.ipynb"


def test_the_desk_check_is_said_with_what_it_is_the_first_time():
    """"Desk check" came in cell 4's "More buttons" box, and was explained only in cell 8."""
    cells = json.loads(LESSON.read_text(encoding="utf-8"))["cells"]
    first = next("".join(c["source"]) for c in cells if "Desk check" in "".join(c["source"])
                 or "desk-check" in "".join(c["source"]))
    said = " ".join(first.split())
    assert "**Desk check** table under the board (a check you could do at your desk" in said
