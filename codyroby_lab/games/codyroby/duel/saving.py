"""Saving a Duel state as JSON and loading it back (``state.to_dict()``,
``Duel.state_from_dict(d)``); a bad document is a SetupError naming the field. The deck is
listed top card first.

>>> from codyroby_lab.games.codyroby.duel import Duel
>>> s = Duel.from_setup({"blocks_each": 0}).new_state(seed=3)
>>> d = s.to_dict()
>>> d["phase"], d["turn"], len(d["deck"]), Duel.state_from_dict(d) == s
('play', 'A', 30, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core import rng
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import parse_square
from codyroby_lab.core.setup import check_fields, whole
from codyroby_lab.games.cards import card_list
from codyroby_lab.games.codyroby.duel.codec import PHASES
from codyroby_lab.games.codyroby.robot import load_robot

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.duel.game import Duel
    from codyroby_lab.games.codyroby.duel.state import DuelState


def to_dict(state: DuelState) -> dict[str, Any]:
    return {"game": state.game.name, "version": 1, "setup": state.game.setup(),
            "robots": {p: r.to_dict() for p, r in state.robots.items()},
            "blocks": {p: [list(s) for s in v] for p, v in state.placed.items()},
            "deck": list(reversed(state.deck)), "hands": {p: list(h) for p, h in
                                                         state.hands.items()},
            "discard": list(state.discard), "table": list(state.table),
            "turn": state.player, "phase": state.phase, "turns": state.turns,
            "winner": state.winner, "rng": rng.to_dict(state.rng)}


def load(game_cls: type[Duel], state_cls: type[DuelState], d: Any) -> DuelState:
    """A state from ``to_dict()``."""
    check_fields(d, ("game", "version", "setup", "robots", "blocks", "deck", "hands",
                     "discard", "table", "turn", "phase", "turns", "winner", "rng"), "state")
    game = game_cls(d.get("setup", {}))
    s = state_cls(game, rng.from_dict(d.get("rng")))
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
