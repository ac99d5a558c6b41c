"""Lesson 08's words a 12-year-old meets: each told where it first appears, and one name for
one thing (walk 08p, faults 16 and 17)."""

import re

from tests.support.droids_helpers import lesson_cells


def _text() -> str:
    return " ".join(" ".join(src.split()) for kind, src, _, _ in lesson_cells()
            if kind == "markdown")


def test_chit_transmitter_and_rack_are_told_where_they_first_appear():
    """Fault 16: "chit" and "transmitter" were never plainly told, "rack" never at all; walk
    08r7, fault 11: nor "obstacle", met from the first picture on."""
    text = _text().split("**The story.**", 1)[1]        # (after the title)
    for word, told in (("chits", "(flat tokens, each with one order on it)"),
                       ("transmitter", "(a sender of orders)"),
                       ("rack", "on the right: the chits you hold, not laid yet"),
                       ("obstacle", "** (a block in the way, like a big rock")):
        first = re.search(rf"\b{word}\b", text, re.IGNORECASE)
        assert first and told in text[first.start():first.end() + 80], word


def test_the_repair_robots_and_the_slanting_moves_have_one_name_each():
    """Fault 16: the text said "silver repair robots" where the table and the key say grey,
    and "on a slant" where the chits' table says "diagonally"."""
    text = _text()
    assert "silver" not in text and "grey **repair robots**" in text
    assert not re.search(r"(?<!diagonally \(|next to it \()on a slant", text)


def test_the_diagonal_move_is_spelt_one_way_in_the_lesson_and_on_the_board():
    """Walk 08u, fault 5: the lesson said "diagonally (on a slant)", its table of scenarios
    "no slanted moves", and the rule the board shows for PU "also on a slant": one word,
    diagonally, explained once, where PU's squares are first told."""
    from codyroby_lab.games.droids import rules
    from codyroby_lab.lessons import droids as lesson
    text = _text()
    assert text.count("slant") == 1 and "diagonally next to it (on a slant)" in text
    assert "slant" not in rules.CARRY.text
    fetch = lesson.Challenge(start="A1", target="crate", rack=("VD", "V1", "V2", "PU"),
                             objects=(("C3", "crate"),))
    assert "A diagonal arrow is written as one word: SE" in lesson.check(fetch, "VD A S E").message


def test_the_move_as_text_box_of_the_lesson_boards_is_told():
    """Fault 17: the boards' box "Your move as text" and its Use text were never told."""
    text = _text()
    assert "**Your move as text**" in text and "**Use text**" in text


def test_the_chits_the_chances_and_a_done_turn_are_said_in_plain_words():
    """Walk 08r, fault 9: the chits' table said "no arrow: the way is in what it does", the
    chances "worked out" and "hit(s)", and game.done() came back as "You: pass" (and the
    computer's as "Blue: pass"): words a 12-year-old stops at."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from codyroby_lab.lessons import droids as lesson

    assert "the way is in" not in str(lesson.chits_table())
    said = str(lesson.check_misses("show me"))
    assert "hit(s)" not in said and "worked out" not in said and "0 hits: 50%" in said, said
    lesson.plot_hits(3, shots=100, seed=1)
    legend = [t.get_text() for t in plt.gca().get_legend().get_texts()]
    plt.close("all")
    assert legend[0] == "exact chance", legend
    game = lesson.DroidsPlay("challenge", players=["red", "blue"], seed=0, setup={
        "phase": "program", "first": "red", "racks": {"red": ["PU"], "blue": ["B1"]}})
    done = str(game.done())
    assert "You: I'm done placing chits" in done and ": pass" not in done, done


def test_the_games_words_a_child_stumbled_on_are_told_or_plain():
    """Walk 08v, fault 15: "repair robots", "mines", "crates", "labyrinth", "piles", "in
    line with your droid", seed=4 and .widget() were never told; the chits' table said "one,
    set already", the rule of laying "face up" and "to fool the others", a droid out of the
    game "is eliminated"."""
    from codyroby_lab.games.droids import rules
    from codyroby_lab.lessons import droids as lesson
    text = _text()
    for told in ("**repair robots** (robots that belong to nobody: they mend a droid that a "
                 "shot hit", "lay mines (traps left on a square)", "crates (wooden cases of goods",
                 "Labyrinth (a maze)", "piles (the chits of each colour not drawn yet)",
                 "in line with your droid (the transmitter of the column your droid stands in)",
                 "`seed=4` picks which game you get", "(`game.widget()` draws it)"):
        assert told in text, told
    # walk 08r7, fault 11: a game "dealt" is a card game's word (this test pinned it)
    assert not re.search(r"\bdeal", text, re.IGNORECASE), re.findall(r".{40}\bdeal.{20}", text)
    assert "set already" not in str(lesson.chits_table())
    assert not re.search(r"face up|fool", rules.PLACE.text), rules.PLACE.text
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.draw("violet 4 red 3")
    game.place("V1 C 1 S")
    said = " ".join(game.done().lines)
    assert "Red is out of the game" in said and "eliminated" not in said, said


def test_the_killers_orders_the_dice_rule_and_robot_madness_are_said_plainly():
    """Walk 08p3, fault 10: "`//` divides and drops what is after the point", "the die places
    the program sheet on the killer's transmitters" (the rule the board shows for Robot
    Killer) and "be the first droid shut in a small garden of obstacles with its start
    square": adult words. Each now says what happens in a child's words."""
    from codyroby_lab.games.droids import rules
    text = _text()
    assert "after the point" not in text and "`7 // 3` is 2" in text
    assert "garden" not in text and "wall your droid in" in text
    sheet = rules.SHEET.text
    assert "program sheet" not in sheet and "places" not in sheet, sheet
    assert "the same list of orders every turn" in sheet, sheet

