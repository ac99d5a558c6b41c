"""What grading a class writes for the teacher and the learners: the class's CSV, each
learner's feedback text, and one self-contained HTML page with the class at a glance (per
exercise the share that passed and the commonest wrong answers, a chart of passes, per
learner their row). Learners' answers are hostile text: the page escapes every one
(:func:`html.escape`), the CSV keeps every cell text (:func:`cell`).

The rows are :mod:`codyroby_lab.grading`'s ``Row`` (anything with the fields of
:class:`Graded`); this module does not run a notebook.

>>> from types import SimpleNamespace as R
>>> rows = [R(learner="ada", exercise="Question 1", passed=True, answer="C3 east", path="a",
...           words="Right!"),
...         R(learner="bo", exercise="Question 1", passed=False, answer="<b>A3</b>", path="b",
...           words="Not quite")]
>>> page = class_report(rows, "01_first_programs", "namespaces (bubblewrap)")
>>> "1 of 2 (50%)" in page, "&lt;b&gt;A3&lt;/b&gt;" in page, "<b>A3" in page
(True, True, False)
"""

from __future__ import annotations

import base64
import collections
import contextlib
import csv
import io
import os
import re
import tempfile
from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import Protocol

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.io import os_reason, shown_path
from codyroby_lab.lessons.answers import words as answer_words

#: How many wrong answers the page shows per exercise, the commonest first.
COMMONEST = 3
#: How much of an answer the page shows (a program can be long).
SHOWN = 40
#: Said once in a learner's feedback when their notebook showed more than the grader keeps
#: (:data:`~codyroby_lab.handing_in.MAX_SHOWN`); the class report then marks the learner.
CUT_WORDS = ("This notebook printed or showed more than the grader keeps: the rest was left "
             "out, the answers were kept. ")


class Graded(Protocol):
    """One learner's result on one exercise (``grading.Row``)."""

    @property
    def learner(self) -> str: ...
    @property
    def exercise(self) -> str: ...
    @property
    def passed(self) -> bool: ...
    @property
    def words(self) -> str: ...   # for the teacher
    @property
    def plain(self) -> str: ...   # for the learner
    @property
    def path(self) -> str: ...    # the submission
    @property
    def answer(self) -> str: ...  # the learner's answer as text ("" when none was read)


# --- the files beside the CSV ---------------------------------------------------------------

def feedback(learner: str, rows: Sequence[Graded]) -> str:
    """A learner's feedback: how many checks passed, then each check's plain words (the
    rows' ``plain``), each named as the lesson shows it."""
    passed = sum(r.passed for r in rows)
    lines = [f"{learner}: {passed} of {len(rows)} checks passed.", ""]
    lines += [f"{'✔' if r.passed else '✘'} {r.exercise}: {r.plain}"
              for r in rows]
    return "\n".join(lines) + "\n"


def file_name(learner: str) -> str:
    """A feedback file's name for ``learner``: letters of any language, digits, ``_.-``.

    >>> file_name("Niccolò"), file_name("../ada b"), file_name("..")
    ('Niccolò.txt', 'ada_b.txt', 'learner.txt')
    """
    return (re.sub(r"[^\w.-]", "_", learner).lstrip("._") or "learner") + ".txt"


def cell(text: str) -> str:
    """A CSV cell a spreadsheet shows as text: one starting with ``=``, ``+``, ``-``, ``@``,
    a tab or a carriage return (read as a formula) gets a leading apostrophe.

    >>> print(cell('=HYPERLINK("http://x")'), cell("ada"))
    '=HYPERLINK("http://x") ada
    """
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def class_csv(rows: Sequence[Graded], isolated: str) -> str:
    """The class's CSV: learner, path, exercise, passed, answer, words, isolation; every
    cell safe in a spreadsheet (:func:`cell`)."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["learner", "path", "exercise", "passed", "answer", "words", "isolation"])
    writer.writerows([cell(r.learner), cell(r.path), cell(r.exercise),
                      "yes" if r.passed else "no", cell(r.answer),
                      cell(r.words), cell(isolated)] for r in rows)
    return out.getvalue()


def outputs(csv_path: Path) -> tuple[Path, Path]:
    """The feedback folder and the HTML page beside ``csv_path`` (``class-feedback/`` and
    ``class.html`` for ``class.csv``) once all three can be written, else a SetupError in
    plain words: found before any notebook is graded."""
    shown = shown_path(csv_path)
    notes = csv_path.with_name(csv_path.stem + "-feedback")
    page = csv_path.with_suffix(".html")
    if csv_path.is_dir():
        raise SetupError("--csv", f"{shown} is a folder: give a file name such as class.csv")
    for path in (csv_path, page):
        if os.path.lexists(path) and not path.is_file():
            raise SetupError("--csv", f"{shown_path(path)} is not a regular file: give a "
                                      f"file name such as class.csv")
    if not csv_path.parent.is_dir():
        raise SetupError("--csv", f"the folder {shown_path(csv_path.parent)} does not exist "
                                  "(or is a file)")
    if os.path.lexists(notes) and not notes.is_dir():
        raise SetupError("--csv", f"the feedback folder's name {shown_path(notes)} is taken by "
                                  "a file: move it or give another CSV name")
    try:
        with tempfile.TemporaryFile(dir=csv_path.parent):
            pass
        notes.mkdir(exist_ok=True)
        with tempfile.TemporaryFile(dir=notes):
            pass
    except OSError as e:
        raise SetupError("--csv", f"cannot write beside {shown}: {os_reason(e)}") from None
    return notes, page


def write_atomically(path: Path, text: str) -> None:
    """``text`` into ``path`` through a temporary file beside it: a reader (or a grader
    stopped half-way) sees the old file or the new one, never a part."""
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


# --- the class at a glance ------------------------------------------------------------------

def short(exercise: str) -> str:
    """An exercise's name as a column heading: its number without its title.

    >>> short("Exercise 1 · Round the corner"), short("Question 2")
    ('Exercise 1', 'Question 2')
    """
    return exercise.split(" · ", 1)[0]


def commonest_wrong(rows: Sequence[Graded], n: int = COMMONEST) -> list[tuple[str, int]]:
    """The ``n`` commonest wrong answers among ``rows`` (one exercise's), with how many
    learners gave each: answers the lessons read alike (case, spaces, punctuation:
    :func:`~codyroby_lab.lessons.answers.words`) count as one, shown as first given;
    "" stands for no answer read.

    >>> from types import SimpleNamespace as R
    >>> commonest_wrong([R(passed=False, answer=a) for a in ("A3", "a3.", "B1", "")])
    [('A3', 2), ('B1', 1), ('', 1)]
    """
    counts: collections.Counter[str] = collections.Counter()
    first: dict[str, str] = {}
    for r in rows:
        if not r.passed:
            key = " ".join(answer_words(r.answer))
            first.setdefault(key, r.answer if key else "")
            counts[key] += 1
    return [(first[key], k) for key, k in counts.most_common(n)]


def passes_chart(names: Sequence[str], passed: Sequence[int], learners: int) -> str:
    """A bar chart of how many learners passed each exercise, as a PNG in base64
    (matplotlib's Agg canvas: no display, no state shared with pyplot).

    >>> base64.b64decode(passes_chart(["Question 1", "Exercise 1 · Up"], [2, 0], 3))[1:4]
    b'PNG'
    """
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator

    fig = Figure(figsize=(4.4, 0.42 * len(names) + 1.1), dpi=100, layout="constrained")
    ax = fig.add_subplot()
    bars = ax.barh(range(len(names)), passed, color="#2f7d4a")
    ax.set_yticks(range(len(names)), [short(n) for n in names])
    ax.invert_yaxis()
    ax.set_xlim(0, max(learners, 1))
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # learners come whole
    ax.bar_label(bars, [f"{p} of {learners}" for p in passed], padding=4)
    ax.set_xlabel("learners who passed")
    ax.spines[["top", "right"]].set_visible(False)
    out = io.BytesIO()
    fig.savefig(out, format="png")
    return base64.b64encode(out.getvalue()).decode("ascii")


STYLE = """
body { font: 16px/1.45 system-ui, sans-serif; color: #1d1d1d; margin: 1.2rem 2rem; }
h1 { font-size: 1.5rem; margin: 0 0 .2rem; } h2 { font-size: 1.15rem; margin: 1.2rem 0 .4rem; }
.lead { color: #555; margin: 0 0 .6rem; }
.glance { display: flex; gap: 2rem; align-items: flex-start; flex-wrap: wrap; }
.glance td:last-child { max-width: 19rem; } figure { margin: 2.4rem 0 0; }
table { border-collapse: collapse; }
th, td { text-align: left; padding: .3rem .7rem; border-bottom: 1px solid #ddd;
         vertical-align: top; }
th { background: #f3f3f3; white-space: nowrap; } td.n { text-align: right; white-space: nowrap; }
.yes { color: #1e6b39; } .no { color: #b3261e; }
q { quotes: "\\201C" "\\201D"; font-family: ui-monospace, monospace; font-size: .9em; }
.none { color: #777; font-style: italic; }
.answer { display: block; color: #555; font-size: .8em; font-family: ui-monospace, monospace; }
"""


def _answer(text: str) -> str:
    cut = text if len(text) <= SHOWN else text[:SHOWN - 1] + "…"
    return f"<q>{escape(cut)}</q>" if text else '<span class="none">no answer</span>'


def _exercise_rows(rows: Sequence[Graded], names: list[str], learners: int) -> str:
    out = []
    for name in names:
        mine = [r for r in rows if r.exercise == name]
        passed = sum(r.passed for r in mine)
        wrong = ", ".join(f"{_answer(a)} ×{k}" for a, k in commonest_wrong(mine)) or "none"
        out.append(f"<tr><td>{escape(name)}</td><td class=\"n\">{passed} of {learners} "
                   f"({round(100 * passed / max(learners, 1))}%)</td><td>{wrong}</td></tr>")
    return "\n".join(out)


def _mark(r: Graded | None) -> str:
    if r is None:
        return "<td></td>"
    return (f"<td class=\"{'yes' if r.passed else 'no'}\" title=\"{escape(r.words)}\">"
            f"{'✔' if r.passed else '✘'}"
            f"<span class=\"answer\">{escape(r.answer[:SHOWN])}</span></td>")


def _learner_rows(rows: Sequence[Graded], names: list[str]) -> str:
    by: dict[str, dict[str, Graded]] = {}
    for r in rows:
        by.setdefault(r.learner, {})[r.exercise] = r
    out = []
    for learner, mine in by.items():
        marks = "".join(_mark(mine.get(name)) for name in names)
        path = escape(next(iter(mine.values())).path)
        passed = sum(r.passed for r in mine.values())
        cut = any(CUT_WORDS in r.words for r in mine.values())
        note = "<br><small>printed or showed too much: the rest was left out</small>" * cut
        out.append(f"<tr><td>{escape(learner)}{note}</td><td class=\"n\">{passed} of "
                   f"{len(mine)}</td>{marks}<td><small>{path}</small></td></tr>")
    return "\n".join(out)


def class_report(rows: Sequence[Graded], lesson: str, isolated: str) -> str:
    """The class at a glance, one self-contained HTML page: per exercise (in the lesson's
    order, named as the lesson shows it) how many passed and the commonest wrong answers,
    a chart of passes (:func:`passes_chart`), and per learner a row of ✔ and ✘ with each
    answer (the check's words on hovering). Every learner's text is escaped."""
    names = list(dict.fromkeys(r.exercise for r in rows))
    learners = len({r.learner for r in rows})
    passed = [sum(r.passed for r in rows if r.exercise == n) for n in names]
    alt = "; ".join(f"{n}: {p} of {learners} passed" for n, p in zip(names, passed, strict=True))
    heads = "".join(f"<th title=\"{escape(n)}\">{escape(short(n))}</th>" for n in names)
    title = escape(f"{lesson}: {learners} learners graded")
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>{STYLE}</style></head><body>
<h1>{title}</h1>
<p class="lead">Each notebook ran in {escape(isolated)}.
Hover over a heading for the exercise's full name, over a mark for the check's words.</p>
<div class="glance"><section><h2>Each exercise</h2>
<table><tr><th>Exercise</th><th>Passed</th><th>Commonest wrong answers</th></tr>
{_exercise_rows(rows, names, learners)}
</table></section>
<figure><img src="data:image/png;base64,{passes_chart(names, passed, learners)}"
 alt="{escape(alt)}"></figure></div>
<h2>Each learner</h2>
<table><tr><th>Learner</th><th>Passed</th>{heads}<th>File</th></tr>
{_learner_rows(rows, names)}
</table></body></html>
"""
