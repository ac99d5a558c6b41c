"""Robin invariants over random games (hypothesis): every card is somewhere exactly once;
what everyone knows of a hand is in that hand; the legal actions are exactly what apply
accepts; the fast path (advance) and apply agree. The registry-wide protocol checks run over
the 2-player variant as a case of their own (``tests/support/games.py``, ``VARIANTS``)."""

from collections import Counter

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.robin import Robin, rules
from codyroby_lab.games.robin.observation import Observation

SETUPS = [{"players": 2}, {"players": 3}, {"players": 6, "goal": 5}]


def cards_everywhere(s) -> Counter:
    d = s.to_dict()
    places = [*d["hands"].values(), d["mission"], d["contribution"], d["discard"], d["removed"],
              [c for c in d["pending"].values()], [d["offer"]] if d["offer"] and d["phase"]
              in ("counter", "choose") else []]
    if "neutral" in d:
        places.append([c for c in [*d["neutral"]["visible"], d["neutral"]["hidden"]] if c])
    return Counter(c for place in places for c in place)


def walk(setup, seed, steps):
    """Random play from a seed: every state on the way."""
    s = Robin.from_setup(setup).new_state(seed=seed)
    rng = np.random.default_rng(seed)
    out = [s.clone()]
    for _ in range(steps):
        if s.is_terminal():
            break
        who = s.waiting_for()
        s.apply(s.sample_action(rng, who[int(rng.integers(len(who)))]))
        out.append(s.clone())
    return out


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(SETUPS), st.integers(0, 2 ** 32 - 1))
def test_every_card_is_in_exactly_one_place_and_known_cards_are_held(setup, seed):
    for s in walk(setup, seed, 60):
        where = cards_everywhere(s)
        assert sum(where.values()) == 94 and max(where.values()) == 1
        for p, known in s.to_dict()["known"].items():
            assert set(known) <= set(s.to_dict()["hands"][p])


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(SETUPS), st.integers(0, 2 ** 32 - 1))
def test_every_saved_entry_but_the_head_is_a_declared_field(setup, seed):
    """A state's fields are declared once (issue 34): its layout writes and reads every
    entry of the saved document but the game, its version and setup, so the sealed, revealed
    and pending cards, the peeks and the neutral player's cards too."""
    for s in walk(setup, seed, 40):
        d = s.to_dict()
        assert s.layout.dump(s) == {k: v for k, v in d.items()
                                    if k not in ("game", "version", "setup")}
        read = s.layout.load(type(s)(s.game), d, top=True)
        assert read.to_vector().tolist() == s.to_vector().tolist()


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(SETUPS), st.integers(0, 2 ** 32 - 1))
def test_the_legal_actions_are_exactly_what_apply_accepts(setup, seed):
    for s in walk(setup, seed, 40)[::4]:
        if s.is_terminal():
            continue
        for p in s.waiting_for():
            legal = s.legal_actions(p)
            assert legal, "a player who may act has an action"
            for a in legal[:30]:
                s.clone().apply(a)
            for card in ("food1", "look", "food-animals"):  # a few others must be refused
                for verb in ("offer", "counter", "pick", "contribute"):
                    a = f"{p}: {verb} {card}"
                    if not any(x.text == f"{verb} {card}" for x in legal):
                        try:
                            s.clone().apply(a)
                        except IllegalAction:
                            continue
                        raise AssertionError(f"{a} was accepted but is not listed")


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2 ** 32 - 1))
def test_the_fast_path_and_apply_reach_the_same_state(seed):
    fast = Robin(players=4).new_state(seed=seed)
    slow = fast.clone()
    rng = np.random.default_rng(seed)
    for _ in range(80):
        if fast.is_terminal():
            break
        p = fast.waiting_for()[0]
        a = fast.sample_action(rng, p)
        fast.advance(a)
        slow.apply(a)
        assert fast.to_dict() == slow.to_dict()


def test_a_sample_draws_what_listing_every_action_would_draw():
    """A random player's offer or special card is drawn without making every use an action
    first (a swap card alone has up to 15): the same draw as one from the listed actions."""
    g = Robin.from_setup({"players": ["ann", "bob", "cy"], "first": "ann", "hands": {
        "ann": ["food1", "look", "steal", "swap-pieces", "swap-tokens", "draw2", "choose",
                "swap-hands", "food-animals"], "bob": ["food2"], "cy": []}})
    s = g.new_state()
    assert s.phase == "trade"
    legal = s.legal_actions("ann")
    uses = [a for a in legal if a.verb == "use"]
    assert len(uses) == 2 + 1 + 3 + 15 + 1 + 1 + 2  # (steal: only bob holds a card)
    for seed in range(200):
        assert s.sample_action(np.random.default_rng(seed), "ann") == \
            legal[int(np.random.default_rng(seed).integers(len(legal)))]


def test_a_sample_is_always_legal():
    s = Robin(players=3).new_state(seed=2)
    rng = np.random.default_rng(0)
    while not s.is_terminal():
        p = s.waiting_for()[0]
        a = Observation(s, p, rng).sample()        # a computer player's (random_legal's) view
        s.apply(a)


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(SETUPS), st.integers(0, 2 ** 16))
def test_every_step_of_a_trace_says_what_happened(setup, seed):
    """No 'nothing happens' step in the trace player: each step of a turn has its events
    (an accepted offer's step moves the game on to the moving phase: no empty step)."""
    s = Robin.from_setup(setup).new_state(seed=seed)
    trace, rng = Trace(s), np.random.default_rng(seed)
    for _ in range(80):
        if s.is_terminal():
            break
        s.play(s.sample_action(rng), trace)
    assert all(trace.events(i) for i in range(1, len(trace)))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(SETUPS), st.integers(0, 2 ** 32 - 1))
def test_the_counts_the_state_keeps_are_those_of_its_hands_and_known_cards(setup, seed):
    """The state keeps each hand's and each player's known cards' counts of each kind up to
    date as cards move (the win check and the computer players read them, not recount):
    after every action on the fast path, through steals and swapped hands, and in a copy,
    they are what counting the cards gives (and in a state read back)."""
    s = Robin.from_setup(setup).new_state(seed=seed)
    deck, rng = s.game.deck, np.random.default_rng(seed)

    def counted(cards):
        return rules.counts(cards, deck.kind_of, len(deck.kinds))

    for _ in range(150):
        for t in (s, s.clone(), s.with_vector(s.to_vector())):
            assert t.hand_tally == [counted(h) for h in t.hands]
            assert t.known_tally == [counted(k) for k in t.known]
        if s.is_terminal():
            break
        s.advance(s.sample_action(rng, s.waiting_for()[0]))
    read = Robin.read_state(s.to_dict())  # (a state read back counts its cards anew)
    assert read.hand_tally == [counted(h) for h in read.hands]


#: the order of a turn's parts (Missions and Contribution, Exchange), as the Desk check's
#: phase column names them; a special card played (trade) may lead to pick
TURN_ORDER = {"contribute": 0, "trade": 1, "pick": 2, "counter": 2, "choose": 3, "move": 4,
              "over": 5}


@settings(max_examples=10, deadline=None)
@given(st.sampled_from([{"players": 2, "goal": 4}, {"players": 3, "goal": 4},
                        {"players": 6, "goal": 4}]), st.integers(0, 2 ** 16))
def test_the_desk_checks_phases_follow_the_turns_order(setup, seed):
    """Walk 09p, fault 5: over a whole game, each row's phase is the phase its event happened
    in, so within a turn the phases never go back ("Marian's turn begins" showed trade,
    "Marian draws 2 cards" contribute, then trade again)."""
    s = Robin.from_setup(setup).new_state(seed=seed)
    trace, rng = Trace(s), np.random.default_rng(seed)
    while not s.is_terminal():
        s.play(s.sample_action(rng), trace)
    turn: list[tuple[str, str]] = []
    for row in trace.table(1).rows:
        if row["event"].endswith("'s turn begins"):
            turn = []
        turn.append((row["phase"], row["event"]))
        ranks = [TURN_ORDER[phase] for phase, _ in turn]
        assert ranks == sorted(ranks), turn
