"""Running a lesson's own code cells in the test process, as Run All does: each cell's
statements, then the value of its last expression (what Jupyter shows under the cell)."""

from __future__ import annotations

import ast
import contextlib
import io
import json
import re
from typing import Any

from tests.support.lesson_runs import NOTEBOOKS


def cells(name: str) -> list[tuple[str, str]]:
    """The lesson ``name``'s cells (a notebook's name without .ipynb), each as its kind
    ("code" or "markdown") and its text."""
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def markdown(name: str) -> list[str]:
    """The lesson ``name``'s text cells."""
    return [src for kind, src in cells(name) if kind == "markdown"]


def cell(name: str, marker: str) -> str:
    """The first cell of the lesson ``name`` holding ``marker``."""
    return next(src for _, src in cells(name) if marker in src)


def run_cell(src: str, ns: dict[str, Any]) -> str:
    """Run the cell ``src`` in ``ns``; what it printed and the text of its last value."""
    tree = ast.parse(src)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(tree, "<cell>", "exec"), ns)  # noqa: S102 - the lesson's own cells
        value = None if last is None else eval(  # noqa: S307
            compile(ast.Expression(last.value), "<cell>", "eval"), ns)
    return printed.getvalue() + ("" if value is None else str(value))


def parts(lesson: str, mark: str = "## ") -> dict[str, list[str]]:
    """The parts of the lesson ``lesson`` (a notebook's name without .ipynb): its headings
    that start with ``mark`` ("## ", or "### Challenge" for its challenges), each with its
    code cells up to the next one. A heading may stand anywhere in a text cell, below the
    end of the part before it."""
    nb = json.loads((NOTEBOOKS / f"{lesson}.ipynb").read_text(encoding="utf-8"))
    out: dict[str, list[str]] = {}
    part = None
    for c in nb["cells"]:
        src = "".join(c["source"])
        if c["cell_type"] == "markdown":
            part = next((line for line in reversed(src.splitlines()) if line.startswith(mark)),
                        part)
            if part:
                out.setdefault(part, [])
        elif part and c["cell_type"] == "code":
            out[part].append(src)
    return out


def duel_first_move(cells: list[str], ns: dict, cards: str = "R F F") -> str:
    """Run lesson 04's code ``cells`` up to its first move, played with ``cards`` (the
    child's plan: the cell starts empty), in ``ns``; what the move's table cell prints."""
    run_cell(cells[0], ns)
    for key in ("DuelPlay(seed=", 'duel.block("C3")'):
        run_cell(next(src for src in cells if key in src), ns)
    first = next(src for src in cells if src.startswith('my_cards = ""'))
    run_cell(first.replace('my_cards = ""', f'my_cards = "{cards}"', 1), ns)
    return run_cell(next(src for src in cells if "turn.table()" in src), ns)


def run_upto(name: str, stop: str) -> tuple[dict, list[str], list[tuple[str, str]]]:
    """Run the lesson's code cells up to the first one holding ``stop`` (not run): the
    namespace, what each printed, and the cells before it."""
    ns: dict = {}
    shown: list[str] = []
    before = []
    for kind, src in cells(name):
        if stop in src:
            break
        before.append((kind, src))
        if kind == "code":
            shown.append(run_cell(src, ns))
    return ns, shown, before


def unexplained(texts: list[str], explained: dict[str, str]) -> list[str]:
    """The words of ``explained`` whose first text cell lacks the words that explain them."""
    first = {word: next((t for t in texts if word in t.lower().replace("*", "")), None)
             for word in explained}
    return [word for word, text in first.items()
            if text is not None and explained[word] not in text.replace("\n", " ")]


def calls(src: str) -> list:
    """The calls written in the code ``src`` (none if it cannot be read)."""
    try:
        tree = ast.parse(src)
    except SyntaxError:
        return []
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call)]


def call_name(call) -> str:
    """The name a call calls: ``f`` of ``f(...)`` and of ``x.f(...)``."""
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


#: words an output holds when a game is over
GAME_OVER = re.compile(r"Game over|reaches the energy station and wins|wins: \w+ landed on")


#: words of the code, not of the lessons, that no output a learner reads may hold
INTERNAL = re.compile(r"codyroby-energy-seekers|DECISIONS,|TeleTransport|step_limit|"
                      r"Traceback|Error:|\bStopIteration\b|\brule\.section\b|"
                      r"\b(roby|ada|cody) (moves|turns|at|draws|plays|gives|discards|is)\b")
