"""The scene of an Energy Seekers state for one viewer: the winding path, its special
squares, the pieces, the remote piles, the hands that viewer may see and the viewer's hand
editor (format: docs/architecture.md, "The scene").

>>> from codyroby_lab.games.energy_seekers.game import EnergySeekers
>>> state = EnergySeekers(players=3).new_state(seed=0)
>>> s = state.scene("P1")
>>> len(s["grid"]["path"]), len(s["tiles"]), s["tiles"][0]
(35, 35, {'at': [0, 6], 'kind': 'start', 'label': 'start, position 1 (A7)', 'text': '1'})
>>> s["tiles"][1]["text"], s["tiles"][3]["text"], s["tiles"][3]["label"]
('2', '4TT', 'tunnel to position 18, position 4 (D7)')
>>> s["legend"][2]["label"]             # the letters on the squares, explained
'TT tunnel: the piece goes to the other end of the tunnel'
>>> s["pieces"][1]["label"]
'P2 at position 1 (A7) facing east'
>>> s["pieces"][1]["bind"], s["editor"]["kind"], len(s["editor"]["hand"])
({'position': 31, 'x': 32, 'y': 33, 'facing': 34, 'controlled': 35}, 'hand', 3)
>>> state.scene("P2")["editor"]["hand"], state.scene("P2")["layers"][0]["cards"]
([], [])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import display_name
from codyroby_lab.core.scene import FACING
from codyroby_lab.core.viewer import Viewer, viewer_json
from codyroby_lab.games.cards import hand_layers, pile_layer
from codyroby_lab.games.energy_seekers.actions import answer_of
from codyroby_lab.games.energy_seekers.board import LABELS, MARKS
from codyroby_lab.games.energy_seekers.rules import HAND_SIZE, PILE_SIZE

if TYPE_CHECKING:
    from codyroby_lab.games.energy_seekers.state import EnergySeekersState

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


def scene(state: EnergySeekersState, viewer: Viewer = None) -> dict[str, Any]:
    game, board = state.game, state.game.board
    pieces = []
    for i, p in enumerate(game.players):
        rc = ", remote-controlled" if state.controlled[i] else ""
        name = display_name(p)
        pieces.append({"id": p, "name": name, "kind": "roby", "color": game.colors[p],
                       "mark": name[:1],
                       "at": list(board.path[state.pos[i]]), "facing": int(state.facing[i]),
                       "crashed": False, "controlled": state.controlled[i],
                       "label": f"{name} at position {state.pos[i] + 1} "
                                f"({board.name_of(state.pos[i])}) facing "
                                f"{state.facing[i].word}{rc}",
                       "bind": {f: state.slot(f"{p}.{f}") for f in FIELDS}})
    hands = {p: state.slot(f"{p}.hand") for p in game.players}
    layers = hand_layers(viewer, hands, HAND_SIZE,
                         dict(zip(game.players, state.hands, strict=True)), display_name)
    layers += [pile_layer(f"remote:{p}", p, f"cards given to {display_name(p)}'s piece",
                          state.slot(f"{p}.remote"), PILE_SIZE, state.piles[i])
               for i, p in enumerate(game.players) if state.controlled[i] or state.piles[i]]
    you = viewer if isinstance(viewer, str) else None
    legal = state.legal_actions() if you is not None and you == state.current_player() else []
    editor = {"kind": "hand", "player": you,
              "hand": list(state.hands[game.players.index(you)]) if you else [],
              "verbs": list(dict.fromkeys(a.verb for a in legal)),
              "actions": [a.text for a in legal],
              "answers": [answer_of(a) for a in legal if a.verb == "answer"],
              "over": state.is_terminal()}
    # a turn that plays none of your cards: the hand takes none, and says why (walk 06q4,
    # fault 4: cards picked under "press Run with no cards" were refused after Run)
    verbs = editor["verbs"]
    if verbs in (["run"], ["stuck"]):
        editor["waits"] = WAITS[verbs[0]]
    kinds = dict.fromkeys(t["kind"] for t in tiles(board))
    return {
        "version": 2,
        "title": "Energy Seekers",
        "viewer": viewer_json(viewer),
        "grid": {"width": board.width, "height": board.height,
                 "path": [list(sq) for sq in board.path], "trails": "path"},
        "tiles": tiles(board),
        "edges": [],
        "pieces": pieces,
        "layers": layers,
        "columns": state.columns(viewer),
        "editor": editor,
        "legend": [{"kind": k, "label": legend_words(k)} for k in kinds if k in LEGEND]
        + [{"kind": "piece", "color": game.colors[p], "label": whose(p, game.colors[p], you)}
           for p in game.players] + [dict(FACING)],
    }


#: why the hand takes no card this turn, by the turn's one move (said under the hand)
WAITS = {"run": "Your cards wait this turn: your piece is remote-controlled, so it runs the "
                "cards the others gave it. Press Run with no cards.",
         "stuck": "Your cards wait this turn: no move of your cards stays on the path. Press "
                  "Run with no cards to pass."}


def whose(player: str, colour: str, you: str | None) -> str:
    """Which piece is whose, for the legend: its letter and colour, and which one is yours.

    >>> whose("cody", "yellow", "ada"), whose("ada", "purple", "ada")
    ("Cody's piece: C, yellow", "Ada's piece: A, purple (yours)")
    """
    name = display_name(player)
    return f"{name}'s piece: {name[:1]}, {colour}" + (" (yours)" if player == you else "")


def legend_words(kind: str) -> str:
    """What a kind of square means, after the letters its squares show beside their number
    (``EN``: a learner reads "35EN" on the board)."""
    mark = "" if kind in ("start", "position") else MARKS[kind]
    return f"{mark} {LEGEND[kind]}".lstrip()


LEGEND = {"position": "1, 2, 3...: the square numbers count the path from the start",
          "start": "start: every piece begins here",
          "station": "energy station: the first piece to reach it wins",
          "remote": "Remote Control: the other players move the piece next turn; while they "
                    "do, it wears a blue dashed ring",
          "tunnel": "tunnel: the piece goes to the other end of the tunnel",
          "swap": "Swap: the piece jumps across the path, as far from the end as it was "
                  "from the start; a piece standing there comes to the Swap square",
          "repetition": "Repetition: a move starting here runs twice (a card's \"2 cards\" "
                        "is something else: how many of that card you hold)",
          "challenge": "Challenge: answer a question; a right answer moves the piece on, "
                       "a wrong one back"}
