"""Shared test helpers."""

import pytest


@pytest.fixture(autouse=True)
def _fresh_tries():
    """Each test starts with no tries counted (lessons.feedback keeps them per kernel)."""
    from codyroby_lab.lessons import feedback
    yield
    feedback.forget()
