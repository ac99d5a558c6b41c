"""Every game's lesson board in one notebook (one page, one Run All for both parts):

axe-core (npm, package.json; ``make test`` installs it with npm ci) over every game's board
in a real JupyterLab, before and after a move, in the light and dark themes: no critical or
serious accessibility fault in the board (JupyterLab's own page is not ours); no two pieces
told apart by colour alone. (Run first, at 1366x768 with the file browser open, as the page
loads.)

Then on a school laptop (1366x768, less a browser's tabs and a taskbar: a 1366x650 page;
JupyterLab's file browser closed), in JupyterLab's light and dark themes: once the widget's
top is at the top of the notebook, the board picture, Step and Back and the current step's
words are all in view after every Step and Back; every control and text reads with a
contrast of at least 4.5:1, on a light card in the light theme and a dark one in the dark
theme. (The boards were run and moved by the axe part: what is stepped through is their
replay, as the laptop's own Run gave before the two modules were one.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.boards import BOARDS, MOVES, RUN_ON_BOARD
from tests.support.browser import (
    CONTRASTS,
    IN_VIEW,
    LAPTOP,
    SEEN,
    notebook_page,
    set_theme,
    shot,
    to_top,
    wait_counter,
    wait_idle,
)

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
# the critical and serious faults axe finds in one element: "rule: what (where)" each
FAULTS = """async (w) => {
  const found = await axe.run(w, {resultTypes: ['violations']});
  return found.violations.filter((v) => ['critical', 'serious'].includes(v.impact))
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}"""

# The widget's own background, text and frame colours, and the board's frame.
LOOKS = """(w) => {
  const lum = (c) => {
    const m = c.match(/[\\d.]+/g).map(Number).slice(0, 3).map((v) => (v /= 255) <= 0.03928
      ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * m[0] + 0.7152 * m[1] + 0.0722 * m[2];
  };
  const css = getComputedStyle(w);
  const frame = w.querySelector('svg.cr-board .cr-frame');
  return {card: lum(css.backgroundColor), text: lum(css.color), scheme: css.colorScheme,
          frame: frame ? lum(getComputedStyle(frame).fill) : null,
          input: lum(getComputedStyle(w.querySelector('.cr-program-text')).backgroundColor),
          step: lum(getComputedStyle(w.querySelector('.cr-step')).backgroundColor)};
}"""


@pytest.fixture(scope="module")
def page(lab, browser):
    if not AXE.exists():
        pytest.fail(f"axe-core is missing at {AXE}: run 'make axe' (npm ci)")
    with notebook_page(lab, browser, "boards.ipynb", [*BOARDS.values(), *MOVES]) as page:
        page.set_viewport_size({"width": 1366, "height": 768})
        page.add_script_tag(path=str(AXE))
        wait_idle(page)
        yield page
        theme_on(page, "JupyterLab Light")            # the lab is shared: leave it light


def theme_on(page, name: str):
    """JupyterLab's theme ``name`` (through its Settings menu), unless it is on already."""
    light = "true" if "Light" in name else "false"
    if page.evaluate("() => document.body.dataset.jpThemeLight") != light:
        set_theme(page, name)


def faults(page) -> list[str]:
    out = []
    for k, name in enumerate(BOARDS):
        w = page.locator(".cr-widget").nth(k)
        out += [f"{name}: {f}" for f in page.evaluate(FAULTS, w.element_handle())]
    return out


@pytest.mark.parametrize("theme", ["JupyterLab Light", "JupyterLab Dark"])
def test_no_board_has_a_serious_accessibility_fault(page, theme):
    theme_on(page, theme)
    assert not faults(page), "\n".join(faults(page))
    for k, name in enumerate(BOARDS):                 # after a run: the log and table fill
        w = page.locator(".cr-widget").nth(k)
        if name in RUN_ON_BOARD and w.locator(".cr-counter").inner_text() == "no run yet":
            w.locator(".cr-run").click()
        wait_counter(page, w, "step")
    assert not faults(page), "\n".join(faults(page))


def test_no_two_pieces_are_told_apart_by_colour_alone(page):
    for k, name in enumerate(BOARDS):
        w = page.locator(".cr-widget").nth(k)
        marks = [p.locator(".cr-piece-mark").first.text_content() if
                 p.locator(".cr-piece-mark").count() else ""
                 for p in w.locator("svg.cr-board .cr-piece").all()]
        if len(marks) > 1:
            assert all(marks) and len(set(marks)) == len(marks), f"{name}: {marks}"


def on_a_laptop(page):
    """The page as a learner's laptop shows it, once for the laptop's tests: the light
    theme, a 1366x650 page, the file browser closed."""
    if page.viewport_size == LAPTOP:
        return
    theme_on(page, "JupyterLab Light")
    page.set_viewport_size(LAPTOP)
    if page.locator("#filebrowser").is_visible():
        page.keyboard.press("Escape")
        page.keyboard.press("Control+b")          # a learner closes the file browser
    page.wait_for_function("() => !document.querySelector('#filebrowser') || "
                           "!document.querySelector('#filebrowser').checkVisibility()")


def widget(page, name: str):
    return page.locator(".cr-widget").nth(list(BOARDS).index(name))


def in_view(page, w, what: str):
    seen = page.evaluate(IN_VIEW, [w.element_handle(), SEEN])
    missing = [s for s in SEEN if not seen[s]]
    assert not missing, f"{what}: out of view {missing}"
    return seen["text"]


@pytest.mark.parametrize("name", BOARDS)
def test_board_steps_and_words_fit_a_laptop(page, name):
    on_a_laptop(page)
    w = widget(page, name)
    to_top(page, w)
    if name in RUN_ON_BOARD and w.locator(".cr-counter").inner_text() == "no run yet":
        w.locator(".cr-run").click()
    wait_counter(page, w, "step")
    w.locator(".cr-start").click()
    steps = int(w.locator(".cr-counter").inner_text().split(" of ")[1].split(":")[0])
    to_top(page, w)
    words = []
    for k in range(min(steps, 8)):
        w.locator(".cr-step").click()
        wait_counter(page, w, f"step {k + 1} ")
        words.append(in_view(page, w, f"after Step {k + 1}"))
        if k == 1:
            shot(page, f"laptop-{name}")
    for k in range(min(steps, 8) - 1, max(0, min(steps, 8) - 4), -1):
        w.locator(".cr-back").click()
        wait_counter(page, w, f"step {k} ")
        assert in_view(page, w, f"after Back to {k}") == words[k - 1]
    assert all(words) and words[0].startswith("Step 1")


@pytest.mark.parametrize("theme", ["JupyterLab Light", "JupyterLab Dark"])
def test_every_control_and_text_reads_in_light_and_dark(page, theme):
    on_a_laptop(page)
    theme_on(page, theme)
    dark = "Dark" in theme
    low, looks = [], {}
    for name in BOARDS:
        w = widget(page, name)
        low += [f"{name}: {c['name']!r} {c['ratio']:.2f}"
                for c in page.evaluate(CONTRASTS, w.element_handle()) if c["ratio"] < 4.5]
        looks[name] = page.evaluate(LOOKS, w.element_handle())
    tag = theme.split()[-1].lower()
    for name in BOARDS:
        to_top(page, widget(page, name))
        shot(page, f"laptop-{tag}-{name}")
    assert not low, "\n".join(low)
    for name, look in looks.items():        # a dark card in the dark theme, a light one else
        if dark:
            assert look["card"] < 0.05 and look["text"] > 0.7 and look["scheme"] == "dark", name
            assert look["frame"] < 0.05 and look["input"] < 0.05 and look["step"] < 0.1, name
        else:
            assert look["card"] > 0.9 and look["text"] < 0.05 and look["scheme"] == "light", name
