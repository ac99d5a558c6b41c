"""What a CodyRoby run says at its end."""

from __future__ import annotations

from codyroby_lab import codyroby, lessons


def _last_words(trace) -> str:
    return trace.events(-1)[-1].text


def test_a_run_stopped_in_an_empty_repeat_says_the_repeat_is_empty():
    """Walk 03n, fault 6: a click puts F after a new REPEAT, not inside it: REPEAT WHILE
    ahead [] F ran 100,000 steps and said only "maybe a REPEAT never ends". It says the
    REPEAT has no cards inside it, on the board and in an exercise's check."""
    said = _last_words(codyroby.run("REPEAT WHILE ahead [] F", at="A5"))
    assert "no cards inside it" in said, said
    full = _last_words(codyroby.run("REPEAT WHILE ahead [R R R R]", at="A5", step_limit=20))
    assert "no cards inside" not in full and "never ends" in full, full
    walls = [lessons.challenge({"width": 3, "height": 3}, "A3", "C1", blue_cards=True)]
    assert "no cards inside it" in str(lessons.check_all("REPEAT WHILE ahead [] F", walls))
