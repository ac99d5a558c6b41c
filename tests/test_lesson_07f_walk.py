"""Lesson 07 as a 12-year-old meets it (walk 07f at 1366x650): what the race board says
while its Run plays a turn, locked registers where they matter, and the words of the
lesson's boards and questions."""

import pytest

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.lessons import RoboRallyRace
from codyroby_lab.lessons import roborally as lesson
from tests.support.lesson_cells import markdown
from tests.support.rr import lesson_cells, lesson_setup


def test_the_race_title_says_the_board_plays_the_turn_by_itself():
    """Fault 11: after Run the turn played by itself, while the title said "watch the turn
    (Step or Play)", as if the child had to start it. The title says it plays, and how to
    stop it or skip it; a turn played in a cell shows at its end, so the title says what
    to do next at once."""
    race = RoboRallyRace(seed=1, computers="gentle")
    board = race.widget()
    board.program = "1 2 3 4 5"
    board.run()                                     # the board's Run
    title = board.scene["title"]
    assert "Next turn: put a" in title, title   # (walk 07g, fault 12;
    # walk 07q, fault 6: the wait in fewer words, no longer told how to pause or skip)
    assert "Step or Play" not in title
    race.program(1, 2, 3, 4, 5)                     # a turn played in a cell
    assert "Next: put a card of your hand" in board.scene["title"], board.scene["title"]


def test_the_race_text_says_run_plays_the_turn_by_itself():
    """Fault 11: the text said "press Run, then step through the turn"."""
    text = next(t for t in markdown("07_roborally") if "### Race on the board" in t)
    assert "step through" not in text
    assert "plays on\nthe board by itself" in text and "**Pause**" in text


LOCKED = {"board": {"width": 3, "height": 4, "elements": [
    {"kind": "flag", "at": "A1", "number": 1}]},
    "robots": {"Twonky": {"at": "A3", "facing": "N", "damage": 5}, "Zoom Bot": {"at": "C4"}}}


def test_five_cards_with_a_locked_register_say_the_register_is_locked():
    """Fault 13: with register 5 locked (5 damage, 4 cards) race.program(1, 2, 3, 4, 5)
    said "there is no card 5: your cards are numbered 1 to 4", and the child had to work out
    that only 4 numbers were wanted. It says register 5 is locked and how many to give;
    the line under the cell shows a call that fits."""
    race = RoboRallyRace(LOCKED)
    assert len(race.hand) == 4
    with pytest.raises(IllegalAction) as said:
        race.program(1, 2, 3, 4, 5)
    words = str(said.value)
    assert "give 4 cards, not 5: with 5 damage, register 5 is locked" in words, words
    assert "no card 5" not in words
    assert "e.g. race.program(1, 2, 3, 4)" in race.status()
    race.program(1, 2, 3, 4)                        # four numbers are played


def test_the_race_text_explains_locked_registers_before_the_race():
    """Fault 13: the race's text said to program five registers, and locking was one
    sentence far back in the lesson. (Walk 07r6, fault M13: it is said in the race's text
    just before its program cells, where the child first gives numbers, not before the
    first turn.)"""
    text = markdown("07_roborally")
    start = next(k for k, t in enumerate(text) if "## Race the computer" in t)
    race = next(t for t in text[start:] if "**Locked registers.**" in t)
    assert "`race.program(1, 2, 3, 4)`" in race and "**Careful:**" in race


def test_a_robot_that_steps_into_a_trap_door_is_said_to_step_onto_it():
    """Fault 7: the watch of ``levels`` said "Zoom Bot moves south from D3 to D4; Zoom Bot
    is destroyed at D5": the step onto D5, the one the child looks for, was never said."""
    said = str(lesson.watch(lesson_setup("levels"), show=True))
    assert "Zoom Bot moves south from D3 to D4; Zoom Bot moves south from D4 to D5; Zoom Bot " \
        "is destroyed at D5" in " ".join(said.split()), said


def test_a_push_told_twice_says_in_which_register():
    """Fault 9: the answer to cell 44 said "(Twonky's Big Gun pushes Zoom Bot one square
    east; Twonky's Big Gun pushes Zoom Bot one square east)", the same sentence twice,
    which looked like a bug: each push says its register."""
    said = lesson.check_where(lesson_setup("gadgets"), "show me", "Zoom Bot").message
    assert "(in register 2, Twonky's Big Gun pushes Zoom Bot one square east; in register 4, " \
        "Twonky's Big Gun pushes Zoom Bot one square east)" in said, said


def test_the_damage_question_says_to_count_the_points_that_hit():
    """Fault 8: the question asked for the damage of a robot destroyed in register 2, just
    after the text said "a robot with 10 damage is destroyed": a child may answer 10. It
    says to count the points that hit the robot, still without saying Zoom Bot is destroyed
    (walk 07d, fault 7: that is half of the answer)."""
    question = " ".join(next(t for t in markdown("07_roborally")
                             if t.startswith("And Zoom Bot?")).split())
    assert "count the damage points that hit it" in question
    assert "add up the points that hit Zoom Bot" in question and "destroyed" not in question


def test_the_printed_rules_have_no_words_a_child_does_not_know():
    """Fault 1: cell 4 printed the game's own words: "Board-mounted and robot-mounted
    lasers", "Reveal program cards", "if active this register phase", "refill the uses",
    "one function per register phase". The rules say it plainly (the rulebook's words stay
    in the teacher's notes), each still under its step's letter."""
    steps = next(text for kind, src, text, _ in lesson_cells()
            if kind == "code" and "phase_rules" in src)
    # walk 07p3, fault 4: "lands" (a ledge) and "movement" (water, oil, repulsors)
    for hard in ("mounted", "Reveal program", "active", "refill", "function", "lands",
                 "movement"):
        assert hard not in steps, hard
    assert "D  The board's lasers and the robots' lasers damage robots" in steps


def test_the_first_board_s_key_uses_no_word_taught_later():
    """Fault 4: the first board's key said "dashed rings: where it jumped from and to (back
    to its dock)", and "dock" is taught near the end of the lesson (and a destroyed robot
    comes back on its restart square, not always its dock)."""
    key = " ".join(k["label"] for k in lesson.replay(lesson_setup("first")).scene["legend"])
    assert "dock" not in key, key
    assert "back to where it restarts after it is destroyed" in key


def test_a_challenge_s_hand_is_one_card_a_line():
    """Fault 10: the 9 cards of a challenge were printed as one long wrapped line, where a
    child hunted for card 6."""
    said = lesson.hand(lesson_setup("challenge1")).splitlines()
    assert said[0] == "Your hand:" and len(said) == 10, said
    assert said[6] == "  6 Move 2 (priority 670)", said
