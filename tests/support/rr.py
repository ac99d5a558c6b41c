"""Small helpers for the RoboRally tests: a board in one line, a scene set and played.

``board("oil C1; conveyor B2 E; wall C3 E; laser A1 W 2; pusher B1 N 1,3", 6, 4)`` is a
6x4 board: each item is ``kind square [argument]`` where the argument is a facing
(conveyor, express, current, ramp), L/R (gear), a colour (portal), a number (flag, dock),
registers such as ``1,3`` (trap_door, crusher, flamer, pusher) or a beam count (laser);
walls, lasers, pushers and repulsors take a side first.
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.games.roborally.state import RoboRallyState, opening
from codyroby_lab.lessons import roborally as lesson
from tests.support.lesson_cells import cell
from tests.support.lesson_runs import executed

EDGES = ("wall", "laser", "pusher", "repulsor")
FACING = ("conveyor", "express", "current", "ramp")
REGISTERS = ("trap_door", "crusher", "flamer")


def board(spec: str = "", w: int = 6, h: int = 6, upper: str = "") -> dict[str, Any]:
    elements, edges = [], []
    for item in filter(None, (s.strip() for s in spec.split(";"))):
        kind, at, *rest = item.split()
        if kind in EDGES:
            e = {"kind": kind, "at": at, "side": rest[0]}
            if kind == "laser" and rest[1:]:
                e["count"] = int(rest[1])
            if kind == "pusher":
                e["registers"] = [int(r) for r in rest[1].split(",")]
            edges.append(e)
            continue
        e = {"kind": kind, "at": at}
        if kind in FACING:
            e["facing"] = rest[0]
        elif kind == "gear":
            e["turn"] = rest[0]
        elif kind == "portal":
            e["color"] = rest[0]
        elif kind in ("flag", "dock"):
            e["number"] = int(rest[0])
        elif kind in REGISTERS:
            e["registers"] = [int(r) for r in rest[0].split(",")]
        elements.append(e)
    d = {"width": w, "height": h, "elements": elements, "edges": edges}
    if upper:
        d["upper"] = upper.split()
    return d


def robots(**spec: Any) -> dict[str, Any]:
    """``robots(A="C3 N", B={"at": "D3", "damage": 4})``; ``_`` in a name is a space."""
    out = {}
    for name, r in spec.items():
        if isinstance(r, str):
            at, *facing = r.split()
            r = {"at": at, "facing": facing[0] if facing else "N"}
        out[name.replace("_", " ")] = r
    return out


def setup(b: dict[str, Any], bots: dict[str, Any], program: dict[str, list] | None = None,
          phases: int = 1, end: bool = False, **more: Any) -> dict[str, Any]:
    d = {"board": b, "robots": bots, **more}
    if program is not None:
        d.update(program={k.replace("_", " "): v for k, v in program.items()}, phases=phases,
                 end_of_turn=end)
    return d


def run(b: dict[str, Any], bots: dict[str, Any], program: dict[str, list],
        phases: int = 1, end: bool = False, seed: int = 0, **more: Any) -> RoboRallyState:
    """The state after the program's register phases (and the end of the turn if ``end``)."""
    return RoboRally(setup(b, bots, program, phases, end, **more)).new_state(seed)


def trace(b: dict[str, Any], bots: dict[str, Any], program: dict[str, list],
          phases: int = 1, end: bool = False, **more: Any):
    return opening(RoboRally(setup(b, bots, program, phases, end, **more)))


def robot(s: RoboRallyState, name: str) -> dict[str, Any]:
    return s.to_dict()["robots"][name.replace("_", " ")]


def texts(trace_or_events: Any) -> list[str]:
    """Every event text of a trace (or a list of events)."""
    if isinstance(trace_or_events, list):
        return [e.text for e in trace_or_events]
    return [e.text for i in range(1, len(trace_or_events)) for e in trace_or_events.events(i)]


def rules_of(t: Any) -> set[str]:
    return {e.rule.id for i in range(1, len(t)) for e in t.events(i)}


def lesson_setup(name: str) -> dict[str, Any]:
    """The setup ``name`` as lesson 07's cell makes it (``machines = {...}``)."""
    found: dict[str, Any] = {}
    exec(cell("07_roborally", f"{name} = {{"), {"lessons": lesson}, found)   # noqa: S102 -- the lesson's own cell
    return found[name]


def lesson_cells():
    """The lesson's cells after Run All (tests/support/lesson_runs.py)."""
    nb = executed("07_roborally")
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    out = []
    for c in nb["cells"]:
        text = "".join("".join(o.get("text", "")) + "".join(o.get("data", {}).get(
            "text/plain", "")) for o in c.get("outputs", []))
        out.append((c["cell_type"], "".join(c["source"]), text, c))
    return out
