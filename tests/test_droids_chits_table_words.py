"""Lesson 8's chits table and its game agree on the M chits' arrows (walk 08t, fault 10:
the table said "no arrow" while the game laid MA "pointing south" and took 'MA B 2 S')."""

from __future__ import annotations

from codyroby_lab.lessons import droids as lesson


def test_an_m_chits_arrow_is_said_as_the_game_lays_it():
    rows = {line.split()[0]: line for line in str(lesson.chits_table()).splitlines()}
    for code in ("MA", "MB", "ML", "MR"):
        assert rows[code].endswith("just one, set by the chit: no need to write it"), rows[code]
    game = lesson.DroidsPlay("statue", players=["red", "blue"], setup={
        "phase": "program", "first": "red", "robots": {"red": "A1"},
        "racks": {"red": ["MA", "MA"], "blue": ["V1"]}})
    laid = game.place("MA B 1").lines                          # none written: it has one
    assert "pointing south" in laid[1], laid
    assert game.place("MA C 1 S").ok                           # written, it is the same
