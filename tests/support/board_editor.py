"""The board editor's browser tests' shared steps: a square clicked or pointed at, Python's answer
awaited, the status read, and the dark theme's contrast checked."""

from __future__ import annotations

from codyroby_lab.core import look
from tests.support.browser import CONTRASTS, WAIT, shot


def point(page, w, square: str) -> tuple[float, float]:
    """The page's point at the middle of ``square`` on the widget's board."""
    cell, margin = look.look()["cell"], look.look()["margin"]
    x, y = ord(square[0]) - ord("A"), int(square[1:]) - 1
    return page.evaluate(
        "([svg, x, y]) => { const p = svg.createSVGPoint(); p.x = x; p.y = y;"
        " const q = p.matrixTransform(svg.getScreenCTM()); return [q.x, q.y]; }",
        [w.locator("svg.cr-board").element_handle(), margin + (x + .5) * cell,
         margin + (y + .5) * cell])


def answered(page, w, before: int) -> None:
    """Wait until Python has answered every edit sent (the board is no longer busy)."""
    page.wait_for_function("(el) => !el.hasAttribute('aria-busy')", arg=w.element_handle(),
                           timeout=WAIT)
    page.wait_for_timeout(before)


def click(page, w, square: str) -> None:
    page.mouse.click(*point(page, w, square))
    answered(page, w, 100)


def low_in_the_dark(page, w, name: str) -> list[str]:
    """The widget's texts that read under 4.5:1 in JupyterLab's dark theme (its screenshot
    saved as ``name``); the light theme comes back."""
    page.evaluate("() => { document.body.dataset.jpThemeLight = 'false'; }")
    page.wait_for_function("(w) => w.dataset.theme === 'dark'", arg=w.element_handle())
    low = [f"{c['name']!r} {c['ratio']:.2f}"
           for c in page.evaluate(CONTRASTS, w.element_handle()) if c["ratio"] < 4.5]
    shot(page, name, w)
    page.evaluate("() => { document.body.dataset.jpThemeLight = 'true'; }")
    return low


def status(w) -> str:
    """What the status line under the board says."""
    return w.locator(".cr-status").inner_text()


# the bottom of the notebook's view: the scrolling box the widget lies in
VIEW_BOTTOM = """(w) => { let e = w.parentElement;
  const scrolls = (e) => /(auto|scroll)/.test(getComputedStyle(e).overflowY)
    && e.scrollHeight > e.clientHeight;
  while (e && !scrolls(e)) e = e.parentElement;
  const bottom = e ? e.getBoundingClientRect().bottom : window.innerHeight;
  return Math.min(window.innerHeight, bottom); }"""


def happened(w) -> str:
    """What What happened says (with no run on show: what the last edit did, said there
    only, walk 05q4, fault 1)."""
    return w.locator(".cr-log li.cr-current").inner_text()
