"""Saving a Droids state as JSON and loading it back (``state.to_dict()``,
``Droids.state_from_dict(d)``); a bad document is a SetupError naming the field. The same
JSON is what conformance cases compare their ``expect`` with (docs/formats-droids.md).

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"players": ["red", "blue"], "phase": "program", "first": "red",
...             "racks": {"red": ["V2", "PU"]}}).new_state(seed=2)
>>> _ = s.apply("place V2 C 2 S")
>>> d = s.to_dict()
>>> d["robots"]["red"], d["players"]["red"]["rack"], d["current"]
({'at': 'A1', 'carrying': None, 'count': 0}, ['PU'], 'red')
>>> d["transmitters"]
{'red': {'C': [None, 'V2 S', None]}}
>>> Droids.state_from_dict(d) == s
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from codyroby_lab.core import rng
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import Direction, parse_square, square_name
from codyroby_lab.core.protocol import saved
from codyroby_lab.core.setup import check_fields, integer
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids.objects import CODES, OBJECTS

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import State

VERSION = 1
NAME = "droids"
BOXES = 3
RACK = 7            # the most chits on a rack (a turn's draw)
MAX_CARRIED = 25    # obstacles a droid may carry
MAX_MINES = 12      # mines in the box
MAX_COUNT = 10_000  # any other count a saved state keeps
COUNTS = ("placed", "sent", "pending", "repairs", "delivered", "to_place")


def owner_name(s: State, o: int) -> str:
    return s.game.players[o] if o < len(s.game.players) else "killer"


def box_text(cid: int, arrow: int) -> str | None:
    """A box as text: ``"V2 E"``, ``"PU"``, None when empty."""
    if not cid:
        return None
    code = ch.BY_ID[cid].code
    return code if arrow == ch.NO_ARROW else f"{code} {Direction(arrow).name}"


class SavingMixin:
    """Saving and loading :class:`~codyroby_lab.games.droids.state.State`."""

    def robots_dict(self: State) -> dict[str, Any]:
        return {r.id: {"at": square_name((self.x[i], self.y[i])) if self.x[i] >= 0 else None,
                       "carrying": OBJECTS.get(self.carry[i]), "count": self.carry_n[i]}
                for i, r in enumerate(self.game.robots)}

    def objects_dict(self: State) -> dict[str, str]:
        b = self.game.board
        return {square_name(b.square(c)): OBJECTS[o] for c, o in enumerate(self.obj) if o}

    def transmitters_dict(self: State) -> dict[str, dict[str, list[str | None]]]:
        g = self.game
        out: dict[str, dict[str, list[str | None]]] = {}
        for o in range(g.owners):
            names = g.line_names(o)
            for t, name in enumerate(names):
                i = (o * g.lines + t) * BOXES
                boxes = [box_text(self.tx[i + b], self.ta[i + b]) for b in range(BOXES)]
                if any(boxes):
                    out.setdefault(owner_name(self, o), {})[name] = boxes
        return out

    def player_dict(self: State, p: int, rack: bool = True) -> dict[str, Any]:
        g = self.game
        names = g.line_names(p)
        d = {"out": self.out[p], "done": self.done[p], "placed": self.placed[p],
             "sent": self.sent[p], "pending": self.pending[p], "repairs": self.fixes[p],
             "delivered": self.delivered[p], "to_place": self.to_place[p],
             "covers": [names[t] for t in range(len(names)) if self.covers[p * g.lines + t]],
             "colours": dict(zip(ch.COLOURS, self.rcol[p], strict=True))}
        d["rack"] = [ch.BY_ID[c].code if c else "?" for c in self.racks[p]] if rack \
            else len(self.racks[p])
        return d

    def last_dict(self: State) -> dict[str, Any] | None:
        owner, t, b, cid, arrow = self.last
        if not owner:
            return None
        return {"owner": owner_name(self, owner - 1),
                "line": self.game.line_names(owner - 1)[t], "box": b + 1,
                "order": box_text(cid, arrow)}

    def to_dict(self: State) -> dict[str, Any]:
        """The whole state, JSON-ready (``State.load`` reads it back)."""
        from codyroby_lab.games.droids.programming import pool
        g = self.game
        d = {
            "game": NAME, "version": VERSION, "scenario": g.scenario.key,
            "phase": self.phase, "turn": self.turn, "first": g.players[self.first],
            "current": None if self.phase == "over" else owner_name(self, self.cur),
            "winner": self.winner, "draw": self.winner_index == -2,
            "robots": self.robots_dict(), "objects": self.objects_dict(),
            "players": {name: self.player_dict(p) for p, name in enumerate(g.players)},
            "transmitters": self.transmitters_dict(), "box": pool(self), "mines": self.mines,
            "resume": None if self.resume < 0 else owner_name(self, self.resume),
            "last": self.last_dict(), "dice_used": self.dice_used,
            "piles_used": dict(zip(ch.COLOURS, self.pile_used, strict=True)),
            "rng": rng.to_dict(self.rng), "setup": g.setup(),
        }
        if g.scenario.grey == "killer":
            k = g.owners - 1
            d["killer"] = {"done": self.done[k], "sent": self.sent[k],
                           "roll": None if self.sheet_roll < 0 else self.sheet_roll}
        return d

    @classmethod
    @saved
    def load(cls, d: Any, make_game: Callable[[Any], Any]) -> State:
        """A state from ``to_dict()``; ``make_game(setup)`` builds its game. SetupError
        names a bad field."""
        from codyroby_lab.games.droids.turns import PHASES
        if not isinstance(d, dict) or d.get("game") != NAME:
            raise SetupError("game", "is not a droids state")
        if d.get("version") != VERSION:
            raise SetupError("version", f"must be {VERSION}")
        g = make_game(d["setup"])
        s = cls(g)
        if d["phase"] not in PHASES:
            raise SetupError("phase", f"must be one of {', '.join(PHASES)}")
        s.phase, s.turn = d["phase"], integer(d["turn"], "turn", 1, g.max_turns)
        s.first = g.players.index(d["first"])
        owners = [*g.players, "killer"][:g.owners]
        s.cur = -1 if d["current"] is None else owners.index(d["current"])
        s.winner_index = (-2 if d["draw"] else -1) if d["winner"] is None else \
            g.players.index(d["winner"])
        s.resume = -1 if d["resume"] is None else owners.index(d["resume"])
        for i, r in enumerate(g.robots):
            rd = d["robots"][r.id]
            s.x[i], s.y[i] = (-1, -1) if rd["at"] is None else g.board.grid.check_square(
                parse_square(rd["at"]), f"robots.{r.id}.at")
            s.carry[i] = 0 if rd["carrying"] is None else CODES[rd["carrying"]]
            s.carry_n[i] = integer(rd["count"], f"robots.{r.id}.count", 0, MAX_CARRIED)
        for name, kind in d["objects"].items():
            s.obj[g.board.cell(g.board.grid.check_square(parse_square(name), "objects"))] = \
                CODES[kind]
        for p, name in enumerate(g.players):
            pd = d["players"][name]
            s.out[p], s.done[p] = bool(pd["out"]), bool(pd["done"])
            s.placed[p], s.sent[p], s.pending[p], s.fixes[p], s.delivered[p], \
                s.to_place[p] = (integer(pd[f], f"players.{name}.{f}", 0, MAX_COUNT)
                                 for f in COUNTS)
            names = g.line_names(p)
            for line in pd["covers"]:
                s.covers[p * g.lines + names.index(line)] = 1
            if not isinstance(pd["rack"], list) or len(pd["rack"]) > RACK:
                raise SetupError(f"players.{name}.rack", f"a rack holds at most {RACK} chits")
            s.racks[p] = [ch.chit(c, f"players.{name}.rack[{k}]").id
                          for k, c in enumerate(pd["rack"])]
            colours = check_fields(pd["colours"], ch.COLOURS, f"players.{name}.colours")
            s.rcol[p] = [integer(colours[c], f"players.{name}.colours.{c}", 0, RACK)
                         for c in ch.COLOURS]
        for owner, lines in d["transmitters"].items():
            o = owners.index(owner)
            names = g.line_names(o)
            for line, boxes in lines.items():
                if not isinstance(boxes, list) or len(boxes) != BOXES:
                    raise SetupError(f"transmitters.{owner}.{line}"[:60],
                                     f"a transmitter has {BOXES} boxes (null: empty)")
                for b, text in enumerate(boxes):
                    if text is not None:
                        code, _, arrow = text.partition(" ")
                        i = (o * g.lines + names.index(line)) * BOXES + b
                        s.tx[i] = ch.CHITS[code].id
                        s.ta[i] = int(Direction[arrow]) if arrow else ch.NO_ARROW
        if "killer" in d:
            k = g.owners - 1
            s.done[k] = bool(d["killer"]["done"])
            s.sent[k] = integer(d["killer"]["sent"], "killer.sent", 0, MAX_COUNT)
            roll = d["killer"]["roll"]
            s.sheet_roll = -1 if roll is None else integer(roll, "killer.roll", 0, 9)
        s.mines = integer(d["mines"], "mines", 0, MAX_MINES)
        s.dice_used = integer(d["dice_used"], "dice_used", 0, MAX_COUNT)
        piles = check_fields(d["piles_used"], ch.COLOURS, "piles_used")
        s.pile_used = [integer(piles[c], f"piles_used.{c}", 0, MAX_COUNT) for c in ch.COLOURS]
        last = d["last"]
        if last is not None:
            o = owners.index(last["owner"])
            code, _, arrow = last["order"].partition(" ")
            s.last = [o + 1, g.line_names(o).index(last["line"]),
                      integer(last["box"], "last.box", 1, BOXES) - 1,
                      ch.CHITS[code].id, int(Direction[arrow]) if arrow else ch.NO_ARROW]
        _in_the_box(g, [c for rack in s.racks for c in rack] + [c for c in s.tx if c])
        s.rng = rng.from_dict(d["rng"])
        return s


def _in_the_box(g: Any, ids: list[int]) -> None:
    """Racks and transmitters hold no more of a chit than the box has (as a setup's)."""
    used: dict[str, int] = {}
    for cid in ids:
        code = ch.BY_ID[cid].code
        used[code] = used.get(code, 0) + 1
        if used[code] > g.composition[code]:
            raise SetupError("players", f"{used[code]} {code} chits on racks and transmitters: "
                                        f"the box holds {g.composition[code]}")
