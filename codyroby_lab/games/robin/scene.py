"""The scene of a Robin state for one viewer (scene v2, docs/architecture.md): the road from
the old oak (x 0) to the castle (x 6) with each space's draw and contribution values, one lane
per piece below it (so pieces on one space stay apart), the Mission tokens, the hands the
viewer may see (the others as counts), the Contribution stack's top, the trade on the table,
and the ``trade`` editor: the viewer's hand, the verbs and legal actions now, the open
offer, the revealed offers and the arrow groups to assign.

>>> from codyroby_lab.games.robin.game import Robin
>>> s = Robin(players=["ann", "bob", "cy"]).new_state(seed=2).scene("ann")
>>> s["grid"], [t["text"] for t in s["tiles"][:3]]
({'width': 7, 'height': 4, 'path': None}, ['0 / +1', '1 / 0', '2 / -1'])
>>> s["pieces"][0]["bind"], s["editor"]["kind"], s["layers"][2]["cards"]
({'x': 9}, 'trade', [])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import display_name
from codyroby_lab.core.viewer import Viewer, sees, viewer_json

if TYPE_CHECKING:
    from codyroby_lab.games.robin.state import RobinState


def tiles(state: RobinState) -> list[dict[str, Any]]:
    track = state.game.track
    out = []
    for k, (draw, give) in enumerate(track.spaces):
        name = track.names[k] or f"space {k + 1}"
        kind = "oak" if k == 0 else "castle" if k == 6 else "space"
        give_words = (f"take {give} card from" if give > 0 else f"give {-give} card"
                      f"{'s' * (give < -1)} to" if give < 0 else "nothing with")
        out.append({"at": [k, 0], "kind": kind, "text": f"{draw} / {give:+d}" if give else
                    f"{draw} / 0", "label": f"{name} (space {k + 1}): draw {draw}, "
                    f"{give_words} the Contribution stack"})
    for lane in range(1, len(state.game.pieces) + 1):
        out += [{"at": [k, lane], "kind": "lane", "label": f"space {k + 1}"} for k in range(7)]
    return out


def _cards_layer(state: RobinState, layer_id: str, owner: str | None, label: str,
                 first: int, size: int, cards: list[str], visible: bool) -> dict[str, Any]:
    return {"kind": "cards", "id": layer_id, "owner": owner, "label": label, "count": first,
            "slots": list(range(first + 1, first + 1 + size)) if visible else [],
            "codes": state.codes(), "cards": cards if visible else []}


def scene(state: RobinState, viewer: Viewer = None) -> dict[str, Any]:
    g, deck = state.game, state.game.deck
    n = len(deck.cards)
    pieces = []
    for k, p in enumerate(g.pieces):
        name = display_name(p)
        pieces.append({"id": p, "name": name, "kind": "merry-man", "color": g.colors[p],
                       "at": [state.pos[k] - 1, k + 1], "facing": 2,
                       "label": f"{name}'s piece on space {state.pos[k]}",
                       "bind": {"x": state.slot("pieces", k)}})
    layers: list[dict[str, Any]] = [{
        "kind": "marks", "id": "tokens", "label": "Mission tokens",
        "squares": [[k, 0] for k in range(7)],
        "slots": [state.slot("tokens", k) for k in range(7)],
        "codes": {str(i + 1): kind for i, kind in enumerate(deck.kinds)}}]
    for i, p in enumerate(g.players):
        layers.append(_cards_layer(state, f"hand:{p}", p, f"{display_name(p)}'s hand",
                                   state.slot("hand", i), n, deck.ids(state.hands[i]),
                                   sees(viewer, (p,))))
    top = deck.ids(state.contribution[-1:])
    c = state.slot("contribution")
    layers.append({"kind": "cards", "id": "contribution", "owner": None,
                   "label": "the Contribution stack (its top card)", "count": c,
                   "slots": [c + 1], "codes": state.codes(), "cards": top})
    return {
        "version": 2,
        "title": "Robin" + (" (2 players and the neutral player)" if g.two else ""),
        "viewer": viewer_json(viewer),
        "grid": {"width": 7, "height": len(g.pieces) + 1, "path": None},
        "tiles": tiles(state),
        "edges": [],
        "pieces": pieces,
        "layers": layers,
        "columns": state.columns(viewer),
        "editor": editor(state, viewer),
        "legend": [{"kind": "oak", "label": "Sherwood's old oak: pieces never go back past it"},
                   {"kind": "castle", "label": "Nottingham castle: past it, a piece goes back "
                                               "to the oak"},
                   {"kind": "space", "label": "cards to draw / cards to give (-) or take (+)"}],
    }


def editor(state: RobinState, viewer: Viewer) -> dict[str, Any]:
    """The ``trade`` editor's configuration for ``viewer``: its hand, what it may do now
    (verbs and the legal action texts), the offer on the table, the revealed offers, and
    when it moves pieces, the arrow groups of its card and the pieces' names."""
    you = viewer if isinstance(viewer, str) else None
    i = state.game.players.index(you) if you else -1
    legal = state.legal_actions(you) if you in state.waiting_for() else []
    obs = state.observation(viewer)
    moving = obs["moving"] if obs["moving"] and obs["moving"]["player"] == you else None
    return {"kind": "trade", "player": you,
            "hand": state.game.deck.ids(state.hands[i]) if you else [],
            "verbs": list(dict.fromkeys(a.verb for a in legal)),
            "actions": [a.text for a in legal][:200],
            "offer": obs["offer"], "offers": obs["revealed"],
            "groups": moving["groups"] if moving else [],
            "pieces": list(state.game.pieces), "need": obs["need"]}
