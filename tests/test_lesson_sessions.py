"""A lesson's time table says "two sessions: stop after any part": a second session (a fresh
kernel, or a restart the next day) starts at the first code cell of any part, and that cell
runs on its own, with no raw NameError (walk 07q, fault 1; walk 09q, fault 12)."""

from __future__ import annotations

import contextlib
import io

import pytest

from codyroby_lab.lessons import feedback
from tests.support.lesson_cells import parts

#: parts that go on with what the cell just above their heading made: a session starts at the
#: part before (lesson 09's turn plays on the example game dealt at the end of "The road")
GOES_ON = {("09_robin", "## A turn is an algorithm")}
STARTS = [(lesson, part) for lesson in ("07_roborally", "09_robin")
          for part, cells in parts(lesson).items() if cells and (lesson, part) not in GOES_ON]


@pytest.mark.parametrize("lesson, heading", STARTS)
def test_a_second_session_can_start_at_any_part(lesson, heading):
    feedback.forget()
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(parts(lesson)[heading][0], heading, "exec"), {})  # noqa: S102 (the lesson's)
