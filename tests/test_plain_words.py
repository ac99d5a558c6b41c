"""The words a learner reads (issue 29, "Words and small things"): steps are steps, errors
are sentences, a missing quote is said plainly, plurals agree."""

from codyroby_lab import lessons
from codyroby_lab.games.codyroby import rules
from tests.support.lesson_cells import markdown, unexplained


def test_the_rules_say_the_program_stops_not_execution():
    assert "execution" not in rules.CRASH.text and "execution" not in rules.STEP_LIMIT.text


def test_a_one_step_board_says_1_step():
    assert repr(lessons.board("F", at="C3")) == "<CodyRobyBoard program='F', 1 step>"


def test_a_lesson_1_program_hears_no_brackets():
    hint = lessons.predict("F X", "B3").hint
    assert "[" not in hint and "F, L or R" in hint
    assert "[" in lessons.predict("REPEAT 2 [F", "B3").hint


def test_an_error_reads_as_a_sentence():
    shown = lessons.plain(lessons.LabError("a program is text such as 'F F R', not int"))
    assert shown.message == "A program is text such as 'F F R', not int."


def test_an_answer_without_quotes_is_said_plainly():
    said = lessons.plain(NameError("name 'B2' is not defined", name="B2"))
    assert "NameError" not in str(said) and 'write "B2"' in said.message
    other = lessons.plain(NameError("name 'ex2' is not defined", name="ex2"))
    assert "cells above" in other.hint


LESSON_01 = "01_first_programs"
# a word a learner may not know, and the words that explain it in the cell where it first shows
EXPLAINED = {"trace": "the list of every step", "events": "short sentences that say what happened",
             "desk-check table": "one row for each step", "budget": "the most cards you may use",
             "breakpoint": "stop mark"}


def test_lesson_1_explains_its_hard_words_where_they_first_show():
    """Walk 01b, fault 7: "clockwise", "in place", "90 degrees" and the others, unexplained."""
    texts = markdown(LESSON_01)
    whole = "\n".join(texts).lower()
    for word in ("clockwise", "in place", "90 degrees", "on the spot", "path"):
        assert word not in whole, word
    assert not unexplained(texts, EXPLAINED)


def test_lesson_1_says_the_three_first_things_and_folds_the_rest():
    """Walk 01b, fault 7: the board's instructions were one dense wall."""
    board = next(t for t in markdown(LESSON_01) if t.startswith("## Your first board"))
    shown, _, folded = board.partition("<details>")
    assert folded and len(shown.split()) <= 60
    assert [line[:2] for line in shown.splitlines() if line[:2] in ("1.", "2.", "3.", "4.")] \
        == ["1.", "2.", "3."]


def test_the_turn_and_crash_rules_speak_plainly():
    from codyroby_lab.games.cards import CARD_L, CARD_R
    for rule in (CARD_L, CARD_R, rules.CRASH):
        assert not any(w in rule.text for w in ("clockwise", "in place", "degrees", "path"))


def test_no_board_or_saved_player_tells_a_learner_about_a_python_kernel():
    """Walk 04i, fault 8: "This player has no Python kernel" was a word a 12-year-old does
    not know. A board that cannot change (a saved player, or a board that lost its Python)
    says nothing of kernels: the board's own note says what to do, and a saved player that is
    asked to change says it is a saved copy."""
    from pathlib import Path

    from codyroby_lab.ui import standalone
    widgets = Path(__file__).resolve().parent.parent / "widgets"
    for script in [*widgets.glob("*.js"), *widgets.glob("editors/*.js")]:
        said = [line for line in script.read_text().splitlines()
                if "kernel" in line.lower() and not line.strip().startswith("//")]
        assert not [line for line in said if '"' in line or "`" in line], (script.name, said)
    assert "Python kernel" not in Path(standalone.__file__).read_text()
    assert "saved copy of the board" in Path(standalone.__file__).read_text()


def test_lesson_9_word_table_says_its_words_plainly():
    """Walk 09p3, fault 6: "clockwise" was said only as "round the table", and the "phase"
    entry ended on "The phase choose is not the special card called choose: playing that
    card leads to the phase pick", a riddle for a 12-year-old."""
    texts = markdown("09_robin")
    assert unexplained(texts, {"clockwise": "the way a clock's hands go round"}) == []
    table = next(t for t in texts if "| **phase** |" in t)
    assert "is not the special card" not in table
