"""The conformance runner: play JSON cases and compare against ``state.to_dict()``.

A case (``../shared/DESIGN.md``, "Conformance cases"; docs/formats.md)::

    {"id": "...", "game": "codyroby", "source": "why", "notes": "more words (optional)",
     "setup": {...}, "play": ["actions in the game's notation"], "expect": {...partial state...}}

or ``"error": "IllegalAction"`` instead of ``expect``: loading the setup or playing must raise
that typed error and, when playing raised it, leave the state unchanged. Every item of
``play`` is applied, also after the game is over (so a case can check that play after a
win is refused). A field not named here is refused. Each case is isolated: anything a case
raises (not only a LabError) is that case's failure, and the other cases still run.

>>> case = {"id": "doc-1", "game": "codyroby", "source": "doctest",
...         "setup": {"board": {"width": 5, "height": 5},
...                   "robots": {"roby": {"at": "A5", "facing": "N"}}},
...         "play": ["F F"], "expect": {"robots": {"roby": {"at": [0, 2]}}, "halt": "end"}}
>>> run_case(case) is None
True
>>> run_case({**case, "expect": {"halt": "crash"}})
"halt: expected 'crash', got 'end'"
>>> run_case({**case, "play": ["F F F F F", "F"]})  # the crash ended the game
'play[1] raised IllegalAction: the game is over (crash): reset to play again'
>>> run_case({**case, "comment": "hi"})
"unknown case field 'comment' (a case has id, game, source, notes, setup, play, expect or error)"
"""

from __future__ import annotations

import inspect
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from codyroby_lab.core import errors
from codyroby_lab.core.io import read_json
from codyroby_lab.games import game_class

ERRORS = {name: getattr(errors, name) for name in ("ProgramSyntaxError", "SetupError",
                                                    "IllegalAction", "LabError")}
_CASE_FIELDS = ("id", "game", "source", "notes", "setup", "play", "expect", "error")
MAX_CASE_BYTES = 4 * 1024 * 1024


def first_difference(expect: Any, actual: Any, where: str = "") -> str | None:
    """The first place ``actual`` fails to match ``expect`` (objects recursively, lists and
    scalars whole), or None when it matches."""
    if isinstance(expect, dict):
        if not isinstance(actual, dict):
            return f"{where or 'state'}: expected an object, got {actual!r}"
        for key, value in expect.items():
            here = f"{where}.{key}" if where else str(key)
            if key not in actual:
                return f"{here}: missing"
            diff = first_difference(value, actual[key], here)
            if diff:
                return diff
        return None
    if expect != actual or type(expect) is bool and type(actual) is not bool:
        return f"{where or 'state'}: expected {expect!r}, got {actual!r}"
    return None


def run_case(case: Any, base: str | Path | None = None) -> str | None:
    """Play one case; None when it passes, else the first difference in words.

    ``base``: the folder of the case file, handed to games whose ``from_setup`` reads files
    a setup names (Energy Seekers' challenge questions)."""
    bad = _case_problem(case)
    if bad:
        return bad
    wanted = case.get("error")
    try:
        cls = game_class(case["game"])
        game = cls.from_setup(case["setup"], **_base_of(cls, base))
        state = game.new_state(seed=case["setup"].get("seed", 0))  # the game checks it
    except Exception as e:
        if wanted and isinstance(e, ERRORS[wanted]):
            return None
        return f"setup raised {type(e).__name__}: {e}"
    for i, item in enumerate(case["play"]):
        before = state.to_dict()
        try:
            state.apply(item)
        except Exception as e:
            if wanted and isinstance(e, ERRORS[wanted]):
                after = state.to_dict()
                return None if after == before else (
                    f"play[{i}] raised {wanted} but changed the state: "
                    f"{first_difference(before, after)}")
            return f"play[{i}] raised {type(e).__name__}: {e}"
    if wanted:
        return f"expected {wanted}, but nothing was raised"
    return first_difference(case["expect"], state.to_dict())


def _base_of(cls: Any, base: str | Path | None) -> dict[str, Any]:
    if base is None or "base" not in inspect.signature(cls.from_setup).parameters:
        return {}
    return {"base": base}


def _case_problem(case: Any) -> str | None:
    if not isinstance(case, dict):
        return "a case is a JSON object"
    unknown = sorted(str(k) for k in set(case) - set(_CASE_FIELDS))
    if unknown:
        return (f"unknown case field {unknown[0][:40]!r} (a case has "
                f"{', '.join(_CASE_FIELDS[:-1])} or {_CASE_FIELDS[-1]})")
    for key in ("id", "game", "setup", "play"):
        if key not in case:
            return f"the case has no {key!r}"
    if ("expect" in case) == ("error" in case):
        return "a case has either 'expect' or 'error'"
    for key in ("id", "game", "source", "notes"):
        if key in case and not isinstance(case[key], str):
            return f"{key!r} must be text"
    if "error" in case and case["error"] not in ERRORS:
        return f"unknown error name {str(case['error'])[:40]!r}; use one of {', '.join(ERRORS)}"
    if not isinstance(case["play"], list):
        return "'play' must be a list"
    if not isinstance(case["setup"], dict):
        return "'setup' must be an object"
    try:
        game_class(case["game"])
    except KeyError as e:
        return str(e.args[0])
    return None


def case_files(paths: Iterable[str | Path]) -> Iterator[Path]:
    """Every ``*.json`` file at or below the paths, in sorted order."""
    for p in map(Path, paths):
        if p.is_dir():
            yield from sorted(p.rglob("*.json"))
        else:
            yield p


def check(paths: Iterable[str | Path]) -> tuple[int, list[str]]:
    """Run every case below ``paths``: the number passed and a line per failure. A case
    that cannot be read, or that crashes, is one failure; the other cases still run."""
    passed, failures = 0, []
    for f in case_files(paths):
        try:
            case = read_json(f, "case", limit=MAX_CASE_BYTES)
        except errors.LabError as e:
            failures.append(f"FAIL {f}: {e}")
            continue
        name = str(case.get("id", "?"))[:80] if isinstance(case, dict) else "?"
        try:
            problem = run_case(case, base=f.parent)
        except Exception as e:
            problem = f"the case crashed the runner: {type(e).__name__}: {e}"
        if problem is None:
            passed += 1
        else:
            failures.append(f"FAIL {name} ({f}): {problem}")
    return passed, failures
