"""core/layout.py: a state layout declared once gives the vector, its hidden slots, copies and
the saved document with its schema; each derived from the same fields, so they agree."""

import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.layout import (
    Commits,
    Derived,
    Doc,
    Enum,
    Flag,
    Generator,
    Int,
    Ints,
    Layout,
    Pile,
    Player,
    Players,
)
from codyroby_lab.core.rng import new_rng, to_words
from codyroby_lab.core.sealed import Sealed
from codyroby_lab.core.viewer import EVERYONE

CARDS = ("F", "L", "R")


class Game:
    players = ("ann", "bob", "cy")
    size = 4


class S:
    def __init__(self, game):
        n = len(game.players)
        self.game, self.turn, self.phase, self.winner, self.bonus = game, 0, "bid", None, None
        self.score, self.up = [0] * n, [False] * n
        self.hands = [[] for _ in range(n)]
        self.deck, self.visits, self.rng = [], [0] * game.size, new_rng(1)
        self.bids = Sealed(game.players, 2)


LAY = Layout(
    Doc("game", {"const": "toy"}),
    Player("turn", doc="turn"),
    Enum("phase", ("bid", "play", "over"), doc="phase"),
    Player("winner", none=True, doc="winner"),
    Int("bonus", 0, 9, none=True, doc="bonus"),
    Players(Int("score", 0, 99, doc="players.*.score"),
            Flag("up", doc="players.*.up"),
            Derived("twice", lambda s, i: [2 * s.score[i]]),
            Pile("hands", 3, CARDS, doc="hands.*", seen="owner", name="hand")),
    Ints("visits", lambda g: g.size, 0, 1000, doc="visits"),
    Pile("deck", 6, CARDS, doc="deck", seen="nobody"),
    Commits("bids", 2),
    Generator("rng", doc="rng"),
)
WIDTH = 4 + 3 * (1 + 1 + 1 + 4) + 4 + 7 + 3 * 3 + 19


@st.composite
def states(draw):
    s = S(Game())
    n = len(s.game.players)
    s.turn = draw(st.integers(0, n - 1))
    s.phase = draw(st.sampled_from(("bid", "play", "over")))
    s.winner = draw(st.none() | st.integers(0, n - 1))
    s.bonus = draw(st.none() | st.integers(0, 9))
    s.score = draw(st.lists(st.integers(0, 99), min_size=n, max_size=n))
    s.up = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    s.hands = draw(st.lists(st.lists(st.sampled_from(CARDS), max_size=3), min_size=n,
                            max_size=n))
    s.deck = draw(st.lists(st.sampled_from(CARDS), max_size=6))
    s.visits = draw(st.lists(st.integers(0, 1000), min_size=4, max_size=4))
    s.rng = new_rng(draw(st.integers(0, 2 ** 32)))
    for p in draw(st.lists(st.sampled_from(s.game.players), unique=True)):
        s.bids.commit(p, [draw(st.integers(1, 5))])
    return s


def same(a, b):
    return (LAY.to_vector(a) == LAY.to_vector(b)).all()


def test_the_vector_follows_the_declaration_and_names_each_slot():
    s = S(Game())
    s.score, s.hands[1] = [3, 4, 5], ["L", "R"]
    names = LAY.names(s.game)
    assert len(LAY.to_vector(s)) == len(names) == WIDTH
    assert names[:6] == ["turn", "phase", "winner", "bonus", "ann.score", "ann.up"]
    assert LAY.to_vector(s)[LAY.slot(s.game, "bob.twice")] == 8
    hand = LAY.slot(s.game, "bob.hand")
    assert LAY.to_vector(s)[hand:hand + 4].tolist() == [2, 2, 3, 0]
    assert names[hand + 1] == "bob.hand[0]" and names[-1] == "rng[18]"
    with pytest.raises(KeyError, match="no slot"):
        LAY.slot(s.game, "dan.hand")


def test_hidden_slots_are_exactly_the_declared_hidden_fields():
    g = Game()
    names = LAY.names(g)
    hidden = {v: {names[k] for k in LAY.hidden_slots(g, v)} for v in (*g.players, None)}
    deck = {f"deck[{k}]" for k in range(6)} | {f"rng[{k}]" for k in range(19)}
    cards = {p: {f"{p}.hand[{k}]" for k in range(3)} for p in g.players}
    bids = {p: {f"bids[{1 + 3 * i + k}]" for k in range(2)} for i, p in enumerate(g.players)}
    for v in g.players:
        others = set().union(*(cards[p] | bids[p] for p in g.players if p != v))
        assert hidden[v] == deck | others
    assert hidden[None] == deck | set().union(*cards.values(), *bids.values())
    assert LAY.hidden_slots(g, EVERYONE).tolist() == []


@settings(max_examples=60, deadline=None)
@given(states())
def test_vector_state_and_document_round_trip(s):
    back = LAY.with_vector(S(s.game), LAY.to_vector(s))
    assert same(back, s) and back.bids.choices == s.bids.choices
    doc = json.loads(json.dumps(LAY.dump(s)))
    again = LAY.load(S(s.game), {**doc, "game": "toy"})
    assert LAY.dump(again) == doc
    assert to_words(again.rng) == to_words(s.rng)


@settings(max_examples=30, deadline=None)
@given(states())
def test_a_clone_is_independent(s):
    before = LAY.to_vector(s)
    c = LAY.clone(s)
    c.score[0] = 7 - c.score[0] % 7 + 1
    c.hands[0].append("F") if len(c.hands[0]) < 3 else c.hands[0].pop()
    c.deck.append("R") if len(c.deck) < 6 else c.deck.pop()
    c.visits[0] += 1
    c.bids.choices.clear()
    c.rng.integers(10)
    assert (LAY.to_vector(s) == before).all()


def doc():
    return {**LAY.dump(S(Game())), "game": "toy"}


@pytest.mark.parametrize("change, where", [
    (lambda d: d["hands"].update(ann=["F", "X"]), "state.hands.ann[1]"),
    (lambda d: d["hands"].update(ann=["F"] * 4), "state.hands.ann"),
    (lambda d: d["players"]["bob"].update(score=1.0), "state.players.bob.score"),
    (lambda d: d["players"]["bob"].update(score=True), "state.players.bob.score"),
    (lambda d: d["players"]["cy"].pop("up"), "state.players.cy.up"),
    (lambda d: d["players"].pop("cy"), "state.players.cy"),
    (lambda d: d["players"].update(dan={"score": 1, "up": False}), "state.players"),
    (lambda d: d.update(turn="dan"), "state.turn"),
    (lambda d: d.update(winner=3), "state.winner"),
    (lambda d: d.update(bonus=10), "state.bonus"),
    (lambda d: d.update(visits=[0, 0, 0]), "state.visits"),
    (lambda d: d.update(rng={"pcg64": [0] * 18}), "state.rng.pcg64"),
    (lambda d: d.pop("deck"), "state.deck"),
    (lambda d: d.update(extra=1), "state"),
    (lambda d: d.update(game="other"), "state.game"),
])
def test_a_bad_document_is_a_setup_error_naming_the_field(change, where):
    d = doc()
    change(d)
    with pytest.raises(SetupError) as e:
        LAY.load(S(Game()), d)
    assert e.value.field == where


def test_the_schema_is_json_and_the_vector_is_checked_for_length():
    g = Game()
    json.dumps(LAY.schema(g))
    with pytest.raises(SetupError, match="slots"):
        LAY.with_vector(S(g), np.zeros(3))


def test_blocks_held_per_something_else_are_named_and_hidden_after_it():
    class Robots:
        players, robots = ("ann", "bob"), ("red", "blue", "grey")

    class R:
        game = Robots()

        def __init__(self):
            self.x, self.secret = [4, 5, 6], [7, 8, 9]

    lay = Layout(Players(Int("x", 0, 9, doc="robots.*.x"),
                         Int("secret", 0, 9, seen="owner"), by=lambda g: g.robots))
    assert lay.names(R.game) == ["red.x", "red.secret", "blue.x", "blue.secret", "grey.x",
                                 "grey.secret"]
    assert lay.to_vector(R()).tolist() == [4, 7, 5, 8, 6, 9]
    assert lay.hidden_slots(R.game, "ann").tolist() == [1, 3, 5]  # (a robot is no player)
    assert lay.dump(R()) == {"robots": {"red": {"x": 4}, "blue": {"x": 5}, "grey": {"x": 6}}}


def test_a_shared_generator_is_not_copied_by_clone_and_an_owned_one_is():
    s = S(Game())
    shared = Layout(Generator("rng", shared=True, doc="rng"))
    assert shared.clone(s).rng is s.rng
    owned = Layout(Generator("rng", doc="rng")).clone(s).rng
    assert owned is not s.rng and to_words(owned) == to_words(s.rng)


def test_what_a_field_says_is_the_words_of_its_schema():
    g = Game()
    lay = Layout(Player("turn", doc="turn", says=lambda g: f"is one of {len(g.players)}"),
                 Int("bonus", 0, 9, doc="bonus", says="from 0 to 9"))
    props = lay.schema(g)["properties"]
    assert props["turn"] == {"enum": ["ann", "bob", "cy"], "description": "is one of 3"}
    assert props["bonus"]["description"] == "from 0 to 9" and props["bonus"]["maximum"] == 9


@pytest.mark.parametrize("name", ["robin", "droids", "roborally", "codyroby-duel"])
def test_a_game_and_its_plan_go_when_no_one_holds_the_game(name):
    """A layout's plan for a game (laid out for its players and sizes) is kept on the game, so
    games made and dropped, loaded from documents or refused, do not pile up in memory."""
    import gc
    import weakref

    from codyroby_lab.core.protocol import State
    from tests.support.games import game

    g = game(name)
    s = g.new_state(seed=0)
    doc = s.to_dict()
    s.to_vector()  # (the plan is made)
    loaded = State.from_dict(doc)
    loaded.to_vector()
    refs = [weakref.ref(g), weakref.ref(loaded.game)]
    del g, s, loaded
    gc.collect()
    assert [r() for r in refs] == [None, None]


def test_an_entry_that_may_be_left_out_is_written_only_when_it_holds_something():
    """``required=False`` (Robin's pending cards, its neutral player's): a player with
    nothing is left out of a ``*`` map, an entry too, and each reads back as nothing; a name
    that is no player's is said as such, not as one entry too many."""
    g = Game()
    lay = Layout(Players(Int("bid", 0, 9, none=True, required=False, doc="bids.*")),
                 Int("bonus", 0, 9, none=True, required=False, doc="bonus"))
    s = S(g)
    s.bid = [None, 4, None]
    assert lay.dump(s) == {"bids": {"bob": 4}}
    s.bid, s.bonus = [7, 7, 7], 9
    read = lay.load(s, {"bids": {"cy": 2}})
    assert read.bid == [None, None, 2] and read.bonus is None
    with pytest.raises(SetupError) as e:
        lay.load(s, {"bids": {"ann": 1, "bob": 1, "cy": 1, "dan": 1}})
    assert e.value.field == "state.bids" and "'dan' is not one of" in e.value.reason
    with pytest.raises(SetupError, match="is missing"):
        lay.load(s, {})  # (the map itself is not left out)
