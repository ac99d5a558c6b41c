"""The class at a glance (`codyroby-lab grade`'s HTML page) opened from a file in Chromium on
a laptop's screen: the numbers per exercise, the chart beside them, a learner's hostile
answer shown as text, nothing fetched."""

from __future__ import annotations

from codyroby_lab.grading import Row
from codyroby_lab.grading_report import class_report
from tests.support.browser import ARTIFACTS, LAPTOP

EXERCISES = ["Question 1", "Question 2", "Exercise 1 · Round the corner"]
HOSTILE = '<img src=x onerror="document.title=1">'
#: each learner's answers, None for a right one
CLASS = {"ada": [None, None, None], "bo": ["A3", None, "F R F"],
         "cy": ["a3.", HOSTILE, "F R F"], "Niccolò": [None, "", None]}


def rows():
    return [Row(learner, name, answer is None, "", "", f"submitted/{learner}.ipynb",
                "right" if answer is None else answer)
            for learner, answers in CLASS.items()
            for name, answer in zip(EXERCISES, answers, strict=True)]


def test_the_report_shows_the_class_on_one_screen(browser, tmp_path):
    path = tmp_path / "class.html"
    path.write_text(class_report(rows(), "01_first_programs", "namespaces (bubblewrap)"),
                    encoding="utf-8")
    page = browser.new_page()
    page.set_viewport_size(LAPTOP)
    requests, errors = [], []
    page.on("request", lambda r: requests.append(r.url))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path.as_uri())
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "class-report.png"))
    try:
        each = page.locator("table").first.inner_text()
        assert "Question 1\t2 of 4 (50%)\tA3 ×2" in each  # "a3." read as "A3"
        assert "Exercise 1 · Round the corner\t2 of 4 (50%)\tF R F ×2" in each
        assert HOSTILE in each and "no answer ×1" in each  # shown as text
        chart = page.locator("figure img")
        assert chart.evaluate("img => img.naturalWidth") > 300
        box = chart.bounding_box()
        assert box and box["y"] + box["height"] <= 650 and box["x"] > 600  # beside the table
        learners = page.locator("table").nth(1).inner_text()
        assert "Niccolò\t2 of 3" in learners and "ada\t3 of 3" in learners
        assert page.title() == "01_first_programs: 4 learners graded"
        assert all(u.startswith(("file://", "data:")) for u in requests), requests
        assert not errors
    finally:
        page.close()
