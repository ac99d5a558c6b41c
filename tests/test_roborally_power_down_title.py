"""The race board's title while the child's robot rests (a power-down)."""

from __future__ import annotations

from codyroby_lab.lessons.roborally import RoboRallyRace


def test_the_rest_turn_s_title_says_turn_once():
    """Walk 07t, fault 17: after the board's Run the title read "Next turn: your robot
    rests this turn; press Run to play it": "next turn" and "this turn" in one line."""
    resting = RoboRallyRace({"board": {"width": 4, "height": 4}, "robots": {
        "Twonky": {"at": "A4", "powered_down": True}, "Zoom Bot": {"at": "D4"}}}, seed=1)
    resting._on_board = True                          # as after the board's Run
    title = resting._title()
    assert title.startswith("RoboRally: you are Twonky. Next turn: your robot rests"), title
    assert "this turn" not in title and "press Run" in title and len(title) <= 150
