"""Lesson 01 as a Voilà app (a teacher shows a lesson as a page with no code): Voilà,
installed as the `[voila]` extra names it, serves the lesson on a free loopback port; the
first board draws, takes cards by click, and Run moves Roby with the trace in the log."""

from __future__ import annotations

import secrets
import shutil
import sys

import pytest

from tests.browser.conftest import LESSON
from tests.support.browser import (
    free_port,
    jupyter_env,
    pieces,
    serving,
    shot,
    wait_counter,
    wait_text,
)


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    """Voilà serving a copy of lesson 01: yields the page's address (with its token)."""
    root = tmp_path_factory.mktemp("voila")
    shutil.copy(LESSON, root / LESSON.name)
    port, token = free_port(), secrets.token_hex(16)
    base = f"http://127.0.0.1:{port}"
    with serving([sys.executable, "-m", "voila", "--no-browser", "--Voila.ip=127.0.0.1",
                  f"--port={port}", "--Voila.port_retries=0", f"--token={token}",
                  LESSON.name], f"{base}/voila/static/voila.js", root, jupyter_env(root),
                 root / "voila.log"):
        yield f"{base}/?token={token}"


def test_lesson_01_runs_a_program_in_voila(voila, browser):
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(voila, timeout=120_000)
        w = page.locator(".cr-widget").first
        w.wait_for(timeout=120_000)
        start = pieces(w)[0]
        assert start == "Roby at B4 facing north"  # (walk 01h, 9: where no question starts)
        for _ in range(2):
            w.locator('.cr-palette [data-card="F"]').click()
        wait_text(page, w, "F F")
        w.get_by_role("button", name="Run", exact=True).click()
        wait_counter(page, w, "step 2 of 2")
        assert pieces(w)[0] == "Roby at B2 facing north"
        assert "moves forward from B3 to B2" in w.locator(".cr-log").inner_text()
        shot(page, "voila-lesson-01-run", w)
        assert not errors
    finally:
        page.close()
