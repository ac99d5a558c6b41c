"""One source for how a scene looks: widgets/look.json, read by core/svg.py and inlined into
the widget's bundle; no geometry, colour, crowding or trail table kept a second time in the
browser code, the CSS or the Python that draws."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from codyroby_lab.core import look, svg
from codyroby_lab.ui.assets import bundle, css, widgets_dir

ROOT = Path(__file__).resolve().parent.parent
LOOK = json.loads((ROOT / "widgets" / "look.json").read_text())
DRAWERS = [*sorted((ROOT / "widgets").rglob("*.js")), ROOT / "widgets" / "style.css",
           ROOT / "codyroby_lab" / "core" / "svg.py"]


def colours(node) -> set[str]:
    """Every colour the look file gives (the named colours' values, tile and edge looks)."""
    if isinstance(node, dict):
        return set().union(*(colours(v) for v in node.values())) if node else set()
    if isinstance(node, list):
        return set().union(*(colours(v) for v in node)) if node else set()
    hexa = isinstance(node, str) and re.fullmatch(r"#[0-9a-fA-F]{6}", node)
    return {node.lower()} if hexa else set()


def test_the_widget_and_the_pictures_read_the_same_file():
    assert look.look() == LOOK
    assert widgets_dir() / "look.json" == look.widgets_dir() / "look.json"
    inlined = re.search(r"^const LOOK = (\{.*\});$", bundle(), re.M)
    assert inlined and json.loads(inlined.group(1)) == LOOK


# Colours the card faces and the controls use on purpose (a Cody card's border is its
# colour, REPEAT's face is light blue, an error is dark red); a board's look may share a
# value with them, never a table of its own.
UI_COLOURS = {"#1e9e4a", "#d93025", "#1a73e8", "#7b3fb5", "#d2e3fc", "#b3261e"}


@pytest.mark.parametrize("path", DRAWERS, ids=lambda p: p.name)
def test_no_look_is_kept_a_second_time(path):
    text = path.read_text(encoding="utf-8").lower()
    board = colours({k: LOOK[k] for k in ("board", "tile", "tiles", "edges", "beam", "mark",
                                          "piece")}) - UI_COLOURS
    named = colours(LOOK["colours"])
    copies = sorted(c for c in board | named if c in text and c not in UI_COLOURS)
    assert not copies, f"{path.name} keeps look.json's colours {copies}"
    # no cell size, margin, trail limit or crowding numbers of its own
    assert not re.search(r"\b(cell|margin|trail_max|crowd)\w*\s*=\s*\d", text), path.name
    limits = re.search(r"(?<![/\w.])(2000|400)(?![/\w])", text)
    assert not limits or path.suffix == ".css", path.name


def test_the_css_draws_no_tile_or_edge():
    sheet = css()
    assert ".cr-kind-" not in sheet and ".cr-edge" not in sheet
    assert not re.search(r"\.cr-(cell|tile|trail|piece-body|piece-arrow)[^{]*\{[^}]*(fill|stroke)",
                         sheet)


def test_the_trail_limit_is_one_number():
    a = svg._trail_squares
    from codyroby_lab import codyroby
    t = codyroby.run("REPEAT 300 [F F R R]", at="C3")          # 1,200 steps: past the limit
    squares = a(t.arrays(), 0, 1)
    assert 1 < len(squares) <= LOOK["trail_max"] + 1
    assert "LOOK.trail_max" in bundle()


CARDS = ("F", "L", "R", "REPEAT", "IF", "ELSE")


def test_the_cards_faces_are_drawn_from_the_look_file():
    """One drawing, two media (issue 33): a Cody card's colours, glyph and word are in
    look.json alone; the browser's sheet gets its rules from there and the printed face
    (core/svg.py) draws from there too."""
    faces = LOOK["cards"]["faces"]
    assert set(CARDS) <= set(faces)
    sheet_text = (ROOT / "widgets" / "style.css").read_text(encoding="utf-8")
    cards_js = (ROOT / "widgets" / "cards.js").read_text(encoding="utf-8")
    assert not re.search(r"\.cr-card-(F|L|R|REPEAT|IF|ELSE)\b", sheet_text)
    assert not any(faces[c]["glyph"] in cards_js or faces[c]["glyph"].encode(
        "unicode_escape").decode() in cards_js for c in CARDS)
    sheet = css()
    for c in CARDS:
        rule = re.search(rf"\.cr-card-{c} \{{([^}}]*)\}}", sheet)
        assert rule and faces[c]["fill"] in rule.group(1) and faces[c]["stroke"] in rule.group(1)
        assert f'.cr-widget[data-theme="dark"] .cr-card-{c} {{ background: {faces[c]["dark"]}' \
            in sheet
        picture = svg.card_svg(c)
        assert faces[c]["fill"] in picture and faces[c]["glyph"] in picture
        assert f">{c}<" in picture and f">{faces[c]['word']}<" in picture


def test_roborally_cards_faces_are_drawn_from_the_look_file():
    """The registers editor's program cards (cr-rr-U ... cr-rr-M3) take their colours, light
    and dark, from look.json's "cards.program", as the printed program cards do; the style
    sheet holds none of them."""
    faces = LOOK["cards"]["program"]
    assert set(faces) == {"U", "L", "R", "B", "M1", "M2", "M3"}
    sheet_text = (ROOT / "widgets" / "style.css").read_text(encoding="utf-8")
    assert not re.search(r"\.cr-rr-(U|L|R|B|M1|M2|M3)\b", sheet_text)
    sheet = css()
    for k, f in faces.items():
        rule = re.search(rf"\.cr-rr-{k} \{{([^}}]*)\}}", sheet)
        assert rule and f["fill"] in rule.group(1) and f["stroke"] in rule.group(1)
        assert f'.cr-widget[data-theme="dark"] .cr-rr-{k} {{ background: {f["dark"]}' in sheet
    assert "border-width: 3px" in re.search(r"\.cr-rr-M3 \{([^}]*)\}", sheet).group(1)
