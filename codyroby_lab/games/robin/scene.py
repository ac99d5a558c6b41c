"""The scene of a Robin state for one viewer (scene v2, docs/architecture.md): the road from
the old oak (x 0) to the castle (x 6) with each space's draw and contribution values, one lane
per piece below it (so pieces on one space stay apart), the Mission tokens (a row between
the spaces and the lanes), the hands the viewer may see (the others as counts), the
Contribution stack's top, the trade on the table, and the ``trade`` editor: the viewer's
hand, the verbs and legal actions now, the open offer, the revealed offers and the arrow
groups to assign.

>>> from codyroby_lab.games.robin.game import Robin
>>> s = Robin(players=["ann", "bob", "cy"]).new_state(seed=2).scene("ann")
>>> s["grid"], [t["text"] for t in s["tiles"][:3]]
({'width': 7, 'height': 7, 'path': None}, ['0 / +1', '1 / 0', '2 / -1'])
>>> s["pieces"][0]["bind"], s["editor"]["kind"], [x["id"] for x in s["layers"]][:6]
({'x': 9}, 'trade', ['tokens', 'offer', 'sealed', 'revealed', 'top', 'my-counter'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import display_name
from codyroby_lab.core.viewer import Viewer, sees, viewer_json

if TYPE_CHECKING:
    from codyroby_lab.games.robin.state import RobinState


LANES = 2    # the rows above the lanes: the spaces' values, then their Mission tokens


def rows(state: RobinState) -> tuple[int, int]:
    """The table's two rows below the lanes: the trade (the open offer, then each player's
    counter-offer) and the stacks (the Contribution stack's top, the neutral cards)."""
    below = LANES + len(state.game.pieces)
    return below, below + 1


def tiles(state: RobinState) -> list[dict[str, Any]]:
    track, g = state.game.track, state.game
    out = []
    for k, (draw, give) in enumerate(track.spaces):
        name = track.names[k] or f"space {k + 1}"
        kind = "oak" if k == 0 else "castle" if k == 6 else "space"
        give_words = (f"take {give} card from" if give > 0 else f"give {-give} card"
                      f"{'s' * (give < -1)} to" if give < 0 else "nothing with")
        out.append({"at": [k, 0], "kind": kind, "text": f"{draw} / {give:+d}" if give else
                    f"{draw} / 0", "label": f"{name} (space {k + 1}): draw {draw}, "
                    f"{give_words} the Contribution stack"})
    out += [{"at": [k, 1], "kind": "token", "label": f"the Mission token of space {k + 1}"}
            for k in range(1, 7)]
    for lane, piece in enumerate(g.pieces, LANES):
        out += [{"at": [k, lane], "kind": "lane",
                 "label": f"{display_name(piece)}'s lane, space {k + 1}"} for k in range(7)]
    trade, stacks = rows(state)
    out.append({"at": [0, trade], "kind": "offer", "text": "offer",
                "label": "the active player's open offer"})
    out += [{"at": [i + 1, trade], "kind": "counter", "text": display_name(p)[:6],
             "label": f"{display_name(p)}'s counter-offer (sealed until all have chosen)"}
            for i, p in enumerate(g.players)]
    out.append({"at": [0, stacks], "kind": "stack", "text": "top",
                "label": "the top of the Contribution stack"})
    if g.two:
        out += [{"at": [k + 1, stacks], "kind": "neutral", "text": f"N{k + 1}",
                 "label": f"the neutral player's card {k + 1}"
                          f"{' (hidden)' if k == 2 else ''}"} for k in range(3)]
    return out


def marks(state: RobinState, viewer: Viewer) -> list[dict[str, Any]]:
    """The road's Mission tokens and the table: the open offer, who has chosen a sealed
    counter-offer, the revealed counter-offers, the Contribution stack's top and the
    neutral player's visible cards (each a slot the browser reads at every step)."""
    g, deck = state.game, state.game.deck
    cards = {**state.codes(), str(state.none_code): "none"}
    trade, stacks = rows(state)
    players = range(len(g.players))
    sealed = state.layout()["sealed"]
    out = [{"kind": "marks", "id": "tokens", "label": "Mission tokens",
            "squares": [[k, 1] for k in range(7)],
            "slots": [state.slot("tokens", k) for k in range(7)],
            "codes": {str(i + 1): short(kind) for i, kind in enumerate(deck.kinds)}},
           {"kind": "marks", "id": "offer", "label": "the open offer", "squares": [[0, trade]],
            "slots": [5], "codes": cards},
           {"kind": "marks", "id": "sealed", "label": "a sealed counter-offer is chosen",
            "squares": [[i + 1, trade] for i in players],
            "slots": [sealed + 2 * i for i in players], "codes": {"1": "chosen"}},
           {"kind": "marks", "id": "revealed", "label": "the revealed counter-offers",
            "squares": [[i + 1, trade] for i in players],
            "slots": [state.slot("shown", i) for i in players], "codes": cards},
           {"kind": "marks", "id": "top", "label": "the top of the Contribution stack",
            "squares": [[0, stacks]], "slots": [state.slot("contribution") + 1],
            "codes": cards}]
    if g.two:
        out.append({"kind": "marks", "id": "neutral", "label": "the neutral player's visible "
                    "cards", "squares": [[1, stacks], [2, stacks]],
                    "slots": [state.slot("neutral", k) for k in range(2)], "codes": cards})
    mine = [i for i, p in enumerate(g.players) if viewer is not None and sees(viewer, (p,))]
    if mine:
        out.append({"kind": "marks", "id": "my-counter", "label": "your sealed "
                        "counter-offer", "squares": [[i + 1, trade] for i in mine],
                        "slots": [sealed + 2 * i + 1 for i in mine], "codes": cards})
    return out

def short(kind: str) -> str:
    """A Mission token's name short enough for its space: ``Anim`` for animals."""
    return kind[:4].capitalize()


def _cards_layer(state: RobinState, layer_id: str, owner: str | None, label: str,
                 first: int, size: int, cards: list[str], visible: bool) -> dict[str, Any]:
    """A hand: its cards when ``visible``, else only how many (``size``; the replay says
    how many too)."""
    layer = {"kind": "cards", "id": layer_id, "owner": owner, "label": label, "count": first,
             "slots": list(range(first + 1, first + 1 + size)) if visible else [],
             "codes": state.codes(), "cards": cards if visible else []}
    if not visible:
        layer["size"] = len(cards)
    return layer


def scene(state: RobinState, viewer: Viewer = None) -> dict[str, Any]:
    g, deck = state.game, state.game.deck
    n = len(deck.cards)
    pieces = []
    for k, p in enumerate(g.pieces):
        name = display_name(p)
        pieces.append({"id": p, "name": name, "kind": "merry-man", "color": g.colors[p],
                       "at": [state.pos[k] - 1, k + LANES], "facing": 2,
                       "label": f"{name}'s piece on space {state.pos[k]}",
                       "bind": {"x": state.slot("pieces", k)}})
    layers = marks(state, viewer)
    for i, p in enumerate(g.players):
        layers.append(_cards_layer(state, f"hand:{p}", p, f"{display_name(p)}'s hand",
                                   state.slot("hand", i), n, deck.ids(state.hands[i]),
                                   sees(viewer, (p,))))
    return {
        "version": 2,
        "title": "Robin" + (" (2 players and the neutral player)" if g.two else ""),
        "viewer": viewer_json(viewer),
        "grid": {"width": 7, "height": len(g.pieces) + LANES + 2, "path": None},
        "tiles": tiles(state),
        "edges": [],
        "pieces": pieces,
        "layers": layers,
        "columns": state.columns(viewer),
        "editor": editor(state, viewer),
        "legend": [{"kind": "oak", "label": "Sherwood's old oak: pieces never go back past it"},
                   {"kind": "castle", "label": "Nottingham castle: past it, a piece goes back "
                                               "to the oak"},
                   {"kind": "space", "label": "cards to draw / cards to give (-) or take (+)"},
                   {"kind": "token", "label": "below each space, its Mission token: " + ", ".join(
                       f"{short(k)} = {k}" for k in deck.kinds)},
                   {"kind": "lane", "label": "each piece keeps to its own lane"},
                   {"kind": "offer", "label": "the card offered this turn"},
                   {"kind": "counter", "label": "each player's counter-offer: sealed (chosen) "
                                                "until everyone has chosen, then shown"},
                   {"kind": "stack", "label": "the Contribution stack's top card"},
                   *([{"kind": "neutral", "label": "the neutral player's cards (N3 hidden)"}]
                     if g.two else [])],
    }


def editor(state: RobinState, viewer: Viewer) -> dict[str, Any]:
    """The ``trade`` editor's configuration for ``viewer``: its hand, what it may do now
    (verbs and the legal action texts but contributions and moves, which the editor builds
    from ``need``, and ``groups`` and ``pieces``), the offer on the table and who made it
    (``offerer``), the revealed offers, ``over`` once the game is over."""
    you = viewer if isinstance(viewer, str) else None
    i = state.game.players.index(you) if you else -1
    legal = state.legal_actions(you) if you in state.waiting_for() else []
    obs = state.observation(viewer)
    moving = obs["moving"] if obs["moving"] and obs["moving"]["player"] == you else None
    deck = state.game.deck
    hand = deck.ids(state.hands[i]) if you else []
    neutral = obs["neutral"]["cards"] if obs.get("neutral") else []
    shown = [*hand, *filter(None, [obs["offer"], *obs["revealed"].values(), *neutral])]
    return {"kind": "trade", "player": you, "hand": hand,
            "arrows": {c: list(deck.arrows_of[deck.code(c)]) for c in shown if c in deck},
            "verbs": list(dict.fromkeys(a.verb for a in legal)),
            "actions": [a.text for a in legal if a.verb not in ("contribute", "move")][:200],
            "offer": obs["offer"], "offers": obs["revealed"],
            **({"offerer": state.player} if obs["offer"] else {}),
            **({"over": True} if state.is_terminal() else {}),
            "groups": moving["groups"] if moving else [],
            "pieces": list(state.game.pieces), "need": obs["need"],
            **({"neutral": neutral} if state.game.two else {})}
