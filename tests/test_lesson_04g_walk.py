"""Lesson 04 (the Duel) as the fresh-eyes walk 04g found it (/work/walk/walk04g/report.md):
a first move already written under "plan your first move", hints that pointed the wrong
way, exercise cells whose one line to change was hard to find, "show me" that gave the
answer at once without a word, and "you win" for a game the computer played."""

from __future__ import annotations

import pytest

from codyroby_lab.lessons import DuelPlay, check_move, feedback

WIN = {"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2", "facing": "S"}},
       "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
       "deck": ["F"] * 20, "blocks_each": 0}              # the lesson's Exercise 1
REACH = {"robots": {"A": {"at": "C3", "facing": "E"}, "B": {"at": "E1", "facing": "W"}},
         "hands": {"A": ["F", "L", "R", "F", "F"], "B": ["F", "F", "L", "R", "F"]},
         "deck": ["F"] * 20, "blocks_each": 0}            # the lesson's Exercise 3


@pytest.fixture(autouse=True)
def fresh():
    feedback.forget()
    yield
    feedback.forget()


def test_a_move_facing_away_hears_which_way_a_faces_not_to_count_squares():
    """Fault 5: "R F F F" drove A east along row 5, away from B on A2, and the hint said
    "count the squares between the two Robies" (the hint of a move too short). A move that
    leaves B off A's line hears where A faces; a move too short still hears to count."""
    away = check_move(WIN, "R F F F")
    assert not away.ok and "count the squares" not in away.hint
    assert "A faces east" in away.hint and "B is not straight ahead" in away.hint
    assert "count the squares" in check_move(WIN, "F F").hint


def test_the_out_of_reach_hint_does_not_send_a_far_away():
    """Fault 14: after F, Exercise 3's hint said "keep further away than those cards can
    take it", yet R (turning on C3) is out of reach: the hint pushed towards a long move.
    It now asks for a square B's cards cannot reach, near or far."""
    first = check_move(REACH, "F", "out of reach")
    assert not first.ok and "further away" not in first.hint
    assert "it need not be far" in first.hint
    assert check_move(REACH, "R", "out of reach").ok


def test_show_me_before_a_few_tries_says_the_exercise_counts_as_not_solved():
    """Fault 15: "show me" after one try (or none) gave the move with no word: a child can
    skip every exercise in three runs. The move is still shown (a child who asks is stuck,
    and a rule of tries first is easily played with "F" twice), but it says plainly that
    the exercise then counts as not solved; after a few tries it does not say so."""
    check_move(REACH, "F", "out of reach")
    early = check_move(REACH, "show me", "out of reach")
    assert early.shown and "is R F L." in early.message
    assert "counts as not solved" in early.message
    feedback.forget()
    for cards in ("F", "F F", "L F"):
        check_move(REACH, cards, "out of reach")
    late = check_move(REACH, "show me", "out of reach")
    assert late.shown and "counts as not solved" not in late.message


def test_a_game_the_computer_played_for_you_does_not_say_you_win():
    """Fault 7: with ``autoplay=True`` the computer played 3 moves, and the output ended
    "Game over: you win." for a game the child did not play. It says who played."""
    duel = DuelPlay(seed=2026)
    duel.block("C3")
    duel.play("R F F")
    said = str(duel.play_to_the_end(autoplay=True))
    assert "Game over: you win" not in said
    assert ("with the computer playing for you" in said or "it played your side too" in said)
