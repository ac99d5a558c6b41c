"""The board editor: draw a game's board (or a challenge) in the widget, save it as a file.

It is the board widget with the ``board`` editor (:class:`~codyroby_lab.ui.editors.SketchEditor`):
a palette of what the game's setup format allows, clicks, drags and keys on the board; every
edit goes to Python, which reads it with the game's own reader (:mod:`codyroby_lab.core.drawing`)
and answers with the new board or a refusal in plain words. ``setup`` is the document drawn.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "board.json"
>>> ed = editor(path)                 # no such file yet: a new 5x5 board
>>> ed.place("block", "C3"); ed.place("road", "B5")
>>> ed.receive({"type": "place", "item": "block", "at": "A5"})    # as the browser would
>>> ed.error
'A block cannot go on A5. Roby starts there: put Roby on another square first.'
>>> ed.setup["board"]
{'width': 5, 'height': 5, 'blocks': ['C3'], 'path': ['A5', 'B5']}
>>> ed.save().name
'board.json'
>>> editor(path).setup == ed.setup
True

An editor opened again on the same file in the same kernel (its cell run again) goes on
with the changes not yet saved, Undo included, while the file still holds what it read:

>>> first = editor(path)
>>> first.place("block", "D4")
>>> again = editor(path)
>>> again.setup["board"]["blocks"], again.scene["editor"]["saved"]
(['C3', 'D4'], False)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import traitlets

from codyroby_lab.core.drawing import Drawing, Sketch
from codyroby_lab.core.errors import LabError
from codyroby_lab.core.io import exists, read_json, shown_path
from codyroby_lab.ui.editors import SketchEditor
from codyroby_lab.ui.widget import BoardWidget


def drawings() -> dict[str, Drawing]:
    """Every drawing by name (``game`` or ``game-kind``), the files they read in order."""
    from codyroby_lab.games.codyroby.drawing import BOARD, CHALLENGE
    from codyroby_lab.games.droids import drawing as droids
    from codyroby_lab.games.energy_seekers import drawing as energy_seekers
    from codyroby_lab.games.roborally import drawing as roborally
    return {"codyroby-challenge": CHALLENGE, "codyroby": BOARD,
            "energy_seekers": energy_seekers.BOARD, "droids-scenario": droids.SCENARIO,
            "droids": droids.BOARD,
            "roborally": roborally.BOARD}


def drawing_for(doc: Any, path: Any) -> Drawing:
    """The drawing that reads the file ``path`` holding ``doc``: a challenge has a start and
    a target, an Energy Seekers board its format (or special squares, tunnels, a start
    facing), a Droids scenario a Droids board, a Droids board its format (or bases), a
    RoboRally board its format (or elements, edges, an upper level), a CodyRoby board a
    board or robots (or a width, a board alone)."""
    found = drawings()
    if isinstance(doc, dict) and "start" in doc and "target" in doc:
        return found["codyroby-challenge"]
    if isinstance(doc, dict) and (doc.get("format") == "energy-seekers-board" or
                                  {"specials", "tunnels", "start_facing"} & set(doc)):
        return found["energy_seekers"]
    if isinstance(doc, dict) and isinstance(doc.get("board"), dict) and \
            doc["board"].get("format") == "droids-board":
        return found["droids-scenario"]
    if isinstance(doc, dict) and (doc.get("format") == "droids-board" or "bases" in doc):
        return found["droids"]
    if isinstance(doc, dict) and (doc.get("format") == "roborally-board" or
                                  {"elements", "edges", "upper"} & set(doc)):
        return found["roborally"]
    if isinstance(doc, dict) and ({"board", "robots", "width", "height"} & set(doc)):
        return found["codyroby"]
    raise LabError(f"{shown_path(path)} is not a board the editor can draw: a CodyRoby board "
                   f"or challenge file, an Energy Seekers, Droids or RoboRally board")


class BoardEditor(BoardWidget):
    """A board being drawn (``drawing``: how its format is drawn; ``doc``: the document to
    start from, a new board by default), saved to ``path``. ``place``, ``remove``, ``set``,
    ``undo``, ``save`` and ``load`` are the palette's edits from Python; a refused one
    raises a LabError in plain words and changes nothing. ``doc`` may be a
    :class:`~codyroby_lab.core.drawing.Sketch` already being drawn, which the editor goes on
    with."""

    def __init__(self, drawing: Drawing, doc: Any = None, path: Any = "board.json",
                 title: str | None = None, **kwargs: Any):
        self._sketch = doc if isinstance(doc, Sketch) else Sketch(drawing, doc)
        self._path = Path(path)
        self._note = self._sketch.said
        self._drawer: SketchEditor
        super().__init__(drawing.state(self._sketch.checked), title=title or drawing.title,
                         **kwargs)

    def _scene_of(self, state: Any) -> dict[str, Any]:
        scene = self._sketch.drawing.scene(self._sketch.checked)
        self._editor = self._drawer = SketchEditor(self._sketch, self._path, self._note,
                                                   drawing_for)
        scene["editor"] = self._editor.config
        return scene

    @property
    def setup(self) -> dict[str, Any]:
        """The document drawn, as its file holds it (squares as names)."""
        return self._sketch.doc

    def receive(self, message: Any) -> None:
        """Handle one message from the browser: an edit intent, or the ask ``{"type":
        "files"}`` its Load list sends when the pointer or the focus comes to it, which reads
        the folder again so that a file a cell wrote since is offered (walk 05p, fault 1).
        The ask edits nothing: the board, its words and its run stay as they are."""
        if message == {"type": "files"}:
            self._files_now()
        else:
            super().receive(message)

    def _files_now(self) -> None:
        """The Load list as the folder holds it now (the scene changes only if it did)."""
        files = self._drawer.files()
        if files != self._drawer.config["files"]:
            self._drawer.config = {**self._drawer.config, "files": files}
            self.scene = {**self.scene, "editor": self._drawer.config}

    def _apply(self, msg: dict[str, Any]) -> None:
        # A run takes a refused edit's words away, as any answer that succeeds: kept, they
        # made the browser take the run for a refused one, whose replay jumped to its end
        # as "a move played in a cell", and the same run again played nothing (walk 05t,
        # fault 1)
        # Save changes nothing drawn: the run on show stays, at the step on show (walk
        # 05q4, fault 2: Save emptied the path and the step's words, "no run yet")
        drawing = msg["type"] in SketchEditor.intents and msg["type"] != "save"
        if drawing:
            self._clear_trace()         # the board drawn shows, not a run's end, refused too
        super()._apply(msg)
        if msg["type"] in SketchEditor.intents:
            self._note, self._path = self._drawer.note, self._drawer.path
        if drawing:
            self._drawn()
        elif msg["type"] == "save":     # only the file's words change ("Not saved" goes)
            self.scene = {**self.scene, "editor": self._drawer.config}

    def _drawn(self) -> None:
        """The board, the palette and the content follow the sketch."""
        with self.hold_sync():
            self.start = self._sketch.drawing.state(self._sketch.checked)
            self.content = self._sketch.doc

    @traitlets.observe("content")
    def _typed(self, change: dict) -> None:
        """A document typed in the text box (or given from Python) is drawn."""
        if change["new"] != self._sketch.doc:
            self._sketch.replace(change["new"])
            self._note = ""             # what the last edit said is not what the board holds
            self._drawn()

    def _edit(self, intent: dict[str, Any]) -> None:
        self._drawer.edit(intent)
        self._note, self._path = self._drawer.note, self._drawer.path
        self._drawn()

    def place(self, item: str, at: Any) -> None:
        """Put a palette item (``block``, ``road``...) on a square (``"C3"``)."""
        self._edit({"type": "place", "item": item, "at": at})

    def remove(self, at: Any) -> None:
        """Take away what lies on a square."""
        self._edit({"type": "remove", "at": at})

    def set(self, name: str, value: Any) -> None:
        """Set a setting beside the board (``width``, ``facing``, ``budget``...)."""
        self._edit({"type": "set", "name": name, "value": value})

    def undo(self) -> None:
        """Take back the last edit."""
        self._edit({"type": "undo"})

    def save(self, path: Any = None) -> Path:
        """Write the file (to ``path``, which the editor then keeps); its path."""
        if path is not None:
            self._path = Path(path)
        self._edit({"type": "save"})
        return self._path

    def load(self, name: Any = None) -> None:
        """Read a file of the same kind: ``name``, one of the files in the editor's folder
        (by default its own file), which Save then writes."""
        self._edit({"type": "load", "file": self._path.name if name is None else name})


#: The sketch each file's editor draws, in this kernel (by the file's full path).
_DRAWING: dict[Path, Sketch] = {}

#: What an editor opened again with unsaved changes says.
KEPT = "Your changes since the last Save are still here: Save keeps them in the file."


def _going_on(drawing: Drawing, doc: Any, path: Path) -> Sketch:
    """The sketch an editor of the file at ``path`` (holding ``doc``) starts from: the one
    the last editor of that file drew, when it has changes not yet saved and the file still
    holds what it read or saved (a cell run again loses no work); else a new one."""
    sketch, key = Sketch(drawing, doc), path.resolve()
    before = _DRAWING.get(key)
    if before is not None and before.drawing is drawing and not before.saved \
            and before.can_undo and before.filed == sketch.filed:
        sketch, sketch.said = before, KEPT
    _DRAWING[key] = sketch
    return sketch


def editor(path: Any = None, game: str = "codyroby", challenge: bool = False,
           scenario: bool = False) -> BoardEditor:
    """The editor of the file at ``path`` (read with its game's reader), or of a new board
    of ``game`` (a CodyRoby challenge: ``challenge=True``; a Droids scenario:
    ``scenario=True``) to be saved there. Opened again in the same kernel, it goes on with
    the changes its last editor did not save (:data:`KEPT`)."""
    found = drawings()
    name = f"{game}-challenge" if challenge else f"{game}-scenario" if scenario else game
    if name not in found:
        raise LabError(f"There is no board editor for {name!r} yet: the editors draw "
                       f"{', '.join(found)}")
    if path is not None and exists(path):
        doc = read_json(path)
        drawing = drawing_for(doc, path)
    else:
        doc, drawing = None, found[name]
        path = path if path is not None else "challenge.json" if challenge else \
            "board.json" if game == "codyroby" else \
            f"{game}-scenario.json" if scenario else f"{game}-board.json"
    return BoardEditor(drawing, _going_on(drawing, doc, Path(path)), path)
