"""Checks for the lessons: predictions, exercises and goals, each answered in plain words.

Every check returns a :class:`Result`: ``ok``, a message, an optional hint, and per-board
lines for checks over several boards. It prints as text and shows as escaped HTML in
Jupyter, so whatever a learner typed is shown as text, never run. The rules live in the
games: these helpers only run programs (``state.run``, ``Challenge.check``) and compare.

>>> from codyroby_lab.lessons import predict
>>> predict("F F R F", "B3")
✔ Right! Roby ends on B3 facing east. You got it on your first try.
>>> print(predict("F F F F F", "crash"))  # doctest: +NORMALIZE_WHITESPACE
✔ Right! Roby crashes at step 5: the edge of the board is ahead,
  so Roby stays on A1 and the program stops. You got it on your first try.
"""

from __future__ import annotations

import ast
import difflib
import json
import re
from collections.abc import Iterable
from dataclasses import replace
from itertools import product
from typing import Any
from weakref import WeakKeyDictionary, WeakValueDictionary

from codyroby_lab.core.errors import LabError, ProgramSyntaxError
from codyroby_lab.core.geometry import (
    Direction,
    Square,
    parse_direction,
    parse_square,
    square_name,
)
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.vocabulary import (
    SHOWN,
    WORDS,
    in_words,
    listed,
    meaning,
    meanings,
    number_meant,
)
from codyroby_lab.core.words import either, ordinal
from codyroby_lab.games import codyroby
from codyroby_lab.games.codyroby import Board, CodyRoby, CodyRobyState
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby.challenge import Challenge, Verdict
from codyroby_lab.games.codyroby.program import (
    BASIC_CARDS,
    BRACKETS,
    Card,
    If,
    Program,
    Repeat,
    parse,
)
from codyroby_lab.games.codyroby.robot import Robot
from codyroby_lab.games.codyroby.rules import sense
from codyroby_lab.games.codyroby.solver import shortest_program
from codyroby_lab.lessons import answers, feedback, kept
from codyroby_lab.lessons.cell import written_here
from codyroby_lab.lessons.repeat_numbers import numbers_for, wrong_numbers
from codyroby_lab.lessons.result import CROSS, TICK, Result

#: the star of a challenge's board in its legend: the lesson's "target", the board's "goal"
GOAL_LEGEND = {"kind": "goal", "label": "star: the target (the goal), the square to reach"}
#: each board the program its cell gave it: the lesson's first try, which a check does not
#: count as one of the learner's (walk 02n, fault 4)
_GIVEN: WeakKeyDictionary[Any, str] = WeakKeyDictionary()
BLUE = ("REPEAT", "IF")   # the blue cards a palette offers (IF comes with its ELSE)
#: what a board says under its title when it holds the cards put on it before, not the
#: cell's program: which program it holds, and how to play the cell's (walk 02n, fault 5: a
#: child who fixed the program by typing was told why nothing changed, not what to do; walk
#: 02p, fault 1: under the buttons, it was off screen); the title stays the board's own
#: (walk 01p, fault 7 and walk 03p, fault 10: a two-line title of jargon)
KEPT = "Your cards from before are back on this board."
#: what a question's board (``answer_first``, shown once the question is answered) says
#: before anything runs: Run, as lesson 1 asks ("press Run to see why"; walk 01q5, fault 1:
#: the board asked for Predict alone), and how to guess each step first, as lesson 2 asks
#: (walk 02p2, fault 5 and walk 02p3, fault 1: Predict, then Run)
QUESTION_IDLE = ("Nothing has run yet: press Run to watch the program. To guess each step "
                 "first, tick Predict, then press Step and click the square where Roby will "
                 "be.")
KEPT_NOT_CELL = ("This board keeps your cards from before, {built}, not the program in the "
                 "cell, {asked}. To play the cell's program, copy it into Program as text and "
                 "press Use text.")


# --- reading what the learner gave ---------------------------------------------------------

#: what a check of a board adds while its text box holds a program it refused: the cards
#: on the board are judged, the program a child sees (walk 09q, fault 6), and the text is not
#: (walk 01q5, fault 2: "F R F F" on the board, a refused "F, R, F, F" in the box, and the
#: check refused both)
TEXT_NOT_USED = ("The text in Program as text was not used: it has a mistake (the red words "
                 "under the box say which): this check judged the cards on the board.")


def program_text(program: Any) -> str | Program:
    """The program a learner gave: text, a Program, or a board widget (its ``program``: the
    cards it shows, even while its text box holds a program it refused, see
    :func:`_text_not_used`)."""
    if isinstance(program, (str, Program)):
        return program
    text = getattr(program, "program", None)
    if isinstance(text, str):
        return text
    thing = answers.not_text(program, '"F F R"')   # never how Python shows it (walk 01h)
    raise LabError(thing[:1].lower() + thing[1:-1] if thing else
                   f"a program is text such as 'F F R', not {type(program).__name__}")


def given(program: Any, first_try: str | None = None) -> bool:
    """Whether ``program`` is the lesson's own first try: a board still holding the program
    its cell gave it, or the text ``first_try`` (read, so spacing does not matter).

    >>> b = board("F R F", at="A5"); given(b), given("F  R F", "F R F"), given("F", "F R F")
    (True, True, False)
    >>> b.program = "F R F F"; given(b)
    False
    """
    if isinstance(program, (str, Program)):
        return first_try is not None and parse(program).text == parse(first_try).text
    return _GIVEN.get(program, None) == getattr(program, "program", "")


def start_state(on: Any = None, at: Any = None, facing: Any = "N") -> CodyRobyState:
    """The state a program starts from: ``on`` is a board widget, a state, a game, a
    challenge, a ``codyroby`` setup dict, a board dict or a Board (5x5 when None); ``at``
    and ``facing`` place Roby on a bare board (A5 facing north by default).

    >>> start_state({"width": 3, "height": 3}, at="B2", facing="E").robots["roby"].label()
    'Roby at B2 facing east'
    """
    start = getattr(on, "start", None)
    if isinstance(start, CodyRobyState):          # a board widget
        return start.clone()
    if isinstance(on, CodyRobyState):
        return on.clone()
    if isinstance(on, CodyRoby):
        return on.new_state()
    if isinstance(on, Challenge):
        board, square, d = on.board, on.start, on.facing
    else:
        if isinstance(on, dict) and ("robots" in on or "board" in on):
            return CodyRoby(on).new_state()
        if on is not None and not isinstance(on, (dict, Board)):   # never a traceback
            raise LabError(_not_a_board(on))
        board = Board.from_dict(on) if isinstance(on, dict) else on or Board()
        square = parse_square(at, "at") if at is not None else (0, board.height - 1)
        d = parse_direction(facing)
    return CodyRoby(board=board, robots={"roby": Robot("roby", square, d)}).new_state()


def _not_a_board(on: Any) -> str:
    """What a check says of ``on`` given where a board goes that is no board: what it
    expects instead (walk 05s, fault 1: text there was a Python error full of library code).

    >>> _not_a_board("garden")
    'a board is written between { }, as in a board file: {"width": 5, "height": 5, "blocks": ["C3"]}, not the text \\'garden\\''
    """  # noqa: E501
    what = f"the text {on!r}" if isinstance(on, str) else f"a {type(on).__name__}"
    return ('a board is written between { }, as in a board file: {"width": 5, "height": 5, '
            f'"blocks": ["C3"]}}, not {what}')


def run(program: Any, on: Any = None, at: Any = None, facing: Any = "N") -> Trace:
    """Run the learner's program from :func:`start_state` and return the trace."""
    return start_state(on, at, facing).play(parse(program_text(program)))


def board(program: Any = "", on: Any = None, at: Any = None, facing: Any = "N",
          title: str | None = None, *, run: bool = True,
          palette: list[str] | None = None, answer_first: bool = False,
          keep: bool | None = None, max_cards: int | None = None) -> Any:
    """A board widget on :func:`start_state` holding ``program``, already run so Step and
    Back work at once (an empty program is not run). ``run=False`` holds the run back until
    the learner presses Run; ``max_cards`` is the card budget of a board on no challenge
    (an exercise its :func:`check_goal` judges), shown as a challenge's is, in its title
    and under its program (walk 02r6, fault 9: only Exercise 1's check said it);
    ``answer_first=True`` (a board showing a question's program)
    gives, until the question about where ``program`` takes Roby (:func:`predict`) is
    answered right or its answer asked for, a note to answer first instead of the board,
    which would show the answer. ``palette``
    is the cards the board offers (on a challenge without blue cards: F, L and R); on a
    challenge, a star marks the goal and the board has the challenge's title. A board's cell
    run again (Shift+Enter once more, Run All after a restart) holds the program the learner
    built on the board it made before, even when the cell's program has changed since
    (``my_program`` edited in the check above; walk 03k, fault 5), when its cell names it
    with ``title``, as every lesson's does (an unnamed board is known by its program too),
    until the cell holds that program itself or asks to be shown the answer (:func:`_keep_built`); a board with
    ``keep=False`` (a question's program: the default with ``answer_first``) comes back as
    its cell writes it, so running its cell again undoes a stray card (walk 02e, fault 1). A
    program that cannot be read (a typo in the check above, whose ``my_program`` the cell
    shows, or in the board's own cell, as in lessons 1 and 2) leaves the board empty, saying
    where to fix it; a challenge's board whose cell shows a program another exercise's check
    judged last holds its own exercise's (:func:`_own_program`); ``"show me"`` on a challenge's
    board holds the answer its check shows (:func:`answer_on`).

    >>> board("F F R", at="C3")
    <CodyRobyBoard program='F F R', 3 steps>
    >>> board("F F R", at="C3", run=False, palette=["F", "L", "R"])
    <CodyRobyBoard program='F F R', no run>
    >>> board("F", on=challenge(None, "A5", "C4", budget=5), title="Corner").scene["title"]
    'Corner (at most 5 cards)'
    >>> board("F R", at="C3", title="Loop", max_cards=3).scene["title"]
    'Loop (at most 3 cards)'
    >>> board("F", at="C3", max_cards=0)
    Traceback (most recent call last):
    ...
    codyroby_lab.core.errors.LabError: max_cards must be a whole number of cards, 1 or more, not 0
    >>> board("F X", at="C3").error
    "The program for this board cannot be read: 'X' is not a card: use F, L, R, REPEAT, IF or ELSE. Fix it where it is written (in this cell; if it is not here, in the check above, then run that check), and run this cell again: the board will hold it."
    >>> board("F R", at="C3", title="Question 1", answer_first=True)
    ✘ This board shows the program of Question 1, so it waits for your answer: check your guess above until it is right (or write "show me" as your guess), then run this cell again.
    """  # noqa: E501
    from codyroby_lab.ui import CodyRobyBoard
    if max_cards is not None and (not isinstance(max_cards, int) or isinstance(max_cards, bool)
                                  or max_cards < 1):
        raise LabError(f"max_cards must be a whole number of cards, 1 or more, not {max_cards!r}")
    budget = on.budget if isinstance(on, Challenge) else max_cards
    if answer_first and not _answered(_question(parse(program_text(program)),
                                                start_state(on, at, facing))):
        return Result(False, f"This board shows the program of {title or 'the question'}, so "
                             "it waits for your answer: check your guess above until it is "
                             f'right (or write "{answers.SHOW_ME}" as your guess), then run '
                             "this cell again.")
    if palette is None and isinstance(on, Challenge):
        palette = offered(on)
    named = title is not None     # a board its cell names is known by its name alone
    if title is None and isinstance(on, Challenge) and on.title != "Challenge":
        title = on.title
    if title and budget is not None:
        title = f"{title} (at most {budget} cards)"   # in view while building (walk 01f, 9)
    asked = program_text(program)
    shown = isinstance(on, Challenge) and answers.asks_to_see(asked)
    if shown:
        asked = answer_on(on)
    elif isinstance(on, Challenge):
        asked = _own_program(on, asked)
    task = on.task if isinstance(on, Challenge) else ""
    start = start_state(on, at, facing)
    key = ("board", str(title), str(start.to_dict()), str(palette), task,
           "" if named else str(asked))
    goals = on.goal_tiles() if isinstance(on, Challenge) else []
    w = CodyRobyBoard(start, title=title, palette=palette, goal=on.target if goals else None)
    try:
        w.program = str(asked)
        _GIVEN[w] = w.program
    except LabError as e:
        reason = e.plain(str(asked)) if isinstance(e, ProgramSyntaxError) else str(e)
        w.error = (f"The program for this board cannot be read: {reason}. Fix it where it "
                   "is written (in this cell; if it is not here, in the check above, then "
                   "run that check), and run this cell again: the board will hold it.")
    back = (not answer_first if keep is None else keep) and _keep_built(
        w, key, None if shown else kept.kept(key))
    if answer_first:
        w.scene = {**w.scene, "editor": {**w.scene["editor"], "words": {"idle": QUESTION_IDLE}}}
    if budget is not None:
        # the board says when its program holds more cards (walk 01v, fault M2: only the
        # title, scrolled away, and the check below said so)
        w.scene = {**w.scene, "editor": {**w.scene["editor"], "budget": budget}}
    if isinstance(on, Challenge):
        _BOARD_ON[str(on.to_dict())] = w
    if goals:
        w.scene = {**w.scene, "tiles": [*w.scene.get("tiles", []), *goals],
                   "legend": [*w.scene.get("legend", []), {**GOAL_LEGEND, "tile": goals[0]}]}
    elif isinstance(on, Challenge):
        w.scene = {**w.scene, "tiles": [_as_goal(t, on.target) for t in w.scene["tiles"]]}
    if run and w.program and not back:
        w.run()
    return w


def _as_goal(tile: dict[str, Any], target: Square) -> dict[str, Any]:
    """A board's ``tile``, named as the goal when it is the coloured target a challenge asks
    for: the line under the buttons then says Roby reached it, as a star's board says (walk
    03t, fault 7: "The program has ended." alone on red-target boards).

    >>> _as_goal({"at": [4, 0], "kind": "target", "color": "red"}, (4, 0))["goal"]
    'the red target'
    >>> "goal" in _as_goal({"at": [1, 1], "kind": "block"}, (1, 1))
    False
    """
    if tile.get("kind") != "target" or tuple(tile["at"]) != tuple(target):
        return tile
    return {**tile, "goal": f"the {tile['color']} target"}


def _own_program(exercise: Challenge, asked: str | Program) -> str | Program:
    """The program a board of ``exercise`` shows when its cell asks for ``asked``: lesson 3's
    exercises share one ``my_program``, which each check cell writes, so a board cell run
    again after a later exercise's check was given that exercise's program, and its own was
    gone (walk 03s, fault 1). When ``asked`` is what the last check judged, on other boards,
    the board shows what its own exercise's check judged last ('' if it never ran).

    >>> one = challenge(None, "A5", "C4", title="one"); two = challenge(None, "A5", "E1")
    >>> _ = check_all("F R F F", [one]); _ = check_all("REPEAT UNTIL red [F]", [two])
    >>> _own_program(one, "REPEAT UNTIL red [F]"), _own_program(one, "F F")
    ('F R F F', 'F F')
    """
    program, boards = _LAST_CHECK.get("program"), _LAST_CHECK.get("boards", ())
    if str(asked) != program or str(exercise.to_dict()) in boards:
        return asked
    return _JUDGED.get(str(exercise.to_dict()), "")


def _answered(question: str) -> bool:
    """Whether ``question`` was answered right (or its answer shown), in this kernel or, kept
    beside the notebook, before a restart of Python: a question's board waits for the answer
    once, not again after each restart (walk 01g, fault 1)."""
    if feedback.answered(question):
        kept.keep(("answered", question), "yes", "")
        return True
    return kept.kept(("answered", question)) == "yes"


def _keep_built(w: Any, key: tuple[str, ...], built: str | None) -> bool:
    """Give the board ``w`` (its cell's program on it) the program ``built`` on the board its
    cell made before, in this Python or, kept beside the notebook, before a restart
    (:mod:`.kept`), and keep each program the learner builds on it there. ``key`` names the
    board, not the cell's program, which is stored beside it: a ``my_program`` edited since
    finds the built program all the same (walk 03k, fault 5). The board then says so under
    its title (``scene["said"]``), since the cell shows another program (walk 02f,
    fault 10: after a restart the board silently disagreed with its cell); a cell with no
    program hears only that the cards are back (walk 01p, fault 7). Once the cell holds the
    built program itself (copied into ``my_program``), nothing of the board's is lost: the kept program goes, and the cell's
    next program is on the board when it runs again. A kept program that no longer reads (a
    file edited by hand) leaves the cell's. True when the board holds the cards from before:
    they wait for Run, never played at once (walk 03v, fault 8: an endless program built
    before came back as "step 0 of 100000", a run nobody asked for).

    >>> ex = challenge(None, "A5", "C4", budget=5)
    >>> board("F", on=ex, title="Corner").program = "F R F F"     # built on the board
    >>> again = board("F F", on=ex, title="Corner")                # my_program changed
    >>> again, again.scene["title"], again.scene["said"]
    (<CodyRobyBoard program='F R F F', no run>, 'Corner (at most 5 cards)', "This board keeps your cards from before, F R F F, not the program in the cell, F F. To play the cell's program, copy it into Program as text and press Use text.")
    >>> board("F R F F", on=ex, title="Corner").program          # copied into the cell
    'F R F F'
    >>> board("R", on=ex, title="Corner").program                 # the cell's next program
    'R'
    >>> kept.forget()
    """  # noqa: E501
    asked = w.program
    back = False
    if built == asked:
        kept.keep(key, asked, asked)
    elif built is not None:
        try:
            w.program = built
            w.error = ""
            said = KEPT_NOT_CELL.format(built=w.program, asked=asked) if asked else KEPT
            w.scene = {**w.scene, "said": said}
            back = True
        except LabError:
            pass
    w.observe(lambda change: kept.keep(key, change["new"], asked), names="program")
    return back


def cards(program: Any) -> int:
    """How many cards a program puts on the table (each F, L, R, REPEAT, IF
    and ELSE card is one).

    >>> cards("REPEAT 4 [F R]"), cards("F R F R F R F R")
    (3, 8)
    """
    return parse(program_text(program)).card_count


def _crash_words(trace: Trace) -> str:
    for e in trace.events(-1):
        if e.kind == kinds.CRASHED:
            return e.text.split(": ", 1)[-1]
    return "it crashed"


def _unreadable(e: Exception, program: Any) -> Result:
    """A program that cannot be read: the reason, and a hint in the words of the cards it
    uses (brackets only for a program with brackets or blue cards); a number in words and a
    [ never closed said plainly.

    >>> print(_unreadable(LabError("'X' is not a card"), "F X"))
    ✘ The program cannot be read: 'X' is not a card
      Hint: check the spelling of each card: F, L or R.
    >>> four = ProgramSyntaxError("'four' is not a card", 1, 8, "four")
    >>> print(_unreadable(four, "REPEAT four [F]"))
    ✘ The program cannot be read: 'four' is a number written in words.
      Hint: write the number in digits: REPEAT 4, not REPEAT four.
    >>> print(_unreadable(ProgramSyntaxError("a ( is never closed", 1, 10, "("), "RIPETI 4 (F"))
    ✘ The program cannot be read: a ( is never closed. It is here: RIPETI 4 ▶(F
      Hint: put a ) after the cards the ( holds.
    >>> print(_unreadable(ProgramSyntaxError("2 is not a card", 1, 2, "2"), "F2 R"))
    ✘ The program cannot be read: 2 is not a card. It is here: F▶2 R
      Hint: a card played twice is written twice: F F R, not F2 R.
    """
    if not isinstance(program, (str, Program)):    # a board: its own words say what to fix
        return Result(False, f"The program cannot be read: {e}.")
    text = program if isinstance(program, str) else ""
    blue = bool(re.search(r"[][()]", text)) or any(      # RIPETI and SE are blue cards too
        meaning("blue", w) in ("repeat", "if") for w in re.findall(r"[A-Za-z]+", text))
    if isinstance(e, ProgramSyntaxError) and (n := number_meant(e.token)) is not None:
        # the number meant, never cards after it: "REPEAT 4 [F R]" was Exercise 1's answer
        # (walk 02l, fault 3)
        return Result(False, f"The program cannot be read: {e.token!r} is a number written in "
                             "words.", f"write the number in digits: REPEAT {n}, not REPEAT "
                                       f"{e.token}.")
    if isinstance(e, ProgramSyntaxError) and "is never closed" in e.message:
        # marked: in a program with four [ the learner cannot guess which one (walk 03q, 5)
        bracket = e.token if e.token in BRACKETS else "["
        where = ProgramSyntaxError(f"a {bracket} is never closed", e.line, e.column, bracket)
        return Result(False, f"The program cannot be read: {where.plain(text)}",
                      f"put a {BRACKETS[bracket]} after the cards the {bracket} holds.")
    if isinstance(e, ProgramSyntaxError) and len(e.token) == 1 and e.token not in "[]()" \
            and not e.token.isalnum():                # a sign between cards, not a misspelling
        return Result(False, f"The program cannot be read: {e.message}",
                      "put the cards a REPEAT holds between [ and ]." if "square brackets" in
                      e.message else "write only cards, with a space between each two.")
    reason = e.plain(text) if isinstance(e, ProgramSyntaxError) else str(e)
    if isinstance(e, ProgramSyntaxError) and e.token.isdigit() and not blue:
        # a number is no misspelt card (walk 01r7, fault 1: "F F R F 2")
        return Result(False, f"The program cannot be read: {reason}",
                      "a card played twice is written twice: F F R, not F2 R.")
    return Result(False, f"The program cannot be read: {reason}",
                  "check the spelling of each card, and that each [ is closed by a ] after the "
                  "cards it holds." if blue else "check the spelling of each card: F, L or R.")


# --- predictions --------------------------------------------------------------------------

def _said(words: list[str]) -> list[str]:
    """The words of an answer about where Roby ends that say something: without the words
    around them ("is on", "guarda a"; the Italian "e" before "guarda" or before a way to face
    is "and", not east).

    >>> _said("roby is on b3 facing west".split()), _said("è su b3 e guarda a ovest".split())
    (['b3', 'west'], ['b3', 'ovest'])
    >>> _said("a3 e nord".split()), _said("a3 e".split())
    (['a3', 'nord'], ['a3', 'e'])
    """
    around = ["", *words, ""]
    return [w for i, w in enumerate(words, 1)
            if not meaning("filler", w) and not meaning("faced", w)
            and not (w == "a" and meaning("faced", around[i - 1]))
            and not (w == "e" and (meaning("faced", around[i + 1])
                                   or meaning("facing", around[i + 1])))]


LOOK = ("follow the cards one at a time: F moves Roby one square the way it faces; L and R "
        "turn it on its square.")
#: The hint for a program that decides with a sensor in a loop (REPEAT WHILE, REPEAT UNTIL):
#: what road is on its board fills the brackets (:func:`_road`).
SENSOR_LOOK = ("before each round, look at what the sensor sees: is there road there ({})? "
               "That decides whether the cards run again.")
SENSED = {"WHILE", "UNTIL"}
#: The hint for a program that decides with an IF and no loop: it has no rounds.
IF_LOOK = ("look at what the IF's sensor sees when Roby gets to it: is there road there ({})? "
           "That decides which cards run: the IF's or the ELSE ones.")

#: what ``not`` does, for a program whose sensor has it
NOT_LOOK = "Careful: with 'not' in front, the sensor says yes when there is NO road there."


def _road(board: Board) -> str:
    """What road is on ``board``, naming only what it has: a path on a plain board sent the
    child looking for one (walk 03t, fault 3).

    >>> _road(Board()), _road(Board(blocks=["B2"])), _road(Board(path=["A1", "A2"]))
    ('on the board', 'on the board, free of blocks', 'on the board and on the path')
    """
    return "on the board" + (", free of blocks" if board.blocks else "") + (
        " and on the path" if board.path else "")


def _sensor_look(prog: Program, board: Board) -> str | None:
    """What to look at in a program that decides with a sensor on ``board``: its loop's
    rounds, or its IF (which has no rounds); None for a program of plain cards.

    >>> print(_sensor_look(parse("IF left [L] ELSE [R]"), Board()))
    look at what the IF's sensor sees when Roby gets to it: is there road there (on the board)? That decides which cards run: the IF's or the ELSE ones.
    >>> _sensor_look(parse("F R"), Board())
    """  # noqa: E501
    cards = set(re.findall(r"\w+", prog.text))
    look = SENSOR_LOOK if SENSED & cards else IF_LOOK if "IF" in cards else None
    look = look.format(_road(board)) if look else None
    return f"{look} {NOT_LOOK}" if look and "not" in cards else look


@written_here("answer", number=False)
def predict(program: Any, answer: Any, on: Any = None, at: Any = None, facing: Any = "N", *,
            with_facing: bool = False, asks: str = "where", show: bool = False) -> Result:
    """Check a prediction of where Roby ends: ``"B3"``, ``"B3 east"`` (square and facing;
    the facing is needed ``with_facing``) or ``"crash"``. A question that ``asks`` which
    way Roby is ``"facing"`` at the end, or what a card does (``"turn"``), also takes a
    facing alone (``"west"``), and needs the facing after a square; the second also takes a
    turn (``"turns right"``). Roby's own sides (left, right, ahead) are never read as a way
    on the board. ``on``, ``at`` and
    ``facing`` say where Roby starts (see :func:`start_state`). A wrong answer says what is
    wrong about it, never the answer, and counts a try (:mod:`.feedback`), but a square off
    the board, or the square Roby crashes on without the crash, counts none; ``show=True``
    shows the answer.

    >>> print(predict("F R F F", "D2 north", at="A4"))
    ✘ Not quite: Roby never stands on D2. Try again.
      Hint: follow the cards one at a time: F moves Roby one square the way it faces; L and R turn it on its square.
    >>> predict("F R F F", "c3. EAST!", at="A4")
    ✔ Right! Roby ends on C3 facing east. You got it on your second try.
    >>> predict("F R F F", None, at="A4", show=True)
    ➜ You asked to see it: Roby ends on C3 facing east.
      You solved this yourself before you asked, so it still counts as solved by you.
    >>> predict("R", "West", asks="facing").ok, predict("R", "turns right", asks="turn").ok
    (False, True)
    >>> predict("F F", "a 3").ok, predict("F R", "east a4").ok
    (True, True)
    >>> print(predict("F L", "D5 west", asks="facing"))  # asked the facing: a square added, no try
    ✘ Not quite: Roby never stands on D5. The way Roby faces at the end, west, is correct. This question asks only which way Roby faces: you may leave the square out. This answer does not count as a try.
      Hint: follow the cards one at a time: F moves Roby one square the way it faces; L and R turn it on its square.
    >>> print(predict("F L", "A4 south"))   # asked only where: a wrong facing added is no try
    ✘ The square A4 is correct, but Roby does not face south at the end. This question asks only for the square: you may leave the way Roby faces out. This answer does not count as a try.
      Hint: look at the L card again: L turns Roby to its left.
    """  # noqa: E501
    try:
        prog = parse(program_text(program))
        start = start_state(on, at, facing)
        key = _question(prog, start)          # before the play, which moves Roby in start
        trace = start.play(prog)
    except LabError as e:
        return _unreadable(e, program)
    end = trace.final.robots[next(iter(trace.final.robots))]
    crashed = trace.halt == "crash"
    right = (f"Roby crashes at step {trace.steps}: {_crash_words(trace)}." if crashed else
             f"Roby ends on {end.name_at} facing {end.facing.word}.")
    name = f"the question about {prog.text}"
    if show or answers.asks_to_see(answer):
        return feedback.asked(key, lambda: Result(True, right), name)
    look = _sensor_look(prog, trace.final.game.board) or LOOK
    # a right answer hears why too, however it was written (walk 03r9, fault 3: "right"
    # heard the sensor's look, "east" and "A5 east" nothing)
    why = _why_if(prog, trace[0]) or _why_done(trace)
    # the answers shown as examples are ones the question takes (walk 02q4, fault 4: "B3"
    # was shown where a square alone is refused)
    kind = "where and facing" if with_facing and asks == "where" else asks
    if (thing := answers.not_text(answer, LIKE[kind])) is not None:
        return Result(False, thing)
    said = _said(answers.words(answer))
    if len(said) > 1 and re.fullmatch(r"[a-z]", said[0]) and said[1].isdigit():
        said[:2] = [said[0] + said[1]]           # "A 3": a square with a space inside
    if len(said) == 2 and _square(said[0]) is None and answers.facing(said[0]) is not None:
        said.reverse()                            # "west C5": the facing first
    if not said:
        return Result(False, f"Write your prediction first, such as {LIKE[kind]}.")
    if (crash := _crash_said(said)) is not None:  # "crash", "A1 crash", "crash north"...
        where, way, said = crash
        safe = ("every F card finds a free square ahead" if re.search(r"\bF\b", prog.text)
                else "they only turn Roby on its square")
        verdict = Result(False, f"Not quite: Roby does not crash with these cards: {safe}.",
                         look) if not crashed else Result(
            False, f"Roby does crash, but not on {square_name(where)}.", look) \
            if where not in (None, end.at) else Result(
            False, f"Roby does crash, but it does not face {way.word} when it crashes."
                   f"{read_facing(said[-2], way)}", look) \
            if way not in (None, end.facing) else Result(True, f"Right! {right}{why}")
    elif asks == "turn" and (turn := _turn(said)) is not None:
        was = trace[0].robots[next(iter(trace[0].robots))]
        turned = {"left": was.facing.left(), "right": was.facing.right()}[turn]
        ok = not crashed and end.at == was.at and end.facing == turned
        besides = _besides_turn(said, was.at) if ok else ""
        verdict = Result(False, f"Not quite: {besides}", look) if besides else Result(
            True, f"Right! {right}{why}") if ok else Result(
            False, f"Not quite: Roby does not turn {turn}.", _ask_if(prog, trace[0]) or look)
        if not besides:               # "left", "L" and "turns left" are one answer
            said = ["turns", turn]
    elif asks == "turn" and (no_turn := _no_turn(said, trace)) is not None:
        verdict = replace(no_turn, hint=_ask_if(prog, trace[0]) or look)
    elif asks in FACED and (faced := _facing(said)) is not None:
        verdict = Result(True, f"Right! {right}{why}") if not crashed and faced == end.facing \
            else Result(False, f"Not quite: Roby does not face {faced.word} at the end."
                        f"{read_facing(said[0], faced)}", look)
        if not verdict.ok and doubtful(said[0], faced):
            return _no_try(verdict)
    elif seen := [w for w in said if meaning("side", w)]:
        return _no_try(Result(False, asks == "turn" and _misspelt_turning(said)
                              or _side_said(seen[0], asks)))
    elif len(said) == 1 and answers.facing(said[0]) is not None:
        return _no_try(Result(False, "This question asks where Roby ends: write the square "
                                     f"too, such as 'B3 {said[0]}'."))
    else:
        square = _square(said[0])
        guess = answers.facing(said[1]) if len(said) == 2 else None
        if square is None or (len(said) == 2 and guess is None) or len(said) > 2:
            if (help_asked := feedback.how_to_see(answer)) is not None:
                return help_asked
            return _no_try(Result(False, f"I cannot read the answer {str(answer)[:30]!r}: "
                                  f"{_misread(said, kind, trace.final.game.board.height)}"))
        if asks == "facing" and guess is None:     # the shape it asked for (walk 03k, 2)
            return _no_try(Result(False, f"{ASKED[asks]}, not where: {SHAPES[asks]}"))
        facing_asked = with_facing or asks in FACED     # the question asks the facing too
        board = trace.final.game.board
        if not (0 <= square[0] < board.width and 0 <= square[1] < board.height):
            # no try: a square off the board is no answer, as row 0 is not (walk 01p, fault
            # 4: A6 was a try); the square of the crash is a guess, and a try (walk 01v,
            # fault M1: "A1", the likeliest wrong guess, was none, so "crash" next was a
            # "first try")
            return _no_try(_about(trace, square, guess, prog, look))
        if crashed and square == end.at and guess in (None, end.facing):
            # the square Roby crashes on is half the answer, as a square without its facing
            # is, and no try (walk 01q4, fault 1: "A1" was a try, though the board's Predict
            # calls A1 right)
            return _no_try(_about(trace, square, guess, prog, look))
        if facing_asked and guess is None:
            return facing_too(square_name(square), asked=ASKED[asks])
        ok = not crashed and square == end.at and guess in (None, end.facing)
        # a turn asked for, Roby never moved: the square is what is wrong, and the facing is
        # the answer, so it is said neither right nor wrong (walk 03r6, fault 2: "A5 west"
        # then "B5 east, the way Roby faces, east, is correct" was the answer in two tries)
        still = asks == "turn" and square != end.at == next(iter(trace[0].robots.values())).at
        verdict = (Result(True, f"Right! {right}{why}") if ok else Result(False, STAYS, look)
                   if still else _about(trace, square, guess, prog, look))
        if not ok and guess is not None:
            verdict = replace(verdict, message=verdict.message + read_facing(said[1], guess))
            if square == end.at and doubtful(said[1], guess):
                return _no_try(verdict)
        if not ok and not facing_asked and square == end.at and guess is not None:
            # a facing not asked for is no try (walk 02v, fault 6: "A1 west" to "Where does
            # it leave it?" was a wrong try)
            return _no_try(replace(verdict, message=f"{verdict.message} {ONLY_WHERE}"))
        if not ok and asks == "facing" and not crashed and guess == end.facing:
            # a square not asked for is no try either (walk 03r8, fault 4: "D5 west", its
            # facing right, was a wrong try where "A4 south" to a square question was none)
            return _no_try(replace(verdict, message=f"{verdict.message} {ONLY_FACING}"))
        if not facing_asked:    # the square alone is judged, so it alone is the answer
            said = said[:1]     # tried before (walk 02z, fault 4: "C1 north" new after "C1")
    return feedback.tried(key, verdict, lambda: Result(True, right), name=name, said=tuple(said))


def facing_too(square: str, who: str = "Roby", asked: str = "") -> Result:
    """What a square said without a facing hears where the question asks for the facing too
    (``asked`` says what it asks): the same words, right square or wrong, and no try, in every
    lesson. Only the right square heard them, so a child could tell it was right without
    spending a try (walk 02p, fault 5).

    >>> print(facing_too("C5"))
    ✘ This question also asks which way Roby faces at the end: say which way Roby faces too, such as 'C5 north', 'C5 east', 'C5 south' or 'C5 west'. This answer does not count as a try.
    """  # noqa: E501
    asked = asked or f"This question also asks which way {who} faces at the end"
    ways = either([repr(f"{square} {w}") for w in listed("facing")])
    return _no_try(Result(False, f"{asked}: say which way {who} faces too, such as {ways}."))


def _no_try(result: Result) -> Result:
    """``result`` of an answer that counts no try, saying so: a later "first try" is then
    what the learner was told (:data:`.feedback.NO_TRY`)."""
    return replace(result, message=f"{result.message} {feedback.NO_TRY}")


def _crash_said(said: list[str]
                ) -> tuple[Square | None, Direction | None, list[str]] | None:
    """An answer that says Roby crashes, maybe where and which way it faces, in any order:
    (the square, the facing, the words in one order) or None. Lesson 01 asks for the facing
    in Question 2, so "crash facing north" came next and was read as the square NORTH (walk
    01s, fault 1).

    >>> _crash_said(["north", "crash"])[1:], _crash_said(["crash", "a1"])[0]
    ((<Direction.N: 0>, ['north', 'crash']), (0, 0))
    >>> _crash_said(["crash", "a1", "n"])[2], _crash_said(["a1", "north"])
    (['a1', 'n', 'crash'], None)
    """
    crash = [w for w in said if meaning("crash", w)]
    rest = [w for w in said if not meaning("crash", w)]
    squares = [sq for w in rest if (sq := _square(w)) is not None]
    ways = [way for w in rest if _square(w) is None and (way := answers.facing(w)) is not None]
    if len(crash) != 1 or len(squares) > 1 or len(ways) > 1 or \
            len(rest) != len(squares) + len(ways):
        return None
    in_order = sorted(rest, key=lambda w: _square(w) is None)  # the square first
    return (squares[0] if squares else None, ways[0] if ways else None, in_order + crash)


def _question(prog: Program, start: CodyRobyState) -> str:
    """The key (:mod:`.feedback`) of the question where ``prog`` takes Roby from ``start``."""
    return f"predict {prog.text} from {start.to_dict()}"


#: What each kind of question takes, said when an answer cannot be read.
SHAPES = {"where": "write a square such as 'B3', maybe with a facing ('B3 east'), or 'crash'.",
          "where and facing": "write a square and the way Roby faces, such as 'B3 east', or "
                              "'crash'.",
          "facing": "write the way Roby faces at the end: "
                    f"{either([repr(w) for w in listed('facing')])}.",
          # every kind of thing a card does, as before any answer (:data:`LIKE`): the two
          # turns alone, after "Roby does not turn left", were the answer (walk 03s, 3)
          "turn": "write what Roby does, such as 'turns left', 'turns right' or 'moves "
                  "forward'."}
#: answers like those each kind of question takes, said when an answer is missing
#: what an answer looks like, said before any answer is written: every facing and every
#: thing a card can do, never a part of them (walk 03p, fault 1: "north" or "west" was two
#: choices shown before any try, one of them the answer)
LIKE = {"where": '"B3", "B3 east" or "crash"',
        "where and facing": '"B3 east" or "crash"',
        "facing": '"north", "east", "south" or "west"',
        "turn": '"turns left", "turns right" or "moves forward"'}
#: the questions a facing alone answers: which way Roby faces, and what a card does
FACED = ("facing", "turn")
#: said to a square Roby never went to, where the question asks what cards that only turned
#: Roby do
STAYS = "Not quite: here Roby only turns where it stands: it does not move to another square."
#: said to the right square with a wrong facing, where the question asks only for the square
ONLY_WHERE = "This question asks only for the square: you may leave the way Roby faces out."
#: said to a wrong square with the right facing, where the question asks only the facing
ONLY_FACING = "This question asks only which way Roby faces: you may leave the square out."
#: what a question asks, said when an answer leaves out which way Roby faces
ASKED = {"where": "This question also asks which way Roby faces at the end",
         "facing": "This question asks which way Roby faces at the end",
         "turn": "This question asks what Roby does"}


def _side_said(word: str, asks: str) -> str:
    """What an answer naming a way seen from Roby (``left``, ``forward``) is told: that word
    is a turn or a move, and what the question takes instead (walk 03g, fault 2).

    >>> _side_said("left", "facing")
    "'left' is a turn, not a way Roby can face: which way does Roby face at the end: north, east, south or west?"
    >>> _side_said("forward", "turn")
    "'forward' is not a turn: write which way Roby turns, such as 'turns left' or 'turns right'."
    >>> _side_said("right", "turn")  # "it goes right": the turn read, the words around it not
    "I can read 'right', but not the words around it: write which way Roby turns, such as 'turns left' or 'turns right'."
    """  # noqa: E501
    if asks == "turn":
        said = (f"I can read '{word}', but not the words around it" if meaning("side", word)
                in ("left", "right") else f"'{word}' is not a turn")
        return f"{said}: write which way Roby turns, such as 'turns left' or 'turns right'."
    kind = "a turn" if meaning("side", word) in ("left", "right") else "a way to move"
    return (f"'{word}' is {kind}, not a way Roby can face: which way does Roby face at the "
            f"end: {either(listed('facing'))}?")


def _misspelt_turning(said: list[str]) -> str | None:
    """What an answer with a misspelt word around its turn hears: that word and the one it
    may mean, not that its turn is "no turn" (walk 03t, fault 2: "trun right" heard "'right'
    is no turn"); None when it has none.

    >>> _misspelt_turning(["trun", "right"]), _misspelt_turning(["forward", "right"])
    ("I cannot read 'trun': did you mean 'turn'?", None)
    """
    for word in said:
        known = meaning("side", word) or meaning("turning", word) or meaning("staying", word)
        if not known and (near := _near(word, list(meanings("turning")))):
            return f"I cannot read '{word}': did you mean {near}?"
    return None


def _facing(said: list[str]) -> Direction | None:
    """The facing an answer of one word names (``north``, ``W``, ``up``), else None.

    >>> _facing(["west"]), _facing(["b3"]), _facing(["w", "e"])
    (<Direction.W: 6>, None, None)
    """
    return answers.facing(said[0]) if len(said) == 1 else None


def read_facing(word: str, way: Direction) -> str:
    """How an answer's facing ``word`` was read, when it is not the English word or its
    letter: "est" is Italian for east, but a child may have left the w out of "west" (walk
    02n, fault 2), so it says how it was read and what to write if it meant another.

    >>> read_facing("est", Direction.E)
    " I read 'est' as east: if you meant another way, write north, east, south or west."
    >>> read_facing("east", Direction.E), read_facing("E", Direction.E)
    ('', '')
    """
    if word.lower() in (way.word, way.word[0]):
        return ""
    return (f" I read '{word}' as {way.word}: if you meant another way, write "
            f"{either(listed('facing'))}.")


def doubtful(word: str, way: Direction) -> bool:
    """Whether the facing ``word``, read as ``way``, may as well be another way misspelt: a
    wrong answer with it counts no try (walk 01v, fault M5; walk 03v, fault 2: "B2 est" was a
    wrong try, though a child may have left the w out of "west", when "B2 nort" was none).

    >>> doubtful("est", Direction.E), doubtful("ovest", Direction.W), doubtful("east", Direction.E)
    (True, False, False)
    """
    if not read_facing(word, way):
        return False
    others = [w for w in listed("facing") if w != way.word]
    return bool(difflib.get_close_matches(word.lower(), others, n=1, cutoff=0.8))


def _square(word: str) -> Square | None:
    """The square a word names (``"c3"``), else None."""
    try:
        return parse_square(word.upper(), "answer")
    except LabError:
        return None


def _misread(said: list[str], asks: str, rows: int = 5) -> str:
    """Why an answer cannot be read and how to write it: the word it cannot read, the word
    it may have meant (a misspelt facing or 'crash'), a row 0, a square written number first
    (the board's ``rows`` said); then the answer's shape.

    >>> _misread(["c3", "eats"], "where")
    "'eats' is not a way to face: did you mean 'east'?"
    >>> _misread(["a0"], "facing")
    'there is no row 0: the rows count from 1, at the top.'
    >>> _misread(["3c"], "where"), _misread(["c3", "rigth"], "where")
    ("I read the number 3, then the letter C: write the letter first, then the number: 'C3'.", "'rigth' is not a way to face: after the square, write north, east, south or west.")
    >>> print(_misread(["b2north"], "where"))
    'B2north' is one word: put a space between the square and the way Roby faces, inside one pair of quotes: "B2 north".
    >>> _misread(["al"], "where")
    "Al ends with the letter l, which looks like a number: a square's number is written in digits, from 1 to 5 on this board."
    >>> _misread(["turn", "rigth"], "turn"), _misread(["turns", "rite"], "turn")
    ("'rigth' is not a way to turn: did you mean 'right'?", "'rite' is not a way to turn: did you mean 'right'?")
    """  # noqa: E501
    shape = SHAPES.get(asks, SHAPES["where"])
    if asks == "turn":
        rest = [w for w in said if not meaning("turning", w)]
        # two sides only, so a spelling by sound ("rite") is near enough (walk 03s, fault 3)
        near = _near(rest[0], _turn_words(), least=0.6) if len(rest) == 1 else ""
        return f"'{rest[0]}' is not a way to turn: did you mean {near}?" if near else shape
    if answers.facing(said[0]) is not None or meaning("crash", said[0]):
        return shape
    if _square(said[0]) is None:
        if answers.square_trouble(said[0]) == answers.NO_ROW_0:
            return f"{answers.NO_ROW_0}." + (
                f" {said[0].upper()} is not on the board." if asks != "facing" else "")
        joined = re.fullmatch(r"([a-z][0-9]{1,2})([a-z]+)", said[0])
        if joined and answers.facing(joined[2]) is not None:   # "B2" "north": Python joins
            # two quoted words side by side into one (walk 01p, fault 8)
            square, way = joined[1].upper(), joined[2]
            return (f"'{square}{way}' is one word: put a space between the square and the "
                    f"way Roby faces, inside one pair of quotes: \"{square} {way}\".")
        if re.fullmatch(r"[0-9]{1,2}[a-z]", said[0]):      # "3C" (walk 01h, fault 12)
            return f"{answers.square_trouble(said[0])}."
        if re.fullmatch(r"[a-z][0-9]?[lio]", said[0]):   # "Al": a letter for 1 (walk 02n, 3)
            # the rows the board has: "1 or 10" named a row a 5x5 board lacks (walk 02s, 9)
            return (f"{said[0][:1].upper()}{said[0][1:]} ends with the letter "
                    f"{said[0][-1]}, which looks like a number: a square's number is written "
                    f"in digits, from 1 to {rows} on this board.")
        near = _near(said[0])
        return f"did you mean {near}? Or {shape}" if near else shape
    if len(said) == 2:
        near = _near(said[1])
        return (f"'{said[1]}' is not a way to face: " +
                (f"did you mean {near}?" if near else
                 f"after the square, write {either(listed('facing'))}."))
    return shape


def _near(word: str, known: list[str] | None = None, least: float = 0.7) -> str:
    """The facings or 'crash' (or the ``known`` words) a misspelt word is nearest to, at
    least ``least`` alike, in quotes ('' when none is), in any language: the learner's own
    is the nearest.

    >>> _near("nort"), _near("ovets"), _near("xyz"), _near("east"), _near("nothing")
    ("'north'", "'ovest'", '', '', '')
    >>> _near("eest"), _near("crahs")
    ("'east' or 'west'", "'crash'")
    >>> _near("destar", _turn_words()), _near("right", _turn_words())
    ("'destra'", '')
    """
    if answers.facing(word) is not None or meaning("crash", word):
        return ""
    known = known or [*meanings("facing"), *meanings("crash")]
    if word in known:
        return ""
    score = {w: difflib.SequenceMatcher(None, word, w).ratio() for w in known if len(w) > 1}
    best = max(score.values())     # "nothing" is a word of its own, 0.67 from "north"
    # the words messages speak, when one is nearly as near (walk 03r, fault 4: "eest" heard
    # "did you mean 'est'?", the Italian word, in an English lesson)
    shown = {w: s for w, s in score.items() if w in _SHOWN_WORDS and s >= max(least, best - 0.15)}
    score, best = (shown, max(shown.values())) if shown else (score, best)
    # the word's first form, the one lessons teach (walk 01p3, fault 2: "crahs" heard "did
    # you mean 'crashes'?")
    named = dict.fromkeys(_FIRST.get(w, w) for w in score if score[w] == best)
    return "" if best < least else " or ".join(f"'{w}'" for w in named)


#: every form of a word in the language messages speak (:data:`~codyroby_lab.core.vocabulary.SHOWN`)
_SHOWN_WORDS = frozenset(form for places in WORDS.values() for place in places[SHOWN]
                         for form in place.split("|"))


#: the first form of each form of a facing or 'crash' ("crashes": "crash"), as messages name it
_FIRST = {form: place.split("|")[0] for reader in ("facing", "crash")
          for places in WORDS[reader].values() for place in places for form in place.split("|")}


def _turn_words() -> list[str]:
    """The words that name a turn's side, in every language (``left``, ``destra``)."""
    return [w for w, side in meanings("side").items() if side in ("left", "right")]


def _turn(said: list[str]) -> str | None:
    """``"left"`` or ``"right"`` when an answer names one turn (``"turns right"``, ``"R"``),
    whatever else it says of Roby staying, moving or its square (:func:`_besides_turn`
    reads that: walk 03n, fault 1, "turn right and stay on A5" heard "'right' is no turn").

    >>> _turn(["turns", "right"]), _turn(["l"]), _turn(["b3", "east"])
    ('right', 'left', None)
    >>> _turn(["turn", "right", "stay", "a5"]), _turn(["turns", "right", "then", "forward"])
    ('right', 'right')
    >>> _turn(["left", "right"]), _turn(["turns", "right", "b3", "east"])
    (None, None)
    """
    rest = [w for w in said if not meaning("turning", w) and not meaning("staying", w)]
    if len(rest) == 1:
        turn = {"l": "left", "r": "right"}.get(rest[0]) or meaning("side", rest[0])
        return turn if turn in ("left", "right") else None
    turns = [t for w in rest if (t := meaning("side", w)) in ("left", "right")]
    others = [w for w in rest if meaning("side", w) not in ("left", "right")]
    if len(turns) == 1 and all(meaning("side", w) or _square(w) for w in others) \
            and sum(_square(w) is not None for w in others) <= 1:
        return turns[0]
    return None


#: words of an answer that says Roby does nothing ("nothing", "it stays still")
NOTHING = {"nothing", "niente", "nulla"}
#: the verbs around a move or around nothing, which add nothing to it ("goes forward")
DOING = {"goes", "go", "moves", "move", "walks", "steps", "does", "do", "happens", "va", "fa"}


def _no_turn(said: list[str], trace: Trace) -> Result | None:
    """A wrong answer to what Roby does that names no turn but a move (``"goes forward"``)
    or nothing (``"nothing"``, ``"stays"``): it hears that Roby does not do that, not the
    two turns, which left a guess between two (walk 03n, fault 2); None for any other
    answer, or when Roby does do what it says.

    >>> t = run("R", at="A5")
    >>> _no_turn(["goes", "forward"], t), _no_turn(["nothing"], t), _no_turn(["b3"], t)
    (✘ Not quite: Roby does not move forward with these cards., ✘ Not quite: Roby does something with these cards., None)
    >>> _no_turn(["nothing"], run("", at="A5")), _no_turn(["forward"], run("F", at="A5"))
    (None, None)
    """  # noqa: E501
    rest = [w for w in said if not meaning("staying", w) and w not in DOING]
    name = next(iter(trace.final.robots))
    was, end = trace[0].robots[name], trace.final.robots[name]
    if all(w in NOTHING for w in rest):
        return (None if (end.at, end.facing) == (was.at, was.facing)
                else Result(False, "Not quite: Roby does something with these cards."))
    if len(rest) == 1 and meaning("side", rest[0]) in ("ahead", "back") and end.at == was.at:
        return Result(False, f"Not quite: Roby does not move {rest[0]} with these cards.")
    return None


def _besides_turn(said: list[str], start: Square) -> str:
    """What a turn answer says wrongly besides its turn: a move (Roby stays on its square
    when it turns), or a square other than the one Roby turns on; "" when nothing.

    >>> _besides_turn(["turns", "right", "then", "forward"], (0, 4))
    'Roby does not move forward after it turns: a turn keeps Roby on its square.'
    >>> _besides_turn(["turn", "right", "stay", "b5"], (0, 4))
    'Roby does not stand on B5: a turn keeps Roby on the square where it starts.'
    >>> _besides_turn(["turn", "right", "stay", "a5"], (0, 4))
    ''
    """
    moved = [w for w in said if meaning("side", w) in ("ahead", "back")]
    if moved:
        return (f"Roby does not move {moved[0]} after it turns: a turn keeps Roby on its "
                "square.")
    elsewhere = [w for w in said if (sq := _square(w)) is not None and sq != start]
    if elsewhere:
        return (f"Roby does not stand on {elsewhere[0].upper()}: a turn keeps Roby on the "
                "square where it starts.")
    return ""


_IF = re.compile(r"IF (not )?(ahead|left|right) ")


def _why_if(prog: Program, start: CodyRobyState) -> str:
    """Why a program that starts with an IF runs the block it runs, from Roby's start: what
    its sensor sees there, said after a right answer (a wrong one hears :func:`_ask_if`:
    with two ways to turn, the why would be the whole answer); '' for any other program.

    >>> _why_if(parse("IF left [L] ELSE [R]"), start_state(at="A5"))
    ' From A5 facing north, the left sensor sees no road, so the ELSE cards run.'
    """
    m = _IF.match(prog.text)
    if not m:
        return ""
    robot = next(iter(start.robots.values()))
    seen = sense(start.game.board, robot.at, robot.facing, m[2])
    runs = "the IF's cards" if seen != bool(m[1]) else "the ELSE cards"
    return (f" From {robot.name_at} facing {robot.facing.word}, the {m[2]} sensor sees "
            f"{'road' if seen else 'no road'}, so {runs} run.")


def _why_done(trace: Trace) -> str:
    """Why a run ends as it does, when a sensor's loop decides it: the last look of the
    loop that ends it, said after a right answer; '' for a run no sensor ends.

    >>> board = {"width": 5, "height": 5, "blocks": ["A2"]}
    >>> _why_done(start_state(board, "A5", "N").play(parse("REPEAT WHILE ahead [F]")))
    ' At the end: no road ahead, so the REPEAT WHILE is done.'
    >>> _why_done(start_state(board, "A5", "N").play(parse("F F")))
    ''
    """
    done = [e.text for e in trace.events(trace.steps)
            if e.kind == kinds.CHECKED and e.text.endswith(" is done")] if trace.steps else []
    return f" At the end: {done[-1]}." if done else ""


def _ask_if(prog: Program, start: CodyRobyState) -> str | None:
    """What to look at, from Roby's start, to see which cards a program that starts with an
    IF runs: the question whose answer is the why (:func:`_why_if`), never the answer; None
    for any other program.

    >>> _ask_if(parse("IF left [L] ELSE [R]"), start_state(at="A5"))
    "Roby starts on A5 facing north: which square is on Roby's left there? Is there road on it (on the board)? That decides which cards run: the IF's or the ELSE ones."
    """  # noqa: E501
    m = _IF.match(prog.text)
    if not m:
        return None
    robot = next(iter(start.robots.values()))
    side = "ahead of Roby" if m[2] == "ahead" else f"on Roby's {m[2]}"
    return (f"Roby starts on {robot.name_at} facing {robot.facing.word}: which square is "
            f"{side} there? Is there road on it ({_road(start.game.board)})? That "
            "decides which cards run: the IF's or the ELSE ones."
            + (f" {NOT_LOOK}" if m[1] else ""))


def _about(trace: Trace, square: Square, facing: Direction | None, prog: Program,
           look: str = LOOK) -> Result:
    """What is wrong about a guess (``square``, maybe ``facing``) of ``prog``'s end and where
    to look (``look``: how to follow these cards), never where Roby ends: the part that is
    right, the step at which Roby was on that square, or that no robot stands on a block; a
    wrong facing hears only of the turn cards the program holds.

    >>> _about(run("F F", at="A5"), (0, 3), None, parse("F F"))
    ✘ Not quite: Roby is on A4 after step 1, but the program goes on after that.
      Hint: follow the cards after step 1, one at a time.
    >>> print(_about(run("F L F", at="C3"), (1, 1), Direction.E, parse("F L F")).hint)
    look at the L card again: L turns Roby to its left.
    >>> _about(run("R", at="A5"), (1, 4), Direction.E, parse("R")).message
    'Not quite: your row is correct, but the column is not. The way Roby faces at the end, east, is correct.'
    >>> _about(run("F F", at="A2"), (0, 0), None, parse("F F"))
    ✘ Your square is right: Roby does end on A1. But something happens at step 2 that your answer does not say.
      Hint: follow the card of step 2, from A1: what does it do to Roby?
    """  # noqa: E501
    name = next(iter(trace.final.robots))
    end, said = trace.final.robots[name], square_name(square)
    board = trace.final.game.board
    if not (0 <= square[0] < board.width and 0 <= square[1] < board.height):
        last = square_name((board.width - 1, board.height - 1))
        return Result(False, f"Not quite: {said} is not on the board: its columns go from A "
                             f"to {last[0]} and its rows from 1 to {last[1:]}.", look)
    if trace.halt == "crash" and square != end.at:
        return Result(False, f"Not quite: Roby does not finish the program on {said}.",
                      "follow the cards one at a time, to the last one: where does each F "
                      "card take Roby?")
    if trace.halt == "crash":
        # no "correct" beside the cross (walk 01q, fault 1: "✘ The square A1 is correct"
        # read as a right answer marked wrong), and where to look, never what to look for
        # (walk 01v, fault M1: "is it on the board and free?" all but said the answer): said
        # as any square Roby passes, the step it is there and that the cards go on (walk
        # 01p, fault 6: "that is not all that happens" all but said "crash"); the square
        # said to be where Roby ends, since it is (walk 01p3, fault 1: "the program goes on
        # after that" sent a child past A1), and the step where more happens asked about;
        # the square said to be right, since it is, as the board's Predict says (walk 01q4,
        # fault 1: "Not quite" beside the board's "Right! Roby is on A1 after step 5")
        step = len(trace) - 1
        return Result(False, f"Your square is right: Roby does end on {said}. But something "
                             f"happens at step {step} that your answer does not say.",
                      f"follow the card of step {step}, from {said}: what does it do to Roby?")
    if square == end.at and facing is not None:
        return Result(False, f"The square {said} is correct, but Roby does not face "
                             f"{facing.word} at the end.",
                      _turn_hint(prog) if look == LOOK else look)
    if square in trace.final.game.board.blocks:
        return Result(False, f"Not quite: {said} is a block, and Roby can never stand on a "
                             "block.", look)
    poses = [(trace[i].robots[name].at, trace[i].robots[name].facing)
             for i in range(len(trace) - 1)]
    if square in (at for at, _ in poses):
        # the step Roby got there, in the guessed facing if it ever had it there (walk
        # 02i, fault 4: "C3 east" heard of step 6, where Roby already faced south)
        k = max((i for i, (at, f) in enumerate(poses) if at == square and facing == f),
                default=max(i for i, (at, _) in enumerate(poses) if at == square))
        while k and (poses[k - 1] == poses[k] if facing else poses[k - 1][0] == square):
            k -= 1
        if k == 0:
            return Result(False, f"Not quite: Roby starts on {said}, but the cards move it.",
                          look)
        return Result(False, f"Not quite: Roby is on {said} after step {k}, but the program "
                             "goes on after that.", f"follow the cards after step {k}, one at "
                                                    "a time.")
    # the right facing of a wrong square said too (walk 03z, fault 4: "B5 east" heard only
    # of its column)
    faced = (f" The way Roby faces at the end, {facing.word}, is correct."
             if facing is not None and facing == end.facing else "")
    part = ("column" if square[0] == end.at[0] else "row" if square[1] == end.at[1] else None)
    if part:
        other = "row" if part == "column" else "column"
        return Result(False, f"Not quite: your {part} is correct, but the {other} is not.{faced}",
                      look)
    return Result(False, f"Not quite: Roby never stands on {said}.{faced}", look)


def _turn_hint(prog: Program) -> str:
    """Where a wrong facing comes from: the L and R cards ``prog`` holds, or none."""
    used = [c for c in ("L", "R") if c in prog.text.replace("[", " ").replace("]", " ").split()]
    if not used:
        return "there is no L or R card: which way does Roby face at the start?"
    return (f"look at the {' and '.join(used)} card{'s' * (len(used) > 1)} again: "
            + ", ".join(TURNS[c] for c in used) + ".")


TURNS = {"L": "L turns Roby to its left", "R": "R turns Roby to its right"}


# --- counting the rounds of a REPEAT UNTIL -----------------------------------------------

#: where the rounds of a REPEAT UNTIL are counted, in the words of its board's Desk check
ROUNDS_LOOK = ("in the Desk check under the board, a new round starts at each row whose "
               "words begin with 'Roby is not on the red target': count those rows.")


@written_here("answer")
def check_rounds(program: Any, answer: Any, on: Any = None, at: Any = None,
                 facing: Any = "N") -> Result:
    """Check how many times the big REPEAT UNTIL of ``program`` (its first card) goes round,
    from :func:`start_state`: a number in digits or words ("3", "three", "3 times"); a wrong
    count hears where to count them, never the count (walk 03s, fault 5: Cards inside cards
    asked it and nothing checked it), and from the second which way to go, as every number
    question does (:func:`.feedback.which_way`); the program's number of steps hears that it
    counts steps, not rounds.

    >>> edge = {"width": 4, "height": 4, "targets": {"red": "D4"}}
    >>> nest = "REPEAT UNTIL red [REPEAT WHILE ahead [F] R]"
    >>> print(check_rounds(nest, "2", on=edge, at="A4"))
    ✘ Not quite: the big REPEAT does not go round 2 times. Try again.
      Hint: in the Desk check under the board, a new round starts at each row whose words begin with 'Roby is not on the red target': count those rows.
    >>> check_rounds(nest, "12", on=edge, at="A4").message
    'Not quite: 12 is how many steps the program takes, and a round of the big REPEAT takes more than one step. Try again.'
    >>> check_rounds(nest, "three times", on=edge, at="A4")
    ✔ Right! The big REPEAT goes round 3 times. You got it on your third try.
    """  # noqa: E501
    prog = parse(program_text(program))
    if not (prog.body and isinstance(prog.body[0], Repeat) and prog.body[0].until) or \
            prog.text.count("UNTIL") > 1:     # the rounds counted are those of every UNTIL
        raise LabError("check_rounds counts the rounds of a program that starts with its "
                       "only REPEAT UNTIL card")
    trace = run(prog, on, at, facing)
    rounds = sum(1 for i in range(1, len(trace)) for e in trace.events(i)    # "not on red"
                 if e.kind == kinds.CHECKED and e.get("target") and e.get("result"))
    right = Result(True, f"Right! The big REPEAT goes round {rounds} times.")
    key = f"rounds of {prog.text} from {start_state(on, at, facing).to_dict()}"
    if answers.asks_to_see(answer):
        return feedback.asked(key, lambda: right, "Cards inside cards")
    n = answers.number(answer)
    if n is None:
        return (feedback.how_to_see(answer) or
                Result(False, 'Write how many times the big REPEAT goes round, as a number '
                              'such as "5".'))
    verdict = right if n == rounds else Result(
        False, f"Not quite: {n} is how many steps the program takes, and a round of the big "
               "REPEAT takes more than one step." if n == trace.steps else
               f"Not quite: the big REPEAT does not go round {n} times.", ROUNDS_LOOK)
    # the steps counted are no bound of the rounds: told so, they set no way for the next
    # count (walk 03r6, fault 3: "12" then "4" heard "less than 4", all but the 3)
    return feedback.tried(key, verdict, lambda: right, name="Cards inside cards",
                          said=f"{n} steps" if n == trace.steps else n, aim=rounds)


# --- a loop that never ends ---------------------------------------------------------------

#: the steps a loop of "Spot it" may run before it is stopped: the choices' loop that ends
#: takes far fewer, so the lesson's cell never waits for one that does not
SPOT_STEPS = 20


@written_here("loop", number=False)
def never_ends(loop: Any, loops: list[str], at: Any = "C3", facing: Any = "N") -> Result:
    """Check the learner's choice ``loop`` of the one of ``loops`` that never ends: run it
    (stopped after :data:`SPOT_STEPS` steps), say what happened and whether that is the loop
    that never ends, a try counted (walk 03q, fault 1: the lesson's cell only printed what
    happened, right choice or wrong).

    >>> two = ["REPEAT WHILE ahead [F F]", "REPEAT WHILE ahead [L R]"]
    >>> print(never_ends("REPEAT WHILE ahead [F F]", two))
    ✘ Not quite: this loop ends. Roby took 2 steps, then the program has ended. Try again.
      Hint: after the cards inside the [ ], does Roby still see the same road ahead? A loop never ends when its cards change nothing that its sensor sees.
    >>> print(never_ends("REPEAT WHILE ahead [L R", two))
    ✘ The program cannot be read: a [ is never closed. It is here: REPEAT WHILE ahead ▶[L R
      Hint: put a ] after the cards the [ holds.
    >>> never_ends("repeat while ahead [l r]", two).ok, never_ends("?", two).message
    (True, 'Write the loop you chose between the quotes: REPEAT WHILE ahead [F F] or REPEAT WHILE ahead [L R].')
    """  # noqa: E501
    choose = f"Write the loop you chose between the quotes: {either(loops)}."
    endless = next(t for t in loops if _spin(t, at, facing).halt == "step_limit")
    key = f"never ends {loops}"
    if answers.asks_to_see(loop):
        return feedback.asked(key, lambda: Result(True, f"{endless} never ends."), "Spot it")
    inside = _only_inside(loop, loops)
    try:
        chosen = parse(program_text(loop)).text
    except LabError as e:
        if not inside and re.search(r"[\[\]()]", str(loop)):    # a loop with a slip: where
            return _unreadable(e, loop)    # it is (walk 03r8, fault 5: a ] left out heard
        chosen = ""                        # only the choices again)
    if chosen not in [parse(t).text for t in loops]:
        return Result(False, inside or choose)
    ran = _spin(chosen, at, facing)
    if ran.halt == "step_limit":
        right = Result(True, f"Right! This loop never ends: Roby took {ran.steps} steps and was "
                             "still going, so it was stopped. Its cards change nothing that its "
                             "sensor sees, so it looks again and again.")
    else:
        right = Result(False, f"Not quite: this loop ends. Roby took {ran.steps} steps, then "
                              "the program has ended.",
                       "after the cards inside the [ ], does Roby still see the same road "
                       "ahead? A loop never ends when its cards change nothing that its sensor "
                       "sees.")
    return feedback.tried(key, right, lambda: Result(True, f"{endless} never ends."),
                          name="Spot it", said=chosen)


def _only_inside(loop: Any, loops: list[str]) -> str:
    """What to say when ``loop`` is only the cards inside the [ ] of one of ``loops``: the
    whole loop is wanted, with its words in front (walk 03r7, fault 1: "[L R]" only heard
    the instruction again, as if the choice were wrong); "" when it is not.

    >>> _only_inside("[L R]", ["REPEAT WHILE ahead [F F]", "REPEAT WHILE ahead [L R]"])
    'That is only the inside of a loop. Write the whole loop you chose, with REPEAT WHILE ahead in front of its [ ]: REPEAT WHILE ahead [F F] or REPEAT WHILE ahead [L R].'
    """  # noqa: E501
    bare = str(loop).strip().removeprefix("[").removesuffix("]").split()
    for text in loops:
        words, _, inside = text.partition("[")
        if bare and [w.upper() for w in bare] == inside.removesuffix("]").split():
            return (f"That is only the inside of a loop. Write the whole loop you chose, "
                    f"with {words.strip()} in front of its [ ]: {either(loops)}.")
    return ""


def _spin(loop: str, at: Any, facing: Any) -> Trace:
    """``loop`` run from ``at``, stopped after :data:`SPOT_STEPS` steps."""
    return codyroby.run(loop, at=at, facing=facing, step_limit=SPOT_STEPS)


# --- exercises ----------------------------------------------------------------------------

def challenge(board: Any = None, start: Any = "A5", target: Any = "E1", *, facing: Any = "N",
              budget: int | None = None, blue_cards: bool | list[str] = False,
              title: str = "Challenge",
              text: str = "") -> Challenge:
    """A :class:`Challenge` (the games' own) from keywords, as its JSON file would say.

    >>> c = challenge({"width": 5, "height": 5}, "A5", "C4", budget=5)
    >>> c.best, c.budget
    (4, 5)
    """
    doc = {"board": board if isinstance(board, dict) else (board or Board()).to_dict(),
           "start": start, "facing": facing, "target": target, "budget": budget,
           "blue_cards": blue_cards, "title": title, "text": text}
    return Challenge.from_dict(doc)


def check(exercise: Challenge, program: Any, *, show: bool = False,
          first_try: str | None = None) -> Result:
    """Check a program on a challenge: the challenge's verdict and hint, as a Result that
    counts the tries (:mod:`.feedback`), but not the lesson's own ``first_try`` (as
    :func:`check_all`); ``show=True`` shows a shortest program.

    >>> c = challenge(None, "A5", "C4", budget=5)
    >>> check(c, "F R F")
    ✘ Roby ended on B4, one square from the target C4. Try again.
      Hint: step through the program and watch its last card, at step 3: where does it leave Roby, compared with the target C4?
    >>> check(c, "", show=True)
    ➜ You asked to see it: a program with the fewest cards is F R F F.
    >>> check(c, "F R F F").tries
    2
    """  # noqa: E501
    key, name = f"check {exercise.to_dict()}", _named(exercise)
    tries = feedback.tries(key)
    if show or answers.asks_to_see(program):
        return feedback.asked(key, lambda: _solution(exercise), name)
    try:
        text = program_text(program)
        cards = parse(text, offered(exercise)).text
        v = exercise.check(text)
    except LabError as e:
        return _unreadable(e, program)
    if not cards:
        return _empty(program)
    board = None if isinstance(program, (str, Program)) else str(text)
    return _text_not_used(program, _hint_on(program, feedback.tried(
        key, Result(v.ok, _told(v), _look(exercise, v, str(text), tries), verdict=v,
                    on_board=board),   # the same cards again: no new try
        lambda: _solution(exercise), name=name, stuck=_stuck(program), said=cards,
        given=given(program, first_try), what="exercise")))


def _text_not_used(program: Any, result: Result) -> Result:
    """``result``, saying that the board ``program`` was judged on its cards, not on the
    program its text box holds and refused (:data:`TEXT_NOT_USED`); as it is otherwise.

    >>> b = board("F R F F", at="A5"); b.receive({"type": "set_program", "text": "F, R"})
    >>> b.program, _text_not_used(b, Result(True, "Solved.")).details[0].split(":")[0]
    ('F R F F', 'The text in Program as text was not used')
    >>> _text_not_used("F, R", Result(False, "No.")).details
    ()
    """
    if isinstance(program, (str, Program)) or not getattr(program, "error_at", None):
        return result
    return replace(result, details=(*result.details, TEXT_NOT_USED))


def _hint_on(program: Any, result: Result) -> Result:
    """``result``, its hint also shown on the board ``program`` was checked on (none on a
    right answer), beside the board's steps, until its program changes: at 650 px the hint
    under the check's cell and the board above it were never in view together (walk 01t,
    fault 5).

    >>> b = board("F R F", at="A5")
    >>> _ = _hint_on(b, Result(False, "Not there.", "step through to step 3.")); b.hint
    'step through to step 3.'
    >>> b.program = "F R F F"; b.hint
    ''
    """
    if hasattr(program, "hint") and not isinstance(program, (str, Program)):
        program.hint = "" if result.ok or not result.hint else result.hint
        program.checked()
    return result


def _empty(program: Any) -> Result:
    """The answer to a check of a program with no cards, which counts no try: that it is
    empty, and where its cards go. It heard where Roby ended and how far the target was, as
    if cards had taken it there (walk 01u, fault 8).

    >>> print(_empty(""))
    ✘ Your program is empty: it has no cards yet, so Roby does not move. Write its cards between the quotes, then run this cell again. This answer does not count as a try.
    >>> print(_empty(board("")).message.split(". ")[1])
    Click cards in the row of cards on the board to put them into its Program, then run this check again
    """  # noqa: E501
    where = ("Write its cards between the quotes, then run this cell again." if isinstance(
        program, (str, Program)) else "Click cards in the row of cards on the board to put "
                                      "them into its Program, then run this check again.")
    return _no_try(Result(False, "Your program is empty: it has no cards yet, so Roby does "
                                 f"not move. {where}"))


#: where the target lies from where Roby ended, as a challenge's verdict says it ("C4 is
#: one square to the east")
_TARGET_LIES = re.compile(r": [A-Z]\d+ is [^.:]*\.")


def _told(v: Verdict) -> str:
    """A challenge's verdict as a lesson says it: where Roby ended and how far from the
    target, never which way the target lies from there, which the hint asks the learner to
    find on the board: "C4 is one square to the east" beside Roby facing east was the fix,
    one F more (walk 01u, fault 4).

    >>> c = challenge(None, "A5", "C4", budget=5)
    >>> _told(c.check("F R F")), _told(c.check("F R F F F"))
    ('Roby ended on B4, one square from the target C4.', 'Roby passed the target C4 and ended on D4.')
    >>> _told(c.check("F R F L F F F"))
    'Roby ended on B1, four squares from the target C4. And the program has 7 cards: the budget is 5.'
    """  # noqa: E501
    return _TARGET_LIES.sub(".", v.message, 1) if v.status == "missed" else v.message


def _stuck(program: Any) -> str:
    """How a learner stuck on ``program`` sees the answer: "show me" written in place of the
    program, or of the board's name when it was built on a board. In a notebook that name is
    the notebook's own (``my_board1``): the board is not always the last word of its check
    (walk 02g, fault 9: Exercise 1's check names the board first).

    >>> _stuck("F R") == feedback.STUCK_WORDS, _stuck(board("F")) == feedback.STUCK_ON_BOARD
    (True, True)
    """
    if isinstance(program, (str, Program)):
        return feedback.STUCK_WORDS
    name = _notebook_name(program)
    if name is None:
        return feedback.STUCK_ON_BOARD
    return (f' Try again. If you are stuck, put "{answers.SHOW_ME}" (with its quotes) in place '
            f"of {name} in this cell and run it again: you will see a program that works.")


def _notebook_name(value: Any) -> str | None:
    """The notebook's name for ``value`` (IPython's names, not its own ``_`` ones); None
    outside a notebook or when no name holds it."""
    try:
        from IPython import get_ipython
    except ImportError:
        return None
    shell = get_ipython()
    names = {} if shell is None else shell.user_ns
    return next((k for k, v in names.items() if v is value and not k.startswith("_")), None)


def _named(exercise: Challenge) -> str:
    """An exercise as :func:`~codyroby_lab.lessons.feedback.show_me` names it: its title.

    >>> _named(challenge(None, "A5", "C4", title="Corner")), _named(challenge(None, "A5", "C4"))
    ('the exercise Corner', 'the exercise from A5 to C4')
    """
    if exercise.title != "Challenge":
        return f"the exercise {exercise.title}"
    return f"the exercise from {square_name(exercise.start)} to {square_name(exercise.target)}"


def _look(exercise: Challenge, v: Verdict, text: str = "", tries: int = 0) -> str | None:
    """A challenge's hint for a learner, about their own program ``text`` and never the next
    card (the challenge's own hint names it): too many cards (where a REPEAT could say them
    with fewer), too few rounds of a REPEAT, then the step where the program stops helping
    Roby towards the target and where the target lies from there; a program that only ends
    short, on its first try (no ``tries`` before), hears only how to find out where.

    >>> c = challenge(None, "A5", "C4", budget=5)
    >>> _look(c, c.check("F R F"))              # a first try: how to find out
    'step through the program and watch its last card, at step 3: where does it leave Roby, compared with the target C4?'
    >>> _look(c, c.check("F R F"), tries=1)     # a later one: where to look, and what to ask
    'step through to step 3, where Roby is on B4, and see which way it faces. From there, where is the target C4, seen from Roby? Which card brings Roby nearer?'
    >>> _look(c, c.check("R F F"))
    'before step 1 (the R card), Roby is on A5 facing north. From there, where is the target C4, seen from Roby? Which card brings Roby nearer?'
    >>> _look(c, c.check("F F R F"))
    'before step 2 (the F card), Roby is on A4 (step through to there: which way does it face?). From there, where is the target C4, seen from Roby? Which card brings Roby nearer?'
    >>> _look(c, c.check("F F R F F F R F"))
    'your program has 8 cards, three more than the budget of 5: look for a shorter way to the target (with fewer steps or fewer turns), or for cards that do not help Roby get there.'
    >>> _look(c, c.check("R F F L F"))      # solved, with a card more than the fewest
    'for a bonus, find a program with 4 cards: is there a way with fewer steps or fewer turns?'
    """  # noqa: E501
    if v.ok:   # solved with more cards than the fewest: no card of it is wrong (walk 01j, 5)
        return None if v.hint_at is None else (
            f"for a bonus, find a program with {exercise.best} cards: is there a way with "
            "fewer steps or fewer turns?")
    if v.status == "over_budget" and exercise.blue_cards:
        return _too_many(exercise, text)
    passed = _passed(exercise, v)
    if not v.ok and "REPEAT" in text.upper() and (
            numbers := wrong_numbers(exercise, parse(text))) is not None:
        stops = (f"Roby gets to {square_name(exercise.target)}, then the program goes on. "
                 if passed else "" if v.trace is None or v.status != "missed" else
                 f"The program stops on {v.trace.final.robots['roby'].name_at}. ")
        return stops + numbers
    if passed:
        return _went_past(exercise)
    if v.hint_at is None or v.hint_at[0] == exercise.target:
        return v.hint
    if v.status == "missed" and v.wrong_step is None and "REPEAT" in text.upper():
        return _too_few_rounds(exercise, v)
    if exercise.budget is not None and v.cards is not None and v.cards > exercise.budget:
        return (f"your program has {v.cards} cards, {in_words(v.cards - exercise.budget)} "
                f"more than the budget of {exercise.budget}: look for a shorter way to the "
                "target (with fewer steps or fewer turns), or for cards that do not help Roby "
                "get there.")   # every card may help on a long way round (walk 01j, 6)
    goal = square_name(exercise.target)
    square, facing = v.hint_at
    which = "Which card brings Roby nearer?"
    if v.went_wrong and v.trace is not None and v.wrong_step:   # it names the pose it was in
        robot = v.trace[v.wrong_step - 1].robots["roby"]
        square, facing, look = robot.at, robot.facing, v.went_wrong.rstrip(".")
    elif v.wrong_step and v.trace and (ref := v.trace.card_of(v.wrong_step)) is not None:
        robot = v.trace[v.wrong_step - 1].robots[next(iter(v.trace[0].robots))]
        square, facing = robot.at, robot.facing
        # the card there may point the right way while a card before it is missing (walk
        # 01f, fault 10): the hint asks about it, never blames it, nor sets it against
        # "another one", which with F, L and R left little to think about (walk 01i, 3);
        # after the start, its facing is for the learner to see there: said, it all but
        # named the card (walk 01q, fault 2)
        look = (f"before step {v.wrong_step} (the {ref.label} card), Roby is on "
                f"{square_name(square)} " + (f"facing {facing.word}" if v.wrong_step == 1 else
                                             "(step through to there: which way does it "
                                             "face?)"))
    elif v.hint_at == (exercise.start, exercise.facing):
        look = f"Roby starts on {square_name(square)} facing {facing.word}"
    elif not tries and v.trace is not None and v.trace.steps and not exercise.board.blocks:
        # a first try hears how to find out, not the pose and the card: with "C4 is one
        # square to the east" beside them, they all but said "add an F" (walk 01s, fault 12);
        # with blocks on the way, the hint asks of them, never of a card
        return (f"step through the program and watch its last card, at step "
                f"{v.trace.steps}: where does it leave Roby, compared with the target {goal}?")
    else:   # the step, to keep in mind on the way up to the board (walk 01h, fault 4);
        # the facing is for the learner to see there: said beside the message's "one square
        # to the east", it was the fix (walk 01n, fault 3)
        poses = [] if v.trace is None else [(p.robots["roby"].at, p.robots["roby"].facing)
                                            for p in v.trace]
        look = (f"step through to step {poses.index((square, facing))}, where Roby is on "
                f"{square_name(square)}, and see which way it faces" if (square, facing) in poses
                else f"step through until Roby is on {square_name(square)} facing {facing.word}")
    if exercise.board.blocks:  # the straight way may run into a block: no direction to trust
        return (f"{look}. From there, where is the target {goal}, and which squares on the "
                "way are free of blocks?")
    # where it is, said, would name the card (walk 01d, 7)
    return f"{look}. From there, where is the target {goal}, seen from Roby? {which}"


def _too_many(exercise: Challenge, text: str = "") -> str:
    """The hint for a program ``text`` that reaches the target with more cards than the
    budget, where blue cards are allowed: a blue card holding no cards is named first, since
    it counts and does nothing (walk 02i, fault 3); a program of REPEATs side by side hears
    that a REPEAT can hold another (walk 02r6, fault 10: Exercise 2's own words said so,
    before any try).

    >>> _too_many(challenge(None, "A5", "E1", budget=4, blue_cards=True))
    'Roby gets to E1, so the walk works: only the cards are too many. Which piece of the walk comes back again? A REPEAT can say it once, with fewer cards.'
    >>> _too_many(challenge(None, "A5", "E1", budget=4, blue_cards=True), "REPEAT 2 [F] REPEAT 2 []")
    'Roby gets to E1, so the walk works: only the cards are too many. Your program has a REPEAT card with nothing inside its [ ]: it does nothing, but it still counts as a card.'
    >>> _too_many(challenge(None, "A5", "E1", budget=4, blue_cards=True), "REPEAT 4 [F] R REPEAT 4 [F]")
    'Roby gets to E1, so the walk works: only the cards are too many. Which piece of the walk comes back again, REPEAT cards and all? A REPEAT can hold another REPEAT, and say that piece once.'
    """  # noqa: E501
    works = (f"Roby gets to {square_name(exercise.target)}, so the walk works: only the cards "
             "are too many.")
    if (empty := re.search(r"\[\s*\]", text.upper())) and (
            blue := re.findall(r"REPEAT|IF|ELSE", text.upper()[:empty.start()])):
        return (f"{works} Your program has a {blue[-1]} card with nothing inside its [ ]: it "
                "does nothing, but it still counts as a card.")
    if len(re.findall(r"\bREPEAT\b", text.upper())) > 1 and not NESTED.search(text.upper()):
        return (f"{works} Which piece of the walk comes back again, REPEAT cards and all? A "
                "REPEAT can hold another REPEAT, and say that piece once.")
    return f"{works} Which piece of the walk comes back again? A REPEAT can say it once, " \
           "with fewer cards."


def _too_few_rounds(exercise: Challenge, v: Verdict) -> str:
    """The hint for a program with a REPEAT whose every step took Roby nearer the target,
    but which stopped before it, where no other REPEAT number reaches the target: cards
    are missing after the ones it has.

    >>> c = challenge(None, "A5", "E1", blue_cards=True)
    >>> _too_few_rounds(c, c.check("REPEAT 4 [F] R"))
    'Every step takes Roby nearer E1, then the program stops on A1 facing east: the cards so far are right. Which cards must come after them?'
    """  # noqa: E501
    assert v.trace is not None
    end = v.trace.final.robots["roby"]
    return (f"Every step takes Roby nearer {square_name(exercise.target)}, then the program "
            f"stops on {end.name_at} facing {end.facing.word}: the cards so far are right. "
            "Which cards must come after them?")


def _went_past(exercise: Challenge) -> str:
    """The hint for a program that takes Roby onto the target and goes on: never the
    challenge's "should stop there", which is the fix (walk 01d, fault 7; walk 05r, fault 6),
    nor the step Roby is on the target, which says where to cut (walk 01k, fault 4)."""
    # "at one step" was not plain English (walk 01q, fault 3); "step through" named a
    # board's Step where a check stands with no board (walk 05t, fault 10)
    return (f"Roby gets to the target {square_name(exercise.target)} before the end, but "
            "the program goes on: follow the cards one at a time to find when Roby gets "
            "there, and watch what the cards after that do.")


def _passed(exercise: Challenge, v: Verdict) -> int | None:
    """The first step after which Roby stood on the target, when the program went on and
    did not end there (or crashed there: a crash leaves Roby on its square); else None.

    >>> c = challenge(None, "A5", "A1")
    >>> _passed(c, c.check("F F F F F")), _passed(c, c.check("F F F F")), _passed(c, c.check("F"))
    (4, None, None)
    """
    if v.ok or v.trace is None or (v.trace.final.robots["roby"].at == exercise.target
                                   and v.status != "crashed"):
        return None
    return next((i for i in range(1, len(v.trace))
                 if v.trace[i].robots["roby"].at == exercise.target), None)


def _solution(exercise: Challenge) -> Result:
    """A shortest program for a challenge, as an answer to show."""
    if exercise.solution is None:
        return Result(False, "No program reaches the target on this board.")
    return Result(True, f"a program with the fewest cards is {exercise.solution.text}.")


def offered(exercise: Challenge) -> list[str]:
    """The cards a challenge offers (a board's palette): F, L and R, and the blue cards
    (REPEAT, IF with its ELSE) when it allows them.

    >>> offered(challenge(None, "A5", "C4")), offered(challenge(None, "A5", "C4", blue_cards=True))
    (['F', 'L', 'R'], ['F', 'L', 'R', 'REPEAT', 'IF'])
    >>> offered(challenge(None, "A5", "C4", blue_cards=["REPEAT"]))
    ['F', 'L', 'R', 'REPEAT']
    """
    if isinstance(exercise.blue_cards, tuple):   # REPEAT WHILE/UNTIL are REPEAT cards
        return [*BASIC_CARDS, *(c for c in BLUE if any(b.startswith(c) for b in
                                                       exercise.blue_cards))]
    return [*BASIC_CARDS, *(BLUE if exercise.blue_cards else ())]


#: programs that work on many boards, each checked by a test on the lessons' exercises that
#: show it (lesson 03: to the top-right corner, along a path, through a gap in a wall); the
#: answer to one program on many boards is the first of these (or of the boards' own
#: shortest programs) that solves every board
ONE_FOR_ALL = ("REPEAT WHILE ahead [F] R REPEAT WHILE ahead [F]",
               "REPEAT UNTIL red [REPEAT WHILE ahead [F] IF left [L] ELSE [R]]",
               "REPEAT WHILE not left [F] L REPEAT UNTIL red [F]")


def _one_for_all(exercises: list[Challenge]) -> Result:
    """One program that solves every board, as an answer to show.

    >>> a = challenge({"width": 3, "height": 3}, "A3", "C1", blue_cards=True)
    >>> b = challenge({"width": 5, "height": 5}, "A5", "E1", blue_cards=True)
    >>> _one_for_all([a, b]).message
    'a program that works on every board is REPEAT WHILE ahead [F] R REPEAT WHILE ahead [F].'
    """
    text = _one_program(exercises)
    if text is not None:
        return Result(True, f"a program that works on every board is {text}.")
    return Result(False, "I know no program that works on every board: read the hint about "
                         "the first board that fails.")


def _one_program(exercises: list[Challenge]) -> str | None:
    """The first program that solves every board: one of :data:`ONE_FOR_ALL`, the lessons'
    own answers, else a board's own shortest (which may count, as REPEAT 4 [...] does, in
    the lesson about not counting: walk 03g, fault 5); None when none does."""
    own = [ex.solution.text for ex in exercises if ex.solution is not None]
    return next((text for text in (*ONE_FOR_ALL, *own)   # a card or target a board lacks
                 if all(ex.check(text).ok for ex in exercises)), None)   # fails its check


#: the boards each board was last checked with (:func:`check_all`), by its task
_CHECKED_WITH: dict[str, list[Challenge]] = {}


#: the program each board's check (:func:`check_all`) judged last, by the board (its
#: ``to_dict``), and the last check's program and boards (:func:`_own_program`)
_JUDGED: dict[str, str] = {}
_LAST_CHECK: dict[str, Any] = {}

#: the last board widget made on each exercise (its ``to_dict``), while it is on show
_BOARD_ON: WeakValueDictionary[str, Any] = WeakValueDictionary()


def _board_differs(program: str, exercises: list[Challenge]) -> tuple[str, ...]:
    """What :func:`check_all` says when the board of one of ``exercises`` holds a program
    other than ``program``, the one it judges (walk 03r8, fault 1, serious: a child fixed
    the board, left an old try in ``my_program``, and heard hints about cards no longer on
    the board): which board, and how to check its program; nothing when none differs.

    >>> ex = challenge({"width": 3, "height": 3}, "A3", "A1", title="tall")
    >>> b = board("F F", on=ex); _board_differs("F", [ex])[0].split(":")[0]
    'The board "tall" holds another program, F F'
    >>> _board_differs("F F", [ex])
    ()
    """
    for ex in exercises:
        shown = _BOARD_ON.get(str(ex.to_dict()))
        try:
            held = parse(shown.program).text if shown is not None and shown.program else ""
        except LabError:
            continue
        if held and held != program:
            return (f'The board "{ex.title}" holds another program, {held}: this check '
                    "judged my_program, written in this cell. To check the board's program, "
                    "copy its Program as text into my_program here, then run this cell "
                    "again.",)
    return ()


def forget() -> None:
    """Forget every try and question (:func:`.feedback.forget`) and every board's last
    check in this Python: a fresh start, as a new learner's (or a test's). A check of "F F"
    on one board remembered here made another board's "F F" that check's program
    (:func:`_own_program`), an empty board in a later test of the same process."""
    feedback.forget()
    _CHECKED_WITH.clear()
    _JUDGED.clear()
    _LAST_CHECK.clear()
    _BOARD_ON.clear()


def answer_on(exercise: Challenge) -> str:
    """The program the answer to ``exercise``'s check shows ("show me"): one that works on
    every board it was last checked with, else on it alone ('' when none does); the answer
    counts as shown.

    >>> answer_on(challenge({"width": 3, "height": 3}, "A3", "C1"))
    'F F R F F'
    """
    together = _CHECKED_WITH.get(exercise.task, [exercise])
    feedback.asked(_all_key(together) if len(together) > 1 else f"check {exercise.to_dict()}",
                   lambda: _one_for_all(together))
    return _one_program(together) or ""


def _all_key(exercises: list[Challenge]) -> str:
    """The key (:mod:`.feedback`) of the question one program on ``exercises`` answers."""
    return "check_all " + " ".join(str(ex.to_dict()) for ex in exercises)


def check_all(program: Any, exercises: Iterable[Challenge], *,
              first_try: str | None = None) -> Result:
    """One program on several boards: a line per board, ok only when it solves them all;
    the tries are counted (:mod:`.feedback`), but not the lesson's own ``first_try``, which
    its text asks the learner to check first; asked to show it, a program that solves them
    all.

    >>> a = challenge({"width": 3, "height": 3}, "A3", "A1", title="tall")
    >>> b = challenge({"width": 5, "height": 5}, "A5", "A1", title="taller")
    >>> print(check_all("F F", [a, b]))
    ✘ Solved on 1 of 2 boards. Try again.
      ✔ tall: Roby reached A1.
      ✘ taller: Roby ended on A3, two squares from the target A1.
      Hint: on taller, look at Roby on A3 facing north: what do the sensors see there: ahead, left, right? Let a sensor decide, so the same cards work on every board.
    """  # noqa: E501
    exercises = list(exercises)
    key = _all_key(exercises)
    _CHECKED_WITH.update((ex.task, exercises) for ex in exercises)
    if isinstance(program, str):
        boards = [str(ex.to_dict()) for ex in exercises]
        _JUDGED.update(dict.fromkeys(boards, program))
        _LAST_CHECK.update(program=program, boards=boards)
    if answers.asks_to_see(program):
        return feedback.asked(key, lambda: _one_for_all(exercises))
    try:
        text = program_text(program)
        prog = parse(text, [*BASIC_CARDS, *(BLUE if any(ex.blue_cards for ex in exercises)
                                            else ())])
    except LabError as e:
        return _unreadable(e, program)
    if not prog.text:
        return _empty(program)
    lines, failed, solved, tries = [], [], 0, feedback.tries(key)
    for i, ex in enumerate(exercises):
        name = ex.title if ex.title != "Challenge" else f"board {i + 1}"
        v = ex.check(text)
        if v.ok:
            solved += 1
            lines.append(f"{TICK} {name}: Roby reached {square_name(ex.target)}.")
        else:
            lines.append(f"{CROSS} {name}: {_told(v)}")
            if v.hint:
                failed.append((name, ex, v))
    # the hint is about a board the child can step through, the one on show, when it fails
    # too (walk 03r9, fault 4: "on 3x3 ... step through it", where the page shows 5x5)
    failed.sort(key=lambda f: str(f[1].to_dict()) not in _BOARD_ON)
    hint = f"on {failed[0][0]}, {_many_boards(failed[0][1], failed[0][2], tries, prog.text)}" \
        if failed else None
    n = len(exercises)
    ok = solved == n
    said = {line.split(": ", 1)[1] for line in lines}
    if not solved and len(said) == 1:      # said once, not once a board (walk 03g, fault 7)
        lines = [f"{CROSS} on every board: {said.pop()}"]
    lines = [line if line.endswith((".", "?")) else f"{line}." for line in lines]
    message = f"Solved on all {n} boards." if ok else f"Solved on {solved} of {n} boards."
    # said of a failed check only: under a solved one it read as something still wrong
    # (walk 03r9, fault 5)
    other = _board_differs(prog.text, exercises) if isinstance(program, str) and not ok \
        else ()
    return _text_not_used(program, feedback.tried(
        key, Result(ok, message, hint, (*lines, *other)), lambda: _one_for_all(exercises),
        said=prog.text, given=given(program, first_try), what="exercise"))


SENSE = ("what do the sensors see there: ahead, left, right? Let a sensor decide, so the "
         "same cards work on every board.")
#: what to ask about a board's outcome, from the third try at one program on many boards
#: (:func:`_next`)
CRASHED = "Which card runs at that moment? Could a sensor choose another one there?"
NESTED = re.compile(r"REPEAT[^\[\]]*\[[^\]]*REPEAT")   # a REPEAT inside a REPEAT


def _next(exercise: Challenge, status: str, text: str) -> str | None:
    """What to ask about how a board went (``status``), fitting the program ``text`` and
    the board: never a card the board does not offer or the program already has.

    >>> walls = challenge({"width": 3, "height": 3}, "A3", "C1", blue_cards=True)
    >>> _next(walls, "missed", "F F")
    'Roby stops before the target: which of your cards must run again and again? A REPEAT WHILE can repeat them as long as its sensor sees road, even a REPEAT or an IF (as in Cards inside cards).'
    >>> _next(walls, "missed", "REPEAT WHILE ahead [F] L REPEAT WHILE ahead [F]")
    'Roby stops before the target: look at each turn in your program: does it turn Roby towards the target?'
    >>> zigzag = challenge({"path": ["A5", "A4", "A3", "B3", "C3", "C2", "C1", "D1", "E1"],
    ...                     "targets": {"red": "E1"}}, "A5", "red", blue_cards=True)
    >>> _next(zigzag, "missed", "REPEAT WHILE ahead [F] IF left [L] ELSE [R]")
    'Roby stops before the target: no turn of your program is inside a REPEAT, so the program ends after your last card. Which of your cards must run again and again until Roby is there? One REPEAT can hold them all, a walk and a turn (as in Cards inside cards).'
    >>> gap = challenge({"blocks": ["A4", "C4", "D4", "E4"], "targets": {"red": "B1"}}, "A5",
    ...                 "red", facing="E", blue_cards=True)
    >>> _next(gap, "missed", "REPEAT WHILE ahead [F] R REPEAT WHILE ahead [F]")
    'Roby stops before the target: your program only uses the ahead sensor. On the square where Roby must turn, what does Roby see ahead, on its left and on its right? Which sensor can tell Roby that it stands there?'
    """  # noqa: E501
    cards, blue = set(re.findall(r"\w+", text)), offered(exercise)
    if status == "missed" and "REPEAT" in blue and "REPEAT" not in cards:
        loop = ("A REPEAT UNTIL can hold them all" if exercise.board.targets else
                "A REPEAT WHILE can repeat them as long as its sensor sees road")
        return (f"Roby stops before the target: which of your cards must run again and again"
                f"{' until Roby is there' if exercise.board.targets else ''}? {loop}, even a "
                "REPEAT or an IF (as in Cards inside cards).")
    if status == "missed" and not cards & {"L", "R", "IF"}:
        return ("Roby stops before the target: your program has no card that turns Roby, so "
                "Roby only walks straight on. Where must Roby turn on the way?")
    if status == "missed" and "REPEAT" in blue and (walk := _counted_walk(text)):
        # a count fits one board's size only: the walk must repeat, not the turn (walk
        # 03r, fault 2: "one REPEAT can hold them all" led away from the answer)
        return (f"Roby stops before the target: your program counts the squares of a walk "
                f"({walk}), and the boards are not all the same size, so a count that fits "
                f"one board is too short or too long on another. Which walk must go on"
                f"{' until Roby is there' if exercise.board.targets else ''}? Let a REPEAT "
                "decide how far Roby walks, not a count.")
    answer = _one_program(_CHECKED_WITH.get(exercise.task, [exercise])) or ""
    if status == "missed" and (sides := _sides(text)) and _sides(answer) - sides:
        # the boards' answer looks where the program does not: a hint on its loops led to a
        # loop that never ends there (walk 03z, serious fault 2)
        return (f"Roby stops before the target: your program only uses the "
                f"{' and '.join(sorted(sides))} sensor{'s' if len(sides) > 1 else ''}. On the "
                "square where Roby must turn, what does Roby see ahead, on its left and on its "
                "right? Which sensor can tell Roby that it stands there?")
    if status == "missed" and not _turns_again(text) and not exercise.check(_flipped(text)).ok \
            and (not answer or _turns_again(answer)):
        # the turns were right, the repeat was missing (walk 03n, fault 11); never where no
        # answer turns inside a REPEAT (walk 03z, serious fault 2)
        return (f"Roby stops before the target: no turn of your program is inside a REPEAT, so "
                f"the program ends after your last card. Which of your cards must run again "
                f"and again"
                f"{' until Roby is there' if exercise.board.targets else ''}? One REPEAT can "
                "hold them all, a walk and a turn (as in Cards inside cards).")
    if status == "missed":
        return ("Roby stops before the target: look at each turn in your program: does it "
                "turn Roby towards the target?")
    if status == "step_limit" and (fixed := _fixed_turn(text)):
        # the IF's plan is good, only its fixed turn is not: a nested walk was the wrong
        # nudge (walk 03s, fault 7)
        return (f"The program never stops: your IF lets a sensor choose, but the {fixed} "
                "turns Roby the same way every time it runs. Could a sensor choose the turn "
                "too?")
    if status == "step_limit" and not NESTED.search(text):
        return ("The program never stops: in each round, does Roby get any nearer the target? "
                "A round can hold a whole walk (a REPEAT inside the REPEAT) as well as a turn.")
    if status == "step_limit" and "IF" in blue and "IF" not in cards:
        return ("The program never stops: each round turns Roby the same way. Could an IF "
                "choose the turn with a sensor?")
    if status == "step_limit":
        return ("The program never stops: look at your IF card: when its sensor sees road on "
                "one side, which way does it turn Roby?")
    return CRASHED if status == "crashed" else None


def _fixed_turn(text: str) -> str:
    """The first L or R card in a part of an IF ahead inside a REPEAT, in words ("L card in
    its ELSE"), else "": the sensor ahead says whether to turn, never which way (an IF left
    or right can choose that).

    >>> _fixed_turn("REPEAT UNTIL red [IF ahead [F] ELSE [L]]"), _fixed_turn("REPEAT 4 [F L]")
    ('L card in its ELSE', '')
    >>> _fixed_turn("REPEAT UNTIL red [IF ahead [F] ELSE [IF left [L] ELSE [R]]]")
    ''
    """
    for loop in parse(text).nodes:
        ifs = [m for m in Program(loop.body).nodes if isinstance(m, If)
               and m.sensor.name == "ahead"] if isinstance(loop, Repeat) else []
        for m in ifs:
            for part, cards in (("IF", m.then), ("ELSE", m.orelse or ())):
                turns = [c.letter for c in cards if isinstance(c, Card) and c.letter in "LR"]
                if turns:
                    return f"{turns[0]} card in its {part}"
    return ""


def _counted_walk(text: str) -> str:
    """The first run of two F cards or more outside every REPEAT of the program ``text``
    ("" when none): a walk whose length is counted, not sensed.

    >>> _counted_walk("REPEAT WHILE not left [F] L F F F F"), _counted_walk("F L REPEAT 3 [F F]")
    ('F F F F', '')
    """
    letters = "".join(n.letter if isinstance(n, Card) else " " for n in parse(text).body)
    walk = re.search(r"FF+", letters)
    return " ".join(walk[0]) if walk else ""


def _turns_again(text: str) -> bool:
    """Whether a turn of the program ``text`` (an L, an R or an IF) is inside a REPEAT.

    >>> _turns_again("REPEAT 2 [F R]"), _turns_again("REPEAT WHILE ahead [F] L")
    (True, False)
    """
    return any(isinstance(m, If) or (isinstance(m, Card) and m.letter in "LR")
               for n in parse(text).nodes if isinstance(n, Repeat)
               for m in Program(n.body).nodes)


def _sides(text: str) -> set[str]:
    """The sides the sensors of the program ``text`` look at.

    >>> sorted(_sides("REPEAT WHILE not left [F] L REPEAT UNTIL red [IF ahead [F] ELSE [R]]"))
    ['ahead', 'left']
    """
    return set(re.findall(r"\b(?:WHILE|UNTIL|IF)\s+(?:not\s+)?(ahead|left|right)\b", text))


def _flipped(text: str) -> str:
    """The program ``text`` with every L an R and every R an L: when it works, the turns
    pointed the wrong way.

    >>> _flipped("F L REPEAT 2 [R]")
    'F R REPEAT 2 [L]'
    """
    return re.sub(r"\b[LR]\b", lambda m: "R" if m[0] == "L" else "L", text)


def _many_boards(exercise: Challenge, v: Verdict, tries: int = 0, text: str = "") -> str:
    """A challenge's hint for one program on many boards: where the program goes wrong and
    what to look at there, never the next card for that one board. The hint says more the
    more ``tries`` came before: then what the sensors see there, then what to ask about how
    that board went with the program ``text`` (:func:`_next`).

    >>> c = challenge({"width": 3, "height": 3}, "A3", "C1")
    >>> _many_boards(c, c.check("F F"))
    'look at Roby on A1 facing north: what do the sensors see there: ahead, left, right? Let a sensor decide, so the same cards work on every board.'
    >>> _many_boards(c, c.check("F F"), tries=1)
    'look at Roby on A1 facing north: there, look at the squares ahead of Roby, on its left and on its right: which of them are road (on the board, free of blocks)? Let a sensor decide, so the same cards work on every board.'
    >>> _many_boards(c, c.check("F F"), tries=2, text="F F").split(". ")[-2]
    'Roby stops before the target: your program has no card that turns Roby, so Roby only walks straight on'
    """  # noqa: E501
    if _passed(exercise, v):
        return _went_past(exercise)
    if v.hint_at is None or v.hint_at[0] == exercise.target:   # after "on 3x3," (walk 03g, 7)
        return re.sub(r"^The ", "the ", v.hint or "")
    square, facing = v.hint_at
    if v.went_wrong and v.trace is not None and v.wrong_step:
        robot = v.trace[v.wrong_step - 1].robots["roby"]
        square, facing = robot.at, robot.facing
        look = f"t{v.went_wrong[1:]} "
    else:
        look = f"look at Roby on {square_name(square)} facing {facing.word}: "
    loop = (_loop_before(v.trace, v.wrong_step) if look.endswith(". ") and v.trace is not None
            and v.wrong_step else None)
    if loop is not None and not loop[1] and loop[0].startswith("REPEAT WHILE "):
        return look + _skipped_hint(loop[0].removeprefix("REPEAT WHILE "), exercise.board,
                                    square, facing, tries)
    card = v.trace.card_of(v.wrong_step) if v.trace is not None and v.wrong_step else None
    turn = (card is not None and card.label in ("L", "R") and (
        v.status == "crashed" and bool({*SENSED, "IF"} & set(text.split()))
        or v.status == "missed" and loop is not None and exercise.check(_flipped(text)).ok))
    # a program that senses already and crashes after a turn hears of the turn, not of
    # sensors (walk 03g, fault 10); one whose loop found where to turn, and which works with
    # its turns the other way, hears of the turn too (walk 03z, serious fault 1)
    then = (f"Which way does the {card.label} card turn Roby: towards the road, or away from "
            "it?" if turn and card is not None else SENSE.split("? ")[1])
    if loop is not None:
        times = {1: "once", 2: "twice"}.get(loop[1], f"{in_words(loop[1])} times")
        look += f"Just before that card, the {loop[0]} ran its cards {times}, then stopped. "
    if turn and card is not None and v.status == "missed":   # as Exercise 1's hint asks
        return look + (f"Look at the {card.label} card: does it turn Roby towards the target?"
                       + ("" if not tries else " Step through it on the board, and watch "
                          "which way Roby faces after that card."))
    if not tries:
        ask = f"{SENSE.split('? ')[0]}? {then}"
        return look + (ask[0].upper() + ask[1:] if look.endswith(". ") else ask)
    # how to find what the sensors see, never what they see: said, it named the turn that
    # fits that one square (walk 03n, fault 11)
    there = "There" if look.endswith(". ") else "there"
    road = "on the board, free of blocks" + (" and on the path" if exercise.board.path else "")
    said = (f"{look}{there}, look at the squares ahead of Roby, on its left and on its right: "
            f"which of them are road ({road})? {then}")
    advice = _next(exercise, v.status, text) if tries > 1 and not turn else None
    return f"{said} {advice}" if advice else said


def _loop_before(trace: Trace, step: int) -> tuple[str, int] | None:
    """The REPEAT WHILE or UNTIL whose check ended it just before the card of ``step``
    (``"REPEAT WHILE not left"``), and how many times it ran its cards, else None: the loop
    a hint tells of there, never one whose check comes after that card (walk 03z, serious
    fault 1: "the REPEAT WHILE ahead did not run" was told of a loop after the R card).

    >>> _loop_before(run("REPEAT WHILE left [F] L", at="A5"), 1)
    ('REPEAT WHILE left', 0)
    >>> gap = {"width": 5, "height": 5, "blocks": ["A4", "C4", "D4", "E4"]}
    >>> trace = run("REPEAT WHILE not left [F] R REPEAT WHILE ahead [F]", gap, "A5", "E")
    >>> _loop_before(trace, 2), _loop_before(trace, 1)
    (('REPEAT WHILE not left', 1), None)
    >>> _loop_before(run("REPEAT UNTIL red [F] L", {"targets": {"red": "A3"}}, "A5"), 3)
    ('REPEAT UNTIL red', 2)
    """
    checked: list[tuple[str, bool]] = []     # each loop check up to that card, in order
    for s in range(1, step + 1):
        for e in trace.events(s):
            if s == step and e.kind != kinds.CHECKED:
                break                        # the card of the step itself
            data = dict(e.data or ())
            if e.kind == kinds.CHECKED and data.get("card") == "REPEAT" and (
                    "sensor" in data or "target" in data):
                loop = (f"REPEAT WHILE {data['sensor']}" if "sensor" in data else
                        f"REPEAT UNTIL {data['target']}")
                checked.append((loop, bool(data.get("result"))))
    if not checked or checked[-1][1]:
        return None
    loop, rounds = checked[-1][0], 0
    for other, ran in reversed(checked[:-1]):   # back to where that loop began
        if other == loop and not ran:
            break
        rounds += other == loop
    return loop, rounds


def _skipped_hint(sensor: str, board: Board, square: Square, facing: Direction,
                  tries: int) -> str:
    """The hint for a program whose REPEAT WHILE ``sensor`` never ran its cards before the
    card that went wrong, Roby on ``square`` facing ``facing``: it points at the sensor,
    never at the card after the loop; from the second try it says what the sensor sees and
    where to look next, from the third where to watch it. It points, in short sentences,
    and never names the sensor that works (walk 03j, fault 7).

    >>> print(_skipped_hint("left", Board(), (0, 4), Direction.N, 1))
    Just before that card, the REPEAT WHILE left did not run its cards even once. What does the left sensor see there? It sees no road, so the loop stopped at once. Now look at the squares Roby must walk along. What does the left sensor see on them? And on the square where Roby must stop?
    """  # noqa: E501
    side = sensor.split()[-1]
    said = (f"Just before that card, the REPEAT WHILE {sensor} did not run its cards even "
            f"once. What does the {side} sensor see there?")
    if not tries:
        return said
    seen = "road" if sense(board, square, facing, side) else "no road"
    more = (f"{said} It sees {seen}, so the loop stopped at once. Now look at the squares "
            f"Roby must walk along. What does the {side} sensor see on them? And on the "
            "square where Roby must stop?")
    return more if tries == 1 else (f"{more} Step through it on the board: the Desk check "
                                    "shows what Roby sees at each step.")


#: how a teacher stuck on an exercise whose answer is a board sees one (walk 05s, fault 1:
#: "write it as your answer" led to a board's place and a Python error)
BOARD_STUCK = (f' Try again. If you are stuck, write "{answers.SHOW_ME}" (with its quotes) in '
               "place of the whole board, from { to }, and run the cell again: you will see a "
               "board that works.")


def check_goal(program: Any, on: Any = None, *, end: Any = None, facing: Any = None,
               max_cards: int | None = None, uses: str | None = None,
               walks_round: int | None = None,
               at: Any = None, start_facing: Any = "N", show: bool = False,
               first_try: Any = None) -> Result:
    """Check that a program ends on ``end`` (and ``facing``) without a crash, with at most
    ``max_cards`` cards, using the card ``uses`` (e.g. ``"REPEAT"``) if given, and, with
    ``walks_round`` n, that Roby walks round a square n squares a side on the way. A wrong
    program hears what is wrong about it, never a program that works, and counts a try
    (:mod:`.feedback`), but not the lesson's own ``first_try`` (its cell's program, or its
    board ``on`` when the exercise asks for a board: walk 05q, fault 11); ``show=True``
    shows a shortest program that does it.

    >>> check_goal("REPEAT 4 [F R]", at="C3", end="C3", facing="N", max_cards=3)
    ✔ Done: Roby ends on C3 facing north with 3 cards. You got it on your first try.
    >>> print(check_goal("F R F R F R F R", at="C3", end="C3", max_cards=3))
    ✘ Roby reaches C3 facing north, but with 8 cards: at most 3 are allowed. Try again.
      Hint: cards that come back again and again can go inside one REPEAT card.
    >>> check_goal("", at="A5", end="B4", facing="E", show=True)
    ➜ You asked to see it: a program that does it is F R F.
    >>> print(check_goal("REPEAT 5 [F R]", at="C3", end="C3", walks_round=1))
    ✘ Roby ends on C2, not on C3. Try again.
      Hint: Look at the REPEAT number: the REPEAT card (REPEAT 5) goes round too many times. How many times must it go round for Roby to end on C3 after walking round the square once?
    >>> print(check_goal("REPEAT 4 [F F R]", at="C3", end="C3", max_cards=3, walks_round=1))
    ✘ Roby ends on C3 facing north, but it goes through C3, C2, C1, D1, E1, E2, E3 and D3: the task is to walk round a square, one square a side. It also has 4 cards: at most 3 are allowed. Try again.
      Hint: step through it on a board and watch the squares Roby stands on: round a square one square a side, it stands on four.
    >>> print(check_goal("REPEAT 4 [L]", at="C3", end="C3", walks_round=1))
    ✘ Roby ends on C3 facing north, but it never leaves C3: the task is to walk round a square, one square a side. Try again.
      Hint: step through it on a board and watch the squares Roby stands on: round a square one square a side, it stands on four.
    """  # noqa: E501
    square = None if end is None else parse_square(end, "end")
    want = None if facing is None else parse_direction(facing, "facing")
    goal: dict[str, Any] = dict(end=square, facing=want, max_cards=max_cards, uses=uses,
                                walks_round=walks_round)
    if board_asked := isinstance(on, str) and answers.asks_to_see(on):
        on = _bare(first_try)     # "show me" in place of the board (walk 05s, fault 1)
    if (unread := _block_unread(on)) is not None:
        return unread
    start = start_state(_kindly(on), at, start_facing)
    # the board is not the question but part of the answer: Exercise 2 of lesson 05 asks
    # for a board, and each new one was a "first try" (walk 05i, fault 8)
    setup = start.to_dict()
    key = f"goal {goal} from {setup['robots']}"
    name = "the exercise" if square is None else f"the exercise that ends on {square_name(square)}"
    if board_asked:
        return feedback.asked(key, lambda: _board_answer(program, start, **goal), name)
    if show or answers.asks_to_see(program):
        return feedback.asked(key, lambda: _goal_answer(start, **goal), name)
    try:
        prog = parse(program_text(program))
    except LabError as e:
        return _unreadable(e, program)
    if not prog.text:
        return _empty(program)
    verdict = _goal(prog, start, **goal)
    if verdict.ok:
        verdict = replace(verdict, message=verdict.message.replace(
            "Done:", f"Done{_blocks_read_as(on)}:", 1))
    if not verdict.ok and square is not None and (numbers := numbers_for(   # walk 02k, 2:
            prog, lambda changed: _goal(changed, start, **goal).ok,      # it may end there
            f"for Roby to end on {square_name(square)}"
            + (" after walking round the square once" if walks_round else ""))):
        verdict = replace(verdict, hint=numbers)    # the number is the slip (walk 02g, 10)
    stuck = BOARD_STUCK if isinstance(first_try, dict) else _stuck(program)
    # (a text refused in the board's box is said not used, as lesson 01's checks say it:
    # walk 02r8, fault 2, the check judged REPEAT 3 beside a typed REPEAT 4, unsaid)
    return _text_not_used(program, _hint_on(program, feedback.tried(
        key, verdict, lambda: _goal_answer(start, **goal), name=name, stuck=stuck,
        said=[prog.text, setup["board"]],
        given=given(program) or first_try is not None and first_try in (program, on))))


def _bare(board: Any) -> dict[str, Any]:
    """The board ``board`` (a board dict, else the 5x5) with nothing on it: where the
    answer to an exercise that asks for a board is drawn."""
    size = board if isinstance(board, dict) else {}
    return {k: size[k] for k in ("width", "height") if k in size}


def _board_answer(program: Any, start: CodyRobyState, **goal: Any) -> Result:
    """A board on which ``program`` does the goal from Roby's place in ``start``, as an
    answer to show when the board is the answer (lesson 05's Exercise 2): ``start``'s bare
    board with the first single block that makes it work.

    >>> start = start_state(None, "A5")
    >>> _board_answer("REPEAT WHILE ahead [F]", start, end=(0, 2), facing=None,
    ...               max_cards=None, uses=None).message
    'a board that does it is {"width": 5, "height": 5, "blocks": ["A2"]}.'
    """
    prog = parse(program_text(program))
    robot = start.robots[next(iter(start.robots))]
    bare = start.game.board
    for square in sorted(product(range(bare.width), range(bare.height)), key=lambda s: s[::-1]):
        if square == robot.at:
            continue
        board = Board(bare.width, bare.height, blocks=[square])
        tried = CodyRoby(board=board, robots={"roby": Robot("roby", robot.at, robot.facing)})
        if _goal(prog, tried.new_state(), **goal).ok:
            return Result(True, f'a board that does it is {{"width": {board.width}, "height": '
                                f'{board.height}, "blocks": ["{square_name(square)}"]}}.')
    return Result(False, "There is no board with one block to show for this one: read the "
                         "hint, and follow the cards one at a time on the board.")


def _blocks_read_as(on: Any) -> str:
    """How the blocks of a board written as a dict another way (``"a2"``, ``"A two"``) were
    read, so a teacher sees the form a file writes, as a challenge's start and target say it
    (:func:`_read_as`; walk 05p, fault 5: Exercise 2 ticked "a2" unsaid).

    >>> _blocks_read_as({"width": 5, "height": 5, "blocks": ["a2", "C3", [1, 1], "B two"]})
    " (block 'a2' read as A2, block 'B two' read as B2)"
    """
    read = [f"block {b!r} read as {name}" for b in _blocks(on) if isinstance(b, str)
            and b != (name := _square_read(b))]
    return f" ({', '.join(read)})" if read else ""


def _blocks(on: Any) -> list[Any]:
    """The blocks of a board written as a dict (or of the board of a setup), as written."""
    board = on.get("board", on) if isinstance(on, dict) else None
    blocks = board.get("blocks") if isinstance(board, dict) else None
    return blocks if isinstance(blocks, list) else []


def _square_read(value: Any) -> Any:
    """A square a teacher wrote in a board or challenge dict, read as every answer is
    (:func:`~codyroby_lab.lessons.answers.square`: case, spaces, a full stop and a number
    word forgiven) when it names one square and nothing else, as a file writes it; ``None``
    when it names none; anything but text as it was (walk 05p3, faults 5 and 6: "D3." and
    "A two" heard only "not a square name such as 'C2'").

    >>> _square_read("D3."), _square_read("A two"), _square_read(" c 4"), _square_read([0, 1])
    ('D3', 'A2', 'C4', [0, 1])
    >>> _square_read("A3 and A2"), _square_read("A")
    (None, None)
    """
    if not isinstance(value, str):
        return value
    name = answers.square(value)
    return name if name is not None and "".join(answers.words(value)).upper() == name else None


def _kindly(doc: Any) -> Any:
    """A board or challenge dict with its squares written another way (:func:`_square_read`)
    as a file writes them: its start and target, and its blocks (the board's own or its
    setup's); one it cannot read stays as written, for the game's reader to say why."""
    if not isinstance(doc, dict):
        return doc
    kind = {**doc}
    for field in ("start", "target"):
        if isinstance(kind.get(field), str) and (name := _square_read(kind[field])):
            kind[field] = name
    board = kind.get("board", kind)
    if isinstance(board, dict) and isinstance(board.get("blocks"), list):
        board = {**board, "blocks": [_square_read(b) or b for b in board["blocks"]]}
        kind = {**kind, "board": board} if "board" in kind else board
    return kind


def _block_unread(on: Any) -> Result | None:
    """What a check says of the first block of the board ``on`` (a dict) that names no
    square: which block, in words, what is wrong and how to write it, as a slip of form (no
    try counted); None when every block names one (walk 05p3, fault 6: "board.blocks[0]:
    'A' is not a square name such as 'C2'.", a Python path and no hint).

    >>> print(_block_unread({"width": 5, "height": 5, "blocks": ["C3", "A"]}))
    ✘ The second block, 'A', names no square: a square is a letter and a number, such as C4: 'A' has no number.
      Hint: write each block as its square between quotes, such as "C4", and run this cell again. It is not counted as a try.
    """  # noqa: E501
    for i, block in enumerate(_blocks(on), 1):
        if isinstance(block, str) and _square_read(block) is None:
            return Result(False, f"The {ordinal(i)} block, {block!r}, names no square: "
                                 f"{answers.square_trouble(block)}.",
                          'write each block as its square between quotes, such as "C4", and '
                          "run this cell again. It is not counted as a try.")
    return None


def _goal(prog: Program, start: CodyRobyState, *, end: Square | None,
          facing: Direction | None, max_cards: int | None, uses: str | None,
          walks_round: int | None = None) -> Result:
    """What :func:`check_goal` says of ``prog`` run from ``start`` (no try counted): a walk
    that misses and too many cards are both said (walk 02p, fault 6: REPEAT 4 [F F R] heard
    of its squares alone, and the card budget only once they were right)."""
    trace = start.clone().play(prog)
    r = trace.final.robots[next(iter(trace.final.robots))]
    where = f"{r.name_at} facing {r.facing.word}"
    n = prog.card_count
    over = max_cards is not None and n > max_cards
    if (missed := _missed(prog, trace, end=end, facing=facing,
                          walks_round=walks_round)) is not None:
        return replace(missed, message=f"{missed.message} It also has {n} cards: at most "
                                       f"{max_cards} are allowed.") if over else missed
    if over:
        return Result(False, f"Roby reaches {where}, but with {n} cards: at most "
                             f"{max_cards} are allowed.", _fewer_cards(prog))
    if uses is not None and prog.text.find(uses.upper()) < 0:
        return Result(False, f"Roby ends on {where}, but without a {uses.upper()} card: this "
                             "exercise asks you to use one.", f"try a {uses.upper()} card.")
    return Result(True, f"Done: Roby ends on {where} with {n} card{'s' * (n != 1)}.")


def _fewer_cards(prog: Program) -> str:
    """How ``prog`` could use fewer cards: three turns one way are one turn the other way
    (walk 02r, fault 1: REPEAT 4 [F R R R] heard "cards that come back again and again can go
    inside one REPEAT card", made REPEAT 4 [F REPEAT 3 [R]] and heard it again), else a
    REPEAT for what comes back.

    >>> _fewer_cards(parse("REPEAT 4 [F REPEAT 3 [R]]"))
    'three turns the same way (R R R) leave Roby facing where one turn the other way does: one card can do their work.'
    >>> _fewer_cards(parse("F R F R F R"))
    'cards that come back again and again can go inside one REPEAT card.'
    """  # noqa: E501
    text = prog.text
    for turn in "RL":
        if f"{turn} {turn} {turn}" in text or f"REPEAT 3 [{turn}]" in text:
            return (f"three turns the same way ({turn} {turn} {turn}) leave Roby facing where "
                    "one turn the other way does: one card can do their work.")
    return "cards that come back again and again can go inside one REPEAT card."


def _missed(prog: Program, trace: Trace, *, end: Square | None, facing: Direction | None,
            walks_round: int | None) -> Result | None:
    """How the walk of ``trace`` misses what :func:`check_goal` asks, or None."""
    r = trace.final.robots[next(iter(trace.final.robots))]
    where = f"{r.name_at} facing {r.facing.word}"
    if trace.halt == "crash":
        return Result(False, f"Roby crashed at step {trace.steps}: {_crash_words(trace)}.",
                      "look for the F card that points at the edge or at a block.")
    if trace.halt == "step_limit":
        # Roby, not CodyRoby, and no loop in lesson 2's words (walk 02j, fault 12)
        return Result(False, f"The program went on for too long: Roby was stopped after "
                             f"{trace.steps:,} steps.",
                      "a REPEAT WHILE or UNTIL needs a way to end."
                      if re.search(r"\b(WHILE|UNTIL)\b", prog.text) else
                      "look at the REPEAT numbers: one of them is far too big.")
    if end is not None and r.at != end:
        return Result(False, f"Roby ends on {r.name_at}, not on {square_name(end)}.",
                      _stops_where(prog, trace, end) or
                      _sensor_look(prog, trace.final.game.board) or
                      "follow the cards one at a time: on a board, Step shows where each card "
                      "takes Roby.")
    if facing is not None and r.facing != facing:
        return Result(False, f"Roby reaches {r.name_at} but faces {r.facing.word}, "
                             f"not {facing.word}.", "an extra L or R card turns Roby.")
    if walks_round is not None and (rounds := _times_round(trace, walks_round)) != 1:
        # in the order Roby walks them (walk 02r8, fault 4: sorted, they were no path)
        squares = list(dict.fromkeys(square_name(p.robots["roby"].at) for p in trace))
        went = (f"it never leaves {squares[0]}" if len(squares) == 1 else
                "it goes round the square more than once" if rounds else
                f"it goes through {', '.join(squares[:-1])} and {squares[-1]}")
        side = f"{in_words(walks_round)} square{'s' * (walks_round != 1)} a side"
        task = "it once" if rounds else f"a square, {side}"
        return Result(False, f"Roby ends on {where}, but {went}: the task is to walk round "
                             f"{task}.",
                      "step through it on a board and watch the squares Roby stands on: "
                      f"round a square {side}, it stands on {in_words(4 * walks_round)}.")
    return None


def _stops_where(prog: Program, trace: Trace, end: Square) -> str | None:
    """Which way a loop with a sensor missed ``end``: past it, or short of it straight
    ahead (walk 05i, fault 8: every wrong board heard of road and path, on a board with
    neither, and not which way to go); None for another program or miss.

    >>> prog = parse("REPEAT WHILE ahead [F]")
    >>> _stops_where(prog, run(prog), (0, 2))
    'Roby goes past A3: what the sensor sees on A3 lets the loop go round again.'
    >>> _stops_where(prog, run(prog, on={"blocks": ["A3"]}), (0, 2))
    'Roby stops on A4, before A3: what the sensor sees there already ends the loop. What must it see on A4, and on A3?'
    """  # noqa: E501
    if not SENSED & set(re.findall(r"\w+", prog.text)):
        return None
    stood = [p.robots["roby"] for p in trace]
    goal, last = square_name(end), stood[-1]
    if any(r.at == end for r in stood):
        return (f"Roby goes past {goal}: what the sensor sees on {goal} lets the loop go "
                f"round again.")
    if end in (last.facing.step(last.at, n) for n in range(1, 27)):
        return (f"Roby stops on {last.name_at}, before {goal}: what the sensor sees there "
                f"already ends the loop. What must it see on {last.name_at}, and on {goal}?")
    return None


def _times_round(trace: Trace, side: int) -> int:
    """How many times Roby walks round a square ``side`` squares a side: 0 when the squares
    it stood on are not all of that square's edge and nothing else; a part of a time round
    counts as one more (REPEAT 8 [F R] goes round twice: walk 02j, fault 1).

    >>> from codyroby_lab.lessons.checks import run
    >>> [_times_round(run(p, at="C3"), 1) for p in ("REPEAT 4 [F R]", "F F", "REPEAT 8 [F R]")]
    [1, 0, 2]
    """
    stood = [p.robots["roby"].at for p in trace]
    xs, ys = {x for x, _ in stood}, {y for _, y in stood}
    x0, y0 = min(xs), min(ys)
    edge = {(x, y) for x in range(x0, x0 + side + 1) for y in range(y0, y0 + side + 1)
            if x in (x0, x0 + side) or y in (y0, y0 + side)}
    moves = sum(a != b for a, b in zip(stood, stood[1:], strict=False))
    return -(-moves // (4 * side)) if set(stood) == edge else 0


def _goal_answer(start: CodyRobyState, **goal: Any) -> Result:
    """A program that passes :func:`check_goal` from ``start``, as an answer to show: the
    solver's shortest (with REPEAT cards when the goal asks for one or for few cards), else
    the first REPEAT card around up to three cards, one of them F, that does it (a walk back
    to the start)."""
    robot = start.robots[next(iter(start.robots))]
    found = None if goal["end"] is None else shortest_program(
        start.game.board, robot.at, robot.facing, goal["end"], end_facing=goal["facing"],
        blue=("REPEAT",) if goal["uses"] is not None or goal["max_cards"] is not None else ())
    loops = (parse(f"REPEAT {n} [{' '.join(body)}]") for size in (1, 2, 3)
             for body in product(BASIC_CARDS, repeat=size) if "F" in body for n in (2, 3, 4))
    for prog in ([found] if found is not None else []) + list(loops):
        if _goal(prog, start, **goal).ok:
            return Result(True, f"a program that does it is {prog.text}.")
    return Result(False, "There is no program to show for this one: read the hint, and "
                         "follow your cards one at a time on the board.")


# --- for teachers ---------------------------------------------------------------------------

def check_challenge(doc: Any, *, best: int | str | None = None, solved_by: Iterable[str] = (),
                    not_solved_by: Iterable[str] = ()) -> Result:
    """Check a challenge document a teacher wrote: it loads, the fewest cards are ``best``,
    the programs in ``solved_by`` solve it and those in ``not_solved_by`` do not.

    >>> doc = {"board": {"width": 5, "height": 5}, "start": "A5", "target": "C4"}
    >>> check_challenge(doc, best=4, solved_by=["F R F F"], not_solved_by=["F F"])
    ✔ The challenge loads; 4 cards suffice; solved by 'F R F F'; not solved by 'F F'.
    >>> print(check_challenge({**doc, "target": "Z9"}))
    ✘ The challenge does not load: target: Z9 is off the 5x5 board
      Hint: the field named before the colon is the one to fix.

    ``best`` is read as every answer is (:func:`~codyroby_lab.lessons.answers.number`):

    >>> check_challenge(doc, best="four").ok, check_challenge(doc, best="many").message
    (True, "best='many' is not a number of cards: write it as a number, such as best=4.")

    A program that should solve it and does not hears how to find the target's square, never
    the square it ends on (walk 05l, fault 2: that square is the exercise's answer):

    >>> print(check_challenge({**doc, "target": "B1"}, solved_by=["F F R F F"]))
    ✘ The challenge loads, but 'F F R F F' does not solve it.
      Hint: the target goes where 'F F R F F' ends: follow its cards from A5 on paper or on a board.

    A wrong number of cards with a program that misses hears both, and which way to go
    (walk 05n, fault 9: E3 heard only of the cards, and of blocks on a board with none):

    >>> print(check_challenge({**doc, "target": "E3"}, best=6, solved_by=["F F R F F F"]))
    ✘ The challenge loads, but 7 cards suffice, not 6. Also, 'F F R F F F' does not solve it.
      Hint: for 6 cards from A5, put the target nearer to the start, where 'F F R F F F' ends: follow its cards from A5 on paper or on a board.
    """  # noqa: E501
    wanted = answers.number(best)
    if best is not None and wanted is None:
        return Result(False, f"best={best!r} is not a number of cards: write it as a number, "
                             f"such as best=4.")
    try:
        c = doc if isinstance(doc, Challenge) else Challenge.from_dict(_kindly(doc))
    except LabError as e:
        return Result(False, f"The challenge does not load: {e}",
                      "the field named before the colon is the one to fix.")
    yes, no = list(solved_by), list(not_solved_by)
    # (a failing program's verdict names the square it ends on: the answer here)
    missed = next((p for p in yes if not c.check(p).ok), None)
    start, blocks = square_name(c.start), bool(c.board.blocks)
    follow = None if missed is None else (
        f"where {missed!r} ends: follow its cards from {start} on paper or on a board"
        + (", and check that no block is in its way" if blocks else ""))
    if wanted is not None and c.best != wanted:   # no shortest program: it is the answer
        way = "nearer to" if (c.best or 0) > wanted else "further from"
        also = "" if missed is None else f" Also, {missed!r} does not solve it."
        mend = f", {follow}" if follow else " (or change the blocks in the way)" if blocks else ""
        return Result(False, f"The challenge loads, but {c.best} cards suffice, not "
                             f"{wanted}.{also}",
                      f"for {wanted} cards from {start}, put the target {way} the start{mend}.")
    if missed is not None:
        return Result(False, f"The challenge loads, but {missed!r} does not solve it.",
                      f"the target goes {follow}.")
    for p in no:
        if c.check(p).ok:
            return Result(False, f"{p!r} should not solve it, but it does.")
    parts = ["The challenge loads" + _read_as(doc, c)]
    if wanted is not None:
        parts.append(f"{wanted} cards suffice")
    if yes:
        parts.append("solved by " + ", ".join(repr(p) for p in yes))
    if no:
        parts.append("not solved by " + ", ".join(repr(p) for p in no))
    return Result(True, "; ".join(parts) + ".")


def _read_as(doc: Any, c: Challenge) -> str:
    """How a challenge read its start or target squares, or its facing, written another
    way (``"d3"``, ``" D3 "``, ``"n"``), so a teacher sees what was read, not only a tick
    (walk 05j, fault 7; walk 05z, minor fault 2: a facing "n" was read as N unsaid, and a
    case file, which is strict, then refused it).

    >>> c = Challenge.from_dict({"board": {"width": 5, "height": 5}, "start": "A5",
    ...                          "facing": "n", "target": " d3"})
    >>> _read_as({"start": "A5", "facing": "n", "target": " d3"}, c)
    " (facing 'n' read as N, target ' d3' read as D3)"
    """
    said = {f: doc.get(f) for f in ("facing", "start", "target")} if isinstance(doc, dict) else {}
    written = {"facing": c.facing.name, "start": square_name(c.start),
               "target": square_name(c.target)}
    read = [f"{f} {v!r} read as {written[f]}" for f, v in said.items()
            if isinstance(v, str) and v != written[f]
            and (f == "facing" or _square_read(v) is not None)]   # a square, not "red"
    return f" ({', '.join(read)})" if read else ""


def check_case(case: Any, *, exercise: bool = False, first_try: Any = None) -> Result:
    """Run one conformance case (a dict, see docs/formats.md) and say whether it passes: the
    check ``codyroby-lab check`` runs, on the case as written, so what passes here passes
    there (walk 05s, fault 2: a facing written 'south' passed here and failed there). An
    ``exercise`` (lesson 5's, a CodyRoby case) never says what the game gives where the
    case differs: only that it differs there, how a case writes facings and squares, and
    how to work the right value out (:data:`CASE_WORK_OUT`); it counts tries as every
    exercise does (not the lesson's ``first_try``, what its draft expects), and "show me"
    in place of what the case expects shows what a case that passes expects (walk 05s,
    fault 9).

    >>> check_case({"id": "t-1", "game": "codyroby", "source": "two steps north",
    ...             "setup": {"robots": {"roby": {"at": "A5", "facing": "N"}}},
    ...             "play": ["F F"], "expect": {"robots": {"roby": {"at": [0, 3]}}}})
    ✘ Case t-1 fails: robots.roby.at: expected [0, 3], got [0, 2]
      Hint: Check your case file first. A square is "A4" or [x, y] counted from 0 (A5 on a 5x5 board is [0, 4]). If you are sure the case is right, tell the makers of CodyRoby Lab: the game may be wrong.
    >>> print(check_case({"id": "t-2", "game": "codyroby", "source": "a turn",
    ...                   "setup": {"robots": {"roby": {"at": "A5", "facing": "N"}}},
    ...                   "play": ["R"], "expect": {"robots": {"roby": {"facing": "W"}}}},
    ...                  exercise=True).message)
    Case t-2 fails: robots.roby.facing: the game does not give 'W' there. Try again.
    """  # noqa: E501
    if not exercise:
        return _case_verdict(case, exercise)
    if answers.asks_to_see(case):
        return Result(False, f"To see what a case that passes expects, keep the case and {SEE}")
    key = f"case {case.get('setup')} {case.get('play')}" if isinstance(case, dict) else "case"
    name = f"the case {case.get('id', '') if isinstance(case, dict) else ''}"
    if isinstance(case, dict) and answers.asks_to_see(case.get("expect")):
        return feedback.asked(key, lambda: _case_answer(case), name)
    verdict = _case_verdict(case, exercise)
    if verdict.hint == WRITE_IT:
        # a facing written another way ("s", "south") is a slip of form, no try, as in the
        # other exercises (walk 05t, fault 9: four slips made the right case an eighth try)
        return verdict
    expect = case.get("expect") if isinstance(case, dict) else None
    return feedback.tried(key, verdict, lambda: _case_answer(case),
                          name=name, stuck=f" Try again. If you are stuck, {SEE}", said=expect,
                          given=first_try is not None and expect == first_try)


#: what a case exercise says to a facing written another way than a case file writes it
WRITE_IT = "Write it that way and run this cell again. It is not counted as a try."

#: how a teacher stuck on lesson 05's case exercise sees what a case that passes expects
SEE = (f'write "{answers.SHOW_ME}" (with its quotes) in place of what it expects, everything '
       'after "expect": from { to }, so that the line reads "expect": "show me", and run the '
       "cell again.")    # the line as it reads then (walk 05r9, fault 12: the facing alone)


def _case_answer(case: dict[str, Any]) -> Result:
    """What a case with ``case``'s setup and play expects, as an answer to show: where each
    robot ends, facing which way, and how the program stopped."""
    from codyroby_lab.games import game_class
    try:
        state = game_class(case["game"]).from_setup(case["setup"]).new_state()
        for item in case["play"]:
            state.apply(item)
    except (LabError, KeyError, TypeError) as e:
        return Result(False, f"The setup and play must run to show what they give: {e}")
    end = state.to_dict()
    robots = {n: {"at": r["at"], "facing": r["facing"]} for n, r in end["robots"].items()}
    expect = json.dumps({"robots": robots, "halt": end["halt"]})
    return Result(True, f"a case that passes expects {expect}.")


def _case_verdict(case: Any, exercise: bool) -> Result:
    """What :func:`check_case` says of ``case``, no try counted."""
    from codyroby_lab.conformance import run_case
    diff = run_case(case)
    name = case.get("id", "?") if isinstance(case, dict) else "?"
    if diff is None:
        return Result(True, f"Case {name} passes.")
    differs = re.fullmatch(r"(.*): expected (.*), got (.*)", diff, re.S)
    # the field is the path's last name, after any "checks[1] after play[0]: " (walk 05j, 6)
    field = (differs[1] if differs else diff.split(":", 1)[0]).rsplit(".", 1)[-1]
    form = CASE_FORM.get(field, f"{CASE_FORM['facing']} {CASE_FORM['at']}")
    if exercise and differs:
        written = _facing_written(differs[2]) if field == "facing" else \
            _square_written(differs[2]) if field == "at" else None
        if written:   # right or not, a facing in words fails as a file: say how it is written
            asked = answers.asks_to_see(ast.literal_eval(differs[2]))
            return Result(False, f"Case {name} fails: {differs[1]}: {written}.",
                          WRITE_IT if " is written " in written
                          else f"To see what a case that passes expects, {SEE}" if asked
                          else "Write N, E, S or W there.")
        diff = f"{differs[1]}: the game does not give {differs[2]} there."
    return Result(False, f"Case {name} fails: {diff}", "Check your case file first. " + form + (
        f" Here the game is right: the case is what to mend. {CASE_WORK_OUT}" if exercise else
        " If you are sure the case is right, tell the makers of CodyRoby Lab: the game may "
        "be wrong."))


def _facing_written(expected: str) -> str | None:
    """How a case file writes the facing ``expected`` (as a difference shows it: ``"'s '"``)
    when it is one written another way, read as every answer is (walk 05r, fault 5), or
    that text there is not a facing at all (walk 05s, fault 9: "show me" heard "the game
    does not give 'show me' there"); None for a facing written as a file writes it.

    >>> _facing_written("'south'")
    "'south' is written S in a case file: a facing there is one capital letter, N, E, S or W"
    >>> _facing_written("'S'"), _facing_written("'up'")
    (None, "'up' is not a facing: a case file writes a facing as one capital letter, N, E, S or W")
    """  # noqa: E501
    try:
        value = ast.literal_eval(expected)
    except (ValueError, SyntaxError):
        return None
    if value in ("N", "E", "S", "W"):
        return None
    ws = answers.words(value) if isinstance(value, str) else []
    try:
        d = parse_direction(ws[0]) if len(ws) == 1 else None
    except LabError:
        d = None
    if d is None:
        return (f"{value!r} is not a facing: a case file writes a facing as one capital "
                "letter, N, E, S or W")
    return (f"{value!r} is written {d.name} in a case file: a facing there is one capital "
            "letter, N, E, S or W")


def _square_written(expected: str) -> str | None:
    """How a case file writes the square ``expected`` (as a difference shows it:
    ``"'c3'"``) when it is one written another way, in small letters or with spaces (walk
    05p, fault 5: ``"c3"`` passed, where a facing ``"s"`` was refused); None otherwise.

    >>> _square_written("'c3'")
    "'c3' is written C3 in a case file: a square there is a capital letter and its number, or [x, y]"
    >>> _square_written("'C3'"), _square_written("[2, 2]"), _square_written("'up'")
    (None, None, None)
    """  # noqa: E501
    try:
        value = ast.literal_eval(expected)
        name = square_name(parse_square(value.strip(), "at"))
    except (ValueError, SyntaxError, AttributeError, LabError):
        return None
    if name == value:
        return None
    return (f"{value!r} is written {name} in a case file: a square there is a capital "
            "letter and its number, or [x, y]")


#: How an exercise's wrong case finds the right value without being told it (walk 05n,
#: fault 10: a wrong facing heard how a facing is written, not how to work it out).
CASE_WORK_OUT = ("To work it out, follow the cards of play one at a time from where the setup "
                 "puts Roby (F moves it one square the way it faces; L and R each turn it a "
                 "quarter turn), on paper or on a board.")

#: What a failing case's writer checks first, by the field that differs (both: any other).
CASE_FORM = {
    "facing": "A facing is one capital letter (N, E, S or W).",
    "at": 'A square is "A4" or [x, y] counted from 0 (A5 on a 5x5 board is [0, 4]).',
    "halt": 'The halt is how the program stopped: "end" when it ran to its last card, "crash" '
            'when Roby crashed (a crash stops it), "step_limit" when it ran too many steps.'}
