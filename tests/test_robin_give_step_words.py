"""Robin's give step (the Contribution), as the board and a cell answer it: the board's own
word "give" is read as the game's "contribute", and a Run with no card chosen hears how to
choose one, as in the offer step."""
import pytest

from codyroby_lab.core.errors import LabError
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.robin.game import Robin
from codyroby_lab.lessons.robin import RobinPlay
from codyroby_lab.ui.editors import editor_for
from tests.support import robin_setups

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
    with pytest.raises(LabError, match="You cannot give now") as refused:
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


# Ann on space 6: the space reads "give 2" (the rulebook writes -2 under it).
GIVING_TWO = {**GIVING, "pieces": {"ann": 6, "bob": 2, "cy": 2}}


def test_too_few_cards_hears_the_spaces_own_words():
    """Walk 09s, fault 3: the board said "contribute 2 cards (the number under your space
    is -2), not 1" beside a space reading "give 2"."""
    game = RobinPlay(GIVING_TWO, you="ann", name="game")
    said = " ".join(game.move(f"give {game.hand[0]}").lines)
    assert "your space says give 2: choose 2 cards, not 1" in said
    assert "-2" not in said and "contribut" not in said


def test_a_short_hand_hears_it_gives_all_it_holds():
    state = robin_setups.state(hands={"ann": [], "bob": [], "cy": []}, mission=["food1"],
                               recycle=False, pieces={"ann": 6, "bob": 3, "cy": 4})
    with pytest.raises(LabError, match="your space says give 2: you hold only 1 card: "
                                       "choose it, not 2"):
        state.checked(Action("contribute", ("food1", "food1"), "ann"))


def test_the_choice_and_the_steps_say_give():
    """The text box, a refusal at another step and a cell's "Next:" all say "give"."""
    trade = giving_editor()
    assert trade.text(trade.read("contribute food3")) == "give food3"
    with pytest.raises(LabError, match="you may give"):
        trade.read("offer food3")
    game = RobinPlay(GIVING_TWO, you="ann", name="game")
    assert 'game.move("give CARD CARD")' in " ".join(game.status().split())


def test_the_rule_under_a_give_step_says_given():
    from codyroby_lab.games.robin import rules
    assert rules.ORDER.text.startswith("Cards given go on the Contribution stack")
