// A trace as the browser gets it (codyroby_lab/ui/wire.py: JSON meta plus one binary
// buffer) and what replaying it needs: per-slot series for what moves every step (pieces,
// layers) and the whole vector at any position (for the desk-check rows on show).

const DTYPES = { i1: Int8Array, i2: Int16Array, i4: Int32Array, u1: Uint8Array };

// The bytes of the trace buffer in whatever form the front end hands it over: a DataView
// (JupyterLab), an ArrayBuffer or any typed array, a base64 string or a plain array of
// numbers (front ends that send binary data as JSON); anything else is no bytes.
export function bytesOf(data) {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (typeof data === "string") return Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  if (Array.isArray(data)) return Uint8Array.from(data);
  return new Uint8Array(0);
}

// The compact trace: the columns card, ev, nchg (per step) and slot, delta (per change).
export function decodeTrace(meta, data) {
  if (!meta || typeof meta.steps !== "number") return null;
  const bytes = bytesOf(data);
  const col = (name) => {
    const [dtype, offset, count] = meta.columns[name];
    const T = DTYPES[dtype];
    const copy = bytes.slice(offset, offset + count * T.BYTES_PER_ELEMENT);  // aligned copy
    return new T(copy.buffer, 0, count);
  };
  const steps = meta.steps;
  const nchg = col("nchg");
  const off = new Int32Array(steps + 1);
  for (let i = 0; i < steps; i++) off[i + 1] = off[i] + nchg[i];
  return { steps, start: Int32Array.from(meta.start), card: col("card"), ev: col("ev"),
    off, slot: col("slot"), delta: col("delta"), events: meta.events || [],
    who: meta.who ?? null, phases: meta.phases || [], moments: !!meta.moments, cards: meta.cards || [],
    refs: meta.card_refs || [], halt: meta.halt, program: meta.program ?? null };
}

// For each slot in `slots`, the value at every position 0..steps (one Int32Array each), so
// seeking any step is a lookup. One pass over the trace, however many slots.
export function slotSeries(trace, slots) {
  const n = trace.steps;
  const width = trace.start.length;
  const want = [...new Set(slots)].filter((sl) => Number.isInteger(sl) && sl >= 0 && sl < width);
  const index = new Int32Array(width).fill(-1);
  const series = want.map((sl, k) => { index[sl] = k; const a = new Int32Array(n + 1); a[0] = trace.start[sl]; return a; });
  const cur = want.map((sl) => trace.start[sl]);
  const { off, slot, delta } = trace;
  const m = want.length;
  for (let i = 0; i < n; i++) {
    for (let j = off[i], e = off[i + 1]; j < e; j++) {
      const k = index[slot[j]];
      if (k >= 0) cur[k] += delta[j];
    }
    for (let k = 0; k < m; k++) series[k][i + 1] = cur[k];
  }
  const out = new Map();
  want.forEach((sl, k) => out.set(sl, series[k]));
  return out;
}

// The whole vector at any position, from a checkpoint every `every` steps (built as
// needed) and the deltas after it; reading positions in order costs one step each.
// The vector returned is reused: read it before the next call.
export function vectors(trace, every = 256) {
  const { off, slot, delta, steps } = trace;
  const checks = [Int32Array.from(trace.start)];
  const cur = Int32Array.from(trace.start);
  let at = 0;
  const forward = (v, from, to) => {
    for (let j = off[from], e = off[to]; j < e; j++) v[slot[j]] += delta[j];
  };
  return (k) => {
    k = Math.max(0, Math.min(k | 0, steps));
    if (k >= at && k - at <= every) { forward(cur, at, k); at = k; return cur; }
    const c = Math.floor(k / every);
    while (checks.length <= c) {
      const j = checks.length;
      const v = Int32Array.from(checks[j - 1]);
      forward(v, (j - 1) * every, j * every);
      checks.push(v);
    }
    cur.set(checks[c]);
    forward(cur, c * every, k);
    at = k;
    return cur;
  };
}

// Whose turn a step with no event passes to, in a game of turns (`who`: each event code's
// actor; `me`: the viewer): the next step's actor, or after the last step the viewer, the
// one the board waits for. "" when the same player goes on. The engine passes a turn
// without an event (Droids' hand-worked conformance cases pin its events), and the board
// read such a step as "nothing happens" or "Blue makes a choice kept secret from you"
// (walk 08n, fault 4; walk 08o, faults 4 and 7).
export function turnPassedTo(trace, who, k, me) {
  const actor = who[trace.ev[k - 1]] || "";
  const next = k < trace.steps ? who[trace.ev[k]] || "" : me;
  return next && next !== actor ? next : "";
}
