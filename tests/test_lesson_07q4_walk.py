"""Lesson 07 as the walk 07q4 met it (/work/walk/walk07q4/report.md, at 1366x650): each test
names the walk's fault it pins."""

from __future__ import annotations

import pytest

from codyroby_lab.lessons import roborally as lesson
from tests.support.lesson_cells import cells
from tests.support.rr import lesson_setup

pytestmark = pytest.mark.usefixtures("fresh_answers")


def test_the_machines_square_cell_says_where_the_damage_goes():
    """Fault 2: the question asked "where does Twonky end, and how much damage does it
    have?", its first cell takes a square, and "D4, 1 damage" heard that 1 is not a way to
    face. The question says one answer in each cell, and both in the square's cell hears
    where each goes, counting no try."""
    text = next(src for kind, src in cells("07_roborally") if kind == "markdown"
                and src.startswith("## Machines"))
    assert "one in each of the two cells under the map" in " ".join(text.split()), text
    for answer in ("D4, 1 damage", "D4 1", "D4 2 damage"):
        said = lesson.check_where(lesson_setup("machines"), answer)
        assert not said.ok and said.tries == 0, said
        assert "facing" not in said.message and "face" not in said.message, said
        assert "write the square here" in said.message and "damage" in said.message, said


def test_falling_off_the_board_is_met_before_the_challenges_say_it():
    """Fault 12: "falls off the board" first came in a challenge's failure words. The rules
    say it where a destroyed robot is met, before any challenge."""
    texts = [src for kind, src in cells("07_roborally") if kind == "markdown"]
    first_challenge = next(i for i, t in enumerate(texts) if t.startswith("## Challenges"))
    assert any("falls off the board" in t for t in texts[:first_challenge])


def test_zoom_bot_s_damage_is_right_for_one_reason_and_the_right_words_say_it():
    """Fault 3: Zoom Bot drops down a ledge (2 damage), then a trap door destroys it, and a
    destroyed robot "comes back with 2 damage": 2 was right for two reasons, and "Right!
    Zoom Bot has 2 damage" said neither. Zoom Bot starts with 1 damage, so only the ledge's
    points make the answer; coming back with 2 is wrong, and the right words say why."""
    levels = lesson_setup("levels")
    comes_back = lesson.check_damage(levels, "2", "Zoom Bot")
    assert not comes_back.ok and "2 damage" in comes_back.message, comes_back
    right = lesson.check_damage(levels, "3", "Zoom Bot")
    assert right.ok, right
    assert ("Zoom Bot has 3 damage: 1 at the start, 2 from dropping down a ledge, then it is "
            "destroyed, which adds no damage points.") in right.message, right
    question = next(src for kind, src in cells("07_roborally") if kind == "markdown"
                    and src.startswith("And Zoom Bot?"))
    assert "1 damage" in question and "destroyed" not in question, question


def test_no_dock_on_the_race_map_reads_as_a_square():
    """Fault 1: the docks were written D1 ... D8 on the text map, and "D1 T" stood on E12:
    a child who has named squares all lesson reads D1 as a square. A dock is ⌂ and its
    number, the key says why, and the race's words call them so."""
    import re

    from codyroby_lab.lessons import RoboRallyRace
    race = RoboRallyRace(seed=16, computers="gentle")
    text = race.state.ascii()
    rows = [line for line in text.splitlines() if re.match(r"\s*\d+ ", line)]
    assert not any(re.search(r"\bD\d", row) for row in rows), rows
    assert " T " in rows[-1] and "Twonky (T) at E12 (on \u23021)" in text, rows[-1]
    assert "\u2302 for a dock, so that no dock reads as a square" in " ".join(text.split())
    said = " ".join(" ".join(src for kind, src in cells("07_roborally")
                             if kind == "markdown").split())
    assert "(`\u23021`, `\u23022`, ... on the map" in said and "`D1`" not in said


def test_hints_say_where_to_look_not_what_happens_when():
    """Fault 5: for Big Gun "G2" heard "look at step D of register 2 and step D of register
    4 ... pushes the robot it hits one square away", and "E2" "it stands there after step D
    of register 2": how many pushes, and when. The belts' "it stands there in step C of
    register 2, after the express belts move, but the rest of that step moves it on" told
    what moves it on. Hints name the step to look at, never its register nor what happens."""
    gadgets = lesson_setup("gadgets")
    said = [lesson.check_where(gadgets, square, "Zoom Bot") for square in ("G2", "E2", "A2")]
    for one in said:
        assert "register 2" not in str(one) and "register 4" not in str(one), one
    assert "after step D, but it does not stay there" in said[1].message, said[1]
    assert "look at step D:" in said[2].hint and "in each register" in said[2].hint, said[2]
    belts = lesson.check_where(lesson_setup("belts"), "C3 west", with_facing=True).message
    assert "register" not in belts and "moves it on" not in belts, belts
