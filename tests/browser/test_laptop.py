"""Every game's lesson board on a school laptop (1366x768, less a browser's tabs and a
taskbar: a 1366x650 page; JupyterLab's file browser closed), in JupyterLab's light and dark
themes: once the widget's top is at the top of the notebook, the board picture, Step and
Back and the current step's words are all in view after every Step and Back; every control
and text reads with a contrast of at least 4.5:1, on a light card in the light theme and a
dark one in the dark theme."""

from __future__ import annotations

import pytest

from tests.browser.helpers import LAPTOP, notebook_page, shot, wait_counter, wait_idle

# One cell per lesson board: how the lesson makes it, then a move played from a cell (the
# board replays it) or the chits a learner laid.
BOARDS = {
    "codyroby": "from codyroby_lab.ui import CodyRobyBoard\n"
                "b = CodyRobyBoard({'width': 5, 'height': 5}, at='A5', program=\n"
                "    'F F F F R F F F F L F REPEAT 2 [L] IF left [F] ELSE [R]')\n"
                "b",
    "energy_seekers": "from codyroby_lab import lessons\n"
                      "es = lessons.EnergySeekersPlay(seed=11)\nes.widget()",
    "roborally": "from codyroby_lab import lessons\n"
                 "race = lessons.RoboRallyRace(seed=1)\nrace.widget()",
    "droids": "from codyroby_lab.lessons import droids as lesson\n"
              "dg = lesson.DroidsPlay('statue', players=['red', 'blue'], seed=4)\ndg.widget()",
    "chits": "from codyroby_lab.lessons import droids as lesson\n"
             "fb = lesson.ChitsBoard(rack=('V2', 'V2', 'V1', 'VX', 'PU'), at='A1')\n"
             "fb.place('V2 A 1 S').place('V1 A 2 E').place('V2 B 1 S')\n"
             "fw = fb.widget()\nfw.program = 'pass'   # Run my chits\nfw",
    "robin": "from codyroby_lab import lessons\n"
             "rb = lessons.RobinPlay({'first': 'will'}, seed=1)\nrb.widget()",
}
MOVES = ["es.move(es._suggestion())", "race.move(race._suggestion())",
         "for _ in range(12):   # until an order is sent: a chit laid is no step to follow\n"
         "    if ' sends ' in str(dg.move(dg._suggestion())):\n        break",
         "rb.move(rb._suggestion())"]
RUN_ON_BOARD = {"codyroby", "chits"}          # the other boards replay the cell's move

# Is each element whole inside the notebook's visible part (its scroller's box)?
IN_VIEW = """([w, sels]) => {
  let sc = w.parentElement;
  const scrolls = (n) => /(auto|scroll)/.test(getComputedStyle(n).overflowY)
    && n.scrollHeight > n.clientHeight;
  while (sc && !scrolls(sc)) sc = sc.parentElement;
  const v = sc.getBoundingClientRect();
  const out = {};
  for (const s of sels) {
    const el = w.querySelector(s);
    const r = el ? el.getBoundingClientRect() : null;
    out[s] = !!r && r.height > 0 && r.top >= v.top - 1 && r.bottom <= v.bottom + 1
      && r.left >= v.left - 1 && r.right <= v.right + 1;
  }
  out.text = (w.querySelector('.cr-log li.cr-current') || {}).textContent || '';
  return out;
}"""
SEEN = ["svg.cr-board", ".cr-step", ".cr-back", ".cr-log li.cr-current", ".cr-counter"]

# The contrast (WCAG 2) of the text of every control a learner can use, against what is
# behind it (backgrounds composited up to an opaque one; disabled controls are exempt), and
# of every word on the board's picture.
CONTRASTS = """(w) => {
  const rgba = (c) => {
    const m = c.match(/[\\d.]+/g).map(Number);
    return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1];
  };
  const lin = (v) => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  const weights = [0.2126, 0.7152, 0.0722];
  const lum = (c) => c.slice(0, 3).map(lin).reduce((a, v, i) => a + v * weights[i], 0);
  const behind = (el) => {
    const layers = [];
    for (let n = el; n; n = n.parentElement) {
      const c = rgba(getComputedStyle(n).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    let out = [255, 255, 255];
    for (const c of layers.reverse()) out = out.map((v, i) => v * (1 - c[3]) + c[i] * c[3]);
    return out;
  };
  const out = [];
  // every control, and every element with words of its own (outside the board's picture)
  const own = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  const controls = [...w.querySelectorAll('*')].filter((el) => !el.closest('svg') && (own(el)
    || el.matches('button, textarea, select, input[type="number"], input[type="text"]')));
  for (const el of controls) {
    if (el.closest('[disabled], [aria-disabled="true"], [hidden]')) continue;
    if (!el.getClientRects().length) continue;
    const fg = rgba(getComputedStyle(el).color), bg = behind(el);
    const text = fg.slice(0, 3).map((v, i) => v * fg[3] + bg[i] * (1 - fg[3]));
    const [a, b] = [lum(text), lum(bg)].sort((x, y) => y - x);
    const name = el.getAttribute('aria-label') || el.textContent || el.tagName;
    out.push({name: name.trim().slice(0, 30), ratio: (a + 0.05) / (b + 0.05)});
  }
  // every word on show on the board: against its halo (a stroke painted first), else the
  // shape under its middle (the square, the tile, the piece), else the widget; a word a
  // piece covers is not on show
  const svg = w.querySelector('svg.cr-board');
  if (svg) svg.scrollIntoView({block: 'nearest'});
  for (const t of svg ? svg.querySelectorAll('text') : []) {
    if (!t.textContent.trim() || !t.getClientRects().length) continue;
    if (t.closest('[display="none"]')) continue;
    const cs = getComputedStyle(t);
    let bg;
    const halo = cs.paintOrder.startsWith('stroke') && parseFloat(cs.strokeWidth) >= 2;
    if (halo && cs.stroke.startsWith('rgb')) {
      bg = rgba(cs.stroke);
    } else {
      const r = t.getBoundingClientRect();
      const hits = document.elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      const shape = (e) => e.closest('svg') === svg && getComputedStyle(e).fill.startsWith('rgb')
        && !['svg', 'g', 'text', 'tspan', 'title'].includes(e.tagName);
      const at = hits.indexOf(t);
      if (at > 0 && hits.slice(0, at).some(shape)) continue;   // under a piece: not on show
      const under = hits.slice(at + 1).find(shape);
      bg = rgba(under ? getComputedStyle(under).fill : getComputedStyle(w).backgroundColor);
    }
    const [a, b] = [lum(rgba(cs.fill)), lum(bg)].sort((x, y) => y - x);
    out.push({name: `board: ${t.textContent.trim().slice(0, 24)}`, ratio: (a + 0.05) / (b + 0.05)});
  }
  return out;
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
    with notebook_page(lab, browser, "laptop.ipynb", [*BOARDS.values(), *MOVES], LAPTOP) as page:
        if page.locator("#filebrowser").is_visible():
            page.keyboard.press("Escape")
            page.keyboard.press("Control+b")          # a learner closes the file browser
        page.wait_for_function("() => !document.querySelector('#filebrowser') || "
                               "!document.querySelector('#filebrowser').checkVisibility()")
        wait_idle(page)
        yield page
        set_theme(page, "JupyterLab Light")           # the lab is shared: leave it light


def set_theme(page, name: str):
    page.get_by_role("menuitem", name="Settings", exact=True).click()
    page.get_by_text("Theme", exact=True).hover()
    page.get_by_text(name, exact=True).click()
    light = "true" if "Light" in name else "false"
    page.wait_for_function(f"() => document.body.dataset.jpThemeLight === '{light}'")
    page.wait_for_timeout(500)


def widget(page, name: str):
    return page.locator(".cr-widget").nth(list(BOARDS).index(name))


def to_top(page, w):
    w.evaluate("w => w.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(200)


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
