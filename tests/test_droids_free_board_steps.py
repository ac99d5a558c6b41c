"""Lesson 8's free board tells every chit laid since New game, one step each."""

from __future__ import annotations

from codyroby_lab.lessons.droids import ChitsBoard


def test_each_chit_laid_is_a_step_after_the_ones_before():
    """Walk 08q, fault 3: on the free board V2 laid, then V1, each showed alone as "Step 1"
    ("step 1 of 1"): a child thought the first chit was lost."""
    board = ChitsBoard(rack=("V2", "V1", "PU"))
    w = board.widget()
    for chit in ("place V2 A 1 S", "place V1 A 2 E"):
        w.receive({"type": "choose", "action": chit})
        w.receive({"type": "run"})
        assert not w.error
    told = [" ".join(e.text for e in w.trace.events(k)) for k in (1, 2)]
    assert "V2" in told[0] and "V1" in told[1], told
    board.place("PU B")                                  # a chit laid from a cell is one too
    board.reset()
    w.receive({"type": "choose", "action": "place V1 C 1 E"})
    w.receive({"type": "run"})
    assert w.trace.steps == 1                           # New game starts the count again
