"""Running a lesson's own code cells in the test process, as Run All does: each cell's
statements, then the value of its last expression (what Jupyter shows under the cell)."""

from __future__ import annotations

import ast
import contextlib
import io
from typing import Any


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
