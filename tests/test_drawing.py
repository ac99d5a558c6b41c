"""The board editor's Python half (issue 32, point 1): every edit is read by the game's own
reader, a refused one changes nothing and says why in plain words, Undo goes back, Save
writes the documented file with squares as names and Load reads it back."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.drawing import Sketch
from codyroby_lab.core.errors import LabError
from codyroby_lab.games.codyroby import Challenge, CodyRoby
from codyroby_lab.games.codyroby.drawing import BOARD, CHALLENGE
from codyroby_lab.ui.board_editor import BoardEditor, editor

SQUARES = [f"{c}{r}" for c in "ABCDE" for r in range(1, 6)]


def test_a_board_is_drawn_square_by_square_and_read_by_codyroby():
    s = Sketch(BOARD)
    s.place("block", "C3")
    for sq in ("A4", "B4", "C4"):
        s.place("road", sq)            # the road starts where Roby stands
    s.place("red", "C4")
    s.place("roby", "A4")
    s.set("facing", "E")
    assert s.doc == {"board": {"width": 5, "height": 5, "blocks": ["C3"],
                               "path": ["A5", "A4", "B4", "C4"], "targets": {"red": "C4"}},
                     "robots": {"roby": {"at": "A4", "facing": "E"}}}
    assert CodyRoby(s.doc).board.summary == \
        "5x5, a road of 4 squares, 1 block, a red target on C4"


def test_a_road_drawn_after_the_targets_takes_them_to_its_end_and_says_so():
    """Walk 05k, fault 1: with a target on D1, every road square was refused ("D1 is off the
    road: ... put it on the road"), advice no road could follow. The road is drawn: a target
    off it goes to its end, and goes on with the end, and the status says so."""
    s = Sketch(BOARD)
    s.place("red", "D1")
    s.place("yellow", "A4")
    s.place("road", "A4")
    assert s.doc["board"]["targets"] == {"red": "A4", "yellow": "A4"}
    assert s.said.startswith("A road square on A4; the red target and the yellow target "
                             "move to A4, the road's end: a target must stand on the road")
    s.place("red", "A5")
    s.place("road", "A3")
    assert s.doc["board"]["targets"] == {"red": "A5", "yellow": "A3"}
    assert s.said.startswith("A road square on A3; the yellow target moves to A3, the road's "
                             "end")
    s.place("block", "B5")
    assert s.said == "A block on B5."


def test_taking_away_from_an_empty_square_says_there_is_nothing_there():
    """Walk 05p3, fault 4: Delete on an empty square, and Delete again, said "Taken away
    from D2." though nothing was taken away."""
    s = Sketch(BOARD)
    s.place("block", "B5")
    s.remove("B5")
    assert s.said == "Taken away from B5."
    s.remove("B5")
    assert (s.said, "blocks" in s.doc["board"]) == ("There is nothing on B5 to take away.", False)


@pytest.mark.parametrize(("edit", "words"), [
    (("place", "block", "A5"), "A block cannot go on A5. Roby starts there: put Roby on "
                               "another square first."),
    (("place", "road", "C3"), "A road square cannot go on C3. C3 is not next to A5, the square "
                              "before it."),
    (("remove", "A5"), "Nothing can be taken away from A5. Roby starts there and stays on the "
                       "board: put Roby on another square to move it."),
    (("set", "width", 0), "The width cannot be 0. It must be a whole number from 1 to 26, not 0."),
    (("place", "tree", "A1"), "'tree' is not on this palette: use block, road, red, yellow, "
                              "roby"),
    (("place", "block", "Z9"), "A block cannot go on Z9. Z9 is off the 5x5 board."),
    (("place", "block", "C"), "'C' is not a square name such as 'C2'."),
])
def test_a_refused_edit_says_why_in_plain_words_and_changes_nothing(edit, words):
    s = Sketch(BOARD)
    before = s.doc
    with pytest.raises(LabError) as e:
        getattr(s, edit[0])(*edit[1:])
    assert str(e.value) == words
    assert s.doc == before and not s.can_undo


def test_a_challenge_shows_the_solvers_best_and_refuses_a_budget_too_small():
    s = Sketch(CHALLENGE)
    assert CHALLENGE.summary(s.checked) == "best: 9 cards"
    s.set("blue_cards", ["REPEAT"])
    # walk 05b, fault 5: the program itself shows, its REPEAT too (Run plays it card by
    # card); walk 05p3, fault 1: only when asked, the summary saying the number of cards
    assert (CHALLENGE.summary(s.checked), CHALLENGE.shortest(s.checked)) == \
        ("best: 4 cards", "REPEAT 2 [REPEAT 4 [F] R]")
    with pytest.raises(LabError, match="The budget cannot be 3. 3 cards cannot do it: 4 are"):
        s.set("budget", 3)
    s.set("budget", 4)
    # walk 05q, fault 4: taking the last blue card away heard "The blue cards cannot be none"
    with pytest.raises(LabError, match=r"^The blue cards cannot all be taken away\. 4 cards"):
        s.set("blue_cards", [])
    s.set("budget", 7)
    s.place("target", "C4")
    s.place("start", "C5")
    assert (s.doc["start"], s.doc["target"], s.doc["budget"], s.doc["blue_cards"]) == \
        ("C5", "C4", 7, ["REPEAT"])
    s.set("blue_cards", ["REPEAT", "REPEAT WHILE", "REPEAT UNTIL", "IF"])
    assert s.doc["blue_cards"] is True       # every blue card: written as the format does
    with pytest.raises(LabError, match="The target is there, and a challenge needs it"):
        s.remove("C4")


def test_undo_goes_back_one_edit_at_a_time():
    s = Sketch(BOARD)
    docs = [s.doc]
    for sq in ("B2", "C3", "D4"):
        s.place("block", sq)
        docs.append(s.doc)
    while s.can_undo:
        s.undo()
        docs.pop()
        assert s.doc == docs[-1]
    with pytest.raises(LabError, match="There is nothing to undo"):
        s.undo()


def test_save_writes_names_and_load_reads_the_file_with_the_games_reader(tmp_path):
    s = Sketch(CHALLENGE)
    s.place("block", "B4")
    path = s.save(tmp_path / "ch.json")
    text = path.read_text(encoding="utf-8")
    assert json.loads(text)["board"]["blocks"] == ["B4"] and text.endswith("}\n")
    assert Challenge.load(path).to_dict()["board"]["blocks"] == [[1, 3]]
    other = Sketch(CHALLENGE)
    other.load(path)
    assert other.doc == s.doc and other.can_undo
    (tmp_path / "bad.json").write_text('{"start": "A5", "target": "A5"}', encoding="utf-8")
    with pytest.raises(LabError, match="cannot be drawn here. The target is the start"):
        other.load(tmp_path / "bad.json")
    assert other.doc == s.doc


def test_load_offers_the_folders_board_files_and_refuses_another_games_file(tmp_path):
    """Issue 32: Load picks one of the JSON files in the editor's folder; a file that is not
    a board of this kind is refused in plain words and nothing changes; the file read is
    the one Save then writes."""
    editor(tmp_path / "rr.json", game="roborally").save()
    first = editor(tmp_path / "first.json")
    first.place("block", "C3")
    first.save()
    (tmp_path / "notes.txt").write_text("not a board", encoding="utf-8")
    # walk 05k, fault 7: a hidden file (the lessons' record of their boards) was offered
    (tmp_path / ".codyroby-lab-boards.json").write_text("{}", encoding="utf-8")
    ed = editor(tmp_path / "new.json")
    # walk 05n, fault 11: a file Load refuses (another game's board) is not offered
    assert ed.scene["editor"]["files"] == ["first.json"]
    with pytest.raises(LabError, match="^rr.json is a RoboRally board, not a CodyRoby board: "
                                       "Load reads CodyRoby boards. Nothing has changed.$"):
        ed.load("rr.json")
    ed.receive({"type": "load", "file": "notes.txt"})      # as the browser would
    assert ed.error.startswith("'notes.txt' is not a board file in ") and \
        ed.error.endswith(": its board files are first.json")
    assert "blocks" not in ed.setup["board"]
    ed.load("first.json")
    assert ed.setup == first.setup and ed.scene["editor"]["file"].endswith("first.json")
    ed.place("block", "D3")
    assert ed.save() == tmp_path / "first.json"


def test_the_challenge_editor_offers_only_the_challenges_it_loads(tmp_path):
    """Walk 05n, fault 11: the challenge editor's Load list offered drawn.json, a board, and
    Load then said it reads challenges only. A board, a broken file and another game's
    board are left out; a file that becomes a challenge is offered from the next edit on,
    and a board given by name is still refused in words, nothing changed."""
    editor(tmp_path / "drawn.json").save()
    editor(tmp_path / "es.json", game="energy_seekers").save()
    (tmp_path / "broken.json").write_text('{"start": "A5",', encoding="utf-8")
    editor(tmp_path / "mine.json", challenge=True).save()
    ed = editor(tmp_path / "new.json", challenge=True)
    assert ed.scene["editor"]["files"] == ["mine.json"]
    ed.receive({"type": "load", "file": "drawn.json"})      # as the browser would
    assert ed.error == ("drawn.json is a CodyRoby board, not a CodyRoby challenge: Load reads "
                        "CodyRoby challenges. Nothing has changed.")
    with pytest.raises(LabError, match="not JSON"):
        ed.load("broken.json")
    assert ed.scene["editor"]["file"].endswith("new.json")
    (tmp_path / "broken.json").write_text('{"start": "A5", "target": "C3"}', encoding="utf-8")
    ed.place("block", "C2")
    assert ed.scene["editor"]["files"] == ["broken.json", "mine.json"]


def test_a_board_file_alone_is_read_with_roby_on_its_bottom_left_square(tmp_path):
    path = tmp_path / "b.json"
    path.write_text(json.dumps({"width": 4, "height": 3, "blocks": [[1, 1]]}), encoding="utf-8")
    ed = editor(path)
    assert ed.setup == {"board": {"width": 4, "height": 3, "blocks": ["B2"]},
                        "robots": {"roby": {"at": "A3", "facing": "N"}}}


EDITS = st.one_of(
    st.tuples(st.just("place"), st.sampled_from([i.name for i in BOARD.items]),
              st.sampled_from(SQUARES)),
    st.tuples(st.just("remove"), st.sampled_from(SQUARES)),
    st.tuples(st.just("set"), st.sampled_from(["width", "height"]), st.integers(0, 7)),
    st.tuples(st.just("set"), st.just("facing"), st.sampled_from(["N", "E", "S", "W", "X"])),
    st.tuples(st.just("undo")))


@settings(max_examples=60, deadline=None)
@given(st.lists(EDITS, max_size=25))
def test_whatever_is_clicked_the_board_is_one_the_game_reads(edits):
    """Invariant: after any sequence of edits, accepted or refused, the document is one
    the game's own reader takes and writes back the same; a refusal changes nothing."""
    stays_readable(BOARD, CodyRoby, edits)


def stays_readable(drawing, read, edits):
    """Play ``edits`` (a Sketch's method and its arguments) on a new drawing: after each,
    accepted or refused, the document is one ``read`` takes and the drawing writes back the
    same; a refusal changes nothing."""
    s = Sketch(drawing)
    for kind, *args in edits:
        before = s.doc
        try:
            getattr(s, kind)(*args)
        except LabError:
            assert s.doc == before
        assert drawing.write(read(s.doc)) == s.doc


def clicks(items, squares):
    """Places and removals on a grid game's board."""
    at = st.sampled_from(squares)
    return st.lists(st.one_of(st.tuples(st.just("place"), st.sampled_from(items), at),
                              st.tuples(st.just("remove"), at)), max_size=25)


def test_the_widget_answers_the_browser_and_refuses_a_malformed_message(tmp_path):
    ed = BoardEditor(BOARD, path=tmp_path / "b.json")
    ed.receive({"type": "place", "item": "block", "at": "B2"})
    assert ed.error == "" and ed.setup["board"]["blocks"] == ["B2"]
    assert ed.scene["editor"]["note"] == "A block on B2."     # what the edit did, not a run
    assert ed.scene["editor"]["undo"] and ed.start.game.board.blocks == {(1, 1)}
    ed.receive({"type": "place", "item": "block"})
    assert ed.error.startswith("malformed message: place takes at, item")
    ed.receive({"type": "set", "name": "height", "value": "tall"})
    assert ed.error == "The height cannot be tall. It must be a whole number from 1 to 26, not " \
                       "'tall'."
    ed.receive({"type": "save"})
    assert ed.scene["editor"]["note"] == f"Saved in {tmp_path / 'b.json'}."   # where it is
    assert json.loads((tmp_path / "b.json").read_text())["board"]["blocks"] == ["B2"]
    ed.receive({"type": "run"})
    assert ed.error == "Put the red target on the board: Run then shows Roby's shortest way " \
                       "there."
    ed.place("red", "E1")
    assert ed.run().final.robots["roby"].at == (4, 0)
    ed.program = '{"board": {"width": 3, "height": 3}, "robots": {"roby": {"at": "B2"}}}'
    assert ed.setup["robots"]["roby"] == {"at": "B2", "facing": "N"}   # a typed board
    ed.undo()
    assert ed.setup["board"]["targets"] == {"red": "E1"}


def test_a_game_with_no_board_editor_yet_is_named():
    with pytest.raises(LabError, match="There is no board editor for 'robin' yet"):
        editor(game="robin")


def test_an_energy_seekers_board_is_drawn_and_read_by_its_own_reader(tmp_path):
    from codyroby_lab.games.energy_seekers.board import PathBoard
    from codyroby_lab.games.energy_seekers.drawing import BOARD as ES
    ed = editor(tmp_path / "es.json", game="energy_seekers")
    for sq in ("C1", "D1", "D2", "C2"):
        ed.place("path", sq)
    ed.place("repetition", "C1")
    ed.place("tunnel", "B1")                       # one end: the other is awaited
    assert ed.scene["editor"]["note"] == "Tunnel: now click its other end."
    ed.place("tunnel", "D2")
    ed.set("start_facing", "E")
    with pytest.raises(LabError, match="A Swap square cannot go on C2. C2 is the energy station"):
        ed.place("swap", "C2")
    ed.remove("D2")                                # the tunnel on D2 goes, then the square
    assert ed.setup["path"][-1] == "C2" and "tunnels" not in ed.setup
    with pytest.raises(LabError, match="Nothing can be taken away from D1. C1 is the energy "
                                       "station: no special square there."):
        ed.remove("D1")                            # a cut there ends the path on C1's x2
    ed.undo()
    board = PathBoard.from_file(ed.save())
    assert (board.size, board.kind(2), board.tunnels) == (6, "repetition", {1: 4, 4: 1})
    assert editor(tmp_path / "es.json").setup == ed.setup
    assert ES.write(board) == ed.setup



def test_an_energy_seekers_special_square_clicked_again_becomes_the_next_kind(tmp_path):
    """docs/formats-energy-seekers.md, specials: remote, swap, repetition or challenge."""
    from codyroby_lab.games.energy_seekers.board import PathBoard
    ed = editor(tmp_path / "es.json", game="energy_seekers")
    for sq in ("C1", "D1"):
        ed.place("path", sq)
    kinds = []
    for _ in range(5):
        ed.place("challenge", "B1")
        kinds.append(ed.scene["editor"]["note"])
    assert kinds == ["A Challenge square on B1.", "A Remote Control square on B1.",
                     "A Swap square on B1.", "A Repetition square on B1.",
                     "A Challenge square on B1."]
    ed.place("remote", "C1")
    board = PathBoard.from_file(ed.save())
    assert (board.kind(1), board.kind(2)) == ("challenge", "remote")
    assert ed.setup["specials"] == [{"kind": "challenge", "at": "B1"},
                                    {"kind": "remote", "at": "C1"}]


def test_an_energy_seekers_special_square_gets_its_words_beside_the_board(tmp_path):
    """docs/formats-energy-seekers.md, specials: ``label`` optional words for the square
    (the game's board names the square so): each special square has a box of its words;
    empty, the kind's own name; a new kind clicked on the square starts with its own."""
    from codyroby_lab.games.energy_seekers.board import PathBoard
    ed = editor(tmp_path / "es.json", game="energy_seekers")
    for sq in ("C1", "D1"):
        ed.place("path", sq)
    ed.place("swap", "B1")
    box = next(s for s in ed.scene["editor"]["settings"] if s["name"] == "label B1")
    assert (box["label"], box["value"], box["empty"]) == ("Words on B1", None, "Swap")
    ed.set("label B1", "Change places with a friend")
    assert ed.scene["editor"]["note"] == "Words on B1: Change places with a friend."
    with pytest.raises(LabError, match="^The words on B1 cannot be"):
        ed.set("label B1", "x" * 61)
    board = PathBoard.from_file(ed.save())
    assert board.labels[1] == "Change places with a friend"
    tile = next(t for t in ed.scene["tiles"] if t["at"] == [1, 0])
    assert tile["label"].startswith("Change places with a friend")
    ed.set("label B1", "")
    assert "label" not in ed.setup["specials"][0]
    ed.set("label B1", "Jump")
    ed.place("swap", "B1")                          # the next kind: its own name again
    assert ed.setup["specials"] == [{"kind": "repetition", "at": "B1"}]


@settings(max_examples=40, deadline=None)
@given(clicks(["path", "remote", "swap", "repetition", "challenge", "tunnel"],
              [f"{c}{r}" for c in "ABCD" for r in (1, 2, 3)]))
def test_whatever_is_clicked_an_energy_seekers_board_stays_one_it_reads(edits):
    from codyroby_lab.games.energy_seekers.board import PathBoard
    from codyroby_lab.games.energy_seekers.drawing import BOARD as ES
    stays_readable(ES, PathBoard.from_dict, edits)


def test_a_droids_board_is_drawn_and_read_by_its_own_reader(tmp_path):
    from codyroby_lab.games.droids.board import Board
    ed = editor(tmp_path / "d.json", game="droids")
    for sq in ("A3", "B3", "C3"):
        ed.place("water", sq)
    ed.place("obstacle", "D4")
    ed.place("blue", "F5")
    ed.place("spare", "B2")
    ed.place("spare", "E2")
    with pytest.raises(LabError, match="A fixed obstacle cannot go on B3. B3 is "
                                       "already water: one thing per square."):
        ed.place("obstacle", "B3")
    with pytest.raises(LabError, match="Nothing can be taken away from A1. Red's base is there"):
        ed.remove("A1")
    ed.remove("C3")
    for sq, there in (("C3", "The centre"), ("E2", "A spare square")):
        with pytest.raises(LabError, match=f"^A fixed obstacle cannot go on {sq}. {there} is "
                                           f"there: put it on another square first.$"):
            ed.place("obstacle", sq)
    board = Board.from_file(ed.save())
    assert (len(board.water_cells), board.bases["blue"][0], board.spare) == \
        (2, (5, 4), ((1, 1), (4, 1)))
    assert editor(tmp_path / "d.json").setup == ed.setup


def test_a_droids_base_clicked_again_moves_its_player_to_the_next_side(tmp_path):
    """docs/formats-droids.md, bases: the side (N E S W) its player sits at, four different
    sides: the base that sat on the next side takes the old one."""
    from codyroby_lab.games.droids.board import Board
    ed = editor(tmp_path / "d.json", game="droids")
    ed.place("blue", "F6")                          # blue sits south: now west, grey south
    assert ed.scene["editor"]["note"] == "Blue's base on F6, its player at the west side."
    ed.place("blue", "F6")                          # then north, red west
    board = Board.from_file(ed.save())
    assert {c: side for c, (_, side) in board.bases.items()} == \
        {"red": "W", "yellow": "E", "blue": "N", "grey": "S"}


@settings(max_examples=40, deadline=None)
@given(clicks(["water", "obstacle", "red", "blue", "centre", "spare"],
              [f"{c}{r}" for c in "ABCDEFG" for r in (1, 2, 6)]))
def test_whatever_is_clicked_a_droids_board_stays_one_it_reads(edits):
    from codyroby_lab.games.droids.board import Board
    from codyroby_lab.games.droids.drawing import BOARD as DROIDS
    stays_readable(DROIDS, Board.from_dict, edits)


def test_a_droids_scenario_takes_movable_obstacles_mines_and_boxes_read_by_droids(tmp_path):
    """docs/formats-droids.md, Setup: ``objects`` (obstacle, mine, box) lie on the board at
    the start; ``scenario`` is one of the rulebook's; the game's own reader (Droids) reads
    the file the editor saves."""
    from codyroby_lab.games.droids.game import Droids
    ed = editor(tmp_path / "s.json", game="droids", scenario=True)
    ed.set("scenario", "demine")
    ed.place("mine", "C2")
    ed.place("mobile", "D4")
    ed.place("box", "B5")
    ed.place("water", "E2")
    ed.remove("B5")
    with pytest.raises(LabError, match="^A crate cannot go on A1. Red's droid starts "
                                       "there.$"):
        ed.place("box", "A1")
    ed.place("obstacle", "F3")
    with pytest.raises(LabError, match="^A mine cannot go on F3. F3 is not free.$"):
        ed.place("mine", "F3")
    ed.set("scenario", "killer")
    with pytest.raises(LabError, match="^Red's base cannot go on A3. Robot Killer starts on the "
                                       "base opposite red's \\(A3\\), on F4, and no base is "
                                       "there.$"):
        ed.place("red", "A3")           # droids.txt, 7. Robot Killer: the opposite start space
    ed.set("scenario", "demine")
    state = Droids.from_file(ed.save()).new_state(0)
    assert (state.game.scenario.key, state.to_dict()["objects"]) == \
        ("demine", {"C2": "mine", "D4": "obstacle"})
    assert editor(tmp_path / "s.json").setup == ed.setup
    assert ed.scene["editor"]["summary"] == ("Operation 'De-Mine': 6x6, 1 water square, 1 fixed "
                                             "obstacle, 1 mobile obstacle, 1 mine, 0 crates")


@pytest.mark.parametrize("scenario", [False, True])
def test_the_droids_editor_shows_the_centre_and_spare_squares_on_a_board_alone(tmp_path,
                                                                               scenario):
    """Walk 05 fault 9: the statue's centre and the spare squares are in the file, so they
    are on the board; the board is drawn alone (no transmitters round it, no racks), its
    squares as large as the other games', what lies on it drawn."""
    ed = editor(tmp_path / "d.json", game="droids", scenario=scenario)
    ed.place("centre", "D4")
    if scenario:                     # no run to show them from: what lies there is a tile
        ed.place("mine", "B2")
    tiles = {(t["kind"], tuple(t["at"])) for t in ed.scene["tiles"]}
    assert {("centre", (3, 3)), ("spare", (1, 2)), ("spare", (4, 3))} <= tiles
    assert (("mine", (1, 1)) in tiles) == scenario
    assert ed.scene["grid"]["room"] == {}
    assert {t["kind"] for t in ed.scene["tiles"]} & {"box", "caption"} == set()
    assert ed.scene["layers"] == []


@settings(max_examples=40, deadline=None)
@given(st.lists(st.one_of(
    st.tuples(st.just("place"), st.sampled_from(["mobile", "mine", "box", "obstacle",
                                                 "centre", "spare", "red"]),
              st.sampled_from([f"{c}{r}" for c in "ABCF" for r in (1, 3, 6)])),
    st.tuples(st.just("remove"), st.sampled_from(["A1", "B3", "C3", "F6"])),
    st.tuples(st.just("set"), st.just("scenario"),
              st.sampled_from(["base", "statue", "microchips", "killer", "nothing"]))),
    max_size=25))
def test_whatever_is_clicked_a_droids_scenario_stays_one_droids_reads(edits):
    from codyroby_lab.games.droids.drawing import SCENARIO
    from codyroby_lab.games.droids.game import Droids
    stays_readable(SCENARIO, Droids, edits)


def test_a_roborally_board_is_drawn_and_read_by_its_own_reader(tmp_path):
    from codyroby_lab.games.roborally.board import Board
    ed = editor(tmp_path / "rr.json", game="roborally")
    for _ in range(2):
        ed.place("express", "C3")                  # placed, then turned a quarter turn: east
    ed.place("gear", "D3")
    ed.place("gear", "D3")                         # a gear turns right, then left
    ed.place("laser", "B2")
    ed.place("laser", "B2")                        # round the square: on its east side now
    ed.place("flag", "E2")                         # flag 2
    with pytest.raises(LabError, match="Nothing can be taken away from A6. The "
                                       "board has no dock 2: say where Zoom Bot starts"):
        ed.remove("A6")                            # a race needs a dock for each robot
    ed.remove("F1")                                # flag 1 goes: E2's flag is flag 1 now
    board = Board.from_file(ed.save())
    assert board.flags() == [(4, 1)] and board.floor[(2, 2)].facing.name == "E"
    assert board.floor[(3, 2)].turn == "L"
    assert [(e.kind, e.side.name, e.count) for e in board.edge_elements] == [("laser", "E", 1)]
    assert editor(tmp_path / "rr.json").setup == ed.setup


@settings(max_examples=40, deadline=None)
@given(clicks(["pit", "conveyor", "ramp", "gear", "flag", "dock", "wall", "laser", "repulsor",
               "pusher", "crusher", "flamer", "portal_blue", "portal_red", "upper"],
              [f"{c}{r}" for c in "ABCF" for r in (1, 2, 6)]))
def test_whatever_is_clicked_a_roborally_board_stays_one_it_reads(edits):
    from codyroby_lab.games.roborally.board import Board
    from codyroby_lab.games.roborally.drawing import BOARD as RR
    stays_readable(RR, Board.from_dict, edits)


def test_a_roborally_portals_colour_is_chosen_on_the_palette_and_a_pair_moves(tmp_path):
    """docs/formats-roborally.md, Board elements: portal, exactly two of each colour (blue,
    green, orange, purple, red, yellow): the palette has a pair of each; a pair put again
    moves there."""
    from codyroby_lab.games.roborally.board import Board
    ed = editor(tmp_path / "rr.json", game="roborally")
    labels = [i["label"] for i in ed.scene["editor"]["items"] if i["name"].startswith("portal")]
    assert labels == ["Blue portals", "Green portals", "Orange portals", "Purple portals",
                      "Red portals", "Yellow portals"]
    for item, sq in (("portal_red", "A1"), ("portal_red", "C2"), ("portal_green", "B4"),
                     ("portal_green", "D4"), ("portal_red", "E3"), ("portal_red", "E5")):
        ed.place(item, sq)
    assert ed.scene["editor"]["note"] == "Portal on E3, red and portal on E5, red."
    board = Board.from_file(ed.save())
    assert sorted((square, e.color) for square, e in board.floor.items()
                  if e.kind == "portal") == [((1, 3), "green"), ((3, 3), "green"),
                                             ((4, 2), "red"), ((4, 4), "red")]


def test_roborally_pushers_crushers_trap_doors_portals_and_lasers_are_drawn(tmp_path):
    """docs/formats-roborally.md, Board elements: each element's fields, set by clicking
    a placed one again; the status line says what lies there now."""
    from codyroby_lab.games.roborally.board import Board
    ed = editor(tmp_path / "rr.json", game="roborally")
    said = []
    for item, sq, clicks in (("pusher", "C3", 2), ("crusher", "D4", 2), ("flamer", "E4", 1),
                             ("pit", "B3", 2), ("wall", "E5", 6), ("laser", "A2", 6),
                             ("portal_blue", "C1", 1), ("portal_blue", "E1", 1),
                             ("upper", "D1", 1)):
        for _ in range(clicks):
            ed.place(item, sq)
        said.append(ed.scene["editor"]["note"])
    assert said == ["Pusher on the east side of C3, pushes west in registers 1, 3, 5.",
                    "Crusher on D4, crushes in registers 2, 4.",
                    "Flamer on E4, burns in registers 1, 3, 5.",
                    "Trap door on B3, open in registers 1, 3, 5.",
                    "Wall on the east side of E5 and wall on the south side of E5.",
                    "Laser on the east side of A2, 2 beams.",
                    "Blue portals: now click its other end.",
                    "Portal on C1, blue and portal on E1, blue.",
                    "D1 is on the upper level."]
    board = Board.from_file(ed.save())
    assert board.over[(3, 3)]["crusher"].registers == {2, 4}
    assert board.floor[(1, 2)].kind == "trap_door" and board.floor[(4, 0)].color == "blue"
    assert sorted(e.side.name for e in board.edge_elements if e.kind == "wall") == ["E", "S"]
    assert [(e.kind, e.side.name, e.count) for e in board.edge_elements
            if e.kind == "laser"] == [("laser", "E", 2)]
    assert board.upper == {(3, 0)}
    for _ in range(2):
        ed.place("flamer", "E4")                   # registers 1 to 5: 'all' on its square
    assert [t["text"] for t in ed.scene["tiles"] if t["kind"] == "flamer"] == ["all"]
    ed.place("upper", "F2")
    ed.place("ramp", "E2")                         # it faces the upper square next to it
    ed.place("ramp", "E2")                         # (the only one: it stays so)
    assert ed.scene["editor"]["note"] == "Ramp on E2, facing east."
    ed.remove("E1")                                # a portal goes with its partner
    assert not [e for e in ed.setup["elements"] if e["kind"] == "portal"]
    ed.place("pusher", "A2")                       # on its north side
    with pytest.raises(LabError, match="A pusher cannot go on A2. The east side "
                                       "of A2 already has a laser"):
        ed.place("pusher", "A2")                   # its east side holds the laser


def test_the_editor_says_when_the_board_drawn_is_not_the_one_saved(tmp_path):
    """Walk 05 fault 6: an edit after Save, or an Undo past it, leaves the board unsaved."""
    ed = editor(tmp_path / "board.json")
    # walk 05p, fault 3: a new board nothing is drawn on is not called "Not saved"
    assert ed.scene["editor"]["saved"] is None
    ed.place("block", "C3")
    assert ed.scene["editor"]["saved"] is False          # drawn on, no file yet
    ed.save()
    assert ed.scene["editor"]["saved"] is True
    ed.place("block", "D3")
    assert ed.scene["editor"]["saved"] is False
    ed.undo()
    assert ed.scene["editor"]["saved"] is True           # back to what the file holds
    ed.undo()
    assert ed.scene["editor"]["saved"] is False          # past the Save
    assert editor(tmp_path / "board.json").scene["editor"]["saved"] is True   # opened from it


def test_a_refused_setting_leaves_the_board_as_it_was_and_is_said_until_the_next_action(tmp_path):
    """Walk 05 fault 5: Budget 3 refused leaves no budget. Its words go with the next action
    that succeeds, Run too (walk 05t, faults 1 and 4: kept through Run, they stopped Run)."""
    ed = editor(tmp_path / "challenge.json", challenge=True)
    ed.receive({"type": "set", "name": "budget", "value": 3})
    refusal = ed.error
    assert refusal.startswith("The budget cannot be 3.")
    values = {s["name"]: s["value"] for s in ed.scene["editor"]["settings"]}
    assert values["budget"] is None and ed.setup["budget"] is None
    ed.receive({"type": "set", "name": "budget", "value": 3})
    assert ed.error == refusal
    ed.receive({"type": "run"})
    assert ed.error == "" and ed.trace.steps
    ed.receive({"type": "set", "name": "budget", "value": 3})
    ed.receive({"type": "set", "name": "budget", "value": 20})
    assert ed.error == "" and ed.setup["budget"] == 20


def _drawn(drawing):
    """A drawing with a road A5 A4 B4 C4 C3, a block on E5 and a target at the road's end."""
    s = Sketch(drawing)
    for sq in ("A4", "B4", "C4", "C3"):
        s.place("road", sq)
    s.place("block", "E5")
    s.place("red" if drawing is BOARD else "target", "C3")
    return s


# what lies on a square of _drawn's boards, in the words a refusal names it with
ON = {"A5": "Roby starts there", "A4": "A4 is on the road", "B4": "B4 is on the road",
      "C4": "C4 is on the road", "C3": "target is there"}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([BOARD, CHALLENGE]), st.sampled_from(SQUARES))
def test_a_block_refused_names_what_lies_on_its_square(drawing, sq):
    """Walk 05b, fault 3: a block on road square E2 was refused as "E2 is a block", one on a
    challenge's target as "E1 is not road (a block or off the road)". A block put on any
    square is refused exactly where something lies there, and the refusal names that."""
    s = _drawn(drawing)
    before = s.doc
    if sq not in ON:
        s.place("block", sq)
        return
    with pytest.raises(LabError) as e:
        s.place("block", sq)
    assert str(e.value).startswith(f"A block cannot go on {sq}. ")
    assert ON[sq] in str(e.value) and "is a block" not in str(e.value)
    assert s.doc == before


@pytest.mark.parametrize(("where", "words"), [
    ("C2", "Roby's start cannot go on C2. C2 is a block."),
    ("E1", "Roby's start cannot go on E1. E1 is off the road: put it on the road."),
])
def test_a_challenges_start_refused_says_block_or_off_the_road(where, words):
    s = Sketch(CHALLENGE)
    for sq in ("A4", "B4", "C4", "C3"):
        s.place("road", sq)
    s.place("block", "C2")
    with pytest.raises(LabError) as e:
        s.place("start", where)
    assert str(e.value) == words


def test_a_refused_edit_after_run_shows_the_board_drawn_not_the_runs_end(tmp_path):
    """Walk 05b, fault 4: after Run, a block refused on the start square A5 left Roby shown
    on E1 (the run's end), A5 empty, while the refusal said "Roby starts there". An edit,
    refused too, puts the run away: the board shows what is drawn."""
    ed = editor(tmp_path / "challenge.json", challenge=True)
    ed.receive({"type": "run"})
    assert ed.trace_meta and not ed.error
    ed.receive({"type": "place", "item": "block", "at": "A5"})
    assert ed.error.startswith("A block cannot go on A5.")
    assert not ed.trace_meta and not ed.trace_bytes


def test_a_setting_is_said_in_words_not_in_python():
    """Walk 05b, fault 7: width "abc" (sent as no value) was refused as "The width cannot
    be null ... not None.", and the blue cards chosen were said as ["REPEAT"]."""
    s = Sketch(CHALLENGE)
    with pytest.raises(LabError) as e:
        s.set("width", None)
    assert str(e.value) == "The width cannot be empty. It must be a whole number from 1 to 26."
    s.set("blue_cards", ["REPEAT", "IF"])
    assert s.said == "Blue cards: REPEAT, IF."


def test_the_energy_seekers_facing_says_what_faces():
    """Walk 05b, fault 12: "Facing" beside an Energy Seekers board said nothing of what faces
    that way: the pieces, at the start."""
    from codyroby_lab.games.energy_seekers.drawing import BOARD as ENERGY
    setting = next(s for s in ENERGY.settings if s.name == "start_facing")
    assert setting.label == "Pieces start facing"


def test_an_editor_opened_again_goes_on_with_the_drawing_not_yet_saved(tmp_path):
    """Walk 05c serious 1: two blocks drawn and not saved vanished when the editor's cell ran
    again (Shift+Enter, Run All): the new editor showed the file."""
    path = tmp_path / "drawn.json"
    first = editor(path)
    first.place("block", "D4")
    first.save()
    first.place("block", "E4")                   # drawn, not saved
    again = editor(path)
    assert again.setup["board"]["blocks"] == ["D4", "E4"]
    assert not again.scene["editor"]["saved"] and again.scene["editor"]["note"] == \
        "Your changes since the last Save are still here: Save keeps them in the file."
    again.undo()                                 # its history came along
    assert again.setup["board"]["blocks"] == ["D4"]
    assert json.loads(path.read_text())["board"]["blocks"] == ["D4"]   # the file untouched


def test_an_editor_opened_again_shows_the_file_when_it_was_saved_or_written_since(tmp_path):
    path = tmp_path / "drawn.json"
    first = editor(path)
    first.place("block", "D4")
    first.save()
    assert editor(path).scene["editor"]["note"] == ""          # saved: nothing kept
    second = editor(path)
    second.place("block", "E4")
    path.write_text(json.dumps({"board": {"width": 5, "height": 5, "blocks": ["A1"]},
                                "robots": {"roby": {"at": "A5"}}}))
    assert editor(path).setup["board"]["blocks"] == ["A1"]     # the file changed: it wins


def test_a_misspelt_field_is_named_and_a_budget_is_refused_without_json_words(tmp_path):
    """Walk 05c faults 9 and 10: "widht" typed in Board as text heard "It is not a board
    field", and a budget of -1 "a whole number of cards or null"."""
    with pytest.raises(LabError, match="^The file cannot be drawn. 'widht' is not a board "
                                       r"field \(width, height"):
        Sketch(BOARD, {"board": {"widht": 5}, "robots": {"roby": {"at": "A5"}}})
    ed = editor(tmp_path / "c.json", challenge=True)
    with pytest.raises(LabError) as refused:
        ed.set("budget", -1)
    assert str(refused.value) == "The budget cannot be -1. It must be a whole number of " \
                                 "cards, or left out for no limit, not -1."


def test_a_board_typed_as_text_clears_what_the_last_edit_said(tmp_path):
    """Walk 05c fault 8: Width set to 6, then a 5-wide board typed and Use text: the line
    under the board still said "Width: 6."."""
    ed = editor(tmp_path / "b.json")
    five = json.dumps(ed.setup)
    ed.set("width", 6)
    assert ed.scene["editor"]["note"] == "Width: 6."
    ed.program = five                                   # as Use text sends it
    assert ed.setup["board"]["width"] == 5 and ed.scene["editor"]["note"] == ""


def test_a_palette_item_is_named_as_its_button_says_too():
    """Walk 05c fault 14: place("Block", ...) was refused though the button says Block."""
    s = Sketch(BOARD)
    s.place("Block", "C3")
    s.place("Red target", "E1")
    assert s.doc["board"]["blocks"] == ["C3"] and s.doc["board"]["targets"] == {"red": "E1"}
    with pytest.raises(LabError, match="'brick' is not on this palette: use block, road"):
        s.place("brick", "C3")


def test_a_smaller_board_refused_names_every_square_in_the_way_and_what_to_do():
    """Walk 05r, fault 4: width 3 with blocks on D2 and D4 said only "D2 is off the 3x5
    board": the teacher had to guess the way forward one square at a time."""
    s = Sketch(BOARD)
    for sq in ("D2", "D4"):
        s.place("block", sq)
    before = s.doc
    with pytest.raises(LabError) as e:
        s.set("width", 3)
    assert "D2 and D4" in str(e.value) and "Take away or move" in str(e.value)
    assert s.doc == before


def test_a_run_after_a_refused_edit_is_no_refusal(tmp_path):
    """Walk 05t, fault 1: after a refused block on A5, Run kept the refusal's words, so the
    browser took the run for a refused one: its replay jumped to the end as "a move played
    in a cell", and after Reset, Run played nothing. The run plays, and says no refusal."""
    ed = editor(tmp_path / "challenge.json", challenge=True)
    ed.receive({"type": "place", "item": "block", "at": "A5"})
    assert ed.error.startswith("A block cannot go on A5.")
    ed.receive({"type": "run"})
    assert ed.trace_meta and ed.trace.steps and ed.error == ""
    ed.receive({"type": "run"})                   # the same run again: no refusal either
    assert ed.error == ""
