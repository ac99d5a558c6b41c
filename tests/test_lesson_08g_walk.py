"""Lesson 08 from cell 15 to the end as a 12-year-old meets it (walk 08g, 1366x650): the
chart cell's distance, the game's moves written as the cells take them, Predict asked
again, and how to place an obstacle in The Challenge."""

import ast
import re
from pathlib import Path

import matplotlib
import pytest

from codyroby_lab.core.errors import LabError
from codyroby_lab.lessons import droids as lesson
from codyroby_lab.lessons import plain
from tests.support.droids_helpers import lesson_cells, own_lines
from tests.support.lesson_cells import run_cell

matplotlib.use("Agg")


def chart_cell(distance: str) -> str:
    """The lesson's chart cell with ``distance = ...`` written as a learner would."""
    src = own_lines(next(src for kind, src, _, _ in lesson_cells()
                         if kind == "code" and "plot_hits(" in src))
    assert src.startswith("distance = 5 ")
    return src.replace("distance = 5 ", f"distance = {distance} ", 1)


@pytest.mark.parametrize("written", ['"five"', '"5"', "five_", "5.0"])
def test_the_chart_cell_reads_a_distance_written_as_the_lessons_answers_are(written):
    """Fault 1: ``distance = five`` was told to write "five" in quotes, and "five" (or "5")
    then crashed with a TypeError showing the course's source. The rolled numbers are left
    out: each run rolls afresh (walk 08p, fault 8)."""
    import matplotlib.pyplot as plt

    def worked_out(said: str) -> str:
        return re.sub(r"rolled [\d.]+%", "rolled", said)
    five = worked_out(run_cell(chart_cell("5"), {"lesson": lesson}))
    ns = {"lesson": lesson, "five_": "five"}
    assert worked_out(run_cell(chart_cell(written), ns)) == five
    plt.close("all")


@pytest.mark.parametrize("written", ["0", '"0"', "12", "-1", "2.5", '"far"', "[3]", "None"])
def test_a_distance_the_chart_cannot_use_says_what_a_distance_is_in_plain_words(written):
    """Fault 1: ``distance = 0`` crashed with a ZeroDivisionError traceback; every value a
    learner can type gets one plain line naming the distance, its range and its digits."""
    import matplotlib.pyplot as plt
    with pytest.raises(LabError) as said:
        run_cell(chart_cell(written), {"lesson": lesson})
    words = str(plain(said.value))
    assert words.startswith("✘ distance: ") and "from 1 (right next to it) to 9 in digits" in words
    assert "such as distance = 3" in words and "Error" not in words and "orders" not in words
    plt.close("all")


CALL = re.compile(r'game\.(\w+)\(([^()]*)\)')


def calls_shown(words: str) -> list[str]:
    """The calls on ``game`` that ``words`` show, each checked to be a line a cell can run:
    Python that reads, calling a method the game has."""
    found = [m[0] for m in CALL.finditer(words)]
    for call in found:
        ast.parse(call)
        assert callable(getattr(lesson.DroidsPlay, CALL.match(call)[1]))
    return found


@pytest.mark.parametrize("scenario", ["statue", "challenge", "killer"])
def test_the_games_hints_and_next_moves_are_written_as_the_cell_takes_them(scenario):
    """Fault 2: the status said "written for example as: draw violet 4 red 3" and the hint
    "send C": typed into the cell, both are a SyntaxError. Each hint, run as it is written,
    plays the game, and each status's next move is an example a cell can run."""
    game = lesson.DroidsPlay(scenario, seed=3)
    phases = set()
    for _ in range(60):
        if game.over:
            break
        phases.add(game.state.phase)
        status = game.status()
        assert calls_shown(status.split("Next:")[1]), status
        hint = game.hint()
        assert calls_shown(hint) == [hint]
        turn = eval(hint, {"game": game})  # noqa: S307 - the hint, as a cell runs it
        assert turn.ok, turn
    assert {"program", "execute"} < phases | {"over"}


@pytest.mark.parametrize("moves, said", [
    (['game.draw("violet")'], 'say how many of each colour: game.draw("violet 3 blue 2 red 2")'),
    (['game.draw("violet 4 red 3")', 'game.place("V2")'],
     'write the chit, the transmitter and the box, e.g. game.place("V2 C 1 S")'),
    (['game.draw("violet 4 red 3")', 'game.send("C")'],
     "it is not time to send an order: now place a chit"),
])
def test_a_refused_move_shows_its_example_as_the_cell_takes_it(moves, said):
    """Fault 2: ``game.send("D")`` answered "e.g. 'send D E5'" and ``game.draw`` "e.g.
    'draw violet 3 blue 4'": the game's text language, not the cell's."""
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    *before, last = [eval(m, {"game": game}) for m in moves]  # noqa: S307
    assert all(t.ok for t in before) and not last.ok
    assert said in last.lines[0]
    assert not re.search(r"'(draw|place|send|pass)\b", str(last)), last
    calls_shown(str(last))


def test_the_challenge_board_and_lesson_say_how_to_put_an_obstacle_down():
    """Fault 5: in The Challenge the board said "choose a free square" (a click on a square
    does nothing: the squares are in a list under the transmitters), Place obstacle with
    nothing chosen answered "written for example as: obstacle D4", and the lesson never said
    how to put an obstacle down."""
    game = lesson.DroidsPlay("challenge", players=["red", "blue"], seed=1)
    w = game.widget()
    told = 'choose its square in the list "Obstacle on", under your transmitters, then press ' \
           "Place obstacle"
    assert told in w.scene["title"]
    w.receive({"type": "run"})                              # Place obstacle, nothing chosen
    assert told in w.error and "obstacle D4" not in w.error
    chits_js = (Path(__file__).parents[1] / "widgets/editors/chits.js").read_text()
    assert '"Obstacle on "' in chits_js                     # the list the words name
    assert 'in the list \\"Obstacle on\\" under your transmitters' in chits_js
    scenarios = next(src for kind, src, _, _ in lesson_cells() if "| The Challenge |" in src)
    for says in ("**Obstacle on**", "**Place obstacle**", 'game.obstacle("D4")'):
        assert says in scenarios
    assert game.obstacle("D4").ok and "Red places an obstacle on D4" in str(game.last_turn)


def test_a_learner_whose_chits_cannot_be_sent_is_warned_before_passing():
    """Fault 4: Red laid V2 only on transmitter J (Blue's droid stood in column J), passed,
    and was out of the game on turn 1 with no warning: the game cell said "in line with your
    droid", the board "in line with a robot". The status and the board say, while Red can
    still lay a chit, that none can be sent and which transmitter is in line with Red's
    droid; the game cell says which robot a chit orders and where to lay one."""
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    w = game.widget()
    game.draw("violet 4 red 3")
    careful = "Careful: none of your chits can be sent"
    assert careful not in game.status()                     # nothing laid yet
    game.place("V2 J 1 S")
    at_a = "Your droid is in column A: lay a chit on transmitter A."
    assert careful in game.status() and at_a in game.status()
    assert careful in w.scene["title"] and at_a in w.scene["title"]
    game.place("V1 A 1 E")                                  # as told
    assert careful not in game.status() and careful not in w.scene["title"]
    game.done()
    assert "Red is out of the game" not in str(game.last_turn)
    rules = next(src for kind, src, _, _ in lesson_cells() if "Careful:" in src)
    assert "in line with the robot it orders" in rules and "order your own droid" in rules
    assert "transmitter of the\ncolumn your droid stands in" in rules
    chits_js = (Path(__file__).parents[1] / "widgets/editors/chits.js").read_text()
    assert "in line with a robot" not in chits_js      # the board's sending hint agrees
    assert "in line with the robot its chit orders: your droid, for most chits" in chits_js


@pytest.mark.parametrize("players", [["red", "Blue"], ["Red ", "BLUE"], ("RED", "blue")])
def test_player_colours_are_read_in_any_case(players):
    """Fault 23: ``players=["red", "Blue"]`` was refused ("not 'Blue'") while the
    challenges' checks read answers in any case."""
    game = lesson.DroidsPlay("statue", players=players, you=" Red", seed=4)
    assert game.game.players == ("red", "blue") and game.you == "red"
    assert game.draw("violet 4 red 3").ok
