"""Lesson 03's "Spot it": which loop never ends is for the learner to work out, and the cell
says whether the choice is right (walk 03q, fault 1: the text explained a loop of turns that
come back before it asked about one, and the cell only printed what happened)."""

from __future__ import annotations

import json
import re

import pytest

from tests.support.lesson_cells import run_cell
from tests.support.lesson_runs import NOTEBOOKS

pytestmark = pytest.mark.usefixtures("answers_beside_a_notebook")

CELLS = json.loads((NOTEBOOKS / "03_sensors_and_if.ipynb").read_text("utf-8"))["cells"]
PART = next("".join(c["source"]) for c in CELLS if "## A loop that never ends" in
            "".join(c["source"]))
CELL = next("".join(c["source"]) for c in CELLS if "my_loop = " in "".join(c["source"]))


def _chose(loop: str) -> str:
    return run_cell(re.sub(r'my_loop = "[^"]*"', f"my_loop = {loop!r}", CELL), {})


def test_the_text_before_the_question_explains_no_loop_like_the_answer():
    asked = PART.split("**Spot it:**")[0]
    assert "R R R R" not in asked and "faces the same way" not in asked, asked
    assert "changes what its sensor sees" not in PART


def test_the_cell_says_right_or_wrong_and_a_wrong_choice_hears_how_to_think_not_the_answer():
    assert _chose("?").startswith("✘ Write the loop you chose"), _chose("?")
    wrong = _chose("REPEAT WHILE ahead [F F]")
    assert wrong.startswith("✘ Not quite: this loop ends.") and "[L R]" not in wrong, wrong
    assert "its sensor sees" in wrong, wrong
    right = _chose("repeat while ahead [L R]")
    assert right.startswith("✔ Right! This loop never ends"), right


def test_only_the_inside_of_a_loop_hears_that_the_whole_loop_is_wanted_not_which_one():
    """Walk 03r7, fault 1: "[L R]" only heard the instruction again, as if it were wrong."""
    for inside in ("[L R]", "[F F]", "l r"):
        said = _chose(inside)
        assert said.startswith("✘ That is only the inside of a loop."), said
        assert "with REPEAT WHILE ahead in front of its [ ]" in said, said
        assert "Right" not in said and "Not quite" not in said, said
    assert _chose("the second one").startswith("✘ Write the loop you chose"), _chose("?")
