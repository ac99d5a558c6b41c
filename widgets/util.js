// Small DOM helpers shared by the CodyRoby Lab widget modules.
// No game knowledge here: square names and facing words are the shared grid notation
// (docs/architecture.md), and user text is only ever set with textContent.
import { LOOK } from "./look.js";

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
// An id unique in the page (a notebook shows many widgets, each loading this module anew).
export function uid(what) { return `cr-${what}-${Math.random().toString(36).slice(2, 10)}`; }

export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

// Set an attribute only when it changes (showing a step is a few attribute changes).
export function setAttr(node, name, value) {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

export const FACING_WORDS = ["north", "north-east", "east", "south-east",
  "south", "south-west", "west", "north-west"];
export const FACING_LETTERS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];

// [2, 1] is "C2": column letter from the left, row number from the top.
export function squareName(x, y) {
  if (x < 0 || x > 25 || y < 0) return `[${x}, ${y}]`;
  return String.fromCharCode(65 + x) + String(y + 1);
}

// How a learner reads a piece's or a player's name (core.events.display_name): its key
// with a capital first letter, the rest as given.
export function displayName(key) {
  const chars = [...String(key ?? "")];
  return chars.length ? chars[0].toUpperCase() + chars.slice(1).join("") : "";
}

// A CSS-safe class fragment from free text such as a tile kind.
export function cssName(text) {
  return String(text || "").toLowerCase().replace(/[^a-z0-9-]+/g, "-").slice(0, 40);
}

// A colour from a scene colour name (widgets/look.json) or #rgb/#rrggbb; else grey.
export function colour(name) {
  if (typeof name === "string" && Object.hasOwn(LOOK.colours, name)) return LOOK.colours[name];
  if (typeof name === "string" && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(name)) return name;
  return LOOK.colours[LOOK.unknown_colour];
}

// A light colour (white, yellow): its piece gets a dark outline and a dark arrow.
export function pale(hex) {
  const m = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex);
  if (!m) return false;
  const d = m[1].length === 3 ? [...m[1]].map((c) => c + c) : m[1].match(/../g);
  const [r, g, b] = d.map((x) => parseInt(x, 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > LOOK.piece.pale_above;
}

// Whether the page around the board is dark: JupyterLab's theme (body[data-jp-theme-light]),
// VS Code's (body.vscode-dark, .vscode-high-contrast; .vscode-light), marimo's
// (body[data-theme]), Colab's (html[theme]); on a page that says none, the reader's own
// (prefers-color-scheme).
export function pageDark() {
  const body = document.body, on = (c) => !!body && body.classList.contains(c);
  const jp = body ? body.dataset.jpThemeLight : undefined;
  if (jp === "true" || jp === "false") return jp === "false";
  if (on("vscode-light") || on("vscode-high-contrast-light")) return false;
  if (on("vscode-dark") || on("vscode-high-contrast")) return true;
  const marimo = body ? body.dataset.theme : undefined;
  if (marimo === "dark" || marimo === "light") return marimo === "dark";
  const colab = document.documentElement.getAttribute("theme");
  if (colab === "dark" || colab === "light") return colab === "dark";
  return matchMedia("(prefers-color-scheme: dark)").matches;
}

// Keep `root`'s data-theme ("dark" or "light", style.css's palettes) and, in the dark, the
// board's dark look (LOOK.dark: --cr-square, --cr-square-off, --cr-grid, --cr-ring, --cr-tile-<kind>,
// --cr-edge-<kind>, --cr-badge, which
// the drawing reads) on the page's theme as it changes; returns what stops following.
export function followTheme(root) {
  const set = () => {
    const dark = pageDark();
    setAttr(root, "data-theme", dark ? "dark" : "light");
    for (const [k, v] of Object.entries(LOOK.dark)) {
      if (k === "about") continue;
      const name = `--cr-${k.replace(/_/g, "-")}`;
      if (dark) root.style.setProperty(name, v); else root.style.removeProperty(name);
    }
  };
  const media = matchMedia("(prefers-color-scheme: dark)");
  const watch = new MutationObserver(set);
  for (const n of [document.documentElement, document.body]) {
    if (n) watch.observe(n, { attributes: true, attributeFilter: ["class", "theme", "data-theme", "data-jp-theme-light"] });
  }
  media.addEventListener("change", set);
  set();
  return () => { watch.disconnect(); media.removeEventListener("change", set); };
}

// The nearest box around `el` that scrolls up and down (a notebook's panel), or null: the
// window scrolls.
export function scroller(el) {
  for (let n = el.parentElement; n; n = n.parentElement) {
    const y = getComputedStyle(n).overflowY;
    if ((y === "auto" || y === "scroll") && n.scrollHeight > n.clientHeight) return n;
  }
  return null;
}

// The part of the page on show: that of `box`, the box that scrolls it (`scroller`), or the
// window's when none does.
export const viewOf = (box) => (box ? box.getBoundingClientRect() : { top: 0, bottom: innerHeight });
