"""Grading benchmark: notebooks graded per minute, one at a time and two at a time.

- ``notebooks_per_minute_1``, ``notebooks_per_minute_2``: ``codyroby-lab grade`` on lesson
  01, a class of ``N`` copies (default 30: the shipped lesson handed in as it is, every check
  run), with ``--workers 1`` and ``--workers 2``; the lesson is read and the class's CSV,
  feedback and report written in the same run. ``seconds_2``: the class's wall-clock time at
  2 workers. Target: a class of 30 in at most 60 s on 2 cores (``seconds_2 <= 60``).

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


def seconds(n: int, workers: int) -> float:
    lesson = find_lesson("01")
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(n):
            shutil.copy(lesson, Path(tmp) / f"learner{i}.ipynb")
        start = time.perf_counter()
        code = grade_class("01", [tmp], Path(tmp) / "class.csv", workers=workers,
                           progress=False, show=lambda _: None)
        took = time.perf_counter() - start
    assert code == 0, code
    return took


def bench(n: int) -> dict[str, float | int]:
    one, two = seconds(n, 1), seconds(n, 2)
    return {"notebooks": n, "notebooks_per_minute_1": round(60 * n / one, 1),
            "notebooks_per_minute_2": round(60 * n / two, 1), "seconds_2": round(two, 1)}


if __name__ == "__main__":
    print(json.dumps(bench(int(sys.argv[1]) if len(sys.argv) > 1 else 30)))
