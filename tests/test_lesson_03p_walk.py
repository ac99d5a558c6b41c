"""Lesson 03 as a 12-year-old met it in the fresh-eyes walk /work/walk/walk03p (report.md
there; faults by their number)."""

from __future__ import annotations

from codyroby_lab import codyroby
from codyroby_lab.ui.wire import event_words
from tests.support.lesson_cells import cells

LESSON = "03_sensors_and_if"


def test_a_repeat_until_on_a_board_with_red_alone_speaks_of_no_yellow_target():
    """Fault 7: the rule under each step said "a red or yellow target" on boards with
    the red target alone."""
    board = codyroby.Board(4, 4, targets={"red": "A3"})
    trace = codyroby.run("REPEAT UNTIL red [F]", board=board, at="A4")
    said = [event_words(e)["why"] for i in range(trace.steps + 1) for e in trace.events(i)]
    assert any("repeat until Roby reaches that target" in w for w in said), said
    assert not any("yellow" in w for w in said), said


def test_the_summary_says_what_not_does_in_plain_words():
    """Fault 7: "not turns the answer round" read oddly."""
    summary = next(s for k, s in cells(LESSON) if k == "markdown" and "## What you learned" in s)
    assert "turns the answer round" not in summary
    assert "`not` means the\n  opposite: `not ahead` means there is *no* road ahead." in summary


def test_a_repeat_is_called_a_loop_before_any_loop_is_spoken_of():
    """Fault 7: "loop" was in the Goals and a heading, never tied to REPEAT."""
    text = [s for k, s in cells(LESSON) if k == "markdown"]
    first = next(i for i, s in enumerate(text) if "loop" in s)
    assert "A REPEAT runs its cards again and again, so it is called a **loop**." in text[first]
