"""The widget's ES modules and CSS: found in the installed wheel or in the repo checkout.

The wheel force-includes the repo's ``widgets/`` as ``codyroby_lab/widgets``; an editable
install has no such folder and reads the checkout's ``widgets/``. anywidget loads one ES
module from a string, so the sibling modules are joined into one, in dependency order:
each helper's ``import ... from "./x.js";`` lines are dropped and its ``export`` words
removed; only ``board.js`` keeps ``export default``. No build tool, no network.

>>> widgets_dir().joinpath("board.js").is_file()
True
>>> code = bundle()
>>> code.count("export default"), "import " in code.splitlines()[0]
(1, False)
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

MODULES = ("util.js", "scene.js", "cards.js", "player.js", "board.js")
CSS = "style.css"

_IMPORT = re.compile(r'^import\s+\{[^}]*\}\s+from\s+"\./[a-z_]+\.js";\s*$', re.M)
_EXPORT = re.compile(r"^export (?=(?:async )?function |const |let |class )", re.M)


def widgets_dir() -> Path:
    """The folder holding the widget modules (installed package first, then the checkout)."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / "widgets", package.parent / "widgets"):
        if (candidate / "board.js").is_file():
            return candidate
    raise FileNotFoundError(f"the widget files are missing: looked in {package / 'widgets'} "
                            f"and {package.parent / 'widgets'}")


@cache
def bundle() -> str:
    """All modules as one ES module whose default export is ``{render}``."""
    parts = []
    for name in MODULES:
        text = widgets_dir().joinpath(name).read_text(encoding="utf-8")
        text = _IMPORT.sub("", text)
        if name != MODULES[-1]:
            if "export default" in text:
                raise ValueError(f"{name}: only {MODULES[-1]} may have a default export")
            text = _EXPORT.sub("", text)
        if re.search(r"^\s*(import|export)\s(?!default)", text, re.M):
            raise ValueError(f"{name}: an import/export the bundler cannot join (one line "
                             f'`import {{ a }} from "./x.js";` and `export function` only)')
        parts.append(f"// ---- {name}\n{text}")
    return "\n".join(parts)


@cache
def css() -> str:
    return widgets_dir().joinpath(CSS).read_text(encoding="utf-8")
