"""The Droids rules a child reads at each step of a board say it in plain words."""

from __future__ import annotations

from codyroby_lab.games.droids import rules


def test_the_rules_read_at_each_step_have_no_hard_phrases():
    """Walk 08s, fault 11: the rule shown at each step said "in line with your robot" and
    "started by the next player clockwise"; they say the column and who starts plainly."""
    for rule in (rules.SEND, rules.TURN_END):
        assert "in line with" not in rule.text and "clockwise" not in rule.text, rule.text
    assert "the transmitter of its column (its row, if you sit left or right)" in rules.SEND.text
    assert "the next player round the table starts" in rules.TURN_END.text
