"""Lesson 08 as a 12-year-old met it in walk 08i (1366x650), the faults still open after
round I: what the typed game and the run's words say."""

from codyroby_lab.lessons import droids as lesson


def _won_statue() -> lesson.DroidsPlay:
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.play_to_the_end(autoplay=True)
    assert game.over
    return game


def test_the_hint_after_the_game_is_over_says_there_is_nothing_to_do():
    """Fault 17: once the game was over the hint cell printed "The computer would: " and
    nothing after it."""
    hint = _won_statue().hint()
    assert hint.startswith("nothing, the game is over") and "new_game()" in hint
