"""Lesson 07 as a learner meets it (issue 29, walk 07d at 1366x650): the race cell run twice,
and the tries a shown answer or a repeated answer count."""

import json

import pytest

from codyroby_lab.lessons import RoboRallyRace, feedback
from codyroby_lab.lessons import roborally as lesson
from tests.support.lesson_runs import NOTEBOOKS
from tests.support.rr import lesson_setup


def test_the_race_cell_run_again_plays_no_turn_the_child_has_not_seen():
    """Walk 07d, fault 2: Shift+Enter twice on ``race.program(1, 2, 3, 4, 5)`` played a
    second whole turn with a hand the child had not seen. The same numbers again, before the
    new hand was looked at, play nothing: the learner hears the turn was played and sees the
    new hand; after that (or after ``race.cards()``) the same numbers play. Walk 07q, fault
    11: a child who meant those numbers is not marked wrong (no ✘, no error)."""
    race = RoboRallyRace(seed=1, computers="gentle")
    race.program(1, 2, 3, 4, 5)
    turn, hand = race.state.turn, lesson.numbered(race.hand)   # not looked at
    said = race.program(1, 2, 3, 4, 5)
    assert race.state.turn == turn and lesson.numbered(race.hand) == hand   # nothing played
    words = " ".join(said.lines)
    assert not said.ok and "\u2718" not in words
    assert "Not played yet" in words and hand in words and "run the cell again" in words
    race.program(1, 2, 3, 4, 5)                                      # seen: it plays
    assert race.state.turn == turn + 1
    race.cards()                                                     # looked at the hand
    race.program(1, 2, 3, 4, 5)
    assert race.state.turn == turn + 2


LASERS = {"board": {"width": 6, "height": 4, "edges": [
              {"kind": "laser", "at": "A2", "side": "W", "count": 2}]},
          "robots": {"Twonky": {"at": "C3", "facing": "N"},
                     "Zoom Bot": {"at": "E2", "facing": "W"}},
          "program": {"Twonky": ["Move 1 490"]}, "phases": 1}


def test_the_same_wrong_answer_again_is_not_a_new_try():
    """Walk 07d, fault 6: "2", then "2 damage" (the same answer) in cell 21 counted two tries,
    so a child heard "third try" after two ideas. An answer that hears the same words as the
    try before counts no new try, in every lesson (feedback.tried)."""
    feedback.forget()
    first = lesson.check_damage(LASERS, "2")
    again = lesson.check_damage(LASERS, "2 damage")
    assert not first.ok and not again.ok
    assert (first.tries, again.tries) == (1, 1)
    assert "tried this answer before" in again.message
    assert lesson.check_damage(LASERS, "0").tries == 2


def test_a_right_answer_after_show_me_is_not_praised_as_found():
    """Walk 07d, fault 3: "show me", then the right answer, said "Right! ... You got it on your
    first try." After the answer was shown, a right answer is recorded as shown, with no
    praise for a try."""
    feedback.forget()
    assert lesson.check_damage(LASERS, feedback.SHOW_ME).shown
    right = lesson.check_damage(LASERS, "3")
    assert right.ok and right.shown and "first try" not in right.message
    assert "saw the answer" in right.message


def test_the_zoom_bot_damage_question_does_not_say_zoom_bot_is_destroyed():
    """Walk 07d, fault 7: "(a destroyed robot keeps its damage until the end of the turn)"
    just before asking Zoom Bot's damage told the child Zoom Bot is destroyed, half of the
    answer. The question says nothing of its fate, nor does a "destroyed" answer (walk 07g,
    fault 7)."""
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    cells = ["".join(c["source"]) for c in nb["cells"]]
    asks = next(s for s in cells if s.startswith("And Zoom Bot?"))
    assert "destroyed" not in asks
    assert "destroyed robot" not in str(lesson.check_damage(lesson_setup("levels"), "destroyed",
                                                            "Zoom Bot"))


@pytest.mark.parametrize(("answer", "named"),
                         [("D2 eats", "'eats'"),
                          ("2D east", "the number 2, then the letter D: write the letter first")])
def test_an_answer_that_cannot_be_read_names_the_word(answer, named):
    """Walk 07d, fault 5: "D2 est" and "2D east" heard "I cannot read ...: write a square such
    as C3", with no pointer to the word that could not be read ("est" is now Italian for
    east, so a slip that is no word: "eats")."""
    feedback.forget()
    said = lesson.check_where(lesson_setup("first"), answer, with_facing=True)
    assert not said.ok and named in said.message


@pytest.mark.parametrize(("text", "named"), [("1,2,x,4,5", "'x' is not a card number"),
                                             ("1 2 3 4 10", "no card 10: your cards are "
                                                            "numbered 1 to 9")])
def test_the_program_text_names_what_it_cannot_use(text, named):
    """Walk 07d, fault 5: "1,2,three,4,5" heard "Write the numbers of your cards (1 to 9),
    not that." (which word?), and "1 2 3 4 10" heard "No card of your hand has priority 10"
    where the child meant card number 10. (Walk 07r6, fault M6: in the cells' words.)"""
    w = RoboRallyRace(seed=1).widget()
    w.receive({"type": "set_program", "text": text})
    assert named in w.error


def test_a_race_the_computer_played_for_you_is_not_your_win():
    """Walk 07d, fault 14: with autoplay=True the computer played Twonky's side, and the
    race said "Game over: you win!" (Energy Seekers already says who played)."""
    race = RoboRallyRace({"board": {"width": 3, "height": 4, "elements": [
        {"kind": "flag", "at": "A1", "number": 1}]},
        "robots": {"Twonky": {"at": "A3", "facing": "N"}, "Zoom Bot": {"at": "C4"}}})
    said = str(race.play_to_the_end(autoplay=True))
    assert race.winner == "Twonky" and "you win" not in said
    assert race.status() == "Game over: Twonky wins, with the computer playing for you."
    race.new_game()
    assert not race.autoplayed


def test_the_trap_door_key_says_its_own_registers():
    """Walk 07d, fault 8: the key of every map said a trap door is a pit "here from register
    2" (whatever its registers), where the lesson says lesson 07's opens only in register 2.
    The map says each trap door's registers under it, as it does for lasers and pushers."""
    said = lesson.look(lesson_setup("levels"))
    assert "from register" not in said
    assert "Trap door on D5: a pit in register 2 only" in said
