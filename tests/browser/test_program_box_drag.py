"""Dragging a card in a program taller than its box (widgets/editors/stack.js), in a real
JupyterLab at a laptop's size: held near the box's bottom edge, the card scrolls the box,
so a REPEAT's drop box out of sight comes into reach and takes the card (walk 03r, fault 3:
the box did not scroll while dragging, and a mouse-only child could not wrap cards in a
REPEAT)."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, notebook_page, wait_text

LONG = ('from codyroby_lab import lessons\n'
        'lessons.board("F L F R F L F R F L F R REPEAT 2 []", at="C5", title="Drag", '
        'palette=["F", "L", "R", "REPEAT"])')


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "program_box_drag.ipynb", [LONG], viewport=LAPTOP) as page:
        yield page


def test_a_dragged_card_scrolls_the_program_box_to_a_repeat_out_of_sight(page):
    w = page.locator(".cr-widget").first
    box = w.locator(".cr-stack")
    box.evaluate("(b) => { b.scrollIntoView({block: 'center'}); b.scrollTop = 0; }")
    assert box.evaluate("(b) => b.scrollHeight > b.clientHeight + 100"), "the box must scroll"
    drop = w.locator('.cr-stack [data-node="12"] .cr-block-body')
    card = w.locator('.cr-stack [data-node="0"] .cr-card-head').bounding_box()
    x, y = card["x"] + card["width"] / 2, card["y"] + card["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y + 8, steps=2)
    edge = box.bounding_box()
    bottom = edge["y"] + edge["height"] - 6
    for i in range(60):                          # held near the bottom edge
        page.mouse.move(x + i % 2, bottom)
    assert box.evaluate("(b) => b.scrollTop") > 0, "the box did not scroll"
    target = drop.bounding_box()
    assert edge["y"] <= target["y"], "the REPEAT's drop box is still out of sight"
    assert target["y"] + target["height"] <= edge["y"] + edge["height"] + 1
    page.mouse.move(target["x"] + 20, target["y"] + target["height"] / 2, steps=3)
    page.mouse.up()
    wait_text(page, w, "L F R F L F R F L F R REPEAT 2 [F]")
    assert not page.js_errors
