// Small DOM and data helpers shared by the CodyRoby Lab widget modules.
// No game knowledge here: square names and facing words are the shared grid notation
// (docs/architecture.md), and user text is only ever set with textContent.

export const SVGNS = "http://www.w3.org/2000/svg";

// An HTML element: h("button", {class: "x", "aria-label": "Run"}, "Run").
// Attributes go through setAttribute; string children become text nodes.
export function h(tag, attrs, ...children) {
  return fill(document.createElement(tag), attrs, children);
}

// An SVG element, the same way.
export function s(tag, attrs, ...children) {
  return fill(document.createElementNS(SVGNS, tag), attrs, children);
}

function fill(node, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    node.appendChild(typeof c === "string" || typeof c === "number"
      ? document.createTextNode(String(c)) : c);
  }
  return node;
}

// Replace an element's children by a text node (never innerHTML).
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

export const FACING_WORDS = ["north", "north-east", "east", "south-east",
  "south", "south-west", "west", "north-west"];
export const FACING_LETTERS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];

// [2, 1] is "C2": column letter from the left, row number from the top.
export function squareName(x, y) {
  if (x < 0 || x > 25 || y < 0) return `[${x}, ${y}]`;
  return String.fromCharCode(65 + x) + String(y + 1);
}

// A CSS-safe class fragment from free text such as a tile kind.
export function cssName(text) {
  return String(text || "").toLowerCase().replace(/[^a-z0-9-]+/g, "-").slice(0, 40);
}

const COLOURS = {
  purple: "#7b3fb5", yellow: "#f2c200", white: "#f4f4f4", red: "#d93025",
  green: "#1e9e4a", blue: "#1a73e8", orange: "#f28b00", black: "#222222", grey: "#888888",
  gray: "#888888",
};

// A fill colour from a scene colour name; anything unknown becomes grey.
export function colour(name) {
  if (typeof name !== "string") return COLOURS.grey;
  if (COLOURS[name]) return COLOURS[name];
  return /^#[0-9a-fA-F]{3,8}$/.test(name) ? name : COLOURS.grey;
}

const DTYPES = { i1: Int8Array, i2: Int16Array, i4: Int32Array, u1: Uint8Array };

// The compact trace sent by codyroby_lab.ui.wire: JSON meta plus one binary buffer holding
// the columns card, ev, nchg (per step) and slot, delta (per change).
export function decodeTrace(meta, data) {
  if (!meta || typeof meta.steps !== "number") return null;
  let bytes;
  if (data instanceof DataView) bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  else if (data instanceof ArrayBuffer) bytes = new Uint8Array(data);
  else if (data instanceof Uint8Array) bytes = data;
  else bytes = new Uint8Array(0);
  const col = (name) => {
    const [dtype, offset, count] = meta.columns[name];
    const T = DTYPES[dtype];
    const size = T.BYTES_PER_ELEMENT;
    const copy = bytes.slice(offset, offset + count * size);  // aligned copy
    return new T(copy.buffer, 0, count);
  };
  const steps = meta.steps;
  const nchg = col("nchg");
  const off = new Int32Array(steps + 1);
  for (let i = 0; i < steps; i++) off[i + 1] = off[i] + nchg[i];
  return { steps, start: Int32Array.from(meta.start), card: col("card"), ev: col("ev"),
    off, slot: col("slot"), delta: col("delta"), events: meta.events || [],
    cards: meta.cards || [], halt: meta.halt, program: meta.program ?? null };
}

// For each slot in `slots`, the value at every position 0..steps (one Int32Array each), so
// seeking any step is a lookup: the browser replays only what the scene binds.
export function slotSeries(trace, slots) {
  const n = trace.steps;
  const width = trace.start.length;
  const cur = Int32Array.from(trace.start);
  const want = [...new Set(slots)].filter((sl) => sl >= 0 && sl < width);
  const series = want.map((sl) => { const a = new Int32Array(n + 1); a[0] = cur[sl]; return a; });
  const { off, slot, delta } = trace;
  const m = want.length;
  for (let i = 0; i < n; i++) {
    for (let j = off[i], e = off[i + 1]; j < e; j++) cur[slot[j]] += delta[j];
    for (let k = 0; k < m; k++) series[k][i + 1] = cur[want[k]];
  }
  const out = new Map();
  want.forEach((sl, k) => out.set(sl, series[k]));
  return out;
}
