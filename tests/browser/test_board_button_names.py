"""A button named by a glyph (⇤, ⇥) shows its name in words under the pointer, and hides
it once pressed, till the pointer leaves: after a click on ⇥ the name "Jump to end" stayed
over the Speed and Predict controls under it while the mouse rested (walk 01q, fault 5;
walk 04q, fault 13)."""

from __future__ import annotations

from codyroby_lab import codyroby
from codyroby_lab.ui import save_player
from tests.support.browser import open_player

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


def test_the_sliders_and_predict_have_names_in_the_lessons_words(browser, tmp_path):
    """Walk 04v, fault 6: a focus check read no name on the Predict box (named only by the
    label around it, " Predict"), and the step slider was "Position in the trace", a word
    no lesson uses. A screen reader now reads each by the name the lesson gives it."""
    path = tmp_path / "names.html"
    save_player(codyroby.run("F F", at="A5"), path, title="Names", program="F F")
    page = open_player(browser, path, viewport=(1366, 650))
    cdp = page.context.new_cdp_session(page)
    named = {(n["role"]["value"], n.get("name", {}).get("value"))
             for n in cdp.send("Accessibility.getFullAXTree")["nodes"] if "role" in n}
    for control in [("checkbox", "Predict"), ("slider", "Speed"), ("slider", "Step of the replay")]:
        assert control in named, sorted(c for c in named if c[0] in ("checkbox", "slider"))
    page.close()
