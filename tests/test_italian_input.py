"""Issue 35, point 4: answers and programs read in Italian as well as English. Every reader
takes both languages' words at once (there is no language switch yet), an Italian word means
exactly what its English word means, and messages still list the English words."""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab import lessons
from codyroby_lab.core.errors import ProgramSyntaxError
from codyroby_lab.core.geometry import ORTHOGONAL
from codyroby_lab.games.codyroby import CodyRoby
from codyroby_lab.games.codyroby.program import parse
from codyroby_lab.games.codyroby.robot import Robot
from codyroby_lab.lessons import answers, feedback, predict
from codyroby_lab.lessons.roborally import check_where
from tests.support.strategies import boards, programs

pytestmark = pytest.mark.usefixtures("fresh_answers")


# --- the Italian forms, reader by reader ---------------------------------------------------

# From C3 facing north, k R cards leave Roby on C3 facing the k-th way clockwise.
FACINGS = [("nord", 0), ("N", 0), ("est", 1), ("E", 1), ("sud", 2), ("S", 2), ("ovest", 3),
           ("O", 3), ("o", 3), ("OVEST", 3), ("  Nord. ", 0), ("Sud!", 2)]


@pytest.mark.parametrize(("word", "turns"), FACINGS)
def test_a_facing_reads_in_italian(word, turns):
    program = " ".join("R" * turns) or "F R R R R"
    where = "C3" if turns else "C2"
    assert predict(program, f"{where} {word}", at="C3").ok
    assert predict(program, f"{word} {where.lower()}", at="C3").ok        # facing first
    feedback.forget()
    assert predict(program, word, at="C3", asks="facing").ok


# An Italian sentence around the square and the facing, as a child may write it.
SENTENCES = ["C3 guarda a ovest", "Roby è su C3 e guarda verso ovest", "su C3, guarda ovest",
             "finisce sulla casella C3 e guarda a ovest",
             "la casella c3 guarda a O", "C3 e ovest", "Roby è su C3 e O"]


@pytest.mark.parametrize("answer", SENTENCES)
def test_a_position_reads_in_an_italian_sentence(answer):
    feedback.forget()
    assert predict("L", answer, at="C3").ok, predict("L", answer, at="C3").message


def test_an_italian_sentence_keeps_a_wrong_facing_wrong():
    said = predict("L", "Roby è su C3 e guarda a est", at="C3")
    assert not said.ok and "does not face east" in said.message


@pytest.mark.parametrize("answer", ["schianto", "Schianto!", "A1 schianto", "schianto a1",
                                    "SCHIANTA", "schiantato."])
def test_a_crash_reads_in_italian(answer):
    assert predict("F F F F F", answer).ok


@pytest.mark.parametrize(("answer", "turn"), [("gira a sinistra", "L"), ("Gira a destra", "R"),
                                              ("destra", "R"), ("girati a sinistra!", "L")])
def test_a_turn_reads_in_italian(answer, turn):
    assert predict(turn, answer, asks="turn").ok


@pytest.mark.parametrize("n", range(21))
def test_number_words_read_in_italian(n):
    italian = ("zero uno due tre quattro cinque sei sette otto nove dieci undici dodici "
               "tredici quattordici quindici sedici diciassette diciotto diciannove "
               "venti").split()
    assert answers.number(f" {italian[n].upper()}! ") == n == answers.number(italian[n])


ITALIAN_PROGRAMS = [  # Italian, as a learner may type it; the same program in English
    ("RIPETI 4 [F R]", "REPEAT 4 [F R]"),
    ("ripeti 4 (F R)", "REPEAT 4 [F R]"),
    ("Ripeti   3(f r)", "REPEAT 3 [F R]"),
    ("SE avanti [F] ALTRIMENTI [R]", "IF ahead [F] ELSE [R]"),
    ("se Sinistra (L) altrimenti (R)", "IF left [L] ELSE [R]"),
    ("SE NON destra (F)", "IF not right [F]"),
    ("se davanti (F)", "IF ahead [F]"),
    ("RIPETI MENTRE avanti (F)", "REPEAT WHILE ahead [F]"),
    ("ripeti mentre non sinistra [F L]", "REPEAT WHILE not left [F L]"),
    ("RIPETI FINO A rosso (F)", "REPEAT UNTIL red [F]"),
    ("ripeti fino a\n GIALLO [F]", "REPEAT UNTIL yellow [F]"),
    ("ripeti fino giallo (F)", "REPEAT UNTIL yellow [F]"),
    ("RIPETI FINCHÉ rosso (F)", "REPEAT UNTIL red [F]"),
    ("ripeti finche Giallo [F]", "REPEAT UNTIL yellow [F]"),
    ("RIPETI 2 (SE avanti (F) ALTRIMENTI (R))", "REPEAT 2 [IF ahead [F] ELSE [R]]"),
    ("F RIPETI 2 [SE avanti (F)] R", "F REPEAT 2 [IF ahead [F]] R"),
]


@pytest.mark.parametrize(("italian", "english"), ITALIAN_PROGRAMS)
def test_a_program_reads_in_italian_with_either_brackets(italian, english):
    assert parse(italian) == parse(english)
    assert parse(italian).text == english


def test_a_word_with_an_accent_is_refused_as_one_word():
    with pytest.raises(ProgramSyntaxError, match="'città' is not a card"):
        parse("F città")


def test_the_board_text_box_reads_an_italian_program():
    from codyroby_lab.ui import CodyRobyBoard
    board = CodyRobyBoard({"width": 5, "height": 5}, at="C3")
    board.program = "RIPETI 4 (F R)"
    assert board.program == "REPEAT 4 [F R]"


def test_a_roborally_answer_reads_its_facing_in_italian():
    setup = {"board": {"width": 5, "height": 5, "elements": [
        {"kind": "conveyor", "at": "C3", "facing": "E"}]},
        "robots": {"Twonky": {"at": "C5"}}, "program": {"Twonky": ["Move 2 670"]},
        "phases": 1}
    assert check_where(setup, "d3 Nord", with_facing=True).ok


# --- an Italian program is its English twin ------------------------------------------------

ITALIAN = {"REPEAT": "ripeti", "IF": "se", "ELSE": "altrimenti", "WHILE": "mentre",
           "UNTIL": "fino a", "not": "non", "ahead": "avanti", "left": "sinistra",
           "right": "destra", "red": "rosso", "yellow": "giallo"}


@st.composite
def in_italian(draw, program):
    """The program's text in Italian words, each in any case, with round or square
    brackets."""
    def word(m: re.Match) -> str:
        w = ITALIAN.get(m[0], m[0])
        return "".join(c.upper() if draw(st.booleans()) else c.lower() for c in w)
    text = re.sub(r"[A-Za-z]+", word, program.text)
    if draw(st.booleans()):
        text = text.replace("[", "(").replace("]", ")")
    return text


def _run(program, board, at, facing):
    state = CodyRoby(board=board, robots={"roby": Robot("roby", at, facing)},
                     step_limit=200).new_state()
    trace = state.run(program)
    return state.halt, trace.steps, [
        (trace.card_of(i), [e.text for e in trace.events(i)], trace[i].to_vector().tolist())
        for i in range(len(trace))]


@settings(max_examples=200, deadline=None)
@given(st.data(), programs, boards(), st.sampled_from(ORTHOGONAL))
def test_an_italian_program_compiles_and_runs_as_its_english_twin(data, program, board_and_start,
                                                                   facing):
    board, at = board_and_start
    italian = parse(data.draw(in_italian(program)))
    assert italian == parse(program.text) == program
    assert _run(italian, board, at, facing) == _run(program, board, at, facing)


# --- English keeps working ---------------------------------------------------------------

ENGLISH_PROGRAMS = ["F L R", "ffr", "F F R 3[f R]", "REPEAT 4 [F R]", "repeat 2 [ f ]",
                    "IF ahead [F] ELSE [R]", "if not left [L]", "REPEAT WHILE right [F]",
                    "REPEAT WHILE not ahead [R]", "REPEAT UNTIL red [F]",
                    "repeat until YELLOW [F]", "F # a comment\nR"]


@pytest.mark.parametrize("text", ENGLISH_PROGRAMS)
def test_english_programs_and_the_letters_f_l_r_keep_working(text):
    assert parse(parse(text).text) == parse(text)
    assert parse(text).card_count >= 1


@pytest.mark.parametrize(("word", "turns"), [("north", 0), ("n", 0), ("up", 0), ("East", 1),
                                             ("E", 1), ("south", 2), ("S", 2), ("down", 2),
                                             ("west", 3), ("W", 3)])
def test_english_facings_keep_working(word, turns):
    program = " ".join("R" * turns) or "R R R R"
    assert predict(program, f"C3 {word}", at="C3").ok


@pytest.mark.parametrize("answer", ["crash", "Crashes!", "crashed", "A1 crash"])
def test_english_crash_keeps_working(answer):
    assert predict("F F F F F", answer).ok


@pytest.mark.parametrize("n", range(21))
def test_english_number_words_keep_working(n):
    english = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
               "fourteen fifteen sixteen seventeen eighteen nineteen twenty").split()
    assert answers.number(english[n].title()) == n


def test_english_turns_and_sides_keep_working():
    assert predict("L", "turns left", asks="turn").ok and predict("R", "R", asks="turn").ok
    assert "'left' is a turn, not a way Roby can face" in predict("R", "C3 left", at="C3").message


# --- the clashes -------------------------------------------------------------------------

def test_o_is_west_in_a_facing_and_never_a_zero():
    assert predict("L", "A5 O", at="A5").ok          # ovest
    feedback.forget()
    assert not predict("L", "A5 0", at="A5").ok      # a zero is no O
    assert answers.number("O") is None and answers.facing("0") is None
    assert answers.square("O3") == "O3"              # a letter and a number stay a square


def test_se_is_if_in_a_program_and_never_south_east_in_an_answer():
    assert parse("SE avanti [F]") == parse("IF ahead [F]")
    said = predict("R", "A5 SE", at="A5")
    assert not said.ok and "cannot read" in said.message
    setup = {"board": {"width": 3, "height": 3}, "robots": {"Twonky": {"at": "B3"}},
             "program": {"Twonky": ["Move 1 670"]}, "phases": 1}
    assert "not a way to face" in check_where(setup, "B2 SE").message
    with pytest.raises(ProgramSyntaxError):
        parse("F SE")                                 # IF needs a sensor: never a way


def test_a_facing_letter_is_never_a_card():
    for letter in "NESO":
        with pytest.raises(ProgramSyntaxError, match="is not a card"):
            parse(f"F {letter}")


@pytest.mark.parametrize(("italian", "letter"), [("avanti", "F"), ("sinistra", "L"),
                                                 ("destra", "R")])
def test_a_side_is_a_sensor_in_a_program_and_never_a_way_in_an_answer(italian, letter):
    assert parse(f"SE {italian} [F]").body[0].sensor.name in ("ahead", "left", "right")
    said = predict("R", f"C3 {italian}", at="C3").message
    assert f"'{italian}' is a " in said and "not a way Roby can face" in said
    assert "north, east, south or west" in said
    with pytest.raises(ProgramSyntaxError, match=f"for the card, write {letter}"):
        parse(f"F {italian}")                        # the Italian card's name: F is written
    with pytest.raises(ProgramSyntaxError, match=f"write {letter} for {italian}"):
        parse(f"F {italian}", cards=["F", "L", "R"])


def test_fino_takes_its_a_and_no_other_word_does():
    assert parse("RIPETI FINO A rosso [F]") == parse("ripeti fino rosso [F]")
    for text in ("F a", "ripeti a rosso [F]", "F finoa"):
        with pytest.raises(ProgramSyntaxError):
            parse(text)


def test_round_brackets_close_as_they_open_and_other_brackets_still_hear_of_them():
    assert parse("REPEAT 2 (IF ahead (F))") == parse("REPEAT 2 [IF ahead [F]]")
    with pytest.raises(ProgramSyntaxError, match=r"this '\)' has no '\(' before it"):
        parse("F )")
    with pytest.raises(ProgramSyntaxError, match=r"a \( is never closed: put a \) after"):
        parse("RIPETI 2 (F")
    with pytest.raises(ProgramSyntaxError, match="square brackets"):
        parse("REPEAT 2 {F}")


# --- messages list the English words, from the one table ---------------------------------

@pytest.mark.parametrize(("text", "listed"), [
    ("SE sopra [F]", "ahead, left and right"), ("RIPETI FINO A blu [F]", "red or yellow"),
    ("SE [F]", "ahead, left or right"), ("non F", "ahead, left or right")])
def test_errors_list_the_english_words(text, listed):
    with pytest.raises(ProgramSyntaxError) as e:
        parse(text)
    assert listed in str(e.value) and not re.search(r"avanti|sinistra|rosso", str(e.value))


def test_the_table_pairs_every_word_with_its_english_one_and_no_form_means_two_things():
    from codyroby_lab.core.vocabulary import WORDS, meanings
    for reader, languages in WORDS.items():
        assert {len(places) for places in languages.values()} == {len(languages["en"])}, reader
    for together in (("blue", "sensor", "target"), ("facing", "crash", "side", "number")):
        forms = [f for reader in together for f in meanings(reader)]
        assert len(forms) == len(set(forms)), together


@pytest.mark.parametrize(("word", "letter"), [("avanti", "F"), ("Sinistra", "L"), ("destra", "R"),
                                              ("forward", "F")])
def test_the_duel_names_the_letter_for_a_card_written_as_a_word(word, letter):
    from codyroby_lab.core.errors import IllegalAction
    from codyroby_lab.lessons.duel import duel_cards
    with pytest.raises(IllegalAction, match=f"'{word}' is the card {letter} \\({letter} "):
        duel_cards(f"F {word}")


@pytest.mark.parametrize(("italian", "english"), [("V2 A 1 sud", "V2 A 1 S"),
                                                  ("V2 A 1 o", "V2 A 1 W"),
                                                  ("VD A 1 SO", "VD A 1 SW"),
                                                  ("VD A 1 nord-ovest", "VD A 1 NW")])
def test_a_droids_chit_takes_its_arrow_in_italian(italian, english):
    from codyroby_lab.lessons.droids import DroidsPlay
    games = [DroidsPlay("statue", players=["red", "blue"], seed=4) for _ in range(2)]
    for game, chit in zip(games, (italian, english), strict=True):
        game.draw("violet 4 red 3")
        assert game.place(chit).ok, chit
    assert games[0].state.to_dict() == games[1].state.to_dict()


@pytest.mark.parametrize("asked", ["fammi vedere", "Fammi vedere!", "FAMMI  VEDERE."])
def test_fammi_vedere_asks_to_see_the_answer_as_show_me_does(asked):
    """Issue 35: the Italian guide tells a learner to write "fammi vedere" to see the answer;
    it shows the answer as "show me" does."""
    lessons.predict("F F R F", "C3", at="A5")
    shown = lessons.predict("F F R F", asked, at="A5")
    assert shown.shown and not shown.ok and "B3 facing east" in shown.message
    lessons.predict("F F R F", "C3", at="A5")
    assert lessons.predict("F F R F", "show me", at="A5").message == shown.message
