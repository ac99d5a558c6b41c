"""An Energy Seekers game in play: its fields, declared once (``EnergySeekersState.layout``),
and what a state says of itself: its legal actions, its saved document, what a viewer sees.
Checking an action is :mod:`.checks`; playing it, :mod:`.turns`; the scene, :mod:`.scene`.

A turn: the player refills the hand to 3 (HAND), gives cards to remote-controlled pieces if
there are any (REMOTE_GIVE: ``give P F L`` or ``give none``), then moves (``play F L``), or
declares ``stuck`` when no move is feasible, or, when remote-controlled, runs the cards it
was given (``run``). A Challenge question is answered (``answer TEXT``) before the turn ends.
``apply`` is atomic; ``play`` returns the trace of every card run, draw and special square,
with the rule behind each.

The fields in vector order: the head (turn, phase, turns, winner + 1, question + 1, last card
code), one block per player (position, x, y, facing, controlled; the hand's size and 3 card
slots; the remote pile's size and its card slots), the visits of every square, the deck and
the discard (each its size and card slots), and the generator (19 words). A hand's cards are
seen by its player only; the deck's cards and the generator by nobody; every pile's size by
all. The saved document adds a piece's square and colour, the question's words and the setup.

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
>>> hidden, bob = s.hidden_slots("ann").tolist(), s.slot("bob.hand")
>>> bob in hidden, bob + 1 in hidden, s.slot("ann.hand") + 1 in hidden
(False, True, False)
>>> s.with_vector(s.to_vector()) == s, EnergySeekers.state_from_dict(s.to_dict()) == s
(True, True)
"""  # noqa: E501

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.events import display_name
from codyroby_lab.core.geometry import Direction
from codyroby_lab.core.layout import (
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
from codyroby_lab.core.protocol import TERMINAL, Action, Game, Mover, State, saved_game
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees
from codyroby_lab.games.cards import LETTERS, hand_columns, sequences
from codyroby_lab.games.energy_seekers import actions, checks, rules, scene, turns
from codyroby_lab.games.energy_seekers.challenge import Question

if TYPE_CHECKING:
    from codyroby_lab.games.energy_seekers.game import EnergySeekers

NAME, VERSION = "energy_seekers", 1
PHASES = ("give", "move", "answer", "over")
FACINGS = (Direction.N, Direction.E, Direction.S, Direction.W)
MANY = 10 ** 9  # the most turns or visits a saved state may count


def _deck(game: EnergySeekers) -> int:
    return game.deck_size


class EnergySeekersState(State):
    """Whose turn, the phase, pieces, hands, remote piles, deck, discard, the generator."""

    game: EnergySeekers
    phase: str
    default_verb = "play"
    layout = Layout(
        Doc("game", {"const": NAME}),
        Doc("version", {"const": VERSION}),
        Doc("players", lambda game: {"const": list(game.players)}),
        Player("turn", doc="turn"),
        Enum("phase", PHASES, doc="phase"),
        Int("turns", 0, MANY, doc="turns"),
        Player("winner_index", none=True, doc="winner", name="winner"),
        Int("question", 0, lambda game: len(game.challenge.questions) - 1, none=True),
        Enum("last", ("", *LETTERS), names=(None, *LETTERS), doc="last_card"),
        Players(
            Int("pos", 0, lambda game: game.board.size - 1, offset=1, doc="pieces.*.position",
                name="position"),
            Derived("xy", lambda s, i: s.game.board.path[s.pos[i]], 2, names=("x", "y")),
            Enum("facing", FACINGS, codes=[int(f) for f in FACINGS], doc="pieces.*.facing"),
            Flag("controlled", doc="pieces.*.controlled"),
            Doc("pieces.*.at", {"type": "array", "items": {"type": "integer"}, "minItems": 2,
                                "maxItems": 2}, required=False),
            Doc("pieces.*.square", {"type": "string", "maxLength": 10}, required=False),
            Doc("pieces.*.color", {"type": "string", "maxLength": 40}, required=False),
            Pile("hands", rules.HAND_SIZE, LETTERS, doc="hands.*", seen="owner", name="hand"),
            Pile("piles", rules.PILE_SIZE, LETTERS, doc="remote.*", name="remote")),
        Ints("visits", lambda game: game.board.size, 0, MANY, doc="visits"),
        Pile("deck", _deck, LETTERS, doc="deck", seen="nobody"),
        Pile("discard", _deck, LETTERS, doc="discard"),
        Doc("question", {"oneOf": [
            {"type": "null"},
            {"type": "object", "required": ["question"],
             "properties": {"question": {"type": "string", "maxLength": 2000},
                            "choices": {"type": "array", "maxItems": 20}}}]}),
        Generator("rng", doc="rng"),
        Doc("setup", {"type": "object"}),
    )

    #: while an action plays (:func:`.turns.do`): where its steps are recorded, and the action
    _rec: Any = None
    _doing: Action | None = None

    def __init__(self, game: EnergySeekers, rng: np.random.Generator):
        self.game, self.rng = game, rng
        n = len(game.players)
        self.turn = 0
        self.phase = "move"
        self.turns = 0
        self.winner_index: int | None = None
        self.question: int | None = None   # the challenge question asked, if any
        self.last = ""
        self.pos = [0] * n
        self.facing: list[Direction] = [game.board.start_facing] * n
        self.controlled = [False] * n
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.piles: list[list[str]] = [[] for _ in range(n)]
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.visits = [0] * game.board.size

    # --- the protocol ------------------------------------------------------------------

    @property
    def player(self) -> str:
        """Whose turn it is."""
        return self.game.players[self.turn]

    def asked(self) -> Question:
        """The challenge question asked."""
        return self.game.challenge.questions[self.question or 0]

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
            return [Action("answer", (c,)) for c in self.asked().choices]
        if self.phase == "give":
            return [Action("give", (actions.NOTHING,))] + [
                Action("give", (self.game.players[t], *seq)) for t in checks.targets(self)
                for seq in sequences(hand) if len(seq) <= checks.room(self, t)]
        if self.controlled[self.turn]:
            return [Action("run")]
        if rules.stuck(self.game.board, self.pos[self.turn], self.facing[self.turn], hand):
            return [Action("stuck")]
        return [Action("play", seq) for seq in sequences(hand)]

    def check(self, action: Action) -> None:
        checks.check(self, action)

    def do(self, action: Action, rec: Any, plan: None) -> None:
        turns.do(self, action, rec)

    # --- saving --------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole state, JSON-ready (``EnergySeekers.state_from_dict`` reads it back)."""
        g, b = self.game, self.game.board
        d = self.layout.dump(self)
        for i, p in enumerate(g.players):
            d["pieces"][p].update(at=list(b.path[self.pos[i]]), square=b.name_of(self.pos[i]),
                                  color=g.colors[p])
        q = None if self.question is None else self.asked()
        return {"game": g.name, "version": VERSION, "players": list(g.players), **d,
                "question": None if q is None else {"question": q.question,
                                                    "choices": list(q.choices)},
                "setup": g.setup()}

    @classmethod
    def load(cls, d: Any, make_game: Callable[[Any], Game]) -> EnergySeekersState:
        """A state from :meth:`to_dict`; ``make_game(setup)`` builds its game. SetupError
        names a bad field: the layout's schema, then what a schema cannot check (the remote
        piles' limit, the cards adding up to the setup's deck, the question)."""
        game = saved_game(d, make_game, "state.setup")
        s = cls.layout.load(cls(game, np.random.default_rng(0)), d)
        players = game.players
        for p, pile in zip(players, s.piles, strict=True):
            rules.check_pile(pile, len(players), f"state.remote.{p}")
        rules.left_over(game.composition, [(f"state.hands.{p}", h) for p, h
                                           in zip(players, s.hands, strict=True)]
                        + [(f"state.remote.{p}", pile) for p, pile
                           in zip(players, s.piles, strict=True)]
                        + [("state.deck", s.deck), ("state.discard", s.discard)],
                        nowhere="state.deck")
        if d["question"] is not None:
            s.question = next((i for i, q in enumerate(game.challenge.questions)
                               if q.question == d["question"]["question"]), None)
            if s.question is None:
                raise SetupError("state.question", "is not a question of the game's challenge")
        return s

    def __eq__(self, other: object) -> bool:
        return isinstance(other, EnergySeekersState) and np.array_equal(
            self.to_vector(), other.to_vector())

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
                       for c in hand_columns(viewer, hands, rules.HAND_SIZE, display_name)]

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
