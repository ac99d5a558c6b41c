"""Lesson 07 as a 12-year-old meets it (walk 07f at 1366x650): what the race board says
while its Run plays a turn, locked registers where they matter, and the words of the
lesson's boards and questions."""

from codyroby_lab.lessons import RoboRallyRace
from tests.test_lesson_07e_walk import markdown


def test_the_race_title_says_the_board_plays_the_turn_by_itself():
    """Fault 11: after Run the turn played by itself, while the title said "watch the turn
    (Step or Play)", as if the child had to start it. The title says it plays, and how to
    stop it or skip it; a turn played in a cell shows at its end, so the title says what
    to do next at once."""
    race = RoboRallyRace(seed=1, computers="gentle")
    board = race.widget()
    board.program = "1 2 3 4 5"
    board.run()                                     # the board's Run
    title = board.scene["title"]
    assert "Next: watch the turn play (Pause stops it, \u21e5 jumps to its end), then put a" \
        in title, title
    assert "Step or Play" not in title
    race.program(1, 2, 3, 4, 5)                     # a turn played in a cell
    assert "Next: put a card of your hand" in board.scene["title"], board.scene["title"]


def test_the_race_text_says_run_plays_the_turn_by_itself():
    """Fault 11: the text said "press Run, then step through the turn"."""
    text = next(t for t in markdown() if "### Race on the board" in t)
    assert "step through" not in text
    assert "plays on\nthe board by itself" in text and "**Pause**" in text

