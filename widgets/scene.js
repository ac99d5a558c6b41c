// The board: draws a scene (version 2, docs/architecture.md "The scene") as SVG, with the
// look of widgets/look.json (the same file core/svg.py reads), and shows any position of
// a replay with a few attribute changes. It knows no rules: tiles and edges are styled by
// their kind, pieces by colour and their bound properties, layers by their kind.
import { h, s, setText, setAttr, squareName, FACING_WORDS, cssName, colour, pale } from "./util.js";
import { LOOK } from "./look.js";

const CELL = LOOK.cell;
const MARGIN = LOOK.margin;
const SIDES = { N: [0, 0, 1, 0], E: [1, 0, 1, 1], S: [0, 1, 1, 1], W: [0, 0, 0, 1] };

// A square's left and top side. Squares off the board (x or y below 0, or past its width or
// height) lie in the room around it (scene.grid.room: a player's transmitters), a margin
// further out on the sides where the coordinates are written.
function left(x) { return MARGIN + x * CELL - (x < 0 ? MARGIN : 0); }
function top(y) { return MARGIN + y * CELL - (y < 0 ? MARGIN : 0); }
function centre(x, y) { return [left(x) + CELL / 2, top(y) + CELL / 2]; }

// Where a piece stands in words: the name of its place (scene piece.places, by its x: a
// road's spaces), else its square; a piece with places or no front says no facing.
export function placeName(piece, x, y) {
  const places = Array.isArray(piece.places) ? piece.places : null;
  if (places) return x >= 0 && x < places.length ? `on ${String(places[x])}` : "off the board";
  return `at ${squareName(x, y)}`;
}

// The words a screen reader says for a piece with some property values.
export function pieceLabel(piece, props) {
  const name = String(piece.name ?? piece.id ?? "piece");
  const facing = FACING_WORDS[((props.facing % 8) + 8) % 8];
  const more = [];
  if (props.crashed) more.push("crashed");
  if (props.controlled) more.push("remote-controlled");
  if (props.powered_down) more.push("powered down");
  if (props.damage) more.push(`damage ${props.damage}`);
  if (props.lives !== undefined) more.push(`${props.lives} ${props.lives === 1 ? "life" : "lives"}`);
  if (props.flags) more.push(`${props.flags} ${props.flags === 1 ? "flag" : "flags"} touched`);
  const words = (piece.carried_words || {})[props.carried];    // [one, several]: what it carries
  if (props.carried) more.push(`carrying ${!words ? "something" : props.carried_n > 1 ? `${props.carried_n} ${words[1]}` : words[0]}`);
  const faces = piece.arrow === false ? "" : ` facing ${facing}`;    // a robot with no front
  return `${name} ${placeName(piece, props.x, props.y)}${faces}${more.map((m) => `, ${m}`).join("")}`;
}

// Where the i-th of n pieces on one square sits (offset from the centre) and its scale:
// alone in the middle at full size, else around the centre, smaller (look.json "crowd");
// on a square with words in its middle, which move to its top-left corner, a piece alone
// moved and smaller, a crowd moved down below them at its size (look.json "crowd_words";
// core/look.py's crowd_spot).
export function crowdSpot(i, n, words = false) {
  const rule = LOOK.crowd.find((r) => r.upto === null || n <= r.upto);
  const at = (j) => ((-90 - 180 / n + (360 * j) / n) * Math.PI) / 180;
  const r = n > 1 ? rule.radius : 0;
  let [dx, dy, k] = [r * Math.cos(at(i)), r * Math.sin(at(i)), rule.scale];
  const { shift: [sx, sy], shrink: f, below } = LOOK.crowd_words;
  if (words && n === 1) [dx, dy, k] = [dx * f + sx, dy * f + sy, k * f];
  else if (words) {
    const top = Math.min(...Array.from({ length: n }, (_, j) => r * Math.sin(at(j)))) - CELL * LOOK.piece.radius * k;
    dy += Math.max(0, below - CELL / 2 - top);
  }
  return [Math.round(dx * 10) / 10, Math.round(dy * 10) / 10, Math.round(k * 1000) / 1000];
}

// The ink that reads best on a fill (WCAG contrast): the look's light or dark ink.
export function inkOn(fill) {
  const lum = (hex) => {
    const m = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex);
    if (!m) return 0.5;
    const d = m[1].length === 3 ? [...m[1]].map((c) => c + c) : m[1].match(/../g);
    const [r, g, b] = d.map((x) => { const c = parseInt(x, 16) / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const { light_ink: light, dark_ink: dark } = LOOK.chit;
  const l = lum(fill);
  return (lum(light) + 0.05) / (l + 0.05) >= (l + 0.05) / (lum(dark) + 0.05) ? light : dark;
}

// A piece's properties in a scene (its values now), by name; `bind` says which replay.
export function sceneProps(piece) {
  const p = { x: piece.at[0], y: piece.at[1], facing: piece.facing | 0, crashed: piece.crashed ? 1 : 0 };
  for (const k of ["visible", "controlled", "powered_down", "damage", "lives", "flags"]) {
    if (piece[k] !== undefined) p[k] = typeof piece[k] === "boolean" ? +piece[k] : piece[k];
  }
  if (piece.carried) p.carried = Number.isInteger(piece.carried) ? piece.carried : 1;   // its code, or "something"
  return p;
}

// Draw `scene` into a new <svg>; returns the board: what moves pieces, trails and layers.
export function drawScene(scene) {
  const grid = scene.grid || { width: 5, height: 5 };
  const W = Math.max(1, grid.width | 0), H = Math.max(1, grid.height | 0);
  const room = grid.room || {};
  const x0 = room.W ? left(-room.W) : 0, y0 = room.N ? top(-room.N) : 0;
  const vw = MARGIN + (W + (room.E | 0)) * CELL + 4 - x0, vh = MARGIN + (H + (room.S | 0)) * CELL + 4 - y0;
  // The board fills the room it has (CSS: the column's width, at most 75% of the window's
  // height, a cell at most about 100 px).
  const targets = new Map();   // "x,y" -> the tile there the editor takes (its `target` key)
  const words = new Map();     // a square's key -> the words in its middle (pieces move them)
  const svg = s("svg", { class: "cr-board", viewBox: `${x0} ${y0} ${vw} ${vh}`, role: "group",
    // named by its size, not the game's title, which the widget shows (and holds back in
    // Predict mode: walk 06w, fault 14, a screen reader heard how a run ended)
    "aria-label": `${W} by ${H} board`, style: `max-width:${Math.round(vw * 2.5)}px` });
  // the board's own ground under its coordinates and the room around it: they read the
  // same in a light and a dark page (the dark theme's style.css names its own colours for
  // the frame, the coordinates and the captions on it; look.json's are the fallback)
  svg.append(s("rect", { class: "cr-frame", x: x0, y: y0, width: vw, height: vh, rx: 6, fill: LOOK.board.frame,
    style: `fill: var(--cr-frame, ${LOOK.board.frame})` }),
    drawGrid(grid, W, H), drawTiles(scene.tiles || [], targets, words), drawEdges(scene.edges || []));
  const layersG = s("g", { class: "cr-layers", "aria-hidden": "true" });
  const trails = s("g", { class: "cr-trails", "aria-hidden": "true" });
  const marks = s("g", { class: "cr-marks", "aria-hidden": "true" });
  const piecesG = s("g", { class: "cr-pieces" });
  // shots go over the pieces: between two robots side by side, a beam under them was a
  // speck a child did not see, and a robot's trail looked like the shot (walk 07p, fault 1)
  const over = s("g", { class: "cr-over", "aria-hidden": "true", "pointer-events": "none" });
  // a square's words over the trails, drawn again there (each stays in its tile, where a
  // piece standing on it moves it): a trail struck out the numbers (walk 06z, fault 3); and
  // over the pieces, whose noses reached into "18TT" in its corner (walk 06q5, fault 1)
  const wordsOver = s("g", { class: "cr-words-over", "aria-hidden": "true", "pointer-events": "none" });
  const ids = `cr-word-${Math.random().toString(36).slice(2, 10)}-`;   // one page, many boards
  [...words.values()].forEach(({ node }, k) => {
    node.id = `${ids}${k}`;
    wordsOver.appendChild(s("use", { href: `#${node.id}` }));
  });
  svg.append(layersG, trails, marks, piecesG, wordsOver, over);
  const pieces = new Map();
  const marked = initials(scene.pieces || []);
  const walk = walks(grid);
  for (const p of scene.pieces || []) {
    const e = drawPiece(marked.get(p) || p, pieces.size, walk);
    pieces.set(String(p.id), e);
    piecesG.appendChild(e.g);
    trails.append(e.trail.casing, e.trail.path, e.trail.hops);
  }
  const byId = new Map((scene.pieces || []).map((p) => [String(p.id), p]));
  const panel = h("div", { class: "cr-piles" });
  // The pieces, their trails and the layers at the moment of `sc` (the scene drawn, or a
  // later one of the same picture).
  const atMoment = (sc) => {
    const start = new Map();
    for (const p of sc.pieces || []) {
      const e = pieces.get(String(p.id));
      e.piece = p;
      e.trail.show(null);
      start.set(String(p.id), sceneProps(p));
    }
    layoutPieces(pieces, start, true, words);
    (sc.layers || []).filter(drawable).forEach((l, k) => layers[k].now(l));
  };
  const layers = (scene.layers || []).filter(drawable).map((l) => drawLayer(l, byId, layersG, panel, over));
  panel.hidden = !panel.children.length;
  atMoment(scene);
  const picture = pictureKey(scene);
  const cursor = s("rect", { class: "cr-cursor", width: CELL, height: CELL, visibility: "hidden" });
  marks.appendChild(cursor);
  return { svg, panel, legend: drawLegend(scene.legend || []), pieces, width: W, height: H,
    // A later scene of the same picture (the same board, pieces and layers: a game's next
    // position) is shown in place, only its moment's values written: true if it was.
    refresh: (next) => {
      if (pictureKey(next) !== picture) return false;
      for (const t of targets.values()) {
        t.classList.remove("cr-target-chosen");
        t.setAttribute("tabindex", t === targets.values().next().value ? "0" : "-1");
      }
      atMoment(next);
      return true;
    },
    // every slot the layers replay (the widget precomputes their series)
    slots: layers.flatMap((l) => l.slots),
    // Pieces at some position (a Map id -> props); pieces sharing a square are shrunk and
    // spread over it so each stays visible.
    placeAll: (byPiece) => layoutPieces(pieces, byPiece, false, words),
    // A piece's trail up to position `upto`, from the series of its x and y.
    trail: (id, xs, ys, upto) => { const e = pieces.get(String(id)); if (e) e.trail.show(xs, ys, upto); },
    // The layers at a position: `value(slot)` reads the replayed vector, `events` the step's.
    showLayers: (value, events, key) => { for (const l of layers) l.show(value, events, key); },
    mark: (x, y, kind) => {
      const [cx, cy] = centre(x, y);
      marks.appendChild(s("circle", { class: `cr-mark cr-mark-${kind}`, cx, cy, r: CELL * 0.42 }));
    },
    clearMarks: () => { for (const m of [...marks.children]) if (m !== cursor) m.remove(); },
    showCursor: (x, y) => {
      if (x === null) { cursor.setAttribute("visibility", "hidden"); return; }
      cursor.setAttribute("x", left(x)); cursor.setAttribute("y", top(y));
      cursor.setAttribute("visibility", "visible");
    },
    squareAt: (evt) => {
      const sq = squareOf(svg, evt);
      return sq && sq[0] >= 0 && sq[1] >= 0 && sq[0] < W && sq[1] < H ? sq : null;
    },
    // The editor's targets on the board (tiles with a `target`): the one under a pointer
    // event (whatever is drawn over it), the one beside a target tile element (a step
    // [dx, dy] away), and the one an element is.
    targetAt: (evt) => { const sq = squareOf(svg, evt); return sq ? targets.get(`${sq[0]},${sq[1]}`) || null : null; },
    targetNext: (el, dx, dy) => {
      const [x, y] = (el.dataset.at || "").split(",").map(Number);
      return targets.get(`${x + dx},${y + dy}`) || null;
    },
    targetOf: (el) => (el && el.dataset && el.dataset.target !== undefined ? el : null),
    // The id of the piece a pointer event is on (its element or anything drawn in it), or null.
    pieceAt: (evt) => {
      const g = evt.target instanceof Element ? evt.target.closest("[data-piece]") : null;
      return g && svg.contains(g) ? g.getAttribute("data-piece") : null;
    },
  };
}

// What a scene draws apart from its moment: all but its title, the pieces' property values
// and words, and what the layers hold now (docs/architecture.md "The scene"). Two scenes
// with the same key are one picture at two moments.
const PIECE_NOW = ["at", "facing", "label", "crashed", "visible", "controlled", "powered_down", "damage",
  "lives", "flags", "carried"];
const LAYER_NOW = ["values", "facing_values", "cards", "size"];
function pictureKey(scene) {
  const pieces = (scene.pieces || []).map((p) => {
    const out = { ...p };
    for (const k of PIECE_NOW) delete out[k];
    // a badge is drawn for a bound property, or one the piece has now
    out.badges = Object.keys(LOOK.piece.badges).filter((k) => (p.bind || {})[k] !== undefined || p[k]);
    return out;
  });
  const layers = (scene.layers || []).map((l) => {
    const out = { ...l };
    for (const k of LAYER_NOW) delete out[k];
    if (l.kind === "trail") delete out.squares;     // a trail's squares now
    return out;
  });
  return JSON.stringify([scene.grid, scene.tiles, scene.edges, scene.legend, pieces, layers]);
}

// The square (on the board or in its room) under a pointer event.
function squareOf(svg, evt) {
  const pt = svg.createSVGPoint();
  pt.x = evt.clientX; pt.y = evt.clientY;
  const m = svg.getScreenCTM();
  if (!m) return null;
  const p = pt.matrixTransform(m.inverse());
  // left() and top() inverted: the room before the board has no margin strip
  const at = (v) => (v >= MARGIN ? Math.floor((v - MARGIN) / CELL) : v < 0 ? Math.floor(v / CELL) : null);
  const x = at(p.x), y = at(p.y);
  return x === null || y === null ? null : [x, y];
}

function drawGrid(grid, W, H) {
  const look = LOOK.board;
  const g = s("g", { class: "cr-grid" });
  const road = new Set((grid.path || []).map(([x, y]) => `${x},${y}`));
  const lines = grid.coords === false ? null : look.stroke;
  const cells = s("g", { class: "cr-cells", stroke: lines, style: lines && `stroke: var(--cr-grid, ${lines})` });
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      // on a board with a path, its road and the squares off it (each its own dark look:
      // dark grey beside almost black read alike, walk 03q4, fault 7)
      const kind = !grid.path ? "" : road.has(`${x},${y}`) ? "road" : "off";
      const fill = kind === "off" ? look.off : look.fill;
      cells.appendChild(s("rect", { class: kind ? `cr-cell cr-${kind}` : "cr-cell", fill,
        style: `fill: var(--cr-square${kind ? `-${kind}` : ""}, ${fill})`, x: MARGIN + x * CELL, y: MARGIN + y * CELL, width: CELL, height: CELL }));
    }
  }
  const labels = s("g", { class: "cr-coords", "aria-hidden": "true", fill: look.coords,
    style: `fill: var(--cr-coords, ${look.coords})`,
    "font-size": look.coords_size, "text-anchor": "middle" });
  for (let x = 0; x < W; x++) {
    labels.appendChild(s("text", { x: MARGIN + x * CELL + CELL / 2, y: MARGIN - 7 }, String.fromCharCode(65 + x)));
  }
  for (let y = 0; y < H; y++) {
    labels.appendChild(s("text", { x: MARGIN / 2, y: MARGIN + y * CELL + CELL / 2 + 4 }, String(y + 1)));
  }
  g.append(cells);
  if (grid.coords !== false) g.appendChild(labels);     // a road of spaces has no coordinates
  if (grid.path && grid.path.length > 1) {
    g.appendChild(polyline(grid.path, look.path, look.path_width, look.path_opacity, "cr-path-line"));
  }
  return g;
}

function polyline(squares, stroke, width, opacity, cls, trim = 0) {
  return s("polyline", { class: cls, fill: "none", stroke, "stroke-width": width, opacity,
    "stroke-linecap": "round", "stroke-linejoin": "round",
    points: trimEnds(squares.map(([x, y]) => centre(x, y)), trim).map((p) => p.join(",")).join(" ") });
}

// The points with each end moved `by` towards its neighbour (never past the middle of the
// first or last segment): a laser's beam stops short of the letters in the middle of the
// robots it joins (walk 07s, fault 3: drawn over them, it hid the T and the Z the lesson
// asked the child to look between).
function trimEnds(points, by) {
  if (!by || points.length < 2) return points;
  const moved = ([x, y], [nx, ny]) => {
    const len = Math.hypot(nx - x, ny - y), k = Math.min(by, len / 2) / (len || 1);
    return [Math.round((x + (nx - x) * k) * 10) / 10, Math.round((y + (ny - y) * k) * 10) / 10];
  };
  const n = points.length;
  return [moved(points[0], points[1]), ...points.slice(1, -1), moved(points[n - 1], points[n - 2])];
}

// A tile of the look file's kind; a tile's `color` replaces the fill, or a ring's colour.
export function tileLook(kind) {
  return Object.hasOwn(LOOK.tiles, String(kind)) ? LOOK.tiles[kind] : LOOK.tiles.default;
}

function tileParts(t, x0, y0, size, w = 1, tall = 1) {
  const look = tileLook(t.kind);
  const mine = t.color ? colour(t.color) : null;
  const ring = !!look.ring;
  const outline = look.color_on === "stroke";     // its colour on its outline (a start base)
  const stroke = (ring || outline) && mine ? mine : look.stroke;
  const inset = LOOK.tile.inset * size / CELL;
  const side = (look.card ?? LOOK.tile.inset) * size / CELL;    // a card: narrower than its square
  return { look, ring, stroke, bg: s("rect", { class: "cr-tile-bg", x: x0 + side, y: y0 + inset,
    width: w * size - 2 * side, height: tall * size - 2 * inset, rx: (look.rx ?? LOOK.tile.rx) * size / CELL,
    fill: ring || outline || !mine ? look.fill : mine, stroke, "stroke-width": look.width,
    // the dark look's own fill, outline and its width for its kind (LOOK.dark's tile_<kind>,
    // tile_<kind>_line and tile_<kind>_width, set by followTheme)
    style: (ring || outline || !mine ? `fill: var(--cr-tile-${cssName(t.kind)}, ${look.fill}); ` : "") +
      (stroke && stroke === look.stroke ? `stroke: var(--cr-tile-${cssName(t.kind)}-line, ${stroke}); `
        + `stroke-width: var(--cr-tile-${cssName(t.kind)}-width, ${look.width})` : "") || null,
    "stroke-dasharray": look.dash || null }) };
}

// A tile's words: the look's ink, in the dark its dark look's for its kind (LOOK.dark's
// tile_<kind>_text, set by followTheme: white on the dark look's grey block read at 3:1,
// walk 04p, fault 12)
const tileInk = (t, look) => `fill: var(--cr-tile-${cssName(t.kind)}-text, ${look.text || LOOK.tile.text})`;

function drawTiles(tiles, targets, words = new Map()) {
  const g = s("g", { class: "cr-tiles" });
  const tl = LOOK.tile;
  for (const t of tiles) {
    const [x, y] = t.at;
    const [cx, cy] = centre(x, y);
    const [w, tall] = Array.isArray(t.span) ? t.span.map((n) => Math.max(1, n | 0)) : [1, 1];
    const { look, ring, stroke, bg } = tileParts(t, left(x), top(y), CELL, w, tall);
    const text = t.text ? String(t.text) : "";
    const tile = s("g", { class: `cr-tile cr-kind-${cssName(t.kind)}`, role: "img",
      "aria-label": String(t.label ?? t.kind ?? "tile") }, bg,
    s("circle", { class: "cr-tile-ring", cx, cy, r: tl.ring, fill: "none", stroke: ring ? stroke : null,
      "stroke-width": tl.ring_width, display: ring ? null : "none" }));
    const corner = look.text_at === "corner";   // a number a robot standing there leaves in view
    if (ring && (!text || corner)) tile.appendChild(s("circle", { class: "cr-tile-dot", cx, cy, r: tl.dot, fill: stroke }));
    if (t.facing !== undefined) {
      const turn = `translate(${cx},${cy}) rotate(${(t.facing | 0) * 45})`;
      // a look with a facing mark of its own (a dock's tab on the side it faces) shows no
      // belt's arrow: docks read as belts (walk 07t, fault 11)
      tile.appendChild(look.facing_mark
        ? s("polygon", { class: "cr-tile-facing", points: look.facing_mark, fill: stroke, transform: turn })
        : s("polyline", { class: "cr-tile-arrow", points: tl.arrow_points, fill: "none",
          stroke: tl.arrow, "stroke-width": tl.arrow_width, transform: turn }));
    }
    if (text && corner) {
      tile.appendChild(s("text", { class: "cr-tile-text cr-tile-corner", x: left(x) + tl.corner_x, y: top(y) + tl.corner_y,
        "text-anchor": "middle", "font-weight": 700, "font-size": tl.corner_size, fill: look.text || tl.text, style: tileInk(t, look),
        stroke: LOOK.piece.badge_fill, "stroke-width": 2.5, "paint-order": "stroke" }, text));
    } else if (w > 1 || tall > 1) {   // a tile over several squares: its text at the top, then sub, foot at its bottom
      spanTexts(tile, t, left(x) + (w * CELL) / 2, top(y), w, tall, look);
    } else if (text && look.text_at === "top") {   // room for a mark below
      const label = s("text", { class: "cr-tile-text", x: cx, y: top(y) + tl.top_text_y,
        "text-anchor": "middle", "font-weight": 600, fill: look.text || tl.text, style: tileInk(t, look) }, text);
      fitText(label, text, tl.long_text_size);
      tile.appendChild(label);
    } else if (text) {
      const size = text.length > tl.long_text ? tl.long_text_size : tl.text_size;
      const node = s("text", { class: "cr-tile-text", x: cx, y: cy + 5, "text-anchor": "middle",
        "font-weight": 600, "font-size": size, fill: look.text || tl.text, style: tileInk(t, look) }, text);
      tile.appendChild(node);
      words.set(squareKey(x, y), { node, free: [cx, cy + 5, size, "middle"],
        under: [left(x) + tl.under_x, top(y) + tl.under_y, tl.under_size, "start"] });
    }
    if (look.ink === "frame") {              // words on the frame (or on a see-through tile): the frame's ink
      for (const el of tile.querySelectorAll("text")) el.style.fill = `var(--cr-caption, ${el.getAttribute("fill")})`;
    }
    if (typeof t.target === "string") {      // a button of the editor's (one Tab stop: arrows move)
      tile.setAttribute("role", "button");
      tile.setAttribute("tabindex", targets.size ? "-1" : "0");
      tile.classList.add("cr-target");
      tile.dataset.target = t.target;
      tile.dataset.at = `${x},${y}`;
      targets.set(`${x},${y}`, tile);
    }
    g.appendChild(tile);
  }
  return g;
}

// The words of a tile over several squares (a road's space): its text large at the top, its
// `sub` under it, its `foot` at its bottom, each a whole word squeezed into the tile's
// width, never made smaller: they read on a laptop (core/svg.py's printed road, drawn
// large, shrinks them instead: a PDF does not squeeze).
function spanTexts(tile, t, cx, y0, w, tall, look) {
  const tl = LOOK.tile, fill = look.text || tl.text;
  const line = (cls, y, size, words, weight) => {
    if (!words) return;
    const node = s("text", { class: cls, x: cx, y, "text-anchor": "middle", "font-weight": weight, fill });
    fitWord(node, String(words), size, w * CELL - 2 * tl.inset - 2);
    tile.appendChild(node);
  };
  line("cr-tile-text", y0 + tl.span_text_y, tl.span_text_size, t.text, 700);
  line("cr-tile-sub", y0 + tl.span_sub_y, tl.span_small_size, t.sub, 600);
  line("cr-tile-foot", y0 + tall * CELL - tl.span_foot_y, tl.span_small_size, t.foot, 600);
}

// An edge's colour: the look file's, in the dark its dark look's (LOOK.dark's edge_<kind>,
// set by followTheme: a dark wall on a dark square hides).
function edgeInk(kind) {
  return `var(--cr-edge-${kind}, ${LOOK.edges[kind].stroke})`;
}

// Walls, lasers, ledges (and any edge kind of the look file) lie on a square's side.
function drawEdges(edges) {
  const g = s("g", { class: "cr-edges" });
  for (const e of edges) {
    const kind = Object.hasOwn(LOOK.edges, String(e.kind)) ? String(e.kind) : "wall";
    const look = LOOK.edges[kind], ink = edgeInk(kind);
    const [a, b, c, d] = SIDES[e.side] || SIDES.N;
    const [x0, y0] = [left(e.at[0]), top(e.at[1])];
    const edge = s("g", { class: `cr-edge cr-edge-${cssName(e.kind)}`, role: "img", "aria-label": String(e.label ?? e.kind) },
      s("line", { x1: x0 + a * CELL, y1: y0 + b * CELL, x2: x0 + c * CELL, y2: y0 + d * CELL,
        stroke: look.stroke, "stroke-width": look.width, "stroke-linecap": "round",
        "stroke-dasharray": look.dash || null, style: `stroke: ${ink}` }));
    const [cx, cy] = centre(e.at[0], e.at[1]);
    const mx = x0 + (a + c) * CELL / 2, my = y0 + (b + d) * CELL / 2;
    if (e.kind === "laser") {   // one emitter a beam, side by side along the wall
      const n = Math.max(1, Math.min(3, Number(e.count) || 1));
      const r = n > 1 ? look.size * 0.6 : look.size;     // three fit on the square's side
      for (let k = 0; k < n; k++) {
        const along = (k - (n - 1) / 2) * r * 2.3;
        edge.appendChild(s("circle", { cx: mx + (cx - mx) * 0.18 + (c - a) * along,
          cy: my + (cy - my) * 0.18 + (d - b) * along, r, fill: look.fill, stroke: look.stroke, style: `stroke: ${ink}` }));
      }
    }
    if (e.text) {   // a pusher's active registers, written just inside its side (an east or
      // a west side: from the side inward, so the side's bar hides none of them)
      const upright = a === c, inward = Math.sign(cx - mx);
      edge.appendChild(s("text", { class: "cr-edge-text", x: upright ? mx + inward * 6 : mx + (cx - mx) * 0.45,
        y: my + (cy - my) * 0.45 + 4, "text-anchor": !upright ? "middle" : inward > 0 ? "start" : "end",
        "font-weight": 600, "font-size": LOOK.tile.long_text_size, fill: look.stroke, style: `fill: ${ink}` }, String(e.text)));
    }
    g.appendChild(edge);
  }
  return g;
}

// Pieces are never told apart by colour alone: with two or more on the board, a piece with
// no mark of its own (or one another piece has too) shows its name's first letter, or its
// first two when that letter is taken. A map from a piece to itself with that mark.
function initials(list) {
  const out = new Map();
  if (list.length < 2) return out;
  const nameOf = (p) => String(p.name ?? p.id ?? "");
  const count = (marks) => marks.reduce((m, k) => m.set(k, (m.get(k) || 0) + 1), new Map());
  const own = count(list.map((p) => String(p.mark || "")));
  const first = count(list.filter((p) => !p.mark || own.get(String(p.mark)) > 1).map((p) => nameOf(p).slice(0, 1).toUpperCase()));
  for (const p of list) {
    if (p.mark && own.get(String(p.mark)) === 1) continue;
    const name = nameOf(p);
    const one = name.slice(0, 1).toUpperCase();
    const mark = (own.get(one) || first.get(one) > 1) ? one + name.slice(1, 2).toLowerCase() : one;
    if (mark) out.set(p, { ...p, mark });
  }
  return out;
}

// a piece's name and counts: dark on a white halo, and in the dark light on a dark one
// (LOOK.dark's badge and badge_halo, set by followTheme)
const BADGE_INK = `fill: var(--cr-badge, ${LOOK.piece.badge}); stroke: var(--cr-badge-halo, ${LOOK.piece.badge_fill})`;

function drawPiece(p, order, walk) {
  const look = LOOK.piece, bind = p.bind || {};
  const fill = colour(p.color);
  const light = pale(fill);
  const g = s("g", { class: `cr-piece cr-kind-${cssName(p.kind)}${light ? " cr-pale" : ""}`,
    role: "img", "data-piece": String(p.id) });
  const title = s("title", {});
  // a piece may carry its initial (`mark`, upright in its body; its front is then a nose on
  // the rim) and its name (`tag`, under a smaller body): a learner tells the pieces apart
  const mark = p.mark ? String(p.mark).slice(0, 2) : "", tag = p.tag ? String(p.tag) : "";
  const lift = tag ? -look.tag_lift : 0;
  const ink = light ? look.pale_arrow : look.arrow;
  g.append(title,
    s("circle", { class: "cr-piece-body", cy: lift, r: CELL * (tag ? look.tag_radius : look.radius), fill,
      stroke: light ? look.pale_stroke : look.stroke, "stroke-width": light ? look.pale_width : look.width,
      // a pale body keeps its dark ring in the dark look too: a light ring on a light tile hides it
      style: light ? null : `stroke: var(--cr-ring, ${look.stroke})` }),
    // a nose is outlined as the body is (the dark look's ring: purple on a dark square hides)
    s("polygon", { class: "cr-piece-arrow", points: mark ? look.nose_points : look.arrow_points,
      stroke: mark && light ? look.pale_stroke : look.stroke,
      fill: mark ? fill : ink, display: p.arrow === false ? "none" : null,
      style: mark && !light ? `stroke: var(--cr-ring, ${look.stroke})` : null }),
    s("path", { class: "cr-piece-crash", d: "M-10,-10 L10,10 M10,-10 L-10,10", stroke: look.crash,
      "stroke-width": look.crash_width }));
  // a remote-controlled piece wears a dashed ring of the Remote Control square's blue, under
  // its body and nose: on a shared square the RC badge hid the square's words and named no
  // piece (walk 06n, fault 3)
  if (bind.controlled !== undefined || p.controlled) {
    g.insertBefore(s("circle", { class: "cr-piece-rc", r: CELL * look.radius + look.rc_gap, fill: "none",
      stroke: LOOK.tiles.remote.stroke, display: "none", "aria-hidden": "true" }), g.querySelector(".cr-piece-body"));
  }
  const upright = s("g", { class: "cr-piece-upright" });
  if (mark) {
    upright.appendChild(s("text", { class: "cr-piece-mark", y: lift + look.mark_size * 0.36, "text-anchor": "middle",
      "font-size": look.mark_size, "font-weight": 700, fill: inkOn(fill), "aria-hidden": "true" }, mark));
  }
  if (tag) {
    const name = s("text", { class: "cr-piece-tag", y: look.tag_y, "text-anchor": "middle", "font-weight": 700,
      fill: look.badge, stroke: look.badge_fill, "stroke-width": 3, "paint-order": "stroke", "aria-hidden": "true",
      style: BADGE_INK }, tag);
    fitText(name, tag, look.tag_size, CELL - 2);
    upright.appendChild(name);
  }
  // its counts (lives, damage, flags touched, remote control, carrying), each in a corner of
  // its square, inside it (look.json piece.badges: [x, y] of its middle, or [x, y, "start"
  // or "end"] of its side that hugs the square's: lives and damage share the bottom row
  // with a clear gap, walk 07i, faults 9 and 15)
  // Each on a chip of the halo's colour (walk 07r6, fault M10: in the dark, light ink on a
  // dock or a belt, tiles that keep their light look, was all but unread).
  const badges = [];
  for (const [k, spot] of Object.entries(look.badges)) {
    if (bind[k] === undefined && !p[k]) continue;
    // its sign (a heart, a cross, a flag: wide glyphs) a little smaller than its number
    const sign = s("tspan", { class: "cr-badge-sign", "font-size": look.badge_sign });
    const value = s("tspan", { class: "cr-badge-value" });
    const node = s("text", { class: `cr-piece-badge cr-badge-${k}`, x: spot[0], y: spot[1], "text-anchor": spot[2] || "middle",
      "font-size": look.badge_size, "font-weight": 700, fill: look.badge, stroke: look.badge_fill, "stroke-width": 3,
      "paint-order": "stroke", style: BADGE_INK }, sign, value);
    const chip = s("rect", { class: "cr-badge-chip", rx: 2, display: "none", "aria-hidden": "true",
      style: `fill: var(--cr-badge-halo, ${look.badge_fill})` });
    badges.push([k, sign, value, chip]);
    upright.append(chip, node);
  }
  g.appendChild(upright);
  return { piece: p, g, title, badges, upright, order, props: null, key: "", label: "", flags: "",
    nose: mark ? g.querySelector(".cr-piece-arrow") : null, mark: upright.querySelector(".cr-piece-mark"), ring: g.querySelector(".cr-piece-rc"), scale: 1,
    trail: trailDrawer(colour(p.color), walk), carry: carryMark(p, upright) };
}

// What a piece carries, drawn as that thing looks on the board, smaller, in the carrying
// badge's corner (piece.carried_marks: [mark, colour] by carried code): a droid with the
// statue wears a small grey "S" (walk 08k, fault 9: only a dot of a few pixels said so).
// Null when the piece carries nothing with a look of its own.
function carryMark(p, upright) {
  if (!p.carried_marks) return null;
  const look = LOOK.piece, [x, y] = look.badges.carried;
  const body = s("circle", { class: "cr-carry-body", r: CELL * look.carry_radius, stroke: look.stroke,
    "stroke-width": look.width, style: `stroke: var(--cr-ring, ${look.stroke})` });
  const text = s("text", { class: "cr-carry-mark", y: look.carry_size * 0.36, "text-anchor": "middle",
    "font-size": look.carry_size, "font-weight": 700, "aria-hidden": "true" });
  const g = s("g", { class: "cr-piece-carry", transform: `translate(${x},${y})`, display: "none" }, body, text);
  upright.appendChild(g);
  return { g, body, text, code: null };
}

function showCarry(carry, marks, code) {
  if (!carry || carry.code === code) return;
  carry.code = code;
  const [mark, fill] = marks[code] || [];
  carry.g.setAttribute("display", mark ? "inline" : "none");
  if (!mark) return;
  carry.body.setAttribute("fill", colour(fill));
  carry.text.setAttribute("fill", inkOn(colour(fill)));
  setText(carry.text, mark);
}

// A badge's sign and number for a piece's property (both empty: nothing to say).
function badgeText(k, props) {
  const v = props[k];
  if (k === "lives") return v === undefined ? ["", ""] : ["\u2665", String(v)];
  if (k === "controlled") return v ? ["", "RC"] : ["", ""];
  if (k === "carried") return v ? ["\u25a3", ""] : ["", ""];       // carrying something
  return v ? [k === "damage" ? "\u2716" : "\u2691", String(v)] : ["", ""];
}

const squareKey = (x, y) => x * 4096 + y;

function shown(props) {
  return props.visible !== 0 && props.x >= 0 && props.y >= 0;
}

// Pieces at their squares, sharing ones spread; a square's words in its middle move to its
// top-left corner while pieces stand there (walk 06i, fault 3: "18TT" hid under three).
function layoutPieces(pieces, byPiece, first, words) {
  const crowds = new Map();
  for (const [id, e] of pieces) {
    const props = byPiece.get(id);
    if (props) e.props = props;
    if (!e.props || !shown(e.props)) continue;
    const key = squareKey(e.props.x, e.props.y);
    if (!crowds.has(key)) crowds.set(key, []);
    crowds.get(key).push(e);
  }
  for (const e of pieces.values()) {
    const hidden = !e.props || !shown(e.props);
    const flags = `${hidden}|${!!e.props?.crashed}|${!!e.props?.powered_down}`;
    if (flags !== e.flags) {
      e.flags = flags;
      e.g.classList.toggle("cr-hidden", hidden);
      e.g.classList.toggle("cr-crashed", !!e.props?.crashed);
      if (e.props?.powered_down) e.g.setAttribute("opacity", LOOK.piece.dim_opacity);
      else e.g.removeAttribute("opacity");
    }
  }
  for (const [key, group] of crowds) {
    group.forEach((e, i) => placePiece(e, crowdSpot(i, group.length, words.has(key)), first, group.length > 1));
  }
  for (const [key, { node, free, under }] of words) {
    const [x, y, size, anchor] = crowds.has(key) ? under : free;
    setAttr(node, "x", String(x));
    setAttr(node, "y", String(y));
    setAttr(node, "font-size", String(size));
    setAttr(node, "text-anchor", anchor);
  }
}

// A shrunk piece's nose (the point on its rim that shows which way it faces) grows from
// the rim to stay at least look.json piece.nose_min of its full size (walk 06n, fault 2: on
// a shared square it was a few pixels, and the lesson asks which way Ada faces).
function growNose(nose, k) {
  const grow = Math.max(1, LOOK.piece.nose_min / k), rim = LOOK.piece.nose_rim;
  setAttr(nose, "transform", grow === 1 ? "" : `translate(0,${rim}) scale(${Math.round(grow * 100) / 100}) translate(0,${-rim})`);
}

// Where a badge goes ([x, y, anchor] in the piece's units) when its font is `size`: the
// look's spot, moved out as much as the font grew (a shrunk piece's counts stay readable,
// look.json piece.badge_min), so a piece's counts never run into each other; on a square
// it shares, its lives and damage one above the other under it, side by side they ran into
// the next piece's (walk 07q5, fault 3: "✖1" sat on "♥3").
function badgeSpot(key, size, crowded) {
  const look = LOOK.piece, [x, y, anchor = "middle"] = look.badges[key];
  const grow = size / look.badge_size;
  if (crowded && (key === "lives" || key === "damage")) {
    const below = key === "damage" ? size * 1.3 : 0;      // a line (and its halo) lower
    return [0, Math.round((y * grow + below) * 10) / 10, "middle"];
  }
  return [Math.round(x * grow * 10) / 10, Math.round(y * grow * 10) / 10, anchor];
}

function placePiece(entry, spot, first, crowded) {
  const props = entry.props;
  const [cx, cy] = centre(props.x, props.y);
  // turned the shorter way round from the angle drawn last: rotate(0) to rotate(270) went
  // through east and south (walk 05r6, fault 7: an L from north pointed past west in Play)
  const to = (props.facing | 0) * 45, was = entry.rot ?? to;
  const rot = entry.rot = was + ((((to - was) % 360) + 540) % 360) - 180;
  const [dx, dy, k] = spot;
  const transform = `translate(${cx + dx},${cy + dy}) scale(${k}) rotate(${rot})`;
  if (entry.key !== transform) {
    entry.key = transform;
    entry.g.setAttribute("transform", transform);
    entry.upright.setAttribute("transform", `rotate(${-rot})`);
    const size = Math.max(LOOK.piece.badge_size, LOOK.piece.badge_min / k);
    for (const [key, sign] of entry.badges) {
      const [x, y, anchor] = badgeSpot(key, size, crowded);
      const node = sign.parentNode;
      setAttr(node, "font-size", String(size));
      setAttr(node, "x", String(x));
      setAttr(node, "y", String(y));
      setAttr(node, "text-anchor", anchor);
    }
    if (entry.nose) growNose(entry.nose, k);
    // and its letter (look.json piece.mark_min; walk 06q5, fault 1: A, C and R unread)
    if (entry.mark) setAttr(entry.mark, "transform", k * LOOK.piece.mark_size >= LOOK.piece.mark_min ? ""
      : `scale(${Math.round((LOOK.piece.mark_min / k / LOOK.piece.mark_size) * 100) / 100})`);
    entry.scale = k;
    // the ring's line as wide and as dashed as a full-size piece's, however small the piece
    if (entry.ring) {
      setAttr(entry.ring, "stroke-width", String(LOOK.piece.rc_width / k));
      setAttr(entry.ring, "stroke-dasharray", LOOK.piece.rc_dash.map((d) => d / k).join(" "));
    }
  }
  // the scene's own words for the start (a game may say more), then the replay's
  const text = first && entry.piece.label ? String(entry.piece.label) : pieceLabel(entry.piece, props);
  if (entry.label !== text) {
    entry.label = text;
    entry.g.setAttribute("aria-label", text);
    setText(entry.title, text);
  }
  const marks = entry.piece.carried_marks || {};
  showCarry(entry.carry, marks, props.carried);
  if (entry.ring) setAttr(entry.ring, "display", props.controlled ? "inline" : "none");
  for (const [k, sign, value, chip] of entry.badges) {
    // a thing with a look of its own is drawn (carryMark), not a sign
    // a shrunk piece's RC badge would sit on the square's words: its ring says it alone
    const [a, b] = k === "carried" && marks[props.carried] || k === "controlled" && entry.scale < 1
      ? ["", ""] : badgeText(k, props);
    setText(sign, a);
    setText(value, b);
    fitChip(chip, sign.parentNode, a, b);
  }
}

// A badge's chip round its words, from its font size and anchor (not measured: a board
// drawn before it is on the page would keep chips of no size): a sign is about a sign-size
// em wide, a digit 0.62 em.
function fitChip(chip, node, sign, value) {
  setAttr(chip, "display", sign || value ? "inline" : "none");
  if (!sign && !value) return;
  const size = Number(node.getAttribute("font-size")), pad = 1.5;
  const width = size * ([...sign].length * parseFloat(LOOK.piece.badge_sign) + value.length * 0.62) + 2 * pad;
  const x = Number(node.getAttribute("x")), anchor = node.getAttribute("text-anchor");
  const left = anchor === "start" ? x - pad : anchor === "end" ? x + pad - width : x - width / 2;
  setAttr(chip, "x", String(Math.round(left * 10) / 10));
  setAttr(chip, "y", String(Math.round((Number(node.getAttribute("y")) - size * 0.95) * 10) / 10));
  setAttr(chip, "width", String(Math.round(width * 10) / 10));
  setAttr(chip, "height", String(Math.round(size * 1.25 * 10) / 10));
}

// A trail's ink (its line's style, on the board and in the key): in the dark (LOOK.dark's
// trail_tint, trail_opacity) paler and less seen-through; `opacity` its light look's.
function trailInk(stroke, opacity) {
  return `stroke: color-mix(in srgb, ${stroke} var(--cr-trail-tint, 100%), white); opacity: var(--cr-trail-opacity, ${opacity})`;
}

// A piece's trail over the last LOOK.trail_max steps, each square-to-square segment drawn
// once (a robot going round a loop keeps a small path however long it runs). Moving the
// window by a step adds and removes one segment; the path is written again only when the
// set of segments changes. A jump (a tunnel, a swap: not a step `walk` takes) breaks the
// trail: a small dashed ring marks each end instead of a line across the board. A pale
// piece's line has a dark casing: white on the squares vanished (walk 06z, fault 3).
function trailDrawer(stroke, walk = straight) {
  const look = LOOK.trail;
  const max = LOOK.trail_max;
  const line = { fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round" };
  const path = s("path", { class: "cr-trail", d: "", stroke, "stroke-width": look.width, ...line,
    style: trailInk(stroke, look.opacity) });
  const casing = s("path", { class: "cr-trail-casing", d: "", stroke: LOOK.piece.pale_stroke,
    "stroke-width": look.width + 2, opacity: look.opacity, ...line, display: pale(stroke) ? null : "none" });
  const hops = s("path", { class: "cr-trail-hop", d: "", fill: "none", stroke, "stroke-width": look.hop_width,
    "stroke-dasharray": look.hop_dash, opacity: look.hop_opacity });
  const segs = new Map();     // segment key -> [count, path text, is a jump]
  let xs = null, ys = null, lo = 0, up = 0, dirty = false;
  const seg = (i, add) => {
    const ax = xs[i - 1], ay = ys[i - 1], bx = xs[i], by = ys[i];
    if (ax === bx && ay === by) return;
    const key = ax < bx || (ax === bx && ay < by) ? `${ax},${ay},${bx},${by}` : `${bx},${by},${ax},${ay}`;
    const e = segs.get(key);
    if (add) {
      if (e) { e[0] += 1; return; }
      const [px, py] = centre(ax, ay), [qx, qy] = centre(bx, by);
      const jump = !walk(ax, ay, bx, by);
      segs.set(key, [1, jump ? ring(px, py) + ring(qx, qy) : `M${px},${py}L${qx},${qy}`, jump]);
      dirty = true;
    } else if (e && --e[0] === 0) {
      segs.delete(key);
      dirty = true;
    }
  };
  const show = (nxs, nys, upto) => {
    if (!nxs || upto <= 0) {
      if (segs.size) { segs.clear(); dirty = true; }
      xs = ys = null; lo = up = 0;
    } else {
      const nlo = Math.max(0, upto - max);
      if (nxs !== xs || nys !== ys || Math.abs(upto - up) + Math.abs(nlo - lo) > max) {
        if (segs.size) { segs.clear(); dirty = true; }
        xs = nxs; ys = nys;
        for (let i = nlo + 1; i <= upto; i++) seg(i, true);
      } else {
        // the window (lo, up] becomes (nlo, upto]: steps that leave it go, steps that enter come
        for (let i = lo + 1; i <= Math.min(nlo, up); i++) seg(i, false);
        for (let i = Math.max(upto, lo) + 1; i <= up; i++) seg(i, false);
        for (let i = nlo + 1; i <= Math.min(lo, upto); i++) seg(i, true);
        for (let i = Math.max(up, nlo) + 1; i <= upto; i++) seg(i, true);
      }
      lo = nlo; up = upto;
    }
    if (!dirty) return;
    dirty = false;
    let d = "", r = "";
    for (const [, text, jump] of segs.values()) { if (jump) r += text; else d += text; }
    path.setAttribute("d", d);
    casing.setAttribute("d", d);
    hops.setAttribute("d", r);
  };
  return { path, casing, hops, show };
}

// What a trail draws as a line: a step `straight` finds, or on a grid whose trails follow
// its path (`grid.trails` "path", Energy Seekers), only a step to the next or the last
// square of the path: a swap down a column, a Challenge's 2 squares back round a corner
// were lines across the board, read as roads (walk 06z, fault 3).
function walks(grid) {
  if (grid.trails !== "path") return straight;
  const next = new Set((grid.path || []).slice(1).map(([x, y], k) => {
    const [px, py] = grid.path[k];
    return `${px},${py},${x},${y}`;
  }));
  return (ax, ay, bx, by) => next.has(`${ax},${ay},${bx},${by}`) || next.has(`${bx},${by},${ax},${ay}`);
}

// A step to a neighbour or along one row or column (a move of 2 squares, an express belt)
// is drawn as a line; any other (a tunnel, a swap, back to a dock) is a jump.
function straight(ax, ay, bx, by) {
  const dx = Math.abs(bx - ax), dy = Math.abs(by - ay);
  return dx === 0 || dy === 0 || (dx <= 1 && dy <= 1);
}

function ring(cx, cy) {
  const r = LOOK.trail.hop;
  return `M${cx - r},${cy}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
}

// The squares of a trail cut where one square is not in line with the next (a jump).
export function trailRuns(squares) {
  const runs = [];
  let run = [];
  for (const sq of squares) {
    const last = run[run.length - 1];
    if (last && !straight(last[0], last[1], sq[0], sq[1])) {
      runs.push(run);
      run = [];
    }
    run.push(sq);
  }
  if (run.length) runs.push(run);
  return runs;
}

// One layer of the scene: what it draws and how it follows the replay. Each returns
// {slots, show(value, events, key), now(layer)}: `value(slot)` is the replayed vector at the
// position on show, `events` that step's events, `key` the step's event code; `now` shows
// what the layer of a scene (this one or a later) holds at its moment.
const LAYERS = { trail: trailLayer, beams: beamsLayer, marks: marksLayer, cards: cardsLayer };
const drawable = (layer) => Object.hasOwn(LAYERS, String(layer.kind));
function drawLayer(layer, pieces, g, panel, over) {
  const into = layer.kind === "cards" ? panel : layer.kind === "beams" && layer.style !== "band" ? over : g;
  return LAYERS[layer.kind](layer, into, pieces);
}

function trailLayer(layer, g, pieces) {
  const piece = pieces.get(String(layer.piece)) || {};
  const stroke = colour(piece.color);
  const box = s("g", { class: "cr-layer-trail" });
  g.appendChild(box);
  let shownKey = null;
  const draw = (squares) => {
    const key = squares.join(";");
    if (key === shownKey) return;
    shownKey = key;
    box.replaceChildren(...trailRuns(squares).map((run) => polyline(run, stroke, LOOK.trail.width, LOOK.trail.layer_opacity, "cr-layer-line")));
  };
  const now = (l) => draw(l.squares || []);
  const replay = Array.isArray(layer.slots) && layer.count !== undefined && layer.width;
  if (!replay) return { slots: [], show: () => {}, now };
  const w = layer.width | 0;
  return { slots: [layer.count, ...layer.slots], now, show: (value) => {
    const n = Math.max(0, Math.min(value(layer.count), layer.slots.length));
    const squares = [];
    for (let k = 0; k < n; k++) {
      const c = value(layer.slots[k]);
      if (c >= 0) squares.push([c % w, Math.floor(c / w)]);
    }
    draw(squares);
  } };
}

// Squares as [x, y] from [x, y] pairs or names such as "C3" (an event's `squares`).
function squaresOf(list) {
  const out = [];
  for (const sq of list || []) {
    if (Array.isArray(sq)) out.push(sq);
    else {
      const m = /^([A-Z])(\d+)$/.exec(String(sq).toUpperCase());
      if (m) out.push([m[1].charCodeAt(0) - 65, parseInt(m[2], 10) - 1]);
    }
  }
  return out;
}

// A band over the squares (the line an order commands: a whole column or row, not a way).
function band(squares, stroke) {
  if (!squares.length) return s("g", {});
  const look = LOOK.band;
  const xs = squares.map((q) => q[0]), ys = squares.map((q) => q[1]);
  const x = left(Math.min(...xs)) + look.inset, y = top(Math.min(...ys)) + look.inset;
  return s("rect", { class: "cr-band", x, y, width: left(Math.max(...xs)) + CELL - look.inset - x,
    height: top(Math.max(...ys)) + CELL - look.inset - y, rx: look.rx, fill: stroke, "fill-opacity": look.opacity,
    stroke, "stroke-width": look.width, "stroke-dasharray": look.dash });
}

function beamsLayer(layer, g) {
  const look = LOOK.beam;
  // how far a beam's ends stay from a square's middle: a robot's letter, and the round caps
  const clear = LOOK.piece.mark_size * 0.5 + look.width + 2;
  const box = s("g", { class: "cr-beams" });
  g.appendChild(box);
  let shownKey = null;
  const now = () => { shownKey = null; box.replaceChildren(); };
  return { slots: [], now, show: (_value, events, key) => {
    if (key === shownKey) return;
    shownKey = key;
    const shots = (events || []).filter((e) => e.kind === layer.events && e.squares);
    const stroke = layer.color ? colour(layer.color) : look.stroke;
    // a beam has a pale halo under it, to stand out on a robot and on its trail of the
    // same red
    box.replaceChildren(...shots.flatMap((e) => (layer.style === "band" ? [band(squaresOf(e.squares), stroke)]
      : [polyline(squaresOf(e.squares), look.halo, look.width + 4, look.halo_opacity, "cr-beam-halo", clear),
        polyline(squaresOf(e.squares), stroke, look.width, look.opacity, "cr-beam", clear)])));
  } };
}

function marksLayer(layer, g) {
  const look = LOOK.mark;
  const codes = layer.codes || {};
  const box = s("g", { class: "cr-marks-layer" });
  g.appendChild(box);
  if (layer.style === "chit") return chitsLayer(layer, box);
  // a word (a Mission token): across the square, as large as a strip's label, squeezed a
  // little rather than made smaller; its words are its tooltip too
  const word = layer.style === "word";
  const pad = word ? 2 : 5, size = word ? look.word_size : look.text_size - 3;
  // a value with a tile's look (`tiles`) fills its square as that tile does: an obstacle
  // laid was a tag whose word "obstacle" was too small to read (walk 08n, fault 12)
  const tiles = layer.tiles || {};
  const spots = (layer.squares || []).map(([x, y]) => {
    const text = s("text", { x: left(x) + CELL / 2, y: top(y) + CELL - 7, "text-anchor": "middle",
      "font-size": size, fill: look.text, "font-weight": word ? 600 : null });
    const title = word ? s("title", {}) : null;
    const strip = s("rect", { x: left(x) + pad, y: top(y) + CELL - size - 8, width: CELL - 2 * pad, height: size + 4, rx: 3,
      fill: look.fill, stroke: look.stroke, opacity: look.opacity });
    const mark = s("g", { class: "cr-mark-chit", display: "none" }, title, strip, text);
    // (its word as its tooltip, and what a screen reader says of it)
    const looks = new Map(Object.entries(tiles).map(([v, kind]) => [v, tileParts({ kind }, left(x), top(y), CELL).bg]));
    for (const [v, bg] of looks) {
      setAttr(bg, "display", "none");
      bg.appendChild(s("title", {}, String(codes[v] ?? tiles[v])));
      mark.appendChild(bg);
    }
    box.appendChild(mark);
    return { mark, text, title, strip, looks, shown: null };
  });
  const put = (spot, v) => {
    if (v === spot.shown) return;
    spot.shown = v;
    setAttr(spot.mark, "display", v ? "inline" : "none");
    const tile = spot.looks.get(String(v));
    for (const [k, bg] of spot.looks) setAttr(bg, "display", k === String(v) ? "inline" : "none");
    setAttr(spot.strip, "display", tile ? "none" : "inline");
    setAttr(spot.text, "display", tile ? "none" : "inline");
    const words = v ? String(codes[String(v)] ?? "?") : "";
    if (word) fitWord(spot.text, words, size, CELL - 2 * pad - 3);
    else fitText(spot.text, words, size);
    setText(spot.text, words);
    if (spot.title) setText(spot.title, words);
  };
  // the scene's moment (before any run), as a cards layer shows its `cards`
  const now = (l) => {
    const values = Array.isArray(l.values) ? l.values : [];
    spots.forEach((spot, k) => put(spot, values[k] | 0));
  };
  return { slots: [...(layer.slots || [])], now, show: (value) => {
    spots.forEach((spot, k) => put(spot, value(layer.slots[k])));
  } };
}

// A marks layer of chits (an order chit in a transmitter's box): each fills its square in
// its code's colour (`colors`), its code written on it, its arrow (`facings`: the slot of
// each square's facing, 0 to 7, any other value none) above the code.
function chitsLayer(layer, box) {
  const look = LOOK.chit, tl = LOOK.tile;
  const codes = layer.codes || {}, colours = layer.colors || {};
  const facings = Array.isArray(layer.facings) ? layer.facings : [];
  const spots = (layer.squares || []).map(([x, y], k) => {
    const rect = s("rect", { x: left(x) + look.inset, y: top(y) + look.inset, width: CELL - 2 * look.inset,
      height: CELL - 2 * look.inset, rx: look.rx, "stroke-width": look.width });
    const text = s("text", { x: left(x) + CELL / 2, y: top(y) + CELL - look.text_y, "text-anchor": "middle",
      "font-weight": 700 });
    const arrow = s("polyline", { points: tl.arrow_points, fill: "none", "stroke-width": tl.arrow_width });
    const mark = s("g", { class: "cr-box-chit", display: "none" }, rect, text, arrow);
    box.appendChild(mark);
    return { mark, rect, text, arrow, at: [left(x) + CELL / 2, top(y) + look.arrow_y], facing: facings[k], shown: null };
  });
  const put = (spot, v, f) => {
    const key = `${v},${f}`;
    if (key === spot.shown) return;
    spot.shown = key;
    setAttr(spot.mark, "display", v ? "inline" : "none");
    if (!v) return;
    const fill = colour(colours[String(v)]);
    const ink = inkOn(fill);
    setAttr(spot.rect, "fill", fill);
    setAttr(spot.rect, "stroke", look.stroke);
    const words = String(codes[String(v)] ?? "?");
    fitText(spot.text, words, look.text_size, CELL - 2 * look.inset - 2);
    setAttr(spot.text, "fill", ink);
    setText(spot.text, words);
    const turned = f >= 0 && f < 8;
    setAttr(spot.arrow, "display", turned ? "inline" : "none");
    setAttr(spot.arrow, "stroke", ink);
    if (turned) setAttr(spot.arrow, "transform", `translate(${spot.at[0]},${spot.at[1]}) scale(${look.arrow_scale}) rotate(${f * 45})`);
  };
  const at = (spot, k, read) => (spot.facing === undefined ? -1 : read(spot.facing, k));
  const now = (l) => {
    const values = Array.isArray(l.values) ? l.values : [];
    const nowFacings = Array.isArray(l.facing_values) ? l.facing_values : [];
    spots.forEach((spot, k) => put(spot, values[k] | 0, at(spot, k, () => (nowFacings[k] ?? -1))));
  };
  return { slots: [...(layer.slots || []), ...facings], now, show: (value) => {
    spots.forEach((spot, k) => put(spot, value(layer.slots[k]), at(spot, k, (slot) => value(slot))));
  } };
}

// The font size for a text to fit inside a square (from size down) and, for a text too long
// even at the look's smallest size, the width to squeeze it into: a mark or a tile's top
// label never spills out of its square (core/svg.py's text_fit).
function fitText(node, text, size, room = CELL - 12) {
  const look = LOOK.mark;
  const wide = text.length * look.glyph_width;
  let fit = size, squeeze = null;
  if (wide * size > room) {
    fit = Math.round((room / wide) * 10) / 10;
    if (fit < look.min_text_size) [fit, squeeze] = [look.min_text_size, room];
  }
  setAttr(node, "font-size", String(fit));
  if (squeeze) {
    setAttr(node, "textLength", String(squeeze));
    setAttr(node, "lengthAdjust", "spacingAndGlyphs");
  } else {
    node.removeAttribute("textLength");
    node.removeAttribute("lengthAdjust");
  }
}

// A whole word at `size`, squeezed into `room` when it is wider (never made smaller).
function fitWord(node, text, size, room) {
  setAttr(node, "font-size", String(size));
  node.removeAttribute("textLength");
  node.removeAttribute("lengthAdjust");
  setText(node, text);
  const wide = node.isConnected && node.getComputedTextLength ? node.getComputedTextLength() : text.length * LOOK.mark.glyph_width * size;
  if (wide > room) {
    setAttr(node, "textLength", String(room));
    setAttr(node, "lengthAdjust", "spacingAndGlyphs");
  }
}

// A pile of cards (a hand, the cards played, a remote pile): its label and its cards, or
// only how many when the viewer may not see them. While a run is shown step by step, the
// label says the pile is as it was at that step (a hand editor beside the board shows the
// hand now: walks 04f, fault 7, and 06f, fault 3, saw two hands and could not tell why).
function cardsLayer(layer, panel) {
  const codes = layer.codes || {};
  const what = h("span", { class: "cr-pile-cards" });
  const label = h("span", { class: "cr-pile-label" }, `${String(layer.label)}: `);
  panel.appendChild(h("div", { class: "cr-pile" }, label, what));
  const named = (when) => setText(label, `${String(layer.label)}${when}: `);
  // (a label that says it already, as the Duel's hands do before any Run, is not said twice:
  // "A's hand at this step at this step", walk 04s, fault 1)
  const atStep = String(layer.label).endsWith(" at this step") ? "" : " at this step";
  const [one, many] = Array.isArray(layer.unit) ? layer.unit.map(String) : ["card", "cards"];
  // an empty pile reads "no chits", or its own words (the Duel's table, emptied as each
  // turn ends, says where the cards went: walk 04p, fault 3); one the viewer may not see,
  // how many and that they are hidden (never "none")
  const count = (n) => (!n && layer.empty ? String(layer.empty) : `${n || "no"} ${n === 1 ? one : many}`);
  // a hand's cards in its own order, the order of the desk check and the lesson's words
  // (walk 04q4, fault 1: "F, F, F, L, L" here, in letter order, beside "L L F F F" there
  // read as a hand that had changed)
  const words = (cards, n) => (cards.length ? cards.join(", ")
    : layer.hidden && n ? `${count(n)}, hidden` : count(n));
  // size: a hidden pile's count
  const now = (l) => {
    named("");
    setText(what, words((l.cards || []).map(String).filter(Boolean), l.size | 0));
  };
  const slots = layer.slots || [];
  return { slots: [layer.count, ...slots], now, show: (value) => {
    named(atStep);
    const n = Math.max(0, value(layer.count));
    const cards = [];
    for (let k = 0; k < Math.min(n, slots.length); k++) {
      const v = value(slots[k]);
      if (v) cards.push(String(codes[String(v)] ?? "?"));
    }
    setText(what, words(cards, n));
  } };
}

// What each tile or edge kind means, in plain words, with a swatch of its look (an edge
// kind: its line on a square's side).
function swatch(kind, color) {
  if (color && kind === "band") {     // a band over a line (beams style band)
    const look = LOOK.band, fill = colour(color);
    return s("rect", { x: 1, y: 5, width: 18, height: 10, rx: 2, fill, "fill-opacity": look.opacity, stroke: fill,
      "stroke-width": 1.5, "stroke-dasharray": look.dash });
  }
  if (color) {      // a piece: its colour (its name is in the words), and its nose up, as
    // on the board (the key said nothing of the point that shows the way a piece faces:
    // walk 06p, fault 5)
    const fill = colour(color), look = LOOK.piece, stroke = pale(fill) ? look.pale_stroke : look.stroke;
    const k = 7 / (CELL * look.radius);
    return s("g", { transform: "translate(10,11)" }, s("circle", { r: 7, fill, stroke, "stroke-width": 1.5 }),
      s("polygon", { points: look.nose_points, fill, stroke, "stroke-width": 1.5 / k, transform: `scale(${k})` }));
  }
  if (kind === "trail") {   // a piece's way: its line, and a dashed ring where it jumped,
    // in the board's ink for trails (walk 07v, fault 13: grey at 0.45 vanished in the dark)
    const look = LOOK.trail, stroke = LOOK.colours[LOOK.unknown_colour];
    return s("g", {}, s("path", { d: "M1,15 L9,15", stroke, "stroke-width": look.width, style: trailInk(stroke, look.opacity) }),
      s("circle", { cx: 14, cy: 8, r: 5, fill: "none", stroke, "stroke-width": look.hop_width,
        "stroke-dasharray": look.hop_dash, style: trailInk(stroke, look.hop_opacity) }));
  }
  const edge = !Object.hasOwn(LOOK.tiles, String(kind)) && Object.hasOwn(LOOK.edges, String(kind));
  if (!edge) return tileParts({ kind }, 1, 1, 18).bg;
  const look = LOOK.edges[kind];
  return s("line", { x1: 2, y1: 10, x2: 18, y2: 10, stroke: look.stroke, "stroke-width": Math.min(look.width, 5),
    "stroke-dasharray": look.dash || null, "stroke-linecap": "round", style: `stroke: ${edgeInk(kind)}` });
}

function drawLegend(legend) {
  if (!legend.length) return null;
  const list = h("ul", { class: "cr-legend", "aria-label": "What the squares mean" });
  for (const item of legend) {
    // a tile the item names is drawn as the board draws it, its colour and mark with it
    // (walk 01h, fault 3: an empty red square stood for the goal's yellow star)
    const pic = item.tile
      ? s("svg", { class: "cr-swatch", viewBox: `${left(0)} ${top(0)} ${CELL} ${CELL}`, width: 20, height: 20,
        "aria-hidden": "true" }, drawTiles([{ ...item.tile, at: [0, 0], span: null, target: null }], new Map()))
      : s("svg", { class: "cr-swatch", viewBox: "0 0 20 20", width: 16, height: 16,
        "aria-hidden": "true" }, swatch(item.kind, item.color));
    list.appendChild(h("li", {}, pic, ` ${String(item.label)}`));
  }
  return list;
}
