"""Every step of a Droids game says what happened in it, the turn passing too."""

import numpy as np

from codyroby_lab.core.trace import Trace
from codyroby_lab.games.droids import Droids
from codyroby_lab.games.droids.events import YOUR_TURN
from codyroby_lab.lessons import droids as lesson


def test_the_step_where_the_turn_passes_says_whose_turn_it_is():
    """Walk 08o, fault 4: the desk check's last row after a draw, "Blue, program", had an
    empty event (the step where the turn passed from Blue to Red); What happened read it as
    "nothing happens" or "Blue makes a choice kept secret from you" (walk 08n, fault 4)."""
    game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
    rows = game.draw("violet 4 red 3").trace.table().rows
    assert all(r["event"] for r in rows[1:]), rows
    assert rows[-1]["event"] == "Red's turn to lay a chit" and rows[-1]["actor"] == ""
    sent = game.place("VD A 1 SE").trace.table().rows
    assert [r["event"] for r in sent if "turn to" in r["event"]] == [
        "Blue's turn to lay a chit", "Red's turn to lay a chit"]


def test_no_step_of_a_played_game_is_silent_for_its_players():
    for seed in range(3):
        s = Droids.from_setup({"scenario": "challenge", "players": 3}).new_state(seed=seed)
        trace, rng = Trace(s), np.random.default_rng(seed)
        for _ in range(120):
            if s.is_terminal():
                break
            s.play(s.sample_action(rng), trace)
        seen = trace.view("red")
        silent = [i for i in range(1, len(seen)) if not seen.events(i)]
        assert not silent, [(i, trace.step(i).actor, trace.step(i).phase) for i in silent]
        assert any(e.kind == YOUR_TURN for i in range(1, len(trace)) for e in trace.events(i))
