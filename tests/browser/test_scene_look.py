"""How the board draws a scene, in a real browser: tile kinds look different (targets as
rings, blocks solid), a jump breaks a trail, and pieces sharing a square all show."""

from __future__ import annotations

import re

import pytest

from codyroby_lab.core.look import look
from tests.support.browser import open_file, shot


@pytest.fixture(scope="module")
def seekers(browser, tmp_path_factory):
    from codyroby_lab.core.players import play
    from codyroby_lab.core.trace import Trace
    from codyroby_lab.games.energy_seekers import EnergySeekers, bots
    from codyroby_lab.ui import save_player
    state = EnergySeekers.from_setup({"players": ["ada", "cody", "roby"]}).new_state(seed=3)
    trace = Trace(state)
    play(state, [bots.greedy] * 3, apply=lambda s, player, action: s.play(action, trace))
    path = tmp_path_factory.mktemp("look") / "seekers.html"
    save_player(trace, path)
    page = open_file(browser, path)
    yield page, page.locator(".cr-widget"), trace
    page.close()


def show(page, step: int):
    page.evaluate("(i) => document.querySelector('.cr-widget').__codyroby.show(i)", step)


def centres(w) -> dict[str, tuple[float, float]]:
    out = {}
    for p in w.locator(".cr-piece").all():
        box = p.locator(".cr-piece-body").bounding_box()
        out[p.get_attribute("data-piece")] = (box["x"] + box["width"] / 2,
                                              box["y"] + box["height"] / 2, box["width"])
    return out


def test_pieces_on_one_square_all_show(seekers):
    page, w, _ = seekers
    show(page, 0)                                           # all three on the start square
    page.wait_for_timeout(300)                              # past the move transition
    labels = [p.get_attribute("aria-label") for p in w.locator(".cr-piece").all()]
    assert [a.split(" at ")[0] for a in labels] == ["Ada", "Cody", "Roby"]
    assert all("A7" in a for a in labels)
    spots = centres(w)
    assert len({(round(x), round(y)) for x, y, _ in spots.values()}) == 3
    xs, ys = [x for x, _, _ in spots.values()], [y for _, y, _ in spots.values()]
    size = max(r for _, _, r in spots.values())
    cell = w.locator(".cr-cell").first.bounding_box()["width"]
    assert size < cell * 0.5 and max(xs) - min(xs) < cell and max(ys) - min(ys) < cell
    for a, (x1, y1, r1) in spots.items():                   # no piece hides another
        for b, (x2, y2, _) in spots.items():
            if a < b:
                assert ((x1 - x2) ** 2 + (y1 - y2) ** 2) ** 0.5 > r1 * 0.9
    shot(page, "seekers-crowded-start", w)
    show(page, 12)             # apart again: each as large as a numbered square lets it
    alone = f" scale({look()['crowd_words']['shrink']:g}) "     # (its number left in view)
    assert all(alone in p.get_attribute("transform") for p in w.locator(".cr-piece").all())
    assert not page.errors


def test_a_tunnel_breaks_the_trail(seekers):
    page, w, trace = seekers
    show(page, 8)                                           # cody went through the tunnel
    assert "tunnel" in " ".join(e.text for e in trace.events(8))
    trail = w.locator(".cr-trail").nth(1)
    d = trail.get_attribute("d")
    segs = re.findall(r"M([-\d.]+),([-\d.]+)L([-\d.]+),([-\d.]+)", d)
    assert segs and all(abs(float(a) - float(c)) <= 40 and abs(float(b) - float(e)) <= 40
                        for a, b, c, e in segs)             # only square to next square
    assert w.locator(".cr-trail-hop").nth(1).get_attribute("d").count("M") == 2
    assert w.locator(".cr-trail-hop").nth(0).get_attribute("d") == ""
    shot(page, "seekers-tunnel-trail", w)


def test_tile_kinds_look_different(seekers):
    page, w, _ = seekers
    looks = page.evaluate("""() => {
      const out = {};
      for (const g of document.querySelectorAll('.cr-tile')) {
        const kind = [...g.classList].find((c) => c.startsWith('cr-kind-')).slice(8);
        const cs = getComputedStyle(g.querySelector('.cr-tile-bg'));
        out[kind] = [cs.fill, cs.stroke, cs.strokeDasharray, cs.rx].join(' ');
        if (!g.getAttribute('aria-label')) out.unlabelled = kind;
      }
      return out;
    }""")
    assert "unlabelled" not in looks
    assert {"start", "station", "tunnel", "swap", "repetition", "challenge", "remote"} <= set(looks)
    assert len(set(looks.values())) == len(looks)


def test_targets_are_rings_and_blocks_solid(browser, tmp_path):
    from codyroby_lab import codyroby
    from codyroby_lab.ui import save_player
    board = codyroby.Board(5, 5, blocks=["C3"], targets={"red": "E1", "yellow": "B2"})
    path = tmp_path / "targets.html"
    save_player(codyroby.run("F F", board=board, at="A5"), path)
    page = browser.new_page()
    page.goto(path.as_uri())
    w = page.locator(".cr-widget")
    w.locator(".cr-piece").first.wait_for()
    look = page.evaluate("""() => [...document.querySelectorAll('.cr-board .cr-tile')].map((g) => {
      const bg = getComputedStyle(g.querySelector('.cr-tile-bg'));
      const ring = getComputedStyle(g.querySelector('.cr-tile-ring'));
      return [g.getAttribute('aria-label'), bg.fill, ring.display, ring.stroke];
    })""")
    assert look == [
        ["block at C3", "rgb(95, 99, 104)", "none", "none"],
        ["red target at E1", "rgb(255, 255, 255)", "inline", "rgb(217, 48, 37)"],
        ["yellow target at B2", "rgb(255, 255, 255)", "inline", "rgb(242, 194, 0)"]]
    shot(page, "codyroby-targets", w)
    page.close()
