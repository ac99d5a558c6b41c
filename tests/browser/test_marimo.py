"""A board in marimo (`marimo run`, on a free loopback port with a token): marimo draws it
in a shadow root and re-runs the cells that read it when its browser side sets a value
(the board copies each answer into `seen`). A cell reading `board.program` and
`board.trace` changes after cards added by mouse and by keyboard (arrow keys along the
card row, read from the board's own root) and after Run."""

from __future__ import annotations

import os
import secrets
import sys

import pytest

from tests.support.browser import WAIT, free_port, serving, shot, wait_counter

NOTEBOOK = '''import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo
    from codyroby_lab.ui import CodyRobyBoard
    board = mo.ui.anywidget(CodyRobyBoard(at="A5", facing="N", palette=["F", "L", "R"]))
    board
    return board, mo


@app.cell
def _(board, mo):
    runs = f"{board.trace.steps} steps" if board.trace else "no run"
    mo.md(f"Python reads: [{board.program}], {runs}")
    return
'''
# the element with the focus, through shadow roots
FOCUSED = """() => { let a = document.activeElement;
  while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
  return a ? a.getAttribute('aria-label') || a.textContent : null; }"""


@pytest.fixture(scope="module")
def marimo(tmp_path_factory):
    """`marimo run` on a notebook with a board: yields the page's address."""
    root = tmp_path_factory.mktemp("marimo")
    (root / "board.py").write_text(NOTEBOOK)
    port, token = free_port(), secrets.token_hex(16)
    env = {**os.environ, "HOME": str(root), "XDG_CONFIG_HOME": str(root / "config")}
    with serving([sys.executable, "-m", "marimo", "run", "board.py", "--host", "127.0.0.1",
                  "--port", str(port), "--headless", "--token-password", token,
                  "--no-sandbox"], f"http://127.0.0.1:{port}/health", root, env,
                 root / "marimo.log"):
        yield f"http://127.0.0.1:{port}/?access_token={token}"


def test_cells_reading_a_board_rerun_after_mouse_keys_and_run(marimo, browser):
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(marimo)
        w = page.locator(".cr-widget").first
        w.wait_for(timeout=60_000)
        assert page.evaluate("() => !document.querySelector('.cr-widget')"), "not in a shadow root"
        reads = page.get_by_text("Python reads:")
        reads.wait_for(timeout=WAIT)
        assert reads.inner_text() == "Python reads: [], no run"
        for _ in range(2):                                   # by mouse
            w.locator('.cr-palette [data-card="F"]').click()
        page.get_by_text("Python reads: [F F], no run").wait_for(timeout=WAIT)
        w.locator('.cr-palette [data-card="F"]').focus()     # by keyboard
        page.keyboard.press("ArrowRight")
        assert page.evaluate(FOCUSED).startswith("Add L")
        page.keyboard.press("Enter")
        page.get_by_text("Python reads: [F F L], no run").wait_for(timeout=WAIT)
        w.get_by_role("button", name="Run", exact=True).focus()
        page.keyboard.press("Enter")
        wait_counter(page, w, "step 3 of 3")
        page.get_by_text("Python reads: [F F L], 3 steps").wait_for(timeout=WAIT)
        assert w.locator(".cr-error").inner_text() == ""
        shot(page, "marimo-board-run")
        assert not errors
    finally:
        page.close()
