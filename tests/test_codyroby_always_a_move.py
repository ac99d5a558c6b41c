"""No card game freezes: over random setups and random play, a Duel, a Race or a Follow-me
that is not over always has a legal action (a setup that could freeze is refused with a
SetupError naming the field).
"""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.errors import SetupError
from codyroby_lab.games.codyroby.bots import random_player
from codyroby_lab.games.codyroby.duel import Duel
from codyroby_lab.games.codyroby.follow_me import FollowMe
from codyroby_lab.games.codyroby.race import Race

cards = st.lists(st.sampled_from("FLR"), max_size=4)
counts = st.integers(0, 8)


def boards(least=1, most=4):
    return st.fixed_dictionaries({"width": st.integers(least, most),
                                  "height": st.integers(least, most)})


@st.composite
def follow_me_setups(draw):
    """Trails of the right length (some crash), their cards reordered, sometimes an order
    for a round with no trail, or cards that do not match."""
    length = draw(st.integers(1, 3))
    trail = st.lists(st.sampled_from("FLR"), min_size=length, max_size=length)
    programs = draw(st.lists(trail, max_size=2))
    shuffled = [draw(st.permutations(p)) for p in programs[:draw(st.integers(0, 2))]]
    shuffled += draw(st.lists(cards, max_size=1))
    return {"board": draw(boards(1, 3)), "length": length, "rounds": draw(st.integers(1, 2)),
            "programs": programs, "shuffled": shuffled}


def play_out(game_class, setup, seed):
    """Load ``setup`` (a SetupError is a fine answer) and play random legal actions to the
    end, checking each position that is not over has an action; the setup's game."""
    try:
        state = game_class.from_setup(setup).new_state(seed=seed)
    except SetupError:
        return None
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        assert state.legal_actions(), f"no legal action in {state!r}"
        state.apply(random_player(state, state.player, rng))
    assert state.legal_actions() == []
    return state


@pytest.mark.rule("codyroby.duel.play")
@settings(max_examples=80, deadline=None)
@given(boards(2, 5), st.integers(0, 3), st.integers(1, 6),
       st.fixed_dictionaries({"F": counts, "L": counts, "R": counts}),
       st.dictionaries(st.sampled_from("AB"), cards.filter(bool)), st.integers(0, 99))
def test_a_duel_that_is_not_over_always_has_a_legal_action(board, blocks, hand, make, hands,
                                                           seed):
    play_out(Duel, {"board": board, "blocks_each": blocks, "hand_size": hand, "cards": make,
                    "hands": hands, "turn_limit": 30}, seed)


@pytest.mark.rule("codyroby.race.go")
@settings(max_examples=80, deadline=None)
@given(boards(), st.booleans(), st.integers(1, 3),
       st.fixed_dictionaries({c: st.just(0) | st.integers(0, 12) for c in ("F", "L", "R")}
                             | {"REPEAT": counts}),
       st.sampled_from(["players", "solver"]), st.integers(0, 99))
def test_a_race_that_is_not_over_always_has_a_legal_action(board, loops, length, piles,
                                                           referee, seed):
    play_out(Race, {"board": board, "blocks": loops, "length": length, "piles": piles,
                    "referee": referee}, seed)


@pytest.mark.rule("codyroby.follow-me.rebuild")
@settings(max_examples=40, deadline=None)
@given(follow_me_setups(), st.integers(0, 99))
def test_a_follow_me_that_is_not_over_always_has_a_legal_action(setup, seed):
    play_out(FollowMe, setup, seed)


def test_setups_that_would_freeze_are_refused():
    with pytest.raises(SetupError) as e:
        Race.from_setup({"blocks": True, "piles": {"F": 0, "L": 0, "R": 0, "REPEAT": 3},
                         "length": 2})
    assert e.value.field == "piles.F"
    with pytest.raises(SetupError) as e:
        FollowMe.from_setup({"shuffled": [[]]})
    assert e.value.field == "shuffled[0]"
    with pytest.raises(SetupError, match="programs\\[1\\] too"):
        FollowMe.from_setup({"length": 1, "programs": ["L"], "shuffled": [["L"], ["F"]]})
