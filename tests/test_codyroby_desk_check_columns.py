"""The desk check of a CodyRoby run: each column holds one kind of thing."""

from codyroby_lab.games import codyroby


def test_the_crash_row_keeps_a_facing_in_the_facing_column():
    """Walk 05r, fault 9: Dev's crash row read "6 | F | B2 | east crashed | Roby crashed...":
    a child copying the desk check would write "east crashed" as a direction. The facing
    column holds the facing; the event says the crash."""
    rows = str(codyroby.run("F F F F F", at="A5").table()).splitlines()
    crash = rows[-1].split()
    assert crash[:4] == ["5", "F", "A1", "north"], rows[-1]
    assert crash[4:6] == ["Roby", "crashed:"], rows[-1]
