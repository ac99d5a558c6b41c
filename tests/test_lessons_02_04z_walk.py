"""Lessons 04 (the Duel) and 02 (REPEAT) as the fresh-eyes walks 04z and 02z read them
(/work/walk/walk04z/report.md, /work/walk/walk02z/report.md): their minor faults, each test
naming the one it answers (the board's keys: tests/browser/test_duel_board.py and
test_program_editing.py)."""

from __future__ import annotations

import json
import re

from codyroby_lab.lessons import DuelPlay
from tests.support.lesson_runs import NOTEBOOKS

#: a game the computer wins on its first answer after one move of yours (duel.py's example)
LOST = {"deck": ["F"] * 30, "hands": {"A": ["F", "F", "F", "R", "F"],
                                      "B": ["L", "L", "F", "F", "F"]}, "blocks_each": 0}


def _markdown(name: str = "04_duel.ipynb") -> list[str]:
    nb = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]


def _lost() -> DuelPlay:
    duel = DuelPlay(LOST, seed=1)
    duel.play("F F F F R")
    duel.play("F F F F")
    assert duel.over and duel.winner == "B"
    return duel


def test_the_winning_rule_says_you_to_nobody():
    """04z fault 1: after the computer won, the desk-check cell and the board's rule line
    said "step 7: You win by landing on the other Roby's square." A rule's words name no
    "you": a Roby wins."""
    lines = _lost().last_turn.rules_by_step()
    won = [line for line in lines if "landing on the other Roby's square" in line]
    assert won and won[0].split(": ", 1)[1] == "A Roby wins by landing on the other Roby's square."
    assert not any(" you" in f" {line.lower()}" for line in lines)


def test_a_game_over_is_said_before_the_spelling_of_the_cards():
    """04z fault 3: with the game over, "forward" and "F R X" heard how to spell a card; the
    child fixed the spelling only to learn then that nothing plays any more. The game over
    is said first, whatever is written."""
    duel = _lost()
    for cards in ("forward", "F R X", "F"):
        said = str(duel.play(cards))
        assert said.startswith("✘ Not played: the game is over"), said
        assert "letter" not in said and "not a card" not in said


def test_a_game_over_in_a_cell_says_where_to_start_again():
    """04z fault 2: a game over in the first play cell said "press New game on the board (or
    deal a new game in a cell)": the board was four cells further down, "deal" was never
    explained, nor which cell. It names the cell that opens the board by its heading, and
    once that board shows this game, its New game."""
    duel = _lost()
    said = " ".join(str(duel.play("F")).split())
    assert 'to play again, run the cell under "Play on the board" and press New game' in said
    assert "deal" not in said
    assert any(src.startswith("## Play on the board") for src in _markdown())
    duel.widget()
    said = " ".join(str(duel.play("F")).split())
    assert "the game is over: to play again, press New game on the board." in said


def test_new_game_asks_first_when_a_cell_chose_the_block():
    """04z fault 4: a block chosen in a cell, then the board opened: its New game threw the
    choice away at once, without the "Start again?" question it asks once a card is played.
    The board is told to ask (``asks_first``) while the game holds a move of yours, and
    no more once New game placed the block itself."""
    duel = DuelPlay(seed=2026)
    assert not duel.widget().asks_first
    duel.block("B3")
    board = duel.widget()
    assert board.asks_first
    board.receive({"type": "new_game"})
    assert board.error == "" and duel.placed_for_you and not board.asks_first
    assert not duel.widget().asks_first      # the board's own block is no choice of yours


def test_new_game_says_which_game_it_dealt():
    """04z fault 5: the cell dealt seed 2026 again, and New game dealt the same game as the
    time before, with nothing on screen to say why. The title says which seed New game
    dealt, the one after the cell's, and that the same seed deals the same game; the
    lesson says New game deals the next seed."""
    duel = DuelPlay(seed=2026)
    board = duel.widget()
    board.receive({"type": "new_game"})
    assert ("It dealt seed 2027, the one after 2026: the same seed always deals the same game."
            in board.scene["title"])
    assert any("It deals the game of the next\n  seed" in t for t in _markdown())


def test_stuck_sends_to_the_cell_that_prints_the_hint_in_a_sentence():
    """04z fault 8: the text said "Stuck? `duel.hint()`"; typed in the play cell it showed a
    bare 'R' in quotes, and the cell that prints it in a sentence, under the play cell, went
    unnoticed. The text sends to that cell, the one after the play cell."""
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    cells = ["".join(c["source"]) for c in nb["cells"]]
    at = next(i for i, src in enumerate(cells) if "**Stuck?**" in src)
    assert "Run the cell under the next one (it starts with `print`)" in cells[at]
    assert "duel.play(my_cards)" in cells[at + 1]
    assert cells[at + 2].startswith("print(") and "duel.hint()" in cells[at + 2]


def test_question_2_counts_a_square_tried_before_the_same_way_with_a_facing_or_not():
    """02z fault 4: Question 2 asks only where Roby ends. "c1." then "C 1" was "tried
    before", but "C1 north" counted as a new try, and "C1" after it as tried before. The
    square alone is judged, so the square alone says whether it was tried before."""
    from codyroby_lab.lessons import feedback, predict
    feedback.forget()
    try:
        tries = [predict("REPEAT 2 [REPEAT 2 [F] L]", guess, at="C3", facing="N")
                 for guess in ("c1.", "C 1", "C1 north", "C1")]
        assert [t.tries for t in tries] == [1, 1, 1, 1], [t.message for t in tries]
        assert all("tried this answer before" in t.message for t in tries[1:])
        assert predict("REPEAT 2 [REPEAT 2 [F] L]", "B1 north", at="C3", facing="N").tries == 2
    finally:
        feedback.forget()


def test_exercise_1_says_its_loop_plainly_and_question_1_is_short_steps():
    """02z faults 1 and 5: Exercise 1's "a tiny box of 2 by 2 squares, one step a side" read
    as two steps a side; Question 1 asked five things in one paragraph (guess, keep the
    quotes, check, Run on the board, tick Predict first), and Predict was easy to skip. The
    loop is said in steps and squares, and Question 1 is numbered steps, Predict before Run."""
    texts = _markdown("02_repeat.ipynb")
    ex1 = next(t for t in texts if "### Exercise 1" in t).split("### Exercise 1")[1]
    assert "2 by 2" not in ex1 and "each side of the loop is **one step** long" in ex1
    q1 = next(t for t in texts if "**Question 1.**" in t).split("**Question 1.**")[1]
    steps = re.split(r"\n(?=\d\. )", q1.split("\n\n")[1])
    assert [step[:3] for step in steps] == ["1. ", "2. ", "3. ", "4. "]
    assert max(len(step.split()) for step in steps) <= 32   # it was one paragraph
    assert "Predict" in steps[2] and "press **Run**" in steps[3]
    # Run after the guesses is pressed with Predict unticked, as the board says (walk 02q4,
    # fault 1: with Predict ticked, Run asked step 1 again and played nothing)
    assert "untick **Predict**, then press **Run**" in " ".join(steps[3].split())
    q2 = " ".join(next(t for t in texts if "**Question 2.**" in t).split())
    assert "untick **Predict** and press **Run** to watch the whole program" in q2, q2
