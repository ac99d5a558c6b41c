"""Lessons 06 to 08 as fresh-eyes walks found them (issue 29): their words and checks."""
import json
from pathlib import Path

from codyroby_lab import lessons
from codyroby_lab.lessons import droids, roborally

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"
REACH = droids.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
RIVER = droids.Challenge(start="A1", target="I10", rack=("V2", "VX", "VX", "V1", "B1"))


def test_a_challenge_check_names_the_order_that_misses_the_goal() -> None:
    """walk 08n, fault 5: a wrong program heard only where Red ends, thinner help than the
    questions give; it now names the order, as Questions 1 and 2 do, never the answer."""
    short = str(droids.check(REACH, "V2 A E, V1 C S"))
    assert "Order 2 (V1 S) does not take Red to C4" in short
    away = str(droids.check(RIVER, "V2 A E, VX C S"))
    assert "Red never stands on I10 nor passes it" in away


def test_autoplay_is_not_praised_as_your_win() -> None:
    """walk 08n, fault 10: "you win!" after the computer played every move for you."""
    game = droids.DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.play_to_the_end(autoplay=True)
    assert game.state.winner == "red"
    assert "you win" not in game.status()
    assert "computer playing for you" in game.status()


def _cells(name: str) -> list[tuple[str, str]]:
    """A lesson notebook's cells, each as (kind, text)."""
    book = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in book["cells"]]


def test_the_chances_question_comes_before_its_answer() -> None:
    """walk 08n, fault 8: the table of chances printed "distance 5: 0 hits: 50%" before the
    lesson asked the child to count the faces that give no hit at distance 5, and the same
    sentence told them the bar grows."""
    cells = _cells("08_droids.ipynb")
    table = next(i for i, (kind, text) in enumerate(cells)
                 if kind == "code" and "check_misses" in text)     # since walk 08q, fault 1
    asked = next(i for i, (kind, text) in enumerate(cells)
                 if kind == "markdown" and "give no hit" in text)
    assert asked < table
    assert not any("grows as the target is further away" in text for _, text in cells)


def test_the_game_board_points_to_the_typing_cell_below_it() -> None:
    """walk 08n, fault 9: "Moves typed in the cells above" when the typing cell is below."""
    cells = _cells("08_droids.ipynb")
    said = next(i for i, (_, text) in enumerate(cells) if "show on the board too" in text)
    typing = next(i for i, (_, text) in enumerate(cells) if "**Play by typing.**" in text)
    assert "below" in cells[said][1] and "above" not in cells[said][1]
    assert typing > said


def test_a_robot_s_start_square_is_said_as_where_it_starts() -> None:
    """walk 07n, fault 12: the start square as an answer heard "it stands there after step A
    of register 1" for a robot that had not moved; it is where the robot starts."""
    setup = {"board": {"width": 5, "height": 5, "elements": [
        {"kind": "conveyor", "at": "C3", "facing": "E"}]},
        "robots": {"Twonky": {"at": "C5"}}, "program": {"Twonky": ["Move 2 670"]},
        "phases": 1}
    said = roborally.check_where(setup, "C5", "Twonky").message
    assert "it starts there, but it does not stay there" in said
    assert "after step" not in said


def test_the_repulsor_field_text_shows_the_map_s_mark() -> None:
    """walk 07n, fault 6: the text said a field is `...`, the map and its key draw `....`."""
    text = next(t for kind, t in _cells("07_roborally.ipynb")
                if kind == "markdown" and "## Repulsor fields" in t)
    field = {"board": {"width": 3, "height": 3,
                       "edges": [{"kind": "repulsor", "at": "B2", "side": "N"}]},
             "robots": {"Twonky": {"at": "B3", "facing": "N"}}}
    assert "`....` or `:`" in text and ".... repulsor field" in lessons.look(field)


def test_the_first_laser_question_is_not_answered_just_above_it() -> None:
    """walk 07n, fault 7: "did a laser hit a robot?" came right after the steps printed
    "Zoom Bot fires north and hits Twonky"; the question now asks why the beam reached that
    robot, still without telling what happened to Twonky before question 1 is checked."""
    cells = _cells("07_roborally.ipynb")
    watched = next(i for i, (kind, t) in enumerate(cells)
                   if kind == "code" and t.strip().endswith("\nlessons.watch(first)"))
    after = "".join(t for kind, t in cells[watched:watched + 5] if kind == "markdown")
    assert "did a laser hit a robot?" not in after
    assert "Why did the beam reach\nthat robot?" in after
