"""What a Duel board shows one viewer: the board with the placed blocks, both Robies, the
viewer's hand editor, the cards each hand holds as layers (a hand the viewer may not see:
its size only) and the desk-check columns (format: docs/architecture.md, "The scene").

>>> from codyroby_lab.games.codyroby.duel import Duel
>>> s = Duel.from_setup({}).new_state(seed=1).scene("A")
>>> s["title"], s["editor"]["kind"], s["editor"]["verbs"], len(s["editor"]["hand"])
('CodyRoby: Il Duello', 'hand', [], 5)

Each Roby carries its letter, and a placed block says whose it is, "A's" (both sides'
blocks are grey):

>>> [p["mark"] for p in s["pieces"]]
['A', 'B']

>>> placed = Duel.from_setup({}).new_state(seed=1)
>>> _ = placed.apply("block C3")
>>> [(t["text"], t["label"]) for t in placed.scene("A")["tiles"]]
[("A's", "A's block at C3")]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import display_name
from codyroby_lab.core.scene import FACING
from codyroby_lab.core.viewer import Viewer
from codyroby_lab.games.cards import hand_columns, hand_layers, pile_layer
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby.robot import robot_columns
from codyroby_lab.games.codyroby.scene import board_scene

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.duel.state import DuelState


def columns(state: DuelState, viewer: Viewer = None) -> list[dict[str, Any]]:
    """Desk-check columns: each Roby, the side to move, the viewer's hand (a spectator:
    each hand's size; the teacher: every hand), the deck's size and the winner."""
    g = state.game
    cols = robot_columns(state.robots)
    cols.append({"name": "turn", "kind": "enum", "slots": [state.slot("turn")],
                 "labels": list(g.players)})
    cols += hand_columns(viewer, {p: state.slot(f"{p}.hand") for p in g.players}, g.hand_size)
    cols.append({"name": "deck", "kind": "int", "slots": [state.slot("deck")]})
    cols.append({"name": "winner", "kind": "enum", "slots": [state.slot("winner")],
                 "offset": 1, "labels": ["", *g.players]})
    return cols


def scene(state: DuelState, viewer: Viewer = None) -> dict[str, Any]:
    """The board, both Robies, the hand editor (the viewer's own hand) and the cards
    each hand holds as layers (a hand the viewer may not see: its size only)."""
    g = state.game
    layers = hand_layers(viewer, {p: state.slot(f"{p}.hand") for p in g.players}, g.hand_size,
                         state.hands, display_name)
    for hand in layers:   # the hand as the step on show holds it: while cards are chosen,
        hand["label"] += " at this step"   # step 0 holds them all (walk 04r, fault 4: it
        # listed the five cards beside "Left in your hand", two, as if none were taken)
    table = pile_layer("table", None, "cards played this turn", state.slot("table"),
                       g.total_cards, state.table)
    # the table empties into the discard as a turn ends, so its "no cards" there read as
    # "your card did not count" (walk 04p, fault 3): an empty table says where they went
    table["empty"] = "none (the cards played are put aside when a turn ends)"
    layers.append(table)
    you = viewer if isinstance(viewer, str) else None
    # the hand plays cards only: while the blocks go down it is not offered and says it
    # waits (walk 04s, fault 5: its cards could be picked under a title asking for a block,
    # then Run said "Not played: first each side puts one block")
    editor = {"kind": "hand", "player": you,
              "hand": list(state.hands[you]) if you else [],
              "verbs": ["play"] if you == state.current_player() and state.phase == "play" else [],
              "over": state.is_terminal()}
    if you and state.phase == "blocks":
        editor["waits"] = ("Your cards wait: first each side puts one block, as the title "
                           "above the board says.")
    drawn = board_scene(state.board, state.robots, title="CodyRoby: Il Duello",
                        viewer=viewer, columns=columns(state, viewer), editor=editor,
                        layers=layers)
    # each Roby carries its letter, in the printed pictures as on the board (walk 04g: the
    # pictures lettered the blocks only, and a grey "A" block read as "my Roby")
    # what a step that plays no card is, which Predict says in its question (walk 04t, fault
    # 3: "where will A be after step 2" came with no word that step 2 draws cards)
    drawn["steps"] = {kinds.DREW: f"{{actor}} draws cards until the hand holds {g.hand_size} again",
                      kinds.PLACED: "{actor} puts a block on an empty square"}
    for piece in drawn["pieces"]:
        piece["mark"] = piece["name"]
    drawn["legend"].append(dict(FACING))
    # whose block each placed one is (both are grey): "A's", not the letter alone, which
    # at a glance made two A's and two B's with the Robies (walk 04n, fault 6)
    owner = {tuple(sq): p for p, placed in state.placed.items() for sq in placed}
    for tile in drawn["tiles"]:
        who = owner.get(tuple(tile["at"]))
        if who is not None:
            tile["text"] = f"{who}'s"
            tile["label"] = f"{display_name(who)}'s {tile['label']}"
    return drawn
