"""The Energy Seekers conformance cases: each topic covered, all passing.

tests/test_conformance.py runs every case with the shared runner too; this file keeps the
Energy Seekers ones together so a failure here points at this game.
"""

import json
from pathlib import Path

import pytest

from codyroby_lab.conformance import case_files, run_case

HERE = Path(__file__).resolve().parent / "conformance" / "energy_seekers"
CASES = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in case_files([HERE])}


def test_every_case_is_named_after_its_file_and_plays_this_game():
    assert all(c["id"] == stem and c["game"] == "energy_seekers" for stem, c in CASES.items())


@pytest.mark.parametrize("topic", ["Stuck", "Wrong move", "Remote Control", "TeleTransport",
                                   "Swap", "Repetition", "Challenge", "reshuffled",
                                   "energy station", "refused", "illegal"])
def test_each_topic_has_a_case(topic):
    assert any(topic.lower() in c["source"].lower() for c in CASES.values())


@pytest.mark.parametrize("stem", sorted(CASES))
def test_case_passes(stem):
    assert run_case(CASES[stem]) is None
