"""Lesson 8's board after the computer played a game to its end for the child."""

from __future__ import annotations

from codyroby_lab.lessons.droids import DroidsPlay


def test_the_board_replays_every_move_the_computer_played_for_you():
    """Walk 08s, fault 9: after play_to_the_end(autoplay=True) the computer had played 8
    moves and won, and the board's replay held only the last one (step 1 of 1)."""
    game = DroidsPlay("statue", players=["red", "blue"], seed=4)
    board = game.widget()
    assert game.play_to_the_end(autoplay=True).ok and game.over
    moves = [t for t in game.turns if t.lines[0].startswith("You:")]   # played for you
    assert len(moves) > 1
    assert board.trace.steps == sum(t.trace.steps for t in moves) > moves[-1].trace.steps
    told = [e.text for i in range(1, 4) for e in board.trace.events(i)]
    assert any(text.startswith("Red ") for text in told), told      # from the first move on


def test_a_long_autoplay_says_its_last_moves_and_the_result_not_every_move():
    """Walk 08p3, fault 9: autoplay on Robot Killer printed 154 numbered moves, about 100 of
    them "choose V1 V1 V2 VX B1 PU PU / I'm done placing chits": a wall a child scrolls
    past. It says how many moves it played, its last few, and how the game ended."""
    game = DroidsPlay("killer", players=["red"], seed=4)
    said = game.play_to_the_end(autoplay=True).lines
    played = len(game.turns)
    assert game.over and played > 100
    assert said[0] == f"The computer played {played} moves for you; its last 10:", said[0]
    listed = said[1:said.index("Its last one, in full:")]
    assert len(listed) == 10 and listed[-1].startswith(f"  {played}. "), listed
    assert "60 turns are over" in " ".join(said) and said[-1] == "Game over: nobody wins."
