"""The board's dark look wherever it runs (issue 31), in the offline player: its palette
follows the page's theme as it changes (JupyterLab's, VS Code's and Colab's markers, and on
a page with none the reader's prefers-color-scheme, which the player follows too); in the
dark, every game's board has dark squares and cards and every text on the widget and on
the board's picture reads at 4.5:1 and more."""

from __future__ import annotations

import pytest

from codyroby_lab import codyroby
from codyroby_lab.core import registry
from codyroby_lab.ui import save_player
from tests.support.browser import CONTRASTS, LAPTOP, open_file, open_player, shot, themed
from tests.support.games import sample

# The page's markers, each set on a page in the other scheme, and the look they ask for.
MARKERS = [
    ("JupyterLab dark", "light", "document.body.dataset.jpThemeLight = 'false'", "dark"),
    ("JupyterLab light", "dark", "document.body.dataset.jpThemeLight = 'true'", "light"),
    ("VS Code dark", "light", "document.body.classList.add('vscode-dark')", "dark"),
    ("VS Code high contrast", "light", "document.body.classList.add('vscode-high-contrast')",
     "dark"),
    ("VS Code light", "dark", "document.body.classList.add('vscode-light')", "light"),
    ("marimo dark", "light", "document.body.dataset.theme = 'dark'", "dark"),
    ("marimo light", "dark", "document.body.dataset.theme = 'light'", "light"),
    ("Colab dark", "light", "document.documentElement.setAttribute('theme', 'dark')", "dark"),
    ("Colab light", "dark", "document.documentElement.setAttribute('theme', 'light')", "light"),
]
# the widget's card, a square of the board and a card's face: their luminance (0 black, 1 white)
# (a path's road is mid-grey in the dark, 3:1 from the squares off it: walk 03q4, fault 7)
LOOK = """(w) => {
  const lum = (c) => {
    const m = c.match(/[\\d.]+/g).map(Number).slice(0, 3).map((v) => (v /= 255) <= 0.03928
      ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * m[0] + 0.7152 * m[1] + 0.0722 * m[2];
  };
  const card = w.querySelector('.cr-card');
  return {theme: w.dataset.theme, card: lum(getComputedStyle(w).backgroundColor),
          square: lum(getComputedStyle(w.querySelector('.cr-cell:not(.cr-road)')).fill),
          face: card ? lum(getComputedStyle(card).backgroundColor) : null};
}"""


@pytest.fixture(scope="module")
def cody(tmp_path_factory):
    """A CodyRoby run saved with its program: the cards show."""
    path = tmp_path_factory.mktemp("dark") / "cody.html"
    save_player(codyroby.run("F R REPEAT 2 [F] IF left [L] ELSE [R]", at="A5"), path,
                program="F R REPEAT 2 [F] IF left [L] ELSE [R]")
    return path


def looks(page):
    return page.evaluate(LOOK, page.locator(".cr-widget").element_handle())


def assert_dark(look):
    assert look["theme"] == "dark" and look["card"] < 0.05 and look["square"] < 0.05, look
    assert look["face"] is None or look["face"] < 0.1, look


def assert_light(look):
    assert look["theme"] == "light" and look["card"] > 0.9 and look["square"] > 0.8, look
    assert look["face"] is None or look["face"] > 0.5, look


def test_the_player_follows_the_readers_theme_as_it_changes(browser, cody):
    page = open_player(browser, cody, viewport=(1366, 650))
    try:
        page.emulate_media(color_scheme="light")
        assert_light(looks(page))
        page.emulate_media(color_scheme="dark")
        themed(page, "dark")
        assert_dark(looks(page))
        page_bg = page.evaluate("getComputedStyle(document.body).backgroundColor")
        assert page_bg != "rgb(255, 255, 255)"
        shot(page, "dark-player-prefers-dark")
        assert not page.errors
    finally:
        page.close()


def test_the_if_card_has_one_frame_as_the_other_blue_cards_in_light_and_dark(browser, cody):
    """Walk 05p, fault 7: the IF card had a double blue frame, light and dark, so it looked
    focused or chosen when it was not (the focus is a blue ring). Its frame is the REPEAT
    card's; its glyph and word tell it apart."""
    frames = """() => ['REPEAT', 'IF'].map((k) => {
      const s = getComputedStyle(document.querySelector('.cr-card-' + k));
      return [s.borderTopStyle, s.borderTopWidth, s.outlineStyle]; })"""
    page = open_player(browser, cody, viewport=(1366, 650))
    try:
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            themed(page, scheme)
            repeat, if_card = page.evaluate(frames)
            assert if_card == repeat and if_card[0] != "double", (scheme, if_card, repeat)
            shot(page, f"if-card-frame-{scheme}")
    finally:
        page.close()


@pytest.mark.parametrize("marker", MARKERS, ids=[m[0] for m in MARKERS])
def test_the_board_follows_the_pages_own_theme(browser, cody, marker):
    _, scheme, script, want = marker
    page = open_player(browser, cody)
    try:
        page.emulate_media(color_scheme=scheme)
        page.evaluate(f"() => {{ {script}; }}")
        themed(page, want)
        (assert_dark if want == "dark" else assert_light)(looks(page))
    finally:
        page.close()


@pytest.mark.parametrize("name", [*registry.names(), "codyroby cards"])
def test_every_text_reads_in_the_dark(browser, cody, tmp_path, name):
    if name == "codyroby cards":
        path = cody
    else:
        path = tmp_path / f"{name}.html"
        save_player(sample(name), path)
    page = open_file(browser, path)
    page.set_viewport_size(LAPTOP)
    try:
        page.emulate_media(color_scheme="dark")
        themed(page, "dark")
        api = "document.querySelector('.cr-widget').__codyroby"
        page.evaluate(f"() => {api}.show(Math.floor({api}.steps / 2))")
        w = page.locator(".cr-widget")
        assert_dark(looks(page))
        low = [f"{c['name']!r} {c['ratio']:.2f}"
               for c in page.evaluate(CONTRASTS, w.element_handle()) if c["ratio"] < 4.5]
        shot(page, f"dark-player-{name.replace(' ', '-')}")
        assert not low, "\n".join(low)
        assert not page.errors
    finally:
        page.close()


# a trail's colour as drawn (its stroke, maybe as color(srgb ...), over a square at its
# opacity) and its contrast with the square it crosses
TRAIL = """(w) => {
  const rgb = (c) => { const m = c.match(/[\\d.]+/g).map(Number).slice(0, 3);
    return c.startsWith('color(') ? m.map((v) => v * 255) : m; };
  const lin = (v) => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  const lum = (c) => 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
  const trail = w.querySelector('.cr-trail'), style = getComputedStyle(trail);
  const a = Number(style.opacity), square = rgb(getComputedStyle(w.querySelector('.cr-cell')).fill);
  const seen = rgb(style.stroke).map((v, i) => v * a + square[i] * (1 - a));
  const [hi, lo] = [lum(seen), lum(square)].sort((x, y) => y - x);
  return {drawn: trail.getAttribute('d') !== '', ratio: (hi + 0.05) / (lo + 0.05)};
}"""


def at_the_end_in_the_dark(browser, path):
    """The offline player saved at ``path``, at 1366x650 in the dark, at its run's last step."""
    page = open_player(browser, path, viewport=(1366, 650))
    page.emulate_media(color_scheme="dark")
    themed(page, "dark")
    api = "document.querySelector('.cr-widget').__codyroby"
    page.evaluate(f"() => {api}.show({api}.steps)")
    return page


def test_robys_trail_stands_out_on_a_dark_square(browser, cody):
    """Walk 02 (issue 29), fault 11: in the dark Roby's purple trail, seen through at 0.45 on
    a dark grey square, read at about 1.4:1; a line to follow needs 3:1 (WCAG 1.4.11)."""
    page = at_the_end_in_the_dark(browser, cody)
    try:
        trail = page.evaluate(TRAIL, page.locator(".cr-widget").element_handle())
        shot(page, "dark-trail")
        assert trail["drawn"] and trail["ratio"] >= 3, trail
        assert not page.errors
    finally:
        page.close()


# a tile's fill against the square it lies on (WCAG contrast; a dark square under it)
TILES = """(w) => {
  const lum = (c) => {
    const m = c.match(/[\\d.]+/g).map(Number).slice(0, 3).map((v) => (v /= 255) <= 0.03928
      ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * m[0] + 0.7152 * m[1] + 0.0722 * m[2];
  };
  const square = lum(getComputedStyle(w.querySelector('.cr-cell')).fill);
  const of = (kind) => { const t = w.querySelector(`.cr-board .cr-kind-${kind} .cr-tile-bg`);
    return t ? lum(getComputedStyle(t).fill) : null; };
  return {square, obstacle: of('obstacle'), base: of('base')};
}"""


def test_droids_obstacles_show_and_start_bases_do_not_glare_in_the_dark(browser, tmp_path):
    """Walk 08c, fault 16: on the dark squares the grey obstacles hardly showed (about
    2:1) and the start bases were glaring white squares (look.json's dark palette)."""
    path = tmp_path / "droids.html"
    save_player(sample("droids"), path)
    page = open_file(browser, path)
    page.set_viewport_size(LAPTOP)
    try:
        page.emulate_media(color_scheme="dark")
        themed(page, "dark")
        t = page.evaluate(TILES, page.locator(".cr-widget").element_handle())
        assert t["obstacle"] is not None and t["base"] is not None, t
        assert (t["obstacle"] + 0.05) / (t["square"] + 0.05) >= 3, t     # WCAG: graphics 3:1
        assert t["base"] < 0.2, t                                        # no glaring white
        shot(page, "dark-droids-tiles")
    finally:
        page.close()


# the fill of a road square against that of a square off the road (WCAG contrast)
ROAD = """(w) => {
  const rgb = (c) => { const m = c.match(/[\\d.]+/g).map(Number).slice(0, 3);
    return c.startsWith('color(') ? m.map((v) => v * 255) : m; };
  const lin = (v) => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  const lum = (c) => 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
  const ratio = (a, b) => { const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05); };
  const road = rgb(getComputedStyle(w.querySelector('.cr-cell.cr-road')).fill);
  const off = rgb(getComputedStyle(w.querySelector('.cr-cell.cr-off')).fill);
  return {road: ratio(road, off), dark: lum(off) < 0.05};
}"""


def test_a_paths_road_stands_out_from_the_squares_off_it_in_the_dark(browser, tmp_path):
    """Walk 03q4, fault 7: in the dark, a path board's road squares (dark grey) and the
    squares off it (almost black) read alike, about 1.3:1: how a child sees which squares
    are road. They stand 3:1 apart (WCAG 1.4.11)."""
    path = tmp_path / "path.html"
    zigzag = codyroby.Board.from_dict({"width": 5, "height": 5, "path": [
        "A5", "A4", "A3", "B3", "C3", "C2", "C1", "D1", "E1"]})
    save_player(codyroby.run("REPEAT WHILE ahead [F]", board=zigzag, at="A5", facing="N"),
                path)
    page = at_the_end_in_the_dark(browser, path)
    try:
        seen = page.evaluate(ROAD, page.locator(".cr-widget").element_handle())
        shot(page, "dark-path-road")
        assert seen["dark"] and seen["road"] >= 3, seen
        page.emulate_media(color_scheme="light")
        themed(page, "light")
        shot(page, "light-path-road")
        assert not page.errors
    finally:
        page.close()


@pytest.mark.parametrize("path, road", [(True, "rgb(92, 98, 108)"), (False, "rgb(42, 46, 53)")])
def test_a_paths_picture_has_the_boards_road_in_the_dark_too(browser, path, road):
    """Walk 03q4, fault 7: a picture of a path board (``picture()``, a position a cell ends
    with) takes the road's dark look as the board does; a board with no path keeps its
    squares'."""
    from codyroby_lab.core.svg import state_svg
    from codyroby_lab.lessons.play import Picture
    board = codyroby.Board.from_dict({"width": 5, "height": 5, **({"path": [
        "A5", "A4", "A3", "B3", "C3"]} if path else {})})
    html = Picture(state_svg(codyroby.run("F", board=board, at="A5", facing="N").start))
    page = browser.new_page()
    try:
        page.set_content(f'<body data-jp-theme-light="false">{html._repr_html_()}</body>')
        fills = page.evaluate("() => [...document.querySelectorAll('.cr-picture > svg > rect')]"
                              ".map((r) => getComputedStyle(r).fill)")
        assert road in fills and ("rgb(13, 14, 16)" in fills) == path, fills
    finally:
        page.close()
