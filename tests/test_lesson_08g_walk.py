"""Lesson 08 from cell 15 to the end as a 12-year-old meets it (walk 08g, 1366x650): the
chart cell's distance, the game's moves written as the cells take them, Predict asked
again, and how to place an obstacle in The Challenge."""

import matplotlib
import pytest

from codyroby_lab.core.errors import LabError
from codyroby_lab.lessons import droids as lesson
from codyroby_lab.lessons import plain
from tests.support.lesson_cells import run_cell
from tests.test_droids_lesson import cells

matplotlib.use("Agg")


def chart_cell(distance: str) -> str:
    """The lesson's chart cell with ``distance = ...`` written as a learner would."""
    src = next(src for kind, src, _, _ in cells() if kind == "code" and "plt." in src)
    assert "distance = 3\n" in src
    return src.replace("distance = 3\n", f"distance = {distance}\n")


@pytest.mark.parametrize("written", ['"five"', '"5"', "five_", "5.0"])
def test_the_chart_cell_reads_a_distance_written_as_the_lessons_answers_are(written):
    """Fault 1: ``distance = five`` was told to write "five" in quotes, and "five" (or "5")
    then crashed with a TypeError showing the course's source."""
    import matplotlib.pyplot as plt
    five = run_cell(chart_cell("5"), {"lesson": lesson})
    ns = {"lesson": lesson, "five_": "five"}
    assert run_cell(chart_cell(written), ns) == five
    plt.close("all")


@pytest.mark.parametrize("written", ["0", '"0"', "12", "-1", "2.5", '"far"', "[3]", "None"])
def test_a_distance_the_chart_cannot_use_says_what_a_distance_is_in_plain_words(written):
    """Fault 1: ``distance = 0`` crashed with a ZeroDivisionError traceback; every value a
    learner can type gets one plain line naming the distance, its range and its digits."""
    import matplotlib.pyplot as plt
    with pytest.raises(LabError) as said:
        run_cell(chart_cell(written), {"lesson": lesson})
    words = str(plain(said.value))
    assert words.startswith("✘ distance: ") and "from 1 (right next to it) to 9 in digits" in words
    assert "such as distance = 3" in words and "Error" not in words and "orders" not in words
    plt.close("all")
