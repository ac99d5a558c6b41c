"""Lesson 03 as a class meets it (walkthrough of issue 29, /work/wt/walk/03): a question
takes the shape of answer it asks for, and says that shape."""

from __future__ import annotations

import re

import pytest

from codyroby_lab import codyroby, lessons
from codyroby_lab.lessons import feedback
from codyroby_lab.ui import CodyRobyBoard
from tests.support.lesson_cells import cells, run_cell


def _question(n: int) -> tuple[str, str]:
    """Question ``n``'s words and its check cell, ``my_guess`` left for the test to set."""
    srcs = cells("03_sensors_and_if")
    i = next(i for i, (k, s) in enumerate(srcs) if f"**Question {n}.**" in s)
    words = srcs[i][1]
    check = next(s for k, s in srcs[i + 1:] if "lessons.predict(" in s)
    return words, "\n".join(line for line in check.splitlines()
                            if not line.startswith("my_guess = "))


def _answer(n: int, guess: str) -> str:
    ns = {"codyroby": codyroby, "lessons": lessons, "my_guess": guess}
    return run_cell(_question(n)[1], ns)


@pytest.mark.parametrize("guess", ["west", "W", "West.", "E5 west", "facing west"])
def test_question_3_takes_a_facing_alone_where_it_asks_for_a_facing(guess):
    assert _answer(3, guess).startswith("\u2714 Right!")


@pytest.mark.parametrize("guess", ["turn right", "turns right", "right", "R", "A5 east",
                                   "It turns right."])
def test_question_2_takes_a_turn_where_it_asks_what_the_card_does(guess):
    assert _answer(2, guess).startswith("\u2714 Right!")


@pytest.mark.parametrize(("n", "guess", "wrong"), [(3, "north", "face north"),
                                                   (2, "turns left", "turn left")])
def test_a_wrong_facing_or_turn_hears_what_is_wrong_never_the_answer(n, guess, wrong):
    said = _answer(n, guess)
    assert said.startswith("\u2718 Not quite") and wrong in said
    assert "west" not in said.lower().replace(guess, "") if n == 3 else "right" not in \
        said.replace("Right", "")


def test_each_question_says_the_shape_of_its_answer_and_the_refusal_says_it_too():
    assert '"north"' in _question(3)[0] and '"turns left"' in _question(2)[0]
    assert "'north', 'east', 'south' or 'west'" in _answer(3, "sideways")
    assert "'turns left', 'turns right' or 'moves forward'" in _answer(2, "sideways")


def _exercise(n: int, program: str) -> str:
    srcs = cells("03_sensors_and_if")
    i = next(i for i, (k, s) in enumerate(srcs) if f"### Exercise {n} " in s)
    ns = {"codyroby": codyroby, "lessons": lessons}
    run_cell(next(s for k, s in srcs if "zigzag = " in s), ns)
    code = next(s for k, s in srcs[i:] if k == "code")
    return run_cell(code.replace(code.split("my_program = ")[1].splitlines()[0],
                                 repr(program)), ns)


@pytest.mark.parametrize(("n", "program"), [
    (2, "REPEAT WHILE ahead [F]"), (2, "REPEAT WHILE ahead [F] R REPEAT WHILE ahead [F]"),
    (3, "REPEAT WHILE ahead [F] L REPEAT UNTIL red [F]")])
def test_an_exercise_on_many_boards_never_dictates_the_next_card(n, program):
    said = _exercise(n, program)
    assert said.startswith("\u2718 Solved on")
    hint = said.split("Hint: ")[1]
    assert "Next card" not in hint and "sensor" in hint
    assert ", The " not in hint


@pytest.mark.parametrize(("guess", "said"), [("A2", "A2 is a block"), ("A3 south", "face south"),
                                             ("A1", "your column is correct, but the row is not")])
def test_question_1s_wrong_answers_hear_of_the_sensor_and_the_block(guess, said):
    answer = _answer(1, guess)
    assert answer.startswith("\u2718 Not quite") or "is correct, but" in answer
    assert said in answer and "sensor sees" in answer
    assert "L and R" not in answer and "A3 north" not in answer


def test_no_program_before_exercise_1_solves_it():
    """Walk 03: the cell "the same program on three boards" ran Exercise 1 as it stood."""
    srcs = cells("03_sensors_and_if")
    ex1 = next(i for i, (_, s) in enumerate(srcs) if "### Exercise 1 " in s)
    shown = {p for _, s in srcs[:ex1] for p in re.findall(r"(REPEAT[^\"`]*\])", s)}
    assert "REPEAT WHILE ahead [F]" in shown
    for program in shown:
        said = _exercise(1, program)
        assert not said.startswith("\u2714"), f"shown before Exercise 1 and solves it: {program}"
    assert _exercise(1, "REPEAT WHILE ahead [F] R REPEAT WHILE ahead [F]").startswith("\u2714")


def test_exercise_3s_words_leave_the_sensor_to_find():
    """Walk 03: the text named the loop of the answer (``REPEAT WHILE not left [...]``)."""
    srcs = cells("03_sensors_and_if")
    ex3 = next(s for k, s in srcs if "### Exercise 3 " in s)
    assert "not left" not in ex3 and "turns\nleft as soon" not in ex3 and "sensor" in ex3


@pytest.mark.parametrize("words", ["widget", "the trace says", "(or yellow)",
                                   "turns the sensor round", "The events", "step\nlimit"])
def test_lesson_03_speaks_a_12_year_olds_words(words):
    """Walk 03: words a 12-year-old may not know, and a yellow target the lesson never has."""
    text = "\n".join(s for k, s in cells("03_sensors_and_if") if k == "markdown")
    assert words not in text


@pytest.mark.parametrize("guess", ["A 3", "a 3 north", "A3"])
def test_a_square_with_a_space_inside_is_read(guess):
    """Walk 03: "A 3" was "I cannot read the answer", without saying why."""
    assert _answer(1, guess).startswith("\u2714 Right!")


def test_the_path_board_asks_about_the_sensors_it_can_see():
    """Walk 03: "look at what the sensors see at the corner", but the board shows only the
    look ahead: the text asks the question the learner can answer by looking."""
    text = next(s for k, s in cells("03_sensors_and_if") if s.startswith("## Path boards"))
    assert "what the sensors see" not in text and "road on the left" in text


# --- the second walk (/work/walk/03/report.md) -------------------------------------------

EXERCISES = {"walls": "Exercise 1", "paths": "Exercise 2", "gaps": "Exercise 3"}


@pytest.fixture(scope="module")
def lesson() -> dict:
    """The lesson's namespace after its cells up to the exercises' checks, as Run All."""
    ns = {"codyroby": codyroby, "lessons": lessons}
    for kind, src in cells("03_sensors_and_if"):
        if kind == "code" and re.search(r"^(zigzag|walls|paths|def gap_board) ?=?", src, re.M):
            run_cell(src.split("lessons.board(")[0].split("lessons.check_all(")[0], ns)
    return ns


pytestmark = pytest.mark.usefixtures("fresh_answers")


@pytest.mark.parametrize("name", EXERCISES)
def test_show_me_shows_one_program_that_solves_every_board(lesson, name):
    """Walk 03, fault 1: "show me" said there was no one answer, and lost the hint."""
    boards = lesson[name]
    asked = lessons.check_all("show me", boards)
    assert asked.shown, EXERCISES[name]
    program = re.search(r"works on every board is (.+)\.$", asked.message)
    assert program, asked.message
    assert lessons.check_all(program.group(1), boards).ok, program.group(1)


@pytest.mark.parametrize("name", EXERCISES)
def test_show_me_after_a_wrong_try_answers_that_exercise(lesson, name):
    lessons.check_all("F", lesson[name])
    shown = lessons.show_me()
    assert shown.shown and "works on every board is" in shown.message


def test_the_lesson_shows_cards_inside_cards_before_exercise_2_but_not_its_answer(lesson):
    """Walk 03 (second), fault 2: Exercise 2 needs cards inside a REPEAT UNTIL and a REPEAT
    inside a REPEAT, which the lesson never showed."""
    srcs = cells("03_sensors_and_if")
    ex2 = next(i for i, (_, s) in enumerate(srcs) if "### Exercise 2" in s)
    nested = re.compile(r"REPEAT UNTIL red \[REPEAT [^\]]*\]")
    shown = [s for k, s in srcs[:ex2] if k == "code" and nested.search(s)]
    assert shown and "## Cards inside cards" in " ".join(s for _, s in srcs[:ex2])
    example = nested.search(shown[0]).group(0) + "]"
    assert not lessons.check_all(example, lesson["paths"]).ok


@pytest.mark.parametrize("program", ["REPEAT UNTIL red [IF left [L] ELSE [R]]",
                                     "REPEAT WHILE ahead [F] L REPEAT WHILE ahead [F]",
                                     "REPEAT WHILE ahead [F] IF left [L] ELSE [R] "
                                     "REPEAT WHILE ahead [F]"])
def test_exercise_2s_hint_says_more_on_each_try_about_that_program(lesson, program):
    """Walk 03 (second), fault 2: five wrong programs all heard the same closing words."""
    hints = [lessons.check_all(program, lesson["paths"]).hint for _ in range(3)]
    assert len(set(hints)) == 3, hints
    assert "what do the sensors see" in hints[0].lower()
    # how to find what the sensors see, never what they see (walk 03n, fault 11)
    assert "which of them are road" in hints[1] and "road on the right" not in hints[1], hints
    assert hints[2].startswith(hints[1]) and len(hints[2]) > len(hints[1])


@pytest.mark.parametrize(("program", "meant"), [
    ("REPEAT WHILE notleft [F] L REPEAT UNTIL red [F]", "not left"),
    ("REPEAT WHILE ahaed [F] L REPEAT UNTIL red [F]", "ahead")])
def test_a_misspelt_sensor_hears_which_sensor_it_may_be(lesson, program, meant):
    """Walk 03 (second), fault 7: a misspelt sensor heard the cards' names only."""
    said = str(lessons.check_all(program, lesson["gaps"]))
    assert f"did you mean '{meant}'?" in said and "sensors are ahead, left and right" in said


@pytest.mark.parametrize("guess", ["turns left", "crash", "A4 east"])
def test_question_2s_hints_speak_of_the_if_it_asks_about(guess):
    """Walk 03 (second), fault 4: the IF question's hint spoke of rounds of a loop, and
    "crash" heard of F cards the program does not have."""
    said = _answer(2, guess)
    assert "round" not in said and "F card" not in said, said
    assert "IF" in said.split("Hint: ")[1], said


def test_the_step_limit_cell_says_the_limit_of_its_own_run():
    """Walk 03 (second), fault 11: the text says CodyRoby stops a program after 100,000 steps,
    then the cell printed "20 steps, the most a program may run"."""
    # the Spot it cell checks the loop chosen and says the limit in its own words (walk
    # 03q, fault 1): the text says 20 steps, and so does the cell
    src = next(s for k, s in cells("03_sensors_and_if") if k == "code" and "my_loop = " in s)
    said = run_cell(src.replace('my_loop = "?"', 'my_loop = "REPEAT WHILE ahead [L R]"'), {})
    assert "took 20 steps and was still going, so it was stopped" in said, said
    assert "It watches only Roby's first 20 steps" in " ".join(
        s for k, s in cells("03_sensors_and_if") if k == "markdown").replace("\n", " ")


def test_exercise_3_says_a_board_solved_counts_once_the_check_runs_it_on_every_board():
    """Walk 03 (second), fault 9: the board under Exercise 3's check ended with "The program
    has ended" and nothing said how to get the check to count it."""
    text = re.sub(r"\s+", " ", next(s for k, s in cells("03_sensors_and_if")
                                    if "### Exercise 3 " in s))
    assert "copy it from **Program as text** into `my_program`" in text
    assert "all three boards" in text


def test_question_3s_hint_nudges_about_what_not_does():
    """Walk 03 (second), fault 13: the replies to Question 3 let a child find the facing by
    elimination, with no nudge about what `not` does."""
    assert "NO road" in _answer(3, "north").split("Hint: ")[1]


def test_lesson_03_shows_each_desk_check_once_and_leaves_exercise_3s_sensor_to_find():
    """Walk 03 (second), faults 14 and 13: a cell printed the table the board above shows,
    and Exercise 3's text all but said `not left`."""
    srcs = cells("03_sensors_and_if")
    assert not any(".table()" in s for k, s in srcs if k == "code")
    assert "`not`" not in next(s for k, s in srcs if "### Exercise 3 " in s)


def test_lesson_03_gives_one_way_to_ask_for_the_answer_in_plain_words():
    """Walk 03 (second), faults 6 and 12: the text said to run lessons.show_me(), the checks
    to write "show me"; "the sensor is checked before each round"."""
    text = "\n".join(s for k, s in cells("03_sensors_and_if") if k == "markdown")
    assert "show_me()" not in text and 'Write `"show me"` as your answer' in text
    assert "checked before each round" not in text


@pytest.mark.parametrize("n", [1, 2, 3])
def test_each_question_shows_roby_at_its_start(n):
    """Walk 03 (second), fault 15: Questions 1-3 had no picture of the board."""
    srcs = cells("03_sensors_and_if")
    i = next(i for i, (k, s) in enumerate(srcs) if f"**Question {n}.**" in s)
    kind, pic = srcs[i + 1]
    shown = eval(pic.splitlines()[-1], {"lessons": lessons})  # noqa: S307 - the lesson's cell
    assert kind == "code" and "<svg" in shown._repr_svg_()


# --- walk 03 (third, /work/walk/walk03), faults 1 to 3: one way to read Q2's and Q3's answers


@pytest.mark.parametrize(("n", "square"), [(3, "E5"), (2, "A5")])
def test_the_start_square_alone_hears_what_is_missing_and_is_not_counted(n, square):
    """Fault 1: "E5" alone was marked right for "which way does Roby face". Question 3,
    which asks for a facing, asks for one alone (walk 03k, fault 2)."""
    said = _answer(n, square)
    missing = "say which way Roby faces too" if n == 2 else "write the way Roby faces"
    assert not said.startswith("\u2714") and missing in said, said
    assert "first try" in _answer(n, f"{square} {'west' if n == 3 else 'east'}")  # no try


@pytest.mark.parametrize("word", ["left", "right", "ahead", "back"])
def test_a_word_seen_from_roby_is_never_read_as_a_way_on_the_board(word):
    """Fault 2: "left" was read as west, though Roby's own left is east there."""
    said = _answer(3, word)
    assert not said.startswith("\u2714") and "north, east, south or west" in said, said
    assert "did you mean" not in said


@pytest.mark.parametrize("guess", ["east", "facing east", "East.", "A5 east"])
def test_question_2_reads_a_facing_as_question_3_does(guess):
    """Fault 3: "east" heard "did you mean 'east'?", a loop."""
    assert _answer(2, guess).startswith("\u2714 Right!")


# walk 03 (third), fault 4: a hint's advice fits the program given and the board


def _third_hint(boards, program: str) -> str:
    return [lessons.check_all(program, boards).hint for _ in range(3)][-1]


def test_exercise_1s_hint_never_offers_a_card_its_boards_cannot_use(lesson):
    """Ex1's boards have no red target: REPEAT UNTIL red cannot run there."""
    hint = _third_hint(lesson["walls"], "REPEAT WHILE ahead [F] L REPEAT WHILE ahead [F]")
    assert "UNTIL" not in hint and "run again and again" not in hint, hint
    feedback.forget()
    assert "UNTIL" not in _third_hint(lesson["walls"], "F L F"), "no red target on these boards"


@pytest.mark.parametrize("program", ["REPEAT UNTIL red [REPEAT WHILE ahead [F] R]",
                                     "REPEAT UNTIL red [REPEAT WHILE ahead [F] IF right [L] "
                                     "ELSE [R]]"])
def test_exercise_2s_hint_never_suggests_what_the_program_already_has(lesson, program):
    hint = _third_hint(lesson["paths"], program)
    assert "REPEAT inside the REPEAT" not in hint, hint
    if "IF" in program:
        assert "IF" in hint and "could an IF" not in hint.lower(), hint


@pytest.mark.parametrize(("n", "boards"), [(1, "walls"), (2, "paths"), (3, "gaps")])
def test_each_exercise_has_a_board_to_try_on_under_its_check(n, boards):
    """Walk 03 (third), fault 9: Exercises 1 and 2 had no board, though their hints say
    "look at Roby on A1 facing north"."""
    srcs = cells("03_sensors_and_if")
    i = next(i for i, (k, s) in enumerate(srcs) if f"### Exercise {n} " in s)
    check = next(j for j in range(i, len(srcs)) if "lessons.check_all(" in srcs[j][1])
    kind, cell = srcs[check + 1]
    board = rf"^lessons\.board\(my_program, on={boards}\[\d\]"
    assert kind == "code" and re.search(board, cell, re.M)
    assert "Program as text" in srcs[i][1]


def test_question_2s_wrong_turn_hears_what_to_look_at():
    """Walk 03 (third), fault 6: with two choices a wrong one gives the other away; it
    should at least say why, not only "Roby does not turn left". Walk 03e, fault 2: the why
    ("the ELSE cards run") was the whole answer: a wrong turn hears what to look at, and the
    right answer says why (walk 03e, below)."""
    said = _answer(2, "turns left")
    assert said.startswith("\u2718 Not quite") and "on Roby's left" in said, said


def test_the_sensors_words_say_what_is_true_on_every_round_and_never_block():
    """Walk 03 (third), fault 11: "goes round again" on the very first round, "block" for
    both a grey square and the cards in [ ], "(is a loop never ending?)"."""
    runs = [codyroby.run(p, at="C3", step_limit=20) for p in
            ("REPEAT WHILE ahead [F]", "IF right [R] ELSE [L]", "IF left [L]",
             "REPEAT WHILE ahead [R R R R]")]
    texts = [e.text for t in runs for k in range(1, len(t)) for e in t.events(k)]
    assert texts and not any("again" in x or "block" in x or "never ending" in x
                             for x in texts), texts
    assert "road ahead, so the REPEAT WHILE runs its cards" in texts


# Lesson 03 as a 12-year-old met it in the fresh-eyes walk 03e (faults by their number in its
# report).


# --- fault 1: a board cell whose program cannot be read keeps its board -------------------

@pytest.mark.parametrize(("name", "i"), [("walls", 1), ("paths", 1), ("gaps", 1)])
def test_a_typo_in_the_check_keeps_the_board_and_says_where_to_fix_it(lesson, name, i):
    w = lessons.board("REPEAT WHILE ahaed [F]", on=lesson[name][i])
    assert isinstance(w, CodyRobyBoard) and w.program == ""
    assert "'ahaed' is not a sensor" in w.error and "column" not in w.error
    assert "check above" in w.error and "run this cell again" in w.error


@pytest.mark.parametrize("name", ["walls", "paths", "gaps"])
def test_show_me_in_the_check_shows_its_answer_on_the_board_below(lesson, name):
    boards = lesson[name]
    shown = str(lessons.check_all("show me", boards))
    w = lessons.board("show me", on=boards[1])
    assert isinstance(w, CodyRobyBoard) and w.program and w.program in shown
    assert w.trace is not None and boards[1].check(w.program).ok and not w.error


# --- fault 2: Question 2's first wrong answer does not say the whole answer ----------------

@pytest.mark.parametrize("guess", ["turns left", "Turns Left!", "left"])
def test_question_2s_wrong_turn_asks_what_the_sensor_sees_and_does_not_tell(guess):
    said = _answer(2, guess)
    assert said.startswith("\u2718 Not quite") and "ELSE cards run" not in said
    assert "sees no road" not in said and "A5 facing north" in said and "left" in said


def test_question_2s_right_answer_says_why():
    said = _answer(2, "turns right")
    assert said.startswith("\u2714 Right!") and "left sensor sees no road" in said
    assert "ELSE cards run" in said


# --- fault 4: a hint about turns for a program with no turn ---------------------------------

def test_a_program_with_no_turn_is_not_asked_about_its_turns(lesson):
    for _ in range(3):
        said = str(lessons.check_all("REPEAT WHILE ahead [F]", lesson["paths"]))
    assert "look at each turn" not in said and "no card that turns Roby" in said


# --- fault 6: a loop that never ends is told at once, in plain words -----------------------

@pytest.mark.parametrize("program", [
    "REPEAT UNTIL red [REPEAT WHILE ahead [F] IF left [R] ELSE [L]]",
    "REPEAT UNTIL red [IF ahead [F] ELSE [R]]"])
def test_a_never_ending_loop_on_three_boards_is_stopped_ten_times_sooner(lesson, program):
    verdicts = [ex.check(program) for ex in lesson["paths"]]
    ended = [v for v in verdicts if v.status == "step_limit"]
    assert ended and all(v.trace.steps == 10_000 for v in ended)
    said = str(lessons.check_all(program, lesson["paths"]))
    assert "step limit" not in said and "never stopped" in said
    assert "10,000" not in said      # one figure: the lesson's 100,000 (walk 03g, fault 8)


def test_a_goal_that_never_ends_says_so_in_plain_words():
    said = str(lessons.check_goal("REPEAT WHILE ahead [R R R R]", at="C3", end="C3"))
    assert "step limit" not in said and "stopped after 100,000 steps" in said


# --- fault 7: the same answer in other words is no new try; a shown answer stays shown ------

def test_left_alone_is_the_same_try_as_turns_left():
    _answer(2, "turns left")
    assert "not a new try" in _answer(2, "left")
    assert "not a new try" in _answer(2, "L")


def test_a_right_answer_after_show_me_still_says_so_when_checked_again():
    _answer(3, "north")
    _answer(3, "show me")
    assert "You saw the answer" in _answer(3, "W")
    again = _answer(3, "west")
    assert again.startswith("\u279c Right!") and "saw the answer" in again
    assert "try" not in again.split("Right!")[1].split("saw the answer")[0].replace(
        "answered", "")


# --- fault 8: "nothing" is not a misspelt "north" -------------------------------------------

@pytest.mark.parametrize("guess", ["nothing", "nothing happens"])
def test_nothing_is_not_read_as_a_misspelt_north(guess):
    said = _answer(2, guess)
    # nor is it told the two turns to choose from (walk 03n, fault 2): Roby does something
    assert "did you mean" not in said and "Roby does something" in said, said


@pytest.mark.parametrize(("guess", "meant"), [("nort", "north"), ("wset", "west"),
                                              ("sout", "south"), ("crsh", "crash")])
def test_a_misspelt_facing_still_hears_what_it_may_mean(guess, meant):
    assert f"did you mean '{meant}'" in _answer(1, f"A3 {guess}") + _answer(1, guess)


# --- fault 9: an unreadable program says the word once, without line and column ------------

def test_an_unreadable_program_names_the_wrong_word_once(lesson):
    said = _exercise(1, "REPEAT WHILE ahaed [F]")
    assert "'ahaed' is not a sensor" in said
    assert "column" not in said.lower() and "(at " not in said


# --- fault 3, 5, 9, 15: the lesson's own words ----------------------------------------------

def _text(start: str) -> str:
    return next(s for k, s in cells("03_sensors_and_if") if s.startswith(start))


def test_exercise_1_does_not_say_the_first_try_reaches_no_corner():
    assert "no corner" not in _text("## Exercises")


@pytest.mark.parametrize("words", ["flips", "breakpoint"])
def test_lesson_03_says_stop_mark_and_plain_words(words):
    text = "\n".join(s for k, s in cells("03_sensors_and_if") if k == "markdown")
    assert words not in text


def test_counting_the_rounds_says_how_to_check_the_count():
    """Fault 15: "count how many times the outer REPEAT goes round" had no way to check."""
    text = " ".join(_text("## Cards inside cards").split())
    line = "Roby is not on the red target, so the REPEAT UNTIL runs its cards"
    assert line.split(",")[0] in text      # the words a round's step begins with (walk 03j, 4)
    board = {"width": 4, "height": 4, "targets": {"red": "D4"}}
    t = lessons.run("REPEAT UNTIL red [REPEAT WHILE ahead [F] R]", on=board, at="A4")
    said = [e.text for k in range(1, len(t)) for e in t.events(k)]
    assert said.count(line) == 3


def test_a_misspelt_turn_hears_the_word_it_may_mean():
    """Walk 03f, fault 2 (issue 29): Question 2's "turn rigth" heard only "I cannot read",
    where Question 3's misspelt facings hear "did you mean"; a misspelt side does too, in
    any language, and the try is not counted."""
    from codyroby_lab.lessons.checks import predict
    said = predict("IF left [L] ELSE [R]", "turn rigth", at="A5", facing="N", asks="turn")
    assert not said.ok and said.tries == 0
    assert "'rigth' is not a way to turn: did you mean 'right'?" in said.message
    italian = predict("IF left [L] ELSE [R]", "gira a sinsitra", at="A5", facing="N",
                      asks="turn")
    assert "did you mean 'sinistra'?" in italian.message


def test_repeat_until_a_target_the_board_lacks_says_what_to_stop_on(lesson):
    """Walk 03f, fault 3 (issue 29): on Exercise 1's boards, whose only goal is the square to
    reach, "REPEAT UNTIL red" heard "this board has no red target" three times and nothing
    to try instead; it hears what a REPEAT UNTIL can stop on, or what else can stop Roby."""
    said = lessons.check_all("REPEAT WHILE ahead [F] R REPEAT UNTIL red [F]", lesson["walls"])
    assert not said.ok
    assert "this board has no red target" in str(said)
    assert "REPEAT WHILE with a sensor (ahead, left, right) can stop Roby" in str(said)
    yellow = {"width": 5, "height": 5, "targets": {"yellow": "E1"}}
    assert "its targets are: yellow" in lessons.board("REPEAT UNTIL red [F]", on=yellow).error


# Lessons 01-03 as a 12-year-old met them in the fresh-eyes walks /work/walk/walk03i, walk01i and
# walk02i (report.md there; faults by their number).


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


# Lesson 03 as a 12-year-old met it in the fresh-eyes walk /work/walk/walk03j (report.md there;
# faults by their number).


# --- walk03j fault 7: Exercise 3's hint points where to look, in short sentences ------------

def test_the_gap_hint_points_where_to_look_and_never_names_the_sensor(lesson):
    program = "REPEAT WHILE left [F] L REPEAT UNTIL red [F]"
    hints = [lessons.check_all(program, lesson["gaps"]).hint for _ in range(3)]
    for hint in hints:
        assert "'not'" not in hint and "not left" not in hint   # the answer, all but said
        assert "must walk on" not in hint
        assert all(len(s.split()) <= 16 for s in re.split(r"(?<=[.?:])\s", hint.split(
            "Just before")[1]))
    assert "look at the squares Roby must walk along" in hints[1]


# --- walk03j fault 6: Exercise 2's message writes its numbers one way -----------------------

def test_the_snake_message_writes_every_count_of_squares_in_words(lesson):
    said = str(lessons.check_all("REPEAT WHILE ahead [F]",
                                 lesson["paths"]))
    assert "squares from the target" in said
    assert not re.search(r"\d+ squares?\b", said), said


def _markdown(heading: str) -> str:
    return next(src for kind, src in cells("03_sensors_and_if")
                if kind == "markdown" and src.startswith(f"## {heading}"))


# --- walk03j fault 10: the endless loop is explained, and there is one to spot --------------

def test_the_endless_loop_asks_to_spot_one():
    # its R R R R example, explained, gave the answer away (walk 03q, fault 1): the
    # reason is the check's, once a loop is chosen (tests/test_spot_it_loop_check.py)
    text = _markdown("A loop that never ends")
    assert "**Spot it:**" in text and "never ends:" in text


# --- walk03j fault 4: the count's check promises only what What happened shows --------------

def test_cards_inside_cards_promises_words_that_start_a_step_not_a_line_of_their_own(lesson):
    text = _markdown("Cards inside cards")
    assert "begins with the line" not in text
    start = "Roby is not on the red target"
    assert f"*{start}*" in text
    trace = lessons.run("REPEAT UNTIL red [REPEAT WHILE ahead [F] R]",
                        on={"width": 4, "height": 4, "targets": {"red": "D4"}},
                        at="A4", facing="N")
    firsts = [trace.events(s)[0].text for s in range(1, trace.steps + 1)]
    assert sum(f.startswith(start) for f in firsts) == 3          # three rounds, one step each


# --- walk03j fault 9 (the lesson's part): the Desk check is said to be further down ---------

def test_the_desk_check_is_said_to_be_read_after_stepping_not_beside_the_board():
    text = " ".join(_markdown("Path boards").split())
    assert "Under the board, the **Desk check**" not in text
    assert "scroll down to read the table" in text


def test_the_lesson_says_the_desk_check_scrolls_inside_its_box():
    """Walk 03l, fault 4: the table keeps every step but shows about nine rows in its own
    scrolling box; a child who read "scroll down to read the whole table" took the rows out of
    view for rows gone and counted 2 rounds of the outer REPEAT, not 3."""
    text = " ".join(_markdown("Path boards").split())
    assert "whole table" not in text
    assert "scroll up **inside** it" in text


# Lesson 03 as a 12-year-old met it in the fresh-eyes walk /work/walk/walk03z (report.md there;
# faults by their number).


def _hints(program: str, boards: list) -> list[str]:
    """The hints of three tries in a row at ``program`` on the ``boards``."""
    return [lessons.check_all(program, boards).hint or "" for _ in range(3)]


# --- walk03z serious fault 1: the loop told of is the one before the card, told truly ------

@pytest.mark.parametrize(("program", "told"), [
    ("REPEAT WHILE not left [F] R REPEAT WHILE ahead [F]",
     "the REPEAT WHILE not left ran its cards once, then stopped"),
    ("REPEAT WHILE not left [F] R REPEAT UNTIL red [F]",
     "the REPEAT WHILE not left ran its cards once, then stopped"),
    ("REPEAT UNTIL red [REPEAT WHILE not left [F] R]",
     "the REPEAT WHILE not left ran its cards once, then stopped"),
    ("REPEAT WHILE not ahead [L] REPEAT WHILE not left [F] R REPEAT UNTIL red [F]",
     "the REPEAT WHILE not left ran its cards once, then stopped"),
    ("REPEAT WHILE left [F] L REPEAT UNTIL red [F]",
     "the REPEAT WHILE left did not run its cards even once")])
def test_the_gap_hint_tells_truly_of_the_loop_just_before_the_card(lesson, program, told):
    for hint in _hints(program, lesson["gaps"]):
        assert f"Just before that card, {told}." in hint, hint
        assert len(re.findall(r"Just before that card, the REPEAT", hint)) == 1


def test_the_wrong_turn_after_the_gap_hears_of_the_turn_never_the_answer(lesson):
    for hint in _hints("REPEAT WHILE not left [F] R REPEAT WHILE ahead [F]", lesson["gaps"]):
        assert "Look at the R card: does it turn Roby towards the target?" in hint
        assert "WHILE ahead" not in hint and "sees road, so the loop stopped" not in hint
        assert "L card" not in hint and "turn left" not in hint


# --- walk03z serious fault 2: no hint leads to a loop that cannot solve the gap boards ------

def test_exercise_1s_answer_on_the_gaps_hears_to_sense_the_gap_not_a_loop_round_it(lesson):
    hints = _hints("REPEAT WHILE ahead [F] R REPEAT WHILE ahead [F]", lesson["gaps"])
    assert "One REPEAT can hold them all" not in hints[2]
    assert "only uses the ahead sensor" in hints[2]
    assert "Which sensor can tell Roby that it stands there?" in hints[2]
    assert "left sensor" not in hints[2] and "not left" not in hints[2]


# --- walk03z fault 3: each question says where its answer goes ------------------------------

@pytest.mark.parametrize("n", [1, 2, 3])
def test_each_question_says_to_answer_between_the_quotes_of_my_guess_and_run(n):
    srcs = cells("03_sensors_and_if")
    i = next(i for i, (k, s) in enumerate(srcs) if f"**Question {n}.**" in s)
    assert "between the quotes of `my_guess` in the cell under the board, then run" in \
        srcs[i][1]
    board, check = [s for k, s in srcs[i + 1:i + 3]]
    assert "start_state(" in board and check.startswith('my_guess = "?"')


# --- walk03z fault 5: a misspelt ELSE hears what it may be, as a misspelt sensor does -------

@pytest.mark.parametrize(("program", "meant"), [
    ("REPEAT UNTIL red [REPEAT WHILE ahead [F] IF left [L] ELES [R]]", "ELSE"),
    ("REPAET UNTIL red [F]", "REPEAT")])
def test_a_misspelt_blue_card_hears_did_you_mean(lesson, program, meant):
    said = str(lessons.check_all(program, lesson["paths"]))
    assert f"did you mean '{meant}'?" in said and "Python" not in said


# --- walk03z fault 4: a wrong square with the right facing is not told the facing is wrong --
# (walk 03r6, fault 2: nor that it is right, which with "A5 west" before gave the answer)

def test_question_2s_wrong_square_with_the_right_facing_hears_only_that_roby_stays():
    said = _answer(2, "B5 east")
    assert "Roby only turns where it stands" in said and "correct" not in said
    assert "A5" not in said and "turns right" not in said          # never the answer
    assert said.split("Hint")[0] == _answer(2, "B5 west").split("Hint")[0]


def test_a_square_added_to_the_right_facing_is_no_try():
    """Walk 03r8, fault 4: Question 3 asks only which way Roby faces; "D5 west" (west
    right, D5 not) was a wrong try, where lesson 01's "A4 south" to a square question
    (the square right) counts none. It says the question asks only the facing, and no try."""
    said = _answer(3, "D5 west")
    assert said.startswith("\u2718") and "asks only which way Roby faces" in said
    assert "does not count as a try" in said
