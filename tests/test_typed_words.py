"""A typed program that cannot be read says, in a learner's words, which word or sign is
wrong and what to write instead (walkthrough of lesson 01, serious fault 3; issue 29)."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons
from codyroby_lab.core.errors import ProgramSyntaxError
from codyroby_lab.games.codyroby.program import parse
from codyroby_lab.ui import CodyRobyBoard

JARGON = ("line", "column", "unexpected", "character", "(at", "token")


@pytest.mark.parametrize("text, says", [
    ("F, F, forward", "a comma ',' cannot go in a program: put a space between cards"),
    ("F;R", "a semicolon ';' cannot go in a program"),
    # walk 01v, fault 6: a full stop at the end is no sign between cards
    ("F F R F.", "a full stop '.' cannot go at the end of a program: take it out"),
    ("F F. R", "a full stop '.' cannot go in a program: put a space between cards"),
    ("F F forward", "'forward' is not a card: write F for forward"),
    ("left F", "'left' is not a card: write L for left"),
    ("F ?", "'?' cannot go in a program: write only the cards"),
])
def test_a_wrong_sign_or_word_says_what_to_write_instead(text, says):
    with pytest.raises(ProgramSyntaxError) as e:
        parse(text, cards=["F", "L", "R"])
    assert e.value.message.startswith(says)


def test_the_board_says_it_in_plain_words_and_marks_the_place():
    w = CodyRobyBoard(program="F F R", at="A5", palette=["F", "L", "R"])
    w.receive({"type": "set_program", "text": "F, F, forward"})
    assert w.error.startswith("A comma ',' cannot go in a program: put a space between cards")
    assert w.error.endswith("It is marked in the box.")
    assert not any(j in w.error.lower() for j in JARGON), w.error
    assert w.error_at == [1, 2, 1] and w.program == "F F R"


def test_several_lines_name_the_line():
    w = CodyRobyBoard(program="F", at="A5")
    w.receive({"type": "set_program", "text": "F\nF X"})
    assert w.error.startswith("Line 2: 'X' is not a card")


def test_a_check_of_cards_with_commas_does_not_blame_the_spelling():
    ex = lessons.challenge(start="A5", facing="N", target="A3", budget=5)
    hint = lessons.check(ex, "F,F").hint
    assert "spelling" not in hint and "space" in hint


@pytest.mark.parametrize("text, says, at", [
    ("REPEAT 4 [F R F L", "A [ is never closed: put a ] after the cards it holds", [1, 10, 1]),
    ("REPEAT 4 F R]", "REPEAT needs a [ before the cards it holds, like REPEAT 2 [F R]",
     [1, 10, 1]),
])
def test_a_bracket_left_out_is_said_without_block_or_column_and_marked_where_it_goes(
        text, says, at):
    """Walk 02 (issue 29), fault 9: "The block opened at line 1, column 10 is never closed
    with ']'" ('block' is also what Roby cannot cross), marked on the last card."""
    w = CodyRobyBoard(program="F", at="A5")
    w.receive({"type": "set_program", "text": text})
    assert w.error == f"{says}. It is marked in the box.", w.error
    assert "block" not in w.error and w.error_at == at


@pytest.mark.parametrize("text, at", [("F F R F 2", [1, 9, 1]), ("F2 R F", [1, 2, 1]),
                                      ("2F R F", [1, 1, 1])])
def test_a_number_in_a_program_that_names_no_repeat_says_to_write_each_card(text, at):
    """Walk 01r7, fault 1: lesson 01's text box answered "F F R F 2", "F2 R F" and "2F R F"
    (a child writing "2 steps forward") with "REPEAT needs a [ before the cards it holds", a
    card lesson 01 has not taught. The box and a lesson's check (one reader) say a number is
    no card and how to write the cards again; a program that names REPEAT keeps its words."""
    says = "2 is not a card: to play a card more than once, write it again, like F F, not F2"
    w = CodyRobyBoard(program="F", at="A5")
    w.receive({"type": "set_program", "text": text})
    assert w.error == f"{says}. It is marked in the box.", w.error
    assert "REPEAT" not in w.error and "[" not in w.error
    assert w.error_at == at and w.program == "F"
    ex = lessons.challenge(start="A5", facing="N", target="A3", budget=5)
    said = str(lessons.check(ex, text))
    assert says in said and "REPEAT" not in said and "spelling" not in said, said
    w.receive({"type": "set_program", "text": "REPEAT 2 F F2"})
    assert w.error.startswith("REPEAT needs a [ before the cards it holds"), w.error
