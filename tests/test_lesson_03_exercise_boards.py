"""Lesson 3's exercise boards, whose cells show ``my_program``, a name every exercise's check
cell writes: a board cell run again holds its own exercise's program, whatever a later
exercise's check wrote since (walk 03s, fault 1)."""

from __future__ import annotations

from typing import Any

import pytest

from codyroby_lab import lessons
from tests.support.lesson_cells import cells, run_cell

pytestmark = pytest.mark.usefixtures("answers_beside_a_notebook")

SOLVED = "REPEAT WHILE ahead [F] R REPEAT WHILE ahead [F]"


def _code() -> list[str]:
    return [src for kind, src in cells("03_sensors_and_if") if kind == "code"]


def _with(cell: str, program: str) -> str:
    """The check cell ``cell`` with ``program`` written in its ``my_program``."""
    first, rest = cell.split("\n", 1)
    assert first.startswith("my_program = ")
    return f"my_program = {program!r}\n{rest}"


def _board(ns: dict) -> Any:
    """What Exercise 1's board cell makes (its cell's own call, whose board it shows)."""
    return lessons.board(ns["my_program"], on=ns["walls"][1], title="To the wall (5×5)")


def test_a_board_cell_run_after_later_exercises_holds_its_own_exercises_program():
    """The child solved Exercise 1 with cards, copied them into the check and ran it and the
    board, then did Exercises 2 and 3, and ran Exercise 1's board cell again: the board was
    empty, with a red box about a red target this board does not have."""
    code, ns = _code(), {}
    checks = [i for i, src in enumerate(code) if "check_all(" in src]
    for src in code[:checks[0] + 2]:
        run_cell(src, ns)
    _board(ns).program = SOLVED                                # built with cards
    assert run_cell(_with(code[checks[0]], SOLVED), ns).startswith("\u2714")
    _board(ns)                                                 # its cell, as the check has it
    for check in checks[1:]:
        run_cell(_with(code[check], "REPEAT UNTIL red [IF ahead [F] ELSE [L]]"), ns)
    board = _board(ns)                                         # its cell run again
    assert board.program == SOLVED
    assert not board.error


def test_a_program_edited_in_its_own_check_is_on_the_board_its_cell_makes_next():
    """What the board cell showed before stays: the program the exercise's check judged."""
    code, ns = _code(), {}
    checks = [i for i, src in enumerate(code) if "check_all(" in src]
    for src in code[:checks[0] + 2]:
        run_cell(src, ns)
    run_cell(_with(code[checks[0]], "F F R F F"), ns)
    assert _board(ns).program == "F F R F F"


def test_a_check_says_when_its_board_holds_another_program_than_the_one_it_judged():
    """Walk 03r8, fault 1 (serious): the child fixed the "gap at D" board with cards, left
    an older try in my_program, and ran the check above it: "Solved on 1 of 3 boards", hints
    about cards no longer on the board, and no word that the board holds another program.
    The check says which board differs and how to check it; with the board's program
    copied into my_program, it says nothing of it."""
    code, ns = _code(), {}
    checks = [i for i, src in enumerate(code) if "check_all(" in src]
    for src in code[:checks[-1] + 2]:             # up to the last exercise's board cell
        run_cell(src, ns)
    fixed = "REPEAT WHILE not left [F] L REPEAT UNTIL red [F]"
    shown = lessons.board(ns["my_program"], on=ns["gaps"][1], title="Find the gap (gap at D)")
    shown.receive({"type": "set_program", "text": fixed})
    said = run_cell(code[checks[-1]], ns)           # my_program: the older try
    assert 'The board "gap at D" holds another program' in said
    assert fixed in said and "copy its Program as text into my_program" in said
    said = run_cell(_with(code[checks[-1]], fixed), ns)
    assert "holds another program" not in said


def test_a_solved_check_says_nothing_of_a_board_holding_another_program():
    """Walk 03r9, fault 5: under "Solved on all 3 boards" the note "The board 'gap at D'
    holds another program ... copy its Program as text into my_program" read as something
    still wrong at the moment of success."""
    code, ns = _code(), {}
    checks = [i for i, src in enumerate(code) if "check_all(" in src]
    for src in code[:checks[-1] + 2]:
        run_cell(src, ns)
    shown = lessons.board(ns["my_program"], on=ns["gaps"][1], title="Find the gap (gap at D)")
    shown.receive({"type": "set_program", "text": "F F"})
    said = run_cell(_with(code[checks[-1]], "REPEAT WHILE not left [F] L REPEAT UNTIL red [F]"),
                    ns)
    assert "Solved on all 3 boards" in said and "holds another program" not in said
