"""Lessons 01-03 as a 12-year-old met them in the fresh-eyes walks /work/walk/walk03i,
walk01i and walk02i (report.md there; faults by their number)."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons
from tests import test_lesson_03_walk as walk03
from tests.support.lesson_cells import cells

lesson = walk03.lesson     # the lesson's namespace up to the exercises' checks (a fixture)


pytestmark = pytest.mark.usefixtures("fresh_answers")


# --- walk03i fault 3: a REPEAT WHILE that never ran is what the hint points at --------------

@pytest.mark.parametrize("turn", ["L", "R"])
def test_a_loop_that_never_ran_is_blamed_not_the_turn_after_it(lesson, turn):
    program = f"REPEAT WHILE left [F] {turn} REPEAT UNTIL red [F]"
    hints = [lessons.check_all(program, lesson["gaps"]).hint for _ in range(3)]
    for hint in hints:
        assert "REPEAT WHILE left did not run its cards even once" in hint
        assert "turn Roby: towards the road" not in hint        # the card is not the fault
        assert "not left" not in hint                            # nor the answer said
    assert "It sees no road" in hints[1] and len(set(hints)) == 3


@pytest.mark.parametrize(("program", "boards"), [
    ("REPEAT WHILE ahead [F] L REPEAT UNTIL red [F]", "gaps"),
    ("REPEAT UNTIL red [IF left [L] ELSE [R]]", "paths")])     # an IF's sensor is no loop
def test_a_loop_that_ran_keeps_the_hint_about_its_board(lesson, program, boards):
    hint = lessons.check_all(program, lesson[boards]).hint
    assert "did not run its cards" not in hint and "what do the sensors see" in hint.lower()


# --- walk03i fault 4: a misspelt REPEAT kind hears what it may be ---------------------------

@pytest.mark.parametrize(("program", "meant"), [("REPEAT UNTL red [F]", "UNTIL"),
                                                ("repeat whlie ahead [F]", "WHILE")])
def test_a_misspelt_repeat_kind_hears_which_kind_it_may_be(lesson, program, meant):
    said = str(lessons.check_all(program, lesson["paths"]))
    assert f"did you mean '{meant}'?" in said and "is not a card" not in said
    assert "WHILE with a sensor, or UNTIL with a colour" in said


# --- walk03i fault 7: the star, drawn in a yellow ring, is said to be no coloured target ----

def test_repeat_until_yellow_hears_first_that_the_star_is_no_coloured_target(lesson):
    said = str(lessons.check_all("REPEAT UNTIL yellow [F]", lesson["walls"]))
    assert "the star is the square to reach, not a coloured target" in said
    assert said.index("the star") < said.index("no yellow target")
    assert "REPEAT WHILE with a sensor" in said


# --- walk03i fault 5: the first Python loop a learner meets says it need not be understood --

def test_the_first_python_loop_comes_after_you_need_not_understand_it():
    srcs = cells("03_sensors_and_if")
    loop = next(i for i, (kind, s) in enumerate(srcs) if kind == "code" and "for " in s)
    before = " ".join(s for kind, s in srcs[:loop] if kind == "markdown")
    assert "do not need to understand" in before


# --- walk02i fault 5: after a restart a cell says in plain words what to do -----------------

LESSONS = ("01_first_programs", "02_repeat", "03_sensors_and_if")
OURS = ("lessons", "codyroby", "CodyRobyBoard")


@pytest.mark.parametrize("name", LESSONS)
def test_each_cell_run_alone_imports_the_lesson_before_any_name_it_lacks(name):
    """Run alone, as after a restart, a cell imports the lessons (whose import shows a name
    Python does not know in plain words) before it needs a name from a cell above."""
    from tests.support.lesson_cells import run_cell
    code = [s for kind, s in cells(name) if kind == "code"][1:]     # after the import cell
    lacking = []
    for src in code:
        try:
            run_cell(src, {})
        except NameError as e:
            lacking.append(e.name)
    assert lacking and not set(lacking) & set(OURS), lacking


def test_a_check_run_alone_after_a_restart_says_to_run_the_cells_above():
    from IPython.core.interactiveshell import InteractiveShell
    shell = InteractiveShell.instance()
    try:
        lessons.plain_errors()                         # what the cell's own import does
        shown: list[str] = []
        shell.display_pub.publish = lambda data, **_: shown.append(data["text/plain"])
        check = next(s for kind, s in cells("02_repeat") if "lessons.check(ex2" in s)
        shell.run_cell(check)
        assert "Python does not know the name ex2" in shown[0]
        assert "Run All Above Selected Cell" in shown[0] and "Traceback" not in shown[0]
    finally:
        InteractiveShell.clear_instance()


# --- walk02i fault 3: an empty REPEAT left over is named, not a piece that comes back -------

def test_an_empty_repeat_over_the_budget_is_named():
    ex2 = lessons.challenge(start="A5", facing="N", target="E1", budget=4,
                            blue_cards=["REPEAT"], title="Corner to corner")
    hint = lessons.check(ex2, "REPEAT 2 [REPEAT 4 [F] R] REPEAT 2 []").hint
    assert "REPEAT card with nothing inside its [ ]" in hint and "still counts" in hint
    assert "comes back again" not in hint


# --- walk02i fault 4: a guess Roby was at is told the step Roby got there -------------------

@pytest.mark.parametrize(("program", "guess", "start", "step"), [
    ("REPEAT 3 [F F R]", "C3 east", "A5", 5),           # step 6 turns Roby south on C3
    ("REPEAT 2 [REPEAT 2 [F] L]", "C1", "C3", 2)])       # step 3 only turns Roby on C1
def test_a_square_passed_on_the_way_names_the_step_roby_got_there(program, guess, start, step):
    said = lessons.predict(program, guess, at=start, facing="N")
    assert f"after step {step}, but the program goes on" in said.message
    assert f"follow the cards after step {step}" in said.hint


# --- walk01i fault 6: feedback a 12-year-old understands ------------------------------------

def test_an_answer_without_quotes_says_what_python_took_it_for():
    from codyroby_lab import codyroby
    crash = codyroby.run("L F", at="A5", facing="N")        # the lesson's own name
    said = lessons.predict("F F R F F", crash, at="A5", facing="N").message
    assert "a name of the notebook" not in said and "made in a cell above" in said


def test_row_0_points_at_the_crash_the_learner_reaches_for_without_saying_it():
    """Walk 01j, fault 3: 'then write "crash"' was the answer to the very question (and
    asking what happens when an F card would take Roby off was nearly it: walk 01n, 2)."""
    said = str(lessons.predict("F F F F F", "A0", at="A5", facing="N"))
    assert "there is no row 0" in said and "A0 is not on the board" in said
    assert "crash" not in said.lower()


# --- walk01i fault 7: lesson 1's harder words are said in plain words where they come -------

@pytest.mark.parametrize(("word", "explained"), [
    ("a quarter turn", "(from north to west)"),
    ("Python (which runs the cells) stopped and started again", "forgotten the cells you ran"),
    ("**predict**", "**predict** (guess)"),
    ("rule", "the game rule that made"),
    ("**target**", "the square to reach, marked"),
    ("**challenges**", "puzzles where you write the program")])
def test_lesson_1_says_what_its_harder_words_mean_where_they_first_come(word, explained):
    text = "\n".join(s for kind, s in cells("01_first_programs") if kind == "markdown")
    first = text.index(word)
    assert explained in text[max(0, first - 80):first + 200], word


# --- walk01i fault 3: exercise 3's hint leaves the choice of card to the learner ------------

def test_lesson_1_exercise_3s_hint_does_not_set_the_card_against_another_one():
    ex3 = lessons.challenge(start="C3", facing="E", target="A1", budget=6, title="Facing east")
    hint = lessons.check(ex3, "R F F R F F").hint
    assert "before step 1 (the R card), Roby is on C3 facing east" in hint
    assert "or another one" not in hint and hint.endswith("Which card brings Roby nearer?")
