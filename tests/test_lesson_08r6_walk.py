"""Walk 08r6: lesson 08 (Droids) at 1366x650, the words a child reads on its boards and in
its cells."""

from __future__ import annotations

from codyroby_lab.lessons import droids as lesson


def test_a_chit_typed_that_is_laid_already_is_refused_at_once_in_the_rack_s_words():
    """Fault 1: with V1 laid on the free board, "V1 B S" typed was taken ("The chits now
    hold the move from the text"), and only Place chit said "you have no V1 left"; "V3 B S"
    was told to use one of V2 VX PU V1. Use text now refuses it at once, in Place chit's
    words, and names only the chits the rack shows."""
    board = lesson.ChitsBoard(rack=("V2", "V1", "VX", "PU"))
    w = board.widget()
    for intent in ({"type": "set_program", "text": "V1 A S"}, {"type": "run"}):
        w.receive(intent)
    assert w.error == "" and w.scene["editor"]["chits"] == ["V2", "VX", "PU"]
    w.receive({"type": "set_program", "text": "V1 B S"})
    assert w.error == "You have no V1 left: your chits are V2 VX PU", w.error
    assert w.program == "" and board.program == "V1 A 1 S"
    w.receive({"type": "choose", "action": "place V1 B 1 S"})          # dropped in a box
    assert w.error == "You have no V1 left: your chits are V2 VX PU", w.error
    w.receive({"type": "set_program", "text": "V3 B S"})
    assert w.error.startswith("'V3' is not a chit on your rack: use one of V2 VX PU;"), w.error
    assert w.scene["editor"]["chits"] == ["V2", "VX", "PU"] and board.program == "V1 A 1 S"


def test_two_chits_on_one_line_hear_one_chit_per_line():
    """Fault 5: "V2 A E V2 C S" on one line heard "V2 needs a transmitter and an arrow",
    which both chits had."""
    reach = lesson.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
    said = str(lesson.check(reach, "V2 A E V2 C S"))
    assert said == "✘ Write one chit per line: 'V2 A E' and 'V2 C S' are two chits.", said


def test_the_typed_play_hint_says_box_1_is_sent_first_as_the_panel_does():
    """Fault 6: the hint of cells 37 and 39 said "the chit nearest the board is sent first",
    where the panel draws box 1 at the top, away from the board, and says "box 1 is sent
    first"."""
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.draw("violet 4 red 3")
    status = game.status()
    assert "box 1 is sent first" in status and "nearest the board" not in status, status


def test_an_answer_shown_is_never_introduced_as_right():
    """Fault 7: "show me" replied "➜ You asked to see it: Right: from 5 squares away...",
    which reads as if the child had answered right."""
    from codyroby_lab.lessons import feedback
    feedback.forget()
    said = lesson.check_misses("show me").message
    assert said == ("You asked to see it: from 5 squares away 5 faces give no hit, so half "
                    "the shots miss."), said
