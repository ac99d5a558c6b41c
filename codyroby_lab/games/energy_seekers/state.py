"""An Energy Seekers position: whose turn, the phase, the pieces, hands, remote piles, deck,
discard and the generator, on the common game protocol.

A turn: the player refills the hand to 3 (HAND), gives cards to remote-controlled pieces if
there are any (REMOTE_GIVE: ``give P F L`` or ``give none``), then moves (``play F L``), or
declares ``stuck`` when no move is feasible, or, when remote-controlled, runs the cards it
was given (``run``). A Challenge question is answered (``answer TEXT``) before the turn ends.

The state is built in layers, each importing only those below it: :mod:`.position` (the
fields), :mod:`.checks` (is an action legal), :mod:`.turns` (playing it, and what the
square a move ends on does), then this module; :mod:`.layout` (the declared
fields: the vector, what each viewer may not see, copies, the saved document) and
:mod:`.saving` (the saved document's own parts). ``apply`` is atomic; ``play``
returns the trace of every card run, draw and special square, with the rule behind each.

>>> from codyroby_lab.games.energy_seekers.game import EnergySeekers
>>> g = EnergySeekers.from_setup({"players": ["ann", "bob"], "deck": list("FLFRFF"),
...                               "pieces": {"ann": {"position": 8}}})
>>> s = g.new_state()
>>> for e in s.apply("play L F F"): print(e.text)
Ann turns left and faces north
Ann moves forward from position 8 (H7) to position 9 (H6)
Ann moves forward from position 9 (H6) to position 10 (H5)
Ann discards L F F
Bob draws R F F
>>> s.apply("play L")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.IllegalAction: Bob holds no L card (hand: R F F)
>>> print(g.new_state().play("play L F F").view("ann").table(0, 3))
step  card  actor  phase  Ann     Bob     Ann's hand  event
----  ----  -----  -----  ------  ------  ----------  ---------------------------------------------------------
0                         8 H7 E  1 A7 E  F L F
1     L     Ann    move   8 H7 N  1 A7 E  F F         Ann turns left and faces north
2     F     Ann    move   9 H6 N  1 A7 E  F           Ann moves forward from position 8 (H7) to position 9 (H6)
"""  # noqa: E501

from __future__ import annotations

from typing import Any

import numpy as np

from codyroby_lab.core.events import display_name
from codyroby_lab.core.protocol import TERMINAL, Action, Mover
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees
from codyroby_lab.games.cards import hand_columns, sequences
from codyroby_lab.games.energy_seekers import actions, rules, saving, scene
from codyroby_lab.games.energy_seekers.layout import HAND, LAYOUT, PHASES
from codyroby_lab.games.energy_seekers.position import EnergySeekersGame
from codyroby_lab.games.energy_seekers.rules import shuffled
from codyroby_lab.games.energy_seekers.turns import Turns

__all__ = ["PHASES", "State"]


class State(Turns):
    """Whose turn, the phase, pieces, hands, remote piles, deck, discard, the generator."""

    default_verb = "play"
    layout = LAYOUT

    @classmethod
    def start(cls, game: EnergySeekersGame, seed: int | None) -> State:
        """The start: what the setup fixed, the deck shuffled, the first hand drawn."""
        s = cls(game)
        st = game.start
        s.rng = np.random.default_rng(seed)
        s.turn = st["first"]
        s.hands = [list(st["hands"][p]) for p in game.players]
        s.piles = [list(st["piles"][p]) for p in game.players]
        s.controlled = [p in st["controlled"] for p in game.players]
        s.pos = [st["pieces"][p][0] for p in game.players]
        s.facing = [st["pieces"][p][1] for p in game.players]
        s.discard = list(st["discard"])
        s.deck = list(st["deck"]) if st["deck"] is not None else shuffled(s.rng, st["rest"])
        s._begin_turn()
        return s

    # --- the protocol ------------------------------------------------------------------

    def current_player(self) -> str | Mover:
        return TERMINAL if self.phase == "over" else self.player

    @property
    def winner(self) -> str | None:  # type: ignore[override]
        return None if self.winner_index is None else self.game.players[self.winner_index]

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def over_words(self) -> str:
        why = (f"{display_name(self.winner)} has won" if self.winner
               else "the turn limit was reached")
        return f"the game is over ({why})"

    def verbs(self) -> dict[str, Any]:
        return dict(actions.VERBS)

    def parse_action(self, spec: Any) -> Action:
        return actions.parse(spec, self.game.players)

    def legal_actions(self, player: str | None = None) -> list[Action]:
        """Every legal action now, in the order the notation lists them (see actions.py)."""
        if self.phase == "over" or player not in (None, self.player):
            return []
        hand = self.hands[self.turn]
        if self.phase == "answer":
            return [Action("answer", (c,)) for c in self._question().choices]
        if self.phase == "give":
            return [Action("give", (actions.NOTHING,))] + [
                Action("give", (self.game.players[t], *seq)) for t in self._targets()
                for seq in sequences(hand) if len(seq) <= self._room(t)]
        if self.controlled[self.turn]:
            return [Action("run")]
        if rules.stuck(self.game.board, self.pos[self.turn], self.facing[self.turn], hand):
            return [Action("stuck")]
        return [Action("play", seq) for seq in sequences(hand)]

    def to_dict(self) -> dict[str, Any]:
        """The whole state, JSON-ready (:mod:`.saving`; ``State.load`` reads it back)."""
        return saving.to_dict(self)

    @classmethod
    def load(cls, d: Any, make_game: Any) -> State:
        """A state from ``to_dict()``; ``make_game(setup)`` builds its game."""
        return saving.load(cls, d, make_game)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and np.array_equal(self.to_vector(), other.to_vector())

    __hash__ = None  # type: ignore[assignment]

    # --- what a viewer sees ------------------------------------------------------------

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        """The pieces, the remote piles, the discard and the visits (public), the viewer's
        own hand (the others' as counts), the deck's size, the question asked."""
        d = self.to_dict()
        keep = ("turns", "last_card", "pieces", "remote", "discard", "question", "visits")
        return {**self.public(viewer), **{k: d[k] for k in keep},
                "hands": {p: list(h) if sees(viewer, (p,)) else len(h)
                          for p, h in zip(self.game.players, self.hands, strict=True)},
                "deck": len(self.deck)}

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        """Desk-check columns: each piece's position, square, facing (``RC`` when
        remote-controlled), and the hands the viewer may see, each named for its player
        (the step's actor says who acts: a plain "hand" on Cody's row read as Cody's).

        >>> from codyroby_lab.games.energy_seekers.game import EnergySeekers
        >>> [c["name"] for c in EnergySeekers(players=["ada", "cody"]).new_state().columns("ada")]
        ['Ada', 'Cody', "Ada's hand"]
        """
        g = self.game
        cols: list[dict[str, Any]] = []
        for p in g.players:
            cols.append({"name": display_name(p), "kind": "join", "parts": [
                {"kind": "int", "slots": [self.slot(f"{p}.position")], "offset": 1},
                {"kind": "square", "slots": [self.slot(f"{p}.x"), self.slot(f"{p}.y")]},
                {"kind": "facing", "slots": [self.slot(f"{p}.facing")]},
                {"kind": "enum", "slots": [self.slot(f"{p}.controlled")],
                 "labels": ["", "RC"]}]})
        hands = {p: self.slot(f"{p}.hand") for p in g.players}
        mine = f"{display_name(viewer)}'s hand" if isinstance(viewer, str) else ""
        return cols + [{**c, "name": mine} if c["name"] == "hand" else c
                       for c in hand_columns(viewer, hands, HAND, display_name)]

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        """What the board widget draws for ``viewer`` (docs/architecture.md, "The scene")."""
        return scene.scene(self, viewer)

    def ascii(self) -> str:
        """The board as text with each piece as its player's first letter (see
        ``PathBoard.ascii``)."""
        marks: dict[int, str] = {}
        for i, p in enumerate(self.game.players):
            marks[self.pos[i]] = marks.get(self.pos[i], "") + p[0].lower()
        return self.game.board.ascii(marks)

    def __repr__(self) -> str:
        pieces = ", ".join(f"{p} at {v}" for p, v in
                           list(self.describe(EVERYONE).items())[2:2 + len(self.game.players)])
        return f"<EnergySeekers state: {self.player} to {self.phase}; {pieces}>"
