"""Lesson 06's walk 06r9 (a 12-year-old's eyes): a seed written as the lesson's answers are,
between quotes or in words, hears how to write it, not a raw TypeError."""

from __future__ import annotations

from IPython.core.interactiveshell import InteractiveShell

from codyroby_lab import lessons
from tests.support.lesson_cells import cells


def test_a_seed_between_quotes_or_in_words_hears_to_write_its_digits():
    """Serious fault 10: seed = "99" (every answer of the lesson is between quotes) stopped
    the games with a raw "TypeError: can only concatenate str", its arrow on bar.close();
    seed = ninety nine heard "an answer goes between quotes", which leads to the same."""
    cell = next(s for kind, s in cells("06_energy_seekers") if kind == "code"
                and "seed = 98" in s)
    shell = InteractiveShell.instance()
    try:
        lessons.plain_errors()
        shown: list[str] = []
        shell.display_pub.publish = lambda data, **_: shown.append(data["text/plain"])
        # the cell's own arithmetic on its seed, before any game is played
        quoted = 'seed = "99"\n\ndef many(seed):\n    return seed + 1\n\nmany(seed)'
        shell.run_cell(quoted, store_history=True)
        assert shown[-1] == ('✘ seed = "99" is a number between quotes, which Python reads as '
                             "text: write seed = 99, with no quotes, and run the cell again.")
        assert "seed + k" in cell           # the lesson's cell adds to its seed so
        shell.run_cell("seed = ninety nine", store_history=True)
        assert shown[-1].endswith("Hint: a seed is a number written in digits, with no quotes: "
                                  "write seed = 99."), shown[-1]
        before = len(shown)
        shell.run_cell("len(5)", store_history=True)      # the learner's own slip: Python's
        assert len(shown) == before
    finally:
        InteractiveShell.clear_instance()
