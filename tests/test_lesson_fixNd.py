"""Lessons 06 to 08 as fresh-eyes walks found them (issue 29): their words and checks."""
from codyroby_lab.lessons import droids

REACH = droids.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
RIVER = droids.Challenge(start="A1", target="I10", rack=("V2", "VX", "VX", "V1", "B1"))


def test_a_challenge_check_names_the_order_that_misses_the_goal() -> None:
    """walk 08n, fault 5: a wrong program heard only where Red ends, thinner help than the
    questions give; it now names the order, as Questions 1 and 2 do, never the answer."""
    short = str(droids.check(REACH, "V2 A E, V1 C S"))
    assert "Order 2 (V1 S) does not take Red to C4" in short
    away = str(droids.check(RIVER, "V2 A E, VX C S"))
    assert "Red never stands on I10 nor passes it" in away


def test_autoplay_is_not_praised_as_your_win() -> None:
    """walk 08n, fault 10: "you win!" after the computer played every move for you."""
    game = droids.DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.play_to_the_end(autoplay=True)
    assert game.state.winner == "red"
    assert "you win" not in game.status()
    assert "computer playing for you" in game.status()
