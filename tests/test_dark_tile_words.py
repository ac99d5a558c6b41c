"""The words on a tile in the board's dark look (widgets/look.json's "dark"): where the
dark look gives a kind of tile its own fill, the words on it read at 4.5:1 and more."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

LOOK = json.loads((Path(__file__).resolve().parent.parent / "widgets" / "look.json")
                  .read_text(encoding="utf-8"))
DARK = LOOK["dark"]
#: the kinds the dark look fills anew whose words lie on the fill (a corner's number has a
#: halo of its own)
REFILLED = [k for k in LOOK["tiles"] if f"tile_{k}" in DARK
            and LOOK["tiles"][k].get("text_at") != "corner"]


def _luminance(colour: str) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def contrast(a: str, b: str) -> float:
    """WCAG's contrast ratio of two colours written #rrggbb."""
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("kind", REFILLED)
def test_the_words_on_a_dark_tile_read(kind):
    """Walk 04p, fault 12: the Duel's blocks said "A's" and "B's" in white on the dark
    look's light grey, at about 3:1."""
    ink = DARK.get(f"tile_{kind}_text", LOOK["tiles"][kind].get("text", LOOK["tile"]["text"]))
    assert contrast(ink, DARK[f"tile_{kind}"]) >= 4.5, (kind, ink)


def test_a_block_is_among_the_tiles_checked():
    assert "block" in REFILLED


def _over(colour: str, opacity: float, ground: str) -> str:
    """``colour`` drawn at ``opacity`` over ``ground``, as #rrggbb."""
    mix = (round(opacity * int(colour[i:i + 2], 16) + (1 - opacity) * int(ground[i:i + 2], 16))
           for i in (1, 3, 5))
    return "#" + "".join(f"{v:02x}" for v in mix)


def test_a_road_stands_out_on_its_squares_in_the_light_look():
    """Walk 05w, fault 2: a drawn road was a pale beige band on beige squares (about 1.2:1),
    so a teacher could hardly tell which squares were road."""
    board = LOOK["board"]
    road = _over(board["path"], board["path_opacity"], board["fill"])
    assert contrast(road, board["fill"]) >= 2, road
