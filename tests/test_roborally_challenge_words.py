"""What lesson 07's challenges say to a program they cannot read."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons

pytestmark = pytest.mark.usefixtures("fresh_answers")

CHALLENGE = {"board": {"width": 6, "height": 6, "elements": [
                 {"kind": "flag", "at": "E2", "number": 1},
                 {"kind": "pit", "at": "C3"}, {"kind": "pit", "at": "D4"}]},
             "robots": {"Twonky": {"at": "B5", "facing": "N"}},
             "hands": {"Twonky": ["Rotate Left 70", "Move 1 490", "Back Up 430", "Move 3 790",
                                  "U-Turn 10", "Move 2 670", "Rotate Right 80", "Move 1 500",
                                  "Rotate Left 90"]}}


def test_numbers_written_together_hear_first_to_put_spaces_between_them():
    """Walk 07t, fault 3: "47621" heard "'program' takes card numbers (1 to 9: places in
    the hand; 10 and up: priorities) and maybe 'down'", words the lesson never taught, and
    never that the numbers need spaces between them."""
    said = lessons.check_registers(CHALLENGE, "47621").message
    assert said == ("This program cannot be played: put a space between the card numbers: "
                    "4 7 6 2 1, not 47621.")
    assert "no card 10" in lessons.check_registers(CHALLENGE, "10 1 2 3 4").message


@pytest.mark.parametrize("program", ["47621", "10 1 2 3 4", "490", "F R F", "0"])
def test_the_board_s_text_box_says_what_the_cell_says(program):
    """Walk 07r6, fault M6: for the same mistake the board's "Program as text" box said
    "'45612' is not one of them" where the cell said to put spaces between the numbers, and
    "10" heard of a priority the child never wrote. Both read a program with one reader, in
    the same words."""
    from codyroby_lab.games.roborally.game import RoboRally
    from codyroby_lab.ui import BoardWidget
    cell = lessons.check_registers(CHALLENGE, program).message
    box = BoardWidget(RoboRally.from_setup(CHALLENGE).new_state(seed=0), viewer="Twonky")
    box.receive({"type": "set_program", "text": program})
    said = cell.removeprefix("This program cannot be played: ")
    assert box.error == said[0].upper() + said[1:]
    assert "priority" not in box.error and box.content["registers"] == [None] * 5
