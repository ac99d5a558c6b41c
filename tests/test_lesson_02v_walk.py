"""Lesson 02 as a 12-year-old met it in the walk /work/walk/walk02v (report.md there; faults
by their number)."""

from __future__ import annotations

from tests.support.lesson_cells import cells


def test_the_desk_check_s_event_column_is_explained_where_the_table_is():
    """Fault 10: "event", a Desk check column's heading, was explained nowhere."""
    text = next(src for kind, src in cells("02_repeat") if kind == "markdown"
                and "**Desk check**" in src)
    assert "**event**" in text and "what happened at that step" in text
