"""Lesson 04 (the Duel) as the fresh-eyes walk 04f found it (/work/walk/walk04f/report.md):
a hint called "safe" that, followed every turn, walked A into a corner and lost."""

from __future__ import annotations

import json
import re

from codyroby_lab.lessons import DuelPlay
from tests.support.lesson_runs import NOTEBOOKS


def _cell(cell_id: str) -> str:
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"] if c["id"] == cell_id)


def _follow_the_hint(duel: DuelPlay, turns: int = 60) -> DuelPlay:
    """Play ``duel.hint()`` every turn, as the walker did, until the game ends."""
    for _ in range(turns):
        if duel.over:
            break
        duel.play(duel.hint().split(" (")[0])   # its cards: words in brackets may follow
    return duel


def test_the_lesson_says_the_hint_looks_one_turn_ahead_and_no_further():
    """Walk 04f, serious fault 1: the lesson called duel.hint() "a safe hint"; played every
    turn from the lesson's own game, it left A in the corner A5 with F F F F R, turning on
    the spot until the computer landed on it. The lesson's words and the hint's label
    must say it looks one turn ahead only, and warn of the corner."""
    offer, label = _cell("ad75e118"), _cell("3566d4f4")
    assert "safe hint" not in offer
    assert "**one turn ahead**" in offer and "does not plan further" in offer
    assert "corner" in offer and "room to move next turn" in offer
    assert "one turn ahead" in label and "duel.hint()" in label


def test_the_hints_warning_is_true_of_the_lessons_own_game():
    """What the warning says happens: the lesson's game (seed 2026, block C3, R F F),
    then the hint every turn, ends with the computer winning on A's corner square A5. If
    the hint ever learns to plan further, this fails: then change the lesson's words."""
    duel = DuelPlay(seed=2026)
    duel.block("C3")
    duel.play("R F F")
    _follow_the_hint(duel)
    assert duel.over and duel.winner == "B"
    assert duel.state.robots["A"].name_at == "A5"


def _edits(a: tuple[str, ...], b: tuple[str, ...]) -> int:
    """Cards to add, take away or change to turn ``a`` into ``b``."""
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]


def test_exercise_1_does_not_start_one_card_from_a_win():
    """Walk 04f, fault 4: Exercise 1 started with my_cards = "F F", one F short of the win
    F F F, so its first feedback left one obvious fix. No winning move is one card away
    from what the cell starts with, and the first run says what to write, counting no try."""
    from codyroby_lab.games.codyroby.duel import Duel
    from codyroby_lab.lessons import feedback
    from codyroby_lab.lessons.duel import _move, duel_cards
    from tests.support.lesson_cells import run_cell
    feedback.forget()
    ns: dict = {}
    said = run_cell(_cell("6e21eff5"), ns)
    start = tuple(duel_cards(ns["my_cards"]))
    state = Duel.from_setup(ns["position1"]).new_state(seed=0)
    wins = [m.args for m in state.legal_actions() if _move(state, m, "win").ok]
    assert wins and all(_edits(start, win) > 1 for win in wins), (start, wins)
    assert said.splitlines()[-1].startswith("✘ Not a move yet"), said
    feedback.forget()


def test_a_card_not_in_the_hand_is_said_in_plain_words():
    """Walk 04f, fault 9: "r, f" with the hand L L F F F heard "A holds no R card, not 1",
    and "not 1" reads oddly to a child. Nothing is played."""
    duel = DuelPlay({"hands": {"A": ["L", "L", "F", "F", "F"], "B": ["F"] * 5},
                     "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
    said = str(duel.play("r, f")).replace("\n", " ")
    assert "✘ Not played: A has no R card left to play: the hand is L L F F F." in said
    assert "not 1" not in said and duel.hand == ["L", "L", "F", "F", "F"] and not duel.turns


def test_a_turns_desk_check_has_no_phase_column_that_never_changes():
    """Walk 04f, fault 3: the desk-check table of a move said "play" in its phase column on
    every row. A phase column is shown only when the steps go through more than one phase
    (the blocks, then the cards)."""
    from codyroby_lab.core.trace import Trace
    from codyroby_lab.games.codyroby.duel import Duel
    duel = DuelPlay(seed=2026)
    duel.block("C3")
    duel.play("R F F")
    assert "phase" not in duel.last_turn.table().columns
    state = Duel.from_setup({}).new_state(seed=1)
    trace = Trace(state)
    for action in ("block C3", "block D2", "play F"):
        state.play(action, trace)
    table = trace.table()
    assert [row["phase"] for row in table.rows][1:3] == ["blocks", "play"]


def test_lesson_4_explains_its_hard_words_where_they_first_show():
    """Walk 04f, faults 2 and 3: "seed", "event", "trace", "desk-check table", "autoplay",
    "actor" met a 12-year-old unexplained; "draw" meant both drawing cards and a game nobody
    wins; the table's turn column said B while A drew, and its winner column stayed empty,
    with no word why."""
    from codyroby_lab.games.codyroby.duel import rules
    from tests.support.lesson_cells import markdown, unexplained
    texts = markdown("04_duel")
    assert not unexplained(texts, {
        "seed": "a number that decides", "event": "thing that happens in the game is an",
        "desk-check table": "one row for each step", "actor": "the one who acts",
        "autoplay": "*auto* means by itself"})
    table = next(t for t in texts if "desk-check table" in t).replace("\n", " ")
    assert "whose turn it is *after* the step" in table and "empty until someone wins" in table
    assert "trace" not in "\n".join(texts).lower()
    assert "draw" not in rules.TURN_LIMIT.text and "tie" in rules.TURN_LIMIT.text


def test_the_hints_paragraph_is_in_short_sentences_and_the_play_cell_says_no_python_words():
    """Walk 04k, fault 8: the hint's paragraph ran to 30-word sentences a 12-year-old could
    not follow, and the play cell spoke of "a restart of Python"."""
    offer = _cell("ad75e118")
    sentences = re.split(r"(?<=[.?!])\s+", " ".join(offer.split("\n\n")[-1].split()))
    assert max(len(s.split()) for s in sentences) <= 25, max(sentences, key=len)
    play = _cell("2fe5e995")
    # the words a lost name shows, quoted as they read (walk 04r9, fault 9: "red words ...
    # is not defined" were nowhere)
    assert "restart" not in play and 'you read "Python does not know the name" here' in play


def test_the_board_cells_say_what_to_run_after_a_restart():
    """Walk 04k, fault 9: after Restart Kernel the board's cell showed a NameError that
    replaced the board and its note, the one place that said to run the cells above."""
    # (lesson 09's board cell deals a new game by itself: tests/test_robin_lesson_restart.py)
    for name, cell in (("04_duel", "912a1d7c"),):
        nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
        src = next("".join(c["source"]) for c in nb["cells"] if c["id"] == cell)
        assert 'you read "Python does not know the name"' in src, name   # walks 04p, 04r9
        assert "Run ▸ Run All Above Selected Cell" in src, name   # whole: walks 04q, 09q
        assert src.splitlines()[-1].endswith(".widget()")
