"""One test (at least) per Energy Seekers rule, on the default board.

Default board positions used here (1-based, see data/default-board.json): row 7 runs
A7..H7 = 1..8 eastwards; H6 = 9 (Remote Control); H5..A5 = 10..17 westwards with F5 = 12
(Swap) and C5 = 15 (Repetition); A4 = 18 (tunnel to D7 = 4); B3 = 20 and G7 = 7
(Challenge); the station is A1 = 35.
"""

from collections import Counter

import pytest

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.players import play
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.energy_seekers import EnergySeekers, PathBoard, rules
from codyroby_lab.games.energy_seekers.actions import cards_of, target_of
from codyroby_lab.games.energy_seekers.bots import greedy


def make(deck="FFFFFF", seed=0, **setup):
    """A two-player game (ann, bob) with a fixed deck (top first); the rest in the discard."""
    setup.setdefault("players", ["ann", "bob"])
    return EnergySeekers.from_setup({"deck": list(deck), **setup}).new_state(seed=seed)


def piece(state, who="ann"):
    p = state.to_dict()["pieces"][who]
    return p["position"], p["facing"]


def kinds(events):
    return [e.kind for e in events]


@pytest.mark.rule("energy_seekers.start")
def test_pieces_start_on_position_1_facing_along_the_path():
    s = EnergySeekers(players=4).new_state(seed=0)
    assert {p: piece(s, p) for p in s.game.players} == {p: (1, "E") for p in s.game.players}


@pytest.mark.rule("energy_seekers.deck")
def test_the_deck_is_40_cards_24_f_8_l_8_r_shuffled_by_the_seed():
    s = EnergySeekers(players=2).new_state(seed=5)
    d = s.to_dict()
    every = d["deck"] + d["discard"] + [c for h in d["hands"].values() for c in h]
    assert Counter(every) == {"F": 24, "L": 8, "R": 8}
    again = EnergySeekers(players=2).new_state(seed=5).to_dict()["deck"]
    other = EnergySeekers(players=2).new_state(seed=6).to_dict()["deck"]
    assert d["deck"] == again and d["deck"] != other


@pytest.mark.rule("energy_seekers.hand")
def test_hands_are_refilled_to_three_at_the_start_of_each_turn():
    s = make("FLRRLF", hands={"bob": ["L", "L"]})
    assert s.to_dict()["hands"] == {"ann": ["F", "L", "R"], "bob": ["L", "L"]}
    s.apply("play R")
    assert s.to_dict()["hands"] == {"ann": ["F", "L"], "bob": ["L", "L", "R"]}
    assert s.to_dict()["deck"] == ["L", "F"]


@pytest.mark.rule("energy_seekers.reshuffle")
def test_when_the_deck_runs_out_the_discard_is_reshuffled_into_a_new_deck():
    s = make("FFFR")
    assert len(s.to_dict()["discard"]) == 36
    events = s.apply("play F")
    assert kinds(events)[-2:] == ["Reshuffled", "Drew"]
    d = s.to_dict()
    assert len(d["hands"]["bob"]) == 3 and d["discard"] == []
    assert len(d["deck"]) == 40 - 3 - 2 and Counter(d["deck"] + d["hands"]["bob"] +
                                                    d["hands"]["ann"])["F"] == 24


@pytest.mark.rule("energy_seekers.move")
def test_a_move_runs_the_chosen_cards_in_order_then_discards_them():
    s = make("FFLFFF")
    events = s.apply("play F F")
    assert kinds(events) == ["Moved", "Moved", "Discarded", "Drew"]
    assert piece(s) == (3, "E")
    assert s.to_dict()["discard"][-2:] == ["F", "F"]
    assert s.to_dict()["hands"]["ann"] == ["L"]


@pytest.mark.rule("energy_seekers.move")
@pytest.mark.parametrize("deck, move, setup, hands", [
    # cancelled at its F (L faces Ada off the path): the F, the step's card, is gone too
    ("FLLFFF", "play L F", {}, [["F", "L"], ["L"]]),
    ("FLFRRRF", "play F L F", {}, [["L", "F"], ["F"], []]),
    # a Repetition square: the second round takes no card, as the cards left the hand
    ("FRF", "play F", {"pieces": {"ann": {"position": 15, "facing": "W"}}},
     [["F", "R", "F"], ["R", "F"], ["R", "F"]]),
])
def test_the_hand_at_a_step_is_the_hand_after_that_step_s_card(deck, move, setup, hands):
    """Walk 06p3, fault 3: the board's "Ada's hand at this step" lost every card of the
    move at step 1 ("L" where step 1 played only the L of F, L, L)."""
    s = make(deck, **setup)
    trace = Trace(s)
    s.play(move, trace)
    mover = [i for i in range(1, len(trace)) if trace.actor(i) == "ann"]
    assert [trace[i].hands[0] for i in mover][:len(hands)] == hands


@pytest.mark.rule("energy_seekers.stuck")
def test_stuck_only_without_a_feasible_move_and_it_drops_every_card():
    s = make("FFF", pieces={"ann": {"position": 8, "facing": "E"}})
    assert [str(a) for a in s.legal_actions()] == ["stuck"]
    with pytest.raises(IllegalAction, match="stuck"):
        s.apply("play F")
    assert kinds(s.apply("stuck"))[0] == "Stuck"
    assert s.to_dict()["hands"]["ann"] == [] and s.to_dict()["turn"] == "bob"
    t = make("FLF")
    with pytest.raises(IllegalAction, match="not stuck: you must move when you can"):
        t.apply("stuck")


# A small board for the Repetition cases: A1 B1 C1 D1 on top, back along row 2 to the
# station A2; C1 (position 3) is a Repetition square, so from C1 facing east one F reaches
# D1 but the F run a second time would leave the board.
TWICE = {"width": 4, "height": 2, "path": ["A1", "B1", "C1", "D1", "D2", "C2", "B2", "A2"],
         "specials": [{"kind": "repetition", "at": "C1"}]}


def on_twice(hand):
    """ann on C1 (Repetition) facing east holding ``hand``; bob draws L L L; no other card."""
    cards = Counter(hand + "LLL")
    return make(hand + "LLL", board=TWICE, cards={c: cards[c] for c in "FLR"},
                pieces={"ann": {"position": 3, "facing": "E"}})


@pytest.mark.rule("energy_seekers.stuck")
@pytest.mark.rule("energy_seekers.repetition")
def test_moves_that_leave_the_path_only_when_doubled_are_not_feasible_so_the_player_is_stuck():
    s = on_twice("FFF")
    assert [str(a) for a in s.legal_actions()] == ["stuck"]
    before = s.to_dict()
    for move in ("play F", "play F F", "play F F F"):
        with pytest.raises(IllegalAction, match="cannot move.*Repetition.*stuck"):
            s.apply(move)
        assert s.to_dict() == before
    assert kinds(s.apply("stuck"))[0] == "Stuck"
    d = s.to_dict()
    assert d["hands"]["ann"] == [] and d["turn"] == "bob" and piece(s) == (3, "E")
    assert d["pieces"]["ann"]["controlled"] is False


@pytest.mark.rule("energy_seekers.wrong-move")
@pytest.mark.rule("energy_seekers.repetition")
def test_with_a_feasible_move_in_hand_a_doubled_move_off_the_path_is_a_wrong_move():
    s = on_twice("FFL")
    legal = [str(a) for a in s.legal_actions()]
    assert "stuck" not in legal and "play F" in legal and "play L" in legal
    with pytest.raises(IllegalAction, match="not stuck"):
        s.apply("stuck")
    events = s.apply("play F")
    assert kinds(events)[:4] == ["Repeated", "Moved", "Cancelled", "Discarded"]
    assert piece(s) == (3, "E") and s.to_dict()["pieces"]["ann"]["controlled"] is True
    # issue 29: "card 1 (F) would leave the path" did not say it was the second time round
    assert "card 1 (F) the second time round would leave the path" in events[2].text


@pytest.mark.rule("energy_seekers.wrong-move")
def test_a_wrong_move_is_cancelled_the_cards_spent_and_the_piece_remote_controlled():
    s = make("FLFRRRF")
    events = s.apply("play F L F")
    assert kinds(events)[:3] == ["Moved", "Turned", "Cancelled"]
    assert piece(s) == (1, "E")
    d = s.to_dict()
    assert d["pieces"]["ann"]["controlled"] is True and d["hands"]["ann"] == []
    assert d["discard"][-3:] == ["F", "L", "F"]
    assert d["turn"] == "bob" and d["phase"] == "give"


@pytest.mark.rule("energy_seekers.wrong-move")
def test_the_step_that_cancels_a_move_is_the_wrong_card_s():
    """Walk 06w, faults 1 and 16: the cancelling step had no card, so Predict said "Step 3
    plays no card" at the F that left the path, and the table's card column was empty."""
    s = make("FLFRRRF")
    trace = Trace(s)
    s.play("play F L F", trace)
    cancel = next(i for i in range(1, len(trace))
                  if "Cancelled" in [e.kind for e in trace.events(i)])
    card = trace.card_of(cancel)
    assert card is not None and card.label == "F" and card.slot == 2
    assert trace.table().rows[cancel]["card"] == "F"


@pytest.mark.rule("energy_seekers.remote-control")
def test_ending_on_a_remote_control_square_puts_the_piece_under_remote_control():
    s = make("FFFRRR", pieces={"ann": {"position": 8, "facing": "N"}})
    assert kinds(s.apply("play F"))[-2:] == ["RemoteControlled", "Drew"]
    assert piece(s) == (9, "N") and s.to_dict()["pieces"]["ann"]["controlled"]
    assert str(s.legal_actions()[0]) == "give none"
    assert "give ann R R R" in [str(a) for a in s.legal_actions()]


@pytest.mark.rule("energy_seekers.remote-give")
def test_each_other_player_chooses_which_controlled_piece_gets_which_cards_in_order():
    s = make("FFLRRFLF", players=["ann", "bob", "cy"], first="cy", controlled=["ann", "bob"],
             hands={"cy": []})
    assert s.to_dict()["phase"] == "give"
    targets = {target_of(a) for a in s.legal_actions()}
    assert targets == {None, "ann", "bob"}
    s.apply("give bob L F")
    with pytest.raises(IllegalAction):
        s.apply("give ann F")  # one contribution per turn: cy now moves
    s.apply("play F")
    assert s.to_dict()["remote"]["bob"] == ["L", "F"]
    s.apply("give bob R")  # ann (controlled too) gives to bob at her turn, then runs
    assert s.to_dict()["remote"]["bob"] == ["L", "F", "R"]


@pytest.mark.rule("energy_seekers.remote-give")
def test_a_controlled_piece_takes_at_most_3_cards_from_each_other_player():
    assert [rules.pile_limit(n) for n in range(2, 7)] == [3, 6, 9, 12, 15]
    full = make("FFF", remote={"bob": ["L", "L", "L"]})  # ann already gave bob 3 cards
    assert [str(a) for a in full.legal_actions()] == ["give none"]
    before = full.to_dict()
    with pytest.raises(IllegalAction, match="bob's piece can take 0 more cards: it holds at "
                                            "most 3, 3 from each other player"):
        full.apply("give bob F")
    assert full.to_dict() == before
    three = make("FFLRRR", players=["ann", "bob", "cy"], remote={"bob": list("LLLR")})
    gives = [a for a in three.legal_actions() if target_of(a) == "bob"]
    assert gives and max(len(cards_of(a)) for a in gives) == 2
    with pytest.raises(IllegalAction, match="can take 2 more cards"):
        three.apply("give bob F F L")
    six = EnergySeekers.from_setup({"players": 6, "first": "P3",
                                    "remote": {"P2": list("FFFFFFFFFFLLLLL")}}).new_state(seed=1)
    assert [str(a) for a in six.legal_actions()] == ["give none"]
    assert len(six.play("give none")) > 1  # the trace records piles of up to 15 cards


@pytest.mark.rule("energy_seekers.remote-run")
def test_a_controlled_piece_runs_the_given_cards_instead_of_its_own():
    s = make("LFFFFF", pieces={"ann": {"position": 8}}, controlled=["ann"],
             remote={"ann": ["L", "F", "F"]}, hands={"ann": ["R", "R", "R"], "bob": []})
    assert [str(a) for a in s.legal_actions()] == ["run"]
    with pytest.raises(IllegalAction, match="remote-controlled"):
        s.apply("play R")
    s.apply("run")
    d = s.to_dict()
    assert piece(s) == (10, "N") and d["hands"]["ann"] == ["R", "R", "R"]
    assert d["remote"]["ann"] == [] and d["pieces"]["ann"]["controlled"] is False


@pytest.mark.rule("energy_seekers.teletransport")
def test_a_tunnel_end_sends_the_piece_to_the_other_end_keeping_its_facing():
    s = make("FFF", pieces={"ann": {"position": 2}})
    assert kinds(s.apply("play F F"))[3] == "Teleported"
    assert piece(s) == (18, "E")
    back = make("FFF", pieces={"ann": {"position": 19, "facing": "S"}})
    back.apply("play F")
    assert piece(back) == (4, "S")


@pytest.mark.rule("energy_seekers.swap")
def test_a_swap_square_swaps_with_the_symmetric_position():
    s = make("FFF", pieces={"ann": {"position": 10, "facing": "W"},
                            "bob": {"position": 24, "facing": "S"}})
    s.apply("play F F")
    assert piece(s) == (24, "W") and piece(s, "bob") == (12, "S")


@pytest.mark.rule("energy_seekers.repetition")
def test_a_move_starting_on_a_repetition_square_runs_twice():
    s = make("FRF", pieces={"ann": {"position": 15, "facing": "W"}})
    events = s.apply("play F")
    assert kinds(events)[:3] == ["Repeated", "Moved", "Moved"]
    assert piece(s) == (17, "W")
    wrong = make("FFF", pieces={"ann": {"position": 15, "facing": "W"}})
    wrong.apply("play F F")  # F F F F from C5 westwards: the third F leaves the path
    assert piece(wrong) == (15, "W") and wrong.to_dict()["pieces"]["ann"]["controlled"]


# A line of ten squares A1..J1: C1 (3) is a Swap square, whose symmetric position 8 (H1) is
# a Repetition square.
LINE = {"width": 10, "height": 1, "path": [f"{c}1" for c in "ABCDEFGHIJ"],
        "specials": [{"kind": "swap", "at": "C1"}, {"kind": "repetition", "at": "H1"}]}


@pytest.mark.rule("energy_seekers.repetition")
@pytest.mark.parametrize("how, setup, moves, at", [
    ("set up there", {"pieces": {"ann": {"position": 15, "facing": "E"}}}, [], 15),
    ("a card move", {"pieces": {"ann": {"position": 13, "facing": "W"}}},
     ["play F F", "play L"], 15),
    ("a remote-controlled run", {"pieces": {"ann": {"position": 13, "facing": "W"}},
                                 "remote": {"ann": ["F", "F"]}}, ["run", "play L"], 15),
    ("a Swap", {"board": LINE, "pieces": {"ann": {"position": 2, "facing": "E"}}},
     ["play F", "play L"], 8),
    ("a challenge effect", {"pieces": {"ann": {"position": 19, "facing": "E"}},
                            "challenge": {"chance": 1, "success": {"move": 2}}},
     ["play F", "play L"], 22),
    ("a cancelled wrong move", {"pieces": {"ann": {"position": 22, "facing": "N"}}},
     ["play F", "give none", "play L", "run", "play L"], 22),
])
def test_the_doubling_applies_however_the_piece_arrived(how, setup, moves, at):
    """REPETITION acts where a move starts, so it doubles the next move whatever put the
    piece there (not a tunnel: its ends are special squares themselves, see below)."""
    s = make("RFFRRR", hands={"ann": ["F", "F", "R"], "bob": ["L", "L", "L"]}, **setup)
    for m in moves:
        s.apply(m)
    assert s.to_dict()["turn"] == "ann" and s.pos[0] == at - 1
    facing = s.facing[0]
    assert kinds(s.apply("play R"))[:3] == ["Repeated", "Turned", "Turned"]
    assert s.facing[0] == facing.right().right()


@pytest.mark.rule("energy_seekers.teletransport")
@pytest.mark.rule("energy_seekers.special-at-end")
@pytest.mark.parametrize("specials, tunnels, field, square, kind", [
    ([{"kind": "swap", "at": "B1"}, {"kind": "remote", "at": "B1"}], [],
     "board.specials[1].at", "B1", "Swap"),
    ([{"kind": "repetition", "at": "D1"}], [{"ends": ["B1", "D1"]}],
     "board.tunnels[0].ends[1]", "D1", "Repetition"),
    ([], [{"ends": ["B1", "B1"]}], "board.tunnels[0].ends[1]", "B1", "TeleTransport"),
    ([], [{"ends": ["B1", "C1"]}, {"ends": ["C1", "D1"]}], "board.tunnels[1].ends[0]", "C1",
     "TeleTransport"),
])
def test_one_special_per_square_and_a_tunnel_end_is_a_special_square(specials, tunnels,
                                                                     field, square, kind):
    board = {"width": 6, "height": 1, "path": ["A1", "B1", "C1", "D1", "E1", "F1"],
             "specials": specials, "tunnels": tunnels}
    with pytest.raises(SetupError) as e:
        PathBoard.from_dict(board)
    assert e.value.field == field
    assert str(e.value).endswith(f"{square} is already a {kind} square: a square holds one "
                                 "special, and a tunnel end is one")


@pytest.mark.rule("energy_seekers.challenge")
def test_challenges_chance_question_and_callable_with_their_effects():
    at = {"ann": {"position": 5}}
    win = make("FFF", pieces=at, challenge={"chance": 1, "success": {"move": 3}})
    win.apply("play F F")
    assert piece(win) == (10, "E")
    lose = make("FFF", pieces=at, challenge={"chance": 0, "failure": {"remote": True}})
    lose.apply("play F F")
    assert piece(lose) == (7, "E") and lose.to_dict()["pieces"]["ann"]["controlled"]
    q = [{"question": "2 + 2?", "choices": ["3", "4"], "answer": "4"}]
    ask = make("FFF", pieces=at, challenge={"questions": q})
    ask.apply("play F F")
    assert ask.to_dict()["phase"] == "answer"
    assert [str(a) for a in ask.legal_actions()] == ["answer 3", "answer 4"]
    with pytest.raises(IllegalAction, match="answer one of: 3, 4"):
        ask.apply("answer five")
    ask.apply("answer 3")
    assert piece(ask) == (5, "E")  # failure: 2 back by default
    seen = []
    game = EnergySeekers({"players": ["ann", "bob"], "deck": list("FFF"), "pieces": at},
                         challenge=lambda state, who: seen.append(who) or True)
    judged = game.new_state()
    judged.apply("play F F")
    assert seen == ["ann"] and piece(judged) == (9, "E")


@pytest.mark.rule("energy_seekers.win")
def test_reaching_the_station_at_any_step_wins_at_once():
    s = make("FFF", pieces={"ann": {"position": 33, "facing": "W"}})
    events = s.apply("play F F F")
    assert kinds(events)[-1] == "Won" and kinds(events).count("Moved") == 2
    assert s.is_terminal() and s.winner == "ann" and s.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        s.apply("play F")


@pytest.mark.rule("energy_seekers.goal")
def test_bots_race_to_the_station_and_one_wins():
    end = play(EnergySeekers(players=3), [greedy] * 3, seed=2)
    assert end.winner is not None and piece(end, end.winner)[0] == 35


@pytest.mark.rule("energy_seekers.special-at-end")
def test_special_squares_act_only_where_a_move_ends_and_do_not_chain():
    s = make("FFF", pieces={"ann": {"position": 2}})
    s.apply("play F F F")  # passes the tunnel at 4, ends on 5
    assert piece(s) == (5, "E")
    turn_only = make("LRF", pieces={"ann": {"position": 18, "facing": "E"}})
    turn_only.apply("play L")  # turning in place on a tunnel end: not 'fallen in' again
    assert piece(turn_only) == (18, "N") and turn_only.to_dict()["visits"][17] == 0
    swap_to_tunnel = make("FFF", pieces={"ann": {"position": 29, "facing": "W"}})
    swap_to_tunnel.apply("play F F")  # Swap at 31 sends to 5: no further effect
    assert piece(swap_to_tunnel) == (5, "W")


@pytest.mark.rule("energy_seekers.board")
def test_the_default_board_follows_the_ruling():
    b = PathBoard.default()
    assert 30 <= b.size <= 40
    kinds_ = Counter(b.specials.values())
    assert kinds_["remote"] == 2 and kinds_["swap"] == 2 and kinds_["repetition"] == 2
    assert kinds_["challenge"] >= 1 and len(b.tunnels) == 2
    assert rules.win(b, b.size - 1) and b.kind(b.size - 1) is None
