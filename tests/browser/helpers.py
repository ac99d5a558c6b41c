"""Driving JupyterLab and the widget from Playwright (shared by the browser tests)."""

from __future__ import annotations

import re
from pathlib import Path

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
ORDER = ["north", "east", "south", "west"]
LABEL = re.compile(r"^(?P<name>.*) at (?P<sq>[A-Z]\d+) facing (?P<facing>[a-z-]+)(?P<rest>.*)$")


def turned(label: str, cards: str) -> list[str]:
    """The labels a piece gets from turn cards (L, R) alone, one per card."""
    m = LABEL.match(label)
    assert m, label
    k = ORDER.index(m["facing"])
    out = []
    for c in cards.split():
        k = (k + (-1 if c == "L" else 1)) % 4
        out.append(f"{m['name']} at {m['sq']} facing {ORDER[k]}")
    return out


def open_notebook(page, lab, name: str):
    page.goto(f"{lab['base']}/lab/tree/{name}?token={lab['token']}")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    page.wait_for_timeout(500)
    dialog = page.locator(".jp-Dialog")
    if dialog.count():
        dialog.get_by_role("button", name="Select").click()
    page.locator(".jp-StatusBar-Widget").filter(has_text="| Idle").first.wait_for(
        timeout=60_000)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    try:
        page.wait_for_selector(".cr-widget", timeout=60_000)
    except Exception:
        shot(page, "lab-open-failed")
        raise
    wait_idle(page)


def wait_idle(page, timeout: int = 60_000):
    page.wait_for_function(
        "() => ![...document.querySelectorAll('.jp-InputArea-prompt')]"
        ".some((p) => p.textContent.includes('*'))", timeout=timeout)


def run_cell(page, code: str):
    """Add a code cell after the last one, run it, return the cell (a Playwright locator)."""
    global _CELLS
    _CELLS += 1
    marker = f"# test cell {_CELLS}"
    cells = page.locator(".jp-Notebook .jp-Cell")
    n = cells.count()
    page.keyboard.press("Escape")
    cells.nth(n - 1).locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.wait_for_function(f"() => document.querySelectorAll('.jp-Notebook .jp-Cell').length"
                           f" > {n}")
    page.keyboard.press("Enter")
    page.keyboard.insert_text(f"{marker}\n{code}")
    page.keyboard.press("Shift+Enter")
    cell = page.locator(".jp-Notebook .jp-CodeCell").filter(has_text=marker)
    try:
        cell.locator(".jp-InputArea-prompt").filter(has_text=re.compile(r"\[\d+\]")).wait_for(
            timeout=30_000)
    except Exception:
        shot(page, "lab-run-code-failed")
        raise
    return cell


def run_code(page, code: str) -> str:
    """Run ``code`` in a new cell and return its output text."""
    out = run_cell(page, code).locator(".jp-OutputArea-output")
    return "\n".join(out.nth(i).inner_text() for i in range(out.count()))


_CELLS = 0


def pieces(widget) -> list[str]:
    return [p.get_attribute("aria-label") for p in widget.locator(".cr-piece").all()]


def drag_card(page, widget, card: str):
    """Drag a palette card to the end of the program stack (a real HTML5 drag)."""
    stack = widget.locator(".cr-stack").first
    box = stack.bounding_box()
    widget.locator(f'.cr-palette [data-card="{card}"]').drag_to(
        stack, target_position={"x": 12, "y": box["height"] - 4})


def wait_text(page, widget, text: str):
    """Wait until the widget's program text box shows ``text`` (Python accepted it)."""
    widget.locator(".cr-program-text").wait_for()
    page.wait_for_function("([el, t]) => el.value === t",
                           arg=[widget.locator(".cr-program-text").element_handle(), text],
                           timeout=20_000)


def wait_counter(page, widget, text: str):
    page.wait_for_function("([el, t]) => el.textContent.startsWith(t)",
                           arg=[widget.locator(".cr-counter").element_handle(), text],
                           timeout=20_000)


def shot(page, name: str, widget=None):
    """Save a screenshot to tests/browser/artifacts (of the widget, if one is given)."""
    ARTIFACTS.mkdir(exist_ok=True)
    if widget is not None:
        widget.scroll_into_view_if_needed()
        widget.screenshot(path=str(ARTIFACTS / f"{name}.png"))
    else:
        page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
