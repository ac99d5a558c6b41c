"""Computer players: random legal, greedy (furthest along the path), and a look-ahead one.

A bot is a player of the protocol (:mod:`codyroby_lab.core.players`), ``bot(state, player,
rng) -> Action`` choosing among ``state.legal_actions(player)``; ``rng`` is the bot's own
generator (the game's generator is never touched by a bot). Bots cannot read:
they answer challenge questions at random. The greedy bot gives no card to
remote-controlled pieces; the batch simulator plays the same two policies.

>>> from codyroby_lab.core.players import play
>>> from codyroby_lab.games.energy_seekers.game import EnergySeekers
>>> game = EnergySeekers(players=["ann", "bob", "cy"])
>>> end = play(game, [greedy, lookahead, random_legal], seed=3)
>>> end.is_terminal(), end.winner in game.players
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from codyroby_lab.core.players import random_player
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.cards import sequences
from codyroby_lab.games.energy_seekers import rules
from codyroby_lab.games.energy_seekers.actions import cards_of, target_of

WRONG = -0.5  # a wrong move scores just below staying where you are
WON = 1000.0
FACING_ON = 0.25  # ending faced along the path: less than a square, more than nothing
REMOTE = 3.0  # remote control: the next turn is the others' to play, and they push back
STILL = 2.0  # a turn that takes no step: lost, about what a turn's cards gain


def outcome(board, at: int, facing, cards: Sequence[str]) -> tuple[float, Any]:
    """Where a move of ``cards`` leaves a piece (after a tunnel or a Swap), as a score:
    the 0-based position, ``at + WRONG`` for a wrong move, ``WON`` at the station;
    and the facing it ends with."""
    walk = rules.move(board, at, facing, cards)
    if walk.won:
        return WON, walk.facing
    if walk.wrong is not None:
        return at + WRONG, facing
    end = walk.end
    if not walk.arrived:
        return float(end), walk.facing
    jump = rules.teletransport(board, end)
    if jump is None:
        jump = rules.swap(board, end)
    return float(end if jump is None else jump), walk.facing


random_legal = random_player  #: any legal action, uniformly at random (the protocol's)


def greedy(state, player: str, rng: np.random.Generator) -> Action:
    """The move that ends furthest along the path (the first such in legal order); gives
    nothing to remote-controlled pieces; answers challenges at random."""
    actions = state.legal_actions(player)
    if state.phase != "move" or actions[0].verb != "play":
        return _simple(state, player, actions, rng)
    t, board = state.game.players.index(player), state.game.board
    scores = [outcome(board, state.pos[t], state.facing[t], a.args)[0] for a in actions]
    return actions[int(np.argmax(scores))]


def facing_on(board, at: int, facing) -> bool:
    """Would an F from position ``at`` (0-based) facing ``facing`` take a piece on along
    the path, towards the station (not off it, not back)?

    >>> from codyroby_lab.core.geometry import Direction
    >>> from codyroby_lab.games.energy_seekers.board import PathBoard
    >>> board = PathBoard.default()          # position 3 (C7): the path goes on east
    >>> facing_on(board, 2, Direction.E), facing_on(board, 2, Direction.W)
    (True, False)
    """
    walk = rules.move(board, at, facing, ("F",))
    return walk.won or (walk.wrong is None and walk.end > at)


def lookahead(state, player: str, rng: np.random.Generator) -> Action:
    """Looks one turn ahead: a move is worth where it ends plus half of the best move the
    cards it keeps allow next turn, and a quarter of a square when it ends facing along
    the path (:func:`facing_on`: the cards drawn next turn can use it); remote control
    costs 3 squares, and a turn that takes the piece no further on 2 (else it waited for
    ever in front of a Remote Control square, turning round and round: walk 06r8, fault
    5). It gives the controlled piece of the leader the cards that send it
    furthest back (if that is 2 or more).

    >>> from codyroby_lab.games.energy_seekers.game import EnergySeekers
    >>> game = EnergySeekers.from_setup({"players": 2, "deck": list("RRRFFFFFF"),
    ...                                  "pieces": {"P1": {"position": 3, "facing": "S"}}})
    >>> str(lookahead(game.new_state(seed=0), "P1", np.random.default_rng(0)))
    'play R R R'
    """
    actions = state.legal_actions(player)
    t, board = state.game.players.index(player), state.game.board
    if state.phase == "give":
        return _give_worst(state, actions)
    if state.phase != "move" or actions[0].verb != "play":
        return _simple(state, player, actions, rng)
    hand = state.hands[t]

    def value(a: Action) -> float:
        score, face = outcome(board, state.pos[t], state.facing[t], a.args)
        if score >= WON:
            return 2 * WON
        wrong = score != int(score)
        at = state.pos[t] if wrong else int(score)
        penalty = REMOTE if wrong or rules.remote_control(board, at) else 0.0
        if at <= state.pos[t] and not wrong:
            penalty += STILL
        kept = list(hand)
        for c in a.args:
            kept.remove(c)
        nxt = max((outcome(board, at, face, s)[0] for s in sequences(kept)), default=at)
        on = FACING_ON if facing_on(board, at, face) else 0.0
        return score - penalty + 0.5 * (min(nxt, board.size) - at) + on

    scores = [value(a) for a in actions]
    return actions[int(np.argmax(scores))]


def _simple(state, player: str, actions: list[Action], rng) -> Action:
    if state.phase == "answer":
        return random_player(state, player, rng)
    if state.phase == "give":
        return actions[0]  # give none
    return actions[0]  # run or stuck: the only action


def _give_worst(state, actions: list[Action]) -> Action:
    board = state.game.board
    best, gain = actions[0], 1.5
    for a in actions[1:]:
        v = state.game.players.index(target_of(a))
        pile = state.piles[v]
        base = outcome(board, state.pos[v], state.facing[v], pile)[0] if pile else state.pos[v]
        hurt = base - outcome(board, state.pos[v], state.facing[v], [*pile, *cards_of(a)])[0]
        if hurt > gain:
            best, gain = a, hurt
    return best
