"""The Challenge questions of Energy Seekers ask for thinking, not for reading the lesson's
text again (walk 06t, fault 6: "How many F cards are in the 40-card deck?" was answered by
"24 F, 8 L and 8 R", a short scroll up)."""

from __future__ import annotations

from codyroby_lab.games.energy_seekers import rules
from codyroby_lab.games.energy_seekers.challenge import Challenge


def test_a_deck_question_is_no_count_the_lesson_prints():
    deck = [q for q in Challenge.from_setup(None).questions if "deck" in q.question]
    assert deck
    for q in deck:
        assert q.answer not in {str(n) for n in rules.COMPOSITION.values()}, q.question
        assert q.answer in q.choices
