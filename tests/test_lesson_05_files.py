"""Lesson 05's files as a teacher keeps them (issue 32, walk 05 faults 1, 2 and 14): the
boards drawn and sheets printed go in a folder next to the lesson, which JupyterLab's file
browser shows and a restart keeps; the messages say where; a restarted lesson reopens the
board the teacher drew, and the cell that edits from Python keeps to its own file."""

from __future__ import annotations

from pathlib import Path

from tests.support.lesson_cells import cells, run_cell

CODE = [src for kind, src in cells("05_for_teachers") if kind == "code"]


def _run_all(ns: dict) -> None:
    """The lesson's first part (the set-up cell to the first challenge), as Run All runs it."""
    for src in CODE[:4]:
        run_cell(src, ns)


def test_the_lessons_files_go_in_a_folder_beside_it_kept_across_a_restart(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    first: dict = {}
    _run_all(first)
    assert first["folder"] == Path("my_boards") and (tmp_path / "my_boards").is_dir()
    drawn = first["drawn"]
    drawn.place("block", "E1")                  # drawn by mouse
    drawn.receive({"type": "save"})
    assert drawn.error == "" and "Saved in my_boards/drawn.json." in str(drawn.scene)
    restarted: dict = {}
    _run_all(restarted)                         # Restart Kernel and Run All
    assert restarted["drawn"].setup == drawn.setup


def test_the_cell_that_edits_from_python_leaves_the_drawn_board_alone(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    ns: dict = {}
    _run_all(ns)
    assert "blocks" not in ns["drawn"].setup["board"]
    assert not (tmp_path / "my_boards" / "drawn.json").exists()
