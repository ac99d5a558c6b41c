"""Lesson 8's board legend speaks a child's words."""

from __future__ import annotations

from codyroby_lab.lessons.droids import ChitsBoard


def test_the_band_of_an_order_sent_is_said_in_plain_words():
    """Walk 08s, fault 11: the legend's "the line the order sent commands" was very hard for
    a child to read; it says what the lesson says, a transmitter talks to its column."""
    layers = ChitsBoard(rack=("V2",)).widget().scene["layers"]
    band = next(x["label"] for x in layers if x.get("events") == "Sent")
    assert band == "the column or row the order just sent talks to"
