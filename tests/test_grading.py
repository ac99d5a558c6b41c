"""`codyroby-lab grade`: a class's copies of a lesson run headless, every check read into a
CSV, whatever the copies do (right, wrong, erroring, looping, stopping Python, not a
notebook). A small two-check lesson keeps the runs short."""

from __future__ import annotations

import csv

import nbformat
import pytest

from codyroby_lab.cli import main
from codyroby_lab.grading import CHECK_MIME, exercises, submissions

pytest.importorskip("nbclient")

SETUP = "from codyroby_lab import lessons"
EX1 = 'my_program = ""   # two steps north\nlessons.check_goal(my_program, at="A5", end="A3")'
EX2 = 'my_guess = ""\nlessons.predict("F R F", my_guess, at="A5")'


def notebook(*cells: tuple[str, str]):
    nb = nbformat.v4.new_notebook()
    for kind, source in cells:
        new = nbformat.v4.new_markdown_cell if kind == "md" else nbformat.v4.new_code_cell
        nb.cells.append(new(source))
    return nb


def lesson():
    return notebook(("code", SETUP), ("md", "### Exercise 1 · Two steps"), ("code", EX1),
                    ("md", "### Predict, then run"), ("code", EX2))


def learner_copy(base, ex1: str | None = None, ex2: str | None = None, first: str | None = None):
    """A copy of the lesson (same cell ids) with some cells rewritten by the learner."""
    nb = nbformat.from_dict(base)
    for i, source in ((0, first), (2, ex1), (4, ex2)):
        if source is not None:
            nb.cells[i].source = source
    return nb


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """Grade one class of every kind of submission once; the tests read the result."""
    tmp = tmp_path_factory.mktemp("class")
    base = lesson()
    nbformat.write(base, tmp / "lesson.ipynb")
    subs = tmp / "submitted"
    (subs / "ada").mkdir(parents=True)
    right = learner_copy(base, ex1='my_program = "F F"\nlessons.check_goal(my_program, '
                                   'at="A5", end="A3")', ex2='my_guess = " b4   EAST "\n'
                                   'lessons.predict("F R F", my_guess, at="A5")')
    right.cells.insert(3, nbformat.v4.new_code_cell("print('my notes')"))  # an extra cell
    for cell in right.cells:  # ids lost (another front end): matched by the check line
        cell.id = "x" + cell.id
    nbformat.write(right, subs / "ada" / "lesson.ipynb")
    # wrong: the learner changes the check line and fakes a check's output; neither counts
    wrong = learner_copy(base, ex1='my_program = "F"\nlessons.check_goal("F F", at="A5", '
                                   'end="A3")',
                         ex2=f'my_guess = "A1"\ndisplay({{"{CHECK_MIME}": {{"ok": True, '
                             f'"message": "fake"}}}}, raw=True)')
    nbformat.write(wrong, subs / "bruno.ipynb")
    nbformat.write(learner_copy(base, ex1="my_program = 1 / 0",
                                ex2='my_guess = "B4 east"\nwhile True:\n    pass'),
                   subs / "chiara.ipynb")
    nbformat.write(learner_copy(base, ex2="import os\nos._exit(1)"), subs / "emil.ipynb")
    (subs / "fay.ipynb").write_text("{this is not a notebook")
    (subs / "notes.txt").write_text("a folder's other files are not submissions")
    out = tmp / "class.csv"
    code = main(["grade", str(tmp / "lesson.ipynb"), str(subs), "--csv", str(out),
                 "--timeout", "2"])
    with open(out, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    return code, {(r["learner"], r["exercise"]): r for r in rows}, rows, tmp


def test_the_lesson_names_its_checks_after_their_headings():
    assert [(e.name, e.call) for e in exercises(lesson())] == [
        ("Exercise 1 · Two steps", 'lessons.check_goal(my_program, at="A5", end="A3")'),
        ("Predict, then run", 'lessons.predict("F R F", my_guess, at="A5")')]


def test_one_row_per_learner_and_check_and_the_run_goes_on(graded):
    code, by, rows, _ = graded
    assert code == 0
    assert list(rows[0]) == ["learner", "exercise", "passed", "words"]
    learners = ["ada", "bruno", "chiara", "emil", "fay"]
    assert [r["learner"] for r in rows] == [x for x in learners for _ in range(2)]


def test_right_answers_pass_in_their_own_words(graded):
    _, by, _, tmp = graded
    assert by["ada", "Exercise 1 · Two steps"]["passed"] == "yes"
    assert by["ada", "Predict, then run"]["passed"] == "yes"  # case and spaces forgiven
    assert "Right!" in by["ada", "Predict, then run"]["words"]
    text = (tmp / "class-feedback" / "ada.txt").read_text()
    assert text.startswith("ada: 2 of 2 checks passed.")


def test_wrong_answers_fail_with_the_lessons_own_check(graded):
    _, by, _, tmp = graded
    row = by["bruno", "Exercise 1 · Two steps"]
    assert row["passed"] == "no" and "A4" in row["words"] and "Hint" not in row["words"][:3]
    assert by["bruno", "Predict, then run"]["passed"] == "no"  # the faked output is not read
    assert "0 of 2" in (tmp / "class-feedback" / "bruno.txt").read_text()


def test_an_error_is_reported_in_the_rows_it_touches(graded):
    _, by, _, _ = graded
    row = by["chiara", "Exercise 1 · Two steps"]
    assert row["passed"] == "no"
    assert row["words"].startswith("The cell stopped with an error (ZeroDivisionError")
    assert "The check could not run. (NameError" in row["words"]  # the teacher's CSV


def test_feedback_for_learners_is_in_plain_words(graded):
    _, _, _, tmp = graded
    text = (tmp / "class-feedback" / "chiara.txt").read_text()
    assert "Error" not in text.replace("with an error", "") and "(" not in text
    assert "run it to read the message in red" in text
    assert "Look for a loop that never ends." in text
    fay = (tmp / "class-feedback" / "fay.txt").read_text()
    assert "hand in the lesson's .ipynb file" in fay and "JSON" not in fay


def test_a_loop_is_stopped_and_its_check_still_runs(graded):
    _, by, _, _ = graded
    row = by["chiara", "Predict, then run"]
    assert row["words"].startswith("The cell ran longer than 2 seconds and was stopped.")
    assert row["passed"] == "yes"  # the guess was set before the loop


def test_python_stopping_is_reported_and_earlier_checks_kept(graded):
    _, by, _, _ = graded
    assert by["emil", "Exercise 1 · Two steps"]["passed"] == "no"  # unsolved, but read
    assert "stopped" in by["emil", "Predict, then run"]["words"]


def test_a_file_that_is_not_a_notebook_is_a_row(graded):
    _, by, _, tmp = graded
    for name in ("Exercise 1 · Two steps", "Predict, then run"):
        assert by["fay", name]["passed"] == "no"
        assert by["fay", name]["words"].startswith("This file is not a notebook")
    assert (tmp / "class-feedback" / "fay.txt").exists()


def test_learners_are_named_after_files_or_folders(tmp_path):
    (tmp_path / "ada").mkdir()
    for p in ("ada/01_first_programs.ipynb", "bo.ipynb", ".hidden.ipynb"):
        (tmp_path / p).write_text("{}")
    found = submissions([tmp_path, tmp_path / "bo.ipynb"], "01_first_programs")
    assert [name for name, _ in found] == ["ada", "bo", "bo-2"]


def test_a_missing_lesson_or_submission_is_a_clear_error(tmp_path, capsys):
    assert main(["grade", "99", str(tmp_path), "--csv", str(tmp_path / "c.csv")]) == 2
    assert "is neither a notebook file nor a lesson" in capsys.readouterr().err
    assert main(["grade", "01", str(tmp_path / "nobody"), "--csv", "c.csv"]) == 2
    assert "does not exist" in capsys.readouterr().err


@pytest.mark.parametrize("bad", ["0", "3601", "1.5", "١٠", "nan"])
def test_a_bad_timeout_is_refused_by_the_command_line(bad, capsys):
    with pytest.raises(SystemExit) as e:
        main(["grade", "01", ".", "--csv", "c.csv", "--timeout", bad])
    assert e.value.code == 2 and "whole number of seconds" in capsys.readouterr().err
