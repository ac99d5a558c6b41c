"""The lessons as a class opens them in JupyterLab: no tab says "unsaved" before any edit
(JupyterLab rewrote their kernelspec, which marked every lesson changed), and Run All of
lesson 07 shows no Predict's outcome."""

from __future__ import annotations

import json
import platform
import shutil
from pathlib import Path

import pytest

from codyroby_lab.lessons import kept
from tests.support.browser import (
    CLOSE_ALL,
    OPEN,
    lab_api,
    shot,
    shut_kernels,
    stopped,
    wait_idle,
)

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LESSON_07 = "07_roborally.ipynb"


def _copy(lab, lesson: Path) -> str:
    """The lesson copied for the class. Its language_info names the Python that saved it;
    a copy made on a machine with another Python takes that machine's (as a class's copy
    does): JupyterLab marks any difference from the kernel's as a change."""
    nb = json.loads(lesson.read_text(encoding="utf-8"))
    if nb["metadata"]["language_info"]["version"] != platform.python_version():
        nb["metadata"]["language_info"]["version"] = platform.python_version()
        (Path(lab["root"]) / lesson.name).write_text(json.dumps(nb, indent=1) + "\n")
    else:
        shutil.copy(lesson, Path(lab["root"]) / lesson.name)
    return lesson.name


@pytest.fixture(scope="module")
def page(lab, browser):
    """One JupyterLab page for the module (a full load of JupyterLab took 15-21 s on two
    busy cores), opened on the first lesson as a class opens it; every lesson is copied
    first, once no kernel of an earlier test is still stopping (a lesson opened then would
    join its session). Each test leaves no tab open and no kernel running, but the first:
    it leaves lesson 07 open for the second, a kernel started and nothing run in it."""
    stopped()
    # fresh copies, as a class's: no answers kept from an earlier module's lesson 07 in
    # this folder (one right answer there opened a watch cell here)
    (Path(lab["root"]) / kept.NAME).unlink(missing_ok=True)
    names = [_copy(lab, lesson) for lesson in sorted(NOTEBOOKS.glob("*.ipynb"))]
    page = browser.new_page()
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"{lab['base']}/lab/tree/{names[0]}?reset&token={lab['token']}")
    page.lesson_names = names
    yield page
    _close(page, lab, names)                # (a test run alone leaves the first's kernel)
    page.close()


def _opened(page, settle: bool = True) -> None:
    """Wait until the notebook shown has its cells and an idle kernel (``settle``: and its
    kernel's info has come back and been applied)."""
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    page.locator(".jp-StatusBar-Widget").filter(has_text="| Idle").first.wait_for(
        timeout=60_000)
    if settle:
        page.wait_for_timeout(1500)


def _close(page, lab, names: list[str]) -> None:
    """Close every tab, then stop the kernels of ``names``: the next test starts with none."""
    page.evaluate(CLOSE_ALL)
    shut_kernels(lab, names)


def _kernels_idle(lab, names: list[str]) -> bool:
    """Whether the notebook of each of ``names`` has a kernel, started and idle."""
    state = {s["path"]: s["kernel"]["execution_state"] for s in lab_api(lab, "GET", "sessions")}
    return all(state.get(name) == "idle" for name in names)


def test_no_lesson_opens_unsaved(lab, page):
    """Every lesson opened from the file browser, one tab each, its kernel started: no tab
    is marked changed. (It runs first: the module's page was loaded on the first lesson.)"""
    names = page.lesson_names
    try:
        _opened(page, settle=False)     # (the wait once every kernel is idle is for all)
        for name in names[1:]:      # opened one after another, their kernels start together
            page.locator(f'.jp-DirListing-item[title^="Name: {name}"]').dblclick()
            page.locator("#jp-main-dock-panel .lm-TabBar-tab.lm-mod-current").filter(
                has_text=name).wait_for(timeout=60_000)
        for _ in range(480):        # (one kernel at a time took 33 s in CI)
            if _kernels_idle(lab, names):
                break
            page.wait_for_timeout(250)
        assert _kernels_idle(lab, names), lab_api(lab, "GET", "sessions")
        page.locator(".jp-StatusBar-Widget").filter(has_text="| Idle").first.wait_for(
            timeout=60_000)
        page.wait_for_timeout(1500)  # every kernel's info has come back and been applied
        tabs = page.locator("#jp-main-dock-panel .lm-TabBar-tab")
        assert tabs.count() == len(names)
        dirty = page.locator("#jp-main-dock-panel .lm-TabBar-tab.jp-mod-dirty")
        assert dirty.count() == 0, [dirty.nth(i).inner_text() for i in range(dirty.count())]
    finally:
        # lesson 07 stays open, the only tab, its kernel started and nothing run in it: the
        # next test's Run All starts there (run alone, that test opens it itself)
        page.evaluate(OPEN, LESSON_07)
        shut_kernels(lab, [name for name in names if name != LESSON_07])


def test_lesson_07_run_all_shows_no_outcome_until_answered(lab, page):
    try:
        page.evaluate(OPEN, LESSON_07)    # the only tab, a kernel of its own
        _opened(page)
        page.keyboard.press("Control+b")   # the file browser closed, as a learner works
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        page.wait_for_selector(".cr-widget", timeout=120_000)
        wait_idle(page, 120_000)
        outputs = page.locator(".jp-OutputArea-output")
        text = "\n".join(outputs.nth(i).inner_text() for i in range(outputs.count()))
        assert text.count("Predict first: write your answer in the cell above") >= 9
        assert "moves east from B4 to C4" not in text and "Traceback" not in text
        first = page.locator(".jp-CodeCell").filter(has_text="lessons.check_where(first")
        first.scroll_into_view_if_needed()
        shot(page, "lesson07-run-all")
        assert "Write your answer first" in first.locator(".jp-OutputArea").inner_text()
    finally:
        _close(page, lab, [LESSON_07])
