"""A Robin position on the common protocol: whose turn, the phase, the pieces and Mission
tokens, every hand and stack, the trade in progress and the generator.

A turn (docs/formats-robin.md): the Missions draw and a positive Contribution happen by
themselves when the turn begins; a negative Contribution waits for ``contribute``; then the
active player ``offer``\\ s a card (or ``use``\\ s a special card). The other players'
counter-offers are a simultaneous phase (``core.sealed``): each ``counter`` stays hidden
until the last one is in, then all are revealed together; the active player ``accept``\\ s
one (2 players: or trades with a ``neutral`` card), and the players who received a card
``move`` the pieces with its arrow groups, the non-active player first. The turn ends with
the win check.

The state is built in layers, a chain of classes each on the one below it:
:mod:`.position` (the fields, who may act), :mod:`.checks` (is it legal; the legal
actions), :mod:`.views` (observation, desk-check columns), :mod:`.turns` (playing an
action), then this module, which hands ``to_dict`` to :mod:`.saving` (JSON) and ``scene``
to :mod:`.scene`; :mod:`.layout` declares the fields (the vector, what each viewer may not
see, copies).

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
['Cy makes no offer', 'the offers are revealed: Bob animals1 (+1), Cy none']
>>> [e.text for e in s.apply("accept bob")]
['Ann accepts the offer of Bob']
>>> s.current_player(), [a.text for a in s.legal_actions()]
('bob', ['move bob ann -', 'move bob - ann', 'move cy ann -', 'move cy - ann'])
>>> for e in s.apply("move cy ann -"): print(e.text)
Bob moves Cy 2 forward from space 1 to space 3
Bob moves Ann 1 back from space 2 to space 1
the group -1 is not applied: no piece left can take it
"""  # noqa: E501

from __future__ import annotations

from typing import Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.events import display_name
from codyroby_lab.core.protocol import SIMULTANEOUS, TERMINAL, Action, Mover
from codyroby_lab.core.viewer import Viewer
from codyroby_lab.games.robin import actions, saving, scene
from codyroby_lab.games.robin.layout import LAYOUT, PHASE_NAMES
from codyroby_lab.games.robin.position import RobinGame
from codyroby_lab.games.robin.turns import SINK, Turns

__all__ = ["PHASES", "RobinState"]

#: trade: offer or use a special; counter: the sealed counter-offers; choose: accept one;
#: move: a player applies arrow groups; pick: choose from the Contribution stack
PHASES = PHASE_NAMES


class RobinState(Turns):
    """Whose turn, the phase, pieces, tokens, hands, stacks, the trade, the generator."""

    layout = LAYOUT

    @classmethod
    def start(cls, game: RobinGame, seed: int | None) -> RobinState:
        """Set-up: what the setup fixed, the rest dealt from a shuffled Mission stack."""
        s = cls(game, np.random.default_rng(seed))
        st = game.start
        n = len(game.players)
        s.first = st["first"] if st["first"] is not None else int(s.rng.integers(n))
        s.turn = s.first
        if st["mission"] is not None:
            s.mission = list(reversed(st["mission"]))
        else:
            s.mission = list(st["rest"])
            s.rng.shuffle(s.mission)  # (the draws of permutation, without an array)
        s.contribution = (list(reversed(st["contribution"])) if st["contribution"] is not None
                          else s.draw_cards(10))
        order = [(s.first + k) % n for k in range(n)]
        for i in order:
            p = game.players[i]
            s.hands[i] = sorted(st["hands"][p] if p in st["hands"] else s.draw_cards(4))
        if game.two:
            s.neutral = list(st["neutral"]) if st["neutral"] is not None else s.draw_cards(3)
            s.neutral += [0] * (3 - len(s.neutral))
        s.discard = list(st["discard"])
        starts = game.track.start
        for k, i in enumerate(order):
            s.pos[i] = starts[k]
        if game.two:
            s.pos[2] = starts[2]
        for name, space in st["pieces"].items():
            s.pos[game.pieces.index(name)] = space
        tokens = st["tokens"]
        if tokens is None:
            kinds = list(range(len(game.deck.kinds)))
            s.rng.shuffle(kinds)
            tokens = dict(zip(game.track.token_spaces, kinds, strict=True))
        for space, kind in tokens.items():
            s.tokens[space - 1] = kind + 1
        s.recount()  # (the hands dealt)
        s.begin_turn(None)
        return s

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
        self.check(action)
        self.do(action, SINK, None)

    def to_dict(self) -> dict[str, Any]:
        """The whole state, JSON-ready (:mod:`.saving`; ``Robin.state_from_dict`` reads it
        back)."""
        return saving.to_dict(self)

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        return scene.scene(self, viewer)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RobinState) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        pieces = ", ".join(f"{p} on {self.pos[i]}" for i, p in enumerate(self.game.pieces))
        return f"<Robin state: {self.player} to {self.phase}; {pieces}>"


NAMED = ("move", "accept", "use")   # the verbs whose arguments name pieces or players
PHASE_VERBS = {"contribute": ("contribute",), "trade": ("offer", "use", "pass"),
               "counter": ("counter",), "choose": ("accept", "neutral"), "move": ("move",),
               "pick": ("pick",), "over": ()}
