"""Printed sheets (issue 33), read back: each PDF parsed (page size, page count, the text on
it, the fonts embedded) and rendered to pixels (pypdfium2), compared with the scene the
widget draws."""

from __future__ import annotations

import json

import pypdfium2 as pdfium
import pytest
from hypothesis import given
from hypothesis import strategies as st
from pypdf import PdfReader

from codyroby_lab import lessons
from codyroby_lab.cli import main
from codyroby_lab.core.errors import LabError, SetupError
from codyroby_lab.core.look import look
from codyroby_lab.core.svg import view_box
from codyroby_lab.games.cards import BLUE_CARDS, DECK, STARTER_DECK
from codyroby_lab.games.codyroby import CodyRoby
from codyroby_lab.games.codyroby.challenge import Challenge
from codyroby_lab.games.droids import Droids
from codyroby_lab.games.droids.board import COLOURS as DROID_COLOURS
from codyroby_lab.games.droids.chits import CHITS
from codyroby_lab.games.droids.rules import CHITS as RULES_CHITS
from codyroby_lab.games.energy_seekers import EnergySeekers
from codyroby_lab.games.robin import Deck, Robin, Track
from codyroby_lab.games.roborally import RoboRally
from codyroby_lab.games.roborally import rules as roborally_rules
from codyroby_lab.games.roborally.deck import deck_data
from codyroby_lab.games.roborally.options import OPTIONS
from codyroby_lab.games.roborally.robots import DESTROYING_DAMAGE
from codyroby_lab.printing import print_sheets
from codyroby_lab.printing.boards import SQUARE
from codyroby_lab.printing.droids import CHIT, board_page
from codyroby_lab.printing.droids import HEAD as DROIDS_HEAD
from codyroby_lab.printing.pages import CARDS_HEAD, HEAD, MARGIN, MARK, Sheets, cuts
from codyroby_lab.printing.robin import CARD as ROBIN_CARD
from codyroby_lab.printing.roborally import board_page as roborally_page
from codyroby_lab.printing.roborally_cards import PROGRAM, face_key
from codyroby_lab.printing.roborally_program import locks
from codyroby_lab.ui import CodyRobyBoard

A4 = (595.28, 841.89)          # points
PT = 72 / 25.4                 # points per mm
BLOCKS = ["B2", "C3", "E4"]
SETUP = {"board": {"width": 5, "height": 5, "blocks": BLOCKS, "targets": {"red": "E1"}},
         "robots": {"roby": {"at": "A5", "facing": "N"}}}
CHALLENGE = {"title": "Round the corner", "text": "Bring Roby to the star.",
             "board": {"width": 5, "height": 5, "blocks": ["B4"]},
             "start": "A5", "target": "C4", "budget": 6}


def _start():
    return CodyRoby(SETUP).new_state()


@pytest.fixture(scope="module")
def lesson(tmp_path_factory):
    """One PDF of every kind so far: the floor board (2 pages), a challenge, a worksheet."""
    path = tmp_path_factory.mktemp("sheets") / "lesson.pdf"
    print_sheets(path, boards=[_start()], challenges=[Challenge.from_dict(CHALLENGE)],
                 worksheets=[("F F R F F", _start())])
    return path


@pytest.fixture(scope="module")
def answers(tmp_path_factory):
    path = tmp_path_factory.mktemp("answers") / "answers.pdf"
    print_sheets(path, worksheets=[("REPEAT 2 [F F R]", Challenge.from_dict(CHALLENGE))],
                 answers=True)
    return path


def _texts(path):
    return [page.extract_text() for page in PdfReader(path).pages]


def test_a_lesson_prints_on_a4_pages_in_order(lesson):
    reader = PdfReader(lesson)
    assert len(reader.pages) == 4
    assert {(float(p.mediabox.width), float(p.mediabox.height)) for p in reader.pages} == {A4}
    texts = _texts(lesson)
    assert "CodyRoby: page 1 of 2" in texts[0] and "page 2 on its right" in texts[0]
    assert "page 1 on its left" in texts[1]
    assert "Round the corner" in texts[2] and "Bring Roby to the star." in texts[2]
    assert "From A5 facing north to C4 (budget 6 cards, F, L and R only)." in texts[2]
    assert "Desk check: CodyRoby" in texts[3] and "Program: F F R F F" in texts[3]


def test_a_board_too_big_for_a_page_is_cut_at_square_edges_each_square_named(lesson):
    texts = _texts(lesson)
    first = {f"{c}{r}" for c in "ABC" for r in range(1, 6)}
    second = {f"{c}{r}" for c in "DE" for r in range(1, 6)}
    assert first <= set(texts[0].split()) and not second & set(texts[0].split())
    assert second <= set(texts[1].split()) and not first & set(texts[1].split())


def _pixels(path, page, scale=1.0):
    image = pdfium.PdfDocument(path)[page].render(scale=scale).to_pil().convert("L")
    return image, scale * PT


def test_the_printed_board_shows_the_scenes_blocks_and_nothing_else_dark(lesson):
    """The floor board's first page, at each square's centre: dark where the scene has a
    block, light elsewhere (Roby's square and the target's left out: a piece, a ring)."""
    image, px = _pixels(lesson, 0)
    scene = _start().scene()
    cell, margin = look()["cell"], look()["margin"]
    mm = SQUARE / cell
    tiles = {tuple(t["at"]): t["kind"] for t in scene["tiles"]}
    seen = {}
    for x in range(3):                       # page 1 holds columns A to C
        for y in range(5):
            cx = MARGIN + MARK + (margin + (x + 0.5) * cell) * mm
            cy = MARGIN + HEAD + (margin + (y + 0.5) * cell) * mm
            seen[(x, y)] = image.getpixel((round(cx * px), round(cy * px)))
    for square, grey in seen.items():
        if tiles.get(square) == "block":
            assert grey < 128, square
        elif square != (0, 4):
            assert grey > 200, square


def test_the_worksheet_leaves_the_rows_empty_and_the_answers_fill_them(lesson, answers):
    blank = _texts(lesson)[3]
    assert "step card square facing event" in blank
    assert "Roby moves forward" not in blank and "Name:" in blank
    filled = _texts(answers)
    assert len(filled) == 1 and "Desk check: Round the corner (answers)" in filled[0]
    run = Challenge.from_dict(CHALLENGE).run("REPEAT 2 [F F R]")
    for row in run.table().rows[1:]:
        assert row["event"] in filled[0]


def test_the_answers_draw_the_trail_the_blank_sheet_does_not(lesson, answers):
    """Roby's trail is drawn in Roby's colour: the answers' board has more of it."""
    def purple(path, page):
        image = pdfium.PdfDocument(path)[page].render(scale=0.5, rev_byteorder=True)
        rgb = image.to_numpy().astype(int)
        r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
        return int(((r < 220) & (b > 150) & (g < 200)).sum())
    assert purple(answers, 0) > purple(lesson, 3)


def test_every_font_is_embedded(lesson):
    data = lesson.read_bytes()
    assert data.count(b"/FontFile2") == data.count(b"/Type /FontDescriptor") == 2
    assert b"/Helvetica" not in data and b"/Times" not in data


def test_letter_landscape(tmp_path):
    path = print_sheets(tmp_path / "c.pdf", challenges=[Challenge.from_dict(CHALLENGE)],
                        paper="letter", landscape=True)
    page = PdfReader(path).pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == (792, 612)


def test_a_board_widget_prints_its_board_and_its_programs_worksheet(tmp_path):
    board = CodyRobyBoard(SETUP, "F F R")
    texts = _texts(board.to_pdf(tmp_path / "board.pdf", answers=True))
    assert len(texts) == 3 and "Program: F F R" in texts[2]
    assert "Roby turns right to face east" in texts[2]


def test_lessons_print_a_challenges_board_with_its_goal(tmp_path):
    c = lessons.challenge(start="A5", target="C4", budget=5, title="Star")
    w = lessons.board(on=c, run=False)
    texts = _texts(lessons.print_sheets(tmp_path / "s.pdf", boards=[w], challenges=[c]))
    assert "goal at C4" in texts[0] and "The star marks the target, C4." in texts[2]


@pytest.mark.parametrize("kwargs, field", [
    ({}, "sheets"),
    ({"boards": ["5x5"]}, "boards[0]"),
    ({"challenges": [{"start": "A5"}]}, "challenges[0]"),
    ({"worksheets": [("", None)]}, "worksheets[0]"),
    ({"worksheets": [CodyRobyBoard()]}, "worksheets[0]"),
    ({"boards": [{"grid": {"width": 3, "height": 3}}], "paper": "a3"}, "paper"),
    ({"droids": [CodyRoby()]}, "droids[0]"),
    ({"roborally": [EnergySeekers()]}, "roborally[0]"),
    ({"program_sheets": [CodyRoby()]}, "program_sheets[0]"),
    ({"robin": [RoboRally()]}, "robin[0]"),
])
def test_what_cannot_be_printed_is_named_and_no_file_is_written(tmp_path, kwargs, field):
    with pytest.raises(SetupError) as e:
        print_sheets(tmp_path / "x.pdf", **kwargs)
    assert e.value.field == field
    assert not (tmp_path / "x.pdf").exists()


def test_the_command_prints_each_kind(tmp_path, capsys):
    challenge = tmp_path / "c.json"
    challenge.write_text(json.dumps(CHALLENGE))
    out = tmp_path / "w.pdf"
    assert main(["print", "worksheet", str(challenge), "F R F", "--out", str(out),
                 "--answers"]) == 0
    assert "Roby turns right to face east" in _texts(out)[0]
    assert main(["print", "challenge", str(challenge), str(challenge), "--out", str(out)]) == 0
    assert len(_texts(out)) == 2
    assert main(["print", "board", "3x3", "--out", str(out), "--landscape",
                 "--paper", "letter"]) == 0
    assert len(_texts(out)) == 1
    assert capsys.readouterr().out.count("wrote ") == 3


@pytest.mark.parametrize("argv, words", [
    (["worksheet", "5x5"], "FILE: worksheet takes a BOARD and a PROGRAM, not 1 name"),
    (["board"], "FILE: board takes one BOARD or more, not 0 names"),
    (["energy-seekers", "a", "b"], "FILE: energy-seekers takes one SETUP at most"),
    (["energy-seekers", "5x5"], "5x5"),
    (["droids", "a", "b"], "FILE: droids takes one SETUP at most, not 2 names"),
    (["droids", "nowhere.json"], "nowhere.json"),
    (["roborally", "a", "b"], "FILE: roborally takes one SETUP at most, not 2 names"),
    (["roborally-program", "nowhere.json"], "nowhere.json"),
    (["roborally-cards", "x.json"], "FILE: roborally-cards takes no FILE, not 1 name"),
    (["robin", "a", "b"], "FILE: robin takes one SETUP at most, not 2 names"),
    (["robin", "nowhere.json"], "nowhere.json"),
    (["board", "5x5", "--answers"], "--answers: only a worksheet has answers"),
    (["challenge", "5x5"], "CHALLENGE: '5x5' is not a file"),
    (["worksheet", "5x5", "F X"], "'X' is not a card"),
    (["board", "30x3"], "board.width"),
])
def test_the_command_refuses_bad_input_in_words_exit_2(tmp_path, capsys, argv, words):
    out = tmp_path / "x.pdf"
    assert main(["print", *argv, "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err and not out.exists()


def test_an_unwritable_file_is_a_lab_error():
    with pytest.raises(LabError, match="cannot write"):
        print_sheets("/nonexistent/folder/x.pdf", boards=[_start()])


@given(st.lists(st.integers(1, 60), min_size=1, max_size=12), st.integers(60, 200))
def test_a_cut_board_covers_every_part_once_each_piece_fits_and_ends_on_an_edge(widths, room):
    edges, here = [], 0
    for w in widths:
        here += w
        edges.append(here)
    end = edges.pop()
    pieces = cuts(0, edges, end, room)
    assert pieces[0][0] == 0 and pieces[-1][1] == end
    assert all(a[1] == b[0] for a, b in zip(pieces, pieces[1:], strict=False))
    assert all(b - a <= room and (b in edges or b == end) for a, b in pieces)


@pytest.fixture(scope="module")
def seekers(tmp_path_factory):
    path = tmp_path_factory.mktemp("seekers") / "es.pdf"
    return print_sheets(path, energy_seekers=[EnergySeekers()])


def test_energy_seekers_is_one_a4_page_with_the_path_numbers_and_the_squares_words(seekers):
    reader = PdfReader(seekers)
    assert len(reader.pages) == 1
    page = reader.pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == A4
    text = " ".join(page.extract_text().split())        # a long legend line wraps
    scene = EnergySeekers().new_state(0).scene(None)
    for tile in scene["tiles"]:
        assert tile["text"] in text
    for item in scene["legend"]:
        on_paper = item["kind"] not in ("piece", "facing")   # no piece is printed
        assert (" ".join(item["label"].split()) in text) == on_paper
    assert "fold along the dashed lines" in text


def test_energy_seekers_folds_in_eight_along_dashed_lines(seekers):
    """Below the words, where nothing else is drawn: a dashed grey line down the middle
    (the fold across the page) and none a quarter of the way across."""
    image, px = _pixels(seekers, 0, scale=2)
    def column(x_mm):
        return [image.getpixel((round(x_mm * px), round(y * px))) for y in range(262, 290)]
    middle = column(105)
    assert any(g < 200 for g in middle) and any(g > 240 for g in middle)   # dashes and gaps
    assert all(g > 240 for g in column(52))
    rows = [image.getpixel((round(x * px), round(297 * 3 / 4 * px))) for x in range(150, 200)]
    assert any(g < 200 for g in rows)


@pytest.fixture(scope="module")
def deck(tmp_path_factory):
    path = tmp_path_factory.mktemp("cards") / "cards.pdf"
    assert main(["print", "cards", "--out", str(path)]) == 0
    return path


@pytest.mark.rule("codyroby.deck")
def test_the_cards_are_the_starter_deck_and_the_blue_cards_on_a4(deck):
    """DECISIONS.md, CodyRoby (rules DECK): 40 cards, 24 F, 8 L, 8 R; a full deck adds 4
    repeat, 4 IF and 4 ELSE; nine cards to a page, each with its word."""
    assert "24 F, 8 L, 8 R" in DECK.text and "4 repeat, 4 IF and 4 ELSE" in DECK.text
    assert STARTER_DECK == {"F": 24, "L": 8, "R": 8}
    assert BLUE_CARDS == {"REPEAT": 4, "IF": 4, "ELSE": 4}
    reader = PdfReader(deck)
    assert len(reader.pages) == 6
    assert {(float(p.mediabox.width), float(p.mediabox.height)) for p in reader.pages} == {A4}
    texts = _texts(deck)
    assert "CodyRoby cards: page 1 of 6" in texts[0]
    assert "24 F, 8 L, 8 R and the blue cards, 4 REPEAT, 4 IF, 4 ELSE" in texts[0]
    words = " ".join(texts)
    counts = {w: words.count(w) for w in ("forward", "turn left", "turn right", "repeat",
                                          "else")}
    assert counts["forward"] == 24 and counts["turn left"] == counts["turn right"] == 8
    assert counts["repeat"] == counts["else"] == 4


def test_each_card_face_has_the_widgets_colour_and_cut_lines_between(deck):
    """The first page's first card (F) and the last page's first (IF), in the colour
    look.json gives the widget's cards; a dashed grey cut line between two cards."""
    faces, size = look()["cards"]["faces"], look()["cards"]["printed"]
    left = (210 - 3 * size["width"]) / 2
    top = MARGIN + CARDS_HEAD
    def rgb(page, x_mm, y_mm):
        image = pdfium.PdfDocument(deck)[page].render(scale=2).to_pil().convert("RGB")
        return image.getpixel((round(x_mm * 2 * PT), round(y_mm * 2 * PT)))
    def hexa(colour):
        return tuple(int(colour[k:k + 2], 16) for k in (1, 3, 5))
    near = lambda a, b: all(abs(p - q) <= 3 for p, q in zip(a, b, strict=True))  # noqa: E731
    # inside a card, away from its letter, glyph and word: the face's fill
    assert near(rgb(0, left + 10, top + 40), hexa(faces["F"]["fill"]))
    assert near(rgb(5, left + 10, top + 40), hexa(faces["IF"]["fill"]))
    line = [rgb(0, left + size["width"], top + y / 4) for y in range(0, 80)]
    assert any(max(p) < 200 for p in line) and any(min(p) > 240 for p in line)


def test_the_cards_take_no_file(tmp_path, capsys):
    assert main(["print", "cards", "x.json", "--out", str(tmp_path / "x.pdf")]) == 2
    assert "FILE: cards takes no FILE, not 1 name" in capsys.readouterr().err


def printed(tmp_path_factory, kind: str):
    """The PDF ``codyroby-lab print KIND`` writes (exit 0)."""
    path = tmp_path_factory.mktemp(kind) / f"{kind}.pdf"
    assert main(["print", kind, "--out", str(path)]) == 0
    return path


@pytest.fixture(scope="module")
def droids(tmp_path_factory):
    return printed(tmp_path_factory, "droids")


def test_droids_board_is_one_page_with_the_four_racks_and_the_legend(droids):
    """The shipped board with every droid (DECISIONS.md, Droids: red A1, yellow J1, blue
    J10, grey A10), each player's transmitters' three boxes on their side, the legend's
    words under it."""
    reader = PdfReader(droids)
    assert len(reader.pages) == 3                       # the board, then two pages of chits
    page = reader.pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == A4
    text = page.extract_text()
    scene = Droids({"players": list(DROID_COLOURS)}).new_state(0).scene(None)
    assert scene["title"] in text and text.count("box 3") == 4
    for item in scene["legend"]:
        assert (item["label"] in text.replace("\n", " ")) == (item["kind"] != "band")


def test_droids_board_shows_the_scenes_obstacles_dark(droids):
    """At each square's centre on the printed board: dark where the scene has a fixed
    obstacle (a square of water or land is light)."""
    scene = Droids({"players": list(DROID_COLOURS)}).new_state(0).scene(None)
    image, px = _pixels(droids, 0, scale=2)
    left, top, mm = board_page(Sheets(), scene)         # where the same page puts it
    x0, y0, _, _ = view_box(scene)
    cell, margin = look()["cell"], look()["margin"]
    for t in scene["tiles"]:
        x, y = t["at"]
        if t["kind"] not in ("obstacle", "water") or x < 0 or y < 0:
            continue
        cx = left + (margin + (x + 0.5) * cell - x0) * mm
        cy = top + (margin + (y + 0.5) * cell - y0) * mm
        grey = image.getpixel((round(cx * px), round(cy * px)))
        assert (grey < 128) == (t["kind"] == "obstacle"), t


def test_droids_chits_are_every_kind_as_many_as_the_rules_count(droids):
    """DECISIONS.md, Droids (rules CHITS): 120 order chits, V1 x8, VD x7, ..., MR x2; each
    with its code, in its colour (the violet V1 first, the red MR last)."""
    texts = _texts(droids)[1:]
    assert "Droids order chits: page 1 of 2" in texts[0]
    words = " ".join(texts).split()
    assert {c: words.count(c) for c in CHITS} == {c.code: c.count for c in CHITS.values()}
    assert sum(c.count for c in CHITS.values()) == 120 and "120 order chits" in RULES_CHITS.text
    image = pdfium.PdfDocument(droids)[1].render(scale=2).to_pil().convert("RGB")
    top = MARGIN + DROIDS_HEAD + look()["margin"] * CHIT / look()["cell"]
    left = (210 - int((210 - 2 * MARGIN) // CHIT) * CHIT) / 2
    corner = image.getpixel((round((left + 4) * 2 * PT), round((top + CHIT - 4) * 2 * PT)))
    purple = tuple(int(look()["colours"]["purple"][k:k + 2], 16) for k in (1, 3, 5))
    assert all(abs(a - b) <= 3 for a, b in zip(corner, purple, strict=True))


@pytest.fixture(scope="module")
def roborally(tmp_path_factory):
    return printed(tmp_path_factory, "roborally")


def test_roborally_board_is_one_page_with_its_elements_legend(roborally):
    reader = PdfReader(roborally)
    assert len(reader.pages) == 1
    page = reader.pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == A4
    text = page.extract_text().replace("\n", " ")
    scene = RoboRally().new_state(0).scene(None)
    assert scene["title"] in text
    for item in scene["legend"]:
        assert (item["label"] in text) == (item["kind"] != "trail"), item


def test_roborally_board_shows_the_scenes_pits_dark(roborally):
    """At each square's centre on the printed board: dark where the scene has a pit, light
    on the plain squares."""
    scene = RoboRally().new_state(0).scene(None)
    image, px = _pixels(roborally, 0, scale=2)
    left, top, mm = roborally_page(Sheets(), scene)
    x0, y0, _, _ = view_box(scene)
    cell, margin = look()["cell"], look()["margin"]
    kinds = {tuple(t["at"]): t["kind"] for t in scene["tiles"]}
    pits = 0
    for x in range(scene["grid"]["width"]):
        for y in range(scene["grid"]["height"]):
            cx = left + (margin + (x + 0.5) * cell - x0) * mm
            cy = top + (margin + (y + 0.5) * cell - y0) * mm
            grey = image.getpixel((round(cx * px), round(cy * px)))
            if kinds.get((x, y)) == "pit":
                pits += 1
                assert grey < 80, (x, y)
            elif (x, y) not in kinds:
                assert grey > 200, (x, y)
    assert pits


def _hexa(colour):
    return tuple(int(colour[k:k + 2], 16) for k in (1, 3, 5))


def _near(a, b):
    return all(abs(p - q) <= 3 for p, q in zip(a, b, strict=True))


def _count(path, page, colour):
    """How many pixels of ``page`` (at 72 dpi) are ``colour`` (a look.json colour)."""
    rgb = pdfium.PdfDocument(path)[page].render(scale=1, rev_byteorder=True).to_numpy()
    near = abs(rgb[..., :3].astype(int) - _hexa(colour)) <= 3
    return int(near.all(axis=-1).sum())


def _rgb(path, page, x_mm, y_mm):
    image = pdfium.PdfDocument(path)[page].render(scale=2).to_pil().convert("RGB")
    return image.getpixel((round(x_mm * 2 * PT), round(y_mm * 2 * PT)))


@pytest.fixture(scope="module")
def program_sheet(tmp_path_factory):
    return printed(tmp_path_factory, "roborally-program")


@pytest.mark.rule("roborally.locked")
@pytest.mark.rule("roborally.lives")
@pytest.mark.rule("roborally.destroyed")
def test_the_program_sheet_has_five_registers_damage_and_lives_for_each_robot(program_sheet):
    """DECISIONS.md, RoboRally base rules: 5 registers; from 5 damage the registers lock
    from the fifth down (5 locks register 5, 9 locks all five); 10 damage destroys a robot;
    a robot has 3 lives. One A4 page holds both robots of the shipped game."""
    assert "5 damage locks register 5, 9 locks all five" in roborally_rules.LOCKED.text
    assert "10 damage destroys a robot" in roborally_rules.DESTROYED.text
    assert "A robot has 3 lives" in roborally_rules.LIVES.text
    reader = PdfReader(program_sheet)
    assert len(reader.pages) == 1
    assert (float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height)) == A4
    text = reader.pages[0].extract_text()
    game = RoboRally()
    assert text.count("Registers") == len(game.players) == 2
    for name, paint in game.colors.items():
        assert f"Robot {name} ({paint})" in text
    for register, damage in zip(range(5, 0, -1), range(5, 10), strict=True):
        assert text.count(f"locked from {damage} damage") == 2
        assert text.count(f"locks {register}") == 2
    assert DESTROYING_DAMAGE == 10 and text.count("destroyed") == 2 + 2   # boxes, lives
    assert text.count("Damage (10 destroys the robot)") == 2
    assert text.count("Lives (cross one out when destroyed)") == 2
    assert text.count("Power down next turn") == 2


@given(st.integers(0, 12))
def test_the_sheets_locks_say_what_the_rules_lock(damage):
    """Register r is printed "locked from N damage": at any damage, the registers so marked
    are the ones the rules lock (the fifth first)."""
    marked = {r for r, least in locks().items() if damage >= least}
    last = roborally_rules.REGISTERS
    assert marked == set(range(last + 1 - roborally_rules.locked(damage), last + 1))


def test_the_program_sheet_shows_each_robot_in_its_colour(program_sheet):
    """Beside each robot's name, a square in the colour the board draws it (red, blue)."""
    for paint in RoboRally().colors.values():
        assert _count(program_sheet, 0, look()["colours"][paint]) > 300, paint


@pytest.fixture(scope="module")
def roborally_cards(tmp_path_factory):
    return printed(tmp_path_factory, "roborally-cards")


@pytest.mark.rule("roborally.deck")
def test_the_program_cards_are_the_84_of_the_deck_each_with_its_priority(roborally_cards):
    """DECISIONS.md (rules DECK): 84 cards, U-Turn x6 (10-60), Rotate Left x18, Rotate
    Right x18, Back Up x6, Move 1 x18, Move 2 x12, Move 3 x6 (790-840); 25 to an A4 page,
    then the option cards, every one with its name and its words."""
    assert "U-Turn x6, Rotate Left x18" in roborally_rules.DECK.text
    reader = PdfReader(roborally_cards)
    assert len(reader.pages) == 5
    assert {(float(p.mediabox.width), float(p.mediabox.height)) for p in reader.pages} == {A4}
    texts = _texts(roborally_cards)
    assert "RoboRally program cards: page 1 of 4" in texts[0]
    words = " ".join(texts[:4]).split()
    _, cards = deck_data()
    assert sorted(int(w) for w in words if w.isdigit() and int(w) >= 10) == \
        sorted(c.priority for c in cards) == list(range(10, 850, 10))
    cards_text = " ".join(texts[:4])
    counts = {"U-Turn": 6, "Rotate Left": 18, "Rotate Right": 18, "Back Up": 6,
              "Move 1": 18, "Move 2": 12, "Move 3": 6}
    assert {k: cards_text.count(k) for k in counts} == counts
    options = texts[4].replace("\n", " ")
    assert "RoboRally option cards: page 1 of 1" in options
    for option in OPTIONS.values():
        assert option.name in options and option.text.split()[0] in options


def test_each_program_card_has_its_kinds_colour_and_cut_lines_between(roborally_cards):
    """The first card (U-Turn 10) and the last page's last (Move 3 840), in the colours
    look.json gives the registers editor's cards; a dashed grey cut line beside the first."""
    faces = look()["cards"]["program"]
    _, cards = deck_data()
    first, last = min(cards, key=lambda c: c.priority), max(cards, key=lambda c: c.priority)
    left, top = (210 - 5 * PROGRAM) / 2, MARGIN + CARDS_HEAD
    assert _near(_rgb(roborally_cards, 0, left + 3, top + 35), _hexa(faces[face_key(
        first.kind)]["fill"]))
    x = left + (83 % 25 % 5) * PROGRAM           # the 84th card: page 4, row 2, column 4
    y = top + (83 % 25 // 5) * PROGRAM * 85 / 60
    assert _near(_rgb(roborally_cards, 3, x + 3, y + 35), _hexa(faces[face_key(
        last.kind)]["fill"]))
    line = [_rgb(roborally_cards, 0, left + PROGRAM, top + y / 4) for y in range(0, 80)]
    assert any(max(p) < 200 for p in line) and any(min(p) > 240 for p in line)


@pytest.fixture(scope="module")
def robin(tmp_path_factory):
    return printed(tmp_path_factory, "robin")


def test_robins_road_has_its_seven_spaces_legend_and_tokens(robin):
    """The road's page (four players' lanes): each space's number, the cards drawn there
    and given or taken, as the rulebook's board shows them (the DECISIONS default track),
    the legend's words, the six Mission tokens to cut out; no pieces printed (they move)."""
    reader = PdfReader(robin)
    assert len(reader.pages) == 1 + 6
    assert {(float(p.mediabox.width), float(p.mediabox.height)) for p in reader.pages} == {A4}
    text = _texts(robin)[0]
    words = text.replace("\n", " ")
    track = Track.default()
    for draw, give in track.spaces:
        assert f"draw {draw}" in text
        assert (f"take {give}" if give > 0 else f"give {-give}" if give < 0 else "nothing") \
            in text                                 # (walk 09d, fault 10: never "give 0")
    assert "Sherwood's old oak" in words and "Nottingham castle" in words
    for kind in Deck.default().kinds:
        assert kind.capitalize() in text.split()
    scene = Robin().new_state(0).scene(None)
    assert not any(p["name"] in text.split() for p in scene["pieces"])


def test_robins_road_is_drawn_in_the_looks_colours(robin):
    """The oak's green, the castle's grey-brown and the tokens' yellow, from look.json."""
    tiles = look()["tiles"]
    for kind in ("oak", "castle", "token"):
        assert _count(robin, 0, tiles[kind]["fill"]) > 500, kind


def test_robins_cards_are_every_card_of_the_deck_with_its_arrows(robin):
    """The 94 cards (84 Mission cards in 6 series, 7 specials, 3 duals; the rulebook's
    components), each with its name; each Mission card's arrow groups as the board writes
    them; each special card with what it does."""
    texts = _texts(robin)[1:]
    assert "Robin Mission cards: page 1 of 6" in texts[0]
    words = " ".join(texts).split()
    deck = Deck.default()
    assert len(deck.cards) == 94 and len(deck.missions) == 84
    for card in deck.cards:
        assert words.count(card.id) == 1 or card.kind == "special" and card.id in words, card.id
    flat = " ".join(texts).replace("\n", " ")
    for card in deck.missions:
        assert " ".join(f"{a:+d}" for a in card.arrows) in flat
    for card in deck.specials:
        assert card.text.split(",")[0][:20] in flat


def test_each_mission_card_is_in_its_kinds_colour_with_its_letter(robin):
    """The first card (food1) in food's colour, its letter F; the first page's last card
    in its kind's colour."""
    faces = look()["cards"]["missions"]
    deck = Deck.default()
    left, top = (210 - 4 * ROBIN_CARD) / 2, MARGIN + CARDS_HEAD
    height = ROBIN_CARD * 85 / 60
    assert _near(_rgb(robin, 1, left + 3, top + 45), _hexa(faces["food"]["fill"]))
    last = deck.cards[15]
    assert _near(_rgb(robin, 1, left + 3 * ROBIN_CARD + 3, top + 3 * height + 45),
                 _hexa(faces[last.kinds[0]]["fill"]))
    assert _texts(robin)[1].split().count("F") == 14


def test_robin_and_roborally_sheets_print_from_python(tmp_path):
    """print_sheets takes RoboRally games for program sheets, RoboRally's cards and Robin
    games (a state too: a lesson's game as it stands)."""
    path = print_sheets(tmp_path / "r.pdf", program_sheets=[RoboRally().new_state(0)],
                        robin=[Robin({"players": 2}).new_state(3)], roborally_cards=True)
    texts = _texts(path)
    assert "RoboRally program sheet" in texts[0] and "Robin: the road" in texts[1]
    assert "Robin Mission cards: page 6 of 6" in texts[7]
    assert "RoboRally option cards: page 1 of 1" in texts[-1]


def test_a_lessons_robin_game_prints_its_road_and_cards(tmp_path):
    """Lesson 09's game against the computer (lessons.RobinPlay): its four players' road."""
    game = lessons.RobinPlay({"first": "will"}, seed=1, name="example")
    texts = _texts(lessons.print_sheets(tmp_path / "r.pdf", robin=[game]))
    assert len(texts) == 7 and "Robin: the road" in texts[0]


def test_a_challenge_sheet_with_repeat_says_how_a_repeat_goes_in_the_boxes(tmp_path):
    """Walk 05r6, fault 5: the sheet said "one card in each box, 6 boxes at most", and the
    solver's answer was REPEAT 2 [REPEAT 4 [F] R]: nothing said how a child writes a REPEAT
    and the cards inside it in single boxes. A sheet that allows REPEAT says how; one that
    does not says nothing of it."""
    blue = {**CHALLENGE, "blue_cards": True}
    said = " ".join(" ".join(_texts(print_sheets(tmp_path / "c.pdf",
                                                 challenges=[Challenge.from_dict(blue)])))
                    .split())
    assert "A REPEAT card takes a box, and so does each card it repeats" in said, said
    plain = {**CHALLENGE, "blue_cards": False}
    said = " ".join(_texts(print_sheets(tmp_path / "p.pdf",
                                        challenges=[Challenge.from_dict(plain)])))
    assert "REPEAT card" not in said
