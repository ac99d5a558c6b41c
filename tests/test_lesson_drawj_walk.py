"""Walk 06i, fault 3, in the lesson's pictures (core/svg.py): a piece standing on a square
whose words are in its middle ("18TT", "24") left them under its body. The words move to
the square's top-left corner and the pieces stand clear of them, alone or crowded."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from codyroby_lab import lessons
from codyroby_lab.core.look import look
from codyroby_lab.core.svg import state_svg

SVG = "{http://www.w3.org/2000/svg}"


def words_and_bodies(svg: str, label: str) -> tuple[list[float], list[tuple[float, float, float]]]:
    """The box (left, top, right, bottom) of the words of the tile whose label starts with
    ``label``, and each piece's body as (x, y, radius)."""
    root = ET.fromstring(svg)
    tile = next(g for g in root.iter(f"{SVG}g") if g.get("aria-label", "").startswith(label))
    text = tile.find(f"{SVG}text")
    x, y, size = (float(text.get(k)) for k in ("x", "y", "font-size"))
    wide = len(text.text) * 0.62 * size
    left = {"start": x, "middle": x - wide / 2, "end": x - wide}[text.get("text-anchor")]
    bodies = []
    for g in root.iter(f"{SVG}g"):
        m = re.match(r"translate\(([-\d.]+),([-\d.]+)\) scale\(([-\d.]+)\)", g.get("transform", ""))
        if m:
            a, b, k = map(float, m.groups())
            bodies.append((a, b, float(g.find(f"{SVG}circle").get("r")) * k))
    return [left, y - 0.75 * size, left + wide, y], bodies


def clear(box: list[float], body: tuple[float, float, float]) -> bool:
    """The body (a circle) does not reach into the box."""
    x, y, r = body
    nx, ny = min(max(x, box[0]), box[2]), min(max(y, box[1]), box[3])
    return (x - nx) ** 2 + (y - ny) ** 2 > r * r


PLAYERS = ["ada", "cody", "roby", "zoe"]


def picture(on_18: int) -> str:
    """Four pieces, ``on_18`` of them on the tunnel end 18, the others on position 2."""
    return state_svg(lessons.EnergySeekersPlay({"players": PLAYERS, "pieces": {
        p: {"position": 18 if k < on_18 else 2, "facing": "N"}
        for k, p in enumerate(PLAYERS)}}).state)


@pytest.mark.parametrize("on_18", [1, 2, 3, 4])
def test_pieces_on_a_square_leave_its_words_in_view(on_18):
    """A piece alone stays inside its square. A crowd keeps readable pieces, none on
    another, and its middle in the square, even if it reaches into the square under it
    (walk 06q5, fault 1: kept inside, three pieces were 8 px and could not be read; this
    test held every crowd inside the square before)."""
    box, bodies = words_and_bodies(picture(on_18), "tunnel to position 4, position 18")
    cell, tile = look()["cell"], look()["tile"]
    left, top = box[0] - tile["under_x"], box[3] - tile["under_y"]
    bodies = [b for b in bodies if left <= b[0] <= left + cell and top <= b[1] <= top + cell]
    assert len(bodies) == on_18
    assert box[2] <= left + cell                 # the words stay in their square
    for body in bodies:
        assert clear(box, body), (box, body)
        x, y, r = body
        assert r >= 0.5 * cell * look()["piece"]["radius"], body
        assert on_18 > 1 or (left <= x - r and x + r <= left + cell), (body, left)
        assert on_18 > 1 or (top <= y - r and y + r <= top + cell), (body, top)
    for a in bodies:
        assert all(((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5 >= a[2] + b[2]
                   for b in bodies if b is not a), bodies
    mid = [sum(b[k] for b in bodies) / on_18 for k in (0, 1)]
    assert left < mid[0] < left + cell and top < mid[1] < top + cell, (mid, left, top)


def test_an_empty_square_keeps_its_words_large_in_its_middle():
    box, _ = words_and_bodies(picture(0), "tunnel to position 4, position 18")
    assert box[3] - box[1] >= 0.75 * look()["tile"]["long_text_size"]
