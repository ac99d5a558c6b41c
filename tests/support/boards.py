"""The boards the browser tests open, as the code of their cells, and the moves played on
them."""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.browser import WAIT

# Seed 6 of this set-up: nobody counters Will's riches13 (+2 -1 -1), so Will moves with it.
GAME = """\
from codyroby_lab.lessons.robin import RobinPlay
game = RobinPlay({"first": "will",
                  "hands": {"will": ["riches13", "food4", "weapons1", "messages10"],
                            "robin": ["swap-hands", "food3", "animals2", "animals3"]},
                  "pieces": {"will": 2, "robin": 1, "marian": 1, "tuck": 3}}, seed=6)
game.widget()"""


def moves(*pieces):
    """The choice line's words for riches13's groups +2 -1 -1 given to ``pieces`` (None: the
    group moves no piece)."""
    return ", ".join(f"{g} moves {p or 'no piece'}" for g, p in zip(("+2", "-1", "-1"), pieces,
                                                                     strict=True))


def error_says(widget, words: str) -> None:
    widget.locator(".cr-error").filter(has_text=words).wait_for(timeout=WAIT)


# One cell per lesson board: how the lesson makes it, then a move played from a cell (the
# board replays it) or the chits a learner laid.
BOARDS = {
    "codyroby": "from codyroby_lab.ui import CodyRobyBoard\n"
                "b = CodyRobyBoard({'width': 5, 'height': 5}, at='A5', program=\n"
                "    'F F F F R F F F F L F REPEAT 2 [L] IF left [F] ELSE [R]')\n"
                "b",
    "energy_seekers": "from codyroby_lab import lessons\n"
                      "es = lessons.EnergySeekersPlay(seed=11)\nes.widget()",
    "roborally": "from codyroby_lab import lessons\n"
                 "race = lessons.RoboRallyRace(seed=1)\nrace.widget()",
    "droids": "from codyroby_lab.lessons import droids as lesson\n"
              "dg = lesson.DroidsPlay('statue', players=['red', 'blue'], seed=4)\ndg.widget()",
    "chits": "from codyroby_lab.lessons import droids as lesson\n"
             "fb = lesson.ChitsBoard(rack=('V2', 'V2', 'V1', 'VX', 'PU'), at='A1')\n"
             "fb.place('V2 A 1 S').place('V1 A 2 E').place('V2 B 1 S')\n"
             "fw = fb.widget()\nfw.program = 'pass'   # Run my chits\nfw",
    "robin": "from codyroby_lab import lessons\n"
             "rb = lessons.RobinPlay({'first': 'will'}, seed=1)\nrb.widget()",
}


MOVES = ["es.move(es._suggestion())", "race.move(race._suggestion())",
         "for _ in range(12):   # until an order is sent: a chit laid is no step to follow\n"
         "    if ' sends ' in str(dg.move(dg._suggestion())):\n        break",
         "rb.move(rb._suggestion())"]


RUN_ON_BOARD = {"codyroby", "chits"}          # the other boards replay the cell's move


PATROL = "REPEAT 4 [F F L]"


# Is each element whole inside the window, and is the status level with the board?
PLACES = """(w) => {
  const r = (s) => w.querySelector(s).getBoundingClientRect();
  const seen = (b) => b.height > 0 && b.top >= 0 && b.bottom <= innerHeight;
  const board = r('svg.cr-board'), status = r('.cr-status');
  return {board: seen(board), status: seen(status), step: seen(r('.cr-step')),
          beside: status.top < board.bottom && status.bottom > board.top};
}"""


SETUP = ("from codyroby_lab import lessons\n"
         "q = [{'question': '2 + 2?', 'choices': ['3', '4', '5'], 'answer': '4'}]\n"
         "es = lessons.EnergySeekersPlay({'players': ['ada', 'cody', 'roby'],\n"
         "    'deck': list('FFF' + 'FFLFFRLRFFLRFFFLRF'), 'challenge': {'questions': q},\n"
         "    'pieces': {'ada': {'position': 4}}}, seed=2)\n"
         "es.play('F F F')\n"
         "es.widget()")


LESSON_07 = Path(__file__).resolve().parents[2] / "notebooks" / "07_roborally.ipynb"
# lesson 07's step-through board (its cell 14): a replay, no cards to choose
REPLAY = next("".join(c["source"]) for c in json.loads(LESSON_07.read_text())["cells"]
              if "\nfirst = {" in "".join(c["source"])).split("print(")[0]
REPLAY = f"from codyroby_lab import lessons\n{REPLAY}\nlessons.replay(first, show=True)"
