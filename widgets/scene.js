// The board: draws a scene (docs/architecture.md, "The scene") as SVG and moves its pieces.
// It knows no rules: tiles are styled by their free-text kind, pieces by colour and facing.
import { s, setText, squareName, FACING_WORDS, cssName, colour } from "./util.js";

const CELL = 40;
const MARGIN = 22;
const TRAIL_MAX = 400;

function centre(x, y) {
  return [MARGIN + x * CELL + CELL / 2, MARGIN + y * CELL + CELL / 2];
}

// The words a screen reader says for a piece at some position of a trace.
export function pieceLabel(piece, props) {
  const name = String(piece.name ?? piece.id ?? "piece");
  const where = squareName(props.x, props.y);
  const facing = FACING_WORDS[((props.facing % 8) + 8) % 8];
  return `${name} at ${where} facing ${facing}${props.crashed ? ", crashed" : ""}`;
}

// Draw `scene` into a new <svg>; returns an object to move pieces and draw overlays.
export function drawScene(scene) {
  const grid = scene.grid || { width: 5, height: 5 };
  const W = Math.max(1, grid.width | 0), H = Math.max(1, grid.height | 0);
  const vw = MARGIN + W * CELL + 4, vh = MARGIN + H * CELL + 4;
  // The board fills the room it has (CSS: the column's width, at most 75% of the window's
  // height, a cell at most about 100 px).
  const svg = s("svg", { class: "cr-board", viewBox: `0 0 ${vw} ${vh}`, role: "group",
    "aria-label": `${String(scene.title || "Board")}: ${W} by ${H} board`,
    style: `max-width:${Math.round(vw * 2.5)}px` });
  const road = new Set((grid.path || []).map(([x, y]) => `${x},${y}`));
  const cells = s("g", { class: "cr-cells" });
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const off = grid.path && !road.has(`${x},${y}`);
      cells.appendChild(s("rect", { class: off ? "cr-cell cr-off" : "cr-cell",
        x: MARGIN + x * CELL, y: MARGIN + y * CELL, width: CELL, height: CELL }));
    }
  }
  const labels = s("g", { class: "cr-coords", "aria-hidden": "true" });
  for (let x = 0; x < W; x++) {
    labels.appendChild(s("text", { x: MARGIN + x * CELL + CELL / 2, y: MARGIN - 7 },
      String.fromCharCode(65 + x)));
  }
  for (let y = 0; y < H; y++) {
    labels.appendChild(s("text", { x: MARGIN / 2, y: MARGIN + y * CELL + CELL / 2 + 4 },
      String(y + 1)));
  }
  svg.append(cells, labels);
  if (grid.path && grid.path.length > 1) {
    svg.appendChild(s("polyline", { class: "cr-path-line", "aria-hidden": "true",
      points: grid.path.map(([x, y]) => centre(x, y).join(",")).join(" ") }));
  }
  const tiles = s("g", { class: "cr-tiles" });
  for (const t of scene.tiles || []) {
    const [x, y] = t.at;
    const [cx, cy] = centre(x, y);
    // Every tile has the same parts; the CSS for its kind decides which show and how (a
    // block is a solid dark square, a target a light square with a ring in its colour).
    const g = s("g", { class: `cr-tile cr-kind-${cssName(t.kind)}`, role: "img",
      "aria-label": String(t.label ?? t.kind ?? "tile") });
    if (t.color) g.setAttribute("style", `--cr-tile:${colour(t.color)}`);
    g.appendChild(s("rect", { class: "cr-tile-bg", x: MARGIN + x * CELL + 3,
      y: MARGIN + y * CELL + 3, width: CELL - 6, height: CELL - 6, rx: 4 }));
    g.appendChild(s("circle", { class: "cr-tile-ring", cx, cy, r: 11 }));
    if (t.text) {
      // a long mark ("35EN": a position number and a special square) in smaller letters
      const text = String(t.text);
      g.appendChild(s("text", { x: cx, y: cy + 5, class: `cr-tile-text${text.length > 3 ? " cr-tile-text-long" : ""}` }, text));
    } else {
      g.appendChild(s("circle", { class: "cr-tile-dot", cx, cy, r: 4 }));
    }
    tiles.appendChild(g);
  }
  svg.appendChild(tiles);
  const overlays = s("g", { class: "cr-overlays", "aria-hidden": "true" });
  for (const o of scene.overlays || []) overlays.appendChild(drawOverlay(o, scene));
  svg.appendChild(overlays);
  const trails = s("g", { class: "cr-trails", "aria-hidden": "true" });
  const marks = s("g", { class: "cr-marks", "aria-hidden": "true" });
  svg.append(trails, marks);
  const piecesG = s("g", { class: "cr-pieces" });
  const pieces = new Map();
  for (const p of scene.pieces || []) {
    const g = s("g", { class: `cr-piece cr-kind-${cssName(p.kind)}${pale(colour(p.color)) ? " cr-pale" : ""}`,
      role: "img", "data-piece": String(p.id) });
    const body = s("circle", { r: CELL * 0.36, class: "cr-piece-body" });
    body.setAttribute("style", `fill:${colour(p.color)}`);
    const arrow = s("polygon", { class: "cr-piece-arrow", points: "0,-13 9,5 0,0 -9,5" });
    const cross = s("path", { class: "cr-piece-crash", d: "M-10,-10 L10,10 M10,-10 L-10,10" });
    const title = s("title", {});
    g.append(title, body, arrow, cross);
    piecesG.appendChild(g);
    const trail = s("path", { class: "cr-trail", d: "" });
    const hops = s("path", { class: "cr-trail-hop", d: "" });
    trail.setAttribute("style", `stroke:${colour(p.color)}`);
    hops.setAttribute("style", `stroke:${colour(p.color)}`);
    trails.append(trail, hops);
    const entry = { piece: p, g, title, trail, hops, order: pieces.size, props: null, key: "" };
    pieces.set(String(p.id), entry);
    entry.props = { x: p.at[0], y: p.at[1], facing: p.facing | 0, crashed: !!p.crashed };
    entry.label = p.label;
  }
  layoutPieces(pieces);
  for (const e of pieces.values()) e.label = null;
  svg.appendChild(piecesG);
  const cursor = s("rect", { class: "cr-cursor", width: CELL, height: CELL, visibility: "hidden" });
  marks.appendChild(cursor);
  return { svg, pieces, width: W, height: H, cursor,
    // Move one piece, or several at once (a Map id -> props); pieces sharing a square
    // are shrunk and spread over it so each stays visible.
    place: (id, props) => {
      const e = pieces.get(String(id));
      if (e) { e.props = props; layoutPieces(pieces); }
    },
    placeAll: (byId) => {
      for (const [id, props] of byId) {
        const e = pieces.get(String(id));
        if (e) e.props = props;
      }
      layoutPieces(pieces);
    },
    trail: (id, xs, ys, upto) => { const e = pieces.get(String(id)); if (e) drawTrail(e, xs, ys, upto); },
    mark: (x, y, kind) => {
      const [cx, cy] = centre(x, y);
      marks.appendChild(s("circle", { class: `cr-mark cr-mark-${kind}`, cx, cy, r: CELL * 0.42 }));
    },
    clearMarks: () => { for (const m of [...marks.children]) if (m !== cursor) m.remove(); },
    showCursor: (x, y) => {
      if (x === null) { cursor.setAttribute("visibility", "hidden"); return; }
      cursor.setAttribute("x", MARGIN + x * CELL); cursor.setAttribute("y", MARGIN + y * CELL);
      cursor.setAttribute("visibility", "visible");
    },
    squareAt: (evt) => {
      const pt = svg.createSVGPoint();
      pt.x = evt.clientX; pt.y = evt.clientY;
      const m = svg.getScreenCTM();
      if (!m) return null;
      const p = pt.matrixTransform(m.inverse());
      const x = Math.floor((p.x - MARGIN) / CELL), y = Math.floor((p.y - MARGIN) / CELL);
      return x >= 0 && y >= 0 && x < W && y < H ? [x, y] : null;
    },
  };
}

// A light colour (white, yellow): its piece gets a dark outline and a dark arrow.
export function pale(hex) {
  const m = /^#([0-9a-f]{6}|[0-9a-f]{3})/i.exec(hex);
  if (!m) return false;
  const d = m[1].length === 3 ? [...m[1]].map((c) => c + c) : m[1].match(/../g);
  const [r, g, b] = d.map((x) => parseInt(x, 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6;
}

// Where the i-th of n pieces on one square sits (offset from the centre) and its scale:
// alone, in the middle at full size; else around the centre, in scene order.
export function crowdSpot(i, n) {
  if (n <= 1) return [0, 0, 1];
  const a = ((-90 - 180 / n + (360 * i) / n) * Math.PI) / 180;
  const r = n <= 4 ? 10 : 12;
  const k = n === 2 ? 0.6 : n <= 4 ? 0.5 : 0.38;
  return [Math.round(r * Math.cos(a) * 10) / 10, Math.round(r * Math.sin(a) * 10) / 10, k];
}

function layoutPieces(pieces) {
  const crowds = new Map();
  for (const e of pieces.values()) {
    const key = `${e.props.x},${e.props.y}`;
    if (!crowds.has(key)) crowds.set(key, []);
    crowds.get(key).push(e);
  }
  for (const group of crowds.values()) {
    group.forEach((e, i) => placePiece(e, e.props, e.label, crowdSpot(i, group.length)));
  }
}

function placePiece(entry, props, label, spot) {
  const [cx, cy] = centre(props.x, props.y);
  const rot = (props.facing | 0) * 45;
  const [dx, dy, k] = spot || [0, 0, 1];
  const transform = `translate(${cx + dx},${cy + dy}) scale(${k}) rotate(${rot})`;
  if (entry.key !== transform) {
    entry.key = transform;
    entry.g.setAttribute("transform", transform);
  }
  entry.g.classList.toggle("cr-crashed", !!props.crashed);
  const text = label || pieceLabel(entry.piece, props);
  if (entry.g.getAttribute("aria-label") !== text) {
    entry.g.setAttribute("aria-label", text);
    setText(entry.title, text);
  }
}

// The trail of the last TRAIL_MAX steps, each square-to-square segment drawn once (a robot
// going round a loop keeps a small path however long it runs). A jump to a square that is
// not a neighbour (a tunnel, a swap) breaks the trail: a small dashed ring marks each end
// instead of a line across the board.
function drawTrail(entry, xs, ys, upto) {
  if (!xs || upto <= 0) { entry.trail.setAttribute("d", ""); entry.hops.setAttribute("d", ""); return; }
  const seen = new Set();
  const parts = [];
  const hops = [];
  let lx = xs[Math.max(0, upto - TRAIL_MAX)], ly = ys[Math.max(0, upto - TRAIL_MAX)];
  for (let i = Math.max(0, upto - TRAIL_MAX) + 1; i <= upto; i++) {
    const x = xs[i], y = ys[i];
    if (x === lx && y === ly) continue;
    const key = lx < x || (lx === x && ly < y) ? `${lx},${ly},${x},${y}` : `${x},${y},${lx},${ly}`;
    if (!seen.has(key)) {
      seen.add(key);
      const [ax, ay] = centre(lx, ly), [bx, by] = centre(x, y);
      if (Math.abs(x - lx) > 1 || Math.abs(y - ly) > 1) hops.push(ring(ax, ay), ring(bx, by));
      else parts.push(`M${ax},${ay}L${bx},${by}`);
    }
    lx = x; ly = y;
  }
  entry.trail.setAttribute("d", parts.join(""));
  entry.hops.setAttribute("d", hops.join(""));
}

function ring(cx, cy) {
  const r = 7;
  return `M${cx - r},${cy}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
}

// The squares of a trail cut where one square is not a neighbour of the next (a jump).
export function trailRuns(squares) {
  const runs = [];
  let run = [];
  for (const sq of squares) {
    const last = run[run.length - 1];
    if (last && (Math.abs(sq[0] - last[0]) > 1 || Math.abs(sq[1] - last[1]) > 1)) {
      runs.push(run);
      run = [];
    }
    run.push(sq);
  }
  if (run.length) runs.push(run);
  return runs;
}

function drawOverlay(o, scene) {
  const kind = cssName(o.kind);
  const g = s("g", { class: `cr-overlay cr-overlay-${kind}` });
  const squares = Array.isArray(o.squares) ? o.squares : [];
  if (o.kind === "trail" || o.kind === "laser" || o.kind === "path") {
    const piece = (scene.pieces || []).find((p) => p.id === o.piece);
    const runs = o.kind === "laser" ? [squares] : trailRuns(squares);
    for (const run of runs) {
      const line = s("polyline", { points: run.map(([x, y]) => centre(x, y).join(",")).join(" ") });
      if (piece || o.color) line.setAttribute("style", `stroke:${colour(o.color || piece.color)}`);
      g.appendChild(line);
    }
  } else {
    for (const [x, y] of squares) {
      g.appendChild(s("rect", { x: MARGIN + x * CELL + 2, y: MARGIN + y * CELL + 2,
        width: CELL - 4, height: CELL - 4, rx: 3 }));
    }
  }
  return g;
}
