"""Lesson 06 (Energy Seekers) as a fresh-eyes walk met it (walk 06i): rules that spoke of a
teacher's challenge nobody set, and a cell that said to write "between the quotes" where it
had none."""

from __future__ import annotations

import re

import pytest

from codyroby_lab.games.energy_seekers import rules
from codyroby_lab.games.energy_seekers.scene import LEGEND
from codyroby_lab.lessons import EnergySeekersPlay

#: words the walk found a 12-year-old stumbles on in the rules (fault 1)
HARD = ("teacher's challenge", "teacher chose", "discard pile", "keeping its facing",
        "2nd square from")


@pytest.mark.parametrize("rule", [rules.MOVE, rules.TELETRANSPORT, rules.SWAP,
                                  rules.CHALLENGE], ids=lambda r: r.id)
def test_the_rules_a_learner_reads_use_plain_words(rule):
    """Fault 1: the Challenge rule said "faces the teacher's challenge; the teacher chose
    what a right and a wrong answer do" in a lesson whose text says what they do, and the
    rules said "keeping its facing", "discard pile" and a Swap rule hard to follow."""
    said = rule.text + " " + " ".join(LEGEND.values())
    assert not [w for w in HARD if w in said], rule.text


def test_the_challenge_rule_says_what_an_answer_does():
    """Fault 1: the rule now says what the lesson says, a right answer 2 on, a wrong 2 back."""
    assert "A right answer moves it 2 squares on, a wrong one 2 squares back" in \
        rules.CHALLENGE.text
    assert "a wrong one back" in LEGEND["challenge"]


def test_the_swap_rule_counts_as_the_game_does():
    """Fault 1: the Swap rule's example is the default board's: the 12th square goes to the
    12th counted back from the station."""
    from codyroby_lab.games.energy_seekers.board import PathBoard
    board = PathBoard.default()
    assert "from the 12th square it goes to the 12th square counted back" in rules.SWAP.text
    assert board.kind(11) == "swap" and rules.swap(board, 11) == board.size - 12


def test_the_first_game_says_the_cards_go_in_a_cell_below():
    """Fault 2: the cell dealing the game (no quotes in it) said "write the cards you play,
    in order, between the quotes, and run the cell": a child edited the wrong cell."""
    said = " ".join(repr(EnergySeekersPlay(seed=79)).split())
    assert "between the quotes in a cell below, and run that cell" in said
    assert not re.search(r"between the quotes, and run the cell", said)
