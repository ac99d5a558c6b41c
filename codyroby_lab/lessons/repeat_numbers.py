"""Which REPEAT numbers a program gets wrong: when other numbers on its REPEAT cards (the
same cards) take Roby to a challenge's target, the hint names those REPEATs and says
whether each goes round too many or too few times, never a card that is right.

>>> from codyroby_lab.games.codyroby.program import parse
>>> from codyroby_lab.lessons.checks import challenge
>>> c = challenge(None, "A5", "E1", blue_cards=True)
>>> wrong_numbers(c, parse("REPEAT 2 [REPEAT 5 [F] R]"))
'Look at the REPEAT numbers: the second REPEAT card (REPEAT 5) goes round too many times. How many times must it go round for Roby to end on E1?'
>>> wrong_numbers(c, parse("REPEAT 4 [F] R")) is None   # the number is right: cards are missing
True
"""  # noqa: E501

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from itertools import combinations, product

from codyroby_lab.core.geometry import square_name
from codyroby_lab.core.words import ordinal
from codyroby_lab.games.codyroby.challenge import Challenge
from codyroby_lab.games.codyroby.program import If, Node, Program, Repeat

#: the numbers tried on a REPEAT card; the most REPEAT cards a program may have for its
#: numbers to be tried one card at a time, and two cards at a time (a check answers in
#: well under a second)
TRIED = range(1, 13)
ONE_AT_A_TIME, TWO_AT_A_TIME = 6, 2


def wrong_numbers(exercise: Challenge, prog: Program) -> str | None:
    """The hint for ``prog`` when changing the number of one REPEAT card (else two, in a
    program with two) takes Roby to the target; None when no such change does,
    or the program has more REPEAT cards than are tried."""
    def reaches(changed: Program) -> bool:
        state = exercise.start_state()
        state.run(changed, trace=False)
        return state.halt == "end" and state.robots["roby"].at == exercise.target
    return numbers_for(prog, reaches, f"for Roby to end on {square_name(exercise.target)}")


def numbers_for(prog: Program, works: Callable[[Program], bool], goal: str) -> str | None:
    """:func:`wrong_numbers` for any task: the hint when other numbers on ``prog``'s REPEAT
    cards make a program that ``works`` (does the task, said in ``goal``), else None.

    >>> from codyroby_lab.games.codyroby.program import parse
    >>> numbers_for(parse("REPEAT 5 [F R]"), lambda p: p.text == "REPEAT 4 [F R]",
    ...             "for Roby to end on C3")
    'Look at the REPEAT number: the REPEAT card (REPEAT 5) goes round too many times. How many times must it go round for Roby to end on C3?'
    """  # noqa: E501
    numbers = _numbers(prog.body)
    if len(numbers) > ONE_AT_A_TIME:
        return None
    for k in (1, 2) if 1 < len(numbers) <= TWO_AT_A_TIME else (1,):
        for places in combinations(range(len(numbers)), k):
            for tried in product(TRIED, repeat=k):
                change = dict(zip(places, tried, strict=True))
                new = [change.get(i, n) for i, n in enumerate(numbers)]
                if new == numbers:
                    continue
                if works(Program(_renumbered(prog.body, iter(new)))):
                    return _words(goal, numbers, change)
    return None


def _words(goal: str, numbers: list[int], right: dict[int, int]) -> str:
    """The hint naming each REPEAT whose number is wrong (by its place when there are
    several) and which way it is wrong."""
    said: list[str] = []
    for i, n in right.items():
        name = ("the REPEAT card" if len(numbers) == 1 else
                f"the {ordinal(i + 1)} REPEAT card" if not said else f"the {ordinal(i + 1)}")
        said.append(f"{name} (REPEAT {numbers[i]}) goes round too "
                    f"{'many' if numbers[i] > n else 'few'} times")
    s = "s" * (len(numbers) > 1)
    it = "they" if len(right) > 1 else "it"
    return (f"Look at the REPEAT number{s}: {' and '.join(said)}. How many times must {it} "
            f"go round {goal}?")


def _numbers(block: tuple[Node, ...]) -> list[int]:
    """The number on every counted REPEAT card, in reading order."""
    found: list[int] = []
    for n in block:
        if isinstance(n, Repeat):
            found += [n.times] if n.times is not None else []
            found += _numbers(n.body)
        elif isinstance(n, If):
            found += _numbers(n.then) + _numbers(n.orelse or ())
    return found


def _renumbered(block: tuple[Node, ...], numbers: Iterator[int]) -> tuple[Node, ...]:
    """``block`` with its counted REPEATs' numbers taken from ``numbers`` in reading order."""
    out: list[Node] = []
    for n in block:
        if isinstance(n, Repeat):
            times = next(numbers) if n.times is not None else None
            n = replace(n, times=times, body=_renumbered(n.body, numbers))
        elif isinstance(n, If):
            n = replace(n, then=_renumbered(n.then, numbers),
                        orelse=None if n.orelse is None else _renumbered(n.orelse, numbers))
        out.append(n)
    return tuple(out)

