"""Lesson 07 as a learner meets it (issue 29, second walk of lesson 07): what its checks say
and what its text promises."""

import json

from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.lessons import feedback, unreadable
from codyroby_lab.lessons import roborally as lesson
from tests.support.lesson_cells import cell as lesson_cell
from tests.support.lesson_runs import NOTEBOOKS
from tests.support.rr import lesson_setup

BELTS = {"board": {"width": 6, "height": 6, "elements": [
    {"kind": "express", "at": "B5", "facing": "N"}, {"kind": "express", "at": "B4", "facing": "N"},
    {"kind": "express", "at": "B3", "facing": "E"}, {"kind": "conveyor", "at": "C3", "facing": "E"},
    {"kind": "conveyor", "at": "D3", "facing": "S"}, {"kind": "gear", "at": "E5", "turn": "R"}]},
    "robots": {"Twonky": {"at": "B6", "facing": "N"}},
    "program": {"Twonky": ["Move 1 490", "Rotate Right 80"]}, "phases": 2}


def text():
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]


def test_the_right_facing_is_explained_with_the_robots_own_turn():
    """Fault 2: "faces east ... turns right with the belt: it faces west" left out the
    Rotate Right card, so a child's right reasoning looked wrong."""
    feedback.forget()
    said = str(lesson.check_where(BELTS, "d 3 west", with_facing=True))
    assert said.startswith("✔") and "Twonky turns to face south" in said


def test_a_water_start_hears_of_water_only():
    """Fault 5: the hint added oil, a rule the lesson never taught."""
    feedback.forget()
    slippery = {"board": {"width": 5, "height": 6, "elements": [
        {"kind": "water", "at": "C5"}, {"kind": "oil", "at": "C3"}, {"kind": "oil", "at": "C2"}]},
        "robots": {"Twonky": {"at": "C5", "facing": "N"}},
        "program": {"Twonky": ["Move 3 790"]}, "phases": 1}
    hint = lesson.check_where(slippery, "C5").hint
    assert "starts in water loses its first square" in hint and "(or on oil)" not in hint


def test_step_f_is_named_before_it_is_used_and_question_d_asks_what_happened():
    """Faults 3 and 4: step F came out of nowhere; "why only after step C?" was untrue on
    that board."""
    cells = text()
    first_f = next(i for i, s in enumerate(cells) if "step\n**F**" in s or "step **F**" in s)
    named = next(i for i, s in enumerate(cells) if "**F**, once a turn" in s)
    assert named <= first_f
    assert not any("only happen\nafter step **C**" in s or "only happen after step **C**" in s
                   for s in cells)


# --- walk 07b (issue 29, third walk of lesson 07) -------------------------------------------

def cell(marker: str) -> str:
    return lesson_cell("07_roborally", marker)


def test_the_race_s_words_are_plain_or_explained():
    """Walk 07p3, fault 4: "mounted" (a pusher, the lasers), "parted by commas" (the hint
    under card numbers typed without commas) and "powers up again" (What happened) were
    never explained, and a faded robot on the race board was never said to be powered
    down."""
    assert not any("mounted" in t for t in text())
    line = "race.program(1 2 3 4 5)"
    hint = unreadable(SyntaxError("invalid syntax", ("<cell>", 1, 14, line))).hint
    assert hint.startswith("put a comma between the numbers in the brackets"), hint
    race = cell("### Race on the board")
    assert "**powers up again**: its\nrest is over" in race
    assert "**faded** (pale) is powered down" in race
    # nor "a robot's first square of movement here is lost" in the board's key for water
    water = RoboRally.from_setup({"board": {"width": 2, "height": 1, "elements": [
        {"kind": "water", "at": "A1"}]}, "robots": {"Twonky": {"at": "B1"}}}).new_state(seed=0)
    key = json.dumps(water.scene(None))
    assert "movement" not in key and "water: a Move card played here goes one square less" in key


def test_each_wrong_square_hears_about_that_guess():
    """Fault 3: every wrong square got the same hint. Now a guess the robot passed hears
    after which step it stood there (never what moved it on: walk 07c, fault 1, a belt's
    or a push's name all but gave the square away); another hears whether its row or column
    is right, and how far it is; none hears the answer (machines: Twonky ends on D4)."""
    feedback.forget()
    machines = lesson_setup("machines")
    passed = lesson.check_where(machines, "C4").message
    assert "stands there after step B, but it does not stay there" in passed   # (07q4, 5)
    assert "push" not in passed
    row = lesson.check_where(machines, "A4").message
    column = lesson.check_where(machines, "D7").message
    far = lesson.check_where(machines, "B2").message
    # "correct", never "right", in a lesson of Rotate Right (walk 07p2, fault M3)
    assert "correct row, but not in the correct column" in row and "right" not in row
    assert "correct column, but not in the correct row" in column and "right" not in column
    assert "4 squares away" in far
    assert len({passed, row, column, far}) == 4 and not any("D4" in m for m in (
        passed, row, column, far))


def test_a_square_the_robot_goes_through_says_so():
    """Walk 07p3, fault 5: in the portals question Twonky comes out of the portal at E3 and
    walks on, and "E3" heard only "the correct column, but not the correct row", as if
    Twonky never came near it. A square gone through in a step says which step, as a square
    stood on after a step does, and never the answer (Twonky ends on E2)."""
    feedback.forget()
    said = lesson.check_where(lesson_setup("portals"), "E3")
    assert "goes through there in step B, but it does not stay there" in said.message
    assert "column" not in said.message and "E2" not in str(said)
    feedback.forget()


def test_a_wrong_square_for_the_big_gun_names_the_big_gun():
    """Fault 3: for Big Gun the hint said only "cards first, then the board elements, then
    the lasers", never the push (Zoom Bot ends on F2)."""
    feedback.forget()
    said = lesson.check_where(lesson_setup("gadgets"), "E2", "Zoom Bot")
    # the step's letter, never its register: "of register 2" told when the push came
    # (walk 07q4, fault 5)
    assert "after step D, but it does not stay there" in said.message
    assert "register" not in said.message
    assert "laser" not in said.message
    assert "with Big Gun, a robot's laser also pushes the robot it hits" in said.hint
    assert "F2" not in str(said)


def test_the_belts_gear_turns_twonky():
    """Fault 5: the gear of the belts exercise was never reached."""
    said = str(lesson.watch(lesson_setup("belts"), show=True))
    assert "the gear at D3 turns Twonky right" in said


def test_every_text_map_has_a_key_and_one_meaning_a_mark():
    """Fault 6: `|` read as a pusher on one map and a wall on another; docks and walls were
    never said; robots ran into their square's mark (TPT, D3H)."""
    machines = lesson.look(lesson_setup("machines"))
    race = lesson.RoboRallyRace(seed=1).state.ascii()
    for board in (machines, race):
        assert "Key: " in board and "| and ---- wall" in board
    # a robot's letter in place of its square's mark, which its line names (walk 07r6, M9)
    assert "Twonky (T) at C7 (on TP)" in machines and "TPT" not in machines
    # (a dock is ⌂ and its number, never D3, a square's name: walk 07q4, fault 1)
    assert "(on \u23023)" in race and "\u23023H" not in race
    assert "\u23025 dock, a robot's first square" in race
    # fault 7: which way the pusher pushes, on the map and in the lesson's words
    assert "Pusher on the west wall of C4: in registers 1, 3 and 5 it pushes a robot on C4 " \
        "east" in machines
    assert "a pusher on the west wall pushes east" in cell("A **pusher**")


def test_the_words_are_explained_where_first_met():
    """Faults 1, 2 and 8: currents, option shops, checkpoints, segments, the desk check,
    docks, power down and the replay board's buttons were never explained."""
    # (currents and option shops are no longer printed, nor defined: walk 07p, fault 9)
    where = {"**checkpoints**": "**F**, once",     # "segment": never used (walk 07n, 3)
             "**Desk check**": "Tick **Predict**",
             "**docks**": "## Race the computer",
             "**Power down next turn**": "### Race on the board"}
    for word, near in where.items():
        assert word in cell(near), word
    # the buttons before the board and after it (walk 07n, fault 4: all ten before it)
    replay = cell("The same register phase on the board") + cell("Tick **Predict**")
    for button in ("**Run**", "**Step**", "**Back**", "**Play**", "**Pause**", "**⇤**", "**⇥**",
                   "**Reset**", "**Predict**"):
        assert button in replay, button
    assert "the segment" not in cell("Now watch it, step by step. Each line")
    assert "its replay stops after step E" in replay          # the last step's "nothing happens"


def test_the_lessons_race_gives_the_learner_a_fair_chance():
    """Fault 12: the computer robots planned every turn and won easily: the lesson's race
    has gentle computers (they plan one turn in two), and says so."""
    from codyroby_lab.games.roborally.bots import gentle
    race_cell = cell("race = lessons.RoboRallyRace(")
    assert 'computers="gentle"' in race_cell
    found: dict = {}
    line = next(s for s in race_cell.splitlines() if s.startswith("race = "))
    exec(line, {"lessons": __import__("codyroby_lab").lessons}, found)  # noqa: S102
    assert set(found["race"].computers.values()) == {gentle}
    assert "one turn in two" in cell("## Race the computer")


def test_the_cell_that_plays_a_race_turn_is_not_the_one_that_shows_the_hand():
    """Walk 07c, fault 2: `print(race.cards())` and `race.program(...)` shared a cell, so a
    learner who ran it again to see the new hand played the old numbers on it."""
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    code = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    shows = [s for s in code if "race.cards()" in s]
    plays = [s for s in code if "race.program(" in s]
    assert shows and plays and not any("race.program(" in s for s in shows)
    assert all("ONE turn" in s for s in plays if s.lstrip().startswith("#"))
