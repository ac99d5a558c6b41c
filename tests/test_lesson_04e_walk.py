"""Lesson 04 (the Duel) as the fresh-eyes walk 04e found it (/work/walk/walk04e/report.md):
a board left on a game the notebook dealt again, block squares echoed as they were not
written, punctuation read in one exercise and not in another, tries after "show me" and a
second right move, and "show me" giving the weakest move."""

from __future__ import annotations

import pytest

from codyroby_lab.lessons import DuelPlay, check_move
from codyroby_lab.lessons.play import OUTDATED, RUN_ITS_CELL, outdate_unnamed
from codyroby_lab.ui.editors import HandEditor
from tests.support.duel_setups import REACH

CORNER = {"robots": {"A": {"at": "A1", "facing": "N"}, "B": {"at": "E5", "facing": "N"}},
          "hands": {"A": ["F", "L", "R", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
          "deck": ["F"] * 20, "blocks_each": 0}           # the lesson's Exercise 2


pytestmark = pytest.mark.usefixtures("fresh_answers")


def test_a_board_whose_game_was_dealt_again_says_so_and_plays_no_more():
    """Walk 04e, serious fault 2: ``duel = DuelPlay(...)`` run again after the board opened
    left the board on the old game, with nothing said. Once no name of the notebook holds
    its game, the board says it is an older game and how to get the new one; its Run and
    New game are refused and the old game stays as it was."""
    old = DuelPlay({"blocks_each": 0}, seed=1)
    board = old.widget()
    outdate_unnamed({"duel": old})                  # the cell that opened the board ran
    assert board.error == ""
    outdate_unnamed({"duel": DuelPlay(seed=5)})     # the deal cell ran again
    assert board.scene["title"] == OUTDATED
    assert "Run the cell that opens the board again" in OUTDATED
    assert "dealt" not in OUTDATED   # walk 04k, fault 8: a card-game word some children lack
    hand = old.hand
    board.receive({"type": "choose", "cards": hand[:1]})
    board.receive({"type": "run"})
    assert board.error == RUN_ITS_CELL and old.hand == hand and not old.turns
    board.receive({"type": "new_game"})
    assert board.error == RUN_ITS_CELL and old.seed == 1


def test_a_board_on_a_game_never_named_is_not_called_older():
    """``DuelPlay(seed=1).widget()`` in one line: no name ever held the game, so no cell
    dealt it again."""
    board = DuelPlay({"blocks_each": 0}, seed=1).widget()
    outdate_unnamed({"duel": DuelPlay(seed=5)})
    assert board.error == ""


@pytest.mark.parametrize(("written", "says"), [
    ("three", "'three' is not a square: write a square: a letter and a number"),
    ("3C", "'3C' is not a square: I read the number 3, then the letter C: write the letter "
           "first, then the number: 'C3'"),
    ("C3, D3", "write one square, such as C3, not C3 and D3"),
    ("Z9", "Z9 is off the board: this board has columns A to E and rows 1 to 5"),
])
def test_a_block_refused_echoes_what_was_written_and_says_how_to_write_one(written, says):
    """Walk 04e, fault 5: "three" was echoed as '3', "3C" as '3c', "C3, D3" as 'c3d3', with
    no word on the letter first or the board's columns and rows."""
    duel = DuelPlay(seed=2026)
    turn = duel.block(written)
    assert not turn.ok and says in str(turn).replace("\n", " ")
    assert duel.state.phase == "blocks"                # nothing changed


def test_punctuation_after_a_card_is_forgiven_as_in_every_answer():
    """Walk 04e, fault 6: Exercise 1 took "F  F  F." but Exercise 3 refused "R  F F!" with
    "'F!' is not a card of the Duel"."""
    verdict = check_move(REACH, "R  F F!", "out of reach")
    assert verdict.ok, verdict
    assert "'Forward' is the card F" in check_move(REACH, "Forward!", "out of reach").message


def test_the_text_box_says_the_cards_were_written_not_chosen():
    """Walk 04e, fault 6: "F F F F F" typed with four F in hand was told the F cards "are
    chosen already", when no card had been chosen."""
    hand = HandEditor(None, "A", {"hand": ["F", "F", "F", "F", "R"]})
    with pytest.raises(Exception, match="You wrote 5 F cards, but your hand holds only 4"):
        hand.read("F F F F F")
    with pytest.raises(Exception, match="chosen already"):     # clicked one card too many
        hand.check(["F"] * 5)


def test_a_right_move_after_show_me_is_never_called_a_try_of_ones_own():
    """Walk 04e, fault 7: after "show me", a right move heard "You saw the answer before
    this try", and the next one "right on your third try"."""
    assert check_move(CORNER, "show me", "safe").shown
    assert "You saw the answer before this try" in check_move(CORNER, "R F", "safe").message
    again = check_move(CORNER, "R F", "safe").message
    assert "after you saw the answer" in again and "try" not in again.split("Safe")[0]
    assert "third try" not in again and "right on your" not in again


def test_a_second_different_right_move_is_told_it_is_another_one():
    """Walk 04e, fault 7: Exercise 3 asks "How many can you find?", and a second, different
    right move only heard "You already answered this one"."""
    assert check_move(REACH, "R F F", "out of reach").ok
    second = check_move(REACH, "R", "out of reach")
    assert second.ok and "another one that works" in second.message
    assert "2 found so far" in second.message
    assert "already answered" in check_move(REACH, "R F F", "out of reach").message


def test_show_me_gives_a_planned_move_not_the_fewest_cards():
    """Walk 04e, fault 8: "show me" in Exercise 2 gave L, which leaves Roby in front of the
    west edge: a move that plans nothing."""
    shown = check_move(CORNER, "show me", "safe").message
    assert shown.endswith("move that does it is R F F.")
    assert check_move(REACH, "show me", "out of reach").message.endswith("is R F L.")


def _code_cells() -> dict[str, str]:
    import json

    from tests.support.lesson_runs import NOTEBOOKS
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    return {c["id"]: "".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"}


def test_the_move_cells_read_this_game_after_a_new_deal():
    """Walk 04e, fault 4: after the deal cell ran again, the trace cell showed
    ``IndexError: list index out of range`` and the rules cell listed the old game's rules
    under the new game's picture. Both read the game dealt last: no move yet, said so."""
    from tests.support.lesson_cells import run_cell
    cells = _code_cells()
    deal, rules, trace = (next(s for s in cells.values() if key in s) for key in
                          ("DuelPlay(seed=", "for rule in turn.rules()", "turn.table()"))
    ns: dict = {}
    run_cell("from codyroby_lab import lessons", ns)
    run_cell(deal, ns)
    run_cell(next(s for s in cells.values() if 'duel.block("C3")' in s), ns)
    assert "- " in run_cell(rules, ns)                 # in order: the block's rules
    run_cell(deal.replace("seed=2026", "seed=7"), ns)  # "Change the seed for a different game"
    assert "No move yet in this game" in run_cell(trace, ns)
    assert "- " not in run_cell(rules, ns).split("<IPython")[0]
