"""RoboRally's text maps: a mark beside a row's number reads as a mark, not as the row's."""

from __future__ import annotations

import re

from codyroby_lab import lessons


def test_a_wall_laser_west_of_column_a_stands_apart_from_the_row_number():
    """Walk 07t, fault 8: the Lasers map's row read "2* .", a child read "row 2-star", not
    a laser on the west wall of A2 (the race's map too: "6*")."""
    lasers = {"board": {"width": 6, "height": 4, "edges": [
                  {"kind": "laser", "at": "A2", "side": "W", "count": 2}]},
              "robots": {"Twonky": {"at": "C3", "facing": "N"}}}
    maps = [lessons.look(lasers), lessons.RoboRallyRace(seed=1).state.ascii()]
    for text in maps:
        rows = [line for line in text.splitlines() if re.match(r"\s*\d+ ", line)]
        assert not [r for r in text.splitlines() if re.match(r"\s*\d+\*", r)], text
        assert any(re.match(r"\s*\d+ \* ", r) for r in rows), text
    assert lessons.look(lasers).splitlines()[2].startswith(" 2 * .")
