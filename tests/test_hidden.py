"""Hidden stays hidden on the way to the browser: everything the widget syncs (the scene,
the trace's meta and bytes) for a learner's side holds no card of the other side, no deck
order and no random generator (Duel lesson, Seguimi, Energy Seekers)."""

from __future__ import annotations

import json

from codyroby_lab.core.viewer import EVERYONE
from codyroby_lab.games.codyroby.follow_me import FollowMe
from codyroby_lab.lessons import DuelPlay, EnergySeekersPlay
from codyroby_lab.ui import BoardWidget
from tests.support.games import positions


def synced(w) -> str:
    return json.dumps({"scene": w.scene, "meta": w.trace_meta})


def check_widget(w, state, secrets: list[str]) -> None:
    hidden = state.hidden_slots(w.viewer)
    assert len(hidden)
    assert not positions(w.trace_meta, w.trace_bytes)[:, hidden].any()
    text = synced(w)
    for secret in secrets:
        assert secret not in text, secret


def test_the_duel_lesson_sends_no_computer_hand_deck_or_generator():
    duel = DuelPlay({"blocks_each": 0}, seed=3)
    w = duel.widget()
    for _ in range(6):
        if duel.over:
            break
        w.program = duel.hint() or duel.hand[0]
        w.run()
        s = duel.state
        # the computer's hand appears nowhere as cards: only its size
        assert w.scene["layers"][1]["cards"] == [] and w.scene["layers"][1]["slots"] == []
        check_widget(w, s, [json.dumps(s.to_dict()["rng"]["pcg64"])[1:-1]])
        assert all(e["text"] for evs in w.trace_meta["events"] for e in evs)


def test_a_seguimi_rebuilder_never_receives_the_hidden_cards():
    game = FollowMe.from_setup({"length": 6, "rounds": 2})
    s = game.new_state(seed=4)
    s.apply("lay F F R F R F")            # A lays; B rebuilds
    w = BoardWidget(s, runner=lambda start, program: start.clone().play(
        "rebuild " + " ".join(start.shuffled)), viewer="B")
    assert w.scene["editor"]["hand"] == s.shuffled and "F F R F R F" not in synced(w)
    w.run()   # B rebuilds; scoring reveals the hidden cards (the rules say so), not before
    revealing = [e["text"] for evs in w.trace_meta["events"] for e in evs
                 if "F F R F R F" in e["text"]]
    assert all(t.startswith("B rebuilds") and "was hidden" in t for t in revealing)
    check_widget(w, s, [])
    assert not positions(w.trace_meta, w.trace_bytes)[0, s.hidden_slots("B")].any()
    teacher = BoardWidget(s, viewer=EVERYONE)
    assert teacher.viewer is EVERYONE  # the all-seeing view is asked for by name


def test_energy_seekers_sends_no_other_hand_and_no_deck_order():
    es = EnergySeekersPlay(seed=2)
    w = es.widget()
    for _ in range(5):
        if es.over:
            break
        w.program = " ".join(es.hint().split()[1:]) if es.hint().startswith("play") else ""
        w.run()
        check_widget(w, es.state, [])
        drew = [e["text"] for evs in w.trace_meta["events"] for e in evs if e["kind"] == "Drew"]
        others = [t for t in drew if not t.startswith("Ada ")]
        assert others and all(t.endswith(("card", "cards")) for t in others), others
