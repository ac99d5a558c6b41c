"""What every test and every doctest shares: a fresh start."""

import pytest


@pytest.fixture(autouse=True)
def _fresh_tries():
    """Each test and doctest starts with no tries counted (lessons.feedback keeps them per
    kernel, and a question answered right stays answered)."""
    from codyroby_lab.lessons import feedback
    feedback.forget()
    yield
    feedback.forget()
