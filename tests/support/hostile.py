"""A hostile class: copies of lesson 01 handed in by learners who try to earn a grade their
answers do not earn (the tricks of issues 30 and 36), with the few they did earn. Shared by
tests/test_grading.py (``codyroby-lab grade``) and tests/test_nbgrader.py (nbgrader's
autograde): both give each copy exactly the grade its answers earn (:data:`EARNED`)."""

from __future__ import annotations

from pathlib import Path

import nbformat

from codyroby_lab.copies import find_lesson, read_lesson

LESSON = "01_first_programs"
#: lesson 01's right answers, as (what the lesson's cell says, what a learner writes)
RIGHT = [
    ('my_guess = "?"', 'my_guess = "C3 east"'),
    ('my_guess = "?"', 'my_guess = "b2 North"'),
    ('my_guess = "?"', 'my_guess = "crash"'),
    ('my_program = "F R F"', 'my_program = "F R F F"'),
    ('my_program = "F F R F F R F F"', 'my_program = "F F F R F F R F F F"'),
    ('my_program = "R F F R F F"', 'my_program = "L F F L F F"'),
]
#: a cheat's first cell: every check and result stand-in says "solved"
CHEATS = {
    "checks_replaced": "lessons.check = lessons.predict = lambda *a, **k: True",
    "fake_results": ("class Solved:\n    ok = True\n    message = 'Solved'\n"
                     "lessons.check = lessons.predict = lambda *a, **k: Solved()"),
    "recorder_replaced": ("import codyroby_lab.grading as g\n"
                          "g.record = g.show_answers = g.must_pass = lambda *a, **k: True"),
    "printed_solved": "print('✔ Solved: Roby reached C4 with 4 cards, the fewest possible.')",
    # nbgrader's test cell reloads the grading module: the reload and the check replaced
    "reload_replaced": ("import importlib, builtins\nimport codyroby_lab.grading as g\n"
                        "importlib.reload = lambda module: module\n"
                        "g.must_pass = g.run_check = lambda *a, **k: print('✔ Right!')\n"
                        "builtins.AssertionError = type('Passed', (Exception,), {})"),
}
#: what each learner's answers earn, of lesson 01's 6 checks
EARNED = {"all_right": 6, "two_right": 2, "budget_raised": 0, "lesson_02": 0,
          **{name: 0 for name in CHEATS}}


def answered(nb, answers):
    """``nb`` with each of ``answers`` (old, new) written, in order, into the next cell
    holding old (the same cell may take several)."""
    nb = nbformat.from_dict(nb)
    todo = list(answers)
    for cell in nb.cells:
        while todo and todo[0][0] in cell.source and not cell.metadata.get(
                "nbgrader", {}).get("locked"):
            old, new = todo.pop(0)
            cell.source = cell.source.replace(old, new, 1)
    assert not todo, todo
    return nb


def hostile_class(lesson, folder: Path) -> dict[str, Path]:
    """Write the class's copies of ``lesson`` (lesson 01 as handed out) into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    copies = {"all_right": answered(lesson, RIGHT),
              "two_right": answered(lesson, [RIGHT[0], RIGHT[3]])}
    for name, trick in CHEATS.items():
        nb = nbformat.from_dict(lesson)
        first = next(i for i, c in enumerate(nb.cells) if c.cell_type == "code")
        nb.cells.insert(first + 1, nbformat.v4.new_code_cell(trick))
        copies[name] = nb
    # the budget raised from 5 to 9 for an 8-card program that reaches C4
    raised = answered(lesson, [("budget=5", "budget=9"),
                               ('my_program = "F R F"', 'my_program = "F R F F L R L R"')])
    copies["budget_raised"] = raised
    copies["lesson_02"] = read_lesson(find_lesson("02"))  # solved or not: another lesson
    paths = {}
    for name, nb in copies.items():
        paths[name] = folder / f"{name}.ipynb"
        nbformat.write(nb, paths[name])
    return paths


def shipped_lesson01():
    return read_lesson(find_lesson(LESSON))
