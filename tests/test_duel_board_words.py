"""What the Duel's board offers and says at each part of a game (lesson 04), read from the
scene Python sends it: the hand beside the board is offered only when cards can be played."""

from __future__ import annotations

from codyroby_lab.games.codyroby.duel import Duel


def test_the_hand_waits_while_the_blocks_go_down():
    """Walk 04s, fault 5: before the blocks were placed, the title asked for a block while
    the hand's cards could be picked, and Run then said "Not played: first each side puts
    one block". The hand is not offered then, and says what it waits for; once the blocks
    are down it is offered again, without the waiting words."""
    s = Duel().new_state(seed=4)
    editor = s.scene("A")["editor"]
    assert editor["verbs"] == [] and editor["hand"] == s.hands["A"]
    assert "wait" in editor["waits"] and "block" in editor["waits"]
    s.apply("block C3")
    s.apply("block A3")
    editor = s.scene(s.current_player())["editor"]
    assert editor["verbs"] == ["play"] and "waits" not in editor

