"""What the race says to a child who programs it from a cell: a power-down said the same way
from its announcement to its start, and a list of cards told how to write them."""

import ast
import subprocess
import sys

import pytest

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.lessons import RoboRallyRace


def test_a_power_down_is_for_the_next_turn_in_every_line_of_the_turn():
    """Walk 07q, fault 7: register 1 said "announces a power-down for the next turn" and the
    end of the same turn "is powered down this turn": when does the robot rest? Both lines
    say the next turn."""
    race = RoboRallyRace(seed=1, computers="gentle")
    turn = race.program(1, 2, 3, 4, 5, down=True)
    said = [line for line in turn.lines if "power" in line and "Twonky" in line]
    assert any("power-down for the next turn" in line for line in said)
    assert any("powers down for the next turn: all its damage is repaired" in line
               for line in said)
    assert not any("this turn" in line for line in said)


def test_a_list_of_cards_is_told_to_leave_out_the_square_brackets():
    """Walk 07q, fault 9: ``race.program([1, 2, 3, 4, 5])`` heard "'[1' is not a card
    number", which does not say what to change. Nothing is played."""
    race = RoboRallyRace(seed=1, computers="gentle")
    turn = race.state.turn
    with pytest.raises(IllegalAction) as said:
        race.program([1, 2, 3, 4, 5])
    assert "square brackets" in str(said.value) and "(1, 2, 3, 4, 5)" in str(said.value)
    assert "[1" not in str(said.value) and race.state.turn == turn


def test_the_board_s_title_after_run_is_short_and_true_after_the_turn():
    """Walk 07q, fault 6: after the board's Run the title said "Next: when the turn has
    played on the board (Pause stops it, ⇥ jumps to its end), ..." long after the turn had
    played, and ran to three lines for a resting robot, pushing the board's words below a
    650 px screen. It says what comes once the turn has played, in one short sentence."""
    race = RoboRallyRace(seed=1, computers="gentle")
    board = race.widget()
    board.program = "1 2 3 4 5"
    board.run()
    title = board.scene["title"]
    assert title.startswith("RoboRally: you are Twonky. Next turn: put a")
    assert "Pause" not in title and len(title) <= 130, title
    resting = RoboRallyRace({"board": {"width": 4, "height": 4}, "robots": {
        "Twonky": {"at": "A4", "powered_down": True}, "Zoom Bot": {"at": "D4"}}}, seed=1)
    resting._on_board = True                          # as after the board's Run
    assert len(resting._title()) <= 150 and "robot rests" in resting._title()


def test_the_race_board_s_titles_hold_after_the_turn_and_while_predicting():
    """Walk 07r, fault 2: once the turn had played, the title still said "Next, once the
    turn has played: put a card...", beside "This is the end of the replay"; and with
    Predict ticked, while the child guessed a turn with five full registers, it said "Next:
    put a card of your hand in each of your 5 registers". After Run the title speaks of the
    next turn, true while it plays and after; Predict's title asks for the guess, about
    every robot, as the board asks about the robot each step moves (walk 07z, fault 5: "guess
    where Twonky goes" over "click the square where Hammer Bot will be after step 5")."""
    board = RoboRallyRace(seed=1, computers="gentle").widget()
    board.program = "1 2 3 4 5"
    board.run()
    title, guessing = board.scene["title"], board.scene["guessing"]
    assert "once the turn has played" not in title and "Next turn: put a card" in title
    assert guessing == ("RoboRally: you are Twonky. The turn plays: guess where the robots "
                        "will be after each step.")


def locked_race() -> RoboRallyRace:
    """A race whose robot has 9 damage: all five of its registers are locked."""
    return RoboRallyRace({"board": {"width": 4, "height": 4}, "robots": {
        "Twonky": {"at": "A4", "damage": 9}, "Zoom Bot": {"at": "D4"}}}, seed=1)


def test_a_turn_with_every_register_locked_says_to_press_run_and_plays_from_a_cell():
    """Walk 07u, fault 1: with 9 damage all five registers lock; the board's title said
    "program your 0 free registers" with no word of Run, and ``race.program()`` was refused
    ("put the numbers of 0 cards"). The board and the cell say to play the locked cards,
    and ``race.program()`` plays them."""
    race = locked_race()
    assert race._title().endswith("Next: all your registers are locked this turn: press Run "
                                  "to play them.")
    assert "0 free" not in race.status() and \
        "all your registers are locked this turn: play them with race.program()" \
        in race.status()
    turn = race.program()
    assert turn.ok and race.state.turn == 2, turn.lines
    assert "Register 1:" in turn.lines


def test_run_on_the_board_plays_a_turn_with_every_register_locked():
    """Walk 07u, fault 1: the board's Run plays the locked registers, as the title says."""
    race = locked_race()
    board = race.widget()
    board.program = ""
    board.run()
    assert race.state.turn == 2 and len(race.turns) == 1


def test_card_numbers_written_together_in_a_cell_are_told_apart_with_commas():
    """Walk 07v, fault 1 (serious): ``race.program(123)`` was told "put a space between the
    card numbers: 1 2 3", and ``race.program(1 2 3)``, done as told, is a Python error."""
    race = RoboRallyRace(seed=16)
    with pytest.raises(IllegalAction) as refused:
        race.program(123)
    assert "put a comma between the card numbers: (1, 2, 3)" in str(refused.value)
    assert "space" not in str(refused.value)


def test_a_hint_with_a_power_down_says_what_down_true_does():
    """Walk 07v, fault 6: ``race.hint()`` answered ``race.program(1, 2, 3, down=True)``, and
    ``down=True`` was explained nowhere (the lesson told only of the board's Power down box).
    The hint still runs as written, and says in the box's words what it does."""
    race = RoboRallyRace(seed=16)
    race._suggestion = lambda: "program 1 2 3 down"
    hint = race.hint()
    assert hint.startswith("race.program(1, 2, 3, down=True)   # ")
    assert "rests next turn" in hint and "Power down next turn" in hint
    race._suggestion = lambda: "program 4 1 2"
    assert race.hint() == "race.program(4, 1, 2)"


def test_your_own_lines_of_a_turn_speak_to_you_and_no_heading_stands_alone():
    """Walk 07v, fault 9: the race said "You (Twonky) program ... and announces a
    power-down", then "You: Twonky will power up.", and printed an "End of the turn:"
    heading with nothing under it (seed 4: nobody repairs or re-enters)."""
    race = RoboRallyRace(seed=1, computers="gentle")
    yours = race.program(1, 2, 3, 4, 5, down=True).lines[0]
    assert yours.startswith("You (Twonky) program Rotate Left (priority 90), ")
    assert yours.endswith(", and your robot rests next turn (Power down next turn).")
    assert race.move("power up").lines[0] == \
        "You (Twonky): your robot plays cards again next turn."
    lines = RoboRallyRace(seed=4, computers="gentle").program(1, 2, 3, 4, 5).lines
    assert "End of the turn:" not in lines[-2:], lines[-2:]


def test_predict_on_a_race_turn_asks_only_at_steps_where_a_robot_moves_or_turns():
    """Walk 07v, fault 5: Predict asked first where Twonky would be after the "programming"
    steps and the reveal (nobody moves in them), then after each laser and flag step: some
    40 guesses a turn, most of them "it stays". The board shows those steps with their
    words and asks only where a robot moves or turns (the scene's ``still``, as Energy
    Seekers' draws)."""
    board = RoboRallyRace(seed=16, computers="gentle").widget()
    board.program = "1 2 3 4 5"
    board.run()
    trace, still = board.trace, board.scene["still"]
    asked = [trace.phase(i) for i in range(1, trace.steps + 1)
             if not all(e.kind in still for e in trace.events(i))]
    assert asked[0] == "B robots move" and len(asked) < trace.steps / 2
    assert set(asked) <= {"B robots move", "C belts move", "C gears turn"}, set(asked)


# the race played to its end in a notebook's shell: the lines under the cell, in order
AUTOPLAY = """
from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output
from codyroby_lab import lessons
InteractiveShell.instance()
race = lessons.RoboRallyRace(seed=16, computers="gentle")
with capture_output() as shown:
    turn = race.play_to_the_end(autoplay=True)
for out in shown.outputs:
    print(repr(out.data["text/plain"]))
print(repr(turn.lines[0]))
"""


def test_a_race_played_to_its_end_says_which_turn_it_is_at():
    """Walk 07v, fault 11: ``race.play_to_the_end(autoplay=True)`` took 5 s with nothing on
    screen. A line under the cell says which turn the computer is playing, turn after turn,
    and goes when what it played is said."""
    done = subprocess.run([sys.executable, "-c", AUTOPLAY], capture_output=True, text=True,
                          timeout=120, check=True)
    lines = [ast.literal_eval(line) for line in done.stdout.splitlines()]
    *shown, said = lines
    assert said.startswith("The computer played 7 turns for you"), said
    playing = [f"The computer is playing your side: turn {k}..." for k in range(1, 8)]
    assert [line for line in shown if line] == playing, shown
    assert shown[-1] == "", shown                  # gone once the turns are said in full


def test_a_race_a_cell_ends_says_game_over_without_cards_going_back_to_a_hand():
    """Walk 07v, fault 12: a race ended by a turn played in a cell, with cards picked on the
    board, said "The cards you picked on the board went back to your hand, since the game
    moved on. Game over: ..." under the board's buttons, "Game over" below the screen on a
    laptop; no hand comes back once the game is over. Before that, the words still say it."""
    race = RoboRallyRace(seed=16, computers="gentle")
    board = race.widget()
    notes = []
    while not race.over:
        picks = list(range(1, min(5, len(race.hand)) + 1))
        board.receive({"type": "set_registers", "registers": picks, "down": False})
        picked = bool(board.program)
        race.program(*picks)
        notes.append((board.scene["note"], picked))
    assert notes[-1] == ("Game over: nobody reached the last flag. Twonky (you) is out of the "
                         "race: no life left. Press New game to play another.", True), notes[-1]
    assert all(("went back to your hand" in note) == picked for note, picked in notes[:-1])


def test_the_turn_a_robot_rests_is_played_from_a_cell_as_the_board_plays_it():
    """Walk 07z, serious fault 1: after the hint's ``race.program(1, ..., down=True)`` the
    next turn took no ``race.program``: with no numbers it said "say 'power down' or 'power
    up'" (where, not said), with numbers "there is no card 1", with "power up" "'power' is
    not a card number"; only ``race.move('power up')``, in no text, played it. As the
    board's Run does, ``race.program()`` plays the turn (the robot plays cards after it) and
    ``down=True`` rests on; the words are taken too, and numbers hear how to play it."""
    def resting():
        race = RoboRallyRace(seed=1, computers="gentle")
        race.program(1, 2, 3, 4, 5, down=True)
        return race
    race = resting()
    assert "rests, with no cards: race.program() plays the turn" in race.status()
    assert race.hint() in ("race.program()", "race.program(down=True)")
    with pytest.raises(IllegalAction, match=r"rests this turn with no cards: run "
                                            r"race\.program\(\) to play the turn"):
        race.program(1, 2, 3, 4, 5)
    assert race.state.turn == resting().state.turn                    # nothing played
    assert race.program().lines[0] == "You (Twonky): your robot plays cards again next turn."
    assert resting().program(down=True).lines[0] == \
        "You (Twonky): your robot rests one more turn."
    assert resting().program("Power Up").lines[0] == race.turns[-1].lines[0]


def test_with_every_register_locked_the_hint_is_a_cell_that_runs():
    """Walk 07r7, fault 1 (serious): with 9 damage (every register locked) the hint was
    ``race.program(, down=True)``, which Python cannot read; it is ``race.program(down=True)``
    with its note, and runs as written."""
    race = RoboRallyRace({"board": {"width": 4, "height": 4}, "robots": {
        "Twonky": {"at": "A4", "damage": 9}, "Zoom Bot": {"at": "D4"}}})
    race._suggestion = lambda: "program down"
    hint = race.hint()
    assert hint.startswith("race.program(down=True)   # "), hint
    compile(hint, "<hint>", "exec")
    race._suggestion = lambda: "program"
    assert race.hint() == "race.program()"


def test_a_hand_after_the_race_is_over_says_so_and_no_rule_of_locked_registers():
    """Walk 07r7, fault 2 (serious): out of the race, ``race.cards()`` said "no cards, because
    Twonky has 2 damage: all your registers are locked this turn", a rule that is not the
    game's (registers lock from 5 damage on) and a way on that only said "the game is over"."""
    race = RoboRallyRace(seed=3)
    while not race.over:
        race.move(race._suggestion())
    said = race.cards()
    assert said.startswith("no cards to play: the race is over"), said
    assert "damage" not in said and "locked" not in said
