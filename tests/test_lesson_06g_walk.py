"""Lesson 06 (Energy Seekers) as a fresh-eyes walk met it (walk 06g): the computer's hint
answered Challenge questions wrongly, and a Challenge answered in a cell as ``"24"`` was read
as cards."""

from __future__ import annotations

import re

import pytest

from codyroby_lab.core import grid
from codyroby_lab.core.geometry import Direction
from codyroby_lab.games.energy_seekers import events as kinds
from codyroby_lab.games.energy_seekers.challenge import Challenge
from codyroby_lab.lessons import EnergySeekersPlay

QUESTIONS = {q.question: q for q in Challenge.from_setup(None).questions}


def _lesson_game_at_its_first_challenge(setup=None) -> EnergySeekersPlay:
    """The lesson's game (seed 79) after the three moves the hint suggested (walk 06g)."""
    game = EnergySeekersPlay(setup, seed=79)
    for cards in ("F F F", "L F", "R F"):
        assert game.play(cards).ok
    assert game.state.phase == "answer" and game.state.player == "ada"
    return game


def test_the_hint_at_a_challenge_gives_no_wrong_answer_but_how_to_find_it():
    """Fault 15: "The computer would: answer west" to "faces north and runs L L" (south):
    the hint was the look-ahead player's answer, and computer players answer at random."""
    game = _lesson_game_at_its_first_challenge()
    question = game.game.challenge.questions[game.state.question]
    assert question.question.startswith("A robot faces north and runs L L")
    hint = game.hint()
    assert not re.search(r"\banswer (north|east|south|west)\b", hint), hint
    assert question.hint in hint
    assert game.safe() == []     # the four answers are not "moves that keep Ada on the path"


def _answers_in(events) -> list[tuple[str, str, bool, bool]]:
    """Each Challenge question answered in ``events``: (question, answer, judged right,
    said right)."""
    out, asked = [], None
    for e in events:
        if e.kind == kinds.CHALLENGED:
            asked = next(q for q in QUESTIONS if q in e.text)
        elif e.kind == kinds.CHALLENGE_DONE and asked is not None:
            found = re.search(r"answers (.+?): (right|that is not the answer)", e.text)
            assert found, e.text
            out.append((asked, found[1], bool(e.get("ok")), found[2] == "right"))
            asked = None
    return out


@pytest.mark.parametrize("seed", range(40))
def test_every_challenge_answered_is_judged_by_the_question_s_own_answer(seed):
    """Over many games, the hint at each of the learner's Challenges names no answer, and
    every answer given (the computer players' and the learner's) is judged and told right
    exactly when it is the question's answer."""
    game = EnergySeekersPlay(seed=seed)
    answered = []
    for _ in range(60):
        if game.over:
            break
        if game.state.phase == "answer" and game.state.player == game.you:
            question = game.game.challenge.questions[game.state.question]
            hint = game.hint()
            assert not any(re.search(rf"\banswer {re.escape(c)}\b", hint)
                           for c in question.choices), hint
        turn = game.move(game._suggestion())
        assert turn.ok, turn
        answered += _answers_in(turn.events)
    for question, answer, judged, said in answered:
        right = QUESTIONS[question].is_right(answer)
        assert judged == said == right, (question, answer, judged, said)


def _facing_after(start: str, cards: str) -> str:
    face = Direction[start[0].upper()]
    for card in cards.split():
        face = grid.turn(face, card)
    return face.word


def test_the_challenge_questions_answers_are_the_rules_own():
    """The default questions about the way a robot faces after turning cards have the
    answer the rules' turns give."""
    checked = 0
    for q in QUESTIONS.values():
        turning = re.match(r"A robot faces (\w+) and runs ([LR ]+)\.", q.question)
        if turning:
            assert q.answer == _facing_after(turning[1], turning[2]), q.question
            checked += 1
    assert checked == 3


DECK_QUESTION = next(q for q in QUESTIONS.values() if q.answer == "24")


@pytest.mark.parametrize("written", ["24", " 24 ", "answer 24"])
def test_a_challenge_answered_in_a_cell_is_the_choice_written(written):
    """Fault 6: ``game.play("24")`` was read as cards and told about REPEAT brackets; the
    cell said "Write answer and your choice", with "answer" not shown as a word to write."""
    game = _lesson_game_at_its_first_challenge({"challenge": {"questions": [
        DECK_QUESTION.to_dict()]}})
    assert "Write your choice (8, 16, 24 or 32) between the quotes" in game.status()
    turn = game.play(written)
    assert turn.ok, turn
    assert "Ada answers 24: right" in str(turn)
    assert game.state.phase == "move" and not game.over


def test_a_wrong_choice_written_in_a_cell_says_the_choices_not_cards():
    game = _lesson_game_at_its_first_challenge()
    turn = game.play("twenty four")
    assert not turn.ok and "REPEAT" not in str(turn)
    assert turn.lines[0] == "✘ Not played: answer one of: north, east, south, west."
    assert game.state.phase == "answer"


def test_a_turn_that_begins_with_a_full_hand_says_so():
    """Fault 4: a player who held 3 cards drew none, and the step where its turn began had
    no event: the board said "Roby makes a choice kept secret from you"."""
    game = EnergySeekersPlay(seed=79)
    said = []
    for _ in range(15):
        trace = game.move(game._suggestion()).trace
        assert [i for i in range(1, len(trace)) if not trace.events(i)] == [], trace.table()
        said += [e.text for i in range(1, len(trace)) for e in trace.events(i)]
    assert "Roby holds 3 cards already and draws none" in said


def test_the_check_of_your_challenge_answer_is_said_under_it():
    """Fault 7: "Ada succeeds the challenge", and "✔ Your answer 24 is right" came between
    "Cody draws 1 card" and Cody's move."""
    lines = str(_lesson_game_at_its_first_challenge().play("south")).splitlines()
    assert lines[:2] == ["You (Ada) answer south:",
                         "  Ada answers south: right, so Ada passes the challenge and goes to "
                         "position 22 (D3)"]
    assert lines[2].startswith("✔ Your answer south is right.") and lines[3] == "Cody:"
