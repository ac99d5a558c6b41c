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

Actions: ``lay F F R F L F`` (hidden), ``rebuild F R F F L F``.

Setup (every field optional)::

    {"board": {"width": 5, "height": 5}, "teams": ["A", "B"], "start": "C3",
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
from codyroby_lab.core.geometry import Square, parse_square, square_name
from codyroby_lab.games.codyroby import cardgame as cg
from codyroby_lab.games.codyroby import rules
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.cardgame import CardGame, CardGameState, Move
from codyroby_lab.games.codyroby.game import Robot
from codyroby_lab.games.codyroby.scene import board_scene


def _rule(key: str, text: str) -> Rule:
    return Rule(f"codyroby.follow-me.{key}", rules.BOOK, rules.SECTION, text)


TRAIL = _rule("trail", "Seguimi: team A lays a trail (its hidden program, run by Roby, shows "
                       "the squares it visits).")
REBUILD = _rule("rebuild", "Team B must rebuild the card sequence from the shuffled cards.")
SCORE = _rule("score", "1 point per correct move: card i of the rebuilt sequence equals card "
                       "i of the hidden one.")
ROUNDS = _rule("rounds", "Ruling: the teams swap roles each round; the most points wins.")

FIELDS = ("board", "teams", "start", "facing", "length", "rounds", "compare", "first",
          "programs", "shuffled")
PHASES = ("lay", "rebuild", "over")


class FollowMe(CardGame):
    """The rules and setup of one Seguimi (immutable)."""

    name = "codyroby-follow-me"

    def __init__(self, setup: dict[str, Any] | None = None):
        d, self.board = cg.open_setup(setup, FIELDS, "follow-me setup")
        self.setup = dict(d)
        self.teams = cg.names(d, "teams")
        centre = (self.board.width // 2, self.board.height // 2)
        self.start, self.facing = cg.pose(self.board, d, centre)
        self.length = cg.whole(d, "length", 6, 1, 12)
        self.rounds = cg.whole(d, "rounds", 2, 1, 20)
        self.compare = cg.one_of(d, "compare", ("position", "prefix"))
        self.first = self.teams.index(cg.one_of(d, "first", self.teams))
        self.programs = [self._program(p, f"programs[{i}]")
                         for i, p in enumerate(self._per_round(d, "programs"))]
        self.shuffled = [cg.card_list(c, f"shuffled[{i}]")
                         for i, c in enumerate(self._per_round(d, "shuffled"))]
        if len(self.shuffled) > len(self.programs):
            i = len(self.programs)
            raise SetupError(f"shuffled[{i}]", f"orders the cards of programs[{i}]: give "
                                               f"programs[{i}] too")
        for i, (c, p) in enumerate(zip(self.shuffled, self.programs, strict=False)):
            if Counter(c) != Counter(p):
                raise SetupError(f"shuffled[{i}]", f"must hold the cards of programs[{i}]")

    def _per_round(self, d: dict[str, Any], name: str) -> list[Any]:
        v = d.get(name, [])
        if not isinstance(v, list) or len(v) > self.rounds:
            raise SetupError(name, f"must be a list of at most {self.rounds} entries, one a round")
        return v

    def _program(self, text: Any, field: str) -> list[str]:
        cards = cg.card_list(text, field)
        if len(cards) != self.length:
            raise SetupError(field, f"must have {self.length} cards, not {len(cards)}")
        if trail(self.board, self.start, self.facing, cards) is None:
            raise SetupError(field, "Roby crashes on this trail")
        return cards

    def new_state(self, seed: int | None = None) -> FollowMeState:
        s = FollowMeState(self, np.random.default_rng(seed))
        s._begin_round()
        return s


def trail(board: Board, start: Square, facing: Any, cards: list[str]) -> list[Square] | None:
    """The squares Roby visits running ``cards`` (start included), or None for a crash."""
    at, out = start, [start]
    for c in cards:
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


class FollowMeState(CardGameState):
    """A Seguimi in play: the round, the hidden program, the shuffled cards and the scores."""

    def __init__(self, game: FollowMe, rng: np.random.Generator):
        self.game, self.rng = game, rng
        self.robot = Robot("roby", game.start, game.facing)
        self.round = 0
        self.phase = "lay"
        self.hidden: list[str] = []
        self.shuffled: list[str] = []
        self.scores = {t: 0 for t in game.teams}
        self.winner: str | None = None

    @property
    def layer(self) -> str:
        return self.game.teams[(self.game.first + self.round) % 2]

    @property
    def player(self) -> str:
        """The team to move: the layer in the lay phase, else the other team."""
        i = (self.game.first + self.round + (self.phase == "rebuild")) % 2
        return self.game.teams[i]

    def trail_names(self) -> list[str]:
        """The trail shown to the rebuilding team, as square names."""
        squares = trail(self.game.board, self.game.start, self.game.facing, self.hidden)
        return [square_name(q) for q in squares or []]

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def _begin_round(self) -> list[Event]:
        g, r = self.game, self.round
        self.robot = Robot("roby", g.start, g.facing)
        if r < len(g.programs):
            return self._deal(g.programs[r])
        self.phase, self.hidden, self.shuffled = "lay", [], []
        return []

    def _deal(self, cards: list[str]) -> list[Event]:
        g, r = self.game, self.round
        self.hidden, self.phase = list(cards), "rebuild"
        self.shuffled = (list(g.shuffled[r]) if r < len(g.shuffled)
                         else [cards[i] for i in self.rng.permutation(len(cards))])
        return [Event.of("Laid", TRAIL, f"{display_name(self.layer)} lays a trail of {len(cards)} "
                         f"cards: "
                         f"{' '.join(self.trail_names())}", team=self.layer,
                         trail=self.trail_names())]

    # --- actions -------------------------------------------------------------------

    def moves(self) -> dict[str, str]:
        return {"lay": {"lay": "cards"}, "rebuild": {"rebuild": "cards"}}.get(self.phase, {})

    def legal_actions(self) -> list[Move]:
        """Every trail of ``length`` cards without a crash; every order of the shown cards."""
        g = self.game
        if self.phase == "lay":
            return [Move("lay", s) for s in _trails(g.board, g.start, g.facing, g.length)]
        if self.phase == "rebuild":
            return [Move("rebuild", s) for s in cg.sequences(Counter(self.shuffled), full=True)]
        return []

    def check(self, move: Move) -> None:
        g = self.game
        if move.kind == "lay":
            if len(move.args) != g.length:
                raise IllegalAction(f"a trail has {g.length} cards, not {len(move.args)}")
            if trail(g.board, g.start, g.facing, list(move.args)) is None:
                raise IllegalAction("Roby would crash on this trail: lay one it can follow")
        elif Counter(move.args) != Counter(self.shuffled):
            raise IllegalAction(f"rebuild with exactly the cards shown: "
                                f"{' '.join(sorted(self.shuffled))}")

    def run(self, move: Move) -> Iterator[list[Event]]:
        if move.kind == "lay":
            yield self._deal(list(move.args))
            return
        team = self.player
        pending = [Event.of("Rebuilt", REBUILD, f"{display_name(team)} lays the cards "
                            f"{move.text[8:]}", team=team, cards=list(move.args))]
        for c in move.args:
            if self.robot.crashed:
                break
            yield pending + cg.step_robot(self.game.board, self.robot, c)
            pending = []
        yield self._score(team, list(move.args))

    def _score(self, team: str, cards: list[str]) -> list[Event]:
        g, hidden = self.game, self.hidden
        same = [a == b for a, b in zip(cards, hidden, strict=True)]
        points = sum(same) if g.compare == "position" else (same + [False]).index(False)
        self.scores[team] += points
        again = trail(g.board, g.start, g.facing, cards) == trail(g.board, g.start, g.facing,
                                                                  hidden)
        where = "in the right place" if g.compare == "position" else "before the first mistake"
        events = [Event.of("Scored", SCORE, f"{display_name(team)} rebuilds {points} of "
                           f"{len(hidden)} cards {where} ({' '.join(hidden)} was hidden), and lays "
                           f"{'the same' if again else 'another'} trail", team=team,
                           points=points, same_trail=again)]
        self.round += 1
        if self.round < g.rounds:
            return events + self._begin_round()
        a, b = (self.scores[t] for t in g.teams)
        self.phase = "over"
        self.winner = None if a == b else g.teams[0] if a > b else g.teams[1]
        result = f"{display_name(self.winner)} wins" if self.winner else "a draw"
        return events + [Event.of("GameOver", ROUNDS, f"{a} to {b}: {result}",
                                  winner=self.winner)]

    # --- saving --------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game.name, "version": 1, "setup": self.game.setup,
                "robot": self.robot.to_dict(), "round": self.round, "phase": self.phase,
                "hidden": list(self.hidden), "shuffled": list(self.shuffled),
                "scores": dict(self.scores), "winner": self.winner,
                "rng": rng.to_dict(self.rng)}

    @classmethod
    @cg.saved
    def from_dict(cls, d: Any) -> FollowMeState:
        cg.check_fields(d, ("game", "version", "setup", "robot", "round", "phase", "hidden",
                            "shuffled", "scores", "winner", "rng"), "state")
        game = FollowMe(d.get("setup", {}))
        s = FollowMeState(game, rng.from_dict(d.get("rng")))
        s.robot = cg.load_robot(game.board, d.get("robot"), s.robot, "robot")
        if d.get("phase") not in PHASES:
            raise SetupError("phase", f"must be one of {', '.join(PHASES)}")
        s.phase, s.round = d["phase"], cg.whole(d, "round", 0, 0, game.rounds)
        s.hidden, s.shuffled = (cg.card_list(d.get(k, []), k) for k in ("hidden", "shuffled"))
        scores = cg.check_fields(d.get("scores", {}), game.teams, "scores")
        s.scores = {t: cg.whole(scores, t, 0, 0, 10**6) for t in game.teams}
        if d.get("winner") not in (None, *game.teams):
            raise SetupError("winner", "must name a team or be null")
        s.winner = d.get("winner")
        return s

    # --- traces and the scene ------------------------------------------------------

    def to_vector(self) -> np.ndarray:
        """Roby, phase, round, scores, winner, hidden and shuffled cards, the rng."""
        g = self.game
        win = -1 if self.winner is None else g.teams.index(self.winner)
        v = (cg.robot_vector({"roby": self.robot})
             + [PHASES.index(self.phase), self.round, *self.scores.values(), win]
             + cg.codes(self.hidden, g.length) + cg.codes(self.shuffled, g.length)
             + rng.to_words(self.rng))
        return np.array(v, dtype=np.int64)

    def with_vector(self, vec: Any) -> FollowMeState:
        g, n, v = self.game, self.game.length, [int(x) for x in vec]
        s = FollowMeState(g, rng.from_words(v[-cg.RNG_SLOTS:]))
        s.robot = cg.robots_from_vector({"roby": self.robot}, v)["roby"]
        phase, s.round, a, b, win = v[4:9]
        s.phase, s.scores = PHASES[phase], dict(zip(g.teams, (a, b), strict=True))
        s.winner = None if win < 0 else g.teams[win]
        s.hidden, s.shuffled = cg.letters(v[9:9 + n]), cg.letters(v[9 + n:9 + 2 * n])
        return s

    def describe(self) -> dict[str, str]:
        return {"roby": f"{self.robot.name_at} {self.robot.facing.name}", "phase": self.phase,
                "round": str(self.round + 1), "cards": " ".join(self.shuffled),
                **{t: str(p) for t, p in self.scores.items()}}

    def scene(self) -> dict[str, Any]:
        """The board, Roby, the trail (never the hidden cards) and the shuffled cards."""
        s = board_scene(self.game.board, {"roby": self.robot}, title="CodyRoby: Seguimi")
        if self.hidden:
            s["overlays"].append({"kind": "trail", "piece": "roby",
                                  "squares": [list(parse_square(q)) for q in self.trail_names()]})
        s["cards"] = {"mode": "hand", "player": self.player,
                      "hand": [{"card": c} for c in self.shuffled]}
        return s

    def __repr__(self) -> str:
        return f"<FollowMeState round {self.round + 1}, {self.phase}, scores {self.scores}>"


FollowMe.state_class = FollowMeState
