"""Computer players, written as strategies (``strategy(obs) -> action``, see
:mod:`.observation`) so they play by the same rules and see only what a learner's strategy
sees.

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
from typing import Any

import numpy as np

from codyroby_lab.core.protocol import Action
from codyroby_lab.games.robin import rules
from codyroby_lab.games.robin.observation import Observation, Strategy

SPECIAL_VALUE = {"draw2": 6.0, "choose": 6.0, "steal": 5.0, "swap-tokens": 1.0,
                 "swap-pieces": 1.0, "look": 0.5, "swap-hands": 0.5}


class once:  # (lower case: used as a decorator, like property)
    """A property worked out on first use and then kept: what ``functools.cached_property``
    does, without the lock it takes on Python 3.11 (which costs more than most of what a
    decision works out; a strategy runs in one thread)."""

    def __init__(self, func: Any):
        self.func, self.__doc__ = func, func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


def random_legal(obs: Observation) -> Action:
    """Any legal action, uniformly at random (``obs.sample()``: the same as
    ``obs.legal[obs.rng.integers(len(obs.legal))]``, without listing them all)."""
    return obs.sample()


def target(counts: dict[str, int]) -> str:
    """The kind a collector goes for: the one it holds most of (the first in a tie)."""
    most = max(counts.values())
    return next(kind for kind, n in counts.items() if n == most)


def value(obs: Observation, card: str, counts: dict[str, int]) -> float:
    """How much a card is worth to a collector: a special card by its effect, a Mission or
    dual card by how many of its kind the collector already holds."""
    info = obs.deck[card]
    if info.effect:
        return SPECIAL_VALUE[info.effect]
    held = [counts[kind] for kind in info.kinds]
    return max(held) + (0.5 if len(held) == 2 else 0.0)


class Collector:
    """The greedy collector's decisions, phase by phase; :class:`Watcher` adds what it
    reasons about the others."""

    def __init__(self, obs: Observation):
        self.obs = obs
        self.counts = obs.counts()

    @once
    def kind(self) -> str:
        """The kind it collects (:func:`target`)."""
        return target(self.counts)

    def decide(self) -> Action:
        return getattr(self, "_" + self.obs.phase)()

    def act(self, verb: str, *args: str) -> Action:
        """An action of this player (named, so the game need not copy it to add the name)."""
        return Action(verb, args, self.obs.me)

    def worth(self, card: str) -> float:
        return value(self.obs, card, self.counts)

    def give_worth(self, card: str, to: str | None) -> float:
        """How bad it is to hand ``card`` over (to ``to``, when known)."""
        return self.worth(card)

    def _contribute(self) -> Action:
        hand = sorted(self.obs.hand, key=lambda c: (self.give_worth(c, None), c))
        return self.act("contribute", *hand[:self.obs.need])

    def _trade(self) -> Action:
        obs = self.obs
        hand = obs.hand
        if not hand:
            return self.act("pass")
        effects = {obs.card(c).effect: c for c in hand}
        if "draw2" in effects:
            return self.act("use", effects["draw2"])
        if "choose" in effects and obs.contribution["count"]:
            return self.act("use", effects["choose"])
        if "steal" in effects:
            rich = max((p for p in obs.players if p != obs.me), key=lambda p: obs.hands[p])
            if obs.hands[rich]:
                return self.act("use", effects["steal"], rich)
        return self.act("offer", min(hand, key=lambda c: (self.give_worth(c, None), c)))

    def _counter(self) -> Action:
        offer = self.obs.offer
        want = None if offer is None else self.worth(offer)
        if offer is None or want < max(self.counts.values()) or \
                not self.obs.card(offer).kinds and not self.obs.card(offer).effect:
            return self.act("counter", "none")
        active = self.obs.turn
        cards = [(w, c) for w, c in ((self.give_worth(c, active), c) for c in self.obs.hand)
                 if w < want]
        return self.act("counter", min(cards)[1] if cards else "none")

    def _choose(self) -> Action:
        options = []
        for a in self.obs.legal:
            if a.verb == "accept":
                options.append((self.worth(self.obs.revealed[a.args[0]]), a))
            else:
                k = int(a.args[0])
                card = self.obs.neutral["cards"][k - 1] if k < 3 else None
                options.append((self.worth(card) if card else 1.0, a))
        return max(options, key=lambda o: o[0])[1]

    def _move(self) -> Action:
        """The assignment (among those applying the most groups: ``rules.assignments``)
        that leaves the pieces best placed."""
        obs = self.obs
        names = self.names
        pos = tuple(obs.pieces.values())
        groups = tuple(obs.moving["groups"])
        blocker = names.index("neutral") if "neutral" in names else None
        ways = rules.outcomes(pos, groups, blocker)
        best, choice = -1e9, ways[0][0]
        for way, after in ways:
            score = self.where(after)
            if score > best:
                best, choice = score, way
        return self.act("move", *("-" if k < 0 else names[k] for k in choice))

    def where(self, pos: tuple[int, ...]) -> float:
        """How good the pieces' places are (``pos``: each piece's space, in the order of
        ``obs.pieces``): the own piece on its kind's token, on a space that draws many cards
        (:attr:`space_scores`)."""
        return self.space_scores[pos[self.mine]]

    @once
    def names(self) -> list[str]:
        """The pieces' names, in the order of ``obs.pieces``."""
        return list(self.obs.pieces)

    @once
    def mine(self) -> int:
        """The index of the own piece in :attr:`names`."""
        return self.names.index(self.obs.me)

    @once
    def space_scores(self) -> list[float]:
        """How good each space (1 to 7; index 0 unused) is for the own piece: 3 on its
        kind's token, plus a little for the cards the space draws and takes."""
        obs = self.obs
        token = token_spaces(obs).get(self.kind)
        return [0.0] + [(3.0 if row["space"] == token else 0.0)
                        + 0.2 * row["draw"] + 0.1 * row["contribution"] for row in obs.track]

    def _pick(self) -> Action:
        return max(self.obs.legal, key=lambda a: self.worth(a.args[0]))


class Watcher(Collector):
    """A collector that also estimates what each other player collects: the kind of most
    cards everyone saw go into their hand (``obs.known``)."""

    @once
    def theirs(self) -> dict[str, dict[str, int]]:
        """What everyone saw go into each other player's hand, kind by kind."""
        obs = self.obs
        return {p: obs.known_counts(p) for p in obs.players if p != obs.me}

    @once
    def aims(self) -> dict[str, str]:
        """The kind each other player seems to collect (for those known to hold any)."""
        return {p: target(c) for p, c in self.theirs.items() if any(c.values())}

    @once
    def lead(self) -> dict[str, int]:
        """How many cards of its aim each other player is known to hold."""
        return {p: self.theirs[p][kind] for p, kind in self.aims.items()}

    @once
    def threat(self) -> dict[str, int]:
        """For each kind some other player collects: the most cards of it such a player is
        known to hold."""
        out: dict[str, int] = {}
        for p, kind in self.aims.items():
            out[kind] = max(out.get(kind, 0), self.lead[p])
        return out

    def give_worth(self, card: str, to: str | None) -> float:
        """A card is worse to give the more a player who collects its kind holds of it
        (to ``to``: that player's :attr:`lead`; to anyone: the kind's :attr:`threat`)."""
        kinds = self.obs.card(card).kinds
        if to:
            danger = self.lead[to] if self.aims.get(to) in kinds else 0
        else:
            danger = max([self.threat.get(kind, 0) for kind in kinds], default=0)
        return self.worth(card) + 0.8 * danger

    def where(self, pos: tuple[int, ...]) -> float:
        score = super().where(pos)
        for k, space in self.aim_spaces:
            if pos[k] == space:
                score -= 1.5
        return score

    @once
    def aim_spaces(self) -> list[tuple[int, int]]:
        """(piece index, space): where the Mission token of each other player's aim lies."""
        spaces = token_spaces(self.obs)
        return [(self.names.index(p), spaces[kind]) for p, kind in self.aims.items()
                if kind in spaces]


def token_spaces(obs: Observation) -> dict[str, int]:
    """The space of each kind's Mission token."""
    return {kind: int(space) for space, kind in obs.tokens.items()}


def greedy(obs: Observation) -> Action:
    """The greedy collector (see :class:`Collector`)."""
    return Collector(obs).decide()


def watcher(obs: Observation) -> Action:
    """The collector that watches what the others collect (see :class:`Watcher`)."""
    return Watcher(obs).decide()


def play_game(game: Any, strategies: Sequence[Strategy], seed: int = 0) -> Any:
    """Play a whole game in this process, strategy i for player i (trusted strategies: an
    error propagates; tournaments use :func:`.referee.play` instead); the final state."""
    state = game.new_state(seed=seed)
    rngs = [np.random.default_rng([seed, i]) for i in range(len(game.players))]
    index = {p: i for i, p in enumerate(game.players)}
    while not state.is_terminal():
        for p in state.waiting_for():
            i = index[p]
            action = as_action(strategies[i](Observation.of(state, p, rngs[i])), p)
            if isinstance(action, Action):
                state.advance(action)
            else:
                state.apply(action)
    return state


def as_action(action: Any, player: str) -> Any:
    if isinstance(action, Action) and action.player is None:
        return Action(action.verb, action.args, player)
    if isinstance(action, str) and ":" not in action:
        return f"{player}: {action}"
    return action
