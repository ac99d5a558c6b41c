"""What the Duel's board offers and says at each part of a game (lesson 04), read from the
scene Python sends it: the hand beside the board is offered only when cards can be played."""

from __future__ import annotations

from codyroby_lab.games.codyroby.duel import Duel
from codyroby_lab.lessons.duel import DuelPlay
from codyroby_lab.lessons.play import OUTDATED, RUN_ITS_CELL, STOPPED, outdate_unnamed


def test_the_hand_waits_while_the_blocks_go_down():
    """Walk 04s, fault 5: before the blocks were placed, the title asked for a block while
    the hand's cards could be picked, and Run then said "Not played: first each side puts
    one block". The hand is not offered then, and says what it waits for; once the blocks
    are down it is offered again, without the waiting words."""
    s = Duel().new_state(seed=4)
    editor = s.scene("A")["editor"]
    assert editor["verbs"] == [] and editor["hand"] == s.hands["A"]
    assert "wait" in editor["waits"] and "block" in editor["waits"]
    s.apply("block C3")
    s.apply("block A3")
    editor = s.scene(s.current_player())["editor"]
    assert editor["verbs"] == ["play"] and "waits" not in editor


def test_an_older_board_says_at_once_and_only_that_it_is_older():
    """Walk 04s, fault 6: after a cell dealt a new game, the old board's title said only "A
    replay: press ⇥"; at the end of the replay it said both "This board shows an older
    game... Run the cell again" and, under the hand, "The game is over... Press New game",
    which it then refused. Its replay goes, so its title says at once that it is older, and
    the hand offers nothing and says the same."""
    old = DuelPlay(seed=1)
    board = old.widget()
    old.block("C3")
    assert old.play("F").ok and board.trace_meta          # a move's replay on the board
    outdate_unnamed({"duel": old})                        # a cell named it
    outdate_unnamed({"duel": DuelPlay(seed=2)})           # the name holds a new game
    assert not board.trace_meta
    editor = board.scene["editor"]
    assert board.scene["title"] == OUTDATED and editor["verbs"] == []
    # said once, in the title: the hand points there (walk 06v, fault 12: the title, the
    # hand and a red box said "older game" three times)
    said = [board.scene["title"], board.scene["note"], editor["waits"], board.error]
    assert sum("older game" in words for words in said) == 1, said
    assert editor["waits"] == STOPPED and "title" in STOPPED
    # a refused button leaves it so, and says what to do (walk 04v, fault 3: the hand's
    # words again, a pointer to the title)
    board.receive({"type": "new_game"})
    assert board.scene["title"] == OUTDATED and board.error == RUN_ITS_CELL
    assert board.error != editor["waits"]


def test_an_older_board_offers_no_new_game():
    """Walk 04v, fault 3: an older game's board offered New game; "Start again?" answered
    Yes said "No new game was started: the red words say why", and the red words sent the
    child to the title. Its New game goes, and Run says what to do, not the hand's words."""
    old = DuelPlay(seed=1)
    board = old.widget()
    assert board.new_game
    outdate_unnamed({"duel": old})
    outdate_unnamed({"duel": DuelPlay(seed=2)})
    assert not board.new_game
    board.receive({"type": "run"})
    assert board.error == RUN_ITS_CELL and "run the cell that opens the board" in board.error
    assert board.error != board.scene["editor"]["waits"]


def test_a_board_made_after_moves_played_in_cells_gets_the_last_one_when_drawn():
    """Walk 06v, fault 6 (walk 06t, fault 2): a board made after moves played in cells said
    "Nothing played yet" by pieces that had moved. Drawn, it gets the last move, which the
    browser shows at its end (a game's board, with New game: tests/browser/test_walk_06).
    A board with no move of the learner's gets nothing: the blocks alone, placed before any
    card, or the computers' moves a deal starts with (Robin, whose Tuck moves first); nor
    does a board never drawn (a page saved from it, tests/browser/test_game_boards)."""
    from codyroby_lab.lessons import EnergySeekersPlay
    from codyroby_lab.lessons.robin import RobinPlay
    duel = DuelPlay(seed=1)
    duel.block("C3")
    robin = RobinPlay({"first": "tuck"}, seed=2)
    assert robin.turns
    for game in (duel, robin):
        board = game.widget()
        board._ipython_display_()
        assert not board.trace_meta and board.trace is None, game
    assert duel.play("F").ok
    seekers = EnergySeekersPlay(seed=79)
    assert seekers.play("F F F").ok
    for game in (duel, seekers):
        board = game.widget()
        assert not board.trace_meta, game                   # not drawn yet
        board._ipython_display_()
        assert board.trace_meta and board.new_game, game
        assert board.trace is game.turns[-1].trace, game


def test_a_card_the_hand_lacks_is_said_to_be_not_in_the_hand():
    """Walk 04p3, fault 5: "R F" typed with no R in the hand heard "There is no R card
    here", as if R were no card at all: it hears that the hand holds no R card."""
    duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1"}},
                     "hands": {"A": ["F", "F", "L", "L", "F"], "B": ["F"] * 5},
                     "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
    board = duel.widget()
    board.receive({"type": "set_program", "text": "R F"})
    assert board.error.startswith("Your hand holds no R card: use F or L")
    assert not board.program                                        # nothing taken
    board.receive({"type": "set_program", "text": "X"})
    assert board.error.startswith("There is no X card here")        # no card of the game


def test_an_older_board_keeps_no_crash_mark():
    """Walk 04p3, fault 6: a board whose game a cell dealt again still showed A with a red
    crash cross, while What happened said "No move on show": its pieces carry no mark of
    how the older game ended."""
    old = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1"}},
                    "hands": {"A": ["L", "F", "F", "F", "F"], "B": ["F"] * 5},
                    "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
    board = old.widget()
    old.play("L F")                                       # A drives off the board: a crash
    assert old.over and any(p["crashed"] for p in board.scene["pieces"])
    outdate_unnamed({"duel": old})
    outdate_unnamed({"duel": DuelPlay(seed=2)})
    assert board.scene["title"] == OUTDATED and not board.trace_meta
    assert not any(p["crashed"] or "crash" in p["label"] for p in board.scene["pieces"])
    assert old.state.robots["A"].crashed                  # the game itself is as it ended
