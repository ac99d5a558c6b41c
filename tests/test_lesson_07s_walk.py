"""Walk 07s (issue 29): lesson 07's where-questions as a 12-year-old met them."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons

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
    step C Twonky is on D3: it stood on C3 after the express belts only."""
    said = lessons.check_where(BELTS, "C3 west", with_facing=True).message
    assert "in step C of register 2, after the express belts move" in said
    assert "the rest of that step moves it on" in said and "after step C" not in said
    assert "D3" not in said                                      # never the answer


def test_row_0_is_said_to_be_off_the_board_not_unreadable():
    """Fault 10: "C0" heard "I cannot read 'C0'", when the trouble is that there is no
    row 0 (lessons 01-03 say it so)."""
    said = lessons.check_where(BELTS, "C0").message
    assert said == "C0 is not on the board: there is no row 0: the rows count from 1, at the top."
