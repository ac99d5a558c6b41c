"""Drawing an Energy Seekers board (:mod:`codyroby_lab.core.drawing`): the board file of
docs/formats-energy-seekers.md, read with :meth:`PathBoard.from_dict`.

The path grows square by square from position 1 (a square taken away cuts it there, and
the special squares and tunnels past the cut go with it); a special square goes on a path
square (one a square), and one clicked again becomes the next kind (Remote Control,
Swap, Repetition, Challenge); a tunnel takes two clicks, one on each end.

>>> from codyroby_lab.core.drawing import Sketch
>>> s = Sketch(BOARD)
>>> for sq in ("C1", "D1", "D2"):
...     s.place("path", sq)
>>> s.place("swap", "C1"); s.place("tunnel", "B1"); s.place("tunnel", "D1")
>>> print(PathBoard.from_dict(s.doc).ascii())
       A    B    C    D    E    F
  1   1    2TT  3SW  4TT   .    .
  2    .    .    .   5EN   .    .
  3    .    .    .    .    .    .
>>> s.place("remote", "C1"); s.said
'A Repetition square on C1.'
>>> s.place("remote", "A1")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.LabError: A Remote Control square cannot go on A1. A1 is position 1 (the start): no special square there.
"""  # noqa: E501

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import Any

from codyroby_lab.core.drawing import Drawing, Item, Setting, file_head, square_named
from codyroby_lab.core.geometry import ORTHOGONAL, Square, square_name
from codyroby_lab.games.energy_seekers.board import FORMAT, LABELS, PathBoard
from codyroby_lab.games.energy_seekers.game import EnergySeekers

AGAIN = " Click it again for the next kind of special square."
LABEL = "label "            # a special square's words, a setting named "label C1"
TIPS = {"remote": "The next player gives the cards this piece plays." + AGAIN,
        "swap": "The piece swaps places with another piece." + AGAIN,
        "repetition": "The cards of the move play twice." + AGAIN,
        "challenge": "A question for the player." + AGAIN}


class BoardDrawing(Drawing):
    """An Energy Seekers path board."""

    game, kind, title = "energy_seekers", "board", "Energy Seekers board"
    items = (Item("path", "Path", "a path square",
                  "The path goes on from its last square, one square at a time; its last "
                  "square is the energy station."),
             *(Item(k, LABELS[k], f"a {LABELS[k]} square", TIPS[k]) for k in TIPS),
             Item("tunnel", "Tunnel", "a tunnel end", "A TeleTransport tunnel: click one end, "
                  "then the other.", pair=True))
    settings = (Setting("width", "Width", "number", low=1, high=26),
                Setting("height", "Height", "number", low=1, high=26),
                Setting("start_facing", "Pieces start facing", "choice",
                        tuple((d.name, d.word) for d in ORTHOGONAL),
                        tip="The way the pieces look at the start."),
                Setting("name", "Name", "text"))
    fields = {"board.width": "The width", "board.height": "The height",
              "board.path": "The path", "board.start_facing": "The facing",
              "board.tunnels": "The tunnel"}

    def new(self) -> dict[str, Any]:
        return {**file_head(FORMAT, "", 6, 3), "path": ["A1", "B1"]}

    def settings_for(self, doc: dict[str, Any]) -> tuple[Setting, ...]:
        """The settings, then the words of each special square (its ``label``; empty: the
        kind's own name), as the game's board names the square."""
        return (*self.settings, *(
            Setting(f"{LABEL}{s['at']}", f"Words on {s['at']}", "text",
                    empty=LABELS[s["kind"]],
                    tip=f"What the {LABELS[s['kind']]} square on {s['at']} does, in plain "
                        f"words: the board names the square so (empty: "
                        f"{LABELS[s['kind']]}).")
            for s in doc.get("specials", [])))

    def value(self, doc: dict[str, Any], name: str) -> Any:
        if not name.startswith(LABEL):
            return super().value(doc, name)
        return next((s.get("label") for s in doc.get("specials", [])
                     if s["at"] == name.removeprefix(LABEL)), None)

    def set(self, doc: dict[str, Any], name: str, value: Any) -> dict[str, Any]:
        if not name.startswith(LABEL):
            return super().set(doc, name, value)
        at = name.removeprefix(LABEL)
        words = value.strip() if isinstance(value, str) else value
        doc["specials"] = [{k: v for k, v in s.items() if k != "label"} |
                           ({"label": words} if words not in ("", None) else {})
                           if s["at"] == at else s for s in doc.get("specials", [])]
        return doc

    def read(self, doc: Any) -> PathBoard:
        return PathBoard.from_dict(doc)

    def write(self, checked: PathBoard) -> dict[str, Any]:
        d = checked.to_dict()
        out: dict[str, Any] = {**file_head(FORMAT, checked.name, checked.width,
                                           checked.height),
                               "path": [square_name(sq) for sq in checked.path],
                               "start_facing": checked.start_facing.name}
        if d.get("specials"):
            out["specials"] = [{**s, "at": square_named(s["at"])} for s in d["specials"]]
        if d.get("tunnels"):
            out["tunnels"] = [{**t, "ends": [square_named(e) for e in t["ends"]]}
                              for t in d["tunnels"]]
        return out

    def place(self, doc: dict[str, Any], item: str, at: Any) -> dict[str, Any]:
        if item == "path":
            if square_name(at) not in doc["path"]:
                doc["path"] = [*doc["path"], square_name(at)]
        elif item == "tunnel":
            ends = [square_name(sq) for sq in at]
            doc = self._without(doc, set(ends))
            doc["tunnels"] = [*doc.get("tunnels", []), {"ends": ends}]
        else:
            name, kinds = square_name(at), list(TIPS)
            there = next((s["kind"] for s in doc.get("specials", []) if s["at"] == name), "")
            if there:                           # a special square there: the next kind
                item = kinds[(kinds.index(there) + 1) % len(kinds)]
            doc = self._without(doc, {name})
            doc["specials"] = [*doc.get("specials", []), {"kind": item, "at": name}]
        return doc

    def said(self, doc: dict[str, Any], item: str, at: Any) -> str:
        if item not in TIPS:
            return super().said(doc, item, at)
        kind = next(s["kind"] for s in doc["specials"] if s["at"] == square_name(at))
        return f"a {LABELS[kind]} square on {square_name(at)}"

    @staticmethod
    def _without(doc: dict[str, Any], names: AbstractSet[str]) -> dict[str, Any]:
        """The document with no special square or tunnel on ``names``."""
        specials = [s for s in doc.get("specials", []) if s["at"] not in names]
        tunnels = [t for t in doc.get("tunnels", []) if not names & set(t["ends"])]
        out = {k: v for k, v in doc.items() if k not in ("specials", "tunnels")}
        return {**out, **({"specials": specials} if specials else {}),
                **({"tunnels": tunnels} if tunnels else {})}

    def remove(self, doc: dict[str, Any], at: Square) -> dict[str, Any]:
        name = square_name(at)
        there = self._without(doc, {name})
        if there != doc or name not in doc["path"]:
            return there
        doc["path"] = doc["path"][:doc["path"].index(name)]
        used = {s["at"] for s in doc.get("specials", [])} | {
            e for t in doc.get("tunnels", []) for e in t["ends"]}
        return self._without(doc, used - set(doc["path"]))

    def scene(self, checked: PathBoard) -> dict[str, Any]:
        return self.state(checked).scene()

    def state(self, checked: PathBoard) -> Any:
        return EnergySeekers(board=checked).new_state(0)

    def summary(self, checked: PathBoard) -> str:
        extra = len(checked.specials) + len(checked.tunnels) // 2
        return (f"{checked.width}x{checked.height}, a path of {checked.size} squares, "
                f"{extra} special square{'s' * (extra != 1)} or tunnel{'s' * (extra != 1)}")


BOARD = BoardDrawing()
