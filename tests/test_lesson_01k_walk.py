"""Lesson 01 as a 12-year-old met it in the fresh-eyes walk /work/walk/walk01k (report.md
there; faults by their number)."""

from __future__ import annotations

from codyroby_lab import lessons
from codyroby_lab.lessons import feedback
from tests.support.lesson_cells import cells, run_cell


def test_the_first_board_has_a_name_and_the_board_cells_python_is_said_to_be_skippable():
    """Fault 6: the first board's heading was "CodyRoby", which nothing explained, and every
    question's board cell showed ``palette=``, ``answer_first=True`` and ``run=False`` with
    no word that the child can leave them be. Walk 01p, fault 8: that word named the code,
    `lessons.board(`, in a dense block of about 100 words where "show me" was easy to miss:
    the instructions are short lines in plain words, "Stuck?" starting one."""
    srcs = cells("01_first_programs")
    first = next(src for kind, src in srcs if kind == "code" and 'title="Your first board"' in src)
    ns: dict = {}
    run_cell(next(src for kind, src in srcs if kind == "code" and "first_cards = " in src), ns)
    run_cell(first, ns)
    assert ns["board"].scene["title"] == "Your first board"
    text = next(src for kind, src in srcs if kind == "markdown" and "## Predict, then run" in src)
    words = " ".join(text.split())
    assert "You do not need to understand the board cells: they only set up the board" in words
    assert "lessons." not in words, words
    assert "\n- **Stuck?** Write `\"show me\"` as your guess" in text, text
    parts = text.replace("\n- ", "\n\n").split("\n\n")
    assert max(len(part.split()) for part in parts) <= 40, text


def test_a_question_board_comes_back_as_its_cell_writes_it():
    """Walk 03k, fault 5 keeps every board's program, but a question's board (which waits
    for the answer) still undoes a stray card when its cell runs again."""
    feedback.forget()
    lessons.predict("F F R F F", "show me", at="A5", facing="N")
    question = {"at": "A5", "facing": "N", "title": "Question 1", "answer_first": True}
    lessons.board("F F R F F", **question).program = "F F R F F F"
    assert lessons.board("F F R F F", **question).program == "F F R F F"
    feedback.forget()
