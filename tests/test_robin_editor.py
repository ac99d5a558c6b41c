"""Robin's trade editor (codyroby_lab/ui/editors.py TradeEditor; its browser half is
widgets/editors/trade.js, driven in tests/browser/test_robin.py): each intent is checked by
the game's own rules, a refused one changes nothing and says why in the rule's words."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.games.robin.game import Robin
from codyroby_lab.lessons.robin import RobinPlay
from codyroby_lab.ui import BoardWidget
from codyroby_lab.ui.editors import TradeEditor, editor_for

SETUP = {"players": ["ann", "bob", "cy"], "first": "ann",
         "hands": {"ann": ["riches13", "food4", "look", "weapons1"],
                   "bob": ["food3", "animals2", "animals3", "steal"]},
         "pieces": {"ann": 2, "bob": 1, "cy": 1}}


def moving():
    """Ann offered riches13 (+2 -1 -1) and nobody countered: Ann moves with it."""
    state = Robin.from_setup(SETUP).new_state()
    for action in ("offer riches13", "bob: counter none", "cy: counter none"):
        state.apply(action)
    return state


def snapshot(w):
    return {k: copy.deepcopy(getattr(w, k)) for k in ("scene", "program", "content",
                                                       "trace_meta", "trace_bytes")}


def test_the_scene_names_the_trade_editor_with_what_the_viewer_may_know():
    state = moving()
    trade = editor_for(state, "ann")
    assert isinstance(trade, TradeEditor)
    c = trade.config
    assert c["verbs"] == ["move"] and c["groups"] == [2, -1, -1] and c["offer"] == "riches13"
    assert c["offers"] == {"bob": "none", "cy": "none"}
    assert c["arrows"]["riches13"] == [2, -1, -1] and "steal" not in c["arrows"]
    bob = editor_for(state, "bob").config
    assert bob["verbs"] == [] and "look" not in bob["hand"] and "look" not in bob["arrows"]
    assert editor_for(state, None).config["hand"] == []


def test_an_offer_is_chosen_run_and_played():
    w = BoardWidget(Robin.from_setup(SETUP).new_state(), viewer="ann")
    w.receive({"type": "act", "words": ["offer", "food4"]})
    assert w.error == "" and w.content == ["offer", "food4"] and w.program == "offer food4"
    w.receive({"type": "run"})
    assert w.error == ""
    assert w.trace.events(1)[0].text == "Ann offers food4 (-2)"


def test_an_assignment_is_refused_as_soon_as_it_breaks_a_rule():
    w = BoardWidget(moving(), viewer="ann")
    w.receive({"type": "assign", "pieces": ["bob", "-", "-"]})
    before = snapshot(w)
    for pieces, why in ((["bob", "bob", "-"], "Bob is moved twice: each piece moves at most "
                                              "once per card"),
                        (["bob", "cy", "-"], "Cy cannot go 1 back from space 1: no piece "
                                             "goes back past the old oak"),
                        (["bob", "robin", "-"], "robin"),
                        (["bob"], "name a piece for each")):
        w.receive({"type": "assign", "pieces": pieces})
        assert why in w.error and snapshot(w) == before
    w.receive({"type": "run"})                     # 1 group, but 2 can be applied
    # walk 09c, fault 6 (issue 29): a mouse user read the typed commands' notation here
    assert "apply as many as you can, each to a piece" in w.error and "'-'" not in w.error
    assert snapshot(w) == before
    w.receive({"type": "assign", "pieces": ["bob", "ann", "-"]})
    w.receive({"type": "run"})
    assert w.error == "" and w.trace.events(1)[0].text == \
        "Ann moves Bob 2 forward from space 1 to space 3"


@pytest.mark.parametrize("intent, why", [
    ({"type": "act", "words": ["offer", "steal"]}, "steal is not in your hand"),
    ({"type": "act", "words": ["counter", "food4"]}, "You cannot counter now: you may offer "
                                                     "or use."),
    ({"type": "act", "words": ["use", "look"]}, "'use look' needs a player"),
    ({"type": "act", "words": ["use", "food4", "bob"]}, "food4 is a Mission card"),
    ({"type": "act", "words": "offer food4"}, "a list of words"),
    ({"type": "act", "words": ["offer"] * 13}, "at most 12 words"),
    ({"type": "act", "words": ["\x00" * 50]}, "You cannot do that now"),
    ({"type": "assign", "pieces": ["ann"]}, "You cannot move now"),
    ({"type": "act"}, ""),
], ids=["not-in-hand", "wrong-phase", "use-without-target", "mission-card-used", "a-string",
        "too-long", "odd-text", "assign-now", "missing-field"])
def test_a_bad_intent_changes_nothing(intent, why):
    w = BoardWidget(Robin.from_setup(SETUP).new_state(), viewer="ann")
    w.receive({"type": "act", "words": ["offer", "food4"]})
    before = snapshot(w)
    w.receive(intent)
    assert w.error and why in w.error and snapshot(w) == before


def test_a_contribution_is_given_card_by_card_and_checked_whole_on_run():
    setup = {**SETUP, "pieces": {"ann": 5, "bob": 1, "cy": 1}}       # space 5: give 1
    state = Robin.from_setup(setup).new_state()
    w = BoardWidget(state, viewer="ann")
    assert w.scene["editor"]["verbs"] == ["contribute"] and w.scene["editor"]["need"] == 1
    w.receive({"type": "act", "words": ["contribute"]})
    assert w.error == ""
    w.receive({"type": "run"})
    assert "give" in w.error.lower() or "contribute" in w.error.lower()
    w.receive({"type": "act", "words": ["contribute", "look", "food4"]})
    assert w.error == "give 1 card, not 2"
    w.receive({"type": "act", "words": ["contribute", "look"]})
    w.receive({"type": "run"})
    assert w.error == "" and "look" in w.trace.events(1)[0].text


def test_the_lesson_widget_plays_the_editor_action_and_the_computers_answer():
    game = RobinPlay({"first": "will"}, seed=1)
    w = game.widget()
    assert w.scene["editor"]["kind"] == "trade" and w.scene["editor"]["verbs"] == ["offer"]
    w.receive({"type": "act", "words": ["offer", "food3"]})
    w.receive({"type": "run"})
    assert w.error == "" and game.state.phase == "choose"
    assert game.turns[-1].lines[:2] == ["You:", "  Will offers food3 (+2)"]
    assert w.scene["editor"]["actions"] == ["accept tuck"]      # the editor follows the game
    w.receive({"type": "act", "words": ["accept", "robin"]})    # Robin offered nothing
    assert "robin" in w.error.lower()


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8)
                    | st.sampled_from(["-", "ann", "bob", "cy", "move", "offer", "food4"]),
                    lambda inner: st.lists(inner, max_size=5), max_leaves=12)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["act", "assign"]), st.sampled_from(["words", "pieces"]), JSON)
def test_any_intent_is_taken_or_refused_in_words(kind, field, value):
    """Whatever the browser sends, the editor takes it or refuses it with a message (never
    a Python error); a refused intent changes nothing."""
    w = BoardWidget(moving(), viewer="ann")
    before = snapshot(w)
    w.receive({"type": kind, field: value})
    assert getattr(w, "last_exception", None) is None      # a LabError, not a Python failure
    if w.error:
        assert snapshot(w) == before
    else:  # nothing chosen yet, or an assignment of the card's 3 groups
        assert w.content == [] or w.content[0] == "move" and len(w.content) == 4


# Issue 29, lesson 09's walk-through (faults 4, 9, 10 and 19): the board's replies say what
# is wrong and how a move is written, never a whole move to copy.
def test_a_move_applying_too_few_groups_hears_the_form_not_a_move_to_copy():
    w = BoardWidget(moving(), viewer="ann")
    w.receive({"type": "assign", "pieces": ["bob", "-", "-"]})
    w.receive({"type": "run"})
    assert "applies 1 of the 3 arrow groups" in w.error
    assert w.error.endswith("apply as many as you can, each to a piece that can take it")
    assert "e.g." not in w.error and "move bob" not in w.error


def test_a_misspelt_word_is_told_apart_from_a_word_not_for_now():
    w = BoardWidget(Robin.from_setup(SETUP).new_state(), viewer="ann")
    w.receive({"type": "set_program", "text": "ofer food4"})
    assert w.error == ("'ofer' is not a word of the game (did you mean 'offer'?): a move "
                       "starts with what you do, and now you may offer or use.")
    w.receive({"type": "set_program", "text": "counter food4"})
    assert w.error == "You cannot counter now: you may offer or use."


def test_a_typed_card_in_capitals_is_the_hand_card():
    w = BoardWidget(Robin.from_setup(SETUP).new_state(), viewer="ann")
    w.receive({"type": "set_program", "text": "offer Food4"})
    assert w.error == "" and w.content == ["offer", "food4"]


def test_run_with_nothing_chosen_names_the_ways_the_board_shows():
    game = RobinPlay({"first": "will"}, seed=1)
    w = game.widget()
    w.receive({"type": "run"})
    assert w.error == "Choose what to do first: click a card of your hand."
    w.receive({"type": "act", "words": ["offer", "food3"]})
    w.receive({"type": "run"})                                  # Will now takes an offer
    w.receive({"type": "run"})
    assert w.error == "Choose what to do first: press one of the buttons under your hand."


def test_the_next_words_name_special_cards_and_groups_only_as_they_are():
    game = RobinPlay({"first": "will", "pieces": {"will": 2, "robin": 1, "marian": 1,
                                                   "tuck": 3},
                      "hands": {"will": ["riches13", "food4", "weapons1", "messages10"]}},
                     seed=6)
    assert "special" not in game._next() and "special" not in game._next(board=True)
    game.move("offer riches13")
    assert 'game.move("move NAME NAME NAME") (your card: riches13, its groups: +2 -1 -1)' \
        in game._next()
    special = RobinPlay({"first": "will", "hands": {"will": ["look", "food4", "weapons1"]}},
                        seed=6)
    assert special._next(board=True) == ("offer a card: click it in your hand (or play a "
                                          "special card below it), then press Run")


def test_the_editor_says_what_special_and_dual_cards_do():
    """Issue 29 (walk 09, fault 14): special and dual cards only said "no arrows"."""
    game = RobinPlay({"first": "will", "hands": {"will": ["look", "food4", "riches-weapons"]}},
                     seed=6)
    about = game.widget().scene["editor"]["about"]
    assert about["look"] == "Secretly look at one player's hand of cards."
    assert "cannot be used" in about["riches-weapons"] and "food4" not in about


def test_a_dual_card_is_said_in_the_word_tables_words():
    """Walk 09p, fault 3: "The dual cards cannot be played as an action": the lesson's word
    table says "use", never "action", on the board and when the move is refused."""
    game = RobinPlay({"first": "will", "hands": {"will": ["look", "food4", "riches-weapons"]}},
                     seed=6)
    about = game.widget().scene["editor"]["about"]["riches-weapons"]
    refused = game.move("use riches-weapons")
    assert not refused.ok and "cannot be used" in str(refused)
    assert "action" not in about and "action" not in str(refused)
