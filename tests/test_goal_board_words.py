"""What check_goal says of a board written by hand (lesson 5's Exercise 2)."""

from __future__ import annotations

from codyroby_lab import lessons


def _exercise_2(blocks: list) -> str:
    return lessons.check_goal("REPEAT WHILE ahead [F]", on={"width": 5, "height": 5,
                              "blocks": blocks}, at="A5", start_facing="N", end="A3").message


def test_a_block_written_another_way_is_said_as_a_file_writes_it():
    """Walk 05p, fault 5: Exercise 1 said "target 'd3' read as D3", Exercise 2 ticked the
    blocks "a2" and "A 2" unsaid."""
    assert _exercise_2(["a2"]).startswith("Done (block 'a2' read as A2): Roby ends on A3")
    assert "'A 2' read as A2" in _exercise_2(["A 2"])
    assert _exercise_2(["A2"]).startswith("Done: Roby ends on A3")
