"""Grading a class: learners' copies of a lesson run headless, every exercise's check read.

A lesson's *checks* are its code cells that end with a call to a lesson check
(``lessons.check(ex1, my_program)``, ``lessons.predict(...)``, ``lesson.check_...``): the
learner writes an answer above the call and the call answers in plain words with a
:class:`~codyroby_lab.lessons.Result`. :func:`grade_class` runs each learner's notebook with
nbclient (a timeout per cell and per notebook); after the learner's copy of each check cell
it runs the lesson's own check call once more, in a cell of its own that records the Result
as structured output (:data:`CHECK_MIME`), so what a learner changed in the check line, what
a cell printed or what a front end shows does not change the grade. A submission that
errors, loops, stops its kernel or is not a notebook is reported in its rows; the class run
goes on.

:func:`nbgrader_source` writes a lesson as an nbgrader assignment instead: each check becomes
a locked, autograded test cell (``must_pass(...)``) after the learner's answer cell.

>>> lesson = nbformat.v4.new_notebook(cells=[
...     nbformat.v4.new_markdown_cell("### Exercise 1 · Round the corner"),
...     nbformat.v4.new_code_cell('my_program = "F R F"\\nlessons.check(ex1, my_program)')])
>>> [(e.name, e.call) for e in exercises(lesson)]
[('Exercise 1 · Round the corner', 'lessons.check(ex1, my_program)')]
"""

from __future__ import annotations

import ast
import asyncio
import concurrent.futures
import csv
import re
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat

from codyroby_lab.copies import clean, find_lesson, read_lesson
from codyroby_lab.core.errors import LabError, SetupError
from codyroby_lab.core.io import read_text

#: The MIME type of a recorded check: {"ok": bool, "message": str, "hint": str | None,
#: "details": [str, ...], "error": str (only when the check itself could not run)}.
CHECK_MIME = "application/vnd.codyroby-lab.check+json"
#: The biggest submission read, in bytes (a lesson with its outputs is well under 5 MB).
MAX_SUBMISSION = 20_000_000
_TIMEOUT = "CellTimeout"


@dataclass(frozen=True)
class Exercise:
    """One check of a lesson: its cell's ``id``, a ``name`` from the heading above it and
    the check ``call`` (Python source) that ends the cell."""

    id: str
    name: str
    call: str


@dataclass(frozen=True)
class Row:
    """One line of the class CSV: ``words`` for the teacher (Python's error names
    included), ``plain`` for the learner's feedback."""

    learner: str
    exercise: str
    passed: bool
    words: str
    plain: str


def _check_call(source: str) -> tuple[str, str] | None:
    """(the answer above the call, the call) when ``source`` ends with a check call."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    last = tree.body[-1] if tree.body else None
    if not (isinstance(last, ast.Expr) and isinstance(last.value, ast.Call)):
        return None
    func = last.value.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if not (name.startswith("check") or name == "predict"):
        return None
    lines = source.splitlines()
    answer = "\n".join(lines[:last.lineno - 1]).rstrip()
    return answer, ast.get_source_segment(source, last) or ""


def exercises(lesson: Any) -> list[Exercise]:
    """The checks of a lesson notebook, in order, named after the heading above each
    (``Predict, then run (2)`` for the second check under one heading)."""
    found: list[Exercise] = []
    heading, seen = "", dict[str, int]()
    for cell in lesson.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("#"):
                    heading = line.lstrip("#").strip()
        elif cell.cell_type == "code" and (split := _check_call(cell.source)):
            seen[heading] = seen.get(heading, 0) + 1
            name = heading or "check"
            if seen[heading] > 1:
                name += f" ({seen[heading]})"
            found.append(Exercise(cell.get("id", f"cell-{len(found) + 1}"), name, split[1]))
    return found


# --- in the learner's kernel ----------------------------------------------------------------

def record(check: Callable[[], Any]) -> None:
    """Run a check and show its result as :data:`CHECK_MIME` (and as text)."""
    from IPython.display import display

    try:
        result = check()
        data = {"ok": bool(getattr(result, "ok", result)),
                "message": str(getattr(result, "message", result)),
                "hint": getattr(result, "hint", None),
                "details": [str(d) for d in getattr(result, "details", ())]}
    except Exception as e:
        data = {"ok": False, "message": "The check could not run.", "error": _error(e),
                "hint": "run the lesson's cells from the top, in order.", "details": []}
    display({CHECK_MIME: data, "text/plain": data["message"]}, raw=True)


def must_pass(result: Any) -> Any:
    """An nbgrader test: the check's Result when it is solved, else an AssertionError
    carrying the check's plain words.

    >>> from codyroby_lab import lessons
    >>> must_pass(lessons.predict("F", "A4"))
    ✔ Right! Roby ends on A4 facing north.
    >>> must_pass(lessons.predict("F", "A3"))
    Traceback (most recent call last):
    ...
    AssertionError: ✘ Not quite: Roby ends on A4 facing north, not on A3.
      Hint: follow the cards one at a time: the desk-check table shows each step.
    """
    __tracebackhide__ = True  # IPython shows the learner's cell, not this function
    if not getattr(result, "ok", False):
        raise AssertionError(str(result))
    return result


def _error(e: BaseException) -> str:
    return f"{type(e).__name__}: {str(e)[:150]}"


# --- running a submission -------------------------------------------------------------------

def _submission_cells(nb: Any, wanted: list[Exercise]) -> list[Any]:
    """The learner's cells, cleaned, each check cell followed by a cell recording the
    lesson's check (its exercise's index in metadata), after a first cell importing the
    package: its import time is not counted against the learner's first cell."""
    by_id = {c.get("id"): i for i, c in enumerate(nb.cells) if c.cell_type == "code"}
    calls = [(_check_call(c.source) or ("", ""))[1] if c.cell_type == "code" else None
             for c in nb.cells]
    place: dict[int, list[int]] = {}
    used: set[int] = set()
    for k, ex in enumerate(wanted):
        i = by_id.get(ex.id)
        if i is None or i in used:
            i = next((j for j, call in enumerate(calls) if call == ex.call and j not in used),
                     None)
        if i is not None:
            used.add(i)
            place.setdefault(i, []).append(k)
    cells = []
    for i, cell in enumerate(clean(nb).cells):
        cells.append(cell)
        for k in place.get(i, []):
            source = (f"__import__('codyroby_lab.grading').grading.record(\n"
                      f"    lambda: ({wanted[k].call}))")
            check = nbformat.v4.new_code_cell(source, metadata={"codyroby_check": k})
            cells.append(check)
    warm = nbformat.v4.new_code_cell("import codyroby_lab.grading, codyroby_lab.lessons",
                                     metadata={"codyroby_warm": True})
    return [warm, *cells]


def _run(nb: Any, timeout: int, total: int) -> tuple[dict[int, dict[str, str]], str | None]:
    """Execute ``nb`` in a fresh kernel in a scratch folder; the errors by cell index and
    why the run stopped early (None when every cell ran)."""
    from nbclient import NotebookClient
    from nbclient.exceptions import DeadKernelError

    errors: dict[int, dict[str, str]] = {}

    def executed(cell: Any, cell_index: int, execute_reply: dict[str, Any]) -> None:
        content = execute_reply.get("content", {})
        if content.get("status") == "error":
            errors[cell_index] = {"ename": str(content.get("ename", "")),
                                  "evalue": str(content.get("evalue", ""))}

    async def go(folder: str) -> str | None:
        client = NotebookClient(
            nb, timeout=timeout, startup_timeout=120, allow_errors=True,
            interrupt_on_timeout=True, kernel_name="python3", record_timing=False,
            error_on_timeout={"ename": _TIMEOUT, "evalue": f"{timeout} s"},
            timeout_func=lambda cell: max(timeout, 120) if "codyroby_warm" in cell.metadata
            else timeout, on_cell_executed=executed, resources={"metadata": {"path": folder}})
        try:
            await asyncio.wait_for(client.async_execute(), total)
        except TimeoutError:
            return f"the notebook ran longer than {total} seconds in all and was stopped"
        except DeadKernelError:
            return "Python stopped while running the notebook"
        return None

    with tempfile.TemporaryDirectory(prefix="codyroby-grade-") as folder:
        # a thread of its own: nbclient's asyncio loop works under a notebook's loop too
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            stopped = pool.submit(asyncio.run, go(folder)).result()
    return errors, stopped


def _recorded(cell: Any) -> dict[str, Any] | None:
    for out in cell.get("outputs", []):
        data = out.get("data", {}).get(CHECK_MIME)
        if isinstance(data, dict):
            return data
    return None


def _words(data: dict[str, Any], teacher: bool) -> str:
    parts = [data["message"], *data.get("details", [])]
    if teacher and data.get("error"):
        parts.append(f"({data['error']})")
    if data.get("hint"):
        parts.append(f"Hint: {data['hint']}")
    return " ".join(str(p).strip() for p in parts)


def _trouble(error: dict[str, str] | None, timeout: int, what: str) -> tuple[str, str]:
    """What went wrong in a cell (``what``: "cell" or "check"), for the teacher and for the
    learner; empty when it ran."""
    if error is None:
        return "", ""
    if error["ename"] == _TIMEOUT:
        said = f"The {what} ran longer than {timeout} seconds and was stopped. "
        return said, said + "Look for a loop that never ends. "
    if error["ename"] == "KeyboardInterrupt":
        said = f"The {what} was stopped before it finished. "
        return said, said
    return (f"The {what} stopped with an error ({error['ename']}: {error['evalue'][:150]}). ",
            f"The {what} stopped with an error: run it to read the message in red. ")


def grade_notebook(learner: str, path: Path, wanted: list[Exercise], *,
                   timeout: int = 60) -> list[Row]:
    """One learner's rows: run their notebook at ``path`` and read each check of ``wanted``."""
    try:
        nb = nbformat.reads(read_text(path, "submission", limit=MAX_SUBMISSION), as_version=4)
        if not isinstance(nb.get("cells"), list):
            raise ValueError("it has no cells")
    except Exception as e:
        words = f"This file is not a notebook that can be read ({str(e)[:150]})."
        plain = "This file could not be opened as a notebook: hand in the lesson's .ipynb file."
        return [Row(learner, ex.name, False, words, plain) for ex in wanted]
    try:
        nb.cells = _submission_cells(nb, wanted)
        errors, stopped = _run(nb, timeout, total=10 * timeout + 120)
    except Exception as e:  # the notebook could not start at all
        return [Row(learner, ex.name, False, f"The notebook could not run ({_error(e)}).",
                    "The notebook could not run: ask your teacher.") for ex in wanted]
    rows, answer = {}, -1
    for i, cell in enumerate(nb.cells):
        k = cell.metadata.get("codyroby_check")
        if k is None:
            answer = i  # the learner's cell the next checks follow
            continue
        ex, data = wanted[k], _recorded(cell)
        if data is None:
            words, plain = _trouble(errors.get(i), timeout, "check")
            if not words:
                words = plain = (f"The notebook stopped before this exercise: {stopped}."
                                 if stopped else "The check did not run.")
            rows[k] = Row(learner, ex.name, False, words.strip(), plain.strip())
        else:
            words, plain = _trouble(errors.get(answer), timeout, "cell")
            rows[k] = Row(learner, ex.name, data["ok"], words + _words(data, teacher=True),
                          plain + _words(data, teacher=False))
    missing = ("This exercise's cell is not in the notebook: start again from a fresh copy "
               "of the lesson and copy the answer in.")
    return [rows.get(k, Row(learner, ex.name, False, missing, missing))
            for k, ex in enumerate(wanted)]


# --- a class --------------------------------------------------------------------------------

def submissions(paths: Iterable[str | Path], lesson_name: str) -> list[tuple[str, Path]]:
    """(learner, notebook) for each submission: a file as given, or every ``.ipynb`` below a
    folder. A learner is named after the file, or after its folder when the file keeps the
    lesson's name (``ada/01_first_programs.ipynb`` is ada's)."""
    found = []
    for p in map(Path, paths):
        if p.is_dir():
            found += sorted(f for f in p.rglob("*.ipynb")
                            if not any(part.startswith(".") for part in f.relative_to(p).parts))
        elif p.exists():
            found.append(p)
        else:
            raise SetupError("SUBMISSIONS", f"{str(p)[:80]!r} does not exist")
    named, taken = [], set()
    for f in found:
        base = f.parent.name if f.stem == lesson_name and f.parent.name else f.stem
        name, n = base, 1
        while name in taken:
            n += 1
            name = f"{base}-{n}"
        taken.add(name)
        named.append((name, f))
    return named


def feedback(learner: str, rows: list[Row]) -> str:
    """A learner's feedback: how many checks passed, then each check's plain words."""
    passed = sum(r.passed for r in rows)
    lines = [f"{learner}: {passed} of {len(rows)} checks passed.", ""]
    lines += [f"{'✔' if r.passed else '✘'} {r.exercise}: {r.plain}" for r in rows]
    return "\n".join(lines) + "\n"


def grade_class(lesson: str | Path, paths: Iterable[str | Path], csv_path: str | Path, *,
                timeout: int = 60, show: Callable[[str], None] = print) -> int:
    """Grade every submission of ``lesson`` into ``csv_path`` (learner, exercise, passed,
    words), with each learner's feedback in ``<csv stem>-feedback/<learner>.txt`` beside it.
    Returns 0 (a failing submission is a row, not a failure of the run)."""
    try:
        import nbclient  # noqa: F401
    except ImportError:
        raise SetupError("grade", "nbclient is not installed: "
                                  "pip install 'codyroby-lab[grade]'") from None
    source = find_lesson(lesson)
    wanted = exercises(read_lesson(source))
    if not wanted:
        raise SetupError("LESSON", f"{source.name} has no checks to grade")
    learners = submissions(paths, source.name.removesuffix(".ipynb"))
    if not learners:
        raise SetupError("SUBMISSIONS", "no notebooks found")
    csv_path = Path(csv_path)
    notes = csv_path.with_name(csv_path.stem + "-feedback")
    notes.mkdir(parents=True, exist_ok=True)
    all_rows = []
    for learner, path in learners:
        rows = grade_notebook(learner, path, wanted, timeout=timeout)
        all_rows += rows
        safe = re.sub(r"[^A-Za-z0-9_.-]", "_", learner).lstrip(".") or "learner"
        (notes / f"{safe}.txt").write_text(feedback(learner, rows), encoding="utf-8")
        show(f"{learner}: {sum(r.passed for r in rows)} of {len(rows)} checks passed")
    with open(csv_path, "w", newline="", encoding="utf-8") as f:
        out = csv.writer(f)
        out.writerow(["learner", "exercise", "passed", "words"])
        out.writerows([r.learner, r.exercise, "yes" if r.passed else "no", r.words]
                      for r in all_rows)
    show(f"wrote {csv_path} ({len(all_rows)} rows) and the feedback in {notes}")
    return 0


# --- nbgrader -------------------------------------------------------------------------------

def nbgrader_source(lesson: str | Path, course: str | Path) -> Path:
    """Write ``lesson`` into the nbgrader course folder as
    ``source/<lesson>/<lesson>.ipynb``: each check cell becomes the learner's answer cell
    followed by a locked autograded test cell worth one point (``must_pass(<check>)``).
    An existing file is kept (SetupError)."""
    source = find_lesson(lesson)
    stem = source.name.removesuffix(".ipynb")
    target = Path(course) / "source" / stem / f"{stem}.ipynb"
    if target.exists():
        raise SetupError("COURSE_DIR", f"{target} already exists: remove it to write it again")
    nb = clean(read_lesson(source))
    cells, n = [], 0
    for cell in nb.cells:
        split = _check_call(cell.source) if cell.cell_type == "code" else None
        if split is None:
            cells.append(cell)
            continue
        answer, call = split
        if answer:
            cell.source = answer
            cells.append(cell)
        n += 1
        test = nbformat.v4.new_code_cell(
            f"from codyroby_lab.grading import must_pass\n\nmust_pass({call})",
            metadata={"nbgrader": {"grade": True, "grade_id": f"check-{n}", "locked": True,
                                   "points": 1, "schema_version": 3, "solution": False,
                                   "task": False}})
        cells.append(test)
    nb.cells = cells
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, target)
    except OSError as e:
        raise LabError(f"COURSE_DIR: cannot write {target}: {e.strerror}") from None
    return target
