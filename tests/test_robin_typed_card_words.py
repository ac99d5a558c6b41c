"""A card's name typed with a sign after it hears of the sign, in a cell as at the board:
the same reader answers both."""
from codyroby_lab.lessons.robin import RobinPlay
from codyroby_lab.ui.editors import editor_for

# Ann offers food3; Bob and Cy answer with a secret counter-offer.
SETUP = {"players": ["ann", "bob", "cy"], "first": "ann",
         "hands": {"ann": ["food3", "food4"], "bob": ["riches1", "look"]},
         "pieces": {"ann": 2, "bob": 2, "cy": 2}}


def countering():
    """Bob's game, at his secret counter-offer (the computers play Ann and Cy)."""
    return RobinPlay(SETUP, you="bob", name="game", seed=1)


def test_none_with_a_full_stop_hears_of_the_full_stop_in_a_cell():
    """Walk 09s, fault 10: "Counter None." in a cell heard "'none.' is not a card", with no
    word of the full stop the board names for "food3."."""
    said = " ".join(countering().move("Counter None.").lines)
    assert "write none with no '.' after it" in said


def test_the_board_and_the_cell_say_the_same_of_a_sign():
    game = countering()
    trade = editor_for(game.state, "bob")
    for typed in ("counter none.", "counter riches1."):
        try:
            trade.action(trade.read(typed))
        except Exception as e:  # noqa: BLE001 - the board's words
            board = str(e)
        cell = " ".join(game.move(typed).lines)
        assert "with no '.' after it" in board and board.rstrip(".") in cell, (board, cell)
