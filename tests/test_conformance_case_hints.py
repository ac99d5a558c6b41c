"""What lesson 5's case exercise says of a wrong case (check_case, exercise=True)."""

from __future__ import annotations

from codyroby_lab.lessons.checks import check_case


def _case(facing: str) -> dict:
    return {"id": "my-001", "game": "codyroby", "source": "a turn",
            "setup": {"robots": {"roby": {"at": "A5", "facing": "E"}}},
            "play": ["R"], "expect": {"robots": {"roby": {"facing": facing}}}}


def test_the_right_facing_in_another_form_hears_only_how_to_write_it():
    """Walk 05p, fault 4: 'south' heard that it names the right facing, then a hint sending
    it back to follow the cards one at a time, as if the facing were wrong."""
    for written in ("south", "s", "S "):
        said = check_case(_case(written), exercise=True)
        assert not said.ok and "names the right facing" in said.message
        assert "capital letter" in said.hint and "work it out" not in said.hint


def test_a_wrong_facing_still_hears_how_to_work_it_out():
    said = check_case(_case("W"), exercise=True)
    assert "the game does not give 'W' there" in said.message
    assert "work it out" in said.hint
