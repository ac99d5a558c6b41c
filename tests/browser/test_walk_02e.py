"""Lesson 02's boards as the walk 02e report found them (/work/walk/walk02e/report.md)."""

from __future__ import annotations

import json
import urllib.request

from tests.browser.helpers import notebook_page, shot


def _restart_kernels(lab) -> None:
    """Restart every kernel of the lab, as the walk's kernel restart did: the boards' models
    in the browser are then gone from the kernel."""
    def call(method: str, path: str) -> bytes:
        req = urllib.request.Request(f"{lab['base']}/api/{path}?token={lab['token']}",
                                     method=method, data=b"" if method == "POST" else None)
        with urllib.request.urlopen(req, timeout=60) as reply:  # noqa: S310 - the test's lab
            return reply.read()
    for kernel in json.loads(call("GET", "kernels")):
        call("POST", f"kernels/{kernel['id']}/restart")


def test_a_board_gone_after_a_reload_says_to_run_its_cell_again(lab, browser):
    """Fault 2: after a page reload each board said "Error displaying widget: model not
    found" and nothing told the child what to do. A line under the board says to run the
    cell again; it is hidden while the board is drawn."""
    setup = 'from codyroby_lab import lessons\nlessons.board("REPEAT 4 [F F L]", at="C3")'
    with notebook_page(lab, browser, "walk02e_reload.ipynb", [setup]) as page:
        page.set_viewport_size({"width": 1366, "height": 650})
        cell = page.locator(".jp-Notebook .jp-CodeCell").first
        note = cell.locator(".cr-not-drawn")
        note.wait_for(state="attached")
        assert not note.is_visible()                   # the board is drawn: no note
        page.locator(".jp-Notebook").click(position={"x": 5, "y": 5})
        page.keyboard.press("Control+s")
        page.locator(".jp-mod-dirty").wait_for(state="detached")
        _restart_kernels(lab)
        page.reload()
        page.get_by_text("model not found").wait_for(timeout=60_000)
        note.wait_for(state="visible")
        assert "run this cell again" in note.inner_text()
        assert cell.locator(".cr-widget").count() == 0
        shot(page, "walk02e-reload-note", cell)
