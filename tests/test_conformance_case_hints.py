"""What lesson 5's case exercise says of a wrong case (check_case, exercise=True)."""

from __future__ import annotations

from codyroby_lab.lessons.checks import check_case


def _case(facing: str) -> dict:
    return {"id": "my-001", "game": "codyroby", "source": "a turn",
            "setup": {"robots": {"roby": {"at": "A5", "facing": "E"}}},
            "play": ["R"], "expect": {"robots": {"roby": {"facing": facing}}}}


def test_the_right_facing_in_another_form_hears_how_a_case_file_writes_it():
    """Walk 05r, fault 5: 'S ' heard "A facing is one capital letter" (it was one); walk
    05s, fault 2: passing it "read as S" was wrong, as the file check fails it. The right
    facing written another way fails, as in a file, and hears how a case file writes it
    (walk 05p, fault 4: never sent back to work out a facing that was right)."""
    for written in ("south", "s", "S ", " S."):
        said = check_case(_case(written), exercise=True)
        assert not said.ok, said
        assert f"{written!r} is written S in a case file" in said.message
        assert "one capital letter" in said.message and "work it out" not in str(said)


def test_a_wrong_facing_still_hears_how_to_work_it_out():
    said = check_case(_case("W"), exercise=True)
    assert "the game does not give 'W' there" in said.message
    assert "work it out" in said.hint
