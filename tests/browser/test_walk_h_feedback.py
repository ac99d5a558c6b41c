"""Walks 01h and 03g: what a child sees in JupyterLab, at 1366x650, when an answer loses its
quotes and after a restart of Python (the feedback every lesson shares)."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, notebook_page, restart_python, run_code, shot

SETUP = """\
from codyroby_lab import codyroby, lessons
crash = codyroby.run("L F", at="A5", facing="N")
lessons.board("F F", title="Walk h feedback", palette=["F", "L", "R"], run=False)"""
# lesson 01's Question 3 from B5, not A5: the lab's folder, where the tries are kept, is shared
Q3 = 'lessons.predict("F F F F F", my_guess, at="B5", facing="N")'


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk_h_feedback.ipynb", [SETUP], viewport=LAPTOP) as page:
        yield page


def test_an_answer_without_its_quotes_is_said_plainly(page):
    """walk01h #6 (serious): ``my_guess = crash`` showed "<Trace 2 steps, halt='crash'>"."""
    said = run_code(page, f"my_guess = crash\n{Q3}")
    assert "between quotes" in said and '"crash"' in said, said
    assert "Trace" not in said and "<" not in said, said


def test_a_missing_quote_says_what_to_check_under_pythons_words(page):
    """walk01h #7: ``my_guess = "C3`` showed only Python's SyntaxError."""
    said = run_code(page, 'my_guess = "C3')
    shot(page, "walk-h-missing-quote")
    assert "SyntaxError" in said and "A quote is missing" in said, said


def test_the_tries_survive_a_restart_of_python(page):
    """walk01h #5, walk03g #12: after Kernel > Restart every check said "first try"."""
    assert "Try again" in run_code(page, f'my_guess = "B2"\n{Q3}')
    assert "Try again" in run_code(page, f'my_guess = "C1"\n{Q3}')
    restart_python(page)
    said = run_code(page, f'from codyroby_lab import lessons\nmy_guess = "crash"\n{Q3}')
    assert "third try" in said and "first try" not in said, said
