"""Walks 01h and 03g: what a child sees in JupyterLab, at 1366x650, when an answer loses its
quotes and after a restart of Python (the feedback every lesson shares); and lessons 01-03
as the walks 01h, 02g and 03g met them (/work/walk/walk01h/report.md): what only a browser
shows. One notebook for all (a notebook and its Python took seconds each to start)."""

from __future__ import annotations

import json

import pytest

from tests.support.browser import LAPTOP, WAIT, notebook_page, restart_python, run_code, shot
from tests.support.lesson_runs import NOTEBOOKS

SETUP = """\
from codyroby_lab import codyroby, lessons
crash = codyroby.run("L F", at="A5", facing="N")
lessons.board("F F", title="Walk h feedback", palette=["F", "L", "R"], run=False)"""
# lesson 01's Question 3 from B5, not A5: the lab's folder, where the tries are kept, is shared
Q3 = 'lessons.predict("F F F F F", my_guess, at="B5", facing="N")'


def _lesson_cell(name: str, words: str) -> str:
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"]
                if c["cell_type"] == "code" and words in "".join(c["source"]))


@pytest.fixture(scope="module")
def page(lab, browser):
    cells = [SETUP, _lesson_cell("01_first_programs", 'crash = codyroby.run("L F"')]
    with notebook_page(lab, browser, "walk_h_feedback.ipynb", cells, viewport=LAPTOP) as page:
        yield page


# first: the only output with a rule in it is still the lesson's crash example's
def test_01h_2_no_line_of_the_crash_example_breaks_at_the_laptops_width(page):
    """Walk 01h, fault 2: at 1366 px the crash example's event-and-rule line broke in the
    middle of "crash". Every line it prints now fits the output's width: the output is as
    tall as its lines, none wrapped."""
    out = page.locator(".jp-OutputArea-output pre").filter(has_text="rule:")
    out.wait_for(timeout=WAIT)
    lines, height, line = out.evaluate("""(pre) => [pre.textContent.trimEnd().split('\\n').length,
        pre.getBoundingClientRect().height, parseFloat(getComputedStyle(pre).lineHeight)]""")
    assert "crash" in out.inner_text()
    assert height <= (lines + 0.5) * line, (lines, height, line)   # 3 lines for 2: wrapped
    assert not page.js_errors


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
