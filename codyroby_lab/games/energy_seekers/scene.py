"""The scene of an Energy Seekers state: the winding path, its special squares, the pieces
and the current player's hand (format: docs/architecture.md, "The scene").

>>> from codyroby_lab.games.energy_seekers.game import EnergySeekers
>>> s = EnergySeekers(players=3).new_state(seed=0).scene()
>>> len(s["grid"]["path"]), len(s["tiles"]), s["tiles"][0]
(35, 35, {'at': [0, 6], 'kind': 'start', 'label': 'start, position 1 (A7)', 'text': '1'})
>>> s["tiles"][1]["text"], s["tiles"][3]["text"], s["tiles"][3]["label"]
('2', '4TT', 'TeleTransport tunnel to position 18, position 4 (D7)')
>>> s["pieces"][1]["label"]
'P2 at position 1 (A7) facing east'
>>> s["bindings"]["P2"], s["cards"]["mode"], len(s["cards"]["hand"])
({'position': 31, 'x': 32, 'y': 33, 'facing': 34, 'controlled': 35}, 'hand', 3)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import display_name
from codyroby_lab.games.energy_seekers.board import LABELS, MARKS

if TYPE_CHECKING:
    from codyroby_lab.games.energy_seekers.state import State

FIELDS = ("position", "x", "y", "facing", "controlled")
PLAIN = "#fbf7ec"  # a plain path square: the board's own light floor


def tiles(board) -> list[dict[str, Any]]:
    """Every square of the path, numbered as the texts name it ("position 18"): the start,
    the energy station and each special square with its own kind and mark (``18TT``), the
    other squares as plain ``position`` tiles."""
    kinds = {0: "start", board.size - 1: "station"}
    kinds.update({at: board.kind(at) for at in [*board.specials, *board.tunnels]})
    out = []
    for at, square in enumerate(board.path):
        kind = kinds.get(at)
        where = f"position {at + 1} ({board.name_of(at)})"
        if kind is None:
            out.append({"at": list(square), "kind": "position", "color": PLAIN,
                        "label": where, "text": str(at + 1)})
            continue
        name = board.labels.get(at, LABELS[kind])
        if kind == "tunnel":
            name += f" to position {board.tunnels[at] + 1}"
        mark = "" if kind == "start" else MARKS[kind]
        out.append({"at": list(square), "kind": kind, "label": f"{name}, {where}",
                    "text": f"{at + 1}{mark}"})
    return out


def scene(state: State) -> dict[str, Any]:
    game, board = state.game, state.game.board
    pieces, bindings = [], {}
    for i, p in enumerate(game.players):
        rc = ", remote-controlled" if state.controlled[i] else ""
        name = display_name(p)
        pieces.append({"id": p, "name": name, "kind": "roby", "color": game.colors[p],
                       "at": list(board.path[state.pos[i]]), "facing": int(state.facing[i]),
                       "crashed": False, "controlled": state.controlled[i],
                       "label": f"{name} at position {state.pos[i] + 1} "
                                f"({board.name_of(state.pos[i])}) facing "
                                f"{state.facing[i].word}{rc}"})
        bindings[p] = {f: state.slot(p, f) for f in FIELDS}
    overlays = [{"kind": "pile", "piece": p, "cards": list(state.piles[i])}
                for i, p in enumerate(game.players) if state.controlled[i]]
    return {
        "version": 1,
        "title": "Energy Seekers",
        "grid": {"width": board.width, "height": board.height,
                 "path": [list(sq) for sq in board.path]},
        "tiles": tiles(board),
        "pieces": pieces,
        "bindings": bindings,
        "overlays": overlays,
        "cards": {"mode": "hand", "player": state.player, "phase": state.phase,
                  "palette": [c for c in "FLR" if c in state.hands[state.turn]],
                  "hand": [{"card": c} for c in state.hands[state.turn]],
                  "legal": [str(a) for a in state.legal_actions()],
                  "winner": state.winner},
    }
