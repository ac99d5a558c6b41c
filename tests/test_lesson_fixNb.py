"""Faults of the fresh-eyes walks (issue 29) in what the scenes say and draw, checked on
the scenes themselves."""

from __future__ import annotations

from codyroby_lab.lessons.duel import DuelPlay


def test_a_block_never_carries_a_robys_letter_alone():
    """Walk 04n, fault 6: the blocks carried the letters A and B like the Robies, so at a
    glance the board showed two A's and two B's. A block says whose it is, "A's"."""
    duel = DuelPlay(seed=1)
    duel.block("C3")
    scene = duel.widget().scene
    marks = {p["mark"] for p in scene["pieces"]}
    blocks = [t for t in scene["tiles"] if t["kind"] == "block"]
    assert len(blocks) == 2
    assert not {t["text"] for t in blocks} & marks
    mine = next(t for t in blocks if t["at"] == [2, 2])
    assert mine["text"] == "A's" and mine["label"] == "A's block at C3"
