"""Lesson 08 (Droids) and its helpers: checks answer in words and never raise on learner
input, the challenges have solutions, the exact hit chances match a simulation, the game
against the computer is never played for the learner; the notebook keeps the lessons'
conventions (tests/test_lessons.py holds the same checks for the other lessons)."""

from __future__ import annotations

import re

import pytest

from codyroby_lab.core import scene
from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.lessons import droids as lesson
from codyroby_lab.lessons.checks import Result
from tests.lesson_runs import executed
from tests.test_lessons import GAME_OVER, INTERNAL, _calls, _name, _outputs_text

NAME = "08_droids"
CHECKS = re.compile(r"lesson\.(check|predict)\(")


def cells():
    """The lesson's cells after Run All (tests/lesson_runs.py)."""
    nb = executed(NAME)
    assert nb["metadata"]["kernelspec"]["name"] == "python3" and "widgets" not in nb["metadata"]
    return [(c["cell_type"], "".join(c["source"]), c.get("outputs", []), c.get("metadata", {}))
            for c in nb["cells"]]


# --- the helpers -----------------------------------------------------------------------------


def test_a_run_shows_the_transmitter_sent_and_the_line_it_commands():
    steps = lesson.run("V2 A S, V1 A E, V2 B S", at="A1")
    assert [r[:4] for r in steps.rows[1:]] == [
        ("transmitter A, 1", "column A", "V2 S", "A3"),
        ("transmitter A, 2", "column A", "V1 E", "B3"),
        ("transmitter B, 1", "column B", "V2 S", "B5")]
    assert steps.end == "B5"


@pytest.mark.parametrize("guess", ["", "?", None, "Z99", "<b>x</b>", "B", 42])
def test_odd_predictions_are_explained(guess):
    r = lesson.predict("V2 A S", guess, at="A1")
    assert isinstance(r, Result) and not r.ok and r.message


def test_a_prediction_shows_the_run_only_once_made():
    assert lesson.predict("V2 A S", "?", at="A1").details == ()
    right = lesson.predict("V2 A S", "a3", at="A1")
    assert right.ok and right.details
    wrong = lesson.predict("V2 A S", "A4", at="A1")
    assert "Red ends on A3, not on A4" in wrong.message


@pytest.mark.parametrize("program", ["", "V2", "V2 A S Q", "ZZ A S", "V2 K S", "V2 A N" * 40,
                                     "PU A S", "VD A N", None, 7, "V2 A S\n" * 40])
def test_unreadable_programs_are_results_not_errors(program):
    c = lesson.Challenge("A1", "C4", ("V2",) * 40)
    r = lesson.check(c, program)
    assert isinstance(r, Result) and not r.ok and r.message[0].isupper()
    assert not lesson.predict(program, "C4", at="A1").ok


@pytest.mark.parametrize("challenge, answer", [
    (lesson.Challenge("A1", "C4", ("V2", "V2", "V1", "VX")), "V2 A E\nV2 C S\nV1 C S"),
    (lesson.Challenge("A1", "box", ("VD", "V1", "V2", "PU"), (("C3", "box"),)), "VD A SE\nPU B"),
    (lesson.Challenge("A1", "I10", ("V2", "VX", "VX", "V1", "B1")), "V2 A E\nVX C S\nVX C E"),
])
def test_the_lesson_challenges_can_be_solved(challenge, answer):
    assert lesson.check(challenge, answer).ok
    assert not lesson.check(challenge, "").ok
    assert not lesson.check(challenge, answer + "\nV1 A S\nV1 A S\nV1 A S").ok  # chits short


def test_the_exact_hit_chances_match_a_simulation():
    for distance in range(1, 8):
        exact = lesson.hit_chances(distance)
        assert abs(sum(exact.values()) - 1) < 1e-9
        rolled = lesson.simulate_hits(distance, 20_000, seed=distance)
        assert set(rolled) <= set(exact)
        assert all(abs(rolled.get(k, 0) - p) < 0.02 for k, p in exact.items())


def test_the_game_against_the_computer_answers_and_refuses_in_words():
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    before = game.state.to_dict()
    refused = game.move("send A")
    assert not refused.ok and game.state.to_dict() == before
    assert not game.move(42).ok
    turn = game.draw("violet 4 red 3")
    assert turn.ok and len(game.rack) == 7 and "Red draws " in str(turn)
    assert game.hint()
    waiting = game.play_to_the_end()
    assert not waiting.ok and "autoplay=True" in str(waiting) and not game.over
    done = game.play_to_the_end(autoplay=True)
    assert done.ok and game.over and "Game over" in str(done)
    game.new_game()
    assert not game.over and game.state.turn == 1


def test_the_learner_never_reads_a_computer_players_chits():
    game = lesson.DroidsPlay("challenge", players=["red", "blue"], seed=2,
                             setup={"phase": "draw", "first": "blue"})
    first = game.turns[0]
    blue_rack = game.state.to_dict()["players"]["blue"]["rack"]
    assert "Blue draws 7 chits:" in str(first)
    assert " ".join(blue_rack) not in str(first)
    hidden = game.state.hidden_slots("red")
    assert not first.trace.arrays()["start"][hidden].any()


def test_bad_choices_of_game_are_errors_in_words():
    with pytest.raises(IllegalAction):
        lesson.program_of("")
    from codyroby_lab.core.errors import LabError
    with pytest.raises(LabError, match="you play one of red, blue"):
        lesson.DroidsPlay("statue", players=["red", "blue"], you="grey")


# --- the notebook ----------------------------------------------------------------------------


def test_the_lesson_has_three_challenges_and_two_predictions_unsolved():
    all_cells = cells()
    checks = [(src, outs) for kind, src, outs, _ in all_cells
              if kind == "code" and "lesson.check(" in src]
    predictions = [(src, outs) for kind, src, outs, _ in all_cells
                   if kind == "code" and "lesson.predict(" in src]
    assert len(checks) >= 3 and len(predictions) >= 2
    for src, outs in checks + predictions:
        text = _outputs_text(outs)
        assert text.startswith("\u2718"), f"comes solved:\n{src}\n{text}"
    for src, outs in predictions:
        assert 'my_guess = "?"' in src and "Write your prediction first" in _outputs_text(outs)


def test_no_cell_shows_the_run_of_a_question():
    questions = set()
    for kind, src, _, _ in cells():
        for call in _calls(src) if kind == "code" else []:
            if _name(call) == "predict":
                questions.add(call.args[0].value)
    assert questions
    for kind, src, _outs, _ in cells():
        if kind == "code" and "predict(" not in src:
            assert not any(q in src for q in questions), src


def test_run_all_never_finishes_a_game_and_nothing_is_skipped():
    for _kind, src, outs, meta in cells():
        text = _outputs_text(outs)
        assert not GAME_OVER.search(text) and "Game over" not in text, src
        assert not INTERNAL.search(text), (src, INTERNAL.search(text))
        assert not any(t.startswith("nbval") for t in meta.get("tags", []))
        assert "NBVAL" not in src and "Traceback" not in text
        if "play_to_the_end(" in src:
            assert "autoplay=False" in src and "autoplay=True" in text


def test_the_lesson_plots_the_exact_chances_against_a_simulation():
    sources = [src for kind, src, _, _ in cells() if kind == "code"]
    plot = next(src for src in sources if "plt." in src)
    assert "hit_chances" in plot and "simulate_hits" in plot
    assert any(o.get("output_type") == "display_data" and "image/png" in o.get("data", {})
               for kind, src, outs, _ in cells() if src == plot for o in outs)


def test_a_challenge_laid_with_the_mouse_starts_unsolved_and_is_checked():
    reach = lesson.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
    board = lesson.ChitsBoard(reach)
    w = board.widget()
    assert w.scene["editor"]["nothing"] == "runs your chits step by step"  # not "passes"
    scene.check(w.scene)
    assert not lesson.check(reach, board) and "Lay your chits" in str(lesson.check(reach, board))
    for choice in ("place V2 A 1 E", "place V2 C 1 S", "place V1 C 2 S"):
        w.receive({"type": "choose", "action": choice})
        w.receive({"type": "run"})
        assert w.error == ""
    assert board.program == "V2 A E, V2 C S, V1 C S"
    w.receive({"type": "run"})                          # nothing chosen: the program runs
    assert w.error == "" and "Solved" in w.scene["title"]
    sent = [w.trace.card_of(i) for i in range(1, w.trace.steps + 1)]
    assert [(c.label, c.slot) for c in sent if c] == [("V2 E", 0), ("V2 S", 6), ("V1 S", 7)]
    assert lesson.check(reach, board)
    w.receive({"type": "new_game"})
    assert board.program == "" and w.scene["editor"]["chits"] == ["V2", "V2", "V1", "VX"]
    assert w.scene["editor"]["nothing"] == "runs your chits step by step"
