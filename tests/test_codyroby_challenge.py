"""Challenges: loading files, the verdict's plain words, hints, HTML escaping."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from codyroby_lab.core.errors import SetupError
from codyroby_lab.games.codyroby.challenge import Challenge

OPEN = {"board": {"width": 5, "height": 5}, "start": "A5", "facing": "N", "target": "C4"}
WALL = {"board": {"width": 5, "height": 5, "blocks": ["C3"]}, "start": "A3", "facing": "E",
        "target": "E3", "budget": 9}


def test_loads_a_challenge_file(tmp_path):
    doc = {**WALL, "title": "Round the block", "text": "Get past C3.", "version": 1}
    path = tmp_path / "c.json"
    path.write_text(json.dumps(doc))
    c = Challenge.load(path)
    assert c.title == "Round the block" and c.budget == 9 and not c.blue_cards
    assert c.best == 9 and c.check(c.solution).optimal  # e.g. F L F R F F F R F
    assert Challenge.from_dict(c.to_dict()) == c


@pytest.mark.rule("codyroby.crash")
def test_crash_names_the_square():
    v = Challenge.from_dict(WALL).check("F F")
    assert v.status == "crashed" and not v.ok
    assert v.message == "Roby crashed at B3: C3 is a block."
    assert v.wrong_step == 2
    assert v.hint in ("Next card from B3 facing east: L", "Next card from B3 facing east: R")


def test_one_square_short():
    v = Challenge.from_dict(OPEN).check("F R F")
    assert v.status == "missed" and v.message == ("Roby ended on B4, one square from the "
                                                  "target C4: C4 is one square to the east.")
    assert v.hint == "Next card from B4 facing east: F"


def test_other_misses_say_where_roby_ended():
    c = Challenge.from_dict(OPEN)
    assert c.check("F F").message == ("Roby ended on A3, three squares from the target C4: C4 "
                                      "is two squares to the east and one square to the "
                                      "south.")
    assert c.check("F R F F F").message == ("Roby passed the target C4 and ended on D4: C4 is "
                                            "one square to the west.")


def test_more_cards_than_needed():
    c = Challenge.from_dict({**OPEN, "budget": None})
    v = c.check("R F F L F R L R L")  # 9 cards
    assert v.ok and v.status == "solved" and not v.optimal
    assert v.message == "Solved: Roby reached C4 with 9 cards, where 4 are enough."
    assert v.hint is not None
    best = c.check("F R F F")
    assert best.optimal and best.hint is None and "fewest possible" in str(best)


def test_over_budget_is_not_ok():
    c = Challenge.from_dict({**OPEN, "budget": 5})
    v = c.check("F F R F F R F L")
    assert v.status == "over_budget" and not v.ok
    assert "budget is 5" in v.message and v.hint == "Next card from A4 facing north: R"


EX3 = {"board": {"width": 5, "height": 5}, "start": "C3", "facing": "E", "target": "A1",
       "budget": 6}


def test_a_miss_counts_the_squares_and_says_the_budget():
    """Walk 01b, fault 3: lesson 01's Exercise 3 said "one square short" of Roby two squares
    away, and nothing of the 7 cards over a budget of 6."""
    v = Challenge.from_dict(EX3).check("L F F L F F F")     # 7 cards, a crash past A1
    w = Challenge.from_dict(EX3).check("F L F F L F F L")   # 8 cards, ends on B1 facing south
    assert "B1, one square from the target A1: A1 is one square to the west." \
        in w.message and "has 8 cards: the budget is 6" in w.message
    assert v.status == "crashed" and "has 7 cards: the budget is 6" in v.message


MOVES = st.lists(st.sampled_from("FLR"), min_size=1, max_size=9).map(" ".join)


@given(MOVES)
def test_a_miss_says_the_true_distance_and_way(program):
    """Every miss names the square Roby ended on, the squares between it and the target
    (counted along the rows and columns) and which way they are; over budget is said."""
    c = Challenge.from_dict(EX3)
    v = c.check(program)
    if v.status == "missed":
        assert v.trace is not None
        x, y = v.trace.final.robots["roby"].at
        words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight"]
        assert f"{words[x + y]} square" in v.message.split(": it is")[0]
        if "straight ahead" not in v.message:
            assert ("west" in v.message) == (x > 0) and ("north" in v.message) == (y > 0)
    assert ("the budget is 6" in v.message) == (len(program.split()) > 6)


def test_blocks_only_when_allowed():
    straight = {**OPEN, "target": "A1"}
    v = Challenge.from_dict(straight).check("REPEAT 4 [F]")
    assert v.status == "not_allowed"
    c = Challenge.from_dict({**straight, "blocks": True})
    assert c.best == 2 and c.solution.text == "REPEAT 4 [F]"
    assert c.check("REPEAT 4 [F]").optimal
    assert c.check("REPEAT UNTIL red [F]").status == "not_allowed"  # no red target here


def test_runaway_and_unreadable_programs():
    c = Challenge.from_dict({**OPEN, "blocks": True})
    assert c.check("REPEAT 1000000 [L]").status == "step_limit"
    v = c.check("F <script>")
    assert v.status == "unreadable" and "line 1, column 3" in v.message


def test_html_is_escaped():
    c = Challenge.from_dict({**OPEN, "title": "<b>x</b>", "text": "a & b"})
    html = c._repr_html_()
    assert "&lt;b&gt;x&lt;/b&gt;" in html and "a &amp; b" in html and "<b>" not in html
    v = c.check("F <i>")
    assert "<i>" not in v._repr_html_() and "&lt;" in v._repr_html_()
    assert c.check("F R F F")._repr_html_().startswith('<div class="codyroby-verdict ok">')


def test_target_may_be_a_board_target():
    c = Challenge.from_dict({**OPEN, "board": {"width": 5, "height": 5,
                                               "targets": {"red": "E1"}}, "target": "red"})
    assert c.target == (4, 0)


@pytest.mark.parametrize("doc, field", [
    ({k: v for k, v in OPEN.items() if k != "start"}, "start"),
    ({k: v for k, v in OPEN.items() if k != "target"}, "target"),
    ({**OPEN, "budget": "seven"}, "budget"),
    ({**OPEN, "budget": -1}, "budget"),
    ({**OPEN, "budget": 3}, "budget"),  # 4 cards are needed
    ({**OPEN, "blocks": "yes"}, "blocks"),
    ({**OPEN, "blue_cards": "yes"}, "blue_cards"),
    ({**OPEN, "blue_cards": True, "blocks": True}, "blocks"),  # the old name and the new
    ({**OPEN, "target": OPEN["start"]}, "target"),  # issue 32: Roby would be there already
    ({**OPEN, "facing": "up"}, "facing"),
    ({**OPEN, "target": "yellow"}, "target"),
    ({**OPEN, "target": "Z9"}, "target"),
    ({**OPEN, "start": [9, 9]}, "start"),
    ({**WALL, "target": "C3"}, "target"),
    ({**OPEN, "board": {"width": 5, "height": 5, "blocks": ["B5", "A4"]}}, "target"),
    ({**OPEN, "version": 2}, "version"),
    ({**OPEN, "goal": "C4"}, "goal"),
    ({**OPEN, "title": 3}, "title"),
    ({**OPEN, "board": {"width": 99}}, "board.width"),
    ([], "challenge"),
])
def test_bad_challenges_name_the_field(doc, field):
    with pytest.raises(SetupError) as e:
        Challenge.from_dict(doc)
    assert e.value.field == field


def test_a_bad_file_is_a_setup_error(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{not json")
    with pytest.raises(SetupError) as e:
        Challenge.load(path)
    assert e.value.field == "file"
    with pytest.raises(SetupError):
        Challenge.load(tmp_path / "missing.json")


def test_a_hint_names_a_blue_card_without_giving_away_what_goes_inside():
    c = Challenge.from_dict({"board": {"width": 5, "height": 5}, "start": "A5", "facing": "N",
                             "target": "E1", "budget": 20, "blocks": True})
    v = c.check("F F F F R F F F F")
    assert v.ok and v.hint.startswith("Next card from A5 facing north: a REPEAT ")
    assert v.hint.endswith(" card (which cards go inside is yours to find)")
    assert "[" not in v.hint
