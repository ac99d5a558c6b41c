"""A Seguimi in play: its fields, declared once (``FollowMeState.layout``), and its play:
laying a trail, rebuilding it (one step per card Roby runs) and scoring the round. The scene
and the desk-check columns come from :mod:`.scene`.

The fields in vector order, the saved document's (version 2; :func:`from_version_1` reads
the older one): Roby, the round, the phase, each round's program (as laid), each round's
program once scored, the shuffled cards (each a slot per card: its code, 0 after the end),
the trail (its size, then its squares as cells ``y * width + x``), the scores and the
winner (-1: none), the generator. Each round's program is seen only by the team that lays
it, so what a team may not see is the same set of slots all game; the trail Roby shows is
public and has slots of its own; nobody sees the generator.

>>> from codyroby_lab.games.codyroby.follow_me import FollowMe
>>> s = FollowMe.from_setup({"programs": ["F F R F"], "length": 4, "rounds": 1}).new_state()
>>> d = s.to_dict()
>>> d["version"], d["phase"], d["programs"], FollowMe.state_from_dict(d) == s
(2, 'rebuild', [['F', 'F', 'R', 'F']], True)
>>> s.with_vector(s.to_vector()) == s
True
>>> first = s.slot("programs")
>>> first in s.hidden_slots("B"), first in s.hidden_slots("A"), s.slot("trail")
(True, False, 18)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.events import Event, display_name
from codyroby_lab.core.geometry import Square, square_name
from codyroby_lab.core.layout import Doc, Enum, Field, Generator, Int, Layout, Players
from codyroby_lab.core.protocol import Action, Game, saved_game
from codyroby_lab.core.viewer import Viewer, sees
from codyroby_lab.games.cards import LABELS, LETTERS, UNSEEN, codes, sequences
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby import rules
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.follow_me import scene
from codyroby_lab.games.codyroby.follow_me.rules import (
    PHASES,
    REBUILD,
    ROUNDS,
    SCORE,
    TRAIL,
    trail,
)
from codyroby_lab.games.codyroby.layout import Roby, Side, Squares
from codyroby_lab.games.codyroby.robot import step_robot
from codyroby_lab.games.codyroby.turns import TurnState

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.follow_me.game import FollowMe

NAME, VERSION = "codyroby-follow-me", 2


def _trails(board: Board, at: Square, facing: Any, n: int) -> list[tuple[str, ...]]:
    """Every card sequence of length ``n`` Roby runs from the pose without a crash."""
    if n == 0:
        return [()]
    out = []
    for c in "FLR":
        nxt = rules.forward(board, at, facing) if c == "F" else at
        if nxt is not None:
            face = facing if c == "F" else rules.turn(facing, c)
            out += [(c, *rest) for rest in _trails(board, nxt, face, n - 1)]
    return out


class Cards(Field):
    """At most ``game.length`` F/L/R cards (a list): a slot per card, its code
    (:data:`~codyroby_lab.games.cards.CODES`), 0 after the end; a code a viewer may not see
    reads back as ``?``."""

    @staticmethod
    def copy(value: Any) -> Any:
        return list(value)

    def width(self, game: Any) -> int:
        return int(game.length)

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.extend(codes(value, game.length))

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return [LABELS.get(str(c), UNSEEN) for c in vec[i:i + game.length] if c]

    def dump(self, value: Any, game: Any) -> Any:
        return list(value)

    def read(self, value: Any, game: Any, where: str) -> Any:
        return list(value)

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "array", "maxItems": game.length, "items": {"enum": list(LETTERS)}}


class Rounds(Cards):
    """One card list per round (none yet, or ``game.length`` cards): :class:`Cards` round
    after round; ``seen="owner"``: round r's by the team that lays it (``game.layer(r)``)."""

    @staticmethod
    def copy(value: Any) -> Any:
        return [list(p) for p in value]

    def width(self, game: Any) -> int:
        return int(game.rounds * game.length)

    def owned(self, game: Any) -> list[tuple[str, range]]:
        n = game.length
        return [(game.layer(r), range(r * n, (r + 1) * n)) for r in range(game.rounds)]

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        for p in value:
            super().encode(p, game, out)

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return [super(Rounds, self).decode(vec, i + r * game.length, game)
                for r in range(game.rounds)]

    def dump(self, value: Any, game: Any) -> Any:
        return [list(p) for p in value]

    def read(self, value: Any, game: Any, where: str) -> Any:
        if any(len(p) not in (0, game.length) for p in value):
            raise SetupError(where, f"each round's cards are {game.length} cards, or none yet")
        return [list(p) for p in value] + [[] for _ in range(game.rounds - len(value))]

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "array", "maxItems": game.rounds, "items": super().schema(game)}


def from_version_1(d: dict[str, Any], game: Any) -> dict[str, Any]:
    """A version-1 document as version 2: it kept only the current round's program (as
    ``hidden``) and may lack the trail it shows."""
    r, hidden = d.get("round"), d.get("hidden") or []
    d = {k: v for k, v in d.items() if k != "hidden"}
    cards = isinstance(hidden, list) and all(c in LETTERS for c in hidden)
    programs: list[Any] = [[] for _ in range(game.rounds)]
    if isinstance(r, int) and 0 <= r < game.rounds:
        programs[r] = hidden
    shown = trail(game.board, game.start, game.facing, hidden) \
        if cards and d.get("phase") == "rebuild" else None
    d.setdefault("programs", programs)
    d.setdefault("revealed", [[] for _ in range(game.rounds)])
    d.setdefault("trail", [list(q) for q in shown or []])
    return {**d, "version": VERSION}


class FollowMeState(TurnState):
    """A Seguimi in play: Roby, the round, each round's program (as laid, and once scored),
    the shuffled cards, the trail, the phase, the scores, the winner and the generator."""

    game: FollowMe
    version = VERSION
    layout = Layout(
        Doc("game", {"const": NAME}),
        Doc("version", {"const": VERSION}),
        Doc("setup", {"type": "object"}),
        Roby("robot", "roby", doc="robot", name="robots.roby"),
        Int("round", 0, lambda game: game.rounds, doc="round"),
        Enum("phase", PHASES, doc="phase"),
        Rounds("programs", doc="programs", seen="owner"),
        Rounds("revealed", doc="revealed"),
        Cards("shuffled", doc="shuffled"),
        Squares("trail", lambda game: game.length + 1, doc="trail"),
        Players(Int("scores", 0, 10 ** 6, doc="scores.*", name="score"), keyed=True),
        Side("winner", doc="winner"),
        Generator("rng", doc="rng"),
    )

    def __init__(self, game: FollowMe, rng: np.random.Generator):
        self.game, self.rng = game, rng
        self.robot = game.starts["roby"].copy()
        self.round = 0
        self.phase = "lay"
        self.programs: list[list[str]] = [[] for _ in range(game.rounds)]  # as laid
        self.revealed: list[list[str]] = [[] for _ in range(game.rounds)]  # once scored
        self.shuffled: list[str] = []
        self.trail: list[Square] = []  # the squares the laid program shows (public)
        self.scores = {t: 0 for t in game.players}
        self.winner: str | None = None

    # --- reading -------------------------------------------------------------------

    @property
    def hidden(self) -> list[str]:
        """This round's program (empty before it is laid)."""
        return self.programs[self.round] if self.round < self.game.rounds else []

    @property
    def layer(self) -> str:
        return self.game.layer(self.round)

    @property
    def player(self) -> str:
        """The team to move: the layer in the lay phase, else the other team."""
        i = (self.game.first + self.round + (self.phase == "rebuild")) % 2
        return self.game.players[i]

    def trail_names(self) -> list[str]:
        """The trail shown to the rebuilding team, as square names."""
        return [square_name(q) for q in self.trail]

    def _begin_round(self) -> list[Event]:
        g, r = self.game, self.round
        self.robot = g.starts["roby"].copy()
        if r < len(g.programs):
            return self._deal(g.programs[r])
        self.phase, self.shuffled, self.trail = "lay", [], []
        return []

    def _deal(self, cards_: list[str]) -> list[Event]:
        g, r = self.game, self.round
        self.programs[r], self.phase = list(cards_), "rebuild"
        self.trail = trail(g.board, g.start, g.facing, cards_) or []
        self.shuffled = (list(g.shuffled[r]) if r < len(g.shuffled)
                         else [cards_[i] for i in self.rng.permutation(len(cards_))])
        return [Event.of(kinds.LAID, TRAIL, f"{display_name(self.layer)} lays a trail of "
                         f"{len(cards_)} cards: {' '.join(self.trail_names())}",
                         team=self.layer, trail=self.trail_names())]

    # --- actions -------------------------------------------------------------------

    def verbs(self) -> dict[str, Any]:
        return {"lay": {"lay": "cards"}, "rebuild": {"rebuild": "cards"}}.get(self.phase, {})

    def legal_actions(self, player: str | None = None) -> list[Action]:
        """Every trail of ``length`` cards without a crash; every order of the shown cards."""
        g = self.game
        if self.phase == "over" or player not in (None, self.player):
            return []
        if self.phase == "lay":
            return [Action("lay", s) for s in _trails(g.board, g.start, g.facing, g.length)]
        return [Action("rebuild", s) for s in sequences(self.shuffled, full=True)]

    def sample_action(self, rng: np.random.Generator, player: str | None = None) -> Action:
        """A random crash-free trail (each card drawn among those that do not crash: a turn
        never does) or a random order of the shown cards, without listing them all."""
        if self.phase == "over" or player not in (None, self.player):
            raise IllegalAction(f"{player or 'nobody'} has no action now")
        if self.phase == "rebuild":
            return Action("rebuild", tuple(self.shuffled[i]
                                           for i in rng.permutation(len(self.shuffled))))
        g, at, facing, out = self.game, self.game.start, self.game.facing, []
        for _ in range(g.length):
            ok = [c for c in "FLR" if c != "F" or rules.forward(g.board, at, facing)]
            c = ok[int(rng.integers(len(ok)))]
            if c == "F":
                at = rules.forward(g.board, at, facing) or at  # (an F in ok moves)
            else:
                facing = rules.turn(facing, c)
            out.append(c)
        return Action("lay", tuple(out))

    def check(self, move: Action) -> None:
        g = self.game
        if move.verb == "lay":
            if len(move.args) != g.length:
                raise IllegalAction(f"a trail has {g.length} cards, not {len(move.args)}")
            if trail(g.board, g.start, g.facing, list(move.args)) is None:
                raise IllegalAction("Roby would crash on this trail: lay one it can follow")
        elif Counter(move.args) != Counter(self.shuffled):
            raise IllegalAction(f"rebuild with exactly the cards shown: "
                                f"{' '.join(sorted(self.shuffled))}")

    def do(self, action: Action, rec: Any, plan: None) -> None:
        for events, slot in self._steps(action):
            card = -1 if slot is None else rec.card(action.args[slot], action.player, slot)
            self.record(rec, action, events, card)

    def _steps(self, move: Action) -> Iterator[tuple[list[Event], int | None]]:
        """Do the action step by step: each step's events and the card it ran (its place in
        the rebuilt sequence), if any."""
        if move.verb == "lay":
            yield self._deal(list(move.args)), None
            return
        team = self.player
        pending = [Event.of(kinds.REBUILT, REBUILD, f"{display_name(team)} lays the cards "
                            f"{' '.join(move.args)}", team=team, cards=list(move.args))]
        for k, c in enumerate(move.args):
            if self.robot.crashed:
                break
            yield pending + step_robot(self.game.board, self.robot, c), k
            pending = []
        yield self._score(team, list(move.args)), None

    def _score(self, team: str, cards_: list[str]) -> list[Event]:
        g, hidden = self.game, self.hidden
        same = [a == b for a, b in zip(cards_, hidden, strict=True)]
        points = sum(same) if g.compare == "position" else (same + [False]).index(False)
        self.scores[team] += points
        self.revealed[self.round] = list(hidden)
        again = trail(g.board, g.start, g.facing, cards_) == trail(g.board, g.start, g.facing,
                                                                   hidden)
        where = "in the right place" if g.compare == "position" else "before the first mistake"
        events = [Event.of(kinds.SCORED, SCORE, f"{display_name(team)} rebuilds {points} of "
                           f"{len(hidden)} cards {where} ({' '.join(hidden)} was hidden), and lays "
                           f"{'the same' if again else 'another'} trail", team=team,
                           points=points, same_trail=again)]
        self.round += 1
        if self.round < g.rounds:
            return events + self._begin_round()
        a, b = (self.scores[t] for t in g.players)
        self.phase = "over"
        self.winner = None if a == b else g.players[0] if a > b else g.players[1]
        result = f"{display_name(self.winner)} wins" if self.winner else "a draw"
        return events + [Event.of(kinds.GAME_OVER, ROUNDS, f"{a} to {b}: {result}",
                                  winner=self.winner)]

    # --- saving, what a viewer sees -----------------------------------------------

    @classmethod
    def load(cls, d: Any, make_game: Callable[[Any], Game]) -> FollowMeState:
        """A state from ``to_dict()``: version 2, or 1 (:func:`from_version_1`)."""
        if d["version"] == 1:
            d = from_version_1(d, saved_game(d, make_game))
        return super().load(d, make_game)

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        """Roby, the round, the scores, the trail and the shuffled cards (public); the
        programs the viewer laid, and every program once its round is scored."""
        g = self.game
        return {**self.public(viewer), "round": self.round, "scores": dict(self.scores),
                "robot": self.robot.to_dict(), "trail": self.trail_names(),
                "shuffled": list(self.shuffled),
                "programs": {r: list(p) for r, p in enumerate(self.programs)
                             if p and sees(viewer, (g.layer(r),))},
                "revealed": {r: list(p) for r, p in enumerate(self.revealed) if p}}

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        return scene.columns(self, viewer)

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        return scene.scene(self, viewer)

    def __repr__(self) -> str:
        return f"<FollowMeState round {self.round + 1}, {self.phase}, scores {self.scores}>"
