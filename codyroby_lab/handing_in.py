"""The grader's side inside a learner's kernel: after each check cell a cell of the grader's
calls :func:`show_answers`, which shows the answers the check reads as plain JSON data
(:data:`ANSWER_MIME`) and nothing else. It imports only what that needs, so a kernel starts
its lesson quickly (``codyroby_lab.grading`` brings nbformat and jsonschema, seconds each
time); the grader reads what comes out as untrusted data
(:func:`codyroby_lab.grading.read_answers`).

>>> hand_in(["my_guess"], {"my_guess": "C3 east"})
{'values': {'my_guess': 'C3 east'}, 'missing': [], 'not_data': {}}
"""

from __future__ import annotations

import copy
import importlib
import math
from collections.abc import Callable, Iterable
from typing import Any

#: The MIME type of a submission's answers to one check, as the grader's cell hands them out:
#: {"values": {name: plain JSON value}, "missing": [name, ...], "not_data": {name: type},
#: "cut": whether the notebook showed more than :data:`MAX_SHOWN` so far}.
ANSWER_MIME = "application/vnd.codyroby-lab.answers+json"
#: The most an answer may hold: items in a list or dict, nesting.
MAX_ITEMS, MAX_DEPTH = 1_000, 8
#: The most a graded notebook shows besides its answers, in characters (each output counted
#: as at least :data:`MIN_SHOWN`): the rest is left out in its kernel, so a flood of output
#: never crowds the answers out of the grader's bounded sockets.
MAX_SHOWN, MIN_SHOWN = 200_000, 1_000
#: The kinds of message a kernel sends for what a notebook prints or shows.
SHOWING = frozenset({"stream", "display_data", "update_display_data", "execute_result",
                     "clear_output"})


class Bound:
    """What a graded notebook prints or shows, kept within ``limit`` characters in all: the
    first output past it cut short, the rest left out (``cut`` says so); the answers
    (:data:`ANSWER_MIME`) always go out.

    >>> bound = Bound(limit=1_010)
    >>> bound.kept("stream", {"name": "stdout", "text": "x" * 5_000})["text"] == "x" * 1_010
    True
    >>> bound.kept("stream", {"name": "stdout", "text": "more"}), bound.cut
    (None, True)
    >>> bound.kept("display_data", {"data": {ANSWER_MIME: {}}}) is not None
    True
    """

    def __init__(self, limit: int = MAX_SHOWN) -> None:
        self.left, self.cut = limit, False

    def kept(self, kind: str, content: dict[str, Any]) -> dict[str, Any] | None:
        """``content`` of a message of ``kind`` as it may go out (cut short), or None."""
        data = content.get("data")
        if kind not in SHOWING or (isinstance(data, dict) and ANSWER_MIME in data):
            return content
        text = content.get("text") if kind == "stream" else None
        size = max(len(text) if isinstance(text, str) else len(repr(content)), MIN_SHOWN)
        if size <= self.left:
            self.left -= size
            return content
        self.cut = True
        if isinstance(text, str) and self.left > 0:
            content, self.left = {**content, "text": text[:self.left]}, 0
            return content
        return None


#: The bound of this kernel's notebook (:func:`bound_output`).
SHOWN = Bound()


def bound_output() -> None:
    """In the learner's kernel (the grader's first cell): every message the kernel sends
    passes :data:`SHOWN` first. A notebook that undoes this only risks its own answers: the
    grader's sockets stay bounded whatever the kernel sends."""
    from IPython import get_ipython

    session = get_ipython().kernel.session
    send = session.send

    def bounded(stream: Any, msg_or_type: Any, content: Any = None, *args: Any,
                **kw: Any) -> Any:
        if isinstance(msg_or_type, dict):
            kind, body = msg_or_type.get("msg_type", ""), msg_or_type.get("content")
        else:
            kind, body = msg_or_type, content
        if isinstance(body, dict):
            kept = SHOWN.kept(kind, body)
            if kept is None:
                return None
            if isinstance(msg_or_type, dict):
                msg_or_type = {**msg_or_type, "content": kept}
            else:
                content = kept
        return send(stream, msg_or_type, content, *args, **kw)

    session.send = bounded


def to_data(value: Any, depth: int = 0) -> Any:
    """``value`` as plain JSON data (text, numbers, true/false, null, lists, dicts with text
    keys); a board widget is its program's text. Anything else raises TypeError naming its
    type; too big or too deep, ValueError.

    >>> to_data({"a": [1, 2.5, None, "F R"]}), to_data((True,))
    ({'a': [1, 2.5, None, 'F R']}, [True])
    >>> to_data(lambda: 1)
    Traceback (most recent call last):
    ...
    TypeError: function
    """
    if depth > MAX_DEPTH:
        raise ValueError("nested too deep")
    if value is None or isinstance(value, (bool, str)):
        return str(value) if isinstance(value, str) else value
    if isinstance(value, int):
        if abs(value) > 10 ** 18:
            raise ValueError("a number too big")
        return int(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError("not a finite number")
        return float(value)
    if isinstance(value, (list, tuple)):
        if len(value) > MAX_ITEMS:
            raise ValueError("too many items")
        return [to_data(v, depth + 1) for v in value]
    if isinstance(value, dict):
        if len(value) > MAX_ITEMS or not all(isinstance(k, str) for k in value):
            raise ValueError("too many items, or keys that are not text")
        return {str(k): to_data(v, depth + 1) for k, v in value.items()}
    program = getattr(type(value), "program", None) and getattr(value, "program", None)
    if isinstance(program, str):  # a board widget: its program
        return str(program)
    raise TypeError(type(value).__name__)


def hand_in(names: Iterable[str], scope: dict[str, Any],
            asks: dict[str, list[list[Any]]] | None = None, watch: str = "") -> dict[str, Any]:
    """The answers ``names`` in ``scope`` as plain data (:data:`ANSWER_MIME`'s shape); a
    function the check ``asks`` about (by name: its calls' arguments) as what it returned
    (:func:`called`, through ``watch``). The grader's cell in the learner's kernel shows it;
    what comes out is only data.

    >>> hand_in(["my_program", "my_guess", "f"], {"my_program": "F R", "f": print})
    {'values': {'my_program': 'F R'}, 'missing': ['my_guess'], 'not_data': {'f': 'a function'}}
    >>> hand_in(["double"], {"double": lambda n: 2 * n}, {"double": [[1], [5]]})["values"]
    {'double': {'calls': [2, 10]}}
    """
    out: dict[str, Any] = {"values": {}, "missing": [], "not_data": {}}
    for name in names:
        if name not in scope:
            out["missing"].append(name)
            continue
        if asks and name in asks and callable(scope[name]):
            out["values"][name] = {"calls": called(scope[name], asks[name], watch)}
            continue
        try:
            out["values"][name] = to_data(scope[name])
        except (TypeError, ValueError, RecursionError) as e:
            kind = "a function" if callable(scope[name]) else f"not plain data ({str(e)[:40]})"
            out["not_data"][name] = kind
    return out


def called(function: Any, inputs: list[list[Any]], watch: str = "") -> list[Any]:
    """What ``function`` returned for each argument list of ``inputs``, as plain data, up to
    the first call that raised (``{"raised": its kind, "words": its message}``) or that
    asked the game's own answer (``{"asked_the_game": true}``), as the check's ``watch``
    ("module:name", :func:`codyroby_lab.lessons.robin.watched`) sees it; a value that is not
    plain data is ``{"returned": its kind}``.

    >>> called(lambda a, b: a // b, [[4, 2], [1, 0], [3, 1]])
    [2, {'raised': 'ZeroDivisionError', 'words': 'integer division or modulo by zero'}]
    """
    through = _watcher(watch)
    results: list[Any] = []
    for args in inputs:
        try:
            value, asked = through(function, *copy.deepcopy(args))
        except Exception as e:  # noqa: BLE001 - the learner's code: what it raised is data
            results.append({"raised": type(e).__name__[:40], "words": str(e)[:120]})
            break
        if asked:
            results.append({"asked_the_game": True})
            break
        try:
            results.append(to_data(value))
        except (TypeError, ValueError, RecursionError):
            results.append({"returned": type(value).__name__[:40]})
    return results


def _watcher(watch: str) -> Callable[..., tuple[Any, bool]]:
    """The function ``watch`` names ("module:name"), or one that only calls."""
    if not watch:
        return lambda function, *args: (function(*args), False)
    module, _, name = watch.partition(":")
    return getattr(importlib.import_module(module), name)  # type: ignore[no-any-return]


def show_answers(names: Iterable[str], scope: dict[str, Any],
                 asks: dict[str, list[list[Any]]] | None = None, watch: str = "") -> None:
    """In the learner's kernel: show :func:`hand_in` as :data:`ANSWER_MIME`."""
    show(hand_in(names, scope, asks, watch))


def show(handed: dict[str, Any]) -> None:
    """Show answers handed in (:func:`hand_in`'s shape) as :data:`ANSWER_MIME`, with
    whether this notebook's output was cut so far (:data:`SHOWN`)."""
    from IPython.display import display

    display({ANSWER_MIME: {**handed, "cut": SHOWN.cut}, "text/plain": ""}, raw=True)
