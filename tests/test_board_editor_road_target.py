"""A road drawn in the board editor takes a target off the road to the road's end, and the
editor's status line says where and why (walk 05s, fault 7: the red target jumped from E1
to A4 while the line said only "moves to the end of the road")."""

from __future__ import annotations

from codyroby_lab.lessons import editor


def test_a_target_taken_along_by_the_road_is_said_where_and_why(tmp_path):
    ed = editor(tmp_path / "drawn.json")
    ed.place("red", "E1")
    ed.place("road", "A4")
    assert ed.setup["board"]["targets"] == {"red": "A4"}
    note = ed.scene["editor"]["note"]
    assert "the red target moves to A4" in note
    assert "a target must stand on the road" in note
    ed.place("red", "A5")                   # a target put on the road stays where it is
    ed.place("road", "A3")
    assert ed.setup["board"]["targets"] == {"red": "A5"}
    assert "target" not in ed.scene["editor"]["note"]
