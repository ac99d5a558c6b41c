"""Walk 01v, serious fault 1: a question's cell whose first line was misspelt (``my_gess =``) or
deleted had its check judge the answer an earlier question's cell left in ``my_guess``: a
right answer was called wrong, and an earlier "show me" showed the next question's answer.
A question's check reads only an answer its own cell writes, and counts no try otherwise."""

from __future__ import annotations

import nbformat
import pytest
from nbclient import NotebookClient

from codyroby_lab.lessons import cell, feedback, predict


@pytest.fixture(autouse=True)
def fresh_tries():
    feedback.forget()
    yield
    feedback.forget()


def test_a_misspelt_first_line_is_said_and_counts_no_try(monkeypatch):
    source = 'my_gess = "B2 north"\nlessons.predict("L F L F R", my_guess, at="C3")'
    monkeypatch.setattr(cell, "running_cell", lambda: source)
    said = predict("L F L F R", "C3", at="C3", facing="E")
    assert not said.ok and "was not checked" in str(said) and "my_guess" in str(said)
    assert "C3" not in str(said)                       # nothing of the old answer is judged
    monkeypatch.setattr(cell, "running_cell", lambda: source.replace("my_gess", "my_guess"))
    assert predict("L F L F R", "B2 north", at="C3", facing="E").tries == 1


def test_an_earlier_show_me_does_not_show_the_next_answer(monkeypatch):
    monkeypatch.setattr(cell, "running_cell", lambda: 'lessons.predict("F F F F F", my_guess)')
    said = predict("F F F F F", "show me", at="A5", facing="N")
    assert not said.shown and "crash" not in str(said).lower()


def test_a_cell_that_writes_its_answer_is_checked(monkeypatch):
    monkeypatch.setattr(cell, "running_cell",
                        lambda: 'my_guess = "A3"\nlessons.predict("F F", my_guess, at="A5")')
    assert predict("F F", "A3", at="A5", facing="N").ok


def test_in_a_kernel_the_running_cell_is_the_one_read():
    """The check reads the cell being run (IPython's raw input history), in a real kernel."""
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in (
        "from codyroby_lab import lessons",
        'my_guess = "show me"\nlessons.predict("F F R F F", my_guess, at="A5", facing="N")',
        'my_gess = "A1"\nlessons.predict("F F F F F", my_guess, at="A5", facing="N")',
        'my_guess = "A3"\nlessons.predict("F F", my_guess, at="A5", facing="N")')])
    NotebookClient(nb, timeout=60, kernel_name="python3").execute()
    said = ["".join(o.get("text", "") or o.get("data", {}).get("text/plain", "")
                    for o in c.outputs) for c in nb.cells]
    assert "You asked to see it" in said[1]
    assert "was not checked" in said[2] and "crash" not in said[2].lower()
    assert said[3].startswith("✔")


QUESTIONS = {"predict": (1, "answer"), "check_rounds": (1, "answer"), "never_ends": (0, "loop"),
             "check_misses": (0, "answer"), "check_move": (1, "cards"),
             "check_landing": (2, "answer"), "check_reach": (1, "cards"),
             "check_step": (2, "answer"), "check_chance": (0, "answer"),
             "check_where": (1, "answer"), "check_damage": (1, "answer")}


def test_every_question_cell_of_the_lessons_writes_the_answer_it_checks():
    """No shipped lesson's question cell is refused: each writes what it checks."""
    from tests.support.lesson_runs import NOTEBOOKS
    asked = 0
    for lesson in sorted(NOTEBOOKS.glob("*.ipynb")):
        for c in nbformat.read(lesson, 4).cells:
            for function, (position, keyword) in QUESTIONS.items():
                if c.cell_type == "code" and f"{function}(" in c.source:
                    asked += 1
                    assert cell.left_over(c.source, function, position, keyword) is None, \
                        (lesson.name, c.source)
    assert asked >= 30
