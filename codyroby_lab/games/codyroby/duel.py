"""Il Duello (Duel): two Robies, one deck, and the first to land on the other wins.

Facts (DECISIONS.md, "CodyRoby"): 2 players or teams; a 40-card deck (24 F, 8 L, 8 R)
shuffled; Robies on opposite corners; each side places 1 block tile; hands drawn up to 5;
a player plays at least 1 card a turn; landing on the opponent's square wins; moving off
the board or into a block loses; when the deck runs out, the played cards are reshuffled.

Rulings (docs/rulings.md, "Duel"): the first side starts at the bottom-left corner facing
north, the second at the top-right facing south; a block may not go on a Roby or on another
block; blocks are placed in turn, first side first, before any card is played; the played
cards run in the order given, one by one, and a win or a loss stops the turn (cards not yet
run stay in the hand); the player who played draws up to 5 at the end of the turn; after
``turn_limit`` turns (default 200) without a winner the game is a draw. A setup whose deal
would leave a side without a card, or whose board has no room for every block, is refused
(SetupError naming the field and the minimum), so a Duel that is not over always has a move.

Actions (text, parsed without eval): ``block C3`` places a block; ``play F F R`` plays those
hand cards in that order (``play ffr`` is forgiven).

Hidden information: a side sees its own hand, the other side's hand only as a count, the
deck only as a count (never its order) and never the random generator
(``hidden_slots``, ``observation``); the played and discarded cards are public.

Setup (every field optional)::

    {"board": {"width": 5, "height": 5, "blocks": []},
     "players": ["A", "B"],
     "robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1", "facing": "S"}},
     "cards": {"F": 24, "L": 8, "R": 8},    (the deck's make-up)
     "deck": ["F", "L", ...],               (fixes the draw pile, top card first)
     "hands": {"A": ["F", "F"], "B": ["L"]}, (fixes the hands; dealt from the deck if absent)
     "hand_size": 5, "blocks_each": 1, "turn_limit": 200, "first": "A"}

With ``deck`` given, the cards are exactly ``deck`` plus ``hands``; without it, the cards of
``cards`` not in ``hands`` are shuffled by the state's rng.

>>> game = Duel.from_setup({"deck": ["F"] * 30, "hands": {"A": ["F", "F", "F", "R", "F"],
...                         "B": ["L", "L", "F", "F", "F"]}, "blocks_each": 0})
>>> s = game.new_state(seed=1)
>>> [str(a) for a in s.legal_actions()][:3]
['play F', 'play R', 'play F F']
>>> for e in s.apply("play F F F F R"): print(e.text)
A moves forward from A5 to A4
A moves forward from A4 to A3
A moves forward from A3 to A2
A moves forward from A2 to A1
A turns right to face east
A draws 5 cards
>>> for e in s.apply("play L L F"): print(e.text)
B turns left to face east
B turns left to face north
B crashed: the edge of the board is ahead, so B stays on E1
B loses: a Roby that leaves the board or hits a block loses
>>> s.winner, s.is_terminal()
('A', True)
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

import numpy as np

from codyroby_lab.core import rng
from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.events import Event, Rule, display_name
from codyroby_lab.core.geometry import Square, parse_direction, parse_square, square_name
from codyroby_lab.core.protocol import TERMINAL, Action, Game, Mover, State, saved
from codyroby_lab.core.rng import check_seed
from codyroby_lab.core.setup import check_fields, names, one_of, whole
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees
from codyroby_lab.games.cards import (
    card_list,
    counted,
    hand_columns,
    hand_layers,
    pile_layer,
    read_cards,
    sequences,
)
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby import rules
from codyroby_lab.games.codyroby.board import Board, open_setup
from codyroby_lab.games.codyroby.robot import (
    COLOURS,
    Robot,
    load_robot,
    robot_columns,
    robot_vector,
    robots_from_vector,
    step_robot,
)
from codyroby_lab.games.codyroby.scene import board_scene


def _rule(key: str, text: str) -> Rule:
    return Rule(f"codyroby.duel.{key}", rules.BOOK, rules.SECTION, text)


START = _rule("start", "Il Duello: 2 players or teams; the Robies start on opposite corners; "
                       "the 40-card deck (24 F, 8 L, 8 R) is shuffled.")
BLOCK = _rule("block", "Each side places 1 block tile (ruling: not on a Roby or a block).")
DRAW = _rule("draw", "Draw cards up to a hand of 5.")
PLAY = _rule("play", "Play at least 1 card a turn; your Roby runs the cards in order.")
WIN = _rule("win", "You win by landing on the opponent's square.")
LOSE = _rule("lose", "Moving off the board or into a block loses.")
RESHUFFLE = _rule("reshuffle", "When the deck runs out, the played cards are reshuffled.")
TURN_LIMIT = _rule("turn-limit", "Ruling: after the turn limit (200 turns by default) without "
                                 "a winner, the game is a draw.")

FIELDS = ("board", "players", "robots", "cards", "deck", "hands", "hand_size", "blocks_each",
          "turn_limit", "first")
PHASES = ("blocks", "play", "over")


@lru_cache(maxsize=256)
def board_with(board: Board, placed: frozenset[Square]) -> Board:
    """The board with the placed block tiles added."""
    return Board(board.width, board.height, board.blocks | placed, board.path, board.targets)


class Duel(Game):
    """The rules and setup of one Duel (immutable). ``Duel.from_setup(d)``, ``new_state``."""

    name = "codyroby-duel"
    editor = "hand"

    def __init__(self, setup: dict[str, Any] | None = None):
        d, self.board = open_setup(setup, FIELDS, "duel setup")
        self.players = names(d, "players")
        self.hand_size = whole(d, "hand_size", 5, 1, 10)
        self.blocks_each = whole(d, "blocks_each", 1, 0, 5)
        self.turn_limit = whole(d, "turn_limit", 200, 1, 100_000)
        self.first = self.players.index(one_of(d, "first", self.players))
        self.starts = self._robots(d.get("robots", {}))
        self._check_room()
        self.cards = self._cards(d)
        self._check_deal(d)
        self._setup = dict(d)

    def setup(self) -> dict[str, Any]:
        return dict(self._setup)

    def _robots(self, spec: Any) -> dict[str, Robot]:
        check_fields(spec, self.players, "robots")
        b = self.board
        corners = {self.players[0]: ((0, b.height - 1), "N"),
                   self.players[1]: ((b.width - 1, 0), "S")}
        out = {}
        for i, p in enumerate(self.players):
            r = check_fields(spec.get(p, {}), ("at", "facing"), f"robots.{p}")
            at = b.check_square(parse_square(r.get("at", corners[p][0]), f"robots.{p}.at"),
                                f"robots.{p}.at")
            if not rules.is_road(b, at) or any(o.at == at for o in out.values()):
                raise SetupError(f"robots.{p}.at", f"{square_name(at)} is not a free square")
            out[p] = Robot(p, at, parse_direction(r.get("facing", corners[p][1]),
                                                  f"robots.{p}.facing"), COLOURS[i])
        return out

    def _check_room(self) -> None:
        """BLOCK: every block must find an empty square, or the block phase could not end."""
        b = self.board
        free = b.width * b.height - len(b.blocks) - len(self.starts)
        if free < 2 * self.blocks_each:
            raise SetupError("blocks_each", f"the board has {free} empty square"
                                            f"{'s' * (free != 1)} for blocks: at most "
                                            f"{free // 2} each, not {self.blocks_each}")

    def _check_deal(self, d: dict[str, Any]) -> None:
        """DRAW, PLAY: the deal must give each side a card, since a turn plays at least one.

        After that no side runs out: the side that played draws its own played cards back
        (RESHUFFLE) when the deck is empty, so every Duel that is not over has a move.
        """
        hands, n = self.cards["hands"], self.hand_size
        dealt = [p for p in self.players if p not in hands]
        left = len(self.cards.get("deck", self.cards.get("pool", [])))
        if not dealt or left >= n * (len(dealt) - 1) + 1:
            return
        field, whole = ("deck", "the deck") if "deck" in d else ("cards", "a Duel")
        parts = [(len(h), f"in {p}'s hand") for p, h in hands.items() if field == "cards"]
        parts += [(n, f"for {p}") for p in dealt[:-1]] + [(1, f"for {dealt[-1]}")]
        need = sum(k for k, _ in parts)
        raise SetupError(field, f"{dealt[-1]} would be dealt no card, and a turn plays at least "
                                f"one: {whole} needs at least {need} card{'s' * (need != 1)} "
                                f"({', '.join(f'{k} {what}' for k, what in parts)})")

    def _cards(self, d: dict[str, Any]) -> dict[str, Any]:
        hands = check_fields(d.get("hands", {}), self.players, "hands")
        hands = {p: card_list(hands[p], f"hands.{p}") for p in hands}
        for p, h in hands.items():
            if not h:
                raise SetupError(f"hands.{p}", "a hand needs at least one card to play")
            if len(h) > self.hand_size:
                raise SetupError(f"hands.{p}", f"holds {len(h)} cards; a hand holds at most "
                                               f"{self.hand_size}")
        if "deck" in d:
            return {"deck": card_list(d["deck"], "deck"), "hands": hands}
        make = check_fields(d.get("cards", {"F": 24, "L": 8, "R": 8}), ("F", "L", "R"), "cards")
        pool = Counter({c: whole(make, c, 0, 0, 200) for c in "FLR"})
        pool.subtract(Counter(c for h in hands.values() for c in h))
        short = [c for c in "FLR" if pool[c] < 0]
        if short:
            raise SetupError("hands", f"the hands hold more {short[0]} cards than the deck has")
        rest = [c for c in "FLR" for _ in range(pool[c])]
        if len(rest) + sum(map(len, hands.values())) < 1:
            raise SetupError("cards", "the deck needs at least one card")
        return {"pool": rest, "hands": hands}

    @property
    def total_cards(self) -> int:
        c = self.cards
        return len(c.get("deck", c.get("pool", []))) + sum(map(len, c["hands"].values()))

    def new_state(self, seed: int | None = None) -> DuelState:
        """The start: deck shuffled by the state's rng (unless fixed), hands dealt."""
        s = DuelState(self, np.random.default_rng(check_seed(seed)))
        c = self.cards
        if "deck" in c:
            s.deck = list(reversed(c["deck"]))
        else:
            s.deck = [c["pool"][i] for i in s.rng.permutation(len(c["pool"]))]
        for p in self.players:
            s.hands[p] = list(c["hands"].get(p, []))
            if p not in c["hands"]:
                s._draw(p)
        return s

    @classmethod
    @saved
    def state_from_dict(cls, d: Any) -> DuelState:
        check_fields(d, ("game", "version", "setup", "robots", "blocks", "deck", "hands",
                         "discard", "table", "turn", "phase", "turns", "winner", "rng"), "state")
        game = cls(d.get("setup", {}))
        s = DuelState(game, rng.from_dict(d.get("rng")))
        for p in game.players:
            s.robots[p] = load_robot(game.board, d.get("robots", {}).get(p), s.robots[p],
                                     f"robots.{p}")
            s.placed[p] = [parse_square(q, f"blocks.{p}") for q in d.get("blocks", {}).get(p, [])]
            s.hands[p] = card_list(d.get("hands", {}).get(p, []), f"hands.{p}")
        s.deck = list(reversed(card_list(d.get("deck", []), "deck")))
        s.discard = card_list(d.get("discard", []), "discard")
        s.table = card_list(d.get("table", []), "table")
        if d.get("phase") not in PHASES:
            raise SetupError("phase", f"must be one of {', '.join(PHASES)}")
        if d.get("turn") not in game.players or d.get("winner") not in (None, *game.players):
            raise SetupError("turn", "must name a player (and winner a player or null)")
        s.phase, s.turn, s.winner = d["phase"], game.players.index(d["turn"]), d["winner"]
        s.turns = whole(d, "turns", 0, 0, 10**9)
        for p, h in s.hands.items():
            if len(h) > game.hand_size:
                raise SetupError(f"hands.{p}", f"holds {len(h)} cards; at most {game.hand_size}")
        held = len(s.deck) + len(s.discard) + len(s.table) + sum(map(len, s.hands.values()))
        if held != game.total_cards:
            raise SetupError("deck", f"the state holds {held} cards; this Duel has "
                             f"{game.total_cards}")
        return s

    def __repr__(self) -> str:
        return f"Duel({self.players[0]} vs {self.players[1]}, {self.board.width}x" \
               f"{self.board.height})"


class DuelState(State):
    """A Duel in play. The deck's top card is ``deck[-1]``; ``to_dict()`` lists it top first."""

    def __init__(self, game: Duel, rng: np.random.Generator):
        self.game, self.rng = game, rng
        self.robots = {p: Robot(r.name, r.at, r.facing, r.color) for p, r in game.starts.items()}
        self.placed: dict[str, list[Square]] = {p: [] for p in game.players}
        self.deck: list[str] = []
        self.hands: dict[str, list[str]] = {p: [] for p in game.players}
        self.discard: list[str] = []
        self.table: list[str] = []
        self.turn = game.first
        self.phase = "blocks" if game.blocks_each else "play"
        self.turns = 0
        self.winner: str | None = None

    # --- reading -------------------------------------------------------------------

    def current_player(self) -> str | Mover:
        return TERMINAL if self.phase == "over" else self.game.players[self.turn]

    @property
    def player(self) -> str:
        """The side whose turn it is (or was, once the game is over)."""
        return self.game.players[self.turn]

    @property
    def opponent(self) -> str:
        return self.game.players[1 - self.turn]

    @property
    def board(self) -> Board:
        """The board with the placed blocks."""
        return board_with(self.game.board, frozenset(sq for v in self.placed.values()
                                                     for sq in v))

    def is_terminal(self) -> bool:
        return self.phase == "over"

    # --- actions -------------------------------------------------------------------

    def verbs(self) -> dict[str, Any]:
        return {"blocks": {"block": "square"}, "play": {"play": "cards"}}.get(self.phase, {})

    def legal_actions(self, player: str | None = None) -> list[Action]:
        """Every legal action: each free square in the block phase, else every distinct
        sequence of hand cards (1 card up to the whole hand)."""
        if self.phase == "over" or player not in (None, self.player):
            return []
        if self.phase == "blocks":
            b = self.board
            taken = {r.at for r in self.robots.values()}
            return [Action("block", (square_name((x, y)),)) for y in range(b.height)
                    for x in range(b.width) if (x, y) not in taken and (x, y) not in b.blocks]
        return [Action("play", seq) for seq in sequences(self.hands[self.player])]

    def check(self, action: Action) -> None:
        if action.verb == "block":
            sq = parse_square(action.args[0])
            if not self.board.on_board(sq):
                raise IllegalAction(f"{action.args[0]} is off the board")
            if sq in self.board.blocks or any(r.at == sq for r in self.robots.values()):
                raise IllegalAction(f"{action.args[0]} is not free: a block goes on an empty "
                                    "square")
            return
        need, have = Counter(action.args), Counter(self.hands[self.player])
        if need - have:
            raise IllegalAction(f"{display_name(self.player)} holds "
                                f"{' '.join(self.hands[self.player])}: "
                                f"not {' '.join(action.args)}")

    def do(self, action: Action, rec: Any) -> None:
        p = self.player
        who = display_name(p)
        if action.verb == "block":
            sq = parse_square(action.args[0])
            self.placed[p].append(sq)
            self._next_block_turn()
            self.record(rec, action, [Event.of(kinds.PLACED, BLOCK, f"{who} places a block on "
                                               f"{square_name(sq)}", player=p,
                                               at=square_name(sq))])
            return
        robot, other = self.robots[p], self.robots[self.opponent]
        board = self.board
        for k, letter in enumerate(action.args):
            self.hands[p].remove(letter)
            self.table.append(letter)
            events = step_robot(board, robot, letter)
            if robot.crashed:
                events.append(self._end(self.opponent, LOSE, f"{who} loses: a Roby that leaves "
                                        "the board or hits a block loses"))
            elif robot.at == other.at:
                events.append(self._end(p, WIN, f"{who} wins: {who} landed on {other.title}'s "
                                        f"square {robot.name_at}"))
            if self.phase == "over":
                # the played cards go to the discard with the step that ends the game, so
                # a win or a loss is the last step (no empty step after it)
                self._end_turn(p)
            self.record(rec, action, events, rec.card(letter, owner=p, slot=k))
            if self.phase == "over":
                return
        self.record(rec, action, self._end_turn(p))

    def _end(self, winner: str | None, rule: Rule, text: str) -> Event:
        self.phase, self.winner = "over", winner
        return Event.of(kinds.GAME_OVER, rule, text, winner=winner)

    def _next_block_turn(self) -> None:
        counts = [len(self.placed[p]) for p in self.game.players]
        if min(counts) >= self.game.blocks_each:
            self.phase, self.turn = "play", self.game.first
        else:
            self.turn = 1 - self.turn

    def _end_turn(self, p: str) -> list[Event]:
        self.discard.extend(self.table)
        self.table.clear()
        if self.phase == "over":
            return []
        self.turns += 1
        if self.turns >= self.game.turn_limit:
            return [self._end(None, TURN_LIMIT, f"{self.turns} turns without a winner: "
                                                "the game is a draw")]
        events = self._draw(p)
        self.turn = 1 - self.turn
        return events

    def _draw(self, p: str) -> list[Event]:
        events, n = [], 0
        while len(self.hands[p]) < self.game.hand_size:
            if not self.deck:
                if not self.discard:
                    break
                self.deck = [self.discard[i] for i in self.rng.permutation(len(self.discard))]
                self.discard = []
                events.append(Event.of(kinds.RESHUFFLED, RESHUFFLE, f"the deck ran out: "
                                       f"{len(self.deck)} played cards are shuffled into a new "
                                       "deck", cards=len(self.deck)))
            self.hands[p].append(self.deck.pop())
            n += 1
        if n:
            events.append(Event.of(kinds.DREW, DRAW, f"{display_name(p)} draws {n} "
                                   f"card{'s' * (n != 1)}", player=p, cards=n))
        return events

    def clone(self) -> DuelState:
        s = DuelState.__new__(DuelState)
        s.__dict__.update(self.__dict__)
        s.robots = {p: r.copy() for p, r in self.robots.items()}
        s.placed = {p: list(v) for p, v in self.placed.items()}
        s.hands = {p: list(h) for p, h in self.hands.items()}
        s.deck, s.discard, s.table = list(self.deck), list(self.discard), list(self.table)
        s.rng = rng.from_words(rng.to_words(self.rng))
        return s

    # --- saving --------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game.name, "version": 1, "setup": self.game.setup(),
                "robots": {p: r.to_dict() for p, r in self.robots.items()},
                "blocks": {p: [list(s) for s in v] for p, v in self.placed.items()},
                "deck": list(reversed(self.deck)), "hands": {p: list(h) for p, h in
                                                             self.hands.items()},
                "discard": list(self.discard), "table": list(self.table),
                "turn": self.player, "phase": self.phase, "turns": self.turns,
                "winner": self.winner, "rng": rng.to_dict(self.rng)}

    # --- what a viewer sees --------------------------------------------------------

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        """Both Robies, the blocks, the viewer's own hand (the other hand as a count), the
        deck's size, the played and discarded cards (public)."""
        return {**self.public(viewer), "turns": self.turns,
                "robots": {p: r.to_dict() for p, r in self.robots.items()},
                "blocks": {p: [list(q) for q in v] for p, v in self.placed.items()},
                "hands": {p: list(h) if sees(viewer, (p,)) else len(h)
                          for p, h in self.hands.items()},
                "deck": len(self.deck), "discard": list(self.discard),
                "table": list(self.table)}

    def _layout(self) -> dict[str, int]:
        """Where each part of the vector begins (see :meth:`to_vector`)."""
        g, n, h = self.game, self.game.total_cards, self.game.hand_size
        at = {"head": 8, "placed": 12}
        at["deck"] = at["placed"] + 4 * g.blocks_each
        at[f"hand:{g.players[0]}"] = at["deck"] + 1 + n
        at[f"hand:{g.players[1]}"] = at[f"hand:{g.players[0]}"] + 1 + h
        at["discard"] = at[f"hand:{g.players[1]}"] + 1 + h
        at["table"] = at["discard"] + 1 + n
        at["rng"] = at["table"] + 1 + n
        return at

    def hidden_slots(self, viewer: Viewer = None) -> np.ndarray:
        """The deck's cards and the generator for every viewer but EVERYONE, and the cards
        of every hand the viewer does not hold (each pile's size stays visible)."""
        if viewer is EVERYONE:
            return np.zeros(0, dtype=np.int64)
        at, n, h = self._layout(), self.game.total_cards, self.game.hand_size
        out = list(range(at["deck"] + 1, at["deck"] + 1 + n))
        for p in self.game.players:
            if not sees(viewer, (p,)):
                out += range(at[f"hand:{p}"] + 1, at[f"hand:{p}"] + 1 + h)
        out += range(at["rng"], at["rng"] + rng.WORDS)
        return np.array(out, dtype=np.int64)

    # --- traces and the scene ------------------------------------------------------

    def to_vector(self) -> np.ndarray:
        """Robots (x, y, facing, crashed), turn, phase, winner, turns, placed blocks, then
        the deck, each hand, the discard and the table (each its size, then card codes, 0 =
        empty) and the rng."""
        g, n = self.game, self.game.total_cards
        placed = [c for p in g.players for i in range(g.blocks_each)
                  for c in (self.placed[p][i] if i < len(self.placed[p]) else (-1, -1))]
        win = -1 if self.winner is None else g.players.index(self.winner)
        v = (robot_vector(self.robots) + [self.turn, PHASES.index(self.phase), win, self.turns]
             + placed + counted(self.deck, n) + counted(self.hands[g.players[0]], g.hand_size)
             + counted(self.hands[g.players[1]], g.hand_size) + counted(self.discard, n)
             + counted(self.table, n) + rng.to_words(self.rng))
        return np.array(v, dtype=np.int64)

    def with_vector(self, vec: Any) -> DuelState:
        g, n, h = self.game, self.game.total_cards, self.game.hand_size
        v = [int(x) for x in vec]
        s = DuelState(g, rng.from_words(v[-rng.WORDS:]))
        s.robots = robots_from_vector(self.robots, v)
        s.turn, phase, win, s.turns = v[8:12]
        s.phase, s.winner = PHASES[phase], None if win < 0 else g.players[win]
        i = 12
        for p in g.players:
            pairs = [(v[i + 2 * k], v[i + 2 * k + 1]) for k in range(g.blocks_each)]
            s.placed[p] = [q for q in pairs if q[0] >= 0]
            i += 2 * g.blocks_each
        s.deck, i = read_cards(v, i, n)
        for p in g.players:
            s.hands[p], i = read_cards(v, i, h)
        s.discard, i = read_cards(v, i, n)
        s.table, i = read_cards(v, i, n)
        return s

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        """Desk-check columns: each Roby, the side to move, the viewer's hand (a spectator:
        each hand's size; the teacher: every hand), the deck's size and the winner."""
        g, at = self.game, self._layout()
        cols = robot_columns(self.robots)
        cols.append({"name": "turn", "kind": "enum", "slots": [8], "labels": list(g.players)})
        cols += hand_columns(viewer, {p: at[f"hand:{p}"] for p in g.players}, g.hand_size)
        cols.append({"name": "deck", "kind": "int", "slots": [at["deck"]]})
        cols.append({"name": "winner", "kind": "enum", "slots": [10], "offset": 1,
                     "labels": ["", *g.players]})
        return cols

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        """The board, both Robies, the hand editor (the viewer's own hand) and the cards
        each hand holds as layers (a hand the viewer may not see: its size only)."""
        at, g = self._layout(), self.game
        layers = hand_layers(viewer, {p: at[f"hand:{p}"] for p in g.players}, g.hand_size,
                             self.hands, display_name)
        layers.append(pile_layer("table", None, "cards played this turn", at["table"],
                                 g.total_cards, self.table))
        you = viewer if isinstance(viewer, str) else None
        editor = {"kind": "hand", "player": you,
                  "hand": list(self.hands[you]) if you else [],
                  "verbs": list(self.verbs()) if you == self.current_player() else []}
        return board_scene(self.board, self.robots, title="CodyRoby: Il Duello",
                           viewer=viewer, columns=self.columns(viewer), editor=editor,
                           layers=layers)

    def __repr__(self) -> str:
        robots = ", ".join(r.label() for r in self.robots.values())
        return f"<DuelState {robots}; {self.phase}, {self.player} to move>"


