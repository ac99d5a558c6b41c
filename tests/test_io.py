"""Versioned JSON save and load of boards, programs, states and traces."""

import pytest
from hypothesis import given, settings

from codyroby_lab import codyroby, parse
from codyroby_lab.core import io
from codyroby_lab.core.errors import SetupError
from tests.support.strategies import boards, programs


def test_files_round_trip(tmp_path):
    b = codyroby.Board(6, 4, blocks=["B2"], path=None, targets={"yellow": "F1"})
    io.save(b, tmp_path / "b.json")
    assert io.load(tmp_path / "b.json") == b
    p = parse("REPEAT 2 [IF ahead [F] ELSE [R]]")
    io.save(p, tmp_path / "p.json")
    assert io.load(tmp_path / "p.json") == p


def test_state_and_trace_round_trip():
    t = codyroby.run("REPEAT 5 [IF ahead [F] ELSE [R]] F F F", at="C3")
    s = t.final
    again = io.loads(io.dumps(s))
    assert again.to_dict() == s.to_dict()
    t2 = io.loads(io.dumps(t))
    assert t2.halt == t.halt and t2.cards == t.cards and len(t2) == len(t)
    assert [x.to_dict() for x in t2] == [x.to_dict() for x in t]
    assert [t2.events(i) for i in range(len(t2))] == [t.events(i) for i in range(len(t))]
    assert [t2.actor(i) for i in range(len(t2))] == [t.actor(i) for i in range(len(t))]


def test_a_version_1_trace_is_refused_by_name():
    doc = io.to_document(codyroby.run("F", at="A5"))
    with pytest.raises(SetupError, match="version 1 .*card table"):
        io.from_document({**doc, "version": 1})
    with pytest.raises(SetupError, match="data.version: this is a version 1 trace"):
        io.from_document({**doc, "data": {**doc["data"], "version": 1}})


def test_documents_are_versioned():
    doc = io.to_document(parse("F"))
    assert (doc["format"], doc["kind"], doc["version"]) == ("codyroby-lab", "program", 1)


@settings(max_examples=40, deadline=None)
@given(boards(), programs)
def test_any_trace_round_trips(board_at, program):
    board, at = board_at
    game = codyroby.CodyRoby(board=board, step_limit=300,
                             robots={"roby": codyroby.Robot("roby", at, codyroby.Direction.N)})
    t = game.new_state().run(program)
    t2 = io.loads(io.dumps(t))
    assert [x.to_dict() for x in t2] == [x.to_dict() for x in t]


def test_every_data_file_class_reads_a_file_gives_it_back_and_keeps_its_own_docstring(tmp_path):
    """The data file classes (a board, a track, a deck): from_file, to_dict as read and a
    copy, a file that is no JSON refused naming the file, and the class's own help text (a
    class attribute placed before the docstring would hide it)."""
    import json

    from codyroby_lab.games.droids.board import Board
    from codyroby_lab.games.energy_seekers.board import PathBoard
    from codyroby_lab.games.robin.data import Deck, Track
    for cls in (Board, PathBoard, Deck, Track):
        assert cls.__doc__ and not cls.__doc__.startswith(cls.__name__ + "(")  # its own words
        source = cls.default().to_dict()
        path = tmp_path / f"{cls.__name__}.json"
        path.write_text(json.dumps(source))
        read = cls.from_file(path)
        read.to_dict()["?"] = 1
        assert read.to_dict() == source
        path.write_text("{")
        with pytest.raises(SetupError) as e:
            cls.from_file(path)
        assert e.value.field == cls.FIELD
