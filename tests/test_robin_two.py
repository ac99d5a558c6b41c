"""The 2-player variant (the neutral player's cards, trading with it, the forced trade, the
blockade) and exhausted Mission stacks."""

import pytest

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.viewer import EVERYONE
from codyroby_lab.games.robin import rules
from tests.support.robin_setups import state, two_state


def offered(card="food13", counter="none", **more):
    s = two_state(**more)
    s.apply(f"offer {card}")
    s.apply(f"bob: counter {counter}")
    return s


@pytest.mark.rule("robin.two-setup")
def test_the_neutral_player_holds_two_visible_cards_and_one_hidden():
    s = two_state()
    d = s.to_dict()
    assert d["pieces"] == {"ann": 2, "bob": 3, "neutral": 4}
    for v in ("ann", "bob", None):
        assert s.observation(v)["neutral"] == {"cards": ["weapons1", "places2"], "hidden": True}
        assert "messages3" not in str(s.observation(v))
    assert s.observation(EVERYONE)["neutral"]["hidden_card"] == "messages3"


@pytest.mark.rule("robin.neutral-trade")
def test_trading_with_a_visible_neutral_card():
    s = offered(counter="animals1")
    assert [a.text for a in s.legal_actions()] == ["accept bob", "neutral 1", "neutral 2",
                                                   "neutral 3"]
    events = s.apply("neutral 1")  # weapons1: +1
    assert "food13 (+2 -1 -1) (discarded face up)" in events[0].text
    assert s.current_player() == "ann"
    s.apply("move bob")
    d = s.to_dict()
    assert d["discard"] == ["food13"] and "weapons1" in d["hands"]["ann"]
    assert "animals1" in d["hands"]["bob"] and d["pieces"]["bob"] == 5  # 4 is blocked
    assert d["neutral"]["visible"] == ["places6", "places2"]  # replaced face up


@pytest.mark.rule("robin.neutral-trade")
def test_trading_with_the_hidden_neutral_card_stays_secret():
    s = offered()
    events = s.apply("neutral 3")  # messages3: +3
    assert "messages3" in events[0].text and "messages3" not in events[0].seen_by("bob").text
    assert events[-1].seen_by("bob").text == "a new hidden card replaces it"
    assert "messages3" not in str(s.observation("bob"))
    assert s.observation("ann")["moving"]["card"] == "messages3"
    s.apply("move neutral")
    d = s.to_dict()
    assert d["neutral"]["hidden"] == "places6" and "messages3" in d["hands"]["ann"]
    assert "messages3" not in s.observation("bob")["known"]["ann"]


@pytest.mark.rule("robin.forced")
def test_with_no_counter_offer_the_active_player_must_trade_with_the_neutral_player():
    s = offered()
    assert [a.text for a in s.legal_actions()] == ["neutral 1", "neutral 2", "neutral 3"]
    with pytest.raises(IllegalAction, match="Bob made no offer"):
        s.apply("accept bob")


@pytest.mark.rule("robin.blockade")
def test_a_piece_that_would_stop_on_the_neutral_piece_moves_one_more_space():
    assert rules.landing((3, 2, 4), 0, 1, 2) == 5       # forward over it
    assert rules.landing((5, 2, 4), 0, -1, 2) == 3      # back over it
    assert rules.landing((2, 3, 1), 0, -1, 2) is None    # the oak is taken: cannot go back
    assert rules.landing((7, 2, 1), 0, 1, 2) == 2       # wraps to the oak, blocked: one more
    assert rules.landing((3, 4, 4), 2, 1, 2) == 5       # the neutral piece is not blocked
    s = offered()
    s.apply("neutral 1")                                 # weapons1: +1
    events = s.apply("move bob")
    assert s.to_dict()["pieces"]["bob"] == 5 and events[0].rule is rules.BLOCKADE


@pytest.mark.rule("robin.blockade")
def test_the_neutral_piece_can_be_moved_onto_an_occupied_space():
    s = offered()
    s.apply("neutral 1")
    s.apply("move neutral")
    assert s.to_dict()["pieces"] == {"ann": 2, "bob": 3, "neutral": 5}
    t = offered(pieces={"ann": 2, "bob": 5, "neutral": 4})
    t.apply("neutral 1")
    t.apply("move neutral")
    assert t.to_dict()["pieces"]["neutral"] == 5


@pytest.mark.rule("robin.exhausted")
def test_an_exhausted_mission_stack_is_the_reshuffled_discard_stack():
    s = two_state(mission=["places5"], discard=["riches4", "riches5", "riches6"],
                  pieces={"ann": 4, "bob": 3, "neutral": 2})   # Ann draws 3: 1, then 2
    d = s.to_dict()
    assert len(d["hands"]["ann"]) == 5 and d["discard"] == [] and len(d["mission"]) == 1
    t = two_state(mission=["places5"], discard=["riches4"])  # Ann draws places5
    t.apply("offer food13")
    t.apply("bob: counter none")
    events = t.apply("neutral 1")  # the replacement comes from the reshuffled discard
    assert [e.rule for e in events].count(rules.EXHAUSTED) == 1
    assert t.to_dict()["neutral"]["visible"][0] in ("riches4", "food13")


@pytest.mark.rule("robin.recycle")
def test_with_three_players_the_contribution_stack_but_its_top_becomes_the_mission_stack():
    s = state(mission=[], contribution=["riches1", "riches3", "riches4"])  # Ann draws 1
    d = s.to_dict()
    assert d["contribution"] == ["riches1"] and len(d["mission"]) == 1
    assert len(d["hands"]["ann"]) == 3
    t = state(mission=[], contribution=["riches1"], recycle=False)
    assert t.to_dict()["hands"]["ann"] == ["food13", "animals5"]  # nothing to draw


@pytest.mark.rule("robin.no-exchange")
def test_with_no_neutral_card_left_an_unanswered_offer_is_no_exchange():
    s = two_state(mission=[], contribution=["riches1"], recycle=False,
                  neutral={"visible": ["weapons1", "places2"], "hidden": "messages3"})
    s.neutral = [0, 0, 0]  # planted: every neutral card traded and the stacks empty
    s.apply("offer food13")
    s.apply("bob: counter none")
    assert s.phase == "move" and s.current_player() == "ann"
