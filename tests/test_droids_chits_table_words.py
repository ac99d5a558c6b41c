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


def test_the_statue_games_red_pile_is_explained_beside_the_chits_table():
    """Walk 08p3, fault 8: the chits table says 32 red chits (14 SH, 10 PU, 8 M) and The
    Robot Statue's red pile starts at 18, with no word why. The lesson's text of that game
    says the SH chits stay out, and its numbers are the table's and the game's. Walk 08r7,
    fault 8: it said "not the 32 of the chits table" (a table with no total), and the board
    showed "red (16 left)", Blue having drawn 2: it tells the number the board shows (this
    test pinned "starts with 18")."""
    from codyroby_lab.games.droids import chits
    from codyroby_lab.games.droids.programming import pool
    from tests.support.droids_helpers import lesson_cells

    rows = {line.split()[0]: line.split() for line in str(lesson.chits_table()).splitlines()}
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4).game
    assert game.scenario.remove == ("SH",)
    sh = rows["SH"][2]
    red = sum(n for code, n in game.composition.items() if chits.CHITS[code].colour == "red")
    text = " ".join(" ".join(src.split()) for kind, src, _, _ in lesson_cells()
                    if kind == "markdown" and "The Robot Statue" in src)
    assert (f"its {sh} SH chits stay out of the game, so the red pile holds just {red} "
            "chits") in text, text
    left = pool(lesson.DroidsPlay("statue", players=["red", "blue"], seed=4).state)["red"]
    assert f"*red ({left} left)* at the start means Blue took {red - left}." in text, left
    assert "of the chits table" not in text, text
