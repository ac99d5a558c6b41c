"""Lesson 8's game: the example after "Next:" is one a child can copy every time. The lesson
says to write each move "as the line after Next: shows it", so copying it must never put
the child's droid out of the game, and a warning names the real reason a chit cannot be
sent (walk 08t, fault 1)."""

from __future__ import annotations

import re

import pytest

from codyroby_lab.lessons.droids import DroidsPlay

EXAMPLE = re.compile(r'Next: [^(]*?(game\.\w+\((?:"[^"]*"(?:, )?)*\))')


def _copy_next(game: DroidsPlay) -> list[str]:
    """Play the first call after "Next:" every time (where it has a `?`, the hint, as the
    lesson says), to the end of the game; every line the game said."""
    said: list[str] = []
    for _ in range(300):
        if game.over:
            return said
        call = EXAMPLE.search(game.status())[1]
        if "?" in call:
            call = game.hint()
        name, args = re.match(r"game\.(\w+)\((.*)\)", call).groups()
        turn = getattr(game, name)(*re.findall(r'"([^"]*)"', args))
        assert turn.ok, (call, turn.lines)
        said += turn.lines
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seed", [4, 0])
def test_copying_the_next_line_never_puts_red_out(seed):
    """Walk 08t, fault 1: copying drove Red into the water at A5 with violet chits only,
    then kept offering violet chits, and Red was out: "Game over: Blue wins"."""
    game = DroidsPlay("statue", players=["red", "blue"], seed=seed)
    said = _copy_next(game)
    assert not any("Red is out of the game" in line for line in said), said
    assert not game.state.out[0]


def _wet(rack: list[str]) -> DroidsPlay:
    """Red in the river on A5, laying chits."""
    return DroidsPlay("statue", players=["red", "blue"], setup={
        "phase": "program", "first": "red", "robots": {"red": "A5"},
        "racks": {"red": rack, "blue": ["V1"]}})


def test_in_the_water_the_examples_are_blue():
    game = _wet(["V1", "V2", "B1"])
    assert 'game.place("B1 ?' in game.status(), game.status()
    drawing = DroidsPlay("statue", players=["red", "blue"], setup={
        "phase": "draw", "first": "red", "robots": {"red": "A5"}})
    assert 'for example game.draw("blue 4 red 3")' in drawing.status(), drawing.status()
    assert drawing.draw("blue 4 red 3").ok


def test_with_no_chit_it_can_use_the_next_line_offers_none():
    """Only violet chits in the water: no place example to copy, only done."""
    status = _wet(["V1", "V2"]).status()
    assert "game.place" not in status and "game.done()" in status, status


def test_a_violet_chit_first_in_the_water_is_named_as_the_cause():
    """Walk 08t, fault 1: "lay a chit on transmitter A" stayed with A full of violet chits;
    the cause was the colour."""
    game = _wet(["V1", "B1"])
    assert game.place("V1 A 1 E").ok
    careful = game.status().split("Careful: ")[1]
    assert "V1 is a land order and Red stands in the water at A5" in careful, careful
    assert "only blue chits move a droid" in careful and "lay a chit" not in careful
