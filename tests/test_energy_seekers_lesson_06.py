"""Lesson 06 (Energy Seekers) as a learner met it (issue 29): the hint while another player
moves, a cancelled move from a Repetition square, which piece is whose, and cards typed into
"Use text" that the hand does not hold."""

from __future__ import annotations

import pytest

from codyroby_lab.games.energy_seekers import bots
from codyroby_lab.lessons import EnergySeekersPlay, check_reach


def test_the_hint_while_another_player_moves_says_whose_turn_it_is():
    """It raised IndexError (the look-ahead player asked for Ada's moves on Roby's turn)."""
    es = EnergySeekersPlay(seed=11, computers=[bots.greedy])     # Roby has no player here
    assert es.play("F").ok and es.state.player == "roby"
    assert es.hint() == ("It is Roby's turn, not yours: there is nothing to suggest until "
                         "your turn.")
    assert es.status().endswith("Next: wait: it is Roby's turn.")


def test_a_card_that_leaves_the_path_the_second_time_round_is_said_so():
    """From a Repetition square the cards run twice: "card 1 (F)" meant card 1 the second
    time round."""
    twice = {"players": ["ada", "cody"], "deck": ["F", "F", "R"],
             "pieces": {"ada": {"position": 15, "facing": "W"}}}
    said = check_reach(twice, "F F", 17).message
    assert said.startswith("Ada's move is cancelled: card 1 (F) the second time round "
                           "would leave the path")
    once = {"players": ["ada", "cody"], "deck": ["F", "L", "F"],
            "pieces": {"ada": {"position": 8, "facing": "E"}}}
    assert "card 1 (F) would leave the path" in check_reach(once, "F L F", 10).message


def test_the_board_says_which_piece_is_whose():
    es = EnergySeekersPlay(seed=11)
    scene = es.widget().scene
    marks = {p["name"]: p["mark"] for p in scene["pieces"]}
    assert marks == {"Ada": "A", "Cody": "C", "Roby": "R"}
    said = [item["label"] for item in scene["legend"] if item["kind"] == "piece"]
    assert said == ["Ada's piece: A, purple (yours)", "Cody's piece: C, yellow",
                    "Roby's piece: R, white"]


@pytest.mark.parametrize("text", ["F F F F", "FFFF", "f f f f"])
def test_use_text_refuses_more_cards_than_the_hand_holds(text):
    es = EnergySeekersPlay({"players": ["ada", "cody"], "deck": ["F", "L", "R"]}, seed=1)
    assert sorted(es.hand) == ["F", "L", "R"]
    w = es.widget()
    w.receive({"type": "set_program", "text": text})
    assert w.error == ("You chose 4 F cards, but your hand holds only 1: each card of your "
                       "hand plays once.")
    assert w.program == ""
    w.receive({"type": "set_program", "text": "F L"})
    assert w.error == "" and w.program == "F L"
