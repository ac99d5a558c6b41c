"""Lesson 04 (the Duel) as the fresh-eyes walk 04i read it (/work/walk/walk04i/report.md):
a text cell sent the child's cards to a cell with no place for them, the desk-check columns
came in one sentence of ninety words, Exercise 2 counted its starter answer as a try
without a word, a board waiting for the blocks said so only after Run, and a card after the win made
"another answer"."""

from __future__ import annotations

import json

from tests.support.lesson_runs import NOTEBOOKS


def _cell(cell_id: str) -> str:
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"] if c["id"] == cell_id)


def test_the_plan_says_where_the_cards_go_and_where_the_picture_comes_from():
    """Fault 1: "Write them in the next cell", and the next cell lists rules (the cards go
    two cells later), and "the picture" before any picture showed. It says the next cell
    shows the picture and the cards go under "Then: the cards", the heading of that cell."""
    plan = _cell("cc0d8e56")
    assert "next cell" not in plan.split("Run the next cell")[1]
    # (walk 04p3, fault 7: the picture is the one under the block's cell, shown again)
    assert "shows that picture again" in " ".join(plan.split())
    assert "*Then: the cards*" in plan and "### Then: the cards" in _cell("0ed22f62")


def test_the_desk_check_columns_are_a_list():
    """Fault 2: the columns of the desk-check table came in one sentence of about 90 words;
    they are a list, one column (or two that go together) a line, each line short."""
    text = _cell("19eec74d")
    items = [line for line in text.splitlines() if line.startswith("- ")]
    assert len(items) >= 6
    assert max(len(line.split()) for line in items) <= 20
    prose = " ".join(line for line in text.splitlines() if not line.startswith("- "))
    assert max(len(s.split()) for s in prose.split(". ")) <= 30


def test_exercise_2_says_its_starter_answer_is_the_first_try():
    """Fault 5: Exercise 2's cell holds F, which loses; run as given it counted as a try, so
    the child's second own answer heard "your third try" with no word why (Exercise 3
    warns of its F). The text says F loses and counts as the first try."""
    text = _cell("cebda24e").replace("\n", " ")
    assert "The first try, `F`, loses" in text and "counts as your first try" in text


def test_a_board_before_the_blocks_says_so_in_its_title():
    """Fault 7: a board opened on a game without blocks looked ready (hand, Run); only after
    cards were chosen and Run pressed did it say that the blocks come first. Its title says
    so at once, and no more once the blocks are placed."""
    from codyroby_lab.lessons import DuelPlay
    duel = DuelPlay(seed=1)
    title = duel.widget().scene["title"]
    assert "First each side puts one block: place yours in a cell" in title
    assert "or press New game" in title
    duel.block("C3")
    assert "block" not in duel.widget().scene["title"]


def test_a_card_after_the_win_is_not_another_answer():
    """Fault 4: after F F F won Exercise 1, F F F R heard "That is another answer that works,
    2 found so far", though its R can never run (the game ends on B's square). A move is
    the cards that run: F F F L R is no new answer either."""
    from codyroby_lab.lessons import check_move, feedback
    win = {"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2", "facing": "S"}},
           "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
           "deck": ["F"] * 20, "blocks_each": 0}              # the lesson's Exercise 1
    feedback.forget()
    try:
        assert check_move(win, "F F F").ok
        for padded in ("F F F R", "F F F L R"):
            said = check_move(win, padded)
            assert said.ok and "another answer" not in said.message, padded
    finally:
        feedback.forget()
