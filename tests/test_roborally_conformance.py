"""The RoboRally conformance cases (tests/conformance/roborally, format in
docs/formats-roborally.md): named after their file, every topic covered, all passing.
tests/test_conformance.py runs them with every other game's too."""

import json
from pathlib import Path

import pytest

from codyroby_lab.conformance import case_files, run_case

HERE = Path(__file__).resolve().parent / "conformance" / "roborally"
CASES = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in case_files([HERE])}


def test_every_case_is_named_after_its_file_and_plays_this_game():
    assert all(c["id"] == stem and c["game"] == "roborally" for stem, c in CASES.items())


@pytest.mark.parametrize("topic", [
    "priority", "equal priorities", "push", "wall", "pit", "10 damage", "re-enter", "lives",
    "water", "teleporter", "Ramps", "Ledges", "flamer", "Oil Slicks", "Portals", "Trap Door",
    "Repulsor", "express", "turned conveyor", "meeting", "currents", "pushers", "gears",
    "crushers", "lasers", "flag", "repairs", "locked", "power", "Tractor Beam", "Big Gun",
    "Robotic Arm", "bridge", "Chop Shop", "Oil Slicks and Conveyors", "Board format",
    "a card not in the hand", "conveyor loop"])
def test_each_topic_has_a_case(topic):
    assert any(topic.lower() in c["source"].lower() for c in CASES.values()), topic


def test_the_cases_say_what_the_issue_asks_for():
    """Inline boards (size, elements, edges); robots with place, facing, damage, lives,
    flags, archive and power-down; cards per register; phases; end of turn; and expectations
    on position, facing, damage, lives, flags, archive, destroyed and the winner."""
    setups = [c["setup"] for c in CASES.values()]
    robots = [r for s in setups for r in s["robots"].values()]
    assert all(isinstance(s["board"], dict) for s in setups)
    assert {"at", "facing", "damage", "lives", "flags", "archive", "powered_down"} <= {
        k for r in robots for k in r}
    assert any(s.get("end_of_turn") for s in setups) and {s.get("phases") for s in setups} >= {
        1, 2, 5}
    expected = [r for c in CASES.values() for r in c.get("expect", {}).get("robots", {}).values()]
    assert {"at", "facing", "damage", "lives", "flags", "archive", "destroyed"} <= {
        k for r in expected for k in r}
    assert any("winner" in c.get("expect", {}) for c in CASES.values())


@pytest.mark.parametrize("stem", sorted(CASES))
def test_case_passes(stem):
    assert run_case(CASES[stem]) is None
