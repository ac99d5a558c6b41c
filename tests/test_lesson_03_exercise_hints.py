"""The hints of lesson 3's Exercise 2 (Follow the path), in its own check cell: they point at
the card that goes wrong, not away from a good plan (walk 03s)."""

from __future__ import annotations

import pytest

from tests.support.lesson_cells import cells, run_cell

pytestmark = pytest.mark.usefixtures("fresh_answers")


def test_an_if_ahead_loop_with_a_fixed_turn_hears_of_that_turn_not_of_a_nested_repeat():
    """Walk 03s, fault 7: REPEAT UNTIL red [IF ahead [F] ELSE [L]], a good IF-ahead plan
    whose only fault is the fixed L, heard "A round can hold a whole walk (a REPEAT inside
    the REPEAT)", which pushed the child to throw the plan away."""
    code = [src for kind, src in cells("03_sensors_and_if") if kind == "code"]
    check = next(i for i, src in enumerate(code) if "paths = [" in src)
    ns: dict = {}
    for src in code[:check]:
        run_cell(src, ns)
    _, rest = code[check].split("\n", 1)
    for program in ["F F", "REPEAT WHILE ahead [F] L", "REPEAT UNTIL red [IF ahead [F] ELSE [L]]"]:
        said = run_cell(f"my_program = {program!r}\n{rest}", ns)
    assert "the L card in its ELSE turns Roby the same way" in said, said
    assert "Could a sensor choose the turn" in said
    assert "REPEAT inside the REPEAT" not in said
