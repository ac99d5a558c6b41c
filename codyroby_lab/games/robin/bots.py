"""Computer players, written as strategies (``strategy(obs) -> action``, see
:mod:`.observation`) so they play by the same rules and see only what a learner's strategy
sees; :func:`player` makes any strategy a player of the protocol
(:mod:`codyroby_lab.core.players`: ``player(state, name, rng) -> action``), which decides on
its player's observation only.

- :func:`random_legal`: any legal action, uniformly at random (its own ``obs.rng``).
- :func:`greedy`: a collector: it goes for the kind it holds most of, trades for it, gives
  away what it needs least and brings its piece to its kind's Mission token.
- :func:`watcher`: a greedy collector that also reasons about what the others collect, from
  the cards everyone saw go into their hands (``obs.known``): it never hands a player the
  kind that player collects, and moves the others' pieces off their kinds' tokens.

>>> from codyroby_lab.games.robin.game import Robin
>>> end = play_game(Robin(players=4), [greedy, watcher, random_legal, greedy], seed=1)
>>> end.is_terminal(), end.turns < 200
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, cached_property, partial
from typing import Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.players import Player, play
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.robin import rules
from codyroby_lab.games.robin.data import Deck
from codyroby_lab.games.robin.observation import (  # noqa: F401 (as_action: the lessons')
    Move,
    Observation,
    Strategy,
    action_of,
    answer_of,
    as_action,
    deck_message,
)

#: a special card's worth, by its effect (a card's effect is None but for special cards)
SPECIAL_VALUE: dict[str | None, float] = {"draw2": 6.0, "choose": 6.0, "steal": 5.0,
                                          "swap-tokens": 1.0, "swap-pieces": 1.0,
                                          "look": 0.5, "swap-hands": 0.5}


def random_legal(obs: Observation) -> Action | Move:
    """Any legal action, uniformly at random (``obs.sample()``: the same as
    ``obs.legal[obs.rng.integers(len(obs.legal))]``, without listing them all)."""
    return obs.sample()


def target(counts: list[int]) -> int:
    """The kind a collector goes for (an index into ``obs.kinds``; ``counts`` as
    ``obs.tally()`` gives them): the one it holds most of (the first in a tie)."""
    return counts.index(max(counts))


def _plays(cls: type) -> dict[str, Any]:
    """Each phase's decision of a collector class (its method ``_<phase>``)."""
    return {phase: getattr(cls, "_" + phase) for phase in rules.PHASES if phase != "over"}


class Collector:
    """The greedy collector's decisions, phase by phase; :class:`Watcher` adds what it
    reasons about the others. Kinds are indices into ``obs.kinds`` (``obs.tally()``,
    ``obs.card_kinds``): nothing is built per card."""

    def __init__(self, obs: Observation):
        self.obs = obs
        self.counts = obs.tally()
        self.kinds_of = obs.card_kinds

    plays: dict[str, Any]  # phase -> the class's method ``_<phase>``, looked up once

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.plays = _plays(cls)  # (a subclass's own phase methods, not its parent's)

    def decide(self) -> Action:
        return self.plays[self.obs.phase](self)

    def act(self, verb: str, *args: str) -> Action:
        """An action of this player (named, so the game need not copy it to add the name)."""
        return Action(verb, args, self.obs.me)

    def worth(self, card: str) -> float:
        """How much a card is worth to a collector: a special card by its effect, a Mission
        card by how many of its kind the collector already holds, a dual card by the more of
        its two kinds, plus 0.5. (One card at a time, nothing built: the counter-offers and
        the choice ask it of one card, :meth:`worths` of a hand.)"""
        kinds = self.kinds_of[card]
        if len(kinds) == 1:
            return self.counts[kinds[0]]
        if kinds:
            return max(self.counts[kinds[0]], self.counts[kinds[1]]) + 0.5
        return SPECIAL_VALUE[self.obs.card_effects[card]]

    def worths(self, cards: Sequence[str]) -> list[float]:
        """Each card's :meth:`worth`."""
        return [self.worth(card) for card in cards]

    def give_worths(self, to: str | None) -> list[tuple[float, str]]:
        """Each card of the hand as (how bad it is to hand it over, card), to ``to`` when
        known: for the collector, its :meth:`worths`."""
        hand = self.obs.hand
        return list(zip(self.worths(hand), hand, strict=True))

    def least(self) -> list[tuple[float, str]]:
        """:meth:`give_worths` to anyone, the least first (then by id)."""
        return sorted(self.give_worths(None))

    def _contribute(self) -> Action:
        return self.act("contribute", *(c for _, c in self.least()[:self.obs.need]))

    def _trade(self) -> Action:
        obs = self.obs
        hand = obs.hand
        if not hand:
            return self.act("pass")
        effect_of = obs.card_effects
        effects = {effect_of[c]: c for c in hand if effect_of[c]}  # (its special cards)
        if "draw2" in effects:
            return self.act("use", effects["draw2"])
        if "choose" in effects and obs.contribution["count"]:
            return self.act("use", effects["choose"])
        if "steal" in effects:
            hands = obs.hands
            rich = max((p for p in obs.players if p != obs.me), key=hands.__getitem__)
            if hands[rich]:
                return self.act("use", effects["steal"], rich)
        return self.act("offer", self.least()[0][1])

    def _counter(self) -> Action:
        """A card worth less to it than the offer (the least), when the offer is worth at
        least what it holds of its kind."""
        offer = self.obs.offer
        if offer is not None:
            want = self.worth(offer)
            if want >= max(self.counts):
                active = self.obs.turn
                cards = [(w, c) for w, c in self.give_worths(active) if w < want]
                if cards:
                    return self.act("counter", min(cards)[1])
        return self.act("counter", "none")

    def _choose(self) -> Action:
        """The revealed counter-offer worth most to it, the first of the best; with 2
        players the neutral player's cards too (after the offers; the hidden one counts
        1.0). Read from ``revealed`` and ``neutral``: listing ``legal`` costs more."""
        obs = self.obs
        choice: tuple[str, ...] = ("",)
        best = -1e9
        for p, card in obs.revealed.items():
            if card != "none":
                score = self.worth(card)
                if score > best:
                    best, choice = score, ("accept", p)
        if len(obs.players) == 2:
            neutral = obs.neutral
            for k, card in enumerate((*neutral["cards"], neutral["hidden"]), 1):
                if card:
                    score = self.worth(card) if k < 3 else 1.0
                    if score > best:
                        best, choice = score, ("neutral", str(k))
        return self.act(*choice)

    def _move(self) -> Action:
        """The assignment (among those applying the most groups: ``rules.assignments``)
        that leaves the pieces best placed, the first of the best: its own piece on its
        kind's token, on a space that draws many cards (:meth:`space_scores`), less 1.5 for
        each other piece on the token of its player's aim (:attr:`aim_spaces`)."""
        obs = self.obs
        names = self.names
        pos = tuple(obs.pieces.values())
        moving = obs.moving
        assert moving is not None  # (the move phase names the card moved with)
        groups = tuple(moving["groups"])
        blocker = names.index("neutral") if "neutral" in names else None
        mine, scores, aims = names.index(obs.me), self.space_scores(), self.aim_spaces
        choice: tuple[int, ...] = ()
        best = -1e9
        for way, after in rules.outcomes(pos, groups, blocker):
            score = scores[after[mine]]
            for k, space in aims:
                if after[k] == space:
                    score -= 1.5
            if score > best:
                best, choice = score, way
        return self.act("move", *["-" if k < 0 else names[k] for k in choice])

    aim_spaces: Any = ()  # (piece index, space) pairs: the collector does not watch the others

    @cached_property
    def names(self) -> list[str]:
        """The pieces' names, in the order of ``obs.pieces``."""
        return list(self.obs.pieces)

    def space_scores(self) -> list[float]:
        """How good each space (1 to 7; index 0 unused) is for the own piece: 3 on the
        token of the kind it collects (:func:`target`), plus a little for the cards the
        space draws and takes (:func:`draw_scores`)."""
        track = self.obs.track
        scores = list(draw_scores(track))
        token = self.obs.token_space(target(self.counts))
        if token is not None:
            row = track[token - 1]
            # (summed left to right as ever, not 3.0 + draw_scores: the same floats, ties)
            scores[token] = 3.0 + 0.2 * row["draw"] + 0.1 * row["contribution"]
        return scores

    def _pick(self) -> Action:
        return self.act("pick", max((a.args[0] for a in self.obs.legal), key=self.worth))


class Watcher(Collector):
    """A collector that also estimates what each other player collects: the kind of most
    cards everyone saw go into their hand (``obs.known``)."""

    @cached_property
    def aims(self) -> dict[str, tuple[int, int]]:
        """For each other player known to hold any card: the kind it seems to collect
        (:func:`target` of ``obs.known_tally``) and how many cards of it it is known to hold
        (its lead)."""
        obs, out = self.obs, {}
        me = obs.me
        for p in obs.players:
            if p != me:
                counts = obs.known_tally(p)
                kind = target(counts)
                if counts[kind]:
                    out[p] = (kind, counts[kind])
        return out

    @cached_property
    def threat(self) -> list[int]:
        """For each kind: the most cards of it known to be held by another player who
        collects it (0 when no one does)."""
        out = [0] * len(self.counts)
        for kind, lead in self.aims.values():
            out[kind] = max(out[kind], lead)
        return out

    def give_worths(self, to: str | None) -> list[tuple[float, str]]:
        """A card is worse to give the more a player who collects its kind holds of it
        (to ``to``: that player's lead, see :attr:`aims`; to anyone: the kind's
        :attr:`threat`): its :meth:`worth` plus 0.8 per such card."""
        if to:
            danger = [0] * len(self.counts)
            aim = self.aims.get(to)
            if aim is not None:
                danger[aim[0]] = aim[1]
        else:
            danger = self.threat
        hand, kinds_of, out = self.obs.hand, self.kinds_of, []
        for worth, c in zip(self.worths(hand), hand, strict=True):
            most = 0
            for kind in kinds_of[c]:
                if danger[kind] > most:
                    most = danger[kind]
            out.append((worth + 0.8 * most, c))
        return out

    @cached_property
    def aim_spaces(self) -> list[tuple[int, int]]:
        """(piece index, space): where the Mission token of each other player's aim lies."""
        out = []
        for p, (kind, _) in self.aims.items():
            space = self.obs.token_space(kind)
            if space is not None:
                out.append((self.names.index(p), space))
        return out


Collector.plays = _plays(Collector)

_scored: list[Any] = [None, ()]  # the last track draw_scores scored, and its scores


def draw_scores(track: list[dict[str, int]]) -> tuple[float, ...]:
    """For each space of ``obs.track`` (1 to 7; index 0 unused): 0.2 per card it draws
    plus 0.1 per card of its Contribution. Kept for the last track asked about: every
    observation of a game in this process gives the same ``track`` list (one sent from
    another process gives its own, scored anew).

    >>> draw_scores([{"space": 1, "draw": 0, "contribution": 1},
    ...              {"space": 2, "draw": 5, "contribution": -2}])
    (0.0, 0.1, 0.8)
    """
    if _scored[0] is not track:
        _scored[:] = track, (0.0, *(0.2 * row["draw"] + 0.1 * row["contribution"]
                                   for row in track))
    return _scored[1]


def greedy(obs: Observation) -> Action:
    """The greedy collector (see :class:`Collector`)."""
    return Collector(obs).decide()


def watcher(obs: Observation) -> Action:
    """The collector that watches what the others collect (see :class:`Watcher`)."""
    return Watcher(obs).decide()


BUILTINS = (random_legal, greedy, watcher)  # the computer players, known by identity


def builtin(strategy: Any) -> bool:
    """Is ``strategy`` one of the computer players (the very function, not an equal one)?"""
    return any(strategy is b for b in BUILTINS)


def player(strategy: Strategy) -> Player:
    """``strategy`` as a player of the protocol (:mod:`codyroby_lab.core.players`), playing
    in this process: it decides on its player's :class:`.Observation`.

    A computer player reads the game directly; every other strategy gets a copy of its
    observation (:meth:`.Observation.copy_of`, with a copy of the cards of its own), so it
    cannot change this game or the next, and its answer is read and checked like typed text:
    one that is not a legal action of its own player is an IllegalAction naming the strategy.
    A strategy's own errors propagate with their traceback (to debug it; a tournament's
    referee, :func:`.referee.play`, turns them into a lost game instead)."""
    if builtin(strategy):
        def computer(state: Any, name: str, rng: Any) -> Action:
            return strategy(Observation(state, name, rng))
        return computer
    decks: dict[int, Deck] = {}  # the copy of each game's cards this strategy reads

    def guarded(state: Any, name: str, rng: Any) -> Action:
        deck = state.game.deck
        if id(deck) not in decks:
            decks[id(deck)] = Observation.deck_of(deck_message(deck))
        answer = strategy(Observation.copy_of(state, name, rng, decks[id(deck)]))
        try:
            return state.checked(action_of(answer_of(answer), name))
        except IllegalAction as e:
            raise IllegalAction(f"{getattr(strategy, '__name__', 'a strategy')} "
                                f"(playing {name}) returned an illegal action: {e}") from None
    return guarded


def rngs(seed: int, players: int) -> list[Any]:
    """Each player's generator, player i's seeded ``[seed, i]``, made when its strategy
    first draws from it (what :class:`.Observation` takes as ``rng``)."""
    return [cache(partial(np.random.default_rng, [seed, i])) for i in range(players)]


def advance(state: Any, name: str | None, action: Action) -> None:
    """Play a checked action on the fast path (:meth:`.RobinState.advance`: no copy first,
    no event kept): how :func:`play_game` applies its players' actions."""
    state.advance(action)


def play_game(game: Any, strategies: Sequence[Strategy], seed: int = 0) -> Any:
    """Play a whole game in this process, strategy i for player i, through the protocol's
    play loop (:func:`~codyroby_lab.core.players.play`, each strategy as a :func:`player`,
    with the generators of :func:`rngs`); the final state.

    >>> from codyroby_lab.games.robin.game import Robin
    >>> def cheat(obs):
    ...     return "P2: counter none"
    >>> play_game(Robin(players=2), [cheat, greedy])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.IllegalAction: cheat (playing P1) returned ...: P1 plays for P1 only, not for 'P2'
    """  # noqa: E501
    return play(game, [player(s) for s in strategies], seed,
                rng=rngs(seed, len(game.players)), apply=advance)
