"""The board widget's kernel side: every browser message is validated, a bad one shows an
error and changes nothing; the program syncs both ways; the trace goes out compactly."""

from __future__ import annotations

import copy

import pytest

from codyroby_lab.core.errors import LabError
from codyroby_lab.ui import BoardWidget, CodyRobyBoard
from codyroby_lab.ui.wire import encode_trace

SETUP = {"board": {"width": 5, "height": 5, "blocks": ["B3"], "targets": {"yellow": "E1"}},
         "robots": {"roby": {"at": "A5", "facing": "N"}}}
STATE_KEYS = ("scene", "program", "content", "trace_meta", "trace_bytes")


def snapshot(w):
    return {k: copy.deepcopy(getattr(w, k)) for k in STATE_KEYS} | {"trace": w.trace}


@pytest.fixture
def board():
    w = CodyRobyBoard(SETUP, program="F F R")
    w.run()
    return w


MALFORMED = [
    pytest.param("run", id="not-an-object"),
    pytest.param(["run"], id="a-list"),
    pytest.param({}, id="no-type"),
    pytest.param({"type": "explode"}, id="unknown-type"),
    pytest.param({"type": "run", "extra": 1}, id="extra-field"),
    pytest.param({"type": "set_program"}, id="missing-text"),
    pytest.param({"type": "set_program", "text": 42}, id="text-not-a-string"),
    pytest.param({"type": "set_program", "text": "F " * 20_000}, id="text-too-long"),
    pytest.param({"type": "set_program", "text": "F X"}, id="syntax-error"),
    pytest.param({"type": "set_program", "text": "REPEAT UNTIL red [F]"}, id="no-red-target"),
    pytest.param({"type": "set_stack", "stack": [{"card": "X"}]}, id="unknown-card"),
    pytest.param({"type": "set_stack", "stack": [{"card": "<img src=x>"}]}, id="hostile-card"),
    pytest.param({"type": "set_stack", "stack": "F F"}, id="stack-not-a-list"),
    pytest.param({"type": "set_stack", "stack": [{"card": "REPEAT", "times": 0, "body": []}]},
                 id="repeat-zero"),
    pytest.param({"type": "set_stack", "stack": [{"card": "REPEAT", "times": True,
                                                  "body": []}]}, id="repeat-bool"),
    pytest.param({"type": "set_stack", "stack": [{"card": "IF", "if": "up", "then": []}]},
                 id="bad-sensor"),
    pytest.param({"type": "set_stack", "stack": [{"card": "F", "hack": 1}]}, id="extra-key"),
    pytest.param({"type": "set_stack", "stack": [{"card": "F"}] * 3000}, id="too-many-cards"),
    pytest.param({"type": "choose", "cards": ["F"]}, id="another-editors-intent"),
]


def _deep(n):
    node = {"card": "F"}
    for _ in range(n):
        node = {"card": "REPEAT", "times": 2, "body": [node]}
    return {"type": "set_stack", "stack": [node]}


@pytest.mark.parametrize("message", [*MALFORMED, pytest.param(_deep(500), id="too-deep")])
def test_a_malformed_message_shows_an_error_and_changes_nothing(board, message):
    before = snapshot(board)
    board.receive(message)
    assert board.error, "the widget shows what was wrong"
    assert snapshot(board) == before


def test_run_with_no_cards_says_to_lay_cards_first():
    """Walkthrough 01 fault 15: Run on an empty program "ran" and said only that the
    program had ended."""
    w = CodyRobyBoard(SETUP, program="")
    before = snapshot(w)
    w.receive({"type": "run"})
    assert "no cards yet" in w.error and "press Run" in w.error
    assert snapshot(w) == before


def test_messages_arrive_through_the_comm_handler(board):
    before = snapshot(board)
    board._handle_custom_msg({"type": "set_stack", "stack": [{"card": "Q"}]}, [])
    assert "unknown card 'Q'" in board.error
    assert snapshot(board) == before


def test_the_browser_cannot_write_the_state_directly(board):
    before = snapshot(board)
    board.set_state({"program": "L L L", "stack": [], "trace_bytes": b"x"})
    assert "may not change" in board.error
    assert snapshot(board) == before


def test_the_browser_writes_only_the_answers_it_has_seen(board):
    """``seen`` (a copy of ``ack``) is the one value the browser sets, so marimo re-runs
    the cells that read the board; a count past the answers given is refused."""
    board.receive({"type": "set_program", "text": "F"})
    board.set_state({"seen": board.ack})
    assert board.seen == board.ack and board.error == ""
    for wrong in (board.ack + 1, -1, "1"):
        board.set_state({"seen": wrong})
        assert "cannot use" in board.error and board.seen == board.ack


def test_a_good_message_clears_the_error(board):
    board.receive({"type": "explode"})
    assert board.error
    board.receive({"type": "set_program", "text": "l f"})
    assert board.error == "" and board.program == "L F"


def test_python_sets_the_program_and_the_stack_follows():
    w = CodyRobyBoard(SETUP)
    w.program = "ffr 2[f]"
    assert w.program == "F F R REPEAT 2 [F]"
    assert w.stack == [{"card": "F"}, {"card": "F"}, {"card": "R"},
                       {"card": "REPEAT", "times": 2, "body": [{"card": "F"}]}]
    w.stack = [{"card": "IF", "if": "not ahead", "then": [{"card": "L"}], "else": []}]
    assert w.program == "IF not ahead [L] ELSE []"


def test_python_gets_a_typed_error_for_a_bad_program():
    w = CodyRobyBoard(SETUP, program="F")
    with pytest.raises(LabError):
        w.program = "F Z"
    with pytest.raises(LabError):
        w.stack = [{"card": "Z"}]
    assert w.program == "F" and w.stack == [{"card": "F"}]


def test_the_browser_edits_and_python_reads_the_program_back():
    w = CodyRobyBoard(SETUP)
    w.receive({"type": "set_stack", "stack": [{"card": "f"}, {"card": "REPEAT", "times": 3,
                                                              "body": [{"card": "R"}]}]})
    assert w.error == ""
    assert w.program == "F REPEAT 3 [R]"
    w.receive({"type": "set_program", "text": "L   L"})
    assert w.stack == [{"card": "L"}, {"card": "L"}]


def test_run_from_the_browser_gives_python_the_trace():
    w = CodyRobyBoard(SETUP, program="F R F F")
    assert w.trace is None
    w.receive({"type": "run"})
    assert w.trace.steps == 4 and w.trace.halt == "end"
    assert w.trace.final.robots["roby"].name_at == "C4"
    meta, data = encode_trace(w.trace.view(w.viewer), w.program)
    assert w.trace_meta == meta and w.trace_bytes == data


def test_a_new_program_clears_the_old_trace(board):
    assert board.trace is not None and board.trace_meta
    board.program = "L"
    assert board.trace is None and board.trace_meta == {} and board.trace_bytes == b""


def test_the_trace_travels_compactly():
    w = CodyRobyBoard(program="REPEAT 2500 [F F R R]", at="C3")
    t = w.run()
    assert t.steps == 10_000
    size = len(w.trace_bytes) + len(str(w.trace_meta))
    assert size / t.steps <= 16


def test_the_palette_limits_the_cards():
    w = CodyRobyBoard(SETUP, palette=["F", "L", "R"])
    before = snapshot(w)
    w.receive({"type": "set_program", "text": "REPEAT 2 [F]"})
    assert w.error == "There is no REPEAT card here: use F, L or R."
    assert snapshot(w) == before


def test_a_lesson_chooses_the_palette():
    w = CodyRobyBoard(SETUP, palette=["f", "L", "R"])
    assert w.scene["editor"]["palette"] == ["F", "L", "R"]
    before = snapshot(w)
    w.receive({"type": "set_stack", "stack": [{"card": "IF", "if": "ahead", "then": []}]})
    assert w.error == "There is no IF card here: use F, L or R."
    assert snapshot(w) == before
    with pytest.raises(LabError, match="no REPEAT card"):
        w.program = "REPEAT 2 [F]"
    w.start = w.start                    # a new start keeps the lesson's palette
    assert w.scene["editor"]["palette"] == ["F", "L", "R"]
    assert BoardWidget(w.start, palette=["F"]).scene["editor"]["palette"] == ["F"]


@pytest.mark.parametrize("palette", [["X"], "F L R", [1], ["F", None]])
def test_a_bad_palette_is_a_typed_error(palette):
    with pytest.raises(LabError, match="palette"):
        CodyRobyBoard(SETUP, palette=palette)


def test_new_game_calls_back_and_clears_the_replay(board):
    calls = []
    w = CodyRobyBoard(SETUP, program="F", on_new_game=lambda: calls.append(1))
    assert w.new_game and not board.new_game
    w.run()
    w.receive({"type": "new_game"})
    assert calls == [1] and w.error == "" and w.trace is None and w.trace_meta == {}
    before = snapshot(board)
    board.receive({"type": "new_game"})             # no callback: refused, nothing changes
    assert board.error == "This board has no new game to start."
    assert snapshot(board) == before


def _refusing(start, program):
    from codyroby_lab.core.errors import IllegalAction
    raise IllegalAction("the game is over: start a new game")


def test_a_refused_run_keeps_the_last_replay():
    w = CodyRobyBoard(SETUP, program="F R")
    w.run()
    w._runner = _refusing
    before = snapshot(w)
    ack = w.ack
    w.receive({"type": "run"})
    assert w.error == "the game is over: start a new game"
    assert w.ack == ack + 1                         # the browser hears the answer
    assert snapshot(w) == before


def test_a_python_failure_shows_plain_words_not_the_exception(board):
    def broken(start, program):
        raise StopIteration
    board._runner = broken
    before = snapshot(board)
    board.receive({"type": "run"})
    assert board.error == ("Something went wrong, so nothing changed. Try again, or ask "
                           "your teacher.")
    assert isinstance(board.last_exception, StopIteration)
    assert snapshot(board) == before


def test_a_typing_error_says_where(board):
    board.receive({"type": "set_program", "text": "F X REPEAT [F"})
    assert board.error.startswith("'X' is not a card") and "column" not in board.error
    assert board.error_at == [1, 3, 1]
    assert board.program == "F F R"
    board.receive({"type": "set_program", "text": "F\nF ]"})
    assert board.error_at == [2, 3, 1]
    board.receive({"type": "set_stack", "stack": [{"card": "X"}]})
    assert board.error_at == []
    board.receive({"type": "set_program", "text": "L"})
    assert board.error == "" and board.error_at == []


def test_a_game_turn_stays_on_show_when_the_program_changes():
    """A runner whose trace runs no program (a game's turn) keeps its replay while the
    learner stacks the next move; a program's own replay goes with the program."""
    from codyroby_lab.core.trace import Trace

    def turn(start, program):
        t = Trace(start)
        t.push_state(start)
        return t

    w = CodyRobyBoard(SETUP, program="F", runner=turn)
    w.run()
    w.program = "F R"
    assert w.trace is not None and w.trace_meta
    own = CodyRobyBoard(SETUP, program="F")
    own.run()
    own.program = "F R"
    assert own.trace is None


DUEL = {"blocks_each": 0, "deck": ["F"] * 20, "robots": {"A": {"at": "A5", "facing": "N"}},
        "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["L", "L", "F", "F", "F"]}}


@pytest.fixture
def duel():
    from codyroby_lab.games.codyroby.duel import Duel
    return BoardWidget(Duel.from_setup(DUEL).new_state(), viewer="A")


@pytest.mark.parametrize("message", [
    {"type": "choose", "cards": ["X"]},
    {"type": "choose", "cards": ["<img src=x>"]},
    {"type": "choose", "cards": "F F"},
    {"type": "choose", "cards": [1]},
    {"type": "choose", "cards": ["F"] * 3000},
    {"type": "choose"},
    {"type": "choose", "cards": ["F"], "more": 1},
    {"type": "set_stack", "stack": [{"card": "F"}]},
    {"type": "set_program", "text": "F REPEAT"},
], ids=["unknown-card", "hostile-card", "not-a-list", "not-text", "too-many", "missing-cards",
        "extra-field", "another-editors-intent", "a-card-not-in-the-hand"])
def test_the_hand_editor_checks_every_choice(duel, message):
    before = snapshot(duel)
    duel.receive(message)
    assert duel.error                          # shown as text in the browser, never HTML
    assert snapshot(duel) == before


def test_the_hand_editor_plays_the_chosen_cards(duel):
    assert duel.editor.kind == "hand" and duel.palette == ["F", "L", "R"]
    assert duel.scene["editor"] == {"kind": "hand", "player": "A", "hand": DUEL["hands"]["A"],
                                    "verbs": ["play"], "over": False}
    duel.receive({"type": "choose", "cards": ["F", "R", "F"]})
    assert duel.error == "" and duel.program == "F R F" and duel.content == ["F", "R", "F"]
    duel.receive({"type": "set_program", "text": "ffr"})      # typed: one-letter cards
    assert duel.content == ["F", "F", "R"]
    duel.receive({"type": "run"})                              # the default runner: play it
    assert duel.error == "" and duel.trace.final.robots["A"].name_at == "A3"
    assert [(r["label"], r["owner"], r["slot"]) for r in duel.trace_meta["card_refs"]] == [
        ("F", "A", 0), ("F", "A", 1), ("R", "A", 2)]
    assert duel.trace_meta["program"] == "F F R"               # its cards light up
    duel.receive({"type": "set_program", "text": "F F F F"})   # more Fs than the hand holds:
    assert duel.error.startswith("You wrote 4 F cards, but your hand holds only 3")  # at once
    assert duel.program == "F F R" and duel.trace is not None  # nothing else changed


def test_the_widget_ships_its_own_modules():
    w = CodyRobyBoard()
    assert "export default" in w._esm and "http" not in w._esm.replace("http://www.w3.org", "")
    assert ".cr-card-F" in w._css


def test_python_can_move_the_start(board):
    from codyroby_lab.games.codyroby import CodyRoby
    board.start = CodyRoby({"board": {"width": 6, "height": 6},
                            "robots": {"roby": {"at": "B6", "facing": "E"}}}).new_state()
    assert board.scene["grid"]["width"] == 6 and board.trace is None
    assert board.run().final.robots["roby"].label() == "Roby at D6 facing south"


def test_the_scene_offers_only_the_boards_targets():
    assert CodyRobyBoard(SETUP).scene["editor"]["targets"] == ["yellow"]
    assert CodyRobyBoard().scene["editor"]["targets"] == []
    assert "not ahead" in CodyRobyBoard().scene["editor"]["sensors"]


def test_a_whole_duel_with_a_reshuffle_fits_the_wire():
    """The random generator sits in 16-bit words (core.rng), so a game trace that reshuffles
    the deck still encodes for the browser."""
    import numpy as np

    from codyroby_lab.core.players import play
    from codyroby_lab.core.protocol import record
    from codyroby_lab.games.codyroby.bots import heuristic_player
    from codyroby_lab.games.codyroby.duel import Duel
    from codyroby_lab.ui.wire import encode_trace

    start = Duel().new_state(seed=2)
    actions: list = []
    play(start.clone(), [heuristic_player] * 2, rng=np.random.default_rng(2), actions=actions)
    trace = record(start, actions)
    assert any(e.kind == "Reshuffled" for i in range(len(trace)) for e in trace.events(i))
    assert encode_trace(trace)


def test_a_game_trace_names_its_cards_through_its_card_table():
    """A Duel's trace runs no program: its card table names the hand card each step played
    (owner and place in the played cards), so the desk check can label the step."""
    from codyroby_lab.core.protocol import record
    from codyroby_lab.games.codyroby.duel import Duel
    start = Duel.from_setup({"deck": ["F"] * 30, "blocks_each": 0,
                             "hands": {"A": ["F", "F", "L", "R", "F"],
                                       "B": ["L", "F", "F", "R", "R"]}}).new_state(seed=1)
    trace = record(start, ["play F R"])
    meta, data = encode_trace(trace)
    assert meta["program"] is None         # it replays no program in the stack
    assert [r["label"] for r in meta["card_refs"]] == meta["cards"] == ["F", "R"]
    assert {r["owner"] for r in meta["card_refs"]} == {"A"}
    dtype, offset, count = meta["columns"]["card"]
    import numpy as np
    cards = np.frombuffer(data, dtype="<" + dtype, count=count, offset=offset)
    assert [meta["cards"][c] for c in cards if c >= 0] == ["F", "R"]
    assert all("rule" in e and "why" in e for evs in meta["events"] for e in evs)


def test_a_finished_duel_keeps_its_last_replay_when_a_run_is_refused():
    """The widget as the Duel lesson uses it: the winning turn stays on show; a card
    chosen after the end is refused (issue 29, walk 04c fault 6), and so is a Run, with
    nothing lost."""
    from codyroby_lab.lessons.duel import DuelPlay
    duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
                     "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
                     "deck": ["F"] * 20, "blocks_each": 0})
    w = duel.widget()
    w.receive({"type": "set_program", "text": "F F F"})
    w.receive({"type": "run"})
    assert duel.over and w.error == "" and w.trace is not None
    assert w.scene["editor"]["hand"] == ["L", "R"]
    w.receive({"type": "set_program", "text": "L"})    # a card after the end
    assert "game is over" in w.error and w.trace is not None
    before = snapshot(w)
    w.receive({"type": "run"})
    assert "game is over" in w.error
    assert snapshot(w) == before
