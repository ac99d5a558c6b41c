"""Scene v2 in the browser, on a board that uses every part (the RoboRally and Droids kinds
of thing): walls, a laser and a ledge on square edges, a conveyor with its facing, laser
beams drawn from a step's events, marks lying on squares, a pile of cards, a piece that is
not drawn while its `visible` slot is 0, a piece's badges and a legend; each follows the
replay step by step, and the static picture (core/svg.py) draws the same edges."""

from __future__ import annotations

import pytest

from codyroby_lab.core.events import Event
from codyroby_lab.core.svg import scene_svg
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.cards import CARD_F
from codyroby_lab.games.codyroby import CodyRoby
from codyroby_lab.ui.editors import editor_for
from codyroby_lab.ui.standalone import player_page
from codyroby_lab.ui.wire import encode_trace
from tests.support.browser import open_file, shot

EDGES = [{"at": [0, 0], "side": "E", "kind": "wall", "label": "a wall east of A1"},
         {"at": [2, 1], "side": "N", "kind": "laser", "label": "a laser on C2", "count": 2},
         {"at": [1, 3], "side": "S", "kind": "ledge", "label": "a ledge south of B4"}]


def board():
    """Roby walks A4 -> B4 -> C4 (x: 0, 1, 2); step 1 fires a laser along row 2."""
    start = CodyRoby({"board": {"width": 4, "height": 4},
                      "robots": {"roby": {"at": "A4", "facing": "E"}}}).new_state()
    trace = Trace(start.clone())
    state = start.clone()
    shot_event = Event.of("Shot", CARD_F, "the laser on C2 shoots", squares=["C2", "C1"])
    for k, events in enumerate([(shot_event,), ()]):
        state.robots["roby"].at = (k + 1, 3)
        trace.push_state(state, trace.card("F", owner="roby", slot=k), events, "roby")
    scene = {**start.scene(None), "editor": editor_for(start).config, "edges": EDGES}
    scene["tiles"] = [{"at": [3, 0], "kind": "conveyor", "facing": 2,
                       "label": "a belt to the east"}]
    roby = {**scene["pieces"][0], "bind": {**scene["pieces"][0]["bind"], "damage": 0}}
    ghost = {**roby, "id": "ghost", "name": "Ghost", "color": "white", "label": "Ghost",
             "bind": {"x": 0, "y": 1, "facing": 2, "visible": 3}}   # visible: always 0
    scene["pieces"] = [roby, ghost]
    scene["layers"] = [
        {"kind": "beams", "label": "laser shots", "events": "Shot"},
        {"kind": "marks", "id": "chits", "label": "chits", "squares": [[3, 3]], "slots": [0],
         "codes": {"1": "one", "2": "two"}},
        {"kind": "cards", "id": "pile", "owner": None, "label": "Pile", "count": 0,
         "slots": [], "codes": {}, "cards": []}]
    scene["legend"] = [{"kind": "conveyor", "label": "conveyor belt: moves a robot"}]
    return trace, scene


@pytest.fixture(scope="module")
def page(browser, tmp_path_factory):
    trace, scene = board()
    meta, data = encode_trace(trace.view(None))
    path = tmp_path_factory.mktemp("v2") / "v2.html"
    path.write_text(player_page(scene, meta, data, "Every part"), encoding="utf-8")
    page = open_file(browser, path)
    yield page, page.locator(".cr-widget"), scene
    page.close()


def show(page, k):
    page.evaluate("(k) => document.querySelector('.cr-widget').__codyroby.show(k)", k)


STATE = """(w) => ({
  beams: w.querySelectorAll('.cr-beam').length,
  mark: [...w.querySelectorAll('.cr-mark-chit')].map((g) => [g.getAttribute('display'),
                                                              g.textContent]),
  pile: w.querySelector('.cr-pile').textContent,
  ghost: w.querySelector('[data-piece="ghost"]').classList.contains('cr-hidden'),
  badge: w.querySelector('[data-piece="roby"] .cr-piece-badge').textContent,
})"""


def test_edges_tiles_and_the_legend_are_drawn(page):
    page, w, scene = page
    edges = w.locator(".cr-edge")
    assert [e.get_attribute("aria-label") for e in edges.all()] == [e["label"] for e in EDGES]
    wall = edges.nth(0).locator("line")
    assert [wall.get_attribute(a) for a in ("x1", "y1", "x2", "y2")] == ["62", "22", "62", "62"]
    assert edges.nth(1).locator("circle").count() == 2       # the laser's emitters, one a beam
    assert edges.nth(2).locator("line").get_attribute("stroke-dasharray")   # a ledge: dashed
    arrow = w.locator(".cr-tile-arrow")
    assert "rotate(90)" in arrow.get_attribute("transform")
    assert w.locator(".cr-legend li").inner_text().strip() == "conveyor belt: moves a robot"
    picture = scene_svg(scene)
    assert all(f'aria-label="{e["label"]}"' in picture for e in EDGES)
    assert 'x1="62" y1="22" x2="62" y2="62"' in picture                # the same wall
    shot(page, "scene-v2-parts", w)


def test_layers_and_bound_properties_follow_the_replay(page):
    """A pile shown at a step of a run says so ("Pile at this step"): a hand editor beside a
    board shows the hand now (walks 04f, fault 7, and 06f, fault 3)."""
    page, w, _ = page
    show(page, 0)
    assert w.locator(".cr-log li").first.inner_text() == "Start: Roby at A4 facing east"
    at0 = page.evaluate(STATE, w.element_handle())
    assert at0 == {"beams": 0, "mark": [["none", ""]], "pile": "Pile at this step: no cards",
                   "ghost": True, "badge": ""}
    show(page, 1)                                   # the laser fires; Roby on B4 (x 1)
    at1 = page.evaluate(STATE, w.element_handle())
    assert at1["beams"] == 1 and at1["mark"] == [["inline", "one"]]
    assert at1["pile"] == "Pile at this step: 1 card" and at1["ghost"] is True     # visible slot 0
    assert at1["badge"] == "\u27161"                                  # damage 1
    show(page, 2)
    at2 = page.evaluate(STATE, w.element_handle())
    assert at2["beams"] == 0 and at2["mark"] == [["inline", "two"]]
    assert at2["pile"] == "Pile at this step: 2 cards" and at2["badge"] == "\u27162"
    show(page, 1)                                   # and back
    assert page.evaluate(STATE, w.element_handle()) == at1
    assert not page.errors
