"""Il Duello: a test per rule, illegal actions, bad setups and properties over whole games."""

from __future__ import annotations

import json
from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.players import play
from codyroby_lab.core.protocol import record
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.codyroby.bots import heuristic_player, random_player
from codyroby_lab.games.codyroby.duel import Duel, DuelState
from codyroby_lab.games.codyroby.events import DREW, GAME_OVER, PLACED

HANDS = {"A": ["F", "F", "F", "R", "F"], "B": ["L", "L", "F", "F", "F"]}


def fixed(**extra):
    """A duel with a fixed deck and hands and no block phase unless asked."""
    setup = {"deck": ["F"] * 20 + ["L"] * 5 + ["R"] * 5, "hands": HANDS, "blocks_each": 0}
    setup.update(extra)
    return Duel.from_setup(setup).new_state(seed=0)


def total(s: DuelState) -> int:
    return len(s.deck) + sum(map(len, s.hands.values())) + len(s.discard) + len(s.table)


@pytest.mark.rule("codyroby.duel.start")
def test_start_corners_and_full_shuffled_deck():
    s = Duel().new_state(seed=1)
    assert s.robots["A"].name_at == "A5" and s.robots["B"].name_at == "E1"
    assert s.robots["A"].facing.name == "N" and s.robots["B"].facing.name == "S"
    every = s.deck + s.hands["A"] + s.hands["B"]
    assert Counter(every) == Counter({"F": 24, "L": 8, "R": 8})
    assert len(s.hands["A"]) == len(s.hands["B"]) == 5
    assert s.deck != Duel().new_state(seed=2).deck  # the rng shuffles


@pytest.mark.rule("codyroby.duel.block")
def test_each_side_places_one_block_then_play_starts():
    s = Duel().new_state(seed=1)
    assert s.phase == "blocks" and s.player == "A"
    [e] = s.apply("block C3")
    assert e.kind == PLACED and e.rule.id == "codyroby.duel.block"
    assert s.player == "B" and s.phase == "blocks"
    s.apply("block c2")
    assert s.phase == "play" and s.player == "A"
    assert {(2, 2), (2, 1)} <= s.board.blocks
    assert all(str(a).startswith("play") for a in s.legal_actions())


@pytest.mark.rule("codyroby.duel.block")
@pytest.mark.parametrize("square", ["A5", "E1"])
def test_no_block_on_a_roby(square):
    s = Duel().new_state(seed=1)
    with pytest.raises(IllegalAction):
        s.apply(f"block {square}")


@pytest.mark.rule("codyroby.duel.play")
def test_cards_run_in_order_and_leave_the_hand():
    s = fixed()
    events = s.apply("play R F")
    assert [e.kind for e in events][:2] == ["Turned", "Moved"]
    assert s.robots["A"].name_at == "B5"
    assert s.discard == ["R", "F"] and s.player == "B"


@pytest.mark.rule("codyroby.duel.play")
def test_at_least_one_card_and_only_hand_cards():
    s = fixed()
    for bad in ("play", "play L", "play F F F F F F"):
        with pytest.raises(IllegalAction):
            s.apply(bad)


@pytest.mark.rule("codyroby.duel.draw")
def test_the_player_draws_back_up_to_five():
    s = fixed()
    top = s.to_dict()["deck"][:3]
    events = s.apply("play F F R")
    assert events[-1].kind == DREW and events[-1]["cards"] == 3
    assert s.hands["A"] == ["F", "F", *top]


@pytest.mark.rule("codyroby.duel.draw")
@pytest.mark.rule("codyroby.duel.play")
def test_the_deal_must_give_each_side_a_card_to_play():
    with pytest.raises(SetupError, match="B would be dealt no card.*at least 6 cards "
                                         r"\(5 for A, 1 for B\)"):
        Duel.from_setup({"cards": {"F": 3, "L": 1, "R": 1}})
    with pytest.raises(SetupError, match=r"at least 4 cards \(3 in A's hand, 1 for B\)"):
        Duel.from_setup({"cards": {"F": 3, "L": 0, "R": 0}, "hands": {"A": ["F", "F", "F"]}})
    s = Duel.from_setup({"cards": {"F": 4, "L": 1, "R": 1}, "blocks_each": 0}).new_state(seed=2)
    assert sorted(map(len, s.hands.values())) == [1, 5]
    rng = np.random.default_rng(2)
    while not s.is_terminal():  # each side draws back the cards it played
        assert s.legal_actions() and all(s.hands.values())
        s.apply(random_player(s, s.player, rng))


@pytest.mark.rule("codyroby.duel.block")
def test_the_board_must_have_room_for_every_block():
    with pytest.raises(SetupError, match="0 empty squares for blocks: at most 0 each, not 1"):
        Duel.from_setup({"board": {"width": 2, "height": 1}})
    s = Duel.from_setup({"board": {"width": 2, "height": 2}}).new_state(seed=0)
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    assert s.phase == "play" and s.legal_actions()


@pytest.mark.rule("codyroby.duel.win")
def test_landing_on_the_opponent_wins():
    s = fixed(robots={"A": {"at": "A5", "facing": "N"}, "B": {"at": "A3", "facing": "S"}})
    events = s.apply("play F F")
    assert events[-1].kind == GAME_OVER and events[-1].rule.id == "codyroby.duel.win"
    assert s.winner == "A" and s.is_terminal() and s.legal_actions() == []
    assert total(s) == 40


@pytest.mark.rule("codyroby.duel.lose")
@pytest.mark.parametrize("extra, action", [
    ({"robots": {"A": {"at": "A5", "facing": "W"}}}, "play F"),  # off the left edge
    ({"board": {"width": 5, "height": 5, "blocks": ["A4"]}}, "play F"),  # into a block
])
def test_leaving_the_board_or_hitting_a_block_loses(extra, action):
    s = fixed(**extra)
    events = s.apply(action)
    assert [e.kind for e in events][-2:] == ["Crashed", "GameOver"]
    assert events[-1].rule.id == "codyroby.duel.lose"
    assert s.winner == "B" and s.robots["A"].name_at == "A5"


@pytest.mark.rule("codyroby.duel.win")
@pytest.mark.rule("codyroby.duel.lose")
@pytest.mark.parametrize("extra, action, kind", [
    ({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A3", "facing": "S"}}},
     "play F F", "GameOver"),
    ({"robots": {"A": {"at": "A5", "facing": "W"}}}, "play F", "GameOver"),
])
def test_the_step_that_ends_the_game_is_the_last(extra, action, kind):
    """A win or a loss is the trace's last step (the played cards go to the discard with
    it), never followed by an empty 'nothing happens' step."""
    s = fixed(**extra)
    trace = s.play(action)
    assert trace.events(trace.steps)[-1].kind == kind
    assert trace.card_of(trace.steps) is not None
    assert trace.final.to_dict() == s.to_dict() and s.table == [] and total(s) == 40


@pytest.mark.rule("codyroby.duel.reshuffle")
def test_played_cards_are_reshuffled_when_the_deck_runs_out():
    s = Duel.from_setup({"deck": ["L", "R"], "hands": HANDS, "blocks_each": 0}).new_state(seed=3)
    s.apply("play R")             # A draws the L
    s.apply("play L")             # B draws the R
    assert s.deck == [] and len(s.discard) == 2
    events = s.apply("play F F")  # A needs 2: the 2 played cards come back
    kinds = [e.kind for e in events]
    assert "Reshuffled" in kinds and kinds.index("Reshuffled") < kinds.index("Drew")
    assert total(s) == 12 and s.discard == [] and len(s.hands["A"]) == 5


@pytest.mark.rule("codyroby.duel.turn-limit")
def test_turn_limit_is_a_draw():
    s = fixed(turn_limit=2)
    s.apply("play R")
    events = s.apply("play L")
    assert events[-1].rule.id == "codyroby.duel.turn-limit"
    assert s.is_terminal() and s.winner is None


ILLEGAL = ["block A1", "play", "play X", "jump", "play L", "", 42, "play F F F F F F F"]


@pytest.mark.parametrize("action", ILLEGAL)
def test_illegal_actions_change_nothing(action):
    s = fixed()
    before = s.to_dict()
    with pytest.raises(IllegalAction):
        s.apply(action)
    assert s.to_dict() == before


def test_block_phase_actions_are_checked_too():
    s = Duel().new_state(seed=0)
    s.apply("block C3")
    before = s.to_dict()
    for bad in ("block C3", "block Z9", "play F", "block"):
        with pytest.raises(IllegalAction):
            s.apply(bad)
        assert s.to_dict() == before


@pytest.mark.parametrize("setup, field", [
    ({"players": ["A"]}, "players"),
    ({"hand_size": 0}, "hand_size"),
    ({"hands": {"A": ["F"] * 6}}, "hands.A"),
    ({"hands": {"A": ["X"]}}, "hands.A[0]"),
    ({"hands": {"B": []}}, "hands.B"),
    ({"deck": ["F", "Q"]}, "deck[1]"),
    ({"cards": {"F": -1}}, "F"),
    ({"robots": {"A": {"at": "Z1"}}}, "robots.A.at"),
    ({"robots": {"A": {"at": "E1"}}}, "robots.B.at"),  # B's corner is taken
    ({"board": {"width": 0}}, "board.width"),
    ({"first": "C"}, "first"),
    ({"colour": "red"}, "colour"),
    ({"cards": {"F": 2, "L": 0, "R": 0}, "hands": {"A": ["F", "F", "F"]}}, "hands"),
    ({"cards": {"F": 3, "L": 1, "R": 1}}, "cards"),  # A takes all 5, B would have none
    ({"deck": ["F"] * 5}, "deck"),
    ({"board": {"width": 2, "height": 1}}, "blocks_each"),  # no empty square for a block
    ({"board": {"width": 2, "height": 2}, "blocks_each": 2}, "blocks_each"),
])
def test_bad_setups_name_the_field(setup, field):
    with pytest.raises(SetupError) as e:
        Duel.from_setup(setup)
    assert e.value.field == field


@pytest.mark.parametrize("change, field", [
    ({"phase": "dancing"}, "state.phase"),
    ({"robots": 3}, "state.robots"),
    ({"hands": {"A": ["F"] * 6, "B": []}}, "state.hands.A"),
    ({"discard": ["F"]}, "state.deck"),  # 41 cards
    ({"rng": {"state": "x"}}, "state.rng"),
    ({"turn": "C"}, "state.turn"),
])
def test_bad_saved_state_names_the_field(change, field):
    d = {**fixed().to_dict(), **change}
    with pytest.raises(SetupError) as e:
        DuelState.from_dict(d)
    assert e.value.field == field


def test_scene_shows_the_viewers_own_hand():
    s = Duel().new_state(seed=4)
    s.apply("block C3")
    scene = s.scene("B")
    json.dumps(scene)
    assert scene["editor"]["kind"] == "hand" and scene["editor"]["player"] == "B"
    assert scene["editor"]["hand"] == s.hands["B"] and scene["editor"]["verbs"] == []  # walk 04s, 5
    assert s.scene("A")["editor"]["hand"] == s.hands["A"] and not s.scene("A")["editor"]["verbs"]
    assert s.scene()["editor"]["hand"] == []           # a spectator holds no hand
    block = {"at": [2, 2], "kind": "block", "label": "A's block at C3", "text": "A's"}
    assert block in scene["tiles"]
    vec = s.to_vector()
    for piece in scene["pieces"]:
        b = piece["bind"]
        assert [vec[b["x"]], vec[b["y"]], vec[b["facing"]]] == [*piece["at"], piece["facing"]]


def test_a_recorded_game_replays_every_step():
    s = Duel().new_state(seed=5)
    start = s.clone()
    actions: list = []
    play(s, [heuristic_player, random_player], rng=np.random.default_rng(5), actions=actions)
    replay = start.clone()
    trace = Trace(start)
    for a in actions:
        replay.play(a, trace)
        assert trace[-1].to_dict() == replay.to_dict()
    assert trace[-1].to_dict() == s.to_dict()
    assert record(start.clone(), actions)[-1].to_dict() == s.to_dict()
    assert "turn" in trace.table(0, 3).columns


def _bot_game(seed: int, first=random_player, second=random_player):
    s = Duel().new_state(seed=seed)
    rng = np.random.default_rng(seed)
    log, states = [], []
    while not s.is_terminal():
        player = first if s.player == "A" else second
        action = player(s, s.player, rng)
        t = s.play(action)
        for i in range(1, len(t)):
            log.append((str(action), tuple(e.text for e in t.events(i))))
            states.append(t[i])
    return s, log, states


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**31))
def test_same_seed_same_game(seed):
    a = _bot_game(seed, heuristic_player, random_player)
    b = _bot_game(seed, heuristic_player, random_player)
    assert a[1] == b[1] and a[0].to_dict() == b[0].to_dict()


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**31))
def test_cards_are_conserved_and_robies_stay_on_the_board(seed):
    final, _, states = _bot_game(seed)
    for s in states + [final]:
        assert total(s) == 40
        for r in s.robots.values():
            assert s.board.on_board(r.at) and r.at not in s.board.blocks
        assert DuelState.from_dict(json.loads(json.dumps(s.to_dict()))).to_dict() == s.to_dict()
        assert s.with_vector(s.to_vector()).to_dict() == s.to_dict()


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**31), st.integers(0, 100))
def test_every_listed_action_is_legal(seed, pick):
    s = Duel().new_state(seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(6):
        if s.is_terminal():
            break
        actions = s.legal_actions()
        assert actions and len(set(map(str, actions))) == len(actions)
        s.clone().apply(actions[pick % len(actions)])
        s.apply(random_player(s, s.player, rng))
