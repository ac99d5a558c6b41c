"""A program built on an exercise's board and checked is saved with the notebook (issues 29
and 30): JupyterLab keeps the check's board-program output, which the grader reads, since
running the notebook again starts the board afresh; and the board's words of the last edit
go once the check has read it (walk 01p2, fault 3)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.browser import WAIT, drag_card, notebook_page, run_cell, wait_idle

CELLS = ["from codyroby_lab import lessons\nex = lessons.challenge(None, 'A5', 'A3', budget=3)\n"
         "my_board = lessons.board('F', on=ex)\nmy_board"]


def test_the_checked_board_program_is_in_the_saved_notebook(lab, browser):
    from codyroby_lab.lessons.result import BOARD_MIME

    with notebook_page(lab, browser, "saved_board.ipynb", CELLS) as page:
        page.locator(".jp-Notebook .jp-Cell").first.locator(".jp-InputPrompt").click()
        page.keyboard.press("Shift+Enter")
        wait_idle(page)
        board = page.locator(".cr-widget").first
        board.wait_for()
        drag_card(page, board, "F")                            # the learner adds a card
        page.wait_for_function("() => document.querySelectorAll('.cr-stack .cr-card')"
                               ".length === 2")
        status = board.locator(".cr-status")
        assert "F card placed" in status.inner_text()   # what the drag did
        said = run_cell(page, "lessons.check(ex, my_board)")
        assert "Solved" in said.inner_text()
        # what the edit did goes once the check has read the board (walk 01p2, fault 3: "F
        # card removed" stayed beside "no run yet" and the check's Solved)
        page.wait_for_function("(el) => el.textContent === ''", arg=status.element_handle(),
                               timeout=WAIT)
        page.keyboard.press("Escape")
        page.keyboard.press("Control+s")
        path = Path(lab["root"]) / "saved_board.ipynb"
        page.wait_for_function("() => !document.querySelector('.jp-mod-dirty')")
    outputs = [o for c in json.loads(path.read_text())["cells"] for o in c.get("outputs", [])]
    assert {"program": "F F"} in [o.get("data", {}).get(BOARD_MIME) for o in outputs]
