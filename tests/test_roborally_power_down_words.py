"""What the race board says by its power-down box (lesson 07): a power-down asked for and
cancelled is said there, where it was ticked."""

from __future__ import annotations

from codyroby_lab.lessons.roborally import RoboRallyRace

#: Twonky on the top edge facing off the board, so a Move card first destroys it
EDGE = {"board": {"width": 4, "height": 4},
        "robots": {"Twonky": {"at": "A1", "facing": "N"}, "Zoom Bot": {"at": "D4", "facing": "N"}}}


def _race_with_board() -> tuple[RoboRallyRace, list[str]]:
    race = RoboRallyRace(EDGE, seed=1)
    race.widget()
    moves = [k + 1 for k, card in enumerate(race.hand) if card.startswith("Move")]
    rest = [k + 1 for k, card in enumerate(race.hand) if not card.startswith("Move")]
    return race, [str(k) for k in (moves + rest)[:5]]


def test_a_power_down_cancelled_by_a_destruction_is_said_by_its_box():
    """Walk 07s, fault 8: Twonky, its power-down ticked, was destroyed that turn; the next
    turn dealt cards again, the tick gone, said only deep in What happened ("its power-down
    is off"): the child thought the box was broken. The box's place says why."""
    race, program = _race_with_board()
    race.program(*program, down=True)
    said = race._widget.scene["editor"]["cancelled"]
    assert said == "Power down was cancelled: Twonky was destroyed this turn."
    race.program(*[str(k) for k in range(1, 6)][:len(race.state.free_registers(0))])
    assert race._widget.scene["editor"]["cancelled"] == ""        # the next turn: gone


def test_a_power_down_that_happens_says_nothing_was_cancelled():
    race = RoboRallyRace(EDGE, seed=1)
    race.widget()
    turns = [k + 1 for k, card in enumerate(race.hand) if not card.startswith("Move")][:5]
    race.program(*[str(k) for k in turns], down=True)
    assert race.state.bots.down[0] and race._widget.scene["editor"]["cancelled"] == ""
