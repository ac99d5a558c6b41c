"""Pieces sharing a square on the board, in a real browser (walk 06n): shrunk to fit, each
still shows which way it faces."""

from __future__ import annotations

import pytest

from tests.support.browser import open_file, open_player, shot

#: three pieces on the tunnel end 18 (its words "18TT" move to a corner), facing three ways
SHARED = {"players": ["ada", "cody", "roby"],
          "pieces": {"ada": {"position": 18, "facing": "N"},
                     "cody": {"position": 18, "facing": "E"},
                     "roby": {"position": 18, "facing": "S"}},
          "controlled": ["ada"]}


@pytest.fixture(scope="module")
def shared(browser, tmp_path_factory):
    from codyroby_lab.core.trace import Trace
    from codyroby_lab.games.energy_seekers import EnergySeekers
    from codyroby_lab.ui import save_player
    state = EnergySeekers.from_setup(SHARED).new_state(seed=1)
    path = tmp_path_factory.mktemp("crowded") / "shared.html"
    save_player(Trace(state), path)
    page = open_file(browser, path)
    page.wait_for_timeout(300)                              # past the move transition
    yield page, page.locator(".cr-widget")
    page.close()


def test_a_shrunk_piece_s_nose_stays_big_enough_to_see_which_way_it_faces(shared):
    """Fault 2: three pieces on 18TT shrank to about 10 px and the nose that shows the way
    each faces to 2 or 3: the lesson asks "which way does Ada face?". The nose keeps at
    least a sixth of a square, and still points the way its piece faces."""
    page, w = shared
    cell = w.locator(".cr-cell").first.bounding_box()["width"]
    for piece in w.locator(".cr-piece").all():
        body = piece.locator(".cr-piece-body").bounding_box()
        nose = piece.locator(".cr-piece-arrow").bounding_box()
        assert max(nose["width"], nose["height"]) >= cell / 6, (piece.get_attribute(
            "aria-label"), nose, cell)
        label = piece.get_attribute("aria-label")
        mid = (nose["x"] + nose["width"] / 2 - body["x"] - body["width"] / 2,
               nose["y"] + nose["height"] / 2 - body["y"] - body["height"] / 2)
        way = {"north": mid[1] < 0, "east": mid[0] > 0, "south": mid[1] > 0}
        assert next(ok for word, ok in way.items() if f"facing {word}" in label), label
    shot(page, "crowded-noses", w)
    assert not page.errors


def _overlap(a: dict, b: dict) -> bool:
    return not (a["x"] + a["width"] <= b["x"] or b["x"] + b["width"] <= a["x"] or
                a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"])


def test_the_remote_controlled_piece_wears_a_ring_and_no_badge_covers_the_square_s_words(shared):
    """Fault 3: the "RC" badge was drawn over the square's "18TT", and with three pieces on
    it nothing said which one was remote-controlled (it also hid Ada's nose). The piece
    wears a dashed ring, the key says what it means, and no RC badge covers the words."""
    page, w = shared
    rings = {p.get_attribute("data-piece"): p.locator(".cr-piece-rc")
             for p in w.locator(".cr-piece").all()}
    assert rings["ada"].is_visible() and not rings["cody"].is_visible()
    assert rings["roby"].count() == 1 and not rings["roby"].is_visible()
    words = w.locator(".cr-tile-text", has_text="18TT")
    badges = [b for b in w.locator(".cr-badge-controlled").all()
              if (b.text_content() or "").strip()]
    assert all(not _overlap(b.bounding_box(), words.bounding_box()) for b in badges)
    assert "blue dashed ring" in w.locator(".cr-legend").inner_text()


@pytest.fixture(scope="module")
def swapped(browser, tmp_path_factory):
    """Ada walks 29, 30, 31 and the Swap sends her to 5, down the same column; Roby, white,
    walks 2, 3, 4 and the tunnel takes it to 18: the replay at its end."""
    import numpy as np

    from codyroby_lab.core.trace import Trace
    from codyroby_lab.games.energy_seekers import EnergySeekers, bots
    from codyroby_lab.ui import save_player
    state = EnergySeekers.from_setup({
        "players": ["ada", "cody", "roby"], "deck": ["F"] * 12,
        "pieces": {"ada": {"position": 29, "facing": "W"},
                   "roby": {"position": 2, "facing": "E"}}}).new_state(seed=1)
    trace = Trace(state)
    state.play("F F", trace)
    while state.current_player() != "ada":
        player = state.current_player()
        state.play(bots.greedy(state, player, np.random.default_rng(0)), trace)
    path = tmp_path_factory.mktemp("trails") / "swapped.html"
    save_player(trace, path)
    page = open_player(browser, path, viewport=(1366, 650))
    w = page.locator(".cr-widget")
    w.locator(".cr-end").click()
    yield page, w
    page.close()


def test_a_jump_draws_no_line_and_no_trail_hides_a_square_s_number(swapped):
    """Walk 06z, fault 3: a Swap (31 to 5) drew a straight line down the whole board, over
    23 and 13, a wrong Challenge answer a diagonal over grey squares, read as roads; the
    trails struck out the numbers, and Roby's white trail vanished on the pale squares.
    A trail's line joins only squares next to each other on the path (a jump has its
    dashed rings), the numbers are drawn over the trails, and a white trail has a casing."""
    page, w = swapped
    cell = w.locator(".cr-cell").first.bounding_box()["width"]
    lines = page.evaluate("""(w) => [...w.querySelectorAll('.cr-trail')].map((p) => {
        const d = p.getAttribute('d'), out = [];
        for (const m of d.matchAll(/M([-\\d.]+),([-\\d.]+)L([-\\d.]+),([-\\d.]+)/g))
          out.push(Math.hypot(m[3] - m[1], m[4] - m[2]));
        return out; })""", w.element_handle())
    scale = w.locator(".cr-board").bounding_box()["width"] / float(
        w.locator(".cr-board").get_attribute("viewBox").split()[2])
    assert all(lines) and max(max(d) for d in lines) * scale <= cell * 1.05, (lines, cell)
    ada = w.locator(".cr-trail-hop").first.get_attribute("d")
    assert ada.count("a") >= 4                                # the Swap's two dashed rings
    # each square's number is painted over the trails, where the trails cross it
    over = page.evaluate("""(w) => {
        const g = w.querySelector('.cr-words-over'), t = w.querySelector('.cr-trails');
        return {after: !!(t.compareDocumentPosition(g) & Node.DOCUMENT_POSITION_FOLLOWING),
                words: [...g.querySelectorAll('use')].map((u) =>
                  w.querySelector(u.getAttribute('href'))?.textContent)}; }""",
        w.element_handle())
    assert over["after"] and {"23", "13", "12SW", "30"} <= set(over["words"]), over
    casings = [c.evaluate("(p) => getComputedStyle(p).display !== 'none' && !!p.getAttribute('d')")
               for c in w.locator(".cr-trail-casing").all()]
    assert not casings[0] and casings[2], casings             # Ada purple, Roby white
    shot(page, "trails-swap-light", w)
    page.evaluate("document.body.dataset.jpThemeLight = 'false'")
    page.wait_for_function("() => document.querySelector('.cr-widget').dataset.theme === 'dark'")
    shot(page, "trails-swap-dark", w)
    assert not page.errors
