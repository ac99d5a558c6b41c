"""Lesson 01 as the seventh walk met it (/work/walk/walk01g/report.md): each test names the
walk's fault it pins."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons
from codyroby_lab.lessons import feedback, kept


@pytest.fixture(autouse=True)
def fresh():
    feedback.forget()


def _exercise_1(my_program: str = "F R F"):
    ex1 = lessons.challenge(start="A5", facing="N", target="C4", budget=5,
                            title="Round the corner")
    return ex1, lessons.board(my_program, on=ex1, title="Exercise 1: from A5 to C4",
                              palette=["F", "L", "R"])


def test_a_built_program_comes_back_after_python_restarts(tmp_path, monkeypatch):
    """Fault 1: after a restart of Python, Run All rebuilt every exercise board with the
    program its cell writes, and the program the learner had built was gone. The board's
    program is kept beside the notebook, and the same cell run in a new Python (nothing
    remembered in memory: ``forget``) holds it again; a cell asking for another program
    starts afresh, as it did before."""
    monkeypatch.setattr(kept, "PLACE", tmp_path / kept.NAME)
    _, board = _exercise_1()
    board.program = "F R F F"              # what the learner built on the board
    feedback.forget()                      # Python restarted: nothing in memory
    ex1, again = _exercise_1()
    assert again.program == "F R F F"
    assert lessons.check(ex1, again).ok
    assert _exercise_1("F F")[1].program == "F F"     # a new my_program: a fresh board


def test_a_board_left_as_its_cell_wrote_it_writes_no_file(tmp_path, monkeypatch):
    """Fault 1: a lesson's Run All (a test's, a grader's) leaves no file behind, and a
    program put back as the cell wrote it is kept no more."""
    monkeypatch.setattr(kept, "PLACE", tmp_path / kept.NAME)
    _, board = _exercise_1()
    assert not kept.PLACE.exists()
    board.program = "F F"
    board.program = "F R F"
    feedback.forget()
    assert _exercise_1()[1].program == "F R F"


def test_a_damaged_or_edited_file_leaves_the_cells_program(tmp_path, monkeypatch):
    """Fault 1: a file damaged, or holding a program that does not read, never stops the
    board: it holds its cell's program."""
    monkeypatch.setattr(kept, "PLACE", tmp_path / kept.NAME)
    kept.PLACE.write_text("{not json", encoding="utf-8")
    assert _exercise_1()[1].program == "F R F"
    _, board = _exercise_1()
    board.program = "F F"
    kept.PLACE.write_text(kept.PLACE.read_text().replace('"F F"', '"F X"'), encoding="utf-8")
    feedback.forget()
    board = _exercise_1()[1]
    assert (board.program, board.error) == ("F R F", "")
