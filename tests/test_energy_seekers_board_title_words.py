"""What the Energy Seekers board's title says to do next, and why (walk 06t, faults 4 and 5)."""

from __future__ import annotations

from codyroby_lab.lessons import EnergySeekersPlay


def _all_given() -> EnergySeekersPlay:
    """Cody's piece is remote-controlled and Ada gives it her whole hand."""
    game = EnergySeekersPlay({"players": ["ada", "cody", "roby"],
                              "deck": ["F", "F", "L", "R", "R", "F", "L", "F", "F"],
                              "pieces": {"cody": {"position": 8, "facing": "E"}},
                              "controlled": ["cody"]}, seed=3)
    assert game.play("give cody F F L").ok
    return game


def test_an_empty_hand_is_the_reason_to_pass():
    """Walk 06t, fault 4: after all her cards were given, the title said "every move your
    cards could make leaves the path", but Ada had no cards at all."""
    game = _all_given()
    assert game.state.to_dict()["hands"]["ada"] == []
    title = game.widget().scene["title"]
    assert "your hand is empty: press Run with no cards to pass" in title
    assert "leaves the path" not in title


def test_a_game_over_asks_for_no_next_move_while_predicting():
    """Walk 06t, fault 5: with Predict ticked after the game ended, the title said "Next:
    guess where the pieces will be" beside "Game over: Ada wins"."""
    game = EnergySeekersPlay(seed=79)
    board = game.widget()
    assert "Next: guess" in board.scene["guessing"]
    assert game.play_to_the_end(autoplay=True).ok and game.over
    assert board.scene["guessing"].startswith("Energy Seekers: the game is over.")
    assert "Next" not in board.scene["guessing"]
