"""The words and checks of lesson 03 (Sensors and IF) as the fresh-eyes walk 03p met them:
each test names the walk and the fault it answers."""

from __future__ import annotations

import json
import re

import pytest

from tests.support.lesson_cells import run_cell
from tests.support.lesson_runs import NOTEBOOKS

pytestmark = pytest.mark.usefixtures("answers_beside_a_notebook")


def _cells(kind: str) -> list[str]:
    nb = json.loads((NOTEBOOKS / "03_sensors_and_if.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == kind]


def _said(heading: str) -> str:
    """The words of the text cell that holds ``heading``, on one line."""
    return next(" ".join(t.split()) for t in _cells("markdown") if heading in t)


def _exercise_3(program: str) -> str:
    """What Exercise 3's check says of ``program``."""
    check = next(src for src in _cells("code") if "def gap_board" in src)
    first = check.splitlines()[0]
    return run_cell(check.replace(first, f"my_program = {program!r}", 1), {})


def test_a_counting_program_does_not_find_the_gap_on_every_board():
    """Walk 03p, fault 9: `REPEAT WHILE not left [F] L F F F F` (four F counted up) was
    "Solved on all 3 boards": all three were 5x5. One board is taller now, so a count that
    fits the others does not fit it, as the lesson says."""
    counted = _exercise_3("REPEAT WHILE not left [F] L F F F F")
    assert "Solved on all" not in counted, counted
    found = _exercise_3("REPEAT WHILE not left [F] L REPEAT UNTIL red [F]")
    assert "Solved on all 3 boards" in found, found
    assert "one board is taller" in _said("Exercise 3")


def test_the_rounds_are_counted_in_the_table_that_keeps_every_step():
    """Walk 03p, faults 4 and 12: the lesson said to count the rounds in What happened,
    which keeps only the last steps once Play has run (a child found 1 round, not 3); the
    Desk check keeps them all. "the outer REPEAT" is said in plain words."""
    text = _said("## Cards inside cards")
    assert "read the **Desk check** table" in text, text
    assert "read **What happened** at each step" not in text
    assert "outer REPEAT" not in text


def test_the_last_round_is_said_to_finish_before_repeat_until_stops():
    """Walk 03p, fault 5: Roby reached red at step 11 and still turned at step 12; only
    REPEAT WHILE was said to look before its cards run, so the board looked wrong."""
    assert "Roby looks before each round, not in the middle of one" in _said("REPEAT UNTIL red [F]")
    assert "that round finishes its cards first" in _said("## Cards inside cards")


def test_the_spot_it_cell_says_stopped_only_for_the_loop_that_never_ends():
    """Walk 03p, fault 2: the cell printed "stopped after 2 steps" for the loop that ends
    as well as "stopped after 20 steps" for the one that does not, and the text gave two
    step limits (100,000, then 20). Only the endless loop is said to be stopped now, and the
    text gives one limit, the cell's."""
    cell = next(src for src in _cells("code") if "my_loop = " in src)
    said = {loop: run_cell(re.sub(r'my_loop = "[^"]*"', f"my_loop = {loop!r}", cell), {})
            for loop in ("REPEAT WHILE ahead [F F]", "REPEAT WHILE ahead [L R]")}
    assert "stopped" not in said["REPEAT WHILE ahead [F F]"], said
    assert "the program has ended" in said["REPEAT WHILE ahead [F F]"], said
    assert "it was stopped" in said["REPEAT WHILE ahead [L R]"], said
    assert "100,000" not in _said("## A loop that never ends")


def test_walk_until_the_wall_says_the_last_look_shares_the_last_steps_number():
    """Walk 03r6, fault 11: the printout labels the sensor's last look with the last move's
    step ("step 4: Roby moves forward...", then "step 4: no road ahead..."); a child
    counting the lines' steps may count 5. The text says why, and how many steps it is."""
    printed = run_cell(next(src for src in _cells("code") if "walk.events(step)" in src), {})
    last = [line for line in printed.splitlines() if line.startswith("step 4: ")]
    assert "moves forward" in last[-3] and "no road ahead" in last[-2], printed
    said = _said("## Walk until the wall")
    assert "The last look, after the last F, has no card of its own" in said
    assert "Roby takes 4 steps, not 5." in said
