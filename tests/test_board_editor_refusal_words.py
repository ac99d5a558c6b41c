"""What the board editor says beside a refused click: never the last edit's words (read as
what the refused click did), but what a two-click item still waits for."""

from __future__ import annotations

from codyroby_lab.ui.board_editor import editor


def test_a_refused_second_end_leaves_the_words_of_what_the_item_waits_for(tmp_path):
    """Walk 05t, fault 4: the browser says the scene's ``waiting`` again after a refusal,
    and nothing else: "A block on D2." stayed beside a later refusal."""
    ed = editor(tmp_path / "es.json", game="energy_seekers")
    assert ed.scene["editor"]["waiting"] == ""
    ed.receive({"type": "place", "item": "tunnel", "at": "B1"})
    waiting = ed.scene["editor"]["waiting"]
    assert waiting == "Tunnel: now click its other end."
    ed.receive({"type": "place", "item": "tunnel", "at": "B1"})     # the same square again
    assert ed.error and ed.scene["editor"]["waiting"] == waiting
