"""What lesson 3 says of a loop that never ends: one limit for CodyRoby, the board's own
words for it, and how to stop the slow Play (walk 03s, fault 9: the board said 100,000
steps, the text "It stops Roby after 20 steps" and "stopped after many steps")."""

from __future__ import annotations

import re

from tests.support.lesson_cells import cells


def _text() -> str:
    return " ".join(src for kind, src in cells("03_sensors_and_if")
                    if kind == "markdown").replace("\n", " ")


def test_every_sentence_on_codyroby_stopping_a_loop_gives_the_one_limit_very_many_steps():
    stops = [s for s in re.split(r"(?<=[.!?])\s", _text()) if re.search(r"\bstop(s|ped)\b", s)
             and ("CodyRoby" in s or "never ends" in s)]
    assert stops and all("after very many steps" in s for s in stops), stops
    assert "It stops Roby after 20 steps" not in _text()
    assert "watches only Roby's first 20 steps" in _text()    # the Spot it check, not CodyRoby


def test_the_text_says_how_to_stop_the_slow_play_of_a_loop_that_never_ends():
    part = _text().split("## A loop that never ends")[1].split("**Spot it:**")[0]
    assert "**⇥** (Jump to end)" in part and "**Pause**" in part
