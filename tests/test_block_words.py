"""What a block does, said the same way wherever a child reads it on a CodyRoby board:
driving into it is a crash (in the Duel, the crash loses)."""

from __future__ import annotations

from codyroby_lab.games.codyroby.duel import Duel
from codyroby_lab.games.codyroby.scene import LEGEND


def test_a_duel_crash_into_a_block_is_told_as_a_drive_into_it():
    """Walk 04p, fault 7: the board's key said "block: Roby cannot go there" (read as "the
    block just stops me"), and a Roby that drove into a block heard that "a Roby that
    leaves the board or hits a block loses", though it left nothing. The key and the loss
    now both say a drive into a block, as the rule does."""
    game = Duel.from_setup({"board": {"blocks": ["A4"]}, "deck": ["F"] * 30, "blocks_each": 0,
                            "hands": {"A": ["F", "F", "F", "R", "F"], "B": ["L"] * 5}})
    said = [e.text for e in game.new_state(seed=1).apply("play F")]
    assert said[-1] == "A loses: a Roby that drives off the board or into a block loses", said
    assert "crash" in LEGEND["block"] and "cannot go there" not in LEGEND["block"]
