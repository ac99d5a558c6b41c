"""What the keyboard tests share: the notebook's state as keys would change it, a cell typed
in, and a round of Tab through a board read in order."""

from __future__ import annotations

# The notebook as the learner sees it: its cells (kind and text), the active one, its mode.
NOTEBOOK = """() => {
  const nb = document.querySelector('.jp-Notebook');
  const cells = [...nb.querySelectorAll(':scope .jp-Cell')];
  return {cells: cells.map((c) => (c.classList.contains('jp-CodeCell') ? 'code' : 'text')),
          active: cells.findIndex((c) => c.classList.contains('jp-mod-active')),
          mode: nb.classList.contains('jp-mod-editMode') ? 'edit' : 'command',
          widgets: document.querySelectorAll('.cr-widget').length};
}"""


def lap(page, w) -> list[dict]:
    """Tab from the board's cell into board ``w``, then on round to the control it came in
    at: each control reached (:data:`STOP`), in turn."""
    cell = w.locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' jp-Cell ')]")
    cell.locator(".jp-InputPrompt").click()
    stops = [None]
    for _ in range(3):                                  # (the cell's toolbar button first)
        page.keyboard.press("Tab")
        stops = [w.evaluate(STOP)]
        if stops[0]:
            break
    assert stops[0], "Tab from the cell never came into the board"
    for _ in range(60):
        page.keyboard.press("Tab")
        stop = w.evaluate(STOP)
        assert stop, f"Tab left the board after {stops[-1]['said']}"
        if (stop["said"], stop["top"], stop["left"]) == (stops[0]["said"], stops[0]["top"],
                                                          stops[0]["left"]):
            return stops
        stops.append(stop)
    raise AssertionError(f"Tab never came round: {[s['said'] for s in stops]}")


def read_in_order(stops: list[dict]) -> None:
    """Each control of ``stops`` comes after the one before it as the board is read: in a
    later part (the title's row, the board's column, the column beside it, the table), or in
    the same part lower down, or on the same line to the right; each is in view, its focus
    ring showing."""
    for a, b in zip(stops, stops[1:], strict=False):
        later = b["part"] > a["part"] or b["part"] == a["part"] and b["bottom"] > a["top"] + 4 \
            and (b["top"] >= a["bottom"] - 4 or b["left"] > a["left"])
        assert later, f"Tab went from {a['said']} back to {b['said']}: {a} {b}"
    for s in stops:
        assert s["inView"], f"{s['said']} had the focus out of view"
        assert s["ring"], f"{s['said']} had the focus with no ring showing"


# every code cell's text, as the notebook shows it
TEXTS = ("() => [...document.querySelectorAll('.jp-Notebook .jp-Cell .cm-content')]"
         ".map((c) => c.textContent)")


def typed_cell(page) -> None:
    """A new code cell typed into by the keyboard, then left (command mode): the browser's
    own undo now has something to take out of it."""
    cells = page.locator(".jp-Notebook .jp-Cell")
    cells.nth(cells.count() - 1).locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    page.keyboard.type("typed = 'by the teacher'")
    page.keyboard.press("Escape")


# The control with the focus in board ``w`` (None: none there): its words, the part of the
# board it is in (0: the title's row, 1: the board's column, 2: the column beside it, 3: the
# table under them), its box against the board's, whether it is in the notebook's part on
# show, and whether its focus ring shows.
STOP = """(w) => { const f = document.activeElement;
  if (!w.contains(f) || f === w) return null;
  const parts = ['.cr-head', '.cr-board-col', '.cr-side-col', '.cr-bottom'];
  const r = f.getBoundingClientRect(), at = w.getBoundingClientRect();
  let box = w.parentElement;
  const scrolls = (b) => ['auto', 'scroll'].includes(getComputedStyle(b).overflowY);
  while (box && !scrolls(box)) box = box.parentElement;
  const view = box ? box.getBoundingClientRect() : {top: 0, bottom: innerHeight};
  const ring = getComputedStyle(f);
  const label = f.labels && f.labels.length ? f.labels[0].textContent : f.textContent;
  return {said: (f.getAttribute('aria-label') || label).trim().slice(0, 30),
          part: parts.findIndex((p) => f.closest(p)),
          top: r.top - at.top, bottom: r.bottom - at.top, left: r.left - at.left,
          inView: r.top >= Math.max(0, view.top) - 1
            && r.bottom <= Math.min(innerHeight, view.bottom) + 1,
          ring: ring.outlineStyle === 'solid' && parseFloat(ring.outlineWidth) >= 2};
}"""
