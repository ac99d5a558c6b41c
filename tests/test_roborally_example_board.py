"""A worked example's board (a setup's own program, as lesson 07's replays play it) shows
what the example has: no hands, no turns."""

from codyroby_lab import lessons
from codyroby_lab.lessons import roborally as lesson
from tests.support.rr import lesson_setup


def test_an_example_s_board_says_nothing_of_hands_or_turns():
    """Walk 07p, faults 7 and 8: under the first replay the board said "Twonky's hand at
    this step: no cards" at every step, and its desk check had a turn column that is always
    1 and a "cards in Zoom Bot's hand" column of 0s, cut off at the table's edge, that
    squeezed each robot's column into tall narrow rows. An example has no hand and one turn:
    the board and its desk check leave them out. A race keeps them."""
    scene = lesson.replay(lesson_setup("first"), show=True).scene
    kept = [layer.get("id", layer["kind"]) for layer in scene["layers"]]
    assert not [k for k in kept if k.startswith("hand:")], kept
    assert "registers:Twonky" in kept                      # the cards it plays, face up
    names = [c["name"] for c in scene["columns"]]
    assert names == ["register", "Twonky", "Zoom Bot", "Twonky registers",
                     "Zoom Bot registers"], names
    race = lessons.RoboRallyRace(seed=1, computers="gentle").state.scene("Twonky")
    assert "turn" in [c["name"] for c in race["columns"]]
    assert "hand:Twonky" in [layer.get("id") for layer in race["layers"]]
