"""Lesson 07 (RoboRally) as a 12-year-old reads it: the map's key, the race's last words and
the lesson's text (issue 29, walks 07n and 07o)."""

import json
import re
from pathlib import Path

from codyroby_lab import lessons
from codyroby_lab.games.roborally import rules as R
from codyroby_lab.games.roborally.deck import deck_data
from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.games.roborally.turns import revealed
from tests.support.rr import lesson_setup

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"


def test_a_one_flag_map_s_key_speaks_of_one_flag():
    """walk 07o, fault 4: the challenges' key said "stop on them in order: 1, 2, 3" under a
    map with flag 1 only, and a child looked for flags 2 and 3."""
    key = lessons.look(lesson_setup("challenge1")).split("Key: ")[1]
    assert "\u26911 flag (stop on it" in key
    assert "2" not in key.split("flag")[1].split(",")[0]
    two = {"board": {"width": 3, "height": 1, "elements": [
        {"kind": "flag", "at": "A1", "number": 1}, {"kind": "flag", "at": "C1", "number": 2}]},
        "robots": {"Twonky": {"at": "B1"}}}
    assert "stop on them in order: 1, 2)" in lessons.look(two)


def test_the_board_says_your_robot_is_out_of_the_race():
    """walk 07o, fault 6: Twonky lost its last life, and the board's title said only "Game
    over: Zoom Bot wins." over five registers marked LOCKED, as if Twonky still raced."""
    race = lessons.RoboRallyRace({
        "board": {"width": 4, "height": 4, "elements": [{"kind": "flag", "at": "D1",
                                                          "number": 1}]},
        "robots": {"Twonky": {"at": "A1", "facing": "N", "lives": 1},
                   "Zoom Bot": {"at": "D4", "facing": "N"}},
        "hands": {"Twonky": ["Move 1 490", "Move 1 500", "Move 1 510", "Move 1 520",
                             "Move 1 530", "Move 1 540", "Move 1 550", "Move 1 560",
                             "Move 1 570"]}}, seed=1)
    race.program(1, 2, 3, 4, 5)
    assert race.over and race.winner == "Zoom Bot"
    assert race._title() == ("RoboRally: Game over: Zoom Bot wins. Twonky (you) is out of the "
                             "race: no life left.")
    scene = race.state.scene("Twonky")
    assert scene["editor"]["locked"] == [] and scene["editor"]["program"] == [None] * 5
    assert scene["pieces"][0]["label"].startswith("Twonky out of the race at ")


def _cells() -> list[tuple[str, str]]:
    """The lesson's cells, each as (kind, text)."""
    book = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in book["cells"]]


def test_the_first_board_s_buttons_are_not_all_told_before_it():
    """walk 07n, fault 4 and walk 07o, fault 8: one paragraph told ten controls before the
    child had seen the board, and children skip it. Before the board: Step and Back; the
    other buttons in a short list after it."""
    cells = _cells()
    board = next(i for i, (kind, src) in enumerate(cells) if src.endswith("lessons.replay(first)"))
    before, after = cells[board - 1][1], cells[board + 1][1]
    assert "**Step**" in before and "**Back**" in before
    for button in ("**Run**", "**Play**", "**Pause**", "**⇤**", "**Reset**", "**Predict**",
                   "**Desk check**"):
        assert button not in before and button in after, button
    assert after.count("\n- ") == 4


def test_the_short_shot_at_step_d_is_pointed_out():
    """walk 07o, fault 10: at step D Zoom Bot's beam to Twonky is one square long, hidden
    between the two robots, and the lesson asked the child to look at it. The lesson says
    what a shot looks like on the board and where this short one is; the shot itself is
    one square long (one robot stands just behind the other when they fire: walk 07s,
    fault 3, "side by side" sent the child looking for two robots in a row)."""
    question = next(src for kind, src in _cells() if src.startswith("Step **D** above"))
    assert "red line" in question and "between **Z** and **T**" in question
    plain = " ".join(question.split())
    assert "side by side" not in plain and "one robot stands just behind the other" in plain
    assert "**✖1**" in question
    trace = lessons.watch(lesson_setup("first"), show=True).trace
    fired = [e for i in range(len(trace)) for e in trace.events(i) if e.kind == "Fired"]
    assert [e.get("squares") for e in fired] == [((3, 2), (3, 1))]     # D3 to D2


def test_words_come_when_they_are_needed_and_are_said_plainly():
    """walk 07n, fault 3 and walk 07o, fault 7: "register phase" came unexplained, step C
    listed currents, pushers and crushers long before any was met, "segment" was taught and
    never used, locked registers and power-down came with damage, a whole part before the
    race that needs them, and the computers were "planners"."""
    cells = _cells()
    text = "\n".join(src for kind, src in cells if kind == "markdown")
    assert "(a **register phase**)" in cells[0][1]
    steps = next(src for _, src in cells if "A  everybody shows the card" in src)
    assert not any(word in steps for word in ("current", "pusher", "crusher", "segment"))
    assert "segment" not in text.lower()
    damage = next(src for _, src in cells if src.startswith("A robot with 10 damage"))
    assert "lock" not in damage and "power" not in damage
    race = next(src for _, src in cells if src.startswith("## Race the computer"))
    assert "*planners*" not in race
    # locked registers come where the child first gives numbers in a cell, after the board
    # has shown a turn (walk 07r6, fault M13: they came before a single turn was played)
    program = next(k for k, (kind, src) in enumerate(cells) if "race.program()" in src
                   and kind == "code")
    before = " ".join(src for kind, src in cells[program - 3:program] if kind == "markdown")
    assert "**Locked registers.**" in before and "power-down" in before
    assert "lock" not in race


def test_the_steps_all_together_read_as_plain_words():
    """walk 07n, fault 5 and walk 07o, fault 7: the lesson's list of every step (the rules
    the board's "Rule:" lines cite) read like a rulebook: "their restart square moves there",
    "give one of them back all its uses", "Robots on belts move together", "powered down"
    unexplained."""
    from codyroby_lab.games.roborally import rules
    from codyroby_lab.games.roborally.phase import SEGMENTS

    said = " ".join(step.rule.text for step in SEGMENTS) + " " + rules.ROBOT_LASER.text
    for rulebook in ("restart square moves there", "all its uses", "move together",
                     "counts toward victory", "Express conveyor", "90 degrees",
                     "not powered down", "Some option cards"):
        assert rulebook not in said, rulebook
    assert "like the Big Gun" in rules.OPTION_PUSH.text          # the option the lesson met
    # "powered down" came on the first board, long before the race explains it (walk 07v,
    # fault 9): the rule says it in plain words
    assert "unless it rests this turn;" in rules.ROBOT_LASER.text


def test_the_race_board_s_text_helps_find_your_robot():
    """walk 07n, fault 9: on the crowded 12x12 race board a child hardly found their own
    robot, and a robot that fell off the edge seemed to vanish. Before the board, the lesson
    says which letter and colour is yours (as the board's legend draws it), what the marks
    under a robot count, and what a destroyed robot looks like."""
    race = lessons.RoboRallyRace(seed=1, computers="gentle")
    legend = [item["label"] for item in race.state.scene("Twonky")["legend"][:3]]
    said = " ".join(next(src for _, src in _cells()
                         if src.startswith("### Race on the board")).split())
    for label in legend:                            # "Twonky (T): red"
        name, colour = label.split(" (")[0], label.split(": ")[1]
        letter = name[0]
        assert f"the {colour} **{letter}**" in said, label
    assert "you are the red **T**" in said
    assert "**♥** counts its lives" in said and "**✖** its damage" in said
    assert "crossed out" in said


def test_each_factory_word_is_said_plainly_where_it_comes():
    """walk 07p, fault 10: ledge, repulsor, conveyor, express, teleporter, flamer, crusher
    and Checkmate came with what they do and no plain word of what they are, and a child
    asked what a "conveyor" or a "repulsor" is. Each comes with a picture a child knows."""
    text = " ".join(" ".join(src for kind, src in _cells() if kind == "markdown").split())
    for said in ("conveyor belt going north (`^`): a floor that moves, like the belt at a "
                 "shop's checkout",                     # (walk 07q, fault 13: not a till)
                 "**Express belts** (`=^`) are the fast ones",
                 "works like a magnet that pushes",
                 "a **ledge**, a step down like the edge of a table",
                 "A **teleporter** (`TP`) sends a robot further",
                 "A **flamer** (`f`) blows fire",
                 "A **crusher** (`X`) is a heavy press that comes down",
                 "a factory floor called **Checkmate**"):
        assert said in text, said


def test_the_game_s_own_rules_keep_to_the_machines_the_lesson_met():
    """walk 07p, fault 9: just before the challenges, the printed rules brought in machines
    the lesson never uses (currents, option shops that "fill one up again") and adult words
    ("A robot on its next flag has touched it"). They print the steps of the machines met,
    in plain words, and the text before them defines no machine that is not printed."""
    import contextlib
    import io

    cells = _cells()
    k = next(i for i, (kind, src) in enumerate(cells) if kind == "code" and "phase_rules" in src)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(cells[k][1], {})                       # noqa: S102 -- the lesson's own cell
    printed = " ".join(out.getvalue().split())
    for unused in ("Current", "option shop", "fill one up", "has touched it"):
        assert unused not in printed, unused
    for met in ("A The cards are shown", "Express belts", "Pushers", "Gears", "Crushers",
                "Flamers", "Big Gun", "A robot standing on the flag it needs next touches it"):
        assert met in printed, met
    assert "**current**" not in cells[k - 1][1] and "**option shop**" not in cells[k - 1][1]


def test_the_game_s_own_rules_agree_with_what_the_lesson_taught():
    """Walk 07z, fault 4: the printed rules said a ramp "counts as an extra square" (the
    lesson's ramp question counts it as one square of the move, as the game plays it),
    listed "Express belts move" twice in step C with nothing to tell the lines apart, and
    spoke of an oil slick losing a move's first square, a rule "Water and oil" never taught
    (nor the word "slick"). The game's words say what the game does, and the lesson
    teaches every rule they print."""
    rules = " ".join(lessons.phase_rules().split())
    assert "extra square" not in rules and "the ramp is a square of the move" in rules
    assert "one square: the first of their two" in rules and "their second square" in rules
    # in plain words since walk 07p3, fault 4 ("movement" was never explained)
    assert "starts a move on an oil slick goes one square less than its card says" in rules
    water = " ".join(next(src for _, src in _cells() if "## Water and oil" in src).split())
    assert "(`oo`, an **oil slick**)" in water
    assert "a move that starts on oil loses its first square too" in water


def test_the_restart_square_is_the_start_square_before_any_flag():
    """Walk 07z, fault 7: the lesson said a destroyed robot comes back "on the last flag or
    repair site it stood on", and in the race Twonky, which had stood on neither, came back
    on its dock. The lesson says where a robot comes back before any: where it started the
    game, as the game plays it."""
    said = " ".join(next(src for _, src in _cells() if "**restart square**" in src).split())
    assert "on the square where it started the game (in a race, its **dock**)" in said
    game = RoboRally.from_setup({"board": {"width": 3, "height": 3, "elements": [
        {"kind": "flag", "at": "B1", "number": 1}]},
        "robots": {"Twonky": {"at": "A2", "facing": "W"}},
        "program": {"Twonky": ["Move 1 490"]}})             # off the board, no flag yet
    twonky = game.new_state(seed=0).robot_dict(0)
    assert (twonky["at"], twonky["lives"], twonky["damage"]) == ("A2", 2, 2)


def test_the_race_text_says_how_to_read_the_small_board():
    """walk 07p, fault 4: on the 12x12 race board a robot's ♥ and ✖ are about 6 px, and
    the flags are green rings where the text spoke of ⚑1, ⚑2, ⚑3: a child could read
    neither. The lesson says where the words are (a robot's own tooltip, which says its
    lives and damage) and what a flag looks like on the board."""
    said = " ".join(next(src for _, src in _cells()
                         if src.startswith("### Race on the board")).split())
    assert "hold the mouse on a robot to read them in words" in said
    assert "A **flag** is a green ring on a yellow square, its number in the corner" in said
    twonky = lessons.RoboRallyRace(seed=1, computers="gentle").state.scene("Twonky")["pieces"][0]
    assert "0 damage, 3 lives" in twonky["label"]           # what the tooltip says


def _run(src: str) -> str:
    """What a code cell shows when run alone (the lessons imported, as a first cell does),
    as Jupyter shows it: what it prints, then the value of its last line when that is an
    expression."""
    import ast
    import contextlib
    import io

    tree, out, space = ast.parse(src), io.StringIO(), {"lessons": lessons}
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    with contextlib.redirect_stdout(out):
        exec(compile(tree, "<cell>", "exec"), space)                 # noqa: S102
        if last is not None:
            value = eval(compile(ast.Expression(last.value), "<cell>", "eval"), space)  # noqa: S307
            print("" if value is None else value)
    return out.getvalue()


def test_a_map_cell_shows_its_map_without_marking_the_child_wrong():
    """walk 07q, fault 3: seven cells printed a map and checked an empty answer at once, so
    the run that shows the map also showed "✘ Write your answer first". A map is shown by a
    cell of its own, and the question's cell follows it."""
    cells = _cells()
    maps = [i for i, (kind, src) in enumerate(cells) if kind == "code" and "lessons.look(" in src]
    assert len(maps) >= 10
    for i in maps:
        shown = _run(cells[i][1])
        assert "Key:" in shown and "\u2718" not in shown, cells[i][1][-80:]
    asked = [i + 1 for i in maps if "check_" in cells[i + 1][1]]
    assert len(asked) >= 7
    for i in asked:
        assert cells[i][1].startswith(("my_guess = \"\"", "my_program = \"\"")), cells[i][1]


def test_the_lesson_s_words_are_ones_a_12_year_old_knows():
    """walk 07q, fault 13: "a supermarket's till" (British), "in secret", "reveal" and "a
    belt that carries a robot onto a belt turned a quarter turn turns the robot too" stopped
    a 12-year-old. Plain words say the same."""
    text = " ".join(" ".join(src.split()) for kind, src in _cells() if kind == "markdown")
    # explained (walk 07r, 6), and the board's first step named as the board names it
    # (walk 07t, fault 7)
    text = text.replace('Step 1 is "A reveal": each robot **reveals** its card: it shows it', "")
    text = text.replace("**reveals** its card: it shows it", "")
    for hard in ("supermarket's till", "in secret", "reveal", "onto a belt turned a quarter turn"):
        assert hard not in text, hard
    assert "Where a belt bends, it turns the robot it carries around the bend too." in text


def test_a_robot_s_letter_on_a_text_map_stands_beside_its_own_column_s_letter():
    """walk 07q, fault 4: on the first map Twonky's T (on B4) sat under the gap between B and
    C, and a child read C4. On every map of the lesson and the race's, each robot's letter
    stands beside its own column's letter, well away from any other."""
    maps = [lessons.look(lesson_setup(name)) for name in ("first", "belts", "lasers", "machines")]
    maps.append(lessons.RoboRallyRace(seed=1).state.ascii())
    seen = 0
    for text in maps:
        rows = text.splitlines()
        head = {x: letter for x, letter in enumerate(rows[0]) if letter.isalpha()}
        for line in text.split("Key:")[1].splitlines():
            found = re.match(r"(\S.*?) \((\w)\) at ([A-Z])(\d+)", line)
            if not found:
                continue
            row = next(r for r in rows if r[:3].strip() == found[4])
            at = re.search(rf"(?<= ){found[2]}(?=[ |*:]|$)", row[4:]).start() + 4   # its letter
            own = next(x for x, letter in head.items() if letter == found[3])
            others = [abs(x - at) for x in head if x != own]
            assert abs(own - at) <= 1 and min(others) >= 3, (line, row)   # plainly its own
            seen += 1
    assert seen >= 8


def test_the_first_board_s_text_names_its_belt_squares():
    """walk 07r, fault 4: the text said "the column D is a conveyor belt", but only D2 to D4
    are belts, and Zoom Bot starts on D5, plain floor: a child who trusted the sentence
    predicted the first register wrongly. The text names the belt's squares, and they are
    the board's."""
    text = " ".join(next(src for _, src in _cells()
                         if src.startswith("## Robots push robots")).split())
    said = re.search(r"the squares ([A-Z0-9, and]+) are a conveyor belt", text)
    assert said, text
    belts = {e["at"] for e in lesson_setup("first")["board"]["elements"] if e["kind"] == "conveyor"}
    assert set(re.findall(r"[A-Z]\d", said.group(1))) == belts


def test_the_race_s_words_are_explained_in_the_lesson():
    """walk 07r, fault 6: the board's *What happened* said "reveals", "announces a
    power-down", "restart square" and "re-enters", and the rules "deck" and "shuffled", and
    the lesson never said what they mean (it calls step A "everybody shows the card"). The
    lesson says each one in plain words, in bold where it is explained."""
    said = " ".join([revealed("Twonky", "Move 1 500", 1).text, R.ARCHIVE.text, R.DEAL.text,
                     R.DECK.text])
    text = " ".join(" ".join(src for kind, src in _cells() if kind == "markdown").split())
    for word in ("reveals", "restart square", "deck", "shuffled"):
        assert word in said, word
    for word in ("reveals", "restart square", "re-enters", "deck", "shuffled"):
        assert f"**{word}**" in text, word
    assert "**reveals** its card: it shows it" in text
    assert "**announces a power-down**: it says that it will rest next turn" in text
    assert "**re-enters** at its **restart square**: it comes back there" in text


def test_every_card_the_lesson_plays_has_its_priority_from_the_deck_table():
    """Walk 07v, fault 7: the ramps' example gave Zoom Bot "Move 1 480", but the table of
    the lesson's first cell says Move 1 cards are 490 to 660 (480 is a Back Up), and the
    text says no two cards share a priority. Every card written in the lesson is a card of
    the deck (DECISIONS.md, RoboRally base rules). Walk 07q5, fault 1: "Rotate Left 90" read
    as a turn of 90 degrees; the lesson writes every card with its priority said as one,
    "Rotate Left (priority 90)", as the boards and messages say it."""
    kinds, deck = deck_data()
    names = "|".join(re.escape(kind.name) for kind in kinds.values())
    cards = {(card.kind.name, card.priority) for card in deck}
    code = [src for kind, src in _cells() if kind == "code"]
    written = [(m[1], int(m[2])) for src in code
               for m in re.finditer(rf'"({names}) \(priority (\d+)\)"', src)]
    assert len(written) > 40
    assert [card for card in written if card not in cards] == []
    assert [m[0] for src in code for m in re.finditer(rf'"({names}) \d+"', src)] == []


def test_water_damage_and_resting_are_said_plainly_where_they_first_come():
    """Walk 07v, fault 9: "A card started in water loses its first square" (a card does not
    start anywhere: a move does); "damage point" in the story, before damage is explained;
    "powered down" in the robot laser's rule on the first board, long before the race
    explains a power-down."""
    from codyroby_lab.games.roborally.drawing import ITEMS

    cells = _cells()
    assert "damage point" not in cells[0][1] and "point of **damage**" in cells[0][1]
    water = next(src for kind, src in cells if "**in water**" in src)
    assert "A move that starts **in water** (`~~`) loses its first square" in water
    said = [src for _, src in cells] + [item.tip for item in ITEMS] + [
        R.CURRENTS_AFTER.text, lessons.check_where(lesson_setup("slippery"), "C5").hint]
    assert not [text for text in said if "card started" in text]
    assert "power" not in R.ROBOT_LASER.text


def test_a_double_wrench_site_and_the_first_cell_s_padding_are_said_in_words():
    """Walk 07r6, fault M13: "double-wrench site" came unexplained (a child may not know
    what a wrench is), and the first code cell's f-string with ``:13`` was Python nobody
    explained."""
    cells = _cells()
    repairs = next(src for _, src in cells if src.startswith("## Repairs and option cards"))
    assert "is a repair site\nwith two wrenches (a wrench is the tool" in repairs
    first = next(src for kind, src in cells if kind == "code" and ":13" in src)
    assert "# (:13 and :2 pad the name and the count with spaces" in first
