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


def test_an_obstacle_laid_is_drawn_as_a_square_of_its_own_in_the_picture():
    """Walk 08n, fault 12: an obstacle laid was a tag with the word "obstacle" too small to
    read; the printed picture draws it as the board now does, a whole square, in a look of its
    own (walk 08p, fault 1: looking as a fixed one, nothing told which a PU picks up)."""
    from codyroby_lab.core.look import tile_look
    from codyroby_lab.core.svg import scene_svg
    from codyroby_lab.lessons.droids import DroidsPlay

    dp = DroidsPlay("challenge", players=["red", "blue"], seed=0, setup={
        "phase": "program", "first": "red", "robots": {"red": "C1"},
        "racks": {"red": ["V1"], "blue": ["B1"]}, "objects": [{"kind": "obstacle", "at": "E4"}]})
    objects = next(lay for lay in dp.widget().scene["layers"] if lay.get("id") == "objects")
    assert objects["tiles"] == {"1": "laid_obstacle"}
    scene = dp.widget().scene
    picture = scene_svg(scene, vector=dp.state.to_vector())
    assert ">obstacle</text>" not in picture
    laid_look = tile_look("laid_obstacle")["fill"]
    assert 'aria-label="obstacle"' in picture and f'fill="{laid_look}"' in picture
    keys = [entry["label"] for entry in scene["legend"]]
    assert any(k.startswith("obstacle a player put down") and "PU" in k for k in keys), keys


def test_the_target_in_the_key_is_drawn_as_the_board_draws_it():
    """Walk 03r6, fault 7: the key's target was a plain red-outlined square, which read as an
    empty checkbox beside the board's red rings; each kind in the key is drawn from a tile of
    the board (the widget draws an item's ``tile`` as the board does), the target's colour
    with it."""
    from codyroby_lab.games.codyroby.board import Board
    from codyroby_lab.games.codyroby.scene import board_scene

    scene = board_scene(Board(5, 5, blocks=["B2"], targets={"red": "D4"}), {})
    key = {item["kind"]: item for item in scene["legend"]}
    assert key["target"]["tile"] == {"at": [3, 3], "kind": "target", "color": "red",
                                     "label": "red target at D4"}
    assert "text" not in key["block"]["tile"]                    # no words drawn of its own
