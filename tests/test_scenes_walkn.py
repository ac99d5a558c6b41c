"""Faults of the fresh-eyes walks (issue 29) in what the scenes say and draw, checked on
the scenes themselves."""

from __future__ import annotations

from codyroby_lab.lessons.duel import DuelPlay


def test_a_block_never_carries_a_robys_letter_alone():
    """Walk 04n, fault 6: the blocks carried the letters A and B like the Robies, so at a
    glance the board showed two A's and two B's. A block says whose it is, "A's"."""
    duel = DuelPlay(seed=1)
    duel.block("C3")
    scene = duel.widget().scene
    marks = {p["mark"] for p in scene["pieces"]}
    blocks = [t for t in scene["tiles"] if t["kind"] == "block"]
    assert len(blocks) == 2
    assert not {t["text"] for t in blocks} & marks
    mine = next(t for t in blocks if t["at"] == [2, 2])
    assert mine["text"] == "A's" and mine["label"] == "A's block at C3"


def test_an_obstacle_laid_is_drawn_as_a_fixed_one_in_the_picture():
    """Walk 08n, fault 12: an obstacle laid was a tag with the word "obstacle" too small to
    read; the printed picture draws it as the board now does, a square as a fixed one."""
    from codyroby_lab.core.svg import scene_svg
    from codyroby_lab.lessons.droids import DroidsPlay

    dp = DroidsPlay("challenge", players=["red", "blue"], seed=0, setup={
        "phase": "program", "first": "red", "robots": {"red": "C1"},
        "racks": {"red": ["V1"], "blue": ["B1"]}, "objects": [{"kind": "obstacle", "at": "E4"}]})
    objects = next(lay for lay in dp.widget().scene["layers"] if lay.get("id") == "objects")
    assert objects["tiles"] == {"1": "obstacle"}
    picture = scene_svg(dp.widget().scene, vector=dp.state.to_vector())
    assert ">obstacle</text>" not in picture
    assert 'aria-label="obstacle"' in picture
