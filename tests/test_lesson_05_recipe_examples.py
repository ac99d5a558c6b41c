"""Lesson 05's part 6 (make your own lesson) shows each check it names at work, with every
argument written out, in a cell a teacher can copy: each with a wrong program, so the
teacher sees what a learner hears (and Run All leaves every exercise unsolved)."""
from __future__ import annotations

from codyroby_lab import lessons
from tests.support.lesson_cells import cells, run_cell


def test_part_6_runs_each_check_it_names_with_its_arguments():
    """Walk 05q, fault 13: `lessons.challenge(...)`, `lessons.check_all(my_program, [c1, c2,
    c3])` and `lessons.check_goal(...)` were named with "..." and no cell ran them: a teacher
    with a little Python had to guess the arguments."""
    sources = [src for _, src in cells("05_for_teachers")]
    recipe = next(k for k, src in enumerate(sources) if src.startswith("## 6 · Make your own"))
    example = sources[recipe + 1]
    for call in ("lessons.challenge(", "lessons.check(", "lessons.check_all(",
                 "lessons.check_goal("):
        assert call in example, call
    assert "..." not in example
    printed = run_cell(example, {"lessons": lessons})
    assert printed.count("\u2718") >= 3 and "Solved on 1 of 2 boards" in printed
    assert "Hint:" in printed          # what a learner hears, never the answer


def test_the_cell_to_copy_runs_alone_in_a_new_notebook():
    """Walk 05r8, fault 1 (serious): pasted into a new notebook, the cell "to copy into a
    lesson of your own" stopped at once: "name 'lessons' is not defined" (its import was
    only in lesson 05's first cell). It imports what it uses, and the recipe says so."""
    sources = [src for _, src in cells("05_for_teachers")]
    recipe = next(k for k, src in enumerate(sources) if src.startswith("## 6 · Make your own"))
    printed = run_cell(sources[recipe + 1], {})          # a new notebook: nothing imported
    assert "Solved on 1 of 2 boards" in printed
    assert "from codyroby_lab import" in sources[recipe]
