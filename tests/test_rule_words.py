"""What a learner reads of a rule is plain words: the reading we chose where a rulebook is
silent, a setup option's name and the DECISIONS file belong in the teacher's note (the
rule's tooltip on the board, with the citation), never in the rule's text."""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import codyroby_lab.games
from codyroby_lab.core.events import Event, all_rules
from codyroby_lab.ui.wire import event_words

for _m in pkgutil.walk_packages(codyroby_lab.games.__path__, "codyroby_lab.games."):
    importlib.import_module(_m.name)
RULES = all_rules()

TEACHERS_WORDS = re.compile(
    r"our reading|our ruling|\boption\s+'?[a-z]+_[a-z_]+|option '|\brotate_first\b|"
    r"\bmax_turns\b|DECISIONS|//|\b[a-z]+_[a-z]+\b|\(setup", re.I)


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_a_rule_reads_in_plain_words(rule_id):
    rule = RULES[rule_id]
    found = TEACHERS_WORDS.search(rule.text)
    assert found is None, f"{rule_id}: {found[0]!r} in the learner's words: {rule.text}"
    # a rulebook's list number read as a stray "4." after "Rule:" (walk 09s, fault 4)
    assert not re.match(r"\d+\.\s", rule.text), f"{rule_id}: a list number: {rule.text}"


def test_the_readings_moved_to_the_teachers_note():
    notes = {r.id: r.note for r in RULES.values() if r.note}
    assert notes["droids.carry"] == ("Our reading: adjacent means the 8 squares around "
                                     "(setup option 'adjacent').")
    assert "rotate_first" in notes["droids.turn-end"]
    assert notes["roborally.power-down"] == "Our reading of the base game."
    assert notes["roborally.option-big-gun"] == "Our reading of the card."
    assert "our reading" in notes["robin.turn-limit"].lower()
    assert "fallen in" in notes["energy_seekers.special-at-end"]
    carry = RULES["droids.carry"].text
    assert carry == ("PU: pick up an object on any adjacent square, or put down the object "
                     "carried on any adjacent free square (one of the 8 squares around, also "
                     "diagonally); a droid carries one object.")


def test_the_board_shows_the_plain_words_and_keeps_the_note_for_the_teacher():
    rule = RULES["droids.turn-end"]
    shown = event_words(Event.of("TurnEnd", rule, "a new turn begins"))
    assert shown["why"] == rule.text and "rotate_first" not in shown["why"]
    assert shown["rule"] == f"{rule.cite()}. {rule.note}" and "rotate_first" in shown["rule"]
    assert rule.to_dict()["note"] == rule.note
    plain = RULES["droids.water"]
    assert "note" not in plain.to_dict() and event_words(
        Event.of("Moved", plain, "x"))["rule"] == plain.cite()


def test_the_rules_lesson_09_prints_are_plain():
    import json
    from pathlib import Path

    from codyroby_lab.games.robin import rules
    nb = json.loads((Path(__file__).parent.parent / "notebooks" / "09_robin.ipynb").read_text())
    src = next("".join(c["source"]) for c in nb["cells"] if "rule.text" in "".join(c["source"]))
    printed = [getattr(rules, name).text for name in re.findall(r"rules\.([A-Z_]+)", src)]
    assert len(printed) >= 10
    assert rules.CONTRIBUTE.text in printed and rules.CONTRIBUTE.note
    assert not any(TEACHERS_WORDS.search(text) for text in printed)
