"""Lesson 05 (for teachers) shows no answer on a screen a class may see unless the teacher
asks: the guide's answers stay hidden on Run All, and the text says that the challenge
editor shows its best program."""

from __future__ import annotations

import ast

from codyroby_lab.core.drawing import Sketch
from codyroby_lab.games.codyroby.drawing import CHALLENGE
from tests.support.lesson_cells import cells


def _shown(src: str) -> str:
    """The page the cell ``src`` shows (its last value's markdown)."""
    tree = ast.parse(src)
    last = tree.body.pop()
    ns: dict = {}
    exec(compile(tree, "<cell>", "exec"), ns)  # noqa: S102 - the lesson's own cell
    return eval(compile(ast.Expression(last.value), "<cell>", "eval"), ns)._repr_markdown_()  # noqa: S307


def test_run_all_leaves_the_guides_answers_hidden_until_the_teacher_asks():
    """Walk 05n, fault 8: the guide's answers sat right under Exercise 3, and Restart
    Kernel and Run All (part 6's advice) showed them at once."""
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("# the teacher's guide"))
    hidden = _shown(src)
    assert "## Lesson 5" not in hidden and "show_answers = True" in hidden
    assert _shown(src.replace("show_answers = False", "show_answers = True")).startswith(
        "## Lesson 5 · For teachers")


def test_the_text_says_the_challenge_editor_shows_its_best_program_only_when_asked():
    """Walk 05n, fault 8: the text promised only the length (`best: 9 cards`); the editor
    showed the program too (walk 05b, fault 5), the answer a projected screen gives away.
    Walk 05p3, fault 1: the text said that program itself; the editor now shows the number
    of cards (the text quotes it as shown), and the program only when asked, as the text
    says, and nowhere in it."""
    text = next(s for k, s in cells("05_for_teachers") if s.startswith("A **challenge** is"))
    drawn = Sketch(CHALLENGE).checked
    assert f"`{CHALLENGE.summary(drawn)}`" in text and CHALLENGE.shortest(drawn) not in text
    assert "answer" in text and "class" in text and "**Show the shortest program**" in text


def test_the_answers_shown_say_to_hide_them_again():
    """Walk 05q, fault 10: the text promised "Restart Kernel and Run All leaves the answers
    hidden", but the notebook kept `show_answers = True` once set, and Run All on a
    projector showed every answer."""
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("# the teacher's guide"))
    shown = _shown(src.replace("show_answers = False", "show_answers = True"))
    assert "back to `False`" in shown and "Run All would show the answers again" in shown
    text = next(s for k, s in cells("05_for_teachers") if s.startswith("## Answers to the"))
    assert "Run All leaves the answers hidden" not in text and "back to `False`" in text


def test_false_in_quotes_keeps_the_answers_hidden():
    """Walk 05y, serious fault 1: `show_answers = "False"` (every other value of the lesson
    is written in quotes) showed every answer, with "Set show_answers back to False" under
    them."""
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("# the teacher's guide"))
    for written in ('"False"', '"no"', "0", "None"):
        said = _shown(src.replace("show_answers = False", f"show_answers = {written}"))
        assert "## Lesson 5" not in said and "no quotes" in said, (written, said)
