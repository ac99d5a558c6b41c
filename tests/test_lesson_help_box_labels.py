"""The labels of the boxes that open in lessons 1 to 3 hold whether the box is open or
closed (walk 03s, fault 14: "(click to open)" stayed on an open box)."""

from __future__ import annotations

import re

import pytest

from tests.support.lesson_cells import cells


@pytest.mark.parametrize("lesson", ["01_first_programs", "02_repeat", "03_sensors_and_if"])
def test_every_box_label_holds_open_or_closed(lesson):
    text = " ".join(src for kind, src in cells(lesson) if kind == "markdown")
    labels = re.findall(r"<summary>(.*?)</summary>", text, re.DOTALL)
    assert labels
    assert all("to open" not in label and label.endswith("(click)") for label in labels), labels
