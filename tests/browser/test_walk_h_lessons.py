"""Lessons 01-03 as the walks 01h, 02g and 03g met them at 1366x650 in a real JupyterLab
(/work/walk/walk01h/report.md): what only a browser shows."""

from __future__ import annotations

import json

import pytest

from tests.browser.helpers import LAPTOP, WAIT, notebook_page
from tests.support.lesson_runs import NOTEBOOKS


def _lesson_cell(name: str, words: str) -> str:
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"]
                if c["cell_type"] == "code" and words in "".join(c["source"]))


@pytest.fixture(scope="module")
def page(lab, browser):
    cells = ["from codyroby_lab import codyroby, lessons\nlessons.board('F', at='B4')",
             _lesson_cell("01_first_programs", 'crash = codyroby.run("L F"')]
    with notebook_page(lab, browser, "walk_h_lessons.ipynb", cells, viewport=LAPTOP) as page:
        yield page


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
