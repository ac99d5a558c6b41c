"""Grading benchmark: wall-clock seconds per graded notebook.

- ``seconds_per_notebook``: ``codyroby-lab grade`` on lesson 01, a class of ``N`` copies
  (default 4: the shipped lesson handed in as it is, every check run), one after another,
  divided by ``N``; the lesson is read and the class's CSV written in the same run.

Wall-clock time, since a notebook's kernel is another process; run it on a quiet machine and
compare figures measured back to back.

    .venv/bin/python bench/grading.py [N]
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

from codyroby_lab.copies import find_lesson
from codyroby_lab.grading import grade_class


def bench(n: int) -> dict[str, float | int]:
    lesson = find_lesson("01")
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(n):
            shutil.copy(lesson, Path(tmp) / f"learner{i}.ipynb")
        start = time.perf_counter()
        code = grade_class("01", [tmp], Path(tmp) / "class.csv", show=lambda _: None)
        took = time.perf_counter() - start
    assert code == 0, code
    return {"notebooks": n, "seconds_per_notebook": round(took / n, 2)}


if __name__ == "__main__":
    print(json.dumps(bench(int(sys.argv[1]) if len(sys.argv) > 1 else 4)))
