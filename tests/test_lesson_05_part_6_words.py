"""Lesson 05's words around its checks (part 4's verdicts, part 6's recipe) say only what
the cells show: no board's Step where a cell shows no board, no call the example cell never
makes, and no two starting points without the reason between them."""

from __future__ import annotations

import re

from codyroby_lab import lessons
from tests.support.lesson_cells import cells, run_cell


def _sources() -> list[str]:
    return [src for _, src in cells("05_for_teachers")]


def _after(start: str) -> str:
    """The cell after the one that starts with ``start``."""
    sources = _sources()
    return sources[next(k for k, s in enumerate(sources) if s.startswith(start)) + 1]


def test_part_6s_example_hints_follow_the_cards_where_no_board_stands():
    """Walk 05t, fault 10: the check's hint said "step through", and the cell shows no
    board with a Step button above its words."""
    from codyroby_lab.lessons import feedback
    feedback.forget()
    printed = run_cell(_after("## 6 · Make your own"), {"lessons": lessons})
    assert "step through" not in printed.lower(), printed
    assert "follow the cards one at a time" in printed


def test_part_6s_recipe_names_only_calls_its_example_cell_makes():
    """Walk 05t, fault 11: the recipe named lessons.predict, lessons.board(..., run=False)
    and palette=[...], which the example cell never showed, nor which call takes palette=."""
    sources = _sources()
    k = next(k for k, s in enumerate(sources) if s.startswith("## 6 · Make your own"))
    recipe, example = sources[k], sources[k + 1]
    for call in ("lessons.predict(", "lessons.board("):
        assert call in recipe and call in example, call
    board_line = next(line for line in example.splitlines() if "lessons.board(" in line)
    assert "run=False" in board_line and 'palette=["F", "L", "R"]' in board_line
    assert re.search(r"palette=\[[^]]*\]`, given to either", recipe), recipe
    board = run_cell(example, {"lessons": lessons})
    assert "Write your prediction first" in board and "no run" in board


def test_devs_verdict_says_why_its_hint_starts_before_the_step_that_went_wrong():
    """Walk 05t, fault 12: "went wrong at step 4" beside "keep its first 2 cards. Next card
    from A3" read as two starting points: the text says the budget is why."""
    assert '"Dev": "F F F R F F F F L F"' in _after("## 4 · Checking")
    words = " ".join(next(s for s in _sources() if s.startswith("A verdict carries")).split())
    assert "the cards before it leave too few for the budget" in words, words
    assert "goes wrong at step 4" in words and "keeps only his first card " in words
    # (as the hint itself says: walk 05w, fault 1)
    assert "keep its first card." in lessons.challenge(
        {"width": 5, "height": 5, "blocks": ["B4", "C2"]}, start="A5", target="E1", budget=6,
        blue_cards=True).check("F F F R F F F F L F").hint


def test_part_6s_example_checks_count_no_tries_so_a_restart_shows_the_same(
        answers_beside_a_notebook):
    """Walk 05z, minor fault 3: the example's wrong programs were counted as tries, so after
    Restart Kernel and Run All each check said "You tried this answer before, so it is not a
    new try". They are the lesson's own first tries: no try, and the same words each run."""
    from codyroby_lab.lessons import feedback
    example = _after("## 6 · Make your own")
    first = run_cell(example, {"lessons": lessons})
    feedback.forget()                     # a restart: what is kept beside the notebook stays
    again = run_cell(example, {"lessons": lessons})
    assert "tried this answer before" not in again, again
    assert again.count(feedback.GIVEN) == 3 and again == first, again
