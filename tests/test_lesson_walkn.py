"""The serious faults of this round's walks (walk0Nn, /work/walk/walk0Nn/report.md on the
machine that ran them) in the lessons' checks, each as the child met it."""

from __future__ import annotations

import pytest

from codyroby_lab.lessons import check_move
from tests.support.duel_setups import WIN  # the lesson's Exercise 1: A on A5 north, B on A2

pytestmark = pytest.mark.usefixtures("fresh_answers")


@pytest.mark.parametrize("cards", ["F F R", "F F L"])
def test_a_move_one_f_short_that_ends_with_a_turn_is_not_told_to_turn_to_face_b(cards):
    """Walk 04n, fault 1: in Exercise 1 (Win in one), "F F R" and "F F L" heard "A faces
    east, and B is not straight ahead of it: turn A with L or R to face B before its F
    cards", though A faced B from the start; a child following it played "R F F" and went
    round in circles. The hint is read from where A stood before the move."""
    said = check_move(WIN, cards)
    assert not said.ok
    assert "turn A with L or R" not in said.hint
    assert said.hint == ("B is straight ahead of A before your move, so A needs no turn: "
                         "count the squares between the two Robys.")


def test_a_chit_that_went_its_whole_way_hears_of_no_obstacle():
    """Walk 08n, fault 1: in Challenge 2 (pick up the crate on C3, Red on A1), the first
    chit alone, "VD A SE", heard "Order 1 (VD SE) stops Red on B2: an obstacle is in the way
    on C3": VD only ever goes one square, and C3 holds the box to pick up, not an obstacle.
    A move that went as far as its chit says was not stopped; a box in the way is the box."""
    from codyroby_lab.lessons import droids as lesson

    fetch = lesson.Challenge(start="A1", target="crate", rack=("VD", "V1", "V2", "PU"),
                             objects=(("C3", "crate"),))
    said = lesson.check(fetch, "VD A SE")
    assert not said.ok and said.message.startswith("Not yet: Red ends on B2 without the crate.")
    assert "obstacle" not in said.message and "stops Red" not in said.message
    short = lesson.check(lesson.Challenge(start="A1", target="crate", rack=("V2", "PU"),
                                          objects=(("A3", "crate"),)), "V2 A S")
    assert "the crate is in the way on A3" in short.message


@pytest.mark.parametrize("said, ok, words", [
    ("turn right and stay on A5", True, "Right!"),
    ("it turns right and stays where it is", True, "Right!"),
    ("turns right then forward", False, "does not move forward after it turns"),
    ("turn right and stay on B5", False, "does not stand on B5"),
    ("turns left and stays", False, "does not turn left"),
])
def test_a_turn_answer_may_say_that_roby_stays(said, ok, words):
    """Walk 03n, fault 1: Question 2's answers "turns right then forward" and "turn right
    and stay on A5" heard "'right' is no turn: write which way Roby turns", though right is
    the answer: a child was pushed towards "turns left". A turn read with words about
    staying is that turn; a move or another square besides it is told, not the turn."""
    from codyroby_lab.lessons import predict

    got = predict("IF left [L] ELSE [R]", said, at="A5", facing="N", asks="turn")
    assert got.ok is ok and words in got.message, got.message
    assert "is no turn" not in got.message


def test_a_letter_l_for_the_digit_1_is_pointed_out():
    """Walk 02n, fault 3: "Al" (the letter l typed for 1, alike in a laptop's font) heard only
    "I cannot read the answer 'Al': write a square such as 'B3'", and the child could not see
    what was wrong. It hears that the square ends with a letter, not which square to write."""
    from codyroby_lab.lessons import predict

    said = predict("F F", "Al", at="A3").message
    assert "ends with the letter l" in said and "A1" not in said


def test_the_first_wrong_damage_answer_hears_no_step_nor_event():
    """Walk 07o, fault 1 (serious; walk 07n, fault 2): "Two levels" answered 1 heard the step,
    the square and the event ("on D3: Zoom Bot drops down a ledge... The lesson says how
    many points"): one careless wrong answer handed over every event to add up. The first
    wrong try asks which steps change the damage; the step and square come at the second,
    what happens there at the third, and never a number of points."""
    from codyroby_lab.lessons.roborally import check_damage
    from tests.support.rr import lesson_setup

    # (Zoom Bot starts with 1 damage since walk 07q4, fault 3: 3 is right, 2 a wrong try)
    hints = [check_damage(lesson_setup("levels"), n, "Zoom Bot").hint for n in ("1", "2", "4", "6")]
    assert "D3" not in hints[0] and "ledge" not in hints[0] and "step B" not in hints[0]
    assert "step B of register 1" in hints[1] and "ledge" not in hints[1]
    # what happens there from the fourth (walk 07s, fault 2: at the third it all but gave it)
    assert "step B of register 1" in hints[2] and "ledge" not in hints[2]
    assert "drops down a ledge" in hints[3] and "how many points" not in hints[3]


def test_card_numbers_without_commas_hear_of_commas_not_of_quotes():
    """Walk 07o, fault 2: ``race.program(2 3 4 1 5)`` heard 'a program goes between quotes,
    like "F R F"', a fix from lesson 01 that this cell refuses ("'f' is not a card number").
    Numbers in brackets hear that commas part them, with the child's own numbers."""
    from codyroby_lab.lessons import unreadable

    line = "race.program(2 3 4 1 5)"
    said = unreadable(SyntaxError("invalid syntax", ("<cell>", 1, 16, line)))
    assert "race.program(2, 3, 4, 1, 5)" in said.hint and "quotes" not in said.hint


def test_a_slanting_arrow_written_apart_hears_it_is_one_word():
    """Walk 08o, fault 1 (serious): in Challenge 2, "VD A S E" heard "VD needs a transmitter
    and an arrow, e.g. 'VD A S'", and VD refuses S: the child copying the example met a
    second error and went round in circles. The arrow written apart hears it is one word;
    a VD written without its arrow hears an example with a slanting arrow."""
    from codyroby_lab.lessons import droids as lesson

    fetch = lesson.Challenge(start="A1", target="crate", rack=("VD", "V1", "V2", "PU"),
                             objects=(("C3", "crate"),))
    said = lesson.check(fetch, "VD A S E").message
    assert "one word: SE" in said and "'VD A S'" not in said
    with pytest.raises(Exception, match="e.g. 'VD A SW'"):
        lesson.program_of("VD A 1 2 3")


def test_a_program_that_ran_out_of_orders_hears_it_not_of_something_in_the_way():
    """Walk 08o, fault 2: in Challenge 1, "V2 A E, V2 C S" ended on C3, one short of C4, and
    heard "how far does that chit go, and what could stop it on the way?": nothing stopped
    it, the program had no order left, and the child looked for an obstacle."""
    from codyroby_lab.lessons import droids as lesson

    reach = lesson.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
    said = lesson.check(reach, "V2 A E, V2 C S").message
    assert "It is Red's last order" in said and "stop it on the way" not in said


def test_one_life_and_one_card_are_said_in_the_singular():
    """Walk 07o, fault 5: the race's status and its log said "1 lives" and "is dealt 1
    cards"."""
    from codyroby_lab import lessons

    race = lessons.RoboRallyRace({"board": {"width": 6, "height": 6, "elements": [
        {"kind": "flag", "at": "C1", "number": 1}]}, "robots": {
        "Twonky": {"at": "C6", "lives": 1, "damage": 8}, "Zoom Bot": {"at": "F6"}}}, seed=1)
    said = race.status()
    assert "8 damage, 1 life," in said and "Your hand: 1 card," in said
    assert "1 lives" not in said and "1 cards" not in said
    race.program(1)
    dealt = [e.text for t in race.turns for k in range(1, len(t.trace))
             for e in t.trace.events(k) if "is dealt" in e.text]
    assert dealt and not any("1 cards" in text for text in dealt)
