"""The lessons as a learner meets them after Run All.

The lesson notebooks are shipped without outputs, so the tests that check what a learner
reads run each notebook top to bottom in a fresh kernel (nbclient), once per notebook per
test session, and read the outputs of that run. Every cell must run without an error.

When nbval has already run a notebook in the same session (``make test`` runs the
notebooks first and loads this module as a plugin: ``-p tests.support.lesson_runs``), its outputs
are that Run All: every code cell ran in order in one fresh kernel, and nbval failed on any
error. The notebook is then not run a second time. With several test workers
(pytest-xdist), the lessons and the tests that read them run in order on one worker, and
each other test file whole on one.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

#: {notebook stem: {code cell number: its outputs}} of the cells nbval ran without an error
_NBVAL: dict[str, dict[int, list]] = {}


#: the test files that read the lessons' runs (with the notebooks, one group for pytest-xdist)
READERS = ("test_lessons.py", "test_roborally_notebook.py")


#: test files of a few tests that take minutes (they build and install the package, grade
#: with nbgrader, or type-check the package): scheduled early, with the browser tests, like
#: the lessons
LONG = ("test_install.py", "test_nbgrader.py", "test_hygiene.py")


def next_scope(queue: dict[str, dict]) -> str:
    """The scope of tests (a file, or "lessons") of ``queue`` ({scope: its tests}) to start
    next: the lessons and their readers (one long chain) first, then the files whose every
    test drives a browser or starts servers, then the rest; within each, the most tests."""
    def cost(scope: str) -> tuple[int, int]:
        slow = scope.startswith("tests/browser/") or Path(scope).name in LONG
        return (2 if scope == "lessons" else int(slow), len(queue[scope]))
    return max(queue, key=cost)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """pytest-xdist's order for several test workers: each test file whole on one worker, as
    ``--dist loadfile``, with the notebooks and their readers as one (in the order collected:
    notebooks first); the longest first (:func:`next_scope`), since a long file begun last holds
    the run up while the other worker has nothing left to do."""
    from xdist.scheduler import LoadScopeScheduling

    class LessonsTogether(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            file = nodeid.split("::", 1)[0]
            return "lessons" if file.endswith(".ipynb") or Path(file).name in READERS else file

        def _assign_work_unit(self, node) -> None:
            self.workqueue.move_to_end(next_scope(self.workqueue), last=False)
            super()._assign_work_unit(node)

    return LessonsTogether(config, log)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    """Keep the outputs of each notebook cell nbval ran without an error."""
    outcome = yield
    outputs = getattr(item, "test_outputs", None)
    if outcome.excinfo is None and outputs is not None and hasattr(item, "cell_num"):
        stem = Path(str(item.fspath)).stem
        _NBVAL.setdefault(stem, {})[item.cell_num] = [dict(o) for o in outputs]


@cache
def executed(name: str):
    """The lesson ``name`` (e.g. "07_roborally") after Run All, as an nbformat notebook."""
    import nbformat

    nb = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    ran = _NBVAL.get(name, {})
    if code and len(ran) == len(code):
        for number, cell in enumerate(code):
            cell.outputs = [nbformat.from_dict(o) for o in ran[number]]
        return nb
    from nbclient import NotebookClient

    NotebookClient(nb, timeout=600, kernel_name="python3", store_widget_state=False,
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    return nb


def outputs_text(outputs) -> str:
    """The words a learner reads in a cell's outputs (printed text, text and HTML results;
    a picture shows no words, so neither its text stand-in nor its inline HTML drawing)."""
    parts = []
    for o in outputs:
        if o.get("output_type") == "stream":
            parts.append("".join(o["text"]))
        picture = any(k.startswith("image/") for k in o.get("data", {}))
        for kind in () if picture else ("text/plain", "text/html"):
            if kind in o.get("data", {}):
                parts.append("".join(o["data"][kind]))
    return "\n".join(parts)
