"""Lesson 08 as a 12-year-old met it in walk 08i (1366x650): what the game says a droid
carries."""

from codyroby_lab.lessons import droids as lesson
from tests.support.droids_helpers import lesson_cells


def test_robot_killers_red_is_said_to_carry_its_seven_obstacles():
    """Serious fault 19: Red starts Robot Killer with the rulebook's 7 obstacles, and the
    board said only "carrying something" (the tester took it for a false mark): the piece's
    words, and the typed game's status, say what it carries and how many."""
    game = lesson.DroidsPlay("killer", players=["red"], seed=4)
    red = next(p for p in game.widget().scene["pieces"] if p["id"] == "red")
    assert red["label"] == "Red at A1, carrying 7 obstacles"
    assert red["carried_words"]["1"] == ["an obstacle", "obstacles"]      # the board's replay
    assert "You are Red on A1, carrying 7 obstacles" in game.status()


def test_a_droid_carrying_nothing_is_not_said_to_carry():
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    red = next(p for p in game.widget().scene["pieces"] if p["id"] == "red")
    assert red["label"] == "Red at A1" and "carrying" not in game.status()


def test_the_scenario_table_says_which_droids_start_with_obstacles():
    table = next(src for kind, src, _, _ in lesson_cells()
                 if kind == "markdown" and "### The other scenarios" in src)
    assert "starts carrying 7 obstacles" in table and "carrying 12 obstacles" in table


def test_the_rules_told_at_each_step_of_a_run_are_short():
    """Fault 2: the rules What happened tells at a step (an order sent, the turn's end) came
    to about 75 words, repeated at every step: most children skip them."""
    from codyroby_lab.games.droids import rules
    told = [rules.SEND.text, rules.MUST_SEND.text]
    assert sum(len(text.split()) for text in told) <= 45, told      # 81 before


def test_the_legend_names_every_start_base_letter_drawn():
    """Fault 4: the Y (J1) and G (A10) dashed squares of a Red and Blue board were in no
    legend: the start bases' entry names each letter the board draws on one."""
    scene = lesson.ChitsBoard(rack=("V2",), at="A1").widget().scene
    letters = {t["text"] for t in scene["tiles"] if t["kind"] == "base"}
    said = next(item["label"] for item in scene["legend"] if item["kind"] == "base")
    assert letters == {"R", "Y", "B", "G"}
    assert all(f"{letter} {colour}" in said for letter, colour in
               (("R", "red"), ("Y", "yellow"), ("B", "blue"), ("G", "grey")))
    assert "not in the game" in said


def test_the_cargo_box_is_not_a_letter_of_a_droid_on_the_text_map():
    """Fault 7: Challenge 2's map drew the crate as "b" beside Blue's droid "B"."""
    fetch = str(lesson.Challenge(start="A1", target="crate", rack=("VD", "V1", "V2", "PU"),
                                 objects=(("C3", "crate"),)))
    row = next(line for line in fetch.splitlines() if line.strip().startswith("3 "))
    assert row.split()[3] == "c" and "c the crate" in fetch.splitlines()[-1]
    assert "b" not in row.lower().split()


def test_challenge_3_says_what_stopped_red():
    """Fault 6: "Not yet: Red ends on A5." (water) and "Red ends on J3." (an obstacle on
    J4) came with only the general hint, though Questions 1 and 2 named what was in the way."""
    river = lesson.Challenge(start="A1", target="I10", rack=("V2", "VX", "VX", "V1", "B1"))
    assert "Order 1 (VX S) stops Red in the water at A5." in str(lesson.check(river, "VX A S"))
    said = str(lesson.check(river, "VX A E, VX J S"))
    assert "Order 2 (VX S) stops Red on J3: an obstacle is in the way on J4." in said
    assert "I10" not in said.split("Red ends on")[-1]          # never where Red should go


def test_the_example_move_after_next_can_be_played():
    """Fault 16: after game.place("VX C 1 W") the line said "for example
    game.place("V2 C 1 N")", though box 1 of C was full: copying it gave an error."""
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.draw("violet 4 red 3")
    for _ in range(4):
        example = game._example().removeprefix("place ")      # its chit in the Next line
        said = str(game.place(example))
        assert "Not played" not in said, (example, said)


def test_a_comma_between_two_colours_is_taken():
    """Fault 15: game.draw("Violet 4, Red 3") was refused with "'violet 4,': say a colour
    and a number", though the child had said a colour and a number."""
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    said = str(game.draw("Violet 4, Red 3"))
    assert "Not played" not in said and len(game.rack) == 7


def test_an_obstacles_square_is_read_as_the_questions_read_one():
    """Fault 24: game.obstacle("d 4") was refused ("'d' is not a square name"), though
    Question 1 took "a 2"."""
    game = lesson.DroidsPlay("challenge", players=["red", "blue"], seed=4)
    said = str(game.obstacle("d 4"))
    assert "Not played" not in said and "D4" in said
