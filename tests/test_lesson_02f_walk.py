"""Lesson 02 (REPEAT) as the fresh-eyes learner of walk 02f found it
(/work/walk/walk02f/report.md)."""

from __future__ import annotations

import ast
import json

from codyroby_lab import lessons
from codyroby_lab.lessons import feedback
from tests.support.lesson_cells import run_cell
from tests.support.lesson_runs import NOTEBOOKS


def _code_cells() -> list[str]:
    nb = json.loads((NOTEBOOKS / "02_repeat.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]


def _checks() -> list[tuple[int, str]]:
    """Each exercise's check cell (its place among the code cells) and the name of what it
    judges."""
    found = []
    for i, src in enumerate(_code_cells()):
        for n in ast.walk(ast.parse(src)):
            if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                    and n.func.attr in ("check", "check_goal")):
                learner = n.args[0 if n.func.attr == "check_goal" else 1]
                found.append((i, learner.id))
    return found


RIGHT = ["REPEAT 4 [F R]", "REPEAT 2 [REPEAT 4 [F] R]", "REPEAT 4 [F R F L]"]


def test_each_exercise_checks_its_own_board_after_run_all():
    """Fault 1: all three exercises set ``my_program``, so after Run All the board a child
    made for Exercise 1 showed Exercise 3's staircase, and a program fixed on the boards of
    Exercises 1 and 2 changed nothing their checks read. Now each exercise's board holds its
    own first try after Run All, and its check judges what is on that board."""
    feedback.forget()
    ns: dict = {}
    cells = _code_cells()
    for src in cells:
        run_cell(src, ns)
    checks = _checks()
    assert len(checks) == 3
    firsts = ["F R F R F R", "REPEAT 5 [F] R REPEAT 4 [F]", "REPEAT 4 [F L F R]"]
    for (i, name), first, right in zip(checks, firsts, RIGHT, strict=True):
        board = ns[name]
        assert board.program == first, name
        assert not run_cell(cells[i], ns).startswith("✔"), name
        board.program = right                     # what the child builds on the board
        assert run_cell(cells[i], ns).startswith("✔"), name


def test_what_each_check_needs_is_made_in_a_cell_above_it():
    """Fault 1: the board cell the text had a child make (press B beside the text) came above
    the cell that set ``my_program``, and its hint "run the cells above this one first" sent
    the child the wrong way. Every name an exercise's check cell reads is set in a cell above
    it, so that hint is right; and no exercise asks for a cell of the child's own."""
    cells = _code_cells()
    for i, _ in _checks():
        used = {n.id for n in ast.walk(ast.parse(cells[i])) if isinstance(n, ast.Name)}
        above = {t.id for src in cells[:i] for n in ast.walk(ast.parse(src))
                 if isinstance(n, ast.Assign) for t in n.targets if isinstance(t, ast.Name)}
        assert used <= above | {"lessons"}, used - above
    said = lessons.plain(NameError("name 'my_board1' is not defined", name="my_board1"))
    assert "cells above" in said.hint
    nb = (NOTEBOOKS / "02_repeat.ipynb").read_text(encoding="utf-8")
    assert "press B" not in nb and "in a new cell" not in nb


def test_a_goal_checked_on_a_board_says_how_to_ask_for_the_answer_there():
    """Fault 1: Exercise 1 is now checked on its board, where "write show me as your answer"
    has no place to go: a stuck child is told to put it in place of the board's name."""
    feedback.forget()
    board = lessons.board("F", at="C3")
    for _ in range(3):
        said = str(lessons.check_goal(board, at="C3", end="C3", facing="N", max_cards=3))
    assert "in place of the board's name" in said, said
    typed = str(lessons.check_goal("F", at="C3", end="C3", facing="N", max_cards=3))
    assert "write \"show me\" as your answer" in typed, typed


def test_a_board_holding_the_program_built_on_it_before_says_so():
    """Fault 10: after a restart and Run All, the staircase board showed the child's earlier
    edit while its cell wrote another program, and nothing said why. The board now says once
    that it holds the cards put on it before, not the cell's program (its title stays its
    own); a board as its cell wrote it says nothing of the kind."""
    feedback.forget()
    ns: dict = {}
    cells = _code_cells()
    for src in cells:
        run_cell(src, ns)
    ns["my_board3"].program = "REPEAT 4 [F R F L]"          # the child's fix, kept
    for src in cells:                                       # Run All (after a restart)
        run_cell(src, ns)
    assert ns["my_board3"].program == "REPEAT 4 [F R F L]"
    assert "not the program in the cell" in ns["my_board3"].scene["said"]
    assert "before" not in ns["my_board3"].scene["title"]     # walk 03p, fault 10
    assert "said" not in ns["my_board2"].scene
    feedback.forget()


def test_a_number_word_in_the_boards_text_box_is_read_as_its_number():
    """Fault 3: REPEAT three [F F R] typed in the board's text box heard "'three' is not a
    card", as if the child had used a wrong card. Walk 02r8, fault 1: then it heard "write
    the number in digits", while the REPEAT card's number box took "three": the text box
    reads a REPEAT's number in words too, as every reader does."""
    from codyroby_lab.ui import CodyRobyBoard
    w = CodyRobyBoard(program="REPEAT 2 [F]", palette=["F", "L", "R", "REPEAT"])
    w.receive({"type": "set_program", "text": "REPEAT three [F F R]"})
    assert not w.error and w.program == "REPEAT 3 [F F R]"
    w.receive({"type": "set_program", "text": "F three"})      # no REPEAT: no number
    assert "written in words" in w.error and w.program == "REPEAT 3 [F F R]"


def test_a_typo_in_an_exercises_board_cell_is_said_to_be_there():
    """Fault 1, the same wrong way round: a program the board cannot read was said to be in
    "the check above", while in this lesson each exercise's program is written in its board's
    own cell, and its check is below."""
    board_cell = _code_cells()[_checks()[0][0] - 1]
    assert 'my_program1 = "F R F R F R"' in board_cell
    ns: dict = {}
    run_cell("from codyroby_lab import lessons\nrepeat_cards = ['F', 'L', 'R', 'REPEAT']", ns)
    run_cell(board_cell.replace('"F R F R F R"', '"REPEAT 4 [F R"'), ns)
    assert "in this cell" in ns["my_board1"].error, ns["my_board1"].error
