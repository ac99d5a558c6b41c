"""Reading a conformance case: its JSON Schema (``case.schema.json``, shipped in the
package), then what a schema cannot say (indices inside ``play``, which fields go together).
A bad case is a :class:`CaseError` naming where: ``case.checks[1].after: ...``.

>>> load_case({"id": "x", "game": "codyroby", "setup": {}, "play": ["F"],
...            "checks": [{"after": 2, "state": {}}]})
Traceback (most recent call last):
  ...
codyroby_lab.conformance.case.CaseError: case.checks[0].after: is 2, but 'play' has only 1 item
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

from codyroby_lab.core import errors, schema
from codyroby_lab.core.io import MAX_JSON_DEPTH, parse_json
from codyroby_lab.games import game_class

SCHEMA = Path(str(resources.files("codyroby_lab.conformance") / "case.schema.json"))
ERRORS = {name: getattr(errors, name) for name in ("ProgramSyntaxError", "SetupError",
                                                    "IllegalAction", "LabError")}
FIELDS = ("id", "game", "source", "notes", "setup", "play", "expect", "error", "checks",
          "refuse")
WHAT = ("state", "sees", "legal", "events")  # what a check looks at


class CaseError(errors.SetupError):
    """A case file that is not a case: names the field (``case.checks[0].legal``) and why."""


def load_case(case: Any) -> dict[str, Any]:
    """``case`` when it is a well-formed case; else a CaseError naming where."""
    if not isinstance(case, dict):
        raise CaseError("case", "a case is a JSON object")
    try:  # a Python caller's case: JSON data only, no NaN, nested as a file may be
        parse_json(json.dumps(case, allow_nan=False), "case")
    except (RecursionError, TypeError, ValueError) as e:
        reason = e.reason if isinstance(e, errors.SetupError) else (
            f"nests more than {MAX_JSON_DEPTH} levels deep" if isinstance(e, RecursionError)
            else f"is not JSON data: {str(e)[:80]}")
        raise CaseError("case", reason) from None
    try:
        schema.check(case, SCHEMA, "case", _reword)
    except errors.SetupError as e:
        raise CaseError(e.field, e.reason) from None
    try:
        game_class(case["game"])
    except KeyError as e:
        raise CaseError("case.game", str(e.args[0])) from None
    given = [k for k in ("expect", "checks", "refuse") if k in case]
    if "error" in case and given:
        raise CaseError(f"case.{given[0]}", "a case with 'error' has no other expectation "
                                            "(use 'refuse' to name a refused action)")
    if "error" not in case and not given:
        raise CaseError("case", "a case has either 'error' or at least one of 'expect', "
                                "'checks', 'refuse'")
    n = len(case["play"])
    refused = set()
    for k, r in enumerate(case.get("refuse", [])):
        where = f"case.refuse[{k}].play"
        _whole(r["play"], where)
        if r["play"] >= n:
            raise CaseError(where, f"is {r['play']}, but 'play' has only {_items(n)}")
        if r["play"] in refused:
            raise CaseError(where, f"play[{r['play']}] is named twice")
        refused.add(r["play"])
    for k, c in enumerate(case.get("checks", [])):
        _check_check(c, f"case.checks[{k}]", n, refused)
    return case


def _check_check(c: dict[str, Any], where: str, n: int, refused: set[int]) -> None:
    after = _whole(c.get("after", n), f"{where}.after")
    for key in ("step", "before_step"):
        step = c.get(key)
        if isinstance(step, dict) and "nth" in step:
            _whole(step["nth"], f"{where}.{key}.nth")
        elif key in c and not isinstance(step, dict):
            _whole(step, f"{where}.{key}")
    if after > n:
        raise CaseError(f"{where}.after", f"is {after}, but 'play' has only {_items(n)}")
    if not any(k in c for k in WHAT):
        raise CaseError(where, "a check looks at one or more of 'state', 'sees', 'legal', "
                               "'events'")
    if "viewer" in c and not ("sees" in c or "events" in c):
        raise CaseError(f"{where}.viewer", "goes with 'sees' or 'events'")
    if "sees" in c and "viewer" not in c:
        raise CaseError(f"{where}.sees", "say whose view: add 'viewer' (a player, null for a "
                                         "spectator, '*' for everyone)")
    steps = [k for k in ("step", "before_step") if k in c]
    if len(steps) == 2:
        raise CaseError(f"{where}.before_step", "a check is at one moment: 'step' or "
                                                "'before_step', not both")
    if steps and (after == 0 or after - 1 in refused):
        raise CaseError(f"{where}.{steps[0]}", "only an action that was played has steps "
                        f"(after {after}: {'the setup' if after == 0 else 'a refused one'})")
    if "events" in c and (after == 0 or "before_step" in c):
        raise CaseError(f"{where}.events", "events are an action's: check them after an "
                                           "action (or at its 'step')")


def _whole(value: Any, where: str) -> int:
    """``value`` if it is written as a whole number (JSON Schema takes 2.0 for 2)."""
    if type(value) is not int:
        raise CaseError(where, f"must be a whole number such as 2, not {value!r}")
    return value


def _items(n: int) -> str:
    return f"{n} item" + ("" if n == 1 else "s")


_KINDS = {"string": "text", "array": "a list", "object": "an object",
          "integer": "a whole number", "boolean": "true or false"}


def _reword(e: Any) -> str | None:
    """Plain words for the schema errors a teacher meets most."""
    top = len(e.absolute_path) <= 1
    if e.validator == "required" and not e.absolute_path:
        missing = sorted(set(e.validator_value) - set(e.instance))
        return f"the case has no {missing[0]!r}"
    if e.validator == "type" and e.validator_value in _KINDS:
        if top and e.absolute_path:
            return f"{e.absolute_path[0]!r} must be {_KINDS[e.validator_value]}"
        return f"must be {_KINDS[e.validator_value]}, not {repr(e.instance)[:40]}"
    if e.validator == "additionalProperties" and not e.absolute_path:
        unknown = sorted(set(e.instance) - set(FIELDS))
        return (f"unknown case field {str(unknown[0])[:40]!r} (a case has "
                f"{', '.join(FIELDS[:-1])} or {FIELDS[-1]})")
    if e.validator == "additionalProperties" and any(str(k).startswith("$")
                                                     for k in e.instance):
        from codyroby_lab.conformance.match import WORDS
        unknown = sorted(str(k) for k in e.instance if k not in WORDS)
        return f"unknown comparison {unknown[0][:40]!r} (use {', '.join(WORDS)})"
    if e.validator == "enum" and list(e.absolute_path)[-1:] == ["error"]:
        return f"unknown error name {str(e.instance)[:40]!r}; use one of {', '.join(ERRORS)}"
    return None
