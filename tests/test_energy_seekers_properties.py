"""Properties of Energy Seekers' legal actions in random games: ``legal_actions()`` lists
exactly the actions ``apply`` accepts, and ``stuck`` is legal exactly when no ``play`` is.

The games run on the default board and on SNAKE, a small board with Repetition squares
where a second F leaves the path (E1 facing east, B3 facing west) and a Swap that lands on
one (E3 <-> B3), so moves that fail only because they run twice come up often.
"""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.geometry import Direction
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.cards import sequences
from codyroby_lab.games.energy_seekers import EnergySeekers, PathBoard, rules

SNAKE = {"width": 6, "height": 5,
         "path": ["A1", "B1", "C1", "D1", "E1", "F1", "F2", "F3", "E3", "D3", "C3", "B3", "A3",
                  "A4", "A5", "B5", "C5", "D5", "E5", "F5"],
         "specials": [{"kind": "swap", "at": "C1"}, {"kind": "repetition", "at": "E1"},
                      {"kind": "swap", "at": "E3"}, {"kind": "remote", "at": "D3"},
                      {"kind": "repetition", "at": "B3"}, {"kind": "repetition", "at": "B5"},
                      {"kind": "challenge", "at": "C5"}],
         "tunnels": [{"ends": ["F2", "A4"]}]}
CHALLENGES = [None, {"chance": 0.5}, {"chance": 0.5, "failure": {"remote": True}}]


@st.composite
def games(draw):
    """A random setup: board, 2 to 4 players, pieces anywhere, some remote-controlled, a
    deck rich in F (so all-F hands are common), a challenge; and a seed."""
    board = draw(st.sampled_from(["default", SNAKE]))
    size = len(PathBoard.default().path) if board == "default" else len(SNAKE["path"])
    n = draw(st.integers(2, 4))
    players = [f"P{i + 1}" for i in range(n)]
    pieces = {p: {"position": draw(st.integers(1, size - 1)),
                  "facing": draw(st.sampled_from("NESW"))} for p in players}
    setup = {"board": board, "players": players, "pieces": pieces,
             "controlled": draw(st.lists(st.sampled_from(players), unique=True, max_size=n)),
             "cards": {"F": draw(st.integers(3, 30)), "L": draw(st.integers(0, 4)),
                       "R": draw(st.integers(0, 4))},
             "max_turns": 40}
    challenge = draw(st.sampled_from(CHALLENGES))
    if challenge is not None:
        setup["challenge"] = challenge
    return EnergySeekers.from_setup(setup), draw(st.integers(0, 2**32 - 1))


def candidates(state) -> set[Action]:
    """Every action a player could say now: each kind, each target, each card sequence of
    the hand, each answer."""
    seqs = sequences(state.hands[state.turn])
    out = {Action("stuck"), Action("run"), Action("give", ("none",))}
    out |= {Action("play", s) for s in seqs}
    out |= {Action("give", (p, *s)) for p in state.game.players for s in seqs}
    if state.question is not None:
        out |= {Action("answer", (c,)) for c in state.asked().choices}
    return out


def accepted(state, action: Action) -> bool:
    try:
        state.clone().apply(action)
    except IllegalAction:
        return False
    return True


@settings(max_examples=40, deadline=None)
@given(games())
def test_legal_actions_are_exactly_what_apply_accepts_and_stuck_only_without_a_play(drawn):
    game, seed = drawn
    state = game.new_state(seed=seed)
    pick = np.random.default_rng(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        assert len(legal) == len(set(legal)) and legal
        ok = {a for a in candidates(state) if accepted(state, a)}
        assert set(legal) == ok, (state, set(legal) ^ ok)
        assert max(map(len, state.piles)) <= rules.pile_limit(len(game.players))
        plays = [a for a in legal if a.verb == "play"]
        if state.phase == "move" and not state.controlled[state.turn]:
            assert (Action("stuck") in legal) == (not plays)
            t = state.turn
            stuck = rules.stuck(game.board, state.pos[t], state.facing[t], state.hands[t])
            assert stuck == (not any(rules.feasible(game.board, state.pos[t], state.facing[t],
                                                    a.args) for a in plays))
        state.apply(legal[int(pick.integers(len(legal)))])


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["default", "snake"]), st.integers(0, 34),
       st.sampled_from(list(Direction)), st.lists(st.sampled_from("FLR"), max_size=3))
def test_stuck_means_no_sequence_of_the_hand_is_feasible(which, at, facing, hand):
    """The shortcut in rules.stuck (each card alone) agrees with trying every sequence."""
    board = PathBoard.default() if which == "default" else PathBoard.from_dict(SNAKE)
    at = at % (board.size - 1)
    every = [s for s in sequences(hand) if rules.feasible(board, at, facing, s)]
    assert rules.stuck(board, at, facing, hand) == (not every)
