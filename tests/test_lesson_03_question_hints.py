"""Lesson 3's questions 1 to 3: a wrong answer's hint names only the road its board has
(walk 03t, fault 3: "on the board, no block, on the path" on plain boards with no path)."""

from __future__ import annotations

from codyroby_lab.lessons import feedback
from codyroby_lab.lessons.checks import predict


def test_question_1_names_the_block_and_no_path():
    feedback.forget()
    hint = predict("REPEAT WHILE ahead [F]", "E1", on={"width": 5, "height": 5, "blocks": ["A2"]},
                   at="A5").hint
    assert "(on the board, free of blocks)" in hint and "path" not in hint


def test_questions_2_and_3_on_a_plain_board_name_neither_blocks_nor_path():
    feedback.forget()
    for program, answer, asks in (("IF left [L] ELSE [R]", "turns left", "turn"),
                                  ("REPEAT WHILE not ahead [R]", "north", "facing")):
        hint = predict(program, answer, at="A5" if asks == "turn" else "E5",
                       facing="N" if asks == "turn" else "S", asks=asks).hint
        assert "(on the board)" in hint and "path" not in hint and "block" not in hint, hint


def test_a_path_board_names_its_path():
    feedback.forget()
    hint = predict("REPEAT WHILE ahead [F]", "A5", on={"width": 5, "height": 5,
                   "path": ["A5", "A4", "A3"]}, at="A5").hint
    assert "(on the board and on the path)" in hint


def test_question_2s_two_half_right_tries_never_add_up_to_the_answer():
    """Walk 03r6, fault 2: "A5 west" heard that A5 is correct, then "B5 east" that east is
    correct: the answer, A5 east, in two tries. A square Roby never moved to hears that Roby
    only turns where it stands, and the facing beside it is said neither right nor wrong."""
    feedback.forget()
    said = [predict("IF left [L] ELSE [R]", guess, at="A5", facing="N", asks="turn").message
            for guess in ("A5 west", "B5 east", "B5 west")]
    assert "does not face west" in said[0]
    assert "only turns where it stands" in said[1] and "east" not in said[1]
    assert "correct" not in said[1] and said[2].startswith(said[1])
