"""Lessons 02 (REPEAT) and 04 (the Duel) as a learner walks them (issue 29, the walk reports
of lessons 02 and 04): no answer shown before its exercise, the staircase's check judges the
program on its board, and the Duel's closing words about the computer player agree with
the rule that a turn plays at least one card (rulebooks/DECISIONS.md, Il Duello)."""

from __future__ import annotations

import ast
import json
import re

from codyroby_lab import lessons
from codyroby_lab.lessons import DuelPlay
from tests.lesson_cells import run_cell
from tests.lesson_runs import NOTEBOOKS


def _cells(name: str) -> list[tuple[str, str]]:
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def _strings(src: str) -> list[str]:
    return [n.value for n in ast.walk(ast.parse(src))
            if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def _run_upto(name: str, stop: str) -> tuple[dict, list[str], list[tuple[str, str]]]:
    """Run the lesson's code cells up to the first one holding ``stop`` (not run): the
    namespace, what each printed, and the cells before it."""
    ns: dict = {}
    shown: list[str] = []
    before = []
    for kind, src in _cells(name):
        if stop in src:
            break
        before.append((kind, src))
        if kind == "code":
            shown.append(run_cell(src, ns))
    return ns, shown, before


EX1 = dict(at="C3", start_facing="N", end="C3", facing="N", max_cards=3, uses="REPEAT")


def test_lesson_02_shows_no_program_that_solves_exercise_1_before_it():
    """Walk 02, fault 3: the opening example was Exercise 1's answer, from the same square."""
    _, shown, before = _run_upto("02_repeat", "lessons.check_goal(")
    programs = {s for kind, src in before if kind == "code" for s in _strings(src)
                if re.fullmatch(r"[FLR \[\]0-9REPEAT]+", s)}
    assert programs, "the lesson opens with programs"
    assert not any(lessons.check_goal(p, **EX1).ok for p in programs), programs


def test_lesson_02_budget_cell_prints_counts_not_a_program():
    """Walk 02, fault 10: the fewest-cards cell printed a whole program for Exercise 2's
    start and target."""
    _, shown, _ = _run_upto("02_repeat", "### Exercise 1")
    budget = next(out for out in shown if "with REPEAT" in out)
    assert re.search(r"\d+ cards", budget)
    assert not re.search(r"\b[FLR]( [FLR]){2,}\b", budget), budget


def test_lesson_02_exercise_2_text_points_past_the_over_budget_fix():
    """Walk 02, fault 2: the hint led to REPEAT 4 [F] R REPEAT 4 [F] (5 cards) and stopped."""
    text = next(src for kind, src in _cells("02_repeat")
                if kind == "markdown" and "Exercise 2" in src)
    dead_end = lessons.check(lessons.challenge(start="A5", facing="N", target="E1", budget=4,
                                               blue_cards=True), "REPEAT 4 [F] R REPEAT 4 [F]")
    assert not dead_end.ok and "5 cards" in str(dead_end)
    assert "REPEAT inside a REPEAT" in text and "one too many" in text


def test_lesson_02_staircase_check_judges_the_program_on_its_board():
    """Walk 02, fault 1: a child who fixed the staircase on the board was told it crashed,
    since the check read the old text of ``my_program``."""
    ns, _, _ = _run_upto("02_repeat", "## What you learned")
    boards = [ns["my_board"]]
    check = next(src for kind, src in _cells("02_repeat")
                 if kind == "code" and "lessons.check(ex3" in src)
    assert not run_cell(check, ns).startswith("✔")
    boards[-1].program = "REPEAT 4 [F R F L]"     # what the child builds on the board
    assert run_cell(check, ns).startswith("✔")


def test_lesson_04_closing_words_hold_when_every_move_crashes():
    """Walk 04, fault 2: "the computer never crashes", yet its autoplay crashed. A turn must
    play at least one card, so with only F cards facing the edge every move crashes."""
    duel = DuelPlay({"robots": {"A": {"at": "A1", "facing": "N"}, "B": {"at": "E5"}},
                     "hands": {"A": ["F"] * 5, "B": ["L"] * 5}, "deck": ["F"] * 20,
                     "blocks_each": 0}, seed=1)
    turn = duel.play_to_the_end(autoplay=True)
    assert "A crashed" in str(turn) and duel.winner == "B"
    learned = next(src for kind, src in _cells("04_duel")
                   if kind == "markdown" and "What you learned" in src)
    claim = learned[learned.index("computer player"):]
    assert "never crashes" not in claim or "every move crashes" in claim


def test_lesson_04_opening_promise_is_followed_by_where_the_rules_are():
    """Walk 04, fault 3: the first text cell ended on a colon with no rules after it."""
    first = _cells("04_duel")[0][1].rstrip()
    assert not first.endswith(":") and "rules" in first.splitlines()[-1]


def test_lesson_02_question_1_asks_for_the_facing_and_checks_it():
    """Walk 02, fault 11: Question 1 asks which way Roby faces, yet 'C5' alone was right."""
    ns: dict = {}
    run_cell("from codyroby_lab import codyroby, lessons", ns)
    src = next(s for k, s in _cells("02_repeat") if 'predict("REPEAT 3 [F F R]"' in s)
    ns["my_guess"] = "C5"
    square_only = run_cell(src.replace('my_guess = "?"\n', ""), ns)
    assert not square_only.startswith("✔") and "which way Roby faces" in square_only


def test_lesson_04_words_match_the_board_and_its_table():
    """Walk 04, faults 4, 5 and 10: "Il Duello" never explained; the table was said to show
    the hand of the side to move (it shows yours); the text said "drag into the Program",
    the board says "Cards to play"."""
    from codyroby_lab.games.codyroby.duel import Duel
    from codyroby_lab.games.codyroby.duel.scene import columns
    text = "\n".join(src for kind, src in _cells("04_duel") if kind == "markdown")
    assert "Italian for *the duel*" in text
    assert "hand of the side to move" not in text and "**your** hand" in text
    assert "Cards to play" in text and "into the **Program**" not in text
    names = [c["name"] for c in columns(Duel().new_state(seed=1), "A")]
    assert any("hand" in n for n in names) and not any(n.startswith("B") and "hand" in n
                                                       for n in names)


def test_a_wrong_facing_hears_only_of_the_turn_cards_the_program_holds():
    """Walk 02, fault 9: Question 2 (no R card) was told to look at "the L and R cards"."""
    hint = lessons.predict("REPEAT 2 [REPEAT 2 [F] L]", "A1 west", at="C3", facing="N").hint
    assert "L card" in hint and "R" not in hint.replace("Roby", "")
    assert "no L or R card" in lessons.predict("F F", "C1 east", at="C3").hint


def test_a_goal_check_points_to_steps_a_child_can_see():
    """Walk 02, fault 5: the hint pointed to a desk-check table, and Exercise 1 has none."""
    hint = lessons.check_goal("REPEAT 3 [F R]", **EX1).hint
    assert "desk-check" not in hint and "board" in hint


def test_a_duel_move_is_echoed_as_squares_and_cards_are_written():
    """Walk 04, fault 12: " c3 " was accepted and echoed back as "You (A) place c3"."""
    duel = DuelPlay(seed=1)
    assert duel.block(" c3 ").lines[0] == "You (A) place C3:"
    hand = duel.hand[:2]
    assert duel.play(" ".join(hand).lower()).lines[0] == f"You (A) play {' '.join(hand)}:"


def test_a_duel_move_that_is_not_cards_names_the_word_in_the_duels_own_terms():
    """Walk 04, fault 6: 'forward' heard of REPEAT, IF and ELSE (not in the Duel); 'three F'
    heard "REPEAT needs '['"; 'F,F' heard of an unexpected character."""
    from codyroby_lab.lessons import check_move
    duel = DuelPlay(seed=1)
    duel.block("C3")
    for typed, word in (("forward", "'forward'"), ("three F", "'three'")):
        said = str(duel.play(typed))
        assert f"{word} is not a card of the Duel" in said
        assert not any(w in said for w in ("REPEAT", "IF", "ELSE", "column"))
    said = str(check_move({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
                           "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F"] * 5},
                           "deck": ["F"] * 20, "blocks_each": 0}, "three F"))
    assert "'three' is not a card of the Duel" in said and "REPEAT" not in said


def test_lesson_04_exercise_3_cannot_be_won_outright():
    """Walk 04, fault 8: "F F" simply won Exercise 3, so it was Exercise 1 again."""
    from codyroby_lab.games.codyroby.duel import Duel
    from codyroby_lab.lessons.duel import _move
    ns: dict = {}
    src = next(s for k, s in _cells("04_duel") if k == "code" and "position3 =" in s)
    run_cell("from codyroby_lab import lessons\n" + src.split("my_cards")[0], ns)
    state = Duel.from_setup(ns["position3"]).new_state(seed=0)
    moves = state.legal_actions()
    assert not any(_move(state, m, "win").ok for m in moves)
    assert any(_move(state, m, "out of reach").ok for m in moves)
    assert not _move(state, "play F", "out of reach").ok      # the first try is not safe
