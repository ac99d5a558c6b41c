"""Hidden information in Robin: marker cards planted in every hidden place (the other hands,
the Mission stack, the Contribution stack below its top, the neutral player's hidden card, a
sealed counter-offer) never reach a viewer who may not see them: not its observation, scene,
desk-check row, trace, nor a strategy's observation sent to another process. And bad input:
a typed error naming the problem, the state unchanged."""

import json
import pickle

import pytest

from codyroby_lab.core.errors import IllegalAction, LabError
from codyroby_lab.core.protocol import record
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.viewer import EVERYONE
from codyroby_lab.games.robin.observation import Observation
from codyroby_lab.ui.wire import marks_now
from tests.support.robin_setups import state, two_state

MARKERS = {"bob": "swap-hands", "mission": "food-animals", "under": "riches-weapons",
           "hidden": "places-messages"}


def seen_by(s, viewer) -> str:
    """Everything ``viewer`` is shown of ``s``, as text (the scene's card-code table, which
    names every card of the game, left out)."""
    scene = s.scene(viewer)
    scene["layers"] = marks_now(scene["layers"], s, viewer)  # (what the widget adds)
    for layer in scene["layers"]:
        codes = layer.pop("codes", None)
        if "values" in layer:  # the marks' cards by name, as the board draws them
            layer["values"] = [codes.get(str(v)) for v in layer["values"] if v]
    for col in scene["columns"]:
        col.pop("codes", None)
    return json.dumps([s.observation(viewer), scene, s.describe(viewer)])


def planted():
    return two_state(hands={"ann": ["food13", "animals5"], "bob": ["swap-hands", "riches2"]},
                     mission=["places5", "food-animals", "places6"],
                     contribution=["riches1", "riches-weapons"],
                     neutral={"visible": ["weapons1", "places2"], "hidden": "places-messages"})


def test_marker_cards_in_hidden_places_never_reach_a_viewer_who_may_not_see_them():
    s = planted()
    trace = Trace(s)
    s.play("offer food13", trace)
    s.play("bob: counter swap-hands", trace)  # sealed, then revealed: public from then on
    for viewer in ("ann", None):
        text = seen_by(trace[1], viewer)
        for where in ("mission", "under", "hidden", "bob"):
            assert MARKERS[where] not in text, (viewer, where)
    assert "swap-hands" in seen_by(trace[1], "bob")
    assert "places-messages" in seen_by(trace[1], EVERYONE)
    for viewer in ("ann", "bob", None):
        seen = trace.view(viewer)
        for i in range(len(seen)):
            text = json.dumps([e.text for e in seen.events(i)])
            assert "food-animals" not in text and "places-messages" not in text
            assert "riches-weapons" not in seen_by(seen[i], viewer)


def test_a_strategy_worker_receives_only_its_players_view():
    s = planted()
    obs = pickle.loads(pickle.dumps(Observation.of(s, "ann")))  # noqa: S301 (our own object)
    text = json.dumps(obs.data) + " ".join(a.text for a in obs.legal)
    for where in ("mission", "under", "hidden", "bob"):
        assert MARKERS[where] not in text
    assert obs.hand == ["food13", "animals5", "places5"] and obs.hands["bob"] == 2


def test_secret_looks_steals_and_choices_stay_with_those_who_may_see_them():
    s = state(hands={"ann": ["look", "steal", "choose"], "bob": ["swap-hands"], "cy": []},
              contribution=["riches1", "riches-weapons"])
    t = record(s.clone(), ["use look bob"])
    for viewer in ("cy", None):
        assert "swap-hands" not in json.dumps([e.text for i in range(len(t))
                                               for e in t.view(viewer).events(i)])
    assert "swap-hands" in json.dumps(s.clone().apply("use look bob")[1].text)
    stolen = s.clone()
    events = stolen.apply("use steal bob")
    assert events[1].seen_by("cy").text == "Ann steals a card at random from Bob"
    assert "swap-hands" not in seen_by(stolen, "cy")
    chose = s.clone()
    chose.apply("use choose")
    assert "riches-weapons" in seen_by(chose, "ann")
    for viewer in ("bob", "cy", None):
        assert "riches-weapons" not in seen_by(chose, viewer)


# --- bad input: a typed error, the state unchanged ---------------------------------------------

def refused(s, action, match):
    before = s.to_dict()
    with pytest.raises(IllegalAction, match=match):
        s.apply(action)
    assert s.to_dict() == before


def test_bad_actions_are_refused_by_name_and_change_nothing():
    s = state()
    refused(s, "offer food9", "food9 is not in your hand")
    refused(s, "offer gold", "'gold' is not a card")
    refused(s, "offer", "'offer' needs one card")
    refused(s, "use food13", "Mission card")
    refused(s, "move ann", "'move' is not a move at this step")   # (walk 09s, fault 11)
    refused(s, "bob: offer animals1", "Bob cannot play now")
    s.apply("offer food13")
    refused(s, "ann: counter animals5", "counter-offers come from the other players")
    refused(s, "bob: counter food13", "food13 is not in your hand")
    refused(s, "counter none", "say who plays it")
    s.apply("bob: counter none")
    refused(s, "bob: counter animals1", "Bob cannot play now")
    s.apply("cy: counter none")
    refused(s, "move ann ann cy", "moved twice")
    refused(s, "move dee ann cy", "There is no piece 'dee'")
    refused(s, "move - - -", "applies 0 of the 3 arrow groups")


@pytest.mark.parametrize("bad", ["", "dance", 42, None, {"verb": "offer"}, ["offer"],
                                 "offer " + "x" * 300_000, "neutral 1"])
def test_odd_input_is_a_lab_error(bad):
    s = state()
    before = s.to_dict()
    with pytest.raises(LabError):
        s.apply(bad)
    assert s.to_dict() == before
