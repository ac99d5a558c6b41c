"""Lesson 03 as a 12-year-old met it in the walk /work/walk/walk03v (report.md there; faults
by their number)."""

from __future__ import annotations

import pytest

from tests.support.lesson_cells import cells

pytestmark = pytest.mark.usefixtures("fresh_answers")


@pytest.mark.parametrize("name", ["01_first_programs", "02_repeat", "03_sensors_and_if"])
def test_the_restart_help_and_the_sensor_cell_say_what_the_child_sees(name):
    """Fault 10: the help under "Python does not know the name...?" opened with "Then
    Python...", which read oddly after a question; the text above lesson 3's first cell
    promised "the rule behind" each look of the sensor, and the cell prints none."""
    texts = [src for kind, src in cells(name) if kind == "markdown"]
    help_text = next(t for t in texts if "forgotten the cells you ran" in t)
    assert "Then Python" not in help_text
    assert not any("the rule behind it" in t for t in texts)
