"""RoboRally's registers editor (codyroby_lab/ui/editors.py, RegistersEditor): the dealt hand
as numbered cards, five registers, locked registers shown with their card and refused, the
power-down box; every intent checked before it changes anything; Run commits the game's own
action, and in the race the computers answer and the turn replays step by step."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.errors import IllegalAction, LabError
from codyroby_lab.games.roborally import events as kinds
from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.lessons import RoboRallyRace
from codyroby_lab.ui import BoardWidget
from codyroby_lab.ui.editors import RegistersEditor, editor_for
from tests.support.rr import board, robots

LOCKED = {"board": board("flag C1 1", 6, 6),
          "robots": robots(Twonky={"at": "C5", "damage": 6,
                                   "registers": {"4": "Move 2 720", "5": "Move 1 490"}},
                           Zoom_Bot="E5 N")}
DOWN = {"board": board("flag C1 1", 6, 6),
        "robots": robots(Twonky={"at": "C5", "powered_down": True}, Zoom_Bot="E5 N")}


def widget(setup=None, viewer="Twonky") -> BoardWidget:
    state = (RoboRally.from_setup(setup) if setup else RoboRally()).new_state(seed=3)
    return BoardWidget(state, viewer=viewer)


def snapshot(w):
    return {k: copy.deepcopy(getattr(w, k)) for k in ("scene", "program", "content",
                                                       "trace_meta", "trace_bytes")}


@pytest.mark.rule("roborally.deal")
def test_the_editor_shows_the_viewers_hand_numbered_and_nobody_elses():
    w = widget()
    cfg = w.scene["editor"]
    assert isinstance(w.editor, RegistersEditor) and cfg["kind"] == "registers"
    assert cfg["player"] == "Twonky" and cfg["registers"] == 5 and cfg["locked"] == []
    assert len(cfg["hand"]) == 9 and cfg["verbs"] == ["program"]
    twonky = w.start.robot_dict(0, "Twonky")["hand"]
    assert cfg["hand"] == twonky
    spectator = editor_for(w.start, None).config
    assert spectator["hand"] == [] and spectator["verbs"] == []
    other = editor_for(w.start, "Zoom Bot").config["hand"]
    assert not set(other) & set(cfg["hand"])


@pytest.mark.rule("roborally.program")
def test_cards_put_in_registers_become_the_program_and_run_plays_the_turn():
    w = widget()
    w.receive({"type": "set_registers", "registers": [3, 7, None, None, None], "down": False})
    assert w.error == "" and w.program == "3 7 _ _ _"
    w.receive({"type": "set_program", "text": "3 7 1 9 2"})
    assert w.content == {"registers": [3, 7, 1, 9, 2], "down": False}
    w.receive({"type": "set_registers", "registers": [3, 7, 1, 9, 2], "down": True})
    assert w.program == "3 7 1 9 2 down"
    assert str(w.editor.action(w.content)) == "Twonky: program 3 7 1 9 2 down"
    w.receive({"type": "run"})
    assert w.error == "" and w.trace.steps >= 1        # Twonky's sealed commit
    assert w.trace.view("Twonky").events(1)[0].kind == kinds.COMMITTED


@pytest.mark.rule("roborally.program")
def test_an_empty_free_register_is_refused_on_run_in_words():
    w = widget()
    w.receive({"type": "set_program", "text": "3 _ 1 9 2"})
    assert w.content["registers"] == [3, None, 1, 9, 2]
    before = snapshot(w)
    w.receive({"type": "run"})
    assert "Register 2 is empty" in w.error and snapshot(w) == before


@pytest.mark.rule("roborally.locked")
def test_locked_registers_are_shown_with_their_card_and_refused():
    w = widget(LOCKED)
    cfg = w.scene["editor"]
    assert cfg["locked"] == [4, 5] and cfg["program"][3:] == ["Move 2 720", "Move 1 490"]
    assert len(cfg["hand"]) == 3                       # 9 cards minus 6 damage
    w.receive({"type": "set_registers", "registers": [1, 2, 3, None, None], "down": False})
    assert w.error == "" and w.program == "1 2 3"
    before = snapshot(w)
    w.receive({"type": "set_registers", "registers": [1, 2, None, 3, None], "down": False})
    assert w.error == "Register 4 is locked: it keeps Move 2 (priority 720)."
    assert snapshot(w) == before
    w.receive({"type": "set_program", "text": "1 2 3 1"})
    assert "3 free registers" in w.error and snapshot(w) == before
    assert str(w.editor.action(w.content)) == "Twonky: program 1 2 3"


@pytest.mark.rule("roborally.power-down")
def test_a_powered_down_robot_says_up_or_down():
    w = widget(DOWN)
    assert w.scene["editor"]["verbs"] == ["power"] and w.scene["editor"]["hand"] == []
    assert str(w.editor.action(w.content)) == "Twonky: power up"
    assert str(w.editor.action(w.content)) == "Twonky: power up"
    w.receive({"type": "set_program", "text": "power down"})
    assert w.content["down"] and str(w.editor.action(w.content)) == "Twonky: power down"
    before = snapshot(w)
    w.receive({"type": "set_program", "text": "1 2 3"})
    assert "powered down" in w.error and snapshot(w) == before


@pytest.mark.parametrize("message", [
    {"type": "set_registers", "registers": [1, 1, None, None, None], "down": False},
    {"type": "set_registers", "registers": [10, None, None, None, None], "down": False},
    {"type": "set_registers", "registers": [0, None, None, None, None], "down": False},
    {"type": "set_registers", "registers": [1, 2, 3, 4], "down": False},
    {"type": "set_registers", "registers": [True, None, None, None, None], "down": False},
    {"type": "set_registers", "registers": ["1", None, None, None, None], "down": False},
    {"type": "set_registers", "registers": [1, None, None, None, None], "down": "yes"},
    {"type": "set_registers", "registers": "1 2 3 4 5", "down": False},
    {"type": "set_registers", "registers": [1, None, None, None, None]},
    {"type": "choose", "cards": ["Move 1"]},
    {"type": "set_program", "text": "1 2 3 4 5 6"},
    {"type": "set_program", "text": "one zebra"},   # number words read (walk 07i, 10)
    {"type": "set_program", "text": "1 2 x" * 2000},
], ids=["twice", "not-in-hand", "zero", "four-registers", "a-bool", "text", "down-text",
        "a-string", "missing-down", "a-hand-intent", "six-cards", "words", "huge"])
def test_a_bad_intent_changes_nothing(message):
    w = widget()
    w.receive({"type": "set_registers", "registers": [2, None, None, None, None],
               "down": False})
    before = snapshot(w)
    w.receive(message)
    assert w.error and snapshot(w) == before


def test_the_text_form_reads_back():
    ed = editor_for(RoboRally.from_setup(LOCKED).new_state(seed=1), "Twonky")
    for text in ("", "1 _ _", "_ 2 _", "3 _ 1", "1 2 3 down", "down"):
        assert ed.text(ed.read(text)) == text
    assert ed.read("empty 2") == ed.read("_ 2")       # the word is read too, and short text
    assert ed.read("program 3 2 1")["registers"] == [3, 2, 1, None, None]
    priority = ed.palette[1].rsplit(" ", 1)[1]    # a priority is no card number, as in a cell
    with pytest.raises(LabError, match=f"^There is no card {priority}: your cards are "
                                       "numbered 1 to 3.$"):
        ed.read(f"3 {priority}")
    with pytest.raises(LabError, match="^That is not a card number"):
        ed.read("\x00")


@pytest.mark.rule("roborally.program")
def test_a_half_made_program_reads_as_blanks_to_fill_in():
    """Walk 07q4, fault 11: one card dragged into register 3 wrote "empty empty 2" in the
    text box. A half-made program's text has a blank for each empty register, the box's
    label says so, and the text sent back makes the same registers."""
    w = widget()
    w.receive({"type": "set_registers", "registers": [None, None, 2, None, None],
               "down": False})
    assert w.program == "_ _ 2 _ _"
    w.receive({"type": "set_program", "text": w.program})
    assert w.error == "" and w.content["registers"] == [None, None, 2, None, None]


@pytest.mark.rule("roborally.program")
def test_the_text_has_a_mark_for_every_register_the_empty_ones_at_the_end_too():
    """Walk 07r6, fault M5: with registers 1, 2 and 4 filled the box showed "3 9 _ 2", four
    marks for five registers. Each free register has its mark, and the text reads back as
    the same registers; locked registers stay out of the text."""
    w = widget()
    w.receive({"type": "set_registers", "registers": [3, 9, None, 2, None], "down": False})
    assert w.program == "3 9 _ 2 _"
    w.receive({"type": "set_program", "text": w.program})
    assert w.error == "" and w.content["registers"] == [3, 9, None, 2, None]
    locked = widget(LOCKED)
    locked.receive({"type": "set_registers", "registers": [None, 2, None, None, None],
                    "down": True})
    assert locked.program == "_ 2 _ down"


def test_the_game_over_refuses_run_in_its_own_words():
    state = RoboRally.from_setup(LOCKED).new_state(seed=1)
    state.phase = "over"
    with pytest.raises(IllegalAction):
        editor_for(state, "Twonky").action({"registers": [1, 2, 3, None, None],
                                           "down": False})


def test_the_race_widget_plays_your_registers_and_the_computers_answer():
    race = RoboRallyRace(seed=4)
    w = race.widget()
    assert w.viewer == "Twonky" and w.scene["editor"]["hand"] == race.hand
    w.receive({"type": "set_registers", "registers": [1, 2, 3, 4, 5], "down": False})
    w.receive({"type": "run"})
    assert w.error == "" and race.state.turn == 2 and len(race.turns) == 1
    phases = {w.trace.phase(i) for i in range(1, len(w.trace))}
    assert {"A reveal", "B robots move", "C express belts move", "D lasers fire"} <= phases
    assert w.program == "" and w.scene["editor"]["hand"] == race.hand   # the next deal
    w.receive({"type": "set_registers", "registers": [1, 1, None, None, None],
               "down": False})
    assert "two registers" in w.error and race.state.turn == 2


@pytest.mark.rule("roborally.power-down")
def test_the_race_widget_powers_down_and_up():
    race = RoboRallyRace({"board": board("flag A1 1; flag F1 2", 6, 6),
                          "robots": robots(Twonky="C6 N", Zoom_Bot="F6 N"),
                          "hands": {"Twonky": ["Rotate Left 70", "Rotate Left 90", "U-Turn 10",
                                               "Rotate Right 80", "Rotate Right 100",
                                               "Rotate Right 120", "U-Turn 20", "U-Turn 30",
                                               "Rotate Left 110"]}}, seed=2)
    w = race.widget()
    w.receive({"type": "set_registers", "registers": [1, 2, 3, 4, 5], "down": True})
    w.receive({"type": "run"})
    assert w.error == "" and race.state.turn == 2
    assert w.scene["editor"]["verbs"] == ["power"] and w.scene["editor"]["hand"] == []
    assert str(w.editor.action(w.content)) == "Twonky: power up"
    w.receive({"type": "run"})                          # power up: play the turn down
    assert w.error == "" and race.state.turn == 3
    assert w.scene["editor"]["verbs"] == ["program"] and len(w.scene["editor"]["hand"]) == 9


@given(st.data())
@settings(max_examples=60, deadline=None)
def test_every_content_reads_back_from_its_text(data):
    setup = data.draw(st.sampled_from([None, LOCKED]))
    ed = editor_for((RoboRally.from_setup(setup) if setup else RoboRally()).new_state(seed=1),
                    "Twonky")
    places = list(range(1, len(ed.palette) + 1))
    free = [r for r in range(1, 6) if r not in ed.locked]
    chosen = data.draw(st.permutations(places))[:len(free)]
    registers = [None] * 5
    for r, p in zip(free, chosen, strict=False):
        registers[r - 1] = data.draw(st.sampled_from([p, None]))
    content = {"registers": registers, "down": data.draw(st.booleans())}
    assert ed.read(ed.text(content)) == ed.check(content) == content
