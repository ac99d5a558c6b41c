"""A lesson's time table says "two sessions: stop after any part": a second session (a fresh
kernel, or a restart the next day) starts at the first code cell of any part, and that cell
runs on its own, with no raw NameError (walk 07q, fault 1; walk 09q, fault 12). A check cell
run alone after a restart loads the lesson itself, so a name of an earlier cell it still
needs is said in plain words, with the cells to run first (walk 09r, fault 6; walk 08r,
fault 11)."""

from __future__ import annotations

import contextlib
import io
import json
import re

import pytest

from codyroby_lab.lessons import feedback, plain
from tests.support.lesson_cells import parts
from tests.support.lesson_runs import NOTEBOOKS

LESSONS = ("07_roborally", "08_droids", "09_robin")
#: parts that go on with what the cell just above their heading made: a session starts at the
#: part before (lesson 09's turn plays on the example game dealt at the end of "The road")
GOES_ON = {("09_robin", "## A turn is an algorithm")}
STARTS = [(lesson, part) for lesson in LESSONS
          for part, cells in parts(lesson).items() if cells and (lesson, part) not in GOES_ON]
#: a challenge is a place to start too: the next day a child goes on at the challenge they
#: had not solved (walk 07v, fault 10: challenges 2 and 3 of lesson 07 gave a NameError)
CHALLENGES = [(lesson, heading) for lesson in LESSONS
              for heading in parts(lesson, "### Challenge")]
#: the cells that check an answer (a learner reruns them most, after a restart too)
CHECKS = [(lesson, cell) for lesson in ("08_droids", "09_robin")
          for cells in parts(lesson).values() for cell in cells
          if re.search(r"\blessons?\.(check\w*|predict)\(", cell)]


def run_alone(cell: str, where: str) -> dict:
    """Run ``cell`` in a namespace of its own, as a fresh kernel would; that namespace."""
    feedback.forget()
    ns: dict = {}
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(cell, where, "exec"), ns)  # noqa: S102 (the lesson's)
    return ns


@pytest.mark.parametrize("lesson, heading", STARTS)
def test_a_second_session_can_start_at_any_part(lesson, heading):
    run_alone(parts(lesson)[heading][0], heading)


def test_every_challenge_of_lessons_07_and_08_is_a_start():
    assert [lesson for lesson, _ in CHALLENGES] == ["07_roborally"] * 3 + ["08_droids"] * 3


@pytest.mark.parametrize("lesson, heading", CHALLENGES)
def test_a_second_session_can_start_at_any_challenge(lesson, heading):
    run_alone(parts(lesson, "### Challenge")[heading][0], heading)


def test_every_check_cell_of_lessons_08_and_09_is_tried():
    assert len([c for lesson, c in CHECKS if lesson == "08_droids"]) == 7
    assert len([c for lesson, c in CHECKS if lesson == "09_robin"]) == 3


@pytest.mark.parametrize("lesson, cell", CHECKS, ids=lambda v: v.split("\n")[-1][:40])
def test_a_check_cell_run_alone_after_a_restart_speaks_plainly(lesson, cell):
    """Python's own NameError on the lesson's name was all a child saw: once the lesson is
    loaded, a name Python does not know is said plainly, with the cells to run first."""
    try:
        run_alone(cell, lesson)
    except NameError as error:
        assert error.name not in ("lesson", "lessons", "step"), error
        assert "run the cells above" in str(plain(error)), plain(error)


def after_a_text(lesson: str) -> list[str]:
    """The code cells of ``lesson`` just below a text cell: a learner who comes back reads
    the text, then runs the cell under it."""
    cells = json.loads((NOTEBOOKS / f"{lesson}.ipynb").read_text(encoding="utf-8"))["cells"]
    return ["".join(c["source"]) for above, c in zip(cells, cells[1:], strict=False)
            if above["cell_type"] == "markdown" and c["cell_type"] == "code"]


@pytest.mark.parametrize("cell", after_a_text("06_energy_seekers"),
                         ids=lambda v: v.split("\n")[0][:40])
def test_lesson_06_a_second_session_may_start_under_any_text(cell):
    """Walk 06v, fault 1: after a restart, the exercises, the Monte Carlo cells and the
    remote-control cells stopped on Python's raw NameError ('lessons' is not defined). Each
    cell under a text now runs alone, or, with the lesson loaded, says plainly to run the
    cells above first."""
    feedback.forget()
    ns: dict = {}
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(cell, "06_energy_seekers", "exec"), ns)  # noqa: S102 (the lesson's)
    except NameError as error:
        assert "lessons" in ns, f"a raw traceback: {error}"   # the lesson's plain words
        assert "run the cells above" in str(plain(error)), plain(error)
