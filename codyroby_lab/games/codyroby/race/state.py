"""A Race in play: its fields, declared once (``RaceState.layout``), and its play: building
the path, calling GO! with a program (proved by running it on the path, one step per card),
and the answer: a shorter counter-program, or accept. The scene and the desk-check columns
come from :mod:`.scene`.

The fields in vector order, the saved document's: both Robies
(:data:`~codyroby_lab.games.codyroby.layout.ROBOTS`), the path so far (its size, then its
squares as cells ``y * width + x``), the cards left on each pile, the phase, the team to
move, the team that called GO! (0: none yet, else its index + 1), the GO! program's cards
and the winner (-1: none). Nothing is hidden: the piles are face up.

>>> from codyroby_lab.games.codyroby.race import Race
>>> s = Race.from_setup({"length": 2}).new_state()
>>> s.phase, s.board.path, s.game.length
('build', ((0, 4),), 2)
>>> v = s.to_vector()
>>> s.with_vector(v) == s, int(v[s.slot("path")]), len(v), len(s.hidden_slots("A"))
(True, 1, 21, 0)
>>> _ = s.apply("add A4 A3")
>>> d = s.to_dict()
>>> d["phase"], d["path"], Race.state_from_dict(d) == s
('go', [[0, 4], [0, 3], [0, 2]], True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from itertools import product
from typing import TYPE_CHECKING, Any

from codyroby_lab.core.errors import IllegalAction, LabError
from codyroby_lab.core.events import Event, Rule, display_name
from codyroby_lab.core.geometry import ORTHOGONAL, Direction, Square, parse_square, square_name
from codyroby_lab.core.layout import Doc, Enum, Field, Int, Layout, Player
from codyroby_lab.core.protocol import Action, Game
from codyroby_lab.core.trace import CardRef
from codyroby_lab.core.viewer import Viewer
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby import rules, solver
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.game import CodyRoby
from codyroby_lab.games.codyroby.layout import ROBOTS, Side, Squares
from codyroby_lab.games.codyroby.program import Card, Program, Repeat, parse
from codyroby_lab.games.codyroby.race import scene
from codyroby_lab.games.codyroby.race.rules import (
    BUILD,
    FEWER,
    GO,
    LENGTH,
    PHASES,
    PILE_CARDS,
    PILES,
    WRONG,
)
from codyroby_lab.games.codyroby.robot import Robot
from codyroby_lab.games.codyroby.turns import TurnState

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.race.game import Race

NAME, VERSION = "codyroby-race", 1
MOST = 1000  # the most cards a pile may hold
PROOF_LIMIT = 1000  # cards a proof may run: a path is far shorter, a runaway loop is wrong


def _proof_game(board: Board, team: str, at: Square, facing: Direction, color: str) -> CodyRoby:
    """The basic-play game a team's GO! or counter-program is proved in: its Roby alone on
    the path's board."""
    return CodyRoby(board=board, robots={team: Robot(team, at, facing, color)},
                    step_limit=PROOF_LIMIT)


def _program(rest: str) -> tuple[str, ...]:
    """``go`` and ``counter``'s argument: the program's canonical text."""
    try:
        return (parse(rest).text,)
    except LabError as e:
        raise IllegalAction(f"the program cannot be read: {e}") from None


class Tally(Field):
    """The cards left on each face-up pile, a dict by card (:data:`PILE_CARDS`): a slot
    each (named ``piles.F``...)."""

    copy = dict

    def width(self, game: Any) -> int:
        return len(PILE_CARDS)

    def names(self, name: str, game: Any) -> list[str]:
        return [f"{name}.{c}" for c in PILE_CARDS]

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.extend(value[c] for c in PILE_CARDS)

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return dict(zip(PILE_CARDS, vec[i:i + len(PILE_CARDS)], strict=True))

    def dump(self, value: Any, game: Any) -> Any:
        return dict(value)

    def read(self, value: Any, game: Any, where: str) -> Any:
        return dict(value)

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "object", "required": list(PILE_CARDS), "additionalProperties": False,
                "properties": {c: {"type": "integer", "minimum": 0, "maximum": MOST}
                               for c in PILE_CARDS}}


class RaceState(TurnState):
    """A Race in play: the path so far, the piles, the Robies, the phase, the team to move,
    the team that called GO! and its program's cards, and the winner."""

    game: Race
    layout = Layout(
        Doc("game", {"const": NAME}),
        Doc("version", {"const": VERSION}),
        Doc("setup", {"type": "object"}),
        ROBOTS,
        Squares("path", lambda game: game.length + 1, doc="path"),
        Tally("piles", doc="piles"),
        Enum("phase", PHASES, doc="phase"),
        Player("turn", doc="turn"),
        Player("caller", none=True, doc="caller"),
        Int("go_cards", 0, 10 ** 6, doc="go_cards"),
        Side("winner", doc="winner"),
    )

    def __init__(self, game: Race):
        self.game = game
        self.path = list(game.path)
        self.piles = dict(game.piles)
        self.robots = {t: r.copy() for t, r in game.starts.items()}
        self.phase = "build"
        self.turn = game.first
        self.caller: int | None = None
        self.go_cards = 0
        self.winner: str | None = None

    # --- reading -------------------------------------------------------------------

    @property
    def board(self) -> Board:
        """The board with the path built so far as its road."""
        g = self.game
        return Board(g.board.width, g.board.height, g.board.blocks, self.path)

    @property
    def steps(self) -> int:
        return len(self.path) - 1

    # --- actions -------------------------------------------------------------------

    def verbs(self) -> dict[str, Any]:
        verbs: dict[str, dict[str, Any]] = {
            "build": {"add": "squares"}, "go": {"go": _program},
            "answer": {"counter": _program, "accept": "none"}}
        return verbs.get(self.phase, {})

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
                                         blue=blue) for blue in ((), ("REPEAT",))
                 if len(blue) <= self.game.blocks]
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

    def do(self, action: Action, rec: Any, plan: None) -> None:
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
        trace = _proof_game(self.board, team, r.at, r.facing, r.color).new_state().play(p)
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
                                   self.path[-1], blue=("REPEAT",) if self.game.blocks else ())
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

    # --- saving, what a viewer sees -----------------------------------------------

    @classmethod
    def load(cls, d: Any, make_game: Callable[[Any], Game]) -> RaceState:
        """A state from ``to_dict()``, its path one the Race can build."""
        s = super().load(d, make_game)
        s.game.check_path([list(q) for q in s.path])
        return s

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        """Everything (the piles are face up): the path, the piles, both Robies."""
        return {**self.public(viewer), "path": [list(q) for q in self.path],
                "piles": dict(self.piles),
                "robots": {t: r.to_dict() for t, r in self.robots.items()},
                "caller": self._caller or None, "go_cards": self.go_cards,
                "length": self.game.length}

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        return scene.columns(self, viewer)

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        return scene.scene(self, viewer)

    def __repr__(self) -> str:
        return f"<RaceState path {' '.join(map(square_name, self.path))}; {self.phase}, " \
               f"{self.player} to move>"
