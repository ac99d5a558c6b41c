"""What happened, as a learner sees it in a real JupyterLab (issue 29): one plain line a
step; the step on show has its rule's words on a line below it (no mouse needed: lesson 09's
walk-through, F16); every event's tooltip holds its rule's words and citation; the
cards of a RoboRally replay have no empty box before their names (it read as a checkbox)."""

from __future__ import annotations

import re

import pytest

from tests.support.browser import notebook_page, run_cell, shot, wait_counter

CELLS = [
    "from codyroby_lab import lessons\n"
    "first = {'board': {'width': 6, 'height': 5, 'elements': [\n"
    "    {'kind': 'conveyor', 'at': 'D2', 'facing': 'N'},\n"
    "    {'kind': 'conveyor', 'at': 'D3', 'facing': 'N'},\n"
    "    {'kind': 'conveyor', 'at': 'D4', 'facing': 'N'}]},\n"
    "    'robots': {'Twonky': {'at': 'B4', 'facing': 'E'},\n"
    "               'Zoom Bot': {'at': 'D5', 'facing': 'N'}},\n"
    "    'program': {'Twonky': ['Move 2 670'], 'Zoom Bot': ['Move 1 500']}, 'phases': 1}\n"
    "lessons.replay(first, show=True)",
]

# every entry of the log: its line's text (without the rule line), its line breaks, its
# rule line, and each event's tooltip
ENTRIES = """(w) => [...w.querySelectorAll('.cr-log li')].map((li) => ({
  text: [...li.childNodes].filter((n) => !n.classList?.contains('cr-log-rule'))
    .map((n) => n.textContent).join(''),
  breaks: li.querySelectorAll('br').length, current: li.classList.contains('cr-current'),
  rule: li.querySelector('.cr-log-rule')?.textContent || '',
  titles: [...li.querySelectorAll('.cr-event')].map((e) => e.getAttribute('title') || '')}))"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "what_happened.ipynb", CELLS) as page:
        page.set_viewport_size({"width": 1366, "height": 1300})
        yield page


def test_a_step_is_one_plain_line_and_the_step_on_show_has_its_rule(page):
    rr = page.locator(".cr-widget").first
    wait_counter(page, rr, "step")
    for _ in range(4):
        rr.get_by_role("button", name="Step", exact=True).click()
    entries = rr.evaluate(ENTRIES)
    stepped = [e for e in entries if e["text"].startswith("Step")]
    assert stepped, entries
    for e in stepped:
        assert e["breaks"] == 0 and "\u2014" not in e["text"], e
        assert "Rule:" not in e["text"] and "roborally-grand-prix" not in e["text"], e
        assert e["titles"] and all(t.startswith("Rule: ") for t in e["titles"]), e
    # the step on show, and only it, has its rule's words (no citation) under its line
    ruled = [e for e in entries if e["rule"]]
    assert len(ruled) == 1 and ruled[0]["current"], entries
    assert ruled[0]["rule"].startswith("Rule: ") and "roborally" not in ruled[0]["rule"], ruled
    moved = next(e for e in stepped if "moves 2" in e["text"])
    assert "; " in moved["text"]                       # the step's events, on one line
    assert rr.locator(".cr-why").count() == 0
    # the cards of the replay: their names, no empty box before them
    cards = rr.locator(".cr-run-cards li")
    assert cards.count() >= 2
    assert rr.locator(".cr-run-cards .cr-glyph").count() == 0
    assert "\u25a1" not in rr.locator(".cr-run-cards").inner_text()
    shot(page, "what-happened-one-line", rr)
    assert not page.js_errors


def test_an_empty_loop_s_step_says_what_to_do_first_and_its_check_once(page):
    """Walk 03q4, fault 3: a run of REPEAT WHILE ahead [] said "road ahead, so the REPEAT
    WHILE runs its cards" about 20 times before the words that say what to do: the check is
    said once, counted. Since walk 03r6, fault 6 the line reads in the order things
    happened (the last look, then why the run stopped), the words that say what to do last."""
    run_cell(page, "lessons.board('REPEAT WHILE ahead []', at='A5', keep=False)")
    w = page.locator(".cr-widget").nth(1)
    wait_counter(page, w, "step 0 of 1")
    w.get_by_role("button", name="Jump to end").click()
    wait_counter(page, w, "step 1 of 1")
    step = next(e for e in w.evaluate(ENTRIES) if e["text"].startswith("Step 1"))
    text = step["text"]
    assert text.count("road ahead") == 1, text
    assert text.index("road ahead") < text.index("so it was stopped") \
        < text.index("put cards inside the REPEAT"), text
    assert "checked 100,001 times" in text, text
    shot(page, "what-happened-empty-loop", w)
    assert not page.js_errors


# the log's box: its entries, the one on show, whether it shows inside the box, and the
# box's scrolling
LOG_BOX = """(w) => {
  const box = w.querySelector('.cr-log'), li = box.querySelector('li.cr-current');
  const b = box.getBoundingClientRect(), c = li.getBoundingClientRect();
  return {steps: [...box.querySelectorAll('li .cr-log-step')].map((s) => s.textContent),
    current: li.querySelector('.cr-log-step')?.textContent || '',
    inView: c.top >= b.top - 1 && c.bottom <= b.bottom + 1, top: box.scrollTop,
    scrolls: box.scrollHeight > box.clientHeight, tab: box.tabIndex}; }"""


def test_what_happened_keeps_the_whole_run_and_scrolls_to_the_step_on_show(page):
    """Walk 07r6, fault M4 and walk 09r6, fault M3: What happened kept only the last 6
    steps, so a child could not scroll back to what happened at the start of the run. It
    holds every step up to the one on show, scrolled to it; the list scrolls by the mouse
    wheel and, focused, by the keys."""
    run_cell(page, "lessons.board('REPEAT 4 [F R]', at='C3', facing='N', keep=False)")
    w = page.locator(".cr-widget").last
    wait_counter(page, w, "step 0 of")
    w.get_by_role("button", name="Jump to end").click()
    steps = int(w.locator(".cr-counter").inner_text().split(" of ")[1].split(":")[0])
    assert steps > 6, steps
    seen = w.evaluate(LOG_BOX)
    named = [re.match(r"Start|Step \d+", s).group() for s in seen["steps"]]
    assert named == ["Start"] + [f"Step {k}" for k in range(1, steps + 1)], seen
    assert seen["current"].startswith(f"Step {steps}") and seen["inView"], seen
    assert seen["scrolls"] and seen["tab"] == 0, seen
    shot(page, "what-happened-whole-run", w)
    log = w.locator(".cr-log")
    log.hover()
    page.mouse.wheel(0, -400)                               # the wheel scrolls the list
    page.wait_for_function("(b) => b.scrollTop === 0", arg=log.element_handle())
    w.get_by_role("button", name="Back", exact=True).click()   # back: scrolled to it again
    seen = w.evaluate(LOG_BOX)
    assert seen["current"].startswith(f"Step {steps - 1}") and seen["inView"], seen
    log.focus()
    page.keyboard.press("Home")                             # and so do the keys
    page.wait_for_function("(b) => b.scrollTop === 0", arg=log.element_handle())
    assert not page.js_errors
