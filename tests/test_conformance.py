"""Every conformance case passes: the shared public ones and the project's own."""

import json
from pathlib import Path

import pytest

from codyroby_lab.conformance import case_files, first_difference, run_case
from tests.shared import shared_dir

ROOT = Path(__file__).resolve().parent.parent
SHARED = shared_dir() / "conformance"
OWN = ROOT / "tests" / "conformance"
FILES = sorted(case_files([SHARED, OWN]))


def test_the_shared_cases_are_there():
    assert SHARED.is_dir(), f"the public conformance cases are expected at {SHARED}"
    assert len(list(case_files([SHARED]))) >= 9


def test_at_least_forty_own_codyroby_cases():
    assert len(list(case_files([OWN / "codyroby"]))) >= 40


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_case(path):
    case = json.loads(path.read_text(encoding="utf-8"))
    assert run_case(case) is None


def test_a_wrong_expectation_is_reported_with_the_first_difference():
    case = json.loads((SHARED / "codyroby" / "cr-pub-001.json").read_text())
    case["expect"]["robots"]["roby"]["at"] = [0, 1]
    assert run_case(case) == "robots.roby.at: expected [0, 1], got [0, 2]"


def test_a_missing_error_is_a_failure():
    case = json.loads((SHARED / "codyroby" / "cr-pub-001.json").read_text())
    del case["expect"]
    case["error"] = "ProgramSyntaxError"
    assert run_case(case) == "expected ProgramSyntaxError, but nothing was raised"


def test_partial_match_compares_lists_whole_and_objects_recursively():
    assert first_difference({"a": {"b": 1}}, {"a": {"b": 1, "c": 2}, "d": 3}) is None
    assert first_difference({"a": [1]}, {"a": [1, 2]}) == "a: expected [1], got [1, 2]"
    assert first_difference({"a": False}, {"a": 0}) == "a: expected False, got 0"
    assert first_difference({"x": 1}, {}) == "x: missing"


def test_malformed_cases_are_failures_not_crashes():
    assert run_case([]) == "a case is a JSON object"
    assert "either" in run_case({"id": "x", "game": "codyroby", "setup": {}, "play": []})
    assert "unknown game" in run_case({"id": "x", "game": "chess", "setup": {}, "play": [],
                                       "expect": {}})


def test_notes_are_allowed_and_unknown_fields_are_refused_by_name():
    case = json.loads((SHARED / "codyroby" / "cr-pub-001.json").read_text())
    assert run_case({**case, "notes": "a longer explanation"}) is None
    assert run_case({**case, "note": "typo"}).startswith("unknown case field 'note'")


def test_every_play_item_runs_even_after_the_game_is_over():
    case = json.loads((SHARED / "codyroby" / "cr-pub-004.json").read_text())  # a crash
    assert run_case({**case, "play": ["F", "R F"]}) == (
        "play[1] raised IllegalAction: the game is over (crash): reset to play again")
    del case["expect"]
    assert run_case({**case, "play": ["F", "R F"], "error": "IllegalAction"}) is None


def test_a_case_that_raises_a_python_error_is_a_failure_not_a_crash():
    case = json.loads((SHARED / "codyroby" / "cr-pub-001.json").read_text())
    assert run_case({**case, "setup": {"board": {"width": 5, "height": 5},
                                       "robots": {"roby": {"at": "A5", "color": ["red"]}}}}
                    ).startswith("setup raised SetupError: robots.roby.color")
