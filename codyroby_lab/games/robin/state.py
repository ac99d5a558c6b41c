"""A Robin game in play: its fields, declared once (``RobinState.layout``), and who may act;
its play lives in modules of plain functions taking the state: :mod:`.checks` (is it legal;
the legal actions), :mod:`.turns` (playing an action), :mod:`.views` (the observation) and
:mod:`.scene` (the board and the desk-check columns).

A turn (docs/formats-robin.md): the Missions draw and a positive Contribution happen by
themselves when the turn begins; a negative Contribution waits for ``contribute``; then the
active player ``offer``\\ s a card (or ``use``\\ s a special card). The other players'
counter-offers are a simultaneous phase (``core.sealed``): each ``counter`` stays hidden
until the last one is in, then all are revealed together; the active player ``accept``\\ s
one (2 players: or trades with a ``neutral`` card), and the players who received a card
``move`` the pieces with its arrow groups, the non-active player first. The turn ends with
the win check.

The fields in vector order (N: the number of cards, P: players): the head (turn, first,
turns, phase, winner + 1, the open offer, partner + 1, the next two movers + 1); each
piece's space - 1 (its x on the road, 0 for the oak); the token on each space (kind + 1);
each player's revealed counter-offer; each hand (its size, then N card slots); each
player's pending card (the card received, until it moves pieces); each player's known cards
(seen going into the hand and not seen leaving it: public); the Mission stack, the
Contribution stack (top first: its first card slot is the visible top) and the discard stack
(each its size and N slots); the special cards used (size and a slot each); with 2 players
the neutral player's 3 cards (the third hidden); each player's peek (what a ``look`` or
``choose`` showed: kind, target + 1, size, N slots); the sealed counter-offers
(``core.sealed``); the generator. The saved document (``to_dict``; ``Robin.state_from_dict``
reads it back) lists stacks top first and hands in card order, the form the conformance cases
compare against (docs/formats-robin.md, "State").

Hidden from a player: the other players' hand cards, pending cards and peeks, the Mission
stack's cards, the Contribution stack's cards below the top, the neutral player's hidden
card, the other players' sealed offers and the generator. A spectator sees no hand's cards;
EVERYONE sees all.

>>> from codyroby_lab.games.robin.game import Robin
>>> g = Robin.from_setup({"players": ["ann", "bob", "cy"], "first": "ann",
...     "hands": {"ann": ["food13", "look"], "bob": ["animals1"], "cy": []},
...     "contribution": ["riches1", "riches2"], "mission": ["food1", "food2", "food3"],
...     "pieces": {"ann": 2, "bob": 1, "cy": 1}})
>>> s = g.new_state()
>>> [e.text for e in s.apply("offer food13")]
['Ann offers food13 (+2 -1 -1)']
>>> s.current_player(), s.waiting_for()
(SIMULTANEOUS, ('bob', 'cy'))
>>> s.apply("bob: counter animals1")[0].seen_by("cy").text
'Bob has chosen'
>>> [e.text for e in s.apply("cy: counter none")]
['Cy makes no counter-offer', 'the offers are revealed: Bob animals1 (+1), Cy none']
>>> [e.text for e in s.apply("accept bob")]
['Ann accepts the offer of Bob']
>>> s.current_player(), [a.text for a in s.legal_actions()]
('bob', ['move bob ann -', 'move bob - ann', 'move cy ann -', 'move cy - ann'])
>>> for e in s.apply("move cy ann -"): print(e.text)
Bob moves Cy 2 forward from space 1 to space 3
Bob moves Ann 1 back from space 2 to space 1
the group -1 is not applied: no piece left can take it
>>> s.with_vector(s.to_vector()) == s, Robin.state_from_dict(s.to_dict()) == s
(True, True)
>>> hidden = set(s.hidden_slots("ann").tolist())
>>> s.slot("bob.hand") + 1 in hidden, s.slot("ann.hand") + 1 in hidden
(True, False)
"""  # noqa: E501

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Self

import numpy as np

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.events import display_name
from codyroby_lab.core.layout import (
    Doc,
    Generator,
    Int,
    Layout,
    Pile,
    Player,
    Players,
)
from codyroby_lab.core.layout import Enum as OneOf
from codyroby_lab.core.protocol import (
    SIMULTANEOUS,
    TERMINAL,
    Action,
    Game,
    Mover,
    State,
    saved_game,
)
from codyroby_lab.core.sealed import Sealed
from codyroby_lab.core.viewer import Viewer
from codyroby_lab.games.robin import actions, checks, scene, turns, views
from codyroby_lab.games.robin.layout import (
    CARDS,
    MOVERS,
    NAME,
    NO_PEEK,
    ORDER,
    VERSION,
    Counters,
    Movers,
    Neutral,
    Partner,
    Peek,
    Pieces,
    Tokens,
    cards,
    held_once,
    player_words,
    reword,
)
from codyroby_lab.games.robin.rules import PHASES, counts, shown

if TYPE_CHECKING:
    from codyroby_lab.games.robin.game import Robin

__all__ = ["RobinState"]


class RobinState(State):
    """Whose turn, the phase, pieces, tokens, hands, stacks, the trade, the generator."""

    game: Robin
    phase: str
    #: the phase the step being recorded happens in, which its row of the Desk check shows:
    #: the phase an action was played in, or the turn's part an automatic step belongs to.
    #: The phase each step led to jumped back at a turn's start ("Marian's turn begins":
    #: trade, "Marian draws 2 cards": contribute, then trade; walk 09p, fault 5)
    during: str
    layout = Layout(
        Doc("game", {"const": NAME}), Doc("version", {"const": VERSION}),
        Doc("setup", {"type": "object"}),
        Player("turn", doc="turn", says=player_words),
        Player("first", doc="first", says=player_words),
        Int("turns", 0, lambda game: game.max_turns, doc="turns"),
        OneOf("phase", PHASES, doc="phase"),
        Player("winner_index", none=True, name="winner", doc="winner", says=player_words),
        Int("offer", 0, cards, names="deck", doc="offer"),
        Partner("partner", doc="partner"), Movers("movers", doc="movers"),
        Pieces("pos", doc="pieces"), Tokens("tokens", doc="tokens"),
        Players(Int("shown", 0, 1000, names="offers", required=False, doc="revealed.*")),
        Players(Pile("hands", cards, names="deck", says=CARDS, seen="owner", name="hand",
                     doc="hands.*")),
        Players(Int("pending", 0, 1000, names="deck", seen="owner", required=False,
                    doc="pending.*")),
        Players(Pile("known", cards, names="deck", says=CARDS, doc="known.*")),
        Pile("mission", cards, names="deck", says=CARDS, reverse=True, seen="nobody",
             doc="mission"),
        Pile("contribution", cards, names="deck", says=CARDS, reverse=True, public=1,
             seen="nobody", doc="contribution"),
        Pile("discard", cards, names="deck", says=CARDS, doc="discard"),
        Pile("removed", lambda game: max(1, len(game.deck.specials)), names="deck",
             says=CARDS, doc="removed"),
        Neutral("neutral", seen="nobody", doc="neutral"),
        Players(Peek("peek", seen="owner", required=False, doc="seen.*")),
        Counters("sealed", doc="sealed"),
        Generator("rng", doc="rng"),
    )

    def __init__(self, game: Robin, rng: np.random.Generator | None = None):
        self.game = game
        n, deck = len(game.players), game.deck
        self.none_code = deck.none_code
        self.turn = 0                 # the active player's index
        self.first = 0
        self.turns = 0                # turns completed
        self.phase = "trade"
        self.winner_index: int | None = None
        self.pos = [1] * len(game.pieces)       # each piece's space, 1 to 7
        self.tokens = [0] * 7                   # kind + 1 of the token on each space
        self.hands: list[list[int]] = [[] for _ in range(n)]   # card codes, sorted
        self.mission: list[int] = []            # the Mission stack, top LAST
        self.contribution: list[int] = []       # the Contribution stack, top LAST
        self.discard: list[int] = []            # 2 players: neutral trades' discards
        self.removed: list[int] = []            # special cards used
        self.neutral = [0, 0, 0] if game.two else []   # 2 visible, 1 hidden
        self.offer = 0                # the active player's open offer
        self.sealed = Sealed(game.players, 1)
        self.shown = [0] * n          # the revealed counter-offers (none_code: no offer)
        self.partner = -1             # -1; a player; n + k: the neutral card k (0..2)
        self.pending = [0] * n        # the card each player resolves (moves) this turn
        self.movers: list[int] = []   # who moves next, in order
        self.peek: list[tuple[int, int, tuple[int, ...]]] = [NO_PEEK] * n
        self.known: list[list[int]] = [[] for _ in range(n)]  # seen going into each hand
        self.recount()
        self.rng = rng if rng is not None else np.random.default_rng(0)

    # --- the counts kept, copies -----------------------------------------------------------

    def recount(self) -> None:
        """Count the cards of each kind in every hand (``hand_tally``) and in every player's
        known cards (``known_tally``), a dual card for both of its kinds: lists in the order
        of the deck's kinds. The win check and every computer player's decision read these
        counts, so they are kept, not counted per question: set whole here (a new state,
        a copy, a state read back) and then kept up to date as cards move
        (:func:`.turns.give`, :func:`.turns.take`), which is why nothing else changes a
        hand in place."""
        deck = self.game.deck
        self.hand_tally = [counts(h, deck.kind_of, len(deck.kinds)) for h in self.hands]
        self.known_tally = [counts(k, deck.kind_of, len(deck.kinds)) for k in self.known]

    def clone(self) -> Self:
        """A copy (:meth:`~codyroby_lab.core.protocol.State.clone`), its counts its own:
        copied, not counted again (every action is applied to a copy first)."""
        s = super().clone()
        s.hand_tally = [list(t) for t in self.hand_tally]
        s.known_tally = [list(t) for t in self.known_tally]
        return s

    def with_vector(self, vec: Any) -> RobinState:
        s = super().with_vector(vec)
        assert isinstance(s, RobinState)
        s.recount()  # (the hands read from the vector)
        return s

    # --- reading -----------------------------------------------------------------------------

    @property
    def player(self) -> str:
        """The active player."""
        return self.game.players[self.turn]

    def may_act(self, player: str | None) -> bool:
        """Is ``player`` one of :meth:`waiting_for` (asked without listing them)?"""
        phase = self.phase
        if phase == "counter":
            return player != self.game.players[self.turn] and \
                player not in self.sealed.choices and player in self.game.players
        if phase == "move":
            return bool(self.movers) and player == self.game.players[self.movers[0]]
        return phase != "over" and player == self.game.players[self.turn]

    def name(self, index: int) -> str:
        """Piece ``index``'s name as shown."""
        return display_name(self.game.pieces[index])

    def kind_counts(self, i: int) -> list[int]:
        """What player ``i`` shows of each kind: hand, dual cards, the token on its space."""
        return shown(self.hand_tally[i], self.token_kind(i))

    def token_kind(self, i: int) -> int | None:
        """The kind of the Mission token on player ``i``'s space (None: none there)."""
        token = self.tokens[self.pos[i] - 1] - 1
        return token if token >= 0 else None

    def most(self, i: int) -> int:
        """The most cards of one kind player ``i`` shows: ``max(kind_counts(i))``, without
        building the list (the win check asks it of every player at every turn's end)."""
        held, token = self.hand_tally[i], self.token_kind(i)
        most = max(held)
        return held[token] + 1 if token is not None and held[token] >= most else most

    # --- the protocol ----------------------------------------------------------------------

    def current_player(self) -> str | Mover:
        """The player to move; right after the last arrow-group move of a turn (a moment
        only a trace shows, before the turn ends by itself) it is still the active
        player's turn, though nobody may act (:meth:`waiting_for` is empty)."""
        phase = self.phase
        if phase == "over":
            return TERMINAL
        if phase == "counter":
            return SIMULTANEOUS
        if phase == "move" and self.movers:
            return self.game.players[self.movers[0]]
        return self.player

    def waiting_for(self) -> tuple[str, ...]:
        if self.phase == "counter":  # the other players who have not chosen
            active, chosen = self.player, self.sealed.choices
            return tuple([p for p in self.game.players if p != active and p not in chosen])
        if self.phase == "move" and not self.movers:  # the turn ends by itself
            return ()
        p = self.current_player()
        return (p,) if isinstance(p, str) else ()

    def is_terminal(self) -> bool:
        return self.phase == "over"

    @property
    def winner(self) -> str | None:  # type: ignore[override]
        return None if self.winner_index is None else self.game.players[self.winner_index]

    def over_words(self) -> str:
        if self.winner:
            return f"the game is over: {display_name(self.winner)} has won"
        return "the game is over: the turn limit was reached with no winner"

    def verbs(self) -> dict[str, Any]:
        """The verbs of this phase: trading with the neutral player only where there is one
        (2 players), so no message suggests it to 4 players."""
        return {v: actions.VERBS[v] for v in PHASE_VERBS[self.phase]
                if v != "neutral" or self.game.two}

    def parse_action(self, spec: Any) -> Action:
        """The action ``spec`` names, with a piece or player written as the board writes it
        (``Robin``) read as its name (``robin``).

        >>> from codyroby_lab.games.robin.game import Robin
        >>> s = Robin.from_setup({"players": ["ann", "bob"], "first": "ann",
        ...     "hands": {"ann": ["look"], "bob": []}}).new_state()
        >>> s.parse_action("use Look Bob").args   # the card's id, the player's name
        ('look', 'bob')
        >>> s.parse_action("look")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
          ...
        codyroby_lab.core.errors.IllegalAction: look is a card: ... e.g. 'offer look'
        """
        try:
            action = actions.parse(spec, self.game.players, self.verbs())
        except IllegalAction:   # a card alone ("food3"): what can be done with it now
            said = spec.rpartition(":")[2].split() if isinstance(spec, str) else []
            card = said[0].lower() if said else ""
            verbs = [v for v in self.verbs() if v in actions.WITH_CARD]
            if card in self.game.deck and verbs:
                raise IllegalAction(f"{card} is a card: write what to do with it first, e.g. "
                                    f"'{verbs[0]} {card}'") from None
            # a word that is no move now: what it may be instead (a strategy's answer)
            text = " ".join(said) if isinstance(spec, str) else getattr(spec, "text", "")
            verb = actions.as_the_game_writes(text.split()[0]) if text.split() else ""
            if verb and self.verbs() and verb not in self.verbs():
                raise IllegalAction(actions.not_a_move(text, list(self.verbs()))) from None
            raise
        if action.verb not in NAMED:
            return action
        names = {display_name(n): n for n in self.game.pieces if display_name(n) != n}
        first = 1 if action.verb == "use" else 0   # use's first word is a card
        args = (*action.args[:first], *(names.get(a, a) for a in action.args[first:]))
        return Action(action.verb, args, action.player)

    def advance(self, action: Action) -> None:
        """The fast path for trusted callers (the built-in computer players and the
        benchmark, in this process): ``action`` (an Action naming its player) is checked as
        by :meth:`apply`, then played in place, with no copy first and no event kept. A
        checked action never fails half-way, so this is :meth:`apply` minus the copy."""
        if action.verb not in PHASE_VERBS[self.phase] or not self.may_act(action.player):
            raise IllegalAction(f"{action} is not an action now")
        checks.check(self, action)
        turns.do(self, action, turns.SINK)

    def attributed(self, spec: Any) -> Action:
        try:
            return super().attributed(spec)
        except IllegalAction:
            if self.phase == "counter" and checks.names_active(self, spec):
                raise IllegalAction(f"{display_name(self.player)} made the open offer: "
                                    "counter-offers come from the other players") from None
            raise

    def legal_actions(self, player: str | None = None) -> list[Action]:
        return checks.legal_actions(self, player)

    def sample_action(self, rng: np.random.Generator, player: str | None = None) -> Action:
        return checks.sample_action(self, rng, player) or super().sample_action(rng, player)

    def check(self, action: Action) -> None:
        checks.check(self, action)

    def do(self, action: Action, rec: Any, plan: None) -> None:
        turns.do(self, action, rec)

    # --- saving, what a viewer sees ------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole state, JSON-ready (:meth:`load` reads it back): the layout's fields,
        the game and its setup."""
        g = self.game
        d = self.layout.dump(self)
        d.update(game=g.name, version=VERSION, setup=g.setup())
        return {k: d[k] for k in ORDER if k in d}

    @classmethod
    def load(cls, d: Any, make_game: Callable[[Any], Game]) -> RobinState:
        """A state from :meth:`to_dict`; ``make_game(setup)`` builds its game. A saved state
        obeys what the setup format does: the layout's schema and readers check the
        numbers' ranges, players, cards and kinds; this adds each card in one place and the
        movers in the move phase only.

        >>> from codyroby_lab.games.robin.game import Robin
        >>> d = Robin(players=3).new_state(seed=1).to_dict()
        >>> Robin.state_from_dict({**d, "pieces": {**d["pieces"], "P1": 8}})
        Traceback (most recent call last):
          ...
        codyroby_lab.core.errors.SetupError: pieces.P1: must be a whole number from 1 to 7, not 8
        """
        game = saved_game(d, make_game)
        s = cls.layout.load(cls(game), d, reword=reword, top=True)
        s.hands, s.known = [sorted(h) for h in s.hands], [sorted(k) for k in s.known]
        if (s.phase == "move") != bool(s.movers):
            raise SetupError("movers", MOVERS)
        held_once(game.deck, {"hands": s.hands, "mission": [s.mission],
                         "contribution": [s.contribution], "discard": [s.discard],
                         "removed": [s.removed], "neutral": [s.neutral]}, game.players)
        s.recount()  # (the hands and known cards read)
        return s

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        return views.observation(self, viewer)

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        return scene.columns(self, viewer)

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        return scene.scene(self, viewer)

    def __repr__(self) -> str:
        pieces = ", ".join(f"{p} on {self.pos[i]}" for i, p in enumerate(self.game.pieces))
        return f"<Robin state: {self.player} to {self.phase}; {pieces}>"


NAMED = ("move", "accept", "use")   # the verbs whose arguments name pieces or players
PHASE_VERBS = {"contribute": ("contribute",), "trade": ("offer", "use", "pass"),
               "counter": ("counter",), "choose": ("accept", "neutral"), "move": ("move",),
               "pick": ("pick",), "over": ()}
