"""Playing against the computer from notebook cells and on the board widget.

:class:`ComputerGame` is what the Duel and Energy Seekers lessons share: the learner's
action comes back as a :class:`Turn` (plain words, the events with their rules, the trace),
the computer players (players of the protocol, :mod:`codyroby_lab.core.players`) answer
through the protocol's one play loop, and the board widget shows the same game whether a move was
stacked on the board or typed in a cell. A game's subclass deals a game (``_deal``), says how
stacked cards become an action (``_play``) and the widget's title; the widget shows the game
as the learner's side sees it. A game is never
finished for the learner by running a lesson: ``play_to_the_end`` plays only when told
``autoplay=True``, and the board's **New game** button deals a new one.

>>> t = Turn(True, ["You play F", "Now: your move"])
>>> print(t)
You play F
Now: your move
"""

from __future__ import annotations

import html
import re
import textwrap
import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from IPython.core.interactiveshell import InteractiveShell
from IPython.display import SVG, display

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.events import display_name
from codyroby_lab.core.look import look
from codyroby_lab.core.players import Player, play
from codyroby_lab.core.svg import state_svg
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.words import plural
from codyroby_lab.lessons.checks import CROSS

WIDTH = 88    # characters a printed line holds in a notebook's output at 1366 px
#: what a line keeps whole: text in double quotes, and a move written out ("play L F R",
#: "give cody F": walk 06v, fault 2, "play L F" / "R" read as a move and a stray card)
_QUOTED = re.compile(r'"[^"\n]*"|\b(?:play|give \w+)(?: [FLR]\b)+')
_SPACE = "\0"                        # a space inside quotes while a line is filled

#: what a board says when a move played in a cell takes the cards picked on it back
DROPPED = "The cards you picked on the board went back to your hand, since the game moved on."

#: what a board says short of the end of the game the computer played for you
AUTOPLAYED = ("A replay of the moves the computer played for you: press \u21e5 (Jump to end) "
              "to see how the game ended.")

#: what a board says once its game is no longer the notebook's (a cell dealt a new one)
OUTDATED = ("This board shows an older game: a cell started a new one. Run the cell that "
            "opens the board again to play the new game here.")
#: what the hand of such a board says: its title says why
STOPPED = "Nothing plays on this board any more: its title says why."
#: what its Run says when pressed: what to do, not the hand's words again, nor a pointer
#: (walk 04v, fault 3: the hand and the red words said STOPPED, each sending to the title)
RUN_ITS_CELL = ("Nothing plays on this board any more: run the cell that opens the board "
                "again to play the new game.")


def fill(line: str) -> str:
    """``line`` broken between words into lines of WIDTH, each as indented as it, a list's
    "- " too (a notebook's output breaks a long line inside a word: "the others' ha / nds").
    A lesson prints its long lines with it (``lessons.fill``).

    >>> print(fill("- " + "rule " * 20))
    - rule rule rule rule rule rule rule rule rule rule rule rule rule rule rule rule rule
      rule rule rule

    >>> print(fill("  " + "word " * 20))
      word word word word word word word word word word word word word word word word word
      word word word

    A hand is never cut in two (a child reads "F F F F / F." as four cards): when the line
    does not fit, the hand starts a line of its own.

    >>> print(fill("Now: " + "word " * 15 + "Your hand: F R L L F."))
    Now: word word word word word word word word word word word word word word word
    Your hand: F R L L F.

    Nor is text in quotes, a call a child copies (walk 09e: ``move("use CARD`` / ``...")``):

    >>> print(fill("Next: " + "word " * 12 + 'game.move("use CARD ...").'))
    Next: word word word word word word word word word word word word
    game.move("use CARD ...").

    Nor is a move, its cards with it:

    >>> print(fill("Moves: " + "word " * 15 + "play L F R, play F."))
    Moves: word word word word word word word word word word word word word word word
    play L F R, play F.

    Lines already broken stay so, each filled (Robin's status: a line each, walk 09i):

    >>> print(fill("Your hand: food3.\\nNext: offer a card."))
    Your hand: food3.
    Next: offer a card.
    """
    if "\n" in line:
        return "\n".join(map(fill, line.split("\n")))
    indent = line[:len(line) - len(line.lstrip())]
    head, cut, hand = line.partition(" Your hand: ")
    if cut and len(line) > WIDTH:
        return f"{fill(head)}\n{fill(indent + cut.lstrip() + hand)}"
    indent += "  " if line.lstrip().startswith("- ") else ""
    kept = _QUOTED.sub(lambda m: m[0].replace(" ", _SPACE), line)
    return textwrap.fill(kept, WIDTH, subsequent_indent=indent, break_long_words=False,
                         break_on_hyphens=False).replace(_SPACE, " ")


def position_picture(state: Any, viewer: Any) -> Any:
    """``state`` as ``viewer`` sees it, as a picture a notebook shows (a :class:`Picture`):
    the scene's static drawing (``core.svg``), the one the printed boards use."""
    return Picture(state_svg(state, viewer))


def dark_style() -> str:
    """The CSS that gives a :class:`Picture` the board's dark look (look.json's ``dark``, as
    the board widget has it) in JupyterLab's dark theme: its frame, coordinates, squares (a
    path's road apart) and grid, the parts drawn straight on the picture (a tile, a piece keeps its own colours).

    >>> print(dark_style().splitlines()[0])
    body[data-jp-theme-light="false"] .cr-picture > svg > rect[fill="#fbf9f3"] {fill: var(--jp-layout-color1)}
    """  # noqa: E501
    board, dark = look()["board"], look()["dark"]
    rules = {f'rect[fill="{board["frame"]}"]': "fill: var(--jp-layout-color1)",
             f'text[fill="{board["coords"]}"]': "fill: var(--jp-ui-font-color1)",
             f'rect[fill="{board["fill"]}"]': f"fill: {dark['square']}",
             f'rect[fill="{board["off"]}"]': f"fill: {dark['square_off']}",
             f'rect[stroke="{board["stroke"]}"]': f"stroke: {dark['grid']}"}
    # a board with a path (squares off it drawn) has its road's own look (walk 03q4, fault 7)
    rules[f'rect[fill="{board["fill"]}"]:is(svg:has(> rect[fill="{board["off"]}"]) > *)'] = \
        f"fill: {dark['square_road']}"
    return "\n".join(f'body[data-jp-theme-light="false"] .cr-picture > svg > {part} {{{paint}}}'
                      for part, paint in rules.items())


class Picture(SVG):
    """A picture of a position: an SVG (``data``) that a notebook page shows inline, so that
    in JupyterLab's dark theme it takes the board's dark look (:func:`dark_style`) instead
    of glaring white (walk 04i, fault 10: an SVG shows as an image, which no page style
    reaches).

    >>> Picture('<svg xmlns="http://www.w3.org/2000/svg"/>')._repr_html_()[:50]
    '<div class="cr-picture"><svg xmlns="http://www.w3.'
    """

    def _repr_html_(self) -> str:
        return f'<div class="cr-picture">{self.data}</div><style>{dark_style()}</style>'


def _saying() -> Callable[[str], None]:
    """What says a line under the running cell, each call in the place of the last (``""``
    leaves it empty): a game played to its end shows which move it is at, never seconds
    with nothing moving (walk 07v, fault 11: 5 s). Outside IPython it says nothing.

    >>> say = _saying()
    >>> say("The computer is playing your side: turn 1...")
    """
    if not InteractiveShell.initialized():
        return lambda text: None
    handle = display({"text/plain": ""}, raw=True, display_id=True)
    return lambda text: handle.update({"text/plain": text}, raw=True)


@dataclass
class Turn:
    """What one move of the learner (and the computer's answer) did: ``lines`` in plain
    words, the ``events`` with their rules, the ``trace`` of every step (all three as the
    learner may see them: never a computer's hand, the deck's order or the generator),
    ``ok`` False when the move was refused (then nothing changed; ``refused_by`` the rule
    that refused it, when one did); ``feedback`` what the check of an answer the move gave
    said (a Result: a board shows it near itself at the end of the replay); ``picture``
    the position after it (a :class:`Picture`), shown under the words in a notebook, or
    None.

    >>> Turn(True, ["You play F"], picture=Picture("<svg/>"))._repr_html_()[:51]
    '<pre>You play F</pre><div class="cr-picture"><svg/>'
    """

    ok: bool
    lines: list[str]
    events: list[Any] = field(default_factory=list)
    trace: Trace | None = field(default=None, repr=False)
    refused_by: Any = None
    feedback: Any = None
    picture: Any = field(default=None, repr=False, compare=False)

    def rules(self) -> list[str]:
        """The rules behind the events, each once, in the order they first acted (a move
        refused by a rule: that rule)."""
        seen: list[str] = [] if self.refused_by is None else [self.refused_by.text]
        for e in self.events:
            words = e.rule.text
            if words not in seen:
                seen.append(words)
        return seen

    def rules_by_step(self) -> list[str]:
        """The rules behind the events, each once with the steps of the turn's table it
        made happen (walk 04n, fault 8: three rules printed under a six-step table, and
        nothing tied a rule to its step); a turn with no steps: :meth:`rules`.

        >>> from codyroby_lab.lessons import DuelPlay
        >>> duel = DuelPlay(seed=2026); _ = duel.block("C3")
        >>> for line in duel.play("R F F").rules_by_step(): print(line)
        step 1: R (red): turn a quarter turn to the right, staying on the same square.
        steps 2, 3, 5: F (green): move one square forward.
        steps 4, 6: Draw cards up to a hand of 5.
        """
        if self.trace is None:
            return self.rules()
        steps: dict[str, list[int]] = {}
        for i in range(1, len(self.trace)):
            for e in self.trace.events(i):
                if i not in steps.setdefault(e.rule.text, []):
                    steps[e.rule.text].append(i)
        return [f"step{'s' * (len(n) > 1)} {', '.join(map(str, n))}: {words}"
                for words, n in steps.items()]

    def table(self) -> Any:
        """The desk-check table of the turn's steps; a turn with none (refused, or no move
        yet) says what it is instead.

        >>> Turn(False, ["No move yet."]).table()
        No move yet.
        """
        return self if self.trace is None else self.trace.table()

    def __str__(self) -> str:
        return "\n".join(map(fill, self.lines))

    __repr__ = __str__

    def _repr_html_(self) -> str | None:
        """The words, then the picture under them, when there is one (else the words alone,
        as text): a cell that plays need not send the child back up to the board."""
        if self.picture is None:
            return None
        return f"<pre>{html.escape(str(self))}</pre>{self.picture._repr_html_()}"


class ComputerGame:
    """The learner against computer players; subclasses hold ``state`` and say how to play.

    A subclass holds its ``game`` (``_deal(seed)`` deals from it; the computers move first
    if it is their turn) and its ``computers`` (a player for each other side), and says in
    words what a computer played (``_says``), what it would do in the learner's place
    (``_suggestion``), how stacked cards become the learner's action (``_play``) and the
    widget's title (``_title``)."""

    game: Any
    state: Any
    you: str
    computers: dict[str, Player]
    rng: Any  #: the computers' generator (one for all, or one each), dealt with the game
    seed: int = 0
    turns: list[Turn]
    autoplayed: bool = False  #: the computer played your side (``play_to_the_end``)
    move_word: str = "move"  #: what one play of the learner's is called (a race's: "turn")
    listed: int | None = None  #: the most moves an autoplay lists, its last (None: all)
    _widget: Any = None
    _holding = False   #: the moves played now reach the board at the end (play_to_the_end)
    _dealt = 0          #: how many of ``turns`` the deal made (the computers' moves before yours)
    _named = False      #: a name of the notebook held this game (:func:`outdate_unnamed`)
    _outdated = False   #: its board says it is an older game, and plays no more

    @property
    def over(self) -> bool:
        """The game is over."""
        return self.state.is_terminal()

    @property
    def last_turn(self) -> Turn:
        """The last move played in this game, with the computer's answer; before any, a
        turn that says so (a cell run after a new deal reads this game, never an old one).

        >>> from codyroby_lab.lessons import DuelPlay
        >>> DuelPlay(seed=1).last_turn
        No move yet in this game: play one in the cells above first.
        """
        return self.turns[-1] if self.turns else Turn(
            False, ["No move yet in this game: play one in the cells above first."])

    @property
    def winner(self) -> str | None:
        """Who won (None: nobody yet, or a draw)."""
        return self.state.winner

    def status(self) -> str:
        raise NotImplementedError

    def move(self, action: str) -> Turn:
        raise NotImplementedError

    def _deal(self, seed: int) -> None:
        """A new game from ``seed``: the state, the computers' generator, and their moves
        before your first decision."""
        self.state = self.game.new_state(seed=seed)
        self.rng = np.random.default_rng(seed)
        self.autoplayed = False
        self._open()

    def _suggestion(self) -> str:
        raise NotImplementedError

    def _play(self, program: Any) -> Turn:
        raise NotImplementedError

    def _title(self) -> str:
        raise NotImplementedError

    def __repr__(self) -> str:
        return fill(self.status())

    def picture(self) -> Any:
        """The position now as you see it, a static picture (the board's own drawing): what
        a learner looks at before choosing a move in a cell."""
        return position_picture(self.state, self.you)

    def _refused(self, why: str, rule: Any = None) -> Turn:
        return Turn(False, [f"{CROSS} Not played: {why}.", self.status()], refused_by=rule)

    def _over(self) -> Turn:
        return self._refused(f"the game is over: to play again, {self._new_game_where()}")

    def _new_game_where(self) -> str:
        """Where the learner starts a new game: the board's New game."""
        return "press New game on the board"

    def new_game(self, seed: int | None = None) -> ComputerGame:
        """Deal a new game (with the next seed unless ``seed`` is given), here and on the
        board; the board's **New game** button does the same."""
        self._still_playing()
        self.seed = self.seed + 1 if seed is None else seed
        self._deal(self.seed)
        if self._widget is not None:
            self._widget.program = ""
            self._new_scene()
        return self

    def _board_new_game(self) -> None:
        """The board's **New game**: a new game, ready for the board to play."""
        self.new_game()

    def _still_playing(self) -> None:
        """Refuse a board's button on an older game (:meth:`_outdate`)."""
        if self._outdated:
            raise IllegalAction(RUN_ITS_CELL)

    def play_to_the_end(self, autoplay: bool = False) -> Turn:
        """Let the computer play your side, with its own suggestions, until the game is
        over. Nothing is played unless ``autoplay=True``, so running every cell of a lesson
        never finishes your game for you; ``"False"`` in quotes is a word, not False, and
        plays nothing either (walk 09k, fault 5: it played the whole game).

        >>> from codyroby_lab.lessons import DuelPlay
        >>> print(DuelPlay(seed=1).play_to_the_end(autoplay="False").lines[0])
        ✘ Nothing played: write autoplay=True or autoplay=False, with no quotes ("False" in quotes is a word, not True or False).
        """  # noqa: E501
        if not isinstance(autoplay, bool):
            wrote = (f'"{autoplay[:20]}" in quotes is a word' if isinstance(autoplay, str)
                     else f"you wrote {str(autoplay)[:20]}")
            return Turn(False, [f"{CROSS} Nothing played: write autoplay=True or autoplay=False, "
                                f"with no quotes ({wrote}, not True or False).", self.status()])
        if self.over:       # said first: autoplay=True would change nothing (walk 04v, fault 4)
            return self._over()
        if not autoplay:
            return Turn(False, ["Nothing played: to let the computer play your side until "
                                "the game is over, change autoplay=False to autoplay=True "
                                "and run this cell again.", self.status()])
        played, self.autoplayed, first = 0, True, len(self.turns)
        say = _saying()
        # the board takes the moves once, at the end: each sent as it came, the browser drew
        # every position of the game while the cell ran (walk 06q4, fault 1: 5 s)
        self._holding = True
        try:
            while not self.over:
                say(f"The computer is playing your side: {self.move_word} {played + 1}...")
                turn = self.move(self._suggestion())
                if not turn.ok:
                    return turn
                played += 1
        finally:
            self._holding = False
            say("")                     # what it played is said below, in full
            if played:
                self._show(self.turns[-1])
        self._show_since(first)
        last = self.turns[-1] if self.turns else Turn(True, [self.status()])
        # each of its moves on a line (its first: what it played), then the last in full: the
        # last alone hid the first moves, never seen in the cell (walk 04s, fault 11); a move
        # a game gives no line (one that took your piece no step) is counted, not listed;
        # of more than ``listed`` only the last: Droids' 154 lines, 100 of them alike, told a
        # child nothing (walk 08p3, fault 9)
        lines = [(k, self._in_a_line(t)) for k, t in enumerate(self.turns[first:], 1)]
        each = [f"  {k}. {line}" for k, line in lines if line]
        played_words = f"The computer played {plural(played, self.move_word)} for you"
        if self.listed is not None and len(each) > self.listed:
            each, said = each[-self.listed:], f"{played_words}; its last {self.listed}:"
        else:
            said = f"{played_words}:"
            if len(each) < len(lines):
                each.append(f"  and {plural(len(lines) - len(each), 'other ' + self.move_word)}"
                            f" that took {display_name(self.you)} no step")
        return Turn(True, [said, *(each if played > 1 else []),
                           *(["Its last one, in full:"] if played > 1 else []),
                           *last.lines], last.events, last.trace)

    def _in_a_line(self, turn: Turn) -> str:
        """A move the computer played for you, on one line of the autoplay summary: its
        first line, which says what was played."""
        return turn.lines[0].rstrip(":")

    def _show_since(self, first: int) -> None:
        """Replay on the board every move from turn ``first`` on, as one run: the computer
        played them all, and the board held only the last (walk 08s, fault 9)."""
        traces = [t.trace for t in self.turns[first:] if t.trace is not None]
        if self._widget is None or len(traces) < 2:
            return
        whole = traces[0].view(self.you)          # a copy: each turn keeps its own
        for trace in traces[1:]:
            whole.extend(trace)
        # a replay of all of them, never "of the last move" (walk 06r6, fault 7: so were 329
        # steps called), till the next move or game
        scene = self._widget.scene
        self._widget.scene = {**scene, "editor": {**scene.get("editor", {}),
                                                  "words": {"over": AUTOPLAYED}}}
        self._widget.show(whole)

    def widget(self) -> Any:
        """A board widget on this game, seen as your side sees it (your hand, never the
        computer's, the deck's order or the generator): stack cards and press Run to play
        them; the trace shows your move and the computer's answer; **New game** deals a new
        game. Moves played from cells show in it too, the last one before the board was
        made as well (:meth:`_last_move`): the board opens at its end."""
        from codyroby_lab.ui import BoardWidget
        self._widget = BoardWidget(self.state.clone(), runner=self._run, title=self._title(),
                                   on_new_game=self._board_new_game, viewer=self.you,
                                   played=self._last_move(), asks_first=self._moved())
        _ON_BOARDS.add(self)
        _watch_names()
        return self._widget

    def _last_move(self) -> Trace | None:
        """Your last move, played in a cell, for a board made after it: the board opens at
        its end (walk 06v, fault 6: it said "Nothing played yet" by pieces that had moved).
        None before any move of yours: the computers' moves a deal starts with are none, and
        a board with no move of yours says "Nothing played yet".

        >>> from codyroby_lab.lessons import EnergySeekersPlay
        >>> game = EnergySeekersPlay(seed=79)
        >>> game._last_move() is None
        True
        >>> turn = game.play("F F F"); game._last_move() is turn.trace
        True
        """
        return self.turns[-1].trace if self._moved() else None

    def _outdate(self) -> None:
        """Say on this game's board that it is an older game (no name of the notebook holds
        it any more: ``duel = DuelPlay(...)`` dealt a new one), and stop it playing. It
        says so at once and nothing else: its replay goes (its title said only "A replay:
        press ⇥", then "older game" came with the hand's "The game is over... Press New
        game", which the board refused: walk 04s, fault 6), and its hand, or whatever it
        picks from, offers nothing and points to the title, which says it once (walk 06v,
        fault 12: title, hand and a red box said it three times). Its New game goes: it
        could start nothing, and its "Start again?", answered Yes, sent the child from one
        message to another (walk 04v, fault 3). Every other control goes off too, Predict
        with its words (``stopped``: walk 04p, fault 4). No mark of how it ended stays
        either, beside "No move on show" (walk 04p3, fault 6: a Roby's red crash cross)."""
        self._outdated = True
        board = self._widget
        board.new_game = False
        start = self.state.clone()
        for robot in getattr(start, "robots", {}).values():    # CodyRoby's games' Robys
            robot.crashed = False
        board.start = start
        editor = {**board.scene.get("editor", {}), "verbs": [], "waits": STOPPED}
        board.scene = {**board.scene, "title": OUTDATED, "note": "", "editor": editor,
                       "stopped": True}
        board.error = ""

    def _new_scene(self) -> None:
        """Move the widget's start to the game's position (this clears its trace), with the
        title in words and what the check of your last move's answer said (the board's
        ``note``, shown with the end of the replay, by the buttons), and that the game is
        over when it is."""
        self._widget.start = self.state.clone()
        self._widget.scene = {**self._widget.scene, "title": self._title(), "note": self._note()}
        self._widget.asks_first = self._moved()

    def _moved(self) -> bool:
        """Whether you moved in this game (a Duel's block too, which the board's replay never
        shows): its board's New game then asks before it throws the game away.

        >>> from codyroby_lab.lessons import DuelPlay
        >>> duel = DuelPlay(seed=1); before = duel._moved(); _ = duel.block("C3")
        >>> before, duel._moved()
        (False, True)
        """
        return len(self.turns) > self._dealt

    def _note(self) -> str:
        """What the check of your last move's answer said, on one line ("" when nothing
        was checked), and that the game is over when it is."""
        checked = self.turns[-1].feedback if self.turns else None   # a Result, False when wrong
        note = "" if checked is None else " ".join(map(str.strip, str(checked).splitlines()))
        if self.over:
            note = f"{note} {self.status()} Press New game to play another.".lstrip()
        return note

    def _act(self, action: Any, trace: Trace) -> list[Any]:
        """Play ``action`` into ``trace``; its events as you may read them (a computer's
        drawn cards are its secret: you read how many). A refused action raises and
        changes nothing."""
        return [event for _, event in self._steps(action, trace)]

    def _steps(self, action: Any, trace: Trace) -> list[tuple[str | None, Any]]:
        """:meth:`_act`'s events, each with the player whose step it is (``trace.actor``:
        after a move, the next player's turn begins in a step of its own)."""
        before = trace.steps
        self.state.play(action, trace)
        return [(trace.actor(i), seen) for i in range(before + 1, len(trace))
                for e in trace.events(i) if (seen := e.seen_by(self.you)) is not None]

    def _write(self, lines: list[str], heading: str | None, player: str | None,
               steps: Sequence[tuple[str | None, Any]]) -> None:
        """Add ``steps``' events to ``lines``, each under the name of the player whose step
        it is: first ``heading`` (what ``player`` did), then a player's name where a step
        is another player's ("You:" for yours); a heading never twice in a row.

        >>> from types import SimpleNamespace as Seen
        >>> lines = ["Robin:", "  Robin offers food3"]
        >>> steps = [("tuck", Seen(text="Tuck takes food3")),
        ...          ("robin", Seen(text="Robin's turn begins"))]
        >>> ComputerGame._write(Seen(you="will"), lines, "Tuck:", "tuck", steps)
        >>> ComputerGame._write(Seen(you="will"), lines, "Robin:", "robin", [])
        >>> for line in lines: print(line)
        Robin:
          Robin offers food3
        Tuck:
          Tuck takes food3
        Robin:
          Robin's turn begins
        """
        last = next((line for line in reversed(lines) if not line.startswith(" ")), None)
        for actor, event in [(player, None), *steps]:
            if actor is not None and actor != player:
                name = "You" if actor == self.you else display_name(actor)
                player, heading = actor, f"{name}:"
            if heading is not None and heading != last:
                lines.append(heading)
                last = heading
            if event is not None:
                lines.append(f"  {event.text}")

    def _answer(self, trace: Trace, lines: Sequence[str] = ()) -> tuple[list[str], list[Any]]:
        """The computers play until it is your turn (or the game is over), into ``trace``:
        ``lines`` (what was said before) and what each did, in words, and the events you
        may read."""
        out = list(lines)
        events: list[Any] = []

        def said(state: Any, player: str | None, action: Any) -> None:
            # (player None: a draw of the game's, which no computer says)
            steps = self._steps(action, trace)
            events.extend(event for _, event in steps)
            self._write(out, None if player is None else self._says(player, action), player,
                        steps)

        play(self.state, self.computers, rng=self.rng, apply=said)
        return out, events

    def _open(self) -> None:
        """Start ``turns`` afresh, with the computers' moves before your first decision
        when they play first (a deal calls it)."""
        self.turns = []
        trace = Trace(self.state)
        lines, events = self._answer(trace)
        if lines:
            self.turns.append(Turn(True, [*lines, self.status()], events, trace.view(self.you)))
        self._dealt = len(self.turns)

    def _turn(self, trace: Trace, lines: Sequence[str] = (), events: Sequence[Any] = (),
              checked: Any = None) -> Turn:
        """Your move (its ``lines`` and ``events``, when you made one, and what the check of
        its answer said, ``checked``), then the computers' answer until it is your turn
        again, as one Turn kept in ``turns``."""
        said, more = self._answer(trace, lines)
        turn = Turn(True, [*said, self.status()], [*events, *more],
                    trace.view(self.you), feedback=checked)
        self.turns.append(turn)
        return turn

    def _says(self, player: str, action: Any) -> str:
        """The line that says what computer ``player`` plays (``"... plays F L:"``)."""
        raise NotImplementedError

    def _run(self, _start: Any, action: Any) -> Trace:
        """The widget's runner: play the cards chosen from the hand (the hand editor's
        action: its arguments are the cards)."""
        self._still_playing()
        turn = self._play(self._program_of(action))
        if not turn.ok:
            raise IllegalAction(turn.lines[0].removeprefix(f"{CROSS} "))
        self._widget.program = ""      # the cards were played: they leave the program
        self._new_scene()
        assert turn.trace is not None
        return turn.trace

    def _program_of(self, action: Any) -> str:
        """What ``_play`` gets from the editor's action: its cards (a game whose editor
        builds whole actions gives their text)."""
        return " ".join(action.args)

    def _show(self, turn: Turn) -> Turn:
        """Give a move played in a cell to the widget, so it shows the same game (not while
        :meth:`play_to_the_end` holds the moves for one replay at its end)."""
        if self._widget is None or self._holding or not turn.ok:
            return turn
        picked, self._widget.program = self._widget.program.strip(), ""
        self._new_scene()
        # said, not dropped without a word (walk 04g, fault 16), unless the move ended the
        # game: no hand comes back then, and the words held "Game over" below the screen
        # (walk 07v, fault 12)
        if picked and not self.over:
            self._widget.scene = {**self._widget.scene, "note": f"{DROPPED} "
                                  f"{self._widget.scene['note']}".strip()}
        self._widget.show(turn.trace)
        return turn


#: the games whose board is open (a game no longer used goes with its board)
_ON_BOARDS: weakref.WeakSet[ComputerGame] = weakref.WeakSet()


def outdate_unnamed(names: Mapping[str, Any]) -> None:
    """Tell each open board whose game a notebook name held and none holds now (the cell
    ``duel = DuelPlay(seed=7)`` was run again: ``duel`` is a new game) that it plays an older
    game. ``names`` are the notebook's names (IPython's ``user_ns``; those starting with ``_``,
    IPython's own, are not read).

    >>> from codyroby_lab.lessons import DuelPlay
    >>> old, new = DuelPlay(seed=1), DuelPlay(seed=2)
    >>> _ = old.widget()
    >>> outdate_unnamed({"duel": old}); old._outdated
    False
    >>> outdate_unnamed({"duel": new}); old._outdated, old._widget.scene["title"] == OUTDATED
    (True, True)
    """
    held = {id(v) for k, v in names.items() if not k.startswith("_")}
    for game in list(_ON_BOARDS):
        if id(game) in held:
            game._named = True
        elif game._named and not game._outdated:
            game._outdate()


def _watch_names() -> None:
    """In a notebook, check the names after each cell (:func:`outdate_unnamed`), once."""
    try:
        from IPython import get_ipython
    except ImportError:
        return
    shell = get_ipython()
    if shell is None or getattr(shell, "_codyroby_watch", False):
        return
    shell._codyroby_watch = True
    shell.events.register("post_run_cell", lambda *_: outdate_unnamed(shell.user_ns))
