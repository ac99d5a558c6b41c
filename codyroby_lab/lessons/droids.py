"""Droids in the lessons: programs made of order chits placed around the board, run step by
step; predictions and challenges checked in plain words; the chance of a hit; a game
against the computer.

A program is the chits a player puts on the transmitters along his side of the board,
written one chit a line (or separated by commas): ``"V2 A S"`` is chit V2 on transmitter
A pointing south. Chits on the same transmitter fill its boxes in the order written (box 1
is sent first); ``"V2 A 3 S"`` puts V2 in box 3 (as the board lays it). Red sits on the north side: transmitter A talks to the
robots in column A, transmitter B to column B... so where the droid stands picks the part
of the program it receives next.

>>> print(run("V2 A S, VX C E, V1 A E", at="A1"))
step  sent from         it commands  order  Red  what happened
----  ----------------  -----------  -----  ---  ------------------------------------------
0                                           A1
1     transmitter A, 1  column A     V2 S   A3   Red moves from A1 to A3 (south, 2 squares)
2     transmitter A, 2  column A     V1 E   B3   Red moves from A3 to B3 (east, 1 square)
The program stops: Red ends on B3 after 2 orders.
>>> predict("V2 A S, VX C E, V1 A E", "B3", at="A1").message
'Right! Red ends on B3 after 2 orders. You got it on your first try.'
"""  # noqa: E501

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction, LabError, SetupError
from codyroby_lab.core.events import display_name
from codyroby_lab.core.geometry import (
    Direction,
    off_board,
    parse_direction,
    parse_square,
    square_name,
)
from codyroby_lab.core.io import read_json
from codyroby_lab.core.trace import Table, Trace
from codyroby_lab.core.vocabulary import listed
from codyroby_lab.games.droids import Droids, bots, execution, orders
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids.board import Board
from codyroby_lab.games.droids.events import ELIMINATED, SCRAPPED, TURN_ENDS
from codyroby_lab.games.droids.execution import sent_table
from codyroby_lab.games.droids.layout import BOXES
from codyroby_lab.games.droids.notation import from_call, not_a_chit, not_now, unspaced
from codyroby_lab.games.droids.objects import BOX, ROOK
from codyroby_lab.games.droids.scenarios import SCENARIOS
from codyroby_lab.games.droids.scene import carried_words, with_goal
from codyroby_lab.lessons import answers, feedback
from codyroby_lab.lessons.cell import written_here
from codyroby_lab.lessons.checks import Result
from codyroby_lab.lessons.play import ComputerGame, Turn
from codyroby_lab.ui.editors import off_rack

__all__ = ["Challenge", "ChitsBoard", "DroidsPlay", "check", "chits_table", "hit_chances",
           "picture", "plot_hits", "predict", "run", "simulate_hits"]

MAX_CHITS = 30
RUN_CHITS = "Run my chits"      # a lesson board's button that runs the chits laid
DONE = "I'm done placing chits"  # the game's button that ends programming (the panel's own)
PLACE = "Place chit"            # what the board's Run is named while chits are laid


def nothing_to_lay(done: str) -> str:
    """What Place chit with no chit waiting in a box says: not the words the panel already
    shows under the transmitters, so that pressing it changes what the page says (walk 08i
    fault 5: the same "Nothing chosen" line, the page looked unchanged); ``done``, the button
    that ends the laying and what it is for, closes a whole sentence (walk 08q, fault 12).

    >>> nothing_to_lay(RUN_CHITS)[:52]
    'Place chit has no chit to lay: none waits in a box. '
    """
    return (f"{PLACE} has no chit to lay: none waits in a box. Drag one from your rack into "
            f"a box first, or press {done}.")


READY = f"Lay your chits (a chit in a box, then {PLACE}), then press {RUN_CHITS}."
#: the board's title while Predict asks where Red goes (how many orders would tell the end)
GUESS = "Your program runs: guess where Red will be after each step."
SIDE = Board.default().side("red")  # Red's transmitters sit on the north side (SIDES)


# --- programs -------------------------------------------------------------------------------

def program_of(text: Any, rack: Any = None) -> list[tuple[str, str, int, str | None]]:
    """A program's chits as ``(chit, transmitter, box, arrow)`` (a box not written: the
    transmitter's next); IllegalAction says what is wrong in plain words (a chit not known
    names ``rack``, the learner's chits, when given).

    >>> program_of("V2 A S\\nPU B")
    [('V2', 'A', 1, 'S'), ('PU', 'B', 1, None)]
    >>> program_of("V2 A 3 S, V1 A E")
    [('V2', 'A', 3, 'S'), ('V1', 'A', 1, 'E')]
    >>> program_of("V2 A")
    Traceback (most recent call last):
    ...
    codyroby_lab.core.errors.IllegalAction: V2 needs an arrow: write N, E, S or W after 'V2 A'
    """
    board = hasattr(text, "program")
    text = getattr(text, "program", text)
    if not isinstance(text, str) or not text.strip():
        raise IllegalAction("Lay your chits on the board first: drag a chit into a box, then "
                            f"press {PLACE}" if board else
                            "Write the chits first, one a line, e.g. 'V2 A S'")
    # a full stop ending a line is punctuation, not part of its arrow
    items = [w for line in text.replace(",", "\n").splitlines()
             if (w := line.strip().rstrip(".").split())]
    if len(items) > MAX_CHITS:
        raise IllegalAction(f"a program has at most {MAX_CHITS} chits")
    out = []
    filled: dict[str, set[int]] = {}
    for k, words in enumerate(items, 1):
        try:
            out.append(_chit_of(words, rack, filled))
        except IllegalAction as e:
            raise IllegalAction(f"Chit {k}: {e}" if len(items) > 1 else str(e)) from None
    return out


def _chit_of(words: list[str], rack: Any, filled: dict[str, set[int]]
             ) -> tuple[str, str, int, str | None]:
    """One written chit as ``(chit, transmitter, box, arrow)``, its box taken in ``filled``
    (the boxes used on each transmitter); IllegalAction in plain words."""
    box = int(words.pop(2)) if len(words) in (3, 4) and words[2] in ("1", "2", "3") else None
    code = words[0].upper()
    if code not in ch.CHITS and len(words) == 1 and unspaced(code):
        raise IllegalAction(not_a_chit(words[0], list(rack or ())))       # the spaces
    if code not in ch.CHITS:
        mine = " ".join(rack) if rack else "V2, VX or PU (see the chit table)"
        raise IllegalAction(f"There is no chit '{words[0][:10]}': your chits are {mine}"
                            if rack else f"There is no chit '{words[0][:10]}': a chit "
                            f"is written like {mine}")
    if starts := [j for j, w in enumerate(words) if j and w.upper() in ch.CHITS]:
        # two chits on one line (walk 08r6, fault 5: "V2 A E V2 C S" heard that V2 needs a
        # transmitter and an arrow), or more, counted (walk 08r9, fault 5: three heard two)
        each = [f"'{' '.join(words[a:b])[:30]}'" for a, b in
                zip([0, *starts], [*starts, len(words)], strict=True)]
        count = listed("number")[len(each)] if len(each) < 20 else str(len(each))
        raise IllegalAction(f"Write one chit per line: {', '.join(each[:-1])} and {each[-1]} "
                            f"are {count} chits")
    slant = f"{words[2]}{words[3]}".upper() if len(words) == 4 else ""
    if ch.CHITS[code].diagonal and slant in ("NE", "SE", "SW", "NW"):
        # "VD A S E" (walk 08o, fault 1: it heard an example with a straight arrow, "VD A S",
        # which VD refuses)
        raise IllegalAction(f"A diagonal arrow is written as one word: {slant}, not "
                            f"'{words[2]} {words[3]}'")
    if len(words) not in (2, 3):
        arrowless = ch.CHITS[code].arrows == "none"
        need = "a transmitter" if arrowless else "a transmitter and an arrow"
        # an example that is no challenge's answer (Challenge 2 picks up from column B), with
        # an arrow the chit takes (walk 08o, fault 1)
        example = f"{code} J" if arrowless else f"{code} A SW" if ch.CHITS[code].diagonal \
            else f"{code} A S"
        raise IllegalAction(f"{code} needs {need}, e.g. '{example}', not "
                            f"'{' '.join(words)[:30]}'")
    line = words[1].upper()
    arrow = words[2].upper() if len(words) == 3 else None
    k = ch.line_index(SIDE, line)
    if k is None and len(words) == 2 and line[1:] in Direction.__members__ and \
            ch.line_index(SIDE, line[0]) is not None:
        # "V2 AS" (walk 08r7, fault 5: heard only that there is no transmitter 'AS'); an
        # arrow the chit does not take ("PU AS") is said first
        ch.arrow(code, SIDE, line[1:], line[0])
        raise IllegalAction(f"Put a space between the transmitter and the arrow: "
                            f"'{code} {line[0]} {line[1:]}'")
    if k is None or k >= Board.default().lines(SIDE):
        raise IllegalAction(f"There is no transmitter '{words[1][:10]}': Red's "
                            f"transmitters are A to J, one above each column")
    taken = filled.setdefault(line, set())
    box = box or next((b for b in (1, 2, 3) if b not in taken), None)
    if box is None:
        raise IllegalAction(f"Transmitter {line} has 3 boxes: a fourth chit for it has no "
                            "room")
    if box in taken:
        raise IllegalAction(f"Box {box} of transmitter {line} holds one chit only")
    taken.add(box)
    d = ch.arrow(code, SIDE, arrow, line)
    return code, line, box, None if d is None or arrow is None else d.name


# What a droid picks up in a challenge is a crate, in the lesson's code as in its words: the
# game's setup calls it a box, as the challenge files and lessons saved before did, where a
# box is a transmitter's too (walk 08q4, fault 4). The one reading of the older name:
# ``_named("box")`` is ``"crate"``.
CRATE = "crate"
_OLDER = {"box": CRATE}          # an older name -> the lesson's
_GAME = {CRATE: "box"}           # the lesson's name -> the game setup's kind


def _named(kind: Any) -> Any:
    """The lesson's name for an object's ``kind``, the older ``"box"`` read as the crate.

    >>> _named("box"), _named("crate"), _named("mine")
    ('crate', 'crate', 'mine')
    """
    return _OLDER.get(kind, kind) if isinstance(kind, str) else kind


def _setup(at: str, objects: Any, scenario: str = "challenge") -> dict[str, Any]:
    return {"scenario": scenario, "players": ["red", "blue"], "first": "red",
            "robots": {"red": at},
            "objects": [{"kind": _GAME.get(_named(k), k), "at": sq}
                        for sq, k in (objects or {}).items()]}


def board_state(at: str = "A1", objects: Any = None) -> Any:
    """Red on ``at`` with ``objects`` (``{"C4": "crate"}``) lying on the board, before any
    chit is drawn."""
    try:
        return Droids.from_setup({**_setup(at, objects), "phase": "draw"}).new_state(seed=0)
    except SetupError as e:
        raise IllegalAction(_plain(e)) from None


def chits_game(program: Any, at: str = "A1", objects: Any = None, covers: Any = None,
               scenario: str = "challenge", laid: bool = False) -> Any:
    """The state where Red (at ``at``) is about to receive ``program``: the execution phase
    of a game whose other player (Blue) has nothing to send. ``laid``: the programming
    phase instead, Red's chits laid and Blue still holding one to place (a state to show,
    whether or not Red could send them)."""
    placed = []
    for code, line, box, arrow in program_of(program):
        item = {"line": line, "box": box, "chit": code}
        if arrow is not None:
            item["arrow"] = arrow
        placed.append(item)
    setup = {**_setup(at, objects, scenario), "phase": "execute",
             "transmitters": {"red": placed}}
    if laid:
        used = Counter(item["chit"] for item in placed)
        spare = max(ch.COMPOSITION, key=lambda c: ch.COMPOSITION[c] - used[c])
        setup.update(phase="program", first="blue", racks={"blue": [spare]})
    if covers:
        setup["covers"] = {"red": list(covers)}
    try:
        return Droids.from_setup(setup).new_state(seed=0)
    except SetupError as e:
        raise IllegalAction(_plain(e)) from None


def _plain(e: SetupError) -> str:
    """A setup problem of a lesson's program, in a learner's words."""
    field = e.field
    if field.startswith("transmitters.red["):
        k = int(field.split("[")[1].split("]")[0]) + 1
        return f"chit {k}: {e.reason}"
    if field.startswith("robots"):
        return f"the droid's square: {e.reason}"
    return e.reason


@dataclass
class Steps:
    """What a program did, step by step (the engine's table of the orders sent: the
    transmitter and box each came from, the line it commands, where the droid was after it,
    what happened), the state it ends in and the trace to replay."""

    table: Table
    state: Any
    trace: Trace

    @property
    def end(self) -> str:
        """The droid's square at the end."""
        return self.table.rows[-1]["Red"]

    @property
    def sent(self) -> int:
        """How many orders Red got."""
        return len(self.table) - 1

    def __str__(self) -> str:
        board = self.state.game.board
        water = " (water)" if board.cell(parse_square(self.end)) in board.water_cells else ""
        return (f"{self.table}\nThe program stops: Red ends on {self.end}{water} after "
                f"{self.sent} order{'s' * (self.sent != 1)}.")

    __repr__ = __str__


def run(program: Any, at: str = "A1", objects: Any = None, covers: Any = None) -> Steps:
    """Run a program for Red standing on ``at`` (``objects``: ``{"C4": "crate"}``): each
    step is one order sent, from the transmitter in line with the droid."""
    state = chits_game(program, at, objects, covers)
    trace = Trace(state)
    for _ in range(MAX_CHITS + 5):
        if state.phase not in ("execute", "cover") or state.current_player() != "red":
            break
        state.play(state.legal_actions()[0], trace)
    return Steps(sent_table(trace, "red"), state, orders_only(trace))


def orders_only(trace: Trace) -> Trace:
    """The replay of a program: a step for each order sent, Red's turn ending said with the
    last one. Blue's empty turns and the chits going back to the box at the turn's end are
    left out: Step follows Red's orders, and the chits stay laid on the board to check. Who
    sent each is left out too: only Red sends, and an actor column said "Red" in every row
    (walk 08n, fault 6).

    >>> [len(t) - 1 for t in (run("V2 A S, V1 A E").trace, orders_only(Trace(board_state())))]
    [2, 0]
    """
    out = Trace(trace.start)
    kept: list[list[Any]] = []
    for i in range(1, len(trace)):
        step, ref = trace.step(i), trace.card_of(i)
        if ref is not None:
            card = out.card(ref.label, ref.owner, ref.slot, ref.priority, ref.only)
            kept.append([step.state, card, list(step.events), step.phase])
        elif kept:
            kept[-1][2] += [e for e in step.events
                            if e.kind == TURN_ENDS and e.get("owner") == "red"]
    for state, card, events, phase in kept:
        out.push_state(state, card, events, None, phase)
    return out


def picture(program: Any = "", at: str = "A1", objects: Any = None) -> str:
    """The board as text with Red's transmitters above it (north side): each column's three
    boxes, box 1 nearest the board, each chit with its arrow (``V2S``: V2 pointing south).
    ``R`` is Red, ``B`` Blue, ``~`` water, ``#`` a fixed obstacle, ``o`` an obstacle, ``c``
    a crate.

    >>> print("\\n".join(picture("V2 A S, V1 A E", at="B2").splitlines()[:6]))
    box 3    .    .    .    .    .    .    .    .    .    .
    box 2  V1E    .    .    .    .    .    .    .    .    .
    box 1  V2S    .    .    .    .    .    .    .    .    .
             A    B    C    D    E    F    G    H    I    J
        1    .    .    .    .    .    .    .    .    .    .
        2    .    R    .    .    .    .    .    .    .    .
    """
    state = chits_game(program, at, objects, laid=True) if program else \
        board_state(at, objects)
    return state.ascii("red")


@written_here("guess", number=False)
def predict(program: Any, guess: Any, at: str = "A1", objects: Any = None, *,
            show: bool = False) -> Result:
    """Is ``guess`` the square where Red, starting on ``at``, ends after ``program``? A right
    guess shows the run step by step; a wrong one says what is wrong about that square (Red
    stands there before the program stops, an order stops short of it or drives past it)
    and how to follow the orders, never where Red ends, so the learner can try again (a
    try counted, see :mod:`.feedback`); ``show=True`` shows the answer.

    >>> predict("V2 A S", "?", at="A1")
    ✘ Write your prediction first: a square such as C4.
    >>> predict("V2 A S", "K2", at="A1")
    ✘ K2 is off the board: this board has columns A to J and rows 1 to 10.
    >>> print(predict("V2 A S", "A4", at="A1"))  # doctest: +ELLIPSIS
    ✘ Not quite: Red does not end on A4. Order 1 (V2 S) does not take Red to A4: how far ...
      Hint: follow it one order at a time: after each order, which column is Red in, and ...
    >>> predict("V2 A S", "A3 or A4", at="A1")
    ✘ Choose one square: your answer names A3 and A4.
    >>> print(predict("V2 A S", "a3.", at="A1"))
    ✔ Right! Red ends on A3 after 1 order. You got it on your second try.
      step 1: transmitter A sends V2 S: Red moves from A1 to A3 (south, 2 squares)
    """
    try:
        steps = run(program, at, objects)
    except LabError as e:
        return Result(False, _sentence(e))
    got = f"{steps.sent} order{'s' * (steps.sent != 1)}"
    how = tuple(f"step {r['step']}: transmitter {r['it commands'].split()[-1]} sends "
                f"{r['order']}: {r['what happened']}" for r in steps.table.rows[1:])
    right = Result(True, f"Red ends on {steps.end} after {got}.", details=how)
    key = f"droids {program_of(program)} {at} {objects}"
    if show or answers.asks_to_see(guess):
        return feedback.asked(key, lambda: right)
    if not answers.words(guess):
        return Result(False, "Write your prediction first: a square such as C4.")
    said = answers.square(guess)
    if said is None:
        return Result(False, f"{str(guess)[:20]!r} is not a square: "
                             f"{answers.square_trouble(guess)}.")
    ws = answers.words(guess)
    named = sorted({sq for i in range(len(ws)) if (sq := answers.square(" ".join(ws[i:])))})
    if len(named) > 1:                                  # "A2 or D4": a hedge, not a guess
        return Result(False, f"Choose one square: your answer names {', '.join(named[:-1])} "
                             f"and {named[-1]}.")
    board = steps.state.game.board
    try:
        on = board.grid.on_board(parse_square(said))
    except SetupError:                                  # row 0
        on = False
    if not on:
        return Result(False, f"{off_board(said, board.width, board.height)}.")
    verdict = Result(True, f"Right! {right.message}", details=how) if steps.end == said else \
        Result(False, f"Not quite: Red does not end on {said}. {_why_not(steps, said)}",
               "follow it one order at a time: after each order, which column is Red in, "
               "and which chit does that transmitter send next?")
    return feedback.tried(key, verdict, lambda: right, said=said)


def _why_not(steps: Steps, said: str) -> str:
    """What is wrong about a wrong square ``said``, from the run's own table, never where
    Red ends nor where an order takes Red: Red stands there before the program stops, an
    order takes Red through it (passing through a square is not ending on it), an order
    ends short of it, or Red never comes near it. The order named is one that goes wrong:
    one that takes Red through ``said`` comes first, since one that ends short of it may be
    right, with a later one meant to go on (walk 08v, fault 1: "V2 A E, V2 C S, VX C S"
    heard that order 2 "does not take Red as far as C4: what is in its way?", while order 3
    went through C4); and only an order something cut short hears of something in its way
    (walk 08v, fault 3).

    >>> steps = run("V1 C E, V2 D S, VX D W", at="C2")
    >>> [_why_not(steps, sq) for sq in ("D2", "D4", "B2", "A4")]
    ... # doctest: +NORMALIZE_WHITESPACE
    ['Red is on D2 after order 1, but the program goes on: Red gets 3 orders in all.',
     'Order 2 (V2 S) does not take Red as far as D4: what is in its way?',
     'Order 3 (VX W) takes Red through B2 and on: passing through a square is not ending on
     it. How far does that chit go?',
     'Red never stands on A4 nor passes it: no order moves Red along a line through A4.']
    >>> print(_why_not(run("V2 A E, V2 C S, V1 C E"), "C4"))  # doctest: +NORMALIZE_WHITESPACE
    Order 2 (V2 S) stops short of C4, as far as its chit goes, and order 3 (V1 E) then
    takes Red off that line.
    """
    rows = steps.table.rows
    n = steps.sent
    for k, row in enumerate(rows[:-1]):
        if row["Red"] == said:
            where = "starts on" if k == 0 else "is on"
            after = "" if k == 0 else f" after order {k}"
            return (f"Red {where} {said}{after}, but the program goes on: Red gets {n} "
                    f"order{'s' * (n != 1)} in all.")
    went = _went(steps, said)
    if "past" in went:
        k = went.index("past")
        return (f"Order {k} ({rows[k]['order']}) takes Red through {said} and on: passing "
                "through a square is not ending on it. How far does that chit go?")
    if "short" in went:
        k = went.index("short")
        order, last = rows[k]["order"], k == len(rows) - 1
        if not _whole_way(rows[k - 1]["Red"], rows[k]["Red"], order):
            return f"Order {k} ({order}) does not take Red as far as {said}: what is in its way?"
        if last:    # nothing stopped it: the program ran out of orders (walk 08o, fault 2)
            return (f"Order {k} ({order}) does not take Red to {said}: how far does that chit "
                    "go? It is Red's last order.")
        return (f"Order {k} ({order}) stops short of {said}, as far as its chit goes, and "
                f"order {k + 1} ({rows[k + 1]['order']}) then takes Red off that line.")
    return (f"Red never stands on {said} nor passes it: no order moves Red along a line "
            f"through {said}.")


def _went(steps: Steps, square: str) -> list[str]:
    """Where ``square`` lies on each order's move (:func:`_along`), from order 1; at 0,
    Red's start.

    >>> _went(run("V2 A E, V2 C S, VX C S"), "C4")
    ['', '', 'short', 'past']
    """
    rows = steps.table.rows
    return [""] + [_along(rows[k - 1]["Red"], rows[k]["Red"], square,
                          rows[k]["order"].split()[-1]) for k in range(1, len(rows))]


def _whole_way(start: str, end: str, order: str) -> bool:
    """Whether a move from ``start`` to ``end`` went as far as the ``order``'s chit says
    (``"V2 S"``: 2 squares), so that nothing cut it short; never for a chit that goes as far
    as it can (VX, BX).

    >>> _whole_way("A1", "A3", "V2 S"), _whole_way("A1", "A2", "V2 S"), _whole_way("A1", "A5", "VX S")
    (True, False, False)
    """  # noqa: E501
    length = ch.chit(order.split()[0]).steps           # 0: as far as it can
    (x0, y0), (x1, y1) = parse_square(start), parse_square(end)
    return bool(length) and max(abs(x1 - x0), abs(y1 - y0)) >= length


def _along(start: str, end: str, square: str, arrow: str) -> str:
    """Where ``square`` lies on the line of a move from ``start`` pointing ``arrow`` that
    ended on ``end``: "past" (between the two), "short" (beyond the end), or "" (off it)."""
    try:
        d = parse_direction(arrow, allowed=tuple(Direction))
    except SetupError:
        return ""                                       # an order with no arrow
    a, b, c = (parse_square(q) for q in (start, end, square))
    dist = lambda q: max(abs(q[0] - a[0]), abs(q[1] - a[1]))  # noqa: E731
    on = next((t for t in range(1, 11) if d.step(a, t) == c), 0)
    if not on:
        return ""
    return "past" if on < dist(b) else "short"


def _sentence(e: Exception) -> str:
    text = str(e)
    return text[:1].upper() + text[1:] + "."


class Text(str):
    """Text that shows as itself in a notebook (no quotes)."""

    def __repr__(self) -> str:
        return str(self)


def chits_table() -> Text:
    """Every chit: its code, colour, how many the game has, what it orders, its arrows.

    >>> print("\\n".join(chits_table().splitlines()[:2]))
    chit  colour  in the game  what it does                               arrows
    V1    violet            8  land: 1 square                             N E S W
    """
    # an M chit's way is in its words, not "set by your side", which a child could not
    # follow (walk 08i fault 22)
    # plain words (walk 08r, fault 9); an M chit has an arrow, set by what it does: "no
    # arrow" while the game laid it "pointing south" and took 'MA B 2 S' (walk 08t, 10)
    arrows = {"straight": "N E S W", "diagonal": "NE SE SW NW", "none": "no arrow",
              "fixed": "just one, set by the chit: no need to write it"}
    rows = [f"{'chit':<5} {'colour':<7} in the game  {'what it does':<41}  arrows"]
    rows += [f"{c.code:<5} {c.colour:<7} {c.count:>11}  {c.name:<41}  {arrows[c.arrows]}"
             for c in ch.CHITS.values()]
    return Text("\n".join(rows))


# --- challenges -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Challenge:
    """Place chits so Red, starting on ``start``, reaches ``target`` (a square) or picks up
    a crate (``target`` = ``"crate"``), using only the chits of ``rack``. The older name
    ``"box"``, of the target or of an object, is read as the crate.

    >>> Challenge("A1", "box", ("PU",), (("C3", "box"),))
    ... # doctest: +ELLIPSIS
    Red starts on A1. Goal: pick up the crate. Your chits: PU...
    >>> Challenge("A1", "box", ("PU",), (("C3", "box"),)).objects
    (('C3', 'crate'),)
    """

    start: str
    target: str
    rack: tuple[str, ...]
    objects: tuple[tuple[str, str], ...] = ()

    FIELDS = ("game", "start", "target", "chits", "objects")

    def __post_init__(self) -> None:
        object.__setattr__(self, "target", _named(self.target))
        object.__setattr__(self, "objects", tuple((sq, _named(k)) for sq, k in self.objects))

    @classmethod
    def from_dict(cls, d: Any) -> Challenge:
        """A challenge from its JSON document (docs/formats-droids.md, "Challenges"): squares
        as names, the chits allowed, the objects lying on the board; a SetupError names the
        field, also for a target on the start square or off the board.

        >>> Challenge.from_dict({"game": "droids", "start": "A1", "target": "C4",
        ...                      "chits": ["V2", "V1"]}).rack
        ('V2', 'V1')
        >>> Challenge.from_dict({"start": "A1", "target": "A1", "chits": ["V2"]})
        Traceback (most recent call last):
          ...
        codyroby_lab.core.errors.SetupError: target: is the start square A1: Red would be there before the first order; choose another square
        """  # noqa: E501
        if not isinstance(d, dict):
            raise SetupError("challenge", "must be an object with start, target and chits")
        unknown = sorted(set(d) - set(cls.FIELDS))
        if unknown:
            raise SetupError(unknown[0], f"is not a Droids challenge field "
                                         f"({', '.join(cls.FIELDS)})")
        if d.get("game", "droids") != "droids":
            raise SetupError("game", f"a Droids challenge says \"droids\", not {d['game']!r}")
        for name in ("start", "target", "chits"):
            if name not in d:
                raise SetupError(name, "is missing")
        board = Board.default()
        start = square_name(board.grid.check_square(parse_square(d["start"], "start"), "start"))
        target = _named(d["target"])
        if target != CRATE:
            target = square_name(board.grid.check_square(parse_square(target, "target"),
                                                          "target"))
            if target == start:
                raise SetupError("target", f"is the start square {start}: Red would be there "
                                           f"before the first order; choose another square")
        chits = d["chits"]
        if not isinstance(chits, list) or not chits:
            raise SetupError("chits", "must be a list of the chits allowed, such as "
                                      "[\"V2\", \"V1\"]")
        for i, code in enumerate(chits):
            if not isinstance(code, str) or code.upper() not in ch.CHITS:
                raise SetupError(f"chits[{i}]", f"there is no chit {str(code)[:10]!r}: chits "
                                               f"are {', '.join(ch.CHITS)}")
        objects = d.get("objects", {})
        if not isinstance(objects, dict):
            raise SetupError("objects", "must be an object such as {\"C4\": \"crate\"}")
        try:
            Droids.from_setup(_setup(start, objects))
        except SetupError as e:
            raise SetupError("objects" if objects else "start", _plain(e)) from None
        if target == CRATE and CRATE not in map(_named, objects.values()):
            raise SetupError("target", "is the crate, but no crate lies on the board: add "
                                       "one to objects, such as {\"C4\": \"crate\"}")
        return cls(start, target, tuple(c.upper() for c in chits),
                   tuple((square_name(parse_square(sq, "objects")), kind)
                         for sq, kind in objects.items()))

    @classmethod
    def load(cls, path: Any) -> Challenge:
        """Read a challenge file (JSON); a bad file raises SetupError."""
        return cls.from_dict(read_json(path))

    def __str__(self) -> str:
        goal = "pick up the crate" if self.target == CRATE else f"reach {self.target}"
        board = picture("", self.start, dict(self.objects))
        if self.target != CRATE:
            board = _marked(board, self.target, "X")
        key = ("R Red, B Blue, " + ("c the crate, " if self.objects else "")
               + ("" if self.target == CRATE else f"X your goal ({self.target}), ")
               + "~ water, # obstacle, . empty land")   # every mark (walk 08s, fault 12)
        return (f"Red starts on {self.start}. Goal: {goal}. Your chits: {' '.join(self.rack)}."
                f"\n{board}\n{key}")

    __repr__ = __str__


def _marked(board: str, square: str, mark: str) -> str:
    """The text map ``board`` (``picture``) with an empty ``square`` drawn as ``mark``: each
    row is its number in 5 letters, then 5 letters a column.

    >>> _marked(picture(at="A1"), "B1", "X").splitlines()[4][:15]
    '    1    R    X'
    """
    x, y = parse_square(square)
    lines = board.splitlines()
    for i, line in enumerate(lines):
        at = 5 + 5 * x + 4
        if line[:5].strip() == str(y + 1) and len(line) > at and line[at] == ".":
            lines[i] = line[:at] + mark + line[at + 1:]
    return "\n".join(lines)


def check(challenge: Challenge, program: Any) -> Result:
    """Does ``program`` solve ``challenge`` with the chits it allows? A board's program
    goes with the answer (``on_board``: what a grader reads of a board laid by hand)."""
    laid = None if isinstance(program, str) else getattr(program, "program", None)
    return replace(_check(challenge, program),
                   on_board=laid if isinstance(laid, str) else None)


def _check(challenge: Challenge, program: Any) -> Result:
    try:
        chits = program_of(program, challenge.rack)
    except LabError as e:
        return Result(False, _sentence(e))
    spare = Counter(challenge.rack)
    for code, *_ in chits:
        if spare[code] == 0:
            have = challenge.rack.count(code)
            return Result(False, f"You have only {have} {code}: your chits are "
                                 f"{' '.join(challenge.rack)}." if have else
                          f"You have no {code}: your chits are {' '.join(challenge.rack)}.")
        spare[code] -= 1
    try:
        steps = run(program, challenge.start, dict(challenge.objects))
    except LabError as e:
        return Result(False, _sentence(e))
    state = steps.state
    if challenge.target == CRATE:
        ok = state.carry[0] == BOX
        got = "picks up the crate" if ok else f"ends on {steps.end} without the crate"
    else:
        ok = steps.end == challenge.target
        got = f"ends on {steps.end}"
    if ok:
        return Result(True, f"Solved! Red {got} with {steps.sent} "
                            f"order{'s' * (steps.sent != 1)}.")
    if any(r["Red"] == challenge.target for r in steps.table.rows[1:-1]):
        # on the goal, then driven off it: said as Question 2 says it (walk 08k, fault 14)
        return Result(False, f"Not yet: Red {got}. {_why_not(steps, challenge.target)}",
                      "Red must end on the goal: which order is sent after Red gets there, "
                      "and does the program need it?")
    wrong, hint = _went_wrong(chits, steps)
    if challenge.target != CRATE and "past" in _went(steps, challenge.target):
        # Red went through the goal: that order is what went wrong, whatever stopped Red
        # further on (walk 08v, fault 1)
        return Result(False, f"Not yet: Red {got}. {_why_not(steps, challenge.target)}",
                      "count the squares each order moves Red: which order must end on the "
                      "goal, and which chit goes just that far?")
    if not wrong:
        # every chit was sent and nothing cut the last order short: name the order that
        # misses the goal, as Questions 1 and 2 do, and why the program stops there (walk
        # 08n, fault 5: "Not yet: Red ends on C10" and a hint said to every program)
        miss = _why_not(steps, challenge.target) if challenge.target != CRATE else \
            "No PU is sent, and only a PU picks up the crate."
        wrong = f" {miss}" if miss.endswith("last order.") else f" {miss}{_ran_out(steps)}"
        hint = ("after your last order, which column is Red in? Only that column's "
                "transmitter can send Red another chit.")
    return Result(False, f"Not yet: Red {got}.{wrong}", hint)


def _ran_out(steps: Steps) -> str:
    """Why a program whose chits were all sent stops: the transmitter of Red's column has
    none left (the program counter points at an empty line).

    >>> _ran_out(run("V2 A E, VX C S"))
    ' The program stops after order 2: Red is in column C, and transmitter C has no chit left.'
    """  # noqa: E501
    column = steps.end.rstrip("0123456789")
    return (f" The program stops after order {steps.sent}: Red is in column {column}, and "
            f"transmitter {column} has no chit left.")


def _went_wrong(chits: list[tuple[str, str, int, str | None]], steps: Steps
                ) -> tuple[str, str]:
    """What went wrong in a program that missed its goal (a chit never sent, a PU that
    found nothing), and the hint that goes with it; never where Red should go.

    >>> _went_wrong(program_of("V2 A S, V2 C S"), run("V2 A S, V2 C S"))[0]
    ' V2 in box 1 of transmitter C is never sent.'
    """
    sent = {r["sent from"] for r in steps.table.rows[1:]}
    never = [(code, line, box) for code, line, box, _ in chits
             if f"transmitter {line}, {box}" not in sent]
    column = parse_square(steps.end)[0]
    stuck = [n for n in never if parse_square(f"{n[1]}1")[0] == column
             and ch.chit(n[0]).colour in ("violet", "blue")]
    if stuck:  # Red stands in that column: the chit does not fit the ground there
        code, line, box = stuck[0]
        water = ch.chit(code).colour == "violet"
        return (f" {code} in box {box} of transmitter {line} is never sent: Red stands "
                f"{'in the water' if water else 'on land'} at {steps.end}, and {code} "
                f"is a {'land' if water else 'water'} chit.",
                "a violet chit moves a droid only on land, a blue chit only in the water: "
                "which chit fits where Red stands, or where could Red stay out of the water?"
                if water else
                "a blue chit moves a droid only in the water: where is Red when "
                f"transmitter {line} could send?")
    if never:
        code, line, box = never[0]
        return (f" {code} in box {box} of transmitter {line} is never sent.",
                "a transmitter sends only to a droid in its column: in which column is Red "
                f"when transmitter {line} could send?")
    if any(r["order"].startswith("PU") for r in steps.table.rows[1:]):
        return (" PU is sent, but the crate is not next to Red then.",
                "PU picks up from a square next to Red (diagonally too): where must Red "
                "stand first?")
    return (_stopped(steps), "follow your chits one order at a time: in which column is Red, "
                             "and which chit does that column's transmitter send first?")


def _stopped(steps: Steps) -> str:
    """What stopped Red's last move short, as Questions 1 and 2 name it (walk 08i fault 6):
    the water it stopped in, or the obstacle, crate or droid just beyond where it ends;
    else "" (a move that went as far as its chit says was not stopped: walk 08n, fault 1,
    "VD SE" went its one square and heard of an obstacle, the box to pick up, in its way).

    >>> _stopped(run("VX A S"))
    ' Order 1 (VX S) stops Red in the water at A5.'
    >>> _stopped(run("VX A E, VX J S"))
    ' Order 2 (VX S) stops Red on J3: an obstacle is in the way on J4.'
    >>> _stopped(run("V2 A S", objects={"A3": "crate"}))
    ' Order 1 (V2 S) stops Red on A2: the crate is in the way on A3.'
    >>> _stopped(run("VD A SE", objects={"C3": "crate"}))
    ''
    """
    k, row = len(steps.table.rows) - 1, steps.table.rows[-1]
    if not k or not row["order"].startswith(("V", "B")):
        return ""
    if "stops in the water" in row["what happened"]:
        return f" Order {k} ({row['order']}) stops Red in the water at {steps.end}."
    if _whole_way(steps.table.rows[-2]["Red"], steps.end, row["order"]):
        return ""
    s, board = steps.state, steps.state.game.board
    x, y = Direction[row["order"].split()[-1]].step(parse_square(steps.end))
    if not (0 <= x < board.width and 0 <= y < board.height):
        return ""
    beyond = square_name((x, y))
    if orders.robot_at(s, x, y) >= 0:
        return (f" Order {k} ({row['order']}) stops Red on {steps.end}: a droid is in the way "
                f"on {beyond}.")
    if orders.blocked(s, board.cell((x, y))):
        what = "the crate" if s.obj[board.cell((x, y))] == BOX else "an obstacle"
        return (f" Order {k} ({row['order']}) stops Red on {steps.end}: {what} is in the "
                f"way on {beyond}.")
    return ""


# --- laying chits with the mouse ----------------------------------------------------------------

#: the chit a chits board's game holds beyond its rack, so that laying the rack's last chit
#: leaves the game laying chits (:meth:`ChitsBoard.reset`)
SPARE = "V1"


class ChitsBoard:
    """A board widget to lay chits around the board with the mouse or the keyboard, then
    follow them: Red's rack and transmitters (north side) are on the right; drag a chit
    into a box (or Enter on the chit, then on the box), turn its arrow (R), press **Place
    chit** (the board's Run, named for what it does) to lay it. **Run my chits** runs the
    program; its replay waits at step 0,
    and each **Step** lights the box whose chit is sent and draws the column it commands
    (the board's ``stepwise`` editor, widgets/editors/chits.js). **New game** empties the
    transmitters. Give it a :class:`Challenge` (its chits, start and goal) or a ``rack``;
    ``check(challenge, board)`` checks the chits laid on it.

    >>> board = ChitsBoard(Challenge(start="A1", target="C4", rack=("V2", "V1")))
    >>> board.place("V2 A 1 S").place("V1 A 2 E").program
    'V2 A 1 S, V1 A 2 E'
    >>> print(board.result())  # doctest: +ELLIPSIS
    ✘ Not yet: Red ends on B3. Red never stands on C4 nor passes it: ...
      Hint: after your last order, which column is Red in? Only that column's transmitter ...
    """

    def __init__(self, challenge: Challenge | None = None, *, rack: Any = (), at: str = "A1",
                 objects: Any = None):
        self.challenge = challenge
        self.at = challenge.start if challenge else at
        self.objects = dict(challenge.objects) if challenge else dict(objects or {})
        self.rack = tuple(challenge.rack if challenge else rack)
        self._widget: Any = None
        self.reset()

    def reset(self) -> ChitsBoard:
        """Empty transmitters and the whole rack again (the board's New game). The game
        holds one chit more than the rack, never shown nor laid (:meth:`_left`): a game whose
        rack empties goes on to sending orders, and the last chit laid turned this board into
        a game's, Run my chits gone (walk 08l, fault 2)."""
        setup = {**_setup(self.at, self.objects), "phase": "program",
                 "racks": {"red": [*self.rack, SPARE]}}
        try:
            self.state = Droids.from_setup(setup).new_state(seed=0)
        except SetupError as e:
            raise IllegalAction(_plain(e)) from None
        self._ran = False               # Run my chits pressed since the last chit laid
        if self._widget is not None:
            self._show(self.state, READY)
        return self

    @property
    def program(self) -> str:
        """The chits laid on Red's transmitters, as a program: each chit with its box."""
        laid = self.state.to_dict()["transmitters"].get("red", {})
        return ", ".join(" ".join([chit.split()[0], line, str(b), *chit.split()[1:]])
                         for line, boxes in laid.items() for b, chit in enumerate(boxes, 1)
                         if chit)

    def place(self, chit: str) -> ChitsBoard:
        """Lay one chit from a cell: ``place("V2 C 1 S")``."""
        self._may_lay(chit)
        self._lay(self.state.parse_action(f"red: place {chit}"))
        return self

    def _lay(self, action: Any) -> Trace:
        """Lay a chit: a trace with no step, since a step is an order sent (walk 08s, fault
        5: each chit laid was a step of the slider, What happened and the desk check, and
        then Run my chits started at step 0 of another list); :meth:`_laid_words` says it."""
        self.state.apply(action)
        return Trace(self.state.clone())

    def _laid_words(self, code: str, line: str, box: str) -> str:
        """The title after a chit is laid: which, where, and how many so far (walk 08q,
        fault 3: each chit alone as "Step 1" read as if the one before had been lost). No
        longer than the title before it, so it wraps to no second line and the buttons under
        the board stay put (walk 08v, fault 6: the next click missed Step); what to do next
        is said beside the transmitters.

        >>> board = ChitsBoard(rack=("V2", "V1")).place("V2 A 1 S").place("V1 A 2 E")
        >>> board._laid_words("V1", "A", "2")
        'Chit placed: V1 in box 2 of transmitter A (2 chits laid so far).'
        """
        n = len(self.program.split(", "))
        return (f"Chit placed: {code} in box {box} of transmitter {line} ({n} chit"
                f"{'s' * (n != 1)} laid so far).")

    def _left(self) -> list[str]:
        """The rack's chits not laid yet, in the rack's order.

        >>> board = ChitsBoard(rack=("V2", "V1", "V2")).place("V2 A 1 S")
        >>> board._left(), board.widget().scene["editor"]["chits"]
        (['V1', 'V2'], ['V1', 'V2'])
        """
        laid = Counter(chit.split()[0] for chit in self.program.split(", ") if chit)
        left = []
        for code in self.rack:
            if laid[code]:
                laid[code] -= 1
            else:
                left.append(code)
        return left

    def _may_lay(self, chit: str) -> None:
        """A chit to lay must be one of the rack's left (never the game's spare), as the
        board's editor says (``off_rack``)."""
        if why := off_rack((chit.split() or [""])[0], self._left(), RUN_CHITS):
            raise IllegalAction(why)

    def result(self) -> Result:
        """The challenge checked with the chits laid (or the program run, without one)."""
        if self.challenge is not None:
            return check(self.challenge, self)
        steps = run(self.program, self.at, self.objects)
        return Result(True, f"Red ends on {steps.end} after {steps.sent} orders.")

    def widget(self) -> Any:
        """The board widget (seen by Red: the rack and the transmitters are Red's)."""
        from codyroby_lab.ui import BoardWidget
        words = READY
        self._widget = BoardWidget(self.state.clone(), runner=self._run, viewer="red",
                                   on_new_game=self.reset, title=self._title(words))
        self._widget.scene = self._scene(self._widget.scene, words)
        return self._widget

    def _title(self, words: str) -> str:
        goal = "" if self.challenge is None else (
            " Goal: pick up the crate." if self.challenge.target == CRATE else
            f" Goal: reach {self.challenge.target}.")
        return f"Droids: your program around the board.{goal} {words}"

    def _show(self, state: Any, words: str, note: str = "") -> None:
        self._widget.start = state.clone()
        self._widget.program = ""
        self._widget.scene = self._scene(self._widget.scene, words, note)

    def _scene(self, scene: dict[str, Any], words: str, note: str = "") -> dict[str, Any]:
        """The widget's scene with this board's title, its title while Predict asks about
        a run (``guessing``: of the run, not of the chit placed before it), and its Run said
        in its words; the racks are left out under the board, since the panel's "Your rack"
        shows Red's (a run replays a game whose racks are empty, which read "Red's rack: no
        chits" beside chits still in "Your rack"), and Blue has none to play with. ``note``:
        what the board says at the end of the run's replay (the challenge checked). Its desk
        check has the droids' squares only: a turn, a phase and a rack that never change
        here said nothing but words to explain (walk 08n, fault 6).

        >>> board = ChitsBoard(rack=("V2", "PU")).widget()
        >>> [x["label"] for x in board.scene["layers"] if "rack" in x["label"]]
        []
        """
        editor = {**scene["editor"], "done": RUN_CHITS, "stepwise": True,
                  "chits": self._left()}
        self._widget.editor.config = editor      # the rack it checks a chit on is the one shown
        target = self.challenge.target if self.challenge else CRATE
        layers = [x for x in scene["layers"] if not str(x.get("id", "")).startswith("rack:")]
        droids = [c for c in scene["columns"] if c["kind"] == "join"]   # (a robot's column)
        return with_goal({**scene, "title": self._title(words), "guessing": self._title(GUESS),
                          "editor": editor, "layers": layers, "note": note,
                          "columns": droids},
                         None if target == CRATE else target)

    def _run(self, _start: Any, action: Any) -> Trace:
        """Place a chit (one step: the chit laid, no more), or run the chits laid (passing:
        Run my chits)."""
        if action is None or not self._widget.content:
            # after a run, pressing it again runs them again (walk 08s, fault 10: "or press
            # Run my chits" read as if the chits had not run)
            raise IllegalAction(nothing_to_lay(f"{RUN_CHITS} to run them again" if self._ran
                                               else RUN_CHITS))
        if action.verb != "pass":
            trace = self._lay(action)
            self._ran = False
            self._show(self.state, self._laid_words(*action.args[:3]))
            return trace
        if not self.program:
            # the button's own choice of "pass", a word never explained, is taken back out
            # of the text box (walk 08q, fault 4)
            self._widget.program = ""
            raise IllegalAction(f"Lay a chit on a transmitter first: drag one from your rack "
                                f"into a box, then press {PLACE}.")
        steps = run(self.program, self.at, self.objects)
        sent, self._ran = steps.sent, True
        after = " Then check it in the cell below." if self.challenge else ""
        # the check said where the replay ends, never in the title before it (walk 08n,
        # fault 11: Red covered the goal and the board still said only "Press Step")
        ended = self.result().message if self.challenge else ""
        self._show(self.state, f"Your program runs: {sent} order{'s' * (sent != 1)}. Press "
                               f"Step to follow Red.{after}", ended)
        return steps.trace


# --- chance -----------------------------------------------------------------------------------

FARTHEST = Board.default().width - 1   # the longest shot: from one side of the board to the other


def distance_of(distance: Any) -> int:
    """A shot's distance as the learner wrote it, read like every answer: a whole number of
    squares from 1 (next to the target) to :data:`FARTHEST`, in digits or in words, quoted
    or not; anything else is a LabError saying what a distance is and how to write it.

    >>> distance_of(3), distance_of("5"), distance_of("five")
    (3, 5, 5)
    >>> distance_of(0)
    Traceback (most recent call last):
    ...
    codyroby_lab.core.errors.LabError: distance: write how many squares away the target is, a whole number from 1 (right next to it) to 9 in digits, such as distance = 3, not 0
    """  # noqa: E501
    n = answers.number(distance) if isinstance(distance, (int, float, str)) else None
    if n is None or not 1 <= n <= FARTHEST:
        raise LabError(f"distance: write how many squares away the target is, a whole "
                       f"number from 1 (right next to it) to {FARTHEST} in digits, such as "
                       f"distance = 3, not {repr(distance)[:20]}")
    return n


def hit_chances(distance: Any) -> dict[int, float]:
    """The exact chance of each number of hits at ``distance`` (read by :func:`distance_of`),
    each face of the die equally likely.

    >>> hit_chances("three")
    {0: 0.3, 1: 0.3, 2: 0.3, 3: 0.1}
    """
    return orders.hit_chances(distance_of(distance))


@written_here("answer")
def check_misses(answer: Any, distance: Any = 5, *, show: bool = False) -> Result:
    """How many faces of the ten-sided die give no hit from ``distance`` squares away? A
    count in digits or words. A wrong count hears how to count, worked on two faces, never
    the count; from the second it hears which way to go, as every number question does
    (:func:`.feedback.which_way`). It is a try (:mod:`.feedback`); the right count (or "show me", or
    ``show=True``) also gives the worked-out chances at that distance, and no other: the
    lesson asks later how they change with distance (walk 08r, fault 7). Walk 08q, fault 1:
    every count, wrong ones too, printed that table, the answer in it.

    >>> feedback.forget()
    >>> print(check_misses("four"))
    ✘ Not quite: that is not how many faces give no hit from 5 squares away. Try again.
      Hint: divide each face, 0 to 9, by 5 and drop what is left over: 1 divided by 5 is 0, so 1 gives no hit; 9 divided by 5 is 1 (and 4 left over), so 9 gives 1 hit. Write the ten faces in a row, each one's hits under it, and count the faces that give 0.
    >>> print(check_misses("0,1,2,3,4"))
    ✘ '0,1,2,3,4' lists faces: write how many faces give no hit, as one number from 0 to 10.
    >>> r = check_misses(" Five. "); r.ok, r.message, r.details[-1]
    (True, 'Right: from 5 squares away 5 faces give no hit, so half the shots miss. You got it on your second try.', 'distance 5: 0 hits: 50%, 1 hit: 50%')
    """  # noqa: E501
    d = distance_of(distance)
    chances = orders.hit_chances(d)
    misses = round(chances.get(0, 0.0) * orders.DIE)
    share = "half the shots miss" if 2 * misses == orders.DIE else \
        f"{misses / orders.DIE:.0%} of the shots miss"
    # Only the asked distance: the lesson later asks how the chance of 0 hits changes with
    # distance, and a table of every distance here answered it first (walk 08r, fault 7).
    table = ("The exact chances:", f"distance {d}: " + ", ".join(
        f"{_hits(hits)}: {p:.0%}" for hits, p in chances.items()))
    right = Result(True, f"Right: from {d} squares away {misses} faces give no hit, so "
                         f"{share}.", details=table)
    key = f"misses at distance {d}"
    if show or answers.asks_to_see(answer):
        return feedback.asked(key, lambda: right)
    n = answers.number(answer)
    if not answers.words(answer):
        return Result(False, "Write your count between the quotes first: how many faces of "
                             "the die, a number from 0 to 10.")
    if n is None and len(re.findall(r"\d+", str(answer))) > 1:
        # the faces listed (walk 08r8, fault 4: "0,1,2,3,4" heard it was no count)
        return Result(False, f"{str(answer)[:30]!r} lists faces: write how many faces give "
                             "no hit, as one number from 0 to 10.")
    if n is None or not 0 <= n <= orders.DIE:
        return Result(False, f"I cannot read {str(answer)[:30]!r} as a count of faces: the die "
                             "has ten faces, so write a number from 0 to 10, such as 3 or three.")
    if n == misses:
        return feedback.tried(key, right, lambda: right, said=n)
    # How to count, worked on faces 1 and 9, the same for every wrong count.
    def worked(face: int) -> str:
        hits, left = divmod(face, d)
        rest = f" (and {left} left over)" if left and hits else ""
        return (f"{face} divided by {d} is {hits}{rest}, so {face} gives "
                + ("no hit" if hits == 0 else _hits(hits)))
    hint = (f"divide each face, 0 to 9, by {d} and drop what is left over: {worked(1)}; "
            f"{worked(9)}. Write the ten faces in a row, each one's hits under it, and count "
            "the faces that give 0.")
    return feedback.tried(key, Result(False, "Not quite: that is not how many faces give no "
                                             f"hit from {d} squares away.", hint),
                          lambda: right, said=n, aim=misses, most=orders.DIE)


def _hits(n: int) -> str:
    """A number of hits in words a child reads: "1 hit", "0 hits", never "hit(s)" (walk 08r,
    fault 9)."""
    return f"{n} hit{'s' * (n != 1)}"


def simulate_hits(distance: Any, shots: int = 10_000,
                  seed: int | None = None) -> dict[int, float]:
    """How often each number of hits came up in ``shots`` rolls of a fair d10 (0 to 9), each
    roll scored by the game's own hit rule (``distance`` read by :func:`distance_of`). With
    no ``seed`` every call rolls afresh: the lesson's experiment is about chance, and the
    same numbers at every run told a child the die was not random (walk 08p, fault 8)."""
    rolls = np.random.default_rng(seed).integers(orders.DIE, size=shots)
    counts = Counter(orders.hits_of(rolls, distance_of(distance)).tolist())
    return {k: counts[k] / shots for k in sorted(counts)}


def plot_hits(distance: Any, shots: int = 10_000, seed: int | None = None) -> None:
    """The lesson's experiment in one call: bars of the worked-out chance of each number of
    hits at ``distance`` beside how often it came up in ``shots`` rolls, then the same in
    numbers. The cell a learner changes holds the distance only (walk 08o, fault 6: the one
    line to change hid among 25 lines of plotting code). The rolls are new at every run
    unless ``seed`` is given."""
    import matplotlib.pyplot as plt
    from matplotlib.ticker import PercentFormatter

    n = distance_of(distance)
    exact, rolled = hit_chances(n), simulate_hits(n, shots, seed)
    hits = sorted(set(exact) | set(rolled))
    plt.figure(figsize=(6, 3))
    # "exact chance", not "worked out", which a child did not read as a chance (walk 08r, 9)
    for shift, chances, label, colour in ((-0.2, exact, "exact chance", "#6a4c93"),
                                          (0.2, rolled, f"{shots:,} rolls", "#1982c4")):
        plt.bar([h + shift for h in hits], [chances.get(h, 0) for h in hits], width=0.4,
                label=label, color=colour)
    plt.xticks(hits)
    plt.xlabel("hits")
    plt.ylabel("how often")
    plt.gca().yaxis.set_major_formatter(PercentFormatter(1, decimals=0))
    plt.title(f"Shooting from {n} square{'s' * (n != 1)} away")
    plt.legend(loc="upper left", bbox_to_anchor=(1, 1))   # beside the bars, never on them
    plt.tight_layout()
    plt.show()
    for h in hits:
        print(f"{_hits(h)}: exact chance {exact.get(h, 0):.1%}, rolled {rolled.get(h, 0):.1%}")


# --- a game against the computer --------------------------------------------------------------

# What to do now at the board, with the mouse or the keys (a board's title holds no Python call).
OBSTACLE_ON = '"Obstacle on"'   # the board's list of the squares an obstacle may go on
BOARD_NEXT = {"place": f"place an obstacle: choose its square in the list {OBSTACLE_ON}, under "
                       "your transmitters, then press Place obstacle",
              "draw": "draw 7 chits: choose how many of each colour, then press Draw chits",
              "choose": "choose 7 chits, then press Take chits",
              "program": "drag a chit into a box of one of your transmitters, then press "
                         f"{PLACE} (when you have placed enough: {DONE})",
              "execute": "send an order: choose a lit transmitter, then press Send order",
              "cover": "choose a transmitter to cover, then press Cover"}


GAME = "game"   # what the lesson's cells call the game (game = lesson.DroidsPlay(...))
#: each mark of a game's text map (``DroidsPlay.picture``) in words, in the order they are said
MAP_KEY = {"R": "Red", "Y": "Yellow", "B": "Blue", "G": "Grey", "K": "the killer",
           "*": "the statue", "S": "a repair robot", "o": "an obstacle (PU picks it up)",
           "c": "a crate", "m": "a mine", "~": "water", "#": "fixed obstacle",
           ".": "empty land"}
# an action in the game's notation, quoted in a message as an example ('send D E5')
_QUOTED_ACTION = re.compile(r"'((?:draw|choose|obstacle|place|pass|send|cover|uncover)\b[^']*)'")


def _as_said(action: str) -> str:
    """A move as the game's record says it, with "pass" in the words of the board's button
    (walk 08r, fault 9: game.done() came back as "You: pass")."""
    return DONE if action.split() == ["pass"] else action.strip()


def as_call(action: str) -> str:
    """An action in the game's notation as a lesson cell writes it: the call on ``game``
    that plays it (what the cell takes, so a learner can copy it).

    >>> as_call("draw violet 4 red 3"), as_call("send D E5"), as_call("pass")
    ('game.draw("violet 4 red 3")', 'game.send("D", "E5")', 'game.done()')
    >>> as_call("place V2 C 1 S"), as_call("uncover A")
    ('game.place("V2 C 1 S")', 'game.move("uncover A")')
    """
    verb, _, rest = action.strip().partition(" ")
    if verb == "pass":
        return f"{GAME}.done()"
    if verb == "send":
        where = ", ".join(f'"{w}"' for w in rest.split())      # "D", "E5"
        return f"{GAME}.send({where})"
    if verb in ("draw", "choose", "obstacle", "place", "cover"):
        return f'{GAME}.{verb}("{rest}")'
    return f'{GAME}.move("{action.strip()}")'


def calls_in(words: str) -> str:
    """A refused move's ``words`` as a cell's learner reads them: each action quoted as an
    example written as the call a cell takes (:func:`as_call`).

    >>> calls_in("say where to pick up, e.g. 'send D E5'")
    'say where to pick up, e.g. game.send("D", "E5")'
    """
    return _QUOTED_ACTION.sub(lambda m: as_call(m[1]), words)


def _read(word: Any) -> Any:
    """A name a learner wrote, read in any case and without the spaces around it (anything
    not text as it is, for the game to refuse in words).

    >>> _read(" Blue "), _read(["red"])
    ('blue', ['red'])
    """
    return word.strip().lower() if isinstance(word, str) else word


def _scenario(name: Any) -> str:
    """A scenario's name as the lesson's table writes it ("Statue" is "statue"); a name not
    in the table says which are (LabError).

    >>> _scenario(" Statue ")
    'statue'
    >>> _scenario("robot killer")
    Traceback (most recent call last):
    ...
    codyroby_lab.core.errors.LabError: There is no scenario 'robot killer': write one of challenge, demine, microchips, madness, statue, labyrinth, killer
    """  # noqa: E501
    key = _read(name)
    if key not in SCENARIOS:
        raise LabError(f"There is no scenario {str(name)[:30]!r}: write one of "
                       f"{', '.join(SCENARIOS)}")
    return key


def _in_water(s: Any, r: int) -> bool:
    return s.y[r] * s.game.board.width + s.x[r] in s.game.board.water_cells


def _moves_here(code: str, wet: bool) -> bool:
    """Whether chit ``code`` orders your own droid where it stands (``wet``: in the water):
    a shot or a pick up anywhere, a violet move on land, a blue one in the water (an M chit
    orders another robot, a grey one a repair robot)."""
    c = ch.CHITS[code]
    return c.order in ("shoot", "carry") or c.colour == ("blue" if wet else "violet")


def _game(spec: dict[str, Any]) -> Droids:
    """The game of ``spec``; players that do not fit its scenario are said in plain words,
    with the players to write in the game cell (walk 08v, fault 10: "players[1]: Duel in
    the Labyrinth is played by red and yellow" after changing only the scenario's name).

    >>> _game({"scenario": "killer", "players": ["red", "blue"]})
    Traceback (most recent call last):
    ...
    codyroby_lab.core.errors.SetupError: Robot Killer is for 1 player: write players=["red"] in the game cell.
    >>> _game({"scenario": "labyrinth", "players": ["red", "blue"]})
    Traceback (most recent call last):
    ...
    codyroby_lab.core.errors.SetupError: Duel in the Labyrinth is played by red and yellow: write players=["red", "yellow"] in the game cell.
    """  # noqa: E501
    try:
        return Droids.from_setup(spec)
    except SetupError as e:
        if not e.field.startswith("players") or spec["scenario"] not in SCENARIOS:
            raise
        sc = SCENARIOS[spec["scenario"]]
        said = e.reason.split(": give")[0]             # the colours follow, in the cell
        said = f"each player {said}" if said.startswith("must") else said
        given = ", ".join(f'"{c}"' for c in sc.default_players(sc.players[0]))
        raise SetupError(e.field, e.reason, words=f"{said}: write players=[{given}] in the "
                                                  "game cell.") from None


class DroidsPlay(ComputerGame):
    """A Droids game: you (``you``, red by default) against planning computer players.
    ``scenario`` is one of the seven (``"statue"``, ``"challenge"``...), ``players`` the
    droids in the game, ``seed`` fixes the draws and the computers' choices. Every action is
    text in the game's notation (``play.move("place V2 C 1 S")``); ``draw``, ``place``,
    ``done``, ``send``, ``cover`` and ``obstacle`` say the same in words."""

    listed = 10     # a game runs to 60 turns of several moves (walk 08p3, fault 9)

    def __init__(self, scenario: str = "statue", *, players: Any = None, you: str = "red",
                 seed: int = 0, setup: dict[str, Any] | None = None,
                 computers: list[Any] | None = None):
        if isinstance(players, (list, tuple)):
            players = [_read(p) for p in players]        # "Blue" is blue (walk 08g)
        you = _read(you)
        spec = {"scenario": _scenario(scenario), **({"players": players} if players else {}),
                **(setup or {})}
        self.game = _game(spec)
        if you not in self.game.players:
            raise LabError(f"you play one of {', '.join(self.game.players)}, not {you!r}")
        self.you = you
        others = [p for p in self.game.players if p != you]
        self.computers = dict(zip(others, computers or [bots.planner] * len(others),
                                  strict=False))
        self.seed = seed
        self._deal(seed)

    @property
    def rack(self) -> list[str]:
        """Your chits."""
        return [ch.BY_ID[c].code for c in self.state.racks[self.game.players.index(self.you)]]

    def legal(self) -> list[str]:
        """Everything you may do now (a long list while programming)."""
        return [] if self.over else [a.text for a in self.state.legal_actions()]

    def status(self) -> str:
        """Where you stand and what to do next, in words."""
        s = self.state
        if self.over:
            if s.winner is None:
                return "Game over: nobody wins."
            if s.winner != self.you:
                return f"Game over: {display_name(s.winner)} wins.{self._why_out()}"
            # praise only a win the child played (walk 08n, fault 10), as lessons 04, 06, 07 say
            return (f"Game over: {display_name(s.winner)} wins, with the computer playing for "
                    "you." if self.autoplayed else "Game over: you win!")
        me = self.game.players.index(self.you)
        where = square_name((s.x[me], s.y[me]))
        side = ch.SIDE_WORDS[self.game.side_of(me)]
        n = s.covered(me)
        if s.carry[me]:     # the obstacles of Robot Killer and the Labyrinth (walk 08i)
            where += f", carrying {carried_words(s.carry[me], s.carry_n[me])}"
        # "covered" said only once a shot has covered one, and what it means (walk 08i
        # fault 22: "no transmitters covered" from the first turn on, never explained)
        hit = f", {n} of your transmitters out of use after shots" if n else ""
        return (f"Turn {s.turn}. You are {display_name(self.you)} on {where} ({side} side"
                f"{hit}). Your rack: "
                f"{' '.join(self.rack) or 'empty'}. Next: {self._next()}.{self._careful()}"
                f"{self._shut_in()}")

    def _why_out(self) -> str:
        """Why you are out of the game, when you are: the chits you laid could not be sent,
        or your transmitters are all covered; said with who won, in the board's first line
        (walk 08v, fault 2: only step 8 of the replay said it); else ""."""
        out = {e.kind for t in self.turns for e in t.events if e.get("player") == self.you}
        if ELIMINATED in out:
            return (" You are out of the game: none of the chits you laid could be sent, and a "
                    "player who sends none is out.")
        if SCRAPPED in out:
            return " You are out of the game: all your transmitters were covered by shots."
        return ""

    def _careful(self) -> str:
        """While you program: a warning when none of the chits you laid could be sent from
        where the robots stand now (ELIMINATED: a player who sends none is out), and why:
        the transmitter in line with your droid is empty, or its first chit cannot be sent
        (in the water, a violet chit: "lay a chit on transmitter A" with A full of them
        named the wrong cause, walk 08t fault 1); else ""."""
        s, me = self.state, self.game.players.index(self.you)
        if s.phase != "program" or not self._laid() or execution.playable(s, me):
            return ""
        side = self.game.side_of(me)
        t = execution.along(s, side, me)[0]
        line = self.game.line_names(me)[t]
        if execution.first_box(s, me, t) < 0:
            why = (f"Your droid is in {ch.line_word(side)} {line}: lay a chit on transmitter "
                   f"{line}.")
        else:
            why = f"The first chit on transmitter {line} cannot be sent: " \
                  f"{execution.why_not(s, me, t)}."
        water = " In the water, only blue chits move a droid." if _in_water(s, me) else ""
        return (f" Careful: none of your chits can be sent from where the robots stand now, "
                f"and a player who sends none is out of the game. {why}{water}")

    def _laid(self) -> bool:
        """Whether any of your transmitters holds a chit."""
        me, lines = self.game.players.index(self.you), self.game.lines
        return any(self.state.tx[me * lines * BOXES:(me + 1) * lines * BOXES])

    def _shut_in(self) -> str:
        """Words for your droid when no straight move can take it anywhere (an obstacle or
        the board's edge on all four sides), and the two kinds of chit that get it out:
        The Challenge's computer shut Red in on A1 with its first obstacles, and nothing
        said how to get out (walk 08q, fault 11); else ""."""
        s, me = self.state, self.game.players.index(self.you)
        x, y = s.x[me], s.y[me]
        if x < 0 or any(orders.on_board(s, x + d.delta[0], y + d.delta[1]) and not
                        orders.blocked(s, s.game.board.cell((x + d.delta[0], y + d.delta[1])))
                        for d in ROOK):
            return ""
        return (f" Careful: obstacles or the edge shut {display_name(self.you)} in on all "
                "four sides. A chit that moves diagonally, or one that picks an obstacle "
                "up, gets it out.")

    def _next(self, board: bool = False, lit: bool = False) -> str:
        """What to do now: in a cell's words, or (``board``) at the board's. Neither names
        the transmitter to send from: working it out is the lesson's skill (walk 08s, fault
        6), and hint() names it when asked; ``lit`` names the lit ones, for a Send order
        pressed with none chosen (walk 08i fault 13: the refusal only repeated the rule)."""
        phase = self.state.phase
        lines = dict.fromkeys(a.args[0] for a in self.state.legal_actions()) \
            if phase == "execute" and lit else {}
        if board and lines:
            return BOARD_NEXT[phase].replace(
                "a lit transmitter", f"a lit transmitter ({' or '.join(lines)})")
        if board:
            return BOARD_NEXT[phase]
        if phase == "execute":
            return self._send_next()
        if phase == "program":
            return self._program_next()
        # examples of how each is written, as a cell takes it (what the computer would do:
        # hint()); chits that move a droid in the water, for a droid there (walk 08t, 1)
        colour = "blue" if _in_water(self.state, self.game.players.index(self.you)) \
            else "violet"
        # a free square (walk 08r10, fault 10: D4 every time, D4 taken, and copied it failed)
        free = [a.args[0] for a in self.state.legal_actions(self.you) if a.verb == "obstacle"]
        square = "D4" if "D4" in free or not free else free[len(free) // 2]
        return {"place": f"place an obstacle, for example {as_call(f'obstacle {square}')}",
                "draw": f"draw 7 chits, for example {as_call(f'draw {colour} 4 red 3')}",
                "choose": f"choose 7 chits, for example {as_call('choose V1 V1 V2 VX B1 PU PU')}",
                "cover": f"choose a transmitter to cover, for example {as_call('cover A')} (or "
                         f"{as_call('uncover A')} after a repair)"}[phase]

    def _program_next(self) -> str:
        """The Next line while you lay chits: a chit that makes sense, with a ``?`` for
        where it goes and its arrow (copied whole every time, the example played the game
        for the child, walk 08v fault 11; working out the transmitter is the lesson's skill,
        as for a send: walk 08s, fault 6), or, when no chit you hold can serve your droid
        where it will stand, that you are done. With none laid, done first says that your
        droid will not move: a child passed five turns doing nothing while Blue took the
        statue (walk 08t, fault 12)."""
        done, example = as_call("pass"), self._example()
        if not self._laid():
            idle = f"{display_name(self.you)} will not move this turn"
            if example is None:
                return f"{done}, but you laid no chit: {idle}"
            return f"{self._place_asked(example)}. You laid no chit yet: with {done} now, {idle}"
        if example is None:
            return f"your droid cannot use any more of your chits where it will be: {done}"
        return f"{self._place_asked(example)}, or when you have placed enough: {done}"

    def _place_asked(self, example: str) -> str:
        """A place call with the example's chit and a ``?`` for each part to work out, and
        what goes there.

        >>> game = DroidsPlay("statue", players=["red", "blue"], seed=4)   # Red on A1
        >>> game._place_asked("place PU B 1")
        'place a chit: game.place("PU ? ?"), with the transmitter of the column your droid will be in, then a free box; box 1 is sent first (game.hint() tells you if you are stuck)'
        """  # noqa: E501
        verb, code, *rest = example.split()
        side = self.game.side_of(self.game.players.index(self.you))
        arrow = ", then an arrow" if len(rest) > 2 else ""
        # any free box, as the rules say (docs/rulings.md, Boxes): "its first free box" read
        # as a rule the game did not keep (walk 08z, fault 9)
        return (f"place a chit: {as_call(' '.join([verb, code, *'?' * len(rest)]))}, with the "
                f"transmitter of the {ch.line_word(side)} your droid will be in, then a free "
                f"box{arrow}; box 1 is sent first "
                f"({GAME}.hint() tells you if you are stuck)")

    def _send_next(self) -> str:
        """The Next line while you send: the call with a ``?`` for the transmitter, and for
        a pick up or put down a second for its square (without it the send is refused:
        walk 08p, fault 4), and how to find them."""
        me = self.game.players.index(self.you)
        square = any(len(a.args) > 1 for a in self.state.legal_actions())
        call = f'{GAME}.send("?", "?")' if square else f'{GAME}.send("?")'
        then = ", then the square to pick up from (or put down on)" if square else ""
        return (f"send an order: {call}, with the transmitter of the "
                f"{ch.line_word(self.game.side_of(me))} your droid is in{then} "
                f"({GAME}.hint() tells you if you are stuck)")

    def _example(self) -> str | None:
        """A place order that makes sense now, or None when no chit of your rack does.

        The chit goes on the transmitter of the column your droid will be in once the chits
        already laid are sent (a chit anywhere else is never sent: copied, it lost the game
        at once, walk 08l fault 1), in its first free box. Of the chits that can order your
        droid there (violet on land, blue in the water, red), the one whose arrow brings it
        nearest its goal, never into the water from land while another does not: copied
        every time, the old example sent Red into the river with violet chits only, and Red
        was out of the game (walk 08t, fault 1).

        >>> game = DroidsPlay("statue", players=["red", "blue"], seed=4)   # Red on A1
        >>> _ = game.draw("violet 4 red 3"); game._example()
        'place VD A 1 SE'
        """
        s, me = self.state, self.game.players.index(self.you)
        if s.x[me] < 0:                     # no droid on the board: no chit orders it
            return None
        side, lines = self.game.side_of(me), self.game.lines
        sim = bots.run_program(s, me)       # where the droid stands when the laid are sent
        t = execution.along(sim, side, me)[0]
        free = [b for b in range(BOXES) if not s.tx[(me * lines + t) * BOXES + b]]
        if sim.blocked or sim.covers[me][t] or not free:
            return None
        wet, goals = _in_water(sim, me), bots.Goals(sim, me)
        away = Direction[side].opposite().name      # first on a tie (a diagonal's too)

        def rank(option: tuple[str, Direction | None]) -> tuple[bool, float]:
            trial, value = bots.sent(sim, me, *option, goals)
            return not wet and _in_water(trial, me), -value

        def arrows(code: str) -> tuple[Direction | None, ...]:     # PU: none, tried once
            return tuple(sorted(ch.arrows(code, side), key=lambda d: away not in d.name)) \
                or (None,)

        options = [(code, d) for code in dict.fromkeys(self.rack) if _moves_here(code, wet)
                   for d in arrows(code)]
        if not options:
            return None
        code, d = min(options, key=rank)
        return f"place {code} {self.game.line_names(me)[t]} {free[0] + 1}" + \
            (f" {d.name}" if d is not None else "")

    def hint(self) -> str:
        """What the planning computer player would do in your place, as the cell that does
        it writes it (``game.send("C")``); once the game is over, that there is nothing
        left to do (the hint cell printed an empty suggestion, walk 08i fault 17)."""
        if self.over:
            return f"nothing, the game is over: {GAME}.new_game() or New game on the board " \
                   "starts another"
        return as_call(self._suggestion())

    def _suggestion(self) -> str:
        return bots.planner(self.state.clone(), self.you, np.random.default_rng(0)).text

    def picture(self) -> str:
        """The board as text, and under it what each mark on it is, as the challenges'
        maps say it (walk 08z, fault 13: Robot Killer's ``K`` had no word).

        >>> print(DroidsPlay("killer", players=["red"], seed=4).picture().splitlines()[-1])
        R Red, K the killer, ~ water, # fixed obstacle, . empty land
        """
        board = self.state.ascii()
        marks = {m for row in board.splitlines()[1:] for m in row.split()[1:]}
        return board + "\n" + ", ".join(f"{m} {w}" for m, w in MAP_KEY.items() if m in marks)

    # --- moving -------------------------------------------------------------------------

    def draw(self, colours: str) -> Turn:
        """``draw("violet 4 red 3")``; a number in words is its digits, as every answer
        reads it (walk 08p, fault 6: "violet four" was refused, "a two" taken as A2)."""
        return self.move(f"draw {' '.join(answers.words(colours)) or colours}")

    def place(self, chit: str) -> Turn:
        """``place("V2 C 1 S")``: a chit, a transmitter, a box, an arrow."""
        return self.move(f"place {chit}")

    def choose(self, chits: str) -> Turn:
        """``choose("V1 V1 V2 VX B1 PU PU")``: Robot Killer's 7 chits."""
        return self.move(f"choose {chits}")

    def done(self) -> Turn:
        """Pass: place no more chits this turn."""
        return self.move("pass")

    def send(self, line: str, square: str = "") -> Turn:
        """``send("C")``; for a pick up or put down ``send("C", "D4")``."""
        return self.move(f"send {line} {square}".strip())

    def cover(self, line: str) -> Turn:
        return self.move(f"cover {line}")

    def obstacle(self, square: str) -> Turn:
        # "d 4" is D4, as the questions read a square (walk 08i fault 24)
        return self.move(f"obstacle {answers.square(square) or square}")

    def move(self, action: str) -> Turn:
        """Any action in the notation (``uncover A``...); a move refused gives its examples
        as the cell that plays them is written (:func:`calls_in`)."""
        turn = self._move(action)
        if not turn.ok:
            return replace(turn, lines=[calls_in(line) for line in turn.lines])
        return self._show(turn)

    def _check_place(self, words: list[str]) -> None:
        """A place order in a learner's words: a chit of your rack, one of your transmitters
        (IllegalAction in plain words; the game checks the rest, the arrow too)."""
        me = self.game.players.index(self.you)
        if words and words[0].upper() not in ch.CHITS and unspaced(words[0].upper()):
            raise IllegalAction(not_a_chit(words[0], self.rack))     # "V2A": the spaces
        if len(words) < 3:
            raise IllegalAction("write the chit, the transmitter and the box, e.g. 'place V2 "
                                f"{self.game.line_names(me)[2]} 1 S'")
        code, line = words[0].upper(), words[1].upper()
        if code not in self.rack:
            raise IllegalAction(f"you have no {code[:10]}: your chits are "
                                f"{' '.join(self.rack) or 'none'}")
        names = self.game.line_names(me)
        if line[:-1] in names and line[-1:] in ("1", "2", "3"):
            # the transmitter and its box glued together (walk 08r9, fault 6: "A1" heard
            # there is no transmitter 'A1')
            raise IllegalAction(f"write the transmitter and the box apart: '{line[:-1]} "
                                f"{line[-1]}', not '{words[1][:10]}'")
        if set(words[1:]) == {"?"}:
            # the Next line's pattern copied as it stands (walk 08r9, fault 6)
            way = [d.name for d in ch.arrows(code, self.game.side_of(me))][:1]
            raise IllegalAction("put your own choices in place of each ?: the transmitter, "
                                f"the box and the arrow, e.g. "
                                f"'{' '.join(['place', code, names[2], '1', *way])}'")
        if line not in names:
            raise IllegalAction(f"there is no transmitter '{words[1][:10]}': yours are "
                                f"{names[0]} to {names[-1]}")

    def _move(self, action: str) -> Turn:
        if self.over:
            return self._over()
        if not isinstance(action, str):
            return self._refused("an action is text, such as 'send C'")
        action = from_call(action)
        words = action.split()
        # (a comma: the game says what is wrong with it, walk 08t fault 3)
        if words[:1] == ["place"] and "," not in action and self.state.phase == "program":
            try:
                self._check_place(words[1:])
            except IllegalAction as e:
                return self._refused(str(e))
        # passing with no chit laid: your droid stays put, said first (walk 08t, fault 12)
        idle = [f"  You laid no chit: {display_name(self.you)} will not move this turn."] \
            if words == ["pass"] and self.state.phase == "program" and not self._laid() else []
        trace = Trace(self.state)
        try:
            events = self._act(f"{self.you}: {action}", trace)
        except LabError as e:   # a move for another time in words (walk 08s, fault 4)
            return self._refused(not_now(str(e), self.state.phase))
        return self._turn(trace, [f"You: {_as_said(action)}", *idle] +
                          [f"  {e.text}" for e in events], events)

    def _says(self, player: str, action: Any) -> str:
        return f"{display_name(player)}: {_as_said(action.text)}"

    def widget(self) -> Any:
        """The game's board (:meth:`ComputerGame.widget`); its I'm done placing chits says
        beside it when none of your chits can be sent, and asks first (:meth:`_warn`)."""
        board = super().widget()
        self._warn()
        return board

    def _new_scene(self) -> None:
        super()._new_scene()
        self._warn()

    def _warn(self) -> None:
        """Give the board's chits editor the warning of :meth:`_careful` ("" for none): said
        only in the title, it was out of view beside I'm done placing chits, and one press
        put the child out of the game (walk 08v, fault 2); the button says it and asks.

        >>> game = DroidsPlay("statue", players=["red", "blue"], seed=4)   # Red on A1
        >>> _ = game.widget(); _ = game.draw("violet 4 red 3"); _ = game.place("V1 C 1 S")
        >>> game._widget.scene["editor"]["careful"][:45]
        'Careful: none of your chits can be sent from '
        """
        editor = self._widget.scene.get("editor", {})
        careful = self._careful().strip()
        if editor.get("careful", "") != careful:
            self._widget.scene = {**self._widget.scene, "editor": {**editor, "careful": careful}}

    def _title(self) -> str:
        if self.over:
            return f"Droids, {self.game.scenario.name}: {self.status()}"
        first = self._opening()
        you = f"First, {first}. You are" if first else "you are"
        return (f"Droids, {self.game.scenario.name}: {you} "
                f"{display_name(self.you)}. Next: {self._next(board=True)}.{self._careful()}"
                f"{self._shut_in()}")

    def _opening(self) -> str:
        """What the computers played before your first move, while it is the only turn:
        the board's replay starts at your move, so The Challenge's first obstacle (Blue's,
        on B1) was on the board and told nowhere (walk 08i fault 24)."""
        if len(self.turns) != 1 or self.turns[0].lines[0].startswith("You:"):
            return ""
        return "; ".join(e.text for e in self.turns[0].events)

    def _program_of(self, action: Any) -> str:
        """The widget's action (the chits editor's choice) as notation; nothing chosen is
        refused, saying what to choose (or, once the game is over, who won)."""
        if action is None and not self.over:
            raise IllegalAction(f"Choose what to do first: {self._next(board=True, lit=True)}")
        if action is None:      # Run once the game is over: who won stays on show
            raise IllegalAction(self._note())
        if action.verb == "pass" and self._widget is not None and not self._widget.content:
            # Run with nothing chosen never ends the programming: a learner who pressed it
            # after one chit lost the rest of the rack (passing sends them back to the box)
            raise IllegalAction(nothing_to_lay(f"{DONE} when you have placed enough"))
        return action.text

    def _play(self, program: Any) -> Turn:
        text = getattr(program, "text", program)
        return self._move(str(text))
