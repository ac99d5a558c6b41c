"""After a break (a restarted kernel), a cell of the lessons that say so in their words
answers "Python does not know the name ...; run the cells above": each code cell that uses a
name an earlier cell made imports the lessons again, which puts those words in place of
Python's red traceback (walk 06w, fault 11: lesson 06's play cells showed a NameError)."""

from __future__ import annotations

import ast
import builtins
import json
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
# the lessons whose cells each load the lessons again (04, 07 and 09 do not, yet)
AGAIN = ["01_first_programs", "02_repeat", "03_sensors_and_if", "06_energy_seekers",
         "08_droids"]


def names_from_earlier_cells(src: str) -> set[str]:
    """The names ``src`` uses and does not make itself (nor Python's own).

    >>> sorted(names_from_earlier_cells("x = game.play('F')\\nprint(x, len(y))"))
    ['game', 'y']
    """
    made, used = set(dir(builtins)), set()
    for node in ast.walk(ast.parse(src)):
        if isinstance(node, ast.Name):
            (used if isinstance(node.ctx, ast.Load) else made).add(node.id)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            made |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, ast.FunctionDef | ast.ClassDef):
            made.add(node.name)
        elif isinstance(node, ast.arg):
            made.add(node.arg)
    return used - made


@pytest.mark.parametrize("name", AGAIN)
def test_every_cell_that_needs_an_earlier_one_loads_the_lessons_again(name):
    cells = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]
    bare = [src.splitlines()[0] for c in cells if c["cell_type"] == "code"
            if names_from_earlier_cells(src := "".join(c["source"]))
            and "from codyroby_lab" not in src]
    assert not bare, bare
