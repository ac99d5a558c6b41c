"""Lesson 04 (the Duel) as the fresh-eyes walk 04g found it (/work/walk/walk04g/report.md):
a first move already written under "plan your first move", hints that pointed the wrong
way, exercise cells whose one line to change was hard to find, "show me" that gave the
answer at once without a word, and "you win" for a game the computer played."""

from __future__ import annotations

import json

import pytest

from codyroby_lab.lessons import DuelPlay, check_move, feedback
from tests.support.duel_setups import REACH, WIN
from tests.support.lesson_cells import run_cell
from tests.support.lesson_runs import NOTEBOOKS

EXERCISES = ("6e21eff5", "54ea0f4b", "fa51e553")          # the three exercise cells


pytestmark = pytest.mark.usefixtures("fresh_answers")


def _cell(cell_id: str) -> str:
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"] if c["id"] == cell_id)


def _cell_before(cell_id: str) -> str:
    """The text cell just before the cell ``cell_id`` (what tells the child how to write it)."""
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    at = next(i for i, c in enumerate(nb["cells"]) if c["id"] == cell_id)
    return "".join(nb["cells"][at - 1]["source"])


def test_the_first_move_is_the_childs_plan_written_in_the_cell():
    """Fault 1: "Plan your first move on it", and the next cell already played
    ``duel.play("R F F")``: nothing asked the child to write the plan. The cell now plays
    ``my_cards``, says to write the plan there, and the text says so. It starts empty
    (walk 04t, serious fault 1: it held "R F F", a good first move of this game, so a child
    could run it without planning; the text's example was the same move): run as it
    stands, it plays nothing and says to choose a card (Run All keeps working); the child's
    plan plays."""
    plan, first, how = _cell("cc0d8e56"), _cell("972e1373"), _cell_before("972e1373")
    assert "You write them in the cell under *Then: the cards*" in " ".join(plan.split())
    assert first.splitlines()[0].startswith('my_cards = ""')
    assert "write the cards of the move you planned between the quotes" in first
    assert first.splitlines()[-1] == "duel.play(my_cards)"
    assert "R F F" not in how and "R F F" not in plan
    ns: dict = {}
    run_cell("from codyroby_lab import lessons", ns)
    for cell in ("b4708c24", "6ce24f57"):
        run_cell(_cell(cell), ns)
    assert "Not played: choose at least one card from your hand" in run_cell(first, ns)
    planned = first.replace('my_cards = ""', 'my_cards = "R F F"', 1)
    assert "You (A) play R F F:" in run_cell(planned, ns)


def test_a_move_facing_away_hears_which_way_a_faces_not_to_count_squares():
    """Fault 5: "R F F F" drove A east along row 5, away from B on A2, and the hint said
    "count the squares between the two Robys" (the hint of a move too short). A move that
    leaves B off A's line hears where A faces; a move too short still hears to count."""
    away = check_move(WIN, "R F F F")
    assert not away.ok
    # B was straight ahead of A before the move: the turn is what is wrong (walk 04n, fault 1)
    assert "B is straight ahead of A before your move, so A needs no turn" in away.hint
    assert check_move(WIN, "F F").hint == "count the squares between the two Robys."


def test_each_exercise_cell_starts_with_its_one_line_to_change():
    """Fault 6: the line to edit, ``my_cards = ...``, was the 7th of eight lines of Python
    dictionaries, and nothing said to change only it. It is now the first line, marked as
    the only one to change, and the text says so; the cells still run on their own."""
    text = _cell("f8969258")
    assert "**first line** of the cell (the only\nline to change" in text
    for cell in EXERCISES:
        lines = _cell(cell).splitlines()
        assert lines[0].startswith("my_cards = ") and "the only line to change" in lines[0]
        assert sum(line.startswith("my_cards") for line in lines) == 1
        assert "✘" in run_cell(_cell(cell), {}) or cell == EXERCISES[0]


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


def test_the_lesson_explains_the_boards_other_controls():
    """Fault 10: the lesson explained the cards, Run, Step, Back and New game, and nothing of
    Reset, Predict, Speed, Play, the slider or Program as text; fault 3: nor that Delete
    works in Cards to play. A folded "More buttons and keys" now does."""
    board = _cell("13c02e23")
    for control in ("**Play**", "**Speed**", "slider", "**Reset**", "**Predict**",
                    "**Program as text**", "**Use\n  text**", "**Delete**"):
        assert control in board, control
    assert "Press **Tab** to go on to **Cards to play**: there **Delete**" in board


def test_the_play_cell_says_which_cells_to_run_after_a_restart():
    """Fault 13: the cell promised "after a restart, this cell then says what to run first"
    and then said only "run the cells above". It now says which: those from "A new game"
    down, which deal the game and place the block."""
    cell = _cell("2fe5e995")
    assert "this cell then says what to run first" not in cell
    assert 'run again the cells from "A new game" down' in cell


def test_cards_picked_on_the_board_that_a_cell_move_takes_back_are_said_to():
    """Fault 16: L and F picked on the board, then "F F" played in a cell: the board
    emptied Cards to play without a word, and Run said "choose at least one card". The
    board's note (said with "The board shows the move played in a cell") now says the
    cards went back to the hand; a cell move with nothing picked says nothing of it."""
    duel = DuelPlay(seed=2026)
    duel.block("C3")
    board = duel.widget()
    board.receive({"type": "choose", "cards": duel.hand[:2]})
    assert board.program
    duel.play(duel.hand[0])
    assert board.program == ""
    assert "The cards you picked on the board went back to your hand" in board.scene["note"]
    duel.play(duel.hand[0])
    assert "went back to your hand" not in board.scene["note"]


def test_the_pictures_letter_the_robies_as_the_board_does():
    """Fault 2: in ``duel.picture()`` the grey blocks were lettered A and B and the two
    Robys were only a purple and a yellow circle, while the board letters the Robys: a
    child read the grey "A" block as "my Roby". Each Roby in the picture carries its letter."""
    import re
    duel = DuelPlay(seed=2026)
    duel.block("C3")
    svg = duel.picture().data
    for side in ("A", "B"):
        robot = re.search(rf'<g role="img" aria-label="{side} at [^"]*".*?</g>', svg)
        assert robot and f">{side}</text>" in robot.group(0), side


def test_show_me_after_two_tries_says_how_many_tries_count_as_the_lesson_does():
    """Walk 04r7, fault 2: "show me" after two real tries said "since you asked before
    trying a few moves of your own", while the lesson said "Stuck after a few tries?": the
    words count the tries made and say how many it takes, and so does the lesson."""
    feedback.forget()
    for cards in ("F", "L F F"):
        check_move(REACH, cards, "out of reach")
    early = check_move(REACH, "show me", "out of reach")
    assert "since you asked after 2 tries of your own, not 3" in early.message, early
    assert "a few" not in early.message, early
    lesson = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    said = " ".join("".join(c["source"]) for c in lesson["cells"]).split()
    assert "Stuck after 3 tries? Write" in " ".join(said)
