"""La Corsa (Race): two teams build a path, then race to program Roby along it.

Facts (DECISIONS.md, "CodyRoby"): teams build a path (each adds 2 squares per turn) and take
cards from face-up piles; the first to call "GO!" must prove their program; the opponent
wins if it is wrong or if they can do it with fewer cards. Without REPEAT the path may be at
most half as long as the number of F cards available.

Rulings (docs/rulings.md, "Race"), for play in turns:

- The path starts on ``start`` (Roby there, facing ``facing``) and grows from its end; the
  teams take turns, first team first, each adding 2 squares (the last turn adds 1 if only 1
  is missing; 1 if the second cannot be placed). A path square is on the board, not a block
  and not already on the path. Building ends when the path has ``length`` steps, or when
  its end is walled in.
- Then the team to move calls GO! with a program: ``go F F R F``. Its cards come off the
  face-up piles (F, L, R, and REPEAT when ``blocks`` is true; no other blue card). Roby runs
  it on the path (leaving the path is a crash). It is right when Roby ends on the last
  path square without a crash (and within 1,000 cards run); if wrong, the other team wins.
- If right, the other team answers: ``counter PROGRAM`` (cards from what is left on the
  piles) or ``accept``. A right counter-program with fewer cards wins; anything else leaves
  the win to the team that called GO!. With ``"referee": "solver"`` there is no answer: the
  solver finds the shortest program (ignoring the piles) and the other team wins when it
  has fewer cards.
- The path's ``length`` (steps after the start, default 8) may be at most half the F cards
  without REPEAT; with REPEAT, at most the free squares of the board.

Actions: ``add C3 C4``, ``go PROGRAM``, ``counter PROGRAM``, ``accept``. ``legal_actions()``
lists every ``add``; since any program is a legal GO, it lists a finite menu for ``go`` and
``counter``: the solver's shortest programs and every program of 1 or 2 basic cards (and
``sample_action`` draws from that menu). Nothing is hidden: the piles are face up.

Setup (every field optional; ``teams`` is read as ``players``, its older name)::

    {"board": {"width": 5, "height": 5, "blocks": ["C3"]}, "players": ["A", "B"],
     "start": "A5", "facing": "N", "length": 8, "blocks": false,
     "piles": {"F": 24, "L": 8, "R": 8, "REPEAT": 0}, "path": ["A5", "A4"],
     "referee": "players", "first": "A"}

>>> s = Race.from_setup({"length": 4}).new_state()
>>> _ = s.apply("add A4 A3"); _ = s.apply("add A2 B2")
>>> s.phase, s.player, [square_name(q) for q in s.path]
('go', 'A', ['A5', 'A4', 'A3', 'A2', 'B2'])
>>> print(s.apply("go F F F R F")[-1].text)
A's program is right: A ends on B2, the end of the path
>>> print(s.apply("counter F F F R F")[-1].text)
B's counter-program is not shorter (5 cards against 5), so A wins
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import product
from typing import Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction, LabError, SetupError
from codyroby_lab.core.events import Event, Rule, display_name
from codyroby_lab.core.geometry import ORTHOGONAL, Square, parse_square, square_name
from codyroby_lab.core.protocol import TERMINAL, Action, Game, Mover, State, saved
from codyroby_lab.core.rng import check_seed
from codyroby_lab.core.setup import check_fields, names, one_of, renamed, whole
from codyroby_lab.core.trace import CardRef
from codyroby_lab.core.viewer import Viewer
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby import rules, solver
from codyroby_lab.games.codyroby.board import Board, open_setup, pose, squares_of
from codyroby_lab.games.codyroby.game import CodyRoby
from codyroby_lab.games.codyroby.program import Card, Program, Repeat, parse
from codyroby_lab.games.codyroby.robot import (
    COLOURS,
    Robot,
    load_robot,
    robot_columns,
    robot_vector,
    robots_from_vector,
)
from codyroby_lab.games.codyroby.scene import board_scene


def _rule(key: str, text: str) -> Rule:
    return Rule(f"codyroby.race.{key}", rules.BOOK, rules.SECTION, text)


BUILD = _rule("build", "La Corsa: the teams build a path, each adding 2 squares per turn.")
PILES = _rule("piles", "The teams take their cards from face-up piles.")
GO = _rule("go", "The first team to call GO! must prove its program.")
WRONG = _rule("wrong", "The opponent wins if the GO! program is wrong.")
FEWER = _rule("fewer", "The opponent wins if it can do the path with fewer cards.")
LENGTH = _rule("length", "Without REPEAT the path may be at most half as long as the number "
                         "of F cards available.")

FIELDS = ("board", "players", "teams", "start", "facing", "length", "blocks", "piles", "path",
          "referee", "first")
PHASES = ("build", "go", "answer", "over")
PILE_CARDS = ("F", "L", "R", "REPEAT")
PROOF_LIMIT = 1000  # cards a proof may run: a path is far shorter, a runaway loop is wrong


class Race(Game):
    """The rules and setup of one Race (immutable)."""

    name = "codyroby-race"
    editor = "stack"

    def __init__(self, setup: dict[str, Any] | None = None):
        d, self.board = open_setup(setup, FIELDS, "race setup")
        d = renamed(d, "teams", "players")
        self._setup = dict(d)
        if self.board.path is not None:
            raise SetupError("board.path", "the teams build the path: give 'path' instead")
        self.players = names(d, "players")
        self.start, self.facing = pose(self.board, d, (0, self.board.height - 1))
        self.blocks = one_of(d, "blocks", (False, True))
        piles = check_fields(d.get("piles", {"F": 24, "L": 8, "R": 8,
                                             "REPEAT": 4 if self.blocks else 0}),
                             PILE_CARDS, "piles")
        self.piles = {c: whole(piles, c, 0, 0, 1000) for c in PILE_CARDS}
        if not self.piles["F"]:
            raise SetupError("piles.F", "at least 1: without an F card no program can follow "
                                        "a path, and the team to call GO! would have no move")
        free = self.board.width * self.board.height - len(self.board.blocks) - 1
        limit = free if self.blocks else min(free, self.piles["F"] // 2)
        self.length = whole(d, "length", min(8, limit), 1, max(1, limit))
        if self.length > limit:
            raise SetupError("length", f"at most {limit}: {LENGTH.text}")
        self.path = self._path(d.get("path", [square_name(self.start)]))
        self.referee = one_of(d, "referee", ("players", "solver"))
        self.first = self.players.index(one_of(d, "first", self.players))

    def setup(self) -> dict[str, Any]:
        return dict(self._setup)

    def _path(self, value: Any) -> list[Square]:
        squares = squares_of(self.board, value, "path")
        if not squares or squares[0] != self.start:
            raise SetupError("path", f"must begin on the start square {square_name(self.start)}")
        if len(squares) - 1 > self.length:
            raise SetupError("path", f"has {len(squares) - 1} steps; the length is {self.length}")
        Board(self.board.width, self.board.height, self.board.blocks, squares)
        return squares

    def new_state(self, seed: int | None = None) -> RaceState:
        """The start (a Race draws nothing at random: the piles are face up)."""
        check_seed(seed)
        s = RaceState(self)
        s._maybe_done()
        return s

    @classmethod
    @saved
    def state_from_dict(cls, d: Any) -> RaceState:
        check_fields(d, ("game", "version", "setup", "path", "piles", "robots", "phase",
                         "turn", "caller", "go_cards", "winner"), "state")
        game = cls(d.get("setup", {}))
        s = RaceState(game)
        s.path = game._path(d.get("path", []))
        s.piles = {c: whole(d.get("piles", {}), c, 0, 0, 1000) for c in PILE_CARDS}
        for t in game.players:
            s.robots[t] = load_robot(game.board, d.get("robots", {}).get(t), s.robots[t],
                                     f"robots.{t}")
        if d.get("phase") not in PHASES or d.get("turn") not in game.players:
            raise SetupError("phase", "phase and turn must be a known phase and team")
        s.phase, s.turn = d["phase"], game.players.index(d["turn"])
        s.caller = None if d.get("caller") is None else game.players.index(d["caller"])
        if d.get("winner") not in (None, *game.players):
            raise SetupError("winner", "must name a team or be null")
        s.go_cards, s.winner = whole(d, "go_cards", 0, 0, 10**6), d.get("winner")
        return s


def _program(rest: str) -> tuple[str, ...]:
    """``go`` and ``counter``'s argument: the program's canonical text."""
    try:
        return (parse(rest).text,)
    except LabError as e:
        raise IllegalAction(f"the program cannot be read: {e}") from None


class RaceState(State):
    """A Race in play: the path so far, the piles, the phase and the side to move."""

    winner: str | None

    def __init__(self, game: Race):
        self.game = game
        self.path = list(game.path)
        self.piles = dict(game.piles)
        self.robots = {t: Robot(t, game.start, game.facing, COLOURS[i])
                       for i, t in enumerate(game.players)}
        self.phase = "build"
        self.turn = game.first
        self.caller: int | None = None
        self.go_cards = 0
        self.winner: str | None = None

    def current_player(self) -> str | Mover:
        return TERMINAL if self.phase == "over" else self.game.players[self.turn]

    @property
    def player(self) -> str:
        """The team whose turn it is (or was, once the game is over)."""
        return self.game.players[self.turn]

    @property
    def board(self) -> Board:
        """The board with the path built so far as its road."""
        g = self.game
        return Board(g.board.width, g.board.height, g.board.blocks, self.path)

    @property
    def steps(self) -> int:
        return len(self.path) - 1

    def is_terminal(self) -> bool:
        return self.phase == "over"

    # --- actions -------------------------------------------------------------------

    def verbs(self) -> dict[str, Any]:
        return {"build": {"add": "squares"}, "go": {"go": _program},
                "answer": {"counter": _program, "accept": "none"}}.get(self.phase, {})

    def legal_actions(self, player: str | None = None) -> list[Action]:
        """Every ``add``; for ``go`` and ``counter`` a menu (see the module docstring)."""
        if self.phase == "over" or player not in (None, self.player):
            return []
        if self.phase == "build":
            return [Action("add", tuple(map(square_name, a))) for a in self._adds()]
        menu = [] if self.phase == "go" else [Action("accept")]
        verb = "go" if self.phase == "go" else "counter"
        for p in self._menu():
            if self._affordable(p) and (verb == "go" or p.card_count < self.go_cards):
                menu.append(Action(verb, (p.text,)))
        return list(dict.fromkeys(menu))

    def _menu(self) -> list[Program]:
        b, target = self.board, self.path[-1]
        found = [solver.shortest_program(b, self.game.start, self.game.facing, target,
                                         blocks=flag) for flag in (False, True)
                 if flag <= self.game.blocks]
        small = [Program(tuple(Card(c) for c in cs)) for n in (1, 2) for cs in product("FLR",
                                                                                       repeat=n)]
        return [p for p in found if p is not None] + small

    def free(self, sq: Square, path: list[Square]) -> bool:
        """Can ``sq`` extend a path that holds ``path``?"""
        return rules.is_road(self.game.board, sq) and sq not in path

    def _adds(self) -> list[tuple[Square, ...]]:
        need = min(2, self.game.length - self.steps)
        out: list[tuple[Square, ...]] = []
        for d1 in ORTHOGONAL:
            a = d1.step(self.path[-1])
            if not self.free(a, self.path):
                continue
            seconds = [d2.step(a) for d2 in ORTHOGONAL if self.free(d2.step(a), self.path + [a])]
            out += [(a,)] if need == 1 or not seconds else [(a, b) for b in seconds]
        return sorted(out, key=lambda t: [(q[1], q[0]) for q in t])

    def _cards(self, p: Program) -> Counter:
        return Counter(n.letter if isinstance(n, Card) else "REPEAT" for n in p.nodes)

    def _affordable(self, p: Program) -> bool:
        return not (self._cards(p) - Counter(self.piles))

    def check(self, move: Action) -> None:
        if move.verb == "add":
            squares = tuple(parse_square(a) for a in move.args)
            if squares not in self._adds():
                options = ", ".join(" ".join(map(square_name, a)) for a in self._adds()[:6])
                raise IllegalAction(f"the path cannot grow by {' '.join(move.args)} from "
                                    f"{square_name(self.path[-1])}; try {options}")
            return
        if move.verb == "accept":
            return
        p = parse(move.args[0])
        bad = [n for n in p.nodes if not isinstance(n, Card) and not (
            self.game.blocks and isinstance(n, Repeat) and n.times is not None)]
        if bad:
            allowed = "F, L, R and REPEAT n" if self.game.blocks else "F, L and R"
            raise IllegalAction(f"this Race allows only {allowed} cards")
        short = self._cards(p) - Counter(self.piles)
        if short:
            c = sorted(short)[0]
            raise IllegalAction(f"the piles hold {self.piles[c]} {c} cards, the program needs "
                                f"{self._cards(p)[c]}")

    def do(self, action: Action, rec: Any) -> None:
        for events, card in self._steps(action):
            ref = -1 if card is None else rec.card(card.label, card.owner, card.slot)
            self.record(rec, action, events, ref)

    def _steps(self, move: Action) -> Iterator[tuple[list[Event], CardRef | None]]:
        """Do the action step by step: each step's events and the card it ran, if any."""
        team = self.player
        who = display_name(team)
        if move.verb == "add":
            self.path += [parse_square(a) for a in move.args]
            self.turn = 1 - self.turn
            yield [Event.of(kinds.BUILT, BUILD, f"{who} adds {' '.join(move.args)} to the path",
                            team=team, squares=list(move.args))] + self._maybe_done(), None
            return
        if move.verb == "accept":
            yield [self._end(self.caller, GO, f"{who} accepts: {self._caller} wins")], None
            return
        p = parse(move.args[0])
        for c, n in self._cards(p).items():
            self.piles[c] -= n
        took = Event.of(kinds.TOOK, PILES, f"{who} takes {p.card_count} cards from the piles",
                        team=team, cards=p.card_count)
        right = yield from self._prove(team, p, took)
        if move.verb == "go":
            yield self._after_go(team, p, right), None
        elif right and p.card_count < self.go_cards:
            yield [self._end(self.turn, FEWER, f"{who}'s counter-program is right and shorter "
                             f"({p.card_count} cards against {self.go_cards}), so {who} "
                             "wins")], None
        else:
            why = "wrong" if not right else (f"not shorter ({p.card_count} cards against "
                                             f"{self.go_cards})")
            yield [self._end(self.caller, FEWER, f"{who}'s counter-program is {why}, so "
                             f"{self._caller} wins")], None

    @property
    def _caller(self) -> str:
        return display_name(self.game.players[self.caller]) if self.caller is not None else ""

    def _prove(self, team: str, p: Program, first: Event):
        """Run ``p`` with the team's Roby on the path, one step per card; right or not."""
        r = self.robots[team]
        r.at, r.facing, r.crashed = self.game.start, self.game.facing, False
        game = CodyRoby(board=self.board, robots={team: Robot(team, r.at, r.facing, r.color)},
                        step_limit=PROOF_LIMIT)
        trace = game.new_state().run(p)
        pending = [first]
        for i in range(1, len(trace)):
            after = trace[i].robots[team]
            r.at, r.facing, r.crashed = after.at, after.facing, after.crashed
            yield pending + list(trace.events(i)), trace.card_of(i)
            pending = []
        if pending:
            yield pending + list(trace.events(0)), None
        return r.at == self.path[-1] and not r.crashed

    def _after_go(self, team: str, p: Program, right: bool) -> list[Event]:
        self.caller, self.go_cards = self.turn, p.card_count
        other, who = 1 - self.turn, display_name(team)
        if not right:
            return [self._end(other, WRONG, f"{who}'s program is wrong: {who} ends on "
                              f"{self.robots[team].name_at}, not on "
                              f"{square_name(self.path[-1])}, so "
                              f"{display_name(self.game.players[other])} wins")]
        ok = Event.of(kinds.PROVED, GO, f"{who}'s program is right: {who} ends on "
                      f"{square_name(self.path[-1])}, the end of the path", team=team,
                      cards=p.card_count)
        if self.game.referee == "solver":
            best = solver.distance(self.board, self.game.start, self.game.facing,
                                   self.path[-1], blocks=self.game.blocks)
            winner = other if best is not None and best < p.card_count else self.turn
            return [ok, self._end(winner, FEWER, f"the solver needs {best} cards, so "
                                  f"{display_name(self.game.players[winner])} wins")]
        self.phase, self.turn = "answer", other
        return [ok]

    def _end(self, winner: int | None, rule: Rule, text: str) -> Event:
        self.phase = "over"
        self.winner = None if winner is None else self.game.players[winner]
        return Event.of(kinds.GAME_OVER, rule, text, winner=self.winner)

    def _maybe_done(self) -> list[Event]:
        if self.phase != "build":
            return []
        if self.steps >= self.game.length:
            why, rule = f"the path is complete ({self.steps} steps)", LENGTH
        elif not self._adds():
            why, rule = f"the path's end {square_name(self.path[-1])} is walled in", BUILD
        else:
            return []
        self.phase = "go"
        return [Event.of(kinds.PATH_DONE, rule,
                         f"{why}: {display_name(self.player)} calls GO! with a program",
                         steps=self.steps)]

    # --- saving --------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game.name, "version": 1, "setup": self.game.setup(),
                "path": [list(q) for q in self.path], "piles": dict(self.piles),
                "robots": {t: r.to_dict() for t, r in self.robots.items()},
                "phase": self.phase, "turn": self.player, "caller": self._caller or None,
                "go_cards": self.go_cards, "winner": self.winner}

    # --- traces and the scene ------------------------------------------------------

    def to_vector(self) -> np.ndarray:
        """Robots, phase, turn, caller, GO! cards, winner, piles, path length, path squares."""
        g = self.game
        cells = [q[1] * g.board.width + q[0] for q in self.path]
        win = -1 if self.winner is None else g.players.index(self.winner)
        v = (robot_vector(self.robots)
             + [PHASES.index(self.phase), self.turn, -1 if self.caller is None else self.caller,
                self.go_cards, win] + [self.piles[c] for c in PILE_CARDS]
             + [len(cells)] + cells + [-1] * (g.length + 1 - len(cells)))
        return np.array(v, dtype=np.int64)

    def with_vector(self, vec: Any) -> RaceState:
        g, v = self.game, [int(x) for x in vec]
        s = RaceState(g)
        s.robots = robots_from_vector(self.robots, v)
        phase, s.turn, caller, s.go_cards, win = v[8:13]
        s.phase, s.caller = PHASES[phase], None if caller < 0 else caller
        s.winner = None if win < 0 else g.players[win]
        s.piles = dict(zip(PILE_CARDS, v[13:17], strict=True))
        s.path = [(c % g.board.width, c // g.board.width) for c in v[18:18 + v[17]]]
        return s

    def clone(self) -> RaceState:
        s = RaceState.__new__(RaceState)
        s.__dict__.update(self.__dict__)
        s.path, s.piles = list(self.path), dict(self.piles)
        s.robots = {t: r.copy() for t, r in self.robots.items()}
        return s

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        """Everything (the piles are face up): the path, the piles, both Robies."""
        return {**self.public(viewer), "path": [list(q) for q in self.path],
                "piles": dict(self.piles),
                "robots": {t: r.to_dict() for t, r in self.robots.items()},
                "caller": self._caller or None, "go_cards": self.go_cards,
                "length": self.game.length}

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        """Desk-check columns: each team's Roby, the phase, the team to move, the path so
        far and the cards left on the piles."""
        g = self.game
        return robot_columns(self.robots) + [
            {"name": "phase", "kind": "enum", "slots": [8], "labels": list(PHASES)},
            {"name": "turn", "kind": "enum", "slots": [9], "labels": list(g.players)},
            {"name": "path", "kind": "squares", "count": 17, "width": g.board.width,
             "slots": list(range(18, 18 + g.length + 1))},
            {"name": "piles", "kind": "tally", "slots": [13, 14, 15, 16],
             "labels": list(PILE_CARDS)}]

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        """The board with the path so far, both Robies, the end of the path, and the stack
        editor with the cards the face-up piles still hold."""
        s = board_scene(self.board, self.robots, title="CodyRoby: La Corsa", viewer=viewer,
                        columns=self.columns(viewer),
                        editor={"kind": "stack", "program": [],
                                "palette": [c for c in PILE_CARDS if self.piles[c]],
                                "piles": {c: n for c, n in self.piles.items() if n}})
        s["tiles"].append({"at": list(self.path[-1]), "kind": "target", "color": "red",
                           "label": f"end of the path at {square_name(self.path[-1])}"})
        return s

    def __repr__(self) -> str:
        return f"<RaceState path {' '.join(map(square_name, self.path))}; {self.phase}, " \
               f"{self.player} to move>"


