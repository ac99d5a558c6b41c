"""The words lesson 06 (Energy Seekers) shows a child, as the fresh-eyes walk 06n met them:
each test names the fault it answers."""

from __future__ import annotations

import json
import re

import pytest

from codyroby_lab.games.energy_seekers import events as kinds
from codyroby_lab.lessons import EnergySeekersPlay, check_landing, check_reach, plain, unquoted
from codyroby_lab.ui.editors import HandEditor
from tests.support.lesson_runs import NOTEBOOKS


def _at_the_first_challenge() -> EnergySeekersPlay:
    """The lesson's game (seed 79) on its first Challenge marker, position 20 (walk 06g's
    three hinted moves)."""
    game = EnergySeekersPlay(seed=79)
    for cards in ("F F F", "L F", "R F"):
        assert game.play(cards).ok
    assert game.state.phase == "answer" and game.state.pos[0] + 1 == 20
    return game


def test_a_wrong_challenge_answer_says_why_the_tunnel_end_it_reaches_does_nothing():
    """Fault 11: "west" on position 20 sent Ada back to 18, a tunnel end, and she stayed
    there: nothing told the child that a challenge's move sets off no square."""
    game = _at_the_first_challenge()
    events = [e for e in game.play("west").events if e.kind == kinds.CHALLENGE_DONE]
    assert game.state.pos[0] + 1 == 18
    assert events[0].text.startswith(
        "Ada answers west: that is not the answer, so Ada fails the challenge and goes 2 "
        "squares back to position 18 (A4): a square reached by a challenge does nothing, so "
        "Ada stays on this tunnel end.")
    assert "does nothing" in events[0].rule.text


def _code_cells() -> list[str]:
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]


def test_the_moves_that_keep_ada_on_the_path_are_shown_only_when_asked_for():
    """Fault 10: the cell run before every move printed "Moves that keep Ada on the path:
    play L, play R, ...", so the child never worked out which cards keep Ada on the path.
    They come with the computer's suggestion, in the cell a stuck child runs."""
    cells = _code_cells()
    status = next(src for src in cells if "game.status()" in src)
    asked = next(src for src in cells if "game.hint()" in src)
    assert "choices()" not in status and "game.choices()" in asked   # walk 06s, fault 4


def test_every_exercise_draws_its_position():
    """Fault 13: only Exercise 2 had a picture; Exercises 1 (the tunnel) and 3 (Repetition)
    ask the child to trace several squares and facings, with the board far up the page."""
    checks = [src for src in _code_cells() if "lessons.check_" in src and "corner" not in src]
    assert len(checks) == 3
    assert all(".picture()" in src for src in checks)


def _exercise_line(name: str) -> str:
    """The line of the lesson's exercise cell where the child writes ``name``'s answer."""
    cell = next(src for src in _code_cells() if f"{name} = " in src)
    return next(line for line in cell.splitlines() if line.startswith(f"{name} = "))


def test_show_me_without_quotes_in_an_exercise_asks_for_the_quotes_in_plain_words():
    """Fault 9: `my_position = show me` showed Python's SyntaxError box and a hint about
    "C3 east", an answer of another lesson: the cell's comment after the answer hid it."""
    line = _exercise_line("my_position").replace("None", "show me", 1)
    try:
        compile(line, "<cell>", "exec")
    except SyntaxError as e:
        error = e
    assert unquoted(error) == "show me"
    assert plain(error).message == 'show me needs quotes around it: write "show me".'


def test_a_square_name_in_exercise_1_is_read_as_its_position():
    """Fault 8: `my_position = D7` asked for quotes, and "D7" then asked for the number on
    that square: two runs to learn one thing. The square D7 is position 4."""
    tunnel = {"players": ["ada", "cody"], "deck": ["F", "R", "F"],
              "pieces": {"ada": {"position": 16, "facing": "W"}}}
    assert check_landing(tunnel, "F R F", "D7").ok


def test_a_challenge_answer_typed_with_a_full_stop_is_read():
    """Fault 7: "West." typed in Program as text was refused with "Answer with one of the
    answers: north, east, south or west", which did not say the full stop was the matter."""
    ask = HandEditor(None, "ada", {"hand": [], "answers": ["north", "east", "south", "west"]})
    assert ask.read("West.") == ["west"]


@pytest.mark.parametrize("written, named", [("left forward", "left"), ("F Forward", "Forward")])
def test_a_word_that_is_no_card_is_echoed_as_the_child_wrote_it(written, named):
    """Fault 7: game.play("left forward") said "'LEFT' is not a card", not what was written."""
    said = EnergySeekersPlay(seed=79).play(written).lines[0]
    assert f"{named!r} is the card" in said   # as the board says it (walk 06p3, fault 1)


def test_the_step_table_keeps_each_piece_on_one_line_and_says_what_its_headers_mean():
    """Fault 12: in `turn.trace.table(0, 12)` the pieces' columns wrapped "8 H7 E RC" onto
    two lines beside a wide event column, and "phase" and "actor" were unexplained."""
    corner = {"players": ["ada", "cody", "roby"], "deck": list("FLFFFRLFF"),
              "pieces": {"ada": {"position": 8, "facing": "E"}}}
    html = EnergySeekersPlay(corner, seed=1).play("F L F").trace.table(0, 12)._repr_html_()
    assert '<td style="text-align: left; white-space: nowrap">8 H7 E RC</td>' in html
    assert '<td style="text-align: left">Cody draws 3 cards</td>' in html    # words wrap
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    words = [" ".join("".join(c["source"]).split()) for c in nb["cells"]]
    table = next(i for i, src in enumerate(words) if "turn.trace.table" in src)
    assert "**actor** says who acts" in words[table - 1] and "**phase**" in words[table - 1]


def test_a_move_copied_from_the_hint_cell_is_played():
    """Walk 06p, fault 6: the hint cell prints "play L" and "The computer would: play L";
    copied into the play cell, it was refused with "'play' is not a card"."""
    game = EnergySeekersPlay(seed=79)
    hinted = game.safe()[0]
    assert hinted.startswith("play ")
    turn = game.play(hinted)
    assert turn.ok, turn
    assert str(turn).splitlines()[0].startswith(f"You (Ada) {hinted}")


def test_a_number_in_words_without_quotes_is_said_unchecked_not_wrong():
    """Walk 06q, fault 7: ``my_position = four`` heard "✘ four is a number written in
    words: write it in digits, 4.", a cross beside the right answer that read as "4 is
    wrong"; it says the answer was not checked yet."""
    said = plain(NameError("name 'four' is not defined", name="four")).message
    assert said.startswith("Not checked yet") and "in digits, 4" in said, said


def test_the_next_step_names_the_cell_where_cards_are_written():
    """Walk 06q, fault 5: "between the quotes in a cell below" pointed at the rules cell and
    the board, the next code cells; the cell with quotes is under "Play a whole game", which
    the words name as it is headed in the lesson. Walk 06p3, fault 6: the first play cell's
    words sent the child to "Play a whole game" with no word of the board that comes first:
    they say the way the lesson goes. (Once the board is open: before it, they point to the
    board, walk 06q4, fault 7.)"""
    game = EnergySeekersPlay(seed=79)
    game.widget()
    said = " ".join(game.status().split())
    assert "in a cell below" not in said
    assert '(like the one under "Play a whole game", after the board)' in said
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    sources = ["".join(c["source"]) for c in nb["cells"]]
    first_play = next(i for i, s in enumerate(sources) if 'game.play("F F F")' in s)
    board = next(i for i, s in enumerate(sources) if s.startswith("## Play on the board"))
    headed = next(i for i, s in enumerate(sources) if s.startswith("### Play a whole game"))
    assert first_play < board < headed
    assert any('game.play("")' in "".join(c["source"]) for c in nb["cells"][headed:headed + 3])


def test_the_first_move_s_words_point_to_the_board_the_lesson_asks_for_next():
    """Walk 06q4, fault 7: the output of the first move, ``game.play("F F F")``, ended
    "Next: write the cards you play ... in a play cell (like the one under 'Play a whole
    game', after the board)", while the lesson's next part plays on the board: a child who
    followed it skipped the board. Before the board is open, the words say what to do on
    it, said first, and which cell opens it; what to write in a cell comes after."""
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    sources = ["".join(c["source"]) for c in nb["cells"]]
    first_play = next(i for i, s in enumerate(sources) if 'game.play("F F F")' in s)
    asked = next(s for s in sources[first_play + 1:] if s.startswith("## "))
    assert asked.startswith("## Play on the board")
    game = EnergySeekersPlay(seed=79)
    said = " ".join(game.play("F F F").lines[-1].split())
    game.widget()                                   # the board open: a cell's words alone
    assert game.status().split("Next: ")[1].startswith("write the cards you play")
    assert said.split("Next: ")[1].startswith(
        'play on the board under "Play on the board" (run its cell to open it), or write '), said
    assert "press Run" not in said      # a cell has no Run button (walk 06f, fault 5)


def test_stuck_or_run_written_out_of_turn_is_refused_in_the_lessons_words():
    """Walk 06q, fault 6: "stuck" when Ada could move heard "e.g. 'play F' (Stuck)", a way
    of writing the lesson does not teach, a rule's name, and the one move that works; "run"
    heard "'play F L...' or 'stuck', not 'run'". Each says what is wrong, nothing played."""
    game = EnergySeekersPlay(seed=79)
    before = game.state.to_dict()
    for written, why in (("stuck", "you can still move"), ("run", "not remote-controlled")):
        said = str(game.play(written))
        assert why in said and "write the cards you play" in said, said
        assert not any(w in said for w in ("play F", "(Stuck)", "'stuck'", "e.g.")), said
    assert game.state.to_dict() == before


def test_the_rules_come_in_two_short_lists_the_special_squares_with_the_board():
    """Walk 06q, fault 8: the first code cell printed 13 dense rules before anything
    happened. It prints the rules of a turn; the special squares' rules come after the
    board's first picture, under a heading of their own. No rule is lost."""
    from codyroby_lab.games.energy_seekers import rules
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    code = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    lists = [src for src in code if "for rule in (rules." in src]
    named = [re.findall(r"rules\.([A-Z_]+)", src) for src in lists]
    assert len(lists) == 2 and len(named[0]) <= 6 and "WIN" in named[0], named
    assert "TELETRANSPORT" in named[1] and len(sum(named, [])) == len(set(sum(named, [])))
    assert len(sum(named, [])) == 13 and all(hasattr(rules, name) for name in sum(named, []))
    picture = next(i for i, src in enumerate(code) if "print(game.state.ascii())" in src)
    assert code.index(lists[0]) < picture < code.index(lists[1])


def test_the_side_games_and_the_first_picture_send_nobody_to_the_main_games_play_cell():
    """Walk 06r, fault 1: after the remote-control games (``oops``, ``gift``) and under the
    first picture of the board, "Next: ... between the quotes of a play cell (like the one
    under "Play a whole game")": that cell moves the main game, not these, and the lesson
    plays their moves in its own next cells. There the child reads on: no next step."""
    from tests.support.lesson_cells import run_cell
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    ns: dict = {"display": lambda *_: None}     # IPython's, in a notebook
    shown = {}
    for c in nb["cells"]:
        src = "".join(c["source"])
        if c["cell_type"] == "code" and "import ipywidgets" in src:
            break                                   # the Monte Carlo study: no game moves
        if c["cell_type"] == "code":
            shown[src] = run_cell(src, ns)
    side = [said for src, said in shown.items()
            if re.search(r"(oops|gift)\.(play|move|give)\(", src) or "game.state.ascii()" in src]
    assert len(side) == 5
    assert not any("Play a whole game" in said or "Next:" in said for said in side), side
    play_cell = next(said for src, said in shown.items() if 'game.play("")' in src)
    assert 'Next: write the cards you play' in play_cell   # the main game still says it


def test_the_promised_reshuffle_is_pointed_at_where_it_shows():
    """Walk 06r, fault 9: the corner's text promised that the deck runs out and is shuffled
    again, but its table stops first; the reshuffle shows only in the gift game's second
    move. The texts say where to look, and that move shows it."""
    from tests.support.lesson_cells import run_cell
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    cells = [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]
    text = [" ".join(src.split()) for kind, src in cells if kind == "markdown"]
    # walk 06r7, fault 4: it said so as if the corner game's own deck ran out
    assert any("This game stops before that happens: you will see it in the game at the end "
               "of the next part, Remote control, which starts with a small deck too." in t
               for t in text)
    # walk 06r7, fault 5: "the end of the first row" for H7, where the board's rows count
    # from the top (H7 is in row 7)
    assert not any("first row" in t for t in text)
    assert any('in the second move below, look for "the deck ran out"' in t for t in text)
    ns: dict = {"display": lambda *_: None}     # IPython's, in a notebook
    moves = []
    for kind, src in cells:
        if kind == "code" and "import ipywidgets" in src:
            break
        if kind == "code":
            said = run_cell(src, ns)
            if re.search(r"gift\.(play|give)\(", src):
                moves.append(said)
    assert len(moves) == 2 and "the deck ran out" not in moves[0]
    assert "the deck ran out: the played cards are shuffled into a new deck" in moves[1]


def test_the_lesson_explains_or_avoids_the_words_walk_06s_found_hard():
    """Walk 06s, fault 10: "e.g.", "deals" and "strategy" were never explained, and "on
    average" came with no word of what an average is."""
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    text = "\n".join("".join(c["source"]) for c in nb["cells"])
    assert "e.g." not in text and "deals" not in text
    assert "# strategy: the way every player chooses its moves" in text
    assert "# the average: all the games' turns added up" in text
    from codyroby_lab.lessons import feedback
    feedback.forget()
    assert "e.g." not in check_reach({"deck": ["F"]}, "", 2).message


def test_the_swap_rule_says_with_numbers_that_the_start_and_the_station_count():
    """Walk 06s, fault 10: "the 5th from the start ... the 5th counted back from the
    station" left open whether the start counts; Exercise 2 works only one way."""
    from codyroby_lab.games.energy_seekers import rules
    from codyroby_lab.games.energy_seekers.board import PathBoard

    said = rules.SWAP.text
    assert "(each end is the 1st square)" in said
    # walk 06t, fault 1 (serious): "if that square is the 5th..." read as a condition that
    # Ada's 12th square did not meet: the rule is for any Swap square
    assert said.startswith("A piece ending on a Swap square jumps across the path")
    assert "if that square" not in said
    # walk 06v, fault 9: "the 5th ... the 6th to the 6th" named squares with no Swap on
    # them; the rule says the key's idea ("as far from the end as it was from the start")
    # and its example is the board's other Swap square, 31 (Exercise 2's is 12)
    assert "as far from the station as it was from the start" in said
    assert "Swap square 31 sends it to 5" in said
    board = PathBoard.default()     # the rule's numbers, as the game counts
    assert board.size == 35 and board.kind(31 - 1) == "swap"
    assert rules.swap(board, 31 - 1) + 1 == 5 == 35 + 1 - 31


def test_the_short_deck_and_the_swap_square_nobody_hits_are_said_plainly():
    """Walk 06v, fault 13: "starts with only 9 cards left in its deck: the other cards of
    the 40 count as played already" was dense for a 12-year-old, and the chart's "31 swap:
    0.00" came with no word on why."""
    import numpy as np

    from codyroby_lab.games.energy_seekers import EnergySeekers
    from codyroby_lab.games.energy_seekers.batch import simulate

    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    text = " ".join(" ".join("".join(c["source"]).split()) for c in nb["cells"]
                    if c["cell_type"] == "markdown")
    assert "count as played already" not in text
    assert "starts with a small deck of 9 cards. The other cards of the 40 are already on " \
        "the pile of played cards." in text
    assert "The Swap square 31 shows 0.00: it would send a piece back to square 5" in text
    seekers = EnergySeekers(players=["ada", "cody", "roby"])       # what the words say
    visits = simulate(seekers, 500, strategy="greedy", seed=0).visits
    assert np.asarray(visits)[:, 31 - 1].sum() == 0


def test_a_seed_written_as_a_word_is_said_plainly_before_any_game_is_played():
    """Walk 06v, fault 10: seed=five in "Which way of playing wins?" said "Not checked yet"
    in a cell that checks nothing, the bar stuck at 3/8 under it; the cell's code had two
    blocks of empty lines. The seed is said to be a number in digits, and no bar stays.
    Walk 06r6, fault 3: seed=seven was said only after the first 3,000 games (4.5 s): the
    seed is read before any game is played."""
    import linecache
    from collections import namedtuple

    import ipywidgets as widgets
    import numpy as np

    from codyroby_lab.games.energy_seekers import EnergySeekers

    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    cell = next("".join(c["source"]) for c in nb["cells"]
                if "many_games(" in "".join(c["source"]))
    assert "\n\n\n" not in cell
    cell = re.sub(r"seed\s*=\s*98", "seed = five", cell)
    where = "<which way of playing wins>"        # a cell's lines, as IPython keeps them
    linecache.cache[where] = (len(cell), None, cell.splitlines(keepends=True), where)
    shown: list = []
    played: list = []
    Games = namedtuple("Games", "winner")
    ns = {"widgets": widgets, "np": np, "display": shown.append,
          "simulate": lambda *a, **k: played.append(k) or Games(np.zeros(1000)),
          "seekers": EnergySeekers(players=["ada", "cody", "roby"])}
    with pytest.raises(NameError) as stopped:
        exec(compile(cell, where, "exec"), ns)  # noqa: S102 (the lesson's)
    said = str(plain(stopped.value))
    assert "A seed is a number written in digits: write seed=5" in said, said
    assert "checked" not in said
    assert played == []                                            # no game waited for
    assert all(bar.comm is None for bar in shown)                  # no bar left behind


def test_a_hint_that_only_turns_says_why_beside_the_move():
    """Walk 06v, fault 3: "The computer would: play L" (or "play L R") looked like nonsense
    to a child, a move with no step, and nothing said why. The hint cell says why on a line
    of its own, beside the move, never in it: what follows "The computer would:" is still
    the move a child copies and plays (a first try put the words in brackets into the
    move, which then could not be played). The autoplay's list leaves such moves
    out (walk 06p, fault 6: test_the_autoplay_summary_lists_the_moves_that_did_something)."""
    from tests.support.lesson_cells import run_cell
    game = EnergySeekersPlay(seed=25)
    cell = next(src for src in _code_cells() if "game.hint()" in src)
    assert game.play("F F F").ok
    said = run_cell(cell, {"game": game}).splitlines()
    at = said.index("The computer would: play L")
    assert said[at + 1] == ("No step: Ada only turns on the spot, to face the way the next "
                            "cards can go.")
    assert game.play(said[at].removeprefix("The computer would: ")).ok   # copied, played
    assert EnergySeekersPlay(seed=25).hint_why() == ""          # the hint: play F F F


def test_the_autoplay_summary_lists_the_moves_that_did_something():
    """Walk 06p, fault 6: the autoplay printed 46 lines, half of them "play L R (no step,
    ...)" or "give nothing", and said the computer's Challenge answers, not whether they
    were right. The moves that took Ada somewhere are listed, each answer with right or
    wrong, and the others counted."""
    game = EnergySeekersPlay(seed=79)
    assert game.play("F F F").ok
    said = game.play_to_the_end(autoplay=True).lines
    listed = said[1:said.index("Its last one, in full:")]
    assert len(listed) < len(game.turns) - 5, listed
    assert not any("no step" in line or "give nothing" in line for line in listed[:-1])
    assert re.fullmatch(r"  and \d+ other moves that took Ada no step", listed[-1])
    answers = [line for line in listed if "Challenge question" in line]
    assert answers and all(line.endswith((": right", ": wrong")) for line in answers)


def test_a_challenge_the_computer_answered_for_you_is_not_judged_as_your_answer():
    """Walk 06w, fault 9: after play_to_the_end(autoplay=True) the output said "Your answer
    6 is right. You got it on your first try." for the computer's answer (and a wrong one
    counted as the learner's try at that question)."""
    said = "\n".join(EnergySeekersPlay(seed=24).play_to_the_end(autoplay=True).lines)
    assert "The computer answered for you: 6." in said
    assert "Your answer" not in said and "try" not in said


def test_the_exercises_headings_do_not_tell_what_the_answer_turns_on():
    """Walk 06r6, fault 1: "Exercise 1 · Through the tunnel" said the tunnel is in the move
    before the child had followed F R F; with the hint for 18 ("does get to position 18, but
    does not stay there"), the answer 4 was all but given."""
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    headings = [line for c in nb["cells"] if c["cell_type"] == "markdown"
                for line in "".join(c["source"]).splitlines() if line.startswith("### Exercise")]
    assert len(headings) == 3
    assert not [h for h in headings if re.search(r"tunnel|teletransport", h, re.I)], headings


def _code_cell(has: str) -> str:
    """The lesson's code cell that holds ``has``."""
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"]
                if c["cell_type"] == "code" and has in "".join(c["source"]))


def test_the_game_length_chart_has_one_bar_for_each_number_of_rounds():
    """Walk 06r6, fault 12: ``hist(length / 3, bins=60)`` put two thirds-of-a-round values in
    some bars and three in others, so tall and short bars alternated, a jaggedness of the
    drawing a child may read meaning into. Each bar holds one number of rounds."""
    import numpy as np

    from codyroby_lab.games.energy_seekers import EnergySeekers
    from codyroby_lab.games.energy_seekers.batch import simulate

    drawn: list = []

    class Plot:
        def hist(self, x, bins, **_):
            drawn.append((np.asarray(x), bins))

        def __getattr__(self, _name):
            return lambda *a, **k: None

    length = simulate(EnergySeekers(players=["ada", "cody", "roby"]), 500, strategy="greedy",
                      seed=0).length
    exec(_code_cell("plt.hist("), {"plt": Plot(), "np": np, "length": length})  # noqa: S102
    (x, bins), = drawn
    edges = np.histogram_bin_edges(x, bins)
    per_bar = {len(set(x[(x >= lo) & (x < hi)])) for lo, hi in zip(edges[:-1], edges[1:],
                                                                 strict=True)}
    assert per_bar <= {0, 1}, per_bar


def test_the_hit_chart_says_before_it_why_the_tunnels_far_end_shows_no_hit():
    """Walk 06r6, fault 13: the chart showed tunnel end 18 at 0.00 hits, when in the child's
    own game every piece came out at 18; why came only under the chart."""
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    cells = ["".join(c["source"]) for c in nb["cells"]]
    chart = next(i for i, src in enumerate(cells) if "hits per game" in src)
    before = cells[chart - 1]
    assert "18" in before and "no move ended" in before, before
