"""Real-browser fixtures: a JupyterLab on a free loopback port with a token, in a temp dir,
always stopped at the end; Debian's Chromium driven by Playwright (never downloaded)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.support.browser import (
    CHROME_ARGS,
    FAILED,
    LAPTOP,
    notebook_page,
    run_again,
    running_lab,
    stopped,
    wait_idle,
)

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CODYROBY_CHROMIUM", "/usr/bin/chromium-headless-shell")
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
LESSON = ROOT / "notebooks" / "01_first_programs.ipynb"


def pytest_collection_modifyitems(items):
    for item in items:
        if Path(str(item.fspath)).parent == Path(__file__).parent:
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """Each failed test is noted in helpers.FAILED, so that the page it failed on is not
    kept for the next notebook."""
    report = yield
    if report.failed:
        FAILED.append(item.nodeid)
    return report


def lesson_notebook(folder: Path) -> str:
    """The lesson 01 notebook copied into ``folder``, or a stand-in made with nbformat."""
    if LESSON.exists():
        shutil.copy(LESSON, folder / LESSON.name)
        return LESSON.name
    import nbformat
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.cells = [nbformat.v4.new_markdown_cell("# First programs (stand-in for lesson 01)"),
                nbformat.v4.new_code_cell(
                    "from codyroby_lab.ui import CodyRobyBoard\n"
                    "board = CodyRobyBoard({'board': {'width': 5, 'height': 5, "
                    "'blocks': ['C3']}, 'robots': {'roby': {'at': 'A5', 'facing': 'N'}}})\n"
                    "board")]
    name = "lesson_standin.ipynb"
    nbformat.write(nb, folder / name)
    return name


@pytest.fixture(scope="session")
def chromium_path() -> str:
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"Chromium's headless shell is missing at {CHROMIUM}: run 'make chromium' "
                    f"(sudo apt-get install chromium-headless-shell)")
    return CHROMIUM


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """A running JupyterLab: yields {base, token, root, notebook}; stopped at the end."""
    root = tmp_path_factory.mktemp("lab")
    work = root / "work"
    work.mkdir()
    name = lesson_notebook(work)
    with running_lab(root, work) as server:
        yield {**server, "notebook": name}
        stopped()               # the last notebooks' kernels, stopped before their lab


@pytest.fixture(scope="session")
def browser(chromium_path, tmp_path_factory):
    """A headless Chromium context (empty temp profile) and a place for screenshots."""
    from playwright.sync_api import sync_playwright
    ARTIFACTS.mkdir(exist_ok=True)
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_playwright() as p:
        ctx = p.chromium.launch_persistent_context(
            str(profile), executable_path=chromium_path, headless=True, args=CHROME_ARGS,
            viewport={"width": 1280, "height": 1000})
        try:
            yield ctx
        finally:
            ctx.close()


RACE = "from codyroby_lab import lessons\nrace = lessons.RoboRallyRace(seed=1)\nrace.widget()"


@pytest.fixture(scope="module")
def race_page(lab, browser):
    """Lesson 07's race notebook (RoboRally, seed 1) on a laptop's page, file browser closed:
    one page for the tests of a module, each given a race of its own by :func:`race`."""
    with notebook_page(lab, browser, "walk07-race.ipynb", [RACE], LAPTOP) as page:
        if page.locator("#filebrowser").is_visible():
            page.keyboard.press("Escape")
            page.keyboard.press("Control+b")
        wait_idle(page)
        yield page


@pytest.fixture
def race(lab, race_page):
    """Lesson 07's race board (RoboRally, seed 1), new (its cell run again), scrolled to the
    top of the notebook: (page, widget)."""
    page = race_page
    w = run_again(page, lab)
    w.evaluate("w => w.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(200)
    yield page, w
