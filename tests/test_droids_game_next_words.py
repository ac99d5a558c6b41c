"""Lesson 8's game says what to do next without naming the transmitter to send from:
working out which transmitter talks to the droid is what the lesson teaches (walk 08s,
fault 6)."""

from __future__ import annotations

import re

from codyroby_lab.lessons.droids import DroidsPlay
from tests.support.droids_helpers import box


def _sending() -> DroidsPlay:
    """Red to send, a chit laid on transmitter C (Red on C2) and one on D."""
    return DroidsPlay("challenge", players=["red", "blue"], setup={
        "phase": "execute", "first": "red", "robots": {"red": "C2"},
        "transmitters": {"red": [box("C", "V1", "S"), box("D", "V1", "S")]}})


def test_the_heading_and_next_line_name_no_transmitter_but_the_hint_does():
    """Walk 08s, fault 6: the board said "choose a lit transmitter (C)" and the status
    "Next: send an order: game.send("C")", so a child could win without thinking."""
    game = _sending()
    title = game.widget().scene["title"]
    assert "choose a lit transmitter, then press Send order" in title, title
    assert "(C)" not in title
    nxt = game.status().split("Next: ")[1]
    assert 'game.send("?")' in nxt and '"C"' not in nxt, nxt
    assert "column your droid is in" in nxt and "game.hint()" in nxt, nxt
    assert game.hint() == 'game.send("C")'           # asked for, it is named


def test_a_pick_up_asks_for_a_square_too_without_naming_it():
    """Walk 08p, fault 4 still holds: a pick-up's Next line shows that a square is written
    too (without it the send was refused), now without naming either."""
    game = DroidsPlay("challenge", players=["red", "blue"], setup={
        "phase": "execute", "first": "red", "robots": {"red": "C2"},
        "objects": [{"kind": "obstacle", "at": "D1"}],
        "transmitters": {"red": [box("C", "PU")]}})
    nxt = game.status().split("Next: ")[1]
    assert re.search(r'game\.send\("\?", "\?"\)', nxt) and "D1" not in nxt, nxt
    assert "the square to pick up from" in nxt, nxt


def test_the_lesson_says_what_a_question_mark_in_next_asks():
    """Walk 08s, fault 6: "write your move as the line after Next shows it" now meets a
    `?`: the lesson says it is the child's to work out."""
    from tests.support.droids_helpers import lesson_cells
    typing = next(src for kind, src, _, _ in lesson_cells()
                  if kind == "markdown" and "**Play by typing.**" in src)
    assert "where it shows a `?`,\nwork out what goes there" in typing, typing


def test_the_next_line_while_laying_names_a_chit_but_not_where_it_goes():
    """Walk 08v, fault 11: every line ended "Next: ... for example game.place("V1 B 1 N")",
    the computer's own move: a child could play the whole game by copying it. The line
    names a chit of the rack and leaves the transmitter, box and arrow to work out; the
    hint, asked for, names them."""
    game = DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.draw("violet 4 red 3")
    nxt = game.status().split("Next: ")[1]
    assert re.search(r'game\.place\("(VD|V1|V2) \? \? \?"\)', nxt), nxt
    assert "transmitter of the column your droid will be in" in nxt and "game.hint()" in nxt
    assert re.fullmatch(r'game\.place\("\w+ A 1 [NESW]+"\)', game.hint()), game.hint()
