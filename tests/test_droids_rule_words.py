"""The Droids rules a child reads at each step of a board say it in plain words."""

from __future__ import annotations

import pytest

from codyroby_lab.games.droids import rules
from tests.support.droids_helpers import box, state


def test_the_rules_read_at_each_step_have_no_hard_phrases():
    """Walk 08s, fault 11: the rule shown at each step said "in line with your robot" and
    "started by the next player clockwise"; they say the column and who starts plainly."""
    for rule in (rules.SEND, rules.SEND_ROW, rules.TURN_END):
        assert "in line with" not in rule.text and "clockwise" not in rule.text, rule.text
    assert "the next player round the table starts" in rules.TURN_END.text


@pytest.mark.rule("droids.send")
@pytest.mark.rule("droids.send-row")
@pytest.mark.parametrize(("player", "robot", "line", "arrow", "said"), [
    ("red", "C2", "C", "S", "The transmitter of your robot's column sends its first chit"),
    ("yellow", "H2", "2", "W", "The transmitter of your robot's row sends its first chit")])
def test_the_send_rule_speaks_of_the_senders_seat_only(player, robot, line, arrow, said):
    """Walk 08q4, fault 3: the rule under each step of a send read "Your robot does at once
    the first chit of the transmitter of its column (its row, if you sit left or right)":
    awkward, and about seats the lesson's child (north) does not have. A north or south
    player reads of its column, an east or west player of its row, each nothing else."""
    s = state(players=["red", "yellow"], first=player, robots={player: robot},
              transmitters={player: [box(line, "V1", arrow)]})
    sent = next(e for e in s.apply(f"send {line}") if e.kind == "Sent")
    assert sent.rule.text.startswith(said), sent.rule.text
    assert "sit" not in sent.rule.text and "(" not in sent.rule.text, sent.rule.text
    assert sent.rule.section == "3. Execution of Orders"
