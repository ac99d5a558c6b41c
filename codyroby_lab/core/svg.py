"""Static SVG pictures of scenes, boards, states and traces (no kernel, no JavaScript).

Every text that comes from a user (robot names, labels, titles) is escaped. The picture
follows the widget's look: grid with coordinates, path, tiles by kind, pieces with a facing
arrow in their colour, trails.

>>> from codyroby_lab import codyroby
>>> t = codyroby.run("F F R F", at="A5")
>>> svg = trace_svg(t)
>>> svg.startswith("<svg") and 'aria-label="Roby at B3 facing east"' in svg
True
>>> "&lt;b&gt;" in scene_svg({"grid": {"width": 2, "height": 1}, "title": "<b>"})
True
"""

from __future__ import annotations

import math
from html import escape
from typing import Any

CELL = 40
MARGIN = 22
TRAIL_MAX = 2000
COLOURS = {"purple": "#7b3fb5", "yellow": "#f2c200", "white": "#f4f4f4", "red": "#d93025",
           "green": "#1e9e4a", "blue": "#1a73e8", "orange": "#f28b00", "black": "#222222",
           "grey": "#888888", "gray": "#888888"}
# How a tile of each kind looks (the same as widgets/style.css): fill, stroke, stroke width,
# corner radius, dashes, text colour, and whether it is drawn as a target (a light square
# with a ring in the tile's colour). A tile's ``color`` replaces the fill, or for a target
# the ring. Kinds not listed are plain grey squares.
TILE_LOOK: dict[str, dict[str, Any]] = {
    "block": {"fill": "#5f6368", "stroke": "#202124", "width": 2, "text": "#fff"},
    "target": {"fill": "#fff", "stroke": "#d93025", "width": 2, "ring": True},
    "goal": {"fill": "#fff", "stroke": "#d93025", "width": 2, "ring": True},
    "start": {"fill": "#d7f0dd", "stroke": "#1e9e4a", "width": 2},
    "station": {"fill": "#ffe9a8", "stroke": "#e8a200", "width": 3, "rx": 10},
    "remote": {"fill": "#d2e3fc", "stroke": "#1a73e8", "width": 2},
    "tunnel": {"fill": "#e6d9f5", "stroke": "#7b3fb5", "width": 2.5, "rx": 17},
    "swap": {"fill": "#ffe0c2", "stroke": "#e8710a", "width": 2, "dash": "5 3"},
    "repeat": {"fill": "#c9ece8", "stroke": "#00897b", "width": 2, "rx": 10},
    "repetition": {"fill": "#c9ece8", "stroke": "#00897b", "width": 2, "rx": 10},
    "challenge": {"fill": "#fbd3e4", "stroke": "#c2185b", "width": 2, "dash": "2 2"},
}
DEFAULT_LOOK: dict[str, Any] = {"fill": "#9aa0a6", "stroke": "#555", "width": 1}


def colour(name: Any) -> str:
    """A fill colour for a scene colour name (unknown names are grey)."""
    if isinstance(name, str) and name in COLOURS:
        return COLOURS[name]
    if isinstance(name, str) and len(name) in (4, 7) and name[0] == "#" and all(
            c in "0123456789abcdefABCDEF" for c in name[1:]):
        return name
    return COLOURS["grey"]


def _a(value: Any) -> str:
    return escape(str(value), quote=True)


def _centre(x: int, y: int) -> tuple[float, float]:
    return MARGIN + x * CELL + CELL / 2, MARGIN + y * CELL + CELL / 2


def scene_svg(scene: dict[str, Any], trails: dict[str, list] | None = None) -> str:
    """The scene as an SVG document; ``trails`` maps a piece id to the squares it visited."""
    grid = scene.get("grid") or {}
    w, h = int(grid.get("width", 5)), int(grid.get("height", 5))
    vw, vh = MARGIN + w * CELL + 4, MARGIN + h * CELL + 4
    title = str(scene.get("title") or "Board")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {vw} {vh}" width="{vw}" '
           f'height="{vh}" role="img" aria-label="{_a(title)}: {w} by {h} board" '
           f'font-family="sans-serif">', f"<title>{escape(title)}</title>"]
    path = grid.get("path")
    road = {tuple(s) for s in path} if path else None
    for y in range(h):
        for x in range(w):
            fill = "#dcd6c8" if road is not None and (x, y) not in road else "#f7f3e8"
            out.append(f'<rect x="{MARGIN + x * CELL}" y="{MARGIN + y * CELL}" width="{CELL}" '
                       f'height="{CELL}" fill="{fill}" stroke="#b9b09a"/>')
    for x in range(w):
        out.append(f'<text x="{MARGIN + x * CELL + CELL / 2:g}" y="{MARGIN - 7}" font-size="11" '
                   f'text-anchor="middle" fill="#666">{chr(65 + x)}</text>')
    for y in range(h):
        out.append(f'<text x="{MARGIN / 2:g}" y="{MARGIN + y * CELL + CELL / 2 + 4:g}" '
                   f'font-size="11" text-anchor="middle" fill="#666">{y + 1}</text>')
    if path and len(path) > 1:
        out.append(_polyline(path, "#c8b98a", 10, 0.5))
    for t in scene.get("tiles", []):
        out.append(_tile(t))
    pieces = {str(p.get("id")): p for p in scene.get("pieces", [])}
    for o in scene.get("overlays", []):
        squares = o.get("squares") or []
        piece = pieces.get(str(o.get("piece")), {})
        if o.get("kind") in ("trail", "laser", "path"):
            stroke = "#e00000" if o.get("kind") == "laser" else colour(o.get("color")
                                                                       or piece.get("color"))
            runs = [squares] if o.get("kind") == "laser" else trail_runs(squares)
            for run in runs:
                out.append(_polyline(run, stroke, 2 if o.get("kind") == "laser" else 4, 0.6))
        else:
            for x, y in squares:
                out.append(f'<rect x="{MARGIN + x * CELL + 2}" y="{MARGIN + y * CELL + 2}" '
                           f'width="{CELL - 4}" height="{CELL - 4}" fill="#fff59d" '
                           f'opacity="0.6" stroke="#f9a825"/>')
    for pid, squares in (trails or {}).items():
        stroke = colour(pieces.get(pid, {}).get("color"))
        runs = trail_runs(squares)
        for run in runs:
            out.append(_polyline(run, stroke, 4, 0.45))
        for a, b in zip(runs, runs[1:], strict=False):
            out.append(_hop(a[-1], stroke) + _hop(b[0], stroke))
    crowds: dict[tuple, list] = {}
    for p in scene.get("pieces", []):
        crowds.setdefault(tuple(p["at"]), []).append(p)
    for p in scene.get("pieces", []):
        crowd = crowds[tuple(p["at"])]
        dx, dy, k = crowd_spot(crowd.index(p), len(crowd))
        cx, cy = _centre(*p["at"])
        label = p.get("label") or p.get("name") or p.get("id")
        out.append(f'<g role="img" aria-label="{_a(label)}" '
                   f'transform="translate({cx + dx:g},{cy + dy:g}) scale({k:g}) '
                   f'rotate({int(p.get("facing", 0)) * 45})">'
                   f"<title>{escape(str(label))}</title>"
                   f'<circle r="{CELL * 0.36:g}" fill="{colour(p.get("color"))}" stroke="#222" '
                   f'stroke-width="1.5"/><polygon points="0,-13 9,5 0,0 -9,5" fill="#fff" '
                   f'stroke="#222"/>')
        if p.get("crashed"):
            out.append('<path d="M-10,-10 L10,10 M10,-10 L-10,10" stroke="#d00" '
                       'stroke-width="4"/>')
        out.append("</g>")
    out.append("</svg>")
    return "".join(out)


def _tile(t: dict[str, Any]) -> str:
    x, y = t["at"]
    cx, cy = _centre(x, y)
    look = TILE_LOOK.get(str(t.get("kind")), DEFAULT_LOOK)
    ring = look.get("ring", False)
    mine = colour(t["color"]) if t.get("color") else None
    fill = look["fill"] if ring or not mine else mine
    stroke = mine if ring and mine else look["stroke"]
    label = t.get("label", t.get("kind", "tile"))
    dash = f' stroke-dasharray="{look["dash"]}"' if look.get("dash") else ""
    out = [f'<g role="img" aria-label="{_a(label)}"><title>{escape(str(label))}</title>'
           f'<rect x="{MARGIN + x * CELL + 3}" y="{MARGIN + y * CELL + 3}" '
           f'width="{CELL - 6}" height="{CELL - 6}" rx="{look.get("rx", 4)}" fill="{fill}" '
           f'stroke="{stroke}" stroke-width="{look["width"]:g}"{dash}/>']
    if ring:
        out.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="11" fill="none" stroke="{stroke}" '
                   f'stroke-width="4"/>')
        if not t.get("text"):
            out.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="4" fill="{stroke}"/>')
    if t.get("text"):
        out.append(f'<text x="{cx:g}" y="{cy + 5:g}" font-size="13" font-weight="600" '
                   f'text-anchor="middle" fill="{look.get("text", "#111")}">'
                   f'{escape(str(t["text"]))}</text>')
    out.append("</g>")
    return "".join(out)


def trail_runs(squares: list) -> list[list]:
    """A trail cut where a square is not a neighbour of the one before (a tunnel, a swap).

    >>> trail_runs([[0, 6], [1, 6], [0, 3], [1, 3], [2, 2]])
    [[[0, 6], [1, 6]], [[0, 3], [1, 3], [2, 2]]]
    """
    runs: list[list] = []
    for sq in squares:
        if runs and max(abs(sq[0] - runs[-1][-1][0]), abs(sq[1] - runs[-1][-1][1])) <= 1:
            runs[-1].append(sq)
        else:
            runs.append([sq])
    return runs


def crowd_spot(i: int, n: int) -> tuple[float, float, float]:
    """Offset and scale of the ``i``-th of ``n`` pieces on one square (as the widget does):
    alone in the middle at full size, else spread around the centre, smaller.

    >>> crowd_spot(0, 1), crowd_spot(0, 2), crowd_spot(1, 2)
    ((0, 0, 1), (-10.0, 0.0, 0.6), (10.0, 0.0, 0.6))
    """
    if n <= 1:
        return 0, 0, 1
    a = math.radians(-90 - 180 / n + 360 * i / n)
    r = 10 if n <= 4 else 12
    k = 0.6 if n == 2 else 0.5 if n <= 4 else 0.38
    return round(r * math.cos(a), 1) + 0.0, round(r * math.sin(a), 1) + 0.0, k


def _hop(square: list, stroke: str) -> str:
    cx, cy = _centre(*square)
    return (f'<circle cx="{cx:g}" cy="{cy:g}" r="7" fill="none" stroke="{stroke}" '
            f'stroke-width="2" stroke-dasharray="3 2" opacity="0.8"/>')


def _polyline(squares: list, stroke: str, width: float, opacity: float) -> str:
    points = " ".join("{:g},{:g}".format(*_centre(x, y)) for x, y in squares)
    return (f'<polyline points="{points}" fill="none" stroke="{stroke}" stroke-width="{width}" '
            f'stroke-linecap="round" stroke-linejoin="round" opacity="{opacity}"/>')


def state_svg(state: Any) -> str:
    """Any state with ``scene()``."""
    return scene_svg(state.scene())


def board_svg(board: Any) -> str:
    """A CodyRoby board with no robots on it."""
    from codyroby_lab.games.codyroby.scene import board_scene
    return scene_svg(board_scene(board, {}))


def trace_svg(trace: Any) -> str:
    """The final position of a trace with each piece's trail (its last moves)."""
    scene = trace[-1].scene()
    a = trace.arrays()
    trails = {}
    for pid, b in (scene.get("bindings") or {}).items():
        if "x" not in b or "y" not in b:
            continue
        trails[pid] = _trail(a, b["x"], b["y"])
    return scene_svg(scene, trails)


def _trail(a: dict, sx: int, sy: int) -> list[list[int]]:
    import numpy as np
    off, slot, delta, start = a["off"], a["slot"], a["delta"], a["start"]
    steps = len(off) - 1
    first = max(0, steps - TRAIL_MAX)
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
