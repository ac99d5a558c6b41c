"""`codyroby-lab run` prints the board where Roby starts (a worksheet's board) and, after the
desk-check table, where the run ends, each said (walk 05p, fault 6: it printed only the end,
unsaid, and a worksheet made from it put Roby in the wrong place)."""

from __future__ import annotations

from codyroby_lab.cli import main


def test_run_prints_the_start_then_the_table_then_the_end(capsys):
    assert main(["run", "5x5", "F F R", "--at", "C3"]) == 0
    out = capsys.readouterr().out
    start, end = out.index("At the start:"), out.index("At the end:")
    assert start < out.index("Roby moves forward from C3 to C2") < end
    assert " 3 . . ^ . ." in out[start:end]     # Roby on C3, facing north
    assert " 1 . . > . ." in out[end:]          # on C1, facing east
