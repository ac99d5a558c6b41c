"""Lesson 08 (Droids) and its helpers: checks answer in words and never raise on learner
input, the challenges have solutions, the exact hit chances match a simulation, the game
against the computer is never played for the learner; the notebook keeps the lessons'
conventions (tests/test_lessons.py holds the same checks for the other lessons)."""

from __future__ import annotations

import json
import re

import pytest

from codyroby_lab.core import scene
from codyroby_lab.core.errors import IllegalAction, LabError
from codyroby_lab.lessons import answers, feedback
from codyroby_lab.lessons import droids as lesson
from codyroby_lab.lessons.checks import Result
from tests.support.droids_helpers import lesson_cells
from tests.support.lesson_cells import GAME_OVER, INTERNAL, call_name, calls, run_cell
from tests.support.lesson_runs import NOTEBOOKS

NAME = "08_droids"
CHECKS = re.compile(r"lesson\.(check|predict)\(")


# --- the helpers -----------------------------------------------------------------------------


def test_a_run_shows_the_transmitter_sent_and_the_line_it_commands():
    steps = lesson.run("V2 A S, V1 A E, V2 B S", at="A1")
    assert [(r["sent from"], r["it commands"], r["order"], r["Red"])
            for r in steps.table.rows[1:]] == [
        ("transmitter A, 1", "column A", "V2 S", "A3"),
        ("transmitter A, 2", "column A", "V1 E", "B3"),
        ("transmitter B, 1", "column B", "V2 S", "B5")]
    assert steps.end == "B5"


def test_a_run_says_where_the_program_stops_and_that_the_square_is_water():
    """Walk 08e, fault 12: the run of cell 6 said "Red moves from B3 to B5", never that B5
    is water nor that the program stops there."""
    said = str(lesson.run("V2 A S, V1 A E, V2 B S", at="A1")).splitlines()[-1]
    assert said == "The program stops: Red ends on B5 (water) after 3 orders."
    assert str(lesson.run("V2 A S", at="A1")).splitlines()[-1] == \
        "The program stops: Red ends on A3 after 1 order."


@pytest.mark.parametrize("guess", ["", "?", None, "Z99", "<b>x</b>", "B", 42])
def test_odd_predictions_are_explained(guess):
    r = lesson.predict("V2 A S", guess, at="A1")
    assert isinstance(r, Result) and not r.ok and r.message


def test_a_prediction_shows_the_run_only_once_made():
    assert lesson.predict("V2 A S", "?", at="A1").details == ()
    right = lesson.predict("V2 A S", "a3", at="A1")
    assert right.ok and right.details
    again = str(lesson.predict("V2 A S", " a3. ", at="A1"))
    assert again.startswith("\u2714 Right! Red ends on A3")


def test_a_wrong_square_written_again_in_another_case_is_the_same_try():
    """Walk 08e, fault 10: "A4" then "a4" counted as two tries (the reader forgives case,
    spaces and punctuation before counting)."""
    from codyroby_lab.lessons import feedback
    feedback.forget()
    assert lesson.predict("V2 A S", "A4", at="A1").tries == 1
    again = lesson.predict("V2 A S", " a4. ", at="A1")
    assert again.tries == 1 and "You tried this answer before" in again.message
    assert lesson.predict("V2 A S", "A2", at="A1").tries == 2
    assert lesson.predict("V2 A S", "a3", at="A1").message.endswith("on your third try.")


@pytest.mark.parametrize("program, at, wrong, why", [
    # the lesson's question 1: the obstacle at D3 forgotten, the last chit forgotten
    ("V1 C E, V2 D S, VX D W", "C2", "D4",
     "Order 2 (V2 S) does not take Red as far as D4: what is in its way?"),
    # the likeliest wrong answer to question 1 (walk 08c, fault 8): what is wrong about A4
    ("V1 C E, V2 D S, VX D W", "C2", "A4",
     "Red never stands on A4 nor passes it: no order moves Red along a line through A4."),
    ("V1 C E, V2 D S, VX D W", "C2", "D2",
     "Red is on D2 after order 1, but the program goes on: Red gets 3 orders in all."),
    # the lesson's question 2: the water forgotten, the blue chit forgotten
    ("VX E S, B1 E E", "E1", "E3",
     "Order 1 (VX S) takes Red through E3 and on: passing through a square is not ending on "
     "it. How far does that chit go?"),
    # nothing stops VX before A2: no obstacle is suggested (walk 08v, fault 3)
    ("V1 C E, V2 D S, VX D W", "C2", "B2",
     "Order 3 (VX W) takes Red through B2 and on: passing through a square is not ending on "
     "it. How far does that chit go?"),
    ("VX E S, B1 E E", "E1", "E5",
     "Red is on E5 after order 1, but the program goes on: Red gets 2 orders in all."),
    ("VX E S, B1 E E", "E1", "G5",      # B1 went its one square: nothing stopped it
     "Order 2 (B1 E) does not take Red to G5: how far does that chit go? It is Red's last "
     "order."),                          # (walk 08o, fault 2)
])
def test_a_wrong_prediction_says_what_is_wrong_about_it(program, at, wrong, why):
    """Walk 08, fault 3: every wrong square heard the same words (how many orders Red
    gets). Each now hears what is wrong about that square, never the run nor where Red
    ends (the last order's result is never said), and how to follow the orders. Walk 08c,
    fault 8: no order's result is said (E5 gave half the answer away, the obstacle at D3
    the whole trick), A4 hears about A4, and the hint sends to no board not reached yet."""
    end = lesson.run(program, at=at).end
    r = lesson.predict(program, wrong, at=at)
    assert not r.ok and r.details == ()
    text = str(r)
    assert end not in text and "step 1" not in text
    assert text.splitlines()[0] == (f"\u2718 Not quite: Red does not end on {wrong}. {why} "
                                    "Try again.")
    assert "Hint: follow it one order at a time" in text and "board" not in text
    for k, row in enumerate(lesson.run(program, at=at).table.rows[1:]):
        assert row["what happened"] not in text, f"order {k + 1}'s result said"
    assert lesson.predict(program, end.lower(), at=at).ok       # the second try can succeed


@pytest.mark.parametrize("program, words", [
    ("V2 A", "V2 needs an arrow: write N, E, S or W after 'V2 A'."),
    ("V2 A NE", "V2 points N, E, S or W, not NE."),
    ("VD A N", "VD points NE, SE, SW or NW, not N."),
    ("PU A S", "PU has no arrow: write just 'PU A'."),
    ("V2 AS", "Put a space between the transmitter and the arrow: 'V2 A S'."),
    ("vd ase", "Put a space between the transmitter and the arrow: 'VD A SE'."),
    ("PU AS", "PU has no arrow: write just 'PU A'."),
    ("V2 ANE", "V2 points N, E, S or W, not NE."),
    ("V2 K S", "There is no transmitter 'K': Red's transmitters are A to J, one above each "
               "column."),
    ("V2 A S, V1 A S, V1 A S, V1 A E", "Chit 4: Transmitter A has 3 boxes: a fourth chit "
                                       "for it has no room."),
    ("ZZ A S", "There is no chit 'ZZ': a chit is written like V2, VX or PU (see the chit "
               "table)."),
])
def test_a_chit_written_wrong_is_explained_in_plain_words(program, words):
    r = lesson.predict(program, "C4", at="A1")
    assert not r.ok and r.message == words
    assert "None" not in r.message and " or E or " not in r.message


def test_an_unknown_chit_names_the_learners_own_chits():
    """Walk 08, fault 5: the list left out the second V2."""
    reach = lesson.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
    r = lesson.check(reach, "V3 A S")
    assert r.message == "There is no chit 'V3': your chits are V2 V2 V1 VX."
    assert "MA" not in r.message and "GR" not in r.message
    assert lesson.check(reach, "V2 A").message.startswith("V2 needs an arrow")


def test_the_checker_says_which_chit_and_what_it_needs():
    """Walk 08, fault 5: 'V2 A E.' heard "not E.." (a full stop ending a line is now
    punctuation), a chit of a longer program was not named, and a PU with no transmitter
    heard that it needs an arrow (PU has none)."""
    reach = lesson.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
    assert lesson.check(reach, "V2 A S.\nV2 A E.\nV1 C S.").ok
    assert lesson.check(reach, "V2 A S\nV2 A X").message.startswith("Chit 2: V2 points")
    fetch = lesson.Challenge(start="A1", target="crate", rack=("VD", "V1", "V2", "PU"),
                             objects=(("C3", "crate"),))
    assert lesson.check(fetch, "V2 A S\nPU").message == \
        "Chit 2: PU needs a transmitter, e.g. 'PU J', not 'PU'."
    assert ".." not in lesson.check(fetch, "V2 A E..").message


@pytest.mark.parametrize("name", ["Statue", " STATUE "])
def test_a_scenario_is_read_in_any_case(name):
    """Walk 08, fault 15: "Statue" was refused, in words listing "base" (not in the
    lesson's table)."""
    assert lesson.DroidsPlay(name, players=["red", "blue"], seed=4).game.scenario.key \
        == "statue"
    with pytest.raises(LabError) as e:
        lesson.DroidsPlay("Robot Killer")
    assert "base" not in str(e.value) and "killer" in str(e.value)


@pytest.mark.parametrize("scenario, said", [
    ("killer", 'Robot Killer is for 1 player: write players=["red"] in the game cell.'),
    ("labyrinth", 'Duel in the Labyrinth is played by red and yellow: write players=["red", '
                  '"yellow"] in the game cell.'),
])
def test_a_scenario_s_players_are_said_in_plain_words(scenario, said):
    """Walk 08, fault 15: "Robot Killer is for 1 players: a list of droid colours". Walk 08v,
    fault 10: changing only "statue" in the game cell, as the lesson says, gave "players:
    Robot Killer is for 1 player" and "players[1]: Duel in the Labyrinth is played by red
    and yellow": said in plain words, with what to write, and the lesson's table says how
    many players and which colours each scenario needs."""
    with pytest.raises(LabError) as e:
        lesson.DroidsPlay(scenario, players=["red", "blue"], seed=4)
    assert str(e.value) == said
    text = "\n".join(source for kind, source, *_ in lesson_cells() if kind == "markdown")
    assert '`"labyrinth"` | 2: red and yellow |' in text
    assert '`"killer"` | 1: red (grey is the killer) |' in text


def test_the_chit_table_says_how_many_chits_the_game_has_not_box():
    head, first = lesson.chits_table().splitlines()[:2]
    assert head.split() == ["chit", "colour", "in", "the", "game", "what", "it", "does",
                            "arrows"]
    assert "box" not in head and first.split()[:3] == ["V1", "violet", "8"]


def test_the_texts_leave_the_challenges_to_the_learner():
    """Walkthrough F16: Challenge 3's text told that Blue cannot be pushed (its whole trick),
    and a 'Predict' asked for a number the line above had already printed."""
    words = " ".join(src for kind, src, _, _ in lesson_cells() if kind == "markdown")
    assert "cannot be pushed" not in words
    assert "Look at the line above" not in words


def test_autoplay_twice_says_the_game_is_over():
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    done = game.play_to_the_end(autoplay=True)
    first = str(done).splitlines()[0]
    assert done.ok and first.startswith("The computer played ") and " 0 " not in first
    again = game.play_to_the_end(autoplay=True)
    assert not again.ok and "the game is over" in str(again)
    assert "played 0" not in str(again)


def test_the_statue_comes_home_after_the_move_that_brings_it_and_the_desk_says_carried():
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    last = game.play_to_the_end(autoplay=True)
    lines = [line.strip() for line in last.lines]
    home = lines.index("Red brings the statue home and wins")
    assert lines[home - 1] == "Red moves from B1 to A1 (west, 1 square)"
    table = str(last.trace.table())
    head = table.splitlines()[0].split()
    row = table.splitlines()[2].split()
    assert "Statue" in head and "carried" in row and "?" not in row


@pytest.mark.parametrize("program", ["", "V2", "V2 A S Q", "ZZ A S", "V2 K S", "V2 A N" * 40,
                                     "PU A S", "VD A N", None, 7, "V2 A S\n" * 40])
def test_unreadable_programs_are_results_not_errors(program):
    c = lesson.Challenge("A1", "C4", ("V2",) * 40)
    r = lesson.check(c, program)
    assert isinstance(r, Result) and not r.ok and r.message[0].isupper()
    assert not lesson.predict(program, "C4", at="A1").ok


@pytest.mark.parametrize("challenge, answer", [
    (lesson.Challenge("A1", "C4", ("V2", "V2", "V1", "VX")), "V2 A E\nV2 C S\nV1 C S"),
    (lesson.Challenge("A1", "crate", ("VD", "V1", "V2", "PU"), (("C3", "crate"),)),
     "VD A SE\nPU B"),
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


def test_the_status_gives_an_example_where_the_hint_gives_a_suggestion():
    """Walk 08e, fault 15: the status said "Next: draw 7 chits: draw violet 4 red 3" while
    the hint said "draw violet 4 blue 1 red 2": two suggestions for one move. The status's
    is an example of how to write it, and says so."""
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    assert 'Next: draw 7 chits, for example game.draw("violet 4 red 3").' in game.status()
    assert game.hint() not in game.status()
    assert "covered" not in game.status() and "out of use" not in game.status()   # 08i


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


@pytest.fixture(scope="module")
def ran():
    """Every code cell run in order, as Run All does (no kernel: the board widgets are made
    without a browser, plots drawn off screen): each cell's source and what it ends with."""
    import matplotlib
    matplotlib.use("Agg")
    ns: dict = {"display": print}              # IPython's display, in words
    return [(src, run_cell(src, ns)) for kind, src, _, _ in lesson_cells() if kind == "code"]


def test_the_lesson_has_three_challenges_and_two_predictions_stored_unsolved(ran):
    checks = [(src, text) for src, text in ran if "lesson.check(" in src]
    predictions = [(src, text) for src, text in ran if "lesson.predict(" in src]
    assert len(checks) >= 3 and len(predictions) >= 2
    for src, text in checks + predictions:
        assert text.startswith("\u2718"), f"comes solved:\n{src}\n{text}"
    for src, text in predictions:
        assert 'my_guess = "?"' in src and "Write your prediction first" in text


def test_run_all_shows_no_game_over_and_speaks_plainly(ran):
    for src, text in ran:
        assert not GAME_OVER.search(text) and "Game over" not in text, src
        assert not INTERNAL.search(text), (src, INTERNAL.search(text))
        assert "None" not in text and "not None" not in text, src
    plays = [text for src, text in ran if "play_to_the_end(" in src]
    assert plays and all("autoplay=True" in text for text in plays)


def test_the_lesson_opens_with_its_goals_and_a_time_per_part():
    goals = lesson_cells()[1][1]
    assert goals.startswith("## Goals and time") and "About **90 minutes**" in goals
    parts = re.findall(r"^\| (.+?) \| (\d+) min \|$", goals, re.M)
    assert len(parts) == 6 and sum(int(m) for _, m in parts) == 90
    headings = " ".join(src for kind, src, _, _ in lesson_cells() if kind == "markdown")
    for part, _ in parts:
        for name in re.split(r"; | and ", part.replace("Challenges 1 to 3", "Challenge 1")):
            assert name.split(":")[0] in headings, name


def test_no_cell_shows_the_run_of_a_question():
    questions = set()
    for kind, src, _, _ in lesson_cells():
        for call in calls(src) if kind == "code" else []:
            if call_name(call) == "predict":
                questions.add(call.args[0].value)
    assert questions
    for kind, src, _outs, _ in lesson_cells():
        # a cell that only draws a question's chits (its board, not its run) may name them
        drawn = kind == "code" and {call_name(c) for c in calls(src)} <= {"picture", "print"}
        if kind == "code" and "predict(" not in src and not drawn:
            assert not any(q in src for q in questions), src


def test_nothing_is_skipped_and_the_game_is_never_played_for_the_learner():
    for kind, src, _outs, meta in lesson_cells():
        assert not any(t.startswith("nbval") for t in meta.get("tags", []))
        assert "NBVAL" not in src
        if kind == "code" and "play_to_the_end(" in src:
            assert "autoplay=False" in src


def test_the_lesson_plots_the_exact_chances_against_a_simulation(ran):
    import matplotlib.pyplot as plt
    plot = next(src for src, _ in ran if "plot_hits(" in src)
    assert "distance = " in plot
    assert plt.get_fignums()      # Run All drew the figure
    plt.close("all")


@pytest.mark.parametrize("distance", [1, 3])
def test_the_chance_plot_keeps_its_legend_off_the_bars_and_counts_in_words(distance):
    """Walk 08, fault 14: the legend covered bars (7 to 9 hits at distance 1, the 2-hit
    pair at 3) and the words said "1 squares away" and "1 hits"."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    plot = next(src for kind, src, _, _ in lesson_cells() if kind == "code" and "plot_hits(" in src)
    plt.close("all")
    printed = run_cell(plot.replace("distance = 5", f"distance = {distance}"), {"lesson": lesson})
    fig = plt.gcf()
    fig.canvas.draw()
    ax = fig.axes[0]
    legend = ax.get_legend().get_window_extent()
    for bar in ax.patches:
        if bar.get_height() > 0:
            assert not legend.overlaps(bar.get_window_extent()), bar
    title = ax.get_title()
    assert ("1 square away" in title) if distance == 1 else "3 squares away" in title
    assert "1 hits" not in printed and "1 hit:" in printed
    plt.close("all")


def test_a_challenge_laid_with_the_mouse_starts_unsolved_and_is_checked():
    reach = lesson.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
    board = lesson.ChitsBoard(reach)
    w = board.widget()
    assert w.scene["editor"]["done"] == "Run my chits"               # not "I'm done"
    # its runs wait at step 0 for Step; a game's board plays a move to its end (walk 08k,
    # fault 6: it showed the position before the move under words about the one after it)
    assert w.scene["editor"]["stepwise"] is True
    assert "stepwise" not in lesson.DroidsPlay("statue", seed=4).widget().scene["editor"]
    scene.check(w.scene)
    assert not lesson.check(reach, board) and "Lay your chits" in str(lesson.check(reach, board))
    for choice in ("place V2 A 1 E", "place V2 C 1 S", "place V1 C 2 S"):
        w.receive({"type": "choose", "action": choice})
        w.receive({"type": "run"})
        assert w.error == ""
    assert board.program == "V2 A 1 E, V2 C 1 S, V1 C 2 S"
    w.receive({"type": "run"})                          # nothing chosen: nothing runs
    assert "Place chit has no chit to lay" in w.error and "Run my chits" in w.error
    w.receive({"type": "choose", "action": "pass"})     # Run my chits, then Run
    w.receive({"type": "run"})
    assert w.error == "" and "Your program runs: 3 orders. Press Step to follow Red." \
        in w.scene["title"]
    assert "ends on" not in w.scene["title"] and "Solved" not in w.scene["title"]
    sent = [w.trace.card_of(i) for i in range(1, w.trace.steps + 1)]
    assert [(c.label, c.slot) for c in sent if c] == [("V2 E", 0), ("V2 S", 6), ("V1 S", 7)]
    assert lesson.check(reach, board)
    w.receive({"type": "new_game"})
    assert board.program == "" and w.scene["editor"]["chits"] == ["V2", "V2", "V1", "VX"]
    assert w.scene["editor"]["done"] == "Run my chits"


def test_laying_every_chit_of_the_rack_keeps_the_board_laying_chits():
    """Walk 08l, fault 2: the rack's last chit laid turned the Challenge 1 board into a
    game's (Send order, Run my chits gone), so the goal was reached but never checked. The
    board keeps laying chits, runs them with Run my chits and is checked; no chit more than
    the rack's can be laid, by the board or from a cell."""
    reach = lesson.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
    board = lesson.ChitsBoard(reach)
    w = board.widget()
    for choice in ("place V2 A 1 E", "place V2 C 1 S", "place V1 C 2 S", "place VX E 1 S"):
        w.receive({"type": "choose", "action": choice})
        w.receive({"type": "run"})
        assert w.error == ""
    editor = w.scene["editor"]
    assert editor["phase"] == "program" and editor["chits"] == [] and "pass" in editor["verbs"]
    assert editor["done"] == "Run my chits"
    w.receive({"type": "choose", "action": "place V1 E 2 S"})      # the game's spare
    # refused as it is chosen, not at Place chit (walk 08r6, fault 1)
    assert "Every chit of your rack is laid: press Run my chits" in w.error
    with pytest.raises(IllegalAction, match="Every chit of your rack is laid"):
        board.place("V1 E 2 S")
    w.receive({"type": "choose", "action": "pass"})
    w.receive({"type": "run"})
    assert w.error == "" and "Your program runs: 3 orders" in w.scene["title"]
    assert w.scene["editor"]["chits"] == []
    assert lesson.check(reach, board)


def test_a_board_never_lays_a_chit_its_rack_has_not_left():
    board = lesson.ChitsBoard(rack=("V2", "VX"), at="A1").place("VX A 1 S")
    with pytest.raises(IllegalAction, match="You have no VX left: your chits are V2"):
        board.place("VX A 2 S")


def test_after_a_run_the_board_shows_one_rack_and_it_holds_the_chits_left():
    """Walk 08f, fault 6: after Run my chits, the line under the board said "Red's rack: no
    chits" (the run replays a game with empty racks) while "Your rack" still showed V2, VX
    and PU. The chits left are shown once, in "Your rack"."""
    board = lesson.ChitsBoard(rack=("V2", "V1", "VX", "PU"), at="A1")
    w = board.widget()
    for choice in ("place V1 A 1 S", "pass"):
        w.receive({"type": "choose", "action": choice})
        w.receive({"type": "run"})
    assert w.error == "" and w.trace is not None
    racks = [x["label"] for x in w.scene["layers"] if x["kind"] == "cards"]
    assert racks == [] and w.scene["editor"]["chits"] == ["V2", "VX", "PU"]


@pytest.mark.parametrize("chit, words", [
    ("V2 A 1", "V2 needs an arrow: write N, E, S or W after 'V2 A 1'."),
    ("V2 A 1 NE", "V2 points N, E, S or W, not NE."),
    ("PU A 1 S", "PU has no arrow: write just 'PU A 1'."),
    ("V2 K 1 S", "there is no transmitter 'K': yours are A to J."),
    ("GX A 1 S", "you have no GX: your chits are VD V2 V1 VD MA ML PU."),
    ("V2", 'write the chit, the transmitter and the box, e.g. game.place("V2 C 1 S").'),
])
def test_a_chit_placed_wrong_in_the_game_is_told_in_plain_words(chit, words):
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.draw("violet 4 red 3")
    before = game.state.to_dict()
    refused = game.place(chit)
    assert not refused.ok and refused.lines[0] == f"\u2718 Not played: {words}"
    assert game.state.to_dict() == before
    assert game.place("V2 A 1 S").ok


def test_a_chit_laid_in_box_3_is_sent_from_box_3():
    """Issue 29: the log said "from box 1" for a chit the learner laid in box 3."""
    board = lesson.ChitsBoard(rack=("V2", "V1"), at="A1").place("V2 A 3 S")
    steps = lesson.run(board.program, at="A1")
    assert [r["sent from"] for r in steps.table.rows[1:]] == ["transmitter A, 3"]
    said = " ".join(e.text for i in range(len(steps.trace)) for e in steps.trace.events(i))
    assert "from transmitter A, box 3" in said and "box 1" not in said
    assert lesson.check(lesson.Challenge("A1", "A3", ("V2",)), board).ok


def test_two_chits_written_for_one_box_are_refused_in_words():
    with pytest.raises(IllegalAction, match="Box 2 of transmitter A holds one chit only"):
        lesson.program_of("V2 A 2 S, V1 A 2 E")


def test_each_question_draws_its_chits_on_the_board(ran):
    """Issue 29: Question 1 had no picture of the chits it asks about: the cell above each
    question draws them."""
    at = [i for i, (src, _) in enumerate(ran) if "lesson.predict(" in src]
    assert len(at) >= 2
    for i in at:
        src, text = ran[i - 1]
        assert "box 1" in text and " R " in f" {text} ", text


def test_a_questions_verdict_comes_before_its_board(ran):
    """Walk 08p, fault 5: Questions 1 and 2 printed their \u2714/\u2718 line under a text map
    of 17 lines, off screen after Ctrl+Enter: the board is drawn in a cell of its own above
    the question's, whose check call ends it (the grader and the teacher's guide read a
    question as a cell ending in its check: fixJ4's display() first hid both questions)."""
    at = [i for i, (src, _) in enumerate(ran) if "lesson.predict(" in src]
    assert len(at) == 2
    for i in at:
        src, text = ran[i]
        assert src.rstrip().endswith(")") and src.rstrip().splitlines()[-1].startswith(
            "lesson.predict("), src
        assert text.startswith("\u2718 Write your prediction first") and "box 1" not in text
        assert "lesson.picture(" in ran[i - 1][0] and "box 1" in ran[i - 1][1]


def test_the_game_board_text_says_where_the_transmitters_are_drawn():
    """Issue 29: the text said the board is below the transmitters; it is beside them."""
    text = " ".join(src for kind, src, _, _ in lesson_cells() if kind == "markdown")
    assert "board is below" not in text and "box 1 (sent first) at the top" in text


def test_the_statue_is_not_drawn_as_a_column_letter():
    """Issue 29: the statue showed as "G" in the text map, read as column G."""
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    rows = game.picture().splitlines()
    assert rows[0].split() == list("ABCDEFGHIJ")
    squares = " ".join(rows[1:])
    assert "*" in squares and "G" not in squares
    text = " ".join(src for kind, src, _, _ in lesson_cells() if kind == "markdown")
    assert "`*` in the text map" in text


def test_a_programs_replay_steps_through_reds_orders_only():
    """Issue 29: the replay spent every other step on "Blue has no order to send", and its
    log said the chits went back to the box while the board still showed them laid."""
    trace = lesson.run("V2 A S, V1 A E, V2 B S", at="A1").trace
    steps = [[e.kind for e in trace.events(i)] for i in range(1, len(trace))]
    assert len(steps) == 3 and all(kinds[0] == "Sent" for kinds in steps), steps
    said = " ".join(e.text for i in range(1, len(trace)) for e in trace.events(i))
    assert "Blue" not in said and "back to the box" not in said
    assert said.endswith("Red has no order to send: Red's turn ends")


def test_a_challenges_map_marks_the_goal_and_says_what_each_letter_is():
    """Walk 08, fault 13: the goal square was not on the text map, and "b" (the crate,
    beside "B" for Blue) was never explained."""
    river = str(lesson.Challenge(start="A1", target="I10", rack=("V2", "VX")))
    row = next(line for line in river.splitlines() if line.strip().startswith("10 "))
    assert row.split()[1:] == [".", ".", ".", ".", ".", ".", ".", ".", "X", "B"]
    assert river.splitlines()[-1] == ("R Red, B Blue, X your goal (I10), ~ water, # obstacle, "
                                      ". empty land")        # (walk 08s, fault 12)
    fetch = str(lesson.Challenge(start="A1", target="crate", rack=("PU",),
                                 objects=(("C3", "crate"),)))
    assert "c the crate" in fetch.splitlines()[-1] and " X " not in fetch


def test_the_lesson_says_where_box_1_is_in_each_picture():
    """Walk 08, fault 12: the text picture draws box 1 nearest the board (at the bottom),
    the board's panel at the top, and the lesson said only the first."""
    board = next(src for kind, src, _, _ in lesson_cells()
                 if kind == "markdown" and "### The program counter on the board" in src)
    assert "**box 1** (sent first)\nat the top" in board and "nearest the board" in board


@pytest.mark.parametrize("guess, words", [
    ("A 2", None), ("a 2.", None),
    ("2A", "'2A' is not a square: I read the number 2, then the letter A: write the letter "
           "first, then the number: 'A2'."),
    ("2 a", "'2 a' is not a square: I read the number 2, then the letter A: write the letter "
            "first, then the number: 'A2'."),
    ("B", "'B' is not a square: a square is a letter and a number, such as C4: 'B' has no "
          "number."),
])
def test_a_square_written_apart_is_read_and_one_written_backwards_is_explained(guess, words):
    """Walk 08c, fault 9: "A 2" and "2A" heard only "write a square such as C4". The
    lessons' one reader (answers.square) reads a letter and its number written apart, and
    says what is wrong with a square written number first."""
    r = lesson.predict("V2 A S", guess, at="A1")
    if words is None:
        assert "does not end on A2" in r.message
    else:
        assert r.message == words


@pytest.mark.parametrize("guess", ["K2", "Z9", "A11", "a 0"])
def test_a_square_off_the_board_is_told_what_the_board_holds(guess):
    """Walk 08f, fault 3: K2 heard "Order 1 (V1 E) does not take Red as far as K2: what is
    in its way?", sending the learner to look for something in the way of a square that is
    not there; Z9 and A11 heard "Red never stands on ... nor passes it"."""
    feedback.forget()
    r = lesson.predict("V1 A E, V2 A S", guess, at="A1")
    said = answers.square(guess)
    assert r.message == (f"{said} is off the board: this board has columns A to J and rows 1 "
                         "to 10.")
    assert feedback.tries(f"droids {lesson.program_of('V1 A E, V2 A S')} A1 None") == 0


def test_a_square_written_number_first_says_how_it_was_read():
    """Walk 08f, fault 4: "five F" heard "I cannot read 'five F': ... 'F5', not '5F'": it
    said it could not read what it had read, and quoted a spelling the learner never wrote."""
    r = lesson.predict("V2 A S", "five F", at="A1")
    assert r.message == ("'five F' is not a square: I read the number 5, then the letter F: "
                         "write the letter first, then the number: 'F5'.")


def test_challenge_2_text_does_not_name_the_column_of_its_answer():
    """Walk 08c, fault 11: "write just `PU B`" told the column Red must be in."""
    nb = json.loads((NOTEBOOKS / f"{NAME}.ipynb").read_text(encoding="utf-8"))
    text = "".join(line for c in nb["cells"] if c["cell_type"] == "markdown"
                   for line in c["source"])
    answer = lesson.program_of("VD A SE\nPU B")[-1]
    assert answer[:2] == ("PU", "B") and "PU B" not in text


@pytest.mark.parametrize("challenge, program, says, hint", [
    (lesson.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1")),
     "V2 A S\nV2 C S\nV1 A E", "Not yet: Red ends on B3. V2 in box 1 of transmitter C is "
     "never sent.", "a transmitter sends only to a droid in its column"),
    (lesson.Challenge("A1", "crate", ("VD", "V1", "V2", "PU"), (("C3", "crate"),)),
     "V1 A S\nPU A", "Not yet: Red ends on A2 without the crate. PU is sent, but the crate is not "
     "next to Red then.", "PU picks up from a square next to Red"),
])
def test_a_wrong_challenge_program_hears_what_went_wrong_in_it(challenge, program, says,
                                                                hint):
    """Walk 08c, fault 10: every wrong program heard the same hint; one whose chit is never
    sent, or whose PU finds nothing, now hears so (never where Red should go)."""
    r = lesson.check(challenge, program)
    assert not r.ok and r.message == says and hint in r.hint


def test_the_lesson_says_what_predict_does_on_its_board():
    """Walk 08c, fault 17: the board's Predict box was never explained."""
    nb = json.loads((NOTEBOOKS / f"{NAME}.ipynb").read_text(encoding="utf-8"))
    text = "".join(line for c in nb["cells"] if c["cell_type"] == "markdown"
                   for line in c["source"])
    assert "Tick **Predict** to guess first" in text


def test_the_games_status_suggests_a_chit_of_the_learners_rack():
    """Walk 08c, fault 15: the status always suggested "place V2 C 1 S", with no V2 in the
    rack."""
    game = lesson.DroidsPlay("challenge", players=["red", "blue"], seed=0, setup={
        "phase": "program", "first": "red", "racks": {"red": ["PU", "VD"], "blue": ["B1"]}})
    status = game.status()
    # PU first in the rack, but nothing to pick up: the chit that moves Red (walk 08t, 1)
    # the chit only, where it goes is the child's to work out (walk 08v, fault 11)
    assert "V2" not in status and 'game.place("VD ? ? ?")' in status
    assert game._example() == "place VD A 1 SE"
    game.place("VD A 1 SE")                                # what it suggests is played
    # on B, where VD takes Red: a chit on A, behind VD, would not be sent (walk 08t, 1)
    assert 'game.place("PU ? ?"),' in game.status() and game._example() == "place PU B 1"


def test_the_games_status_suggests_the_transmitter_in_line_with_the_learners_droid():
    """Walk 08l, fault 1: the status suggested a chit on transmitter C with Red on A1; a
    chit there is never sent, and a child who copied it, then game.done(), lost at once.
    The suggestion lays it in line with Red, its arrow away from Red's side, and is sent;
    the next one in line with where that chit takes Red (walk 08t, fault 1)."""
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)        # Red on A1
    game.draw("violet 4 red 3")
    for line in ("A", "B"):                                 # VD A 1 SE takes Red to B2
        suggested = game._example().removeprefix("place ")   # its chit in the Next line
        assert suggested.split()[1] == line, suggested
        assert game.place(suggested).ok
    after = str(game.done())
    # the status no longer names the transmitter to send from (walk 08s, fault 6): A is lit
    assert "eliminated" not in after and game.send("A").ok


def test_the_way_a_program_is_written_is_explained_where_it_is_first_used():
    """Walk 08f, fault 1: cells 2 to 10 wrote programs such as "V2 A S, V1 A E", and only the
    Challenges (cell 13) said what the three parts mean."""
    cs = lesson_cells()
    first = next(i for i, (kind, src, _, _) in enumerate(cs)
                 if kind == "code" and re.search(r'"V\w \w \w', src))
    told = cs[first + 1][1]
    assert cs[first + 1][0] == "markdown" and "**CHIT TRANSMITTER ARROW**" in told
    assert "`V2 A S` is the chit V2, laid\non transmitter A, with its arrow pointing south" in told
    assert "`V2 A 1 S`" in told                        # the game's way, with the box


def test_the_board_text_says_what_delete_does_and_explains_the_desk_check():
    """Walk 08f, faults 7 and 8: the text said "Delete takes it back", but a chit laid with
    Place chit stays (as in the game); "Desk check" and its "phase" were never explained."""
    board = next(src for kind, src, _, _ in lesson_cells()
                 if kind == "markdown" and "### The program counter on the board" in src)
    assert "takes it back" not in board
    assert "A chit you have laid stays where it\nis" in board and "**New game**" in board
    # told below the board, once the chits are laid (walk 08i fault 4)
    closer = next(src for kind, src, _, _ in lesson_cells()
                  if kind == "markdown" and "**Then look closer.**" in src)
    assert "**Desk check** table lists the steps" in closer
    # the phase is told where its column is, the game's (walk 08n, fault 6: a lesson
    # board's phase never changed, and has no column now)
    game = next(src for kind, src, _, _ in lesson_cells()
                if kind == "markdown" and "**On the board.**" in src)
    assert "*phase* is the part of the turn" in game and "*actor* is who played it" in game


def test_the_droids_rules_a_learner_reads_are_plain_words_about_chits():
    """Walk 08f, faults 8 and 2: "What happened" quoted rulebook prose with he and his ("A
    player must send while he has a playable order..."), "Chits may be placed to bluff", and
    "the box nearest the board is sent first", though the panel draws box 1 at the top."""
    from codyroby_lab.games.droids import rules
    said = [r.text for r in vars(rules).values() if isinstance(r, rules.Rule)]
    assert len(said) > 40
    for text in said:
        assert not re.search(r"\b(he|his|him|card|cards|bluff)\b", text, re.I), text
    assert "Box 1 is sent first" in " ".join(rules.PLACE.text.split())
    assert rules.MUST_SEND.text.startswith("You must send an order whenever you have one that "
                                           "works.")


def test_the_rule_words_of_a_practice_run_are_short_and_about_your_own_robot():
    """Walk 08k, fault 4: every step of the one-droid practice board said "Rule: Players
    take turns to send one order each..." and five lines more: about other players, in a
    game with none. A step's rule words (as the board's What happened shows them, each rule
    once) speak of your robot, 330 characters at most (were 366 on the second step: 315 now)."""
    from codyroby_lab.ui.wire import event_words
    trace = lesson.run("V2 A S, V1 A E", at="A1").trace
    for k in range(1, trace.steps + 1):
        words = " ".join(dict.fromkeys(event_words(e)["why"] for e in trace.events(k)))
        assert not re.search(r"\b(players?|their)\b", words, re.I), words
        assert len(words) <= 330, (k, len(words), words)


def test_the_step_where_the_chit_laying_begins_says_so():
    """Walk 08k, fault 8: right after drawing, the game board's What happened read "Step 2:
    nothing happens" (the step where everyone had drawn and the laying of chits began said
    nothing). That step now says what begins."""
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=0)
    trace = game.draw("violet 4 red 3").trace
    said = [[e.text for e in trace.events(k)] for k in range(1, trace.steps + 1)]
    assert said[1] == ["Everyone has their chits: the players take turns to lay them on "
                       "their transmitters"], said
    assert all(said[k] for k in range(trace.steps) if trace.actor(k + 1) in (None, "red")), said


def test_a_move_left_without_quotes_is_shown_quoted_in_its_own_line():
    """Walk 08k, fault 13: game.draw(violet 4 red 3) (quotes forgotten) got the hint 'an
    answer goes between quotes, like "C3 east"', a square of another lesson: the hint now
    shows the child's own line with the quotes in."""
    from codyroby_lab import lessons
    with pytest.raises(SyntaxError) as e:
        compile("game.draw(violet 4 red 3)", "<cell>", "exec")
    said = str(lessons.unreadable(e.value))
    assert 'like game.draw("violet 4 red 3")' in said and "C3 east" not in said, said


def test_a_challenge_program_that_drives_past_its_goal_says_red_was_there():
    """Walk 08k, fault 14: Challenge 3 with a last order too many (Red on I10 after order 3,
    then off it) said only "Not yet: Red ends on I9." and the general hint; Question 2 says
    "Red is on E5 after order 1, but the program goes on", and so does a challenge now."""
    river = lesson.Challenge(start="A1", target="I10", rack=("V2", "VX", "VX", "V1", "B1"))
    said = lesson.check(river, "V2 A E, VX C S, VX C E, V1 I N")
    assert not said.ok
    assert said.message == ("Not yet: Red ends on I9. Red is on I10 after order 3, but the "
                            "program goes on: Red gets 4 orders in all."), said.message
    assert "I10" not in said.hint and "V1" not in said.hint, said.hint


def test_a_challenge_reads_an_arrow_written_in_full_as_the_board_s_text_does():
    """Walk 08k, fault 17: "east" as an arrow was refused in the Challenge cells ("V2 points
    N, E, S or W, not EAST") and taken without a word by the board's text box. Both read it
    as E now; a word that is no direction is still refused."""
    assert lesson.program_of("V2 A 1 east, V1 B north") == [("V2", "A", 1, "E"),
                                                            ("V1", "B", 1, "N")]
    with pytest.raises(IllegalAction, match="points N, E, S or W, not EEST"):
        lesson.program_of("V2 A eest")


def test_the_next_line_and_the_lesson_say_any_free_box_as_the_rules_do():
    """Walk 08z, fault 9: the Next line said "then its first free box", and a chit placed in
    box 2 with box 1 empty was taken: any free box will do (docs/rulings.md, Boxes), the
    chit nearest the board is sent first, and left out the box is the first free one."""
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.draw("violet 4 red 3")
    status = game.status()
    assert "first free box" not in status
    # box 1, as the panel names it (walk 08r6, fault 6)
    assert "then a free box, then an arrow; box 1 is sent first" in status
    text = " ".join(" ".join(src.split()) for kind, src, _, _ in lesson_cells()
            if kind == "markdown")
    assert "any free box will do, and without a box the chit goes in the first free one" in text
