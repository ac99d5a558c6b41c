"""Lesson 07 as a 12-year-old meets it (walk 07g at 1366x650): what a wrong answer to a
damage question says, and the words of the lesson's questions and printouts."""

import re

import pytest

from codyroby_lab.core.players import play
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.roborally.bots import gentle
from codyroby_lab.lessons import RoboRallyRace, feedback
from codyroby_lab.lessons import roborally as lesson
from tests.support.lesson_cells import markdown
from tests.support.rr import lesson_setup


@pytest.mark.parametrize("answer", ["10", "0", "destroyed"])
def test_a_wrong_damage_answer_says_where_to_look_not_the_damage(answer):
    """Fault 7 (serious): after "10" or "0" the hint said "dropping down a ledge costs 2
    damage", Zoom Bot's only damage, so the answer; "destroyed" heard that a destroyed robot
    keeps its damage, so Zoom Bot's fate before the child watched it. A wrong number hears
    which step and which square to look at and what happens there, with no number of
    damage points; "destroyed" hears only that a number is asked."""
    feedback.forget()
    if answer != "destroyed":       # the step and the square from the second try (walk 07o, 1)
        lesson.check_damage(lesson_setup("levels"), "5", "Zoom Bot")
    said = lesson.check_damage(lesson_setup("levels"), answer, "Zoom Bot")
    told = f"{said.message} {said.hint or ''}"
    assert not said.ok
    assert not re.search(r"\d+ damage|damage points? \d", told.replace(f"{answer} damage", ""))
    assert "destroy" not in told.lower().replace("destroyed is not", "")
    if answer != "destroyed":       # what happens there from the second try (walk 07i, 5)
        assert "step B of register 1" in said.hint and "D3" not in said.hint   # walk 07r, fault 5
        lesson.check_damage(lesson_setup("levels"), "8", "Zoom Bot")   # (walk 07s, fault 2)
        again = lesson.check_damage(lesson_setup("levels"), "7", "Zoom Bot")
        assert "drops down a ledge" in again.hint and "7" not in again.hint


def test_a_belt_in_the_registers_trace_names_the_robot_it_carries():
    """Fault 10: the trace of a wrong program read "the express belt carries north from E6
    to E5": the robot's name was cut out of the middle of the line, not only from its
    start."""
    feedback.forget()
    said = "\n".join(lesson.check_registers(lesson_setup("challenge2"), "6 9 1 4 8").details)
    assert "the express belt carries Twonky north from E6 to E5" in said
    assert "register 2, Move 3 (priority 810): moves east from B6 to C6" in said


def test_the_two_levels_text_says_what_a_pit_does_and_the_question_is_plain():
    """Fault 6: the trap door was "a pit in the registers it shows", but the lesson never
    said what a pit does before the Zoom Bot question hinged on it. Fault 9: "whatever else
    happens to a robot, its damage is only what hit it" was hard to read."""
    levels = next(t for t in markdown("07_roborally") if t.startswith("## Two levels"))
    assert "A robot that falls into a pit is destroyed." in levels
    question = " ".join(next(t for t in markdown("07_roborally")
                             if t.startswith("And Zoom Bot?")).split())
    assert "whatever else" not in question
    assert "add up the points that hit Zoom Bot in these two registers" in question


def test_the_right_square_is_explained_up_to_the_square_where_the_robot_ends():
    """Fault 8: "Right! Twonky ends on B1 facing north (Twonky stops on the ramp at B3 while
    climbing and rolls back one square)" told register 1 only, which leaves Twonky on B4: a
    child who guessed B1 by luck was misled about why. The card that takes Twonky on after
    the roll back is told too."""
    feedback.forget()
    said = lesson.check_where(lesson_setup("levels"), "B1").message
    assert said.startswith("Right! Twonky ends on B1 facing north (Twonky stops on the ramp"), said
    assert "then, in register 2, its Move 3 takes it from B4 to B1)" in said, said


def test_turns_the_computers_play_on_are_told_turn_by_turn():
    """Fault 15: with the child's robot out of the game the computers played on, and the
    printout numbered their registers "Register 6, 7, ... 20", though a robot has five.
    Each turn says where it starts, and its registers go from 1 to 5."""
    race = RoboRallyRace(seed=1, computers="gentle")
    state, trace = race.state, Trace(race.state)
    play(state, dict.fromkeys(state.game.players, gentle), max_steps=8,
         apply=lambda s, _, action: s.play(action, trace))
    heads = [line for line in lesson._lines(race.you, trace.view(race.you))
             if line.startswith(("Register", "Turn"))]
    assert heads == [*(f"Register {r}:" for r in range(1, 6)), "Turn 2:",
                     *(f"Register {r}:" for r in range(1, 6))], heads


def test_the_race_title_is_true_after_the_turn_has_played():
    """Fault 12: after the board's Run the turn played to its end and the next hand came,
    but the title still said "Next: watch the turn play", something already over. Its
    words now hold while the turn plays and after it."""
    board = RoboRallyRace(seed=1, computers="gentle").widget()
    board.program = "1 2 3 4 5"
    board.run()
    title = board.scene["title"]
    assert "Next turn:" in title and "watch" not in title   # (walk 07q, 6)
    assert title.endswith("put a card of your hand in each of your 5 registers, then press "
                          "Run."), title


def test_the_race_text_names_the_speed_slider():
    """Fault 14: a turn of about 50 steps plays at two steps a second, and the text gave that
    as the pace, so a class would skip every turn with the jump to its end. It says the
    Speed slider changes it (since walk 07q4, fault 13, the turn plays at four a second)."""
    text = next(t for t in markdown("07_roborally") if "### Race on the board" in t)
    assert "four steps a second (the **Speed** slider changes it)" in text
