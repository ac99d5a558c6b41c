"""What Lesson 08's boards for laying chits say and show (lesson.ChitsBoard), checked in
Python: the words the board reads out come from here."""

from codyroby_lab.lessons import droids as lesson

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
