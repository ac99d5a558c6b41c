"""Lessons 06 and 07 (issue 29): the rules a learner reads of Energy Seekers and RoboRally say
no grown-up words ("Moves are mandatory", "feasible move", "position N+1-k", "symmetric",
"archive", "chop shop", "ammunition", "Tractor Beam"); the rulebook's own words stay with the
teacher, in the rule's note (the tooltip beside the citation)."""

from __future__ import annotations

import re

import pytest

from codyroby_lab.core.events import all_rules
from codyroby_lab.games.energy_seekers import rules as es_rules
from codyroby_lab.games.energy_seekers.scene import LEGEND
from codyroby_lab.games.roborally import rules as rr_rules
from codyroby_lab.games.roborally.elements import ELEMENTS
from codyroby_lab.lessons import EnergySeekersPlay

GROWN_UP = re.compile(r"mandatory|feasible|N\+1|symmetric|archive|chop shop|ammunition|"
                      r"tractor beam", re.I)
RULES = {k: r for k, r in all_rules().items() if k.startswith(("energy_seekers.", "roborally."))}


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_a_learner_reads_no_grown_up_word_in_a_rule(rule_id):
    # an option card's rule starts with the name printed on the card, then says what it does
    text = RULES[rule_id].text.removeprefix("Tractor Beam: ")
    found = GROWN_UP.search(text)
    assert found is None, f"{rule_id}: {found[0]!r} in {RULES[rule_id].text}"


def test_the_teacher_keeps_the_rulebooks_words():
    assert "Moves are mandatory" in es_rules.STUCK.note
    assert "feasible" in es_rules.STUCK.note and es_rules.STUCK.section == "Stuck"
    assert "symmetric" in es_rules.SWAP.note and "N+1-k" in es_rules.SWAP.note
    assert "archive" in rr_rules.ARCHIVE.note
    assert "chop shop" in rr_rules.CHOP_SHOP.note and "ammunition" in rr_rules.CHOP_SHOP.note
    assert "Tractor Beam" in rr_rules.OPTION_PUSH.note
    for rule in (es_rules.STUCK, es_rules.SWAP, rr_rules.ARCHIVE, rr_rules.OPTION_PUSH):
        assert rule.note in rule.teacher()          # the board's tooltip


def test_the_legends_speak_plainly():
    assert not any(GROWN_UP.search(words) for words in LEGEND.values())
    assert not any(GROWN_UP.search(str(e.legend)) for e in ELEMENTS.values())


def test_a_swap_and_a_refusal_speak_plainly():
    swap = EnergySeekersPlay({"players": ["ada", "cody"], "deck": ["F", "F", "F"],
                              "pieces": {"ada": {"position": 10, "facing": "W"},
                                         "cody": {"position": 24, "facing": "S"}}}, seed=1)
    text = str(swap.play("F F"))
    assert "jumps across the path" in text and not GROWN_UP.search(text)
