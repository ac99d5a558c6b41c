"""The notebook cell that is running, as a question's check reads it: a question's cell writes
its answer on its first line (``my_guess = "..."``) and checks it below, so a check whose cell
passes a name the cell never writes (its first line misspelt, ``my_gess = ...``, or deleted)
would judge an answer an earlier question's cell left in Python. It said such an answer was
wrong, or showed the answer because an earlier "show me" was still there (walk 01v, serious
fault 1). Those checks (:func:`written_here`) say so instead and count no try.

Outside a notebook (a script, a doctest) nothing is read and every check runs as called.
"""

from __future__ import annotations

import ast
import functools
import inspect
from collections.abc import Callable
from typing import Any, TypeVar

from codyroby_lab.lessons.result import Result

F = TypeVar("F", bound=Callable[..., Any])


def running_cell() -> str:
    """The source of the notebook cell Python is running ('' outside IPython)."""
    try:
        from IPython import get_ipython
    except ImportError:                      # pragma: no cover - IPython comes with the lessons
        return ""
    shell = get_ipython()
    history = getattr(getattr(shell, "history_manager", None), "input_hist_raw", None)
    return str(history[-1]) if history else ""


def left_over(source: str, function: str, position: int, keyword: str) -> str | None:
    """The name ``source`` passes to its call of ``function`` (at ``position``, or as
    ``keyword=``) without writing it anywhere in ``source``; None when it writes it, passes
    something else, or has no such call (a cell Python was not given to keep, a line it
    cannot read).

    >>> left_over('my_gess = "B2"\\nlessons.predict("F F", my_guess)', "predict", 1, "answer")
    'my_guess'
    >>> left_over('my_guess = "B2"\\nlessons.predict("F F", my_guess)', "predict", 1, "answer")
    >>> left_over('lessons.predict("F F", answer=mine)', "predict", 1, "answer")
    'mine'
    >>> left_over('lessons.check(ex, my_board)', "predict", 1, "answer")
    """
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return None
    written = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)
               and isinstance(n.ctx, ast.Store)}
    for call in ast.walk(tree):
        if not isinstance(call, ast.Call) or _called(call.func) != function:
            continue
        given = [k.value for k in call.keywords if k.arg == keyword]
        given += call.args[position:position + 1]
        for arg in given:
            if isinstance(arg, ast.Name) and arg.id not in written:
                return arg.id
    return None


def _called(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def not_read(name: str) -> Result:
    """What a question's check says when its cell does not write ``name``.

    >>> print(not_read("my_guess"))
    ✘ Your answer was not checked: this cell has no line that writes my_guess, so Python would read an answer an earlier cell left. Check the first line of this cell: it should be my_guess = "your answer", spelt just like that. This does not count as a try.
    """  # noqa: E501
    return Result(False, f"Your answer was not checked: this cell has no line that writes "
                         f"{name}, so Python would read an answer an earlier cell left. Check "
                         f'the first line of this cell: it should be {name} = "your answer", '
                         "spelt just like that. This does not count as a try.")


#: the question checks whose answer is never a number (a square, cards, a loop): a number
#: word left without its quotes there is told to go between quotes, never to be written in
#: digits (walk 01q4, fault 3)
NO_NUMBER: set[Callable[..., Any]] = set()


def written_here(parameter: str, number: bool = True) -> Callable[[F], F]:
    """A question's check that reads its ``parameter`` only when the running cell wrote it
    (:func:`left_over`), else answers :func:`not_read` and counts no try; one whose answer
    is never a ``number`` is kept in :data:`NO_NUMBER`."""
    def wrap(check: F) -> F:
        position = list(inspect.signature(check).parameters).index(parameter)

        @functools.wraps(check)
        def checked(*args: Any, **kwargs: Any) -> Any:
            name = left_over(running_cell(), check.__name__, position, parameter)
            return not_read(name) if name else check(*args, **kwargs)
        NO_NUMBER.update([] if number else [checked])
        return checked  # type: ignore[return-value]
    return wrap


def given_to(source: str, name: str) -> list[str]:
    """The functions ``source`` passes ``name`` to, by the name it calls them by ([] for a
    line Python cannot read).

    >>> given_to('my_guess = three\\nlessons.predict("F F", my_guess, at="A5")', "my_guess")
    ['predict']
    """
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return []
    return [_called(call.func) for call in ast.walk(tree) if isinstance(call, ast.Call)
            and any(isinstance(a, ast.Name) and a.id == name
                    for a in [*call.args, *(k.value for k in call.keywords)])]
