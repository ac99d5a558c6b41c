"""Lesson 8's text maps: every mark on them is said somewhere a child reads."""

from __future__ import annotations

from codyroby_lab.lessons.droids import Challenge
from tests.support.droids_helpers import lesson_cells


def test_the_dot_of_empty_land_is_explained_by_the_map_and_the_lesson():
    """Walk 08s, fault 12 (c): in the text maps `.` (empty land) was never explained."""
    key = str(Challenge(start="A1", target="C4", rack=("V2",))).splitlines()[-1]
    assert key.endswith(". empty land"), key
    first = next(src for kind, src, _, _ in lesson_cells()
                 if kind == "markdown" and "`~` is water" in src)
    assert "`.` is empty land" in first, first
