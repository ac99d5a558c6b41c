"""Lesson 9 (Robin), what the fresh-eyes walk 09e found: each test fails before its fix."""

import pytest

from codyroby_lab import lessons


# fault 1: the template is `my_chance = "?"`, and ".4" in its quotes was told
# "4 is more than 1. Is a dot missing?"
@pytest.mark.parametrize("written", [".4", " 0.4 ", "0,4", '".4"', "0.4.", "40%"])
def test_a_chance_written_in_quotes_reads_as_the_number(written):
    result = lessons.check_chance(written, 25)
    assert result.ok and "dot" not in result.message


def _choosing():
    """A 4-player game where Ann chooses between the counter-offers (only Bob's is a card)."""
    from codyroby_lab.games.robin.game import Robin
    state = Robin.from_setup({
        "players": ["ann", "bob", "cy", "dan"], "first": "ann",
        "hands": {"ann": ["food13"], "bob": ["animals1"], "cy": [], "dan": []},
        "pieces": {"ann": 2, "bob": 1, "cy": 1, "dan": 1}}).new_state()
    for action in ("offer food13", "bob: counter animals1", "cy: counter none",
                   "dan: counter none"):
        state.apply(action)
    return state


# fault 5: with 4 players, 'offer food 3' was told "use accept, neutral", then 'neutral'
# "needs a whole number", and only 'neutral 3' said there is no neutral player
@pytest.mark.parametrize("typed", ["offer food3", "neutral", "neutral 3"])
def test_four_players_are_never_sent_to_the_neutral_player(typed):
    from codyroby_lab.core.errors import IllegalAction
    state = _choosing()
    with pytest.raises(IllegalAction) as refused:
        state.apply(typed)
    # (what was typed is said back, walk 09s fault 11: no other word names the neutral player)
    said = str(refused.value).replace(repr(typed), "").replace(f"{typed.split()[0]!r}", "")
    assert "neutral" not in said
    assert "accept" in str(refused.value)


# fault 6: 'move Robin Marian' was refused ("there is no piece 'Robin'") though the board
# and the status line write Robin with a capital, and card ids are read in any case
def test_pieces_and_players_are_read_as_the_board_writes_them():
    state = _choosing()
    state.apply("accept Bob")
    before = list(state.pos)
    state.apply("Move Bob Ann -")
    assert state.pos != before


# fault 13: "Line 13 of the cell is not lined up": a cell shows no line numbers
def test_a_line_out_of_step_is_quoted_as_the_child_wrote_it():
    try:
        compile("def f():\n    x = 1\n      return x\n", "<cell>", "exec")
    except IndentationError as e:
        said = lessons.plain(e).message
    assert '"return x"' in said, said


# fault 8: "give 1 card(s) ... click them in order (the last one ends on top)" and a cell's
# template game.move("contribute CARD CARD") for one card invited writing two
def test_giving_one_card_is_worded_for_one():
    game = lessons.RobinPlay({"first": "will", "pieces": {"will": 3}}, seed=1)
    said = " ".join(game.status().split())
    assert 'game.move("give CARD")' in said and "give 1 card to" in said
    assert "(s)" not in said and "in order" not in said
    two = lessons.RobinPlay({"first": "will", "pieces": {"will": 6}}, seed=1)
    assert 'game.move("give CARD CARD") (the last one ends on top)' in " ".join(
        two.status().split())


def raiser(obs):
    """A learner's strategy with a bug."""
    raise RuntimeError("my bug")


# fault 11: a buggy strategy's report said "(in a process of its own a strategy has what its
# source imports and defines, and the plain values it reads)", and the same fault 8 times
def test_a_strategys_fault_is_said_once_and_in_plain_words():
    from codyroby_lab.games.robin import sandbox
    from codyroby_lab.games.robin.bots import greedy
    from codyroby_lab.games.robin.tournament import tournament
    said = sandbox._words(NameError("name 'helper' is not defined"))
    assert "process" not in said and "plain values" not in said and "its own cell" in said
    t = tournament([raiser, greedy], games=3, players=2, seed=0, executor=None,
                   progress=False)
    report = repr(t)
    assert len(t.faults) == 3 and report.count("my bug") == 1, report
    assert "failed, so these games have no winner" in report, report


# fault 11: a strategy (or a cell) that answered a card alone was told "'food8' is not an
# action here: use offer, use, pass"
def test_a_card_alone_is_told_what_to_write_before_it():
    game = lessons.RobinPlay({"first": "will"}, seed=1)
    card = game.hand[0]
    said = str(game.move(card))
    assert f"'offer {card}'" in said and "use offer, use, pass" not in said


# fault 14: the arrow groups' example was "the rulebook's": Ann with Yellow, Red, Blue and
# Green (a child has no rulebook, and the lesson's pieces are Will, Robin, Marian and Tuck);
# "a search: a function that calls itself"; "cores" and "the true win rate" unexplained
def test_the_lesson_speaks_of_its_own_pieces_and_explains_its_words():
    import json
    from pathlib import Path
    notebook = Path(__file__).resolve().parent.parent / "notebooks" / "09_robin.ipynb"
    cells = {c.get("id"): " ".join("".join(c["source"]).split())
             for c in json.loads(notebook.read_text(encoding="utf-8"))["cells"]}
    text = " ".join(cells.values())
    assert [w for w in ("rulebook's example", "Ann ", "Yellow", "true win rate") if w in text] == []
    assert '["Will", "Robin", "Marian", "Tuck"]' in cells["robin-13"]
    assert "search**: a function that calls itself" not in cells["robin-14"]
    assert "*cores* (the parts" in cells["robin-25"]


# fault 12: the unchanged cell heard "that is 1 group, plus the most the other groups can do
# with the other pieces", which with the cell's comment spells out the missing line
def test_exercise_1_unchanged_is_not_told_the_missing_line():
    def most_groups(pieces, groups):
        return 0
    said = lessons.check_most_groups(most_groups)
    assert not said.ok and "1 group" in said.hint
    assert "plus the most the other groups" not in said.hint
