"""Lesson 07's walk 07r9 (a 12-year-old's eyes): the faults outside the board's browser
side, each with what the learner now reads."""

from __future__ import annotations

import re

import pytest

from codyroby_lab import lessons
from tests.support.lesson_cells import cells

BELTS = {"board": {"width": 5, "height": 5, "elements": [
    {"kind": "conveyor", "at": "C3", "facing": "E"}]},
    "robots": {"Twonky": {"at": "C5"}}, "program": {"Twonky": ["Move 2 670"]}, "phases": 1}


@pytest.mark.parametrize("name", ["01_first_programs", "02_repeat", "03_sensors_and_if",
                                  "04_duel", "06_energy_seekers", "07_roborally", "08_droids",
                                  "09_robin"])
def test_every_cell_that_uses_the_lessons_imports_them(name):
    """Fault 7: back after a break, a question cell run first showed a raw red NameError
    traceback for lessons: only the map cells imported it, and its plain words come with
    the import. Every learner's cell that uses it imports it, as lesson 01's do."""
    bare = [src for kind, src in cells(name) if kind == "code"
            and re.search(r"\blessons\.", src) and "import lessons" not in src]
    assert not bare, bare


@pytest.mark.usefixtures("fresh_answers")
def test_a_number_word_slipped_into_a_square_and_facing_answer_is_no_damage():
    """Fault 1: "D3 three west" in a question asking the square and the facing heard "This
    cell asks only where Twonky ends: write the square here ... the damage in the damage
    question's own cell", and "D3" then heard that the question asks the facing too."""
    said = lessons.check_where(BELTS, "D3 three west", with_facing=True).message
    assert said == ("I cannot read 'D3 three west': 'three' is not a way to face: write "
                    "north, east, south or west.")
    said = lessons.check_where(BELTS, "D3, 1 damage", with_facing=True).message
    assert said.startswith("This cell asks where Twonky ends and which way it faces: write "
                           "them here, such as")


@pytest.mark.usefixtures("fresh_answers")
def test_a_challenge_solved_before_register_5_says_the_rest_is_never_played():
    """Fault 5: "show me" in Challenge 3 showed 1 7 4 2 5, which reaches the flag in
    register 2; its register 3 would take Twonky off the board, and nothing said why it
    still counts: the game ends at the last flag."""
    cell = next(s for kind, s in cells("07_roborally") if kind == "code"
                and "challenge3 =" in s)
    names: dict = {}
    exec(cell, names)  # noqa: S102 - the lesson's own cell
    said = lessons.check_registers(names["challenge3"], "show me").message
    assert re.search(r"in register (\d)\. The game ends there, so (register 5 is|registers "
                     r"\d (and|to) 5 are) never played\.", said), said


def test_the_lesson_and_the_rules_say_ramps_and_flamers_in_the_same_words():
    """Fault 6: the lesson said a robot "rolls back" off a ramp and a flamer burns one that
    "turns on it"; the rules list said "moves back" and "plays a Rotate card on one", and a
    child asked whether a U-Turn is a Rotate card."""
    from codyroby_lab.games.roborally import rules
    text = " ".join(" ".join(s for kind, s in cells("07_roborally")
                             if kind == "markdown").split())
    assert "rolls back one square" in text and "rolls back one square" in rules.RAMP_UP.text
    turning = "turning card on"
    assert f"plays a {turning} it, Rotate Left, Rotate Right or U-Turn" in text
    assert "turning card on one (Rotate Left, Rotate Right or U-Turn)" in \
        " ".join(rules.FLAMER_ENTER.text.split())
