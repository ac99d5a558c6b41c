"""Every conformance case passes: the public ones (vendored from ../shared/conformance) and
the project's own."""

import json
from pathlib import Path

import pytest

from codyroby_lab.conformance import case_files, first_difference, run_case
from tests.shared import PUBLIC, SHARED

ROOT = Path(__file__).resolve().parent.parent
OWN = ROOT / "tests" / "conformance"
FILES = sorted(case_files([OWN]))  # the public cases are in OWN / "public"


def test_the_public_cases_are_there():
    assert len(list(case_files([PUBLIC]))) >= 9


@pytest.mark.skipif(SHARED is None, reason="no ../shared beside the clone to compare the "
                                           "vendored public cases with")
def test_the_vendored_public_cases_equal_the_shared_ones():
    shared = SHARED / "conformance"
    mine = {p.relative_to(PUBLIC): p.read_bytes() for p in PUBLIC.rglob("*") if p.is_file()}
    theirs = {p.relative_to(shared): p.read_bytes() for p in shared.rglob("*") if p.is_file()}
    assert mine == theirs, "copy ../shared/conformance into tests/conformance/public again"


def test_at_least_forty_own_codyroby_cases():
    assert len(list(case_files([OWN / "codyroby"]))) >= 40


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_case(path):
    case = json.loads(path.read_text(encoding="utf-8"))
    assert run_case(case) is None


def test_a_wrong_expectation_is_reported_with_the_first_difference():
    case = json.loads((PUBLIC / "codyroby" / "cr-pub-001.json").read_text())
    case["expect"]["robots"]["roby"]["at"] = [0, 1]
    assert run_case(case) == "robots.roby.at: expected [0, 1], got [0, 2]"


def test_a_missing_error_is_a_failure():
    case = json.loads((PUBLIC / "codyroby" / "cr-pub-001.json").read_text())
    del case["expect"]
    case["error"] = "ProgramSyntaxError"
    assert run_case(case) == "expected ProgramSyntaxError, but nothing was raised"


def test_partial_match_compares_lists_whole_and_objects_recursively():
    assert first_difference({"a": {"b": 1}}, {"a": {"b": 1, "c": 2}, "d": 3}) is None
    assert first_difference({"a": [1]}, {"a": [1, 2]}) == "a: expected [1], got [1, 2]"
    assert first_difference({"a": False}, {"a": 0}) == "a: expected False, got 0"
    assert first_difference({"x": 1}, {}) == "x: missing"


def test_malformed_cases_are_failures_not_crashes():
    assert run_case([]) == "case: a case is a JSON object"
    assert "either" in run_case({"id": "x", "game": "codyroby", "setup": {}, "play": []})
    assert "unknown game" in run_case({"id": "x", "game": "chess", "setup": {}, "play": [],
                                       "expect": {}})


def test_notes_are_allowed_and_unknown_fields_are_refused_by_name():
    case = json.loads((PUBLIC / "codyroby" / "cr-pub-001.json").read_text())
    assert run_case({**case, "notes": "a longer explanation"}) is None
    assert run_case({**case, "note": "typo"}).startswith("case: unknown case field 'note'")


def test_every_play_item_runs_even_after_the_game_is_over():
    case = json.loads((PUBLIC / "codyroby" / "cr-pub-004.json").read_text())  # a crash
    assert run_case({**case, "play": ["F", "R F"]}) == (
        "play[1] raised IllegalAction: the game is over (crash): reset to play again")
    del case["expect"]
    assert run_case({**case, "play": ["F", "R F"], "error": "IllegalAction"}) is None


def test_a_case_that_raises_a_python_error_is_a_failure_not_a_crash():
    case = json.loads((PUBLIC / "codyroby" / "cr-pub-001.json").read_text())
    assert run_case({**case, "setup": {"board": {"width": 5, "height": 5},
                                       "robots": {"roby": {"at": "A5", "color": ["red"]}}}}
                    ).startswith("setup raised SetupError: robots.roby.color")
