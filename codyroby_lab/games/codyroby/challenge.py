"""Challenges: bring Roby from a start to a target square within a card budget.

A challenge file is JSON (every field but ``board``, ``start`` and ``target`` optional)::

    {"version": 1,
     "title": "Round the corner",
     "text": "Bring Roby to the red target.",
     "board": {"width": 5, "height": 5, "blocks": ["B2"], "targets": {"red": "E1"}},
     "start": "A5", "facing": "N",
     "target": "E1",            (a square, or "red" / "yellow" for the board's target)
     "budget": 7,               (most cards allowed; null for no budget)
     "blue_cards": false}       (true: every blue card may be used too, REPEAT, IF and
                                ELSE; or a list of those allowed: "REPEAT" (a number of
                                times), "REPEAT WHILE", "REPEAT UNTIL", "IF")

``blocks`` is read as the old name of ``blue_cards`` (on a board, ``blocks`` are the block
squares). Every field is described in docs/formats.md. Squares are names (``"C2"``) or
``[x, y]``. A bad file raises :class:`SetupError` naming the field; so does a target on the
start square, off the road or out of reach, and a budget below the fewest cards a program
can have. ``challenge.check(program)`` runs the program and returns a :class:`Verdict` in
plain words; the solver (:mod:`.solver`) says how many cards suffice and gives the hint: the
next card of a shortest solution from the point where the program went wrong, i.e. the first
card after which Roby was no nearer the target (in basic cards) than before. A hint always
leads to a program within the budget: when no such program passes through that point, the
hint comes from an earlier point of the run that one does pass through (at worst the start).

>>> c = Challenge.from_dict({"board": {"width": 5, "height": 5}, "start": "A5",
...                          "facing": "N", "target": "C4", "budget": 5})
>>> c.best
4
>>> print(c)
Challenge
From A5 facing north to C4 (budget 5 cards, F, L and R only).
   A B C D E
 1 . . . . .
 2 . . . . .
 3 . . . . .
 4 . . T . .
 5 S . . . .
>>> print(c.check("F R F F"))
Solved: Roby reached C4 with 4 cards, the fewest possible.
>>> v = c.check("F R F")
>>> print(v.message); print(v.hint)
Roby ended on B4, one square from the target C4: C4 is one square to the east.
Next card from B4 facing east: F
>>> print(c.check("F F R F F R F L"))
Roby reached C4, but with 8 cards: the budget is 5.
Hint: Next card from A4 facing north: R
>>> print(c.check("R F F F F F").message)
Roby crashed at E5: the edge of the board is ahead. And the program has 6 cards: the budget is 5.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from html import escape
from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import LabError, SetupError
from codyroby_lab.core.geometry import Direction, Square, parse_direction, parse_square, square_name
from codyroby_lab.core.io import read_json
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.vocabulary import in_words
from codyroby_lab.core.words import ordinal, plural
from codyroby_lab.games.codyroby import solver
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.game import CodyRoby
from codyroby_lab.games.codyroby.program import EMPTY_LOOP, Card, Program, parse
from codyroby_lab.games.codyroby.robot import Robot
from codyroby_lab.games.codyroby.rules import is_road
from codyroby_lab.games.codyroby.state import CodyRobyState

FIELDS = ("version", "title", "text", "board", "start", "facing", "target", "budget",
          "blue_cards")
OLD_NAMES = {"blocks": "blue_cards"}  # still read
#: the blue cards a challenge may allow, as a teacher writes them, and as the solver does
BLUE_CARDS = {"REPEAT": "REPEAT", "REPEAT WHILE": "WHILE", "REPEAT UNTIL": "UNTIL", "IF": "IF"}
#: the steps a challenge's run may take: far more than any program that solves a lesson's
#: board takes, and few enough that a never-ending loop (the mistake lesson 03 teaches
#: about) is told in a moment, not after the 100,000 of a free run (walk 03e, fault 6)
STEP_LIMIT = 10_000
#: the ring round the star of a challenge's goal: teal, none of the targets' red and yellow,
#: which REPEAT UNTIL looks for (walk 03n, fault 5: a star in a yellow ring was taken for
#: the yellow target)
GOAL_COLOUR = "#26a69a"


def _blue_cards(value: Any, field: str) -> bool | tuple[str, ...]:
    """``blue_cards`` as written: true, false, or a list of blue cards (BLUE_CARDS), kept in
    BLUE_CARDS' order; anything else is a SetupError naming the field."""
    if isinstance(value, bool):
        return value
    if isinstance(value, list) and all(isinstance(c, str) for c in value):
        named = {" ".join(c.upper().split()) for c in value}
        unknown = sorted(named - set(BLUE_CARDS))
        if not unknown:
            return tuple(c for c in BLUE_CARDS if c in named)
        raise SetupError(field, f"{unknown[0]!r} is not a blue card: use "
                                f"{', '.join(BLUE_CARDS)}")
    raise SetupError(field, f"must be true, false or a list of blue cards "
                            f"({', '.join(BLUE_CARDS)}), not {value!r}")


@dataclass(frozen=True)
class Verdict:
    """What a program did on a challenge, in plain words (``str`` and Jupyter HTML).

    ``status``: ``solved``, ``over_budget``, ``crashed``, ``missed``, ``step_limit``,
    ``not_allowed`` or ``unreadable``; ``ok`` is True when the target was reached with
    allowed cards within the budget; ``optimal`` when no program with fewer cards exists.
    """

    status: str
    ok: bool
    message: str
    cards: int | None = None
    best: int | None = None
    hint: str | None = None
    wrong_step: int | None = None
    trace: Trace | None = field(default=None, repr=False, compare=False)
    #: the square and facing the hint starts from, and, for a program with blue cards, where
    #: it goes wrong in words (a lesson words its own hint from them)
    hint_at: tuple[Square, Direction] | None = field(default=None, compare=False)
    went_wrong: str | None = field(default=None, compare=False)

    fewest: int | None = field(default=None, compare=False)  # no program has fewer cards

    @property
    def optimal(self) -> bool:
        return self.ok and self.cards == self.fewest

    def __str__(self) -> str:
        return self.message if self.hint is None else f"{self.message}\nHint: {self.hint}"

    def _repr_html_(self) -> str:
        mark, cls = ("\u2714", "ok") if self.ok else ("\u2718", "fail")
        hint = "" if self.hint is None else f"<br><em>Hint:</em> {escape(self.hint)}"
        return (f'<div class="codyroby-verdict {cls}"><strong>{mark}</strong> '
                f"{escape(self.message)}{hint}</div>")


@dataclass(frozen=True)
class Challenge:
    """A board, a start pose, a target square, a card budget and whether the blue cards are
    allowed."""

    board: Board
    start: Square
    facing: Direction
    target: Square
    budget: int | None = None
    blue_cards: bool | tuple[str, ...] = False   # all, none, or those named (BLUE_CARDS)
    title: str = "Challenge"
    text: str = ""

    # --- loading ---------------------------------------------------------------------

    @classmethod
    def from_dict(cls, d: Any) -> Challenge:
        """A challenge from its JSON document; SetupError names the bad field."""
        if not isinstance(d, dict):
            raise SetupError("challenge", "must be an object with board, start and target")
        blue_field = "blocks" if "blocks" in d else "blue_cards"  # errors name what was written
        d = _new_names(d)
        unknown = sorted(set(d) - set(FIELDS))
        if unknown:
            raise SetupError(unknown[0], f"is not a challenge field ({', '.join(FIELDS)})")
        if d.get("version", 1) != 1:
            raise SetupError("version", f"only version 1 is known, not {d['version']!r}")
        for name in ("start", "target"):
            if name not in d:
                raise SetupError(name, "is missing")
        board = Board.from_dict(d.get("board", {"width": 5, "height": 5}))
        start = board.check_square(parse_square(d["start"], "start"), "start")
        if not is_road(board, start):
            raise SetupError("start", _not_road(board, start))
        target = _target(board, d["target"])
        if target == start:
            raise SetupError("target", f"is the start square {square_name(start)}: Roby would "
                                       f"be there before the first card; choose another square")
        budget = d.get("budget")
        if budget is not None and (not isinstance(budget, int) or isinstance(budget, bool)
                                   or budget < 0):
            raise SetupError("budget", f"must be a whole number of cards, or left out for no "
                                       f"limit, not {budget!r}")
        blue = _blue_cards(d.get("blue_cards", False), blue_field)
        for name in ("title", "text"):
            if not isinstance(d.get(name, ""), str):
                raise SetupError(name, "must be text")
        c = cls(board, start, parse_direction(d.get("facing", "N"), "facing"), target, budget,
                blue, d.get("title", "Challenge"), d.get("text", ""))
        fewest = c.answer.fewest
        if fewest is None:
            raise SetupError("target", f"{square_name(target)} cannot be reached from "
                                       f"{square_name(start)}")
        if budget is not None and budget < fewest:
            need = f"{fewest} are needed" if c.answer.exact else f"at least {fewest} are needed"
            raise SetupError("budget", f"{budget} cards cannot do it: {need}"
                                       f"{c._with_blue(budget)}")
        return c

    def _with_blue(self, budget: int) -> str:
        """What blue cards, not allowed yet, would make ``budget`` cards enough, in words
        to add to a refusal: a budget set before REPEAT is allowed was refused with no word
        of the order to do things in (walk 05i, fault 2).

        >>> Challenge.from_dict({"start": "A5", "target": "E1"})._with_blue(6)
        '; with REPEAT cards allowed, 4 are enough: allow them, then type 6 in the budget box again'
        """
        for blue, words in ((("REPEAT",), "REPEAT cards"), (True, "all the blue cards")):
            more = replace(self, blue_cards=blue)
            fewest = more.answer.fewest
            if not set(more.blue) <= set(self.blue) and fewest is not None and fewest <= budget:
                return (f"; with {words} allowed, {fewest} are enough: allow them, then type "
                        f"{budget} in the budget box again")
        return ""

    @classmethod
    def load(cls, path: str | Path) -> Challenge:
        """Read a challenge file (JSON); a bad file raises SetupError."""
        return cls.from_dict(read_json(path))

    def to_dict(self) -> dict[str, Any]:
        return {"version": 1, "title": self.title, "text": self.text,
                "board": self.board.to_dict(), "start": square_name(self.start),
                "facing": self.facing.name, "target": square_name(self.target),
                "budget": self.budget, "blue_cards": (list(self.blue_cards)
                                                      if isinstance(self.blue_cards, tuple)
                                                      else self.blue_cards)}

    # --- the solver ------------------------------------------------------------------

    @property
    def blue(self) -> tuple[str, ...]:
        """The blue cards the solver may use (all of them, those named, or none)."""
        if isinstance(self.blue_cards, tuple):
            return tuple(BLUE_CARDS[c] for c in self.blue_cards)
        return solver.ALL_BLUE if self.blue_cards else ()

    @cached_property
    def answer(self) -> solver.Answer:
        """What the solver finds: a shortest program (blue cards only when the challenge
        allows them), or one of "at most" so many cards when its search had to stop."""
        return solver.solve(self.board, self.start, self.facing, self.target, blue=self.blue)

    @property
    def solution(self) -> Program | None:
        """The solver's program, the one example of a shortest program that Part 3 of lesson
        5 prints and the challenge editor shows and runs: one with REPEAT as its only blue
        card when one as short exists (walk 05s, fault 10, and walk 05p, fault 3: the editor
        showed REPEAT 4 [L REPEAT WHILE ahead [F]] beside Part 3's program).

        >>> Challenge.from_dict({"board": {"width": 5, "height": 5, "blocks": ["B4", "C2"]},
        ...                      "start": "A5", "target": "E1", "blue_cards": True}).solution.text
        'REPEAT 2 [REPEAT 4 [F] R]'
        """
        return self.answer.program

    @property
    def best(self) -> int | None:
        """How many cards suffice (the solver's program)."""
        return self.answer.cards

    @property
    def best_words(self) -> str:
        """``best: 8 cards``, or ``best: at most 8 cards`` when the solver could not rule
        out a shorter program (what a board editor shows live).

        >>> road = {"width": 6, "height": 6, "path": ["A6", "A5", "A4", "B4", "C4", "C3",
        ...                                           "C2", "D2", "E2", "E1"]}
        >>> Challenge.from_dict({"board": road, "start": "A6", "target": "E1"}).best_words
        'best: 13 cards'
        """
        return f"best: {self.answer.words}"

    @cached_property
    def _costs(self) -> dict[tuple[Square, Direction], int]:
        return solver.costs_through(self.board, self.start, self.facing, self.target,
                                    blue=self.blue)

    @cached_property
    def _costs_to(self) -> dict[tuple[Square, Direction], int]:
        return solver.costs_to(self.board, self.target, blue=self.blue)

    @cached_property
    def _plain_costs_to(self) -> dict[tuple[Square, Direction], int]:
        """Fewest cards to the target with F, L, R and REPEAT n alone (when allowed)."""
        return solver.costs_to(self.board, self.target, blue=self._plain)

    @property
    def _plain(self) -> tuple[str, ...]:
        return tuple(b for b in self.blue if b == "REPEAT")

    def within_budget(self, square: Square, facing: Direction, kept: int | None = None,
                      plain: bool = False) -> bool:
        """Some program within the budget passes through this pose on its way to the target
        (with no budget: the target can be reached from it); with ``kept``, one that begins
        with that many cards of the learner's own (a program of F, L and R cards, kept as it
        is: "F F F" then the hint's "F R REPEAT 4 [F]" made 7 cards over a budget of 6, when
        "REPEAT 3 [F]" would have fitted; walk 05r, fault 2).

        >>> c = Challenge.from_dict({"board": {"width": 5, "height": 5}, "start": "A5",
        ...                          "target": "A1", "budget": 3, "blue_cards": True})
        >>> a2 = (0, 1)        # REPEAT 3 [F] then F fits; F F F then F does not
        >>> c.within_budget(a2, Direction.N), c.within_budget(a2, Direction.N, kept=3)
        (True, False)

        With ``plain``, the rest of the way uses F, L, R and REPEAT n alone.
        """
        if kept is None:
            cost = self._costs.get((square, facing))
        else:
            rest = (self._plain_costs_to if plain else self._costs_to).get((square, facing))
            cost = None if rest is None else kept + rest
        return cost is not None and (self.budget is None or cost <= self.budget)

    def hint_from(self, square: Square, facing: Direction, used: set[str] | None = None,
                  room: int | None = None) -> str:
        """The next card of a shortest solution from this pose, in words (a blue card is
        named, not given away with the cards inside it); the solution is one with only
        REPEAT and the kinds of blue card ``used`` (the learner's) when one is as short, or
        when it fits in the ``room`` the budget leaves."""
        where = f"{square_name(square)} facing {facing.word}"
        if square == self.target:
            return f"Roby is on the target at {where}: the program should stop there."
        p = self._shortest_from(square, facing, used or set(), room)
        if not p or not p.body:
            return f"From {where} no program reaches the target."
        first = p.body[0]
        if isinstance(first, Card):
            return f"Next card from {where}: {first.letter}"
        head = Program((first,)).text.split(" [")[0]
        return f"Next card from {where}: a {head} card (which cards go inside is yours to find)"

    def _shortest_from(self, square: Square, facing: Direction, used: set[str],
                       room: int | None = None) -> Program | None:
        """A shortest program from this pose, with only REPEAT and the blue cards ``used``
        when these do as well as every blue card allowed: a learner who knows REPEAT n was
        sent towards a REPEAT WHILE trick far from their own program (walk 05i, fault 4).

        >>> c = Challenge.from_dict({"board": {"width": 5, "height": 5, "blocks": ["B4"]},
        ...                          "start": "A5", "target": "E1", "blue_cards": True})
        >>> c._shortest_from((0, 4), Direction.N, set()).text
        'REPEAT 2 [REPEAT 4 [F] R]'
        """
        best = solver.shortest_program(self.board, square, facing, self.target, blue=self.blue)
        known = {BLUE_CARDS[k] for k in {"REPEAT", *used} if k in BLUE_CARDS}
        mine = tuple(b for b in self.blue if b in known)
        if best is None or set(mine) == set(self.blue):
            return best
        near = solver.shortest_program(self.board, square, facing, self.target, blue=mine)
        fits = best.card_count if room is None else max(room, best.card_count)
        return near if near is not None and near.card_count <= fits else best

    # --- checking a program ----------------------------------------------------------

    def start_state(self) -> CodyRobyState:
        """Roby on the start square, facing the start's way; a run stops after
        :data:`STEP_LIMIT` steps."""
        robot = Robot("roby", self.start, self.facing)
        game = CodyRoby(board=self.board, robots={"roby": robot}, step_limit=STEP_LIMIT)
        return game.new_state()

    def goal_tiles(self) -> list[dict[str, Any]]:
        """The star marking the target (none when the target is one of the board's own
        targets, which the board shows already).

        >>> Challenge.from_dict({"start": "A5", "target": "C4"}).goal_tiles()[0]["label"]
        'goal at C4'
        """
        if self.target in self.board.targets.values():
            return []
        return [{"at": list(self.target), "kind": "goal", "color": GOAL_COLOUR, "text": "\u2605",
                 "label": f"goal at {square_name(self.target)}"}]

    def scene(self) -> dict[str, Any]:
        """The start's scene (v2) with the target marked: what the challenge's board shows
        and its printed sheet draws."""
        scene = self.start_state().scene()
        return {**scene, "title": self.title, "tiles": [*scene["tiles"], *self.goal_tiles()]}

    def run(self, program: str | Program) -> Trace:
        """Run a program from the start and return its trace."""
        return self.start_state().play(parse(program))

    def check(self, program: str | Program) -> Verdict:
        """Run ``program`` and say in plain words how it went."""
        try:
            prog = parse(program)
        except LabError as e:
            return Verdict("unreadable", False, f"The program cannot be read: {e}")
        if prog.uses_blocks and not self.blue_cards:
            return Verdict("not_allowed", False, "This challenge allows only F, L and R cards, "
                           "but the program uses a blue card.", prog.card_count, self.best)
        if isinstance(self.blue_cards, tuple) and prog.blue_cards - set(self.blue_cards):
            extra = " and ".join(sorted(prog.blue_cards - set(self.blue_cards)))
            return Verdict("not_allowed", False, f"This challenge allows only F, L, R and "
                           f"{' and '.join(self.blue_cards)} cards, but the program uses "
                           f"{extra}.", prog.card_count, self.best)
        try:
            trace = self.run(prog)
        except LabError as e:
            return Verdict("not_allowed", False, self._star_said(str(e)), prog.card_count,
                           self.best)
        return _judge(self, prog, trace)

    def _star_said(self, said: str) -> str:
        """``said`` of a REPEAT UNTIL on a board whose only goal is the star, which is drawn
        in a yellow ring: first that the star is no coloured target (walk 03i, fault 7:
        "no yellow target" contradicted the yellow ring the learner saw).

        >>> c = Challenge.from_dict({"start": "A5", "target": "E1", "blue_cards": True})
        >>> print(c.check("REPEAT UNTIL yellow [F]").message)  # doctest: +NORMALIZE_WHITESPACE
        REPEAT UNTIL yellow: the star is the square to reach, not a coloured target, and this
        board has no yellow target. A REPEAT WHILE with a sensor (ahead, left, right) can stop
        Roby instead
        """
        until = said.partition(": ")[0]
        if not self.goal_tiles() or self.board.targets or not until.startswith("REPEAT UNTIL"):
            return said
        # two short sentences, not one of 50 words (walk 03p, fault 11)
        return (f"{until}: the star is the square to reach, not a coloured target, and this "
                f"board has no {until.split()[-1]} target. A REPEAT WHILE with a sensor "
                "(ahead, left, right) can stop Roby instead")

    @property
    def task(self) -> str:
        """The task in words: from where to where, the budget and the cards allowed."""
        budget = "no budget" if self.budget is None else f"budget {self.budget} cards"
        cards = ("F, L, R and " + " and ".join(self.blue_cards)
                 if isinstance(self.blue_cards, tuple)
                 else "blue cards allowed" if self.blue_cards else "F, L and R only")
        return (f"From {square_name(self.start)} facing {self.facing.word} to "
                f"{square_name(self.target)} ({budget}, {cards}).")

    def __str__(self) -> str:
        head = f"{self.title}: {self.text}" if self.text else self.title
        return f"{head}\n{self.task}\n{self.board.ascii({self.start: 'S', self.target: 'T'})}"

    def _repr_html_(self) -> str:
        board = self.board.ascii({self.start: "S", self.target: "T"})
        return (f"<div class=\"codyroby-challenge\"><strong>{escape(self.title)}</strong> "
                f"{escape(self.text)}<br>{escape(self.task)}<pre>{escape(board)}</pre></div>")


def _new_names(d: dict[str, Any]) -> dict[str, Any]:
    """The document with each old field name read as its new one (both: a SetupError)."""
    for old, new in OLD_NAMES.items():
        if old in d:
            if new in d:
                raise SetupError(old, f"is the old name of {new}: give only {new}")
            d = {(new if k == old else k): v for k, v in d.items()}
    return d


def _target(board: Board, value: Any) -> Square:
    if isinstance(value, str) and value.strip().lower() in ("red", "yellow"):
        colour = value.strip().lower()
        if colour not in board.targets:
            raise SetupError("target", f"the board has no {colour} target")
        return board.targets[colour]
    sq = board.check_square(parse_square(value, "target"), "target")
    if not is_road(board, sq):
        raise SetupError("target", _not_road(board, sq))
    return sq


def _not_road(board: Board, sq: Square) -> str:
    """Why Roby cannot stand on ``sq`` (not road: CRASH, CRASH_PATH), in words.

    >>> b = Board.from_dict({"width": 3, "height": 3, "blocks": ["B2"], "path": ["A3", "A2"]})
    >>> _not_road(b, (1, 1)), _not_road(b, (2, 2))
    ('B2 is a block', 'C3 is off the road: put it on the road')
    """
    if sq in board.blocks:
        return f"{square_name(sq)} is a block"
    return f"{square_name(sq)} is off the road: put it on the road"


def _judge(c: Challenge, prog: Program, trace: Trace) -> Verdict:
    poses = _Poses(trace)
    end = trace.final.robots["roby"]
    cards, best, goal = prog.card_count, c.best, square_name(c.target)
    flat = not prog.uses_blocks
    wrong, kept = _went_wrong(c, poses, trace.halt == "crash", flat)
    if kept is None and end.at == c.target and cards > (best or cards):
        kept = 0
    at = None if kept is None else poses[kept]
    went = _where_wrong(trace, wrong, poses) if not flat and wrong and at else None
    # before the hint, why it starts where it does: where, or how many cards to keep
    said = went or (_too_few_left(c, wrong, kept, len(poses) - 1) if flat and kept else None)

    over = c.budget is not None and cards > c.budget

    def verdict(status: str, ok: bool, message: str, hinted: bool = True) -> Verdict:
        if over and status in ("crashed", "step_limit", "missed"):
            message += f" And the program has {cards} cards: the budget is {c.budget}."
        room = c.budget - kept if flat and kept is not None and c.budget else None
        hint = c.hint_from(*at, prog.blue_cards, room) if at is not None and hinted else None
        return Verdict(status, ok, message, cards, best,
                       f"{said} {hint}" if said and hint else hint, wrong, trace,
                       at if hint else None, went if hint else None, c.answer.fewest)

    if trace.halt == "crash":
        crash = [e for e in trace.events(-1) if e.kind == "Crashed"][0]
        why = crash.text.split(": ", 1)[1].split(", so")[0]
        return verdict("crashed", False, f"Roby crashed at {end.name_at}: {why}.")
    if trace.halt == "step_limit":
        # no count of steps: the lesson and the board say 100,000 (walk 03g, fault 8)
        why = f": {EMPTY_LOOP}" if prog.empty_loop else ", so CodyRoby stopped it"
        return verdict("step_limit", False, f"The program never stopped: it went on and on{why}.")
    if end.at != c.target:
        return verdict("missed", False, _miss(c, end.at, poses))
    assert best is not None  # Roby reached the target, so the solver finds a way there too
    if over:
        words = f"Roby reached {goal}, but with {cards} cards: the budget is {c.budget}"
        return verdict("over_budget", False, f"{words}.", cards > best)  # how few: the fix
    done = ("the fewest possible." if cards == best and c.answer.exact else
            "as few as the solver finds." if cards == best else f"where {best} are enough."
            if cards > best else f"fewer than the {best} the solver finds: well done!")
    return verdict("solved", True, f"Solved: Roby reached {goal} with {cards} cards, {done}",
                   cards > best)


class _Poses:
    """Roby's (square, facing) at each trace position, read only as far as needed."""

    def __init__(self, trace: Trace):
        self.trace = trace

    def __len__(self) -> int:
        return len(self.trace)

    def __getitem__(self, i: int) -> tuple[Square, Direction]:
        r = self.trace[i].robots["roby"]
        return r.at, r.facing

    def __iter__(self):
        return (self[i] for i in range(len(self)))


def _went_wrong(c: Challenge, poses: _Poses, crashed: bool, flat: bool
                ) -> tuple[int | None, int | None]:
    """The first step after which Roby was no nearer the target, and where the hint starts:
    the last pose before it that a program within the budget passes through (for a
    ``flat`` program, one card a step, a program that keeps the learner's cards so far)."""
    dm = solver.distance_map(c.board, c.target)
    for i in range(1, len(poses)):
        before, after = dm.get(poses[i - 1]), dm.get(poses[i])
        if (crashed and i == len(poses) - 1) or after is None or before is None \
                or after != before - 1:
            return i, _on_route(c, poses, i - 1, flat)
    if poses[-1][0] != c.target:
        return None, _on_route(c, poses, len(poses) - 1, flat)
    return None, None


def _where_wrong(trace: Trace, step: int, poses: _Poses) -> str:
    """Where a program with blue cards goes wrong, in the learner's words: the step, the
    card (by its letter: the board shows no numbers on cards) and, in a loop, which time it
    ran (counted as the card lights up on a board: in a REPEAT inside a REPEAT, "the fifth
    time round" matched no loop the learner could see), and Roby's square and facing just
    before.

    >>> c = Challenge.from_dict({"board": {"width": 5, "height": 5}, "start": "A5",
    ...                          "target": "E1", "blue_cards": True})
    >>> print(c.check("REPEAT 2 [F F R]").hint)
    The program goes wrong at step 3: the R card, the first time it runs, with Roby on A3 facing north. Next card from A3 facing north: a REPEAT 4 card (which cards go inside is yours to find)
    """  # noqa: E501
    ref = trace.card_of(step)
    if ref is None or ref.slot is None:
        return f"The program goes wrong at step {step}."
    slots = [r.slot if (r := trace.card_of(i)) else None for i in range(1, len(trace))]
    rounds = "" if slots.count(ref.slot) == 1 else \
        f", the {ordinal(slots[:step].count(ref.slot))} time it runs"
    at, facing = poses[step - 1]
    return (f"The program goes wrong at step {step}: the {ref.label} card"
            f"{rounds}, with Roby on {square_name(at)} facing {facing.word}.")


def _on_route(c: Challenge, poses: _Poses, last: int, flat: bool) -> int:
    """The latest of ``poses[0..last]`` on a route within the budget (the start always is);
    for a ``flat`` program, a route that keeps its first cards (pose j: j cards), and one
    that goes on with F, L, R and REPEAT n alone when there is such a route: keeping two
    cards of "F F R F F" left a REPEAT 4 [L REPEAT WHILE ahead [F]] riddle, where keeping
    one leaves REPEAT 3 [F] R REPEAT 4 [F] (walk 05w, fault 1).

    >>> c = Challenge.from_dict({"board": {"width": 5, "height": 5, "blocks": ["B4", "C2"]},
    ...     "start": "A5", "target": "E1", "budget": 6, "blue_cards": True})
    >>> print(c.check("F F R F F").hint)
    The program goes wrong at step 3, and its cards before that leave too few for the budget of 6: keep its first card. Next card from A4 facing north: a REPEAT 3 card (which cards go inside is yours to find)
    """  # noqa: E501
    if flat and c.budget is not None:
        for j in range(last, -1, -1):
            if c.within_budget(*poses[j], kept=j, plain=True):
                return j
    for j in range(last, 0, -1):
        if c.within_budget(*poses[j], kept=j if flat else None):
            return j
    return 0


def _too_few_left(c: Challenge, wrong: int | None, kept: int, last: int) -> str | None:
    """Why the hint of a program of F, L and R cards starts before the step where it went
    wrong (or before its end): its cards up to there leave too few for the budget, so it
    says how many to keep. A teacher read "went wrong at step 4" beside "Next card from
    A3", two cards earlier, as two places for one mistake (walk 05s, fault 4).

    >>> c = Challenge.from_dict({"board": {"width": 5, "height": 5, "blocks": ["B4", "C2"]},
    ...     "start": "A5", "target": "E1", "budget": 6, "blue_cards": True})
    >>> print(c.check("F F F R F F F F L F").hint)
    The program goes wrong at step 4, and its cards before that leave too few for the budget of 6: keep its first card. Next card from A4 facing north: a REPEAT 3 card (which cards go inside is yours to find)
    """  # noqa: E501
    upto = (wrong - 1) if wrong else last
    if kept >= upto:
        return None
    where = f"The program goes wrong at step {wrong}, and its cards before that leave" \
        if wrong else "Its cards leave"
    first = "card" if kept == 1 else plural(kept, "card")
    return f"{where} too few for the budget of {c.budget}: keep its first {first}."



def _miss(c: Challenge, at: Square, poses: _Poses) -> str:
    """Where Roby ended and where the target lies from there, counted in squares on the
    board and said in compass words only: "left" and "right" are Roby's own, which turn with
    it (walk 01d, fault 6); on a path, counted along the path, with no compass words.

    >>> c = Challenge.from_dict({"board": {"width": 5, "height": 5}, "start": "C3",
    ...                          "facing": "E", "target": "A1"})
    >>> print(c.check("L F F").message)
    Roby ended on C1, two squares from the target A1: A1 is two squares to the west.
    >>> print(c.check("L F F L F").message)
    Roby ended on B1, one square from the target A1: A1 is one square to the west.
    >>> print(c.check("L F F L F F L F").message)
    Roby passed the target A1 and ended on A2: A1 is one square to the north.
    >>> print(c.check("R").message)
    Roby ended on C3, four squares from the target A1: A1 is two squares to the west and two squares to the north.
    >>> road = Challenge.from_dict({"board": {"width": 3, "height": 3, "path": ["A3", "A2",
    ...     "A1", "B1", "C1", "C2", "C3", "B3"]}, "start": "A3", "target": "B3"})
    >>> print(road.check("F F").message)
    Roby ended on A1, five squares from the target B3 along the path.
    """  # noqa: E501
    goal, here = square_name(c.target), square_name(at)
    passed = any(p[0] == c.target for p in poses)
    ended = f"Roby passed the target {goal} and ended on {here}" if passed else \
        f"Roby ended on {here}"
    target = "it" if passed else f"the target {goal}"
    path = c.board.path or ()
    if at in path and c.target in path:   # the straight way leaves the road (walk 03g, 9)
        k = path.index(c.target) - path.index(at)
        back = "" if k > 0 else ", back the way Roby came"
        return f"{ended}, {_squares(abs(k))} from {target} along the path{back}."
    dx, dy = c.target[0] - at[0], c.target[1] - at[1]
    k = abs(dx) + abs(dy)
    ways = [f"{_squares(abs(d))} to the {word}" for d, word in
            ((dx, "west" if dx < 0 else "east"), (dy, "north" if dy < 0 else "south")) if d]
    # the target named, never "it": Roby or the target? (walk 01q, fault 3)
    far = "" if passed else f", {_squares(k)} from {target}"
    return f"{ended}{far}: {goal} is {' and '.join(ways)}."


def _squares(n: int) -> str:
    """``one square``, ``two squares``... (in words: one message never says "six squares"
    and "12 squares" side by side, walk 03j, fault 6)

    >>> _squares(0), _squares(1), _squares(23)
    ('no squares', 'one square', 'twenty-three squares')
    """
    return f"{'no' if n == 0 else in_words(n)} square{'s' * (n != 1)}"
