"""The shipped lessons and learners' copies of them.

The lessons (``notebooks/`` in a checkout) travel inside the wheel as the package's
``notebooks`` folder, found with :mod:`importlib.resources`. A copy is a clean notebook: no
stored outputs, no execution counts, no run timings and no saved widget state, so a copy
opened in JupyterLab, VS Code or Colab shows no stale board that its front end cannot draw.
A copy never overwrites a file a learner already has, nor writes through a link. (nbformat
is imported only when a notebook is read, so the command line starts fast.) A notebook
whose name ends in ``_for_teachers`` is a teacher's, never a lesson: it goes only into a
teacher's copy, so a learner's folder neither numbers it as a lesson nor says how to print
the answers.

>>> names = [lesson.name for lesson in shipped_lessons()]
>>> names[0], len(names) >= 9
('01_first_programs.ipynb', True)
>>> [p.name for p in shipped_lessons() if for_teachers(p)]
['05_for_teachers.ipynb']
>>> find_lesson("3").name
'03_sensors_and_if.ipynb'
"""

from __future__ import annotations

import os
import platform
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.schema import without_iri_parsers
from codyroby_lab.core.setup import digits

#: The first cell of a JupyterLite copy: its Python (Pyodide, in the browser) installs the
#: package from the site's own wheel, its dependencies from PyPI.
JUPYTERLITE_CELL = ("# In JupyterLite, run this cell first: it sets up the lab in this "
                    "browser tab.\n%pip install -q codyroby-lab")

#: Cell metadata a run leaves behind (timings, collapsed/scrolled outputs, widget views).
RUN_METADATA = ("execution", "collapsed", "scrolled", "widgets")


def lessons_source() -> Traversable:
    """The folder of lessons shipped with the package (in the wheel) or, in a source
    checkout, the repository's ``notebooks/``."""
    shipped = resources.files("codyroby_lab") / "notebooks"
    if shipped.is_dir():
        return shipped
    checkout = Path(__file__).resolve().parent.parent / "notebooks"
    if checkout.is_dir():
        return checkout
    raise SetupError("notebooks", "the lessons are not installed with this package")


def shipped_lessons() -> list[Traversable]:
    """Every shipped lesson notebook, in lesson order."""
    return sorted((p for p in lessons_source().iterdir() if p.name.endswith(".ipynb")),
                  key=lambda p: p.name)


def for_teachers(notebook: Traversable) -> bool:
    """Whether a shipped notebook is for teachers (its name ends in ``_for_teachers``)."""
    return notebook.name.removesuffix(".ipynb").endswith("_for_teachers")


def find_lesson(name: str | Path) -> Traversable:
    """A lesson by file (any notebook path) or by a shipped lesson's name: its file name,
    its stem (``01_first_programs``) or its number (``1`` or ``01``)."""
    path = Path(name)
    if path.is_file():
        return path
    text = str(name).removesuffix(".ipynb")
    for lesson in shipped_lessons():
        stem = lesson.name.removesuffix(".ipynb")
        number = stem.split("_", 1)[0]
        if text in (stem, number) or digits(text, 3) == digits(number, 3) is not None:
            return lesson
    names = ", ".join(p.name.removesuffix(".ipynb") for p in shipped_lessons())
    raise SetupError("LESSON", f"{str(name)[:60]!r} is neither a notebook file nor a "
                               f"lesson ({names})")


def clean(nb: Any) -> Any:
    """The notebook ``nb`` (nbformat) with no outputs, execution counts, run metadata or
    saved widget state; changed in place and returned.

    >>> import nbformat
    >>> nb = nbformat.v4.new_notebook(metadata={"widgets": {"state": {}}})
    >>> cell = nbformat.v4.new_code_cell("1 + 1", execution_count=3,
    ...                                  outputs=[nbformat.v4.new_output("stream", text="2")])
    >>> nb.cells.append(cell)
    >>> c = clean(nb)
    >>> c.cells[0].outputs, c.cells[0].execution_count, "widgets" in c.metadata
    ([], None, False)
    """
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        for key in RUN_METADATA:
            cell.metadata.pop(key, None)
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    return nb


def read_lesson(lesson: Traversable) -> Any:
    """A lesson as an nbformat notebook."""
    with without_iri_parsers():
        import nbformat

    return nbformat.reads(lesson.read_text(encoding="utf-8"), as_version=4)


def copy_lessons(dest: str | Path, *, jupyterlite: bool = False,
                 teacher: bool = False) -> list[Path]:
    """Clean copies of the shipped lessons in ``dest`` (made if needed), never overwriting a
    file already there; returns the new files. A copy names this Python's version, as the
    kernel that opens it will (JupyterLab writes it in on opening, which would mark a fresh
    copy changed). ``jupyterlite``: each copy starts with :data:`JUPYTERLITE_CELL`.
    ``teacher``: the teachers' notebooks too (:func:`for_teachers`), else the learners'
    lessons only."""
    with without_iri_parsers():
        import nbformat

    dest = Path(dest)
    copied = []
    try:
        dest.mkdir(parents=True, exist_ok=True)
        for lesson in shipped_lessons():
            if for_teachers(lesson) and not teacher:
                continue
            target = dest / lesson.name
            if os.path.lexists(target):  # a file, a folder or a link, even to nothing
                continue
            nb = clean(read_lesson(lesson))
            if jupyterlite:
                nb.cells.insert(0, nbformat.v4.new_code_cell(JUPYTERLITE_CELL))
            else:  # the Python that opens it: JupyterLab marks a copy "unsaved" otherwise
                nb.metadata.setdefault("language_info", {})["version"] = \
                    platform.python_version()
            try:  # "x": a new file in dest, never through a link that appeared meanwhile
                with open(target, "x", encoding="utf-8") as f:
                    nbformat.write(nb, f)
            except FileExistsError:
                continue
            target.chmod(0o644)
            copied.append(target)
    except OSError as e:
        raise SetupError("DIR", f"cannot copy the lessons into {str(dest)[:80]!r}: "
                                f"{e.strerror or e}") from None
    return copied
