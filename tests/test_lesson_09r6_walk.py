"""Lesson 09's walk 09r6 (a 12-year-old's eyes, on a06c53d3): the small faults outside the
board's browser side (M8), each with what the learner now reads."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons


def test_a_misspelt_player_after_a_special_card_hears_the_nearest_name():
    """Fault M8: "ofer" heard "did you mean 'offer'?", but "use swap-hands marion" only
    "needs another player: one of robin, marian, tuck"."""
    game = lessons.RobinPlay({"first": "will", "hands": {"will": ["swap-hands", "food3"]}},
                             seed=2)
    said = " ".join(game.move("use swap-hands marion").lines)
    assert "one of robin, marian, tuck (did you mean 'marian'?)" in said, said


@pytest.mark.usefixtures("fresh_answers")
def test_a_percentage_is_said_as_it_was_read_as_a_decimal_comma_is():
    """Fault M8: "0,4" heard "0,4 read as 0.4", "40%" nothing of how it was read."""
    assert lessons.check_chance("30%", 25).message.startswith("30% read as 0.3. ")

