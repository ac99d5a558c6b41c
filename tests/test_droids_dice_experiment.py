"""Lesson 08's experiment of many rolls: each run of its cell rolls the die afresh."""

import matplotlib

from codyroby_lab.lessons import droids as lesson
from tests.support.droids_helpers import lesson_cells
from tests.support.lesson_cells import run_cell

matplotlib.use("Agg")


def test_each_run_of_the_chart_cell_rolls_the_die_again():
    """Walk 08p, fault 8: distance 3 gave 30.1 / 29.7 / 29.9 / 10.3 at every run, and the
    text asks to run the cell again in a part about chance: a child could think the die is
    not random. At 5 squares a run says two chances near 50% to one decimal: two fresh runs
    say the same about one time in twelve, three about one in 150 (it failed once so);
    five runs all alike, about one in 20,000."""
    import matplotlib.pyplot as plt
    src = next(src for kind, src, _, _ in lesson_cells() if kind == "code" and "plot_hits(" in src)
    said = {run_cell(src, {"lesson": lesson}) for _ in range(5)}
    plt.close("all")
    assert len(said) > 1
    # the exact chances never change (the cell shoots from 5 squares away, as the count
    # above it asked: walk 08p3, fault 3)
    assert all("exact chance 50.0%" in s for s in said)
    text = " ".join(" ".join(src.split()) for kind, src, _, _ in lesson_cells()
            if kind == "markdown")
    assert "Each run rolls the die again" in text
