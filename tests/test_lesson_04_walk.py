"""Lesson 04 (the Duel) as a fresh-eyes walk at 1366x650 found it (issue 29, /work/walk/04):
New game on the board must leave a game the board can play, and the words a child meets
after a slip say what to do, in plain words."""

from __future__ import annotations

import json
from itertools import pairwise

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.games.codyroby.duel.rules import BLOCK
from codyroby_lab.lessons import DuelPlay
from tests.support.lesson_runs import NOTEBOOKS


def _board_run(widget, cards) -> None:
    widget.receive({"type": "choose", "cards": list(cards)})
    widget.receive({"type": "run"})


@pytest.mark.rule("codyroby.duel.block")
def test_the_boards_new_game_starts_where_the_board_can_play():
    """Walk 04, serious fault 1: after New game the board was stuck in the block phase
    ("'play' is not an action here: use block") with no way to place a block."""
    duel = DuelPlay(seed=1)
    duel.block("C3")
    w = duel.widget()
    w.receive({"type": "new_game"})
    assert duel.state.phase == "play" and w.error == ""
    assert len(duel.state.board.blocks) == 2                       # each side placed one
    assert "New game put your block on" in w.scene["title"]
    played = len(duel.turns)
    _board_run(w, duel.hand[:1])
    assert w.error == "" and len(duel.turns) == played + 1


@pytest.mark.rule("codyroby.duel.block")
def test_a_board_run_before_the_blocks_says_what_to_do():
    """Walk 04, serious fault 1: the refusal named a verb ("use block"), not what to do."""
    duel = DuelPlay(seed=1)
    w = duel.widget()
    _board_run(w, duel.hand[:1])
    assert "New game" in w.error and "block" in w.error
    assert "not an action" not in w.error and "duel." not in w.error
    assert duel.state.phase == "blocks"


@pytest.mark.rule("codyroby.duel.block")
def test_a_second_block_says_it_is_on_the_board_and_names_its_rule():
    """Walk 04, fault 10: running the block cell again said "'block' is not an action here:
    use play", and the next cell, the rules of that turn, printed nothing."""
    duel = DuelPlay(seed=1)
    duel.block("C3")
    again = duel.block("C3")
    assert not again.ok and "already on the board" in str(again)
    assert "not an action" not in str(again)
    assert again.rules() == [BLOCK.text]


def test_a_square_written_with_a_space_is_read():
    """Walk 04, fault 9: "C 3" was refused as "'C' is not a square name"; spaces are
    forgiven everywhere in the same way (lessons.answers)."""
    duel = DuelPlay(seed=1)
    assert duel.block("C 3").lines[0] == "You (A) place C3:"


@pytest.mark.rule("codyroby.duel.play")
def test_a_card_played_more_often_than_held_is_named_with_how_many_are_held():
    """Walk 04, fault 9: "L L" with one L heard "A holds L F F F F: not L L", which does
    not say what is wrong."""
    duel = DuelPlay({"hands": {"A": ["L", "F", "F", "F", "F"], "B": ["F"] * 5},
                     "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
    said = str(duel.play("L L"))
    assert "A holds only 1 L card, not 2" in said


def test_a_word_for_a_card_hears_which_letter_means_it():
    """Walk 04, fault 9: "forward" heard "There is no FORWARD card here", not that F
    means forward (in a cell and on the board). Walk 04k, fault 3: the board shouted the
    word back in capitals where the cell said which card it is: both say it alike now."""
    duel = DuelPlay(seed=1)
    duel.block("C3")
    assert "'forward' is the card F (F goes forward): write just its letter" in str(
        duel.play("forward"))
    w = duel.widget()
    w.receive({"type": "set_program", "text": "forward"})
    assert w.error == "'forward' is the card F (F goes forward): write just its letter."


def test_a_hint_with_no_card_to_play_says_why():
    """Walk 04, fault 15: after the game, "The computer would play: " had nothing after
    it."""
    duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A4"}},
                     "hands": {"A": ["F"] * 5, "B": ["F"] * 5}, "deck": ["F"] * 20,
                     "blocks_each": 0}, seed=1)
    duel.play("F")                                                  # A lands on B: over
    assert duel.over and "the game is over" in duel.hint()
    assert "first each side places a block" in DuelPlay(seed=1).hint()


def _cell(cell_id: str) -> str:
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"] if c["id"] == cell_id)


def test_lesson_04_asks_for_the_answer_the_way_its_feedback_does():
    """Walk 04, fault 7: the text said to run lessons.show_me(), the stuck feedback to
    write "show me" as the answer."""
    from codyroby_lab.lessons.feedback import STUCK_WORDS
    text = _cell("f8969258")
    assert '"show me"' in text and "show me" in STUCK_WORDS
    assert "show_me()" not in text


def test_lesson_04_asks_only_about_what_a_child_can_see():
    """Walk 04, fault 6: "what does it hold?" about the computer's hidden hand."""
    text = _cell("ad75e118")
    assert "what does it hold" not in text and "hidden" in text


def test_the_duels_board_shows_one_hand_as_it_is_now():
    """Walk 04, fault 14: the title repeated the hand as it is now, beside the hand under
    the board at the step on show."""
    duel = DuelPlay(seed=1)
    assert "hand" not in duel.widget().scene["title"]


def test_cards_written_without_quotes_hear_about_the_quotes_not_a_comma():
    """Walk 04, fault 8: duel.play(R F F) showed Python's "Perhaps you forgot a comma?"."""
    from IPython.core.interactiveshell import InteractiveShell

    from codyroby_lab import lessons
    shell = InteractiveShell.instance()
    try:
        lessons.plain_errors()
        shown = []
        shell.display_pub.publish = lambda data, **_: shown.append(data["text/plain"])
        shell.run_cell("duel.play(R F F)")
        assert shown == ['✘ R F F needs quotes around it: write "R F F".']
    finally:
        InteractiveShell.clear_instance()


def test_a_block_square_written_without_quotes_hears_of_the_quotes_not_of_an_answer():
    """Walk 04r6, fault 9: duel.block(C3) heard 'C3 needs quotes around it to be an answer:
    write "C3", with the rest of your answer, if the question asks for more...', a quiz's
    words: placing a block answers no question."""
    from IPython.core.interactiveshell import InteractiveShell

    from codyroby_lab import lessons
    shell = InteractiveShell.instance()
    try:
        lessons.plain_errors()
        shown = []
        shell.display_pub.publish = lambda data, **_: shown.append(data["text/plain"])
        shell.run_cell("from codyroby_lab.lessons import DuelPlay\nduel = DuelPlay(seed=2026)")
        shell.run_cell("turn = duel.block(C3)")
        assert shown == ['✘ C3 needs quotes around it: write duel.block("C3").'], shown
    finally:
        InteractiveShell.clear_instance()


def test_lesson_04_exercises_run_on_their_own_after_a_restart():
    """Walk 04, fault 15: after a kernel restart an exercise's cell raised a raw NameError
    (``lessons``) with no word of what to do."""
    from tests.support.lesson_cells import run_cell
    for cell_id in ("6e21eff5", "54ea0f4b", "fa51e553"):
        said = run_cell(_cell(cell_id), {})                      # a fresh kernel
        picture, checked = said.split("\n", 1)                     # the position, then
        assert "Picture" in picture and checked.startswith("✘"), said    # checked, not an error


def _loses_in_one(state, move) -> bool:
    """After ``move`` the mover has lost, or the other side wins with one of the moves its
    cards allow."""
    after = state.clone()
    after.apply(move)
    if after.is_terminal():
        return after.winner != state.player
    return any(_wins(after, answer) for answer in after.legal_actions())


def _wins(state, move) -> bool:
    after = state.clone()
    after.apply(move)
    return after.winner == state.player


# Reached in a real game (seed 3, the hint's block, then the hint): the computer's choice
# F F F F takes A from A4 to E4, right in front of B on E3 facing south, which holds an F.
FOUR_IN_A_ROW = {"board": {"blocks": ["D5", "A3"]}, "blocks_each": 0,
                 "robots": {"A": {"at": "A4", "facing": "E"}, "B": {"at": "E3", "facing": "S"}},
                 "hands": {"A": ["F"] * 5, "B": ["R", "L", "F", "F", "F"]}, "deck": ["F"] * 20}


@pytest.mark.rule("codyroby.duel.win")
def test_the_hint_never_walks_into_a_win_of_the_computer_one_move_ahead():
    """Issue 29 (lesson 04, serious): duel.hint() said F F F F here, and the computer won
    with its next card; one F alone keeps A out of B's reach with B's cards."""
    duel = DuelPlay(FOUR_IN_A_ROW)
    hint = duel.hint()
    assert not _loses_in_one(duel.state, f"play {hint}"), hint
    turn = duel.play(hint)
    assert turn.ok and not duel.over


@pytest.mark.rule("codyroby.duel.win")
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 6))
def test_a_hint_loses_in_one_only_when_every_move_does(seed, plies):
    """Issue 29 (lesson 04): in positions of real games, the hint's cards never let the
    computer win at once when some other cards of the hand do not."""
    duel = DuelPlay(seed=seed)
    duel.block("C3")
    rng = np.random.default_rng(seed)
    for _ in range(plies):
        if duel.over:
            return
        moves = duel.state.legal_actions()
        duel.play(" ".join(moves[int(rng.integers(len(moves)))].args))
    if duel.over:
        return
    state = duel.state
    # (the cards before the brackets: a hint may say why every move loses, walk 04v fault 5)
    if _loses_in_one(state, f"play {duel.hint().split(' (')[0]}"):
        assert all(_loses_in_one(state, m) for m in state.legal_actions())


EXERCISE3 = {"robots": {"A": {"at": "C3", "facing": "E"}, "B": {"at": "E1", "facing": "W"}},
             "hands": {"A": ["F", "L", "R", "F", "F"], "B": ["F", "F", "L", "R", "F"]},
             "deck": ["F"] * 20, "blocks_each": 0}


def test_the_duel_exercises_never_show_the_games_notation():
    """Issue 29 (lesson 04, walk by fixA): Exercise 3's first try said "B could answer
    'play F L F F'", and empty cards "'play' needs F, L or R cards, e.g. 'play F F R'": a
    learner never writes 'play'."""
    from codyroby_lab.lessons import check_move, feedback
    feedback.forget()
    first = check_move(EXERCISE3, "F", "out of reach")
    assert not first.ok and "B could answer F L F F and land on you" in first.message, first
    assert first.message.startswith("Not out of reach yet"), first   # walk 04q, fault 3
    empty = check_move(EXERCISE3, "", "out of reach")
    assert not empty.ok and "'play" not in str(empty) and "between the quotes" in str(empty)
    assert empty.tries == 0                                 # a blank answer is no try


def test_the_hint_never_suggests_turns_that_undo_each_other():
    """Walk 04p3, fault 2: playing the hint every turn (seed 2028), the second hint was "R
    L", a turn right then left, which does nothing: a child reads it as a mistake. Another
    move keeps A out of reach there, and the hint gives that one."""
    duel = DuelPlay(seed=2028)
    duel.block("C3")
    duel.play(duel.hint())
    cards = duel.hint().split(" (")[0].split()
    assert cards and not any({a, b} == {"L", "R"} for a, b in pairwise(cards))
    assert not set(cards) <= {"L", "R"}                        # a move that moves A


def test_a_name_after_a_dot_with_the_wrong_capitals_hears_which_to_write():
    """Walk 06r6, fault 10: game.Play("L F") showed a raw AttributeError traceback, where
    every other slip tried had plain words; an attribute error of the learner's own keeps
    Python's traceback."""
    from IPython.core.interactiveshell import InteractiveShell

    from codyroby_lab import lessons
    shell = InteractiveShell.instance()
    try:
        lessons.plain_errors()
        shown, tracebacks = [], []
        shell.display_pub.publish = lambda data, **_: shown.append(data["text/plain"])
        shell.showtraceback = lambda *a, **k: tracebacks.append(a)
        shell.run_cell("from codyroby_lab.lessons import DuelPlay\nduel = DuelPlay(seed=1)")
        shell.run_cell('duel.Play("F")')
        assert shown == ["✘ Python tells capital letters apart: write .play, not .Play."]
        assert not tracebacks
        shell.run_cell("(3).fly")
        assert len(tracebacks) == 1 and len(shown) == 1
    finally:
        InteractiveShell.clear_instance()
