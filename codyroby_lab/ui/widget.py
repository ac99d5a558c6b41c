"""The board widget: one anywidget for every game, and a CodyRoby convenience.

Python decides, the browser draws. The widget sends the scene once and each trace as
compact binary deltas (:mod:`codyroby_lab.ui.wire`); Step, Back, the slider and Play run
in the browser. The browser sends *intents* as messages (``set_program``, ``set_stack``,
``set_slot``, ``run``, ``new_game``); each is validated here. A bad one shows an error in
the widget, in plain words, and leaves the kernel state unchanged (a refused run keeps the
last replay). The browser never writes the synced state directly.

>>> from codyroby_lab.ui import CodyRobyBoard
>>> w = CodyRobyBoard({"board": {"width": 5, "height": 5, "blocks": ["B3"]},
...                    "robots": {"roby": {"at": "A5", "facing": "N"}}}, program="F F R")
>>> w.stack
[{'card': 'F'}, {'card': 'F'}, {'card': 'R'}]
>>> w.run().final.robots["roby"].label()
'Roby at A3 facing east'
>>> w.receive({"type": "set_stack", "stack": [{"card": "X"}]})   # as the browser would
>>> w.error
"card 1: unknown card 'X': the cards are F, L, R, REPEAT and IF"
>>> w.program                                                      # unchanged
'F F R'

A lesson may offer fewer cards, and a New game button that calls back into Python:

>>> games = []
>>> w = CodyRobyBoard(palette=["F", "L", "R"], on_new_game=lambda: games.append("new"))
>>> w.scene["cards"]["palette"], w.new_game
(['F', 'L', 'R'], True)
>>> w.receive({"type": "set_program", "text": "REPEAT 2 [F]"})
>>> w.error
'There is no REPEAT card here: use F, L or R.'
>>> w.receive({"type": "new_game"})
>>> games, w.error
(['new'], '')
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any

import anywidget
import traitlets

from codyroby_lab.core.errors import LabError, ProgramSyntaxError
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.viewer import Viewer, check_viewer
from codyroby_lab.games.codyroby.program import BASIC_CARDS, SENSORS, TARGETS, Program, parse
from codyroby_lab.ui.assets import bundle, css
from codyroby_lab.ui.scene_v1 import v1_fields
from codyroby_lab.ui.wire import encode_trace

MAX_TEXT = 20_000          # characters of program text the browser may send
MAX_CARDS = 2_000          # cards in a stack the browser may send
MAX_DEPTH = 40             # nesting of blocks in such a stack
INTENTS = {"set_program": {"text"}, "set_stack": {"stack"}, "set_slot": {"row", "slot", "card"},
           "run": set(), "new_game": set()}
CARDS = (*BASIC_CARDS, "REPEAT", "IF")    # what a stack-mode palette may offer
FAILED = "Something went wrong, so nothing changed. Try again, or ask your teacher."

Runner = Callable[[Any, Program], Trace]


def run_program(start: Any, program: Program) -> Trace:
    """The default runner: a copy of ``start`` runs ``program`` (``state.run``)."""
    return start.clone().run(program)


class BoardWidget(anywidget.AnyWidget):
    """A board with a card area and a trace player, for any game that offers ``scene()``.

    ``start`` is the state every run begins from; ``runner(start, program) -> Trace`` runs a
    program (default: ``start.clone().run(program)``); a runner that raises a LabError
    refuses the run: its message shows in the widget and the last replay stays. ``viewer``
    is who looks (a player: the learner's side; None, the default: a spectator, public
    information only; ``EVERYONE``: the teacher's all-seeing view): the scene and every
    trace the browser gets are built for that viewer only. Set
    ``program`` (text) or ``stack`` (card-stack form) from Python; ``trace`` is the last
    run, ``run()`` makes a new one. ``palette`` limits the cards offered (stack mode;
    default: all the scene offers). ``on_new_game`` (no arguments) adds a New game button
    that calls it; the widget then clears its replay.
    """

    _esm = bundle()
    _css = css()

    scene = traitlets.Dict().tag(sync=True)
    program = traitlets.Unicode("").tag(sync=True)
    stack = traitlets.List().tag(sync=True)
    slots = traitlets.List().tag(sync=True)
    trace_meta = traitlets.Dict().tag(sync=True)
    trace_bytes = traitlets.Bytes(b"").tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    error_at = traitlets.List().tag(sync=True)   # [line, column, length] of a typing error
    new_game = traitlets.Bool(False).tag(sync=True)   # show the New game button
    ack = traitlets.Int(0).tag(sync=True)   # counts the intents answered (browser resyncs)

    def __init__(self, start: Any, program: str | Program = "", *, runner: Runner | None = None,
                 title: str | None = None, palette: Sequence[str] | None = None,
                 on_new_game: Callable[[], Any] | None = None, viewer: Viewer = None,
                 **kwargs: Any):
        self._viewer = check_viewer(viewer, tuple(start.game.players))
        self._start = start.clone()
        self._runner = runner or run_program
        self._trace: Trace | None = None
        self._ran: str | None = None   # the program the last run replays (default runner)
        self._palette = None if palette is None else _palette(palette)
        self._on_new_game = on_new_game
        self.last_exception: BaseException | None = None   # what a teacher may look at
        scene = self._scene_of(start)
        if title is not None:
            scene["title"] = str(title)
        cards = scene.get("cards") or {"mode": "stack", "palette": []}
        slots = [[None] * int(r.get("size", 0)) for r in cards.get("rows", [])]
        super().__init__(scene=scene, slots=cards.get("slots", slots),
                         new_game=on_new_game is not None, **kwargs)
        self.on_msg(self._on_msg)
        if program:
            self.program = program

    # --- what Python reads and sets -----------------------------------------------------

    @property
    def start(self) -> Any:
        """A copy of the state every run starts from; assign a state to change the board."""
        return self._start.clone()

    @property
    def viewer(self) -> Viewer:
        """Who looks: the scene and the traces the browser gets are built for this viewer."""
        return self._viewer

    def _scene_of(self, state: Any) -> dict[str, Any]:
        """The state's scene for the widget's viewer, with what REPEAT/IF blocks may sense
        and reach and the cards the widget's palette keeps (stack mode)."""
        scene = v1_fields(state.scene(self._viewer))
        cards = scene.get("cards")
        if isinstance(cards, dict) and cards.get("mode", "stack") == "stack":
            cards.setdefault("sensors", [*SENSORS, *(f"not {s}" for s in SENSORS)])
            if self._palette is not None:
                cards["palette"] = [c for c in cards.get("palette", CARDS)
                                    if str(c).upper() in self._palette]
        return scene

    @start.setter
    def start(self, state: Any) -> None:
        scene = self._scene_of(state)
        scene["title"] = self.scene.get("title", scene.get("title"))
        self._start = state.clone()
        with self.hold_sync():
            self.scene = scene
            self._clear_trace()
            try:                    # the program may not fit the new board (a target gone)
                self._check(parse(self.program))
            except LabError as e:
                self.error = str(e)

    @property
    def trace(self) -> Trace | None:
        """The trace of the last run (the learner's Run button or :meth:`run`), or None."""
        return self._trace

    @property
    def palette(self) -> list[str]:
        return [str(c).upper() for c in (self.scene.get("cards") or {}).get("palette", [])]

    def parse(self, text: str | Program) -> Program:
        """The program ``text`` means here; raises a LabError if this board cannot run it."""
        program = parse(text)
        self._check(program)
        return program

    def _check(self, program: Program) -> None:
        allowed = self.palette
        for node in _cards(program):
            if allowed and node not in allowed:
                raise LabError(f"There is no {node} card here: use "
                               f"{_either(allowed)}.")
        check = getattr(self._start, "check_program", None)
        if check is not None:
            check(program)

    @traitlets.validate("program")
    def _valid_program(self, proposal: dict) -> str:
        return self.parse(proposal["value"]).text

    @traitlets.validate("stack")
    def _valid_stack(self, proposal: dict) -> list:
        program = Program.from_stack(proposal["value"])
        self._check(program)
        return program.to_stack()

    @traitlets.observe("program")
    def _program_changed(self, change: dict) -> None:
        """The stack follows; the last run goes if it replayed the old program (the default
        runner's; a game's last turn, which a runner of its own played, stays on show)."""
        stack = parse(change["new"]).to_stack()
        if stack != self.stack:
            self.stack = stack
        if self._trace is not None and self._ran == change["old"]:
            self._clear_trace()

    @traitlets.observe("stack")
    def _stack_changed(self, change: dict) -> None:
        text = Program.from_stack(change["new"]).text
        if text != self.program:
            self.program = text

    def run(self) -> Trace:
        """Run the program from the start state; the browser gets the trace to replay.

        A runner that raises (a LabError: the run is refused) changes nothing here."""
        trace = self._runner(self.start, parse(self.program))
        ran = self.program if self._runner is run_program else None
        meta, data = encode_trace(trace.view(self._viewer), ran)
        with self.hold_sync():
            self._trace = trace
            self._ran = ran
            self.trace_meta = meta
            self.trace_bytes = data
            self.error = ""
        return trace

    def _clear_trace(self) -> None:
        if self._trace is not None or self.trace_meta:
            self._trace = None
            with self.hold_sync():
                self.trace_meta = {}
                self.trace_bytes = b""

    # --- what the browser sends ---------------------------------------------------------

    def receive(self, message: Any) -> None:
        """Handle one intent from the browser. A bad one sets ``error`` (plain words; a
        failure that is not a LabError is kept in ``last_exception``); nothing else changes."""
        with self.hold_sync():      # the answer and the state it leaves go out together
            try:
                self._apply(_intent(message))
                self.error_at = []
            except Exception as e:  # noqa: BLE001 -- the learner sees words, never a traceback
                if not isinstance(e, LabError):
                    self.last_exception = e
                self.error = _message(e)
                self.error_at = ([e.line, e.column, len(e.token)]
                                 if isinstance(e, ProgramSyntaxError)
                                 and message["type"] == "set_program" else [])
            self.ack += 1

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("kind") == "anywidget-command":
            return
        self.receive(content)

    def _apply(self, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        if kind == "set_program":
            program = self.parse(msg["text"])
            with self.hold_sync():
                self.program = program.text
                self.error = ""
        elif kind == "set_stack":
            program = Program.from_stack(msg["stack"])
            self._check(program)
            with self.hold_sync():
                self.stack = program.to_stack()
                self.error = ""
        elif kind == "set_slot":
            self._set_slot(msg["row"], msg["slot"], msg["card"])
        elif kind == "run":
            self.run()
        elif kind == "new_game":
            self._start_new_game()

    def _start_new_game(self) -> None:
        if self._on_new_game is None:
            raise LabError("This board has no new game to start.")
        self._on_new_game()
        with self.hold_sync():
            self._clear_trace()
            self.error = ""

    def _set_slot(self, row: Any, slot: Any, card: Any) -> None:
        rows = (self.scene.get("cards") or {}).get("rows", [])
        if not _index(row, len(rows)):
            raise LabError(f"row {row!r} is out of range: this board has {len(rows)} rows")
        size = int(rows[row].get("size", 0))
        if not _index(slot, size):
            raise LabError(f"slot {slot!r} is out of range: row {row} has {size} slots")
        cards = self.scene.get("cards") or {}
        allowed = [str(c.get("card")) if isinstance(c, dict) else str(c)
                   for c in cards.get("hand", cards.get("palette", []))]
        if card is not None and (not isinstance(card, str) or card not in allowed):
            raise LabError(f"unknown card {card!r}: use one of {', '.join(allowed)}")
        slots = copy.deepcopy(self.slots) or [[None] * int(r.get("size", 0)) for r in rows]
        slots[row][slot] = card
        with self.hold_sync():
            self.slots = slots
            self.error = ""

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Refuse direct writes from the browser to the synced state (intents only)."""
        mine = set(self.trait_names(sync=True)) - {"layout", "tabbable", "tooltip"}
        refused = sorted(k for k in sync_data if k in mine)
        if refused:
            self.error = (f"the browser may not change {', '.join(refused)} directly; "
                          f"the change was ignored")
            self.send_state([k for k in refused if k != "error"])
        rest = {k: v for k, v in sync_data.items() if k not in mine}
        if rest:
            super().set_state(rest)

    def __repr__(self) -> str:
        steps = "no run" if self._trace is None else f"{self._trace.steps} steps"
        return f"<{type(self).__name__} program={self.program!r}, {steps}>"


def _cards(program: Program) -> list[str]:
    out = []
    for n in program.nodes:
        name = type(n).__name__
        out.append(n.letter if name == "Card" else "REPEAT" if name == "Repeat" else "IF")
    return out


def _index(value: Any, size: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < size


def _either(cards: Sequence[str]) -> str:
    """``F, L or R``."""
    cards = list(cards)
    return cards[0] if len(cards) == 1 else f"{', '.join(cards[:-1])} or {cards[-1]}"


def _palette(cards: Sequence[str]) -> list[str]:
    """The checked ``palette=`` of a widget: card names, upper case."""
    if isinstance(cards, str) or not all(isinstance(c, str) for c in cards):
        raise LabError(f"palette is a list of card names such as ['F', 'L', 'R'], "
                       f"not {cards!r}")
    out = [c.upper() for c in cards]
    for c in out:
        if c not in CARDS:
            raise LabError(f"palette: {c!r} is not a card: use {_either(CARDS)}")
    return out


def _message(e: BaseException) -> str:
    """What the widget shows for a failure: a LabError's own words, else a plain sentence
    (never Python's exception text)."""
    if isinstance(e, LabError):
        return str(e)
    if isinstance(e, RecursionError):
        return "The program is nested too deeply."
    return FAILED


def _intent(message: Any) -> dict[str, Any]:
    """A well-formed intent, or a LabError saying what is wrong with the message."""
    if not isinstance(message, dict):
        raise LabError(f"malformed message: expected an object, not {type(message).__name__}")
    kind = message.get("type")
    if kind not in INTENTS:
        raise LabError(f"malformed message: unknown type {kind!r} "
                       f"(expected one of {', '.join(sorted(INTENTS))})")
    fields = set(message) - {"type"}
    if fields != INTENTS[kind]:
        want = ", ".join(sorted(INTENTS[kind])) or "no fields"
        raise LabError(f"malformed message: {kind} takes {want}, "
                       f"not {', '.join(sorted(fields)) or 'nothing'}")
    if kind == "set_program":
        text = message["text"]
        if not isinstance(text, str) or len(text) > MAX_TEXT:
            raise LabError(f"malformed message: program text must be a string of at most "
                           f"{MAX_TEXT} characters")
    if kind == "set_stack":
        _check_size(message["stack"])
    return message


def _check_size(stack: Any) -> None:
    """Refuse stacks too big or too deep before parsing them (no recursion here)."""
    todo, count = [(stack, 0)], 0
    while todo:
        item, depth = todo.pop()
        if depth > MAX_DEPTH:
            raise LabError(f"the program is nested more than {MAX_DEPTH} blocks deep")
        if isinstance(item, list):
            count += len(item)
            if count > MAX_CARDS:
                raise LabError(f"a program has at most {MAX_CARDS} cards")
            todo.extend((x, depth + 1) for x in item)
        elif isinstance(item, dict):
            todo.extend((v, depth) for k, v in item.items() if k in ("body", "then", "else"))


class CodyRobyBoard(BoardWidget):
    """A CodyRoby board widget.

    ``setup`` is a ``codyroby`` setup dict (``{"board": ..., "robots": ...}``), a
    :class:`~codyroby_lab.games.codyroby.board.Board`, a game or a state; without one, a
    5x5 board with Roby on ``at`` (A5 by default) facing ``facing``. ``palette``,
    ``runner`` and ``on_new_game`` are :class:`BoardWidget`'s.

    >>> w = CodyRobyBoard(program="REPEAT 2 [F R]")
    >>> w.run().steps
    4
    >>> w.trace.table().rows[1]["event"]
    'Roby moves forward from A5 to A4'
    """

    def __init__(self, setup: Any = None, program: str | Program = "", *, at: Any = None,
                 facing: Any = "N", robot: str = "roby", title: str | None = None,
                 **kwargs: Any):
        from codyroby_lab.core.geometry import parse_direction, parse_square
        from codyroby_lab.games.codyroby import Board, CodyRoby, CodyRobyState
        from codyroby_lab.games.codyroby.robot import Robot
        if isinstance(setup, CodyRobyState):
            start = setup
        elif isinstance(setup, CodyRoby):
            start = setup.new_state()
        elif isinstance(setup, dict) and ("robots" in setup or "board" in setup):
            start = CodyRoby(setup).new_state()
        else:
            board = Board.from_dict(setup) if isinstance(setup, dict) else setup or Board()
            square = parse_square(at, "at") if at is not None else (0, board.height - 1)
            board.check_square(square, "at")
            start = CodyRoby(board=board, robots={robot: Robot(
                robot, square, parse_direction(facing))}).new_state()
        super().__init__(start, program, title=title, **kwargs)

    def _scene_of(self, state: Any) -> dict[str, Any]:
        """The scene, offering REPEAT UNTIL only the targets this board has."""
        scene = super()._scene_of(state)
        targets = state.game.board.targets
        scene["cards"].setdefault("targets", [t for t in TARGETS if t in targets])
        return scene
