"""The board widget in Jupyter Notebook 7 (the classic-looking front end that schools use
beside JupyterLab): the same server serves it at /notebooks/; a learner runs the cells, types
a program, runs it and steps back, as in JupyterLab."""

from pathlib import Path

import nbformat

from tests.support.browser import shot, wait_counter, wait_text


def test_the_board_works_in_notebook_7(lab, browser):
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell(
        "from codyroby_lab.ui import CodyRobyBoard\n"
        "board = CodyRobyBoard(program='F F R F', at='A5')\nboard")]
    nbformat.write(nb, Path(lab["root"]) / "notebook7.ipynb")
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(f"{e}\n{e.stack}"))
    try:
        page.goto(f"{lab['base']}/notebooks/notebook7.ipynb?token={lab['token']}")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        dialog = page.locator(".jp-Dialog")
        page.wait_for_timeout(500)
        if dialog.count():
            dialog.get_by_role("button", name="Select").click()
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        w = page.locator(".cr-widget").first
        w.wait_for(timeout=60_000)
        wait_text(page, w, "F F R F")
        box = w.get_by_label("Program as text")
        box.fill("F F")
        box.press("Enter")
        wait_text(page, w, "F F")
        w.get_by_role("button", name="Run", exact=True).click()
        wait_counter(page, w, "step 2 of 2")
        w.locator(".cr-log").filter(has_text="Roby moves forward from A4 to A3").wait_for()
        w.get_by_role("button", name="Back", exact=True).click()
        wait_counter(page, w, "step 1 of 2")
        assert "A5 to A4" in w.locator(".cr-log li.cr-current").inner_text()
        shot(page, "notebook7-board", w)
        # Notebook 7's own settings loader throws once on the lab's settings for plugins it
        # does not have (its stack is all in /static/notebook/); nothing else may throw
        ours = [e for e in errors if "/static/notebook/" not in e]
        assert not ours, "\n\n".join(ours)
    finally:
        page.close()
