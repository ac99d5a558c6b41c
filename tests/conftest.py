"""Fixtures the test files share: what is slow to make is made once per run."""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def wheel(tmp_path_factory) -> Path:
    """The package's wheel, built once per run: the test processes of one run (pytest-xdist)
    share it, the first that needs it builds it while the others wait."""
    mine = tmp_path_factory.getbasetemp()
    run = mine.parent if os.environ.get("PYTEST_XDIST_WORKER") else mine
    folder = run / "wheel"
    with open(run / "wheel.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not any(folder.glob("codyroby_lab-*.whl")):
            done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                                   "--disable-pip-version-check", "--wheel-dir", str(folder),
                                   str(ROOT)], capture_output=True, text=True, timeout=600)
            assert done.returncode == 0, f"pip wheel failed:\n{done.stdout}\n{done.stderr}"
    (found,) = folder.glob("codyroby_lab-*.whl")
    return found


@pytest.fixture
def fresh_answers():
    """Every answer of the test a first try: the lessons' count of tries and the boards'
    last checks (kept in memory by :mod:`codyroby_lab.lessons.feedback` and
    :mod:`~codyroby_lab.lessons.checks`) start afresh and are forgotten after the test.
    A module asks for it with ``pytestmark = pytest.mark.usefixtures("fresh_answers")``."""
    from codyroby_lab.lessons import checks
    checks.forget()
    yield
    checks.forget()


@pytest.fixture
def answers_beside_a_notebook(tmp_path, monkeypatch, fresh_answers):
    """As in a notebook: the lessons keep boards, tries and answers in a file beside it
    (:mod:`codyroby_lab.lessons.kept`), here in the test's own folder; the count of tries
    starts afresh (:func:`fresh_answers`)."""
    from codyroby_lab.lessons import kept
    monkeypatch.setattr(kept, "PLACE", tmp_path / kept.NAME)
