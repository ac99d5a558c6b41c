"""What the computer's moves for you are called when it plays your side to the end."""

from codyroby_lab.lessons.robin import RobinPlay


def test_each_move_the_computer_played_for_you_says_what_it_was():
    game = RobinPlay({"first": "will"}, seed=2)
    lines = game.play_to_the_end(autoplay=True).lines
    listed = lines[1:lines.index("Its last one, in full:")]
    assert listed[0] == "  1. Will offers messages6 (-3)"
    assert listed[2] == ("  3. Will moves Robin 1 back from space 3 to space 2, then Will "
                         "moves Tuck 1 back from space 5 to space 4, then Will and Tuck put "
                         "the cards received in hand")
    assert not any(line.rstrip().endswith(". You") for line in listed)


def test_the_board_replays_only_the_last_turn_as_the_lesson_says():
    """Walk 09t, fault 2: the lesson says the board replays only the last turn, and it
    showed the whole game (step 180 of 180)."""
    game = RobinPlay({"first": "will"}, seed=2)
    board = game.widget()
    game.play_to_the_end(autoplay=True)
    assert board.trace.steps == game.turns[-1].trace.steps < 10
