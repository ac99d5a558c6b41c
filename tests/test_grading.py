"""`codyroby-lab grade`: a class's copies of a lesson run headless, every check read into a
CSV, whatever the copies do (right, wrong, erroring, looping, stopping Python, not a
notebook). A small two-check lesson keeps the runs short."""

from __future__ import annotations

import contextlib
import csv
import io
import os
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab import lessons
from codyroby_lab.cli import main
from codyroby_lab.games.robin import rules
from codyroby_lab.grading import ANSWER_MIME, exercises, submissions

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
                         ex2=f'my_guess = "A1"\ndisplay({{"{ANSWER_MIME}": {{"values": '
                             f'{{"my_guess": "B4 east"}}}}}}, raw=True)')
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
    assert list(rows[0]) == ["learner", "path", "exercise", "passed", "answer", "words",
                             "isolation"]
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
    assert "The answer was not set" in row["words"]  # the cell never set it


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


# --- a hostile class of lesson 01 (tests/support/hostile.py): each copy earns its answers ---

@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    from tests.support.hostile import hostile_class, shipped_lesson01

    tmp = tmp_path_factory.mktemp("hostile")
    paths = hostile_class(shipped_lesson01(), tmp / "class")
    out = tmp / "out" / "class.csv"
    out.parent.mkdir()
    assert main(["grade", "01", str(tmp / "class"), "--csv", str(out), "--timeout", "30"]) == 0
    with open(out, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    return paths, rows, out


def test_a_hostile_class_earns_exactly_what_its_answers_earn(hostile):
    from tests.support.hostile import EARNED

    paths, rows, _ = hostile
    earned = {name: sum(r["passed"] == "yes" for r in rows if r["learner"] == name)
              for name in paths}
    assert earned == EARNED


def test_an_edited_budget_does_not_count(hostile):
    _, rows, _ = hostile
    row = next(r for r in rows if r["learner"] == "budget_raised"
               and r["exercise"] == "Exercise 1 · Round the corner")
    assert row["passed"] == "no" and "8 cards" in row["words"], row


def test_another_lesson_handed_in_is_flagged(hostile):
    _, rows, out = hostile
    mine = [r for r in rows if r["learner"] == "lesson_02"]
    assert mine and all(r["words"].startswith("This is lesson 02, not 01.") for r in mine)
    text = (out.parent / "class-feedback" / "lesson_02.txt").read_text(encoding="utf-8")
    assert "This is lesson 02, not 01." in text


def test_each_row_names_its_file_and_the_isolation_that_ran(hostile):
    paths, rows, _ = hostile
    assert {r["path"] for r in rows} == {str(p) for p in paths.values()}
    assert all(r["isolation"] for r in rows)


def test_the_csv_is_safe_in_a_spreadsheet(tmp_path):
    from codyroby_lab.grading import Row
    from codyroby_lab.grading_report import class_csv

    rows = [Row("=HYPERLINK(\"http://x\")", "+ex", False, "-1", "@me", "\tpath", "=1+1")]
    text = class_csv(rows, "@isolation")
    cells = next(csv.reader(text.splitlines()[1:]))
    assert all(not c.startswith(("=", "+", "-", "@", "\t", "\r")) for c in cells), cells


def notebook_with(tmp_path, name: str, source: str):
    nb = learner_copy(lesson(), ex2=source + '\nlessons.predict("F R F", my_guess, at="A5")')
    nbformat.write(lesson(), tmp_path / "lesson.ipynb")
    path = tmp_path / f"{name}.ipynb"
    nbformat.write(nb, path)
    return path


def graded_rows(tmp_path, *paths, timeout="20"):
    out = tmp_path / "out.csv"
    assert main(["grade", str(tmp_path / "lesson.ipynb"), *map(str, paths), "--csv", str(out),
                 "--timeout", timeout]) == 0
    with open(out, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def running(*argv: str) -> list[int]:
    """The processes running ``argv`` (zombies, killed and not yet reaped, left out)."""
    found = []
    for proc in Path("/proc").glob("[0-9]*"):
        try:
            if (proc / "cmdline").read_bytes().split(b"\0")[:len(argv)] == [
                    a.encode() for a in argv] and "State:\tZ" not in (
                    proc / "status").read_text():
                found.append(int(proc.name))
        except OSError:
            continue
    return found


def test_the_kernel_sees_only_its_own_copy_and_leaves_nothing_running(tmp_path):
    path = notebook_with(tmp_path, "lingers", (
        "import os, subprocess\n"
        "p = subprocess.Popen(['sleep', '347.25'], start_new_session=True)\n"
        "my_guess = ' '.join(sorted(n for n in os.listdir('.')\n"
        "                           if not n.startswith(('kernel', '.'))))"))
    rows = graded_rows(tmp_path, path)
    assert "'submission.ipynb'" in rows[1]["words"], rows[1]  # the check quotes the answer
    assert running("sleep", "347.25") == []


def test_as_on_windows_the_graders_kernel_listens_on_this_computers_own_address(tmp_path,
                                                                              monkeypatch):
    """Issue 36: ZeroMQ has no ipc sockets on Windows, so the grader's kernel listens there
    on 127.0.0.1 (jupyter_client's Windows parts cannot run here: only the choice is seen)."""
    from codyroby_lab.grading import _kernel_manager

    assert _kernel_manager(tmp_path, 10).transport == "ipc"
    monkeypatch.setattr(sys, "platform", "win32")
    km = _kernel_manager(tmp_path, 10)
    assert (km.transport, km.ip) == ("tcp", "127.0.0.1")


def test_a_submission_cannot_read_another_learners_notebook(tmp_path):
    from codyroby_lab.core import sandbox

    if sandbox.isolation() != "namespaces (bubblewrap)":
        pytest.skip(f"no namespaces here ({sandbox.isolation()})")
    other = tmp_path / "ada.ipynb"
    nbformat.write(lesson(), other)
    path = notebook_with(tmp_path, "reader", (
        "try:\n"
        f"    my_guess = 'read ' + open({str(other)!r}).read()[:10]\n"
        "except OSError as e:\n"
        "    my_guess = 'refused ' + type(e).__name__"))
    rows = graded_rows(tmp_path, path, other)
    mine = next(r for r in rows if r["learner"] == "reader" and r["exercise"] ==
                "Predict, then run")
    assert "'refused FileNotFoundError'" in mine["words"], mine
    assert mine["isolation"] == "namespaces (bubblewrap)"


def test_a_flood_of_output_neither_grows_the_grader_nor_loses_the_answers(tmp_path):
    # issue 36: 200 MB printed, then thousands of small outputs, then the answer
    path = notebook_with(tmp_path, "floods", (
        "from IPython.display import display\n"
        "for _ in range(200):\n    print('x' * 1_000_000)\n"
        "for i in range(20_000):\n    display(i)\n"
        "my_guess = 'B4 east'"))
    code = ("import resource, sys\nfrom codyroby_lab.cli import main\n"
            "before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
            "main(sys.argv[1:])\n"
            "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before)")
    nbformat.write(lesson(), tmp_path / "lesson.ipynb")
    done = subprocess.run([sys.executable, "-c", code, "grade", str(tmp_path / "lesson.ipynb"),
                           str(path), "--csv", str(tmp_path / "out.csv"), "--timeout", "60"],
                          capture_output=True, text=True, timeout=300)
    assert "without encryption" not in done.stderr and "Traceback" not in done.stderr
    grown_kb = int(done.stdout.split()[-1])
    assert grown_kb < 100_000, done.stdout  # 200 MB printed: under 100 MB more kept
    with open(tmp_path / "out.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    mine = next(r for r in rows if r["exercise"] == "Predict, then run")
    assert mine["passed"] == "yes", mine
    text = (tmp_path / "out-feedback" / "floods.txt").read_text(encoding="utf-8")
    assert "showed more than the grader keeps" in text, text
    page = (tmp_path / "out.html").read_text(encoding="utf-8")  # the class report says it
    assert page.count("printed or showed too much: the rest was left out") == 1, page


def test_a_submission_that_fakes_its_answers_record_earns_its_answers(tmp_path):
    path = notebook_with(tmp_path, "forger", (  # the recorder of yesterday's grader, too
        "import codyroby_lab.grading as g\n"
        "from IPython.display import display\n"
        "def solved(*args, **kwargs):\n"
        "    display({'application/vnd.codyroby-lab.check+json': {'ok': True, 'message': 'x',\n"
        "             'details': []}, 'text/plain': 'x'}, raw=True)\n"
        "g.record = g.show_answers = solved\n"
        "my_guess = 'A1'"))
    rows = graded_rows(tmp_path, path)
    assert [r["passed"] for r in rows] == ["no", "no"]


def test_rows_and_feedback_use_the_lessons_own_question_names(hostile):
    _, rows, out = hostile
    assert [r["exercise"] for r in rows[:6]] == [
        "Question 1", "Question 2", "Question 3", "Exercise 1 · Round the corner",
        "Exercise 2 · The wall", "Exercise 3 · Facing the other way"]
    text = (out.parent / "class-feedback" / "two_right.txt").read_text(encoding="utf-8")
    assert "✔ Question 1: Right!" in text and "✘ Question 2:" in text
    assert "Predict, then run" not in text
    right = {r["exercise"]: r["answer"] for r in rows if r["learner"] == "all_right"}
    assert right["Question 2"] == "b2 North" and right["Exercise 1 · Round the corner"] == (
        "F R F F")


def test_the_class_at_a_glance_is_one_page_beside_the_csv(hostile):
    paths, rows, out = hostile
    page = out.with_suffix(".html").read_text(encoding="utf-8")
    n = len(paths)
    # per exercise: the share that passed (all_right and two_right solved Exercise 1)
    share = f"2 of {n} ({round(200 / n)}%)"
    assert f"<td>Exercise 1 · Round the corner</td><td class=\"n\">{share}" in page
    # the commonest wrong answer of Exercise 1: the lesson's "F R F", left by the cheats
    assert "<q>F R F</q> ×" in page
    assert page.count("<img src=\"data:image/png;base64,") == 1  # the chart, inside
    assert all(f"<td>{name}</td>" in page for name in paths)  # a row per learner
    assert 'title="This is lesson 02, not 01.' in page  # the check's words on a mark
    assert "src=\"http" not in page and "href=" not in page  # nothing fetched


def test_the_report_escapes_hostile_answers():
    from codyroby_lab.grading import Row
    from codyroby_lab.grading_report import class_report

    hostile = "<script>alert(1)</script>"
    rows = [Row("<b>ada</b>", "Question 1", False, "", "", "x.ipynb", hostile),
            Row("bo", "Question 1", False, "", "", "y.ipynb", hostile.upper())]
    page = class_report(rows, "01", "limits only")
    assert "<script>" not in page.lower() and "<b>ada" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;</q> ×2" in page  # read alike: one answer


@pytest.fixture(scope="module")
def many(graded, tmp_path_factory):
    """The first class graded again, 2 notebooks at a time and on a local Dask cluster."""
    from codyroby_lab.grading import grade_class

    _, _, rows, tmp = graded
    subs = tmp / "submitted"
    again = {}
    out = tmp_path_factory.mktemp("workers") / "class.csv"
    with contextlib.redirect_stderr(io.StringIO()) as bar:
        assert grade_class(tmp / "lesson.ipynb", [subs], out, timeout=2, workers=2,
                           progress=True, show=lambda _: None) == 0
    again["workers"] = out.read_text(encoding="utf-8")
    again["bar"] = bar.getvalue()
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        out = tmp_path_factory.mktemp("dask") / "class.csv"
        assert main(["grade", str(tmp / "lesson.ipynb"), str(subs), "--csv", str(out),
                     "--timeout", "2", "--scheduler", cluster.scheduler_address]) == 0
        again["dask"] = out.read_text(encoding="utf-8")
    return (tmp / "class.csv").read_text(encoding="utf-8"), again


@pytest.mark.parametrize("where", ["workers", "dask"])
def test_many_at_a_time_grades_the_same_in_the_same_order(many, where):
    one_at_a_time, again = many
    assert again[where] == one_at_a_time


def test_progress_is_a_bar_on_stderr(many):
    assert "grading: 100%" in many[1]["bar"] and "5/5" in many[1]["bar"]


@pytest.mark.parametrize("argv, said", [
    (["--workers", "0"], "--workers: must be a whole number from 1 to 64, not '0'"),
    (["--workers", "two"], "--workers: must be a whole number from 1 to 64, not 'two'"),
    (["--scheduler", "tcp://127.0.0.1:9"], "--scheduler: cannot reach a Dask scheduler at "
                                           "'tcp://127.0.0.1:9'")])
def test_a_bad_place_to_grade_is_a_plain_error(tmp_path, capsys, monkeypatch, argv, said):
    from codyroby_lab import grading_pool

    monkeypatch.setattr(grading_pool, "CONNECT_TIMEOUT", "1s")  # nothing listens: no 10 s wait
    nbformat.write(lesson(), tmp_path / "lesson.ipynb")
    assert main(["grade", str(tmp_path / "lesson.ipynb"), str(tmp_path / "lesson.ipynb"),
                 "--csv", str(tmp_path / "c.csv"), *argv]) == 2
    err = capsys.readouterr()
    assert f"error: SetupError: {said}" in err.err and "Traceback" not in err.err + err.out
    assert "checks passed" not in err.out and not (tmp_path / "c.csv").exists()
    assert not (tmp_path / "c-feedback").exists()  # nothing written


@pytest.mark.parametrize("where", ["folder", "inside_file", "dev_full", "feedback_taken",
                                   "no_permission"])
def test_every_csv_problem_is_found_before_grading(tmp_path, capsys, where):
    (tmp_path / "a_file").write_text("x")
    csv_path = {"folder": tmp_path, "inside_file": tmp_path / "a_file" / "c.csv",
                "dev_full": Path("/dev/full"), "feedback_taken": tmp_path / "c.csv",
                "no_permission": tmp_path / "locked" / "c.csv"}[where]
    if where == "feedback_taken":
        (tmp_path / "c-feedback").write_text("a file")
    if where == "no_permission":
        (tmp_path / "locked").mkdir(mode=0o500)
        if os.access(tmp_path / "locked", os.W_OK):
            pytest.skip("running as root: permissions do not stop writes")
    nbformat.write(lesson(), tmp_path / "lesson.ipynb")
    sub = tmp_path / "ada.ipynb"
    nbformat.write(lesson(), sub)
    assert main(["grade", str(tmp_path / "lesson.ipynb"), str(sub), "--csv", str(csv_path)]) == 2
    err = capsys.readouterr()
    assert "error: SetupError: --csv" in err.err and "internal error" not in err.err
    assert "checks passed" not in err.out  # nothing graded


def test_a_killed_grader_leaves_the_previous_csv(tmp_path):
    nbformat.write(lesson(), tmp_path / "lesson.ipynb")
    sub = notebook_with(tmp_path, "slow", "import time\ntime.sleep(30)\nmy_guess = 'A1'")
    out = tmp_path / "out.csv"
    out.write_text("the previous class\n")
    proc = subprocess.Popen([sys.executable, "-m", "codyroby_lab.cli", "grade",
                             str(tmp_path / "lesson.ipynb"), str(sub), "--csv", str(out)],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert "each notebook runs in" in proc.stdout.readline()
        time.sleep(3)
    finally:
        proc.kill()
        proc.wait(30)
    assert out.read_text() == "the previous class\n"
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".part"] == []


def test_a_learners_feedback_file_keeps_their_letters():
    from codyroby_lab.grading_report import file_name

    assert file_name("Niccolò") == "Niccolò.txt" and file_name("Zoë-2") == "Zoë-2.txt"
    assert file_name("../../etc/x") == "etc_x.txt"


# --- codyroby-lab lessons DIR writes only inside DIR -------------------------------------

def test_the_lessons_command_never_writes_through_a_link(tmp_path, capsys):
    outside, dest = tmp_path / "outside", tmp_path / "lessons"
    outside.mkdir()
    dest.mkdir()
    (dest / "01_first_programs.ipynb").symlink_to(outside / "planted.ipynb")  # dangling
    (outside / "theirs.ipynb").write_text("someone else's")
    (dest / "02_repeat.ipynb").symlink_to(outside / "theirs.ipynb")             # a link out
    assert main(["lessons", str(dest)]) == 0
    assert sorted(p.name for p in outside.iterdir()) == ["theirs.ipynb"]
    assert (outside / "theirs.ipynb").read_text() == "someone else's"
    assert (dest / "03_sensors_and_if.ipynb").is_file()


# --- what a kernel hands out is data, checked before use ----------------------------------

@pytest.mark.parametrize("handed", [None, "x", [], {}, {"values": "x"}, {"values": {}},
                                    {"values": {"my_guess": {"deep": [[[[[[[[[[1]]]]]]]]]]}}},
                                    {"values": {"my_guess": "x" * 200_000}},
                                    {"values": {"other": "B3"}, "not_data": "?"}])
def test_a_malformed_hand_in_is_that_learners_plain_error(handed):
    from codyroby_lab.core.errors import LabError
    from codyroby_lab.grading import read_answers

    with pytest.raises(LabError):
        read_answers(handed, ("my_guess",))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner,
                                                                max_size=4), max_leaves=20)


@settings(max_examples=200, deadline=None)
@given(handed=st.dictionaries(st.sampled_from(["values", "missing", "not_data", "x"]),
                              json_values | st.dictionaries(st.sampled_from(["my_guess", "y"]),
                                                            json_values), max_size=3))
def test_any_hand_in_is_answers_or_a_plain_refusal(handed):
    from codyroby_lab.core.errors import LabError
    from codyroby_lab.grading import read_answers

    try:
        found = read_answers(handed, ("my_guess",))
    except LabError:
        return
    assert list(found) == ["my_guess"] and found["my_guess"] == handed["values"]["my_guess"]


BOARD_LESSON = ('ex = lessons.challenge(None, "A5", "A3", budget=3)\nmy_program = "F"\n'
                'my_board = lessons.board(my_program, on=ex)\nmy_board')


def test_a_program_built_on_a_board_is_graded_as_its_check_saved_it(tmp_path, monkeypatch):
    """Issue 29/30: a child who fixed an exercise on its board (not in ``my_program``) was
    graded on the board as the notebook made it again. The check saves the board's program
    with its output; the grader reads that text (untrusted) and checks it anew."""
    from codyroby_lab import lessons
    from codyroby_lab.lessons import checks, kept
    from codyroby_lab.lessons.result import BOARD_MIME
    # as a fresh Python outside a notebook: a board of this challenge an earlier test of the
    # same process changed would give this one its program (kept.py keeps them in memory,
    # and in a file once a test made this Python look like a notebook's kernel), and an
    # earlier check of "F F" on another board would make this board's "F F" that check's,
    # not its own (checks._own_program, walk 03s fault 1): the board would come up empty
    monkeypatch.setattr(kept, "PLACE", None)
    checks.forget()
    ex = lessons.challenge(None, "A5", "A3", budget=3)
    live = lessons.check(ex, lessons.board("F F", on=ex))
    assert live.on_board == "F F" and live._repr_mimebundle_() == {
        BOARD_MIME: {"program": "F F"}}
    base = notebook(("code", SETUP), ("md", "### Exercise 1 · On the board"),
                    ("code", BOARD_LESSON), ("code", "lessons.check(ex, my_board)"))
    nbformat.write(base, tmp_path / "lesson.ipynb")
    saved = {"built": {"program": "F F"}, "hostile": {"program": ["F F"]},
             "huge": {"program": "F " * 50_000}, "none": None}
    paths = []
    for name, data in saved.items():
        nb = nbformat.from_dict(base)
        if data is not None:
            nb.cells[3].outputs = [nbformat.v4.new_output(
                "display_data", data={BOARD_MIME: data, "text/plain": "✔"})]
        paths.append(tmp_path / f"{name}.ipynb")
        nbformat.write(nb, paths[-1])
    rows = {r["learner"]: r for r in graded_rows(tmp_path, *paths, timeout="30")}
    assert rows["built"]["passed"] == "yes", rows["built"]
    assert all(rows[n]["passed"] == "no" and "one square from" in rows[n]["words"]
               for n in ("hostile", "huge", "none")), rows


SOLVED = '''from itertools import permutations
from codyroby_lab.games.robin.rules import step
def most_groups(pieces, groups):
    best = 0
    slots = list(range(len(pieces))) + [-1] * len(groups)
    for chosen in set(permutations(slots, len(groups))):
        now, count = list(pieces), 0
        for g, p in zip(groups, chosen):
            moved = step(now[p], g) if p >= 0 else None
            if p >= 0 and moved is not None:
                now[p], count = moved, count + 1
            elif p >= 0:
                count = -99
        best = max(best, count)
    return best
'''
FUNCTIONS = {
    "solved": SOLVED,
    "zero": "def most_groups(pieces, groups):\n    return 0\n",
    "raises": "def most_groups(pieces, groups):\n    return 1 / 0\n",
    "asks_the_game": ("from codyroby_lab.games.robin import rules\n"  # refused (issue 36)
                      "def most_groups(pieces, groups):\n"
                      "    return rules.assignments(tuple(pieces), tuple(groups))[0]\n"),
    "always_equal": ("class Anything:\n    def __eq__(self, other):\n        return True\n"
                     "    def __ne__(self, other):\n        return False\n"
                     "def most_groups(pieces, groups):\n    return Anything()\n"),
}


@pytest.mark.usefixtures("fresh_answers")
def test_a_function_answer_is_graded_on_what_it_returned_in_its_own_kernel(tmp_path):
    """Lesson 09's exercise 1 asks for a function: the learner's kernel calls it with the
    check's positions and hands back only what it returned; the check runs here on that
    data (an object equal to everything earns nothing). The words compared are a first
    try's, as the grader's are: the exercise counts tries (walk 09v, fault 1)."""
    call = "lessons.check_most_groups(most_groups)"
    base = notebook(("code", SETUP), ("md", "### Exercise 1 · How many groups"),
                    ("code", "def most_groups(pieces, groups):\n    ...\n" + call))
    nbformat.write(base, tmp_path / "lesson.ipynb")
    paths = []
    for name, source in FUNCTIONS.items():
        nb = nbformat.from_dict(base)
        nb.cells[2].source = source + call
        paths.append(tmp_path / f"{name}.ipynb")
        nbformat.write(nb, paths[-1])
    rows = {r["learner"]: r for r in graded_rows(tmp_path, *paths, timeout="60")}
    assert rows["solved"]["passed"] == "yes", rows["solved"]
    assert "your function says 0" in rows["zero"]["words"]
    assert "stopped with a mistake" in rows["raises"]["words"]   # plain words (walk 09r, 2)
    said = str(lessons.check_most_groups(lambda pieces, groups: rules.assignments(
        tuple(pieces), tuple(groups))[0]))[2:].replace("\n  Hint:", " Hint:")
    assert rows["asks_the_game"]["passed"] == "no" and said in rows["asks_the_game"]["words"]
    assert rows["always_equal"]["passed"] == "no" and "<a Anything>" in rows["always_equal"][
        "words"]


def test_an_unclosed_quote_is_named_in_its_own_cell_not_as_a_name_not_defined(tmp_path):
    """Issue 30: an unclosed quote in the cell that sets the exercise was reported as
    "NameError: name 'ex2' is not defined" in the check below it."""
    base = notebook(("code", SETUP), ("md", "### Exercise 1 · On the board"),
                    ("code", BOARD_LESSON), ("code", "lessons.check(ex, my_board)"))
    nbformat.write(base, tmp_path / "lesson.ipynb")
    nb = nbformat.from_dict(base)
    nb.cells[2].source = nb.cells[2].source.replace('my_program = "F"', 'my_program = "F')
    nbformat.write(nb, tmp_path / "slip.ipynb")
    row, = graded_rows(tmp_path, tmp_path / "slip.ipynb", timeout="30")
    assert "cell above it stopped with an error (SyntaxError" in row["words"], row
    assert "NameError" not in row["words"] and "not set" not in row["words"]
