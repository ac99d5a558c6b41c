"""One protocol test over the registry: every registered game, from its first day.

Each game has a small sample setup in ``tests/support/games.py`` (a new game adds a line
there, and may add actions that are never legal to ``NEVER`` below; a setup with which a
game plays differently, 2-player Robin, is a case of its own). For every case: the
same seed gives the same game; an illegal action leaves ``to_dict()`` unchanged, and so does
one that fails half-way through; clones are independent; ``from_dict(to_dict())`` is a fixed
point; replaying the trace gives the live state; 1,000 random playouts finish with no
exception or broken invariant; no observation, scene or desk-check row depends on data its
viewer may not see, and a viewer's trace holds none of it; after the game is over every
action is refused with IllegalAction. ``tests/support/sealed_bid.py`` (simultaneous turns)
is checked like the others.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import numpy as np
import pytest

from codyroby_lab.core import desk, registry
from codyroby_lab.core.errors import IllegalAction, LabError, SetupError
from codyroby_lab.core.protocol import SIMULTANEOUS, Action, State
from codyroby_lab.core.trace import Events, Trace
from codyroby_lab.core.viewer import EVERYONE, sees
from tests.support.games import (
    CASES,
    GAMES,
    MAX_ACTIONS,
    SETUPS,
    game,
    game_name,
    playout,
    random_action,
    sample_states,
    viewers,
)

NEVER = ["dance", "", 42, None, {"verb": "dance"}, {"verb": 3}, ["play"], "play ~", "A: "]
PLAYOUTS = 1000


def test_every_game_has_a_sample_setup():
    assert set(GAMES) == set(SETUPS)


# --- the properties ----------------------------------------------------------------------

@pytest.mark.parametrize("name", CASES)
def test_the_same_seed_gives_the_same_game(name):
    logs = []
    for _ in range(2):
        s = game(name).new_state(seed=11)
        rng = np.random.default_rng(11)
        log = [s.to_dict()]
        for a in playout_actions(s, rng):
            log.append((str(a), [e.text for e in s.apply(a)], s.to_dict()))
        logs.append(log)
    assert logs[0] == logs[1]
    assert json.dumps(logs[0])


def playout_actions(s: State, rng: np.random.Generator):
    for _ in range(MAX_ACTIONS):
        if s.is_terminal():
            return
        yield random_action(s, rng)


@pytest.mark.parametrize("name", CASES)
def test_a_bad_seed_is_a_setup_error(name):
    for bad in (-1, 1.5, "7", True, 2 ** 64):
        with pytest.raises(SetupError):
            game(name).new_state(seed=bad)


@pytest.mark.parametrize("name", CASES)
def test_an_illegal_action_changes_nothing(name):
    for s in sample_states(name, 3):
        before = s.to_dict()
        for bad in NEVER:
            with pytest.raises(LabError):
                s.apply(bad)
            assert s.to_dict() == before
        for p in s.game.players:  # a player who may not act now
            if p not in s.waiting_for() and not s.is_terminal():
                a = s.sample_action(np.random.default_rng(0), s.waiting_for()[0])
                with pytest.raises(IllegalAction):
                    s.apply(replace(a, player=p))
                assert s.to_dict() == before


@pytest.mark.parametrize("name", CASES)
def test_checking_an_action_keeps_nothing_on_the_state(name):
    # what check works out goes to do as check's result, never as a memo on the state
    for s in sample_states(name, 3):
        if s.is_terminal():
            continue
        before, fields = s.to_dict(), set(vars(s))
        s.check(s.checked(random_action(s, np.random.default_rng(5))))
        assert set(vars(s)) == fields
        assert s.to_dict() == before


class HalfWay(RuntimeError):
    """A step that fails once the action has begun to change the state."""


def _fail(*args: Any) -> None:
    raise HalfWay


@pytest.mark.parametrize("name", CASES)
def test_an_action_that_fails_half_way_changes_nothing(name, monkeypatch):
    # recording a step fails: whether the action ran on a copy or (a sealed commit that is
    # not the last one) on the state itself, taken back, the state is as it was
    for s in sample_states(name, 3):
        if s.is_terminal():
            continue
        before, twin = s.to_dict(), s.clone()
        a = random_action(s, np.random.default_rng(3))
        with monkeypatch.context() as m:
            m.setattr(Events, "push_state", _fail)
            m.setattr(Events, "extend", _fail)
            with pytest.raises(HalfWay):
                s.apply(a)
        assert s.to_dict() == before
        assert s.apply(a) == twin.apply(a)  # then it plays as if it had never been tried
        assert s.to_dict() == twin.to_dict()


@pytest.mark.parametrize("name", CASES)
def test_a_bad_action_or_setup_is_caught_as_a_lab_error_and_as_a_value_error(name):
    """A caller catches every refusal of every game with ``except LabError`` (or with
    ``except ValueError``, as for ``int("x")``)."""
    state = game(name).new_state(seed=0)
    for bad in (lambda: state.apply("dance"), lambda: state.apply({"verb": 3}),
                lambda: registry.game_class(game_name(name)).from_setup({"no such field": 1})):
        with pytest.raises(LabError) as e:
            bad()
        with pytest.raises(ValueError):
            raise e.value


@pytest.mark.parametrize("name", CASES)
def test_clones_are_independent(name):
    for s in sample_states(name, 3):
        if s.is_terminal():
            continue
        before, twin = s.to_dict(), s.clone()
        assert twin.to_dict() == before and twin is not s
        twin.apply(random_action(twin, np.random.default_rng(1)))
        assert s.to_dict() == before


@pytest.mark.parametrize("name", CASES)
def test_saved_states_load_back_as_a_fixed_point(name):
    for s in sample_states(name):
        d = json.loads(json.dumps(s.to_dict()))
        back = State.from_dict(d)  # the registry finds the game by name
        assert type(back) is type(s) and back.to_dict() == d
        assert back.game.state_from_dict(back.to_dict()).to_dict() == d
        assert np.array_equal(back.to_vector(), s.to_vector())
        again = registry.game_class(game_name(name)).from_setup(s.game.setup())
        assert again.setup() == s.game.setup()


@pytest.mark.parametrize("name", CASES)
def test_every_saved_state_is_read_one_checked_way(name, monkeypatch):
    """Every game's saved state goes through the same checks: plain data within the limits,
    then the game's own reading, then the vector round-trip (a state that does not survive
    its vector is refused, whatever the game's own reader missed)."""
    start = game(name).new_state(seed=1)
    d = json.loads(json.dumps(start.to_dict()))
    with pytest.raises(SetupError, match=r"^state\.odd: must be a finite number"):
        State.from_dict({**d, "odd": float("nan")})
    later = start.clone()
    while later.to_dict() == d:
        later.apply(random_action(later, np.random.default_rng(2)))
    monkeypatch.setattr(type(start), "with_vector", lambda self, vec: later)
    with pytest.raises(SetupError, match="does not survive being written as a trace's vector"):
        State.from_dict(d)


@pytest.mark.parametrize("name", CASES)
def test_replaying_the_trace_gives_the_live_state(name):
    for seed in range(5):
        s = game(name).new_state(seed=seed)
        trace = Trace(s)
        rng = np.random.default_rng(seed)
        seen = [s.to_dict()]
        ends = [0]
        for _ in range(MAX_ACTIONS):
            if s.is_terminal():
                break
            s.play(random_action(s, rng), trace)
            seen.append(s.to_dict())
            ends.append(trace.steps)
        assert [trace[i].to_dict() for i in ends] == seen
        assert np.array_equal(trace[-1].to_vector(), s.to_vector())
        assert trace.table(0, len(trace)).rows


@pytest.mark.parametrize("name", CASES)
def test_random_playouts_finish_with_no_broken_invariant(name):
    g = game(name)
    start = g.new_state(seed=0)
    size, spec = len(start.to_vector()), start.columns(None)
    hidden = {repr(v): start.hidden_slots(v).tolist() for v in viewers(start)}
    rng = np.random.default_rng(2024)
    ended = 0
    for i in range(PLAYOUTS):
        s = g.new_state(seed=int(rng.integers(2 ** 32)))
        playout(s, rng)
        ended += s.is_terminal()
        assert len(s.to_vector()) == size
        if i % 50 == 0:  # the slow checks on some of them
            assert s.columns(None) == spec
            assert {repr(v): s.hidden_slots(v).tolist() for v in viewers(s)} == hidden
            assert State.from_dict(json.loads(json.dumps(s.to_dict()))).to_dict() == \
                s.to_dict()
        r = s.returns()
        assert set(r) == set(g.players)
        if s.is_terminal() and s.winner is not None:
            assert r[s.winner] == 1.0 and sum(r.values()) == 2 - len(r)
    assert ended > 0


@pytest.mark.parametrize("name", CASES)
def test_every_action_is_refused_after_the_end(name):
    g = game(name)
    rng = np.random.default_rng(5)
    for seed in range(20):
        s = g.new_state(seed=seed)
        tried = playout(s, rng, limit=400)
        if not s.is_terminal():
            continue
        before = s.to_dict()
        assert s.waiting_for() == () and s.legal_actions() == []
        for a in tried[-10:] + [Action(a.verb, a.args) for a in tried[-3:]]:
            with pytest.raises(IllegalAction):
                s.apply(a)
            assert s.to_dict() == before
        return
    pytest.fail(f"no {name} game ended in 20 random games")


@pytest.mark.parametrize("name", CASES)
def test_the_desk_check_spec_is_static_and_describes_the_state(name):
    for s in sample_states(name, 3):
        vec = s.to_vector()
        for v in viewers(s):
            spec = s.columns(v)
            desk.check(spec, len(vec))
            assert spec == game(name).new_state(seed=0).columns(v)
            row = s.describe(v)
            assert row == desk.evaluate(spec, vec) and all(isinstance(x, str) for x in row.values())
        assert s.scene(None)["columns"] == s.columns(None)


def plant(s: State, donor: State, viewer: Any) -> State:
    """``s`` with the slots ``viewer`` may not see taken from ``donor``."""
    hidden = s.hidden_slots(viewer)
    vec = s.to_vector().copy()
    vec[hidden] = donor.to_vector()[hidden]
    return s.with_vector(vec)


@pytest.mark.parametrize("name", CASES)
def test_what_a_viewer_sees_never_depends_on_what_it_may_not_see(name):
    """Planting other values (another game's) in a viewer's hidden slots changes nothing
    that viewer's observation, scene or desk-check row shows."""
    states = sample_states(name, 4)
    donors = sample_states(name, 8)[-len(states):]
    for s, donor in zip(states, donors, strict=True):
        s = s.with_vector(s.to_vector())  # the state the vector holds
        for v in viewers(s):
            if v is EVERYONE:
                continue
            other = plant(s, donor, v)
            assert json.dumps(other.observation(v), sort_keys=True) == \
                json.dumps(s.observation(v), sort_keys=True)
            assert other.scene(v) == s.scene(v)
            assert other.describe(v) == s.describe(v)


@pytest.mark.parametrize("name", CASES)
def test_an_observation_is_json_and_names_its_viewer(name):
    for s in sample_states(name, 2):
        for v in viewers(s):
            obs = json.loads(json.dumps(s.observation(v)))
            assert obs["viewer"] == ("*" if v is EVERYONE else v)
            assert obs["game"] == game_name(name) and obs["players"] == list(s.game.players)
            assert "rng" not in json.dumps(s.observation(None))


@pytest.mark.parametrize("name", CASES)
def test_a_viewers_trace_holds_nothing_it_may_not_see(name):
    for seed in range(3):
        s = game(name).new_state(seed=seed)
        trace = Trace(s)
        playout(s, np.random.default_rng(seed), trace)
        for v in viewers(s):
            seen = trace.view(v)
            hidden = s.hidden_slots(v)
            assert seen.steps == trace.steps and seen.viewer is v
            a = seen.arrays()
            assert not np.isin(a["slot"], hidden).any() and not a["start"][hidden].any()
            for evs in seen.event_table:
                assert all(sees(v, e.only) for e in evs)
            assert all(sees(v, c.only) for c in seen.cards)
            for i in range(0, len(seen), max(1, len(seen) // 5)):
                assert not seen._vector(i)[hidden].any()
                assert seen[i].describe(v) == trace[i].describe(v)
            if v is not EVERYONE:
                with pytest.raises(LabError):
                    seen.to_dict()


def test_the_sealed_bid_game_keeps_commits_hidden_until_all_are_in():
    s = game("sealed-bid").new_state()
    assert s.current_player() is SIMULTANEOUS and s.waiting_for() == ("A", "B", "C")
    with pytest.raises(IllegalAction, match="say who plays it"):
        s.apply("bid 2")
    events = s.apply("A: bid 5")
    assert s.waiting_for() == ("B", "C") and [e.text for e in events] == ["A bids 5"]
    assert events[0].seen_by("B").text == "A has chosen"
    assert s.observation("B")["bids"] == {"A": True, "B": False, "C": False}
    assert s.observation("A")["bids"]["A"] == 5
    with pytest.raises(IllegalAction, match="A cannot play now"):
        s.apply("A: bid 1")
    s.apply("C: bid 2")
    trace = s.play("B: bid 3")
    assert [e.text for e in trace.events(-1)] == ["the bids are A 5, B 3, C 2: A wins the round"]
    assert s.points == {"A": 1, "B": 0, "C": 0} and s.coins == {"A": 1, "B": 3, "C": 4}
    assert s.waiting_for() == ("A", "B", "C") and s.observation("C")["shown"]["A"] == 5


def test_a_last_bid_that_fails_after_its_reveal_changes_nothing(monkeypatch):
    # the last bid runs on the state itself (no copy): failing once it has revealed, paid
    # and scored (recording the reveal), its undo puts all of it back
    s = game("sealed-bid").new_state()
    s.apply("A: bid 5")
    s.apply("B: bid 3")
    before, steps = s.to_dict(), []

    def second_fails(rec: Any, *args: Any) -> None:
        steps.append(args)
        if len(steps) == 2:
            raise HalfWay

    with monkeypatch.context() as m:
        m.setattr(Events, "push_state", second_fails)
        with pytest.raises(HalfWay):
            s.apply("C: bid 2")
    assert len(steps) == 2 and s.to_dict() == before
    assert [e.text for e in s.apply("C: bid 2")] == \
        ["C bids 2", "the bids are A 5, B 3, C 2: A wins the round"]


@pytest.mark.parametrize("name", CASES)
def test_the_desk_check_row_is_the_spec_over_the_vector_a_viewer_receives(name):
    """What the browser can show (the spec evaluated over the viewer's trace vectors) is
    what Python's describe(viewer) says, at every step."""
    for seed in range(2):
        s = game(name).new_state(seed=seed)
        trace = Trace(s)
        playout(s, np.random.default_rng(seed), trace, limit=15)
        for v in viewers(s):
            spec, seen = s.columns(v), trace.view(v)
            for i in range(len(trace)):
                assert desk.evaluate(spec, seen._vector(i)) == trace[i].describe(v)
