"""Layers: imports point down only (DESIGN.md, "Layers"), and no import goes round in a circle.

Every module's imports are read from its source (``ast``): module-level imports and imports
inside functions alike, except those under ``if TYPE_CHECKING:`` (annotations only). Core
imports nothing from games, printing, ui or lessons; games import nothing from printing,
ui or lessons; printing (paper sheets of the games) nothing from ui or lessons; ui imports
no lessons; and the import graph of the package has no cycle made by the imports that run.
Counting the annotation-only imports too, a circle stays inside one game's package (issue 34:
a CodyRoby game's state names its game's class and a variant's scene the state, which
saves a layer of "what a state reads of its game"), never across packages or layers.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "codyroby_lab"
MODULES = {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
           for p in (ROOT / PACKAGE).rglob("*.py")}
LAYERS = ["core", "games", "printing", "ui", "lessons"]  # each imports only those before it


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imported(tree: ast.AST, here: str, annotations: bool = False) -> set[str]:
    """The package modules ``tree`` imports (``from a.b import c`` is ``a.b.c`` when that
    is a module, else ``a.b``); ``annotations``: those under ``if TYPE_CHECKING:`` too."""
    out: set[str] = set()
    todo = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If) and _type_checking(node) and not annotations:
            todo.extend(node.orelse)
            continue
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = here.split(".")[:len(here.split(".")) - node.level + (
                    1 if MODULES[here].name == "__init__.py" else 0)]
                base = ".".join(parts + ([base] if base else []))
            for a in node.names:
                out.add(f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base)
        todo.extend(ast.iter_child_nodes(node))
    return {m for m in out if m == PACKAGE or m.startswith(PACKAGE + ".")}


GRAPH = {m: _imported(ast.parse(p.read_text(encoding="utf-8")), m) - {m}
         for m, p in MODULES.items()}


def _layer(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in LAYERS else None


@pytest.mark.parametrize("module", sorted(MODULES))
def test_imports_point_down_only(module):
    mine = _layer(module)
    if mine is None:
        return
    allowed = set(LAYERS[:LAYERS.index(mine) + 1])
    upward = sorted(m for m in GRAPH[module] if _layer(m) not in allowed | {None})
    assert not upward, f"{module} ({mine}) imports {upward}"


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            scc = []
            while True:
                w = stack.pop()
                on.discard(w)
                scc.append(w)
                if w == v:
                    break
            if len(scc) > 1:
                out.append(sorted(scc))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_circles():
    assert _cycles(GRAPH) == []


def test_an_annotation_closes_a_circle_only_inside_one_package():
    graph = {m: _imported(ast.parse(p.read_text(encoding="utf-8")), m, annotations=True) - {m}
             for m, p in MODULES.items()}
    assert [c for c in _cycles(graph) if len({m.rpartition(".")[0] for m in c}) > 1] == []


def test_the_checker_sees_a_circle_and_an_import_inside_a_function():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                     "    import codyroby_lab.ui\ndef f():\n    import codyroby_lab.core.io\n")
    assert _imported(tree, "codyroby_lab.core.trace") == {"codyroby_lab.core.io"}
    assert _imported(tree, "codyroby_lab.core.trace", annotations=True) == {
        "codyroby_lab.core.io", "codyroby_lab.ui"}
