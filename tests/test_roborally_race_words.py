"""What the race says to a child who programs it from a cell: a power-down said the same way
from its announcement to its start, and a list of cards told how to write them."""

import pytest

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.lessons import RoboRallyRace


def test_a_power_down_is_for_the_next_turn_in_every_line_of_the_turn():
    """Walk 07q, fault 7: register 1 said "announces a power-down for the next turn" and the
    end of the same turn "is powered down this turn": when does the robot rest? Both lines
    say the next turn."""
    race = RoboRallyRace(seed=1, computers="gentle")
    turn = race.program(1, 2, 3, 4, 5, down=True)
    said = [line for line in turn.lines if "power" in line and "Twonky" in line]
    assert any("power-down for the next turn" in line for line in said)
    assert any("powers down for the next turn: all its damage is repaired" in line
               for line in said)
    assert not any("this turn" in line for line in said)


def test_a_list_of_cards_is_told_to_leave_out_the_square_brackets():
    """Walk 07q, fault 9: ``race.program([1, 2, 3, 4, 5])`` heard "'[1' is not a card
    number", which does not say what to change. Nothing is played."""
    race = RoboRallyRace(seed=1, computers="gentle")
    turn = race.state.turn
    with pytest.raises(IllegalAction) as said:
        race.program([1, 2, 3, 4, 5])
    assert "square brackets" in str(said.value) and "(1, 2, 3, 4, 5)" in str(said.value)
    assert "[1" not in str(said.value) and race.state.turn == turn

