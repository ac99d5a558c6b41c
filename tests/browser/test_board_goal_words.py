"""A challenge's board whose run ends with Roby on the star says so when Step is pressed at
the end, in a real browser (walk 03p, fault 6: lesson 3's Exercise 1 board said only "This is
the end of the run", Roby on the star, and nothing said the goal was reached)."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, open_player, wait_end


def _page(browser, folder, program: str):
    from codyroby_lab import lessons
    from codyroby_lab.ui.standalone import player_page
    ex = lessons.challenge({"width": 5, "height": 5}, start="A5", facing="N", target="E1",
                           blue_cards=True, title="To the wall")
    w = lessons.board(program, on=ex, title="To the wall")
    path = folder / f"goal{len(program)}.html"
    path.write_text(player_page(w.scene, w.trace_meta, w.trace_bytes, program=w.program),
                    encoding="utf-8")
    return open_player(browser, path, viewport=(LAPTOP["width"], LAPTOP["height"]))


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("goal")


@pytest.mark.parametrize("program, reached", [
    ("REPEAT WHILE ahead [F] R REPEAT WHILE ahead [F]", True),
    ("REPEAT WHILE ahead [F] R F", False)])
def test_step_at_the_end_says_whether_roby_reached_the_star(browser, folder, program, reached):
    page = _page(browser, folder, program)
    w = page.locator(".cr-widget")
    w.get_by_role("button", name="Jump to end").click()
    wait_end(page, w)
    w.get_by_role("button", name="Step", exact=True).click()
    status = w.locator(".cr-status")
    status.filter(has_text="This is the end of the run.").wait_for()
    assert ("Roby reached the goal on E1." in status.inner_text()) is reached, status.inner_text()
    assert not page.errors
    page.close()
