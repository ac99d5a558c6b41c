"""Every game's lesson board on a school laptop (1366x768, less a browser's tabs and a
taskbar: a 1366x650 page; JupyterLab's file browser closed), in JupyterLab's light and dark
themes: once the widget's top is at the top of the notebook, the board picture, Step and
Back and the current step's words are all in view after every Step and Back; every control
and text reads with a contrast of at least 4.5:1, on a light card in the light theme and a
dark one in the dark theme."""

from __future__ import annotations

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
    with notebook_page(lab, browser, "laptop.ipynb", [*BOARDS.values(), *MOVES], LAPTOP) as page:
        if page.locator("#filebrowser").is_visible():
            page.keyboard.press("Escape")
            page.keyboard.press("Control+b")          # a learner closes the file browser
        page.wait_for_function("() => !document.querySelector('#filebrowser') || "
                               "!document.querySelector('#filebrowser').checkVisibility()")
        wait_idle(page)
        yield page
        set_theme(page, "JupyterLab Light")           # the lab is shared: leave it light


def widget(page, name: str):
    return page.locator(".cr-widget").nth(list(BOARDS).index(name))


def in_view(page, w, what: str):
    seen = page.evaluate(IN_VIEW, [w.element_handle(), SEEN])
    missing = [s for s in SEEN if not seen[s]]
    assert not missing, f"{what}: out of view {missing}"
    return seen["text"]


@pytest.mark.parametrize("name", BOARDS)
def test_board_steps_and_words_fit_a_laptop(page, name):
    w = widget(page, name)
    to_top(page, w)
    if name in RUN_ON_BOARD:
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
    set_theme(page, theme)
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
