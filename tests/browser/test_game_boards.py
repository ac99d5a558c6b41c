"""Each game's board looks like its game, in a real browser: Robin's road of seven spaces with
its pieces named on their spaces (and an arrow group given to a piece by clicks), Droids'
transmitters behind each player's side in line with the lines they command, RoboRally's
robots named, and other players' hidden hands as counts only."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from codyroby_lab import lessons
from codyroby_lab.lessons import droids as droids_lesson
from codyroby_lab.lessons.robin import RobinPlay
from codyroby_lab.ui import BoardWidget
from codyroby_lab.ui.standalone import player_page
from tests.support.boards import GAME, moves
from tests.support.browser import notebook_page, open_file, shot

BOX = "(e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"


def board_page(browser, folder, name: str, widget, scheme: str = "light"):
    """The board widget's picture as the offline player shows it (no kernel)."""
    path = folder / f"{name}.html"
    path.write_text(player_page(widget.scene, widget.trace_meta or {},
                                bytes(widget.trace_bytes or b""), None, widget.program,
                                widget.content), encoding="utf-8")
    page = open_file(browser, path)
    page.set_viewport_size({"width": 1366, "height": 768})
    page.emulate_media(color_scheme=scheme)
    return page, page.locator(".cr-widget")


def boxes(locator) -> list[list[float]]:
    return [el.evaluate(BOX) for el in locator.all()]


def inside(inner, outer, slack: float = 0.5) -> bool:
    return (inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack
            and inner[2] <= outer[2] + slack and inner[3] <= outer[3] + slack)


def show(page, step: int):
    page.evaluate("(i) => document.querySelector('.cr-widget').__codyroby.show(i)", step)


# --- Robin -------------------------------------------------------------------------------

def test_robin_is_drawn_as_the_rulebooks_road(browser, tmp_path):
    game = RobinPlay({"first": "will"}, seed=1)
    game.move(game.legal()[0])
    page, w = board_page(browser, tmp_path, "robin", game.widget())
    board = w.locator(".cr-board")
    assert board.locator(".cr-coords").count() == 0                 # no A-G, no 1-8
    spaces = board.locator(".cr-kind-oak, .cr-kind-space, .cr-kind-castle")
    assert spaces.count() == 7
    assert [t.text_content() for t in spaces.locator(".cr-tile-text").all()] == \
        [str(k) for k in range(1, 8)]
    assert "Sherwood's old oak" in spaces.first.get_attribute("aria-label")
    assert "Nottingham castle" in spaces.last.get_attribute("aria-label")
    space_boxes = boxes(spaces.locator(".cr-tile-bg"))
    where = game.state.observation("will")["pieces"]
    for piece in board.locator(".cr-piece").all():
        name = piece.locator(".cr-piece-tag").text_content()           # named on the board
        label = piece.get_attribute("aria-label")
        assert re.fullmatch(rf"{name} on space \d( \(.*\))?", label), label
        assert "facing" not in label and not re.search(r"\b[A-G][1-8]\b", label)
        space = where[name.lower()]
        assert label.startswith(f"{name} on space {space}")
        body = piece.locator(".cr-piece-body").evaluate(BOX)
        assert inside(body, space_boxes[space - 1])                  # standing on its space
    # the words a learner reads name spaces, never squares or facings
    words = w.locator(".cr-log").inner_text() + " " + w.locator(".cr-legend").inner_text()
    assert not re.search(r"\b[A-G][1-8]\b|facing", words), words
    # the trade and the stack as cards, with names on them
    assert board.locator(".cr-kind-counter").count() == 4
    assert board.locator(".cr-kind-offer .cr-tile-text").text_content() == "offer"
    assert "Robin's hand: 4 cards, hidden" in w.inner_text()
    shot(page, "robin-road", w)
    assert not page.errors
    page.close()


def test_robin_the_log_names_the_start_by_spaces(browser, tmp_path):
    from codyroby_lab.core.trace import Trace
    from codyroby_lab.games.robin import Robin
    from codyroby_lab.ui import save_player
    state = Robin(players=["will", "robin", "marian"]).new_state(seed=3)
    trace = Trace(state)
    for _ in range(6):                              # Marian's turn: Will and Robin move
        state.play(state.legal_actions(state.waiting_for()[0])[0], trace)
    path = tmp_path / "robin-trace.html"
    save_player(trace, path, viewer="will")
    page = open_file(browser, path)
    log = page.locator(".cr-log")
    start = log.locator("li").first.inner_text()
    assert start.startswith("Start: Will on space "), start
    assert "facing" not in start and not re.search(r"\b[A-G][1-8]\b", start), start
    page.locator(".cr-widget").get_by_role("button", name="Jump to end").click()
    labels = [p.get_attribute("aria-label") for p in page.locator(".cr-piece").all()]
    assert all(re.fullmatch(r"\w+ on space \d( \(.*\))?", lab) for lab in labels), labels
    assert not page.errors
    page.close()


@pytest.fixture(scope="module")
def robin_page(lab, browser):
    with notebook_page(lab, browser, "robin_clicks.ipynb", [GAME]) as page:
        yield page


def test_robin_clicks_give_arrow_groups_to_pieces(robin_page):
    """A group clicked, then a piece (in the editor or on the board); a piece clicked alone
    takes the first group not yet applied: clicking works as dragging does."""
    page = robin_page
    w = page.locator(".cr-widget").first
    w.locator('[data-card="riches13"]').click()
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-trade-group").nth(2).wait_for()                  # +2 -1 -1 to give
    pieces = w.locator(".cr-trade-piece")
    assert all(p.evaluate("e => e.tagName") == "BUTTON" for p in pieces.all())
    w.locator('.cr-trade-group[data-group="0"]').click()              # +2 ...
    assert w.locator('.cr-trade-group[data-group="0"]').get_attribute("aria-pressed") == "true"
    w.locator('.cr-trade-piece[data-piece="robin"]').click()          # ... moves Robin
    w.locator(".cr-trade-choice").filter(has_text=moves("Robin", None, None)).wait_for()
    w.locator('.cr-board-box [data-piece="tuck"]').click()            # the next group: Tuck
    w.locator(".cr-trade-choice").filter(has_text=moves("Robin", "Tuck", None)).wait_for()
    w.locator('.cr-trade-group[data-group="2"]').click()
    w.locator('.cr-board-box [data-piece="will"]').click()            # on the board
    w.locator(".cr-trade-choice").filter(has_text=moves("Robin", "Tuck", "Will")).wait_for()
    page.keyboard.press("Escape")
    w.locator('.cr-trade-group[data-group="1"]').focus()              # and by the keyboard
    page.keyboard.press("Enter")
    w.locator('.cr-trade-piece[data-piece="tuck"]').focus()
    page.keyboard.press("Enter")
    w.locator(".cr-trade-choice").filter(has_text=moves("Robin", "Tuck", "Will")).wait_for()
    assert w.locator(".cr-trade-select").nth(1).input_value() == "tuck"
    shot(page, "lab-robin-clicks", w)
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-log").filter(has_text="moves Tuck 1 back from space 3 to space 2").wait_for()
    assert not page.js_errors


# --- Droids ------------------------------------------------------------------------------

def test_droids_transmitters_stand_behind_each_players_side(browser, tmp_path):
    game = droids_lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    # a spectator's board (a player reads the transmitters in its side panel)
    page, w = board_page(browser, tmp_path, "droids", BoardWidget(game.state.clone()))
    board = w.locator(".cr-board")
    cells = boxes(board.locator(".cr-cell"))
    top, bottom = min(c[1] for c in cells), max(c[3] for c in cells)
    columns = sorted({round((c[0] + c[2]) / 2, 1) for c in cells})
    assert len(columns) == 10
    for colour, side in (("Red", "N"), ("Blue", "S")):
        for k, letter in enumerate("ABCDEFGHIJ"):
            row = []
            for box in (1, 2, 3):
                tile = board.locator(f'[aria-label="{colour}\'s transmitter {letter}, box {box}"]')
                r = tile.locator(".cr-tile-bg").evaluate(BOX)
                assert abs((r[0] + r[2]) / 2 - columns[k]) < 1      # in line with its column
                row.append(r)
            if side == "N":                                          # box 1 nearest the board
                assert row[0][3] <= top and row[1][3] <= row[0][1] and row[2][3] <= row[1][1]
            else:
                assert row[0][1] >= bottom and row[1][1] >= row[0][3] and row[2][1] >= row[1][3]
    captions = [t.text_content() for t in board.locator(".cr-kind-caption").all()]
    assert captions == ["box 1", "box 2", "box 3"] * 2
    # start bases are squares, not rings like droids; the legend names colours and statue
    assert board.locator(".cr-kind-base .cr-tile-ring").first.get_attribute("display") == "none"
    legend = w.locator(".cr-legend").inner_text()
    assert "Red's droid: red" in legend and "Blue's droid: blue" in legend
    assert "the statue: grey" in legend
    assert not page.errors
    shot(page, "droids-transmitters", w)
    page.close()


def test_droids_chits_lie_in_their_boxes_and_the_sent_line_is_a_band(browser, tmp_path):
    board = droids_lesson.ChitsBoard(rack=("V2", "V2", "V1", "VX", "PU"), at="A1")
    board.place("V2 A 1 S").place("V1 A 2 E").place("VX C 1 S")
    widget = board.widget()
    widget.program = "pass"                         # Run my chits
    widget.run()
    # the run as a spectator's board shows it (a player reads its boxes in the side panel)
    seen = SimpleNamespace(**{k: getattr(widget, k) for k in (
        "trace_meta", "trace_bytes", "program", "content")}, scene=board.state.scene())
    page, w = board_page(browser, tmp_path, "chits", seen)
    svg = w.locator(".cr-board")

    def chit(line: str, box: int) -> str:
        tile = svg.locator(f'[aria-label="Red\'s transmitter {line}, box {box}"] .cr-tile-bg')
        r = tile.evaluate(BOX)
        return page.evaluate("([x, y]) => { const e = document.elementFromPoint(x, y)"
                             ".closest('.cr-box-chit'); return e ? e.textContent : ''; }",
                             [(r[0] + r[2]) / 2, r[3] - 4])

    show(page, 0)
    assert (chit("A", 1), chit("A", 2), chit("C", 1), chit("B", 1)) == ("V2", "V1", "VX", "")
    assert svg.locator(".cr-band").count() == 0
    show(page, 1)                                   # V2 is sent from box 1 of A
    assert chit("A", 1) == "" and chit("A", 2) == "V1"
    band = svg.locator(".cr-band").evaluate(BOX)
    cells = boxes(svg.locator(".cr-cell"))
    a = sorted(c for c in cells if abs(c[0] - min(x[0] for x in cells)) < 0.5)
    assert len(a) == 10
    assert inside(band, [a[0][0], a[0][1], a[0][2], a[-1][3]])     # over column A ...
    assert band[3] - band[1] > 8 * (a[0][3] - a[0][1])              # ... all of it
    assert svg.locator(".cr-beam").count() == 0                     # not a trail-like line
    shot(page, "droids-band", w)
    assert not page.errors
    page.close()


# --- RoboRally ---------------------------------------------------------------------------

def test_roborally_robots_are_named_and_their_numbers_stay_in_view(browser, tmp_path):
    race = lessons.RoboRallyRace(seed=1)
    race.program(1, 2, 3, 4, 5)
    page, w = board_page(browser, tmp_path, "roborally", race.widget())
    svg = w.locator(".cr-board")
    marks = {p.get_attribute("data-piece"): p.locator(".cr-piece-mark").text_content()
             for p in svg.locator(".cr-piece").all()}
    assert marks == {"Twonky": "T", "Zoom Bot": "Z", "Hammer Bot": "H"}
    legend = w.locator(".cr-legend").inner_text()
    assert "Twonky (T): red" in legend and "Zoom Bot (Z): blue" in legend
    assert "dashed rings" in legend
    piles = w.locator(".cr-piles").inner_text()
    assert re.search(r"Zoom Bot's hand: \d+ cards, hidden", piles), piles
    assert re.search(r"Twonky's hand: \w[\w ]* \(priority \d+\), \w", piles), piles  # separated
    assert ", ," not in piles
    # a dock's number is never under its triangle (walk 07t, fault 11: no arrow, a belt's); a
    # flag's stays in view under a robot
    for tile in svg.locator(".cr-kind-dock").all():
        number = tile.locator(".cr-tile-corner").evaluate(BOX)
        mark = tile.locator(".cr-tile-facing").evaluate(BOX)
        assert number[2] <= mark[0] or number[3] <= mark[1], (number, mark)
    for step in range(0, 13):
        show(page, step)
        for tile in svg.locator(".cr-kind-flag").all():
            r = tile.locator(".cr-tile-corner").evaluate(BOX)
            on_top = page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest("
                                   "'.cr-tile, .cr-piece').getAttribute('class')",
                                   [(r[0] + r[2]) / 2, (r[1] + r[3]) / 2])
            assert "cr-kind-flag" in on_top, (step, on_top)
        # every badge inside its robot's square
        cell = svg.locator(".cr-cell").first.evaluate(BOX)
        size = cell[2] - cell[0]
        for piece in svg.locator(".cr-piece:not(.cr-hidden)").all():
            body = piece.locator(".cr-piece-body").evaluate(BOX)
            cx, cy = (body[0] + body[2]) / 2, (body[1] + body[3]) / 2
            square = [cx - size / 2, cy - size / 2, cx + size / 2, cy + size / 2]
            for badge in piece.locator(".cr-piece-badge").all():
                if badge.text_content():
                    assert inside(badge.evaluate(BOX), square, 1.5), (step, badge.text_content())
    repair = svg.locator(".cr-kind-repair .cr-tile-bg").first.get_attribute("fill")
    double = svg.locator(".cr-kind-double-repair .cr-tile-bg").first.get_attribute("fill")
    assert repair != double
    assert svg.locator(".cr-kind-double-repair .cr-tile-text").first.text_content() == "++"
    shot(page, "roborally-named", w)
    assert not page.errors
    page.close()


# --- every game: the others' hidden hands --------------------------------------------------

def test_hidden_hands_say_how_many_cards_and_nothing_more(browser, tmp_path):
    game = lessons.EnergySeekersPlay(seed=11)
    widget = game.widget()
    layers = {x["id"]: x for x in widget.scene["layers"]}
    others = [p for p in game.state.game.players if p != widget.viewer]
    for p in others:
        assert layers[f"hand:{p}"]["cards"] == [] and layers[f"hand:{p}"]["slots"] == []
        assert layers[f"hand:{p}"]["hidden"] is True
    page, w = board_page(browser, tmp_path, "energy", widget)
    piles = w.locator(".cr-piles").inner_text()
    for i, p in enumerate(game.state.game.players):
        if p in others:
            n = len(game.state.hands[i])
            words = f"{n} card{'s' * (n != 1)}, hidden" if n else "no cards"
            assert f"{p.capitalize()}'s hand: {words}" in piles, piles
    assert "none" not in piles
    assert not page.errors
    page.close()
