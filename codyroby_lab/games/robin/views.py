"""What each viewer may know of a Robin state: the observation (JSON; what a strategy
function reads), one function per field (:data:`FIELDS`, which :mod:`.observation` reads
one at a time); plain functions of a :class:`~.state.RobinState` (``s``).

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

from codyroby_lab.core.viewer import EVERYONE, Viewer, sees
from codyroby_lab.games.robin.checks import need
from codyroby_lab.games.robin.data import SPACES
from codyroby_lab.games.robin.layout import partner_name, peeked

if TYPE_CHECKING:
    from codyroby_lab.games.robin.state import RobinState


def observation(s: RobinState, viewer: Viewer = None) -> dict[str, Any]:
    """Exactly what ``viewer`` may know (docs/formats-robin.md, "Observation"): the public
    part every game has, then each of :data:`FIELDS`."""
    out = s.public(viewer)
    for name, field in FIELDS.items():
        value = field(s, viewer)
        if value is not ABSENT:
            out[name] = value
    return out


def _moving(s: RobinState, viewer: Viewer) -> dict[str, Any] | None:
    if s.phase != "move" or not s.movers:
        return None
    m = s.movers[0]
    p = s.game.players[m]
    if not sees(viewer, (p,)):
        return {"player": p}
    code = s.pending[m]
    return {"player": p, "card": s.game.deck.card(code).id,
            "groups": list(s.game.deck.arrows_of[code])}


# --- the observation's fields, one function each (Observation reads them one at a time) ----

ABSENT = object()  # a field this game does not have (``neutral`` with 3 or more players)
SPACE_NAMES = tuple(str(k) for k in range(1, SPACES + 1))  # the keys of ``tokens``


def _ids(state: RobinState, codes: Any) -> list[str]:
    return state.game.deck.ids(codes)


def _track(s: RobinState, v: Viewer) -> list[dict[str, int]]:
    """Each space's draw and contribution (built once per track; read it, do not change it)."""
    return s.game.track.rows


def _hands(s: RobinState, v: Viewer) -> dict[str, Any]:
    return {p: _ids(s, s.hands[i]) if sees(v, (p,)) else len(s.hands[i])
            for i, p in enumerate(s.game.players)}


def _contribution(s: RobinState, v: Viewer) -> dict[str, Any]:
    top = s.contribution[-1] if s.contribution else 0
    return {"top": s.game.deck.card(top).id if top else None, "count": len(s.contribution)}


def _neutral(s: RobinState, v: Viewer) -> Any:
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
    "counters": lambda s, v: s.sealed.observation(v, lambda c: s.game.offers.name(c[0]))
    if s.phase == "counter" else {},
    "revealed": lambda s, v: {p: s.game.offers.name(c) for p, c in
                              zip(s.game.players, s.shown, strict=True) if c},
    "partner": lambda s, v: partner_name(s.game, s.partner),
    "moving": _moving,
    "need": lambda s, v: need(s) if s.phase == "contribute" else 0,
    "known": lambda s, v: {p: _ids(s, s.known[i]) for i, p in enumerate(s.game.players)},
    "seen": lambda s, v: {p: peeked(s.game, s.peek[i]) for i, p in enumerate(s.game.players)
                          if sees(v, (p,)) and s.peek[i][0]},
    "neutral": _neutral,
}
