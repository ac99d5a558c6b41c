"""The program "show me" shows for each of lesson 07's challenges, and what the lesson
says of it."""

from __future__ import annotations

import json
import re

import pytest

from codyroby_lab import lessons
from tests.support.lesson_runs import NOTEBOOKS

pytestmark = pytest.mark.usefixtures("fresh_answers")

TURNS = ("Rotate Left", "Rotate Right", "U-Turn")


def cells() -> list[tuple[str, str]]:
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def challenges() -> dict:
    made: dict = {}
    for kind, src in cells():
        if kind == "code" and re.search(r"^challenge\d = \{", src, re.M):
            exec(src.split("print(")[0], made)   # noqa: S102 -- the lesson's own cell
    return {k: v for k, v in made.items() if k.startswith("challenge")}


@pytest.mark.parametrize("name", ["challenge1", "challenge2", "challenge3"])
def test_show_me_turns_with_no_roundabout_pair_before_the_flag(name):
    """Walk 07t, fault 4: challenge 1's "show me" turned Rotate Left then U-Turn, where the
    hand's one Rotate Right does it: a child copying it thought the trick was needed. No
    two turns in a row come before the flag is reached."""
    said = str(lessons.check_registers(challenges()[name], "show me"))
    cards = re.findall(r"(Move \d|Back Up|Rotate Left|Rotate Right|U-Turn) \(priority",
                       said)
    flag = int(re.search(r"flag 1 in register (\d)", said)[1])
    played = cards[:flag]
    pairs = zip(played, played[1:], strict=False)
    assert not any(a in TURNS and b in TURNS for a, b in pairs), said


def test_challenge_1_s_answer_turns_with_the_rotate_right():
    said = str(lessons.check_registers(challenges()["challenge1"], "show me"))
    assert "Rotate Right (priority 80)" in said and "U-Turn" not in said, said


def test_the_lesson_says_show_me_works_at_once():
    """Walk 07t, fault 4: the text said "Stuck after a few tries?", but "show me" works as
    the very first program."""
    intro = next(src for kind, src in cells() if src.startswith("## Challenges"))
    assert "after a\nfew tries" not in intro and "works at once" in " ".join(intro.split())
