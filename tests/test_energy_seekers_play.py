"""Properties of whole games: cards conserved, pieces on the path, same seed same game,
the trace's positions equal a replay, bots finish games; the scene follows the contract."""

import json

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.players import play
from codyroby_lab.core.trace import Trace
from codyroby_lab.games import game_class
from codyroby_lab.games.energy_seekers import EnergySeekers, EnergySeekersState
from codyroby_lab.games.energy_seekers.bots import greedy, lookahead, random_legal

SHORT = {"max_turns": 60}


def cards_in_play(s):
    return len(s.deck) + len(s.discard) + sum(map(len, s.hands)) + sum(map(len, s.piles))


def random_game(players, seed, bot_seed, steps):
    game = EnergySeekers.from_setup({"players": players, **SHORT})
    s = game.new_state(seed=seed)
    rng = np.random.default_rng(bot_seed)
    states, trace = {0: s.clone()}, Trace(s)
    for _ in range(steps):
        if s.is_terminal():
            break
        s.play(random_legal(s, s.player, rng), trace)
        states[len(trace) - 1] = s.clone()
    return s, states, trace


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
def test_cards_are_conserved_and_pieces_stay_on_the_path(players, seed, bot_seed):
    s, states, _ = random_game(players, seed, bot_seed, 80)
    for x in states.values():
        assert cards_in_play(x) == 40
        assert all(0 <= p < x.game.board.size for p in x.pos)
        assert all(len(h) <= 3 for h in x.hands)


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32 - 1))
def test_same_seed_same_game(players, seed):
    a, _, _ = random_game(players, seed, seed + 1, 60)
    b, _, _ = random_game(players, seed, seed + 1, 60)
    assert a.to_dict() == b.to_dict()


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32 - 1))
def test_trace_seek_equals_replay_and_saved_states_load_back(players, seed):
    s, states, t = random_game(players, seed, seed, 40)
    for i, x in states.items():  # seeking to the end of each action gives the replayed state
        assert t[i].to_dict() == x.to_dict()
    assert t[-1] == s and t[0] == states[0]
    back = EnergySeekersState.from_dict(json.loads(json.dumps(s.to_dict())))
    assert back == s and back.legal_actions() == s.legal_actions()


def test_each_legal_action_applies():
    s = EnergySeekers.from_setup({"players": 3, "controlled": ["P2", "P3"]}).new_state(seed=4)
    actions = s.legal_actions()
    assert str(actions[0]) == "give none" and len(actions) > 10
    for a in actions:
        s.clone().apply(str(a))


def test_bots_play_whole_games_to_the_end():
    game = EnergySeekers(players=["ann", "bob", "cy"])
    for seed in range(3):
        end = play(game, [greedy, lookahead, greedy], seed=seed)
        assert end.is_terminal() and end.winner is not None
    short = EnergySeekers.from_setup({"players": 2, "max_turns": 300})
    end = play(short, [random_legal, random_legal], seed=1)
    assert end.is_terminal()


def test_the_lookahead_bot_beats_random_players():
    game = EnergySeekers.from_setup({"players": 2, "max_turns": 400})
    wins = sum(play(game, [lookahead, random_legal], seed=s).winner == "P1"
               for s in range(8))
    assert wins >= 6


def test_the_lookahead_bot_does_not_wait_for_ever_before_a_remote_control_square():
    """Walk 06r8, fault 5: on square 27 facing north, one F from Remote Control square 28
    where the path turns, with no F L F to pass it, Ada turned on the spot for ten turns.
    A turn that takes her no further costs a turn, so she steps on (and with an L, faces on)."""
    chosen = {}
    for hand in ("RFF", "FRR", "FLL"):
        game = EnergySeekers.from_setup({"players": 2, "deck": list(hand + "FFFFFFLLLRRR"),
                                         "pieces": {"P1": {"position": 27, "facing": "N"}}})
        state = game.new_state(seed=0)
        chosen[hand] = str(lookahead(state, "P1", np.random.default_rng(0)))
    assert chosen == {"RFF": "play F", "FRR": "play F", "FLL": "play F L"}


def test_registered_for_the_conformance_runner():
    assert game_class("energy_seekers") is EnergySeekers


def test_the_scene_binds_pieces_to_trace_slots_and_shows_the_hand():
    s = EnergySeekers(players=2).new_state(seed=0)
    s.apply(greedy(s, s.player, np.random.default_rng(0)))
    sc = s.scene("P2")
    json.dumps(sc)
    vec = s.to_vector()
    for p in sc["pieces"]:
        b = p["bind"]
        assert [vec[b["x"]], vec[b["y"]]] == p["at"] and vec[b["facing"]] == p["facing"]
    kinds = {t["kind"] for t in sc["tiles"]}
    assert kinds == {"start", "station", "remote", "swap", "repetition", "challenge", "tunnel",
                     "position"}
    assert all(t["label"] and t["text"] for t in sc["tiles"])
    assert sc["editor"]["kind"] == "hand" and sc["editor"]["player"] == "P2"
    assert sc["editor"]["hand"] == s.hands[1] and sc["editor"]["actions"]


def test_states_and_traces_save_and_load_as_documents(tmp_path):
    from codyroby_lab.core import io
    end = EnergySeekers(players=2).new_state(seed=4)
    trace = Trace(end)
    for _ in range(3):
        end.play(greedy(end, end.player, np.random.default_rng(0)), trace)
    io.save(end, tmp_path / "state.json")
    assert io.load(tmp_path / "state.json") == end
    io.save(trace, tmp_path / "trace.json")
    back = io.load(tmp_path / "trace.json")
    assert len(back) == len(trace) and back[-1] == end
    assert back.table(1, 2).rows[0]["card"] == trace.table(1, 2).rows[0]["card"] != ""
