"""A lesson board whose cell ran again, holding the cards put on it before, in a real
browser (walk 01p, fault 7; walk 03p, fault 10): its title is its own, on one line, and the
note that the cards are back is said right under it as it is drawn, where a child who
changed the cell looks first (walk 02p, fault 1: under the buttons, it was off screen with
the title at the top of a 650 px screen)."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, open_player


@pytest.fixture(scope="module")
def kept_board(browser, tmp_path_factory):
    from codyroby_lab import lessons
    from codyroby_lab.lessons import feedback
    from codyroby_lab.ui.standalone import player_page
    feedback.forget()
    ex = lessons.challenge(start="A5", facing="N", target="C4", budget=5)
    lessons.board("F R F", on=ex, title="Exercise 1: from A5 to C4").program = "F F R F F"
    w = lessons.board("F R F", on=ex, title="Exercise 1: from A5 to C4")
    feedback.forget()
    path = tmp_path_factory.mktemp("kept") / "kept.html"
    path.write_text(player_page(w.scene, w.trace_meta, w.trace_bytes, program=w.program),
                    encoding="utf-8")
    page = open_player(browser, path, viewport=(LAPTOP["width"], LAPTOP["height"]))
    yield page, page.locator(".cr-widget"), w.scene["said"]
    page.close()


def test_the_title_stays_one_line_and_the_note_is_said_under_it(kept_board):
    page, w, said = kept_board
    title = w.locator(".cr-title")
    assert title.inner_text() == "Exercise 1: from A5 to C4 (at most 5 cards)"
    size = float(title.evaluate("t => parseFloat(getComputedStyle(t).fontSize)"))
    assert title.bounding_box()["height"] < 2 * size          # one line, not two
    note = w.locator(".cr-kept")
    assert note.inner_text() == said and "F F R F F" in said and "F R F." in said
    top, box = title.bounding_box(), note.bounding_box()
    assert 0 <= box["y"] - (top["y"] + top["height"]) < size      # right under the title
    page.mouse.wheel(0, top["y"])                                 # the title at the top
    page.wait_for_timeout(300)
    assert note.bounding_box()["y"] + box["height"] <= LAPTOP["height"]
    assert not page.errors
