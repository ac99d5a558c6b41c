"""Robin's rules, one test (or more) per rule, each citing it. The setups are in
tests/support/robin_setups.py: Ann to play on space 2, Bob on 3, Cy on 4, every stack named."""

from collections import Counter
from itertools import product

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.protocol import SIMULTANEOUS
from codyroby_lab.games.robin import rules
from codyroby_lab.games.robin.data import Deck, Track
from codyroby_lab.games.robin.game import Robin
from tests.support.robin_setups import TOKENS, moving, state, texts


def hand(s, p):
    return s.to_dict()["hands"][p]


# --- components, data, set-up ---------------------------------------------------------------

@pytest.mark.rule("robin.components")
def test_the_deck_has_94_cards_in_6_series_of_14_with_7_specials_and_3_duals():
    deck = Deck.default()
    assert len(deck.cards) == 94 and len(deck.specials) == 7 and len(deck.duals) == 3
    assert Counter(c.kinds[0] for c in deck.missions) == dict.fromkeys(deck.kinds, 14)
    assert sorted(c.effect for c in deck.specials) == sorted(
        ["look", "steal", "draw2", "choose", "swap-pieces", "swap-hands", "swap-tokens"])
    assert all(len(set(c.kinds)) == 2 for c in deck.duals)


@pytest.mark.rule("robin.arrow-data")
def test_every_series_has_the_same_arrow_groups_one_to_three_of_one_to_three_arrows():
    deck = Deck.default()
    series = {}
    for c in deck.missions:
        assert 1 <= len(c.arrows) <= 3 and all(1 <= abs(a) <= 3 for a in c.arrows)
        series.setdefault(c.kinds[0], Counter()).update(c.arrows)
    assert len({tuple(sorted(s.items())) for s in series.values()}) == 1
    one = next(iter(series.values()))
    assert sum(n * a for a, n in one.items() if a > 0) == -sum(n * a for a, n in one.items()
                                                                if a < 0)  # balanced


@pytest.mark.rule("robin.track")
def test_the_default_track():
    assert Track.default().spaces == ((0, 1), (1, 0), (2, -1), (3, -1), (4, -1), (4, -2),
                                      (5, -2))


@pytest.mark.rule("robin.setup")
def test_setup_deals_a_contribution_stack_of_10_hands_of_4_and_a_token_a_space():
    firsts = set()
    for seed in range(12):
        s = Robin(players=4).new_state(seed=seed)
        d = s.to_dict()
        firsts.add(d["first"])
        assert len(d["contribution"]) == 10
        others = [p for p in s.game.players if p != d["turn"]]
        assert all(len(d["hands"][p]) == 4 for p in others)
        assert sorted(d["tokens"]) == ["2", "3", "4", "5", "6", "7"]
        assert sorted(d["tokens"].values()) == sorted(s.game.deck.kinds)
        total = sum(map(len, d["hands"].values())) + len(d["contribution"]) + len(d["mission"])
        assert total == 94
    assert len(firsts) > 1  # the first player is drawn at random


@pytest.mark.rule("robin.start-spaces")
def test_pieces_start_on_consecutive_spaces_from_2_the_first_player_nearest_the_oak():
    s = Robin.from_setup({"players": ["ann", "bob", "cy", "dee"], "first": "cy"}).new_state(0)
    assert s.to_dict()["pieces"] == {"cy": 2, "dee": 3, "ann": 4, "bob": 5}


def test_a_malformed_data_file_is_a_setup_error_naming_the_field():
    bad = Deck.default().to_dict()
    bad["missions"][3]["arrows"] = [1, 2, 3, 1]
    with pytest.raises(SetupError, match=r"cards\.missions\[3\]\.arrows"):
        Robin.from_setup({"players": 3, "cards": bad})
    track = Track.default().to_dict()
    track["spaces"][2]["draw"] = 9
    with pytest.raises(SetupError, match=r"track\.spaces\[2\]\.draw"):
        Robin.from_setup({"players": 3, "track": track})
    bad = Deck.default().to_dict()
    bad["missions"][0]["kind"] = "gold"
    with pytest.raises(SetupError, match=r"cards\.missions\[0\]\.kind"):
        Robin.from_setup({"players": 3, "cards": bad})


# --- Missions and Contribution ---------------------------------------------------------------

@pytest.mark.rule("robin.missions")
def test_the_turn_starts_with_the_draw_of_the_space():
    s = state(pieces={"ann": 5, "bob": 3, "cy": 4})  # space 5 draws 4
    assert hand(s, "ann") == ["food13", "animals5", "places5", "places6", "places7", "places8"]


@pytest.mark.rule("robin.contribute")
@pytest.mark.rule("robin.order")
def test_a_negative_contribution_discards_in_the_chosen_order():
    s = state(pieces={"ann": 6, "bob": 3, "cy": 4})  # draw 4, contribute 2
    assert s.phase == "contribute" and s.observation("ann")["need"] == 2
    with pytest.raises(IllegalAction, match="give 2: choose 2 cards"):
        s.apply("contribute places5")
    events = s.apply("contribute places6 animals5")
    assert s.to_dict()["contribution"][:3] == ["animals5", "places6", "riches1"]
    assert events[0].rule is rules.ORDER and s.phase == "trade"


@pytest.mark.rule("robin.contribute")
def test_with_fewer_cards_than_the_contribution_all_are_given():
    s = state(hands={"ann": [], "bob": [], "cy": []}, mission=["food1"], recycle=False,
              pieces={"ann": 6, "bob": 3, "cy": 4})
    assert s.observation("ann")["need"] == 1
    s.apply("contribute food1")
    assert hand(s, "ann") == [] and s.phase == "trade"
    assert [a.text for a in s.legal_actions()] == ["pass"]


@pytest.mark.rule("robin.collect")
def test_on_the_oak_the_player_takes_the_top_of_the_contribution_stack():
    s = state(pieces={"ann": 1, "bob": 3, "cy": 4})
    assert "riches1" in hand(s, "ann") and s.to_dict()["contribution"] == ["riches3"]


@pytest.mark.rule("robin.refill")
def test_an_empty_contribution_stack_is_refilled_with_5_from_the_mission_stack():
    s = state(pieces={"ann": 1, "bob": 3, "cy": 4}, contribution=["riches1"])
    d = s.to_dict()
    assert d["contribution"] == ["places9", "places8", "places7", "places6", "places5"]
    assert d["mission"] == ["places10", "places11", "places12"]


# --- the exchange ----------------------------------------------------------------------------

@pytest.mark.rule("robin.offer")
@pytest.mark.rule("robin.counter")
def test_counter_offers_stay_hidden_until_all_are_in_then_are_revealed_together():
    s = state()
    s.apply("offer food13")
    assert s.observation("bob")["offer"] == "food13" and s.current_player() is SIMULTANEOUS
    s.apply("bob: counter animals1")
    for v in ("ann", "cy", None):
        assert s.observation(v)["counters"]["bob"] is True
        assert "animals1" not in str(s.observation(v)) + str(s.scene(v)["editor"])
    assert s.observation("bob")["counters"]["bob"] == "animals1"
    events = s.apply("cy: counter weapons1")
    assert texts(events)[-1] == ("the offers are revealed: Bob animals1 (+1), "
                                 "Cy weapons1 (+1)")
    assert s.observation(None)["revealed"] == {"bob": "animals1", "cy": "weapons1"}


@pytest.mark.rule("robin.counter-who")
def test_the_active_player_makes_no_counter_offer():
    s = state()
    s.apply("offer food13")
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="counter-offers come from the other players"):
        s.apply("ann: counter animals5")
    assert s.to_dict() == before


@pytest.mark.rule("robin.accept")
@pytest.mark.rule("robin.exchange-moves")
def test_the_accepted_player_moves_first_then_the_active_player_and_both_keep_the_cards():
    s = state()
    s.apply("offer food13")
    s.apply("bob: counter animals1")
    s.apply("cy: counter weapons1")
    with pytest.raises(IllegalAction, match="made no offer"):
        s.apply("accept ann")
    events = s.apply("accept bob")
    assert "Cy takes back weapons1" in events[0].text
    assert s.current_player() == "bob"  # Bob got food13 (+2 -1 -1)
    s.apply("move bob ann cy")
    assert s.current_player() == "ann"  # Ann got animals1 (+1)
    s.apply("move cy")
    d = s.to_dict()
    assert "food13" in d["hands"]["bob"] and "animals1" in d["hands"]["ann"]
    assert "weapons1" in d["hands"]["cy"] and d["turn"] == "bob"
    assert d["pieces"] == {"ann": 1, "bob": 5, "cy": 4}


@pytest.mark.rule("robin.no-exchange")
def test_with_no_counter_offer_the_active_player_moves_with_the_own_card_and_keeps_it():
    s = state()
    s.apply("offer animals5")  # +3
    s.apply("bob: counter none")
    events = s.apply("cy: counter none")
    assert events[-1].rule is rules.NO_EXCHANGE and s.current_player() == "ann"
    s.apply("move cy")
    d = s.to_dict()
    assert d["pieces"]["cy"] == 7 and "animals5" in d["hands"]["ann"] and d["turn"] == "bob"


@pytest.mark.rule("robin.special-traded")
def test_a_special_card_received_moves_nothing_and_is_not_triggered():
    s = state(hands={"ann": ["food13"], "bob": ["look"], "cy": []})
    s.apply("offer food13")
    s.apply("bob: counter look")
    s.apply("cy: counter none")
    s.apply("accept bob")
    s.apply("move ann bob cy")  # Bob moves with food13; Ann's look moves nothing
    d = s.to_dict()
    assert "look" in d["hands"]["ann"] and d["turn"] == "bob" and d["removed"] == []
    assert s.phase == "trade"


@pytest.mark.rule("robin.no-arrows")
def test_an_unanswered_special_offer_comes_back_and_moves_nothing():
    s = state(hands={"ann": ["steal"], "bob": [], "cy": []})
    s.apply("offer steal")
    s.apply("bob: counter none")
    events = s.apply("cy: counter none")
    assert any(e.rule is rules.NO_ARROWS for e in events)
    assert "steal" in hand(s, "ann") and s.to_dict()["turn"] == "bob"


# --- moving pieces ---------------------------------------------------------------------------

@pytest.mark.rule("robin.arrows")
def test_each_group_moves_one_piece_whole_and_a_piece_once_per_card():
    s = moving("food11", {"ann": 2, "bob": 3, "cy": 4})  # +1 +1
    with pytest.raises(IllegalAction, match="moved twice"):
        s.apply("move bob bob")
    with pytest.raises(IllegalAction, match="2 arrow groups"):
        s.apply("move bob")
    s.apply("move bob cy")
    assert s.to_dict()["pieces"] == {"ann": 2, "bob": 4, "cy": 5}


@pytest.mark.rule("robin.wrap")
def test_forward_past_the_castle_wraps_to_the_oak():
    assert [rules.step(7, 1), rules.step(6, 3), rules.step(5, 2)] == [1, 2, 7]
    s = moving("food5", {"ann": 2, "bob": 6, "cy": 4})  # +3
    events = s.apply("move bob")
    assert s.to_dict()["pieces"]["bob"] == 2 and events[0].rule is rules.WRAP
    assert "past the castle" in events[0].text


@pytest.mark.rule("robin.oak")
def test_no_piece_goes_back_past_the_oak():
    s = moving("food6", {"ann": 2, "bob": 3, "cy": 4})  # -3
    with pytest.raises(IllegalAction, match="back past the old oak"):
        s.apply("move ann")
    s.apply("move cy")
    assert s.to_dict()["pieces"]["cy"] == 1


@pytest.mark.rule("robin.oak")
def test_a_card_none_of_whose_groups_can_apply_moves_nothing_by_itself():
    s = moving("food2", {"ann": 1, "bob": 1, "cy": 1})  # -1, every piece on the oak
    assert s.to_dict()["turn"] == "bob"


@pytest.mark.rule("robin.all-groups")
def test_the_ann_example_apply_as_many_groups_as_possible():
    """Ann moves one piece forward 2 and two back 1; Blue and Green are on the oak, so she
    must move Yellow and Red back and Blue or Green forward."""
    g = Robin.from_setup({"players": ["yellow", "red", "blue", "green"], "first": "yellow",
                          "hands": {"yellow": ["food13"], "red": [], "blue": [], "green": []},
                          "contribution": ["riches1"], "mission": ["food1", "food2"],
                          "pieces": {"yellow": 2, "red": 3, "blue": 1, "green": 1},
                          "tokens": TOKENS})
    s = g.new_state(seed=0)
    s.apply("offer food13")
    for p in ("red", "blue", "green"):
        s.apply(f"{p}: counter none")
    assert sorted(a.text for a in s.legal_actions()) == [
        "move blue red yellow", "move blue yellow red",
        "move green red yellow", "move green yellow red"]
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="applies 2 of the 3 arrow groups"):
        s.apply("move yellow red -")
    assert s.to_dict() == before
    s.apply("move blue yellow red")
    assert s.to_dict()["pieces"] == {"yellow": 1, "red": 2, "blue": 3, "green": 1}


@pytest.mark.rule("robin.all-groups")
@pytest.mark.rule("robin.blockade")
@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(1, 7), min_size=2, max_size=6),
       st.lists(st.sampled_from([-3, -2, -1, 1, 2, 3]), min_size=1, max_size=3),
       st.booleans())
def test_the_assignments_listed_are_every_one_applying_the_most_groups(pos, groups, block):
    """The search (with its tables) against every assignment tried one by one with
    ``play_out``, the groups applied in card order: the same best count, the same
    assignments in the same order (a piece before leaving the group out), the same places;
    ``outcome`` knows exactly those."""
    pos, groups = tuple(pos), tuple(groups)
    blocker = len(pos) - 1 if block else None
    tried = {way: rules.play_out(pos, groups, way, blocker)
             for way in product(range(-1, len(pos)), repeat=len(groups))}
    valid = {way: after for way, after in tried.items() if after is not None}
    best = max(sum(k >= 0 for k in way) for way in valid)
    expected = sorted(((way, after) for way, after in valid.items()
                       if sum(k >= 0 for k in way) == best),
                      key=lambda item: [k if k >= 0 else len(pos) for k in item[0]])
    assert rules.outcomes(pos, groups, blocker) == tuple(expected)
    assert rules.assignments(pos, groups, blocker) == (best, tuple(w for w, _ in expected))
    assert rules.can_move(pos, groups, blocker) == (best > 0)
    for way, after in tried.items():
        listed = after if (way, after) in expected else None
        assert rules.outcome(pos, groups, way, blocker) == listed


@pytest.mark.rule("robin.empty-hand")
def test_a_player_with_an_empty_hand_passes_and_only_then():
    s = state(hands={"ann": [], "bob": [], "cy": []}, mission=[], recycle=False)
    assert [a.text for a in s.legal_actions()] == ["pass"]
    s.apply("pass")
    t = state()
    with pytest.raises(IllegalAction, match="pass only with an empty hand"):
        t.apply("pass")


# --- special cards ---------------------------------------------------------------------------

@pytest.mark.rule("robin.use")
@pytest.mark.rule("robin.draw2")
def test_a_special_card_leaves_the_game_and_draw2_draws_two():
    s = state(hands={"ann": ["draw2"], "bob": [], "cy": []})
    events = s.apply("use draw2")
    d = s.to_dict()
    assert d["removed"] == ["draw2"] and d["hands"]["ann"] == ["places5", "places6", "places7"]
    assert events[1].seen_by("bob").text == "Ann draws 2 cards" and d["turn"] == "bob"


@pytest.mark.rule("robin.dual-passive")
def test_a_dual_card_cannot_be_played_but_can_be_offered():
    s = state(hands={"ann": ["food-animals"], "bob": [], "cy": []})
    with pytest.raises(IllegalAction, match="dual card"):
        s.apply("use food-animals")
    with pytest.raises(IllegalAction, match="Mission card"):
        s.apply("use places5")
    s.apply("offer food-animals")


@pytest.mark.rule("robin.look")
def test_look_shows_the_hand_only_to_the_looker():
    s = state(hands={"ann": ["look"], "bob": ["animals1", "riches2"], "cy": []})
    events = s.apply("use look bob")
    assert "animals1" in events[1].text and events[1].seen_by("cy").text == \
        "Ann looks at Bob's hand"
    assert s.observation("ann")["seen"]["ann"] == {"what": "look", "whose": "bob",
                                                   "cards": ["animals1", "riches2"]}
    assert s.observation("bob")["seen"] == {} and s.observation("cy")["seen"] == {}


@pytest.mark.rule("robin.steal")
def test_steal_takes_a_card_at_random_seen_only_by_the_two_players():
    s = state(hands={"ann": ["steal"], "bob": ["animals1"], "cy": []})
    events = s.apply("use steal bob")
    assert "animals1" not in hand(s, "bob") and "animals1" in hand(s, "ann")
    assert events[1].seen_by("cy").text == "Ann steals a card at random from Bob"
    assert "animals1" in events[1].seen_by("bob").text


@pytest.mark.rule("robin.choose")
def test_choose_shows_the_contribution_stack_to_the_chooser_only_then_a_pick():
    s = state(hands={"ann": ["choose"], "bob": [], "cy": []})
    s.apply("use choose")
    assert s.phase == "pick" and s.observation("ann")["seen"]["ann"]["cards"] == [
        "riches1", "riches3"]
    assert s.observation("bob")["seen"] == {}
    with pytest.raises(IllegalAction, match="not in the Contribution stack"):
        s.apply("pick food9")
    events = s.apply("pick riches3")
    assert "riches3" in hand(s, "ann") and events[0].seen_by("bob").text == \
        "Ann takes a card from the Contribution stack"


@pytest.mark.rule("robin.swap-pieces")
def test_swap_pieces():
    s = state(hands={"ann": ["swap-pieces"], "bob": [], "cy": []})
    s.apply("use swap-pieces ann cy")
    assert s.to_dict()["pieces"] == {"ann": 4, "bob": 3, "cy": 2}


@pytest.mark.rule("robin.swap-hands")
def test_swap_hands_after_the_special_leaves_the_hand():
    s = state(hands={"ann": ["swap-hands", "food9"], "bob": ["animals1"], "cy": []})
    s.apply("use swap-hands bob")
    assert hand(s, "ann") == ["animals1"] and hand(s, "bob")[:2] == ["food9", "places5"]


@pytest.mark.rule("robin.swap-tokens")
def test_swap_tokens():
    s = state(hands={"ann": ["swap-tokens"], "bob": [], "cy": []})
    s.apply("use swap-tokens 2 7")
    assert s.to_dict()["tokens"]["2"] == "messages" and s.to_dict()["tokens"]["7"] == "food"


@pytest.mark.rule("robin.targets")
def test_look_steal_and_swap_hands_name_another_real_player():
    s = state(hands={"ann": ["look", "steal"], "bob": [], "cy": []})
    for bad, why in (("use look ann", "another player"), ("use steal bob", "no card to steal"),
                     ("use look neutral", "another player"), ("use look", "needs a player")):
        with pytest.raises(IllegalAction, match=why):
            s.apply(bad)


# --- the end ---------------------------------------------------------------------------------

def collector(hand_cards, **more):
    """Ann holds ``hand_cards`` and offers riches1 (+1); nobody answers."""
    s = state(hands={"ann": ["riches1", *hand_cards], "bob": [], "cy": []},
              contribution=["riches3"], **more)
    s.apply("offer riches1")
    s.apply("bob: counter none")
    s.apply("cy: counter none")
    return s


@pytest.mark.rule("robin.goal")
def test_seven_of_a_kind_wins_at_the_end_of_the_turn():
    six = ["animals1", "animals2", "animals3", "animals4", "animals6", "animals7"]
    s = state(hands={"ann": [*six, "animals8", "food13"], "bob": [], "cy": []})
    assert s.phase == "trade" and s.winner is None  # 7 in hand: only at the end of the turn
    s.apply("offer food13")
    s.apply("bob: counter none")
    s.apply("cy: counter none")
    s.apply("move cy ann bob")
    assert s.winner == "ann" and s.is_terminal()
    with pytest.raises(IllegalAction, match="Ann has won"):
        s.apply("offer food13")


@pytest.mark.rule("robin.token-counts")
def test_a_mission_token_counts_for_the_piece_on_its_space():
    six = ["food2", "food3", "food4", "food6", "food7", "food8"]
    s = collector(six, mission=["riches4"])  # Ann on space 2: the food token
    s.apply("move ann")  # Ann goes on to space 3: the animals token
    assert s.winner is None
    t = collector(six, mission=["riches4"])
    events = t.apply("move cy")  # Ann stays on space 2 (food)
    assert t.winner == "ann" and events[-1].rule is rules.TOKEN_COUNTS


@pytest.mark.rule("robin.token-counts")
@pytest.mark.parametrize("seed", range(4))
def test_the_win_check_reads_the_most_each_player_shows(seed):
    """The win check's shortcut (``most``) gives what the kind counts give, token included."""
    s, rng = Robin(players=4).new_state(seed=seed), np.random.default_rng(seed)
    seen = set()
    while not s.is_terminal():
        for i in range(4):
            counts = s.kind_counts(i)
            assert s.most(i) == max(counts)
            seen.add(s.tokens[s.pos[i] - 1] > 0)
        s.advance(s.sample_action(rng))
    assert seen == {True, False}  # pieces on a token and off one were both checked


@pytest.mark.rule("robin.dual-counts")
def test_a_dual_card_counts_for_both_kinds():
    s = collector(["animals1", "animals2", "animals3", "animals4", "animals6",
                   "food-animals"], pieces={"ann": 2, "bob": 1, "cy": 1},
                  tokens={**TOKENS, "2": "animals", "3": "food"})  # + the animals token
    s.apply("move cy")
    assert s.winner == "ann"


@pytest.mark.rule("robin.tie")
def test_the_active_player_wins_a_tie_else_the_first_after_the_active_player():
    seven = ["riches4", "riches5", "riches6", "riches7", "riches8", "riches9", "riches10"]
    animals = ["animals1", "animals2", "animals3", "animals4", "animals6", "animals7",
               "animals8"]
    s = state(hands={"ann": ["food13", *animals], "bob": seven, "cy": []},
              pieces={"ann": 2, "bob": 3, "cy": 1})
    s.apply("offer food13")
    s.apply("bob: counter none")
    s.apply("cy: counter none")
    s.apply("move cy ann bob")
    assert s.winner == "ann"
    t = state(hands={"ann": ["food13"], "bob": [], "cy": seven}, pieces={"ann": 2, "bob": 3,
                                                                          "cy": 1})
    t.hands[1] = sorted(t.game.deck.code(c) for c in animals)  # planted: Bob also has 7
    t.recount()  # (a hand changed in place: its kept counts follow)
    t.apply("offer food13")
    t.apply("bob: counter none")
    t.apply("cy: counter none")
    events = t.apply("move cy ann bob")
    assert t.winner == "bob" and events[-1].rule is rules.TIE


@pytest.mark.rule("robin.turn-limit")
def test_the_turn_limit_ends_the_game_in_a_draw():
    s = state(max_turns=1, hands={"ann": ["food13"], "bob": [], "cy": []})
    s.apply("offer food13")
    s.apply("bob: counter none")
    s.apply("cy: counter none")
    s.apply("move cy ann bob")
    assert s.is_terminal() and s.winner is None and s.returns() == dict.fromkeys(
        ("ann", "bob", "cy"), 0.0)


@pytest.mark.rule("robin.draw2")
@pytest.mark.rule("robin.missions")
def test_a_draw_says_card_for_one_card_and_an_empty_stack_in_words():
    s = state(hands={"ann": ["draw2"], "bob": [], "cy": []}, mission=["places5", "places6"],
              contribution=[])
    said = [e.seen_by("cy").text for e in s.apply("use draw2")]
    assert "Ann draws 1 card" in said                  # not "1 cards"
    assert "Bob draws 0 cards (the Mission stack is empty)" in said     # not "had only 0"
