"""Lesson 09's walk 09r6 (a 12-year-old's eyes, on a06c53d3): the small faults outside the
board's browser side (M8, M9), each with what the learner now reads."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons
from codyroby_lab.games.robin import Robin


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


def test_no_counter_offer_is_said_so_in_the_log():
    """Fault M9: "Will makes no offer" stood for no counter-offer, read as Will skipping
    his own offer."""
    state = Robin(players=3).new_state(seed=3)
    state.apply(state.legal_actions()[0])
    counter = next(a for a in state.legal_actions() if a.text.endswith("counter none"))
    said = [e.text for e in state.apply(counter)]
    assert said == [f"{counter.player.capitalize()} makes no counter-offer"], said
