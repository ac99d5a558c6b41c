"""Lesson 04's words for the desk-check tables a child reads in cells and on the board."""

from __future__ import annotations

import json

from codyroby_lab.games.codyroby.duel.rules import PHASES
from codyroby_lab.lessons.duel import DuelPlay
from tests.support.lesson_cells import duel_first_move
from tests.support.lesson_runs import NOTEBOOKS


def _cells(kind: str = "code") -> list[str]:
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == kind]


def test_the_lesson_says_what_the_boards_phase_column_is():
    """Walk 04p, fault 10: the board's Desk check showed a "phase" column that the
    lesson's list of the table's columns never named."""
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    table = next(" ".join("".join(c["source"]).split()) for c in nb["cells"]
                 if "desk-check table" in "".join(c["source"]))
    assert "**phase** column" in table, table
    assert len(PHASES) == 3 and all(f"**{phase}**" in table for phase in PHASES)


def test_the_phase_column_is_said_to_come_only_when_the_part_of_the_game_changes():
    """Walk 04q, fault 9: "the board's own table can also have a phase column" sent the
    child looking for a column most tables lack (a table shows it only when its steps go
    through more than one part of the game); "Before it come the numbers of the steps it
    made happen" was hard to read."""
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    table = next(" ".join("".join(c["source"]).split()) for c in nb["cells"]
                 if "desk-check table" in "".join(c["source"]))
    assert "When a move goes from one part of the game to the next" in table, table
    assert "and only then, the table gets that column" in table
    assert "can also have" not in table and "Before it come" not in table


def test_the_phase_column_is_said_as_the_table_shows_it():
    """Walk 04s, fault 8: the words said the column "says the part each step is in: placing
    the blocks, playing cards, or the game is over", and the row "B places a block on A3"
    said play. The column says the part after the step, as the turn column does: the words
    say so with the table's own words, and name the row that says play."""
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    words = next(" ".join("".join(c["source"]).split()) for c in nb["cells"]
                 if "desk-check table" in "".join(c["source"]))
    assert "says the part each step is in" not in words
    assert "it says how things are *after* the step" in words
    assert all(f"**{phase}**" in words for phase in PHASES), words
    # the table of the move that puts the blocks down: B's block, the last, says play
    rows = [line.split() for line in str(DuelPlay(seed=1).block("C3").table()).splitlines()]
    phase = rows[0].index("phase")
    last_block = next(row for row in reversed(rows) if "block" in row)
    assert last_block[phase] == "play"
    assert "the row where the last block goes down says play." in words


def test_the_words_start_from_the_table_the_child_just_made():
    """Walk 04t, fault 2: the words said "the row where the last block goes down says play"
    under a card move's table, which has no phase column: the child looked for a row that
    was not there. They say first that this table has none, and show where the column comes
    (the move that ends the game, and the board's Desk check after New game). Walk 04r6,
    fault 5: "Your table has no phase column if your move did not end the game" explained a
    column that was not on the screen: the column waits, unnamed in the text, in a box
    whose heading says it comes later."""
    ns: dict = {}
    said = duel_first_move(_cells(), ns)
    assert "phase" not in str(ns["turn"].table()), said
    words = next(" ".join(src.split()) for src in _cells("markdown") if "desk-check table" in src)
    assert "phase" not in words.split("<details>")[0]
    assert "<summary><b>Later: one more column, phase</b>" in words
    assert "So the row where the last block goes down" not in words
    # the board's Desk check is empty after New game until something runs: the words no
    # longer send the child there (walk 04v, fault 1)
    assert "**Desk check** after **New game**" not in words
    assert "The move that puts the blocks down has it too" in words


def test_a_move_whose_one_step_ends_the_game_has_the_phase_column():
    """Walk 04v, fault 1: a one-card move that crashed had no phase column, though the
    lesson says the move that ends the game shows it: its one step was the only one
    counted, and the start's phase (play) was not."""
    duel = DuelPlay({"robots": {"A": {"at": "A1", "facing": "N"}, "B": {"at": "E5"}},
                     "hands": {"A": ["F"] * 5, "B": ["L"] * 5}, "deck": ["F"] * 20,
                     "blocks_each": 0}, seed=1)
    duel.play("F")
    assert [row.get("phase") for row in duel.last_turn.table().rows] == ["", "over"]


def test_the_phase_words_wait_in_a_box_and_the_hard_words_are_explained():
    """Walk 04v, fault 2: the table's cell ran to seven bullets and three paragraphs about a
    column the child was not looking at; "phase" was only in bold, and "event",
    "reshuffled", "tie" (in the rules printed) and "peeks" were never explained. The phase
    words wait in a box that opens on a click, and each hard word is explained where it
    first shows."""
    from tests.support.lesson_cells import markdown, unexplained
    words = next(src for src in _cells("markdown") if "desk-check table" in src)
    shown = words.split("<details>")[0]
    assert "**phases**" in words.split("<details>")[1] and "</details>" in words
    assert "phase" not in shown, shown           # the column the table has not (walk 04r6)
    assert "what happened (the **event**)" in shown
    texts = markdown("04_duel")
    assert not unexplained(texts, {"phase": "A game has three parts, its **phases**",
                                   "reshuffled": "*reshuffled* means shuffled again",
                                   "tie": "a *tie* is a game that nobody wins"})
    assert "peeks" not in "\n".join(texts)


def test_a_crash_is_said_by_one_rule_that_speaks_of_the_duel_not_of_a_program():
    """Walk 04r6, fault 6: a crash printed two rules that said it twice, "A forward move off
    the board or into a block is a crash: Roby stays where it is, and the program stops. A
    Roby that would move off the board ... crashes: it stays on its square, and its side
    loses.", the first speaking of a program, which a Duel has not."""
    duel = DuelPlay({"robots": {"A": {"at": "A1", "facing": "N"}, "B": {"at": "E5"}},
                     "hands": {"A": ["F"] * 5, "B": ["L"] * 5}, "deck": ["F"] * 20,
                     "blocks_each": 0}, seed=1)
    turn = duel.play("F")
    rules = turn.rules()
    assert len([r for r in rules if "crash" in r]) == 1, rules
    assert not [r for r in rules if "program" in r], rules
    assert any("its side loses" in r for r in rules), rules
