"""The Robin conformance cases (tests/conformance/robin, format: docs/formats-robin.md):
each topic covered, all passing. tests/test_conformance.py runs them too."""

import json
from pathlib import Path

import pytest

from codyroby_lab.conformance import case_files, run_case

HERE = Path(__file__).resolve().parent / "conformance" / "robin"
CASES = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in case_files([HERE])}


def test_every_case_is_named_after_its_file_and_plays_this_game():
    assert all(c["id"] == stem and c["game"] == "robin" for stem, c in CASES.items())


@pytest.mark.parametrize("topic", ["Set-up", "1. Missions", "2. Contribution", "refilled",
                                   "sealed", "accepted player moves first", "no counter-offer",
                                   "special card received", "wraps", "old oak", "Ann example",
                                   "Special Mission Cards 1", "Special Mission Cards 2",
                                   "Special Mission Cards 4", "Special Mission Cards 5",
                                   "Special Mission Cards 6", "Special Mission Cards 7",
                                   "dual", "7 Mission cards of a kind", "Mission token",
                                   "active player wins", "2 Players Variant, Setup",
                                   "visible neutral card", "hidden neutral card", "forced",
                                   "Blocus", "Exhausted Mission stack", "malformed"])
def test_each_topic_has_a_case(topic):
    assert any(topic.lower() in c["source"].lower() for c in CASES.values())


@pytest.mark.parametrize("stem", sorted(CASES))
def test_case_passes(stem):
    assert run_case(CASES[stem]) is None
