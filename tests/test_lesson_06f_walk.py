"""Lesson 06 (Energy Seekers) as a fresh-eyes walk met it (walk 06f): a question and an
exercise the lesson's own words nearly answer, "press Run" in cells where there is no Run
button, and a move cell that plays a move the learner did not choose."""

from __future__ import annotations

import json
import re
from itertools import permutations

from tests.support.lesson_runs import NOTEBOOKS


def _cells():
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def test_the_lesson_writes_one_order_of_the_question_s_cards_only():
    """Fault 1: the lesson plays F L F (it fails) and the answer cell's example was "F F L":
    of the three orders of F, L and F only the answer was left, to fill in unthinking."""
    orders = {" ".join(p) for p in permutations("FLF")}
    written = {" ".join(re.sub(r"[^FLR]", "", m)) for _, src in _cells()
               for m in re.findall(r"[\"'`]([FLR][FLR ,]*)[\"'`]", src)}
    assert written & orders == {"F L F"}, written & orders


def test_exercise_2_sends_to_the_swap_rule_without_saying_what_in_it_matters():
    """Fault 2: "it says what happens to a piece already standing where Ada jumps to" told
    that Cody stands where Ada lands; what was left was to count to 12."""
    cells = _cells()
    at = next(i for i, (k, src) in enumerate(cells) if "### Exercise 2" in src)
    words = " ".join(cells[at][1].split())
    assert "Swap rule" in words
    assert not re.search(r"already standing|standing where|where Ada (jumps|lands)", words)
