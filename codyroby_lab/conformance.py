"""The conformance runner: play JSON cases and compare against ``state.to_dict()``.

A case (``../shared/DESIGN.md``, "Conformance cases")::

    {"id": "...", "game": "codyroby", "source": "why", "setup": {...},
     "play": ["actions in the game's notation"], "expect": {...partial state...}}

or ``"error": "IllegalAction"`` instead of ``expect``: loading the setup or playing must raise
that typed error and, when playing raised it, leave the state unchanged.

>>> case = {"id": "doc-1", "game": "codyroby", "source": "doctest",
...         "setup": {"board": {"width": 5, "height": 5},
...                   "robots": {"roby": {"at": "A5", "facing": "N"}}},
...         "play": ["F F"], "expect": {"robots": {"roby": {"at": [0, 2]}}, "halt": "end"}}
>>> run_case(case) is None
True
>>> run_case({**case, "expect": {"halt": "crash"}})
"halt: expected 'crash', got 'end'"
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from codyroby_lab.core import errors
from codyroby_lab.games import game_class

ERRORS = {name: getattr(errors, name) for name in ("ProgramSyntaxError", "SetupError",
                                                    "IllegalAction", "LabError")}
_CASE_FIELDS = {"id", "game", "source", "setup", "play", "expect", "error"}


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


def run_case(case: dict[str, Any]) -> str | None:
    """Play one case; None when it passes, else the first difference in words."""
    bad = _case_problem(case)
    if bad:
        return bad
    wanted = case.get("error")
    try:
        game = game_class(case["game"]).from_setup(case["setup"])
        state = game.new_state(seed=case["setup"].get("seed", 0))
    except errors.LabError as e:
        if wanted and isinstance(e, ERRORS[wanted]):
            return None
        return f"setup raised {type(e).__name__}: {e}"
    for i, item in enumerate(case["play"]):
        if state.is_terminal():
            break
        before = state.to_dict()
        try:
            state.apply(item)
        except errors.LabError as e:
            if wanted and isinstance(e, ERRORS[wanted]):
                after = state.to_dict()
                return None if after == before else (
                    f"play[{i}] raised {wanted} but changed the state: "
                    f"{first_difference(before, after)}")
            return f"play[{i}] raised {type(e).__name__}: {e}"
    if wanted:
        return f"expected {wanted}, but nothing was raised"
    return first_difference(case["expect"], state.to_dict())


def _case_problem(case: Any) -> str | None:
    if not isinstance(case, dict):
        return "a case is a JSON object"
    unknown = set(case) - _CASE_FIELDS
    if unknown:
        return f"unknown case field {sorted(unknown)[0]!r}"
    for key in ("id", "game", "setup", "play"):
        if key not in case:
            return f"the case has no {key!r}"
    if ("expect" in case) == ("error" in case):
        return "a case has either 'expect' or 'error'"
    if "error" in case and case["error"] not in ERRORS:
        return f"unknown error name {case['error']!r}; use one of {', '.join(ERRORS)}"
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
    """Run every case below ``paths``: the number passed and a line per failure."""
    passed, failures = 0, []
    for f in case_files(paths):
        try:
            case = json.loads(f.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
            failures.append(f"FAIL {f}: cannot read the case: {e}")
            continue
        problem = run_case(case)
        if problem is None:
            passed += 1
        else:
            name = case.get("id", "?") if isinstance(case, dict) else "?"
            failures.append(f"FAIL {name} ({f}): {problem}")
    return passed, failures
