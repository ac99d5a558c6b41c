"""The programs a learner built on exercise boards (and the questions they answered), kept in
a small file beside the notebook, so that a restart of Python (then Run All) or a reload of the
page loses none of them (walk 01g, fault 1).

Python forgets everything when it restarts, and the browser forgets a board when the page
reloads; the cell that made the board is then run again and would hold the program it writes.
So the kernel keeps each lesson board's program in ``PLACE`` (a JSON file in the
notebook's folder, the kernel's working folder) under the board's key (its title, its start,
its cards, its challenge: not the cell's program, so that a ``my_program`` edited since finds
it too; walk 03k, fault 5), and the cell, run again, gets the program back. Only a program
that differs from the cell's is kept: a board left as its cell wrote it (a lesson's Run All in
a test) writes no program. A question answered right
is kept the same way, under ``("answered", its key)``: its board does not wait for the answer
again after a restart; and so are the tries at each question (:mod:`.feedback`, under
``("tries", its key)``), so that a restart does not say "first try" again (walk 01h).
Outside a notebook (a test, a script), all this is kept in this Python's memory alone;
:func:`forget` (called by ``feedback.forget``) empties it, as a restart does.

>>> import tempfile, pathlib
>>> place = pathlib.Path(tempfile.mkdtemp()) / "boards.json"
>>> keep(("F R F", "Exercise 1"), "F F R F", "F R F", place)
>>> kept(("F R F", "Exercise 1"), place)
'F F R F'
>>> keep(("F R F", "Exercise 1"), "F R F", "F R F", place)   # back as the cell wrote it
>>> kept(("F R F", "Exercise 1"), place) is None
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

#: where a notebook's kernel keeps its boards' programs (set when the lessons are imported
#: in a notebook, :func:`beside_notebook`); None outside a notebook: nothing is kept
PLACE: Path | None = None
NAME = ".codyroby-lab-boards.json"


def beside_notebook() -> Path | None:
    """In a notebook's kernel, keep boards in ``NAME`` in its folder; elsewhere (a test, a
    script) keep nothing. The place chosen, or None."""
    global PLACE
    try:
        from IPython import get_ipython
    except ImportError:
        return None
    shell = get_ipython()
    if shell is not None and getattr(shell, "kernel", None) is not None:
        PLACE = Path.cwd() / NAME
    return PLACE


#: the programs kept in this Python (what the file holds, and all there is outside a notebook)
_HERE: dict[str, str] = {}


def forget() -> None:
    """Forget the programs kept in memory, as a restart of Python does (the file stays)."""
    _HERE.clear()


def _label(key: Sequence[Any]) -> str:
    return json.dumps([str(part) for part in key])


def _read(place: Path) -> dict[str, str]:
    """The kept programs; a file missing, damaged or not ours reads as none kept."""
    try:
        data = json.loads(place.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}


def kept(key: Sequence[Any], place: Path | None = None) -> str | None:
    """The program kept for the board ``key`` in this Python, else beside the notebook, or
    None."""
    label, place = _label(key), place or PLACE
    if label in _HERE or place is None:
        return _HERE.get(label)
    return _read(place).get(label)


def keep(key: Sequence[Any], program: str, asked: str, place: Path | None = None) -> None:
    """Keep ``program``, now on the board ``key`` whose cell asked for ``asked``; a program
    back as the cell wrote it is kept no more. A file that cannot be written keeps nothing
    (the board still works)."""
    label, place = _label(key), place or PLACE
    if program == asked:
        _HERE.pop(label, None)
    else:
        _HERE[label] = program
    if place is None:
        return
    programs = _read(place)
    if program == asked:
        if programs.pop(label, None) is None:
            return
    else:
        programs[label] = program
    try:
        place.write_text(json.dumps(programs, indent=1), encoding="utf-8")
    except OSError:
        pass
