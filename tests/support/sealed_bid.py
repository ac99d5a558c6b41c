"""Sealed bids: a small simultaneous game, registered only by the tests, that proves the
protocol's simultaneous turns (core/sealed.py) and runs in the registry-wide protocol test.

Each of 2 or 3 players holds 10 coins. In each of 3 rounds every player bids 0 to its coins
in secret (``bid 4``); when the last bid is in, all are revealed together: the highest bid,
if no one else bid as much, wins the round's point, and every bid is paid. The most points
wins the game (equal: a draw).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from codyroby_lab.core import registry
from codyroby_lab.core.errors import IllegalAction, LabError, SetupError
from codyroby_lab.core.events import Event, Rule, display_name
from codyroby_lab.core.protocol import (
    SIMULTANEOUS,
    TERMINAL,
    Action,
    Game,
    Mover,
    State,
    saved_game,
)
from codyroby_lab.core.sealed import Sealed, committed
from codyroby_lab.core.setup import check_fields, integer, one_of, whole
from codyroby_lab.core.viewer import Viewer
from codyroby_lab.ui.editors import Editor, register

NAME = "sealed-bid"
BID = Rule("test.sealed-bid.bid", "DECISIONS", "tests", "Every player bids in secret.")
REVEAL = Rule("test.sealed-bid.reveal", "DECISIONS", "tests",
              "When the last bid is in, all are revealed; the highest single bid wins.")
HEAD = 2  # round, winner + 1
_SAVED = ("round", "winner", "coins", "points", "shown", "bids")  # a saved state's own fields


class SealedBid(Game):
    name = NAME
    editor = "hand"

    def __init__(self, setup: dict[str, Any] | None = None):
        d = check_fields(setup or {}, ("players", "coins", "rounds"), "sealed-bid setup")
        players = d.get("players", ["A", "B"])
        if not isinstance(players, list) or len(players) not in (2, 3) or not all(
                isinstance(p, str) and p.isalpha() for p in players) or \
                len(set(players)) != len(players):
            raise SetupError("players", "2 or 3 different names of letters")
        self.players = tuple(players)
        self.coins = whole(d, "coins", 10, 1, 50)
        self.rounds = whole(d, "rounds", 3, 1, 9)
        self._setup = dict(d)

    def setup(self) -> dict[str, Any]:
        return dict(self._setup)

    def new_state(self, seed: int | None = None) -> BidState:
        from codyroby_lab.core.rng import check_seed
        check_seed(seed)
        return BidState(self)

    @classmethod
    def read_state(cls, d: Any) -> BidState:
        """A saved state, each field checked as a setup's are (a SetupError names it)."""
        s = BidState(saved_game(d, cls))
        g, players = s.game, s.game.players
        check_fields(d, ("game", "version", "setup", *_SAVED), "state")
        s.round = integer(d["round"], "round", 0, g.rounds)
        s.winner = one_of(d, "winner", (None, *players))
        for name, low, high in (("coins", 0, g.coins), ("points", 0, g.rounds),
                                ("shown", -1, g.coins)):
            values = check_fields(d[name], players, name)
            setattr(s, name, {p: integer(values.get(p), f"{name}.{p}", low, high)
                              for p in players})
        s.sealed.choices = {p: (integer(b, f"bids.{p}", 0, g.coins) + 1,)
                            for p, b in check_fields(d["bids"], players, "bids").items()}
        return s


class BidState(State):
    phase = "bid"

    def __init__(self, game: SealedBid):
        self.game = game
        self.round = 0
        self.winner: str | None = None
        self.coins = {p: game.coins for p in game.players}
        self.points = {p: 0 for p in game.players}
        self.shown = {p: -1 for p in game.players}  # the bids revealed last round
        self.sealed = Sealed(game.players, 1)

    def is_terminal(self) -> bool:
        return self.round >= self.game.rounds

    def current_player(self) -> str | Mover:
        return SIMULTANEOUS if self.round < self.game.rounds else TERMINAL

    def waiting_for(self) -> tuple[str, ...]:
        return self.sealed.waiting() if self.round < self.game.rounds else ()

    def verbs(self) -> dict[str, Any]:
        return {"bid": "int"}

    def legal_actions(self, player: str | None = None) -> list[Action]:
        who = self.waiting_for() if player is None else (player,)
        return [Action("bid", (str(b),), p) for p in who if p in self.waiting_for()
                for b in range(self.coins[p] + 1)]

    def check(self, action: Action) -> None:
        if int(action.args[0]) > self.coins[action.player]:
            raise IllegalAction(f"{action.player} holds {self.coins[action.player]} coins")

    def undo_of(self, action: Action) -> Any:
        """A bid runs on the state itself, with no copy first. One that is not the last only
        seals it; the last one also reveals, pays and scores, and its undo puts back the
        round, the winner, the coins, the points, the bids shown and the commits."""
        sealed = self.sealed
        if len(sealed.waiting()) > 1:
            return sealed.undo(action.player)
        was = (self.round, self.winner, self.shown, dict(self.coins), dict(self.points),
               dict(sealed.choices))

        def take_back() -> None:
            self.round, self.winner, self.shown, self.coins, self.points, sealed.choices = was

        return take_back

    def do(self, action: Action, rec: Any, plan: None) -> None:
        p, bid = action.player, int(action.args[0])
        self.sealed.commit(p, [bid + 1])
        self.record(rec, action, [committed(BID, p, f"{p} bids {bid}")])
        if self.sealed.waiting():
            return
        bids = {q: c[0] - 1 for q, c in self.sealed.reveal().items()}
        top = max(bids.values())
        best = [q for q, b in bids.items() if b == top]
        for q, b in bids.items():
            self.coins[q] -= b
        self.shown = bids
        if len(best) == 1:
            self.points[best[0]] += 1
        self.round += 1
        said = ", ".join([f"{q} {b}" for q, b in bids.items()])
        who = f"{best[0]} wins the round" if len(best) == 1 else "nobody wins the round"
        events = [Event.of("Revealed", REVEAL, f"the bids are {said}: {who}",  # (as an event
                           bids=tuple(sorted(bids.items())))]           # keeps a dict)
        if self.round >= self.game.rounds:
            top = max(self.points.values())
            leaders = [q for q, n in self.points.items() if n == top]
            self.winner = leaders[0] if len(leaders) == 1 else None
        self.record(rec, action, events)

    def clone(self) -> BidState:
        s = object.__new__(BidState)
        s.__dict__.update(self.__dict__)
        s.coins, s.points, s.shown = dict(self.coins), dict(self.points), dict(self.shown)
        s.sealed = self.sealed.copy()
        return s

    def to_dict(self) -> dict[str, Any]:
        return {"game": NAME, "version": 1, "setup": self.game.setup(), "round": self.round,
                "winner": self.winner, "coins": dict(self.coins), "points": dict(self.points),
                "shown": dict(self.shown),
                "bids": {p: c[0] - 1 for p, c in self.sealed.choices.items()}}

    def _first(self) -> int:
        return HEAD + 3 * len(self.game.players)

    def to_vector(self) -> np.ndarray:
        g = self.game
        win = 0 if self.winner is None else g.players.index(self.winner) + 1
        v = [self.round, win]
        for p in g.players:
            v += [self.coins[p], self.points[p], self.shown[p]]
        return np.array(v + self.sealed.vector(), dtype=np.int64)

    def with_vector(self, vec: Any) -> BidState:
        g, v = self.game, [int(x) for x in vec]
        s = BidState(g)
        s.round, win = v[0], v[1]
        s.winner = None if win == 0 else g.players[win - 1]
        for i, p in enumerate(g.players):
            s.coins[p], s.points[p], s.shown[p] = v[HEAD + 3 * i:HEAD + 3 * i + 3]
        s.sealed = Sealed.read(g.players, 1, v, self._first())
        return s

    def hidden_slots(self, viewer: Viewer = None) -> np.ndarray:
        return self.sealed.hidden_slots(self._first(), viewer)

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        return {**self.public(viewer), "round": self.round, "coins": dict(self.coins),
                "points": dict(self.points), "shown": dict(self.shown),
                "bids": self.sealed.observation(viewer, lambda c: c[0] - 1)}

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        g = self.game
        return [{"name": "round", "kind": "int", "slots": [0], "offset": 1},
                *({"name": display_name(p), "kind": "join", "parts": [
                    {"kind": "int", "slots": [HEAD + 3 * i]},
                    {"kind": "text", "text": "coins"}]} for i, p in enumerate(g.players))]

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        from codyroby_lab.core.viewer import viewer_json
        you = viewer if isinstance(viewer, str) else None
        return {"version": 2, "title": "Sealed bids", "viewer": viewer_json(viewer),
                "grid": {"width": 1, "height": 1, "path": None}, "tiles": [], "edges": [],
                "pieces": [], "layers": [], "columns": self.columns(viewer),
                "editor": {"kind": "hand", "player": you, "hand": [],
                           "verbs": ["bid"] if you in self.waiting_for() else []},
                "legend": []}


def register_game() -> None:
    """Make the game known to the registry (the protocol test runs it with the others)."""
    registry.register(NAME, SealedBid)


class BidBoard(BidState):
    """The sealed-bid game whose scene names the bid editor."""

    def clone(self) -> BidBoard:
        twin = super().clone()
        twin.__class__ = BidBoard            # the game's clone makes its own class
        return twin

    def scene(self, viewer=None) -> dict:
        you = viewer if isinstance(viewer, str) else None
        return {**super().scene(viewer),
                "editor": {"kind": "bid", "player": you, "coins": self.coins.get(you, 0)}}


@register
class BidEditor(Editor):
    """How many coins to bid: the content is the number, its text the number written out.
    Intent: {"type": "set_bid", "coins": 3}."""

    kind = "bid"
    intents = {"set_bid": frozenset({"coins"})}

    def empty(self) -> int:
        return 0

    def read(self, text: str) -> int:
        words = str(text).strip() or "0"
        if not words.isdigit():
            raise LabError(f"a bid is a number of coins, not {words[:20]!r}")
        return self.check(int(words))

    def text(self, content: int) -> str:
        return str(content)

    def check(self, content: object) -> int:
        most = int(self.config.get("coins", 0))
        whole = isinstance(content, int) and not isinstance(content, bool)
        if not whole or not 0 <= content <= most:
            raise LabError(f"bid from 0 to {most} coins")
        return content

    def edit(self, intent: dict) -> int:
        return self.check(intent["coins"])

    def action(self, content: int) -> Action:
        return self.state.parse_action({"verb": "bid", "args": [self.text(content)],
                                        "player": self.player})
