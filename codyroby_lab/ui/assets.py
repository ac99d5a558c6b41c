"""The widget's ES modules, look and CSS: found in the installed wheel or in the checkout.

The wheel force-includes the repo's ``widgets/`` as ``codyroby_lab/widgets``; an editable
install has no such folder and reads the checkout's ``widgets/``. anywidget loads one ES
module from a string, so the modules are joined into one, in dependency order: each
module's ``import ... from "./x.js";`` lines are dropped and its ``export`` words removed;
only ``board.js`` keeps ``export default``. Three modules are made here: ``look.js`` (the
look file ``widgets/look.json`` as ``LOOK``, the same data core/svg.py draws with),
``words.js`` (``NUMBER_WORDS``: each number word learners may write and its number, from
:mod:`codyroby_lab.core.vocabulary`, so a REPEAT's number box reads "four" and
"twenty-two" as the lessons' checks do) and ``editors.js`` (``EDITORS``: each
``widgets/editors/<kind>.js``, which exports one ``editor`` function, under its kind, every
editor in a scope of its own). No build tool, no network.

>>> widgets_dir().joinpath("board.js").is_file()
True
>>> code = bundle()
>>> code.count("export default"), "import " in code.splitlines()[0]
(1, False)
>>> {"hand", "stack"} <= set(editor_kinds()), "const LOOK = {" in code, '"four":4' in code
(True, True, True)
>>> '"twenty two":22' in code, '"ventidue":22' in code
(True, True)
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from codyroby_lab.core import look
from codyroby_lab.core.vocabulary import number_forms

MODULES = ("util.js", "trace.js", "desk.js", "cards.js", "focus.js", "scene.js", "player.js",
           "run.js", "replay.js", "pad.js", "messages.js", "intents.js", "typed.js", "board.js")
EDITORS = "editors"
CSS = "style.css"

_IMPORT = re.compile(r'^import\s+\{[^}]*\}\s+from\s+"\.\.?/[a-z_]+\.js";\s*$', re.M)
_EXPORT = re.compile(r"^export (?=(?:async )?function |const |let |class )", re.M)
_KIND = re.compile(r"^[a-z][a-z_]*$")


def widgets_dir() -> Path:
    """The folder holding the widget modules (installed package first, then the checkout)."""
    return look.widgets_dir(Path(__file__), "board.js")


def editor_kinds() -> list[str]:
    """The editor kinds the browser knows: one module ``widgets/editors/<kind>.js`` each."""
    return sorted(p.stem for p in (widgets_dir() / EDITORS).glob("*.js") if _KIND.match(p.stem))


def _joined(name: str, text: str) -> str:
    """A module's text with its imports dropped and its export words removed."""
    text = _EXPORT.sub("", _IMPORT.sub("", text))
    if re.search(r"^\s*(import|export)\s", text, re.M):
        raise ValueError(f"{name}: an import/export the bundler cannot join (one line "
                         f'`import {{ a }} from "./x.js";` and `export function` only)')
    return text


@cache
def bundle() -> str:
    """All modules as one ES module whose default export is ``{render}``."""
    folder = widgets_dir()
    parts = [f"// ---- look.js (widgets/{look.LOOK_FILE})\n"
             f"const LOOK = {json.dumps(look.look(), separators=(',', ':'))};",
             "// ---- words.js (core/vocabulary.py)\nconst NUMBER_WORDS = "
             + json.dumps(number_forms(), separators=(",", ":"), ensure_ascii=False)
             + ";"]
    for name in MODULES[:-1]:
        parts.append(f"// ---- {name}\n{_joined(name, folder.joinpath(name).read_text('utf-8'))}")
    kinds = editor_kinds()
    for kind in kinds:
        text = folder.joinpath(EDITORS, f"{kind}.js").read_text("utf-8")
        if not re.search(r"^export function editor\(", text, re.M):
            raise ValueError(f"editors/{kind}.js: an editor module exports `function editor`")
        parts.append(f"// ---- editors/{kind}.js\nconst EDITOR_{kind.upper()} = (() => {{\n"
                     f"{_joined(kind, text)}\nreturn editor;\n}})();")
    parts.append("// ---- editors.js\nconst EDITORS = {"
                 + ", ".join(f'"{k}": EDITOR_{k.upper()}' for k in kinds) + "};")
    last = folder.joinpath(MODULES[-1]).read_text("utf-8")
    text = _IMPORT.sub("", last)
    if re.search(r"^\s*(import|export)\s(?!default)", text, re.M):
        raise ValueError(f"{MODULES[-1]}: an import/export the bundler cannot join")
    parts.append(f"// ---- {MODULES[-1]}\n{text}")
    return "\n".join(parts)


@cache
def css() -> str:
    """The widget's style sheet, the Cody cards' faces written in from the look file where
    it says ``CARD FACES`` (one place for their colours and shapes, on screen and paper)."""
    sheet = widgets_dir().joinpath(CSS).read_text(encoding="utf-8")
    marker = re.search(r"^/\* CARD FACES:.*?\*/$", sheet, re.M | re.S)
    if not marker:
        raise ValueError(f"{CSS}: the CARD FACES comment is missing")
    return sheet[:marker.end()] + "\n" + card_faces() + sheet[marker.end():]


def card_faces() -> str:
    """CSS rules for the Cody cards' and RoboRally's program cards' faces in look.json:
    colour, corners and, for a card with a thick edge, its border; then the face on a dark
    page. A printed card's second edge (``double``: the IF card) is for paper only: on
    screen, a double blue frame looked like the blue ring of the focus, so the IF card
    looked chosen when it was not (walk 05p, fault 7); its glyph and word tell it apart.

    >>> print(card_faces().splitlines()[0])
    .cr-card-F { background: #c8ecd2; border-color: #1e9e4a; border-radius: 6px 6px 6px 6px; }
    """
    cards = look.look()["cards"]
    faces = {f"cr-card-{name}": f for name, f in cards["faces"].items()}
    faces |= {f"cr-rr-{name}": f for name, f in cards["program"].items()}
    light = [f".{name} {{ background: {f['fill']}; border-color: {f['stroke']};"
             + (f" border-radius: {' '.join(f'{r}px' for r in f['corners'])};"
                if "corners" in f else "")
             + (f" border-width: {f['border']}px;" if "border" in f else "") + " }"
             for name, f in faces.items()]
    dark = [f'.cr-widget[data-theme="dark"] .{name} {{ background: {f["dark"]};'
            + (f" border-color: {f['dark_stroke']};" if "dark_stroke" in f else "") + " }"
            for name, f in faces.items()]
    return "\n".join(light + dark)
