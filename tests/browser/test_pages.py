"""The notebook pages of the browser tests: each notebook opens in the JupyterLab its test
process already loaded (a full load of JupyterLab is most of a page's cost), yet every test
module meets a page as fresh as a new one; two notebooks open at once get a page each."""

from __future__ import annotations

from tests.support.browser import LAPTOP, lab_api, notebook_page

BOARD = "from codyroby_lab.ui import CodyRobyBoard\nCodyRobyBoard(program='{}')"


def test_the_next_notebook_opens_in_the_loaded_lab_on_a_fresh_page(lab, browser):
    with notebook_page(lab, browser, "pages-first.ipynb", [BOARD.format("F F")],
                       LAPTOP) as page:
        page.evaluate("() => { window.crLoadedOnce = true; }")
        first = page.viewport_size
        page.dialogs.append("a dialog of this module")
        page.js_errors.append("an error of this module")
        page.keyboard.press("Escape")
        page.keyboard.press("Control+b")                 # the file browser closed
        page.wait_for_function("() => !document.querySelector('#filebrowser')"
                               ".checkVisibility()")
        page.locator(".jp-Notebook").first.evaluate("(n) => { n.scrollTop = 200; }")
    with notebook_page(lab, browser, "pages-second.ipynb", [BOARD.format("R")]) as page:
        assert page.evaluate("() => window.crLoadedOnce") is True, "JupyterLab loaded again"
        assert first == LAPTOP and page.viewport_size == {"width": 1280, "height": 1000}
        assert page.dialogs == [] and page.js_errors == []
        assert page.locator(".jp-Notebook").count() == 1
        assert page.locator(".lm-DockPanel .lm-TabBar-tab").count() == 1   # no Launcher
        assert page.locator(".cr-widget").count() == 1
        assert page.locator(".cr-program-text").input_value() == "R"
        assert page.locator("#filebrowser").is_visible()
        assert page.evaluate("() => document.activeElement.closest('.jp-Notebook')")
        paths = [s["path"] for s in lab_api(lab, "GET", "sessions")]
        assert "pages-first.ipynb" not in paths and "pages-second.ipynb" in paths


def test_two_notebooks_open_at_once_have_a_page_each(lab, browser):
    with notebook_page(lab, browser, "pages-a.ipynb", [BOARD.format("F")]) as a, \
            notebook_page(lab, browser, "pages-b.ipynb", [BOARD.format("L")]) as b:
        assert a is not b
        assert a.locator(".cr-program-text").input_value() == "F"
        assert b.locator(".cr-program-text").input_value() == "L"
