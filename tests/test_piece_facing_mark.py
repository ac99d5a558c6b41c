"""Which way a piece faces, as the board and the printed pictures draw it: the point (the
nose) on the rim of a lettered piece is big enough to see on a 40 px square."""

from __future__ import annotations

import re

from codyroby_lab.core.look import look
from codyroby_lab.lessons import DuelPlay, EnergySeekersPlay


def _nose(svg: str) -> tuple[float, float]:
    """The width and height of the first nose drawn in ``svg`` (its polygon's points)."""
    points = re.search(r'<polygon points="([^"]+)"', svg)
    assert points, svg[:200]
    xs, ys = zip(*(map(float, p.split(",")) for p in points.group(1).split()), strict=True)
    return max(xs) - min(xs), max(ys) - min(ys)


def test_a_pieces_nose_is_big_enough_to_see():
    """Walk 04p, fault 11, and walk 06p, fault 5: the facing mark was a triangle about 6 px
    wide on a 40 px square, hard to see in the exercises' pictures and on the board. The
    nose is a third of a square wide and a fifth of it tall."""
    cell = look()["cell"]
    wide, tall = _nose(DuelPlay(seed=1).picture().data)
    assert wide >= cell / 3 and tall >= cell / 5, (wide, tall)
    # and it stays on the piece's own square (its tip at most a grid line's width over)
    tip = min(float(p.split(",")[1]) for p in look()["piece"]["nose_points"].split())
    assert -tip <= cell / 2 + 1


def test_the_key_under_the_board_says_what_the_point_on_a_piece_means():
    """Walk 06p, fault 5: the key under the board had a line for each piece and none for
    the point on its edge, though every move depends on which way a piece faces."""
    for drawn in (EnergySeekersPlay(seed=79).widget().scene, DuelPlay(seed=1).widget().scene):
        said = [item["label"] for item in drawn["legend"]]
        assert "the point on a piece's edge: the way it faces" in said, said
