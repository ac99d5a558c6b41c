"""Static SVG pictures of scenes (version 2), states and traces (no kernel, no JavaScript).

The picture follows the widget's look, read from the same data file (:mod:`.look`): grid
with coordinates, path, tiles by kind (a facing arrow on a conveyor or a gear), walls,
lasers and ledges on square edges, marks lying on squares, pieces with a facing arrow in
their colour (shrunk and spread when they share a square), trails and laser beams. Every
text that comes from a user (robot names, labels, titles) is escaped.

>>> from codyroby_lab import codyroby
>>> t = codyroby.run("F F R F", at="A5")
>>> svg = trace_svg(t)
>>> svg.startswith("<svg") and 'aria-label="Roby at B3 facing east"' in svg
True
>>> "&lt;b&gt;" in scene_svg({"grid": {"width": 2, "height": 1}, "title": "<b>"})
True
>>> wall = {"at": [0, 0], "side": "E", "kind": "wall", "label": "a wall"}
>>> 'aria-label="a wall"' in scene_svg({"grid": {"width": 2, "height": 1}, "edges": [wall]})
True
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from html import escape
from typing import Any

from codyroby_lab.core.look import colour, crowd_spot, look, pale, tile_look

__all__ = ["card_svg", "crowd_spot", "face_svg", "scene_svg", "state_svg", "trace_svg",
           "trail_runs", "view_box"]

SIDES = {"N": ((0, 0), (1, 0)), "E": ((1, 0), (1, 1)), "S": ((0, 1), (1, 1)),
         "W": ((0, 0), (0, 1))}


def _a(value: Any) -> str:
    return escape(str(value), quote=True)


def _g(v: float) -> str:
    return f"{v:g}"


def _centre(x: int, y: int) -> tuple[float, float]:
    ox, oy = _corner(x, y)
    cell = look()["cell"]
    return ox + cell / 2, oy + cell / 2


def _corner(x: int, y: int) -> tuple[float, float]:
    """A square's top-left corner; a square of the room off the board (``x`` or ``y`` below
    0) lies a margin further out, beyond the coordinates (as the widget draws it)."""
    cell, margin = look()["cell"], look()["margin"]
    return (margin + x * cell - (margin if x < 0 else 0),
            margin + y * cell - (margin if y < 0 else 0))


def scene_svg(scene: dict[str, Any], trails: dict[str, list] | None = None,
              vector: Any = None, events: Any = ()) -> str:
    """The scene as an SVG document. ``trails`` maps a piece id to the squares it visited;
    ``vector`` (the state's vector) gives the marks lying on squares; ``events`` (the last
    step's, as the browser gets them) give the laser beams drawn over the board."""
    lk = look()
    cell, margin, board = lk["cell"], lk["margin"], lk["board"]
    grid = scene.get("grid") or {}
    w, h = int(grid.get("width", 5)), int(grid.get("height", 5))
    x0, y0, vw, vh = view_box(scene)
    title = str(scene.get("title") or "Board")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{_g(x0)} {_g(y0)} {_g(vw)} '
           f'{_g(vh)}" width="{_g(vw)}" height="{_g(vh)}" role="img" '
           f'aria-label="{_a(title)}: {w} by {h} board" font-family="sans-serif">',
           f"<title>{escape(title)}</title>",
           f'<rect x="{_g(x0)}" y="{_g(y0)}" width="{_g(vw)}" height="{_g(vh)}" rx="6" '
           f'fill="{board["frame"]}"/>']
    coords = grid.get("coords", True) is not False
    path = grid.get("path")
    road = {tuple(s) for s in path} if path else None
    for y in range(h):
        for x in range(w):
            fill = board["off"] if road is not None and (x, y) not in road else board["fill"]
            out.append(f'<rect x="{margin + x * cell}" y="{margin + y * cell}" width="{cell}" '
                       f'height="{cell}" fill="{fill}"'
                       + (f' stroke="{board["stroke"]}"/>' if coords else "/>"))
    size = board["coords_size"]
    for x in range(w if coords else 0):
        out.append(f'<text x="{_g(margin + x * cell + cell / 2)}" y="{margin - 7}" '
                   f'font-size="{size}" text-anchor="middle" fill="{board["coords"]}">'
                   f"{chr(65 + x)}</text>")
    for y in range(h if coords else 0):
        out.append(f'<text x="{_g(margin / 2)}" y="{_g(margin + y * cell + cell / 2 + 4)}" '
                   f'font-size="{size}" text-anchor="middle" fill="{board["coords"]}">'
                   f"{y + 1}</text>")
    if path and len(path) > 1:
        out.append(_polyline(path, board["path"], board["path_width"], board["path_opacity"]))
    shown = [p for p in scene.get("pieces", []) if _visible(p)]
    crowds: dict[tuple, list] = {}
    for p in shown:
        crowds.setdefault(tuple(p["at"]), []).append(p)
    tiles = scene.get("tiles", [])
    out += [_tile(t, tuple(t["at"]) in crowds) for t in tiles]
    out += [_edge(e) for e in scene.get("edges", [])]
    pieces = {str(p.get("id")): p for p in scene.get("pieces", [])}
    for layer in scene.get("layers", []):
        out += _layer(layer, pieces, vector, events)
    for pid, squares in (trails or {}).items():
        out += _trail(squares, colour(pieces.get(pid, {}).get("color")))
    worded = {tuple(t["at"]) for t in tiles if _middle_words(t)}
    for at, group in crowds.items():
        out += [_piece(p, crowd_spot(i, len(group), at in worded)) for i, p in enumerate(group)]
    out.append("</svg>")
    return "".join(out)


def card_svg(card: str) -> str:
    """A Cody card's printed face as an SVG document, drawn as the widget draws it (the look
    file's ``cards``): its colour and corners, its letter at the top left, its glyph big in
    the middle, its word at the foot, so it reads in grey too.

    >>> face = card_svg("L")
    >>> ">L<" in face and ">turn left<" in face and "#fff1b3" in face
    True
    >>> card_svg("X")
    Traceback (most recent call last):
    ...
    KeyError: 'X'
    """
    f = look()["cards"]["faces"][card]
    return face_svg(f, card, f["word"], glyph=f["glyph"])


def face_svg(face: dict[str, Any], corner: str, word: str, glyph: str = "",
             text: str = "") -> str:
    """A card's printed face (the look file's ``cards.printed`` size, SVG units that are
    millimetres on paper): ``face``'s fill, edge and corners (a ``double`` edge drawn twice,
    a ``border`` of 3 thicker, a ``glyph_size`` of its own), ``corner`` bold at the top
    left, ``glyph`` big in the middle or ``text`` (wrapped, as small as it needs to fit)
    under the corner, ``word`` at the foot. Each text shrinks to the card's width.

    >>> face = face_svg({"fill": "#eee", "stroke": "#555"}, "790", "Move 3", glyph="3")
    >>> ">790<" in face and ">Move 3<" in face
    True
    >>> face_svg({"fill": "#eee", "stroke": "#555"}, "*", "look", text="Secretly look at "
    ...          "one player's hand of cards.").count("<text")  # the corner, 3 lines, the word
    5
    """
    p = look()["cards"]["printed"]
    w, h, edge = p["width"], p["height"], p["edge"] * face.get("border", 2) / 2
    corners = [r * p["corner_scale"] for r in face.get("corners", p["corners"])]
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" '
           f'height="{h}" role="img" aria-label="{_a(corner)}: {_a(word)}" '
           f'font-family="sans-serif">',
           _rounded(edge / 2, w - edge, h - edge, corners,
                    f'fill="{face["fill"]}" stroke="{face["stroke"]}" stroke-width="{_g(edge)}"')]
    if face.get("double"):
        gap = edge + p["double_gap"]
        out.append(_rounded(gap, w - 2 * gap, h - 2 * gap, [max(0, r - gap) for r in corners],
                            f'fill="none" stroke="{face["stroke"]}" stroke-width="{_g(edge)}"'))
    ink, room = p["ink"], w - 16
    letter = min(p["letter_size"], room / (p["letter_width"] * len(corner)))
    out.append(f'<text x="8" y="{_g(8 + p["letter_size"])}" font-size="{_g(round(letter, 1))}" '
               f'font-weight="bold" fill="{ink}">{_a(corner)}</text>')
    if glyph:
        size = min(face.get("glyph_size", p["glyph_size"]),
                   (w - 12) / (p["glyph_width"] * len(glyph)))
        out.append(f'<text x="{_g(w / 2)}" y="{_g(p["glyph_y"])}" '
                   f'font-size="{_g(round(size, 1))}" text-anchor="middle" '
                   f'fill="{ink}">{_a(glyph)}</text>')
    if text:
        top = 16 + p["letter_size"]
        size, lines = _wrapped(text, room, h - 20 - top, p["text_size"])
        out += [f'<text x="8" y="{_g(round(top + (k + 1) * size * 1.25, 1))}" '
                f'font-size="{_g(size)}" fill="{ink}">{_a(line)}</text>'
                for k, line in enumerate(lines)]
    size = min(p["word_size"], (w - 10) / (p["word_width"] * len(word)))
    out += [f'<text x="{_g(w / 2)}" y="{_g(h - 10)}" font-size="{_g(round(size, 1))}" '
            f'text-anchor="middle" fill="{ink}">{_a(word)}</text>', "</svg>"]
    return "".join(out)


def _wrapped(text: str, width: float, height: float, size: float) -> tuple[float, list[str]]:
    """``text`` in lines that fit ``width`` at a font size from ``size`` down (by halves)
    until the lines fit ``height`` too, or the size reaches 3.

    >>> _wrapped("Your laser does 2 damage.", 44, 30, 4.5)
    (4.5, ['Your laser does 2', 'damage.'])
    >>> _wrapped("Your laser does 2 damage.", 44, 5, 4.5)
    (3.0, ['Your laser does 2 damage.'])
    """
    while True:
        lines = textwrap.wrap(text, max(8, int(width / (size * 0.55))))
        if len(lines) * size * 1.25 <= height or size <= 3:
            return size, lines
        size -= 0.5


def _rounded(at: float, w: float, h: float, corners: list[float], paint: str) -> str:
    """A rectangle from (``at``, ``at``) whose corners (top-left, top-right, bottom-right,
    bottom-left, as CSS orders them) are rounded each by its own radius."""
    tl, tr, br, bl = (_g(r) for r in corners)
    x1, y1 = at + w, at + h
    return (f'<path d="M{_g(at + corners[0])},{_g(at)} H{_g(x1 - corners[1])} '
            f'A{tr},{tr} 0 0 1 {_g(x1)},{_g(at + corners[1])} V{_g(y1 - corners[2])} '
            f'A{br},{br} 0 0 1 {_g(x1 - corners[2])},{_g(y1)} H{_g(at + corners[3])} '
            f'A{bl},{bl} 0 0 1 {_g(at)},{_g(y1 - corners[3])} V{_g(at + corners[0])} '
            f'A{tl},{tl} 0 0 1 {_g(at + corners[0])},{_g(at)} Z" {paint}/>')


def view_box(scene: dict[str, Any]) -> tuple[float, float, float, float]:
    """The picture's ``x, y, width, height`` in the look's units: the board, its
    coordinates' margin and any room off the board (a printed sheet places the same box).

    >>> view_box({"grid": {"width": 5, "height": 5}})
    (0, 0, 226, 226)
    """
    cell, margin = look()["cell"], look()["margin"]
    grid = scene.get("grid") or {}
    w, h = int(grid.get("width", 5)), int(grid.get("height", 5))
    room = {k: int(v) for k, v in (grid.get("room") or {}).items()}
    x0 = _corner(-room["W"], 0)[0] if room.get("W") else 0
    y0 = _corner(0, -room["N"])[1] if room.get("N") else 0
    return (x0, y0, margin + (w + room.get("E", 0)) * cell + 4 - x0,
            margin + (h + room.get("S", 0)) * cell + 4 - y0)


def _visible(piece: dict[str, Any]) -> bool:
    """A piece off the board (a negative square) or not visible is not drawn."""
    x, y = piece.get("at", (0, 0))
    return x >= 0 and y >= 0 and piece.get("visible", True) is not False


def _middle_words(t: dict[str, Any]) -> bool:
    """A tile of one square whose words are written in its middle (pieces standing there
    move them to its top-left corner)."""
    return bool(t.get("text")) and tuple(t.get("span") or (1, 1)) == (1, 1) and \
        tile_look(t.get("kind")).get("text_at") not in ("corner", "top")


def _tile(t: dict[str, Any], under: bool = False) -> str:
    """A tile; ``under``: pieces stand on it, its words in its middle move to its top-left
    corner, smaller, where the pieces leave them in view (as the widget draws them)."""
    lk = look()["tile"]
    cell = look()["cell"]
    x, y = t["at"]
    cx, cy = _centre(x, y)
    ox, oy = _corner(x, y)
    kind = tile_look(t.get("kind"))
    ring = kind.get("ring", False)
    outline = kind.get("color_on") == "stroke"
    mine = colour(t["color"]) if t.get("color") else None
    fill = kind["fill"] if ring or outline or not mine else mine
    stroke = mine if (ring or outline) and mine else kind["stroke"]
    label = t.get("label", t.get("kind", "tile"))
    dash = f' stroke-dasharray="{kind["dash"]}"' if kind.get("dash") else ""
    inset, side = lk["inset"], kind.get("card", lk["inset"])
    wide, tall = t.get("span", (1, 1))
    out = [f'<g role="img" aria-label="{_a(label)}"><title>{escape(str(label))}</title>'
           f'<rect x="{_g(ox + side)}" y="{_g(oy + inset)}" width="{wide * cell - 2 * side}" '
           f'height="{tall * cell - 2 * inset}" rx="{kind.get("rx", lk["rx"])}" fill="{fill}" '
           f'stroke="{stroke}" stroke-width="{_g(kind["width"])}"{dash}/>']
    text = str(t.get("text") or "")
    corner = kind.get("text_at") == "corner"
    if ring:
        out.append(f'<circle cx="{_g(cx)}" cy="{_g(cy)}" r="{lk["ring"]}" fill="none" '
                   f'stroke="{stroke}" stroke-width="{lk["ring_width"]}"/>')
        if not text or corner:
            out.append(f'<circle cx="{_g(cx)}" cy="{_g(cy)}" r="{lk["dot"]}" fill="{stroke}"/>')
    if "facing" in t:       # a dock's own mark, or a belt's arrow (as widgets/scene.js)
        turn = f'transform="translate({_g(cx)},{_g(cy)}) rotate({int(t["facing"]) * 45})"'
        out.append(f'<polygon points="{kind["facing_mark"]}" fill="{stroke}" {turn}/>'
                   if "facing_mark" in kind else
                   f'<polyline points="{lk["arrow_points"]}" fill="none" '
                   f'stroke="{lk["arrow"]}" stroke-width="{lk["arrow_width"]}" {turn}/>')
    ink = kind.get("text", lk["text"])
    if wide > 1 or tall > 1:        # a tile over several squares (a road's space)
        mid = ox + wide * cell / 2
        for words, y, size, weight in (
                (text, oy + lk["span_text_y"], lk["span_text_size"], 700),
                (t.get("sub"), oy + lk["span_sub_y"], lk["long_text_size"], 600),
                (t.get("foot"), oy + tall * cell - lk["span_foot_y"], lk["long_text_size"], 600)):
            if words:
                out.append(f'<text x="{_g(mid)}" y="{_g(y)}" {_fitted(str(words), size)} '
                           f'font-weight="{weight}" text-anchor="middle" fill="{ink}">'
                           f"{escape(str(words))}</text>")
    elif text and corner:           # a number a robot standing there leaves in view
        out.append(f'<text x="{_g(ox + lk["corner_x"])}" y="{_g(oy + lk["corner_y"])}" '
                   f'font-size="{lk["corner_size"]}" font-weight="700" text-anchor="middle" '
                   f'fill="{ink}">{escape(text)}</text>')
    elif text:
        x, anchor = cx, "middle"
        if kind.get("text_at") == "top":  # (room for a mark below)
            y, size = oy + lk["top_text_y"], _fitted(text, lk["long_text_size"])
        elif under:
            x, y, anchor = ox + lk["under_x"], oy + lk["under_y"], "start"
            size = f'font-size="{lk["under_size"]}"'
        else:
            small = len(text) > lk["long_text"]
            y, size = cy + 5, f'font-size="{lk["long_text_size"] if small else lk["text_size"]}"'
        out.append(f'<text x="{_g(x)}" y="{_g(y)}" {size} font-weight="600" '
                   f'text-anchor="{anchor}" fill="{kind.get("text", lk["text"])}">'
                   f"{escape(text)}</text>")
    out.append("</g>")
    return "".join(out)


def edge_line(at: list[int], side: str) -> tuple[float, float, float, float]:
    """The ends of a square's side on the picture (``x1, y1, x2, y2``).

    >>> edge_line([0, 0], "E")
    (62, 22, 62, 62)
    """
    cell = look()["cell"]
    ox, oy = _corner(*at)
    (a, b), (c, d) = SIDES[side]
    return ox + a * cell, oy + b * cell, ox + c * cell, oy + d * cell


def _edge(e: dict[str, Any]) -> str:
    kind = str(e.get("kind"))
    lk = look()["edges"].get(kind, look()["edges"]["wall"])
    x1, y1, x2, y2 = edge_line(e["at"], e["side"])
    label = e.get("label", kind)
    dash = f' stroke-dasharray="{lk["dash"]}"' if lk.get("dash") else ""
    out = [f'<g role="img" aria-label="{_a(label)}"><title>{escape(str(label))}</title>'
           f'<line x1="{_g(x1)}" y1="{_g(y1)}" x2="{_g(x2)}" y2="{_g(y2)}" '
           f'stroke="{lk["stroke"]}" stroke-width="{lk["width"]}" stroke-linecap="round"{dash}/>']
    cx, cy = _centre(*e["at"])
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    if kind == "laser":
        out.append(f'<circle cx="{_g(mx + (cx - mx) * 0.18)}" cy="{_g(my + (cy - my) * 0.18)}" '
                   f'r="{lk["size"]}" fill="{lk["fill"]}" stroke="{lk["stroke"]}"/>')
    if e.get("text"):        # a pusher's active registers, just inside its side
        out.append(f'<text x="{_g(mx + (cx - mx) * 0.45)}" y="{_g(my + (cy - my) * 0.45 + 4)}" '
                   f'text-anchor="middle" font-weight="600" '
                   f'font-size="{look()["tile"]["long_text_size"]}" fill="{lk["stroke"]}">'
                   f'{escape(str(e["text"]))}</text>')
    out.append("</g>")
    return "".join(out)


def _layer(layer: dict[str, Any], pieces: dict[str, Any], vector: Any,
           events: Any) -> list[str]:
    kind = layer.get("kind")
    if kind == "trail":
        piece = pieces.get(str(layer.get("piece")), {})
        stroke = colour(piece.get("color"))
        return [_polyline(run, stroke, look()["trail"]["width"], look()["trail"]["layer_opacity"])
                for run in trail_runs(layer.get("squares") or [])]
    if kind == "marks" and vector is not None and layer.get("style") == "chit":
        facings = layer.get("facings") or []
        return [_chit(sq, layer, int(vector[slot]),
                      int(vector[facings[k]]) if k < len(facings) else -1)
                for k, (sq, slot) in enumerate(zip(layer.get("squares", []),
                                                   layer.get("slots", []), strict=False))
                if int(vector[slot]) != 0]
    if kind == "marks" and vector is not None:
        codes, tiles = layer.get("codes", {}), layer.get("tiles") or {}
        values = [(sq, str(int(vector[s]))) for sq, s in
                  zip(layer.get("squares", []), layer.get("slots", []), strict=False)
                  if int(vector[s]) != 0]
        # a value with a tile's look is drawn as that tile (as the widget does)
        return [_tile({"at": sq, "kind": tiles[v], "label": codes.get(v, tiles[v])})
                if v in tiles else _mark(sq, codes.get(v)) for sq, v in values]
    if kind == "beams":
        beam = look()["beam"]
        return [_polyline(squares, beam["stroke"], beam["width"], beam["opacity"])
                for squares in beam_squares(events, layer.get("events"))]
    return []


def beam_squares(events: Any, kind: Any) -> list[list]:
    """The squares of each event of ``kind`` among ``events`` (dicts with ``squares``: a
    list of ``[x, y]`` or of square names such as ``"C3"``).

    >>> beam_squares([{"kind": "Shot", "squares": ["A1", [1, 0]]}], "Shot")
    [[[0, 0], [1, 0]]]
    """
    return [squares_of(e["squares"]) for e in events or ()
            if e.get("kind") == kind and e.get("squares")]


def squares_of(value: Any) -> list[list[int]]:
    """Squares as ``[x, y]`` from ``[x, y]`` pairs or square names."""
    from codyroby_lab.core.geometry import parse_square
    return [list(sq) if isinstance(sq, (list, tuple)) else list(parse_square(sq))
            for sq in value]


def text_fit(text: str, size: float) -> tuple[float, float | None]:
    """The font size for ``text`` to fit inside a square (from ``size`` down), and, for a
    text too long even at the look's smallest size, the width to squeeze it into: a mark or
    a tile's top label never spills out of its square (``riches-weapons`` in 40 units).

    >>> text_fit("food3", 9), text_fit("animals1", 9), text_fit("riches-weapons", 9)
    ((9, None), (6.2, None), (6, 28))
    """
    lk, room = look()["mark"], look()["cell"] - 12
    wide = len(text) * lk["glyph_width"]
    if wide * size <= room:
        return size, None
    fit = round(room / wide, 1)
    return (fit, None) if fit >= lk["min_text_size"] else (lk["min_text_size"], room)


def _fitted(text: str, size: float) -> str:
    """The font size (and squeeze) attributes of :func:`text_fit`."""
    fit, squeeze = text_fit(text, size)
    return f'font-size="{fit}"' + (f' textLength="{squeeze}" lengthAdjust="spacingAndGlyphs"'
                                   if squeeze else "")


def _mark(square: list[int], text: Any) -> str:
    lk, cell = look()["mark"], look()["cell"]
    ox, oy = _corner(*square)
    cx, cy = _centre(*square)
    words = str(text or "?")
    return (f'<g role="img" aria-label="{_a(text or "a mark")}">'
            f'<rect x="{_g(ox + 5)}" y="{_g(oy + cell - 17)}" width="{cell - 10}" height="13" '
            f'rx="3" fill="{lk["fill"]}" stroke="{lk["stroke"]}" opacity="{lk["opacity"]}"/>'
            f'<text x="{_g(cx)}" y="{_g(oy + cell - 7)}" {_fitted(words, lk["text_size"] - 3)} '
            f'text-anchor="middle" fill="{lk["text"]}">{escape(words)}</text></g>')


def _chit(square: list[int], layer: dict[str, Any], value: int, facing: int) -> str:
    """An order chit in its square, as the widget's chits layer draws it: filled in its
    code's colour, its code on it and its arrow (``facing`` 0 to 7; any other value none)
    above the code, in the ink that reads on the colour."""
    lk, cell, arrow = look()["chit"], look()["cell"], look()["tile"]
    ox, oy = _corner(*square)
    fill = colour((layer.get("colors") or {}).get(str(value)))
    ink = ink_on(fill)
    words = str((layer.get("codes") or {}).get(str(value), "?"))
    out = [f'<g role="img" aria-label="{_a(words)}">'
           f'<rect x="{_g(ox + lk["inset"])}" y="{_g(oy + lk["inset"])}" '
           f'width="{_g(cell - 2 * lk["inset"])}" height="{_g(cell - 2 * lk["inset"])}" '
           f'rx="{lk["rx"]}" fill="{fill}" stroke="{lk["stroke"]}" stroke-width="{lk["width"]}"/>'
           f'<text x="{_g(ox + cell / 2)}" y="{_g(oy + cell - lk["text_y"])}" '
           f'{_fitted(words, lk["text_size"])} text-anchor="middle" font-weight="bold" '
           f'fill="{ink}">{escape(words)}</text>']
    if 0 <= facing < 8:
        out.append(f'<polyline points="{arrow["arrow_points"]}" fill="none" stroke="{ink}" '
                   f'stroke-width="{arrow["arrow_width"]}" transform="translate('
                   f'{_g(ox + cell / 2)},{_g(oy + lk["arrow_y"])}) scale({lk["arrow_scale"]}) '
                   f'rotate({facing * 45})"/>')
    return "".join(out) + "</g>"


def _piece(p: dict[str, Any], spot: tuple[float, float, float]) -> str:
    lk = look()["piece"]
    dx, dy, k = spot
    cx, cy = _centre(*p["at"])
    fill = colour(p.get("color"))
    light = pale(fill)
    label = p.get("label") or p.get("name") or p.get("id")
    stroke, width = ((lk["pale_stroke"], lk["pale_width"]) if light
                     else (lk["stroke"], lk["width"]))
    dim = f' opacity="{lk["dim_opacity"]}"' if p.get("powered_down") else ""
    out = [f'<g role="img" aria-label="{_a(label)}" '
           f'transform="translate({_g(cx + dx)},{_g(cy + dy)}) scale({_g(k)}) '
           f'rotate({int(p.get("facing", 0)) * 45})"{dim}>'
           f"<title>{escape(str(label))}</title>"
           f'<circle cy="{-lk["tag_lift"] if p.get("tag") else 0}" '
           f'r="{_g(look()["cell"] * (lk["tag_radius"] if p.get("tag") else lk["radius"]))}" '
           f'fill="{fill}" stroke="{stroke}" stroke-width="{_g(width)}"/>']
    ink = lk["pale_arrow"] if light else lk["arrow"]
    mark, tag = str(p.get("mark") or "")[:2], str(p.get("tag") or "")
    if p.get("arrow", True):        # a piece with its initial: its front is a nose
        out.append(f'<polygon points="{lk["nose_points"] if mark else lk["arrow_points"]}" '
                   f'fill="{fill if mark else ink}" stroke="{lk["stroke"]}"/>')
    upright = f' transform="rotate({-int(p.get("facing", 0)) * 45})"'
    lift = -lk["tag_lift"] if tag else 0
    if mark:       # a shrunk piece's letter keeps mark_min (walk 06q5, fault 1)
        size = max(lk["mark_size"], lk["mark_min"] / k)
        out.append(f'<text{upright} y="{_g(lift + size * 0.36)}" '
                   f'font-size="{_g(size)}" font-weight="700" text-anchor="middle" '
                   f'fill="{ink_on(fill)}">{escape(mark)}</text>')
    if tag:
        out.append(f'<text{upright} y="{lk["tag_y"]}" {_fitted(tag, lk["tag_size"])} '
                   f'font-weight="700" text-anchor="middle" fill="{lk["badge"]}">'
                   f"{escape(tag)}</text>")
    if p.get("crashed"):
        out.append(f'<path d="M-10,-10 L10,10 M10,-10 L-10,10" stroke="{lk["crash"]}" '
                   f'stroke-width="{lk["crash_width"]}"/>')
    out.append("</g>")
    return "".join(out)


def ink_on(fill: str) -> str:
    """The look's light or dark ink, whichever has the higher WCAG contrast on ``fill``.

    >>> [ink_on(colour(c)) == look()["chit"]["light_ink"] for c in ("blue", "green", "yellow")]
    [True, False, False]
    """
    def lum(hex_colour: str) -> float:
        h = hex_colour.lstrip("#")
        h = "".join(c * 2 for c in h) if len(h) == 3 else h
        cs = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in cs)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    light, dark = look()["chit"]["light_ink"], look()["chit"]["dark_ink"]
    f = lum(fill)
    return light if (lum(light) + 0.05) / (f + 0.05) >= (f + 0.05) / (lum(dark) + 0.05) else dark


def trail_runs(squares: list) -> list[list]:
    """A trail cut where a square is neither a neighbour of the one before nor in its row
    or column (a tunnel, a swap); a move of 2 squares along a line stays one run.

    >>> trail_runs([[0, 6], [1, 6], [0, 3], [1, 3], [2, 2], [2, 0]])
    [[[0, 6], [1, 6]], [[0, 3], [1, 3], [2, 2], [2, 0]]]
    """
    runs: list[list] = []
    for sq in squares:
        dx, dy = (abs(sq[0] - runs[-1][-1][0]), abs(sq[1] - runs[-1][-1][1])) if runs else (1, 1)
        if runs and (dx == 0 or dy == 0 or max(dx, dy) <= 1):
            runs[-1].append(sq)
        else:
            runs.append([sq])
    return runs


def _trail(squares: list, stroke: str) -> list[str]:
    """A piece's trail: a line through each run of neighbouring squares, a dashed ring at
    both ends of each jump."""
    lk = look()["trail"]
    runs = trail_runs(squares)
    out = [_polyline(run, stroke, lk["width"], lk["opacity"]) for run in runs]
    for a, b in zip(runs, runs[1:], strict=False):
        out += [_hop(a[-1], stroke), _hop(b[0], stroke)]
    return out


def _hop(square: list, stroke: str) -> str:
    lk = look()["trail"]
    cx, cy = _centre(*square)
    return (f'<circle cx="{_g(cx)}" cy="{_g(cy)}" r="{lk["hop"]}" fill="none" stroke="{stroke}" '
            f'stroke-width="{lk["hop_width"]}" stroke-dasharray="{lk["hop_dash"]}" '
            f'opacity="{lk["hop_opacity"]}"/>')


def _polyline(squares: list, stroke: str, width: float, opacity: float) -> str:
    points = " ".join("{:g},{:g}".format(*_centre(x, y)) for x, y in squares)
    return (f'<polyline points="{points}" fill="none" stroke="{stroke}" stroke-width="{width}" '
            f'stroke-linecap="round" stroke-linejoin="round" opacity="{opacity}"/>')


def state_svg(state: Any, viewer: Any = None) -> str:
    """Any state with ``scene(viewer)`` (a spectator's view by default)."""
    return scene_svg(state.scene(viewer), vector=state.to_vector())


def trace_svg(trace: Any, tiles: Sequence[dict[str, Any]] = ()) -> str:
    """The final position of a trace, for the trace's viewer, with each piece's trail (its
    last ``trail_max`` moves) and the last step's laser beams; ``tiles`` are drawn beside
    the state's own (a challenge's goal)."""
    final = trace[-1]
    scene = final.scene(trace.viewer)
    scene = {**scene, "tiles": [*scene.get("tiles", []), *tiles]}
    a = trace.arrays()
    trails = {}
    for piece in scene.get("pieces", []):
        b = piece.get("bind") or {}
        if "x" in b and "y" in b:
            trails[str(piece["id"])] = _trail_squares(a, b["x"], b["y"])
    events = [{"kind": str(e.kind), "squares": e.get("squares")}
              for e in trace.events(trace.steps)] if trace.steps else []
    return scene_svg(scene, trails, final.to_vector(), events)


def _trail_squares(a: dict, sx: int, sy: int) -> list[list[int]]:
    import numpy as np
    off, slot, delta, start = a["off"], a["slot"], a["delta"], a["start"]
    steps = len(off) - 1
    first = max(0, steps - look()["trail_max"])
    step_of = np.repeat(np.arange(steps), np.diff(off))
    out = []
    for s in (sx, sy):
        d = np.zeros(steps + 1, dtype=np.int64)
        mask = slot == s
        np.add.at(d, step_of[mask] + 1, delta[mask])
        out.append(start[s] + np.cumsum(d))
    xs, ys = out[0][first:], out[1][first:]
    squares: list[list[int]] = []
    for x, y in zip(xs.tolist(), ys.tolist(), strict=True):
        if not squares or squares[-1] != [x, y]:
            squares.append([x, y])
    return squares
