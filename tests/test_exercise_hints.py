"""An exercise check's hint says where to look and what to ask, never the fix."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons
from codyroby_lab.lessons import feedback


@pytest.fixture(autouse=True)
def _fresh():
    feedback.forget()
    yield
    feedback.forget()


def test_the_hint_leaves_the_facing_at_the_step_to_be_seen():
    """Walk 01n, fault 3: "one square to the east" in the message and "step 3, where Roby
    is on B4 facing east" in the hint: one F more, without a thought. The hint names the
    step and the square, and asks the learner to see the facing there."""
    ex = lessons.challenge(start="A5", facing="N", target="C4", budget=5)
    said = lessons.check(ex, "F R F")
    assert "one square to the east" in said.message
    assert "step 3, where Roby is on B4" in said.hint and "facing east" not in said.hint, said
