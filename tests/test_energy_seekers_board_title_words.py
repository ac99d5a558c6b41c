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
