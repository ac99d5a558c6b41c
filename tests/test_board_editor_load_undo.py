"""An Undo across the board editor's Load takes the board back to the file it was, name and
all, so Save never writes a drawing into the file loaded (walk 05s, fault 3: Load, Undo,
Save overwrote garden.json with the drawing of drawn.json)."""

from __future__ import annotations

import json

from codyroby_lab.lessons import editor


def _blocks(path) -> list[str]:
    return json.loads(path.read_text(encoding="utf-8"))["board"].get("blocks", [])


def test_undo_across_a_load_gives_back_the_file_save_writes(tmp_path):
    ed = editor(tmp_path / "drawn.json")
    ed.place("block", "C3")
    ed.save()
    garden = ed.setup
    garden["board"]["blocks"] = ["E1"]
    (tmp_path / "garden.json").write_text(json.dumps(garden), encoding="utf-8")
    ed.place("block", "B2")                     # drawn, not saved
    ed.load("garden.json")
    assert ed.scene["editor"]["file"].endswith("garden.json")
    ed.undo()
    assert ed.scene["editor"]["file"].endswith("drawn.json")
    assert ed.scene["editor"]["saved"] is False      # the drawing is still not in its file
    assert "drawn.json again" in ed.scene["editor"]["note"]
    ed.save()
    assert _blocks(tmp_path / "drawn.json") == ["B2", "C3"]
    assert _blocks(tmp_path / "garden.json") == ["E1"]


def test_undo_of_an_edit_after_a_load_keeps_the_file_loaded(tmp_path):
    ed = editor(tmp_path / "drawn.json")
    ed.save()
    garden = ed.setup
    garden["board"]["blocks"] = ["E1"]
    (tmp_path / "garden.json").write_text(json.dumps(garden), encoding="utf-8")
    ed.load("garden.json")
    ed.place("block", "B2")
    ed.undo()
    assert ed.scene["editor"]["file"].endswith("garden.json")
    assert ed.scene["editor"]["saved"] is True
