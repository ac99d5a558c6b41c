"""Drawing a game's setup on its board: one editor for every grid game.

A game declares how its setup file is drawn (a :class:`Drawing`, kept next to its setup
reader): the **items** a square may take (a block, a road square, a target, the robot's
start...), the **settings** beside the board (size, facing, budget...), how an edit
changes the setup document, and its own reader, which checks every document. A
:class:`Sketch` holds one document and applies edits through that reader only: an edit
the format refuses raises a :class:`LabError` in plain words and changes nothing; Undo
goes back one edit; ``save`` writes the documented JSON file (squares as names such as
``"C3"``) and ``load`` reads one with the game's own reader. The widget
(``codyroby_lab.ui.BoardEditor``) only draws the palette and sends these edits.

>>> from codyroby_lab.games.codyroby.drawing import BOARD
>>> sketch = Sketch(BOARD)
>>> sketch.place("block", "C3")
>>> sketch.doc["board"]["blocks"]
['C3']
>>> sketch.place("block", "A5")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.LabError: A block cannot go on A5. Roby starts there: put Roby on another square first.
>>> sketch.undo()
>>> "blocks" in sketch.doc["board"]
False
"""  # noqa: E501

from __future__ import annotations

import copy
import json
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from codyroby_lab.core.errors import LabError, SetupError
from codyroby_lab.core.geometry import Square, parse_square, square_name
from codyroby_lab.core.io import os_reason, read_json, shown_path, where

MAX_UNDO = 200      # edits Undo can take back
VERBS = ("is ", "are ", "must ", "cannot ", "has ", "needs ")   # a reason going on from a field


@dataclass(frozen=True)
class Item:
    """What a square may take: its ``name`` (what an edit sends), its ``label`` (the
    palette's button), its ``words`` in a sentence (``a block``) and ``tip`` (what it is,
    in the game's words)."""

    name: str
    label: str
    words: str
    tip: str = ""
    pair: bool = False      # it takes two squares (a tunnel's ends): two clicks


@dataclass(frozen=True)
class Setting:
    """A value beside the board, ``label`` its name in words: ``kind`` is ``choice`` (one
    of ``options``, pairs of value and words), ``number`` (``low`` to ``high``; ``empty``
    the words for none), ``several`` (any of ``options``) or ``text``."""

    name: str
    label: str
    kind: str
    options: tuple[tuple[str, str], ...] = ()
    low: int = 0
    high: int = 0
    empty: str = ""
    tip: str = ""


@dataclass(frozen=True)
class Drawn:
    """A checked document: the game's own object for it (what its reader made) and the
    document as the format writes it."""

    checked: Any
    doc: dict[str, Any] = field(compare=False)


class Drawing(ABC):
    """How one setup format is drawn. A subclass names its ``game``, its ``kind`` of file,
    its ``items`` and ``settings`` and says in ``fields`` what each setup field is called
    in words (the refusals name it so); its methods change a document (a dict, not yet
    checked) and read one with the game's own reader."""

    game: ClassVar[str]
    kind: ClassVar[str]
    title: ClassVar[str]
    items: ClassVar[tuple[Item, ...]]
    settings: ClassVar[tuple[Setting, ...]] = ()
    fields: ClassVar[dict[str, str]] = {}
    run_words: ClassVar[str] = ""       # what Run shows on this board ("": nothing runs)

    @abstractmethod
    def new(self) -> dict[str, Any]:
        """A new document: the format's smallest board with what it requires."""

    @abstractmethod
    def read(self, doc: Any) -> Any:
        """The game's own reader: the checked setup (a SetupError names the field)."""

    @abstractmethod
    def write(self, checked: Any) -> dict[str, Any]:
        """The documented JSON of a checked setup, squares as names."""

    @abstractmethod
    def place(self, doc: dict[str, Any], item: str, at: Any) -> dict[str, Any]:
        """The document (a copy of the one drawn, to change) with ``item`` put on ``at`` (a
        square; a ``pair`` item's two squares); the reader then checks it, and a SetupError
        refuses the edit."""

    @abstractmethod
    def remove(self, doc: dict[str, Any], at: Square) -> dict[str, Any]:
        """The document (a copy, to change) with what lies on ``at`` taken away."""

    def set(self, doc: dict[str, Any], name: str, value: Any) -> dict[str, Any]:
        """The document (a copy, to change) with setting ``name`` set to ``value``."""
        doc[name] = value
        return doc

    def value(self, doc: dict[str, Any], name: str) -> Any:
        """The setting ``name`` as the document holds it now."""
        return doc.get(name)

    def settings_for(self, doc: dict[str, Any]) -> tuple[Setting, ...]:
        """The settings beside the board for the document ``doc``: ``settings``, and any a
        game adds for what lies on its board (an Energy Seekers special square's words)."""
        return self.settings

    @abstractmethod
    def scene(self, checked: Any) -> dict[str, Any]:
        """The board's scene (v2), as the game draws it."""

    @abstractmethod
    def state(self, checked: Any) -> Any:
        """The start state of a game on this board (what Run plays from)."""

    def said(self, doc: dict[str, Any], item: str, at: Any) -> str:
        """What lies on ``at`` (a ``pair`` item's two squares) once ``item`` is put there,
        in words (``doc`` is the document read): by default the item and its square."""
        words = next(i.words for i in self.items if i.name == item)
        return f"{words} on {' and '.join(square_name(sq) for sq in _squares(at))}"

    def summary(self, checked: Any) -> str:
        """A line of words about the setup shown live under the palette."""
        return ""

    def shortest(self, checked: Any) -> str:
        """What the editor shows only when asked ("Show the shortest program"): a
        challenge's answer, the solver's best program ("": nothing to ask for)."""
        return ""

    def program(self, checked: Any) -> Any:
        """What Run shows (``run_words``): an action for :meth:`state`, or a LabError
        saying what the board needs first."""
        raise LabError("There is nothing to run on a board being drawn.")

    def words_of(self, e: SetupError, subject: str = "") -> str:
        """A refusal's reason as a sentence: a reason that goes on from its field (``is``,
        ``must``...) starts with the field named in words (``fields``, longest first), or
        ``it`` when the refusal already names it (``subject``), or the word written, quoted,
        when it is no field (``'widht' is not a board field``); any other reason says what
        is wrong by itself, after what the teacher did (``A dock cannot go on C3. A dock
        cannot lie over the pit.``), with no field's name as a heading."""
        name = next((w for f, w in sorted(self.fields.items(), key=lambda p: -len(p[0]))
                     if e.field == f or e.field.startswith((f + ".", f + "["))), "")
        reason = e.words or e.reason
        if not reason.startswith(VERBS):
            return reason
        if not name and not subject and e.field:
            name = repr(e.field.rsplit(".", 1)[-1])
        if not name or name.lower() == subject.lower():
            return f"it {reason}"       # "The width cannot be 0. It must be ..."
        return f"{name} {reason}"       # "The target is the start square A5"


def _other_setting(refusal: LabError, settings: Any, changed: Any) -> tuple[Any, str] | None:
    """The other setting a refusal of ``changed`` is about, and its reason up to any ";"
    (what follows tells what to do in that setting's own box), or None. Blue cards taken
    away below a budget were told "allow them, then type 6 in the budget box again": to
    do what was just undone (walk 05r8, fault 4).
    """
    cause = refusal.__context__         # the reader's SetupError, raised "from None"
    if not isinstance(cause, SetupError):
        return None
    other = next((s for s in settings if s.name == cause.field and s is not changed), None)
    return None if other is None else (other, cause.reason.partition(";")[0])


def _beyond(doc: Any, name: str, value: Any) -> list[str]:
    """The squares named in ``doc`` that a board ``value`` squares wide (``name`` "width")
    or tall ("height") would leave off, in the order the document names them.

    >>> _beyond({"blocks": ["D2", "B1", "D4"], "at": "A5"}, "width", 3)
    ['D2', 'D4']
    """
    if name not in ("width", "height") or not isinstance(value, int) or value < 1:
        return []
    found: list[str] = []

    def walk(v: Any) -> None:
        if isinstance(v, dict):
            v = list(v.values())
        if isinstance(v, list):
            for w in v:
                walk(w)
        elif isinstance(v, str) and v not in found:
            try:
                x, y = parse_square(v, "square")
            except SetupError:
                return
            if (x if name == "width" else y) >= value:
                found.append(v)
    walk(doc)
    return found


def _listed(names: list[str]) -> str:
    """``['D2', 'D4', 'E1']`` as "D2, D4 and E1"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


class Sketch:
    """One document being drawn, always one its game's reader accepts, with its history.

    ``doc`` is the documented JSON (a copy), ``checked`` what the reader made of it,
    ``setup`` the same as ``doc``. Every edit is read before it is kept: a refused one
    raises a LabError and changes nothing.
    """

    def __init__(self, drawing: Drawing, doc: Any = None, doing: str = "The file cannot be drawn"):
        self.drawing = drawing
        self._now = self._read(drawing.new() if doc is None else doc, doing)
        # the document as its file holds it (a new board: none yet)
        self._filed: dict[str, Any] | None = None if doc is None else self._now.doc
        self.file: Path | None = None   # the file Save writes (its editor's, or one loaded)
        # each edit's board before it, for a Load the file drawn before and what it held,
        # and what the edit did, in words (for Undo to name it)
        self._history: list[tuple[Drawn, tuple[Any, Path | None] | None, str]] = []
        self.pending: tuple[str, Square] | None = None   # a pair item's first square
        self.said = ""          # what the last edit did, in words

    @property
    def doc(self) -> dict[str, Any]:
        return copy.deepcopy(self._now.doc)

    @property
    def checked(self) -> Any:
        return self._now.checked

    setup = doc

    @property
    def saved(self) -> bool:
        """Whether the file holds the board drawn now (it was saved or read, and not changed
        since: an Undo past a Save changes it too)."""
        return self._now.doc == self._filed

    @property
    def filed(self) -> dict[str, Any] | None:
        """The document as its file holds it (read or saved last); None: not saved yet."""
        return copy.deepcopy(self._filed)

    @property
    def can_undo(self) -> bool:
        return bool(self._history)

    def _read(self, doc: Any, doing: str, edit: Any = None, subject: str = "") -> Drawn:
        """The document an edit makes (``edit()``, or ``doc``) read by the game's reader;
        a LabError says ``doing`` and why not (naming the field unless it is ``subject``)."""
        try:
            checked = self.drawing.read(doc if edit is None else edit())
        except SetupError as e:
            raise LabError(f"{doing}. {_sentence(self.drawing.words_of(e, subject))}") \
                from None
        return Drawn(checked, self.drawing.write(checked))

    def _keep(self, doc: Any, doing: str, edit: Any = None, subject: str = "",
              left: tuple[Any, Path | None] | None = None) -> None:
        drawn = self._read(doc, doing, edit, subject)
        if drawn.doc != self._now.doc:
            self._history = [*self._history[-MAX_UNDO + 1:], (self._now, left, "")]
            self._now = drawn

    def item(self, name: Any) -> Item:
        """The palette item called ``name``, or by its button's label, in capitals or not
        (``"Block"``, ``"Red target"``); a LabError lists them."""
        called = " ".join(str(name).split()).lower()
        for it in self.drawing.items:
            if called in (it.name, it.label.lower()):
                return it
        raise LabError(f"{str(name)[:40]!r} is not on this palette: use "
                       f"{', '.join(it.name for it in self.drawing.items)}")

    def square(self, at: Any) -> Square:
        """A square of this board named as a file names it (``"C3"`` or ``[2, 2]``)."""
        try:
            sq = parse_square(at, "square")
        except SetupError as e:
            raise LabError(_sentence(e.reason)) from None
        return sq

    def place(self, item: str, at: Any) -> None:
        """Put ``item`` on the square ``at``; an item of two squares (``pair``) waits for
        its second square (``pending``), then goes on both."""
        it, sq = self.item(item), self.square(at)
        if it.pair and (self.pending is None or self.pending[0] != it.name):
            self.pending = (it.name, sq)
            self.said = ""
            return
        on: Any = (self.pending[1], sq) if it.pair and self.pending else sq
        self.pending = None
        self._keep(None, f"{_article(it.words)} cannot go on {square_name(sq)}",
                   lambda: self.drawing.place(self.doc, it.name, on), it.words)
        self._did(_sentence(self.drawing.said(self._now.doc, it.name, on)))

    def remove(self, at: Any) -> None:
        """Take away what lies on the square ``at`` (an empty square: it says so, walk
        05p3, fault 4: "Taken away from D2." twice, though the second took nothing)."""
        sq, before = self.square(at), self._now
        self._keep(None, f"Nothing can be taken away from {square_name(sq)}",
                   lambda: self.drawing.remove(self.doc, sq))
        self._did(f"There is nothing on {square_name(sq)} to take away."
                  if self._now is before else f"Taken away from {square_name(sq)}.")

    def set(self, name: Any, value: Any) -> None:
        """Set one of the settings beside the board."""
        setting = next((s for s in self.settings if s.name == name), None)
        if setting is None:
            raise LabError(f"{str(name)[:40]!r} is not a setting here: use "
                           f"{', '.join(s.name for s in self.settings)}")
        words = f"the {setting.label[:1].lower()}{setting.label[1:]}"
        # "The blue cards cannot be none" read oddly when the last one was taken away
        # (walk 05q, fault 4)
        refused = "cannot all be taken away" if value == [] else f"cannot be {_shown(value)}"
        try:
            self._keep(None, f"{_article(words)} {refused}",
                       lambda: self.drawing.set(self.doc, setting.name, value), words)
        except LabError as e:
            first = _other_setting(e, self.settings, setting)
            if first is not None:
                raise LabError(f"{_article(words)} {refused}. {_sentence(first[1])} Change the "
                               f"{first[0].label.lower()} first, then set {words} again.") \
                    from None
            off = _beyond(self.doc, setting.name, value)
            if not off:
                raise
            # every square in the way and what to do: it named only the first (walk 05r, 4)
            raise LabError(f"{e} Take away or move what stands on {_listed(off)} first, then "
                           f"set {words} again.") from None
        self._did(f"{setting.label}: {_shown(value)}.")

    def replace(self, doc: Any) -> None:
        """Take a whole document (typed or loaded), read as a file is."""
        before = self._now
        self._keep(doc, "That cannot be drawn")
        if self._now is not before:
            self._named("Board as text")

    def undo(self) -> None:
        """Take back the last edit."""
        if not self._history:
            raise LabError("There is nothing to undo.")
        self._now, left, done = self._history.pop()
        if left is not None:   # back across a Load: to the file drawn before, so Save never
            self._filed, self.file = left   # writes this drawing over the file loaded
            self.said = "The Load is taken back" + (   # walk 05s, fault 3
                f": this is {self.file.name} again, and Save writes it." if self.file else ".")
            return
        # which one: after a few edits from the keys, a second Undo looked like a failed one
        # (walk 05r9, fault 1)
        self.said = (f'The last change is taken back ("{done.rstrip(".")}").' if done else
                     "The last change is taken back.")

    def _did(self, words: str) -> None:
        """Say what the edit just made did, kept for an Undo of it to name."""
        self.said = words
        self._named(words)

    def _named(self, words: str) -> None:
        """Give the last edit kept its words, unless it has some (an edit that changed
        nothing keeps none: the one before stays as it was named)."""
        if self._history and not self._history[-1][2]:
            self._history[-1] = (*self._history[-1][:2], words)

    def save(self, path: str | Path) -> Path:
        """Write the documented JSON file (indent 1, squares as names); its path."""
        path = Path(path)
        try:
            path.write_text(json.dumps(self._now.doc, indent=1, ensure_ascii=False) + "\n",
                            encoding="utf-8")
        except (OSError, ValueError) as e:
            raise SetupError("path", f"cannot write {shown_path(path)}: {os_reason(e)}") \
                from None
        self.said = f"Saved in {where(path)}."
        self._filed, self.file = self._now.doc, path
        return path

    def load(self, path: str | Path) -> None:
        """Read a file with the game's own reader; it becomes the board, and the file Save
        writes (Undo goes back to both)."""
        self._keep(read_json(path), f"{shown_path(path)} cannot be drawn here",
                   left=(self._filed, self.file))
        self.said = f"Read {where(path)}."
        self._filed, self.file = self._now.doc, Path(path)

    @property
    def settings(self) -> tuple[Setting, ...]:
        """The settings beside the board now."""
        return self.drawing.settings_for(self._now.doc)

    def values(self) -> dict[str, Any]:
        """Each setting's value now."""
        return {s.name: self.drawing.value(self._now.doc, s.name) for s in self.settings}


def square_named(value: Any) -> str:
    """A square, in any form a game's reader takes, as a file names it.

    >>> square_named([2, 0]), square_named("c1")
    ('C1', 'C1')
    """
    return square_name(parse_square(value))


def file_head(form: str, name: str, width: int, height: int) -> dict[str, Any]:
    """The fields a board file of the format ``form`` starts with.

    >>> file_head("droids-board", "", 6, 6)["version"]
    1
    """
    return {"format": form, "version": 1, "name": name, "width": width, "height": height}


def _sentence(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")


def _squares(at: Any) -> list[Square]:
    """One square, or a pair item's two, as a list."""
    return list(at) if isinstance(at[0], tuple) else [at]


def _article(words: str) -> str:
    """``a block``, ``the red target``, ``Roby``: the item's words as a sentence starts."""
    return words[:1].upper() + words[1:]


def _shown(value: Any) -> str:
    """A setting's value in words: ``empty``, ``REPEAT, IF`` (a list), ``none``, ``7``.

    >>> _shown(None), _shown(["REPEAT", "IF"]), _shown([]), _shown(7)
    ('empty', 'REPEAT, IF', 'none', '7')
    """
    if value is None:
        return "empty"
    if isinstance(value, list):
        value = ", ".join(map(str, value)) or "none"
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    return text if len(text) <= 40 else text[:40] + "..."
