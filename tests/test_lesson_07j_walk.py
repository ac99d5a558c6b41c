"""Lesson 07 as a 12-year-old meets it (walk 07i at 1366x650, what was still open on main):
the game's own rules, printed where their words are known."""

import json

from tests.support.lesson_runs import NOTEBOOKS


def lesson_cells() -> list[tuple[str, str]]:
    """The lesson's cells: (kind, source)."""
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def test_the_game_s_own_rules_come_after_the_machines_they_name():
    """Fault 1: the lesson's fourth cell printed 19 lines of the game's rules (option shops,
    restart squares, checkpoints, crushers) before any of them was taught, and a child
    stopped there. The register phase comes first in the lesson's short words; the game's
    own rules come once every machine has been met, just before the challenges."""
    cells = lesson_cells()
    where = {name: next(i for i, (kind, src) in enumerate(cells) if test(kind, src))
             for name, test in {
                 "rules": lambda k, s: k == "code" and "SEGMENTS" in s,
                 "short": lambda k, s: k == "markdown" and "A  everybody shows the card" in s,
                 "machines": lambda k, s: s.startswith("## Machines"),
                 "repairs": lambda k, s: s.startswith("## Repairs"),
                 "challenges": lambda k, s: s.startswith("## Challenges")}.items()}
    assert where["short"] < where["machines"] < where["repairs"] < where["rules"]
    assert where["rules"] < where["challenges"]
    said = cells[where["rules"] - 1][1]
    assert "**option shop**" in said and "**restart square**" in said and "**current**" in said
