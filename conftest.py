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


@pytest.fixture(autouse=True)
def _in_english(monkeypatch):
    """Each test and doctest reads English, whatever language the machine speaks."""
    from codyroby_lab.core import language
    monkeypatch.setattr(language, "_chosen", "en")
