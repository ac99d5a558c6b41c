"""Refusals lesson 09's learner reads are sentences: they begin with a capital letter and a
hint ends with a full stop."""

from codyroby_lab.lessons import plain
from codyroby_lab.lessons.robin import RobinPlay


def test_a_move_applying_too_few_groups_is_refused_in_a_sentence_on_the_board_and_in_a_cell():
    """Walk 09t, fault 11: the board's refusal began "this applies 1 of the 2 arrow
    groups"."""
    game = RobinPlay({"first": "will"}, seed=2)
    for action in ("offer messages6", "accept tuck"):      # Will moves with places12 (-1 -1)
        game.move(action)
    board = game.widget()
    board.receive({"type": "set_program", "text": "move will -"})
    board.receive({"type": "run"})
    assert board.error.startswith("Will applies 1 of the 2 arrow groups (-1 -1), but 2 can "
                                  "be applied"), board.error
    said = game.move("move will -").lines[0]
    assert said.startswith("\u2718 Not played: Will applies 1 of the 2 arrow groups"), said


def test_the_indentation_hint_of_exercise_1_ends_with_a_full_stop():
    """Walk 09t, fault 11: "...start 4 spaces right of the line that opens them", no stop."""
    said = plain(IndentationError("unexpected indent", ("<cell>", 3, 7, "  return x")))
    assert str(said).rstrip().endswith("the line that opens them.")
