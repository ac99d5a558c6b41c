"""Hidden stays hidden in a real browser: everything the widget sent, as the page received
it (the synced traits read from the widget's model in the page, and every WebSocket frame
the page got from the server), holds no hidden card, deck order or generator state, in
lesson 04 (the Duel against the computer, as shipped and with planted values) and in a
Seguimi game seen by the player who rebuilds. The Python-side check is tests/test_hidden.py.

Recognisable values are planted in the setups (a deck in a pattern, the computer's hand,
the hidden card sequence of a Seguimi round); the kernel writes what is secret to a file
(never to an output the page would receive), and the test looks for it in what the page
got: the wire's vectors decoded position by position (every slot the viewer may not see
is 0 at every step) and the text of every synced trait and frame.
"""

from __future__ import annotations

import base64
import json
import re
import shutil
from pathlib import Path

import pytest

from tests.support.browser import (
    WAIT,
    open_notebook,
    run_cell,
    run_code,
    shot,
    shut_kernels,
    wait_counter,
)
from tests.support.games import positions
from tests.support.hidden import cards_text, received

ROOT = Path(__file__).resolve().parents[2]
LESSON = ROOT / "notebooks" / "04_duel.ipynb"

# The kernel writes what is secret for each game here (the page never receives it).
SECRETS = """\
import json
def _secrets(state, viewer):
    d = state.to_dict()
    words = d.get("rng", {}).get("pcg64", [])
    return {"hidden": [int(s) for s in state.hidden_slots(viewer)],
            "texts": [", ".join(map(str, words)), ",".join(map(str, words))] if words else [],
            "hands": {p: list(h) for p, h in getattr(state, "hands", {}).items() if p != viewer},
            "deck": list(getattr(state, "deck", [])),
            "sequence": list(getattr(state, "hidden", []) or [])}
"""


def check(model: dict, secret: dict, frames: list[str], what: str) -> None:
    """Nothing of ``secret`` is in the widget's ``model`` or in any frame.

    The kernel's history replies are left out: JupyterLab asks the kernel for its input
    history, and IPython keeps one history for every kernel of the machine, so they carry
    the source of other tests' cells (CI's failure: another test's
    ``program='F F F F R F F'`` held the computer's hand ``F F F F R``), never a widget's
    state."""
    if model["trace_meta"]:
        data = base64.b64decode(model["trace_b64"])
        vectors = positions(model["trace_meta"], data)
        assert not vectors[:, secret["hidden"]].any(), f"{what}: a hidden slot reached the page"
    text = json.dumps(model, separators=(",", ":")) + json.dumps(model)
    marks = [*secret["texts"], *cards_text(secret["deck"]), *cards_text(secret["sequence"]),
             *(t for h in secret["hands"].values() for t in cards_text(h))]
    assert marks, f"{what}: nothing planted to look for"
    frames = [f for f in frames if "history_reply" not in f]
    for mark in marks:
        assert mark not in text, f"{what}: {mark!r} is in the synced state"
        came = next((f for f in frames if mark in f), None)
        assert came is None, f"{what}: {mark!r} came in a frame: {around(came, mark)}"


def around(frame: str, mark: str, width: int = 600) -> str:
    """The part of ``frame`` around ``mark``: where a failure shows what carried it."""
    at = frame.index(mark)
    return frame[max(0, at - width):at + len(mark) + width]


@pytest.fixture(scope="module")
def page(lab, browser):
    shutil.copy(LESSON, Path(lab["root"]) / LESSON.name)
    page = browser.new_page()
    page.frames_in = []

    def listen(ws):
        ws.on("framereceived", lambda p: page.frames_in.append(
            p if isinstance(p, str) else p.decode("latin-1")))
    page.on("websocket", listen)
    page.js_errors = []
    page.on("pageerror", lambda e: page.js_errors.append(str(e)))
    open_notebook(page, lab, LESSON.name)
    yield page
    page.close()
    shut_kernels(lab, [LESSON.name])


def secrets_of(page, lab, names: dict[str, str]) -> dict[str, dict]:
    """The kernel writes each game's secrets to a file (``names``: label -> expression
    giving ``(state, viewer)``); the test reads the file."""
    body = ", ".join(f"{k!r}: _secrets(*({v}))" for k, v in names.items())
    run_code(page, SECRETS + f"open('secrets.json', 'w').write(json.dumps({{{body}}}))")
    return json.loads((Path(lab["root"]) / "secrets.json").read_text())


def play_a_turn(page, w) -> None:
    """The learner plays the first card of the hand on the board; the computer answers.
    The board is let finish its first answer first: a click while it waits for Python was
    lost once under load (a fresh clone beside another)."""
    page.wait_for_function("(el) => !el.hasAttribute('aria-busy')", arg=w.element_handle(),
                           timeout=WAIT)
    w.locator(".cr-palette [data-card]").first.click()
    w.locator(".cr-chosen .cr-card").first.wait_for()
    w.locator(".cr-speed").fill("7")
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step ")
    page.wait_for_function("(el) => /of (\\d+)/.test(el.textContent)",
                           arg=w.locator(".cr-counter").element_handle())


def test_the_duel_lesson_sends_no_hidden_card_deck_or_generator(page, lab):
    lesson = page.locator(".cr-widget").first
    play_a_turn(page, lesson)
    run_cell(page, "from codyroby_lab.lessons import DuelPlay\n"
                   "planted = DuelPlay({'deck': list('RLFFRRLLRF' * 3), 'hands': "
                   "{'A': list('FFLRF'), 'B': list('LLRRL')}, 'blocks_each': 0}, seed=77)\n"
                   "planted.widget()")
    mine = page.locator(".cr-widget").last
    play_a_turn(page, mine)
    secrets = secrets_of(page, lab, {"lesson": "duel.state, duel.you",
                                     "planted": "planted.state, planted.you"})
    models = received(page)
    assert len(models) == 2 and all(m["trace_meta"] for m in models)
    assert secrets["planted"]["hands"]["B"] and secrets["planted"]["deck"]
    check(models[0], secrets["lesson"], page.frames_in, "lesson 04")
    check(models[1], secrets["planted"], page.frames_in, "planted Duel")
    # the computer's cards show only as a count, its draws without the cards
    pile = mine.locator(".cr-pile").filter(has_text="B's hand")
    assert re.fullmatch(r"\d+ cards?, hidden", pile.locator(".cr-pile-cards").inner_text())
    shot(page, "hidden-duel", mine)
    assert not page.js_errors


def test_a_seguimi_rebuilder_gets_no_hidden_card(page, lab):
    run_cell(page, "from codyroby_lab.games.codyroby.follow_me import FollowMe\n"
                   "from codyroby_lab.ui import BoardWidget\n"
                   "fm = FollowMe.from_setup({'length': 6, 'rounds': 2}).new_state(seed=4)\n"
                   "fm.apply('lay ' + ' '.join('FFRFRF'))\n"
                   "seguimi = BoardWidget(fm, viewer='B', title='Seguimi: you rebuild')\n"
                   "seguimi")
    w = page.locator(".cr-widget").last
    w.locator(".cr-palette [data-card]").first.wait_for()
    secrets = secrets_of(page, lab, {"seguimi": "fm, 'B'"})
    assert secrets["seguimi"]["sequence"] == list("FFRFRF")
    check(received(page)[-1], secrets["seguimi"], page.frames_in, "Seguimi before rebuilding")
    shot(page, "hidden-seguimi", w)
    assert not page.js_errors
