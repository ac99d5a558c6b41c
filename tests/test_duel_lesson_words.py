"""Lesson 4's words about the duel: the rules tied to their steps, the block the board
places and the rules' list, as a 12-year-old reads them."""

from __future__ import annotations

import html
import json
import re

from codyroby_lab.core import scene
from codyroby_lab.lessons import DuelPlay
from tests.support.lesson_cells import duel_first_move, run_cell
from tests.support.lesson_runs import NOTEBOOKS


def _cells(kind: str = "code") -> list[str]:
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == kind]


def test_each_rule_of_a_move_says_the_steps_of_the_table_it_made():
    """Walk 04n, fault 8: the cell printed three rules over a six-step table, and nothing
    tied a rule to its step. Each rule says its steps, and every step of the table has
    one."""
    ns: dict = {}
    said = duel_first_move(_cells(), ns)
    said_steps = re.findall(r"^steps? ([\d, ]+): ", said, re.MULTILINE)
    steps = sorted(int(n) for numbers in said_steps for n in numbers.split(","))
    assert steps == list(range(1, len(ns["turn"].trace))), said


def test_new_game_says_why_it_put_the_childs_block_there():
    """Walk 04n, fault 5: New game put the child's block on D5 every time, beside A's own
    corner, and it read as a block in their own way. It is where the computer's shortest
    way to A comes in, and the title says so."""
    duel = DuelPlay(seed=1)
    w = duel.widget()
    w.receive({"type": "new_game"})
    title = w.scene["title"]
    assert "New game put your block on D5, on the computer's shortest path to you" in title


def test_the_rules_list_says_what_the_cards_do():
    """Walk 04n, fault 9: the rules printed at the start never said what F, L and R do."""
    ns: dict = {}
    said = run_cell(_cells()[0], ns)
    for card in ("F (green)", "L (yellow)", "R (red)"):
        assert card in said, said


def test_the_deal_is_said_in_plain_words():
    """Walk 04n, fault 9: "deals a new game" and "shuffled" are card players' words."""
    text = next(src for src in _cells("markdown") if src.startswith("## A new game"))
    assert "deals a new game" not in text and "mixes" in text, text


def test_a_typo_among_the_cards_is_pointed_at():
    """Walk 04p, fault 14: "RFX" was refused as "'RFX' is not a card of the Duel", without
    saying that the X is the slip; the board's text box names it."""
    duel = DuelPlay(seed=2026)
    duel.block("C3")
    before = duel.state
    turn = duel.play("RFX")
    assert not turn.ok and "In 'RFX', X is not a card in Il Duello" in str(turn), turn
    assert duel.state == before                        # nothing played


def test_the_empty_table_says_the_cards_played_were_put_aside():
    """Walk 04p, fault 3: at the step that ends a turn the board said "cards played this
    turn at this step: no cards", as if the cards played had not counted: the table is
    emptied as the turn ends, and an empty table now says so."""
    duel = DuelPlay(seed=2026)
    duel.block("C3")
    assert duel.play(duel.hand[0]).ok
    drawn = duel.widget().scene
    table = next(layer for layer in drawn["layers"] if layer["id"] == "table")
    assert table["cards"] == []
    assert table["empty"] == "none (the cards played are put aside when a turn ends)"
    assert scene.check(drawn) is None                   # a field the scene format names


def test_the_keys_that_move_a_chosen_card_are_named():
    """Walk 06p, fault 4 (the same hand as the Duel's): "Alt + arrows" had a child press
    Alt+Right on Cards to play, a list going down the page, and nothing moved."""
    text = "\n".join(_cells("markdown"))
    assert "Alt + arrows" not in text
    assert "**Alt** with the **up** or **down** arrow moves a card" in text


def test_the_board_help_says_how_the_keyboard_leaves_the_board():
    """Walk 04v, fault 6: Tab goes round inside the board and never leaves it; only lesson
    01 said that Escape then Tab goes back to the notebook, and a child may start here."""
    help_box = next(src for src in _cells("markdown") if "More buttons and keys" in src)
    assert "press **Escape** then **Tab** to go back to the notebook" in help_box, help_box


def test_the_lesson_says_losing_the_first_games_is_normal():
    """Walk 04p, fault 8: following the hint led into a corner where every move lost; the
    lesson warns of the corner, but a child who lost in one turn, then in three, felt the
    computer could not be beaten. The lesson says that is normal, and what a loss teaches."""
    text = next(src for src in _cells("markdown") if "duel.hint()" in src)
    assert "Losing your first games, even in a turn or two, is normal." in text, text


def test_a_refused_card_names_the_game_as_the_lesson_does():
    """Walk 04q, fault 12: the lesson calls the game "Il Duello", but a wrong card heard it
    was "not a card of the Duel", as if that were another game."""
    duel = DuelPlay(seed=2026)
    duel.block("C3")
    for typed in ("G", "three F"):
        said = str(duel.play(typed))
        assert "Il Duello" in said and "the Duel" not in said, said


def test_a_move_before_the_blocks_sends_to_a_board_that_shows_this_game():
    """Walk 04q, fault 2: after a cell dealt again, a move before the blocks said "press
    New game on the board", and that board, showing the older game, refused New game. With
    no board on this game yet, the words send the child to run the board's cell (named by
    its heading: walk 04z, fault 2)."""
    duel = DuelPlay(seed=2026)
    said = str(duel.play("F"))
    assert 'run the cell under "Play on the board"' in said, said
    assert any(src.startswith("## Play on the board") for src in _cells("markdown"))
    duel.widget()
    assert "press New game on the board" in str(duel.play("F"))


def _blocks(text: str) -> list[str]:
    """A cell's paragraphs and list items, each as written (its lines kept)."""
    return [block for para in text.split("\n\n")
            for block in re.split(r"\n(?=- )", para) if block.strip()]


def test_the_boards_and_the_whole_games_words_come_in_short_pieces():
    """Walk 04q, fault 11: the cells on the desk-check table, the board and a whole game
    were long and dense; the hint cell was one block of ten lines mixing the hint, its
    peeking, the corner and losing, which a child skips. No paragraph or point of theirs
    (the folded list of keys aside) is longer than three lines."""
    starts = ("Each thing that happened", "## Play on the board", "### Play a whole game")
    for text in (src.split("<details>")[0] for src in _cells("markdown")
                 if src.startswith(starts)):
        long = [b for b in _blocks(text) if b.count("\n") >= 3]
        assert not long, long


def test_what_you_learned_says_the_computer_cannot_see_your_cards():
    """Walk 04r, fault 5: "What you learned" said the computer "keeps out of reach", and in
    the walker's game it walked two squares in front of A, who won at once. It counts only
    how many cards you hold, not which: here A holds two F cards, moves that stay out of
    their reach exist, and the computer still comes into it. The lesson says so."""
    import numpy as np

    from codyroby_lab.games.codyroby import bots
    from codyroby_lab.games.codyroby.duel import Duel
    from codyroby_lab.lessons.duel import _move

    state = Duel.from_setup({
        "robots": {"A": {"at": "C3", "facing": "E"}, "B": {"at": "E5", "facing": "E"}},
        "hands": {"A": ["L", "F", "R", "R", "F"], "B": ["R", "R", "R", "F", "F"]},
        "deck": ["F"] * 20, "blocks_each": 0, "first": "B"}).new_state()
    chosen = bots.heuristic_player(state.clone(), "B", np.random.default_rng(0))
    assert any(_move(state, m, "out of reach").ok for m in state.legal_actions())
    assert not _move(state, chosen, "out of reach").ok
    learned = " ".join(next(src for src in _cells("markdown")
                            if src.startswith("## What you learned")).split())
    assert "keeps out of reach, then" not in learned
    assert "it cannot see your cards, only how many you hold" in learned
    assert "it often comes closer, into your reach" in learned


def test_the_hand_under_the_board_says_it_is_the_hand_at_the_step_on_show():
    """Walk 04r, fault 4: while F F L were chosen, "Left in your hand" showed F and L, and
    the line under the board "A's hand: L, L, F, F, F", all five: the child thought the
    cards were not taken. That line is the hand at the replay's step on show (step 0 before
    Run), and says so, as the race's "registers at this step" does."""
    board = DuelPlay(seed=1).widget()
    labels = {x["id"]: x["label"] for x in board.scene["layers"]}
    assert labels["hand:A"] == "A's hand at this step"
    assert labels["hand:B"] == "B's hand at this step"


def test_what_you_learned_says_one_thing_a_bullet_in_short_sentences():
    """Walk 04t, fault 9: the last bullet of "What you learned" was one tangled paragraph
    of six sentences (the computer's cards, its wins, its reach, the one-card rule), hard
    to follow at 12. Each bullet says one thing, in at most three short sentences."""
    learned = next(src for src in _cells("markdown") if src.startswith("## What you learned"))
    bullets = [" ".join(b.split()) for b in learned.split("\n- ")[1:]]
    for bullet in bullets:
        sentences = [x for x in re.split(r"(?<=[.!?])\s", bullet.split("\n\n")[0]) if x]
        assert len(sentences) <= 3 and all(len(x.split()) <= 22 for x in sentences), sentences


def test_a_block_on_a_roby_says_whose_roby_stands_there():
    """Walk 04v, fault 9: duel.block("A5") said only "A5 is not free", and nothing said
    that the child's own Roby stands there; a block on a block says that one is there."""
    duel = DuelPlay(seed=2026)
    said = str(duel.block("A5"))
    assert "A5 is not free: Roby A stands on it" in said, said
    game = DuelPlay({"board": {"blocks": ["C3"]}}, seed=1)
    said = str(game.block("C3"))
    assert "C3 is not free: a block is already on it" in said, said


def test_the_hint_says_when_every_move_loses():
    """Walk 04v, fault 5: followed every turn, the hint led Roby against the edge holding
    only F cards; it then said "F", and F crashed, with no sign that every move lost. It
    says so beside the cards, and says when no move keeps Roby out of the computer's reach
    (it wins on its turn); a position with a safe move gets the cards alone."""
    edge = DuelPlay({"blocks_each": 0, "hands": {"A": ["F"] * 5},
                     "robots": {"A": {"at": "A1", "facing": "N"}, "B": {"at": "E5"}}})
    assert edge.hint().startswith("F (every move you can make now loses"), edge.hint()
    reach = DuelPlay({"blocks_each": 0, "hands": {"A": ["L"] * 5, "B": ["F", "F", "L", "L", "L"]},
                      "robots": {"A": {"at": "C3", "facing": "N"},
                                 "B": {"at": "C1", "facing": "S"}}})
    assert "no move you can make now keeps your Roby out of the computer's reach" in reach.hint()
    free = DuelPlay({"blocks_each": 0, "hands": {"A": ["F", "R", "L", "L", "F"]}}, seed=1)
    assert "(" not in free.hint(), free.hint()


def test_a_move_played_in_a_cell_shows_the_board_under_its_words():
    """Walk 04v, fault 7: the cells that place a block or play cards printed only words,
    and the board was a screen or more above. Each move, and each refused one, shows the
    picture of the position now under its words (the cells end with the move, so a
    notebook shows it)."""
    ends = [src.splitlines()[-1] for src in _cells() if "duel.play(my_cards)" in src
            or 'duel.block("C3")' in src]
    assert ends == ["turn", "duel.play(my_cards)", "duel.play(my_cards)"], ends
    duel = DuelPlay(seed=2026)
    # the moves the computer plays for you too (walk 04z, fault 9)
    for turn in (duel.block("A5"), duel.block("C3"), duel.play("F"), duel.play("X"),
                 duel.play_to_the_end(autoplay=True)):
        shown = html.unescape(turn._repr_html_() or "")
        assert "<svg" in shown, str(turn)
        assert -1 < shown.find(str(turn).splitlines()[0]) < shown.index("<svg"), shown[:300]


def test_the_words_after_the_block_name_the_picture_as_it_is_drawn():
    """Walk 04p3, fault 7: the block cell already shows the board, and the text under it
    said to run the next cell to see "the picture of the board". Fault 8: it said each block
    has "the letter of its side", where the picture marks them "A's" and "B's"; and Roby B
    and the L card are both yellow, with nothing to tell them apart. Walk 04r6, fault 7:
    "The L card is yellow too: a Roby is a round piece..." read as if L belonged to B: it
    says the card belongs to no side."""
    duel = DuelPlay(seed=2026)
    picture = duel.block("C3").picture                    # what the block cell shows
    assert picture is not None and ">A's<" in picture.data and ">B's<" in picture.data
    words = [" ".join(w.split()) for w in _cells("markdown")]
    after = next(w for w in words if w.startswith("Which rules acted in this turn?"))
    assert "The picture under your block's cell shows the board now" in after
    assert "**A's** is yours, **B's**" in after and "letter of its side" not in after
    assert "The L card is yellow too, but it belongs to no side" in words[0]


def test_the_words_before_the_first_facing_say_which_way_north_is():
    """Walk 04q4, fault 4: every move's words say "facing north", and the lesson said only
    "row 1 is at the top": a child worked out which way east is before each turn. The text
    just above the first cell that prints a Roby's facing says north is up, towards row 1."""
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    ns: dict = {}
    said, before = "", ""
    for cell in nb["cells"]:
        src = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            before = src
            continue
        said = run_cell(src, ns)
        if "facing" in said:
            break
    assert "facing north" in said, said
    words = " ".join(before.split())
    assert "**north** is up, towards row 1" in words, words
    assert "east is to the right" in words, words


def test_the_rules_and_the_text_say_the_deck_comes_back_in_one_wording():
    """Walk 04q4, fault 5: the text explained "reshuffled", a word the printed rules never
    use ("the cards played are shuffled and become the deck again")."""
    ns: dict = {}
    rules = run_cell(_cells()[0], ns)
    assert "shuffled and become the deck again" in rules, rules
    for text in [rules, *_cells("markdown")]:
        assert "reshuffle" not in text.lower(), text


def test_the_printed_rule_says_a_roby_that_would_drive_off_stays_on_its_square():
    """Walk 04q4, fault 7: cell 2's rule said only "Moving off the board or into a block
    loses", and the board's Predict wanted the Roby on its own square after the crash. The
    rule the lesson prints says where the Roby stays."""
    ns: dict = {}
    rules = run_cell(_cells()[0], ns)
    lose = next(line for line in rules.splitlines() if "loses" in line and "block" in line)
    assert "stays on its square" in lose, lose


def test_the_cell_before_the_first_move_says_what_to_do_and_shows_the_hand():
    """Walk 04r6, faults 3 and 4: run before any block, the cell that lists the turn's rules
    printed nothing but the picture (the table's cell says "No move yet"); after the block,
    it showed no hand, though the text says to plan the first move there: the hand was a
    scroll away, under the block's cell."""
    code = _cells()
    ns: dict = {}
    run_cell(code[0], ns)                              # the imports and the rules
    run_cell(next(src for src in code if "DuelPlay(seed=" in src), ns)
    rules_cell = next(src for src in code if "for rule in turn.rules():" in src)
    said = run_cell(rules_cell, ns)
    assert "Place your block" in said, said
    run_cell(next(src for src in code if "duel.block(" in src), ns)
    said = run_cell(rules_cell, ns)
    hand = " ".join(ns["duel"].state.hands["A"])
    assert f"Your hand: {hand}" in said, said


def test_the_lesson_says_who_goes_first_and_its_rules_say_robys():
    """Walk 04r6, fault 8: the rules never said who plays first (the child learnt it from
    "Then: the cards"), and the printed rules called the pieces "Robies"."""
    code, words = _cells(), _cells("markdown")
    blocks = next(w for w in words if w.startswith("### First: the blocks"))
    assert "You (A) go first" in " ".join(blocks.split())
    said = run_cell(code[0], {})                          # the rules, as the lesson prints them
    assert "Robys" in said and "Robies" not in said, said


def test_a_second_safe_move_is_called_another_answer_not_that():
    """Walk 04r6, fault 8: a second safe move heard "...can you find a safe move that also
    takes A somewhere? That is another answer that works...": "That" pointed at the
    question, not at the answer just given."""
    from codyroby_lab.lessons import check_move, feedback
    position = {"robots": {"A": {"at": "A1", "facing": "N"}, "B": {"at": "E5", "facing": "N"}},
                "hands": {"A": ["F", "L", "R", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
                "deck": ["F"] * 20, "blocks_each": 0}
    feedback.forget()
    assert check_move(position, "R", "safe").ok
    said = check_move(position, "R R", "safe").message
    assert "That is" not in said and "Your answer is another one that works" in said, said
