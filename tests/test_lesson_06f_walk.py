"""Lesson 06 (Energy Seekers) as a fresh-eyes walk met it (walk 06f): a question and an
exercise the lesson's own words nearly answer, "press Run" in cells where there is no Run
button, and a move cell that plays a move the learner did not choose."""

from __future__ import annotations

import json
import re
from itertools import permutations

from codyroby_lab.lessons import EnergySeekersPlay
from tests.support.lesson_runs import NOTEBOOKS


def _cells():
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def test_the_lesson_writes_one_order_of_the_question_s_cards_only():
    """Fault 1: the lesson plays F L F (it fails) and the answer cell's example was "F F L":
    of the three orders of F, L and F only the answer was left, to fill in unthinking."""
    orders = {" ".join(p) for p in permutations("FLF")}
    written = {" ".join(re.sub(r"[^FLR]", "", m)) for _, src in _cells()
               for m in re.findall(r"[\"'`]([FLR][FLR ,]*)[\"'`]", src)}
    assert written & orders == {"F L F"}, written & orders


def test_exercise_2_sends_to_the_swap_rule_without_saying_what_in_it_matters():
    """Fault 2: "it says what happens to a piece already standing where Ada jumps to" told
    that Cody stands where Ada lands; what was left was to count to 12."""
    cells = _cells()
    at = next(i for i, (k, src) in enumerate(cells) if "### Exercise 2" in src)
    words = " ".join(cells[at][1].split())
    assert "Swap rule" in words
    assert not re.search(r"already standing|standing where|where Ada (jumps|lands)", words)


CORNER = {"players": ["ada", "cody", "roby"],
          "deck": ["F", "L", "F", "F", "F", "R", "L", "F", "F"],
          "pieces": {"ada": {"position": 8, "facing": "E"}}}
GIFT = {"players": ["ada", "cody", "roby"], "deck": list("FFLRRFLFF"),
        "pieces": {"cody": {"position": 8, "facing": "E"}}, "controlled": ["cody"]}


def _turns():
    """A game at each kind of turn: play cards, pass (stuck), run (given nothing), give."""
    stuck, remote = EnergySeekersPlay(seed=11), EnergySeekersPlay(CORNER, seed=1)
    stuck.play("F F F")                  # through the tunnel, facing east with F F F
    remote.play("F L F")                 # cancelled: remote-controlled, and given nothing
    return [EnergySeekersPlay(seed=11), stuck, remote, EnergySeekersPlay(GIFT, seed=3)]


def test_a_cell_says_what_to_write_and_only_the_board_says_press_run():
    """Fault 5: cells 4, 6, 12 and 13 ended with "Next: stack cards from your hand and press
    Run", but a cell has no Run button: there the move is written."""
    for es in _turns():
        said, title = es.status().split("Next:")[1], es.widget().scene["title"]
        assert "press Run" in title and "press Run" not in said and "write " in said, said


def test_what_a_cell_says_to_write_plays():
    """Fault 5: the cell's words for a turn with no cards of your own ("write stuck",
    "write run") are a move the cell plays, and the lesson's text says it in those words
    (it said to write game.move("run"), a Python call)."""
    text = " ".join(" ".join(src.split()) for kind, src in _cells() if kind == "markdown")
    assert "game.move(" not in text and "write **run** between the quotes" in text
    for es in _turns()[1:3]:
        word = re.search(r"write (\w+) in place of cards", es.status())[1]
        assert es.play(word).ok, es.status()


def test_the_move_cell_run_as_it_comes_plays_nothing_and_says_what_to_write():
    """Fault 6: the move cell came filled with game.play("L F"): run unedited, it played a
    move the learner had not chosen, which was cancelled and made Ada remote-controlled."""
    code = [src for kind, src in _cells() if kind == "code"]
    seed = int(re.search(r"EnergySeekersPlay\(seed=(\d+)\)", code[1])[1])
    game = EnergySeekersPlay(seed=seed)
    game.play("F F F")                                     # the lesson's first move
    cell = next(line for src in code for line in src.splitlines()   # (after the line that
                if line.startswith("game.play(") and "F F F" not in line)  # loads the lessons)
    before, turns = game.state.to_dict(), len(game.turns)
    written = re.fullmatch(r'game\.play\("([^"]*)"\)', cell.split("#")[0].strip())[1]
    said = str(game.play(written))                          # the cell, run as it comes
    assert game.state.to_dict() == before and len(game.turns) == turns
    assert "nothing is written between the quotes" in said and "'play" not in said, said


def test_cards_played_away_have_one_name_in_the_rules_and_the_log():
    """Fault 9: the rules said the played cards are "put aside" (and a stuck player's "put
    down"), the log "discards" (and "drops"): four words for one thing."""
    from codyroby_lab.games.energy_seekers import rules
    assert "then you discard those cards: they go on a pile beside the deck" in rules.MOVE.text
    assert "discard all your cards" in rules.STUCK.text
    es = _turns()[1]                                        # stuck, holding F F F
    said = str(es.play("stuck")) + rules.MOVE.text + rules.STUCK.text
    assert "Ada is stuck: discards F F F and passes" in said
    assert not re.search(r"put aside|put all your cards down|drops", said), said


def test_the_desk_check_is_explained_before_the_board_shows_it():
    """Fault 8: the board's Desk check table (and the lesson's table of a turn) came with
    no word on what it is or what its rows and entries like "8 H7 E RC" mean."""
    cells = _cells()
    board = next(i for i, (k, src) in enumerate(cells) if src.endswith("game.widget()"))
    before = " ".join(" ".join(src.split()) for k, src in cells[:board] if k == "markdown")
    said = before[before.index("**Desk check**"):]
    assert all(w in said for w in ("one row for each step", "position number", "RC")), said


def test_a_board_after_the_game_says_its_hand_cannot_be_played():
    """Fault 7: after the game ended the hand stayed in full colour and a click did nothing,
    silently. The board's hand is told the game is over (the browser greys the cards and
    says why: tests/browser/test_walk_06.py)."""
    es = EnergySeekersPlay(seed=11)
    editor = es.widget().scene["editor"]
    assert editor["over"] is False and editor["verbs"]
    es.play_to_the_end(autoplay=True)
    editor = es._widget.scene["editor"]
    assert editor["over"] is True and editor["verbs"] == [] and editor["hand"]


def test_every_hand_board_is_told_when_the_game_is_over():
    """The Duel's hand says the game is over too, as Energy Seekers' does (walk 06f,
    fault 7): before, its cards after the end said only "You cannot play cards now"."""
    from codyroby_lab.lessons.duel import DuelPlay
    duel = DuelPlay({"robots": {"A": {"at": "C1", "facing": "S"},
                                "B": {"at": "C2", "facing": "N"}},
                     "hands": {"A": ["F", "R", "L", "L", "F"], "B": ["L"] * 5},
                     "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
    assert duel.widget().scene["editor"]["over"] is False
    duel.play("F")                                        # A pushes B off: A wins
    assert duel.widget().scene["editor"]["over"] is True
