"""Lesson 2's words are ones a 12-year-old knows (walk 02p, fault 11: "guarding" in the story
and the board titled "The garden patrol" were words a child may stumble on)."""

from __future__ import annotations

import json
import re
from pathlib import Path

LESSON = Path(__file__).resolve().parents[1] / "notebooks" / "02_repeat.ipynb"


def test_the_story_and_its_board_say_keep_watch_and_walk_not_guard_and_patrol():
    text = " ".join("".join(c["source"]) for c in json.loads(LESSON.read_text("utf-8"))["cells"])
    assert "keeping watch" in text and 'title="The garden walk"' in text
    assert "patrol" not in text.lower() and "guard" not in text.lower()


def test_the_ten_cards_of_the_story_stand_on_a_line_of_their_own():
    """Walk 02q, fault 10: inside a sentence, the ten cards wrapped as "F F F R R F F F" /
    "R R" at 1366 px, and a child could not count them; alone on a line they fit."""
    story = "".join(json.loads(LESSON.read_text("utf-8"))["cells"][0]["source"])
    assert "\n\n`F F F R R F F F R R`\n\n" in story


def test_the_desk_check_text_keeps_the_board_in_view_and_reads_the_table_after():
    """Walk 02q, fault 6: at 650 px the Desk check table is below the screen while the child
    presses Step. The text said to scroll until Step and the table showed together, which
    pushed the grid with Roby off the top (walk 02s, fault 1); with the board's title at the
    top, the grid, Step and the step's words all fit, and the table is read after."""
    cells = json.loads(LESSON.read_text("utf-8"))["cells"]
    text = next("".join(c["source"]) for c in cells if "**Desk check**" in "".join(c["source"]))
    text = " ".join(text.split())
    assert "keep the board's title at the top of the screen" in text
    assert "Scroll down to the table after" in text
    assert "together while you press it" not in text


def test_three_right_turns_over_the_budget_hear_of_one_left_turn_not_of_another_repeat():
    """Walk 02r, fault 1 (serious): Exercise 1 with REPEAT 4 [F R R R] heard "cards that come
    back again and again can go inside one REPEAT card"; the child made it
    REPEAT 4 [F REPEAT 3 [R]] and heard the same words again, round in a circle. Both hear
    that three turns one way are one turn the other way, and neither hears a program."""
    from codyroby_lab import lessons
    from codyroby_lab.lessons import feedback

    feedback.forget()
    for program in ("REPEAT 4 [F R R R]", "REPEAT 4 [F REPEAT 3 [R]]"):
        said = lessons.check_goal(program, at="C3", start_facing="N", end="C3", facing="N",
                                  max_cards=3, uses="REPEAT", walks_round=1)
        assert not said.ok and "at most 3 are allowed" in said.message
        assert "three turns the same way (R R R)" in said.hint, said.hint
        assert "REPEAT 4 [F L]" not in str(said)
    feedback.forget()


def test_the_text_before_the_first_code_cell_says_to_run_it():
    """Walk 02r6, fault 2: the first code cell (repeat_cards = ...) had no instruction and
    printed nothing; a child who skipped it heard at the first board that Python did not
    know the name repeat_cards."""
    cells = json.loads(LESSON.read_text("utf-8"))["cells"]
    first = next(i for i, c in enumerate(cells) if c["cell_type"] == "code")
    assert "repeat_cards =" in "".join(cells[first]["source"])
    before = " ".join("".join(cells[first - 1]["source"]).split())
    assert "run the cell below" in before.lower() and "prints nothing" in before


def test_the_words_a_child_may_not_know_are_said_in_short_pieces():
    """Walk 02r6, fault 13: "loop" (Exercise 1's title) was not explained; "Desk check" and
    "event" were, in one long paragraph; and "What happened" there did not look like the
    name of the box it means."""
    cells = ["".join(c["source"]) for c in json.loads(LESSON.read_text("utf-8"))["cells"]]
    exercise = next(c for c in cells if "### Exercise 1" in c)
    assert "(a loop is a trip that ends where it started)" in " ".join(exercise.split())
    desk = next(c for c in cells if "**Desk check**" in c)
    assert "**What happened** box" in " ".join(desk.split())
    pieces = [p for p in re.split(r"\n\n|\n- ", desk) if p.strip()]
    assert all(len(re.findall(r"[.:;] ", " ".join(p.split()) + " ")) <= 2 for p in pieces), pieces
