"""Lesson 03's "Path boards" and "Cards inside cards" say what to do in short pieces, one
instruction each (walk 03q, fault 2: each was one paragraph of four to six instructions,
which weaker readers skip and then do not know what to count or where to look)."""

from __future__ import annotations

import json
import re

import pytest

from tests.support.lesson_runs import NOTEBOOKS

TEXTS = ["".join(c["source"]) for c in json.loads(
    (NOTEBOOKS / "03_sensors_and_if.ipynb").read_text(encoding="utf-8"))["cells"]
    if c["cell_type"] == "markdown"]


@pytest.mark.parametrize("part", ["## Path boards", "## Cards inside cards"])
def test_each_paragraph_and_each_item_is_short(part):
    text = next(t for t in TEXTS if t.startswith(part))
    pieces = [" ".join(p.split()) for p in re.split(r"\n\s*\n|\n(?=- |\d\. )", text)]
    assert max(len(p.split()) for p in pieces) <= 40, max(pieces, key=len)
