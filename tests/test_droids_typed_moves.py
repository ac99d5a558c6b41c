"""Lesson 8's moves typed in cells, as a child types them: what the game suggests can be
copied, and a slip hears what is wrong with it."""

from __future__ import annotations

import re

import pytest

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.lessons.droids import DroidsPlay, program_of
from tests.support.droids_helpers import box


def _pick_up_waiting() -> DroidsPlay:
    """Red on C2 with a PU on transmitter C and an obstacle to pick up on D1."""
    return DroidsPlay("challenge", players=["red", "blue"], setup={
        "phase": "execute", "first": "red", "robots": {"red": "C2"},
        "objects": [{"kind": "obstacle", "at": "D1"}],
        "transmitters": {"red": [box("C", "PU")]}})


def test_the_next_line_of_a_pick_up_asks_for_its_square_too():
    """Walk 08p, fault 4: with a PU waiting the status said game.send("C"), which was then
    refused for want of a square. It shows both to write, naming neither (walk 08s, fault
    6: the answer was printed), and the two written are played."""
    game = _pick_up_waiting()
    call = re.search(r'Next: send an order: (game\.send\([^)]*\))', game.status())[1]
    assert call == 'game.send("?", "?")'
    assert game.send("C", "D1").ok


def test_a_pick_up_square_with_nothing_on_it_is_named():
    """Walk 08p, fault 5: game.send("D", "E6"), nothing on E6, heard "say where to pick up"
    as if no square had been written."""
    said = " ".join(_pick_up_waiting().send("C", "E6").lines)
    assert "cannot pick up on E6" in said and "D1" in said, said


def test_a_draw_takes_numbers_written_in_words():
    """Walk 08p, fault 6: answers read "a two" as A2, but draw("violet four red 3") was
    refused."""
    game = DroidsPlay("statue", players=["red", "blue"], seed=4)
    assert game.draw("violet four, red three").ok
    digits = DroidsPlay("statue", players=["red", "blue"], seed=4)
    digits.draw("violet 4 red 3")
    assert game.rack == digits.rack and len(game.rack) == 7


def test_a_chit_written_without_spaces_hears_to_put_them_in():
    """Walk 08p, fault 7: "V2AS" heard only that there is no chit 'V2AS', as if V2 were not
    allowed."""
    with pytest.raises(IllegalAction, match="needs spaces.*'V2 A S'"):
        program_of("V2AS", ["V2", "V1"])


def test_the_suggested_chit_carrying_the_statue_heads_home():
    """Walk 08q, fault 10: with Red carrying the statue home to A1, "Next:" suggested
    game.place("V1 E 1 S"), south: away from home and into the river."""
    game = DroidsPlay("statue", players=["red", "blue"], setup={
        "phase": "program", "first": "red", "robots": {"red": "E3", "statue": None},
        "carrying": {"red": "statue"}, "racks": {"red": ["V1", "V2"], "blue": ["B1"]}})
    suggested = game._example().removeprefix("place ")       # its chit in the Next line
    assert suggested.split()[:2] == ["V1", "E"] and suggested.split()[-1] in ("N", "W")
