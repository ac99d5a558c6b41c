"""Lesson 07 as a learner meets it (issue 29, second walk of lesson 07): what its checks say
and what its text promises."""

import json

from codyroby_lab.lessons import feedback
from codyroby_lab.lessons import roborally as lesson
from tests.lesson_runs import NOTEBOOKS

BELTS = {"board": {"width": 6, "height": 6, "elements": [
    {"kind": "express", "at": "B5", "facing": "N"}, {"kind": "express", "at": "B4", "facing": "N"},
    {"kind": "express", "at": "B3", "facing": "E"}, {"kind": "conveyor", "at": "C3", "facing": "E"},
    {"kind": "conveyor", "at": "D3", "facing": "S"}, {"kind": "gear", "at": "E5", "turn": "R"}]},
    "robots": {"Twonky": {"at": "B6", "facing": "N"}},
    "program": {"Twonky": ["Move 1 490", "Rotate Right 80"]}, "phases": 2}


def text():
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]


def test_the_right_facing_is_explained_with_the_robots_own_turn():
    """Fault 2: "faces east ... turns right with the belt: it faces west" left out the
    Rotate Right card, so a child's right reasoning looked wrong."""
    feedback.forget()
    said = str(lesson.check_where(BELTS, "d 3 west", with_facing=True))
    assert said.startswith("✔") and "Twonky turns to face south" in said


def test_a_water_start_hears_of_water_only():
    """Fault 5: the hint added oil, a rule the lesson never taught."""
    feedback.forget()
    slippery = {"board": {"width": 5, "height": 6, "elements": [
        {"kind": "water", "at": "C5"}, {"kind": "oil", "at": "C3"}, {"kind": "oil", "at": "C2"}]},
        "robots": {"Twonky": {"at": "C5", "facing": "N"}},
        "program": {"Twonky": ["Move 3 790"]}, "phases": 1}
    hint = lesson.check_where(slippery, "C5").hint
    assert "started in water loses its first square" in hint and "(or on oil)" not in hint


def test_step_f_is_named_before_it_is_used_and_question_d_asks_what_happened():
    """Faults 3 and 4: step F came out of nowhere; "why only after step C?" was untrue on
    that board."""
    cells = text()
    first_f = next(i for i, s in enumerate(cells) if "step\n**F**" in s or "step **F**" in s)
    named = next(i for i, s in enumerate(cells) if "**F**, once a turn" in s)
    assert named <= first_f
    assert not any("only happen\nafter step **C**" in s or "only happen after step **C**" in s
                   for s in cells)
