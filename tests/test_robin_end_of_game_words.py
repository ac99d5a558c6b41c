"""Lesson 09's game played to its end says what each player held most of: its count
matches what the board shows, the Mission token under a piece said where it is counted."""
from __future__ import annotations

from codyroby_lab.lessons.robin import RobinPlay


def test_the_count_at_the_end_says_when_the_mission_token_is_one_of_them():
    """Walk 09q, fault 13: "you (Will) 6 riches" beside a hand of 5 riches cards: the sixth
    was the Mission token under Will's piece, and nothing said so."""
    game = RobinPlay({"first": "will"}, seed=6)     # Will ends on an animals token
    said = " ".join(game.play_to_the_end(autoplay=True).lines[-1].split())
    assert "you (Will) 7 animals (one is the Mission token under your piece)" in said
    assert sum(card.startswith("animals") for card in game.hand) == 6
    assert "Robin 5 weapons," in said                    # no token of theirs: nothing added
