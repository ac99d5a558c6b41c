"""Walk 07e (issue 29): lesson 07's RoboRally boards as a 12-year-old meets them at 1366x650,
saved as players (faults 2 and 13, on the race in JupyterLab: test_lesson_07_race.py).
Fault 1: in the dark theme the walls (dark grey on a dark grey floor), the pits (black on
near-black) and the robots' counts (dark on the dark floor) could not be seen. Every
RoboRally board (the race's, and the replay boards of the lesson's questions) draws them in
the dark at 3:1 and more against its squares (WCAG 1.4.11 for shapes), the counts at 4.5:1
against the squares and their halo."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons
from codyroby_lab.lessons.roborally import replay
from codyroby_lab.ui import save_player
from tests.support.browser import open_player, shot

# a replay board with every kind of edge the lesson shows, a pit and a robot's counts
EDGES = {"board": {"width": 6, "height": 6, "upper": ["A1", "B1"],
                   "elements": [{"kind": "pit", "at": "D4"},
                                {"kind": "flag", "at": "F1", "number": 1}],
                   "edges": [{"kind": "wall", "at": "C3", "side": "N"},
                             {"kind": "laser", "at": "A5", "side": "W"},
                             {"kind": "repulsor", "at": "E3", "side": "N"},
                             {"kind": "pusher", "at": "C5", "side": "W", "registers": [1]}]},
         "robots": {"Twonky": {"at": "B5", "facing": "N", "damage": 3},
                    "Zoom Bot": {"at": "E5", "facing": "N"}},
         "program": {"Twonky": ["Move 1 490"]}, "phases": 1}

# the contrast of each wall, laser, ledge and repulsor (its line, on the board and in its
# key), each pit (its outline)
# and each robot's count or name (its ink, against the square and against its halo) with the
# board's squares, as drawn (computed style)
CONTRAST = """(w) => {
  const lin = (v) => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  const rgb = (c) => c.match(/[\\d.]+/g).map(Number).slice(0, 3)
    .map((v) => (c.startsWith('color(') ? v * 255 : v));       // color-mix's: 0 to 1
  const lum = (c) => { const m = rgb(c).map(lin);
    return 0.2126 * m[0] + 0.7152 * m[1] + 0.0722 * m[2]; };
  // a stroke seen through its opacity over the square
  const seen = (c, o, under) => `rgb(${rgb(c).map((v, i) => o * v + (1 - o) * rgb(under)[i])})`;
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05); };
  const square = getComputedStyle(w.querySelector('.cr-cell')).fill;
  const out = [];
  for (const e of w.querySelectorAll('.cr-edge')) {
    out.push({what: e.getAttribute('aria-label'), kind: 'shape',
              ratio: ratio(getComputedStyle(e.querySelector('line')).stroke, square)});
  }
  for (const l of w.querySelectorAll('.cr-legend li')) {      // the key under the board
    const line = l.querySelector('.cr-swatch line');
    if (line) out.push({what: 'key: ' + l.textContent.trim(), kind: 'shape',
                        ratio: ratio(getComputedStyle(line).stroke, square)});
    if (!l.textContent.trim().startsWith("a robot's way")) continue;   // its line and ring
    for (const m of l.querySelectorAll('.cr-swatch :is(path, circle)')) {
      const style = getComputedStyle(m);
      out.push({what: 'key: ' + m.tagName + ' of ' + l.textContent.trim(), kind: 'shape',
                ratio: ratio(seen(style.stroke, Number(style.opacity), square), square)});
    }
  }
  for (const t of w.querySelectorAll('.cr-kind-pit .cr-tile-bg')) {
    out.push({what: 'pit', kind: 'shape', ratio: ratio(getComputedStyle(t).stroke, square)});
  }
  for (const t of w.querySelectorAll('.cr-piece-badge, .cr-piece-tag')) {
    if (!t.textContent.trim()) continue;
    const style = getComputedStyle(t);
    out.push({what: t.textContent, kind: 'text', ratio: ratio(style.fill, square)});
    out.push({what: t.textContent + ' (halo)', kind: 'text',
              ratio: ratio(style.fill, style.stroke)});
  }
  return out;
}"""


@pytest.fixture(scope="module")
def boards(tmp_path_factory):
    """The race after one turn and a replay board of the lesson's kind, saved as players."""
    folder = tmp_path_factory.mktemp("walk07e")
    race = lessons.RoboRallyRace(seed=1, computers="gentle")
    board = race.widget()
    race.program(1, 2, 3, 4, 5)
    save_player(board, folder / "race.html")
    save_player(replay(EDGES, show=True), folder / "replay.html")
    return folder


@pytest.mark.parametrize("name", ["race", "replay"])
def test_walls_pits_and_counts_stand_out_in_the_dark(browser, boards, name):
    """Fault 1: walls at 1.2:1, pits at 1.0:1, the robots' counts dark on dark."""
    page = open_player(browser, boards / f"{name}.html", viewport=(1366, 650))
    try:
        page.emulate_media(color_scheme="dark")
        page.wait_for_function("() => document.querySelector('.cr-widget').dataset.theme "
                               "=== 'dark'")
        w = page.locator(".cr-widget")
        found = page.evaluate(CONTRAST, w.element_handle())
        shot(page, f"walk07e-dark-{name}")
        assert {f["what"].split(" ")[0] for f in found} >= {"pit", "wall", "key:"}, found
        # walk 07v, fault 13: the key's "a robot's way", grey at 0.45, was almost invisible
        assert sum(f["what"].startswith("key: path of a robot's way") for f in found) == 1
        assert any(f["kind"] == "text" for f in found), found
        low = [f"{f['what']!r} {f['ratio']:.2f}" for f in found
               if f["ratio"] < (3 if f["kind"] == "shape" else 4.5)]
        assert not low, "\n".join(low)
        assert not page.errors
    finally:
        page.close()


# a tile kind's fill (r, g, b) and outline dashes, as drawn
TILE = """([w, kind]) => {
  const style = getComputedStyle(w.querySelector(`.cr-kind-${kind} .cr-tile-bg`));
  return {fill: style.fill.match(/[\\d.]+/g).map(Number), dash: style.strokeDasharray};
}"""


def test_a_dock_does_not_look_like_a_belt(browser, boards):
    """Fault 5: the docks (row 12) were "^" in bluish boxes, almost the belts' light-blue
    boxes with "^": a child may think the robots start on belts. A dock is sand-coloured
    with a dashed outline; a belt stays blue with a whole one."""
    page = open_player(browser, boards / "race.html", viewport=(1366, 650))
    try:
        page.emulate_media(color_scheme="light")
        w = page.locator(".cr-widget").element_handle()
        dock = page.evaluate(TILE, [w, "dock"])
        belt = page.evaluate(TILE, [w, "conveyor"])
        r, g, b = dock["fill"][:3]
        assert b < r and b < g, dock                  # not blue
        assert dock["dash"] != "none" and belt["dash"] == "none", (dock, belt)
    finally:
        page.close()


# each robot's count as drawn: its ink against what lies under its middle (the first shape
# painted below it: its chip, or else the tile or the square it stands on), and each pit's
# ring's width
UNDER = """(w) => {
  const lin = (v) => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  const lum = (c) => { const m = c.match(/[\\d.]+/g).map(Number).slice(0, 3).map(lin);
    return 0.2126 * m[0] + 0.7152 * m[1] + 0.0722 * m[2]; };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05); };
  const marks = [];
  for (const t of w.querySelectorAll('.cr-piece-badge')) {
    if (!t.textContent.trim()) continue;
    const r = t.getBoundingClientRect();
    const under = document.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      .find((e) => e instanceof SVGGeometryElement && getComputedStyle(e).fill !== 'none');
    marks.push({what: t.textContent, under: under ? under.getAttribute('class') : '',
                ratio: under ? ratio(getComputedStyle(t).fill, getComputedStyle(under).fill) : 0});
  }
  const pits = [...w.querySelectorAll('.cr-kind-pit .cr-tile-bg')]
    .map((t) => parseFloat(getComputedStyle(t).strokeWidth));
  return {marks, pits};
}"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_robots_lives_and_damage_read_on_their_own_chip(browser, boards, theme):
    """Walk 07r6, fault M10: in the dark theme the ♥ lives and ✖ damage under the robots
    were light ink on the docks (tiles that keep their light look), all but unread, and the
    pits black squares on the dark floor inside a thin line. Every count reads at 4.5:1
    and more against what lies under it, in both themes; a pit's ring is thick."""
    page = open_player(browser, boards / "race.html", viewport=(1366, 650))
    try:
        page.emulate_media(color_scheme=theme)
        page.wait_for_function(f"() => document.querySelector('.cr-widget').dataset.theme "
                               f"=== '{theme}'")
        w = page.locator(".cr-widget")
        w.get_by_role("button", name="Jump to start").click()     # the robots on their docks
        w.locator(".cr-counter").filter(has_text="step 0 of").wait_for()
        found = page.evaluate(UNDER, w.element_handle())
        shot(page, f"walk07r6-counts-{theme}", w.locator("svg.cr-board"))
        w.get_by_role("button", name="Jump to end").click()       # and where the turn left them
        page.wait_for_function("(c) => /^step (\\d+) of \\1\\b/.test(c.textContent)",
                               arg=w.locator(".cr-counter").element_handle())
        marks = found["marks"] + page.evaluate(UNDER, w.element_handle())["marks"]
        shot(page, f"walk07r6-counts-end-{theme}", w.locator("svg.cr-board"))
        assert len(marks) >= 6 and found["pits"], found
        low = [m for m in marks if m["ratio"] < 4.5]
        assert not low, low
        assert min(found["pits"]) >= (3 if theme == "dark" else 2), found["pits"]
        assert not page.errors
    finally:
        page.close()
