"""Drawing CodyRoby boards and challenges (:mod:`codyroby_lab.core.drawing`).

A board file is the ``codyroby`` setup (``{"board": ..., "robots": ...}``, a board alone
read too), a challenge file the challenge format (docs/formats.md); each is read with its
own reader (:class:`CodyRoby`, :meth:`Challenge.from_dict`). What the palette puts on a
square: a block, a road square (the road grows from Roby's start, square by square),
the targets, Roby's start (and, in a challenge, the target square).

>>> from codyroby_lab.core.drawing import Sketch
>>> s = Sketch(CHALLENGE)
>>> s.doc["start"], s.doc["target"], s.drawing.summary(s.checked)
('A5', 'E1', 'best: 9 cards')
>>> for sq in ("A4", "A3", "B3"):
...     s.place("road", sq)
>>> s.doc["board"]["path"], s.doc["target"]      # the target at the road's end goes on
(['A5', 'A4', 'A3', 'B3'], 'B3')
>>> s.set("budget", 3)
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.LabError: The budget cannot be 3. 3 cards cannot do it: 4 are needed.
"""  # noqa: E501

from __future__ import annotations

import re
from typing import Any

from codyroby_lab.core.drawing import Drawing, Item, Setting
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import ORTHOGONAL, Square, parse_square, square_name
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.codyroby import solver
from codyroby_lab.games.codyroby.board import TARGET_COLOURS, Board
from codyroby_lab.games.codyroby.challenge import BLUE_CARDS, Challenge
from codyroby_lab.games.codyroby.game import DEFAULT_STEP_LIMIT, CodyRoby
from codyroby_lab.games.codyroby.program import Program

BOARD_FIELDS = ("width", "height", "blocks", "path", "targets")
BLOCK = Item("block", "Block", "a block", "Roby cannot go there: a move onto it is a crash.")
ROAD = Item("road", "Road", "a road square",
            "With a road, only its squares are road: it starts where Roby starts, and each "
            "square goes next to the last one.")
SIZE = (Setting("width", "Width", "number", low=1, high=26),
        Setting("height", "Height", "number", low=1, high=26))
FACING = Setting("facing", "Facing", "choice", tuple((d.name, d.word) for d in ORTHOGONAL),
                 tip="The way Roby looks at the start.")


def _squares(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list) else []


def _board_edit(board: dict[str, Any], item: str, at: Square, start: Any,
                target: Any = None) -> dict[str, Any]:
    """A board document (names) with a block or a road square put on ``at``: a new road
    begins at ``start``, and a target off it, or at the old road's end, moves to its end
    (:func:`_on_road`). A block refused names what lies there (Roby's start, a challenge's
    ``target``, a target, the road), not what the reader finds wrong after it.

    >>> _board_edit({"targets": {"red": "D1"}}, "road", (0, 3), "A5")
    {'targets': {'red': 'A4'}, 'path': ['A5', 'A4']}
    >>> _board_edit({"path": ["A5", "A4"]}, "block", (0, 3), "A5")
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.SetupError: A4 is on the road: take the road square away first
    """
    name = square_name(at)
    if item == "block":
        _free_for_a_block(board, name, start, target)
    if item == "block" and name not in board.get("blocks", []):
        board["blocks"] = [*_squares(board.get("blocks")), name]
    elif item == "road":
        old = board.get("path")
        if old is None:
            board["path"] = [start] if name == start else [start, name]
        elif name not in old:
            _not_past_a_block(board, _squares(old)[-1], at)
            board["path"] = [*_squares(old), name]
        if board.get("targets"):
            board["targets"] = {c: _on_road(sq, old, board["path"])
                                for c, sq in board["targets"].items()}
    elif item in TARGET_COLOURS:
        board["targets"] = {**board.get("targets", {}), item: name}
    return board


def _not_past_a_block(board: dict[str, Any], end: Any, at: Square) -> None:
    """Refuse a road square on ``at`` past a block next to the road's ``end``, in the line
    from the end to it, naming the block: a drag over it was told only of its last square
    ("E1 is not next to A1"), not where the road broke (walk 05r6, fault 1).

    >>> _not_past_a_block({"blocks": ["B1"]}, "A1", (4, 0))
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.SetupError: E1 is not next to A1, the road's end, and B1 is a block in the way
    """  # noqa: E501
    (ex, ey), (x, y) = parse_square(end), at
    if ex != x and ey != y:
        return
    nxt = (ex + (x > ex) - (x < ex), ey + (y > ey) - (y < ey))
    if nxt != at and square_name(nxt) in _squares(board.get("blocks")):
        raise SetupError("", f"{square_name(at)} is not next to {end}, the road's end, and "
                             f"{square_name(nxt)} is a block in the way")


def _task_says(doc: dict[str, Any]) -> str:
    """What a challenge's task still says of a coloured target the target was taken off
    (walk 05r6, fault 2: "Bring Roby to the red target." stayed, the target moved to D4,
    and a printed challenge sent children to the red ring), or "".

    >>> _task_says({"text": "Bring Roby to the red target.", "target": "D4",
    ...             "board": {"targets": {"red": "E1"}}})
    '; the task still says "the red target", which is on E1: change the words in the Task box'
    """
    named = re.search(r"\b(red|yellow) target\b", str(doc.get("text") or ""), re.IGNORECASE)
    if named is None:
        return ""
    colour = named[1].lower()
    there = doc["board"].get("targets", {}).get(colour)
    if doc["target"] in (colour, there):
        return ""
    where = f", which is on {there}" if there else ", which this board has not"
    return (f'; the task still says "the {colour} target"{where}: change the words in the '
            "Task box")


def _on_road(target: Any, old: Any, new: list[Any]) -> Any:
    """Where a target on the square ``target`` goes when the road ``old`` (None: no road)
    grows into ``new``: a target off the new road, or at the old road's end, moves to the
    new end, so that a road can be drawn whatever lies on the board (walk 05k, fault 1).

    >>> _on_road("D1", None, ["A5", "A4"]), _on_road("A4", ["A5", "A4"], ["A5", "A4", "A3"])
    ('A4', 'A3')
    >>> _on_road("A4", ["A5", "A4", "A3"], ["A5", "A4", "A3", "A2"])
    'A4'
    """
    if new == old or (target in new and not (old and target == old[-1])):
        return target
    return new[-1]


def _road_said(said: str, doc: dict[str, Any], item: str, at: Square,
               targets: dict[str, Any]) -> str:
    """``said`` (what a put item is, in words), and for a road square the targets (``targets``,
    their words to squares) now at the road's end, which moved there with it, and why: a
    teacher's target jumped from E1 to A4 with no reason given (walk 05s, fault 7).

    >>> _road_said("a road square on A4", {"board": {"path": ["A5", "A4"]}}, "road", (0, 3),
    ...            {"the red target": "A4"})
    "a road square on A4; the red target moves to A4, the road's end: a target must stand on the road, so it goes along with the road's end as you draw"
    """  # noqa: E501
    path = doc["board"].get("path") or []
    if item != "road" or not path or path[-1] != square_name(at):
        return said
    moved = [words for words, sq in targets.items() if sq == path[-1]]
    if not moved:
        return said
    return (f"{said}; {' and '.join(moved)} move{'s' if len(moved) == 1 else ''} to "
            f"{path[-1]}, the road's end: a target must stand on the road, so it goes along "
            "with the road's end as you draw")


def _free_for_a_block(board: dict[str, Any], name: str, start: Any, target: Any) -> None:
    """A SetupError naming what lies on the square ``name`` that a block cannot cover."""
    colours = [c for c, sq in board.get("targets", {}).items() if sq == name]
    if name == start:
        raise SetupError("", "Roby starts there: put Roby on another square first")
    if name == target or colours:
        which = f"the {colours[0]} target" if colours else "the target"
        raise SetupError("", f"{which} is there: put {which} on another square first")
    if name in (board.get("path") or []):
        raise SetupError("", f"{name} is on the road: take the road square away first")


def _board_remove(board: dict[str, Any], at: Square) -> dict[str, Any]:
    """A board document with the target, block or road square on ``at`` taken away (a
    road is cut there: the squares from ``at`` on go)."""
    name = square_name(at)
    targets = {c: sq for c, sq in board.get("targets", {}).items() if sq != name}
    if targets != board.get("targets", {}):
        board["targets"] = targets
    elif name in board.get("blocks", []):
        board["blocks"] = [b for b in board["blocks"] if b != name]
    elif name in (board.get("path") or []):
        cut = board["path"][:board["path"].index(name)]
        board["path"] = cut or None
    return {k: v for k, v in board.items() if v not in (None, [], {})}


class BoardDrawing(Drawing):
    """A CodyRoby board with Roby on it: the ``codyroby`` setup."""

    game, kind, title = "codyroby", "board", "CodyRoby board"
    items = (BLOCK, ROAD,
             Item("red", "Red target", "the red target", "A target Roby may be sent to."),
             Item("yellow", "Yellow target", "the yellow target", "A second target."),
             Item("roby", "Roby", "Roby", "Where Roby starts."))
    settings = (*SIZE, FACING)
    fields = {"board.width": "The width", "board.height": "The height",
              "board.blocks": "The blocks", "board.path": "The road",
              "board.targets.red": "The red target", "board.targets.yellow": "The yellow target",
              "robots": "Roby's start", "robots.roby.facing": "The facing"}
    run_words = "Roby takes the shortest way to the red target (F, L and R)"

    def new(self) -> dict[str, Any]:
        return {"board": {"width": 5, "height": 5},
                "robots": {"roby": {"at": "A5", "facing": "N"}}}

    def read(self, doc: Any) -> CodyRoby:
        if isinstance(doc, dict) and "robots" not in doc and "board" not in doc:
            board = Board.from_dict(doc)      # a board alone: Roby on its bottom-left square
            doc = {"board": doc, "robots": {"roby": {"at": [0, board.height - 1]}}}
        return CodyRoby(doc)

    def write(self, checked: CodyRoby) -> dict[str, Any]:
        robots = {n: {"at": square_name(r.at), "facing": r.facing.name,
                      **({"color": r.color} if len(checked.starts) > 1 else {})}
                  for n, r in checked.starts.items()}
        out = {"board": checked.board.to_dict(names=True), "robots": robots}
        return out if checked.step_limit == DEFAULT_STEP_LIMIT else \
            {**out, "step_limit": checked.step_limit}

    @staticmethod
    def _roby(doc: dict[str, Any]) -> dict[str, Any]:
        return next(iter(doc["robots"].values()))      # the first robot is Roby

    def place(self, doc: dict[str, Any], item: str, at: Square) -> dict[str, Any]:
        if item == "roby":
            self._roby(doc)["at"] = square_name(at)
        else:
            _board_edit(doc["board"], item, at, self._roby(doc)["at"])
        return doc

    def said(self, doc: dict[str, Any], item: str, at: Any) -> str:
        """What was put, and a target the road took to its end.

        >>> BOARD.said({"board": {"path": ["A5", "A4"], "targets": {"red": "A4"}}}, "road",
        ...            (0, 3)).split(": ")[0]
        "a road square on A4; the red target moves to A4, the road's end"
        """
        targets = {f"the {c} target": sq for c, sq in doc["board"].get("targets", {}).items()}
        return _road_said(super().said(doc, item, at), doc, item, at, targets)

    def remove(self, doc: dict[str, Any], at: Square) -> dict[str, Any]:
        if any(parse_square(r["at"]) == at for r in doc["robots"].values()):
            raise SetupError("", "Roby starts there and stays on the board: put Roby on "
                                 "another square to move it")
        doc["board"] = _board_remove(doc["board"], at)
        return doc

    def set(self, doc: dict[str, Any], name: str, value: Any) -> dict[str, Any]:
        if name == "facing":
            self._roby(doc)["facing"] = value
        else:
            doc["board"][name] = value
        return doc

    def value(self, doc: dict[str, Any], name: str) -> Any:
        return self._roby(doc)["facing"] if name == "facing" else doc["board"][name]

    def scene(self, checked: CodyRoby) -> dict[str, Any]:
        return self.state(checked).scene()

    def state(self, checked: CodyRoby) -> Any:
        return checked.new_state()

    def summary(self, checked: CodyRoby) -> str:
        return checked.board.summary

    def program(self, checked: CodyRoby) -> Action:
        red = checked.board.targets.get("red")
        if red is None:
            raise SetupError("", "Put the red target on the board: Run then shows Roby's "
                                 "shortest way there")
        name, roby = next(iter(checked.starts.items()))
        found = solver.shortest_program(checked.board, roby.at, roby.facing, red)
        if found is None:
            raise SetupError("", f"Roby cannot reach the red target on {square_name(red)}")
        return self.state(checked).parse_action({"verb": "run", "args": found.text.split(),
                                                 "player": name})


class ChallengeDrawing(Drawing):
    """A CodyRoby challenge: a board, Roby's start and facing, the target, the budget and
    the blue cards allowed; the solver's best shown live."""

    game, kind, title = "codyroby", "challenge", "CodyRoby challenge"
    items = (BLOCK, ROAD, Item("start", "Roby's start", "Roby's start", "Where Roby starts."),
             Item("target", "Target", "the target", "Where Roby must go: the star."))
    settings = (*SIZE, FACING,
                Setting("budget", "Budget", "number", low=0, high=999, empty="no budget",
                        tip="The most cards a program may have."),
                Setting("blue_cards", "Blue cards", "several",
                        tuple((c, f"{c} cards") for c in BLUE_CARDS),
                        tip="The blue cards a program may use, beside F, L and R."),
                Setting("title", "Title", "text"), Setting("text", "Task", "text"))
    fields = {"board.width": "The width", "board.height": "The height",
              "board.blocks": "The blocks", "board.path": "The road",
              "start": "Roby's start", "target": "The target", "budget": "The budget",
              "facing": "The facing", "blue_cards": "The blue cards", "title": "The title",
              "text": "The task"}
    run_words = "Roby runs the best program the solver finds"

    def new(self) -> dict[str, Any]:
        return {"version": 1, "title": "Challenge", "text": "",
                "board": {"width": 5, "height": 5}, "start": "A5", "facing": "N",
                "target": "E1", "budget": None, "blue_cards": False}

    def read(self, doc: Any) -> Challenge:
        return Challenge.from_dict(doc)

    def write(self, checked: Challenge) -> dict[str, Any]:
        out = checked.to_dict()
        out["board"] = checked.board.to_dict(names=True)
        if isinstance(checked.blue_cards, tuple) and len(checked.blue_cards) in \
                (0, len(BLUE_CARDS)):
            out["blue_cards"] = bool(checked.blue_cards)
        return out

    def place(self, doc: dict[str, Any], item: str, at: Square) -> dict[str, Any]:
        name = square_name(at)
        if item in ("start", "target"):
            doc[item] = name
            return doc
        path = doc["board"].get("path")
        _board_edit(doc["board"], item, at, doc["start"], doc["target"])
        if item == "road":
            doc["target"] = _on_road(doc["target"], path, doc["board"]["path"])
        return doc

    def said(self, doc: dict[str, Any], item: str, at: Any) -> str:
        said = _road_said(super().said(doc, item, at), doc, item, at,
                          {"the target": doc["target"]})
        return said + _task_says(doc) if item == "target" else said

    def remove(self, doc: dict[str, Any], at: Square) -> dict[str, Any]:
        name = square_name(at)
        if name in (doc["start"], doc["target"]):
            which = "Roby starts" if name == doc["start"] else "the target is"
            raise SetupError("", f"{which} there, and a challenge needs it: put it on another "
                                 f"square to move it")
        doc["board"] = _board_remove(doc["board"], at)
        return doc

    def set(self, doc: dict[str, Any], name: str, value: Any) -> dict[str, Any]:
        if name in ("width", "height"):
            doc["board"][name] = value
        else:
            doc[name] = value
        return doc

    def value(self, doc: dict[str, Any], name: str) -> Any:
        if name in ("width", "height"):
            return doc["board"][name]
        if name == "blue_cards" and isinstance(doc[name], bool):
            return list(BLUE_CARDS) if doc[name] else []
        return doc[name]

    def scene(self, checked: Challenge) -> dict[str, Any]:
        return checked.scene()

    def state(self, checked: Challenge) -> Any:
        return checked.start_state()

    def summary(self, checked: Challenge) -> str:
        """The solver's best, in cards: its program, the answer, only when asked
        (:meth:`shortest`; walk 05p3, fault 1: a projected editor showed it at once).

        >>> CHALLENGE.summary(CHALLENGE.read({"start": "A5", "target": "A3"}))
        'best: 2 cards'
        """
        return checked.best_words

    def shortest(self, checked: Challenge) -> str:
        """The solver's best program (Run plays it card by card).

        >>> CHALLENGE.shortest(CHALLENGE.read({"start": "A5", "target": "A3"}))
        'F F'
        """
        found = checked.solution
        return found.text if found is not None else ""

    def program(self, checked: Challenge) -> Action:
        found: Program | None = checked.solution
        assert found is not None       # the reader refuses a target out of reach
        return self.state(checked).parse_action({"verb": "run", "args": found.text.split(),
                                                 "player": "roby"})


BOARD = BoardDrawing()
CHALLENGE = ChallengeDrawing()
