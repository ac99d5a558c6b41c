"""Lesson 06 (Energy Seekers) as a fresh-eyes walk met it (walk 06i): rules that spoke of a
teacher's challenge nobody set, and a cell that said to write "between the quotes" where it
had none."""

from __future__ import annotations

import ast
import json
import re

import pytest

from codyroby_lab.games.energy_seekers import rules
from codyroby_lab.games.energy_seekers.scene import LEGEND
from codyroby_lab.lessons import EnergySeekersPlay
from tests.support.lesson_runs import NOTEBOOKS

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
    """Fault 1: the Swap rule counts as the game does: the 12th square goes to the 12th
    counted back from the station (walk 06k, fault 5: the rule's own example is the 5th,
    no Swap square of the board)."""
    from codyroby_lab.games.energy_seekers.board import PathBoard
    board = PathBoard.default()
    assert "Swap square 31 sends it to 5" in rules.SWAP.text
    assert board.kind(11) == "swap" and rules.swap(board, 11) == board.size - 12


def test_the_first_game_says_the_cards_go_in_a_cell_below():
    """Fault 2: the cell dealing the game (no quotes in it) said "write the cards you play,
    in order, between the quotes, and run the cell": a child edited the wrong cell."""
    said = " ".join(repr(EnergySeekersPlay(seed=79)).split())
    assert ('between the quotes of a play cell (like the one under "Play a whole game", after '
            'the board)') in said
    assert not re.search(r"between the quotes, and run the cell", said)


def _cells() -> list[tuple[str, str]]:
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    return [(c["cell_type"], " ".join("".join(c["source"]).split())) for c in nb["cells"]]


def _cancelled_turn():
    """The lesson's cancelled move (cell 20), and the rows cell 22 shows of it."""
    cells = _cells()
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    code = next(src for c in nb["cells"] if "corner = " in (src := "".join(c["source"])))
    shown = next(src for k, src in cells if "turn.trace.table(" in src)
    corner = next(ast.literal_eval(n.value) for n in ast.parse(code).body   # the cell's own
                  if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") == "corner")
    turn = EnergySeekersPlay(corner, seed=1).play("F L F")
    start, stop = map(int, re.findall(r"\d+", shown))
    return corner, turn.trace.table(start, stop).rows


def test_the_cancelled_turn_s_table_shows_the_others_choosing_what_to_give():
    """Fault 6: "next turn the other players move her piece ... Here is that turn, step by
    step", and the table stopped at step 3, before Roby's turn."""
    _, rows = _cancelled_turn()
    gives = [r["actor"] for r in rows if "gives no card" in r["event"]]
    assert gives == ["Cody", "Roby"], rows
    said = next(src for k, src in _cells() if "say which card went wrong and why" in src)
    steps = re.search(r"Look at steps (\d+) and (\d+)", said)
    assert steps and [rows[int(n)]["actor"] for n in steps.groups()] == gives
    assert "its position number, its square, the way it faces and RC" in said


def test_a_step_s_phase_is_the_one_it_ran_in_and_its_hand_says_whose():
    """Fault 6: "Cody draws 3 cards" was labelled *give* and "Cody gives no card" *move*; a
    "turn" column repeated the actor; Cody's rows showed Ada's hand under a plain "hand"."""
    _, rows = _cancelled_turn()
    phase = {r["event"]: r["phase"] for r in rows}
    assert phase["Cody draws 3 cards"] == "draw"
    assert phase["Cody gives no card to a remote-controlled piece"] == "give"
    assert phase["Cody moves forward from position 1 (A7) to position 2 (B7)"] == "move"
    assert "turn" not in rows[0] and "hand" not in rows[0] and rows[0]["Ada's hand"] == "F L F"


def test_a_short_deck_is_said_before_it_runs_out():
    """Fault 7: the practice positions ran out of cards after two turns ("the deck ran out")
    in a lesson that said the deck has 40 cards, with no word that the deck was short."""
    cells = _cells()
    for needle in ("corner = ", "gift = "):
        at = next(i for i, (k, src) in enumerate(cells) if needle in src)
        deck = re.search(r'"deck": (\[[^]]*\])', cells[at][1])
        assert deck, cells[at][1]
        said = next(src for k, src in reversed(cells[:at]) if k == "markdown" and "deck" in src)
        cards = len(ast.literal_eval(deck.group(1)))
        assert f"a small deck of {cards} cards" in said, said   # walk 06v, fault 13: said short


def test_every_long_study_has_a_bar():
    """Fault 8: "Which way of playing wins?" played 8,000 games for about 10 s with no bar,
    while the other two long cells had one."""
    for kind, src in _cells():
        if kind == "code" and "simulate(three" in src:
            assert "IntProgress" in src and "bar.value" in src, src


def test_the_board_s_controls_are_each_said_before_the_board():
    """Fault 10: the text before the board said nothing of Play, the jumps, Reset, Speed,
    Predict or Program as text, and was one long paragraph."""
    cells = _cells()
    board = next(i for i, (k, src) in enumerate(cells) if src.endswith("game.widget()"))
    said = cells[board - 1][1]
    for control in ("**Play**", "**Speed**", "**⇤**", "**⇥**", "**Reset**", "**Predict:**",
                    "**Program as text**", "**Use text**", "**Step**", "**Back**"):
        assert control in said, control
