"""The desk check in the browser is Python's: for a sample trace of every registered game
(a random playout from the registry-wide test's setups), seen by a player and by a
spectator, the browser's evaluation of the scene's column spec (widgets/desk.js over the
replayed vectors) gives, at every step, exactly the row of ``trace.view(viewer).table()``
(step, card, actor, phase, the game's describe(viewer) columns, event); and the table on
the page shows those rows for a few steps of each game.

The whole-trace comparison needs no Node and no JupyterLab: it calls the player's own code
in the offline page, in Chromium.
"""

from __future__ import annotations

import pytest

from codyroby_lab.core import registry
from codyroby_lab.ui import save_player
from tests.support.browser import WORDS_FIT, open_file, shot
from tests.support.games import sample

GAMES = registry.names()
ROWS = "() => { const api = document.querySelector('.cr-widget').__codyroby; " \
       "const out = []; for (let k = 0; k <= api.steps; k++) out.push(api.desk(k)); " \
       "return {columns: api.columns(), rows: out}; }"
SHOWN = """(k) => {
  const w = document.querySelector('.cr-widget');
  w.__codyroby.show(k);
  const tr = w.querySelector('.cr-desk tr.cr-current');
  return {head: [...w.querySelectorAll('.cr-desk th')].map((th) => th.textContent),
          row: tr ? [...tr.cells].map((td) => td.textContent) : null};
}"""


@pytest.fixture(scope="module")
def traces():
    return {name: sample(name) for name in GAMES}


def opened(browser, tmp_path, trace, viewer):
    path = tmp_path / "desk.html"
    save_player(trace, path, viewer=viewer)
    return open_file(browser, path)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("who", ["player", "spectator"])
def test_the_browser_desk_check_is_describe_at_every_step(browser, tmp_path, traces, name, who):
    trace = traces[name]
    viewer = trace.start.game.players[0] if who == "player" else None
    table = trace.view(viewer).table(0, trace.steps + 1)
    page = opened(browser, tmp_path, trace, viewer)
    got = page.evaluate(ROWS)
    assert got["columns"] == table.columns, name
    want = [[row.get(c, "") for c in table.columns] for row in table.rows]
    assert len(got["rows"]) == len(want) == trace.steps + 1
    for k, (js, py) in enumerate(zip(got["rows"], want, strict=True)):
        assert js == py, f"{name}, {who}, step {k}"
    for k in sorted({0, 1, trace.steps // 2, trace.steps}):       # and the page shows them
        shown = page.evaluate(SHOWN, k)
        assert shown["head"] == table.columns and shown["row"] == want[k], (name, k)
    if who == "player":
        shot(page, f"desk-{name}", page.locator(".cr-widget"))
    assert not page.errors
    page.close()


def test_desk_check_words_are_never_broken_at_a_school_laptop_width(browser, tmp_path):
    """RoboRally's desk check, seen at 1366 px: phase names and robot names stay whole."""
    from codyroby_lab import lessons
    race = lessons.RoboRallyRace(seed=1)
    race.program(1, 2, 3, 4, 5)
    path = tmp_path / "race.html"
    save_player(race.turns[-1].trace, path)
    page = open_file(browser, path)
    page.set_viewport_size({"width": 1366, "height": 768})
    for k in (0, 5, 20):
        page.evaluate("(k) => document.querySelector('.cr-widget').__codyroby.show(k)", k)
        words = page.evaluate(WORDS_FIT)
        assert not [w for w in words if w.isalpha()], (k, words)
    page.close()
