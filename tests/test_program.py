"""The Cody program notation: parser, canonical text, card stacks (DESIGN.md, Coordinates
and notation)."""

import pytest
from hypothesis import given

from codyroby_lab.core.errors import ProgramSyntaxError, SetupError
from codyroby_lab.games.codyroby.program import Card, If, Program, Repeat, Sensor, parse
from tests.support.strategies import programs


@pytest.mark.parametrize("text, canonical", [
    ("F F R", "F F R"),
    ("ffr", "F F R"),
    ("  f\tL\n r ", "F L R"),
    ("3[F R]", "REPEAT 3 [F R]"),
    ("repeat 3 [f r]", "REPEAT 3 [F R]"),
    ("REPEAT WHILE ahead [F]", "REPEAT WHILE ahead [F]"),
    ("repeat while NOT Left [f]", "REPEAT WHILE not left [F]"),
    ("REPEAT UNTIL red [F]", "REPEAT UNTIL red [F]"),
    ("IF left [L F] ELSE [F]", "IF left [L F] ELSE [F]"),
    ("if not right [] ", "IF not right []"),
    ("F # a comment\nR", "F R"),
    ("2[2[F]R]", "REPEAT 2 [REPEAT 2 [F] R]"),
    ("", ""),
])
def test_canonical_text(text, canonical):
    assert parse(text).text == canonical
    assert parse(canonical).text == canonical


def test_structure():
    p = parse("F 2[R IF ahead [F] ELSE [L]]")
    assert p.body == (Card("F"), Repeat((Card("R"), If(Sensor("ahead"), (Card("F"),),
                                                      (Card("L"),))), times=2))
    assert [type(n).__name__ for n in p.nodes] == ["Card", "Repeat", "Card", "If", "Card",
                                                   "Card"]
    assert p.card_count == 7  # F, REPEAT, R, IF, F, ELSE, L
    assert p.uses_blocks and not parse("F L").uses_blocks


@pytest.mark.parametrize("text, line, column, token", [
    ("F X F", 1, 3, "X"),
    ("F\nF\n  Q", 3, 3, "Q"),
    ("REPEAT [F]", 1, 8, "["),
    ("REPEAT 3 F", 1, 10, "F"),
    ("REPEAT 3 [F", 1, 10, "["),    # walk 02 (issue 29), fault 9: marked on its [
    ("REPEAT 0 [F]", 1, 8, "0"),
    ("REPEAT UNTIL blue [F]", 1, 14, "blue"),
    ("IF [F]", 1, 4, "["),
    ("IF not [F]", 1, 8, "["),
    ("F ]", 1, 3, "]"),
    ("ELSE [F]", 1, 1, "ELSE"),
    ("F; R", 1, 2, ";"),
    ("[F]", 1, 1, "["),
    ("WHILE ahead [F]", 1, 1, "WHILE"),
])
def test_syntax_errors_name_line_column_and_token(text, line, column, token):
    with pytest.raises(ProgramSyntaxError) as e:
        parse(text)
    assert (e.value.line, e.value.column, e.value.token) == (line, column, token)
    assert f"line {line}, column {column}" in str(e.value)
    assert isinstance(e.value, ValueError)


def test_non_text_is_a_syntax_error():
    with pytest.raises(ProgramSyntaxError):
        parse(42)


def test_stack_form():
    p = parse("F REPEAT WHILE not ahead [R] IF left [L] REPEAT UNTIL yellow [F]")
    assert p.to_stack() == [
        {"card": "F"},
        {"card": "REPEAT", "while": "not ahead", "body": [{"card": "R"}]},
        {"card": "IF", "if": "left", "then": [{"card": "L"}]},
        {"card": "REPEAT", "until": "yellow", "body": [{"card": "F"}]},
    ]


@pytest.mark.parametrize("stack, field", [
    ("F", "stack"),
    ([{"card": "X"}], "stack[0].card"),
    ([{"letter": "F"}], "stack[0]"),
    ([{"card": "F", "times": 2}], "stack[0].times"),
    ([{"card": "REPEAT", "times": 0, "body": []}], "stack[0].times"),
    ([{"card": "REPEAT", "times": 2, "while": "ahead", "body": []}], "stack[0]"),
    ([{"card": "REPEAT", "while": "behind", "body": []}], "stack[0].while"),
    ([{"card": "REPEAT", "until": "blue", "body": []}], "stack[0].until"),
    ([{"card": "IF", "then": []}], "stack[0].if"),
    ([{"card": "REPEAT", "times": 2, "body": [{"card": "Q"}]}], "stack[0].body[0].card"),
    ([{"card": "IF", "if": "ahead", "then": [], "else": "F"}], "stack[0].else"),
])
def test_bad_stacks_name_the_entry(stack, field):
    with pytest.raises(SetupError) as e:
        Program.from_stack(stack)
    assert e.value.field == field


@given(programs)
def test_text_to_stack_to_text_is_the_identity(program):
    text = program.text
    assert parse(text) == program
    assert Program.from_stack(program.to_stack()) == program
    assert Program.from_stack(parse(text).to_stack()).text == text
