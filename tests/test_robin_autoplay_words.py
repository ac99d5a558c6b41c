"""What the computer's moves for you are called when it plays your side to the end."""

import json

from codyroby_lab.lessons.robin import RobinPlay
from tests.support.lesson_runs import NOTEBOOKS


def test_each_move_the_computer_played_for_you_says_what_it_was():
    game = RobinPlay({"first": "will"}, seed=2)
    lines = game.play_to_the_end(autoplay=True).lines
    listed = lines[1:lines.index("Its last one, in full:")]
    assert listed[0] == "  1. Will offers messages6 (-3)"
    assert listed[2] == ("  3. Will moves Robin 1 back from space 3 to space 2, then Will "
                         "moves Tuck 1 back from space 5 to space 4, then Will and Tuck put "
                         "the cards received in hand")
    assert not any(line.rstrip().endswith(". You") for line in listed)


def test_the_lesson_says_what_the_board_holds_after_the_computer_played():
    """Walk 09t, fault 2: the lesson said the board replays only the last turn, and it
    showed the whole game (step 180 of 180). The board holds every move played for you, as
    in every game (walk 08s, fault 9; tests/test_play_follow.py), and the lesson says so."""
    game = RobinPlay({"first": "will"}, seed=2)
    board = game.widget()
    first = len(game.turns)
    game.play_to_the_end(autoplay=True)
    assert board.trace.steps == sum(t.trace.steps for t in game.turns[first:])
    nb = json.loads((NOTEBOOKS / "09_robin.ipynb").read_text(encoding="utf-8"))
    said = " ".join(" ".join("".join(c["source"]).split()) for c in nb["cells"])
    assert "replays only that last turn" not in said
    assert "The board holds every move it played for you" in said


def test_a_game_the_computer_played_for_you_is_not_called_your_win():
    """Walk 09v, fault 9: with autoplay=True the computer played every one of Will's turns,
    and the cell and the board's title said "Game over: you win." (as the other games say:
    lessons 04, 06, 07)."""
    game = RobinPlay({"first": "will"}, seed=2)
    game.play_to_the_end(autoplay=True)
    assert game.winner == "will"
    said = game.status()
    assert said == "Game over: Will wins, with the computer playing for you.", said
    assert "you win" not in game._title()
