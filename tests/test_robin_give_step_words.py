"""Robin's give step (the Contribution), as the board and a cell answer it: the board's own
word "give" is read as the game's "contribute", and a Run with no card chosen hears how to
choose one, as in the offer step."""
import pytest

from codyroby_lab.core.errors import LabError
from codyroby_lab.games.robin.game import Robin
from codyroby_lab.lessons.robin import RobinPlay
from codyroby_lab.ui.editors import editor_for

# Ann's piece is on space 3, whose number gives 1 card: her turn starts with the give step.
GIVING = {"players": ["ann", "bob", "cy"], "first": "ann",
          "hands": {"ann": ["food3", "food4", "look", "riches13"]},
          "pieces": {"ann": 3, "bob": 2, "cy": 2}}


def giving_editor():
    return editor_for(Robin.from_setup(GIVING).new_state(), "ann")


def test_the_text_box_reads_the_boards_word_give():
    """Walk 09q, fault 8: the board says "give 1 card to the Contribution stack", and
    "give food3" typed in the text box was "not a word of the game"."""
    trade = giving_editor()
    assert str(trade.action(trade.read("Give food3"))) == "ann: contribute food3"


def test_a_cell_reads_the_boards_word_give():
    game = RobinPlay(GIVING, you="ann", name="game")
    turn = game.move("give food3")
    assert turn.ok, turn.lines
    assert "food3" not in game.hand


def test_give_at_the_wrong_step_hears_it_cannot_be_done_now():
    """"give" is a word of the game now: at another step it is not called unknown."""
    trade = editor_for(Robin.from_setup({**GIVING, "pieces": {"ann": 2, "bob": 2, "cy": 2}})
                       .new_state(), "ann")
    with pytest.raises(LabError, match="You cannot contribute now") as refused:
        trade.read("give food3")
    assert "not a word" not in str(refused.value)


def test_run_with_every_card_clicked_off_says_how_to_choose():
    """Walk 09q, fault 7: a card clicked twice in the give step (chosen, then not), then
    Run, heard the text box's "'contribute' needs the cards to discard, e.g. 'contribute
    food3 look'", with a card the hand may not hold; the offer step's Run with nothing
    chosen hears "click a card of your hand"."""
    trade = giving_editor()
    words = trade.edit({"type": "act", "words": ["contribute"]})
    with pytest.raises(LabError) as refused:
        trade.action(words)
    said = str(refused.value)
    assert said == "Choose what to give first: click a card of your hand."
