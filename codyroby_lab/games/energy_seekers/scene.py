"""The scene of an Energy Seekers state: the winding path, its special squares, the pieces
and the current player's hand (format: docs/architecture.md, "The scene").

>>> from codyroby_lab.games.energy_seekers.game import EnergySeekers
>>> s = EnergySeekers(players=3).new_state(seed=0).scene()
>>> len(s["grid"]["path"]), s["tiles"][0]
(35, {'at': [0, 6], 'kind': 'start', 'label': 'start, position 1 (A7)', 'text': '1'})
>>> s["pieces"][1]["label"]
'P2 at position 1 (A7) facing east'
>>> s["bindings"]["P2"], s["cards"]["mode"], len(s["cards"]["hand"])
({'position': 31, 'x': 32, 'y': 33, 'facing': 34, 'controlled': 35}, 'hand', 3)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.games.energy_seekers.board import LABELS, MARKS

if TYPE_CHECKING:
    from codyroby_lab.games.energy_seekers.state import State

FIELDS = ("position", "x", "y", "facing", "controlled")


def tiles(board) -> list[dict[str, Any]]:
    """Start, energy station and every special square, each with a kind, label and mark."""
    kinds = {0: "start", board.size - 1: "station"}
    kinds.update({at: board.kind(at) for at in [*board.specials, *board.tunnels]})
    out = []
    for at in sorted(kinds):
        kind = kinds[at]
        name = board.labels.get(at, LABELS[kind])
        if kind == "tunnel":
            name += f" to position {board.tunnels[at] + 1}"
        out.append({"at": list(board.path[at]), "kind": kind,
                    "label": f"{name}, position {at + 1} ({board.name_of(at)})",
                    "text": MARKS[kind]})
    return out


def scene(state: State) -> dict[str, Any]:
    game, board = state.game, state.game.board
    pieces, bindings = [], {}
    for i, p in enumerate(game.players):
        rc = ", remote-controlled" if state.controlled[i] else ""
        pieces.append({"id": p, "name": p, "kind": "roby", "color": game.colors[p],
                       "at": list(board.path[state.pos[i]]), "facing": int(state.facing[i]),
                       "crashed": False, "controlled": state.controlled[i],
                       "label": f"{p} at position {state.pos[i] + 1} "
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
