"""Lesson 09's Robin board on a school laptop (issue 29): at a 1366x650 page, every word
drawn on the board's picture (space numbers, "draw 0", "take 1", piece names and initials,
Mission tokens, the cards on the table) is at least 11 px tall, and the board, Step, Back,
the step counter and the step's words are in view together, in JupyterLab's light and dark
themes. (The road was drawn 340 px tall for a picture 465 units tall: its smallest words
came out at about 7 px.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.browser import (
    IN_VIEW,
    LAPTOP,
    SEEN,
    notebook_page,
    run_code,
    set_theme,
    shot,
    to_top,
    wait_counter,
    wait_end,
    wait_idle,
)

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "09_robin.ipynb"


def lesson_cells() -> list[str]:
    """The lesson's own cells that make its board: the game (its cell imports again), the board,
    then a move played from a cell (the board replays it, so the table shows cards)."""
    cells = {c["id"]: "".join(c["source"]) for c in json.loads(LESSON.read_text())["cells"]}
    return [cells["56822fd3"], cells["robin-board"],
            "game.move(game._suggestion())"]


# The rendered height (CSS px) of every word on show on the board's picture: its font size
# in its own units times the scale its element is drawn at.
SIZES = """(w) => {
  const svg = w.querySelector('svg.cr-board');
  const out = [];
  for (const t of svg.querySelectorAll('text')) {
    if (!t.textContent.trim() || !t.getClientRects().length) continue;
    if (t.closest('[display="none"]')) continue;
    const m = t.getScreenCTM();
    const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.b, m.d);
    out.push({text: t.textContent.trim(), px});
  }
  return out;
}"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "robin_laptop.ipynb", lesson_cells(), LAPTOP) as page:
        if page.locator("#filebrowser").is_visible():
            page.keyboard.press("Escape")
            page.keyboard.press("Control+b")          # a learner closes the file browser
        page.wait_for_function("() => !document.querySelector('#filebrowser') || "
                               "!document.querySelector('#filebrowser').checkVisibility()")
        wait_idle(page)
        yield page
        set_theme(page, "JupyterLab Light")           # the lab is shared: leave it light


def small_words(page, w) -> tuple[list[str], int]:
    sizes = page.evaluate(SIZES, w.element_handle())
    return [f"{s['text']!r} {s['px']:.1f} px" for s in sizes if s["px"] < 11], len(sizes)


@pytest.mark.parametrize("theme", ["JupyterLab Light", "JupyterLab Dark"])
def test_every_word_on_the_robin_board_reads_on_a_laptop(page, theme):
    set_theme(page, theme)
    w = page.locator(".cr-widget").first
    wait_end(page, w)                       # the cell's move, replayed to its end
    to_top(page, w)
    small, seen = small_words(page, w)
    steps = int(w.locator(".cr-counter").inner_text().split(" of ")[1].split(":")[0])
    w.locator(".cr-start").click()
    to_top(page, w)
    for k in range(steps):
        w.locator(".cr-step").click()
        wait_counter(page, w, f"step {k + 1} ")
        shown = page.evaluate(IN_VIEW, [w.element_handle(), SEEN])
        assert all(shown[s] for s in SEEN), f"after Step {k + 1}: {shown}"
        small += small_words(page, w)[0]
    shot(page, f"robin-laptop-{theme.split()[-1].lower()}")
    assert seen > 20                        # numbers, draws, gifts, pieces, tokens, the table
    assert not small, "\n".join(sorted(set(small)))


# Where the focus is: in the board's own cell (left the board), in the board, elsewhere.
WHERE = """(w) => { const f = document.activeElement;
  return f === w.closest('.jp-Cell') ? 'cell' : w.contains(f) ? 'board' : 'page'; }"""
STOPS = """(w) => [...w.querySelectorAll('button, select, input, textarea, [tabindex="0"]')]
  .filter((c) => c.getClientRects().length && !c.disabled && c.tabIndex >= 0)
  .map((c, k) => { c.dataset.probe = String(k);
    return [`${c.tagName}.${c.classList[0] || ""}`,
            (c.getAttribute('aria-label') || c.textContent || c.tagName).slice(0, 40)]; })"""


def test_escape_then_tab_leaves_the_robin_board_from_every_control(page):
    """Walk 09q4, fault M2: Tab goes round the Robin board; Escape then Tab leaves it for its
    cell, as on every other board, from each of its controls in each phase of a turn (the
    hand, the counter-offers, the choice, the arrow groups and their lists, the text box).
    In each phase one control of each kind is tried (each control costs a key round: trying
    every one took 27 s)."""
    w = page.locator(".cr-widget").first
    trapped, phases, tried = [], set(), set()
    while "trade" not in phases:                 # the cell's offer, then on to the next one
        wait_end(page, w)
        phase = run_code(page, "print(game.state.phase)").strip()
        phases.add(phase)
        for k, (kind, name) in enumerate(page.evaluate(STOPS, w.element_handle())):
            if (phase, kind) in tried:
                continue
            tried.add((phase, kind))
            w.locator(f"[data-probe='{k}']").focus()
            page.keyboard.press("Escape")
            page.keyboard.press("Tab")
            if w.evaluate(WHERE) != "cell":
                trapped.append(f"{phase}, {name}: {w.evaluate(WHERE)}")
        run_code(page, "game.move(game._suggestion())")
    assert {"choose", "move", "counter", "trade"} <= phases, phases
    assert not trapped, trapped
