"""The Droids conformance cases (tests/conformance/droids, format: docs/formats-droids.md):
every chit and every topic the issue names covered, and each refusal refused
for the reason it is about. tests/test_conformance.py runs every case with the shared
runner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from codyroby_lab.conformance import case_files
from codyroby_lab.core.errors import LabError
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids.game import Droids
from codyroby_lab.games.droids.scenarios import SCENARIOS

HERE = Path(__file__).resolve().parent / "conformance" / "droids"
CASES = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in case_files([HERE])}
REFUSALS = {
    "draw-seven-in-all": "draw 7 chits in all",
    "draw-more-than-the-pile": "the blue pile has only 3 chits",
    "place-on-covered": "transmitter C is covered",
    "place-in-full-box": "box 1 of transmitter C already holds a chit",
    "place-not-on-rack": "there is no VX on your rack",
    "place-wrong-arrow": "VD points NE, SE, SW or NW, not N",
    "place-move-another-arrow": "on the north side points S, not N",
    "blue-on-land-not-playable": "B1 is a water order and Red stands on land",
    "not-in-line": "not in column D",
    "cover-twice-refused": "already covered",
    "put-down-not-free": "say where to put down",
    "after-the-end": "the game is over",
    "madness-placement": "not next to a start base",
    "killer-choose": "SH is not allowed in Robot Killer",
    "bad-board": "board.bases.red.at: K1 is off the 10x10 board",
    "bad-board-overlap": "board.obstacles[1]: D3 is already an obstacle",
}


def test_every_case_is_named_after_its_file_and_plays_this_game():
    assert all(c["id"] == stem and c["game"] == "droids" for stem, c in CASES.items())


def test_every_chit_is_sent_in_some_case():
    sent = {b["chit"] for c in CASES.values() if "error" not in c and c["play"]
            for boxes in c["setup"].get("transmitters", {}).values() for b in boxes}
    placed = {a.split()[1] for c in CASES.values() for a in c["play"] if a.startswith("place")}
    assert set(ch.CHITS) <= sent | placed


@pytest.mark.parametrize("topic", ["push", "water", "die", "cover", "picks up", "steals",
                                   "two repair robots", "eliminated", "The Challenge",
                                   "De-Mine", "Golden Microchips", "Robot Madness",
                                   "The Robot Statue", "Duel in the Labyrinth", "Robot Killer",
                                   "teams", "refused"])
def test_each_topic_has_a_case(topic):
    assert any(topic.lower() in c["source"].lower() for c in CASES.values())


def test_each_scenario_has_a_victory_case():
    won = {c["setup"].get("scenario", "challenge") for c in CASES.values()
           if c.get("expect", {}).get("phase") == "over"}
    assert set(SCENARIOS) <= won


def test_the_die_rolls_and_draws_are_fixed_by_the_cases():
    rolled = [c for c in CASES.values() if c["setup"].get("dice")]
    drawn = [c for c in CASES.values() if c["setup"].get("piles")]
    assert len(rolled) >= 8 and drawn


@pytest.mark.parametrize("slug, words", sorted(REFUSALS.items()))
def test_each_refusal_is_for_its_reason(slug, words):
    case = next(c for c in CASES.values() if c["id"].endswith(slug))
    assert "error" in case
    with pytest.raises(LabError) as e:
        state = Droids.from_setup(case["setup"]).new_state(seed=0)
        for action in case["play"]:
            state.apply(action)
    assert words in str(e.value)


def test_every_refusal_is_listed():
    refused = {c["id"].split("-", 2)[2] for c in CASES.values() if "error" in c}
    assert refused == set(REFUSALS)
