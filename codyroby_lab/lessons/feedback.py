"""One rule for feedback in every lesson: a wrong answer says what is wrong about *that*
answer and how to get closer, never the answer; the learner tries again as often as they
like; the answer shows only when asked for (writing "show me" as the answer, or a board's
Show me button); a right answer says on which try.

How tries are counted, the same in predictions, questions and exercises of every lesson:
each readable answer checked is one try at its question, until the question is first answered
right; a wrong answer given again, read the same way (``"a4"`` after ``"A4"``), is no new
try. From then on the question is answered and nothing counts: checking it again (the same
answer or another) says so and names the try on which it was first right (a wrong answer
then is told it is not right, never that it "already answered"). A right answer after the
answer was shown is recorded as shown (``shown``), with no praise for a try, and checking
it again still says the answer had been shown. Only
:func:`forget` (a fresh start) begins the count again, in memory: what is kept beside the
notebook comes back, as after a restart.

The count of each question is kept where the boards' programs are kept (:mod:`.kept`, a
file beside the notebook), so that a restart of Python then Run All says the try a question
was really answered on, not "first try" again (walks 01h and 03g).

A check words its verdict and hands it to :func:`tried` with the question's key and a way to
show the answer; :func:`show_me` shows the answer to the last question tried.

>>> q, answer = "doc: how many legs has a cat", lambda: Result(True, "A cat has 4 legs.")
>>> print(tried(q, Result(False, "Not quite: a cat has more than 2 legs."), answer))
✘ Not quite: a cat has more than 2 legs. Try again.
>>> print(tried(q, Result(True, "Right! A cat has 4 legs."), answer))
✔ Right! A cat has 4 legs. You got it on your second try.
>>> print(tried(q, Result(True, "Right! A cat has 4 legs."), answer))
✔ Right! A cat has 4 legs. You already answered this one: right on your second try.
>>> print(show_me())
➜ You asked to see it: A cat has 4 legs.
  You solved this yourself before you asked, so it still counts as solved by you.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from difflib import get_close_matches
from typing import Any

from codyroby_lab.core.words import ordinal
from codyroby_lab.lessons import kept
from codyroby_lab.lessons.answers import SHOW_ME, SHOW_ME_WORDS, words
from codyroby_lab.lessons.result import Result

STUCK = 3   # after this many wrong tries, a wrong answer says how to see the answer
#: how a stuck learner sees the answer from where they are: the reader takes "show me" as
#: asking (:func:`codyroby_lab.lessons.answers.asks_to_see`)
STUCK_WORDS = (f' Try again. If you are stuck, write "{SHOW_ME}" as your answer and run the '
               "cell again: you will see the answer.")
#: the same for an answer built on a board, which has no place to write "show me"
STUCK_ON_BOARD = (f' Try again. If you are stuck, put "{SHOW_ME}" (with its quotes) in place of '
                  "the board's name in this cell (the word after the comma, just before the "
                  "closing bracket) and run it again: you will see a program that works.")
#: what a check of the first try a lesson gives adds, counting nothing: the lesson tells the
#: learner to check it first (walk 02n, fault 4 and walk 03n, fault 3: four programs of their
#: own were "your fifth try")
GIVEN = "That is the first try the lesson gave you, so it is not counted as one of yours."
#: what an answer that is not counted says, so that "first try" after it is true (walk 01t,
#: fault 4: "A0", "A1" and "A6" then "crash" heard "your first try" with no word before)
NO_TRY = "This answer does not count as a try."
#: what seeing the answer of a question solved first adds (walk 04n, fault 11)
SOLVED_FIRST = "You solved this yourself before you asked, so it still counts as solved by you."
#: what a learner may write to ask for help in place of "show me" (walk 01g, fault 10)
HELP_WORDS = {("help",), ("hint",), ("show",), ("answer",), ("stuck",),
              ("show", "answer"), ("help", "me"), ("i", "am", "stuck")}
_TRIES: Counter[str] = Counter()
_RIGHT: dict[str, int] = {}   # a question answered right: the try on which it was first right
_WRONG: dict[str, list[str]] = {}  # the wrong answers tried at a question, as read (:func:`_as`)
_FOUND: dict[str, list[str]] = {}  # a question's different right answers (``many``), as read
_RIGHT_SHOWN: set[str] = set()     # the questions first answered right after seeing the answer
_SHOWN: set[str] = set()      # the questions whose answer the learner asked to see
_ANSWERS: dict[str, Callable[[], Any]] = {}
_NAMES: dict[str, str] = {}
_LAST: list[str] = []
_CHECKED: Counter[str] = Counter()   # the times a question was checked, the same answer too
_RECALLED: set[str] = set()   # the questions whose kept count this Python has taken back
_MET: set[str] = set()        # the questions whose check ran in this Python, answered or not


def tried(key: str, result: Result, answer: Callable[[], Any], *,
          stuck: str = STUCK_WORDS, name: str | None = None, again: str = " Try again.",
          said: Any = None, many: bool = False, given: bool = False,
          aim: int | None = None, most: int | None = None, what: str = "question") -> Result:
    """Count one try at the question ``key`` (a readable answer: blank or unreadable ones
    are not tries) and word ``result`` by the rule: right says on which try, wrong asks for
    another try (``again``: when, where it cannot be at once) and, from the third, says how
    to see the answer (``stuck``: how, where the answer is not written in a cell); a
    question already answered right counts nothing and says so, and so does a wrong answer
    ``said`` (the answer as the check read it, None: not told) tried before at ``key``
    (``"a4"`` after ``"A4"``, ``"2 damage"`` after ``"2"``). ``answer`` makes the Result that
    shows the answer, for :func:`show_me`, which says it answers ``name``. A question with
    ``many`` right answers (find a move that...) hears of each new right answer ``said`` after
    the first that it is another one, and how many it has found. A wrong answer that is the
    lesson's own first try (``given``) is no try and says so. A number question gives its
    right number as ``aim`` (and the largest it takes as ``most``, when the learner is told
    one): a wrong number ``said`` may hear which way to go (:func:`which_way`). ``what`` is
    the word for what is tried where the learner reads it: "exercise" for an exercise's check
    (walk 03r7, fault 3: an exercise solved before was "this question").

    >>> forget(); q = "doc: how many wheels has a bike"
    >>> tried(q, Result(False, "Not quite."), list).message
    'Not quite. Try again.'
    >>> tried(q, Result(False, "No: 3."), list, said=3).tries, tried(q, Result(False, "No."),
    ...                                                            list, said=3).tries
    (2, 2)
    >>> tried(q, Result(True, "Right!"), list).tries, tried(q, Result(False, "No."), list)
    (3, ✘ No. You got this question right before, on your third try, and that stays.)
    >>> tried("doc: legs of a spider", Result(False, "No."), list, given=True)
    ✘ No. That is the first try the lesson gave you, so it is not counted as one of yours. Try again.
    >>> [tried("doc: legs of an ant", Result(False, f"Not {n}."), list, said=n, aim=6).message
    ...  for n in (4, 9)][1]
    'Not 9. The right number is less than 9. Try again.'
    """  # noqa: E501
    _remember(key, answer, name)
    if aim is not None and not result.ok and isinstance(said, int) and said != aim:
        way = which_way(key, said, aim, most, result.hint)
        result = replace(result, message=result.message + way)
    said = None if said is None else _as(said)
    if key in _RIGHT:      # a wrong answer then hears no praise beside its cross
        n, found, seen = _RIGHT[key], _FOUND.get(key, []), key in _RIGHT_SHOWN
        if many and result.ok and found and said not in found:
            found.append(said)      # a question with many answers: each new one is news
            _keep(key)
            return replace(result, tries=n, message=f"{result.message} Your answer is "
                           f"another one that works, different from the ones before: "
                           f"{len(found)} found so far.")
        # what is wrong now first (the check said it: never twice, walks 02g and 09f), then
        # what stays (walks 03f and 07f)
        if seen:           # a try after "show me" is no success of the learner's own
            said = ("You already answered this one, after you saw the answer." if result.ok
                    else f"You answered this {what} before, after you saw the answer.")
        else:
            said = (f"You already answered this one: right on your {ordinal(n)} try."
                    if result.ok else f"You got this {what} right before, on your "
                                      f"{ordinal(n)} try, and that stays.")
        # a wrong answer keeps its cross, seen or not (walk 03r6, fault 4: after "show me"
        # a wrong program came back grey, marked as an answer shown, never as wrong)
        return replace(result, message=f"{result.message} {said}", tries=n,
                       shown=seen and result.ok)
    _CHECKED[key] += 1
    if given and not result.ok:    # a check all the same: "show me" comes from the third
        more = again if tries(key) < STUCK else stuck
        return replace(result, message=f"{result.message} {GIVEN}{more}", tries=_TRIES[key])
    if not result.ok and said is not None and said in _WRONG.get(key, ()):
        n = _TRIES[key]             # checked again (walk 02g, fault 11): no new try, but as
        return replace(result, tries=n, message=f"{result.message} You tried this answer "
                       f"before, so it is not a new try.{again if tries(key) < STUCK else stuck}")
    if not result.ok and said is not None:
        _WRONG.setdefault(key, []).append(said)
    _TRIES[key] += 1
    n = _TRIES[key]
    if result.ok and many:
        _FOUND[key] = [said]
    if result.ok:
        _RIGHT[key] = n
    _RIGHT_SHOWN.update([key] if result.ok and key in _SHOWN else [])
    _keep(key)
    if result.ok and key in _SHOWN:
        return replace(result, message=f"{result.message} You saw the answer before this try.",
                       tries=n, shown=True)
    if result.ok:
        return replace(result, message=f"{result.message} You got it on your {ordinal(n)} try.",
                       tries=n)
    more = again if tries(key) < STUCK else stuck
    return replace(result, message=result.message + more, tries=n)


def which_way(key: str, said: int, aim: int, most: int | None = None,
              hint: str | None = None) -> str:
    """What a wrong number ``said`` at the number question ``key`` (right number ``aim``, the
    learner's numbers from 0 to ``most``) adds to its words: at the first wrong number nothing
    (what to count and where to look, which its check says, come first), from the second
    which way to go, never how far (walks 03q4, 07q4 and 08q4: 4 and 6 heard the same words
    when the answer was 5) and never when, with the learner's earlier wrong numbers, it would
    leave one number possible: then to count again (walks 03q5 and 08q5: "less than 4", then
    "more than 2", told the answer 3 with no counting).

    >>> forget(); q = "doc: legs of a beetle"
    >>> [which_way(q, n, 6) for n in (9, 2)]     # no earlier wrong number: nothing
    ['', '']
    >>> _ = tried(q, Result(False, "No."), list, said=9); which_way(q, 5, 6)
    ' The right number is more than 5.'
    >>> _ = tried(q, Result(False, "No."), list, said=5); which_way(q, 7, 6, hint="count")
    ' Count again, the way the hint below shows.'
    """
    before = {n for n in map(_number, _WRONG.get(key, ())) if n is not None} - {said}
    if not before:
        return ""
    low = max((n for n in (*before, said) if n < aim), default=-1)    # counts: 0 or more
    high = min((n for n in (*before, said) if n > aim),
               default=None if most is None else most + 1)
    if high is not None and high - low == 2:
        return " Count again, the way the hint below shows." if hint else " Count again."
    return f" The right number is {'more' if aim > said else 'less'} than {said}."


def _number(said: str) -> int | None:
    """A wrong answer as kept (:func:`_as`), the whole number it is, or None."""
    try:
        n = json.loads(said)
    except ValueError:
        return None
    return n if isinstance(n, int) and not isinstance(n, bool) else None


def how_to_see(answer: Any) -> Result | None:
    """What an answer that asks for help but not in the words the reader takes (``"help"``,
    a slip of the fingers: ``"shwo me"``, walk 02p, fault 5) is told: how to
    see the answer (no try counted); None for any other answer.

    >>> how_to_see("Help!")
    ✘ To see the answer, write "show me" (two words, with the quotes) as your answer and run the cell again.
    >>> how_to_see("shwo me").ok, how_to_see("Fammi vedre") is None, how_to_see("B3") is None
    (False, False, True)
    """  # noqa: E501
    said = words(answer)
    if tuple(said) not in HELP_WORDS and not get_close_matches(
            " ".join(said), [" ".join(w) for w in SHOW_ME_WORDS], cutoff=0.8):
        return None
    return Result(False, f'To see the answer, write "{SHOW_ME}" (two words, with the quotes) '
                         "as your answer and run the cell again.")


def tries(key: str) -> int:
    """The tries counted so far at the question ``key``, or the times it was checked when
    more: a hint may say more on each check, and "show me" is offered from the third, even
    of the same answer checked again (which is no new try).

    >>> forget(); _ = [tried("doc: tries", Result(False, "No."), list, said=1) for _ in "ab"]
    >>> tries("doc: tries"), tried("doc: tries", Result(False, "No."), list, said=1).tries
    (2, 1)
    """
    _recall(key)
    return max(_TRIES[key], _CHECKED[key])


def asked(key: str, answer: Callable[[], Any], name: str | None = None) -> Result:
    """Make ``key`` the question :func:`show_me` answers (it was just tried or asked to be
    shown) and return its answer as shown. A question the learner solved first still counts
    as theirs, and the answer says so (walk 04n, fault 11: the lesson says asking makes it
    count as not solved, and nothing said which held).

    >>> asked("doc: legs", lambda: Result(True, "A cat has 4 legs."), "the cat question")
    ➜ You asked to see it: A cat has 4 legs.
    >>> show_me()
    ➜ You asked to see the answer to the cat question: A cat has 4 legs.

    Asked again, it says how to have your own answer checked: a child who built the shown
    program on a board heard the answer again and again (walk 02r9, fault 5):

    >>> print(asked("doc: legs", lambda: Result(True, "A cat has 4 legs."), "the cat question"))
    ➜ You asked to see it: A cat has 4 legs.
      To have your own answer checked, write it back in place of "show me" and run the cell again.
    """  # noqa: E501
    again = key in _SHOWN
    _remember(key, answer, name)
    said = _show(key)
    _keep(key)
    return replace(said, details=(*said.details, AGAIN)) if again else said


#: what an answer shown again adds (:func:`asked`)
AGAIN = ('To have your own answer checked, write it back in place of "show me" and run the '
         "cell again.")


def _show(key: str, name: str | None = None) -> Result:
    """The answer to the question ``key`` as shown, marked shown; one solved by the learner
    before they asked says that it still counts as theirs."""
    solved = key in _RIGHT and key not in _RIGHT_SHOWN
    _SHOWN.add(key)
    said = shown(_ANSWERS[key](), name)
    return replace(said, details=(*said.details, SOLVED_FIRST)) if solved else said


def meet(key: str) -> None:
    """The question ``key`` was met: its check ran, answered or not (see :func:`unanswered`)."""
    _MET.add(key)


def unanswered(ending: str) -> list[str]:
    """The questions met whose key ends with ``ending`` and that are not answered right, nor
    their answer shown: what a board about them still waits for (walk 07p, fault 1: the
    second question about a board, its cell run empty, was answered by watching the board;
    walk 07r8, fault 9: one wrong guess opened the board).

    >>> forget(); meet("doc: cat legs"); meet("doc: dog legs")
    >>> _ = tried("doc: cat legs", Result(False, "No."), list); unanswered(" legs")
    ['doc: cat legs', 'doc: dog legs']
    >>> _ = tried("doc: cat legs", Result(True, "4 legs."), list); unanswered(" legs")
    ['doc: dog legs']
    """
    return sorted(k for k in _MET if k.endswith(ending) and not answered(k))


def answered(key: str) -> bool:
    """Whether the question ``key`` was answered right or its answer shown: only then may a
    board show what the question asks.

    >>> forget(); answered("doc: legs")
    False
    >>> _ = asked("doc: legs", lambda: Result(True, "4 legs.")); answered("doc: legs")
    True
    """
    _recall(key)
    return key in _RIGHT or key in _SHOWN


def _as(said: Any) -> str:
    """An answer as read, in the form it is kept in (a tuple and a list alike)."""
    return json.dumps(said, default=str)


def _kept_key(key: str) -> tuple[str, str]:
    return ("tries", key)


def _recall(key: str) -> None:
    """Take back what was kept of the question ``key`` before a restart, once per Python."""
    if key in _RECALLED:
        return
    _RECALLED.add(key)
    try:
        was = json.loads(kept.kept(_kept_key(key)) or "{}")
        _TRIES[key] = max(_TRIES[key], int(was.get("tries", 0)))
        if was.get("right"):
            _RIGHT.setdefault(key, int(was["right"]))
        _WRONG.setdefault(key, []).extend(str(w) for w in was.get("wrong", ()))
        _FOUND.setdefault(key, []).extend(str(w) for w in was.get("found", ()))
        _SHOWN.update([key] if was.get("shown") else [])
        _RIGHT_SHOWN.update([key] if was.get("right_shown") else [])
    except (ValueError, TypeError, AttributeError):
        pass           # a damaged file: the count starts again, the lesson goes on


def _keep(key: str) -> None:
    """Keep what is known of the question ``key`` beside the notebook (:mod:`.kept`)."""
    kept.keep(_kept_key(key), json.dumps({
        "tries": _TRIES[key], "right": _RIGHT.get(key), "wrong": _WRONG.get(key, []),
        "found": _FOUND.get(key, []), "shown": key in _SHOWN,
        "right_shown": key in _RIGHT_SHOWN}), "")


def _remember(key: str, answer: Callable[[], Any], name: str | None) -> None:
    _recall(key)
    _ANSWERS[key] = answer
    _NAMES.pop(key, None)
    if name:
        _NAMES[key] = name
    _LAST[:] = [key]


def forget() -> None:
    """Forget every try, question and board built in this Python: a fresh start (a new
    learner's answers, a test), or a restart (what is kept beside a notebook comes back)."""
    _TRIES.clear()
    _RIGHT.clear()
    _WRONG.clear()
    _FOUND.clear()
    _RIGHT_SHOWN.clear()
    _SHOWN.clear()
    _ANSWERS.clear()
    _NAMES.clear()
    _LAST.clear()
    _RECALLED.clear()
    _CHECKED.clear()
    _MET.clear()
    kept.forget()


def shown(result: Result, name: str | None = None) -> Result:
    """A Result that shows an answer the learner asked for (not a pass: it counts no try),
    saying which question it answers when ``name`` is given.

    >>> shown(Result(True, "Roby ends on C3."))
    ➜ You asked to see it: Roby ends on C3.

    The praise a right answer opens with is left out: "You asked to see it: Right: ..." read
    as if the learner had answered right (walk 08r6, fault 7).

    >>> shown(Result(True, "Right: from 5 squares away 5 faces give no hit."))
    ➜ You asked to see it: from 5 squares away 5 faces give no hit.
    """
    said = f"the answer to {name}" if name else "it"
    answer = re.sub(r"^Right[:!] +", "", result.message)
    return replace(result, ok=False, shown=True, hint=None,
                   message=f"You asked to see {said}: {answer}")


def show_me() -> Result:
    """The answer to the last question tried or asked to be shown in this notebook (asked
    for: "Show me"), naming the question when its check named it; before any try, a request
    to try first.

    >>> _LAST.clear(); show_me()
    ✘ Try first: write your answer to the question and check it. Then, if you are stuck, this shows the answer.
    """  # noqa: E501
    if not _LAST:
        return Result(False, "Try first: write your answer to the question and check it. "
                             "Then, if you are stuck, this shows the answer.")
    return _show(_LAST[0], _NAMES.get(_LAST[0]))
