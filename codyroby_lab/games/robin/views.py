"""What each viewer may know of a Robin state: the observation (JSON; what a strategy
function reads), the desk-check columns and the scene.

>>> from codyroby_lab.games.robin.game import Robin
>>> s = Robin(players=["ann", "bob"]).new_state(seed=3)
>>> o = s.observation("ann")
>>> len(o["hands"]["ann"]), o["hands"]["bob"], o["neutral"]["hidden"], o["mission"]
(4, 5, True, 72)
>>> "cards" in s.observation("bob")["neutral"], sorted(s.describe("ann"))[:3]
(True, ['Ann', 'Bob', 'Neutral'])
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.events import display_name
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees
from codyroby_lab.games.robin.checks import Checks
from codyroby_lab.games.robin.data import SPACES
from codyroby_lab.games.robin.layout import PEEKS, partner_name


class Views(Checks):
    """Observation, columns and scene of :class:`~codyroby_lab.games.robin.state.RobinState`."""

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        """Exactly what ``viewer`` may know (docs/formats-robin.md, "Observation"): the
        public part every game has, then each of :data:`FIELDS`."""
        out = self.public(viewer)
        for name, field in FIELDS.items():
            value = field(self, viewer)
            if value is not ABSENT:
                out[name] = value
        return out

    def _sealed_text(self, codes: tuple[int, ...]) -> str:
        c = codes[0]
        return "none" if c == self.none_code else self.game.deck.card(c).id

    def partner_name(self) -> str | None:
        """Who the active player traded with: a player, ``neutral 1`` to ``neutral 3``."""
        return partner_name(self.game, self.partner)

    def _moving(self, viewer: Viewer) -> dict[str, Any] | None:
        if self.phase != "move" or not self.movers:
            return None
        m = self.movers[0]
        p = self.game.players[m]
        if not sees(viewer, (p,)):
            return {"player": p}
        code = self.pending[m]
        return {"player": p, "card": self.game.deck.card(code).id,
                "groups": list(self.game.deck.arrows_of[code])}

    def _peek(self, i: int) -> dict[str, Any]:
        kind, target, cards = self.peek[i]
        return {"what": PEEKS[kind], "whose": self.game.players[target - 1] if target else None,
                "cards": self.game.deck.ids(cards)}

    # --- desk check --------------------------------------------------------------------------

    def codes(self) -> dict[str, str]:
        return {str(c.code): c.id for c in self.game.deck.cards}

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        """turn, each piece's space, the open offer, the Contribution stack's top, the
        hands the viewer may see (the others' sizes). The phase is the step's own, the phase
        it happened in (:attr:`.turns.Turns.during`): the phase a step left the game in jumped back
        at a turn's start (walk 09p, fault 5)."""
        g = self.game
        n = len(g.deck.cards)
        codes = self.codes()
        cols: list[dict[str, Any]] = [
            {"name": "turn", "kind": "enum", "slots": [self.slot("turn")],
             "labels": [display_name(p) for p in g.players]}]
        cols += [{"name": display_name(p), "kind": "int", "slots": [self.slot(f"pos[{k}]")],
                  "offset": 1}
                 for k, p in enumerate(g.pieces)]
        cols.append({"name": "offer", "kind": "cards", "slots": [self.slot("offer")],
                     "codes": codes})
        c = self.slot("contribution")
        cols.append({"name": "contribution", "kind": "cards", "slots": [c + 1], "count": c,
                     "codes": codes})
        for p in g.players:
            first = self.slot(f"{p}.hand")
            cards = {"kind": "cards", "count": first,
                     "slots": list(range(first + 1, first + 1 + n)), "codes": codes}
            if viewer == p:
                cols.append({"name": "hand", **cards})
            elif sees(viewer, (p,)):
                cols.append({"name": f"hand {display_name(p)}", **cards})
            else:
                cols.append({"name": f"cards {display_name(p)}", "kind": "int",
                             "slots": [first]})
        return cols



# --- the observation's fields, one function each (Observation reads them one at a time) ----

ABSENT = object()  # a field this game does not have (``neutral`` with 3 or more players)
SPACE_NAMES = tuple(str(k) for k in range(1, SPACES + 1))  # the keys of ``tokens``


def _ids(state: Views, codes: Any) -> list[str]:
    return state.game.deck.ids(codes)


def _track(s: Views, v: Viewer) -> list[dict[str, int]]:
    """Each space's draw and contribution (built once per track; read it, do not change it)."""
    return s.game.track.rows


def _hands(s: Views, v: Viewer) -> dict[str, Any]:
    return {p: _ids(s, s.hands[i]) if sees(v, (p,)) else len(s.hands[i])
            for i, p in enumerate(s.game.players)}


def _contribution(s: Views, v: Viewer) -> dict[str, Any]:
    top = s.contribution[-1] if s.contribution else 0
    return {"top": s.game.deck.card(top).id if top else None, "count": len(s.contribution)}


def _neutral(s: Views, v: Viewer) -> Any:
    if not s.game.two:
        return ABSENT
    deck = s.game.deck
    out: dict[str, Any] = {"cards": [deck.card(c).id if c else None for c in s.neutral[:2]],
                           "hidden": bool(s.neutral[2])}
    if v is EVERYONE and s.neutral[2]:
        out["hidden_card"] = deck.card(s.neutral[2]).id
    return out


FIELDS: dict[str, Any] = {
    "players": lambda s, v: list(s.game.players),  # (also in public(): read it alone)
    "turn": lambda s, v: s.game.players[s.turn],
    "turns": lambda s, v: s.turns,
    "goal": lambda s, v: s.game.goal,
    "kinds": lambda s, v: list(s.game.deck.kinds),
    "track": _track,
    "pieces": lambda s, v: dict(zip(s.game.pieces, s.pos, strict=True)),
    "tokens": lambda s, v: {space: s.game.deck.kinds[t - 1]
                            for space, t in zip(SPACE_NAMES, s.tokens, strict=True) if t},
    "hands": _hands,
    "mission": lambda s, v: len(s.mission),
    "contribution": _contribution,
    "discard": lambda s, v: _ids(s, s.discard),
    "removed": lambda s, v: _ids(s, s.removed),
    "offer": lambda s, v: s.game.deck.id_of[s.offer] if s.offer else None,
    "counters": lambda s, v: s.sealed.observation(v, s._sealed_text)
    if s.phase == "counter" else {},
    "revealed": lambda s, v: {p: s._sealed_text((c,)) for p, c in
                              zip(s.game.players, s.shown, strict=True) if c},
    "partner": lambda s, v: s.partner_name(),
    "moving": Views._moving,
    "need": lambda s, v: s.need() if s.phase == "contribute" else 0,
    "known": lambda s, v: {p: _ids(s, s.known[i]) for i, p in enumerate(s.game.players)},
    "seen": lambda s, v: {p: s._peek(i) for i, p in enumerate(s.game.players)
                          if sees(v, (p,)) and s.peek[i][0]},
    "neutral": _neutral,
}
