"""The words of lesson 01 (First programs) a child reads before the first board, as the
fresh-eyes walks met them: each test names the walk and the fault it answers."""

from __future__ import annotations

import json
import re

from tests.support.lesson_runs import NOTEBOOKS


def _cells() -> list[tuple[str, str]]:
    nb = json.loads((NOTEBOOKS / "01_first_programs.ipynb").read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def test_the_intro_gives_no_start_square_the_first_board_does_not_use():
    """Walk 01p, fault 1: the intro said "Roby starts on A5", and a minute later the first
    board started Roby on B4. The intro now says each board tells where Roby starts."""
    intro = " ".join(_cells()[0][1].split())
    first = next(src for kind, src in _cells() if kind == "code" and "lessons.board(" in src)
    start = re.search(r'at="([A-Z]\d)"', first)
    assert start, first
    said = re.findall(r"starts on \*\*([A-Z]\d)\*\*", intro)
    assert set(said) <= {start.group(1)}, said
    assert "Each board tells you where Roby starts" in intro, intro


def test_the_first_boards_extra_help_comes_in_short_boxes():
    """Walk 01p, fault 3: "More buttons and keys" opened on one box of 17 dense lines on
    the first board. Its help now comes in short boxes a child opens one at a time (mouse,
    keyboard, guessing and typing), each of at most 12 lines."""
    first = next(src for kind, src in _cells() if src.startswith("## Your first board"))
    boxes = re.findall(r"<details>.*?</details>", first, re.S)
    assert len(boxes) >= 2, boxes
    for box in boxes:
        lines = [line for line in box.splitlines()[1:-1] if line.strip()]
        assert len(lines) <= 12, box
