"""Walk 08u: lesson 08 (Droids) at 1366x650, the words a child reads on its boards: what a
refused text lists, and the rules' words at each step."""

from __future__ import annotations

from codyroby_lab.games.droids import rules
from codyroby_lab.lessons import droids as lesson


def test_a_refused_text_on_a_challenge_board_lists_only_what_the_board_offers():
    """Fault 4: the challenge board's text errors listed all sixteen kinds of chit and the
    slanted arrows, where the child holds V2, V1 and VX, which turn N, E, S or W."""
    reach = lesson.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
    w = lesson.ChitsBoard(reach).widget()
    w.receive({"type": "set_program", "text": "V3 A S"})
    assert "'V3' is not a chit on your rack: use one of V2 V1 VX;" in w.error, w.error
    w.receive({"type": "set_program", "text": "V2 A Q"})
    assert w.error == "'Q': after the transmitter say the box (1 to 3) and the arrow (N, E, S or W)"


def test_the_send_rule_says_when_a_transmitter_talks_to_a_row():
    """Fault 7: the rule shown at each step of a send said "your robot's column (or row)",
    and nothing said when a row: Red, on the north side, only uses columns."""
    assert "(or row)" not in rules.SEND.text
    # a row only where the sender sits east or west (walk 08q4, fault 3)
    assert "column" in rules.SEND.text and "row" in rules.SEND_ROW.text
