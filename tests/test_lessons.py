"""The lesson helpers: every check answers in words, never raises on learner input, and the
Duel adapter changes nothing when a move is refused."""

from __future__ import annotations

import json
import re

import pytest

from codyroby_lab import lessons
from codyroby_lab.games.codyroby import Board
from codyroby_lab.games.codyroby import events as codyroby_kinds
from codyroby_lab.games.energy_seekers import events as es_kinds
from codyroby_lab.lessons import DuelPlay, Result
from codyroby_lab.ui.widget import NOT_DRAWN
from tests.support.lesson_cells import GAME_OVER, INTERNAL, call_name, calls
from tests.support.lesson_runs import NOTEBOOKS, executed, outputs_text


def test_predict_square_facing_and_crash():
    assert lessons.predict("F F R F", "B3").ok
    assert lessons.predict("F F R F", "b3 east").ok
    assert lessons.predict("F F R F", "B3, E").ok
    assert lessons.predict("F F R F", "on B3 facing east").ok
    assert lessons.predict("L F", "crashes").ok
    assert not lessons.predict("F F R F", "B3 north").ok
    assert not lessons.predict("F F R F", "crash").ok
    assert lessons.predict("L F", "crash").ok
    wrong = lessons.predict("L F", "A5")
    assert not wrong.ok and "crash" not in str(wrong)   # the answer is never given away


def test_a_facing_a_question_did_not_ask_counts_no_try():
    """Walk 02v, fault 6: Question 2 asks only "Where does it leave it?", and "A1 west" (the
    right square, a facing nobody asked for) counted as a wrong try. It is told what is
    right and wrong in it, that the question asks only for the square, and counts no try."""
    from codyroby_lab.lessons import feedback
    feedback.forget()
    question_2 = ("REPEAT 2 [REPEAT 2 [F] L]", {"at": "C3", "facing": "N"})
    said = lessons.predict(question_2[0], "A1 west", **question_2[1])
    assert not said.ok and said.tries == 0, said
    assert "does not face west" in said.message and "asks only for the square" in said.message
    assert "does not count as a try" in said.message
    right = lessons.predict(question_2[0], "A1", **question_2[1])
    assert right.ok and "first try" in right.message
    asked = lessons.predict("REPEAT 3 [F F R]", "C5 east", at="A5", with_facing=True)
    assert not asked.ok and asked.tries == 1          # Question 1 asks the facing: a try


@pytest.mark.parametrize("answer", ["", "?", None, "Z99", "<b>x</b>", "B3 sideways"])
def test_predict_odd_answers_are_explained(answer):
    r = lessons.predict("F", answer)
    assert not r.ok and r.message


def test_learner_text_is_escaped_in_html():
    r = lessons.predict("F", "<img src=x onerror=alert(1)>")
    assert "<img" not in r._repr_html_() and "&lt;img" in r._repr_html_()


def test_unreadable_program_is_a_result_not_an_error():
    for check in (lambda p: lessons.predict(p, "A4"),
                  lambda p: lessons.check(lessons.challenge(None, "A5", "A1"), p),
                  lambda p: lessons.check_all(p, [lessons.challenge(None, "A5", "A1")]),
                  lambda p: lessons.check_goal(p, end="A1")):
        r = check("F [ X")
        assert isinstance(r, Result) and not r.ok and "cannot be read" in r.message


def test_start_from_widget_board_setup_and_state():
    from codyroby_lab.ui import CodyRobyBoard
    w = CodyRobyBoard(Board(4, 4), at="B2", facing="E", program="F")
    assert lessons.predict(w, "C2", on=w).ok
    assert lessons.start_state(w).robots["roby"].name_at == "B2"
    setup = {"board": {"width": 3, "height": 3}, "robots": {"roby": {"at": "C3", "facing": "W"}}}
    assert lessons.predict("F F", "A3 west", on=setup).ok
    assert lessons.start_state(lessons.start_state(setup)).robots["roby"].name_at == "C3"


def test_check_uses_the_challenge_verdict():
    ex = lessons.challenge({"width": 5, "height": 5}, "A5", "C4", budget=5)
    good, short = lessons.check(ex, "F R F F"), lessons.check(ex, "F R F")
    assert good.ok and good.verdict.optimal
    assert not short.ok and short.verdict.status == "missed"
    assert "Roby is on B4" in short.hint and "where is the target C4" in short.hint


def test_check_all_needs_every_board():
    a = lessons.challenge({"width": 3, "height": 3}, "A3", "A1")
    b = lessons.challenge({"width": 5, "height": 5}, "A5", "A1")
    assert lessons.check_all("REPEAT WHILE ahead [F]", [lessons.challenge(
        {"width": 3, "height": 3}, "A3", "A1", blue_cards=True)]).ok
    r = lessons.check_all("F F", [a, b])
    assert not r.ok and len(r.details) == 2 and r.message == "Solved on 1 of 2 boards. Try again."


def test_check_goal_reasons():
    assert lessons.check_goal("REPEAT 4 [F R]", at="C3", end="C3", facing="N", max_cards=3)
    assert "REPEAT" in lessons.check_goal("F R F R F R F R", at="C3", end="C3",
                                          uses="repeat").message
    assert "faces east" in lessons.check_goal("F R", end="A4", facing="N").message
    assert "crashed" in lessons.check_goal("L F", end="A4").message
    assert "was stopped after" in lessons.check_goal("REPEAT WHILE ahead [R R R R]", at="C3",
                                                end="A4").message


def test_cards_counts_blue_cards():
    assert lessons.cards("REPEAT 4 [F R]") == 3
    assert lessons.cards("IF ahead [F] ELSE [R]") == 4   # IF, F, ELSE, R


SETUP = {"deck": ["F"] * 30, "hands": {"A": ["F", "F", "F", "R", "F"],
                                       "B": ["L", "L", "F", "F", "F"]}, "blocks_each": 0}


def test_duel_refused_move_changes_nothing():
    duel = DuelPlay(SETUP, seed=1)
    before = duel.state.to_dict()
    for cards in ("F F F F F F", "REPEAT 2 [F]", "F X", "L"):
        turn = duel.play(cards)
        assert not turn.ok and duel.state.to_dict() == before
    assert duel.turns == []


def test_duel_computer_answers_and_trace_covers_both_moves():
    duel = DuelPlay(SETUP, seed=1)
    turn = duel.play("F F F F R")
    assert turn.ok and duel.state.player == "A"
    made = [e.kind for e in turn.events]
    assert made.count(codyroby_kinds.MOVED) == 5 and made.count(codyroby_kinds.DREW) == 2
    assert turn.trace.steps == 10 and turn.trace.final.robots == duel.state.robots
    assert "F (green): move one square forward." in turn.rules()


def test_duel_blocks_phase_then_play_and_computer_first():
    duel = DuelPlay(seed=3, you="B")
    assert duel.state.phase == "blocks" and duel.state.player == "B"
    assert duel.turns and "places" in duel.turns[0].lines[0]
    turn = duel.block("C3")
    assert turn.ok and duel.state.phase == "play"
    assert duel.state.player == "B" or duel.over


def test_duel_game_to_the_end_against_itself_is_deterministic():
    def finish(seed):
        duel = DuelPlay(seed=seed)
        duel.block("C2")
        import numpy as np

        from codyroby_lab.games.codyroby.bots import heuristic_player
        rng = np.random.default_rng(seed)
        while not duel.over:
            duel.move(str(heuristic_player(duel.state, duel.you, rng)))
        return duel.state.to_dict(), [str(t) for t in duel.turns]
    assert finish(5) == finish(5)


def test_duel_widget_runs_a_move_and_reports_refusals():
    duel = DuelPlay(SETUP, seed=1)
    w = duel.widget()
    w.program = "F F F F R"
    trace = w.run()
    assert trace.steps == 10 and duel.state.hands["A"] == ["F"] * 5
    assert w.program == "" and w.trace is trace
    assert w.scene["editor"]["hand"] == ["F"] * 5 and w.palette == ["F"]
    before = duel.state.to_dict()
    w.receive({"type": "set_program", "text": "F F F F F F"})   # refused as it is written
    assert "You wrote 6 F cards, but your hand holds only 5" in w.error   # nothing was clicked
    assert w.program == "" and duel.state.to_dict() == before


def test_duel_widget_survives_a_reshuffle():
    duel = DuelPlay({"blocks_each": 0, "cards": {"F": 0, "L": 8, "R": 8}}, seed=3)
    w = duel.widget()
    for _ in range(12):
        w.program = duel.hand[0]
        w.run()
        assert w.error == ""
    assert any(t for t in duel.turns
               if any(e.kind == codyroby_kinds.RESHUFFLED for e in t.events))


POS = {"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
       "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
       "deck": ["F"] * 20, "blocks_each": 0}


def test_check_move_goals():
    from codyroby_lab.lessons import check_move
    assert check_move(POS, "F F F").ok
    assert not check_move(POS, "F F").ok
    assert check_move(POS, "F F", "safe").ok
    reach = check_move(POS, "F F", "out of reach")
    assert not reach.ok and "could answer" in reach.message
    assert check_move(POS, "R F", "out of reach").ok
    lost = check_move({**POS, "robots": {"A": {"at": "A1", "facing": "N"}}}, "F", "safe")
    assert not lost.ok and "loses" in lost.message
    for bad in ("F F F F F F", "REPEAT 2 [F]", "F ["):
        assert not check_move(POS, bad).ok
    with pytest.raises(ValueError):
        check_move(POS, "F", "dance")


def test_duel_hint_changes_nothing():
    duel = DuelPlay(SETUP, seed=1)
    before = duel.state.to_dict()
    hint = duel.hint()
    assert hint and set(hint.split()) <= set(duel.hand)
    assert duel.state.to_dict() == before and duel.hint() == hint


def test_board_widget_is_run_and_check_accepts_it():
    w = lessons.board("F R F", at="C3")
    assert w.trace is not None and w.trace.steps == 3
    assert lessons.check_goal(w, at="C3", end="D2").ok
    assert lessons.board().trace is None


def test_teacher_checks():
    doc = {"board": {"width": 5, "height": 5}, "start": "A5", "target": "C4"}
    assert lessons.check_challenge(doc, best=4, solved_by=["F R F F"]).ok
    assert "not 5" in lessons.check_challenge(doc, best=5).message
    assert "'F' does not solve it" in lessons.check_challenge(doc, solved_by=["F"]).message
    assert "should not" in lessons.check_challenge(doc, not_solved_by=["F R F F"]).message
    assert "unknown" not in lessons.check_challenge({**doc, "colour": 1}).message
    assert not lessons.check_challenge({**doc, "colour": 1}).ok
    case = {"id": "x", "game": "codyroby", "source": "s",
            "setup": {"robots": {"roby": {"at": "A5", "facing": "N"}}},
            "play": ["F"], "expect": {"robots": {"roby": {"at": [0, 3]}}}}
    assert lessons.check_case(case).ok
    assert not lessons.check_case({**case, "expect": {"halt": "crash"}}).ok


def test_a_program_that_goes_past_the_target_is_told_to_stop_there():
    ex = lessons.challenge({"width": 3, "height": 3}, "A3", "A1")
    r = lessons.check(ex, "F F F")
    assert not r.ok and "none" not in r.hint and "gets to the target A1 before the end" in r.hint
    assert "step 2" not in r.hint      # where to cut: the answer (walk 01k, fault 4)


def test_duel_cell_moves_show_in_the_widget():
    duel = DuelPlay(SETUP, seed=1)
    w = duel.widget()
    turn = duel.play("F F F F R")
    assert w.trace is turn.trace and w.error == "" and w.program == ""
    assert w.scene["editor"]["hand"] == ["F"] * 5
    assert w.scene["title"] == "Il Duello: you are A, the computer is B."
    assert w.start == duel.state


def test_duel_widget_run_moves_its_start_and_keeps_the_trace():
    duel = DuelPlay(SETUP, seed=1)
    w = duel.widget()
    w.program = "F F F F R"
    trace = w.run()
    assert w.trace is trace and w.trace_meta and w.start == duel.state


def test_board_marks_a_challenge_goal():
    ex = lessons.challenge(None, "A5", "C4")
    tiles = lessons.board(on=ex).scene["tiles"]
    assert {"at": [2, 3], "kind": "goal", "label": "goal at C4"}.items() <= tiles[-1].items()
    red = lessons.challenge({"width": 5, "height": 5, "targets": {"red": "E1"}}, "A5", "red")
    assert all(t["kind"] != "goal" for t in lessons.board(on=red).scene["tiles"])


# --- the lesson notebooks themselves ---------------------------------------------------------

LESSONS = ["01_first_programs", "02_repeat", "03_sensors_and_if", "04_duel", "05_for_teachers",
           "06_energy_seekers"]
CHECKS = re.compile(r"lessons\.(check|check_all|check_goal|check_move|check_challenge|"
                    r"check_case|check_landing|check_reach)\(")


def _cells(name):
    """The lesson's cells after Run All: (kind, source, outputs)."""
    nb = executed(name)
    return [(c["cell_type"], "".join(c["source"]), c.get("outputs", [])) for c in nb["cells"]]


ALL = sorted(p.stem for p in NOTEBOOKS.glob("*.ipynb"))


@pytest.mark.parametrize("name", ALL)
def test_shipped_lessons_carry_no_outputs(name):
    """A lesson is shipped as a learner first opens it: no output (no Predict's outcome, no
    old board), no run counts, no timings; its outputs come only from the learner's run."""
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        assert "execution" not in cell["metadata"], cell["source"]
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None, cell["source"]


@pytest.mark.parametrize("name", ALL)
def test_a_lesson_opens_unchanged_in_jupyterlab(name):
    """JupyterLab rewrites a notebook's kernelspec and language_info from the kernel it
    starts, and any difference marks the lesson unsaved before the learner has touched it:
    the files carry ipykernel's own kernelspec and language info (its Python version is the
    one that saved them; a copy made for a class takes the class's)."""
    from ipykernel.ipkernel import IPythonKernel
    from ipykernel.kernelspec import get_kernel_dict

    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    spec = get_kernel_dict()
    assert nb["metadata"]["kernelspec"] == {"name": "python3", "language": spec["language"],
                                           "display_name": spec["display_name"]}
    info = {k: v for k, v in IPythonKernel.language_info.items() if k != "version"}
    assert {k: v for k, v in nb["metadata"]["language_info"].items() if k != "version"} == info
    assert nb["nbformat"] == 4 and nb["nbformat_minor"] == 5
    assert "widgets" not in nb["metadata"]


@pytest.mark.parametrize("name", LESSONS)
def test_lesson_has_three_checked_exercises_with_their_verdicts(name):
    cells = _cells(name)
    checked = [outs for kind, src, outs in cells if kind == "code" and CHECKS.search(src)]
    assert len(checked) >= 3
    assert all(outs for outs in checked), "every check shows its verdict after Run All"
    text = json.dumps(cells)
    assert "NBVAL_SKIP" not in text and "raises-exception" not in text
    assert not any(o.get("output_type") == "error" for _, _, outs in cells for o in outs)


def test_lesson_01_shows_a_board_early():
    cells = _cells("01_first_programs")
    first = next(i for i, (k, src, _) in enumerate(cells) if "board(" in src
                 and k == "code")
    assert first < 5
    # not on A5 facing north, where Questions 1 and 3 start (walk 01h, fault 9); a lesson
    # board, which gets its program back after a restart (walk 01n, fault 5)
    assert re.search(r'lessons\.board\(at="B4", facing="N", palette=first_cards, ',
                     cells[first][1])
    assert any("keyboard" in src.lower() and "mouse" in src.lower()
               for k, src, _ in cells[:first] if k == "markdown")


# --- the exercises can be solved (the answers listed in lesson 05) ---------------------------

STAIRS = {"width": 5, "height": 5, "blocks": ["B5", "C5", "D5", "E5", "C4", "D4", "E4", "A3",
                                              "D3", "E3", "A2", "B2", "E2", "A1", "B1", "C1"]}
ZIGZAG = {"width": 5, "height": 5, "targets": {"red": "E1"},
          "path": ["A5", "A4", "A3", "B3", "C3", "C2", "C1", "D1", "E1"]}
FOLLOWER = "REPEAT UNTIL red [IF ahead [F] ELSE [IF left [L] ELSE [R]]]"


@pytest.mark.parametrize("exercise, answer", [
    (dict(start="A5", target="C4", budget=5), "F R F F"),
    (dict(board={"width": 5, "height": 5, "blocks": ["B5", "B4", "B3"]}, start="A5",
          target="C5", budget=10), "F F F R F F R F F F"),
    (dict(start="C3", facing="E", target="A1", budget=6), "L F F L F F"),
    (dict(start="A5", target="E1", budget=4, blue_cards=True), "REPEAT 2 [REPEAT 4 [F] R]"),
    (dict(board=STAIRS, start="A5", target="E1", budget=5, blue_cards=True), "REPEAT 4 [F R F L]"),
    (dict(board=ZIGZAG, start="A5", target="red", blue_cards=True), FOLLOWER),
])
def test_lesson_exercises_have_the_listed_answers(exercise, answer):
    assert lessons.check(lessons.challenge(**exercise), answer).ok


def test_lesson_goal_and_duel_exercises_have_the_listed_answers():
    assert lessons.check_goal("REPEAT 4 [F R]", at="C3", end="C3", facing="N", max_cards=3,
                              uses="REPEAT")
    walls = [lessons.challenge({"width": n, "height": n}, f"A{n}", "ABCDEFGH"[n - 1] + "1",
                               blue_cards=True) for n in (3, 5, 8)]
    assert lessons.check_all("REPEAT WHILE ahead [F] R REPEAT WHILE ahead [F]", walls)
    from codyroby_lab.lessons import check_move
    assert check_move(POS, "F F F", "win")
    corner = {**POS, "robots": {"A": {"at": "A1", "facing": "N"}, "B": {"at": "E5"}},
              "hands": {"A": ["F", "L", "R", "R", "F"], "B": ["F", "F", "F", "L", "R"]}}
    assert check_move(corner, "R F", "safe")
    assert lessons.check_challenge({"board": {"width": 5, "height": 5}, "start": "A5",
                                    "target": "D3"}, best=6, solved_by=["F F R F F F"])


def test_lessons_store_no_widget_state():
    """Stored widget state would carry a stale copy of the widget's code into the file;
    boards appear when the cells run, from the installed widget."""
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        nb = json.loads(path.read_text(encoding="utf-8"))
        assert "widgets" not in nb["metadata"], path.name


# --- games against the computer: nothing finishes a game unless asked; New game -------------

def test_play_to_the_end_plays_only_when_asked():
    duel = DuelPlay(SETUP, seed=1)
    before = duel.state.to_dict()
    waiting = duel.play_to_the_end()
    assert not waiting.ok and "autoplay=True" in str(waiting) and "Game over" not in str(waiting)
    assert duel.state.to_dict() == before and duel.turns == []
    done = duel.play_to_the_end(autoplay=True)
    assert done.ok and duel.over and "Game over" in str(done)


def test_energy_seekers_play_to_the_end_plays_only_when_asked():
    es = lessons.EnergySeekersPlay(seed=11)
    assert not es.play_to_the_end().ok and not es.over and es.turns == []
    assert es.play_to_the_end(autoplay=True).ok and es.over


@pytest.mark.parametrize("make", [lambda: DuelPlay(SETUP, seed=1),
                                  lambda: lessons.EnergySeekersPlay(seed=11)],
                         ids=["duel", "energy seekers"])
def test_new_game_button_deals_a_new_game_on_the_board(make):
    game = make()
    seed, w = game.seed, game.widget()
    assert w.new_game
    game.play(game.hand[0])
    assert game.turns and w.trace is not None
    w.receive({"type": "new_game"})
    assert w.error == "" and w.trace is None and game.seed == seed + 1 and not game.over
    assert game.turns == [] or game.state.player == getattr(game, "you", None)
    assert w.start.to_vector().tolist() == game.state.to_vector().tolist()
    assert w.scene["title"] == game._title()


def test_a_finished_game_says_how_to_start_again():
    duel = DuelPlay(SETUP, seed=1)
    duel.play_to_the_end(autoplay=True)
    refused = duel.play("F")
    assert not refused.ok and "New game" in refused.lines[0]
    w = duel.widget()
    w.program = ""
    w.receive({"type": "run"})
    assert "New game" in w.error and "Running" not in w.error
    duel.new_game(seed=7)
    assert not duel.over and duel.seed == 7


def test_duel_without_cards_is_refused_in_words():
    duel = DuelPlay(SETUP, seed=1)
    turn = duel.play("")
    assert not turn.ok and "choose at least one card" in turn.lines[0]


# --- Energy Seekers words -------------------------------------------------------------------

def stuck_game():
    es = lessons.EnergySeekersPlay(seed=11)
    es.play("F F F")            # through the tunnel to 18, facing east, with F F F: stuck
    return es


def test_stuck_is_said_in_words_and_run_with_no_cards_passes():
    es = stuck_game()
    # (after the board, said first while none is open: walk 06q4, fault 7)
    assert es.status().endswith("or every move your cards could make leaves the path: write "
                                "stuck in place of cards between the quotes of a play cell (like "
                                'the one under "Play a whole game", after the board) and run it '
                                "to pass.")
    assert "stuck." not in es.status()
    w = es.widget()
    w.program = "F"
    w.receive({"type": "run"})
    assert "empty Cards to play" in w.error and es.state.phase != "over"
    before = len(es.turns)
    w.program = ""
    w.receive({"type": "run"})
    assert w.error == "" and len(es.turns) == before + 1
    assert any(e.kind == es_kinds.STUCK for e in es.turns[-1].events)


def test_energy_seekers_texts_name_players_with_a_capital_and_no_rulebook_names():
    es = stuck_game()
    text = "\n".join(str(t) for t in es.turns) + es.status() + es._title()
    assert "Ada" in text and "Cody" in text and "ada " not in text and "cody " not in text
    oops = lessons.EnergySeekersPlay({"deck": list("FLFFFRLLF"),
                                      "pieces": {"ada": {"position": 8, "facing": "E"}}}, seed=1)
    oops.play("F L F")
    why = oops.why()
    assert why.startswith("Ada's move is cancelled") and "The rule: A move leading" in why
    assert "codyroby-energy-seekers" not in why and "Wrong move" not in why


def test_energy_seekers_title_is_short():
    es = lessons.EnergySeekersPlay(seed=11)
    title = es.widget().scene["title"]
    assert title.startswith("Energy Seekers: you are Ada.") and "position" not in title
    assert len(title) <= 120


def test_energy_seekers_board_numbers_the_positions_the_texts_name():
    es = stuck_game()
    tiles = {tuple(t["at"]): t["text"] for t in es.widget().scene["tiles"]}
    board = es.game.board
    named = {int(n) for t in es.turns for line in t.lines
             for n in re.findall(r"position (\d+)", line)}
    assert named and all(tiles[board.path[n - 1]].startswith(str(n)) for n in named)
    assert all(tiles[sq].startswith(str(i + 1)) for i, sq in enumerate(board.path))


ES_TUNNEL = {"players": ["ada", "cody"], "deck": ["F", "F", "F"],
             "pieces": {"ada": {"position": 2}}}
ES_SWAP = {"players": ["ada", "cody"], "deck": ["F", "F", "F"],
           "pieces": {"ada": {"position": 10, "facing": "W"},
                      "cody": {"position": 24, "facing": "S"}}}
ES_TWICE = {"players": ["ada", "cody"], "deck": ["F", "F", "R"],
            "pieces": {"ada": {"position": 15, "facing": "W"}}}


def test_energy_seekers_exercises_have_the_listed_answers_and_hide_them():
    assert lessons.check_landing(ES_TUNNEL, "F F", 18).ok
    assert lessons.check_landing(ES_SWAP, "F F", 12, piece="cody").ok
    assert lessons.check_reach(ES_TWICE, "F", 17).ok
    for blank in (None, "", "?"):
        r = lessons.check_landing(ES_TUNNEL, "F F", blank)
        assert not r.ok and "first" in r.message
    wrong = lessons.check_landing(ES_TUNNEL, "F F", 4)
    assert not wrong.ok and "18" not in str(wrong)
    assert not lessons.check_landing(ES_TUNNEL, "F F", "twelve").ok
    assert "first" in lessons.check_reach(ES_TWICE, "", 17).message
    for bad in ("F F F F", "REPEAT 2 [F]", "F ["):
        r = lessons.check_reach(ES_TWICE, bad, 17)
        assert isinstance(r, Result) and not r.ok
    assert "cancelled" in lessons.check_reach(ES_TWICE, "F F", 17).message


def test_board_can_hold_back_its_run_and_offer_fewer_cards():
    w = lessons.board("F F R", at="C3", run=False, palette=["F", "L", "R"])
    assert w.trace is None and w.palette == ["F", "L", "R"]
    assert lessons.board(on=lessons.challenge(None, "A5", "C4")).palette == ["F", "L", "R"]
    blue = lessons.challenge(None, "A5", "C4", blue_cards=True)
    assert "REPEAT" in lessons.board(on=blue).palette


# --- what Run All shows: no answer before the learner's, no finished game ------------------
#
# These read the outputs of a fresh Run All of each notebook (tests/support/lesson_runs.py). `make
# test` runs every notebook top to bottom under nbval first, which fails on any cell's error
# (no lesson cell is skipped: see below), and these read that run's outputs.

_outputs_text = outputs_text


def _start(call):
    """A call's program (its first argument, a string) and where it starts, as written."""
    import ast
    if not call.args or not isinstance(call.args[0], ast.Constant) \
            or not isinstance(call.args[0].value, str):
        return None
    where = {("on" if k.arg == "board" else k.arg): ast.unparse(k.value)
             for k in call.keywords if k.arg in ("on", "board", "at", "facing")}
    where.setdefault("facing", "'N'")
    return call.args[0].value, tuple(sorted((k, v.replace('"', "'")) for k, v in where.items()))


@pytest.mark.parametrize("name", LESSONS)
def test_no_output_gives_a_prediction_away(name):
    """A "predict" question is a lessons.predict(PROGRAM, my_guess, ...) cell. Its
    verdict after Run All must be the request for a guess (my_guess = "?"), and no other
    cell may show a run of the same program from the same start: a board showing it is not
    yet run (run=False: the learner presses Run), and no trace, table or printed result."""
    cells = _cells(name)
    questions = {}
    for kind, src, outs in cells:
        for call in calls(src) if kind == "code" else []:
            if call_name(call) == "predict" and _start(call):
                assert 'my_guess = "?"' in src, src
                assert "Write your prediction first" in _outputs_text(outs), src
                questions[_start(call)] = src
    for kind, src, outs in cells:
        if kind != "code" or src in questions.values():
            continue
        # a board's line for when it is not drawn (after a reload) shows no run
        shown = _outputs_text([o for o in outs if o.get("data", {}).get("text/plain") !=
                               NOT_DRAWN])
        for call in calls(src):
            if _start(call) in questions:
                assert all(o.get("output_type") == "display_data" or "data" in o for o in outs)
                assert not shown or re.fullmatch(r"<\w+Board program='[^']*', no run>", shown) \
                    or shown.startswith("✘ This board shows the program of"), \
                    f"{name}: this cell shows the answer to a question:\n{src}\n{shown}"


@pytest.mark.parametrize("name", LESSONS)
def test_exercises_start_unsolved(name):
    """After Run All every exercise check says it is not solved yet (a first try that is wrong, or a
    blank answer), and says so in words, never with a Python error."""
    for kind, src, outs in _cells(name):
        if kind == "code" and CHECKS.search(src):
            text = _outputs_text(outs)
            assert text.startswith("\u2718"), f"{name}: an exercise comes solved:\n{src}\n{text}"
            assert "Traceback" not in text and "Error" not in text.split(":")[0]


@pytest.mark.parametrize("name", LESSONS)
def test_run_all_never_finishes_a_game(name):
    """After Run All no output says a game is over or shows its winner; a cell that would let
    the computer play to the end says how to ask for it instead."""
    for _kind, src, outs in _cells(name):
        text = _outputs_text(outs)
        assert not GAME_OVER.search(text), f"{name}: a game ends on Run All:\n{src}\n{text}"
        if "play_to_the_end(" in src:
            assert "autoplay=False" in src and "autoplay=True" in text


@pytest.mark.parametrize("name", LESSONS)
def test_lessons_run_under_nbval_in_full(name):
    """nbval runs every cell: no cell is skipped or allowed to fail."""
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        tags = cell.get("metadata", {}).get("tags", [])
        assert not any(t.startswith("nbval") for t in tags), tags
        assert "NBVAL" not in "".join(cell["source"])


@pytest.mark.parametrize("name", [n for n in LESSONS if n != "05_for_teachers"])
def test_lesson_outputs_speak_plainly(name):
    """What a learner reads after Run All: no rulebook file names or sections, no Python
    errors or internal names, Roby (and every player) with a capital."""
    for kind, src, outs in _cells(name):
        text = _outputs_text(outs) if kind == "code" else ""
        assert not INTERNAL.search(text), f"{name}:\n{src}\n{INTERNAL.search(text)[0]}"


@pytest.mark.parametrize("name, allowed", [("01_first_programs", {"F", "L", "R"}),
                                           ("02_repeat", {"F", "L", "R", "REPEAT"})])
def test_each_board_offers_only_the_cards_taught_so_far(name, allowed):
    """In lessons that teach only some cards, every board names its palette, and the palette
    the lesson defines holds only those cards (palette= itself is tested above)."""
    import ast
    palettes, boards = {}, []
    for kind, src, _ in _cells(name):
        if kind != "code":
            continue
        for node in ast.walk(ast.parse(src)):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.List):
                palettes[node.targets[0].id] = set(ast.literal_eval(node.value))
        boards += [c for c in calls(src) if call_name(c) in ("CodyRobyBoard", "board")]
    assert boards
    for call in boards:
        given = [k.value for k in call.keywords if k.arg == "palette"]
        assert given, f"{name}: a board offers every card: {ast.unparse(call)}"
        assert palettes[given[0].id] <= allowed


# --- for the teacher: goals and a time per part ---------------------------------------------

PLANNED = [*LESSONS, "07_roborally"]


@pytest.mark.parametrize("name", PLANNED)
def test_a_lesson_opens_with_its_goals_and_a_time_per_part(name):
    """The opening cells say what the lesson is for and how long each part takes: a table
    of the lesson's parts (its ## headings) with minutes, summing to the time given."""
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    md = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]
    opening = "\n".join(md[:2])
    assert re.search(r"you will:|It shows how to", opening), opening
    total = re.search(r"\*\*Time:\*\* about (\d+) minutes", opening)
    assert total, opening
    rows = dict(re.findall(r"^\| (.+?) \| (\d+) \|$", opening, re.M))
    headings = {line[3:].strip() for text in md for line in text.splitlines()
                if line.startswith("## ")} - {"What you learned"}
    parts = {h for h in headings if not h.startswith("Answers")}
    assert set(rows) == parts, set(rows) ^ parts
    assert sum(int(m) for m in rows.values()) == int(total[1])


# --- the project's own errors: one plain line in the notebook -------------------------------

def test_every_lesson_imports_the_lessons_first():
    """Importing codyroby_lab.lessons (or one of its modules) turns on the plain errors, so
    every lesson's first code cell does."""
    import ast
    for name in ALL:
        nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
        first = next("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
        imported = {n.module + "." + a.name if isinstance(n, ast.ImportFrom) else a.name
                    for n in ast.walk(ast.parse(first))
                    if isinstance(n, (ast.Import, ast.ImportFrom)) for a in n.names}
        assert any(i.startswith("codyroby_lab.lessons") for i in imported), (name, imported)


def test_a_game_cell_with_a_typo_shows_one_plain_line_not_a_traceback():
    import nbformat
    from nbclient import NotebookClient
    nb = nbformat.v4.new_notebook()
    bad = ['from codyroby_lab.lessons.droids import DroidsPlay\nDroidsPlay("statue", players=4)',
           'lessons.RoboRallyRace({"board": "chekmate"})',
           'lessons.DuelPlay({"blocks_each": "two"})',
           'lessons.RobinPlay({"first": "wil"})']
    nb.cells = [nbformat.v4.new_code_cell("from codyroby_lab import lessons")] + [
        nbformat.v4.new_code_cell(src) for src in bad] + [nbformat.v4.new_code_cell("1 / 0")]
    NotebookClient(nb, timeout=120, kernel_name="python3", allow_errors=True).execute()
    for cell in nb.cells[1:-1]:
        assert [o["output_type"] for o in cell.outputs] == ["display_data"], cell.outputs
        text = cell.outputs[0]["data"]["text/plain"]
        assert text.startswith("\u2718 ") and "\n" not in text and "Traceback" not in text
        assert "Error" not in text, text
    assert "\u2718 The Robot Statue is for 2 to 3 players, not 4" in \
        nb.cells[1].outputs[0]["data"]["text/plain"]         # plain words (walk 08v, fault 10)
    assert nb.cells[-1].outputs[0]["output_type"] == "error"   # a Python slip keeps its own


# --- an error names only the cards the lesson offers -----------------------------------------

def test_lesson_01_names_only_its_cards_in_an_error():
    from codyroby_lab.ui import CodyRobyBoard
    ex = lessons.challenge(start="A5", facing="N", target="C4", budget=5)
    r = lessons.check(ex, "F F X")
    assert "'X' is not a card: use F, L or R" in r.message
    assert not any(word in str(r) for word in ("REPEAT", "IF", "ELSE"))
    w = CodyRobyBoard(at="A5", facing="N", palette=["F", "L", "R"])
    w.receive({"type": "set_program", "text": "F G"})
    assert "use F, L or R" in w.error and "REPEAT" not in w.error
    blue = lessons.check(lessons.challenge(start="A5", target="E1", blue_cards=True), "F G")
    assert "use F, L, R, REPEAT, IF or ELSE" in blue.message
    assert "use F, L or R" in str(lessons.check_all("F X", [ex]))


@pytest.mark.parametrize("text", ["REPEAT [F R F L]", "REPEAT UNTL [F]", "REPEAT 4 [F left]",
                                  "[F R]", "F not L", "WHILE ahead [F]", "F R ELSE [L]"])
def test_lesson_02_names_no_card_it_does_not_teach_in_an_error(text):
    """Walk 02v, fault 2: "REPEAT needs a number of times, WHILE or UNTIL after it" on a
    board of F, L, R and REPEAT, before WHILE, UNTIL and IF are taught. Where no cards are
    named (a program read alone), the full list stays."""
    from codyroby_lab.core.errors import LabError
    from codyroby_lab.games.codyroby.program import parse
    from codyroby_lab.ui import CodyRobyBoard
    w = CodyRobyBoard(at="A5", facing="N", palette=["F", "L", "R", "REPEAT"])
    w.receive({"type": "set_program", "text": text})
    ex = lessons.challenge(start="A5", facing="N", target="E1", blue_cards=["REPEAT"])
    for said in (w.error, lessons.check(ex, text).message):   # the learner's own words aside
        taught = re.sub(r"'[^']*'", "", said)
        assert said and not re.search(r"WHILE|UNTIL|\bIF|ELSE|sensor|target|colour", taught), said
    assert "REPEAT needs a number after it" in lessons.check(ex, "REPEAT [F]").message
    with pytest.raises(LabError, match="WHILE or UNTIL"):
        parse("REPEAT [F]")


def test_a_board_cell_run_again_keeps_what_the_learner_built():
    """Walk 01c (issue 29), fault 1: Shift+Enter again on an exercise's board cell put back
    the cell's first wrong try, and a solved exercise checked as wrong. The same cell keeps
    the learner's program; a cell that now asks for another program starts from it."""
    ex = lessons.challenge(start="C3", facing="E", target="A1", budget=6, title="Keep me")
    first = lessons.board("R F F R F F", on=ex)
    first.receive({"type": "set_program", "text": "L F F L F F"})
    again = lessons.board("R F F R F F", on=ex)
    # (its cards from before wait for Run: walk 03v, fault 8)
    assert again.program == "L F F L F F" and again.trace is None
    assert lessons.check(ex, again).ok
    other = lessons.board("R F F", on=ex)
    assert other.program == "R F F"


def test_a_used_up_card_clicked_hears_it_is_chosen_already():
    """Walk 04b (issue 29), fault 2: clicking L shown x0 said "You chose 2 L cards, but your
    hand holds only 1" while Cards to play showed one L."""
    duel = DuelPlay(seed=3)
    w = duel.widget()
    card = duel.state.hands["A"][0]
    held = duel.state.hands["A"].count(card)
    w.receive({"type": "choose", "cards": [card] * (held + 1)})
    assert w.error.startswith(f"Your hand holds only {held} {card} card")
    assert "You chose" not in w.error
