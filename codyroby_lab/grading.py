"""Grading a class: learners' copies of a lesson run headless, only their answers kept.

A lesson's *checks* are its code cells that end with a call to a lesson check
(``lessons.check(ex1, my_program)``, ``lessons.predict(...)``, ``lesson.check_...``): the
learner writes an answer above the call and the call answers in plain words with a
:class:`~codyroby_lab.lessons.Result`. The *answers* of a check are the names its call reads
that the learner sets (``my_program``, ``my_guess``: a name starting with ``my_``, ``answer``,
or one the check's cell sets to a single value or defines); every other name it reads is the
exercise (a board, a budget, a target), taken from the shipped lesson.

:func:`grade_class` runs each learner's notebook with nbclient (a timeout per cell and per
notebook) in a kernel of its own, in a scratch folder holding only its copy, only to read the
answers: after the learner's copy of each check cell a cell of the grader's hands the answer
values out as plain JSON (:data:`ANSWER_MIME`). The values are checked (type, size), then the
lesson's own check runs on them here, in the grader's process, against the exercise built from
the shipped lesson (:func:`contexts`): nothing the learner's kernel says about a result is
read, nothing from it is unpickled or run. A submission that errors, loops, stops its kernel
or is not a notebook is reported in its rows; the class run goes on.

:func:`nbgrader_source` writes a lesson as an nbgrader assignment instead: each check becomes
a locked, autograded test cell (:func:`must_pass`) checking the answers against the shipped
lesson's exercise the same way.

>>> lesson = nbformat.v4.new_notebook(cells=[
...     nbformat.v4.new_markdown_cell("### Exercise 1 · Round the corner"),
...     nbformat.v4.new_code_cell('my_program = "F R F"\\nlessons.check(ex1, my_program)')])
>>> [(e.name, e.call, e.answers) for e in exercises(lesson)]
[('Exercise 1 · Round the corner', 'lessons.check(ex1, my_program)', ('my_program',))]
"""

from __future__ import annotations

import ast
import asyncio
import concurrent.futures
import contextlib
import dataclasses
import functools
import io
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tqdm import tqdm

from codyroby_lab.copies import clean, find_lesson, read_lesson, shipped_lessons
from codyroby_lab.core import sandbox
from codyroby_lab.core.errors import LabError, SetupError
from codyroby_lab.core.io import os_reason, read_text, shown_path
from codyroby_lab.core.schema import without_iri_parsers
from codyroby_lab.grading_pool import pool
from codyroby_lab.grading_report import (
    CUT_WORDS,
    class_csv,
    class_report,
    feedback,
    file_name,
    outputs,
    write_atomically,
)
from codyroby_lab.handing_in import ANSWER_MIME, hand_in, show, to_data
from codyroby_lab.lessons.feedback import forget as forget_tries
from codyroby_lab.lessons.result import BOARD_MIME
from codyroby_lab.lessons.robin import AskedTheGame

with without_iri_parsers():  # a graded check's fresh Python imports this module: seconds less
    import nbformat

#: The biggest submission read, in bytes (a lesson with its outputs is well under 5 MB).
MAX_SUBMISSION = 20_000_000
#: The most an answer may hold, in characters of its JSON (items and nesting: handing_in).
MAX_ANSWER = 100_000
_TIMEOUT = "CellTimeout"
_CHECKING = threading.Lock()


@dataclass(frozen=True)
class Exercise:
    """One check of a lesson: its cell's ``id``, a ``name`` from the heading above it, the
    check ``call`` (Python source) that ends the cell, the ``answers`` it reads and, for a
    check whose answer is a function, the argument lists it calls it with (``asks``) and
    the function it calls it through (``watch``, "module:name")."""

    id: str
    name: str
    call: str
    answers: tuple[str, ...] = ()
    asks: tuple[Any, ...] = dataclasses.field(default=(), compare=False, repr=False)
    watch: str = dataclasses.field(default="", compare=False, repr=False)


@dataclass(frozen=True)
class Row:
    """One line of the class CSV: ``words`` for the teacher (Python's error names
    included), ``plain`` for the learner's feedback, ``answer`` the learner's answer as
    text (:func:`_shown`; "" when none was read)."""

    learner: str
    exercise: str
    passed: bool
    words: str
    plain: str
    path: str = ""
    answer: str = ""


def _shown(answers: dict[str, Any]) -> str:
    """Answers as the teacher reads them: one as itself, several as ``name = value``.

    >>> _shown({"my_guess": "C3 east"}), _shown({"a": 1, "b": [2]})
    ('C3 east', 'a = 1; b = [2]')
    """
    def text(v: Any) -> str:
        return v if isinstance(v, str) else json.dumps(v, ensure_ascii=False)

    if len(answers) == 1:
        return text(next(iter(answers.values())))
    return "; ".join(f"{name} = {text(v)}" for name, v in answers.items())


def _check_call(source: str) -> tuple[str, ast.Call] | None:
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
    return "\n".join(lines[:last.lineno - 1]).rstrip(), last.value


def _answer_names(answer: str, call: ast.Call) -> tuple[str, ...]:
    """The names ``call`` reads (not its function) that are the learner's answers: a name
    starting with ``my_``, ``answer``, or a name the cell above the call (``answer``) sets to
    one constant (``cody_position = None``) or defines (``def most_groups``)."""
    own = set()
    for node in ast.parse(answer).body:
        if isinstance(node, ast.FunctionDef):
            own.add(node.name)
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
            own.update(t.id for t in node.targets if isinstance(t, ast.Name))
    read = [n.id for arg in [*call.args, *(k.value for k in call.keywords)]
            for n in ast.walk(arg) if isinstance(n, ast.Name)]
    return tuple(dict.fromkeys(n for n in read
                               if n.startswith("my_") or n == "answer" or n in own))


#: A question's label as a lesson shows it, at the start of a line: ``**Question 2.**``
_QUESTION = re.compile(r"\*\*(Question(?: [0-9]+)?)\.?\*\*")


def exercises(lesson: Any) -> list[Exercise]:
    """The checks of a lesson notebook, in order, named as the notebook shows them: after
    the question label above (``**Question 2.** ...`` names ``Question 2``), else the
    heading above (``Exercise 1 · Round the corner``; ``(2)`` added for a second check
    under one name).

    >>> nb = nbformat.v4.new_notebook(cells=[
    ...     nbformat.v4.new_markdown_cell("## Predict, then run\\n**Question 2.** Where?"),
    ...     nbformat.v4.new_code_cell('my_guess = "?"\\nlessons.predict("F", my_guess)')])
    >>> [e.name for e in exercises(nb)]
    ['Question 2']
    """
    found: list[Exercise] = []
    name, seen = "", dict[str, int]()
    for cell in lesson.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                label = _QUESTION.match(line.strip())
                if line.startswith("#") or label:
                    name = label.group(1) if label else line.lstrip("#").strip()
        elif cell.cell_type == "code" and (split := _check_call(cell.source)):
            seen[name] = seen.get(name, 0) + 1
            name_shown = (name or "check") + (f" ({seen[name]})" if seen[name] > 1 else "")
            call = ast.get_source_segment(cell.source, split[1]) or ""
            found.append(Exercise(cell.get("id", f"cell-{len(found) + 1}"), name_shown, call,
                                  _answer_names(split[0], split[1]), *_asks(split[1])))
    return found


def _asks(call: ast.Call) -> tuple[tuple[Any, ...], str]:
    """The argument lists a check (by its name, :data:`codyroby_lab.lessons.ASKS`) calls a
    function answer with, and the function ("module:name") it calls it through; ((), "")
    for a check whose answer is not a function.

    >>> cases, watch = _asks(ast.parse("lessons.check_most_groups(most_groups)").body[0].value)
    >>> len(cases), watch
    (200, 'codyroby_lab.lessons.robin:watched')
    """
    from codyroby_lab.lessons import ASKS

    func = call.func
    asks = ASKS.get(func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", ""))
    return ((), "") if asks is None else (tuple(asks[0]()), asks[1])


def _stand_in(name: str, asks: tuple[Any, ...], calls: Any) -> Callable[..., Any]:
    """A function that answers the calls ``asks`` as a learner's function did in its own
    kernel (``calls``: what :func:`codyroby_lab.handing_in.called` handed back, untrusted),
    so the lesson's check runs here on plain data; a call it never answered raises, and a
    call that asked the game's own answer there raises
    :class:`~codyroby_lab.lessons.robin.AskedTheGame`, which the check reads as that.

    >>> f = _stand_in("double", ([1], [5]), [2, {"raised": "ValueError", "words": "no"}])
    >>> f(1)
    2
    >>> f(5)
    Traceback (most recent call last):
    ...
    codyroby_lab.grading.ValueError: no
    """
    if not isinstance(calls, list) or len(calls) > len(asks):
        raise LabError(f"what {name} returned could not be read")
    table = {json.dumps(args): out for args, out in zip(asks, calls, strict=False)}

    def answered(*args: Any) -> Any:
        key = json.dumps(list(args))
        if key not in table:
            raise LabError(f"{name} stopped before this call")
        out = table[key]
        if isinstance(out, dict) and out.get("asked_the_game") is True:
            raise AskedTheGame(name)
        if isinstance(out, dict) and isinstance(out.get("raised"), str):
            kind = out["raised"] if out["raised"].isidentifier() else "Error"
            raise type(kind, (Exception,), {})(str(out.get("words", ""))[:120])
        if isinstance(out, dict) and isinstance(out.get("returned"), str):
            return f"<a {out['returned'][:40]}>"
        return out

    return answered


def _asked(exercise: Exercise) -> dict[str, list[Any]] | None:
    """What the grader's cell in the learner's kernel calls each function answer of
    ``exercise`` with (:func:`~codyroby_lab.handing_in.hand_in`'s ``asks``), or None."""
    return {name: list(exercise.asks) for name in exercise.answers} if exercise.asks else None


def _stand_ins(exercise: Exercise, answers: dict[str, Any]) -> dict[str, Callable[..., Any]]:
    """A stand-in (:func:`_stand_in`) for each function answer in ``answers``."""
    return {n: _stand_in(n, exercise.asks, v["calls"]) for n, v in answers.items()
            if exercise.asks and isinstance(v, dict) and "calls" in v}


# --- the exercises, from the shipped lesson -------------------------------------------------

_KEPT = (ast.Import, ast.ImportFrom, ast.Assign, ast.AnnAssign, ast.AugAssign,
         ast.FunctionDef, ast.ClassDef)


def contexts(lesson: Any) -> list[dict[str, Any]]:
    """For each check of ``lesson`` (a trusted notebook: a shipped lesson or the teacher's),
    the names its call can read, as the lesson sets them: the lesson's code cells run here,
    in order, keeping only what sets names (imports, assignments, definitions; what a cell
    shows or prints is left out, and a statement that fails leaves its names unset).

    >>> lesson = nbformat.v4.new_notebook(cells=[
    ...     nbformat.v4.new_code_cell("from codyroby_lab import lessons\\nprint('hi')"),
    ...     nbformat.v4.new_code_cell('ex1 = lessons.challenge(target="C4", budget=5)\\n'
    ...                               'my_program = "F"\\nlessons.check(ex1, my_program)')])
    >>> [c["ex1"].budget for c in contexts(lesson)]
    [5]
    """
    scope: dict[str, Any] = {"__name__": "__lesson__"}
    found = []
    for cell in lesson.cells:
        if cell.cell_type != "code":
            continue
        split = _check_call(cell.source)
        try:
            body = ast.parse(split[0] if split else cell.source).body
        except SyntaxError:
            continue
        for node in body:
            if isinstance(node, _KEPT):
                with contextlib.suppress(Exception), \
                        contextlib.redirect_stdout(io.StringIO()):
                    exec(compile(ast.Module([node], []), "<lesson>", "exec"), scope)
        if split:
            found.append(dict(scope))
    return found


@functools.lru_cache(maxsize=8)
def _lesson(text: str) -> tuple[list[Exercise], list[dict[str, Any]]]:
    """A lesson notebook's checks and their exercises (:func:`contexts`), from its text."""
    nb = nbformat.reads(text, as_version=4)
    return exercises(nb), contexts(nb)


def _shipped(lesson: str) -> tuple[list[Exercise], list[dict[str, Any]]]:
    return _lesson(find_lesson(lesson).read_text(encoding="utf-8"))


# --- answers as data ------------------------------------------------------------------------

def read_answers(data: Any, names: tuple[str, ...]) -> dict[str, Any]:
    """The answers ``names`` from what a submission handed out (untrusted ``data``): each a
    plain JSON value within :data:`MAX_ANSWER`; else a LabError in plain words.

    >>> read_answers({"values": {"my_guess": "B3"}}, ("my_guess",))
    {'my_guess': 'B3'}
    >>> read_answers({"values": {"my_guess": ["x"] * 5000}}, ("my_guess",))
    Traceback (most recent call last):
    ...
    codyroby_lab.core.errors.LabError: the answer is too big to read
    """
    values = data.get("values") if isinstance(data, dict) else None
    if not isinstance(values, dict):
        raise LabError("the answers could not be read")
    not_data = data.get("not_data")
    found = {}
    for name in names:
        if name not in values:
            if isinstance(not_data, dict) and not_data.get(name) == "a function":
                raise LabError("the answer is a function: your teacher looks at it")
            raise LabError("the answer was not set: write it in the exercise's cell")
        try:
            value = to_data(values[name])
            size = len(json.dumps(value))
        except (TypeError, ValueError, RecursionError):
            raise LabError("the answer is too big to read") from None
        if size > MAX_ANSWER:
            raise LabError("the answer is too big to read")
        found[name] = value
    return found


def _outcome(result: Any) -> dict[str, Any]:
    """A check's Result (made here) as {"ok", "message", "hint", "details"}."""
    return {"ok": bool(getattr(result, "ok", False)),
            "message": str(getattr(result, "message", result)),
            "hint": getattr(result, "hint", None),
            "details": [str(d) for d in getattr(result, "details", ())]}


def run_check(exercise: Exercise, context: dict[str, Any],
              answers: dict[str, Any]) -> dict[str, Any]:
    """The lesson's check ``exercise.call`` on plain ``answers``, the exercise's other names
    taken from ``context`` (:func:`contexts`), in this process.

    >>> nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
    ...     'from codyroby_lab import lessons\\nmy_guess = "?"\\n'
    ...     'lessons.predict("F F R F", my_guess)')])
    >>> ex, = exercises(nb)
    >>> run_check(ex, contexts(nb)[0], {"my_guess": "B3"})["message"]
    'Right! Roby ends on B3 facing east. You got it on your first try.'
    """
    try:
        with _CHECKING:  # one check at a time: the lessons remember tries
            forget_tries()  # each learner's answer is checked once, as a first try
            result = eval(compile(exercise.call, "<check>", "eval"),  # noqa: S307 - the lesson's call
                          {**context, **answers})
            return _outcome(result)
    except Exception as e:
        return {"ok": False, "message": "The check could not run.", "error": _error(e),
                "hint": "run the lesson's cells from the top, in order.", "details": []}


# --- nbgrader's tests -----------------------------------------------------------------------

class CheckFailed(AssertionError):
    """An nbgrader test that failed: IPython shows only the check's words, no traceback
    (``_render_traceback_``), and nbgrader counts it as an error (no point)."""

    def _render_traceback_(self) -> list[str]:
        return [str(self)]


def must_pass(lesson: str, index: int, scope: dict[str, Any]) -> None:
    """An nbgrader test, in the learner's kernel: hand out the answers to check ``index`` of
    the shipped ``lesson`` found in ``scope`` (the notebook's names) as plain data
    (:data:`ANSWER_MIME`), and tell the learner what the check says of them, run in a fresh
    isolated Python (:func:`checked`). The grade is not this cell's own outcome, which the
    learner's code can fake: :class:`~codyroby_lab.nbgrader_exporter.CheckAnswers` checks the
    answers handed out again in nbgrader's process and writes the cell's outcome anew. Prints
    the check's words when it is solved (no value: nbgrader reads a value as a partial
    grade), else raises :class:`CheckFailed` carrying them.

    >>> must_pass("01", 0, {"my_guess": "C3 east"})  # doctest: +ELLIPSIS
    {'application/vnd.codyroby-lab.answers+json': {'values': {'my_guess': 'C3 east'}, ...}
    ✔ Right! Roby ends on C3 facing east. You got it on your first try.
    """
    __tracebackhide__ = True  # pytest shows the test, not this function
    import subprocess

    exercise = _shipped(lesson)[0][index]
    handed = hand_in(exercise.answers, scope, _asked(exercise), exercise.watch)
    show(handed)
    done = subprocess.run([sys.executable, "-I", "-m", "codyroby_lab.grading"],
                          input=json.dumps([lesson, index, handed]), capture_output=True,
                          text=True, timeout=120, env={"PATH": os.defpath})
    try:
        result = as_result(json.loads(done.stdout))
    except (ValueError, KeyError, TypeError):
        raise CheckFailed("✘ The check could not run.") from None
    if not result.ok:
        raise CheckFailed(str(result))
    print(result)


def was_cut(handed: Any) -> bool:
    """Did a submission's notebook show more than its kernel keeps
    (:data:`~codyroby_lab.handing_in.MAX_SHOWN`) before it handed out ``handed`` (untrusted
    :data:`ANSWER_MIME` data)? Its feedback then says so once (:data:`CUT_WORDS`).

    >>> was_cut({"values": {}, "cut": True}), was_cut({"cut": "yes"}), was_cut(None)
    (True, False, False)
    """
    return isinstance(handed, dict) and handed.get("cut") is True


def check_handed(lesson: str, index: int, handed: Any) -> dict[str, Any]:
    """Check ``index`` of the shipped ``lesson`` here, on what a submission handed out
    (untrusted :data:`ANSWER_MIME` data; None when nothing came), against the shipped
    lesson's exercise: the outcome as :func:`run_check` gives it.

    >>> check_handed("01", 0, {"values": {"my_guess": "A3"}})["ok"]
    False
    >>> check_handed("01", 0, None)["message"]
    'The check could not run: the answers could not be read.'
    """
    wanted, found = _shipped(lesson)
    exercise = wanted[index]
    try:
        answers = read_answers(handed, exercise.answers)
    except LabError as e:
        return {"ok": False, "message": f"The check could not run: {e}.", "hint": None,
                "details": []}
    return run_check(exercise, found[index], {**answers, **_stand_ins(exercise, answers)})


def as_result(outcome: dict[str, Any]) -> Any:
    """An outcome (:func:`run_check`'s shape, read back from JSON) as the lessons'
    Result, for its words."""
    from codyroby_lab.lessons import Result

    return Result(bool(outcome["ok"]), str(outcome["message"]), outcome["hint"],
                  tuple(map(str, outcome["details"])))


def checked(request: str) -> str:
    """``[lesson, index, handed]`` (JSON) checked here (:func:`check_handed`): the outcome
    as JSON (``python -m codyroby_lab.grading`` reads the request on its input).

    >>> checked('["01", 3, {"values": {"my_board1": "F R F F"}}]')[:20]
    '{"ok": true, "messag'
    """
    lesson, index, handed = json.loads(request)
    return json.dumps(check_handed(str(lesson), int(index), handed))


#: An nbgrader test cell's call (:func:`nbgrader_source`): the lesson and the check's index.
_MUST_PASS = re.compile(r"\.must_pass\(('[^'\n]*'|\"[^\"\n]*\"), ([0-9]+), globals\(\)\)\s*$")


def nbgrader_test(source: str) -> tuple[str, int] | None:
    """The lesson and check index an nbgrader test cell's ``source`` checks, else None.

    >>> nbgrader_test("importlib.reload(grading).must_pass('01', 2, globals())")
    ('01', 2)
    """
    found = _MUST_PASS.search(source)
    return (ast.literal_eval(found.group(1)), int(found.group(2))) if found else None


def _error(e: BaseException) -> str:
    return f"{type(e).__name__}: {str(e)[:150]}"


# --- running a submission -------------------------------------------------------------------

def _submission_cells(nb: Any, wanted: list[Exercise]) -> list[Any]:
    """The learner's cells, cleaned, each check cell followed by a cell handing out its
    answers (its exercise's index in metadata), after a first cell importing the package
    (its import time is not counted against the learner's first cell) and bounding what the
    notebook shows (:func:`~codyroby_lab.handing_in.bound_output`)."""
    by_id = {c.get("id"): i for i, c in enumerate(nb.cells) if c.cell_type == "code"}
    calls = [ast.get_source_segment(c.source, split[1])
             if c.cell_type == "code" and (split := _check_call(c.source)) else None
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
            ex = wanted[k]
            source = (f"__import__('codyroby_lab.handing_in').handing_in.show_answers(\n"
                      f"    {ex.answers!r}, globals(), {_asked(ex)!r}, {ex.watch!r})")
            cells.append(nbformat.v4.new_code_cell(source, metadata={"codyroby_check": k}))
    warm = nbformat.v4.new_code_cell("import codyroby_lab.handing_in, codyroby_lab.lessons\n"
                                     "codyroby_lab.handing_in.bound_output()",
                                     metadata={"codyroby_warm": True})
    return [warm, *cells]


#: The most a submission's kernel may send back as its answers, in bytes: everything else
#: it shows or prints is dropped as it arrives, so a cell printing 200 MB costs no memory.
MAX_OUTPUT = 1_000_000
#: The biggest message read from a kernel, in bytes (a bigger one drops the connection).
MAX_MESSAGE = 8_000_000


#: What one submission's kernel may use (:class:`~codyroby_lab.core.sandbox.Limits`): room for
#: Python, IPython and the package; its CPU seconds are set per class from ``--timeout``.
KERNEL_LIMITS = sandbox.Limits(memory_bytes=4 << 30, processes=256, file_bytes=64 << 20,
                               open_files=256)


def _kernel_manager(scratch: Path, cpu_seconds: int) -> Any:
    """A kernel manager for one submission: the kernel in the sandbox
    (:func:`~codyroby_lab.core.sandbox.command`: ``scratch`` its only writable folder,
    holding its notebook copy, its connection file and its sockets, ``ipc`` and not TCP
    (but on Windows, which has no ipc sockets);
    no network; a clean environment; :data:`KERNEL_LIMITS`), every process of its group
    killed when it is done (:func:`_kill_group`); its client's sockets bounded
    (``limited``)."""
    import zmq.asyncio
    from jupyter_client.manager import AsyncKernelManager

    class Manager(AsyncKernelManager):  # type: ignore[misc]
        group: int | None = None
        limited: Any = None

        def format_kernel_cmd(self, extra_arguments: list[str] | None = None) -> list[str]:
            # (no parent polling: in the sandbox's own process IDs the kernel's parent is
            # number 1, which ipykernel takes for "my parent has gone"; the sandbox ends
            # with the grader instead)
            python = [sys.executable, "-I", "-m", "ipykernel_launcher", "-f",
                      self.connection_file, "--IPKernelApp.parent_handle=0",
                      *(extra_arguments or [])]
            limits = dataclasses.replace(KERNEL_LIMITS, cpu_seconds=cpu_seconds)
            return sandbox.command(python, scratch, limits=limits)

        async def _async_launch_kernel(self, kernel_cmd: list[str], **kw: Any) -> None:
            home = str(scratch)
            kw["env"] = {**sandbox.env(home), "IPYTHONDIR": os.path.join(home, ".ipython"),
                         "JUPYTER_CONFIG_DIR": home, "JUPYTER_DATA_DIR": home,
                         "JUPYTER_RUNTIME_DIR": home, "MPLBACKEND": "agg"}
            kw["cwd"] = home
            kw["stdout"] = kw["stderr"] = subprocess.DEVNULL  # not the teacher's terminal
            owner = os.stat(scratch)  # the sandbox's user (root's kernel runs as a user of its own)
            for name in os.listdir(scratch) if hasattr(os, "chown") else ():   # (not Windows)
                with contextlib.suppress(OSError):
                    os.chown(scratch / name, owner.st_uid, owner.st_gid)
            await super()._async_launch_kernel(kernel_cmd, **kw)
            self.group = getattr(self.provisioner, "pgid", None)

        def client(self, **kw: Any) -> Any:
            return super().client(context=self.limited, **kw)

    # Windows has no ipc sockets for ZeroMQ: the kernel listens on this computer's own
    # address there (its messages signed with the connection file's key, as everywhere)
    where = ({"transport": "tcp", "ip": "127.0.0.1"} if sys.platform == "win32" else
             {"transport": "ipc", "ip": str(scratch / "kernel")})
    km = Manager(kernel_name="python3", connection_file=str(scratch / "kernel.json"), **where)
    # a cell that runs too long is interrupted by a message: a signal would reach the
    # sandbox's first process, not the kernel, and end it
    spec = km.kernel_spec
    if spec is not None:
        spec.interrupt_mode = "message"
    # the grader's sockets hold few messages and none over MAX_MESSAGE: what a kernel
    # printing fast sends beyond that is lost (its answers too, then), the grader stays small
    km.limited = zmq.asyncio.Context()
    km.limited.setsockopt(zmq.RCVHWM, 16)
    km.limited.setsockopt(zmq.MAXMSGSIZE, MAX_MESSAGE)
    return km


def _kill_group(group: int | None) -> None:
    """Kill what is left of a kernel's process group (children it started, still running)."""
    if group and hasattr(os, "killpg"):
        with contextlib.suppress(OSError):
            os.killpg(group, signal.SIGKILL)


def _client_class() -> Any:
    """nbclient's NotebookClient keeping only the answers a grader's cell hands out (at most
    :data:`MAX_OUTPUT` bytes in all) and no widget messages."""
    from nbclient import NotebookClient

    class Client(NotebookClient):  # type: ignore[misc]
        kept = 0

        def output(self, outs: list[Any], msg: dict[str, Any], display_id: str | None,
                   cell_index: int) -> Any:
            data = msg.get("content", {}).get("data")
            if (not isinstance(data, dict) or ANSWER_MIME not in data or "codyroby_check"
                    not in self.nb.cells[cell_index].metadata):
                return None
            size = len(json.dumps(data[ANSWER_MIME]))
            if self.kept + size > MAX_OUTPUT:
                return None
            self.kept += size
            out = nbformat.v4.new_output("display_data", data={ANSWER_MIME: data[ANSWER_MIME]})
            outs.append(out)
            return out

        def handle_comm_msg(self, outs: list[Any], msg: dict[str, Any],
                            cell_index: int) -> None:
            return None

    return Client


def _run(nb: Any, timeout: int, total: int) -> tuple[dict[int, dict[str, str]], str | None]:
    """Execute ``nb`` in a fresh kernel in a scratch folder holding only a copy of it; the
    errors by cell index and why the run stopped early (None when every cell ran)."""
    from nbclient.exceptions import DeadKernelError

    errors: dict[int, dict[str, str]] = {}

    def executed(cell: Any, cell_index: int, execute_reply: dict[str, Any]) -> None:
        content = execute_reply.get("content", {})
        if content.get("status") == "error":
            errors[cell_index] = {"ename": str(content.get("ename", ""))[:100],
                                  "evalue": str(content.get("evalue", ""))[:300]}

    async def go(scratch: Path) -> str | None:
        km = _kernel_manager(scratch, cpu_seconds=total)
        client = _client_class()(
            nb, km=km, timeout=timeout, startup_timeout=120, allow_errors=True,
            interrupt_on_timeout=True, kernel_name="python3", record_timing=False,
            error_on_timeout={"ename": _TIMEOUT, "evalue": f"{timeout} s"},
            timeout_func=lambda cell: max(timeout, 120) if "codyroby_warm" in cell.metadata
            else timeout, on_cell_executed=executed,
            resources={"metadata": {"path": str(scratch)}})
        try:
            await asyncio.wait_for(client.async_execute(), total)
        except TimeoutError:
            return f"the notebook ran longer than {total} seconds in all and was stopped"
        except DeadKernelError:
            return "Python stopped while running the notebook"
        finally:  # (nbclient leaves a kernel it did not start running)
            process = getattr(km.provisioner, "process", None)
            if process is not None:  # what it started, even in sessions of their own
                sandbox.sweep(process)
            _kill_group(km.group)
            with contextlib.suppress(Exception):
                await km.shutdown_kernel(now=True)
        return None

    with tempfile.TemporaryDirectory(prefix="codyroby-grade-") as folder:
        scratch = Path(folder)
        nbformat.write(nb, scratch / "submission.ipynb")
        # a thread of its own: nbclient's asyncio loop works under a notebook's loop too
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            stopped = pool.submit(asyncio.run, go(scratch)).result()
    return errors, stopped


def _handed(cell: Any) -> Any:
    for out in cell.get("outputs", []):
        if ANSWER_MIME in out.get("data", {}):
            return out["data"][ANSWER_MIME]
    return None


def _words(data: dict[str, Any], teacher: bool) -> str:
    parts = [data["message"], *data["details"]]
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


def _lesson_number(name: str) -> str:
    return name.split("_", 1)[0]


def handed_in_lesson(nb: Any, lesson: str) -> str | None:
    """The shipped lesson ``nb`` is a copy of when it is not ``lesson`` (a lesson file's
    name): the shipped lesson sharing the most cell ids with it, if more than ``lesson``."""
    ids = {c.get("id") for c in nb.cells} - {None}
    shared = {p.name: len(ids & {c.get("id") for c in read_lesson(p).cells})
              for p in shipped_lessons()}
    best = max(shared, key=lambda name: shared[name], default=None)
    if best is None or best == lesson or shared[best] <= shared.get(lesson, 0):
        return None
    return best


def grade_notebook(learner: str, path: Path, wanted: list[Exercise], *,
                   timeout: int = 60, found: list[dict[str, Any]] | None = None,
                   lesson: str = "", text: str | None = None) -> list[Row]:
    """One learner's rows: run their notebook at ``path`` (or its ``text``, read there)
    for the answers to each check of ``wanted``, and run each check here on them, against
    the exercise in ``found`` (:func:`contexts` of the lesson; ``lesson`` its file name)."""
    found = found if found is not None else [{} for _ in wanted]
    try:
        if text is None:
            text = read_text(path, "submission", limit=MAX_SUBMISSION)
        nb = nbformat.reads(text, as_version=4)
        if not isinstance(nb.get("cells"), list):
            raise ValueError("it has no cells")
    except Exception as e:
        words = f"This file is not a notebook that can be read ({str(e)[:150]})."
        plain = "This file could not be opened as a notebook: hand in the lesson's .ipynb file."
        return [Row(learner, ex.name, False, words, plain, str(path)) for ex in wanted]
    built = _built_on_boards(nb)
    other = handed_in_lesson(nb, lesson) if lesson else None
    flag = (f"This is lesson {_lesson_number(other)}, not {_lesson_number(lesson)}. "
            if other else "")
    try:
        nb.cells = _submission_cells(nb, wanted)
        errors, stopped = _run(nb, timeout, total=10 * timeout + 120)
    except Exception as e:  # the notebook could not start at all
        return [Row(learner, ex.name, False, flag + f"The notebook could not run ({_error(e)}).",
                    flag + "The notebook could not run: ask your teacher.", str(path))
                for ex in wanted]
    rows, answer, first, cut = {}, -1, None, False
    for i, cell in enumerate(nb.cells):
        k = cell.metadata.get("codyroby_check")
        if k is None:
            if answer < i - 1:  # a learner's cell after a check: a new exercise begins
                first = None
            answer = i  # the learner's cell the next checks follow
            first = i if first is None and i in errors else first
            continue
        ex, handed = wanted[k], _handed(cell)
        # a name this cell reads that is "not defined": the real cause is an earlier cell's
        # error (an unclosed quote in the cell that sets it), named as such
        cause = first if first is not None and first != answer and \
            errors.get(answer, {}).get("ename") == "NameError" else answer
        words, plain = _trouble(errors.get(cause), timeout,
                                "cell" if cause == answer else "cell above it")
        if was_cut(handed) and not cut:
            cut = True  # said once, at the check it happened before
            words, plain = words + CUT_WORDS, plain + CUT_WORDS
        try:
            if handed is None:
                raise LabError("")
            answers = {**read_answers(handed, ex.answers), **_board_answer(ex, found[k], built)}
            functions = _stand_ins(ex, answers)
            data = run_check(ex, found[k], {**answers, **functions})
            answers.update({n: "(a function)" for n in functions})
        except LabError as e:
            if handed is None:
                words, plain = _trouble(errors.get(i), timeout, "check")
                if not words:
                    words = plain = (f"The notebook stopped before this exercise: {stopped}."
                                     if stopped else "The answer could not be read. ")
            said = f"{str(e)[:1].upper()}{str(e)[1:]}." if str(e) and cause == answer else ""
            rows[k] = Row(learner, ex.name, False, flag + (words + said).strip(),
                          flag + (plain + said).strip(), str(path))
            continue
        rows[k] = Row(learner, ex.name, data["ok"], flag + words + _words(data, teacher=True),
                      flag + plain + _words(data, teacher=False), str(path), _shown(answers))
    missing = ("This exercise's cell is not in the notebook: start again from a fresh copy "
               "of the lesson and copy the answer in.")
    return [rows.get(k, Row(learner, ex.name, False, flag + missing, flag + missing, str(path)))
            for k, ex in enumerate(wanted)]


def _built_on_boards(nb: Any) -> dict[str, str]:
    """The programs a learner built on boards and checked, by check cell id, as the check
    saved them with its output (:data:`BOARD_MIME`): running the notebook again starts each
    board afresh from the cell that made it. Untrusted text: only a short string is kept.

    >>> cell = nbformat.v4.new_code_cell("lessons.check(ex1, my_board1)", id="c1", outputs=[
    ...     nbformat.v4.new_output("display_data", data={BOARD_MIME: {"program": "F R"}})])
    >>> _built_on_boards(nbformat.v4.new_notebook(cells=[cell]))
    {'c1': 'F R'}
    """
    built = {}
    for cell in nb.cells:
        for out in cell.get("outputs", []) if cell.get("cell_type") == "code" else []:
            data = out.get("data", {}).get(BOARD_MIME) if isinstance(out, dict) else None
            program = data.get("program") if isinstance(data, dict) else None
            if isinstance(program, str) and len(program) <= MAX_ANSWER // 10:
                built[str(cell.get("id"))] = program
    return built


def _board_answer(ex: Exercise, context: dict[str, Any], built: dict[str, str]
                  ) -> dict[str, str]:
    """The program a learner checked on the board that is ``ex``'s one board answer (a name
    the lesson sets to a board), when the check's output saved it; else nothing."""
    boards = [n for n in ex.answers if isinstance(getattr(context.get(n), "program", None), str)]
    return {boards[0]: built[ex.id]} if len(boards) == 1 and ex.id in built else {}


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


def grade_job(learner: str, path: str, text: str | None, lesson_text: str, lesson: str,
              timeout: int) -> list[Row]:
    """One learner's rows, on whichever worker runs it: only text crosses (the
    submission's ``text``, None to read it at ``path``; the lesson's notebook
    ``lesson_text`` and file name ``lesson``), the exercises are read again here."""
    wanted, found = _lesson(lesson_text)
    try:
        return grade_notebook(learner, Path(path), wanted, timeout=timeout, found=found,
                              lesson=lesson, text=text)
    except Exception as e:  # a bug of the grader's: this learner's rows, not the run's end
        return [Row(learner, ex.name, False, f"The grader could not read this notebook "
                    f"({_error(e)}).", "Your notebook could not be graded: ask your teacher.",
                    path) for ex in wanted]


def _text(path: Path) -> str | None:
    with contextlib.suppress(Exception):
        return read_text(path, "submission", limit=MAX_SUBMISSION)
    return None


def _collect(learners: list[str], jobs: list[Any], notes: Path, progress: bool | None,
             show: Callable[[str], None]) -> list[Row]:
    """The rows of each learner's job, in the learners' order, each learner's feedback
    written into ``notes`` as it comes; a progress bar on stderr (``progress`` None: only
    on a terminal). Jobs not yet run are cancelled if this stops early."""
    found: list[Row] = []
    try:
        with tqdm(total=len(jobs), desc="grading", unit="notebook", file=sys.stderr,
                  disable=None if progress is None else not progress) as bar:
            for learner, job in zip(learners, jobs, strict=True):
                rows = job.result()
                bar.update()
                found += rows
                with contextlib.suppress(OSError):
                    write_atomically(notes / file_name(learner), feedback(learner, rows))
                show(f"{learner}: {sum(r.passed for r in rows)} of {len(rows)} checks passed")
    finally:
        for job in jobs:
            job.cancel()
    return found


def grade_class(lesson: str | Path, paths: Iterable[str | Path], csv_path: str | Path, *,
                timeout: int = 60, workers: int = 1, scheduler: str | None = None,
                progress: bool | None = None, show: Callable[[str], None] = tqdm.write) -> int:
    """Grade every submission of ``lesson`` into ``csv_path`` (:func:`class_csv`), with each
    learner's feedback in ``<csv stem>-feedback/<learner>.txt`` and the class at a glance
    in ``<csv stem>.html`` beside it (:func:`~codyroby_lab.grading_report.class_report`).
    ``workers`` notebooks at a time, or on the Dask cluster at ``scheduler`` (:func:`pool`);
    the rows come in the submissions' order whatever runs them. ``progress``: a bar on
    stderr (None: only on a terminal). Returns 0 (a failing submission is a row, not a
    failure of the run)."""
    try:
        import nbclient  # noqa: F401
    except ImportError:
        raise SetupError("grade", "nbclient is not installed: "
                                  "pip install 'codyroby-lab[grade]'") from None
    source = find_lesson(lesson)
    learners = submissions(paths, source.name.removesuffix(".ipynb"))
    if not learners:
        raise SetupError("SUBMISSIONS", "no notebooks found")
    csv_path = Path(csv_path)
    lesson_text = source.read_text(encoding="utf-8")
    if not _lesson(lesson_text)[0]:
        raise SetupError("LESSON", f"{source.name} has no checks to grade")
    with pool(workers, scheduler) as (executor, isolated):  # reached before anything is written
        notes, page = outputs(csv_path)
        show(f"each notebook runs in {isolated}")
        jobs = [executor.submit(grade_job, learner, str(path), _text(path), lesson_text,
                                source.name, timeout) for learner, path in learners]
        all_rows = _collect([learner for learner, _ in learners], jobs, notes, progress, show)
    try:
        write_atomically(csv_path, class_csv(all_rows, isolated))
        write_atomically(page, class_report(all_rows, source.name.removesuffix(".ipynb"),
                                            isolated))
    except OSError as e:
        raise SetupError("--csv", f"cannot write beside {shown_path(csv_path)}: "
                                  f"{os_reason(e)}") from None
    show(f"wrote {csv_path} ({len(all_rows)} rows), the class at a glance in {page} and "
         f"the feedback in {notes}")
    return 0


# --- nbgrader -------------------------------------------------------------------------------

#: The course's ``nbgrader_config.py``, written beside ``source/`` when there is none.
NBGRADER_CONFIG = """\
# nbgrader's settings for this course, written by `codyroby-lab nbgrader` (edit freely:
# the command never overwrites this file).
c = get_config()  # noqa: F821 (nbgrader defines get_config)

# The autograded copies keep no saved widget state (a lesson's boards add about 835 KB).
c.Execute.store_widget_state = False
# The kernels' own warnings (such as "running over TCP without encryption", on this
# machine's loopback) stay out of the teacher's log; what a notebook prints or shows is kept
# within a bound, as `codyroby-lab grade` keeps it (a flood of output is left out and the
# feedback says so; the answers are kept).
c.Execute.extra_arguments = [
    "--IPKernelApp.log_level=ERROR",
    "--IPKernelApp.exec_lines=__import__('codyroby_lab.handing_in').handing_in.bound_output()"]
# An empty or broken submission is graded as a notebook with no answers, in one line.
c.BaseConverter.exporter_class = "codyroby_lab.nbgrader_exporter.Exporter"
# Each test cell's grade comes from the answers it handed out, checked in nbgrader's own
# process after the notebook has run: what the learner's code does to the test cells
# themselves earns nothing.
from codyroby_lab.nbgrader_exporter import autograde_steps  # noqa: E402

c.Autograde.autograde_preprocessors = autograde_steps()
"""


def nbgrader_source(lesson: str | Path, course: str | Path) -> Path:
    """Write ``lesson`` into the nbgrader course folder as
    ``source/<lesson>/<lesson>.ipynb``: each check cell becomes the learner's answer cell
    followed by a locked autograded test cell worth one point (:func:`must_pass`: the
    answers handed out as data, checked against the shipped lesson's exercise in nbgrader's
    own process, :class:`~codyroby_lab.nbgrader_exporter.CheckAnswers`). An existing file
    is kept (SetupError). The course's ``nbgrader_config.py`` (:data:`NBGRADER_CONFIG`) is
    written if missing."""
    source = find_lesson(lesson)
    stem = source.name.removesuffix(".ipynb")
    target = Path(course) / "source" / stem / f"{stem}.ipynb"
    if target.exists():
        raise SetupError("COURSE_DIR", f"{target} already exists: remove it to write it again")
    nb = clean(read_lesson(source))
    key = str(Path(source).resolve()) if isinstance(source, Path) else stem
    cells, n = [], 0
    for cell in nb.cells:
        split = _check_call(cell.source) if cell.cell_type == "code" else None
        if split is None:
            cells.append(cell)
            continue
        answer = split[0]
        if answer:
            cell.source = answer
            cells.append(cell)
        n += 1
        test = nbformat.v4.new_code_cell(
            "import importlib\n\nimport codyroby_lab.grading as grading\n\n"
            f"importlib.reload(grading).must_pass({key!r}, {n - 1}, globals())",
            metadata={"nbgrader": {"grade": True, "grade_id": f"check-{n}", "locked": True,
                                   "points": 1, "schema_version": 3, "solution": False,
                                   "task": False}})
        cells.append(test)
    nb.cells = cells
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, target)
        config = Path(course) / "nbgrader_config.py"
        if not os.path.lexists(config):
            config.write_text(NBGRADER_CONFIG, encoding="utf-8")
    except OSError as e:
        raise LabError(f"COURSE_DIR: cannot write {target}: {e.strerror}") from None
    return target


if __name__ == "__main__":  # pragma: no cover - nbgrader's tests run it (must_pass)
    print(checked(sys.stdin.read()))
