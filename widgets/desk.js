// The desk-check column spec evaluated over a vector: the same rules as
// codyroby_lab/core/desk.py (docs/architecture.md, "Desk-check columns"), so the table
// in the browser is exactly the Python describe(viewer). No game knowledge: a column says
// which slots to read and how to write them.
import { squareName, FACING_LETTERS } from "./util.js";

const UNKNOWN = "?";
// Python's str.strip(): the characters str.isspace() is true for.
const SPACE = "[\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]+";
const EDGES = new RegExp(`^${SPACE}|${SPACE}$`, "g");

export function pyStrip(text) { return String(text).replace(EDGES, ""); }

// Python's floor division and modulo (a negative cell is never a square).
function divmod(a, b) { const q = Math.floor(a / b); return [q, a - q * b]; }

function square(col, values) {
  let [x, y] = values;
  if (values.length === 1) [y, x] = divmod(values[0], col.width | 0);
  return x >= 0 && x < 26 && y >= 0 ? squareName(x, y) : String(col.off ?? UNKNOWN);
}

function items(col, vec) {
  let slots = col.slots;
  if (col.count !== undefined) slots = slots.slice(0, Math.max(0, vec[col.count]));
  return slots.map((sl) => vec[sl]);
}

function label(labels, i) {
  return i >= 0 && i < labels.length ? pyStrip(labels[i]) : UNKNOWN;
}

// One column's text for the vector `vec`.
export function deskValue(col, vec) {
  const slots = col.slots || [];
  switch (col.kind) {
    case "text": return pyStrip(col.text);
    case "join": return col.parts.map((p) => deskValue(p, vec)).filter((t) => t).join(" ");
    case "int": return String(vec[slots[0]] + (col.offset || 0));
    case "enum": return label(col.labels, vec[slots[0]] + (col.offset || 0));
    case "facing": {
      const v = vec[slots[0]];
      return v >= 0 && v < 8 ? FACING_LETTERS[v] : UNKNOWN;
    }
    case "square": return square(col, slots.map((sl) => vec[sl]));
    case "squares": return items(col, vec).filter((v) => v >= 0).map((v) => square(col, [v])).join(" ");
    case "cards": {
      const codes = col.codes || {};
      const names = items(col, vec).filter((v) => v !== 0)
        .map((v) => (Object.hasOwn(codes, String(v)) ? String(codes[String(v)]) : UNKNOWN));
      return names.join(names.some((n) => n.includes(" ")) ? ", " : " ");
    }
    case "tally": {
      const vals = items(col, vec);
      const out = [];
      for (let k = 0; k < Math.min(vals.length, col.labels.length); k++) if (vals[k]) out.push(`${col.labels[k]}${vals[k]}`);
      return out.join(" ");
    }
    default: return UNKNOWN;
  }
}

// The row of texts of a spec's columns, in order.
export function deskRow(spec, vec) { return spec.map((c) => deskValue(c, vec)); }

// Every slot a spec reads (the desk check replays only these).
export function deskSlots(spec) {
  const out = [];
  const walk = (c) => {
    for (const sl of c.slots || []) out.push(sl);
    if (c.count !== undefined) out.push(c.count);
    for (const p of c.parts || []) walk(p);
  };
  spec.forEach(walk);
  return out;
}
