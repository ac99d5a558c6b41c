"""A lesson cell that reads what a cell above made imports the lessons first, so that after a
restart of Python it says in plain words to run the cells above, not a red NameError
(walk 01p, fault 10: lesson 1's print of board.program showed a raw traceback)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def late_cells(path: Path) -> list[tuple[int, str]]:
    """The code cells of ``path`` that read a name an earlier cell made, without importing
    the lessons (which turn errors into plain words) themselves."""
    made: set[str] = set()
    found = []
    for k, cell in enumerate(json.loads(path.read_text("utf-8"))["cells"]):
        if cell["cell_type"] != "code":
            continue
        tree = ast.parse("".join(cell["source"]))
        names = [n for n in ast.walk(tree) if isinstance(n, ast.Name)]
        imported = {a.asname or a.name for n in ast.walk(tree)
                    if isinstance(n, (ast.Import, ast.ImportFrom)) for a in n.names}
        stored = {n.id for n in names if isinstance(n.ctx, ast.Store)}
        read = {n.id for n in names if isinstance(n.ctx, ast.Load)} & made
        if read - stored - imported and "lessons" not in imported:
            found.append((k, "".join(cell["source"])[:60]))
        made |= stored | imported
    return found


@pytest.mark.parametrize("lesson", ["01_first_programs", "02_repeat", "03_sensors_and_if"])
def test_every_cell_reading_an_earlier_cells_name_imports_the_lessons(lesson):
    assert late_cells(NOTEBOOKS / f"{lesson}.ipynb") == []

