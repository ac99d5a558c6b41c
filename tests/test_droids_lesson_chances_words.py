"""Lesson 08 (Droids), "How likely is a hit?": the child's count comes before the table."""

from __future__ import annotations

import json

from codyroby_lab.lessons import droids
from tests.support.lesson_cells import run_cell
from tests.support.lesson_runs import NOTEBOOKS


def _table_cell() -> str:
    nb = json.loads((NOTEBOOKS / "08_droids.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"]
                if c["cell_type"] == "code" and "hit_chances(distance)" in "".join(c["source"]))


def test_the_table_of_chances_waits_for_the_childs_count():
    """Walk 08p, fault 9: the lesson asked how many faces give no hit from 5 squares away,
    and the next cell printed the whole table at once, with nowhere to write a count; its
    f-string held `'s' * (hits != 1)`, which a 12-year-old cannot read. The cell now asks
    for the count first and shows the table once one is written."""
    cell = _table_cell()
    assert "'s' *" not in cell
    first = run_cell(cell, {"lesson": droids})
    assert "%" not in first and "Write your count" in first, first
    counted = run_cell(cell.replace('my_guess = "?"', 'my_guess = "5"'), {"lesson": droids})
    assert "distance 5: 0 hit(s): 50%" in counted, counted
