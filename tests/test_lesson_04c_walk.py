"""Lesson 04 (the Duel) as the fresh-eyes walk 04c found it (issue 29, /work/walk/walk04c):
a hand printed whole, a number typed as a card said plainly, and no card played once the
game is over."""

from __future__ import annotations

import json

import pytest

from codyroby_lab.lessons import DuelPlay
from codyroby_lab.lessons.play import WIDTH

OVER = {"robots": {"A": {"at": "C1", "facing": "S"}, "B": {"at": "C2", "facing": "N"}},
        "hands": {"A": ["F", "R", "L", "L", "F"], "B": ["L", "L", "L", "L", "L"]},
        "deck": ["F"] * 20, "blocks_each": 0}


def test_a_printed_hand_is_never_cut_in_two():
    """Walk 04c, fault 4: "Your hand: F R L L / F." read as a hand of four cards."""
    duel = DuelPlay({"hands": {"A": ["F", "R", "L", "L", "F"], "B": ["L"] * 5},
                     "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
    text = str(duel.play("R"))
    hand = [line for line in text.splitlines() if "Your hand" in line]
    assert hand and all(line.rstrip().endswith(".") for line in hand), text
    assert all(len(line) <= WIDTH for line in text.splitlines())


@pytest.mark.rule("codyroby.duel.win")
def test_no_card_is_taken_on_the_board_once_the_game_is_over():
    """Walk 04c, fault 6: after the end a hand card clicked was still added ("L card
    added: 1 card to play")."""
    duel = DuelPlay(OVER, seed=1)
    w = duel.widget()
    w.receive({"type": "choose", "cards": ["F"]})
    w.receive({"type": "run"})
    assert duel.over and w.error == ""
    w.receive({"type": "choose", "cards": ["L"]})
    assert "game is over" in w.error
    assert w.program in ("", "F")          # the refused card was not taken


def test_a_number_typed_as_a_card_is_said_plainly():
    """Walk 04c, fault 13: "f x 3" answered "There is no X card" and nothing about the 3."""
    duel = DuelPlay(seed=1)
    duel.block("C3")
    w = duel.widget()
    w.receive({"type": "set_program", "text": "f x 3"})
    assert "3 is not a card" in w.error and "F F F" in w.error


@pytest.mark.rule("codyroby.duel.block")
def test_each_block_on_the_board_says_whose_it_is():
    """Walk 04c, fault 7: both blocks were the same grey, so the learner's could not be
    told from the computer's once the title stopped naming it."""
    duel = DuelPlay(seed=1)
    duel.block("C3")
    tiles = [t for t in duel.widget().scene["tiles"] if t["kind"] == "block"]
    assert sorted(t["text"] for t in tiles) == ["A's", "B's"]
    mine = next(t for t in tiles if t["text"] == "A's")
    assert mine["at"] == [2, 2] and mine["label"] == "A's block at C3"


@pytest.mark.rule("codyroby.duel.win")
def test_the_board_says_game_over_by_its_buttons():
    """Walk 04c, fault 6: "Game over" was only in the title, scrolled off above the board;
    the status line by the buttons says it with the end of the replay (the scene's note)."""
    duel = DuelPlay(OVER, seed=1)
    w = duel.widget()
    w.receive({"type": "choose", "cards": ["F"]})
    w.receive({"type": "run"})
    assert w.scene["note"].startswith("Game over: you win.")
    assert "New game" in w.scene["note"]


def test_lesson_04_shows_the_position_where_the_learner_chooses():
    """Walk 04c, faults 2 and 3: the block, the first move and the exercises were chosen
    from text alone, and Exercise 3's text never gave A's hand."""
    from tests.support.lesson_runs import NOTEBOOKS
    cells = {c["id"]: "".join(c["source"])
             for c in json.loads((NOTEBOOKS / "04_duel.ipynb").read_text())["cells"]}
    assert "duel.picture()" in cells["b4708c24"]          # before the block (cell 6)
    assert "duel.picture()" in cells["00283e11"]          # before the first move (cell 10)
    for cell_id, name in (("6e21eff5", "position1"), ("54ea0f4b", "position2"),
                          ("fa51e553", "position3")):
        assert f"lessons.show_position({name})" in cells[cell_id]
    assert "holds `F L R F F`" in cells["aed0999b"]


def test_a_position_picture_shows_the_robies_and_the_blocks_with_their_letters():
    duel = DuelPlay(seed=1)
    duel.block("C3")
    svg = duel.picture().data
    assert svg.startswith("<svg") and svg.count(">A<") >= 1 and ">B<" in svg
