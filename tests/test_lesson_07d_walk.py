"""Lesson 07 as a learner meets it (issue 29, walk 07d at 1366x650): the race cell run twice,
and the tries a shown answer or a repeated answer count."""

import pytest

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.lessons import RoboRallyRace
from codyroby_lab.lessons import roborally as lesson


def test_the_race_cell_run_again_plays_no_turn_the_child_has_not_seen():
    """Walk 07d, fault 2: Shift+Enter twice on ``race.program(1, 2, 3, 4, 5)`` played a
    second whole turn with a hand the child had not seen. The same numbers again, before the
    new hand was looked at, play nothing: the learner hears the turn was played and sees the
    new hand; after that (or after ``race.cards()``) the same numbers play."""
    race = RoboRallyRace(seed=1, computers="gentle")
    race.program(1, 2, 3, 4, 5)
    turn, hand = race.state.turn, lesson.numbered(race.hand)   # not looked at
    with pytest.raises(IllegalAction) as said:
        race.program(1, 2, 3, 4, 5)
    assert race.state.turn == turn and lesson.numbered(race.hand) == hand   # nothing played
    assert "already played" in str(said.value) and hand in str(said.value)
    race.program(1, 2, 3, 4, 5)                                      # seen: it plays
    assert race.state.turn == turn + 1
    race.cards()                                                     # looked at the hand
    race.program(1, 2, 3, 4, 5)
    assert race.state.turn == turn + 2

