"""Lesson 01's part "Running a program from Python" in short pieces a 12-year-old reads
(walk 01q, fault 9: paragraphs of 60 to 90 words, each bringing new words, beside code
written with f-strings, made ten minutes of reading where a class drifts)."""

from __future__ import annotations

import json

from tests.support.lesson_runs import NOTEBOOKS

CELLS = [(c["cell_type"], "".join(c["source"])) for c in json.loads(
    (NOTEBOOKS / "01_first_programs.ipynb").read_text(encoding="utf-8"))["cells"]]
FIRST = next(i for i, (_, s) in enumerate(CELLS) if s.startswith("## Running a program"))
LAST = next(i for i, (_, s) in enumerate(CELLS) if s.startswith("## Predict"))
PART = CELLS[FIRST:LAST]


def test_each_paragraph_of_the_part_is_short():
    paragraphs = [" ".join(p.split()) for kind, src in PART if kind == "markdown"
                  for p in src.split("\n\n") if not p.startswith("#")]
    assert max(len(p.split()) for p in paragraphs) <= 40, max(paragraphs, key=len)


def test_its_code_cells_print_without_f_strings():
    assert not [src for kind, src in PART if kind == "code" and 'f"' in src]
