"""What a player's own drawing of Mission cards says of the space it comes from."""

from codyroby_lab.lessons.robin import RobinPlay


def test_a_draw_says_the_space_it_stands_on_says_how_many_to_draw():
    """Walk 09t, fault 10: "Will draws choose, riches1 (+1) (space 3)": the "(space 3)" at
    the end said nothing a child could read."""
    game = RobinPlay({"first": "will"}, seed=2)
    game.play_to_the_end(autoplay=True)
    draws = [line.strip() for turn in game.turns for line in turn.lines
             if line.startswith("  Will draws ")]
    assert "Will draws riches6 (-3) (space 2 says draw 1)" in draws
    assert ("Will draws animals14 (-2 +1 +1), draw2, messages7 (+1 -1) (space 4 says draw 3)"
            in draws)
    assert not any(line.endswith(")") and line.rsplit("(", 1)[1][:5] == "space"
                   and "says" not in line for line in draws)
