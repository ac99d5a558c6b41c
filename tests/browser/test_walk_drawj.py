"""Walks 07i and 06i: how pieces and their badges are drawn on a laptop (1366x650).

Walk 07i, faults 9 and 15: on the 12x12 RoboRally board (squares about 30 px) a robot's
lives and damage ran together ("♥3-✖1"). Walk 06i, fault 3: three pieces on the tunnel end
18 hid the square's "18TT", and a crowded piece's "RC" was a few pixels high."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, WAIT, notebook_page, shot, wait_end

RACE = """\
from codyroby_lab import lessons
race = lessons.RoboRallyRace({"robots": {"Twonky": {"at": "G4", "damage": 7, "flags": 1},
    "Zoom Bot": {"at": "G5", "damage": 9, "flags": 1}, "Hammer Bot": {"at": "G6", "damage": 1}}})
race.widget()"""

CROWD = """\
from codyroby_lab import lessons
crowd = lessons.EnergySeekersPlay({"players": ["ada", "cody", "roby"], "controlled": ["ada"],
    "pieces": {p: {"position": 18, "facing": "E"} for p in ("ada", "cody", "roby")}})
crowd.widget()"""

# two robots pushed into one pit: crossed out there together till the turn ends, each drawn
# smaller on the shared square (walk 07q5, fault 3)
PIT = """\
from codyroby_lab import lessons
pit = {"board": {"width": 5, "height": 5, "elements": [{"kind": "pit", "at": "C2"}]},
       "robots": {"Twonky": {"at": "C3", "damage": 2, "facing": "N"},
                  "Zoom Bot": {"at": "C4", "damage": 3, "facing": "N"}},
       "program": {"Twonky": ["Move 1 (priority 490)"], "Zoom Bot": ["Move 2 (priority 670)"]},
       "phases": 1}
lessons.replay(pit, show=True)"""

BOX = "(el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walkdrawj.ipynb", [RACE, CROWD, PIT],
                       viewport=LAPTOP) as page:
        page.locator(".cr-widget .cr-board").nth(2).wait_for(timeout=WAIT)
        yield page


def square_of(piece):
    """The square (left, top, right, bottom, in px) a piece stands on: its board's square
    size around the middle of its body (a piece alone stands in its square's middle)."""
    svg = piece.locator("xpath=ancestor::*[local-name()='svg'][1]")
    cell = svg.locator(".cr-cell").first.evaluate(BOX)
    size = cell[2] - cell[0]
    body = piece.locator(".cr-piece-body").evaluate(BOX)
    cx, cy = (body[0] + body[2]) / 2, (body[1] + body[3]) / 2
    return [cx - size / 2, cy - size / 2, cx + size / 2, cy + size / 2]


def test_lives_and_damage_stand_apart_inside_the_square(page):
    """Faults 9 and 15: each robot's lives and damage marks keep a clear gap between them
    (at least 4 px of this laptop's screen) and both stay inside the robot's square."""
    w = page.locator(".cr-widget").first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    for name in ("Twonky", "Zoom Bot", "Hammer Bot"):
        piece = w.locator(f'.cr-piece[data-piece="{name}"]')
        lives = piece.locator(".cr-badge-lives").evaluate(BOX)
        damage = piece.locator(".cr-badge-damage").evaluate(BOX)
        assert piece.locator(".cr-badge-damage").text_content().startswith("\u2716")
        gap = damage[0] - lives[2]
        print(name, "gap", round(gap, 1), "px")
        assert gap >= 4, (name, gap, lives, damage)
        square = square_of(piece)
        for box in (lives, damage):
            assert square[0] - 0.5 <= box[0] and box[2] <= square[2] + 0.5, (name, box, square)
            assert square[1] - 0.5 <= box[1] and box[3] <= square[3] + 0.5, (name, box, square)
    shot(page, "walkdrawj-race-badges", w)
    assert not page.js_errors


def test_crowded_pieces_leave_the_squares_words_in_view(page):
    """Walk 06i, fault 3: with Ada, Cody and Roby on the tunnel end 18 (A4), the square's
    "18TT" moves to its top-left corner and nothing covers it; the pieces stand on the
    square, their middles in it, and Ada's remote-control mark (walk 06n, fault 3: a ring
    round her) is at least 7 px high. Walk 06q5, fault 1: the three were tiny overlapping
    discs, A, C and R unread: each body is at least 14 px wide, its letter at least 7 px
    high, and no body covers another (this test held the bodies inside the square before:
    they may now reach into the square under it)."""
    w = page.locator(".cr-widget").nth(1)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    words = w.locator(".cr-tile-text", has_text="18TT")
    box = words.evaluate(BOX)
    on_top = page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest("
                           "'.cr-tile, .cr-piece').getAttribute('class')",
                           [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2])
    assert "cr-kind-tunnel" in on_top, on_top
    assert box[3] - box[1] >= 7, box
    # walk 06n, fault 3: an "RC" over the words named no piece: a ring round Ada says it
    rc = w.locator('.cr-piece[data-piece="ada"] .cr-piece-rc')
    assert rc.is_visible() and rc.evaluate(BOX)[3] - rc.evaluate(BOX)[1] >= 7
    square = words.locator("xpath=..").evaluate(BOX)                 # its tile
    bodies = []
    for p in ("ada", "cody", "roby"):
        piece = w.locator(f'.cr-piece[data-piece="{p}"]')
        body = piece.locator(".cr-piece-body").evaluate(BOX)
        mid = ((body[0] + body[2]) / 2, (body[1] + body[3]) / 2)
        assert square[0] - 3 <= mid[0] <= square[2] + 3, (p, body, square)
        assert square[1] - 3 <= mid[1] <= square[3] + 3, (p, body, square)
        assert body[1] >= box[3] - 1, (p, body, box)      # under the words
        letter = piece.locator(".cr-piece-mark").evaluate(BOX)
        print(p, "body", round(body[2] - body[0], 1), "px, letter",
              round(letter[3] - letter[1], 1), "px")
        assert body[2] - body[0] >= 14 and letter[3] - letter[1] >= 7, (p, body, letter)
        assert piece.locator(".cr-piece-mark").text_content() == p[0].upper()
        bodies.append(body)
    for i, a in enumerate(bodies):                        # round bodies: by their middles
        for b in bodies[i + 1:]:
            apart = (((a[0] + a[2]) - (b[0] + b[2])) ** 2 + ((a[1] + a[3]) - (b[1] + b[3])) ** 2
                     ) ** 0.5 / 2
            assert apart >= (a[2] - a[0] + b[2] - b[0]) / 2, (a, b)
    shot(page, "walkdrawj-crowd", w)
    assert not page.js_errors


def test_the_marks_under_robots_on_one_square_stand_apart(page):
    """Walk 07q5, fault 3: "✖1" sat on "♥3" under a robot. Two robots pushed into one pit
    share its square, each drawn smaller, their marks drawn larger to stay readable: under
    each one, lives and damage still keep a clear gap (light and dark)."""
    w = page.locator(".cr-widget").nth(2)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    marks = []
    for name in ("Twonky", "Zoom Bot"):
        piece = w.locator(f'.cr-piece[data-piece="{name}"]')
        assert "at C2" in piece.get_attribute("aria-label"), name       # both in the pit
        marks += [(name, piece.locator(f".cr-badge-{k}").evaluate(BOX))
                  for k in ("lives", "damage")]
    for k, (one, a) in enumerate(marks):                 # no two marks meet, whoever's
        for other, b in marks[k + 1:]:
            apart = max(b[0] - a[2], a[0] - b[2]) >= 4 or max(b[1] - a[3], a[1] - b[3]) >= 0
            assert apart, (one, a, other, b)
    shot(page, "walkdrawj-pit-badges-light", w)
    page.evaluate("() => { document.body.dataset.jpThemeLight = 'false'; }")
    page.wait_for_function("(w) => w.dataset.theme === 'dark'", arg=w.element_handle())
    shot(page, "walkdrawj-pit-badges-dark", w)
    page.evaluate("() => { document.body.dataset.jpThemeLight = 'true'; }")
    assert not page.js_errors
