"""Seguimi (Follow me): one team lays a trail, the other rebuilds its cards.

Fact (DECISIONS.md, "CodyRoby"): team A lays a trail; team B must rebuild the card sequence
from shuffled cards, 1 point per correct move.

Rulings (docs/rulings.md, "Follow-me"):

- A trail is a hidden program of exactly ``length`` F/L/R cards (default 6) that Roby runs
  from ``start`` without a crash; the board shows the squares Roby visits (the trail) and the
  program's cards, shuffled by the state's rng, are dealt face up to the other team.
- The rebuilding team lays all of those cards in an order: ``rebuild F R F F L F``.
- **How cards are compared** (``compare``): ``"position"`` (default) gives 1 point for every
  position i where card i of the rebuilt sequence equals card i of the hidden one;
  ``"prefix"`` gives 1 point per card up to the first difference. Whether the rebuilt
  program lays the same trail is reported too, but scores nothing.
- Teams swap roles each round (``rounds``, default 2); the most points wins, equal is a draw.

Actions: ``lay F F R F L F`` (hidden), ``rebuild F R F F L F``. ``legal_actions`` lists
every trail and every order (at most 3**length and length! of them); ``sample_action``
draws one without listing them all (a random crash-free trail, a random shuffle).

Hidden information: each round's program is seen only by the team that laid it, until the
round is scored (then it is public); nobody sees the random generator. Each round's program
has its own vector slots, so what a team may not see is the same set of slots all game; the
trail Roby shows is public and has slots of its own.

Setup (every field optional; ``teams`` is read as ``players``, its older name)::

    {"board": {"width": 5, "height": 5}, "players": ["A", "B"], "start": "C3",
     "facing": "N", "length": 6, "rounds": 2, "compare": "position", "first": "A",
     "programs": ["F R F F L F", "L F F R F F"],   (fixes each round's trail)
     "shuffled": [["F", "L", "F", "R", "F", "F"], ["L", "R", "F", "F", "F", "F"]]}

>>> s = FollowMe.from_setup({"programs": ["F F R F"], "shuffled": [["R", "F", "F", "F"]],
...                          "length": 4, "rounds": 1}).new_state()
>>> s.phase, s.trail_names()
('rebuild', ['C3', 'C2', 'C1', 'D1'])
>>> for e in s.apply("rebuild F R F F")[-2:]: print(e.text)
B rebuilds 2 of 4 cards in the right place (F F R F was hidden), and lays another trail
0 to 2: B wins
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import numpy as np

from codyroby_lab.core import rng
from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.events import Event, Rule, display_name
from codyroby_lab.core.geometry import Square, square_name
from codyroby_lab.core.protocol import TERMINAL, Action, Game, Mover, State, saved
from codyroby_lab.core.rng import check_seed
from codyroby_lab.core.setup import check_fields, names, one_of, renamed, whole
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees
from codyroby_lab.games import cards
from codyroby_lab.games.cards import card_list, codes, sequences
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby import rules
from codyroby_lab.games.codyroby.board import Board, open_setup, pose, squares_of
from codyroby_lab.games.codyroby.robot import (
    Robot,
    load_robot,
    robot_columns,
    robot_vector,
    robots_from_vector,
    step_robot,
)
from codyroby_lab.games.codyroby.scene import board_scene


def _rule(key: str, text: str) -> Rule:
    return Rule(f"codyroby.follow-me.{key}", rules.BOOK, rules.SECTION, text)


TRAIL = _rule("trail", "Seguimi: team A lays a trail (its hidden program, run by Roby, shows "
                       "the squares it visits).")
REBUILD = _rule("rebuild", "Team B must rebuild the card sequence from the shuffled cards.")
SCORE = _rule("score", "1 point per correct move: card i of the rebuilt sequence equals card "
                       "i of the hidden one.")
ROUNDS = _rule("rounds", "Ruling: the teams swap roles each round; the most points wins.")

FIELDS = ("board", "players", "teams", "start", "facing", "length", "rounds", "compare",
          "first", "programs", "shuffled")
PHASES = ("lay", "rebuild", "over")
HEAD = 9  # Roby (4 slots), phase, round, the two scores, winner


class FollowMe(Game):
    """The rules and setup of one Seguimi (immutable)."""

    name = "codyroby-follow-me"
    editor = "hand"

    def __init__(self, setup: dict[str, Any] | None = None):
        d, self.board = open_setup(setup, FIELDS, "follow-me setup")
        d = renamed(d, "teams", "players")
        self._setup = dict(d)
        self.players = names(d, "players")
        centre = (self.board.width // 2, self.board.height // 2)
        self.start, self.facing = pose(self.board, d, centre)
        self.length = whole(d, "length", 6, 1, 12)
        self.rounds = whole(d, "rounds", 2, 1, 20)
        self.compare = one_of(d, "compare", ("position", "prefix"))
        self.first = self.players.index(one_of(d, "first", self.players))
        self.programs = [self._program(p, f"programs[{i}]")
                         for i, p in enumerate(self._per_round(d, "programs"))]
        self.shuffled = [card_list(c, f"shuffled[{i}]")
                         for i, c in enumerate(self._per_round(d, "shuffled"))]
        if len(self.shuffled) > len(self.programs):
            i = len(self.programs)
            raise SetupError(f"shuffled[{i}]", f"orders the cards of programs[{i}]: give "
                                               f"programs[{i}] too")
        for i, (c, p) in enumerate(zip(self.shuffled, self.programs, strict=False)):
            if Counter(c) != Counter(p):
                raise SetupError(f"shuffled[{i}]", f"must hold the cards of programs[{i}]")

    def setup(self) -> dict[str, Any]:
        return dict(self._setup)

    def layer(self, round_: int) -> str:
        """The team that lays the trail of round ``round_`` (from 0)."""
        return self.players[(self.first + round_) % 2]

    def _per_round(self, d: dict[str, Any], name: str) -> list[Any]:
        v = d.get(name, [])
        if not isinstance(v, list) or len(v) > self.rounds:
            raise SetupError(name, f"must be a list of at most {self.rounds} entries, one a round")
        return v

    def _program(self, text: Any, field: str) -> list[str]:
        cards_ = card_list(text, field)
        if len(cards_) != self.length:
            raise SetupError(field, f"must have {self.length} cards, not {len(cards_)}")
        if trail(self.board, self.start, self.facing, cards_) is None:
            raise SetupError(field, "Roby crashes on this trail")
        return cards_

    def new_state(self, seed: int | None = None) -> FollowMeState:
        s = FollowMeState(self, np.random.default_rng(check_seed(seed)))
        s._begin_round()
        return s

    @classmethod
    @saved
    def state_from_dict(cls, d: Any) -> FollowMeState:
        """A saved state (version 2; a version-1 state, which kept only the current round's
        program as ``hidden``, loads too)."""
        check_fields(d, ("game", "version", "setup", "robot", "round", "phase", "hidden",
                         "programs", "revealed", "shuffled", "trail", "scores", "winner", "rng"),
                     "state")
        game = cls(d.get("setup", {}))
        s = FollowMeState(game, rng.from_dict(d.get("rng")))
        s.robot = load_robot(game.board, d.get("robot"), s.robot, "robot")
        if d.get("phase") not in PHASES:
            raise SetupError("phase", f"must be one of {', '.join(PHASES)}")
        s.phase, s.round = d["phase"], whole(d, "round", 0, 0, game.rounds)
        if "programs" in d:
            s.programs = _rounds(game, d["programs"], "programs")
            s.revealed = _rounds(game, d.get("revealed", []), "revealed")
        elif d.get("hidden") and s.round < game.rounds:
            s.programs[s.round] = card_list(d["hidden"], "hidden")
        s.shuffled = card_list(d.get("shuffled", []), "shuffled")
        if "trail" in d:
            s.trail = squares_of(game.board, d["trail"], "trail")
        elif s.phase == "rebuild":
            s.trail = trail(game.board, game.start, game.facing, s.hidden) or []
        scores = check_fields(d.get("scores", {}), game.players, "scores")
        s.scores = {t: whole(scores, t, 0, 0, 10**6) for t in game.players}
        if d.get("winner") not in (None, *game.players):
            raise SetupError("winner", "must name a team or be null")
        s.winner = d.get("winner")
        return s


def _rounds(game: FollowMe, value: Any, field: str) -> list[list[str]]:
    """One card list per round (each empty or of the trail's length)."""
    if not isinstance(value, list) or len(value) > game.rounds:
        raise SetupError(field, f"must be a list of at most {game.rounds} card lists")
    out = [card_list(v, f"{field}[{i}]") for i, v in enumerate(value)]
    if any(len(c) not in (0, game.length) for c in out):
        raise SetupError(field, f"each round's cards are {game.length} cards, or none yet")
    return out + [[] for _ in range(game.rounds - len(out))]


def trail(board: Board, start: Square, facing: Any, cards_: list[str]) -> list[Square] | None:
    """The squares Roby visits running ``cards_`` (start included), or None for a crash."""
    at, out = start, [start]
    for c in cards_:
        if c == "F":
            at = rules.forward(board, at, facing)
            if at is None:
                return None
            out.append(at)
        else:
            facing = rules.turn(facing, c)
    return out


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


class FollowMeState(State):
    """A Seguimi in play: the round, each round's program, the shuffled cards, the scores."""

    winner: str | None

    def __init__(self, game: FollowMe, rng: np.random.Generator):
        self.game, self.rng = game, rng
        self.robot = Robot("roby", game.start, game.facing)
        self.round = 0
        self.phase = "lay"
        self.programs: list[list[str]] = [[] for _ in range(game.rounds)]  # as laid
        self.revealed: list[list[str]] = [[] for _ in range(game.rounds)]  # once scored
        self.shuffled: list[str] = []
        self.trail: list[Square] = []  # the squares the laid program shows (public)
        self.scores = {t: 0 for t in game.players}
        self.winner = None

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

    def current_player(self) -> str | Mover:
        return TERMINAL if self.phase == "over" else self.player

    def trail_names(self) -> list[str]:
        """The trail shown to the rebuilding team, as square names."""
        return [square_name(q) for q in self.trail]

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def _begin_round(self) -> list[Event]:
        g, r = self.game, self.round
        self.robot = Robot("roby", g.start, g.facing)
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
                at = rules.forward(g.board, at, facing)
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

    def do(self, action: Action, rec: Any) -> None:
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

    def clone(self) -> FollowMeState:
        s = FollowMeState.__new__(FollowMeState)
        s.__dict__.update(self.__dict__)
        s.robot = self.robot.copy()
        s.programs = [list(p) for p in self.programs]
        s.revealed = [list(p) for p in self.revealed]
        s.shuffled, s.scores = list(self.shuffled), dict(self.scores)
        s.trail = list(self.trail)
        s.rng = rng.from_words(rng.to_words(self.rng))
        return s

    # --- saving --------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game.name, "version": 2, "setup": self.game.setup(),
                "robot": self.robot.to_dict(), "round": self.round, "phase": self.phase,
                "programs": [list(p) for p in self.programs],
                "revealed": [list(p) for p in self.revealed], "shuffled": list(self.shuffled),
                "trail": [list(q) for q in self.trail],
                "scores": dict(self.scores), "winner": self.winner,
                "rng": rng.to_dict(self.rng)}

    # --- what a viewer sees --------------------------------------------------------

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

    def hidden_slots(self, viewer: Viewer = None) -> np.ndarray:
        """The generator, and each round's program from the team that does not lay it."""
        if viewer is EVERYONE:
            return np.zeros(0, dtype=np.int64)
        g, n = self.game, self.game.length
        out = [HEAD + r * n + k for r in range(g.rounds) if not sees(viewer, (g.layer(r),))
               for k in range(n)]
        first = self._trail_slot() + 1 + n + 1
        return np.array(out + list(range(first, first + rng.WORDS)), dtype=np.int64)

    def _trail_slot(self) -> int:
        """The slot of the trail's length (its squares follow, as cell numbers)."""
        return HEAD + (2 * self.game.rounds + 1) * self.game.length

    # --- traces and the scene ------------------------------------------------------

    def to_vector(self) -> np.ndarray:
        """Roby, phase, round, scores, winner, each round's program, each round's revealed
        program, the shuffled cards, the trail (its length, then its squares as cells
        ``y * width + x``), the rng."""
        g, w = self.game, self.game.board.width
        win = -1 if self.winner is None else g.players.index(self.winner)
        cells = [y * w + x for x, y in self.trail]
        v = (robot_vector({"roby": self.robot})
             + [PHASES.index(self.phase), self.round, *self.scores.values(), win]
             + [c for p in self.programs for c in codes(p, g.length)]
             + [c for p in self.revealed for c in codes(p, g.length)]
             + codes(self.shuffled, g.length)
             + [len(cells), *cells, *[-1] * (g.length + 1 - len(cells))]
             + rng.to_words(self.rng))
        return np.array(v, dtype=np.int64)

    def with_vector(self, vec: Any) -> FollowMeState:
        g, n, v = self.game, self.game.length, [int(x) for x in vec]
        s = FollowMeState(g, rng.from_words(v[-rng.WORDS:]))
        s.robot = robots_from_vector({"roby": self.robot}, v)["roby"]
        phase, s.round, a, b, win = v[4:HEAD]
        s.phase, s.scores = PHASES[phase], dict(zip(g.players, (a, b), strict=True))
        s.winner = None if win < 0 else g.players[win]
        blocks = [_letters(v[HEAD + k * n:HEAD + (k + 1) * n]) for k in range(2 * g.rounds + 1)]
        s.programs, s.revealed = blocks[:g.rounds], blocks[g.rounds:2 * g.rounds]
        s.shuffled = blocks[-1]
        t, w = self._trail_slot(), g.board.width
        s.trail = [(c % w, c // w) for c in v[t + 1:t + 1 + v[t]]]
        return s

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        """Desk-check columns: Roby, the phase, the round, the shuffled cards, the scores."""
        g, n = self.game, self.game.length
        first = HEAD + 2 * g.rounds * n
        return [*robot_columns({"roby": self.robot}),
                {"name": "phase", "kind": "enum", "slots": [4], "labels": list(PHASES)},
                {"name": "round", "kind": "int", "slots": [5], "offset": 1},
                {"name": "cards", "kind": "cards", "slots": list(range(first, first + n)),
                 "codes": dict(cards.LABELS)},
                *({"name": t, "kind": "int", "slots": [6 + i]}
                  for i, t in enumerate(g.players))]

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        """The board, Roby, the trail (never a program the viewer may not see), and the
        viewer's editor: the three cards to lay a trail with, or the shuffled cards."""
        t, n = self._trail_slot(), self.game.length
        layers = [{"kind": "trail", "piece": "roby", "label": "the trail",
                   "squares": [list(q) for q in self.trail], "count": t,
                   "slots": list(range(t + 1, t + 2 + n)), "width": self.game.board.width}]
        you = viewer if isinstance(viewer, str) else None
        mine = you is not None and you == self.current_player()
        if self.phase == "lay":
            editor = {"kind": "stack", "palette": ["F", "L", "R"], "program": [],
                      "size": self.game.length}
        else:
            editor = {"kind": "hand", "player": you, "hand": list(self.shuffled) if mine else [],
                      "verbs": list(self.verbs()) if mine else []}
        return board_scene(self.game.board, {"roby": self.robot}, title="CodyRoby: Seguimi",
                           viewer=viewer, columns=self.columns(viewer), editor=editor,
                           layers=layers)

    def __repr__(self) -> str:
        return f"<FollowMeState round {self.round + 1}, {self.phase}, scores {self.scores}>"


def _letters(codes_: list[int]) -> list[str]:
    """The non-empty card codes of a block as letters (a hidden card reads ``?``)."""
    return [cards.LABELS.get(str(c), cards.UNSEEN) for c in codes_ if c]
