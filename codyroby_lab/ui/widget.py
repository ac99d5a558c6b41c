"""The board widget: one anywidget for every game, and a CodyRoby convenience.

Python decides, the browser draws. The widget sends the scene once and each trace as
compact binary deltas (:mod:`codyroby_lab.ui.wire`); Step, Back, the slider and Play run
in the browser. Program editing is the job of the editor the scene names
(:mod:`codyroby_lab.ui.editors`: ``stack``, ``hand``, ...). The browser sends *intents* as
messages: the widget's own (``set_program``, ``run``, ``new_game``) and its editor's
(``set_stack``, ``choose``, ...); each is validated here. A bad one shows an error in the
widget, in plain words, and leaves the kernel state unchanged (a refused run keeps the
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
>>> w.scene["editor"]["palette"], w.new_game
(['F', 'L', 'R'], True)
>>> w.receive({"type": "set_program", "text": "REPEAT 2 [F]"})
>>> w.error
'There is no REPEAT card here: use F, L or R.'
>>> w.receive({"type": "new_game"})
>>> games, w.error
(['new'], '')
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

import anywidget
import numpy as np
import traitlets

from codyroby_lab.core.errors import LabError, ProgramSyntaxError
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.viewer import Viewer, check_viewer
from codyroby_lab.core.words import plural
from codyroby_lab.games.codyroby.events import FINISHED
from codyroby_lab.ui.assets import bundle, css
from codyroby_lab.ui.editors import Editor, StackEditor, editor_for, either
from codyroby_lab.ui.wire import encode_trace, marks_now

MAX_TEXT = 20_000          # characters of program text the browser may send
INTENTS = {"set_program": frozenset({"text"}), "run": frozenset(), "new_game": frozenset()}
FAILED = "Something went wrong, so nothing changed. Try again, or ask your teacher."
#: the line under a board's output, hidden by the board's style wherever the board is drawn:
#: after a page reload the board is gone from the page (JupyterLab says "Error displaying
#: widget: model not found" in its place) and running its cell again brings it back
NOT_DRAWN = ("The board is not drawn here. To bring it back, run this cell again: click in "
             "the cell, then press Shift+Enter.")

Runner = Callable[[Any, Any], Trace]


class BoardWidget(anywidget.AnyWidget):
    """A board with a program editor and a trace player, for any game on the protocol.

    ``start`` is the state every run begins from. ``viewer`` is who looks (a player: the
    learner's side; None, the default: a spectator, public information only;
    ``EVERYONE``: the teacher's all-seeing view): the scene and every trace the browser
    gets are built for that viewer only. The scene names the editor (``editor`` is its
    Python half); ``program`` is its content as text (assignable), ``content`` its
    structured form (``stack`` for the stack editor). Run plays the editor's action on a
    copy of ``start`` (``start.clone().play(action)``); a custom ``runner(start, value)``
    gets the editor's value instead (the stack editor: the Program; others: the game's
    Action) and returns the trace, or raises a LabError to refuse the run (its message
    shows in the widget and the last replay stays). ``trace`` is the last run, ``run()``
    makes a new one. ``palette`` limits the cards offered (stack editor). ``on_new_game``
    (no arguments) adds a New game button that calls it; the widget then clears its replay.
    ``replay`` (a trace from ``start``) makes a board that only replays it: no editor and
    no text box; Run (or :meth:`run`) shows the replay. ``played`` (a trace from ``start``)
    is a move played before the board was made (a lesson's move played in a cell): the
    board gets it when it is first drawn and opens at its end, as it shows a move played
    after it was drawn; anything the board shows or starts before that replaces it.

    >>> from codyroby_lab.games.codyroby import CodyRoby
    >>> start = CodyRoby().new_state()
    >>> w = BoardWidget(start, replay=start.clone().play(start.parse_action("F F")))
    >>> w.scene["editor"], w.trace, w.run().steps
    ({'kind': 'replay'}, None, 2)
    """

    _esm = bundle()
    _css = css()

    # the scene and the trace's meta go as JSON text (see _json_text)
    scene = traitlets.Dict().tag(sync=True, to_json=lambda v, _w: _json_text(v))
    program = traitlets.Unicode("").tag(sync=True)
    content = traitlets.Any(None, allow_none=True).tag(sync=True)
    trace_meta = traitlets.Dict().tag(sync=True, to_json=lambda v, _w: _json_text(v))
    trace_bytes = traitlets.Bytes(b"").tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    # [line, column, length] of a typing error
    error_at: traitlets.List[int] = traitlets.List().tag(sync=True)
    new_game = traitlets.Bool(False).tag(sync=True)   # show the New game button
    # New game asks first, before anything is done on the board: the game holds a choice
    # made in a cell (walk 04z, fault 4: a block chosen in a cell went without a word)
    asks_first = traitlets.Bool(False).tag(sync=True)
    # the hint a lesson's check of this board's program gave, shown on the board beside it
    # until the program changes (walk 01t, fault 5: at 650 px the hint under the check
    # cell and the board above it were never in view together)
    hint = traitlets.Unicode("").tag(sync=True)
    ack = traitlets.Int(0).tag(sync=True)   # counts the intents answered (browser resyncs)
    # the one value the browser writes: the last answer it has shown (it copies ``ack``), so
    # a front end that re-runs the cells reading a widget when its browser side changes a
    # value (marimo) re-runs them after each edit and run
    seen = traitlets.Int(0).tag(sync=True)

    def __init__(self, start: Any, program: Any = "", *, runner: Runner | None = None,
                 title: str | None = None, palette: Sequence[str] | None = None,
                 on_new_game: Callable[[], Any] | None = None, viewer: Viewer = None,
                 replay: Trace | None = None, played: Trace | None = None, **kwargs: Any):
        self._viewer = check_viewer(viewer, tuple(start.game.players))
        self._start = start.clone()
        self._runner = runner
        self._trace: Trace | None = None
        self._ran: str | None = None   # the program the last run replays (no custom runner)
        self._palette = None if palette is None else _palette(palette)
        self._on_new_game = on_new_game
        self.last_exception: BaseException | None = None   # what a teacher may look at
        self._replay = replay
        self._played = played      # given to the browser when the board is first drawn
        self._editor: Editor
        scene = self._scene_of(start)
        if title is not None:
            scene["title"] = str(title)
        super().__init__(scene=scene, content=self._editor.empty(),
                         new_game=on_new_game is not None, **kwargs)
        self.on_msg(self._on_msg)
        if program:
            self.program = str(getattr(program, "text", program))   # text or a Program

    # --- what Python reads and sets -----------------------------------------------------

    @property
    def start(self) -> Any:
        """A copy of the state every run starts from; assign a state to change the board."""
        return self._start.clone()

    @start.setter
    def start(self, state: Any) -> None:
        scene = self._scene_of(state)
        scene["title"] = self.scene.get("title", scene.get("title"))
        self._start = state.clone()
        with self.hold_sync():
            self.scene = scene
            self._clear_trace()
            try:                    # the program may not fit the new board (a target gone)
                self._editor.read(self.program)
            except LabError as e:
                try:                # its content fits, in other words: the text says them
                    # (walk 07r8, fault 10: a rest turn's "up" stayed in the box, refused)
                    self.program = self._editor.text(self._editor.check(self.content))
                except LabError:
                    self.error = str(e)

    @property
    def setup(self) -> dict[str, Any]:
        """The setup of the game on the board (a dict, as its setup file holds it).

        >>> CodyRobyBoard({"width": 3, "height": 3}).setup["board"]
        {'width': 3, 'height': 3}
        """
        return self._start.game.setup()

    @property
    def viewer(self) -> Viewer:
        """Who looks: the scene and the traces the browser gets are built for this viewer."""
        return self._viewer

    @property
    def editor(self) -> Editor:
        """The Python half of the editor the scene names."""
        return self._editor

    def _scene_of(self, state: Any) -> dict[str, Any]:
        """The state's scene for the widget's viewer, its editor config as the editor
        offers it here; the editor it names becomes the widget's."""
        scene = dict(state.scene(self._viewer))
        self._editor = editor_for(state, self._viewer, self._palette, scene)
        scene["editor"] = self._editor.config if self._replay is None else {"kind": "replay"}
        if "layers" in scene:
            scene["layers"] = marks_now(scene["layers"], state, self._viewer)
        return scene

    @property
    def trace(self) -> Trace | None:
        """The trace of the last run (the learner's Run button or :meth:`run`), or None."""
        return self._trace

    @property
    def palette(self) -> list[str]:
        """The cards the editor offers (a hand editor: the kinds of card in the hand)."""
        return [str(c).upper() for c in self._editor.palette]

    @property
    def stack(self) -> Any:
        """The stack editor's content: the program in card-stack form; assignable."""
        return self.content

    @stack.setter
    def stack(self, value: Any) -> None:
        self.content = value

    def parse(self, text: str) -> Any:
        """What ``text`` means here (the editor's value: a Program for the stack editor);
        raises a LabError if this board cannot take it."""
        return self._editor.value(self._editor.read(text))

    @traitlets.validate("seen")
    def _valid_seen(self, proposal: dict) -> int:
        if not 0 <= proposal["value"] <= self.ack:
            raise traitlets.TraitError("seen counts answers given")
        return proposal["value"]

    @traitlets.validate("program")
    def _valid_program(self, proposal: dict) -> str:
        return self._editor.text(self._editor.read(proposal["value"]))

    @traitlets.validate("content")
    def _valid_content(self, proposal: dict) -> Any:
        return self._editor.check(proposal["value"])

    @traitlets.observe("program")
    def _program_changed(self, change: dict) -> None:
        """The content follows; the last run goes if it replayed the old program (no custom
        runner; a game's last turn, which a runner of its own played, stays on show)."""
        self.hint = ""
        content = self._editor.read(change["new"])
        if content != self.content:
            self.content = content
        if self._trace is not None and self._ran == change["old"]:
            self._clear_trace()

    @traitlets.observe("content")
    def _content_changed(self, change: dict) -> None:
        text = self._editor.text(change["new"])
        if text != self.program:
            self.program = text

    def run(self) -> Trace:
        """Run the program from the start state; the browser gets the trace to replay.

        A runner that raises (a LabError: the run is refused) changes nothing here. A
        replay board shows its replay again."""
        if self._replay is not None:
            return self.show(self._replay)
        content = self._editor.check(self.content)
        if self._runner is None:
            trace = self.start.play(self._editor.action(content))
        else:
            trace = self._runner(self.start, self._editor.value(content))
        return self.show(trace, self.program if self._runner is None else None)

    def show(self, trace: Trace, program: str | None = None) -> Trace:
        """Give the browser ``trace`` to replay: a run made elsewhere (a move played in a
        notebook cell), the editor left as it is. ``program`` is the editor text the trace
        replays (its cards light up), None for a turn played by a runner of its own."""
        # a lesson's turn comes already seen by its learner: it is not viewed twice
        seen = trace if trace.viewer == self._viewer else trace.view(self._viewer)
        meta, data = encode_trace(seen, program)
        with self.hold_sync():
            self._trace, self._played = trace, None
            self._ran = program
            self.trace_meta = meta
            self.trace_bytes = data
            self.error = ""
        return trace

    def _clear_trace(self) -> None:
        self._played = None
        if self._trace is not None or self.trace_meta:
            self._trace = None
            with self.hold_sync():
                self.trace_meta = {}
                self.trace_bytes = b""

    def checked(self) -> None:
        """Tell the browser a lesson's check read this board's program: the words an edit
        left under its buttons go, as they go at the next edit or run (walk 01p2, fault 3:
        "F card removed" stayed beside the check's "Solved").

        >>> from codyroby_lab.lessons import board
        >>> board("F").checked()
        """
        self.send({"type": "checked"})

    # --- what the browser sends ---------------------------------------------------------

    def receive(self, message: Any) -> None:
        """Handle one intent from the browser. A bad one sets ``error`` (plain words; a
        failure that is not a LabError is kept in ``last_exception``); nothing else changes."""
        with self.hold_sync():      # the answer and the state it leaves go out together
            try:
                self._apply(self._intent(message))
                self.error_at = []
            except Exception as e:  # noqa: BLE001 -- the learner sees words, never a traceback
                if not isinstance(e, LabError):
                    self.last_exception = e
                if isinstance(e, ProgramSyntaxError) and message["type"] == "set_program":
                    self.error = _typed_words(e, str(message.get("text", "")))
                    self.error_at = [e.line, e.column, len(e.token)]
                else:
                    self.error, self.error_at = _message(e), []
            self.ack += 1

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("kind") == "anywidget-command":
            return
        self.receive(content)

    def _intent(self, message: Any) -> dict[str, Any]:
        """A well-formed intent (the widget's or its editor's), or a LabError saying what is
        wrong with the message."""
        if not isinstance(message, dict):
            raise LabError(f"malformed message: expected an object, not "
                           f"{type(message).__name__}")
        intents = {**INTENTS, **self._editor.intents}
        kind = message.get("type")
        if not isinstance(kind, str) or kind not in intents:
            raise LabError(f"malformed message: unknown type {str(kind)[:40]!r} "
                           f"(expected one of {', '.join(sorted(intents))})")
        fields = set(message) - {"type"}
        if fields != intents[kind]:
            want = ", ".join(sorted(intents[kind])) or "no fields"
            raise LabError(f"malformed message: {kind} takes {want}, "
                           f"not {', '.join(sorted(map(str, fields))) or 'nothing'}")
        if kind == "set_program":
            text = message["text"]
            if not isinstance(text, str) or len(text) > MAX_TEXT:
                raise LabError(f"malformed message: program text must be a string of at "
                               f"most {MAX_TEXT} characters")
        return message

    def _apply(self, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        if kind == "set_program":
            text = self._editor.text(self._editor.read(msg["text"]))
            with self.hold_sync():
                self.program = text
                self.error = ""
        elif kind == "run":
            if self._replay is None:
                self._editor.ready(self.content)
            self.run()
        elif kind == "new_game":
            self._start_new_game()
        else:                       # the editor's own intent
            content = self._editor.edit(msg)
            with self.hold_sync():
                self.content = content
                self.error = ""

    def _start_new_game(self) -> None:
        if self._on_new_game is None:
            raise LabError("This board has no new game to start.")
        self._on_new_game()
        with self.hold_sync():
            self._clear_trace()
            self.error = ""

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Refuse direct writes from the browser to the synced state (intents only; ``seen``
        is the browser's), and an update of the browser's own keys (layout, tabbable,
        tooltip, seen) their traits would not take: the widget says so in ``error`` and
        nothing changes."""
        if not isinstance(sync_data, dict) or not all(isinstance(k, str) for k in sync_data):
            self.error = "the browser sent an update that is not an object; it was ignored"
            return
        mine = set(self.trait_names(sync=True)) - {"layout", "tabbable", "tooltip", "seen"}
        refused = sorted(k for k in sync_data if k in mine)
        if refused:
            self.error = (f"the browser may not change {', '.join(refused)} directly; "
                          f"the change was ignored")
            self.send_state([k for k in refused if k != "error"])
        rest = {k: v for k, v in sync_data.items() if k not in mine}
        wrong = self._unfit(rest)
        if wrong:
            self.error = (f"the browser sent a {', '.join(wrong)} the board cannot use; the "
                          f"change was ignored")
            self.send_state([k for k in wrong if k in self.keys])
        elif rest:
            super().set_state(rest)

    def _unfit(self, update: dict[str, Any]) -> list[str]:
        """The keys of a browser update their traits would refuse (checked before any is
        set, so a refused update changes nothing)."""
        wrong = []
        for name, value in update.items():
            trait = self.traits().get(name)
            if trait is None or name not in self.keys:
                continue   # ipywidgets ignores what it does not sync
            from_json = self.trait_metadata(name, "from_json", self._trait_from_json)
            try:
                trait._validate(self, from_json(value, self))
            except (traitlets.TraitError, TypeError, ValueError, KeyError):
                wrong.append(name)
        return sorted(wrong)

    def _ipython_display_(self) -> None:
        """Show the board, then :data:`NOT_DRAWN` (seen only where the board is not drawn);
        a move played before the board was made comes with it (``played``)."""
        from IPython.display import display
        if self._played is not None:
            self.show(self._played)
        bundle: Any = self._repr_mimebundle_()   # ipywidgets types it as None
        data, metadata = bundle
        display(data, metadata=metadata, raw=True)
        display({"text/html": f'<p class="cr-not-drawn">{NOT_DRAWN}</p>',
                 "text/plain": NOT_DRAWN}, raw=True)

    def __repr__(self) -> str:
        steps = "no run" if self._trace is None else plural(self._trace.steps, "step")
        return f"<{type(self).__name__} program={self.program!r}, {steps}>"


def _json_text(value: dict[str, Any]) -> str:
    """A large synced dict as JSON text: ipywidgets looks for binary buffers in every list
    and dict of a message it sends, item by item (25 ms for a RoboRally scene and trace),
    never inside a string; the browser parses the text once.

    >>> _json_text({"at": [0, 4], "n": np.int64(3)})
    '{"at":[0,4],"n":3}'
    """
    return json.dumps(value, separators=(",", ":"), default=_plain)


def _plain(value: Any) -> Any:
    """A numpy number as the Python number JSON writes."""
    if isinstance(value, np.generic):
        return value.item()
    raise TypeError(f"{type(value).__name__} is not JSON")


def _palette(cards: Sequence[str]) -> list[str]:
    """The checked ``palette=`` of a widget: card names, upper case."""
    if isinstance(cards, str) or not all(isinstance(c, str) for c in cards):
        raise LabError(f"palette is a list of card names such as ['F', 'L', 'R'], "
                       f"not {cards!r}")
    out = [c.upper() for c in cards]
    allowed = StackEditor.cards()
    for c in out:
        if c not in allowed:
            raise LabError(f"palette: {c!r} is not a card: use {either(allowed)}")
    return out


def _typed_words(e: ProgramSyntaxError, text: str) -> str:
    """What the learner reads under the text box when the typed program cannot be read:
    the reason in plain words (the line only when there are several; the box marks the
    place).

    >>> _typed_words(ProgramSyntaxError("a comma ',' cannot go here", 1, 2, ","), "F, F")
    "A comma ',' cannot go here. It is marked in the box."
    >>> _typed_words(ProgramSyntaxError("'X' is not a card", 2, 1, "X"), "F\\nX")
    "Line 2: 'X' is not a card. It is marked in the box."
    """
    words = e.plain(text, marked=True)
    return f"{words[:1].upper()}{words[1:]}. It is marked in the box."


def _message(e: BaseException) -> str:
    """What the widget shows for a failure: a LabError's own words, else a plain sentence
    (never Python's exception text)."""
    if isinstance(e, LabError):
        return str(e)
    if isinstance(e, RecursionError):
        return "The program is nested too deeply."
    return FAILED


class CodyRobyBoard(BoardWidget):
    """A CodyRoby board widget.

    ``setup`` is a ``codyroby`` setup dict (``{"board": ..., "robots": ...}``), a
    :class:`~codyroby_lab.games.codyroby.board.Board`, a game or a state; without one, a
    5x5 board with Roby on ``at`` (A5 by default) facing ``facing``. ``palette``,
    ``runner`` and ``on_new_game`` are :class:`BoardWidget`'s. ``goal`` is a challenge's
    target square (drawn as a star, no target of the board's): the end of a run says
    whether Roby is on it, as it says of a red target (walk 03s, fault 10).

    >>> w = CodyRobyBoard(program="REPEAT 2 [F R]")
    >>> w.run().steps
    4
    >>> w.trace.table().rows[1]["event"]
    'Roby moves forward from A5 to A4'
    """

    def __init__(self, setup: Any = None, program: Any = "", *, at: Any = None,
                 facing: Any = "N", robot: str = "roby", title: str | None = None,
                 goal: tuple[int, int] | None = None, **kwargs: Any):
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
        self._goal = goal
        super().__init__(start, program, title=title, **kwargs)

    def show(self, trace: Trace, program: str | None = None) -> Trace:
        """:meth:`BoardWidget.show`, the end's words saying whether Roby is on the goal."""
        with self.hold_sync():
            shown = super().show(trace, program)
            if self._goal is not None:
                robot = next(iter(trace.final.robots.values()))
                on = (", with Roby on the star target" if robot.at == self._goal else
                      ", and Roby is not on the star target")
                self.trace_meta = {**self.trace_meta, "events": [
                    [{**e, "text": e["text"] + on} if e["kind"] == FINISHED else e
                     for e in evs] for evs in self.trace_meta["events"]]}
        return shown

    def to_pdf(self, path: Any, *, answers: bool = False, paper: str = "a4",
               landscape: bool = False) -> Any:
        """Print the board (the scene it shows) big, to walk a paper Roby on, and, when it
        holds a program, that program's desk-check worksheet (``answers``: filled in) as
        one PDF at ``path``; returns the path (see :mod:`codyroby_lab.printing`)."""
        from codyroby_lab.printing import print_sheets
        return print_sheets(path, boards=[self], worksheets=[self] if self.program.strip()
                            else [], answers=answers, paper=paper, landscape=landscape)
