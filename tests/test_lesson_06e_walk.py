"""Lesson 06 (Energy Seekers) as a fresh-eyes walk met it (walk 06e): the step tables
crediting the wrong player, a step where "nothing happens" after a gift, the Swap rule the
exercise needs missing from the key, "Roby" naming both the robots and a player, promises
the lesson does not keep, and a stuck learner told to write a Python call."""

from __future__ import annotations

import json
import re

from codyroby_lab.games.energy_seekers import rules as es_rules
from codyroby_lab.games.energy_seekers.scene import LEGEND
from codyroby_lab.lessons import EnergySeekersPlay, check_reach, feedback
from codyroby_lab.lessons.energy_seekers import SEE_IT, challenge_feedback
from tests.support.energy_seekers import at_a_challenge
from tests.support.lesson_runs import NOTEBOOKS

CORNER = {"players": ["ada", "cody", "roby"],
          "deck": ["F", "L", "F", "F", "F", "R", "L", "F", "F"],
          "pieces": {"ada": {"position": 8, "facing": "E"}}}


def _cells():
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def _text():
    return " ".join(" ".join(src.split()) for kind, src in _cells() if kind == "markdown")


def test_a_draw_is_the_drawer_s_step_in_the_step_table():
    """Fault 9: the actor column lagged a step: "Cody draws 3 cards" was Ada's step (the
    draw ends Ada's move in the game), in the lesson's table and the board's Desk check."""
    turn = EnergySeekersPlay(CORNER, seed=1).play("F L F")
    rows = turn.trace.table().rows
    draws = [r for r in rows if re.fullmatch(r"(\w+) draws .*", r["event"])]
    assert draws and all(r["actor"] == r["event"].split()[0] for r in draws), draws
    said = str(turn)
    assert "Ada discards F L F\nCody:\n  Cody draws 3 cards\nCody gives nothing:" in said


def test_every_step_after_a_gift_says_what_happened():
    """Fault 8: giving made two steps, the gift and then a step with no event at all (the
    board said "Step 2: nothing happens", or "Cody makes a choice kept secret from you")."""
    turn = EnergySeekersPlay(CORNER, seed=1).play("F L F")
    trace = turn.trace
    empty = [i for i in range(1, len(trace)) if not trace.events(i)]
    assert empty == [], trace.table()


def test_the_key_and_the_rule_say_what_a_swap_does_to_a_piece_standing_there():
    """Fault 1: Exercise 2 asks where Cody ends after Ada's Swap, and sent the learner to the
    key under the board, which said nothing of a piece already standing there."""
    assert "a piece standing there comes to the Swap square" in LEGEND["swap"]
    assert "as the 2nd square of the path would" not in es_rules.SWAP.text       # fault 6
    assert "A piece already standing there comes to the Swap square" in es_rules.SWAP.text


def test_exercise_2_shows_its_position_and_says_where_its_rule_is():
    """Fault 1: "Follow Ada card by card on the board, and read the key under it" sent the
    learner to another game's board, 30 screens up, where this position cannot be set up,
    and to a key without the rule the question needs."""
    cells = _cells()
    at = next(i for i, (k, src) in enumerate(cells) if "### Exercise 2" in src)
    words, code = " ".join(cells[at][1].split()), cells[at + 1][1]
    assert "on the board" not in words and "swap).picture()" in code
    # walk 06v, fault 8: "in the rules at the top of the lesson" sent the child to the
    # turn's rules; the Swap rule is printed under "What the special squares do"
    assert 'the Swap rule (under "What the special squares do", near the top of the lesson' \
        in words
    part = next(i for i, (k, src) in enumerate(cells) if "### What the special squares do" in src)
    assert "rules.SWAP" in cells[part + 1][1]


def test_roby_names_one_player_only():
    """Fault 7: "each Roby", "your Roby" meant the learner's robot, but Roby is also the
    white piece of a computer player."""
    assert not re.search(r"\b(your|each|the) Roby\b", _text())


def test_the_lesson_keeps_its_promises():
    """Fault 12: the Exercises said the check "never tells you the answer", but "show me"
    does; fault 13: teacher-only lines in the learner's lesson."""
    text = _text()
    assert "never tells you the answer)" not in text and '"show me"' in text
    assert "A teacher who wants" not in text and "Teachers can draw" not in text


def test_the_lesson_s_first_move_leaves_ada_a_move():
    """Fault 3: after the scripted F F F, Ada held F F F again facing east on A4: every
    move left the path, the board opened on a forced pass and the example "L F" failed.
    (Walk 06f, fault 6: the move cell now starts empty, test_lesson_06f_walk.)"""
    code = [src for kind, src in _cells() if kind == "code"]
    seed = int(re.search(r"EnergySeekersPlay\(seed=(\d+)\)", code[1])[1])
    game = EnergySeekersPlay(seed=seed)
    assert game.hand == ["F", "F", "F"] and game.play("F F F").ok
    assert game.safe(), game.hand


def test_a_stuck_learner_is_offered_show_me_on_the_board():
    """The words for a learner stuck on a Challenge question said to write
    lessons.show_me() in a new cell: a Python call. The board offers "show me" among the
    answers instead; it shows the answer and the question stays to answer."""
    feedback.forget()
    es, w = at_a_challenge("FFF")
    question = es.game.challenge.questions[es.state.question]
    assert w.scene["editor"]["answers"] == ["3", "4", "5"]          # not stuck: no show me
    for wrong in ("3", "5", "6"):
        said = challenge_feedback(question, wrong).message
    assert SEE_IT.strip() in said and "lessons." not in said and "()" not in said
    w = es.widget()                                                # a board made now
    assert w.scene["editor"]["answers"] == ["3", "4", "5", "show me"]
    w.receive({"type": "set_program", "text": "show me"})
    assert w.error == "" and w.program == "show me"
    w.receive({"type": "run"})
    assert w.error.endswith('the answer to "2 + 2?" is 4.') and es.state.phase == "answer"
    w.receive({"type": "set_program", "text": "4"})
    w.receive({"type": "run"})
    assert w.error == "" and es.turns[-1].feedback.shown


def test_a_wrong_card_is_named_as_typed_with_no_line_and_column():
    """Fault 6: "line 1, column 5: 'g' is not a card" (programmer words, and the capital G
    typed shown small). Walk 06p3, fault 1: in the words of the board's text box."""
    said = check_reach(CORNER, "F L G", 10).message
    assert said == ("These cards cannot be played: there is no G card here: use F, L or R "
                    "(F goes forward, L turns left, R turns right). It is not counted as a try.")


def test_the_board_names_the_box_to_empty_as_the_board_labels_it():
    """Fault 6: "take the cards off the program", but the box is labelled Cards to play."""
    es = EnergySeekersPlay(seed=11)
    es.play("F F F")                   # through the tunnel, facing east, holding F F F: stuck
    w = es.widget()
    w.program = "F"
    w.receive({"type": "run"})
    assert "empty Cards to play" in w.error and "program" not in w.error
