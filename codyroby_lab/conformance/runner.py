"""Playing a case: the setup, each action of ``play`` in turn, and every check at its moment.

A check names its moment with ``after`` (how many actions of ``play`` have been played: 0
is the state the setup gives, the default is the end) and, inside that action, a ``step``
or ``before_step`` (a step's number, or ``{"phase": ..., "event": ..., "nth": ...}``). It
looks at the ``state`` (``to_dict()``), what a ``viewer`` ``sees`` (``observation``), the
``legal`` actions of a player, or the ``events`` the action caused, each compared as
:mod:`~codyroby_lab.conformance.match` says. ``refuse`` names the actions that must be
refused (by their index in ``play``, optionally with words their message holds): the state
beside them must be unchanged, and play goes on.

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
>>> run_case({**case, "play": ["F F F F F", "F"], "refuse": [{"play": 1, "words": "over"}],
...           "expect": {"halt": "crash"}}) is None
True
>>> run_case({**case, "checks": [{"after": 0, "state": {"robots": {"roby": {"at": [0, 3]}}}}]})
'checks[0] before play[0]: state.robots.roby.at: expected [0, 3], got [0, 4]'
>>> run_case({**case, "comment": "hi"})
"case: unknown case field 'comment' (a case has id, game, source, notes, setup, play, \
expect, error, checks or refuse)"
"""

from __future__ import annotations

import inspect
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from codyroby_lab.conformance.case import ERRORS, CaseError, load_case
from codyroby_lab.conformance.match import first_difference, is_comparison
from codyroby_lab.core import errors
from codyroby_lab.core.io import read_json
from codyroby_lab.core.viewer import check_viewer, viewer_from_json
from codyroby_lab.core.words import plural
from codyroby_lab.games import game_class

MAX_CASE_BYTES = 4 * 1024 * 1024


def run_case(case: Any, base: str | Path | None = None) -> str | None:
    """Play one case; None when it passes, else the first difference in words.

    ``base``: the folder of the case file, handed to games whose ``from_setup`` reads files
    a setup names (Energy Seekers' challenge questions)."""
    try:
        case = load_case(case)
    except CaseError as e:
        return str(e)
    wanted = case.get("error")
    try:
        cls = game_class(case["game"])
        game = cls.from_setup(case["setup"], **_base_of(cls, base))
        state = game.new_state(seed=case["setup"].get("seed", 0))  # the game checks it
    except Exception as e:
        if wanted and isinstance(e, ERRORS[wanted]):
            return None
        return f"setup raised {type(e).__name__}: {e}"
    if wanted:
        return _until_refused(state, case["play"], wanted)
    checks: dict[int, list[tuple[str, dict[str, Any]]]] = {}
    for k, c in enumerate(case.get("checks", [])):
        checks.setdefault(c.get("after", len(case["play"])), []).append((f"checks[{k}]", c))
    if "expect" in case:
        end = {"state": case["expect"], "root": ""}  # the old form: its paths without 'state.'
        checks.setdefault(len(case["play"]), []).append(("expect", end))
    refuse = {r["play"]: r for r in case.get("refuse", [])}
    problem = _checks(state, checks.get(0, ()), None, [])
    for i, item in enumerate(case["play"]):
        if problem:
            return problem
        here = checks.get(i + 1, ())
        before = state.to_dict() if i in refuse else None
        trace, events = None, []
        try:
            if any("step" in c or "before_step" in c for _, c in here):
                trace = state.play(item)
                events = [e for k in range(1, len(trace)) for e in trace.events(k)]
            else:
                events = state.apply(item)
        except Exception as e:
            if i not in refuse:
                return f"play[{i}] raised {type(e).__name__}: {e}"
            problem = _refused(refuse[i], e, before, state, i)
            if problem is None:
                problem = _checks(state, here, None, [])
            continue
        if i in refuse:
            return f"play[{i}] ({_short(item)}) was played, but the case says it is refused"
        problem = _checks(state, here, trace, events)
    return problem


def _until_refused(state: Any, play: list[Any], wanted: str) -> str | None:
    """The old form, ``"error"``: some action of ``play`` raises that error (the state
    unchanged)."""
    for i, item in enumerate(play):
        before = state.to_dict()
        try:
            state.apply(item)
        except Exception as e:
            if isinstance(e, ERRORS[wanted]):
                after = state.to_dict()
                return None if after == before else (
                    f"play[{i}] raised {wanted} but changed the state: "
                    f"{first_difference(before, after)}")
            return f"play[{i}] raised {type(e).__name__}: {e}"
    return f"expected {wanted}, but nothing was raised"


def _refused(r: dict[str, Any], e: Exception, before: Any, state: Any, i: int) -> str | None:
    name = r.get("error", "IllegalAction")
    if not isinstance(e, ERRORS[name]):
        return f"play[{i}] raised {type(e).__name__} ({e}), not {name}"
    words = r.get("words", [])
    for w in [words] if isinstance(words, str) else words:
        if _plain(w) not in _plain(str(e)):
            return f"play[{i}] was refused, but its message {str(e)!r} does not say {w!r}"
    after = state.to_dict()
    if after != before:
        return f"play[{i}] was refused but changed the state: {first_difference(before, after)}"
    return None


def _checks(state: Any, checks: Iterable[tuple[str, dict[str, Any]]], trace: Any,
            events: list[Any]) -> str | None:
    for label, c in checks:
        try:
            problem = _check(state, c, trace, events)
        except errors.LabError as e:
            problem = f"{type(e).__name__}: {e}"
        if problem:
            if label == "expect":
                return problem
            after = c.get("after")
            when = "at the end" if after is None else (
                "before play[0]" if after == 0 else f"after play[{after - 1}]")
            return f"{label} {when}: {problem}"
    return None


def _check(state: Any, c: dict[str, Any], trace: Any, events: list[Any]) -> str | None:
    step = c.get("step", c.get("before_step"))
    where = ""
    if step is not None:
        k = _step(trace, step)
        if k is None:
            return f"no step {_short(step)} in this action's {plural(trace.steps, 'step')}"
        where = f"step {k} ({trace.phase(k)}): "
        events = list(trace.events(k))
        if "before_step" in c:
            k, where = k - 1, f"before step {k} ({trace.phase(k)}): "
        state = trace[k]
    if "state" in c:
        diff = first_difference(c["state"], state.to_dict(), c.get("root", "state"))
        if diff:
            return where + diff
    viewer = None
    if "viewer" in c:
        viewer = check_viewer(viewer_from_json(c["viewer"]), state.game.players)
    if "sees" in c:
        diff = first_difference(c["sees"], state.observation(viewer), "sees")
        if diff:
            return where + diff
    if "legal" in c:
        who = c["legal"].get("player")
        if who is not None and who not in state.game.players:
            return f"legal: {who!r} is not a player ({', '.join(state.game.players)})"
        actions = [_plain(a.text) for a in state.legal_actions(who)]
        diff = first_difference(_plain_texts(c["legal"]["actions"]), actions,
                                f"legal({who or 'the player to move'})")
        if diff:
            return where + diff
    if "events" in c:
        seen = [e if "viewer" not in c else e.seen_by(viewer) for e in events]
        records = [_record(e) for e in seen if e is not None]
        diff = first_difference(c["events"], records, "events")
        if diff:
            return where + diff
    return None


def _step(trace: Any, step: Any) -> int | None:
    """The number of the step ``step`` names (1 to ``trace.steps``), or None."""
    n = trace.steps
    if isinstance(step, int):
        k = step if step > 0 else n + 1 + step
        return k if 1 <= k <= n else None
    seen = 0
    for k in range(1, n + 1):
        if "phase" in step and _plain(str(trace.phase(k))) != _plain(step["phase"]):
            continue
        if "event" in step and step["event"] not in {e.kind for e in trace.events(k)}:
            continue
        seen += 1
        if seen == step.get("nth", 1):
            return k
    return None


def _record(e: Any) -> dict[str, Any]:
    """An event as a case compares it: kind, rule (its id), text, who may read it
    (``only``: null for everyone) and its data."""
    d = e.to_dict()
    d["rule"], d["only"] = e.rule.id, None if e.only is None else list(e.only)
    return d


def _plain(text: str) -> str:
    return " ".join(text.split()).casefold()


def _plain_texts(expect: Any) -> Any:
    """An expectation on action texts with every text read as :func:`_plain` reads it."""
    if isinstance(expect, str):
        return _plain(expect)
    if isinstance(expect, list):
        return [_plain_texts(x) for x in expect]
    if is_comparison(expect):
        return {k: v if k == "$size" else _plain_texts(v) for k, v in expect.items()}
    return expect


def _short(value: Any, size: int = 60) -> str:
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= size else text[:size] + "..."


def _base_of(cls: Any, base: str | Path | None) -> dict[str, Any]:
    if base is None or "base" not in inspect.signature(cls.from_setup).parameters:
        return {}
    return {"base": base}


def case_files(paths: Iterable[str | Path]) -> Iterator[Path]:
    """Every ``*.json`` file at or below the paths, in sorted order."""
    for p in map(Path, paths):
        if p.is_dir():
            yield from sorted(p.rglob("*.json"))
        else:
            yield p


def check(paths: Iterable[str | Path]) -> tuple[int, list[str]]:
    """Run every case below ``paths``: the number passed and a line per failure (the case's
    id, its file, the first difference). A case that cannot be read, or that crashes, is one
    failure; the other cases still run."""
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
