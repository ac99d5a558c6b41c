"""A lesson may be split over two days: after a restart, a child starts at any cell, so a
cell that uses the lesson's helpers imports them itself (walk 08s, serious fault 2: the plot
and board cells of lesson 08 gave a raw NameError after a restart, with no friendly words,
since nothing of the lesson was imported yet). Lessons 04-07 and 09 do not follow this yet."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
START_ANYWHERE = ["01_first_programs", "02_repeat", "03_sensors_and_if", "08_droids"]


@pytest.mark.parametrize("name", START_ANYWHERE)
def test_each_cell_imports_the_lesson_helpers_it_uses(name):
    cells = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text())["cells"]
    missing = []
    for k, cell in enumerate(cells):
        code = "".join(cell["source"])
        for module in ("lesson", "lessons"):
            if cell["cell_type"] == "code" and re.search(rf"(?<![\w.]){module}\.", code) \
                    and not re.search(rf"\bimport\b.*\b{module}\b", code):
                missing.append((k, module, code.splitlines()[0]))
    assert not missing, missing
