"""A stuck learner sees the answer from where they are (issue 29, walk 07 fault 1): every
lesson check reads "show me" as the answer through the one reader as asking to see it (no
try counted), and the third wrong try says exactly that, in plain words."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from codyroby_lab import lessons
from codyroby_lab.lessons import droids, duel, energy_seekers, feedback, robin, roborally

DUEL = {"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
        "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
        "deck": ["F"] * 20, "blocks_each": 0}
SEEKERS = {"players": ["ada", "cody"], "deck": ["F", "F", "F"],
           "pieces": {"ada": {"position": 2}}}
RALLY = {"board": {"width": 5, "height": 5, "elements": [
    {"kind": "conveyor", "at": "C3", "facing": "E"}]},
    "robots": {"Twonky": {"at": "C5"}}, "program": {"Twonky": ["Move 2 670"]}, "phases": 1}
ORDER = {"Twonky": "Move 1 500", "Zoom Bot": "Rotate Left 90", "Hammer Bot": "Move 3 800"}
TASK = lessons.challenge({"width": 5, "height": 5}, "A5", "C4", budget=5)

# each lesson check, as a function of the learner's answer, and three different wrong answers
# (the same wrong answer again is no new try: walk 07d, fault 6)
CHECKS: dict[str, tuple[Callable[..., Any], Any]] = {
    "predict (01-03)": (lambda a, **k: lessons.predict("F F R F", a, at="A5", **k),
                        ("C3", "D3", "E3")),
    "check (01-03)": (lambda a, **k: lessons.check(TASK, a, **k), ("F", "R", "F F")),
    "check_goal (02)": (lambda a, **k: lessons.check_goal(a, at="A5", end="B4", **k),
                        ("F", "R", "F F")),
    "check_move (04)": (lambda a, **k: duel.check_move(DUEL, a, **k), ("F F", "F", "R")),
    "check_landing (06)": (lambda a, **k: energy_seekers.check_landing(SEEKERS, "F F", a,
                                                                       **k), (4, 5, 6)),
    "check_where (07)": (lambda a, **k: roborally.check_where(RALLY, a, **k), ("C3", "C4", "E3")),
    "check_damage (07)": (lambda a, **k: roborally.check_damage(RALLY, a, **k), ("3", "4", "5")),
    "check_order (07)": (lambda a, **k: roborally.check_order(ORDER, a, **k),
                         ("Twonky, Zoom Bot, Hammer Bot", "Zoom Bot, Twonky, Hammer Bot",
                          "Twonky, Hammer Bot, Zoom Bot")),
    "predict (08)": (lambda a, **k: droids.predict("V2 A S", a, at="A1", **k), ("A4", "A2", "A5")),
    "check_step (09)": (lambda a, **k: robin.check_step(6, +3, a, **k), (5, 4, 3)),
}


pytestmark = pytest.mark.usefixtures("fresh_answers")


# the one reader forgives case, spaces and punctuation, so the space between the two words
# too (walk 04q4, fault 9: "showme" heard "'showme' is not a card")
@pytest.mark.parametrize("said", ["  Show me! ", "showme", "Show-me"])
@pytest.mark.parametrize("name", CHECKS)
def test_writing_show_me_as_the_answer_shows_it_and_is_not_a_try(name, said):
    check, _ = CHECKS[name]
    asked = check(said)
    assert asked.shown and asked.tries == 0, (name, said)
    feedback.forget()   # as fresh: the Duel says once that an early "show me" is not solved
    assert asked.message == check(None, show=True).message, name


@pytest.mark.parametrize("name", CHECKS)
def test_the_third_wrong_try_says_what_to_write_and_that_works(name):
    check, wrong = CHECKS[name]
    first, second, third = (check(w) for w in wrong)
    assert not third.ok and third.tries == 3, name
    assert "show me" not in (first.message + second.message).lower(), name
    said = re.search(r'write "([^"]+)" as your answer', third.message)
    assert said, third.message
    assert check(said.group(1)).shown, name


def test_check_all_writing_show_me_shows_a_program_that_solves_every_board():
    asked = lessons.check_all("show me", [TASK])
    assert asked.shown and "F R F F" in asked.message


def test_the_stuck_words_are_plain():
    # no Python, no option names, no button that is not there
    assert not re.search(r"show=|True|\(|Show me\b|button", feedback.STUCK_WORDS)
