"""Walk 07i: lesson 07's first replay board (cell 14) as a 12-year-old meets it at 1366x650.
Fault 2: at step 3 Zoom Bot's Move 1 pushes Twonky north, and a wrong square heard "Look at
the card of step 3 and which way Twonky faces": the child clicked east of Twonky."""

from tests.browser.test_walk_07f import page  # noqa: F401, F811 - the same replay board
from tests.support.browser import WAIT


def test_a_push_by_another_robot_points_at_that_robot(page):  # noqa: F811
    """Fault 2: the hint names the robot whose card moves Twonky, and which way that robot
    faces, never which way Twonky faces; it does not say where Twonky is."""
    w = page.locator(".cr-widget")
    status = w.locator(".cr-status")
    w.locator(".cr-predict-toggle").check()
    # the reveal (step 1) moves nobody: shown, not asked (walk 07v, fault 5); the first
    # question is Twonky's Move 2, to D4
    w.get_by_role("button", name="Step", exact=True).click()
    for key in ("ArrowRight", "ArrowRight", "Enter"):
        page.keyboard.press(key)
    page.wait_for_function("() => document.querySelector('.cr-status').innerText"
                           ".startsWith('Right!') && document.querySelector('.cr-status')"
                           ".innerText.includes('after step 2')", timeout=WAIT)
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                         # E4: east, the way Twonky faces
    page.wait_for_function("() => document.querySelector('.cr-status').innerText"
                           ".startsWith('Not quite')", timeout=WAIT)
    said = status.inner_text()
    assert "which way Twonky faces" not in said, said
    assert "The card of step 3 is Zoom Bot's, not Twonky's" in said, said
    assert "D3" not in said, said
    assert not page.errors
