"""The titles of lesson 06's board (Energy Seekers): what the big line over the board asks
the child to do, at each moment of a move."""

from __future__ import annotations

from codyroby_lab.lessons import EnergySeekersPlay


def test_while_predict_waits_for_guesses_the_title_asks_for_a_guess_not_for_cards():
    """Walk 06r, fault 2: with Predict ticked, after Run the board waited for a guess (the
    words beside it said so) while the title said "Next: stack cards from your hand and
    press Run". The board shows the scene's Predict title while it waits for guesses."""
    game = EnergySeekersPlay(seed=79)
    w = game.widget()
    for scene in (w.scene, _after_a_run(w)):
        assert "guess where the pieces will be" in scene["guessing"]
        assert "stack cards" not in scene["guessing"] and "press Run" not in scene["guessing"]
    assert "stack cards from your hand and press Run" in w.scene["title"]   # after the replay


def _after_a_run(w) -> dict:
    w.program = "F F F"
    w.receive({"type": "run"})
    assert w.error in ("", None), w.error
    return w.scene
