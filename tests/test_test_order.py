"""The order in which the test workers take the test files (tests/support/lesson_runs.py):
the longest first, so that no long file starts while the other worker runs out of work."""

from tests.support.lesson_runs import next_scope


def order(queue: dict[str, int]) -> list[str]:
    """The scopes of ``queue`` ({scope: its number of tests}) in the order they start."""
    waiting = {scope: dict.fromkeys(range(n)) for scope, n in queue.items()}
    started = []
    while waiting:
        started.append(next_scope(waiting))
        del waiting[started[-1]]
    return started


def test_the_lessons_then_the_browser_and_install_files_then_the_most_tests_first():
    queue = {"tests/test_rules.py": 300, "tests/browser/test_look.py": 6, "lessons": 150,
             "tests/test_install.py": 6, "codyroby_lab/core/trace.py": 2,
             "tests/browser/test_keys.py": 11, "tests/test_nbgrader.py": 2,
             "tests/test_program.py": 40}
    assert order(queue) == [
        "lessons", "tests/browser/test_keys.py", "tests/browser/test_look.py",
        "tests/test_install.py", "tests/test_nbgrader.py", "tests/test_rules.py",
        "tests/test_program.py", "codyroby_lab/core/trace.py"]
