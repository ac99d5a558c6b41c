"""Lesson 07 as a 12-year-old meets it (issue 29, walk 07e at 1366x650): the race's words
while a turn replays and after the computer played, a hand of one card, and the
challenges' "show me"."""

import json
import re

import pytest

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.lessons import RoboRallyRace, feedback
from codyroby_lab.lessons import roborally as lesson
from tests.support.lesson_cells import markdown
from tests.support.lesson_runs import NOTEBOOKS
from tests.support.rr import lesson_cells, lesson_setup

SMALL = {"board": {"width": 3, "height": 4, "elements": [
    {"kind": "flag", "at": "A1", "number": 1}]},
    "robots": {"Twonky": {"at": "A3", "facing": "N"}, "Zoom Bot": {"at": "C4"}}}


def test_the_race_title_says_to_watch_the_turn_before_the_next_hand():
    """Fault 3: while Run replayed a turn, the title said "Next: put a card of your hand
    in each of your 5 registers", while the hand said it comes at the end of the replay."""
    race = RoboRallyRace(seed=1, computers="gentle")
    board = race.widget()
    assert "Next: put a card" in board.scene["title"]
    board.program = "1 2 3 4 5"
    board.run()
    assert "Next turn:" in board.scene["title"]   # (walk 07q, fault 6)


def test_a_hand_of_one_card_is_not_numbered_1_to_1():
    """Fault 13: a robot with 8 damage (one card) heard "your cards are numbered 1 to 1"."""
    race = RoboRallyRace({**SMALL, "robots": {"Twonky": {"at": "A3", "damage": 8},
                                              "Zoom Bot": {"at": "C4"}}})
    assert len(race.hand) == 1
    with pytest.raises(IllegalAction) as said:
        race.program(2)
    assert "1 to 1" not in str(said.value)
    assert "there is no card 2: you have one card, card 1" in str(said.value)


def test_the_computer_played_turns_for_you_not_moves():
    """Fault 13: after autoplay the race said "The computer played 4 moves for you" where a
    race is played in turns."""
    race = RoboRallyRace(SMALL)
    first = race.play_to_the_end(autoplay=True).lines[0]
    assert first.startswith("The computer played 1 turn for you") or \
        " turns for you" in first, first
    assert "move" not in first


@pytest.mark.parametrize("name", ["challenge1", "challenge2", "challenge3"])
def test_show_me_in_a_challenge_shows_a_program_that_works(name):
    """Fault 9: "show me" in a challenge answered "'program' takes card numbers (1 to 9:
    places in the hand; 10 and up: priorities) and maybe 'down', not 'show'", and a stuck
    child had no way on. It shows a program that works, and after three wrong tries a wrong
    program says how to see one."""
    feedback.forget()
    challenge = lesson_setup(name)
    said = [lesson.check_registers(challenge, w) for w in ("9 8 7 6 5", "5 6 7 8 9", "2 4 6 8 1")]
    assert [r.ok for r in said] == [False] * 3
    assert 'write "show me"' in said[-1].message
    shown = lesson.check_registers(challenge, "Show me")
    assert shown.shown and "one program that works is" in shown.message, shown
    program = shown.message.split(" works is ")[1].split(" (")[0]
    feedback.forget()
    assert lesson.check_registers(challenge, program).ok, program


def test_a_word_in_a_challenge_program_is_named_in_plain_words():
    """Fault 9: a word in the program was answered with jargon never taught (priorities,
    'down')."""
    said = lesson.check_registers(lesson_setup("challenge2"), "go up the belt").message
    assert "'go' is not a card number: write the numbers of your cards" in said
    assert "priorit" not in said and "down" not in said


def test_the_maps_say_when_machines_work_and_what_a_robot_carries():
    """Fault 11: the machines map had a line for the pusher's registers but none for the
    flamer's (1, 3, 5) or the crusher's (2, 4), and the repairs map did not say Twonky
    carries the Big Gun: the child scrolled back up into the text for them."""
    machines = lesson.look(lesson_setup("machines"))
    assert "Flamer on D4: in registers 1, 3 and 5 it burns a robot on D4" in machines
    assert "Crusher on E4: in registers 2 and 4 it crushes a robot on E4" in machines
    gadgets = lesson.look(lesson_setup("gadgets"))
    assert "Twonky (T) at B2 (on +) facing east: 3 damage, 3 lives, no flag yet, carries the " \
        "Big Gun" in gadgets


def test_the_teleporter_rule_does_not_work_out_the_question():
    """Fault 12: the rule said "(Move 1 goes 3 squares)", half the answer of the question
    that follows (Twonky plays Move 1 on the teleporter)."""
    rule = next(t for t in markdown("07_roborally") if "**teleporter**" in t)
    assert "Move 1 goes" not in rule and "plays **Move 1**" in rule


def test_the_text_asks_for_no_cell_the_lesson_does_not_have():
    """Fault 13: the text said to run ``race.new_game()``, and no cell has it."""
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text())
    code = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
    for call in re.findall(r"`(race\.\w+\(\))`", "\n".join(markdown("07_roborally"))):
        assert call in code, call


def test_the_challenges_say_how_to_see_a_program_that_works():
    """Fault 9: unlike the questions, the challenges gave a stuck child no way on."""
    intro = next(t for t in markdown("07_roborally") if "## Challenges" in t)
    assert '"show me"' in intro


def test_the_printed_rules_break_between_words():
    """Fault 10: the printed register phase's long lines wrapped mid-word in a notebook
    ("functio / n"). Each line is short enough for the lesson's page, broken between words."""
    steps = next(text for kind, src, text, _ in lesson_cells()
            if kind == "code" and "phase_rules" in src)
    assert max(len(line) for line in steps.splitlines()) <= 80, steps
    # plain words (walk 07n, 5); "register phase" went with the option shops (walk 07p, 9)
    assert "register" in steps and "belts" in steps
