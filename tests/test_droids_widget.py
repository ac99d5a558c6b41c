"""Droids on the board widget: the scene's `chits` editor config (only the viewer's own
rack, the viewer's transmitters with covers and the chits in their boxes), ChitsEditor
checking every choice in the game's words and changing nothing when it refuses, and a game
against the computer played by the editor's intents."""

from __future__ import annotations

import copy

import pytest

from codyroby_lab.core import scene as scenes
from codyroby_lab.core.errors import LabError
from codyroby_lab.games.droids.chits import CHITS
from codyroby_lab.games.droids.events import PASSED, SENT
from codyroby_lab.games.droids.game import Droids
from codyroby_lab.games.droids.scenarios import SCENARIOS
from codyroby_lab.lessons.droids import DroidsPlay
from codyroby_lab.ui.editors import ChitsEditor, editor_for

SETUP = {"phase": "program", "first": "red", "robots": {"red": "C1"},
         "racks": {"red": ["V2", "VX", "PU"], "blue": ["B1", "SH"]}, "covers": {"red": ["D"]},
         "transmitters": {"red": [{"line": "E", "chit": "V1", "arrow": "S"}]}}


def game() -> DroidsPlay:
    return DroidsPlay("challenge", players=["red", "blue"], seed=0, setup=copy.deepcopy(SETUP))


def snapshot(w):
    return {k: copy.deepcopy(getattr(w, k)) for k in ("scene", "program", "content",
                                                       "trace_meta", "trace_bytes")}


@pytest.mark.rule("droids.place")
def test_the_editor_shows_your_rack_and_transmitters_only():
    s = Droids({"scenario": "challenge", "players": ["red", "blue"], **SETUP}).new_state(seed=0)
    red, blue, watcher = (s.scene(v)["editor"] for v in ("red", "blue", None))
    for sc in (s.scene("red"), s.scene(None)):
        scenes.check(sc)
    assert red["chits"] == ["V2", "VX", "PU"] and blue["chits"] == ["B1", "SH"]
    # (every kind's name, colour and arrows is in "kinds", as in the lesson's table of
    # chits: a chit sent keeps its colour in a replay, walk 08p, fault 9)
    rest = [{k: v for k, v in e.items() if k != "kinds"} for e in (red, blue)]
    assert "B1" not in str(rest[0]) and "V2" not in str(rest[1]) and watcher["chits"] == []
    assert [b["line"] for b in red["boxes"]] == list("ABCDEFGHIJ")
    assert [b["line"] for b in red["boxes"] if b["covered"]] == ["D"]
    assert red["boxes"][4]["held"] == ["V1 S", None, None]
    assert red["kinds"]["V2"]["arrows"] == ["N", "E", "S", "W"]
    assert red["kinds"]["PU"]["arrows"] == [] and red["verbs"] == ["place", "pass"]
    assert blue["verbs"] == [] and blue["boxes"][0]["side"] == "S"
    assert blue["others"] == [{"owner": "red", "side": "N", "lines": {"E": ["V1 S"]}}]
    assert "others" not in red                                  # Blue placed nothing


def test_a_chit_laid_keeps_its_colour_when_none_of_its_kind_is_left_in_the_rack():
    """Walk 08e, fault 7: a violet V1 laid was drawn grey (the colour of the repair robots'
    chits): the editor knew only the kinds still in the rack."""
    s = Droids({"scenario": "challenge", "players": ["red", "blue"], **SETUP}).new_state(seed=0)
    red = s.scene("red")["editor"]
    assert "V1" not in red["chits"]
    assert red["kinds"]["V1"]["colour"] == "violet"
    assert set(red["kinds"]) == set(CHITS)                         # a chit sent too


@pytest.mark.rule("droids.place")
def test_a_choice_is_checked_and_written_in_full():
    s = Droids({"scenario": "challenge", "players": ["red", "blue"], **SETUP}).new_state(seed=0)
    chits = editor_for(s, "red")
    assert isinstance(chits, ChitsEditor)
    assert chits.edit({"type": "choose", "action": "place vx b s"}) == "place VX B 1 S"
    assert chits.read("place V2 E S") == "place V2 E 2 S"        # the first free box
    assert str(chits.action("")) == "red: pass"
    assert chits.read("  ") == ""


@pytest.mark.rule("droids.place")
@pytest.mark.parametrize("text, words", [
    ("place V2 D 1 S", "covered"),
    ("place V2 E 1 S", "holds"),
    ("place SH A 1 S", "rack"),
    ("place V2 A 1 SE", "V2 points N, E, S or W, not SE"),
    ("send C", "it is not time to send an order"),     # in words (walk 08s, fault 4)
    ("fly away", "'fly' is not a move of Droids"),
    ("x" * 300, "at most"),
])
def test_a_bad_choice_changes_nothing(text, words):
    play = game()
    w = play.widget()
    w.receive({"type": "choose", "action": "place V2 C 1 S"})
    before = snapshot(w)
    w.receive({"type": "choose", "action": text})
    assert words in w.error and snapshot(w) == before


def test_a_choice_must_be_text():
    s = Droids({"scenario": "challenge", "players": ["red", "blue"], **SETUP}).new_state(seed=0)
    with pytest.raises(LabError, match="line of text"):
        editor_for(s, "red").edit({"type": "choose", "action": ["place"]})
    with pytest.raises(LabError, match="not your turn"):
        editor_for(s, "blue").read("place B1 A")


@pytest.mark.rule("droids.send")
def test_a_game_played_through_the_editor():
    play = game()
    w = play.widget()
    for choice in ("place V2 C 1 S", "pass"):                  # then I'm done
        w.receive({"type": "choose", "action": choice})
        w.receive({"type": "run"})
        assert w.error == ""
    assert w.scene["editor"]["phase"] == "execute"
    assert "send C" in w.scene["editor"]["actions"]
    w.receive({"type": "run"})                                  # nothing chosen
    assert "Choose what to do first" in w.error
    w.receive({"type": "choose", "action": "send C"})
    w.receive({"type": "run"})
    assert w.error == "" and play.state.x[0] == 2 and play.state.y[0] == 2   # C1 -> C3
    sent = [k for k in range(1, w.trace.steps + 1)
            if any(e.kind == SENT for e in w.trace.events(k))]
    ref = w.trace.card_of(sent[0])
    assert (ref.owner, ref.slot, ref.label) == ("red", 2 * 3 + 0, "V2 S")   # C, box 1
    assert w.trace.events(sent[0])[0].get("squares")[:2] == ("C1", "C2")   # its line


@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_every_scenario_is_played_through_the_editor(scenario):
    """The computer's own choices, sent as the editor's intents, are taken in every phase
    (obstacles, draw, Robot Killer's choice, programming, sending, covers) and each scene is
    valid scene v2."""
    play = DroidsPlay(scenario, seed=2)
    w = play.widget()
    for _ in range(15):
        if play.over:
            break
        scenes.check(w.scene)
        w.receive({"type": "choose", "action": play._suggestion()})
        w.receive({"type": "run"})
        assert w.error == ""
    assert play.turns


def test_a_move_played_in_a_cell_shows_on_the_board_in_every_phase():
    play = game()
    w = play.widget()
    play.move("place V2 C 1 S")
    play.move("pass")                                           # now Red sends: execution
    assert play.state.phase == "execute" and w.error == "" and w.trace.steps >= 1
    assert any(e.kind == PASSED for i in range(1, w.trace.steps + 1)
               for e in w.trace.events(i))
    w.receive({"type": "run"})                                  # nothing chosen on the board
    assert w.error == ("Choose what to do first: send an order: choose a lit transmitter (C), "
                       "then press Send order")          # the board's words, not a cell's


def test_run_after_the_game_is_over_answers_in_plain_words():
    """Walk 08g, fault 16: Run after the game was over swapped "Game over: you win!" for
    "Not played: the game is over"."""
    play = DroidsPlay("statue", players=["red", "blue"], seed=1)
    w = play.widget()
    assert play.play_to_the_end(autoplay=True).ok and play.over
    before = play.state.to_dict()
    w.receive({"type": "run"})                       # nothing chosen
    assert w.error == f"{play.status()} Press New game to play another."   # who won stays
    assert w.last_exception is None
    assert play.state.to_dict() == before
    w.receive({"type": "new_game"})
    assert w.error == "" and not play.over and w.last_exception is None


def test_run_with_nothing_chosen_never_ends_the_programming():
    """Issue 29: Run pressed once after one placement passed, and the rest of the rack went
    back to the box; passing is the I'm done button's choice."""
    play = game()
    w = play.widget()
    w.receive({"type": "choose", "action": "place V2 C 1 S"})
    w.receive({"type": "run"})
    rack = list(play.rack)
    w.receive({"type": "run"})                                  # nothing chosen
    assert "Place chit has no chit to lay" in w.error and "I'm done placing chits" in w.error
    assert play.state.phase == "program" and list(play.rack) == rack
    w.receive({"type": "choose", "action": "pass"})
    w.receive({"type": "run"})
    assert w.error == "" and play.state.phase == "execute"
