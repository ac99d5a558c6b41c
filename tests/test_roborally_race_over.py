"""The race board knows when the race is over: its registers say so to the board, which
then greys Run and says what is left to do."""

from codyroby_lab import lessons
from codyroby_lab.core import scene as scenes


def test_a_race_over_says_so_to_the_board():
    """Walk 07p, fault 12: once the child's robot was out, the computers played the race to
    its end in one replay, and Run during it heard "The run is still playing: press Pause
    to stop it, or choose your next move" with no move left to choose. The registers tell
    the board the game is over (as a hand of cards does), so Run says to press New game."""
    race = lessons.RoboRallyRace({
        "board": {"width": 6, "height": 6, "elements": [{"kind": "flag", "at": "F1",
                                                          "number": 1}]},
        "robots": {"Twonky": {"at": "A1", "facing": "N", "lives": 1},
                   "Zoom Bot": {"at": "D6", "facing": "N", "lives": 1},
                   "Hammer Bot": {"at": "E6", "facing": "N", "lives": 1}},
        "hands": {"Twonky": [f"Move 1 {490 + 10 * k}" for k in range(9)]}}, seed=3)
    assert "over" not in race.state.scene("Twonky")["editor"]      # a race on
    race.program(1, 2, 3, 4, 5)                      # off the north edge: out, and the end
    assert race.over and race.state.turn > 1         # the computers played on to the end
    scene = race.state.scene("Twonky")
    assert scene["editor"]["over"] is True
    scenes.check(scene)                               # as the scene's schema says
