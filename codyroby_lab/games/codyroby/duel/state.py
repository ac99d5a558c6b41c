"""A Duel in play: its fields, declared once (``DuelState.layout``), and its play: the block
phase, the play phase and the draw at the end of a turn (a checked action runs here step by
step, one step per card run). The scene and the desk-check columns come from :mod:`.scene`.

The fields in vector order, the saved document's: both Robies
(:data:`~codyroby_lab.games.codyroby.layout.ROBOTS`), each side's placed blocks, the deck
(top card first), each side's hand, the discard, the cards on the table (each pile its size,
then its card codes), the side to move, the phase, the turns played, the winner (-1: none)
and the generator. A hand's cards are seen by its side only; the deck's cards and the
generator by nobody; every pile's size by all.

>>> from codyroby_lab.games.codyroby.duel import Duel
>>> s = Duel.from_setup({"blocks_each": 0}).new_state(seed=3)
>>> d = s.to_dict()
>>> d["phase"], d["turn"], len(d["deck"]), Duel.state_from_dict(d) == s
('play', 'A', 30, True)
>>> s.with_vector(s.to_vector()) == s
True
>>> hidden = s.hidden_slots("A").tolist()
>>> s.slot("B.hand") + 1 in hidden, s.slot("A.hand") + 1 in hidden, s.slot("B.hand") in hidden
(True, False, False)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.events import Event, Rule, display_name
from codyroby_lab.core.geometry import Square, off_board, parse_square, square_name
from codyroby_lab.core.layout import Doc, Enum, Generator, Int, Layout, Pile, Player, Players
from codyroby_lab.core.protocol import Action, Game
from codyroby_lab.core.viewer import Viewer, sees
from codyroby_lab.core.words import plural
from codyroby_lab.games.cards import LETTERS, sequences
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.duel import scene
from codyroby_lab.games.codyroby.duel.rules import (
    BLOCK,
    DRAW,
    LOSE,
    PHASES,
    RESHUFFLE,
    TURN_LIMIT,
    WIN,
)
from codyroby_lab.games.codyroby.layout import MANY, ROBOTS, Side, Squares
from codyroby_lab.games.codyroby.robot import Robot, step_robot
from codyroby_lab.games.codyroby.turns import TurnState

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.duel.game import Duel

NAME, VERSION = "codyroby-duel", 1


def _cards(game: Duel) -> int:
    return game.total_cards


def board_with(board: Board, placed: frozenset[Square]) -> Board:
    """The board with the placed block tiles added."""
    return Board(board.width, board.height, board.blocks | placed, board.path, board.targets)


class DuelState(TurnState):
    """A Duel in play: the Robies, the placed blocks, the deck (top card ``deck[-1]``), the
    hands, the discard, the cards on the table, the side to move, the phase, the turns
    played, the winner and the generator. ``to_dict()`` lists the deck top first."""

    game: Duel
    layout = Layout(
        Doc("game", {"const": NAME}),
        Doc("version", {"const": VERSION}),
        Doc("setup", {"type": "object"}),
        ROBOTS,
        Players(Squares("placed", lambda game: game.blocks_each, doc="blocks.*"), keyed=True),
        Pile("deck", _cards, LETTERS, doc="deck", seen="nobody", reverse=True),
        Players(Pile("hands", lambda game: game.hand_size, LETTERS, doc="hands.*",
                     seen="owner", name="hand"), keyed=True),
        Pile("discard", _cards, LETTERS, doc="discard"),
        Pile("table", _cards, LETTERS, doc="table"),
        Player("turn", doc="turn"),
        Enum("phase", PHASES, doc="phase"),
        Int("turns", 0, MANY, doc="turns"),
        Side("winner", doc="winner"),
        Generator("rng", doc="rng"),
    )

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

    @property
    def board(self) -> Board:
        """The board with the placed blocks."""
        return board_with(self.game.board, frozenset(sq for v in self.placed.values()
                                                     for sq in v))

    @property
    def opponent(self) -> str:
        return self.game.players[1 - self.turn]

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
                raise IllegalAction(off_board(action.args[0], self.board.width,
                                              self.board.height))
            # what stands there is named (walk 04v, fault 9: "A5 is not free" alone did not
            # say that the child's own Roby stood there)
            there = next((f"Roby {display_name(p)} stands on it" for p, r in self.robots.items()
                          if r.at == sq), "a block is already on it" if sq in self.board.blocks
                         else "")
            if there:
                raise IllegalAction(f"{action.args[0]} is not free: {there}, and a block goes "
                                    "on an empty square")
            return
        need, have = Counter(action.args), Counter(self.hands[self.player])
        hand, who = " ".join(self.hands[self.player]), display_name(self.player)
        for card in need - have:     # the first card played more often than it is held
            if not have[card]:
                raise IllegalAction(f"{who} has no {card} card left to play: the hand is {hand}")
            raise IllegalAction(f"{who} holds only {plural(have[card], f'{card} card')}, not "
                                f"{need[card]}: the hand is {hand}, and each card plays once")

    def do(self, action: Action, rec: Any, plan: None) -> None:
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
                # the crash cites the Duel's rule, never CodyRoby's "the program stops": the
                # two said the crash twice, and a Duel has no program (walk 04r6, fault 6)
                events[-1] = replace(events[-1], rule=LOSE)
                events.append(self._end(self.opponent, LOSE, f"{who} loses: a Roby that drives "
                                        "off the board or into a block loses"))
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
                                                "the game ends in a tie")]
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

    # --- saving, what a viewer sees -----------------------------------------------

    @classmethod
    def load(cls, d: Any, make_game: Callable[[Any], Game]) -> DuelState:
        """A state from ``to_dict()``, its cards adding up to the Duel's."""
        s = super().load(d, make_game)
        held = len(s.deck) + len(s.discard) + len(s.table) + sum(map(len, s.hands.values()))
        if held != s.game.total_cards:
            raise SetupError("state.deck", f"the state holds {held} cards; this Duel has "
                             f"{s.game.total_cards}")
        return s

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

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        return scene.columns(self, viewer)

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        return scene.scene(self, viewer)

    def __repr__(self) -> str:
        robots = ", ".join(r.label() for r in self.robots.values())
        return f"<DuelState {robots}; {self.phase}, {self.player} to move>"
