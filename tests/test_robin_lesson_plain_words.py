"""Lesson 09's words a 12-year-old reads: short sentences, each word with one meaning, and
every name a cell uses explained where it first appears."""
import json
import re

from tests.support.lesson_runs import NOTEBOOKS


def text_of(cell_id: str) -> str:
    cells = json.loads((NOTEBOOKS / "09_robin.ipynb").read_text(encoding="utf-8"))["cells"]
    return " ".join("".join(next(c for c in cells if c.get("id") == cell_id)["source"]).split())


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s", text) if s]


def test_the_phase_entry_is_short_sentences_with_one_choose_each():
    """Walk 09s, fault 13: the glossary's "phase" was one long sentence giving "choose" two
    meanings ("take an offer: not the special card called choose")."""
    phase = text_of("robin-words").split("| **phase** |")[1].split("|")[0]
    # (walk 09p3, fault 6: "the phase choose is not the special card called choose" read
    # as a riddle: each phase is said in its own words, the card only where it leads)
    assert "not the special card" not in phase
    assert "*pick* (take a card from the Contribution stack: what the special card *choose* " \
        "lets you do)" in phase
    assert len(sentences(phase)) >= 2


def test_the_rules_numbers_are_said_plainly_and_trials_is_explained():
    """Walk 09s, fault 13: "write give 1 as a number below the space, -1, and take 1 as +1"
    in brackets, and "trials=" never explained."""
    road = text_of("robin-02")
    # (walk 09v, fault 6: no numbers to link at all now, the rules say "give 1" as the board)
    assert "`-1`" not in road and "(The printed" not in road
    assert "`trials` is how many hands it deals" in text_of("robin-16")


def test_the_printed_rules_of_the_trade_speak_plainly():
    """Walk 09v, fault 2: the rules printed at the start (and shown under the board's steps)
    spoke of "exchange", "counter offer" and a special card whose "effect applies": grown-up
    rule-book words no 12-year-old uses, none of them in the lesson's word list."""
    from codyroby_lab.games.robin import rules
    said = " ".join(r.text for r in (rules.NO_EXCHANGE, rules.EXCHANGE_MOVES, rules.USE))
    for word in ("exchange", "counter offer", "effect"):
        assert word not in said.lower(), word
