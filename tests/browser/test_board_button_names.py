"""A button named by a glyph (⇤, ⇥) shows its name in words under the pointer, and hides
it once pressed, till the pointer leaves: after a click on ⇥ the name "Jump to end" stayed
over the Speed and Predict controls under it while the mouse rested (walk 01q, fault 5;
walk 04q, fault 13)."""

from __future__ import annotations

from codyroby_lab import codyroby
from codyroby_lab.ui import save_player
from tests.browser.helpers import open_player

# the name in words drawn under a button (its ::after), or "" when none is drawn
NAME = "b => { const c = getComputedStyle(b, '::after').content; return c === 'none' ? '' : c; }"


def test_a_glyph_buttons_name_goes_once_pressed_and_comes_back(browser, tmp_path):
    path = tmp_path / "names.html"
    save_player(codyroby.run("F F", at="A5"), path, title="Names", program="F F")
    page = open_player(browser, path, viewport=(1366, 650))
    end = page.locator(".cr-widget .cr-end")
    end.hover()
    assert end.evaluate(NAME) == '"Jump to end"'            # what ⇥ does, before a press
    end.click()
    assert end.evaluate(NAME) == ""                         # pressed: nothing covers Predict
    page.locator(".cr-widget .cr-title").hover()
    end.hover()
    assert end.evaluate(NAME) == '"Jump to end"'            # back once the pointer came again
    assert not page.errors
    page.close()
