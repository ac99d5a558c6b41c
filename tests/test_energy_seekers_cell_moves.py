"""The words a play cell of lesson 06 (Energy Seekers) hears for each kind of turn: giving
cards to a remote-controlled piece, running, passing, and what the child may do now."""

from __future__ import annotations

import json

import pytest

from codyroby_lab.lessons import EnergySeekersPlay
from tests.support.lesson_runs import NOTEBOOKS


def _giving() -> EnergySeekersPlay:
    """Cody's piece is remote-controlled and Ada chooses first what to give it."""
    game = EnergySeekersPlay({"players": ["ada", "cody", "roby"],
                              "deck": ["F", "F", "L", "R", "R", "F", "L", "F", "F"],
                              "pieces": {"cody": {"position": 8, "facing": "E"}},
                              "controlled": ["cody"]}, seed=3)
    assert game.state.phase == "give" and game.state.player == "ada"
    return game


@pytest.mark.parametrize("written", ["none", "Nothing", "no cards", "give nothing.",
                                     "Give none", "niente"])
def test_giving_nothing_is_read_in_the_words_a_child_writes(written):
    """Walk 06s, fault 1: the status said "or give none", and "none" and "nothing" heard
    "'none' is not a card: use F, L or R"; only the exact "give none" gave no card."""
    game = _giving()
    turn = game.play(written)
    assert turn.ok, turn
    assert turn.lines[0] == "You (Ada) give nothing:"
    assert game.state.to_dict()["remote"].get("cody") in (None, [])


def test_nothing_written_while_giving_says_how_to_give_cards_or_none():
    """Walk 06s, fault 1: an empty play cell while giving heard only "nothing is written
    between the quotes yet"."""
    game = _giving()
    before = game.state.to_dict()
    turn = game.play("")
    assert not turn.ok
    assert turn.lines[0] == ('✘ Not played: nothing is written between the quotes yet: write '
                             'the cards you give, or write "give none" to give no card.')
    assert game.state.to_dict() == before
    assert '(or "give none" to give no card)' in game.status()


def test_the_lesson_says_how_to_give_cards_and_how_to_give_none():
    """Walk 06s, fault 1: the words above the play cells told run and stuck, never giving."""
    cells = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text())["cells"]
    play = next("".join(c["source"]) for c in cells
                if "".join(c["source"]).startswith("### Play a whole game"))
    assert "**give**" in play and "**give none**" in play
