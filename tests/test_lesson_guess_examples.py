"""The example answer a lesson's text gives for a question is not a square on the route of
that question's program (walk 02p, fault 7: Question 1's example "C3 east" was where Roby
stands after step 5, so a child who copied it spent a try and heard part of the route)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from codyroby_lab import codyroby

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
EXAMPLE = re.compile(r'my_guess = "([A-E][1-9])\b')
PREDICT = re.compile(r'lessons\.predict\("([^"]+)", my_guess, at="(\w+)", facing="(\w)"')


def examples() -> list[tuple[str, str, str, str, str]]:
    """(lesson, example square, program, start, facing) for each question whose text gives
    an example, taken from the text and the question's own check cell after it."""
    found = []
    for path in sorted(NOTEBOOKS.glob("0[1-3]_*.ipynb")):
        square = None
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            text = "".join(cell["source"])
            if cell["cell_type"] == "markdown" and (m := EXAMPLE.search(text)):
                square = m.group(1)
            elif square and (q := PREDICT.search(text)):
                found.append((path.stem, square, *q.groups()))
                square = None
    return found


def test_lesson_2_gives_an_example():
    assert any(lesson == "02_repeat" for lesson, *_ in examples())


@pytest.mark.parametrize("lesson, square, program, at, facing", examples())
def test_an_example_answer_is_no_square_on_the_questions_route(lesson, square, program, at,
                                                               facing):
    trace = codyroby.run(program, at=at, facing=facing)
    route = {trace[k].robots["roby"].label().split(" at ")[1].split()[0]
             for k in range(len(trace))}
    assert square not in route, (lesson, route)
