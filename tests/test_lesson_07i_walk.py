"""Lesson 07 as a 12-year-old meets it (walk 07i at 1366x650): the lasers question's hint,
and the race cell (the parts a second session starts from: test_lesson_sessions.py)."""

import json

import pytest

from codyroby_lab.lessons import feedback
from codyroby_lab.lessons import roborally as lesson
from tests.support.lesson_cells import parts
from tests.support.lesson_runs import NOTEBOOKS

LASERS = {"board": {"width": 6, "height": 4, "edges": [
    {"kind": "laser", "at": "A2", "side": "W", "count": 2}]},
    "robots": {"Twonky": {"at": "C3", "facing": "N"}, "Zoom Bot": {"at": "E2", "facing": "W"}},
    "program": {"Twonky": ["Move 1 490"]}, "phases": 1}


@pytest.mark.parametrize("answer", ["2", "two", "4"])
def test_the_lasers_hint_names_the_robots_laser_a_child_forgets(answer):
    """Fault 3: a child who counts the wall laser's two beams and answers 2 heard "a laser
    beam hits Twonky (count the beams)", which leads back to 2. The hint names each laser
    that hits, Zoom Bot's own too, never the number: from the second try, as the first
    says only that robots fire lasers too (walk 07j, fault 2)."""
    feedback.forget()
    lesson.check_damage(LASERS, "5" if answer != "5" else "6")
    lesson.check_damage(LASERS, "6" if answer != "6" else "7")   # walk 07o, fault 1: a try more
    lesson.check_damage(LASERS, "7" if answer != "7" else "8")   # walk 07s, fault 2: one more
    said = str(lesson.check_damage(LASERS, answer))
    assert said.startswith("✘")
    assert "Zoom Bot's own laser" in said and "the board laser on the wall of A2" in said
    assert "3" not in said and "three" not in said


def code_after(heading):
    """The lesson's code cells of the part under ``heading``, up to the next one."""
    return next(cells for part, cells in parts("07_roborally").items()
                if part.startswith(heading))


def test_a_wrong_square_with_a_facing_says_nothing_of_that_facing_on_the_way():
    """Fault 4: "C3 east" heard "Twonky does not end on C3 facing east: it stands there
    after step C of register 2", where Twonky stood on C3 facing south: the words said it
    stood there facing east. The square is what is wrong, and the feedback speaks of it."""
    from tests.support.rr import lesson_setup
    feedback.forget()
    said = lesson.check_where(lesson_setup("belts"), "C3 east", with_facing=True).message
    # (in step C, after the express belts: walk 07s, fault 1)
    assert said.startswith("Not quite: Twonky does not end on C3: it stands there for a "
                           "moment in step C"), said
    assert "east" not in said, said


def test_the_race_cell_run_as_given_says_what_to_write():
    """Fault 7: the cell that plays a race turn, run as given (its line commented out),
    showed nothing at all: a child could think a turn was played. Run as given it says
    nothing was played and what to write, and plays nothing."""
    from codyroby_lab.lessons import RoboRallyRace
    race = RoboRallyRace(seed=1, computers="gentle")
    hand = race.hand
    cell = next(s for s in code_after("## Race the computer") if "ONE turn" in s)
    fresh = {"race": race}
    exec(compile(cell.replace("race.program(", "said = race.program("), "turn", "exec"), fresh)  # noqa: S102
    said = fresh["said"]
    assert not said.ok and race.hand == hand
    assert said.lines[0].startswith("Nothing played yet: put the numbers of 5 cards"), said


def test_ten_for_a_robot_a_pit_destroyed_hears_that_it_adds_no_damage():
    """Fault 5: a child who answered 10 for Zoom Bot (a trap door destroyed it; the lesson
    says 10 damage destroys a robot) was never told that a pit destroys without damage. It
    is said as a rule, not as Zoom Bot's fate (walk 07g, fault 7)."""
    from tests.support.rr import lesson_setup
    feedback.forget()
    # (from the fourth check, with what happens: at the first it told of a pit the child
    # had not watched, walk 07s, fault 2)
    assert "pit" not in str(lesson.check_damage(lesson_setup("levels"), "10", "Zoom Bot"))
    for n in ("1", "3"):
        lesson.check_damage(lesson_setup("levels"), n, "Zoom Bot")
    said = str(lesson.check_damage(lesson_setup("levels"), "10", "Zoom Bot"))
    assert "falling into a pit or off the board adds no damage points" in said
    assert "destroy" not in said.lower()                   # its fate waits for the replay
    feedback.forget()
    assert "pit" not in str(lesson.check_damage(lesson_setup("levels"), "1", "Zoom Bot"))


@pytest.mark.parametrize("name, idea", [
    ("challenge2", "express belts twice"),
    ("challenge3", "slides on in the same direction"),
    ("challenge3", "comes out of the other portal")])
def test_a_failed_challenge_s_hint_names_what_its_board_does(name, idea):
    """Fault 6: every failed program heard "play your cards one at a time in your head,
    square by square", never the idea of the challenge (express belts move twice, oil
    slides, a portal carries on)."""
    from tests.support.rr import lesson_setup
    feedback.forget()
    said = lesson.check_registers(lesson_setup(name), "1 2 3 4 5")
    assert not said.ok and idea in said.hint, said


def test_the_lesson_says_flags_repair_as_repair_sites_do():
    """Fault 11: after race turn 2 "Twonky repairs 1 damage at G6" (flag 1), where the
    lesson taught that only repair sites repair: a child checking the rules thought the
    game was wrong."""
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    repairs = next("".join(c["source"]) for c in nb["cells"]
                   if "".join(c["source"]).startswith("## Repairs"))
    assert "so does a robot that\nends the turn on a **flag**" in repairs


def markdown(start):
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"]
                if c["cell_type"] == "markdown" and "".join(c["source"]).startswith(start))


def test_an_empty_locked_register_s_card_from_the_deck_is_explained():
    """Fault 12: after a power-down, registers 4 and 5 locked with cards the child never
    had (the game put the deck's top cards there), where the lesson and the rule said a
    locked register keeps its card. The rule and the lesson say where those cards come
    from."""
    from codyroby_lab.games.roborally import rules as R
    assert "a locked register left empty (after a power-down) gets the top card of the deck" \
        in R.LOCKED.text
    # in the race, where registers lock (walk 07n, fault 3: told long before it), before
    # its program cells, after the board said what the deck is (walk 07r6, fault M13)
    said = " ".join(markdown("What would the computer do in your place?").split())
    assert "A locked register that is empty (after a rest, a *power-down*) gets a card from " \
        "the top of the **deck**: a card you did not choose." in said


def test_the_first_board_s_laser_is_told_before_it_fires():
    """Fault 13: the first replay's step D said "Zoom Bot fires north and hits Twonky" two
    sections before lasers were taught: the child saw damage with no cause they knew."""
    assert "Every robot also has a **laser** that shoots straight ahead at step D" \
        in markdown("## Robots push robots")


def test_a_register_is_said_in_plain_words_where_first_met():
    """Fault 14: "register", the key idea of the lesson, was never said in a child's
    words."""
    assert "(a **register** is a slot\nthat holds one card; your robot has five)" \
        in markdown("# Lesson 7")
