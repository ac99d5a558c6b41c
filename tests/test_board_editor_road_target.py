"""A road drawn in the board editor takes a target off the road to the road's end, and the
editor's status line says where and why (walk 05s, fault 7: the red target jumped from E1
to A4 while the line said only "moves to the end of the road")."""

from __future__ import annotations

import json

from codyroby_lab.core.errors import LabError
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


def test_a_road_dragged_over_a_block_names_the_block_where_it_broke(tmp_path):
    """Walk 05r6, fault 1: a road dragged from A5 up to A1, then right along row 1 over a
    block on B1 to E1, stopped at A1 and said only "A road square cannot go on E1. E1 is not
    next to A1, the square before it", the last square of the drag: nothing named B1, where
    the road broke. Every square past the block says the block is in the way."""
    ed = editor(tmp_path / "drawn.json")
    ed.place("block", "B1")
    said = ""
    for square in ("A4", "A3", "A2", "A1", "B1", "C1", "D1", "E1"):     # the drag
        try:
            ed.place("road", square)
        except LabError as refused:                   # the last refusal is the one on show
            said = str(refused)
    assert said.startswith("A road square cannot go on E1.") and "B1 is a block" in said, said
    assert ed.setup["board"]["path"][-1] == "A1"


def test_a_target_moved_off_the_colour_the_task_names_is_said(tmp_path):
    """Walk 05r6, fault 2: a challenge whose task says "Bring Roby to the red target." had
    its target moved to D4; the task still sent children to the red ring on E1, and
    nothing said so. Chosen: the editor's words after the move say what the task still
    says, and where that target is; put back there, they say nothing of it."""
    path = tmp_path / "round.json"
    path.write_text(json.dumps({"version": 1, "title": "Round", "text": "Bring Roby to the "
                                "red target.", "board": {"width": 5, "height": 5,
                                                         "targets": {"red": "E1"}},
                                "start": "A5", "facing": "N", "target": "red"}))
    ed = editor(path, challenge=True)
    ed.place("target", "D4")
    said = ed.scene["editor"]["note"]
    assert 'the task still says "the red target", which is on E1' in said, said
    ed.place("target", "E1")
    assert "task" not in ed.scene["editor"]["note"]
