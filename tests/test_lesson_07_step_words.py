"""Lesson 07's words for the steps of a register phase, read before the board uses them."""

from __future__ import annotations

import json
import re

from tests.support.lesson_runs import NOTEBOOKS


def markdown() -> list[str]:
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    return [" ".join("".join(c["source"]).split()) if c["cell_type"] == "markdown" else ""
            for c in nb["cells"]]


def code() -> list[str]:
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) if c["cell_type"] == "code" else "" for c in nb["cells"]]


def test_the_first_replay_says_what_step_1_a_reveal_is():
    """Walk 07t, fault 7: Predict at step 1 asked what step 1 does to Twonky, and nothing
    had said that step 1 is the reveal, where the cards are shown and nobody moves. The
    text before the first board says it, in the board's own name for the step."""
    first_board = next(i for i, src in enumerate(code()) if "lessons.replay(" in src)
    before = " ".join(markdown()[:first_board])
    assert 'Step 1 is "A reveal": each robot **reveals** its card: it shows it.' in before
    assert "Nobody moves yet." in before


def test_deck_and_order_are_said_in_words_a_child_has_met():
    """Walk 07t, fault 9: "deck" came in cell 3 and in the race's locked registers long
    before cell 67 said what it is; the heading "Step B is a sort" used "sort" as a
    programmer does; a hint said "board elements" where the lesson says "machines"."""
    from codyroby_lab.lessons import roborally
    text = markdown()
    first_deck = next(t for t in text if "deck" in t)
    assert "The **deck** is the pile of all 84 cards" in first_deck   # (walk 07r6, M13)
    assert not [t for t in text if re.search(r"\bsort", t)]
    assert "machines" in roborally._HINT and "board elements" not in roborally._HINT


def test_the_race_says_before_its_program_cell_that_each_run_plays_a_turn():
    """Walk 07t, fault 16: running the cell of the race's card numbers a second time (a
    child's habit) played another whole turn with the same numbers, now other cards, and
    only a code comment warned. The text above the cell says it in plain words."""
    program = next(i for i, src in enumerate(code()) if "race.program()" in src)
    before = markdown()[program - 3:program]
    said = " ".join(before)
    assert "each time you run the cell with your card numbers, it plays one more turn" in said
    assert "cannot be taken back" in said and "race." not in said.split("**Careful:**")[1]


def test_every_step_in_the_game_s_words_shows_no_program_inside_and_misses_no_machine():
    """Walk 07t, fault 5: the cell "Every step, in the game's own words" showed SEGMENTS,
    step.needs in ("current", "chop_shop") and removeprefix, and its list had no line for
    water, oil, portals, repulsors, ramps or trap doors, which the lesson teaches as part
    of its steps."""
    from codyroby_lab import lessons
    cell = next(src for src in code() if "phase_rules" in src)
    for inside in ("SEGMENTS", "needs", "chop_shop", "removeprefix", "import textwrap"):
        assert inside not in cell, inside
    said = lessons.phase_rules()
    for machine in ("water", "oil slick", "portal", "repulsor field", "ramp", "trap door"):
        assert machine in said, machine
    for hard in ("executing", "active"):
        assert hard not in said, hard
    assert max(len(line) for line in said.splitlines()) <= 80


def test_watch_says_where_a_pusher_leaves_a_robot_and_heads_each_register():
    """Walk 07r6, fault M12: the pusher's line ("the pusher at C4 pushes Twonky east") was
    the one movement line without the square it ends on; and where several registers are
    played, the lines A to E came round again with no heading to say which register."""
    from codyroby_lab import lessons
    made: dict = {}
    for src in code():
        if '{"board"' in src:
            exec(src, made)   # noqa: S102 -- the lesson's own cell
    pushed = lessons.watch(made["machines"], show=True).lines
    assert "C pushers push: the pusher at C4 pushes Twonky east to D4" in pushed
    assert not [line for line in pushed if line.startswith("Register")]   # one register
    lines = lessons.watch(made["gadgets"], show=True).lines
    assert [line for line in lines if line.startswith("Register")] == [
        f"Register {r}" for r in range(1, 6)]
    heads = [k for k, line in enumerate(lines) if line.startswith("Register")]
    assert all(lines[k + 1].startswith("A reveal") for k in heads)
