"""What a strategy function receives: :class:`Observation`, everything one player may know
when it must decide, with the legal actions at hand.

A strategy is ``def my_strategy(obs) -> action``: ``action`` is one of ``obs.legal`` or its
text (``"offer food3"``). In the observation a strategy gets, each of ``obs.legal`` is that
text (a :class:`Move`: ``a.startswith("use")`` works); a computer player's holds the game's
:class:`~codyroby_lab.core.protocol.Action` objects. The fields
(docs/formats-robin.md, "Strategies") come from ``state.observation(player)``, so a
strategy sees exactly what its player may see: its own hand, the others' as counts.

>>> from codyroby_lab.games.robin.game import Robin
>>> s = Robin(players=["ann", "bob"]).new_state(seed=4)
>>> obs = Observation.of(s, s.player)
>>> obs.me, obs.phase, obs.hands["ann"], [a.text for a in obs.legal][:2]
('bob', 'trade', 4, ['offer animals4', 'offer animals7'])
>>> obs.card("food13").arrows, obs.card("food-animals").kinds, obs.counts()["places"]
((2, -1, -1), ('food', 'animals'), 2)
>>> obs.kinds[4], obs.tally()[4], obs.card_kinds["food-animals"], obs.card_effects["look"]
('places', 2, (0, 1), 'look')
>>> {space: kind for space, kind in obs.tokens.items() if kind == "places"}, obs.token_space(4)
({'5': 'places'}, 5)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.events import display_name
from codyroby_lab.core.io import json_copy
from codyroby_lab.core.protocol import PUBLIC_KEYS, Action
from codyroby_lab.games.robin.data import Card, Deck
from codyroby_lab.games.robin.rules import counts, shown
from codyroby_lab.games.robin.views import ABSENT, FIELDS

Strategy = Callable[["Observation"], Any]


class Observation:
    """One player's view when it must act (read-only).

    ``me`` the player; ``phase`` (``contribute``, ``trade``, ``counter``, ``choose``,
    ``move``, ``pick``); ``legal`` the legal actions (:class:`Move` texts in a copy);
    ``hand`` its cards (ids); ``hands``
    (its own as a list, the others' as counts); ``pieces`` (piece -> space 1 to 7);
    ``tokens`` (space -> kind); ``track`` (each space's draw and contribution);
    ``contribution`` (the top card and the count); ``offer`` (the open offer);
    ``revealed`` (the counter-offers, once revealed); ``moving`` (the card and arrow groups
    you move with); ``need`` (cards to contribute); ``known`` (the cards everyone saw go into
    each hand and not leave it); ``seen`` (what your last ``look`` or ``choose`` showed);
    ``neutral`` (2 players); ``goal``, ``kinds``, ``players``, ``turn``, ``turns``; ``rng``
    a random generator of your own (seeded: the same game plays the same way); ``data``
    the whole observation as a dict (``state.observation(me)``).

    Helpers: ``card(id)`` (a card's kinds, arrows, effect); ``counts()`` (your cards of
    each kind, the token on your space included) and ``known_counts(player)``; for a
    strategy that counts every decision, the same without a dict: ``tally()`` and
    ``known_tally(player)`` (lists in the order of ``kinds``), with ``card_kinds`` (card id
    -> its kinds as indices into ``kinds``) and ``card_effects`` (card id -> effect or None);
    ``token_space(kind)`` the space of a kind's Mission token (``kind`` an index into
    ``kinds``).

    For a built-in player the fields are read from the game one at a time, when first
    asked for; a learner's strategy gets a copy (:meth:`copy_of`, or in its own process
    :meth:`received`) that carries them all as plain data and nothing else.
    """

    # the fields of views.FIELDS and the public keys (class attributes set below the class)
    players: list[str]
    turn: str
    turns: int
    goal: int
    kinds: list[str]
    track: list[dict[str, int]]
    pieces: dict[str, int]
    tokens: dict[str, str]
    hands: dict[str, Any]         # its own hand: a list of ids; the others': counts
    mission: int
    contribution: dict[str, Any]
    discard: list[str]
    removed: list[str]
    offer: str | None
    counters: dict[str, Any]
    revealed: dict[str, str]
    partner: str | None
    moving: dict[str, Any] | None
    need: int
    known: dict[str, list[str]]
    seen: dict[str, Any]
    neutral: dict[str, Any]
    game: str
    viewer: str | None
    current: str
    waiting_for: list[str]
    winner: str | None

    def __init__(self, state: Any = None, player: str | None = None,
                 rng: np.random.Generator | Callable[[], np.random.Generator] | None = None, *,
                 data: dict[str, Any] | None = None, legal: list[Move] | None = None,
                 deck: Deck | None = None):
        me = player if data is None else data["viewer"]
        if not isinstance(me, str):
            raise TypeError("an observation is a player's: give player (or data with a viewer)")
        self._state, self._me = state, me
        self._data = data
        self._legal: list[Action] | list[Move] | None = legal
        self.deck = deck if deck is not None else state.game.deck
        self._rng = rng

    @classmethod
    def of(cls, state: Any, player: str,
           rng: np.random.Generator | Callable[[], np.random.Generator] | None = None
           ) -> Observation:
        """The observation of ``player`` in ``state`` as a learner's strategy gets it: each of
        its legal actions is its text (a :class:`Move`), as in a tournament (a computer
        player's, ``Observation(state, player, rng)``, holds the game's actions)."""
        return cls(state, player, rng, legal=[Move(a.text) for a in state.legal_actions(player)])

    @property
    def rng(self) -> np.random.Generator:
        """The player's own generator. Given as a function, it is asked for when first used
        (the collectors never draw: a game need not seed their generators); none given: one
        seeded 0."""
        if self._rng is None:
            self._rng = np.random.default_rng(0)
        elif not isinstance(self._rng, np.random.Generator):
            self._rng = self._rng()
        return self._rng

    @property
    def me(self) -> str:
        return self._me

    @property
    def phase(self) -> str:
        return self._state.phase if self._data is None else self._data["phase"]

    @property
    def legal(self) -> list[Action] | list[Move]:
        if self._legal is None:
            self._legal = self._state.legal_actions(self._me)
        return self._legal

    @property
    def data(self) -> dict[str, Any]:
        if self._data is None:
            self._data = self._state.observation(self._me)
        return self._data

    def _sent(self, name: str) -> Any:
        """``data[name]``; AttributeError when there is no such field."""
        if name in self.data:
            return self.data[name]
        raise missing(name)

    @property
    def hand(self) -> list[str]:
        if "_hand" not in self.__dict__:
            s = self._state
            self._hand = (self.hands[self.me] if s is None or self._data is not None else
                          self.deck.ids(s.hands[s.game.players.index(self._me)]))
        return self._hand

    def sample(self) -> Action | Move:
        """A legal action chosen uniformly at random with ``rng`` (what
        :func:`~codyroby_lab.games.robin.bots.random_legal` plays); in this process it
        draws without listing every action first."""
        if self._state is not None and self._legal is None:
            return self._state.sample_action(self.rng, self._me)
        return self.legal[int(self.rng.integers(len(self.legal)))]

    def card(self, card_id: str) -> Card:
        """A card's kinds, arrow groups (``arrows``) and effect (special cards)."""
        return self.deck[card_id]

    def counts(self, cards: list[str] | None = None) -> dict[str, int]:
        """Cards of each kind in ``cards`` (default: your hand with the token on your space);
        a dual card counts for both of its kinds."""
        return dict(zip(self.deck.kinds, self.tally(cards), strict=True))

    def tally(self, cards: list[str] | None = None) -> list[int]:
        """:meth:`counts` as a list in the order of ``kinds`` (no dict to build): what a
        strategy that counts every decision reads, with :attr:`card_kinds`."""
        if cards is None and self._data is None:  # live: the game counts (token included)
            s = self._state
            return s.kind_counts(s.game.players.index(self._me))
        n = counts(self.hand if cards is None else cards, self.deck.kinds_by_id,
                   len(self.deck.kinds))
        if cards is None:
            token = self.tokens.get(str(self.pieces[self.me]))
            return shown(n, self.deck.kinds.index(token) if token else None)
        return n

    def known_counts(self, player: str) -> dict[str, int]:
        """``counts`` of the cards everyone knows ``player`` holds (``known[player]``)."""
        return dict(zip(self.deck.kinds, self.known_tally(player), strict=True))

    def known_tally(self, player: str) -> list[int]:
        """:meth:`known_counts` as a list in the order of ``kinds`` (see :meth:`tally`)."""
        s = self._state
        if s is None or self._data is not None:
            return self.tally(self.known[player])
        return list(s.known_tally[s.game.players.index(player)])

    def token_space(self, kind: int) -> int | None:
        """The space of the Mission token of ``kind`` (an index into ``kinds``); None when
        it has none."""
        if self._data is None:  # live: the game's tokens (each space's kind + 1, or 0)
            tokens = self._state.tokens
            return tokens.index(kind + 1) + 1 if kind + 1 in tokens else None
        name = self.kinds[kind]
        for space, token in self.tokens.items():
            if token == name:
                return int(space)
        return None

    @property
    def card_kinds(self) -> dict[str, tuple[int, ...]]:
        """Each card's kinds as indices into ``kinds`` (card id -> tuple; a special card's is
        empty): the deck's own table, so read it, do not change it."""
        return self.deck.kinds_by_id

    @property
    def card_effects(self) -> dict[str, str | None]:
        """Each card's effect (card id -> effect; None but for special cards): the deck's
        own table, so read it, do not change it."""
        return self.deck.effect_by_id

    def message(self) -> dict[str, Any]:
        """What a strategy's own process receives: the observation and the legal actions' texts
        as JSON data (nothing else: no state, no generator; :meth:`received` rebuilds it)."""
        return {"obs": self.data, "legal": [a.text for a in self.legal]}

    @classmethod
    def received(cls, message: dict[str, Any], deck: Deck,
                 rng: np.random.Generator | None) -> Observation:
        """The observation a :meth:`message` carries (``deck``: the game's cards), its legal
        actions as :class:`Move` texts."""
        legal = [Move(text) for text in message["legal"]]
        return cls(data=message["obs"], legal=legal, deck=deck, rng=rng)

    @staticmethod
    def deck_of(message: dict[str, Any]) -> Deck:
        """The cards :func:`deck_message` sent: a deck of their own (already checked by
        the game that sent them)."""
        cards = [Card(k + 1, i, tuple(kinds), tuple(arrows), effect, text)
                 for k, (i, kinds, arrows, effect, text) in enumerate(message["cards"])]
        return Deck(tuple(message["kinds"]), cards, message)

    @classmethod
    def copy_of(cls, state: Any, player: str, rng: Any, deck: Deck) -> Observation:
        """The observation of ``player`` as a strategy's own process would receive it: a
        copy, so a strategy in this process cannot change the game (``deck``: a copy of the
        game's cards, one per seat)."""
        return cls.received(json_copy(cls.of(state, player).message()), deck, rng)

    def __repr__(self) -> str:
        return f"<Observation of {self.me}: {self.phase}, {len(self.legal)} legal actions>"


class Move(str):
    """A legal action as a learner's strategy sees it: its text, as the lesson shows it and a
    strategy returns it, so text's own ways work on it (walk 09q4, fault S1: a child's
    ``a.startswith("use")`` failed on an Action); ``verb``, ``args`` and ``text`` read as an
    Action's.

    >>> m = Move("use swap-hands robin")
    >>> m.startswith("use"), m.verb, m.args, m.text, m == "use swap-hands robin"
    (True, 'use', ('swap-hands', 'robin'), 'use swap-hands robin', True)
    """

    __slots__ = ()

    @property
    def text(self) -> str:
        return str.__str__(self)

    @property
    def verb(self) -> str:
        return self.split(" ", 1)[0]

    @property
    def args(self) -> tuple[str, ...]:
        return tuple(self.split()[1:])


class Field:
    """One of :data:`~codyroby_lab.games.robin.views.FIELDS` as an attribute of every
    observation: in this process read from the game when first asked for and then kept (in
    the observation's ``__dict__``, which Python reads before this descriptor); from
    ``data`` in an observation that was sent. (Every name an observation answers is a class
    attribute and the class has no ``__getattr__``: Python's own attribute look-up, and its
    cache, serve every field.)"""

    def __init__(self, name: str, read: Callable[[Any, str], Any]):
        self.name, self.read = name, read
        self.__doc__ = f"The observation's {name!r} (docs/formats-robin.md, \"Observation\")."

    def __get__(self, obs: Observation | None, owner: type | None = None) -> Any:
        if obs is None:
            return self
        if obs._data is not None:
            return obs._sent(self.name)
        value = self.read(obs._state, obs._me)
        if value is ABSENT:  # (``neutral`` with 3 or more players: as in a sent observation)
            raise missing(self.name)
        obs.__dict__[self.name] = value
        return value


class Public:
    """A key of ``data`` that every game's observation starts with (``state.public``) and
    that is no field: read from ``data``."""

    def __init__(self, name: str):
        self.name = name

    def __get__(self, obs: Observation | None, owner: type | None = None) -> Any:
        return self if obs is None else obs._sent(self.name)


for _name, _read in FIELDS.items():
    setattr(Observation, _name, Field(_name, _read))
for _name in PUBLIC_KEYS:
    if not hasattr(Observation, _name):  # (``players`` is a field, ``phase`` a property)
        setattr(Observation, _name, Public(_name))


def missing(name: str) -> AttributeError:
    """The error for a name an observation does not have, in plain words."""
    return AttributeError(f"an observation has no {name!r}: see help(Observation)")


def fault_words(e: BaseException) -> str:
    """What a strategy's exception says in a report: a name the observation lacks is said
    plainly, as an observation's own errors say it; a refused answer is said in its own
    words, with no Python name.

    >>> from codyroby_lab.games.robin.game import Robin
    >>> obs = Observation.of(Robin(players=["ann", "bob"]).new_state(seed=0), "ann")
    >>> try:
    ...     obs.hnad
    ... except AttributeError as e:
    ...     print(fault_words(e))
    AttributeError: an observation has no 'hnad': see help(Observation)
    >>> try:
    ...     answer_of(None)
    ... except IllegalAction as e:
    ...     print(fault_words(e))
    it gave back nothing (None), not an action: is a return missing?
    """
    if isinstance(e, IllegalAction):
        return clipped(str(e))
    if isinstance(e, AttributeError) and isinstance(e.obj, Observation) and e.name and \
            not e.name.startswith("_"):
        e = missing(e.name)
    return clipped(f"{type(e).__name__}: {e}")  # (a report line, however long the error)


def clipped(text: str, most: int = 400) -> str:
    """``text``, or its first words up to ``most`` characters and "..." (a report line,
    however long the error; cut at 200 characters, a move's own advice lost its last word
    mid-way: "Try 'offe", walk 09x, fault 1).

    >>> clipped("a b c d", 4)
    'a b ...'
    >>> clipped("no " + "x" * 500, 60)[:8], len(clipped("no " + "x" * 500, 60))
    ('no xxxxx', 64)
    """
    if len(text) <= most:
        return text
    cut = text[:most]
    word = cut.rsplit(" ", 1)[0]            # (a long word of the learner's is cut in it)
    return (word if len(word) > most - 40 else cut) + " ..."


def deck_message(deck: Deck) -> dict[str, Any]:
    """A game's cards as plain data, for a strategy's own process or a copy of its own
    (:meth:`Observation.deck_of`)."""
    return {"kinds": list(deck.kinds),
            "cards": [[c.id, list(c.kinds), list(c.arrows), c.effect, c.text]
                      for c in deck.cards]}


def answer_of(answer: Any) -> str | dict[str, Any]:
    """A strategy's answer as plain data (an Action's parts or the text), read without
    calling anything the strategy defined; IllegalAction when it is neither."""
    if isinstance(answer, Action):
        verb, args, player = (getattr(Action, k).__get__(answer) for k in Action.__slots__)
        if isinstance(args, tuple):
            return {"verb": _text(verb), "args": [_text(a) for a in tuple.__iter__(args)],
                    "player": None if player is None else _text(player)}
    elif isinstance(answer, str):
        return str.__str__(answer)
    if answer is None:
        raise IllegalAction("it gave back nothing (None), not an action: is a return missing?")
    kind = type(answer).__name__[:40]
    raise IllegalAction(f"it gave back {'an' if kind[:1] in 'aeiou' else 'a'} {kind}, not an "
                        "action: one of obs.legal or its text")


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise IllegalAction(f"an action is made of text, not {type(value).__name__[:40]}")
    return str.__str__(value)


def action_of(plain: Any, player: str) -> Action | str:
    """A strategy's plain answer (:func:`answer_of`) as ``player``'s own action (see
    :func:`as_action`), to parse and check; IllegalAction when it is not one, whatever
    JSON it is.

    >>> action_of({"verb": "pass", "args": [], "player": None}, "ann")
    Action(verb='pass', args=(), player='ann')
    >>> action_of({"verb": "pass", "args": [], "player": 5}, "ann")
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.IllegalAction: an action is a verb, its words and its player, all of them text: this one is not
    """  # noqa: E501
    if isinstance(plain, dict):  # (whatever JSON came back: each part checked as data)
        verb, args, who = plain.get("verb"), plain.get("args"), plain.get("player")
        if set(plain) != {"verb", "args", "player"} or not isinstance(verb, str) or \
                not isinstance(args, list) or not all(isinstance(a, str) for a in args) or \
                not (who is None or isinstance(who, str)):
            raise IllegalAction("an action is a verb, its words and its player, all of "
                                "them text: this one is not")
        plain = Action(verb, tuple(args), who)
    elif not isinstance(plain, str):
        raise IllegalAction("an action is one of obs.legal or its text")
    return as_action(plain, player)


def as_action(action: Any, player: str) -> Any:
    """``action`` (an Action or its text) as an action of ``player``: a strategy plays for
    its own player only, so a name in front (``"cy: counter none"``) must be that player's.

    >>> as_action("counter none", "ann"), as_action("ann: pass", "ann")
    ('ann: counter none', 'ann: pass')
    >>> as_action("cy: counter none", "ann")
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.IllegalAction: Ann plays for Ann only, not for 'cy'
    """
    if isinstance(action, Action):
        if action.player is None:
            return Action(action.verb, action.args, player)
        who = action.player
    elif isinstance(action, str):
        head, colon, _ = action.partition(":")
        if not colon:
            return f"{player}: {action}"
        who = head.strip()
    else:
        return action
    if who != player:
        raise IllegalAction(f"{display_name(player)} plays for {display_name(player)} only, "
                            f"not for {who[:30]!r}")
    return action
