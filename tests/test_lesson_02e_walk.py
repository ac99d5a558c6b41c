"""Lesson 02 (REPEAT) as the walk 02e report found it (/work/walk/walk02e/report.md): each
test names the fault it holds fixed."""

from __future__ import annotations

import json

from codyroby_lab import lessons
from tests.support.lesson_runs import NOTEBOOKS


def _cell(holding: str) -> str:
    """The source of the lesson's first code cell holding ``holding``."""
    nb = json.loads((NOTEBOOKS / "02_repeat.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"]
                if c["cell_type"] == "code" and holding in "".join(c["source"]))


def test_a_question_board_run_again_undoes_a_stray_card():
    """Fault 1: one click on a palette card changed Question 1's program, and running the
    cell again brought back the changed program. A question's or a demonstration's board
    comes back as its cell writes it; an exercise's board keeps the learner's work."""
    ns: dict = {"lessons": lessons, "repeat_cards": ["F", "L", "R", "REPEAT"]}
    # the board waits for the question's answer (walk 02m, fault 5): answered first
    assert lessons.predict("REPEAT 3 [F F R]", "C5 west", at="A5", facing="N",
                           with_facing=True).ok
    src = _cell('title="Question 1"').removeprefix("from codyroby_lab import lessons\n")
    first = eval(src, ns)  # noqa: S307 - the lesson's own cell
    first.receive({"type": "set_stack", "stack": [*first.stack, {"card": "F"}]})
    assert first.program == "REPEAT 3 [F F R] F"
    again = eval(src, ns)  # noqa: S307
    assert again.program == "REPEAT 3 [F F R]"
    assert again.run().final.robots["roby"].label() == "Roby at C5 facing west"


def _ex2():
    return lessons.challenge(start="A5", facing="N", target="E1", budget=4,
                             blue_cards=["REPEAT"], title="Corner to corner")


def test_a_walk_over_too_many_squares_is_not_said_to_go_only_through_them():
    """Fault 11: Exercise 1's REPEAT 4 [F F R] went through eight squares, and the check
    said it "only" went through them. Walk 02r8, fault 4: they are named in the order Roby
    walks them, not sorted (C1, C2, C3, D1, ... was no path to follow on the board)."""
    said = str(lessons.check_goal("REPEAT 4 [F F R]", at="C3", start_facing="N", end="C3",
                                  facing="N", max_cards=3, uses="REPEAT", walks_round=1))
    assert "goes through C3, C2, C1, D1, E1, E2, E3 and D3" in said
    assert "only" not in said


def test_a_card_in_a_repeat_inside_a_repeat_is_counted_as_the_board_lights_it():
    """Fault 11: in REPEAT 2 [REPEAT 4 [F]] R the F went wrong "the fifth time round", while
    the REPEAT holding it goes round four times. It is the fifth time the F card runs."""
    hint = lessons.check(_ex2(), "REPEAT 2 [REPEAT 4 [F]] R").hint
    assert "the F card, the fifth time it runs" in hint
    assert "time round" not in hint


def test_a_program_that_cannot_be_read_shows_the_place_not_a_column():
    """Fault 11: "line 1, column 20: REPEAT needs a [ ... (at 'F')": "column" is coders'
    talk, and it did not say which REPEAT. The check marks the place in the program."""
    said = str(lessons.check(_ex2(), "REPEAT 2 [REPEAT 4 F R]"))
    assert "column" not in said
    assert "It is here: REPEAT 2 [REPEAT 4 ▶F R]" in said


def _text(holding: str) -> str:
    nb = json.loads((NOTEBOOKS / "02_repeat.ipynb").read_text(encoding="utf-8"))
    return next(" ".join("".join(c["source"]).split()) for c in nb["cells"]
                if c["cell_type"] == "markdown" and holding in "".join(c["source"]))


def test_the_story_says_once_what_the_walk_is():
    """Fault 4: "walks to the end of the path and back, once: ... a half turn (F F F R R),
    twice": once and twice in one sentence, and a half turn told only by R R."""
    story = _text("**The story.**").split("`REPEAT 2")[0]
    assert "once" not in story and "twice" not in story, story
    assert "two right turns" in story and "ten cards" in story


def test_question_1_says_to_keep_the_quotes():
    """Fault 10: my_guess = C5 west (no quotes) gave a bare SyntaxError."""
    assert '"`: keep the quotes' in _text("**Question 1.**")   # example: walk 02p, fault 7


def test_exercise_2_does_not_tell_the_first_try_fix_before_a_try():
    """Fault 12: Exercise 2's text said, before any try, that the first REPEAT runs its F too
    many times and that two REPEAT cards make 5."""
    text = _text("### Exercise 2")
    assert "runs its F" not in text and "make 5" not in text, text


def test_the_staircase_check_names_the_board_to_swap_for_show_me():
    """Fault 10: "put "show me" in place of the board's name": which name was not said. The
    check says it after tries (the cell's comment offered it before any: walk 01n, fault 8)."""
    ex = lessons.challenge(start="A5", facing="N", target="E1", budget=9, title="Stuck")
    board = lessons.board("L", on=ex)
    for _ in range(3):
        said = str(lessons.check(ex, board))
    assert "the word after the comma, just before the closing bracket" in said, said


def _syntax_error(line: str) -> SyntaxError:
    try:
        compile(line, "<cell>", "exec")
    except SyntaxError as e:
        return e
    raise AssertionError(f"{line!r} compiles")


def test_an_answer_or_show_me_without_quotes_is_said_plainly():
    """Fault 10: my_guess = C5 west gave "SyntaxError: invalid syntax", and
    lessons.check(ex3, show me) "Perhaps you forgot a comma?"."""
    guess = lessons.plain(_syntax_error("my_guess = C5 west"))
    assert guess.message == 'C5 west needs quotes around it: write "C5 west".'
    stuck = lessons.plain(_syntax_error("lessons.check(ex3, show me)"))
    assert stuck.message == 'show me needs quotes around it: write "show me".'
    assert lessons.unquoted(_syntax_error("lessons.check(ex3 my_board)")) is None


def test_a_lessons_first_cell_does_not_bring_the_other_games():
    """Walk 02v, fault 9: the first check after a restart waited 6.7 s; most of a second of
    it was importing the Duel, Energy Seekers, Robin and RoboRally lessons and games, which
    lesson 2 never uses. They come when first asked for."""
    import subprocess
    import sys
    others = ("codyroby_lab.lessons.duel", "codyroby_lab.lessons.energy_seekers",
              "codyroby_lab.lessons.robin", "codyroby_lab.lessons.roborally",
              "codyroby_lab.games.robin", "codyroby_lab.games.roborally",
              "codyroby_lab.games.energy_seekers")
    code = ("import sys\nfrom codyroby_lab import codyroby, lessons\n"
            f"print(sorted(m for m in {others!r} if m in sys.modules))\n"
            "print(lessons.RobinPlay.__module__, lessons.check_move.__module__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split("\n")
    assert out[0] == "[]", out
    assert out[1] == "codyroby_lab.lessons.robin codyroby_lab.lessons.duel", out


def test_show_me_without_quotes_in_place_of_a_board_is_said_plainly():
    """Walk 02v, fault 8: "show me" typed without quotes in place of my_board1 in Exercise
    1's check (its other things quoted, over two lines) showed Python's SyntaxError with its
    traceback, then the helpful line. It is the plain line alone, as in a check of one."""
    import json

    from tests.support.lesson_runs import NOTEBOOKS
    notebook = json.loads((NOTEBOOKS / "02_repeat.ipynb").read_text(encoding="utf-8"))
    check = next(s for s in ("".join(c["source"]) for c in notebook["cells"])
                 if "check_goal(my_board1" in s)
    error = _syntax_error(check.replace("my_board1", "show me"))
    assert lessons.unquoted(error) == "show me"            # IPython's words left out
    assert lessons.plain(error).message == 'show me needs quotes around it: write "show me".'


def test_a_lessons_first_cell_does_not_bring_the_printing_and_jsonschema():
    """Fault 3: the first cell waited about 13 s, most of it importing jsonschema through
    codyroby_lab.printing and the Droids game, which lesson 2 never uses. They come when
    print_sheets is first asked for."""
    import subprocess
    import sys
    code = ("import sys\nfrom codyroby_lab import codyroby, lessons\n"
            "print(sorted(m for m in ('jsonschema', 'codyroby_lab.printing', "
            "'codyroby_lab.games.droids') if m in sys.modules))\n"
            "print(lessons.print_sheets.__module__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split("\n")
    assert out[0] == "[]", out
    assert out[1].startswith("codyroby_lab.printing")
