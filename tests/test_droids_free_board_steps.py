"""Lesson 8's free board: a step is an order sent, never a chit laid; each chit laid is
told by the title, with how many are laid so far."""

from __future__ import annotations

from codyroby_lab.lessons.droids import Challenge, ChitsBoard


def test_a_chit_laid_is_no_step_and_the_title_counts_the_chits_laid():
    """Walk 08s, fault 5: before any run the slider read "step 2 of 2", What happened listed
    "Step 1: Red places V2" and the desk check had rows for placing, then Run my chits
    started at step 0 of another list. Walk 08q, fault 3 still holds: each chit laid alone
    as "Step 1" read as if the one before had been lost, so the title counts them."""
    board = ChitsBoard(rack=("V2", "V1", "PU"))
    w = board.widget()
    for k, chit in enumerate(("place V2 A 1 S", "place V1 A 2 E"), 1):
        w.receive({"type": "choose", "action": chit})
        w.receive({"type": "run"})
        assert not w.error and w.trace.steps == 0, w.error
        said = chit.split()[1]
        assert f"Chit placed: {said} in box {k} of transmitter A ({k} chit" in \
            w.scene["title"], w.scene["title"]
    w.receive({"type": "choose", "action": "pass"})               # Run my chits
    w.receive({"type": "run"})
    assert w.trace.steps == 2                                      # the two orders sent only
    board.reset()
    w.receive({"type": "choose", "action": "place V1 C 1 E"})
    w.receive({"type": "run"})
    assert "(1 chit laid so far)" in w.scene["title"]            # New game starts again


def test_the_title_after_a_chit_is_laid_is_no_longer_than_the_one_before():
    """Walk 08v, fault 6: after Place chit the title wrapped to a second line and every
    button under the board moved down; the next click missed Step."""
    for board in (ChitsBoard(rack=("V2", "V1", "PU")),
                  ChitsBoard(Challenge(start="A1", target="C4", rack=("V2", "V2", "V1")))):
        w = board.widget()
        before = w.scene["title"]
        w.receive({"type": "choose", "action": "place V2 A 1 S"})
        w.receive({"type": "run"})
        assert "Chit placed: V2" in w.scene["title"]
        assert len(w.scene["title"]) <= len(before), (w.scene["title"], before)
