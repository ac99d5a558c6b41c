"""What lesson 5's exercises say to a slip of form: never a square that answers them, and
the same forgiveness in every exercise."""

from __future__ import annotations

import re

import pytest

from codyroby_lab import lessons
from codyroby_lab.core.errors import LabError
from tests.support.lesson_cells import run_cell
from tests.test_lesson_giveaways import cells

SQUARE = re.compile(r"\b[A-Z][0-9]+\b")


def _cell(start: str) -> str:
    return next(s for k, s in cells("05_for_teachers") if k == "code" and s.startswith(start))


@pytest.mark.parametrize("word", ["A4", "C5", "A2"])
def test_exercise_2s_blocks_written_as_a_word_hear_the_form_without_a_square(word):
    """Walk 05t, fault 3: '"blocks": "A4"' heard 'such as ["A2", "C3"]', and a block on A2
    is Exercise 2's answer. The form is said, with no square in it."""
    src = _cell("my_board = {").replace('["A3"]', f'"{word}"', 1)
    with pytest.raises(LabError) as refused:
        run_cell(src, {"lessons": lessons})
    said = str(refused.value)
    assert "[ ]" in said and "in quotes" in said
    assert not SQUARE.findall(said)
