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

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import display_name
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees

if TYPE_CHECKING:
    from codyroby_lab.games.robin.state import RobinState

PEEKS = ("", "look", "choose")


class ViewsMixin:
    """Observation, columns and scene of :class:`~codyroby_lab.games.robin.state.RobinState`."""

    def observation(self: RobinState, viewer: Viewer = None) -> dict[str, Any]:
        """Exactly what ``viewer`` may know (docs/formats-robin.md, "Observation")."""
        g, deck = self.game, self.game.deck
        players = g.players
        ids = deck.ids
        top = self.contribution[-1] if self.contribution else 0
        out = {
            **self.public(viewer),
            "turn": self.player, "turns": self.turns, "goal": g.goal,
            "kinds": list(deck.kinds),
            "track": [{"space": k + 1, "draw": d, "contribution": c}
                      for k, (d, c) in enumerate(g.track.spaces)],
            "pieces": {p: self.pos[k] for k, p in enumerate(g.pieces)},
            "tokens": {str(k + 1): deck.kinds[t - 1] for k, t in enumerate(self.tokens) if t},
            "hands": {p: ids(self.hands[i]) if sees(viewer, (p,)) else len(self.hands[i])
                      for i, p in enumerate(players)},
            "mission": len(self.mission),
            "contribution": {"top": deck.card(top).id if top else None,
                             "count": len(self.contribution)},
            "discard": ids(self.discard), "removed": ids(self.removed),
            "offer": deck.card(self.offer).id if self.offer else None,
            "counters": self.sealed.observation(viewer, self._sealed_text)
            if self.phase == "counter" else {},
            "revealed": {p: self._sealed_text((c,)) for p, c in zip(players, self.shown,
                                                                    strict=True) if c},
            "partner": self.partner_name(),
            "moving": self._moving(viewer),
            "need": self.need() if self.phase == "contribute" else 0,
            "known": {p: ids(self.known[i]) for i, p in enumerate(players)},
            "seen": {p: self._peek(i) for i, p in enumerate(players)
                     if sees(viewer, (p,)) and self.peek[i][0]},
        }
        if g.two:
            vis = [deck.card(c).id if c else None for c in self.neutral[:2]]
            out["neutral"] = {"cards": vis, "hidden": bool(self.neutral[2])}
            if viewer is EVERYONE and self.neutral[2]:
                out["neutral"]["hidden_card"] = deck.card(self.neutral[2]).id
        return out

    def _sealed_text(self: RobinState, codes: tuple[int, ...]) -> str:
        c = codes[0]
        return "none" if c == self.none_code else self.game.deck.card(c).id

    def partner_name(self: RobinState) -> str | None:
        """Who the active player traded with: a player, ``neutral 1`` to ``neutral 3``."""
        n = len(self.game.players)
        if self.partner < 0:
            return None
        return self.game.players[self.partner] if self.partner < n else \
            f"neutral {self.partner - n + 1}"

    def _moving(self: RobinState, viewer: Viewer) -> dict[str, Any] | None:
        if self.phase != "move":
            return None
        m = self.movers[0]
        p = self.game.players[m]
        if not sees(viewer, (p,)):
            return {"player": p}
        code = self.pending[m]
        return {"player": p, "card": self.game.deck.card(code).id,
                "groups": list(self.game.deck.arrows_of[code])}

    def _peek(self: RobinState, i: int) -> dict[str, Any]:
        kind, target, cards = self.peek[i]
        return {"what": PEEKS[kind], "whose": self.game.players[target - 1] if target else None,
                "cards": self.game.deck.ids(cards)}

    # --- desk check --------------------------------------------------------------------------

    def codes(self: RobinState) -> dict[str, str]:
        return {str(c.code): c.id for c in self.game.deck.cards}

    def columns(self: RobinState, viewer: Viewer = None) -> list[dict[str, Any]]:
        """turn, phase, each piece's space, the open offer, the Contribution stack's top,
        the hands the viewer may see (the others' sizes)."""
        from codyroby_lab.games.robin.codec import PHASE_NAMES
        g = self.game
        n = len(g.deck.cards)
        codes = self.codes()
        cols: list[dict[str, Any]] = [
            {"name": "turn", "kind": "enum", "slots": [0],
             "labels": [display_name(p) for p in g.players]},
            {"name": "phase", "kind": "enum", "slots": [3], "labels": list(PHASE_NAMES)}]
        cols += [{"name": display_name(p), "kind": "int", "slots": [self.slot("pieces", k)],
                  "offset": 1}
                 for k, p in enumerate(g.pieces)]
        cols.append({"name": "offer", "kind": "cards", "slots": [5], "codes": codes})
        c = self.slot("contribution")
        cols.append({"name": "contribution", "kind": "cards", "slots": [c + 1], "count": c,
                     "codes": codes})
        for i, p in enumerate(g.players):
            first = self.slot("hand", i)
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

    def scene(self: RobinState, viewer: Viewer = None) -> dict[str, Any]:
        from codyroby_lab.games.robin.scene import scene
        return scene(self, viewer)
