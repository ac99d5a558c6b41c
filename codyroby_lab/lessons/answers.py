"""The one reader of learners' answers: every lesson check and the grader read what a
learner typed through :func:`words` and :func:`number`, so case, spaces, punctuation and
number words are forgiven everywhere in the same way.

>>> words("C3: East.")
['c3', 'east']
>>> words("Crash!"), words("C3 (east)"), words("  three   ")
(['crash'], ['c3', 'east'], ['3'])
>>> number("3 damage"), number("Space four."), number("C3"), number(None)
(3, 4, None, None)
>>> decimal(" .4 "), decimal("0,4"), decimal("0.4."), decimal("four")
(0.4, 0.4, 0.4, 4.0)
>>> asks_to_see("Show me!"), asks_to_see("show")
(True, False)
>>> square("Red ends on c 4!"), square("2A")
('C4', None)
>>> square_trouble("two A")
"I read the number 2, then the letter A: write the letter first, then the number: 'A2'"
>>> facing("Ovest"), facing("E"), facing("left")
(<Direction.W: 6>, <Direction.E: 2>, None)

The words each reader takes, in English and Italian alike, are the table of
:mod:`codyroby_lab.core.vocabulary`.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Any

from codyroby_lab.core.geometry import Direction
from codyroby_lab.core.vocabulary import meaning, number_forms

_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})
# kept: letters, digits, the brackets of a program, a percent sign, a decimal point
# between digits, a minus sign before a number; an apostrophe joins ("can't" is "cant");
# anything else parts words
_DROP = re.compile(r"(?<=\w)'(?=\w)")
_APART = re.compile(r"[^\w\[\]%.-]|_|(?<!\d)\.|\.(?!\d)|(?<=\w)-|-(?!\d)")
_WHOLE = re.compile(r"-?[0-9]+")
_DECIMAL = re.compile(r"-?[0-9]+(\.[0-9]+)?")
# a decimal comma ("0,4", one comma between digits) or a point with no digit before it
# (".4"): read as "0.4"
_POINT = re.compile(r"(?<![0-9,])([0-9]*)[.,]([0-9]+)(?![0-9]*[.,][0-9])")
_SQUARE = re.compile(r"[a-z][0-9]{1,2}")
_BACKWARDS = re.compile(r"([0-9]{1,2})([a-z])")


def words(answer: Any) -> list[str]:
    """The words of an answer: lower case, spaces collapsed, punctuation dropped (except
    the ``[`` ``]`` of a program, ``%`` and a decimal point), curly quotes read as straight
    ones, and the number words below a hundred (English or Italian) as digits, a ten and
    its unit as one number ("forty-two", "forty two"). None is no words; a whole float is
    its whole number.

    >>> words("REPEAT 4 [F R]")
    ['repeat', '4', '[f', 'r]']
    >>> words("It can\u2019t move"), words(4.0), words("0.75."), words("Tre")
    (['it', 'cant', 'move'], ['4'], ['0.75'], ['3'])
    >>> words("Forty-two"), words("twenty three times"), words("ventitré"), words("20 3")
    (['42'], ['23', 'times'], ['23'], ['20', '3'])
    """
    if answer is None or isinstance(answer, bool):
        return [] if answer is None else [str(answer).lower()]
    if isinstance(answer, float) and answer.is_integer():
        answer = int(answer)
    forms = number_forms()
    read: list[tuple[str, str]] = []      # (each word read, the word the learner wrote)
    for w in (w.lower() for w in written(answer)):
        if read and (ten := forms.get(read[-1][1])) and ten >= 20 and ten % 10 == 0 \
                and 0 < forms.get(w, 0) < 10:
            read[-1] = (str(ten + forms[w]), "")           # "forty" then "two": 42
        else:
            read.append((str(forms[w]) if w in forms else w, w))
    return [number for number, _ in read]


def written(answer: Any) -> list[str]:
    """The words of an answer as the learner wrote them, parted where :func:`words` parts
    them (punctuation dropped) but in their own case and spelling: what a check echoes when
    it names a word it cannot read.

    >>> written("R  F, Three!"), words("R  F, Three!")
    (['R', 'F', 'Three'], ['r', 'f', '3'])

    A thing of the notebook in place of an answer (:func:`not_text`) has no words: never a
    number read in how Python shows it (``<Trace 2 steps>`` is no 2).

    >>> written(object())
    []
    """
    if not_text(answer) is not None:
        return []
    text = _DROP.sub("", str(answer if answer is not None else "").translate(_QUOTES))
    return _APART.sub(" ", text).split()


def number(answer: Any) -> int | None:
    """The whole number an answer holds (digits or a number word, other words around it
    allowed: ``"3 damage"``, ``"space four"``), or None when it holds none or several.

    >>> number(12), number("twelve!"), number("-1"), number("3 or 4"), number(2.5)
    (12, 12, -1, None, None)
    >>> number(".4")   # 0.4 (see decimal), not 4
    """
    if isinstance(answer, bool):
        return None
    found = [int(w) for w in words(_pointed(answer)) if _WHOLE.fullmatch(w)]
    return found[0] if len(found) == 1 else None


def _pointed(answer: Any) -> Any:
    """A text answer with its decimal commas and bare points written as decimal points
    (other answers as they are), so that :func:`words` reads a number with a point whole.

    >>> _pointed("0,4 or .5 of 1,000,000")
    '0.4 or 0.5 of 1,000,000'
    """
    return (_POINT.sub(lambda m: f"{m[1] or 0}.{m[2]}", answer) if isinstance(answer, str)
            else answer)


def decimal(answer: Any) -> float | None:
    """The number an answer holds alone, whole or not: a number, or text read like every
    answer (quotes, spaces and a full stop after it forgiven, a number word read as its
    digits) with a decimal point before digits (``".4"``) or a decimal comma (``"0,4"``,
    one comma between digits); None when it holds no number, several, or other words.

    >>> decimal(".4"), decimal("-0.5"), decimal(" 0.4 "), decimal(3), decimal("0,25")
    (0.4, -0.5, 0.4, 3.0, 0.25)
    >>> decimal("40%"), decimal("0.4 or 0.5"), decimal("1,000,000"), decimal(True)
    (None, None, None, None)
    """
    if isinstance(answer, bool):
        return None
    if isinstance(answer, (int, float)):
        return float(answer)
    said = words(_pointed(answer))
    return float(said[0]) if len(said) == 1 and _DECIMAL.fullmatch(said[0]) else None


SHOW_ME = "show me"   # the answer a learner writes to see the answer (asking, not a try)
#: the same words in every language the answers are read in
SHOW_ME_WORDS = (SHOW_ME.split(), ["fammi", "vedere"])


def asks_to_see(answer: Any) -> bool:
    """Whether an answer is the learner asking to see the answer: :data:`SHOW_ME`, or its
    Italian "fammi vedere", read like every answer (case, spaces and punctuation forgiven,
    the space between its words too: walk 04q4, fault 9, "showme" was no card).

    >>> asks_to_see("  SHOW me. "), asks_to_see("Fammi vedere!"), asks_to_see("show me C3")
    (True, True, False)
    >>> asks_to_see("showme"), asks_to_see("Show-me!"), asks_to_see(None)
    (True, True, False)
    """
    return isinstance(answer, str) and "".join(words(answer)) in (
        "".join(w) for w in SHOW_ME_WORDS)


def not_text(answer: Any, like: str = "\"B3\" or \"crash\"") -> str | None:
    """What an answer that is no text, number or blank is told: a thing of the notebook that
    Python read for a name left without its quotes (``my_guess = crash``, where ``crash``
    holds a run), said plainly with answers ``like`` the question takes (walk 01h, fault 6),
    never how Python shows that thing; None for any other answer.

    >>> print(not_text(object()))
    Your answer goes between quotes, like "B3" or "crash": without quotes, Python takes the word for the name of something made in a cell above, not for your answer.
    >>> not_text("crash"), not_text(3), not_text(None), not_text(True), not_text(["F", "R"])
    (None, None, None, None, None)
    """  # noqa: E501
    if answer is None or isinstance(answer, (str, int, float, list, tuple)):
        return None
    return (f"Your answer goes between quotes, like {like}: without quotes, Python takes "
            "the word for the name of something made in a cell above, not for your answer.")


def square(answer: Any) -> str | None:
    """The square an answer names, as the board writes it: read like every answer, with
    other words around it, and a letter and its number written apart read together
    (``"A 2"``); None when it names none (:func:`square_trouble` says why).

    >>> square(" a2. "), square("A 2"), square("on B10"), square("B"), square(None)
    ('A2', 'A2', 'B10', None, None)
    """
    ws = words(answer)
    for a, b in pairwise([*ws, ""]):
        if _SQUARE.fullmatch(a):
            return a.upper()
        if len(a) == 1 and a.isalpha() and _SQUARE.fullmatch(a + b):
            return (a + b).upper()
    return None


#: what a square in row 0 is told: what is wrong, never what lies beyond the top, which may
#: be a question's answer (walk 01j, fault 3; walk 01n, fault 2)
NO_ROW_0 = "there is no row 0: the rows count from 1, at the top"


def square_trouble(answer: Any) -> str:
    """Why an answer names no square, and how to write one, in plain words: a square written
    number first is told how it was read (in digits, whatever the learner wrote: never a
    spelling they did not write) and how to write it.

    >>> square_trouble("2 a"), square_trouble("B"), square_trouble("next to the wall")
    ("I read the number 2, then the letter A: write the letter first, then the number: 'A2'", "a square is a letter and a number, such as C4: 'B' has no number", 'write a square: a letter and a number, such as C4')
    >>> square_trouble("c 0")
    'there is no row 0: the rows count from 1, at the top'
    """  # noqa: E501
    ws = words(answer)
    joined = "".join(ws)
    if re.fullmatch(r"[a-z]+0", joined):     # off the top: a crash meant? (walk 01i, fault 6)
        return NO_ROW_0
    if m := _BACKWARDS.fullmatch(joined):
        return (f"I read the number {m[1]}, then the letter {m[2].upper()}: write the letter "
                f"first, then the number: '{m[2].upper()}{m[1]}'")
    if len(ws) == 1 and ws[0].isalpha() and len(ws[0]) == 1:
        return f"a square is a letter and a number, such as C4: '{ws[0].upper()}' has no number"
    return "write a square: a letter and a number, such as C4"


def facing(word: str) -> Direction | None:
    """The way to face one word of an answer names: north, east, south or west, their
    letters (N E S W, Italian O for ovest) or up and down as on the screen, in any
    language; else None. Never a diagonal: ``SE`` is no way to face (in a program it is IF),
    and a zero is no O.

    >>> facing("nord"), facing("W"), facing("o"), facing("up"), facing("se"), facing("0")
    (<Direction.N: 0>, <Direction.W: 6>, <Direction.W: 6>, <Direction.N: 0>, None, None)
    """
    way = meaning("facing", word)
    return Direction[way[0].upper()] if way else None
