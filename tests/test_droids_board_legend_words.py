"""Lesson 8's board legend speaks a child's words."""

from __future__ import annotations

from codyroby_lab.lessons.droids import ChitsBoard


def test_the_band_of_an_order_sent_is_said_in_plain_words():
    """Walk 08s, fault 11: the legend's "the line the order sent commands" was very hard for
    a child to read; it says what the lesson says, a transmitter talks to its column."""
    layers = ChitsBoard(rack=("V2",)).widget().scene["layers"]
    band = next(x["label"] for x in layers if x.get("events") == "Sent")
    assert band == "the column or row the order just sent talks to"


def test_the_ring_left_where_the_statue_was_picked_up_is_in_the_legend():
    """Walk 08v, fault 12: after the statue was picked up, a dotted ring stayed on E5 (the
    replay's mark of where a piece left the board), and the legend did not say what it is.
    A game with the statue says it; a game without one has no such ring to explain."""
    from codyroby_lab.games.droids.game import Droids

    def legend(scenario):
        state = Droids({"scenario": scenario, "players": ["red", "blue"]}).new_state(seed=1)
        return [x["label"] for x in state.scene("red")["legend"]]
    assert "a dashed ring: the square the statue was picked up from (or put down on)" \
        in legend("statue")
    assert not any("dashed ring" in label for label in legend("challenge"))
