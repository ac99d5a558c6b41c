"""The RoboRally lesson helpers: the race against the computer (refusals change nothing, Run
All never plays it for you, you see no computer's hand) and the exercise checks."""

import json
import re
from itertools import permutations

import pytest

from codyroby_lab.core.errors import IllegalAction, LabError
from codyroby_lab.games.roborally.bots import planner
from codyroby_lab.lessons import (
    RoboRallyRace,
    check_order,
    check_registers,
    check_where,
    feedback,
    hand,
)
from tests.support.lesson_cells import run_cell
from tests.support.lesson_runs import NOTEBOOKS

TINY = {"board": {"width": 5, "height": 5,
                  "elements": [{"kind": "flag", "at": "C1", "number": 1}, {"kind": "pit",
                                                                          "at": "A3"}]},
        "robots": {"Twonky": {"at": "C5"}, "Zoom Bot": {"at": "E5"}}}


def test_a_refused_program_changes_nothing_and_says_why():
    race = RoboRallyRace(TINY, seed=2)
    before = json.dumps(race.state.to_dict())
    with pytest.raises(IllegalAction, match="given twice"):
        race.program(1, 1, 2, 3, 4)
    assert json.dumps(race.state.to_dict()) == before and race.turns == []


def test_four_cards_for_five_registers_is_an_error_a_cell_shows():
    """Issue 29: ``race.program(1, 2, 3, 4)`` then ``print(race.cards())`` in one cell
    showed nothing (the refusal was a value the cell dropped) and played nothing."""
    race = RoboRallyRace(seed=1)
    with pytest.raises(IllegalAction, match="5 free registers: give 5 cards, not 4"):
        race.program(1, 2, 3, 4)
    assert race.turns == [] and race.state.turn == 1


def test_a_number_above_the_hand_is_no_card_not_a_priority():
    """Issue 29: "2 6 1 5 10" read 10 as the priority of U-Turn 10 (then "given twice")."""
    race = RoboRallyRace(seed=1)
    with pytest.raises(IllegalAction, match="there is no card 10: your cards are numbered 1 to 9"):
        race.program(2, 6, 1, 5, 10)
    ch = {**TINY, "hands": {"Twonky": ["U-Turn 10", *[f"Move 1 {500 + 10 * k}" for k in range(8)]]}}
    said = check_registers(ch, "2 6 1 5 10").message
    assert "no card 10" in said and "priority" not in said and "twice" not in said


def test_card_numbers_are_read_as_every_answer_is():
    race, same = RoboRallyRace(seed=1), RoboRallyRace(seed=1)
    race.program("One", 2, "three,", 4, "five")
    same.program(1, 2, 3, 4, 5)
    assert race.state.to_dict() == same.state.to_dict()


def test_a_priority_never_reads_as_an_angle():
    """Issue 29: "Rotate Left 90", "Rotate Right 180" read as turns of 90 and 180 degrees."""
    race = RoboRallyRace(seed=1)
    assert "Rotate Left (priority 90)" in race.cards() and "Rotate Left 90" not in race.cards()
    assert "Rotate Right (priority 180)" in race.status()
    assert hand({**TINY, "hands": {"Twonky": ["Rotate Left 90", *[
        f"Move 1 {500 + 10 * k}" for k in range(8)]]}}).startswith(
        "Your hand:\n  1 Rotate Left (priority 90)\n  2 Move 1 (priority 500)\n")


def test_every_card_a_learner_reads_says_its_priority_as_one():
    """Walk 07q5, fault 1: "Rotate Left 90" read as a turn of 90 degrees. What happened's
    deal, a refused program's words, the desk check and the rules say each card's priority
    as one, "Rotate Left (priority 90)", the one form; a card written so is read too."""
    from codyroby_lab.games.roborally import rules
    from codyroby_lab.games.roborally.deck import parse_card
    from codyroby_lab.games.roborally.game import RoboRally

    race = RoboRallyRace(seed=1)
    race.program(1, 2, 3, 4, 5)
    dealt = [e.text for k in range(1, len(race.turns[0].trace))
             for e in race.turns[0].trace.events(k) if "Twonky is dealt" in e.text]
    assert dealt and dealt[-1].startswith("Twonky is dealt Move 3 (priority 840), "), dealt
    locked = RoboRally.from_setup({**TINY, "robots": {"Twonky": {
        "at": "C3", "damage": 5, "registers": {"5": "Move 1 490"}}}}).new_state(seed=0)
    with pytest.raises(IllegalAction, match=r"keeps Move 1 \(priority 490\)\)"):
        locked.apply("Twonky: program 1 2 3 4 5")
    with pytest.raises(IllegalAction, match=r"no card of priority 999 \(hand: 1: \w[\w -]* "
                                            r"\(priority \d+\), 2: "):
        locked.apply("Twonky: program 1 2 3 999")
    desk = [c["codes"] for c in race.state.scene("Twonky")["columns"] if c["kind"] == "cards"]
    assert desk and all(words == parse_card(words).words for words in desk[0].values())
    assert "degrees" not in rules.ROTATE_CARD.text
    assert parse_card("Rotate Left (priority 90)") == parse_card("Rotate Left 90")


def test_a_destroyed_robot_hears_when_where_and_what_each_register_did():
    """Issue 29: a failed challenge said only "it was destroyed"."""
    ch = {"board": {"width": 6, "height": 6, "elements": [
        {"kind": "flag", "at": "E2", "number": 1}, {"kind": "pit", "at": "C3"},
        {"kind": "pit", "at": "D4"}]}, "robots": {"Twonky": {"at": "B5", "facing": "N"}},
        "hands": {"Twonky": ["Rotate Left 70", "Move 1 490", "Back Up 430", "Move 3 790",
                             "U-Turn 10", "Move 2 670", "Rotate Right 80", "Move 1 500",
                             "Rotate Left 90"]}}
    said = check_registers(ch, "2 7 4 1 5")
    assert not said.ok
    assert said.message.startswith("Twonky did not reach the flag: in register 3, it falls "
                                   "into the pit at D4, and it is destroyed. Try again")
    assert said.details[1:] == (
        "register 1, Move 1 (priority 490): moves north from B5 to B4",
        "register 2, Rotate Right (priority 80): turns to face east",
        "register 3, Move 3 (priority 790): moves east from B4 to C4; moves east from C4 to "
        "D4; is destroyed at D4 (it falls into the pit at D4): 2 lives left")


def test_running_every_cell_never_plays_the_race_for_you():
    race = RoboRallyRace(TINY, seed=2)
    assert not race.play_to_the_end().ok and race.state.turn == 1


def test_your_turn_shows_no_computer_hand_or_program():
    race = RoboRallyRace(seed=4)
    turn = race.program(1, 2, 3, 4, 5)
    assert turn.ok and turn.trace.viewer == "Twonky"
    text = "\n".join(turn.lines)
    assert "Zoom Bot programs" not in text and "Zoom Bot is dealt" not in text
    for i in range(0, len(turn.trace), 7):
        assert turn.trace[i].to_dict()["robots"]["Zoom Bot"]["program"] == [None] * 5 or \
            turn.trace.phase(i) != "programming"


def test_the_computers_program_while_you_do_as_they_would_after_your_commit():
    ahead, after = RoboRallyRace(seed=3), RoboRallyRace(seed=3)
    for _ in range(3):
        after._ahead = None          # no programs made ahead: they are made after the commit
        move = ahead._suggestion()        # your hint, planned with their programs
        assert ahead._planned() is not None
        assert move == planner(ahead.state.clone(), "Twonky").text
        ahead.move(move), after.move(move)
        assert ahead.state.to_dict() == after.state.to_dict()


def test_a_race_played_to_the_end_has_a_result():
    race = RoboRallyRace(TINY, seed=1)
    turn = race.play_to_the_end(autoplay=True)
    assert race.over and "Game over" in turn.lines[-1]
    with pytest.raises(IllegalAction, match="the game is over"):
        race.program(1, 2, 3, 4, 5)
    race.new_game()
    assert not race.over and race.state.turn == 1


def test_the_checks_read_what_a_learner_writes():
    setup = {**TINY, "program": {"Twonky": ["Move 2 670"]}, "phases": 1}
    assert check_where(setup, "C3 N").ok and check_where(setup, "c3").ok
    assert not check_where(setup, "destroyed").ok
    assert "cannot read" in check_where(setup, "over there").message
    assert check_where({**setup, "program": {"Twonky": ["Rotate Left 70", "Move 3 790"]},
                        "phases": 2}, "destroyed").ok
    assert not check_order({"A": "Move 1 500", "B": "Move 2 700"}, "A, B").ok
    assert "cannot be played" in check_registers({**TINY, "hands": {
        "Twonky": ["Move 1 490"] * 1 + [f"Move 1 {500 + 10 * k}" for k in range(8)]}},
        "1 2 3").message


# --- what a learner reads: feedback that says what is wrong and forgives the writing ---------

CARDS = {"Twonky": "Move 1 500", "Zoom Bot": "Rotate Left 90", "Hammer Bot": "Move 3 800"}


def test_names_are_read_whatever_the_case_and_the_commas():
    for answer in ("hammer bot, twonky, zoom bot", "HAMMER BOT then Twonky then zoom-bot",
                   "Hammer Bot Twonky Zoom Bot", ["hammer bot", " Twonky", "Zoom Bot"]):
        assert check_order(CARDS, answer).ok, answer


def test_names_feedback_says_which_name_is_wrong_or_missing():
    typo = check_order(CARDS, "Hamer Bot, Twonky, Zoom Bot")
    assert not typo.ok and "no robot called 'Hamer Bot'" in typo.message
    assert "did you mean Hammer Bot?" in typo.message and "priorities" not in typo.message
    two = check_order(CARDS, ["Hammer Bot", "Twonky"])
    assert not two.ok and two.message.startswith("Zoom Bot is missing")
    twice = check_order(CARDS, "Twonky, Twonky, Zoom Bot")
    assert "Twonky is written twice" in twice.message
    wrong = check_order(CARDS, "Twonky, Zoom Bot, Hammer Bot")
    assert "Twonky does not move first" in wrong.message


def test_an_example_is_never_the_answer():
    blank = check_order(CARDS, [])
    assert "e.g. ['Twonky', 'Zoom Bot', 'Hammer Bot']" in blank.message
    assert not check_order(CARDS, ["Twonky", "Zoom Bot", "Hammer Bot"]).ok
    first = {"Hammer Bot": "Move 3 800", "Twonky": "Move 1 500"}
    assert "e.g. ['Twonky', 'Hammer Bot']" in check_order(first, "").message
    setup = {**TINY, "program": {"Twonky": ["Move 2 670"]}, "phases": 1}   # Twonky ends on C3
    assert "such as B2" in check_where(setup, "").message
    assert not check_where(setup, "B2").ok


def test_squares_forgive_punctuation_and_say_off_the_board():
    setup = {**TINY, "program": {"Twonky": ["Move 2 670"]}, "phases": 1}
    for answer in ("C3, north", "c3 N.", "on C3 facing North!", "C3;north"):
        assert check_where(setup, answer).ok, answer
    off = check_where(setup, "Z9")
    assert off.message == "Z9 is off the board: this board has columns A to E and rows 1 to 5."


def test_damage_reads_number_words_and_says_why_destroyed_is_no_number():
    from codyroby_lab.lessons import check_damage
    lasers = {"board": {"width": 6, "height": 4, "edges": [
        {"kind": "laser", "at": "A2", "side": "W", "count": 2}]},
        "robots": {"Twonky": {"at": "C3", "facing": "N"}, "Zoom Bot": {"at": "E2",
                                                                     "facing": "W"}},
        "program": {"Twonky": ["Move 1 490"]}, "phases": 1}
    assert check_damage(lasers, "three").ok and check_damage(lasers, "3 damage").ok
    destroyed = check_damage(lasers, "destroyed")
    assert destroyed.message.startswith("Destroyed is not a number of damage points")
    assert "count the points that hit Twonky" in destroyed.message     # (walk 07g, fault 7)
    assert "cannot read 'lots' as a number" in check_damage(lasers, "lots").message
    assert "from 0 to 10" in check_damage(lasers, "11").message


def test_a_damage_hint_follows_its_cause():
    """Rulebook, Register Phase B/D: a robot takes 1 damage each time it enters an active
    flamer or rotates on one (B), and an active flamer does 1 damage at D."""
    from codyroby_lab.lessons import check_damage
    flamer = {"board": {"width": 3, "height": 3, "elements": [
        {"kind": "flamer", "at": "B2", "registers": [1]}]},
        "robots": {"Twonky": {"at": "B3", "facing": "N"}},
        "program": {"Twonky": ["Move 1 490"]}, "phases": 1}
    ledge = {"board": {"width": 3, "height": 3, "upper": ["B1"]},
             "robots": {"Twonky": {"at": "B1", "facing": "S"}},
             "program": {"Twonky": ["Move 1 490"]}, "phases": 1}
    repair = {"board": {"width": 3, "height": 1, "elements": [{"kind": "repair", "at": "B1"}]},
              "robots": {"Twonky": {"at": "B1", "facing": "E", "damage": 3}},
              "program": {"Twonky": ["Rotate Left 90"] * 5}, "phases": 5,
              "end_of_turn": True}
    # what happens: at the fourth wrong try (walk 07o, fault 1; walk 07s, fault 2)
    hints = {name: [check_damage(setup, n) for n in ("9", "8", "7", "6")][-1].hint
             for name, setup in (("flamer", flamer), ("ledge", ledge), ("repair", repair))}
    assert "moves onto or turns on a working flamer" in hints["flamer"]
    assert "step B" in hints["flamer"] and "step D" in hints["flamer"]
    assert "ledge" in hints["ledge"] and "laser" not in hints["ledge"]
    assert "repair site" in hints["repair"] and "step F" in hints["repair"]
    # issue 29: "starts with 3 damage; a repair site takes 1 damage away" stated the answer
    assert not any(re.search(r"\d+ damage|damage \d", hint) for hint in hints.values())
    assert len(set(hints.values())) == 3


def test_a_program_says_how_its_numbers_were_read():
    hand = ["Move 3 790", "Rotate Left 70", "Move 3 800", "U-Turn 10", "Rotate Right 80",
            "Move 1 490", "Back Up 430", "Move 2 670", "Rotate Left 90"]
    ch = {"board": {"width": 4, "height": 4, "elements": [
        {"kind": "flag", "at": "A1", "number": 1}]},
        "robots": {"Twonky": {"at": "D4"}}, "hands": {"Twonky": hand}}
    for program in ("10 1 2 3 4", "10 1 2 3 5"):     # numbers are places, never priorities
        assert str(check_registers(ch, program)) == (
            "\u2718 This program cannot be played: there is no card 10: your cards are "
            "numbered 1 to 9.")
    played = check_registers(ch, "4 1 2 3 5")
    assert "register 1, U-Turn (priority 10): " in "\n".join(played.details)
    assert check_registers(ch, "1, 2, 3, 4, 5").ok and check_registers(ch, "1 2 3 4 5").ok


def test_watching_waits_for_the_prediction_or_the_learners_request():
    from codyroby_lab.lessons import replay, watch
    setup = {**TINY, "program": {"Twonky": ["Move 1 490"]}, "phases": 1,
             "robots": {"Twonky": {"at": "A5"}}}
    waiting = watch(setup)
    assert not waiting.ok and "Predict first" in str(waiting) and "Twonky" not in str(waiting)
    assert replay(setup).trace is None
    assert watch(setup, show=True).ok and replay(setup, show=True).trace is not None
    assert not check_where(setup, "Z9").ok and not watch(setup).ok   # unread: still waits
    assert not check_where(setup, "E1 west").ok                     # wrong: still waits
    assert not watch(setup).ok and replay(setup).trace is None      # (walk 07r8, fault 9)
    assert check_where(setup, "show me").shown
    assert watch(setup).ok and "moves north from A5 to A4" in str(watch(setup))
    assert replay(setup).trace is not None


def test_watching_waits_for_every_question_met_about_the_setup():
    """Walk 07p, fault 1 (serious): Twonky's question answered, Zoom Bot's damage question
    run still empty, then the watch cell showed Zoom Bot's damage and the trap door: the
    outcome waits for every question whose cell ran, and says which one."""
    from codyroby_lab.lessons import check_damage, replay, watch
    setup = {**TINY, "program": {"Twonky": ["Move 1 490"], "Zoom Bot": ["Move 1 500"]},
             "phases": 1, "robots": {"Twonky": {"at": "A5"}, "Zoom Bot": {"at": "C5"}}}
    assert not check_where(setup, "E1 west", "Twonky").ok           # answered, wrong
    assert not check_damage(setup, "", "Zoom Bot").ok                # met, not answered
    waiting = str(watch(setup))
    assert "Predict first: answer the question about Zoom Bot's damage above" in waiting
    assert "Zoom Bot has" not in waiting and "trap" not in waiting
    board = replay(setup)
    with pytest.raises(LabError, match="Zoom Bot's damage"):
        board.run()
    assert board.trace is None
    assert not check_damage(setup, "four", "Zoom Bot").ok            # tried, not right
    assert "your answer about Zoom Bot's damage is not right yet" in str(watch(setup))
    check_damage(setup, "show me", "Zoom Bot")
    check_where(setup, "show me", "Twonky")                          # both seen: it shows
    assert watch(setup).ok and replay(setup).trace is not None


def test_a_damaged_robot_hears_why_its_hand_is_smaller():
    """Walk 07, fault 3: turn 2's hand had 5 cards and nothing said why (9 minus damage)."""
    race = RoboRallyRace({**TINY, "robots": {"Twonky": {"at": "C5", "damage": 4},
                                             "Zoom Bot": {"at": "E5"}}}, seed=1)
    assert len(race.hand) == 5
    said = race.cards()
    assert said.startswith("5 cards, not 9, because Twonky has 4 damage (one card fewer for "
                           "each damage point): 1 ")
    assert "5 cards, not 9" in race.status()
    assert ", not 9" not in RoboRallyRace(seed=1).cards()      # a whole hand says nothing


def test_the_lesson_cell_that_plays_a_turn_shows_what_happened():
    """Walk 07, fault 4: the race cell printed only the next hand after a turn (the turn's
    account was a value the cell dropped)."""
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    cell = next("".join(c["source"]) for c in nb["cells"]
                if c["cell_type"] == "code" and "race.program()" in "".join(c["source"]))
    played = cell.replace("race.program()", "race.program(1, 2, 3, 4, 5)")
    out = run_cell(played, {"race": RoboRallyRace(seed=1)})
    assert "Register 1:" in out and "Register 5:" in out and "Your hand:" in out


def test_a_question_asking_for_a_facing_takes_no_bare_square():
    """Walk 07, fault 7: "D2" alone passed a question asking for "a square and a facing"."""
    feedback.forget()
    ch = {**TINY, "program": {"Twonky": ["Move 1 490"]}, "phases": 1}
    bare = check_where(ch, "C4", with_facing=True)
    assert not bare.ok and bare.tries == 0 and "which way Twonky faces" in bare.message
    assert "north" in bare.message and "Right" not in bare.message
    assert check_where(ch, "C4 north", with_facing=True).ok
    assert check_where(ch, "C4")                       # a question on the square alone


def test_a_wrong_square_hears_what_moved_the_robot_here_and_a_wrong_facing_what_turns_it():
    """Walk 07, fault 6: every wrong square heard the same hint (never water, oil, portals
    or repulsors), and a wrong facing heard of Rotate cards and gears on boards with none."""
    slippery = {"board": {"width": 5, "height": 6, "elements": [
        {"kind": "water", "at": "C5"}, {"kind": "oil", "at": "C3"}, {"kind": "oil", "at": "C2"}]},
        "robots": {"Twonky": {"at": "C5", "facing": "N"}},
        "program": {"Twonky": ["Move 3 790"]}, "phases": 1}
    hint = check_where(slippery, "A6").hint
    assert "water" in hint and "oil" in hint and "C1" not in hint
    portals = {"board": {"width": 6, "height": 6, "elements": [
        {"kind": "portal", "at": "B4", "color": "blue"},
        {"kind": "portal", "at": "E3", "color": "blue"}]},
        "robots": {"Twonky": {"at": "B6", "facing": "N"}},
        "program": {"Twonky": ["Move 3 790"]}, "phases": 1}
    assert "portal" in check_where(portals, "A6").hint
    r = check_where(portals, "E2 south")      # the right square, the wrong facing
    assert "Rotate" not in r.hint and "gear" not in r.hint and "at the start" in r.hint


def test_a_solved_challenge_names_its_flag_not_the_last_of_one():
    """Walk 07, fault 13: "reaches the last flag" on a board with one flag."""
    ch = {"board": {"width": 4, "height": 4, "elements": [
        {"kind": "flag", "at": "A1", "number": 1}]}, "robots": {"Twonky": {"at": "D4"}},
        "hands": {"Twonky": ["Move 3 790", "Rotate Left 70", "Move 3 800", "U-Turn 10",
                             "Rotate Right 80", "Move 1 490", "Back Up 430", "Move 2 670",
                             "Rotate Left 90"]}}
    said = check_registers(ch, [1, 2, 3, 4, 5])
    assert said.ok and said.message.startswith("Solved! Twonky reaches flag 1 in register 3. ")


def test_the_lesson_s_gentle_race_locks_no_register_in_its_first_turn():
    """Walk 07u, fault 1: the lesson's "gentle" race (seed 1) wrecked a child's natural
    first program (Move 3, Move 1, Rotate Right, Move 2, Rotate Left): 9 damage, all five
    registers locked from turn 2, and Zoom Bot on flag 1 already. The race the lesson
    starts leaves Twonky alive with fewer than 5 damage whatever its first program, and no
    computer touches a flag in the first turn."""
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    cell = next("".join(c["source"]) for c in nb["cells"]
                if c["cell_type"] == "code" and "RoboRallyRace(" in "".join(c["source"]))
    ns: dict = {}
    run_cell(cell, ns)
    race = ns["race"]
    assert race.computers["Zoom Bot"].__name__ == "gentle"
    theirs = [a for p, a in race._planned().result().items() if p != "Twonky"]
    kinds = {tuple(race.hand[k - 1].rsplit(" ", 1)[0] for k in p): p
             for p in permutations(range(1, len(race.hand) + 1), 5)}
    for program in kinds.values():
        after = race.state.clone()
        after.play(f"Twonky: program {' '.join(map(str, program))}")
        for action in theirs:
            after.apply(action)
        robots = {p: after.robot_dict(i, "Twonky") for i, p in enumerate(race.game.players)}
        assert robots["Twonky"]["damage"] < 5, program
        assert not any(r["flags"] for p, r in robots.items() if p != "Twonky"), program
