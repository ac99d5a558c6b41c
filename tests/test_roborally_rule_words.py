"""The RoboRally rules a child reads on the board (the *Rule:* line of *What happened*)."""

from __future__ import annotations

import re

from codyroby_lab.games.roborally.phase import SEGMENTS
from codyroby_lab.games.roborally.rules import END_OF_TURN, ROBOT_LASER
from codyroby_lab.lessons import roborally
from codyroby_lab.ui.wire import event_words

# a rulebook section's letter standing alone: "D. The board's lasers", "Rule: B. Robots"
BARE_LETTER = re.compile(r"(^|[.;:] )[A-F]\. ")


def test_no_rule_line_carries_a_bare_section_letter():
    """Walk 07t, fault 6: "Rule: Each robot fires its laser ...; the first robot in the
    beam takes 1 damage. D. The board's lasers ..." and "Rule: B. Robots move ...": a
    child reads the letters as typos. The step's name already says its letter."""
    for rule in [s.rule for s in SEGMENTS] + [END_OF_TURN, ROBOT_LASER]:
        assert not BARE_LETTER.search(rule.text), rule.text
    lasers = {"board": {"width": 6, "height": 4, "edges": [
                  {"kind": "laser", "at": "A2", "side": "W", "count": 2}]},
              "robots": {"Twonky": {"at": "C3", "facing": "N"},
                         "Zoom Bot": {"at": "E2", "facing": "W"}},
              "program": {"Twonky": ["Move 1 490"]}, "phases": 1}
    trace = roborally._after(lasers)[1]
    for k in range(1, len(trace)):
        line = " ".join(dict.fromkeys(event_words(e)["why"] for e in trace.events(k)))
        assert not BARE_LETTER.search(line), line
