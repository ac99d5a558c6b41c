"""The words a play cell of lesson 06 (Energy Seekers) hears for each kind of turn: giving
cards to a remote-controlled piece, running, passing, and what the child may do now."""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.lessons import EnergySeekersPlay
from tests.support.lesson_runs import NOTEBOOKS


def _giving() -> EnergySeekersPlay:
    """Cody's piece is remote-controlled and Ada chooses first what to give it."""
    game = EnergySeekersPlay({"players": ["ada", "cody", "roby"],
                              "deck": ["F", "F", "L", "R", "R", "F", "L", "F", "F"],
                              "pieces": {"cody": {"position": 8, "facing": "E"}},
                              "controlled": ["cody"]}, seed=3)
    assert game.state.phase == "give" and game.state.player == "ada"
    return game


@pytest.mark.parametrize("written", ["none", "Nothing", "no cards", "give nothing.",
                                     "Give none", "niente"])
def test_giving_nothing_is_read_in_the_words_a_child_writes(written):
    """Walk 06s, fault 1: the status said "or give none", and "none" and "nothing" heard
    "'none' is not a card: use F, L or R"; only the exact "give none" gave no card."""
    game = _giving()
    turn = game.play(written)
    assert turn.ok, turn
    assert turn.lines[0] == "You (Ada) give nothing:"
    assert game.state.to_dict()["remote"].get("cody") in (None, [])


def test_nothing_written_while_giving_says_how_to_give_cards_or_none():
    """Walk 06s, fault 1: an empty play cell while giving heard only "nothing is written
    between the quotes yet"."""
    game = _giving()
    before = game.state.to_dict()
    turn = game.play("")
    assert not turn.ok
    assert turn.lines[0] == ('✘ Not played: nothing is written between the quotes yet: write '
                             'the cards you give, or write "give none" to give no card.')
    assert game.state.to_dict() == before
    assert '(or "give none" to give no card)' in game.status()


@pytest.mark.parametrize("written", ["2 F", "R2", " 16 ", "REPEAT 2 [F]"])
def test_a_number_in_a_play_cell_hears_what_the_board_says(written):
    """Walk 06p3, fault 1: "2 F" in a play cell heard "REPEAT needs a [ before the cards it
    holds", and "REPEAT 2 [F]" then "no blue cards": a game with no REPEAT sent the child
    round in a circle. The cell reads a move as the board's text box does, and says what
    it says."""
    game = EnergySeekersPlay(seed=11)
    before = game.state.to_dict()
    board = game.widget()
    board.receive({"type": "set_program", "text": written})
    turn = game.play(written)
    assert not turn.ok and game.state.to_dict() == before
    assert turn.lines[0] == f"✘ Not played: {board.error}"
    assert "is not a card: to play a card more than once, write it again" in turn.lines[0]
    assert not any(w in turn.lines[0] for w in ("REPEAT", "[", "blue")), turn.lines[0]


@pytest.mark.parametrize("written", [" 16 ", "give cody 16"])
def test_cards_to_give_that_cannot_be_read_hear_what_giving_takes(written):
    """Walk 06p3, fault 7: " 16 " while giving heard the REPEAT message, not how to give."""
    game = _giving()
    before = game.state.to_dict()
    turn = game.play(written)
    assert not turn.ok and game.state.to_dict() == before
    assert turn.lines[0] == ('✘ Not played: 16 is not a card: write the cards you give, or '
                             'write "give none" to give no card.')


def test_the_lesson_says_how_to_give_cards_and_how_to_give_none():
    """Walk 06s, fault 1: the words above the play cells told run and stuck, never giving."""
    cells = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text())["cells"]
    play = next("".join(c["source"]) for c in cells
                if "".join(c["source"]).startswith("### Play a whole game"))
    assert "**give**" in play and "**give none**" in play


def _on_your_turn(kind: str) -> EnergySeekersPlay:
    """A game of the lesson's kind where your turn's move is ``kind`` (run or stuck)."""
    for seed in range(200):
        game = EnergySeekersPlay(seed=seed)
        for _ in range(60):
            if game.over or game.state.player != game.you:
                break
            if game.state.legal_actions()[0].verb == kind:
                return game
            game.move(str(game.state.legal_actions()[0]))
    pytest.skip(f"no seed reached a {kind} turn")


@pytest.mark.parametrize(("kind", "typo", "near"), [("run", "rnu", "run"),
                                                    ("stuck", "Stcuk", "stuck")])
def test_a_misspelt_move_hears_the_word_it_is_near(kind, typo, near):
    """Walk 06s, fault 3: "rnu" and "stcuk" heard "is not a card: use F, L or R"."""
    game = _on_your_turn(kind)
    before = game.state.to_dict()
    turn = game.play(typo)
    assert turn.lines[0] == f"✘ Not played: '{typo}' is not a card: maybe you meant {near}."
    assert game.state.to_dict() == before


@pytest.mark.parametrize("typo", ["runn", "Stcuk"])
def test_a_misspelt_move_that_is_not_this_turns_is_not_offered(typo):
    """Walk 06w, fault 10: "runn" heard "maybe you meant run" on a turn where run is refused
    ("your piece is not remote-controlled"): a suggestion that leads to another error."""
    turn = EnergySeekersPlay(seed=79).play(typo)
    assert "maybe you meant" not in turn.lines[0] and "use F, L or R" in turn.lines[0], turn.lines


@pytest.mark.parametrize("kind", ["run", "stuck"])
def test_cards_written_on_a_turn_with_no_cards_of_your_own_say_what_to_write(kind):
    """Walk 06s, fault 3: "F" when stuck heard "declare 'stuck' (Stuck)", an echo of the
    game's notation, and cards while remote-controlled "it must 'run' the cards"."""
    game = _on_your_turn(kind)
    before = game.state.to_dict()
    said = game.play("F").lines[0]
    assert said.startswith("✘ Not played: ") and "so this turn you play none of your own " \
        f"cards: write {kind} in their place" in said, said
    assert "(Stuck)" not in said and "'" not in said
    assert game.state.to_dict() == before


@pytest.mark.parametrize("written", ["give F to cody", "Give F, to Cody.", "give cody f"])
def test_a_gift_is_read_with_the_piece_named_before_or_after_the_cards(written):
    """Walk 06s, fault 3: "give F to cody" heard "'T' in 'f to cody' is not a card"."""
    game = _giving()
    turn = game.play(written)
    assert turn.ok, turn
    assert turn.lines[0] == "You (Ada) give F to Cody:"


@pytest.mark.parametrize("written", ["cody F", "Cody: F", "F cody"])
def test_a_gift_is_read_with_its_give_left_out(written):
    """Walk 06p, fault 1: the hint cell's "give roby F", written "roby F", heard "'roby' is
    not a card": what the course suggests is what its cells take."""
    game = _giving()
    turn = game.play(written)
    assert turn.ok, turn
    assert turn.lines[0] == "You (Ada) give F to Cody:"


@pytest.mark.parametrize("written", ["give F to roby", "roby F"])
def test_a_gift_to_a_piece_that_is_not_remote_controlled_says_which_one_is(written):
    game = _giving()
    before = game.state.to_dict()
    said = game.play(written).lines[0]
    assert said == ("✘ Not played: Roby's piece is not remote-controlled: you give cards to "
                    "Cody's piece.")
    assert game.state.to_dict() == before


def test_give_written_when_nobody_waits_for_cards_says_when_cards_are_given():
    game = EnergySeekersPlay(seed=11)
    said = game.play("give F to cody").lines[0]
    assert said == ("✘ Not played: you give cards only at the start of your turn, while "
                    "another player's piece is remote-controlled.")


def test_what_you_can_do_now_calls_gifts_gifts():
    """Walk 06s, fault 4: while Ada gives, "Stuck on a move?" printed "Moves that keep Ada
    on the path: give none, give cody F, ...", though a gift moves no piece."""
    said = _giving().choices()
    assert said.startswith("Gifts you can make now (giving cards moves no piece")
    assert "give none, give cody F" in said and "Moves" not in said


@pytest.mark.parametrize(("kind", "said"), [("run", "What you can do now: run"),
                                            ("stuck", "What you can do now: stuck to pass.")])
def test_what_you_can_do_now_on_a_turn_with_no_cards_of_your_own(kind, said):
    assert _on_your_turn(kind).choices().startswith(said)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_a_step_of_only_still_events_moves_no_piece(seed):
    """Walk 06s, fault 8: Predict skips the steps whose events are all of kinds that never
    move a piece (a draw, a gift...): they must truly move none, in any game."""
    from codyroby_lab.games.energy_seekers import EnergySeekers, bots
    from codyroby_lab.lessons.energy_seekers import STILL

    state = EnergySeekers(players=["ada", "cody", "roby"]).new_state(seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(60):
        if state.is_terminal():
            break
        act = bots.random_legal(state.clone(), state.player, rng)
        trace = state.play(act)
        for k in range(1, len(trace)):
            if all(e.kind in STILL for e in trace.events(k)) and trace.events(k):
                assert list(trace[k].pos) == list(trace[k - 1].pos)
                assert list(trace[k].facing) == list(trace[k - 1].facing)


#: how many characters a line of the board's title holds at 1366x650, the file browser
#: closed (walk 06s, shot 047: "Energy Seekers: you are Ada. ✘ Your answer north is not the
#: answer to "A robot faces north and runs L L. Which" is one line)
TITLE_LINE = 115


def test_a_wrong_challenge_answer_keeps_the_title_to_two_lines():
    """Walk 06s, fault 9: after a wrong Challenge answer the title said the answer, the
    question again, when it comes back, the hint and the next step: three lines, the first
    cut off at the top of the screen. It says the answer was not right and the hint (the
    words under the buttons and What happened say the rest)."""
    from codyroby_lab.lessons import feedback

    feedback.forget()
    game = EnergySeekersPlay(seed=79)
    board = game.widget()
    for cards in ("F F F", "L F", "R F", "west"):
        assert game.play(cards).ok
    title = board.scene["title"]
    assert "✘ Your Challenge answer was not right. Hint: " in title, title
    assert "Which way does it face now?" not in title and "Next: " in title
    assert len(title) <= 2 * TITLE_LINE, len(title)


def test_the_key_and_the_lesson_tell_a_cards_count_from_a_repetition_square():
    """Walk 06s, fault 7: "×2" on a card (you hold two) and "x2" on a square (the move runs
    twice) looked alike; the card now says "2 cards", and the key and the lesson say both."""
    legend = " ".join(item["label"] for item in EnergySeekersPlay(seed=79).widget()
                      .scene["legend"])
    assert "x2 Repetition: a move starting here runs twice (a card's \"2 cards\" is " \
           "something else: how many of that card you hold)" in legend
    cells = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text())["cells"]
    board = next("".join(c["source"]) for c in cells
                 if "".join(c["source"]).startswith("## Play on the board"))
    assert '"2 cards"' in board and "Repetition" in board and "×2" not in board
