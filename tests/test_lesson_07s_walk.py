"""Walk 07s (issue 29): lesson 07's where-questions as a 12-year-old met them."""

from __future__ import annotations

import json

import pytest

from codyroby_lab import lessons
from tests.support.lesson_cells import parts, run_cell
from tests.support.lesson_runs import NOTEBOOKS

pytestmark = pytest.mark.usefixtures("fresh_answers")

BELTS = {"board": {"width": 6, "height": 6, "elements": [
             {"kind": "express", "at": "B5", "facing": "N"},
             {"kind": "express", "at": "B4", "facing": "N"},
             {"kind": "express", "at": "B3", "facing": "E"},
             {"kind": "conveyor", "at": "C3", "facing": "E"},
             {"kind": "gear", "at": "D3", "turn": "R"}]},
         "robots": {"Twonky": {"at": "B6", "facing": "N"}},
         "program": {"Twonky": ["Move 1 490", "Rotate Right 80"]}, "phases": 2}


def test_a_square_passed_inside_step_c_says_which_part_of_it():
    """Fault 1: "C3 west" heard "it stands there after step C of register 2", but after
    step C Twonky is on D3: it stood on C3 after the express belts only. It hears to look at
    the rest of that step, not what moves it on then (walk 07q4, fault 5)."""
    said = lessons.check_where(BELTS, "C3 west", with_facing=True).message
    assert "for a moment in step C, but it does not stay there: look at the rest of that " \
        "step" in said
    assert "after step C" not in said and "register" not in said and "belt" not in said
    assert "D3" not in said                                      # never the answer


def test_row_0_is_said_to_be_off_the_board_not_unreadable():
    """Fault 10: "C0" heard "I cannot read 'C0'", when the trouble is that there is no
    row 0 (lessons 01-03 say it so)."""
    said = lessons.check_where(BELTS, "C0").message
    assert said == "C0 is not on the board: there is no row 0: the rows count from 1, at the top."


def test_a_square_left_by_a_push_in_step_b_says_a_later_robot_moved_it():
    """Walk 07p, fault 3: "D4 east" in "Robots push robots" heard "it stands there in step B
    of register 1, after the robots move, but the rest of that step moves it on", which reads
    as a contradiction: in step B the robots move one by one."""
    ns: dict = {}
    run_cell(next(src for src in parts("07_roborally")["## Robots push robots"]
                  if "first = " in src), ns)
    said = lessons.check_where(ns["first"], "D4 east", with_facing=True).message
    assert "for a moment in step B, but it does not stay there: look at the rest of that " \
        "step" in said, said
    assert "after the robots move" not in said


def test_the_machines_map_key_says_a_wall_mark_may_be_a_pusher():
    """Walk 07p, fault 7: on the Machines map the pusher by C4 is drawn "|", and the key
    said only "| and ---- wall": the pusher was in a line under the key alone."""
    ns: dict = {}
    part = parts("07_roborally")["## Machines: teleporters, pushers, flamers and crushers"]
    printed = run_cell(next(src for src in part if "lessons.look(" in src), ns)
    key = " ".join(printed[printed.index("Key:"):].split())
    assert "| and ---- wall (or a pusher: the lines after this key say where)" in key, key
    assert "Pusher on the" in printed


def test_the_text_under_the_two_levels_questions_tells_neither_answer():
    """Walk 07p2, fault M1: under the questions "where is Twonky?" and "how much damage has
    Zoom Bot?", the watch cell's text said "Find the step where Twonky rolls back, and the
    step where the trap door opens under Zoom Bot": half of both answers."""
    cells = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))["cells"]
    at = next(i for i, c in enumerate(cells)
              if "lessons.watch(levels)" in "".join(c["source"]))
    before = "".join(cells[at - 1]["source"])
    assert "rolls back" not in before and "opens under" not in before, before
