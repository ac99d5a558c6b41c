"""What Lesson 08's boards for laying chits say and show (lesson.ChitsBoard), checked in
Python: the words the board reads out come from here."""

from codyroby_lab.core import desk
from codyroby_lab.lessons import droids as lesson
from codyroby_lab.ui.wire import encode_trace

REACH = lesson.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))


def _run(board, *choices):
    w = board.widget()
    for choice in (*choices, "pass"):
        w.receive({"type": "choose", "action": choice})
        w.receive({"type": "run"})
        assert w.error == ""
    return w


def test_the_end_of_a_challenge_run_says_whether_it_is_solved():
    """Walk 08n, fault 11: Red covered the goal and the board still said only "Press Step
    to follow Red"; "Solved!" came only from the cell below. The end of the replay says the
    check (the title, read before stepping, still tells nothing of it)."""
    w = _run(lesson.ChitsBoard(REACH), "place V2 A 1 E", "place V2 C 1 S", "place V1 C 2 S")
    assert w.scene["note"] == "Solved! Red ends on C4 with 3 orders."
    assert "Solved" not in w.scene["title"]
    w = _run(lesson.ChitsBoard(REACH), "place V2 A 1 E", "place V2 C 1 S")
    assert w.scene["note"].startswith("Not yet: Red ends on C3.")
    w.receive({"type": "new_game"})                       # a new game has no verdict yet
    assert w.scene["note"] == ""
    assert _run(lesson.ChitsBoard(rack=("V2",)), "place V2 A 1 S").scene["note"] == ""


def test_a_chits_board_desk_check_has_no_column_that_never_changes():
    """Walk 08n, fault 6: the Desk check of a lesson's board had an actor column ("Red" in
    every row), a turn (1), a phase ("execute"), a rack always empty and "damage 0" in every
    cell: words to explain that said nothing. It keeps the step, the chit, where each droid
    is and what happened."""
    w = _run(lesson.ChitsBoard(REACH), "place V2 A 1 E", "place V2 C 1 S", "place V1 C 2 S")
    assert [c["name"] for c in w.scene["columns"]] == ["Red", "Blue"]
    meta, _ = encode_trace(w.trace)
    assert meta["who"] is None                          # no actor column
    rows = [desk.evaluate(w.scene["columns"], w.trace.step(i).state.to_vector())
            for i in range(len(w.trace))]
    assert [r["Red"] for r in rows] == ["A1", "C1", "C3", "C4"] and rows[0]["Blue"] == "J10"


def test_the_game_desk_check_says_damage_only_once_a_shot_hit_and_phases_in_plain_words():
    """Walk 08n, fault 6 and walk 08o, fault 4: "damage 0" in every droid's cell of every
    row; "execute" was jargon and "program" broke in two in its narrow column (the column
    is as wide as its longest word)."""
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    state = game.state
    row = state.describe("red")
    assert row["Red"] == "A1" and "damage" not in row["Blue"]
    phase = next(c for c in state.columns("red") if c["name"] == "phase")
    assert "execute" not in phase["labels"] and "send" in phase["labels"]
    assert max(map(len, phase["labels"])) >= len("program") + 2
    state.covers[1][0] = 1                               # a transmitter of Blue's shot out
    assert state.describe("red")["Blue"] == "J10 damage 1"
