"""axe-core (npm, package.json; ``make test`` installs it with npm ci) over every game's
board in a real JupyterLab, before and after a move, in the light and dark themes: no
critical or serious accessibility fault in the board (JupyterLab's own page is not ours)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.boards import BOARDS, MOVES, RUN_ON_BOARD
from tests.support.browser import notebook_page, set_theme, wait_counter, wait_idle

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
# the critical and serious faults axe finds in one element: "rule: what (where)" each
FAULTS = """async (w) => {
  const found = await axe.run(w, {resultTypes: ['violations']});
  return found.violations.filter((v) => ['critical', 'serious'].includes(v.impact))
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}"""


@pytest.fixture(scope="module")
def page(lab, browser):
    if not AXE.exists():
        pytest.fail(f"axe-core is missing at {AXE}: run 'make axe' (npm ci)")
    with notebook_page(lab, browser, "axe.ipynb", [*BOARDS.values(), *MOVES]) as page:
        page.set_viewport_size({"width": 1366, "height": 768})
        page.add_script_tag(path=str(AXE))
        wait_idle(page)
        yield page
        set_theme(page, "JupyterLab Light")           # the lab is shared: leave it light


def faults(page) -> list[str]:
    out = []
    for k, name in enumerate(BOARDS):
        w = page.locator(".cr-widget").nth(k)
        out += [f"{name}: {f}" for f in page.evaluate(FAULTS, w.element_handle())]
    return out


@pytest.mark.parametrize("theme", ["JupyterLab Light", "JupyterLab Dark"])
def test_no_board_has_a_serious_accessibility_fault(page, theme):
    set_theme(page, theme)
    assert not faults(page), "\n".join(faults(page))
    for k, name in enumerate(BOARDS):                 # after a run: the log and table fill
        w = page.locator(".cr-widget").nth(k)
        if name in RUN_ON_BOARD and w.locator(".cr-counter").inner_text() == "no run yet":
            w.locator(".cr-run").click()
        wait_counter(page, w, "step")
    assert not faults(page), "\n".join(faults(page))


def test_no_two_pieces_are_told_apart_by_colour_alone(page):
    for k, name in enumerate(BOARDS):
        w = page.locator(".cr-widget").nth(k)
        marks = [p.locator(".cr-piece-mark").first.text_content() if
                 p.locator(".cr-piece-mark").count() else ""
                 for p in w.locator("svg.cr-board .cr-piece").all()]
        if len(marks) > 1:
            assert all(marks) and len(set(marks)) == len(marks), f"{name}: {marks}"
