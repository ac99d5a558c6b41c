"""The board editor's Load list is the folder as it is when the list is opened: a board file
a cell wrote after the board was drawn is offered at once (walk 05p, fault 1: it came only
after a kernel restart). The browser asks again as the pointer or the focus comes to Load;
the ask edits nothing."""

from __future__ import annotations

import json

from codyroby_lab.lessons import editor


def test_asking_again_offers_a_file_written_since_and_changes_nothing_else(tmp_path):
    ed = editor(tmp_path / "drawn.json")
    ed.place("red", "E1")
    ed.save()
    ed.receive({"type": "place", "item": "block", "at": "A5"})     # refused: Roby is there
    ed.run()
    said, ack, trace = ed.error, ed.ack, ed.trace
    assert ed.scene["editor"]["files"] == ["drawn.json"]
    (tmp_path / "garden.json").write_text(json.dumps(ed.setup), encoding="utf-8")
    ed.receive({"type": "files"})
    assert ed.scene["editor"]["files"] == ["drawn.json", "garden.json"]
    assert (ed.error, ed.ack, ed.trace) == (said, ack, trace)
    ed.load("garden.json")                                          # and Load reads it
    assert ed.scene["editor"]["file"].endswith("garden.json")


def test_asking_when_nothing_changed_sends_no_new_scene(tmp_path):
    ed = editor(tmp_path / "drawn.json")
    scene = ed.scene
    ed.receive({"type": "files"})
    assert ed.scene is scene


def test_a_challenge_editor_names_its_files_challenge_files(tmp_path):
    """Walk 05q, fault 3: the challenge editor's list said "no board files yet" beside the
    boards drawn in part 1 (which it does not read), and "(this board's file)" for the
    challenge: the list is told what it lists, and a name Load cannot read says so."""
    (tmp_path / "drawn.json").write_text(json.dumps(editor(tmp_path / "x.json").setup),
                                         encoding="utf-8")
    ed = editor(tmp_path / "my_challenge.json", challenge=True)
    assert ed.scene["editor"]["files_of"] == "challenge"
    assert editor(tmp_path / "drawn.json").scene["editor"]["files_of"] == "board"
    ed.receive({"type": "load", "file": "missing.json"})
    assert "not a challenge file" in ed.error and "board file" not in ed.error
