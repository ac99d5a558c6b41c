"""Race the computer at RoboRally from notebook cells or on the board widget, and check small
RoboRally exercises: where a robot ends, who moves first, and programs that reach a flag.

:class:`RoboRallyRace` holds one race (``games.roborally``): you program your robot's five
registers with cards of your hand, ``race.program(3, 7, 1, 9, 2)`` (places in your hand, as
``race.cards()`` numbers them); the computer robots (planners) program theirs at the same
time, in secret, and the turn is played register by register. Every turn comes back as a
:class:`~codyroby_lab.lessons.play.Turn`: the events in plain words, register by register,
the rules behind them, and the trace of every step as you may see it.

>>> race = RoboRallyRace({"board": {"width": 6, "height": 6, "elements": [
...     {"kind": "flag", "at": "C1", "number": 1}]},
...     "robots": {"Twonky": {"at": "C6"}, "Zoom Bot": {"at": "F6"}},
...     "hands": {"Twonky": ["Move 3 790", "Move 2 670", "Rotate Left 70", "Rotate Right 80",
...                          "U-Turn 10", "Back Up 430", "Move 1 490", "Move 1 500",
...                          "Rotate Left 90"]}}, seed=1)
>>> print(race.cards())
1 Move 3 (priority 790), 2 Move 2 (priority 670), 3 Rotate Left (priority 70), 4 Rotate Right (priority 80), 5 U-Turn (priority 10), 6 Back Up (priority 430), 7 Move 1 (priority 490), 8 Move 1 (priority 500), 9 Rotate Left (priority 90)
>>> turn = race.program(1, 2, 3, 4, 5)
>>> print("\\n".join(turn.lines[:3]))
You (Twonky) program Move 3 (priority 790), Move 2 (priority 670), Rotate Left (priority 70), Rotate Right (priority 80), U-Turn (priority 10).
Register 1:
  Twonky (priority 790) moves 3: north from C6 to C3
>>> race.over, race.winner
(True, 'Twonky')
"""  # noqa: E501

from __future__ import annotations

import asyncio
import json
import re
import textwrap
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from itertools import permutations
from typing import Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction, LabError
from codyroby_lab.core.geometry import (
    Direction,
    off_board,
    parse_square,
    square_name,
)
from codyroby_lab.core.players import play
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.vocabulary import listed
from codyroby_lab.core.words import either, ordinal, plural
from codyroby_lab.games.roborally import events as kinds
from codyroby_lab.games.roborally import options
from codyroby_lab.games.roborally import rules as R
from codyroby_lab.games.roborally.actions import not_places
from codyroby_lab.games.roborally.bots import gentle, planner
from codyroby_lab.games.roborally.deck import CardTable, parse_card
from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.games.roborally.phase import SEGMENTS, by_priority
from codyroby_lab.games.roborally.state import RoboRallyState, opening
from codyroby_lab.lessons import answers, feedback
from codyroby_lab.lessons.cell import written_here
from codyroby_lab.lessons.checks import CROSS, Result, facing_too, read_facing
from codyroby_lab.lessons.play import ComputerGame, Turn

YOU = "Twonky"
COMPUTERS = ("Zoom Bot", "Hammer Bot")
#: what the board's elements do to a robot (shown by an element's run)
BOARD_MOVES = (kinds.CONVEYED, kinds.SLID, kinds.JUMPED, kinds.TELEPORTED, kinds.REPULSED,
               kinds.DESTROYED, kinds.PUSHED, kinds.GEARED, kinds.ROTATED, kinds.RAMP_BACK,
               kinds.PUSHER, kinds.OPTION_PUSH)
QUIET = (kinds.NOTHING, kinds.COMMITTED, kinds.DEALT, kinds.REVEALED)
#: the computer robots a race may have, by name
OPPONENTS = {"gentle": gentle, "planner": planner}
# the computers program while you do (on a copy of the position, in a thread of their own)
AHEAD = ThreadPoolExecutor(max_workers=1, thread_name_prefix="roborally-computers")


class RoboRallyRace(ComputerGame):
    """A race between you (``you``, Twonky) and computer robots on the "checkmate" board,
    at most 40 turns. ``setup`` is a RoboRally setup (its fields replace the defaults);
    ``seed`` fixes the deals. ``computers``: ``"planner"`` (the default: they plan every
    turn), ``"gentle"`` (they plan one turn in two and play random cards in between: the
    lesson's race, a fair chance for a first race) or a computer player.

    >>> RoboRallyRace(computers="easy")
    Traceback (most recent call last):
    codyroby_lab.core.errors.LabError: computers is 'gentle' or 'planner', not 'easy'
    """

    move_word = "turn"

    def __init__(self, setup: dict[str, Any] | None = None, *, seed: int = 0,
                 you: str = YOU, computers: Any = None):
        spec = {"board": "checkmate", "robots": [you, *COMPUTERS], "max_turns": 40,
                **(setup or {})}
        self.game = RoboRally.from_setup(spec)
        if you not in self.game.players:
            raise LabError(f"you play one of {', '.join(self.game.players)}, not {you!r}")
        self.you = you
        if isinstance(computers, str):
            if computers not in OPPONENTS:
                raise LabError(f"computers is {' or '.join(map(repr, OPPONENTS))}, not "
                               f"{computers[:30]!r}")
            computers = OPPONENTS[computers]
        self.computers = {p: computers or planner for p in self.game.players if p != you}
        self.seed = seed
        self._deal(seed)

    def _deal(self, seed: int) -> None:
        self.state = self.game.new_state(seed=seed)
        self.rng = np.random.default_rng(seed)
        self.autoplayed = False
        self.turns = []
        self._played: tuple[list[str], int] | None = None   # see program
        self._on_board = False          # the last turn came from the board's Run (see _title)
        self._cancelled = ""            # why the power-down you asked for did not happen
        self._plan_ahead()

    def _plan_ahead(self) -> None:
        """Start the computers' programs for this programming phase, as soon as the cards
        are dealt: they program in secret at the same time as you, and never see your
        program, so their choice is the one they would make after your commit; your Run
        only waits for what is left of their search. Your hint (the planner in your place)
        is made next. In a kernel the search starts once the message being handled is
        answered, so the board's answer goes out first (and at the latest when a hint or
        your Run asks for it: an event loop that is not turning, as under a browser driver
        in the same process, never holds it back)."""
        self._ahead: list[Any] | None = None  # [position, its search once started, the search]
        if self.over:
            return
        position = self.state.clone()

        def programs() -> dict[str, Any]:
            planned = {p: self.computers[p](position, p, self.rng) for p in position.waiting_for()
                       if p != self.you}
            if self.you in position.waiting_for():      # and your hint
                planned[self.you] = planner(position, self.you)
            return planned

        ahead = self._ahead = [self._position(), None, programs]
        try:
            asyncio.get_running_loop().call_soon(self._start, ahead)
        except RuntimeError:                            # no event loop: a script, a test
            self._start(ahead)

    def _start(self, ahead: list[Any]) -> None:
        """Start the search of ``ahead`` once, if it is still the position on the board."""
        if self._ahead is ahead and ahead[1] is None:
            ahead[1] = AHEAD.submit(ahead[2])

    def _position(self) -> tuple[int, ...]:
        return tuple(int(v) for v in self.state.to_vector())

    def _planned(self) -> Future | None:
        """The computers' programs for this very position (started now if they were not
        yet), if any."""
        ahead = self._ahead
        if ahead is None or ahead[0] != self._position():
            return None
        self._start(ahead)
        return ahead[1]

    # --- reading -------------------------------------------------------------------------

    @property
    def hand(self) -> list[str]:
        """Your cards, in the order the editor and ``program`` number them (from 1)."""
        i = self.game.players.index(self.you)
        return [self.game.cards.label(c) for c in self.state.hands[i]]

    def cards(self) -> str:
        """Your hand, numbered: the numbers ``program`` takes. A damaged robot is dealt
        fewer cards (:data:`~codyroby_lab.games.roborally.rules.HAND` minus its damage),
        and the hand says why.

        >>> race = RoboRallyRace({"board": {"width": 5, "height": 5, "elements": [
        ...     {"kind": "flag", "at": "C1", "number": 1}]}, "robots": {
        ...     "Twonky": {"at": "C5", "damage": 4}, "Zoom Bot": {"at": "E5"}}})
        >>> race.cards().split(": ")[0]
        '5 cards, not 9, because Twonky has 4 damage (one card fewer for each damage point)'
        >>> RoboRallyRace({"board": {"width": 4, "height": 4}, "robots": {
        ...     "Twonky": {"at": "A4", "damage": 9}, "Zoom Bot": {"at": "D4"}}}).cards()
        'no cards, because Twonky has 9 damage: all your registers are locked this turn and keep their cards; play them with race.program() (no numbers)'
        """  # noqa: E501
        self._played = None                             # the new hand is seen
        hand = numbered(self.hand) or "no cards"
        robot = self.state.robot_dict(self.game.players.index(self.you), self.you)
        damage = robot["damage"]
        # (once the race is over or your robot is out, that is what is said, never the
        # locked registers: walk 07r7, fault 2, "because Twonky has 2 damage")
        if self.over:
            return ("no cards to play: the race is over (race.new_game() or New game on the "
                    "board starts another)")
        if robot["out"]:
            return f"no cards: {self.you} is out of the race"
        if not self.hand and damage:
            return (f"no cards, because {self.you} has {damage} damage: all your registers "
                    "are locked this turn and keep their cards; play them with "
                    "race.program() (no numbers)")
        if not self.hand or len(self.hand) >= R.HAND or not damage:
            return hand
        return (f"{plural(len(self.hand), 'card')}, not {R.HAND}, because {self.you} has "
                f"{damage} damage "
                f"(one card fewer for each damage point): {hand}")

    def status(self) -> str:
        """Every robot, your hand and what to do next, in words."""
        if self.over:
            # the board's title is this line: your robot out of lives is said there, not
            # only by its 0 lives on the board (walk 07o, fault 6)
            lives = self.state.bots.lives[self.game.players.index(self.you)]
            out = f" {self.you} (you) is out of the race: no life left." if lives <= 0 else ""
            if self.winner is None:
                return f"Game over: nobody reached the last flag.{out}"
            who = f"{self.winner} wins"
            if self.winner == self.you:
                who = f"{who}, with the computer playing for you" if self.autoplayed else "you win"
            return f"Game over: {who}{'.' if self.autoplayed or out else '!'}{out}"
        robots = "; ".join(self._robot(p) for p in self.game.players)
        return f"Turn {self.state.turn}. {robots}. Your hand: {self.cards()}. Next: {self._next()}."

    def _robot(self, p: str) -> str:
        r = self.state.robot_dict(self.game.players.index(p), self.you)
        who = f"{p} (you)" if p == self.you else p
        if r["out"]:
            return f"{who} is out"
        where = f"destroyed (back on its restart square {r['archive']} at the end of the turn)" \
            if r["destroyed"] else f"on {r['at']} facing {Direction[r['facing']].word}"
        flags = f"flag {r['flags']} of {self.game.tables.flags}"
        down = ", powered down" if r["powered_down"] else ""
        # "1 life", not "1 lives" (walk 07o, fault 5)
        return (f"{who} {where}, {r['damage']} damage, {plural(r['lives'], 'life', 'lives')}, "
                f"{flags}{down}")

    def _next(self, board: bool = False) -> str:
        """What to do now: in a cell's words, or (``board``) at the board's."""
        i = self.game.players.index(self.you)
        if self.state.bots.down[i]:
            if board:      # "turn" once: the title says "Next turn" (walk 07t, fault 17)
                return ("your robot rests (no cards, no moves); press Run to play the turn "
                        "(tick the box to rest one more turn)")
            return ("your robot is powered down and rests, with no cards: race.program() "
                    "plays the turn, race.program(down=True) rests one more turn")
        free = len(self.state.free_registers(i))
        if not free:       # "program your 0 free registers" asked the impossible (walk 07u, 1)
            return ("all your registers are locked this turn: "
                    + ("press Run to play them" if board else
                       "play them with race.program() (no numbers)"))
        if free < 5:
            s = "" if free == 1 else "s"
            said = f"program your {free} free register{s} (the others are locked)"
            if board:
                return said
            return f"{said}, e.g. race.program({', '.join(map(str, range(1, free + 1)))})"
        if board:
            return "put a card of your hand in each of your 5 registers, then press Run"
        return "program your 5 registers, e.g. race.program(1, 2, 3, 4, 5)"

    def hint(self) -> str:
        """What the planner would do in your place, as the cell that does it writes it
        (``race.program(2, 3, 1, 4)``, as Droids' hint does); once the race is over, that
        there is nothing left to play (walk 07j, fault 11: it printed nothing).

        >>> RoboRallyRace(seed=1).hint()
        'race.program(2, 3, 4, 9, 1)'
        """
        if self.over:
            return ("nothing, the race is over: race.new_game() or New game on the board "
                    "starts another")
        verb, *words = self._suggestion().split()
        if verb == "power":      # the cell that does it, as the board's box does it
            return "race.program(down=True)" if words[0] == "down" else "race.program()"
        # down=True said in the words of the board's box (walk 07v, fault 6); with every
        # register locked there is no card to name (walk 07r7, fault 1: "race.program(,
        # down=True)" could not run)
        cards = [w for w in words if w != "down"]
        if words and words[-1] == "down":
            return (f"race.program({', '.join([*cards, 'down=True'])})   # down=True: your "
                    "robot rests next turn, as ticking Power down next turn on the board does")
        return f"race.program({', '.join(cards)})"

    def _suggestion(self) -> str:
        planned = self._planned()
        if planned is not None and self.you in (ahead := planned.result()):
            return ahead[self.you].text
        return planner(self.state.clone(), self.you).text

    # --- moving ------------------------------------------------------------------------------

    def program(self, *cards: Any, down: bool = False) -> Turn:
        """Program your free registers with these cards (places in your hand, from 1), in
        register order; ``down=True`` announces a power-down. A program that cannot be
        played raises :class:`IllegalAction` saying why, so a cell shows it even when
        another line follows (nothing is played). The same cards again before you looked
        at the new hand (a cell run twice) play nothing: they would play a hand you have not
        seen, so you are shown it, without a ✘: the same numbers may be meant, and the
        next run plays them (walk 07q, fault 11).

        >>> race = RoboRallyRace(seed=1)
        >>> race.program().lines
        ['Nothing played yet: put the numbers of 5 cards of your hand between the brackets, such as (1, 2, 3, 4, 5), and run the cell again.']
        >>> race.program(1, 2, 3, 4)
        Traceback (most recent call last):
        codyroby_lab.core.errors.IllegalAction: Not played: Twonky has 5 free registers: give 5 cards, not 4.
        >>> race.program(2, 6, 1, 5, 10)
        Traceback (most recent call last):
        codyroby_lab.core.errors.IllegalAction: Not played: there is no card 10: your cards are numbered 1 to 9.
        >>> race.program([2, 6, 1, 5, 9])       # a list (walk 07q, fault 9)
        Traceback (most recent call last):
        codyroby_lab.core.errors.IllegalAction: Not played: leave out the square brackets [ ]: the card numbers go straight between the round brackets, like (2, 6, 1, 5, 9).

        What is not a card number is echoed as it was written; a whole number with a point
        is that number (walk 07z, fault 9: "F R F" heard of 'f', and 3. of '3.0').

        >>> race.program("F R F R F")
        Traceback (most recent call last):
        codyroby_lab.core.errors.IllegalAction: Not played: 'F' is not a card number: write the numbers of your cards.
        >>> race.program(2, 6, 1, 5, 10.)
        Traceback (most recent call last):
        codyroby_lab.core.errors.IllegalAction: Not played: there is no card 10: your cards are numbered 1 to 9.
        """  # noqa: E501
        if self.over:
            return self.move("program")
        i = self.game.players.index(self.you)
        if self.state.bots.down[i]:
            return self._rest(cards, down)
        free = len(self.state.free_registers(i))
        # the lesson's cell as it is given (walk 07i, fault 7); with every register locked
        # it plays them, as Run does (walk 07u, fault 1)
        if not cards and free and not self.state.bots.down[i]:
            return Turn(False, [f"Nothing played yet: put the numbers of {plural(free, 'card')} "
                                f"of your hand between the brackets, such as "
                                f"({', '.join(str(k) for k in range(1, free + 1))}), and run "
                                "the cell again."])
        listed = [c for group in cards if isinstance(group, (list, tuple)) for c in group]
        if listed:
            raise IllegalAction("Not played: leave out the square brackets [ ]: the card "
                                "numbers go straight between the round brackets, like "
                                f"({', '.join(str(c) for c in listed)}).")
        # "three" is 3, and 3. (3.0) is 3, as anywhere (walk 07z, fault 9: "'3.0' is not a
        # card number")
        places = [w for c in cards for w in answers.words(c)]
        if places and self._played == (places, self.state.turn):   # said without a ✘
            return Turn(False, [f"Not played yet: you played cards {' '.join(places)} last "
                                f"turn, and you have a new hand now: {self.cards()}. To play "
                                "these numbers from it, run the cell again; or change them "
                                "first."])
        said = [w for c in cards for w in answers.written(c)]
        problem = self._locked(len(places)) or not_places(places, len(self.hand), call=True,
                                                           said=said)
        if problem:
            raise IllegalAction(f"Not played: {problem}.")
        turn = self.move("program " + " ".join(places + (["down"] if down else [])))
        self._played = (places, self.state.turn)
        return turn

    def _rest(self, cards: tuple, down: bool) -> Turn:
        """A turn your robot rests (powered down, no cards), as the board's Run plays it:
        with no cards it plays the turn and powers up after it, ``down=True`` rests one more
        turn; "power up" or "power down" in words, as the status says them, are taken too.
        A cell that gives cards hears how to play the turn (walk 07z, serious fault 1: the
        hint's ``down=True`` led to a turn no ``race.program`` played, and ``race.move``
        was in no text)."""
        said = " ".join(" ".join(str(c) for c in cards).lower().split())
        if said in ("power up", "power down"):
            return self.move(said)
        if cards:
            raise IllegalAction("Not played: your robot is powered down, so it rests this turn "
                                "with no cards: run race.program() to play the turn (your "
                                "robot powers up after it), or race.program(down=True) to "
                                "rest one more turn.")
        return self.move("power down" if down else "power up")

    def _locked(self, given: int) -> str:
        """What is wrong with ``given`` cards when some of your registers are locked (""
        if nothing): how many cards to give, and why (the rule of
        :func:`~codyroby_lab.games.roborally.rules.locked`).

        >>> race = RoboRallyRace({"board": {"width": 3, "height": 3}, "robots": {
        ...     "Twonky": {"at": "A3", "damage": 5}, "Zoom Bot": {"at": "C3"}}})
        >>> race._locked(4)
        ''
        >>> race._locked(5)
        'give 4 cards, not 5: with 5 damage, register 5 is locked (it keeps its card from last turn and plays it again), so Twonky has 4 free registers'
        """  # noqa: E501
        i = self.game.players.index(self.you)
        free = len(self.state.free_registers(i))
        lock = R.REGISTERS - free
        if not lock or given == free or self.state.bots.down[i]:
            return ""
        which = ("register 5 is locked (it keeps its card" if lock == 1 else
                 f"registers {_from(free + 1)} are locked (they keep their cards")
        return (f"give {plural(free, 'card')}, not {given}: with {self.state.bots.dmg[i]} "
                f"damage, {which} from last turn and play{'s' * (lock == 1)} "
                f"{'it' if lock == 1 else 'them'} again), so {self.you} has "
                f"{plural(free, 'free register')}")

    def move(self, action: str) -> Turn:
        """Your commit in the action notation (``program 3 7 1 9 2``, ``power up``). A move
        that cannot be played raises :class:`IllegalAction` (nothing changes)."""
        self._on_board = False
        turn = self._move(action)
        if not turn.ok:
            raise IllegalAction(turn.lines[0].removeprefix(CROSS).strip())
        return self._show(turn)

    def _move(self, action: str) -> Turn:
        if self.over:
            return self._over()
        trace = Trace(self.state)
        planned = self._planned()
        try:
            mine = self._act(f"{self.you}: {action}", trace)
        except LabError as e:
            return self._refused(str(e))
        events = list(mine)
        # the computers commit (with the programs they made while you programmed, when they
        # made them for this position), and go on while you are out, until you may act again
        ahead = dict(planned.result()) if planned is not None else {}
        ahead.pop(self.you, None)

        def computer(state: Any, player: str, rng: Any) -> Any:
            made = ahead.pop(player, None)
            return made if made is not None else self.computers[player](state, player, rng)

        play(self.state, dict.fromkeys(self.computers, computer), rng=self.rng,
             apply=lambda state, player, action: events.extend(self._act(action, trace)))
        self._plan_ahead()
        self._cancelled = self._power_down_cancelled(action)
        seen = trace.view(self.you)
        turn = Turn(True, _lines(self.you, seen) + [self.status()], events, seen)
        self.turns.append(turn)
        return turn

    def _power_down_cancelled(self, action: str) -> str:
        """Why the power-down ``action`` asked for did not happen, in words ("" if it did,
        or none was asked): a robot destroyed during the turn comes back powered up.

        >>> race = RoboRallyRace(seed=1)      # (Twonky is not powered down after it)
        >>> race._power_down_cancelled("program 1 2 3 4 5 down")
        'Power down was cancelled: Twonky was destroyed this turn.'
        >>> race._power_down_cancelled("program 1 2 3 4 5")
        ''
        """
        words = action.split()
        i = self.game.players.index(self.you)
        if self.over or words[:1] != ["program"] or words[-1:] != ["down"] or \
                self.state.bots.down[i]:
            return ""
        return f"Power down was cancelled: {self.you} was destroyed this turn."

    # --- the widget ------------------------------------------------------------------------

    def _title(self) -> str:
        """The board's title: what to do next. After the board's Run the turn plays by
        itself on the board, and the next hand waits for the end of that replay, so the
        title says so in a few words true both while it plays and after (the title is not
        told when the replay ends; walk 07q, fault 6: a longer wait, on three lines, read
        stale once the turn had played; walk 07r, fault 2: "once the turn has played" read
        stale too, after it had); a turn played in a cell shows at its end.

        >>> race = RoboRallyRace(seed=1)
        >>> race._title()
        'RoboRally: you are Twonky. Next: put a card of your hand in each of your 5 registers, then press Run.'
        """  # noqa: E501
        if self.over:
            return f"RoboRally: {self.status()}"
        after = " turn" if self._on_board else ""
        return f"RoboRally: you are {self.you}. Next{after}: {self._next(board=True)}."

    def widget(self) -> Any:
        super().widget()
        self._guessing()
        return self._widget

    def _new_scene(self) -> None:
        super()._new_scene()
        self._guessing()
        # said by the power-down's box, where it was ticked: said only deep in What
        # happened, the tick that vanished looked broken (walk 07s, fault 8)
        editor = {**self._widget.scene["editor"], "cancelled": self._cancelled}
        self._widget.scene = {**self._widget.scene, "editor": editor}

    def _guessing(self) -> None:
        """The board's title while Predict asks about a turn (``guessing``): the title of
        the position before Run said to fill the registers, already full (walk 07r, fault
        2). Each step asks about the robot it moves, named beside the board: the title names
        none (walk 07z, fault 5: "guess where Twonky goes" over a question on Hammer Bot)."""
        self._widget.scene = {**self._widget.scene, "guessing": f"RoboRally: you are "
                              f"{self.you}. The turn plays: guess where the robots will be "
                              "after each step."}

    def _play(self, program: Any) -> Turn:
        """The registers the editor holds (places in your hand; powered down: up or down)
        as your commit."""
        text = program if isinstance(program, str) else getattr(program, "text", "")
        i = self.game.players.index(self.you)
        free, down = self.state.free_registers(i), self.state.bots.down[i]
        if not text.strip() and (free or down):
            return self._refused("put a card from your hand in each free register first")
        action = text if text.split()[:1] in (["program"], ["power"]) else \
            f"{'power' if down else 'program'} {text}"
        turn = self._move(action)
        self._on_board = turn.ok or self._on_board
        return turn


def _from(first: int) -> str:
    """The registers from ``first`` to 5, in words.

    >>> _from(4), _from(2)
    ('4 and 5', '2 to 5')
    """
    return f"{first} and 5" if first == 4 else f"{first} to 5"


def _lines(you: str, trace: Trace) -> list[str]:
    """A turn in words from your view of its trace: your program, then each register's
    events, then the end of the turn (no empty segment, no secret). A trace of several
    turns (the computers go on while you are out of the game) says where each turn starts:
    a robot has five registers, never a register 6. A card and what it did are one line
    (walk 07i, fault 8: a turn was 80 lines, the new hand at their end)."""
    lines: list[str] = []
    turns = {trace[0].turn}
    for i in range(1, len(trace)):
        phase = trace.phase(i)
        if phase == "A reveal":
            if trace[i].turn not in turns:
                turns.add(trace[i].turn)
                lines.append(f"Turn {trace[i].turn}:")
            lines.append(f"Register {trace[i].reg}:")
        elif phase == "F end of turn":
            lines.append("End of the turn:")
        for e in trace.events(i):
            if e.kind == kinds.COMMITTED and e.get("player") == you:
                lines.append(_your_program(you, e.text))
            elif e.kind not in QUIET:
                lines.append(f"  {e.text}")
                if e.kind in (kinds.MOVED, kinds.TURNED) and phase == "B robots move":
                    lines[-2:] = _card_did(lines[-2], lines[-1])
        if lines and lines[-1] == "End of the turn:":   # a heading over nothing goes (walk
            lines.pop()                                # 07v, fault 9: it stood alone)
    return lines


def _your_program(you: str, said: str) -> str:
    """What you committed, said to you: "you program", never "you ... announces", and a
    power-down in the words of the board's box (walk 07v, fault 9).

    >>> _your_program("Twonky", "Twonky programs Move 1, U-Turn and announces a power-down")
    'You (Twonky) program Move 1, U-Turn, and your robot rests next turn (Power down next turn).'
    >>> _your_program("Twonky", "Twonky will power up")
    'You (Twonky): your robot plays cards again next turn.'
    >>> _your_program("Twonky", "Twonky will stay powered down")
    'You (Twonky): your robot rests one more turn.'
    """
    if said.endswith(" will power up"):
        return f"You ({you}): your robot plays cards again next turn."
    if said.endswith(" will stay powered down"):
        return f"You ({you}): your robot rests one more turn."
    said = said.replace(f"{you} programs ", "", 1).replace(
        " and announces a power-down", ", and your robot rests next turn (Power down next turn)")
    return f"You ({you}) program {said}."


_MOVE = re.compile(r"  (?P<who>.+?) moves (?P<way>\w+) from (?P<at>\w+) to (?P<to>\w+)$")


def _card_did(before: str, line: str) -> list[str]:
    """A robot's card line and the move or turn that follows it as one line (a move square
    by square as one move), or both lines as they are.

    >>> _card_did("  Twonky (priority 840) moves 3", "  Twonky moves west from E12 to D12")
    ['  Twonky (priority 840) moves 3: west from E12 to D12']
    >>> _card_did(_[0], "  Twonky moves west from D12 to C12")
    ['  Twonky (priority 840) moves 3: west from E12 to C12']
    >>> _card_did("  Twonky (priority 90) turns left", "  Twonky turns to face west")
    ['  Twonky (priority 90) turns left: it faces west']
    """
    move, who = _MOVE.match(line), line.split(" moves ")[0].split(" turns ")[0].strip()
    card = re.match(rf"  {re.escape(who)} \(priority \d+\) [^:]+", before)
    went = re.search(r": (\w+) from (\w+) to (\w+)$", before)
    if card and move and went and went[1] == move["way"] and went[3] == move["at"]:
        return [f"{before[:went.start()]}: {went[1]} from {went[2]} to {move['to']}"]
    if card and move and not went:
        return [f"{before}: {move['way']} from {move['at']} to {move['to']}"]
    if card and not went and line.startswith(f"  {who} turns to face "):
        return [f"{before}: it faces {line.removeprefix(f'  {who} turns to face ')}"]
    return [before, line]


def numbered(cards: list[str], between: str = ", ") -> str:
    """Cards numbered from 1, each said with its priority as a priority, ``between`` them.

    >>> numbered(["Rotate Left 90", "Move 2 670"])
    '1 Rotate Left (priority 90), 2 Move 2 (priority 670)'
    """
    return between.join(f"{k} {parse_card(c).words}" for k, c in enumerate(cards, 1))


def hand(setup: dict[str, Any], robot: str | None = None) -> str:
    """A challenge's hand for ``robot`` (the first one by default), numbered as
    :func:`check_registers` reads it, one card a line (card 6 is found at a glance).

    >>> print(hand({"board": {"width": 2, "height": 2},
    ...             "robots": {"Twonky": {"at": "A1", "damage": 7}},
    ...             "hands": {"Twonky": ["U-Turn 10", "Move 1 490"]}}))
    Your hand:
      1 U-Turn (priority 10)
      2 Move 1 (priority 490)
    """
    state = RoboRally.from_setup(setup).new_state(seed=0)
    i = state.game.players.index(robot) if robot else 0
    return "Your hand:\n  " + numbered([state.game.cards.label(c) for c in state.hands[i]],
                                       "\n  ")


# --- exercises ------------------------------------------------------------------------------
#
# A prediction's outcome shows only once the learner has answered it: ``watch`` and ``replay``
# of a setup wait until ``check_where`` or ``check_damage`` has read an answer about that
# setup (right or wrong), or until the learner asks to see it (``show=True``; on the board:
# Run). What was answered is the tries' record (:mod:`.feedback`), kept beside the notebook,
# so a restart does not ask again (walk 07j, fault 15); watching before the answer is right
# is recorded as seeing it, as "show me" is (fault 1).

_IN_CELLS = ("the cell above", "run this cell again to watch.")
_ON_BOARD = ("the question's cell above", "press Run here.")


def _key(setup: dict[str, Any]) -> str:
    return json.dumps(setup, sort_keys=True, default=str)


def _questions(setup: dict[str, Any]) -> list[str]:
    """The keys of the questions about ``setup`` that were answered (tried or shown)."""
    keys = [f"{ask} {who} {_key(setup)}" for ask in ("where", "damage")
            for who in RoboRally.from_setup(setup).players]
    return [k for k in keys if feedback.tries(k) or feedback.answered(k)]


def _waiting(setup: dict[str, Any], cell: str, then: str) -> str:
    """Why the outcome of ``setup`` may not show yet ("" once it may: every question met
    about it is answered right, or its answer shown: walk 07p, fault 1, a question met and
    not answered; walk 07r8, fault 9, one wrong guess showed the whole outcome in the next
    cell). ``cell`` says where the question is, ``then`` what to do after answering it."""
    key = _key(setup)
    if not _questions(setup):
        return f"Predict first: write your answer in {cell} and run it, then {then}"
    left = feedback.unanswered(f" {key}")
    if not left:
        return ""
    ask, who = left[0][:-len(key) - 1].split(" ", 1)
    about = f"about where {who} ends" if ask == "where" else f"about {who}'s damage"
    if feedback.tries(left[0]):
        return (f"Not yet: your answer {about} is not right yet. Try again above (or write "
                f'"{answers.SHOW_ME}" as your answer there to see it), then {then}')
    return f"Predict first: answer the question {about} above and run its cell, then {then}"


#: the rules that act inside a step, listed under it: the lesson teaches them as part of it
#: (its list of steps left out water, oil, portals, repulsors, ramps and trap doors: walk
#: 07t, fault 5)
_INSIDE = {"A": (R.TRAP_DOOR,),
           "B": (R.WATER, R.OIL_NEGATE, R.OIL_SLIDE, R.PORTAL, R.REPULSOR, R.RAMP_UP,
                 R.LEDGE_DOWN, R.TELEPORTER, R.FLAMER_ENTER)}
#: the machines lesson 07 leaves out, and its list of steps with them
_LEFT_OUT = ("current", "chop_shop")


def phase_rules() -> str:
    """The steps A to E of a register phase, as the game writes its rules: a line for each
    thing a step does, the rules acting inside it under it (the machines the lesson leaves
    out left out), each line short enough for a notebook's page.

    >>> print(phase_rules().splitlines()[0])
    A  The cards are shown: every robot shows the card in this register.
    """
    lines = []
    for step in SEGMENTS:
        if step.needs in _LEFT_OUT:
            continue
        lines.append(textwrap.fill(f"{step.letter}  {step.rule.text}", 76,
                                   subsequent_indent="   "))
        lines += [textwrap.fill(f"   - {rule.text}", 76, subsequent_indent="     ")
                  for rule in _INSIDE.get(step.letter, ())]
    return "\n".join(lines)


def look(setup: dict[str, Any]) -> str:
    """The board of ``setup`` as text, the robots where they start (before any program).

    >>> print(look({"board": {"width": 3, "height": 1, "elements": [
    ...     {"kind": "oil", "at": "B1"}]}, "robots": {"Twonky": {"at": "A1", "facing": "E"}}}))
         A    B    C
     1   T   oo    .
    Key: oo oil, a letter: a robot, in place of its square's mark (named below).
    Twonky (T) at A1 facing east: 0 damage, 3 lives, no flag yet
    """
    return RoboRallyState.placed(RoboRally.from_setup({
        k: v for k, v in setup.items() if k not in ("program", "phases", "end_of_turn")}),
        0).ascii()


def watch(setup: dict[str, Any], show: bool = False) -> Turn:
    """The setup's program played step by step: each segment of each register phase (in B,
    each robot's card) with what happened, and the trace to step through (the next turn's
    deal, after the end of the turn, is left out of the words). It waits until a prediction
    about ``setup`` has been checked, unless ``show=True``.

    >>> setup = {"board": {"width": 3, "height": 2, "elements": [
    ...     {"kind": "conveyor", "at": "A1", "facing": "E"}]},
    ...     "robots": {"Twonky": {"at": "A2"}}, "program": {"Twonky": ["Move 1 490"]},
    ...     "phases": 1}
    >>> watch(setup)
    ✘ Predict first: write your answer in the cell above and run it, then run this cell
    again to watch.
    >>> print(watch(setup, show=True))
    A reveal: Twonky reveals Move 1 (priority 490) in register 1
    B robots move: Twonky (priority 490) moves 1; Twonky moves north from A2 to A1
    C belts move: the conveyor belt carries Twonky east from A1 to B1
    D lasers fire: no laser hits a robot
    E checkpoints: no robot touches a flag
    """  # noqa: E501
    wait = "" if show else _waiting(setup, *_IN_CELLS)
    if wait:
        return Turn(False, [f"{CROSS} {wait}"])
    trace = opening(RoboRally.from_setup(setup), 0)
    shown = [i for i in range(1, len(trace))
             if trace.events(i) and trace.phase(i) != "programming"]
    # a heading for each register when there are several: the steps A to E come round again
    # (walk 07r6, fault M12)
    several = len({trace[i].reg for i in shown} - {0}) > 1
    lines = []
    for i in shown:
        if several and trace[i].reg and trace[i].reg != trace[i - 1].reg:
            lines.append(f"Register {trace[i].reg}")
        lines.append(f"{trace.phase(i)}: {'; '.join(e.text for e in trace.events(i))}")
    return Turn(True, lines, [e for i in range(1, len(trace)) for e in trace.events(i)],
                trace)


def replay(setup: dict[str, Any], show: bool = False) -> Any:
    """The setup's program on the board widget, to step through (Step, Play, the slider):
    each segment of each register phase is a step, its events in words with the rule that
    made them happen. Seen as a spectator sees it (no robot's hand). Until a prediction
    about ``setup`` has been checked (or ``show=True``) the board waits for its Run button.

    >>> setup = {"board": {"width": 3, "height": 2}, "robots": {"Twonky": {"at": "A2"}},
    ...          "program": {"Twonky": ["Move 1 490"]}, "phases": 1}
    >>> replay(setup).trace is None
    True
    >>> board = replay(setup); board.receive({"type": "run"}); print(board.error)
    Predict first: write your answer in the question's cell above and run it, then press Run here.
    >>> w = replay(setup, show=True)
    >>> w.trace.phase(2), w.trace.events(2)[0].text
    ('B robots move', 'Twonky (priority 490) moves 1')
    """
    from codyroby_lab.ui import BoardWidget

    class ReplayBoard(BoardWidget):
        """The board's Run waits for the prediction, as :func:`watch` does (walk 07i,
        fault 17: a child who skipped the question saw the whole outcome here)."""

        def run(self) -> Any:
            wait = "" if show else _waiting(setup, *_ON_BOARD)
            if wait:
                raise LabError(wait)
            return super().run()

    game = RoboRally.from_setup(setup)
    title = "RoboRally: step through the register phases"
    widget = ReplayBoard(RoboRallyState.placed(game, 0), replay=opening(game, 0), title=title)
    widget.scene = {**widget.scene, "guessing": title}     # Predict's title: it tells no end
    if show or not _waiting(setup, *_ON_BOARD):
        widget.run()
    return widget


def _after(setup: dict[str, Any]) -> Any:
    """The state after a setup's program, and its trace."""
    t = opening(RoboRally.from_setup(setup))
    return t[-1], t


def _example(answer: str, *examples: str) -> str:
    """The first example that is not the answer: an example never gives it away."""
    return next(e for e in examples if e != answer)


@written_here("answer", number=False)
def check_where(setup: dict[str, Any], answer: Any, robot: str | None = None, *,
                with_facing: bool = False, show: bool = False) -> Result:
    """Where does ``robot`` (the first one by default) end after the setup's program? An
    answer is a square (``"C3"``), a square and a facing (``"C3 east"``, ``"c3, E"``) or
    ``destroyed``; ``with_facing``, a question that asks for the facing too, takes no bare
    square. A wrong answer is told what is right or wrong about that guess (where the robot
    passed it and what moved it on, its row or column, how far), never the answer; it counts
    a try
    (:mod:`.feedback`); ``show=True`` shows the answer.

    >>> setup = {"board": {"width": 5, "height": 5, "elements": [
    ...     {"kind": "conveyor", "at": "C3", "facing": "E"}]},
    ...     "robots": {"Twonky": {"at": "C5"}}, "program": {"Twonky": ["Move 2 670"]},
    ...     "phases": 1}
    >>> check_where(setup, "")
    ✘ Write your answer first: a square such as C3, maybe with a facing (C3 north), or destroyed.
    >>> print(check_where(setup, "C3"))
    ✘ Not quite: Twonky does not end on C3: it stands there after step B, but it does not stay there: look at the steps after that. Try again.
      Hint: play the cards first, then what else moves Twonky: belts move robots at step C.
    >>> check_where(setup, "D3, 1 damage")
    ✘ This cell asks only where Twonky ends: write the square here, such as C3. Damage is answered in a damage question's own cell.
    >>> check_where(setup, "D3 three west", with_facing=True)
    ✘ I cannot read 'D3 three west': 'three' is not a way to face: write north, east, south or west.
    >>> check_where(setup, "Z9")
    ✘ Z9 is off the board: this board has columns A to E and rows 1 to 5.
    >>> check_where(setup, "", with_facing=True)
    ✘ Write your answer first: a square and the way Twonky faces, such as C3 north, or destroyed.
    >>> check_where(setup, "D3", with_facing=True)
    ✘ This question also asks which way Twonky faces at the end: say which way Twonky faces too, such as 'D3 north', 'D3 east', 'D3 south' or 'D3 west'. This answer does not count as a try.
    >>> check_where(setup, "d3, North")
    ✔ Right! Twonky ends on D3 facing north (the conveyor belt carries Twonky east from C3 to D3). You got it on your second try.
    """  # noqa: E501
    state, trace = _after(setup)
    who = robot or state.game.players[0]
    r = state.robot_dict(state.game.players.index(who))
    words = [w for w in answers.words(answer) if w not in ("on", "at", "facing", "it", "is")]
    told = (*BOARD_MOVES, kinds.TURNED) if with_facing else BOARD_MOVES  # (its own turns too)
    moves = [(i, e.text) for i in range(1, len(trace)) for e in trace.events(i)
             if e.kind in told and who in e.text]
    said = [text for _, text in moves]
    if len(set(said)) < len(said):          # the same words twice: in which register each
        said = [f"in register {trace[i].reg}, {text}" for i, text in moves]
    if moves and not r["destroyed"]:
        said += _cards_after(trace, who, moves[-1][0])
    why = f" ({'; '.join(said)})" if said else ""
    right = (f"{who} is destroyed{why}." if r["destroyed"] else
             f"{who} ends on {r['at']} facing {Direction[r['facing']].word}{why}.")
    key = f"where {who} {_key(setup)}"
    feedback.meet(key)
    if show or answers.asks_to_see(answer):
        return feedback.asked(key, lambda: Result(True, right))
    example = _example(r["at"] or "", "C3", "B2")
    form = (f"a square and the way {who} faces, such as {example} north," if with_facing else
            f"a square such as {example}, maybe with a facing ({example} north),")
    if not words:       # the form this question takes, facing and all (walk 07v, fault 8)
        return Result(False, f"Write your answer first: {form} or destroyed.")
    if words[0] == "destroyed":
        verdict = Result(True, f"Right! {right}") if r["destroyed"] else \
            Result(False, f"Not quite: {who} is not destroyed.", _HINT)
        return feedback.tried(key, verdict, lambda: Result(True, right))
    board = state.game.board
    if len(words) > 1 and re.fullmatch(r"[a-z]", words[0]) and words[1].isdigit():
        words[:2] = [words[0] + words[1]]           # "C 1": a square with a space inside
    try:
        square = parse_square(words[0].upper(), "answer")
    except LabError:
        trouble = answers.square_trouble(words[0])
        if trouble == answers.NO_ROW_0:      # "I cannot read C0" (walk 07s, fault 10)
            return Result(False, f"{words[0].upper()} is not on the board: {trouble}.")
        # one fix at a time, for what is wrong with this answer (walk 07r6, fault M7: "2D
        # east" and "West D3" heard how to write a whole answer)
        way, rest = answers.facing(words[0]), answers.square(" ".join(words[1:]))
        if way is not None and rest is not None:
            return Result(False, f"I cannot read {str(answer)[:30]!r}: write the square "
                                 f"first, then the facing: {rest} {way.word}.")
        if re.fullmatch(r"[0-9]{1,2}[a-z]", words[0]):
            return Result(False, f"I cannot read {str(answer)[:30]!r}: {trouble}.")
        return Result(False, f"I cannot read {str(answer)[:30]!r}: {trouble}, "
                             f"{'and a facing' if with_facing else 'maybe with a facing'} "
                             f"({example} north), or destroyed.")
    way = answers.facing(words[1]) if len(words) > 1 else None
    if "damage" in words or not with_facing and len(words) > 1 and way is None and \
            words[1].isdigit():
        # a square and its damage in one cell (walk 07q4, fault 2: "D4, 1 damage" heard
        # that 1 is no way to face): the damage has a cell of its own; a number in an
        # answer that asks the facing is a slip in it, told as such (walk 07r9, fault 1:
        # "D3 three west" heard to write the square only)
        asked = (f"where {who} ends and which way it faces: write them here, such as "
                 f"{example} north" if with_facing else
                 f"only where {who} ends: write the square here, such as {example}")
        return Result(False, f"This cell asks {asked}. Damage is answered in a damage "
                             "question's own cell.")
    if len(words) > 1 and way is None:
        # the word as written, "three", not the number read in it
        raw = [w for w in re.split(r"[\s,]+", str(answer).strip())
               if w.lower() not in ("on", "at", "facing", "it", "is")]
        odd = raw[1] if len(raw) == len(words) else words[1]
        return Result(False, f"I cannot read {str(answer)[:30]!r}: {odd[:20]!r} is not a "
                             f"way to face: write {either(listed('facing'))}.")
    facing = way.name if way is not None else None      # north is 0
    guess = square_name(square)
    if not (0 <= square[0] < board.width and 0 <= square[1] < board.height):
        return Result(False, f"{off_board(guess, board.width, board.height)}.")
    if with_facing and facing is None:      # right square or wrong (walk 02p, fault 5)
        return facing_too(guess, who)
    if r["destroyed"] or r["at"] != guess:    # the square is wrong: a facing said with it
        # would read as where the robot stood on its way (walk 07i, fault 4)
        verdict = Result(False, f"Not quite: {who} does not end on {guess}: "
                                f"{_about(trace, who, guess)}.",
                         # what moves it on from the square guessed (walk 07t, fault 1)
                         # closer at each wrong try: a second different square heard the
                         # first one's words (walk 07p2, fault M4)
                         _where_hint(trace, who, _left(trace, who, guess),
                                     level=min(feedback.tries(key), 1)))
    elif facing and facing != r["facing"]:
        verdict = Result(False, f"The square {guess} is correct, but {who} does not face "
                                f"{Direction[facing].word} at the end.", _facing_hint(trace, who))
    else:
        verdict = Result(True, f"Right! {right}")
    if way is not None:      # "est" read as east: said, right or wrong (walk 07p, fault 6)
        verdict = replace(verdict, message=verdict.message + read_facing(words[1], way))
    return feedback.tried(key, verdict, lambda: Result(True, right), said=(guess, facing))


def _cards_after(trace: Trace, who: str, after: int) -> list[str]:
    """How ``who``'s own cards moved it after step ``after`` (where the board last moved
    it): a right answer's explanation goes on to the square where the robot ends."""
    i = trace[0].game.players.index(who)
    said = []
    for k in range(after + 1, len(trace)):
        events = [e for e in trace.events(k) if e.get("robot") == who]
        to = [e.get("to") for e in events if e.kind == kinds.MOVED]
        card = next((e.get("card") for e in events if e.kind == kinds.PLAYS), None)
        if to and card:
            said.append(f"then, in register {trace[k].reg}, its {card} takes it from "
                        f"{trace[k - 1].robot_dict(i)['at']} to {to[-1]}")
    return said


def _damage_hint(trace: Trace, who: str, level: int = 2) -> str:
    """Where to look, from what changed the robot's damage, never how many points (that is
    the answer, or all but it), closer at each wrong try: ``level`` 0 (the first) asks which
    steps change the damage; 1 says the step, and at a laser that robots fire lasers too (the
    one a learner forgets, walk 07i, fault 3); 2 says what happens then. A first wrong try
    that heard the step, then one more that heard what happens then, left only a number to
    look up (walk 07j, fault 5; walk 07n, fault 2; walk 07o, fault 1: "one careless wrong
    answer hands over every event to add up"). No hint names the robot's square: that is the
    answer to the lesson's position questions (walk 07r, fault 5: "on D4" answered the
    question just above).

    >>> setup = {"board": {"width": 3, "height": 3, "upper": ["B1"]},
    ...     "robots": {"Twonky": {"at": "B1", "facing": "S"}},
    ...     "program": {"Twonky": ["Move 1 490"]}, "phases": 1}
    >>> print(_damage_hint(_after(setup)[1], "Twonky", level=0))
    follow the register phase step by step on the map above: at which steps does anything damage or repair Twonky?
    >>> print(_damage_hint(_after(setup)[1], "Twonky", level=1))
    look at step B of register 1. What happens to Twonky then, and what does that do to its damage?
    >>> print(_damage_hint(_after(setup)[1], "Twonky"))
    look at step B of register 1: Twonky drops down a ledge. What does that do to Twonky's damage?
    """  # noqa: E501
    seen = []
    for k in range(1, len(trace)):
        shots = [e for e in trace.events(k) if e.kind == kinds.FIRED and e.get("robot") == who]
        for e in trace.events(k):
            if e.get("robot") == who and e.kind in (kinds.DAMAGED, kinds.REPAIRED):
                laser = e.rule.id == R.LASERS.id
                what = (_lasers(shots, who) if laser else
                        _CAUSES.get(e.rule.id, _CAUSES[""]).format(who=who))
                seen.append(_step(trace, k) + (
                    f": {_LASER_FIRST.format(who=who)}" if level == 1 and laser else
                    "" if level == 1 else f": {what}"))
    if not seen:
        return (f"follow the register phase step by step: does anything damage or repair "
                f"{who}?")
    if level == 0:
        return (f"follow the register phase step by step on the map above: at which steps does "
                f"anything damage or repair {who}?")
    if level == 1:
        return (f"look at {'; then at '.join(dict.fromkeys(seen))}. What happens to {who} "
                f"then, and what does that do to its damage?")
    return f"look at {'; then at '.join(dict.fromkeys(seen))}. What does that do to {who}'s damage?"


#: the first hint at a laser's damage: robots fire too, but not which lasers hit
_LASER_FIRST = ("which lasers hit {who} then? The board's lasers are on walls, and every "
                "robot fires a laser straight ahead too")


def _lasers(shots: list[Any], who: str) -> str:
    """Which lasers hit ``who`` at one step D (``shots``: their events), never how many
    points: a robot's own laser is the one a learner forgets (walk 07i, fault 3).

    >>> from codyroby_lab.games.roborally.lasers import board_hit, robot_hit
    >>> _lasers([board_hit("A2", "Twonky", 2, (0,), 4), robot_hit("Zoom Bot", 3, False,
    ...     "Twonky", False, (0,), 4)], "Twonky")
    "the board laser on the wall of A2 (count its beams) and Zoom Bot's own laser hit Twonky"
    """
    lasers = [f"{e.get('by')}'s own laser" if e.get("by") else
              f"the board laser on the wall of {e.get('mount')} (count its beams)" for e in shots]
    if not lasers:
        return f"a laser beam hits {who} (count the beams)"
    hit = "hits" if len(lasers) == 1 else "hit"
    return f"{' and '.join(lasers)} {hit} {who}"


def _letter(trace: Trace, k: int) -> str:
    """Which step step ``k`` of a trace is, by its letter only: where to look, not in which
    register."""
    return f"step {str(trace.phase(k)).split()[0]}"


def _step(trace: Trace, k: int) -> str:
    """Which step of which register step ``k`` of a trace is, in the lesson's words."""
    step = str(trace.phase(k)).split()[0]
    return f"step {step}" if step == "F" else f"step {step} of register {trace[k].reg}"


@written_here("answer")
def check_damage(setup: dict[str, Any], answer: Any, robot: str | None = None, *,
                 show: bool = False) -> Result:
    """How much damage does ``robot`` (the first one by default) have after the setup's
    program? An answer is a number in digits or words. A wrong answer is told wrong, with a
    hint about what damaged (or repaired) the robot, without the right number but, from the
    second, with which way to go (:func:`.feedback.which_way`), and counts a try (:mod:`.feedback`); ``show=True`` shows
    the answer.

    >>> setup = {"board": {"width": 4, "height": 1, "edges": [
    ...     {"kind": "laser", "at": "A1", "side": "W", "count": 2}]},
    ...     "robots": {"Twonky": {"at": "C1", "facing": "W"}, "Zoom Bot": {"at": "D1"}},
    ...     "program": {"Twonky": ["Rotate Right 80"]}, "phases": 1}
    >>> check_damage(setup, "")
    ✘ Write your answer first: a number of damage points, e.g. 4.
    >>> print(check_damage(setup, "one"))
    ✘ Not quite: Twonky does not have 1 damage. Try again.
      Hint: follow the register phase step by step on the map above: at which steps does anything damage or repair Twonky?
    >>> print(check_damage(setup, "three").hint)
    look at step D of register 1: which lasers hit Twonky then? The board's lasers are on walls, and every robot fires a laser straight ahead too. What happens to Twonky then, and what does that do to its damage?
    >>> print(check_damage(setup, "four").hint)     # where to look, again
    look at step D of register 1: which lasers hit Twonky then? The board's lasers are on walls, and every robot fires a laser straight ahead too. What happens to Twonky then, and what does that do to its damage?
    >>> print(check_damage(setup, "five").hint)     # what happens there, from the fourth
    look at step D of register 1: the board laser on the wall of A1 (count its beams) hits Twonky. What does that do to Twonky's damage?
    >>> check_damage(setup, "2 damage").message
    'Right! Twonky has 2 damage: 2 from lasers. You got it on your fifth try.'
    """  # noqa: E501
    state, trace = _after(setup)
    who = robot or state.game.players[0]
    have = state.robot_dict(state.game.players.index(who))["damage"]
    example = _example(str(have), "4", "5")
    right = f"{who} has {have} damage: {_tally(trace, who)}."
    key = f"damage {who} {_key(setup)}"
    feedback.meet(key)
    if show or answers.asks_to_see(answer):
        return feedback.asked(key, lambda: Result(True, right))
    words = answers.words(answer)
    if not words or answer is True or answer is False:
        return Result(False, f"Write your answer first: a number of damage points, e.g. "
                             f"{example}.")
    if words[0] == "destroyed":
        return Result(False, "Destroyed is not a number of damage points: count the points "
                             f"that hit {who} and write how many, e.g. {example}.")
    n = answers.number(answer)
    if n is None:
        return Result(False, f"I cannot read {str(answer)[:30]!r} as a number of damage "
                             f"points: write a number such as {example} or "
                             f"{listed('number')[int(example)]}.")
    if not 0 <= n <= 10:
        return Result(False, f"{n} is not a number of damage points: a robot is destroyed at "
                             "10 damage, so damage points go from 0 to 10.")
    # Where to look (the steps, then which step) for two tries; what happens there only
    # from the fourth check: the third heard "drops down a ledge", and the lesson had just
    # said what a ledge costs (walk 07s, fault 2)
    tries = feedback.tries(key)
    level = 0 if tries == 0 else 1 if tries < 3 else 2
    # 10 for a robot a pit destroyed: destroyed read as 10 damage (walk 07i, fault 5), said
    # as a rule, never the robot's fate (walk 07g, fault 7), and only with what happens: at
    # the first try it told of a pit the child had not watched yet (walk 07s, fault 2)
    pit = level == 2 and n == 10 and have < 10 and any(
        e.kind == kinds.DESTROYED and e.get("robot") == who
        for k in range(1, len(trace)) for e in trace.events(k))
    why = ("falling into a pit or off the board adds no damage points: count only the "
           f"points that hit {who}. ") if pit else ""
    hint = _damage_hint(trace, who, level=level)
    verdict = Result(True, f"Right! {right}") if n == have else Result(
        False, f"Not quite: {who} does not have {n} damage.",
        why + (hint[0].upper() + hint[1:] if why else hint))   # a sentence of its own
    return feedback.tried(key, verdict, lambda: Result(True, right), said=n, aim=have,
                          most=10)


_HINT = ("play the register phase in its order: the cards first, then the machines, "
         "then the lasers.")
_BELTS = "belts move robots at step C"
_EXPRESS = _BELTS + " (express belts twice)"
_MOVED_BY = {   # what moved a robot (its event, or its rule where one kind has several) -> hint
    kinds.NEGATED: "a move that starts in water loses its first square",
    R.OIL_NEGATE.id: "a move that starts on oil loses its first square",
    kinds.SLID: "a robot that stops on oil slides on in the same direction until it is off "
                "the oil",
    kinds.JUMPED: "a robot that walks into a portal comes out of the other portal of the "
                  "same colour, facing the same way, and goes on with the rest of its card",
    kinds.REPULSED: "a repulsor field pushes a robot back as many squares as its card",
    # express belts are told of only where one carried the robot: the first board has
    # none, and they are taught after it (walk 07t, fault 2)
    R.EXPRESS_FIRST.id: _EXPRESS,
    kinds.CONVEYED: _BELTS,
    kinds.TELEPORTED: "a move that starts on a teleporter jumps 2 squares further",
    kinds.PUSHED: "a robot that moves into another robot pushes it",
    kinds.PUSHER: "a pusher pushes the robot on its square at step C, in the registers it "
                  "shows",
    kinds.RAMP_BACK: "a robot whose card ends on a ramp rolls back one square",
    kinds.OPTION_PUSH: "an option card can make a robot's laser push (or pull) the robot it "
                       "hits, at step D after the damage",
    options.BIG_GUN_RULE.id: "with Big Gun, a robot's laser also pushes the robot it hits one "
                             "square away, at step D after the damage",
}
_TURNS = (kinds.ROTATED, kinds.GEARED, kinds.TURNED)


def _squares(trace: Trace, who: str) -> list[str | None]:
    """Where ``who`` stands after each step of ``trace``."""
    i = trace[0].game.players.index(who)
    return [trace[k].robot_dict(i)["at"] for k in range(len(trace))]


def _left(trace: Trace, who: str, guess: str) -> int:
    """The step of ``trace`` that moves ``who`` off ``guess``, the first time it stands
    there (0 if it never does)."""
    at = _squares(trace, who)
    if guess not in at:
        return 0
    k = at.index(guess)
    while k < len(at) and at[k] == guess:
        k += 1
    return k


def _where_hint(trace: Trace, who: str, after: int = 0, level: int = 0) -> str:
    """Where to look, from what moved the robot besides its cards (each its own hint, in
    the order they happened) from step ``after`` on, or the order of the register phase;
    closer at each wrong try, as a damage hint is: ``level`` 0 (the first) says what moves
    the robot, 1 at which step letters too (where to look), and asks where it stands after
    them; never where it ends, nor in which registers it is moved (walk 07q4, fault 5: "step
    D of register 2 and step D of register 4" told how many pushes, and when).

    >>> setup = {"board": {"width": 3, "height": 3, "elements": [
    ...     {"kind": "oil", "at": "A2"}]}, "robots": {"Twonky": {"at": "A3"}},
    ...     "program": {"Twonky": ["Move 1 490"]}, "phases": 1}
    >>> _where_hint(_after(setup)[1], "Twonky")
    'play the cards first, then what else moves Twonky: a robot that stops on oil slides on in the same direction until it is off the oil.'
    >>> _where_hint(_after(setup)[1], "Twonky", level=1)
    'look at step B: a robot that stops on oil slides on in the same direction until it is off the oil. Where does Twonky stand after that step? Play the rest of the program from there.'
    """  # noqa: E501
    moved = [(k, _MOVED_BY.get(e.rule.id) or _MOVED_BY[e.kind])
             for k in range(max(after, 1), len(trace)) for e in trace.events(k)
             if e.kind in _MOVED_BY and e.get("robot") == who]
    if not moved:
        return _HINT if level == 0 else (
            f"play {who}'s cards one at a time, square by square, and write down where it "
            "stands after each register.")
    if level == 0:
        return f"play the cards first, then what else moves {who}: " + _causes(
            [cause for _, cause in moved])
    by_step: dict[str, list[str]] = {}         # each step letter -> what moves the robot there
    for k, cause in moved:
        by_step.setdefault(_letter(trace, k), []).append(cause)
    said: dict[str, list[str]] = {}            # the same words -> their steps, in order
    for step, causes in by_step.items():
        said.setdefault(_causes(causes)[:-1], []).append(step)
    looks = "; then at ".join(f"{' and '.join(at)}: {what}" for what, at in said.items())
    each = " in each register" if max(trace[k].reg for k in range(len(trace))) > 1 else ""
    return (f"look at {looks}. Where does {who} stand after "
            f"{'that step' if len(by_step) == 1 else 'each of these steps'}{each}? Play the "
            "rest of the program from there.")


def _causes(causes: list[str]) -> str:
    """The hints ``causes`` as one sentence's end, each once, in order (the express belts'
    hint says the other belts' too)."""
    said = [c for c in causes if c != _BELTS or _EXPRESS not in causes]
    return "; ".join(dict.fromkeys(said)) + "."


def _about(trace: Trace, who: str, guess: str) -> str:
    """What is right or wrong about the square ``guess`` for where ``who`` ends, never the
    square itself nor what moves the robot on (that would all but name it): the step letter
    after which the robot stood on the square it passed, or in which it went through it
    (where to look, never in which register: walk 07q4, fault 5, "after step D of register
    2" told when it was pushed), or whether its row or column is right and how many squares
    away it is.

    >>> setup = {"board": {"width": 5, "height": 5, "elements": [
    ...     {"kind": "conveyor", "at": "C3", "facing": "E"}]},
    ...     "robots": {"Twonky": {"at": "C5"}}, "program": {"Twonky": ["Move 2 670"]},
    ...     "phases": 1}
    >>> trace = _after(setup)[1]
    >>> _about(trace, "Twonky", "C3")
    'it stands there after step B, but it does not stay there: look at the steps after that'
    >>> _about(trace, "Twonky", "C4")
    'it goes through there in step B, but it does not stay there: look at the rest of that step'
    >>> _about(trace, "Twonky", "D5"), _about(trace, "Twonky", "A1")
    ('D5 is in the correct column, but not in the correct row', 'A1 is neither in the correct row nor in the correct column: Twonky ends 5 squares away from it')
    """  # noqa: E501
    end = trace[len(trace) - 1].robot_dict(trace[0].game.players.index(who))
    at = _squares(trace, who)
    if guess in at and end["at"] != guess:
        k = at.index(guess)     # its start square is where it starts (walk 07n, fault 12)
        if k == 0:
            return "it starts there, but it does not stay there: look at the steps after that"
        _, *part = str(trace.phase(k)).split()
        if _step(trace, _left(trace, who, guess)) == _step(trace, k):
            # a step of many parts: "after step C" read as after all its belts and gears,
            # when the next belt had carried the robot on (walk 07s, fault 1); said only
            # when that very step moves it: a robot still there at the end of the register
            # heard it too, the next robot's move being the same step (walk 07t, fault 1);
            # where to look only, not what moves it on (walk 07q4, fault 5)
            return (f"it stands there for a moment in {_letter(trace, k)}, but it does not "
                    "stay there: look at the rest of that step")
        return (f"it stands there after {_letter(trace, k)}, but it does not stay there: look "
                "at the steps after that")
    # a square it only went through (a portal it came out of, a square of a Move 3) heard
    # only "the correct column, but not the correct row" (walk 07p3, fault 5)
    if through := next((k for k in range(1, len(trace)) for e in trace.events(k)
                        if e.get("robot") == who and e.get("to") == guess), 0):
        return (f"it goes through there in {_letter(trace, through)}, but it does not stay "
                "there: look at the rest of that step")
    if end["destroyed"]:
        return f"{who} never stands on {guess}"
    (gx, gy), (ex, ey) = parse_square(guess, "answer"), parse_square(end["at"], "end")
    if gx == ex:
        return f"{guess} is in the correct column, but not in the correct row"
    if gy == ey:
        return f"{guess} is in the correct row, but not in the correct column"
    return (f"{guess} is neither in the correct row nor in the correct column: {who} ends "
            f"{abs(gx - ex) + abs(gy - ey)} squares away from it")


def _facing_hint(trace: Trace, who: str) -> str:
    """Where to look for a wrong facing: the turns, if anything turned the robot, else
    its facing at the start."""
    if any(e.kind in _TURNS and e.get("robot") == who for i in range(1, len(trace))
           for e in trace.events(i)):
        return ("look again at each turn: the Rotate and U-Turn cards, the gears, and a belt "
                "that turns.")
    return f"look at the map: which way does {who} face at the start, and does anything turn it?"
def _tally(trace: Trace, who: str) -> str:
    """Why ``who`` has the damage it has at the end of ``trace``: what it started with, then
    each change in order, a destruction too (it adds no points): a right answer says why,
    never only the number (walk 07q4, fault 3: 2 was right for two reasons).

    >>> setup = {"board": {"width": 3, "height": 3, "upper": ["B1"]},
    ...     "robots": {"Twonky": {"at": "B1", "facing": "S", "damage": 1}},
    ...     "program": {"Twonky": ["Move 3 790"]}, "phases": 1}
    >>> _tally(_after(setup)[1], "Twonky")
    '1 at the start, 2 from dropping down a ledge, then it is destroyed, which adds no damage points'
    """  # noqa: E501
    i = trace[0].game.players.index(who)
    start = trace[0].robot_dict(i)["damage"]
    said = [f"{start} at the start"] if start else []
    for k in range(1, len(trace)):
        for e in trace.events(k):
            if e.get("robot") != who:
                continue
            if e.kind == kinds.DAMAGED:
                said.append(f"{e.get('damage')} from {_FROM.get(e.rule.id, 'the board')}")
            elif e.kind == kinds.REPAIRED:
                said.append(f"1 repaired {_FROM[e.rule.id]}")
            elif e.kind == kinds.DESTROYED:
                said.append("then it is destroyed, which adds no damage points")
    return ", ".join(said) or "nothing damages it"


_FROM = {   # what changed a robot's damage (its event's rule) -> where its points came from
    R.LASERS.id: "lasers", R.LEDGE_DOWN.id: "dropping down a ledge",
    R.FLAMERS.id: "a flamer", R.FLAMER_ENTER.id: "a flamer",
    R.REPAIR.id: "on a repair site", R.CHECKPOINT_REPAIR.id: "on a flag",
}
_CAUSES = {   # what changed a robot's damage (its event's rule) -> what happens there
    R.LASERS.id: "a laser beam hits {who} (count the beams)",
    R.LEDGE_DOWN.id: "{who} drops down a ledge",
    R.FLAMERS.id: "a working flamer burns {who}",
    R.FLAMER_ENTER.id: "{who} moves onto or turns on a working flamer",
    R.REPAIR.id: "{who} stands on a repair site",
    R.CHECKPOINT_REPAIR.id: "{who} stands on a repair site",
    "": "{who}'s damage changes",
}


def _names(answer: Any, names: list[str]) -> tuple[list[str], list[str]]:
    """The robots a learner named, in order (case, spaces and punctuation forgiven), and the
    words that name no robot here. Names may be a list, or text with commas or without."""
    def norm(text: str) -> str:
        return "".join(c for c in str(text).lower() if c.isalnum())
    known = {norm(n): n for n in names}
    parts = answer if isinstance(answer, (list, tuple)) else re.split(
        r"[,;/\n>]+|\bthen\b|\band\b", str(answer or ""))
    given, unknown = [], []
    for part in parts:
        key = norm(part)
        if not key:
            continue
        if key in known:
            given.append(known[key])
            continue
        run = _split_names(key, known)
        if run:
            given += run
        else:
            unknown.append(str(part).strip())
    return given, unknown


def _split_names(key: str, known: dict[str, str]) -> list[str] | None:
    """``key`` read as several known names written one after the other, or None."""
    if not key:
        return []
    for k, name in known.items():
        if key.startswith(k):
            rest = _split_names(key[len(k):], known)
            if rest is not None:
                return [name, *rest]
    return None


def check_order(cards: dict[str, str], answer: Any, *, show: bool = False) -> Result:
    """Which order do robots playing ``cards`` (robot -> card) move in? ``answer``: the
    robots' names, first mover first (a list, or text; case and punctuation forgiven). A
    wrong order hears which robot is out of place, never the order, and counts a try
    (:mod:`.feedback`); ``show=True`` shows the order.

    >>> cards = {"Twonky": "Move 1 500", "Zoom Bot": "Rotate Left 90", "Hammer Bot": "Move 3 800"}
    >>> check_order(cards, ["Twonky", "Zoom Bot", "Hammer Bot"])
    ✘ Not quite: Twonky does not move first. Try again.
      Hint: compare the priority numbers on the cards: the highest moves first.
    >>> check_order(cards, "Hamer Bot, Twonky, Zoom Bot")
    ✘ There is no robot called 'Hamer Bot' here (did you mean Hammer Bot?): the robots are Twonky, Zoom Bot and Hammer Bot.
    >>> check_order(cards, "hammer bot, zoom bot, twonky")
    ✘ Not quite: Hammer Bot is in the right place, but Zoom Bot does not move second. Try again.
      Hint: compare the priority numbers on the cards: the highest moves first.
    >>> check_order(cards, "hammer bot, twonky, zoom bot")
    ✔ Right! Hammer Bot (800), Twonky (500), Zoom Bot (90): highest priority first. You got it on your third try.
    >>> check_order(cards, None, show=True)
    ➜ You asked to see it: Hammer Bot (800), Twonky (500), Zoom Bot (90): highest priority first.
      You solved this yourself before you asked, so it still counts as solved by you.
    """  # noqa: E501
    import difflib
    names = list(cards)
    all_names = ", ".join(names[:-1]) + f" and {names[-1]}"
    table = CardTable.standard().with_cards([parse_card(cards[n], f"cards.{n}")
                                             for n in names])
    codes = [table.code(cards[n]) for n in names]
    right = [names[i] for i in by_priority(codes, table)]
    words = ", ".join(f"{n} ({table.priority(codes[names.index(n)])})" for n in right)
    answer_shown = Result(True, f"{words}: highest priority first.")
    key = f"order {sorted(cards.items())}"
    if show or answers.asks_to_see(answer):
        return feedback.asked(key, lambda: answer_shown)
    given, unknown = _names(answer, names)
    if not given and not unknown:
        example = names if names != right else names[::-1]
        return Result(False, "Write your answer first: the robots' names, the first to move "
                             f"first, e.g. {example}.")
    if unknown:
        close = difflib.get_close_matches(unknown[0], names, n=1, cutoff=0.6)
        mean = f" (did you mean {close[0]}?)" if close else ""
        return Result(False, f"There is no robot called {unknown[0][:30]!r} here{mean}: the "
                             f"robots are {all_names}.")
    twice = [n for n in names if given.count(n) > 1]
    if twice:
        return Result(False, f"{twice[0]} is written twice: each robot moves once.")
    missing = [n for n in names if n not in given]
    if missing:
        return Result(False, f"{' and '.join(missing)} {'is' if len(missing) == 1 else 'are'} "
                             f"missing: write all {len(names)} robots, the first to move first.")
    verdict = Result(True, f"Right! {answer_shown.message}")
    if given != right:
        k = next(i for i, (g, r) in enumerate(zip(given, right, strict=True)) if g != r)
        placed = (f"{' and '.join(given[:k])} {'is' if k == 1 else 'are'} in the right "
                  "place, but " if k else "")
        verdict = Result(False, f"Not quite: {placed}{given[k]} does not move "
                                f"{ordinal(k + 1)}.", "compare the priority numbers on the "
                                                      "cards: the highest moves first.")
    return feedback.tried(key, verdict, lambda: answer_shown, said=tuple(given))


def check_registers(setup: dict[str, Any], program: Any, robot: str | None = None) -> Result:
    """A challenge: program ``robot``'s registers (the first robot by default) with cards of
    its hand (``setup["hands"]``) so that it reaches the last flag this turn, alive.
    ``program`` is places in the hand (``"1 2 3 4 5"`` or ``[1, 2, 3, 4, 5]``), never
    priorities. Tries count as at every question (:mod:`~codyroby_lab.lessons.feedback`);
    "show me" shows a program that works.

    >>> ch = {"board": {"width": 4, "height": 4, "elements": [
    ...     {"kind": "flag", "at": "A1", "number": 1}]},
    ...     "robots": {"Twonky": {"at": "D4"}},
    ...     "hands": {"Twonky": ["Move 3 790", "Rotate Left 70", "Move 3 800", "U-Turn 10",
    ...                          "Rotate Right 80", "Move 1 490", "Back Up 430", "Move 2 670",
    ...                          "Rotate Left 90"]}}
    >>> check_registers(ch, "")
    ✘ Write your program first: five card numbers from your hand, e.g. "1 2 3 4 5".
    >>> print(check_registers(ch, "3, 4, 1, 2, 5"))
    ✘ Twonky did not reach the flag: it ends on D4. Try again.
      What your registers did:
      register 1, Move 3 (priority 800): moves north from D4 to D3; moves north from D3 to D2; moves north from D2 to D1
      register 2, U-Turn (priority 10): turns to face south
      register 3, Move 3 (priority 790): moves south from D1 to D2; moves south from D2 to D3; moves south from D3 to D4
      register 4, Rotate Left (priority 70): turns to face east
      register 5, Rotate Right (priority 80): turns to face south
      Hint: play your cards one at a time in your head, square by square.
    >>> print(check_registers(ch, "4 2 1 3 5"))
    ✘ Twonky did not reach the flag: in register 3, it falls off the board east of D4, and it is destroyed. Try again.
      What your registers did:
      register 1, U-Turn (priority 10): turns to face south
      register 2, Rotate Left (priority 70): turns to face east
      register 3, Move 3 (priority 790): is destroyed (it falls off the board east of D4): 2 lives left
      Hint: play your cards one at a time in your head, square by square.
    >>> print(check_registers(ch, "10 1 2 3 5"))
    ✘ This program cannot be played: there is no card 10: your cards are numbered 1 to 9.
    >>> check_registers(ch, [1, 2, 3, 4, 5])
    ✔ Solved! Twonky reaches flag 1 in register 3. The game ends there, so registers 4 and 5 are never played. You got it on your third try.
    >>> check_registers({**ch, "robots": {"Twonky": {"at": "D3"}}}, "show me")
    ➜ You asked to see it: one program that works is 2 1 5 8 3 (Rotate Left (priority 70), Move 3 (priority 790), Rotate Right (priority 80), Move 2 (priority 670), Move 3 (priority 800)): Twonky reaches flag 1 in register 4. The game ends there, so register 5 is never played.
    """  # noqa: E501
    state = RoboRally.from_setup(setup).new_state(seed=0)
    who = robot or state.game.players[0]
    key = f"roborally registers: {_key(setup)} {who}"
    if answers.asks_to_see(program):
        return feedback.asked(key, lambda: _solution(setup, who))
    listed = isinstance(program, (list, tuple))
    said = [str(c) for c in program] if listed else answers.written(program)   # echoed
    words = said if listed else answers.words(program)
    if not words:
        return Result(False, 'Write your program first: five card numbers from your hand, '
                             'e.g. "1 2 3 4 5".')
    verdict = _run_registers(state, who, words, said)
    if verdict.message.startswith("This program cannot be played"):
        return verdict                               # not read: no try
    if not verdict.ok and _BOARD_MOVES.keys() & _kinds(setup):   # the challenge's idea
        verdict = replace(verdict, hint=f"play your cards one at a time in your head, square "
                          f"by square, then what else moves {who}: " + _causes(
                              [_BOARD_MOVES[k] for k in _kinds(setup) if k in _BOARD_MOVES]))
    return feedback.tried(key, verdict, lambda: _solution(setup, who), said=tuple(words))


#: a board element's kind (in a setup) -> what it does to a robot, as a wrong answer's hint
#: says it (walk 07i, fault 6: a challenge's hint never named the idea it is about)
_BOARD_MOVES = {"express": _EXPRESS, "conveyor": _BELTS,
                "oil": _MOVED_BY[kinds.SLID], "portal": _MOVED_BY[kinds.JUMPED],
                "water": _MOVED_BY[kinds.NEGATED], "teleporter": _MOVED_BY[kinds.TELEPORTED],
                "repulsor": _MOVED_BY[kinds.REPULSED], "pusher": _MOVED_BY[kinds.PUSHER]}


def _kinds(setup: dict[str, Any]) -> list[str]:
    """The kinds of a setup's board elements and edges, in the order the setup lists them."""
    board = setup.get("board", {})
    return [e["kind"] for e in [*board.get("elements", []), *board.get("edges", [])]]


#: a turning card's kind -> how many quarter turns to the right it turns
_QUARTERS = {"Rotate Right": 1, "U-Turn": 2, "Rotate Left": 3}


def _net(a: str, b: str) -> int | None:
    """The quarter turns right of a card of kind ``a`` then one of kind ``b`` (0 to 3), or
    None unless both turn."""
    if a in _QUARTERS and b in _QUARTERS:
        return (_QUARTERS[a] + _QUARTERS[b]) % 4
    return None


def _undoing(kinds: list[str]) -> bool:
    """Whether a card of ``kinds`` undoes the one before it (a turn right, then left).

    >>> _undoing(["Move 2", "Rotate Right", "Rotate Left"]), _undoing(["Rotate Right"] * 2)
    (True, False)
    """
    return any(_net(a, b) == 0 for a, b in zip(kinds, kinds[1:], strict=False))


def _shorter(core: list[str], kind: dict[str, str]) -> list[str] | None:
    """``core`` (hand places) with two turns in a row taken out when they undo each other,
    or made one card of the hand that turns as far (Rotate Left then U-Turn: one Rotate
    Right); None when it has no such pair.

    >>> _shorter(["2", "1", "5"], {"1": "Rotate Left", "5": "U-Turn", "2": "Move 1",
    ...                            "7": "Rotate Right"})
    ['2', '7']
    """
    for k in range(1, len(core)):
        net = _net(kind[core[k - 1]], kind[core[k]])
        if net is None:
            continue
        if net == 0:
            return core[:k - 1] + core[k + 1:]
        one = next((p for p in kind if p not in core and _QUARTERS.get(kind[p]) == net), None)
        if one is not None:
            return [*core[:k - 1], one, *core[k + 1:]]
    return None


def _solution(setup: dict[str, Any], who: str) -> Result:
    """A program that solves a challenge (the planner's), as "show me" shows it, with no
    roundabout turns when a program as good exists: "1 2 3 7 4" turned right, then left,
    and a child copying it thought the turns mattered (walk 07s, fault 9); "2 6 1 5 4"
    turned left, then round, where the hand's Rotate Right does it in one card (walk 07t,
    fault 4). Such pairs are taken out (or made one card) and the free registers filled
    with other cards, as long as the program still solves the challenge."""
    state = RoboRally.from_setup(setup).new_state(seed=0)
    places = planner(state.clone(), who).text.split()[1:]
    hand = [state.game.cards.label(c) for c in state.hands[state.game.players.index(who)]]
    kind = {str(p): parse_card(card).kind.name for p, card in enumerate(hand, 1)}
    core = list(places)
    while (shorter := _shorter(core, kind)) is not None:
        core = shorter
    if core != places:
        spare = [p for p in kind if p not in core]
        tries = (core + list(fill) for fill in permutations(spare, len(places) - len(core)))
        places = next((p for p in tries if not _undoing([kind[q] for q in p])
                       and _run_registers(state.clone(), who, p).ok), places)
    cards = ", ".join(parse_card(hand[int(p) - 1]).words for p in places)
    solved = _run_registers(state, who, places).message.removeprefix("Solved! ")
    return Result(True, f"one program that works is {' '.join(places)} ({cards}): {solved}")


def _run_registers(state: Any, who: str, words: list[str],
                   said: list[str] | None = None) -> Result:
    """``who`` plays the hand places ``words`` (as written: ``said``) in ``state`` (changed),
    the others nothing: whether it reaches the last flag, or why not."""
    i = state.game.players.index(who)
    hand = [state.game.cards.label(c) for c in state.hands[i]]
    problem = not_places(words, len(hand), said=said)
    if problem:
        return Result(False, f"This program cannot be played: {problem}.")
    trace = Trace(state)
    try:
        state.play(f"{who}: program {' '.join(words)}", trace)
        for p in state.waiting_for():
            if p != who:
                state.play(f"{p}: program", trace)
    except LabError as e:
        return Result(False, f"This program cannot be played: {e}.")
    if state.winner == who:
        reg = max(trace[k].reg for k in range(len(trace)))
        # the registers after it are never played: a child following the shown program in
        # its head saw register 3 take Twonky off the board (walk 07r9, fault 5)
        never = ("register 5 is" if reg == 4 else "registers 4 and 5 are" if reg == 3 else
                 f"registers {reg + 1} to 5 are")
        rest = f" The game ends there, so {never} never played." if reg < 5 else ""
        return Result(True, f"Solved! {who} reaches flag {state.game.tables.flags} in "
                            f"register {reg}.{rest}")
    r = state.robot_dict(i)
    flags = {square_name(sq) for sq in state.game.board.flags()}
    passed = any(e.get("to") in flags for k in range(1, len(trace)) for e in trace.events(k)
                 if e.get("robot") == who)
    stop = (f" A flag counts only when {who} stops on it: {who} must still be standing on "
            "the flag at step E of a register." if passed else "")
    return Result(False, f"{who} did not reach the flag: {_fate(trace, who, r['at'])}.{stop}",
                  "play your cards one at a time in your head, square by square.",
                  ("What your registers did:", *_registers(trace, who)))


def _registers(trace: Trace, who: str) -> list[str]:
    """A replay in words of ``who``'s turn: one line per register, its card and what
    happened to ``who`` in it (the turn's end left out: a destroyed robot is put back)."""
    lines: dict[int, list[str]] = {}
    cards: dict[int, str] = {}
    for k in range(1, len(trace)):
        reg = trace[k].reg
        for e in trace.events(k):
            if not reg or who not in e.text:
                continue
            if e.kind == kinds.REVEALED:
                cards[reg] = parse_card(e.get("card")).words
            elif e.kind not in QUIET and e.kind != kinds.PLAYS:
                lines.setdefault(reg, []).append(e.text.removeprefix(f"{who} "))
    return [f"register {reg}, {cards.get(reg, 'no card')}: "
            f"{'; '.join(lines.get(reg, [])) or 'nothing moves it'}"
            for reg in range(1, max(cards, default=0) + 1)]


def _fate(trace: Trace, who: str, at: str | None) -> str:
    """How ``who``'s turn ended: destroyed in which register, why and where; or where it
    stands. The cause comes first, so that the square named is where it went wrong, never
    a square that reads as deadly (a flag's: walk 07j, fault 6)."""
    for k in range(1, len(trace)):
        for e in trace.events(k):
            if e.kind == kinds.DESTROYED and e.get("robot", who) == who and who in e.text:
                said = e.text.split(": ")[0].removeprefix(f"{who} is destroyed ")
                why = said[said.find("(") + 1:said.rfind(")")] if "(" in said else said
                return f"in register {trace[k].reg}, {why}, and it is destroyed"
    return f"it ends on {at}"
