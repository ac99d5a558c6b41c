"""The scene of a Robin state for one viewer (scene v2, docs/architecture.md): the rulebook's
road of seven spaces from the old oak (x 0) to the castle (x 6), no grid coordinates. Each
space is one tall tile: its number, the Mission cards drawn there (top), its Mission token,
the pieces standing on it (each in its own lane, named) and its Contribution (bottom).
Beside the road (so the board is wide and short, and its words read on a laptop) lie the
trade as cards (the open offer, then each player's counter-offer under the player's
initial) and the Contribution stack's top (then the neutral player's cards); the hands
the viewer may see (the others as counts, hidden); and the ``trade`` editor: the viewer's
hand, the verbs and legal actions now, the open offer, the revealed offers and the arrow
groups to assign.

>>> from codyroby_lab.games.robin.game import Robin
>>> s = Robin(players=["ann", "bob", "cy"]).new_state(seed=2).scene("ann")
>>> s["grid"]
{'width': 9, 'height': 6, 'path': None, 'coords': False}
>>> [(t["text"], t["sub"], t["foot"]) for t in s["tiles"][:3]]
[('1', 'draw 0', 'take 1'), ('2', 'draw 1', 'nothing'), ('3', 'draw 2', 'give 1')]
>>> p = s["pieces"][0]
>>> p["bind"], p["tag"], p["label"], p["places"][0]
({'x': 9}, 'Ann', 'Ann on space 3', "space 1 (Sherwood's old oak)")
>>> s["editor"]["kind"], [x["id"] for x in s["layers"]][:6]
('trade', ['tokens', 'offer', 'sealed', 'revealed', 'top', 'my-counter'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import display_name
from codyroby_lab.core.viewer import Viewer, sees, viewer_json
from codyroby_lab.games.robin import rules
from codyroby_lab.games.robin.checks import most_applied

if TYPE_CHECKING:
    from codyroby_lab.games.robin.data import Card
    from codyroby_lab.games.robin.state import RobinState


LANES = 2    # the rows of a space above the lanes: its number and draw, then its Mission token


def space_name(track: Any, space: int) -> str:
    """How a learner reads space ``space`` (1 to 7) of the road: its number, and its name
    when it has one.

    >>> from codyroby_lab.games.robin.data import Track
    >>> space_name(Track.default(), 1), space_name(Track.default(), 4)
    ("space 1 (Sherwood's old oak)", 'space 4')
    """
    name = track.names[space - 1] if 0 < space <= len(track.names) else ""
    return f"space {space} ({name})" if name else f"space {space}"


ROAD = 7     # the road's spaces, side by side; the table's two columns lie beside them
TABLE = (ROAD, ROAD + 1)    # the trade (the open offer, each counter-offer), the stacks


def tall(state: RobinState) -> int:
    """How many rows a space of the road takes: its number and draw, its Mission token, a
    lane for each piece and its Contribution (the whole board's height)."""
    return LANES + len(state.game.pieces) + 1


def _gives(give: int) -> str:
    """A space's Contribution in a few words: ``take 1``, ``give 2``, ``nothing``."""
    return f"take {give}" if give > 0 else f"give {-give}" if give < 0 else "nothing"


def tiles(state: RobinState) -> list[dict[str, Any]]:
    track, g = state.game.track, state.game
    out = []
    for k, (draw, give) in enumerate(track.spaces):
        kind = "oak" if k == 0 else "castle" if k == 6 else "space"
        give_words = (f"take {give} card{'s' * (give > 1)} from" if give > 0 else
                      f"give {-give} card{'s' * (give < -1)} to" if give < 0 else "nothing with")
        out.append({"at": [k, 0], "span": [1, tall(state)], "kind": kind, "text": str(k + 1),
                    "sub": f"draw {draw}", "foot": _gives(give),
                    "label": f"{space_name(track, k + 1)}: draw {draw} Mission "
                             f"card{'s' * (draw != 1)}, {give_words} the Contribution stack"})
    trade, stacks = TABLE
    out.append({"at": [trade, 0], "kind": "offer", "text": "offer",
                "label": "the active player's open offer"})
    out += [{"at": [trade, i + 1], "kind": "counter", "text": display_name(p)[:1],
             "label": f"{display_name(p)}'s counter-offer (sealed until all have chosen)"}
            for i, p in enumerate(g.players)]
    out.append({"at": [stacks, 0], "kind": "stack", "text": "top",
                "label": "the top of the Contribution stack"})
    if g.two:
        out += [{"at": [stacks, k + 1], "kind": "neutral", "text": f"N{k + 1}",
                 "label": f"the neutral player's card {k + 1}"
                          f"{' (hidden)' if k == 2 else ''}"} for k in range(3)]
    return out


def marks(state: RobinState, viewer: Viewer) -> list[dict[str, Any]]:
    """The road's Mission tokens and the table: the open offer, who has chosen a sealed
    counter-offer, the revealed counter-offers, the Contribution stack's top and the
    neutral player's visible cards (each a slot the browser reads at every step)."""
    g, deck = state.game, state.game.deck
    # a card's name is a word, drawn at a readable size and squeezed when it is long
    # ("swap-tokens" shrank to 6 px as a fitted mark)
    cards = {**codes(state), str(state.none_code): "none"}
    trade, stacks = TABLE
    players = range(len(g.players))
    sealed = state.slot("sealed")
    out = [{"kind": "marks", "id": "tokens", "label": "Mission tokens",
            "squares": [[k, 1] for k in range(7)],
            "slots": [state.slot(f"tokens[{k}]") for k in range(7)],
            "codes": {str(i + 1): kind.capitalize() for i, kind in enumerate(deck.kinds)},
            "style": "word"},
           {"kind": "marks", "id": "offer", "label": "the open offer", "squares": [[trade, 0]],
            "slots": [state.slot("offer")], "codes": cards, "style": "word"},
           {"kind": "marks", "id": "sealed", "label": "a sealed counter-offer is chosen",
            "squares": [[trade, i + 1] for i in players],
            "slots": [sealed + 2 * i for i in players], "codes": {"1": "chosen"},
            "style": "word"},
           {"kind": "marks", "id": "revealed", "label": "the revealed counter-offers",
            "squares": [[trade, i + 1] for i in players],
            "slots": [state.slot(f"{p}.shown") for p in g.players], "codes": cards,
            "style": "word"},
           {"kind": "marks", "id": "top", "label": "the top of the Contribution stack",
            "squares": [[stacks, 0]], "slots": [state.slot("contribution") + 1],
            "codes": cards, "style": "word"}]
    if g.two:
        out.append({"kind": "marks", "id": "neutral", "label": "the neutral player's visible "
                    "cards", "squares": [[stacks, 1], [stacks, 2]],
                    "slots": [state.slot(f"neutral[{k}]") for k in range(2)], "codes": cards,
                    "style": "word"})
    mine = [i for i, p in enumerate(g.players) if viewer is not None and sees(viewer, (p,))]
    if mine:
        out.append({"kind": "marks", "id": "my-counter", "label": "your sealed "
                        "counter-offer", "squares": [[trade, i + 1] for i in mine],
                        "slots": [sealed + 2 * i + 1 for i in mine], "codes": cards,
                        "style": "word"})
    return out


def _cards_layer(state: RobinState, layer_id: str, owner: str | None, label: str,
                 first: int, size: int, cards: list[str], visible: bool) -> dict[str, Any]:
    """A hand: its cards when ``visible``, else only how many (``size``; the replay says
    how many too)."""
    layer = {"kind": "cards", "id": layer_id, "owner": owner, "label": label, "count": first,
             "slots": list(range(first + 1, first + 1 + size)) if visible else [],
             "codes": codes(state), "cards": cards if visible else []}
    if not visible:
        layer.update(hidden=True, size=len(cards))
    return layer


def codes(state: RobinState) -> dict[str, str]:
    """Each card's code (as text) and its id: how a layer or column names a slot's card."""
    return {str(c.code): c.id for c in state.game.deck.cards}


def columns(state: RobinState, viewer: Viewer = None) -> list[dict[str, Any]]:
    """turn, each piece's space, the open offer, the Contribution stack's top, the
    hands the viewer may see (the others' sizes). The phase is the step's own, the phase
    it happened in (``state.during``): the phase a step left the game in jumped back
    at a turn's start (walk 09p, fault 5)."""
    g = state.game
    n = len(g.deck.cards)
    named = codes(state)
    cols: list[dict[str, Any]] = [
        {"name": "turn", "kind": "enum", "slots": [state.slot("turn")],
         "labels": [display_name(p) for p in g.players]}]
    cols += [{"name": display_name(p), "kind": "int", "slots": [state.slot(f"pos[{k}]")],
              "offset": 1}
             for k, p in enumerate(g.pieces)]
    cols.append({"name": "offer", "kind": "cards", "slots": [state.slot("offer")],
                 "codes": named})
    c = state.slot("contribution")
    cols.append({"name": "contribution", "kind": "cards", "slots": [c + 1], "count": c,
                 "codes": named})
    for p in g.players:
        first = state.slot(f"{p}.hand")
        cards = {"kind": "cards", "count": first,
                 "slots": list(range(first + 1, first + 1 + n)), "codes": named}
        if viewer == p:
            cols.append({"name": "hand", **cards})
        elif sees(viewer, (p,)):
            cols.append({"name": f"hand {display_name(p)}", **cards})
        else:
            cols.append({"name": f"cards {display_name(p)}", "kind": "int",
                         "slots": [first]})
    return cols


def scene(state: RobinState, viewer: Viewer = None) -> dict[str, Any]:
    g, deck = state.game, state.game.deck
    n = len(deck.cards)
    places = [space_name(g.track, k) for k in range(1, 8)]
    pieces = []
    for k, p in enumerate(g.pieces):
        name = display_name(p)
        pieces.append({"id": p, "name": name, "kind": "merry-man", "color": g.colors[p],
                       "at": [state.pos[k] - 1, k + LANES], "facing": 0, "arrow": False,
                       "mark": name[:1], "tag": name, "places": places,
                       "label": f"{name} on {places[state.pos[k] - 1]}",
                       "bind": {"x": state.slot(f"pos[{k}]")}})
    layers = marks(state, viewer)
    for i, p in enumerate(g.players):
        layers.append(_cards_layer(state, f"hand:{p}", p, f"{display_name(p)}'s hand",
                                   state.slot(f"{p}.hand"), n, deck.ids(state.hands[i]),
                                   sees(viewer, (p,))))
    return {
        "version": 2,
        "title": "Robin" + (" (2 players and the neutral player)" if g.two else ""),
        "viewer": viewer_json(viewer),
        "grid": {"width": ROAD + len(TABLE), "height": tall(state), "path": None,
                 "coords": False},
        "tiles": tiles(state),
        "edges": [],
        "pieces": pieces,
        "layers": layers,
        "columns": columns(state, viewer),
        "editor": editor(state, viewer),
        "legend": [{"kind": "oak", "label": "Sherwood's old oak: pieces never go back past it"},
                   {"kind": "castle", "label": "Nottingham castle: past it, a piece goes back "
                                               "to the oak"},
                   {"kind": "space", "label": "a space: its number, the Mission cards to draw "
                                              "there, its Mission token, the pieces on it and "
                                              "the cards to take from or give to the "
                                              "Contribution stack"},
                   {"kind": "token", "label": "Mission tokens (one on a space): " + ", ".join(
                       deck.kinds)},
                   {"kind": "offer", "label": "the card offered this turn"},
                   {"kind": "counter", "label": "each player's counter-offer, under their "
                                                "initial: sealed (chosen) until everyone "
                                                "has chosen, then shown"},
                   {"kind": "stack", "label": "the Contribution stack's top card"},
                   *([{"kind": "neutral", "label": "the neutral player's cards (N3 hidden)"}]
                     if g.two else [])],
    }


def about(card: Card) -> str:
    """What a special or a dual card does, in the rulebook's words (its tooltip)."""
    if card.kind == "special":
        return card.text
    return f"{rules.DUAL_COUNTS.text} {rules.DUAL_PASSIVE.text}"


def editor(state: RobinState, viewer: Viewer) -> dict[str, Any]:
    """The ``trade`` editor's configuration for ``viewer``: its hand, what it may do now
    (verbs and the legal action texts but contributions and moves, which the editor builds
    from ``need``, and ``groups`` and ``pieces``), the offer on the table and who made it
    (``offerer``), the revealed offers, ``over`` once the game is over, ``about`` (what each
    special or dual card shown does), ``moving`` (the card whose arrow groups you apply) and
    ``best`` (how many of its groups can move a piece now: Run plays no fewer, no more)."""
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
            "about": {c: about(deck[c]) for c in shown if c in deck and deck[c].kind != "mission"},
            "verbs": list(dict.fromkeys(a.verb for a in legal)),
            "actions": [a.text for a in legal if a.verb not in ("contribute", "move")][:200],
            "offer": obs["offer"], "offers": obs["revealed"],
            **({"offerer": state.player} if obs["offer"] else {}),
            **({"over": True} if state.is_terminal() else {}),
            "groups": moving["groups"] if moving else [],
            **({"moving": moving["card"], "best": most_applied(state)} if moving else {}),
            "pieces": list(state.game.pieces), "need": obs["need"],
            **({"neutral": neutral} if state.game.two else {})}
