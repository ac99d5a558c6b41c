"""Energy Seekers against computer players, in cells and in the board widget."""

import copy

from codyroby_lab.core.trace import Trace
from codyroby_lab.games.energy_seekers import actions
from codyroby_lab.games.energy_seekers.actions import cards_of, target_of
from codyroby_lab.games.energy_seekers.events import GAVE
from codyroby_lab.lessons.energy_seekers import EnergySeekersPlay
from codyroby_lab.ui.wire import encode_trace
from tests.support.energy_seekers import DECK, at_a_challenge


def game(**setup):
    return EnergySeekersPlay({"players": ["ada", "cody", "roby"], "deck": DECK, **setup},
                             seed=2)


def test_a_turn_in_a_cell_plays_the_computers_until_it_is_your_turn_again():
    es = game()
    assert es.hand == ["F", "F", "L"]
    turn = es.play("F F")
    assert turn.ok and es.state.player == "ada" and not es.over
    assert turn.lines[0] == "You (Ada) play F F:" and "Cody" in "\n".join(turn.lines)
    assert turn.trace[0].pos[0] == 0 and turn.trace[-1].pos == es.state.pos
    assert turn.trace.viewer == "ada" and not any(
        "Cody draws" in e.text and "card" not in e.text for e in turn.events)
    assert "F (green): move one square forward." in turn.rules()


def test_a_refused_action_changes_nothing():
    es = game()
    before = es.state.to_dict()
    for bad in (lambda: es.play("R R"), lambda: es.play("F [ X"), lambda: es.move("dance"),
                lambda: es.give("cody", "F")):
        turn = bad()
        assert not turn.ok and turn.lines[0].startswith("✘ Not played")
    assert es.state.to_dict() == before and es.turns == []


def test_the_widget_plays_the_stacked_cards_and_replays_the_round():
    es = game()
    w = es.widget()
    w.program = "F F"
    trace = w.run()
    assert trace is es.turns[-1].trace and w.trace_meta["steps"] == trace.steps
    assert w.scene["title"] == "Energy Seekers: you are Ada. Next: stack cards from your hand " \
                               "and press Run."
    assert w.scene["editor"]["kind"] == "hand"
    before = {k: copy.deepcopy(getattr(w, k)) for k in ("scene", "trace_meta", "trace_bytes")}
    missing = next(c for c in "FLR" if c not in es.hand)
    w.receive({"type": "set_program", "text": missing})
    assert f"Your hand holds no {missing} card" in w.error  # the palette: the hand's card kinds
    # one card more than the hand holds: refused as it is written (issue 29: "Use text"
    # took four F's from a hand of one), before any Run
    w.receive({"type": "set_program", "text": " ".join(es.hand + es.hand[:1])})
    n = es.hand.count(es.hand[0])
    assert w.error == (f"You wrote {n + 1} {es.hand[0]} cards, but your hand holds only {n}: "
                       "each card of your hand plays once.")   # walk 04e: not "chosen already"
    assert w.program == ""                      # unchanged since the run
    assert es.state.player == "ada"
    assert w.scene == before["scene"]


def test_a_move_made_in_a_cell_shows_on_the_widget():
    es = game()
    w = es.widget()
    turn = es.play("F")
    assert w.trace is turn.trace


def test_remote_control_contributions_through_the_widget():
    es = game(controlled=["cody"])
    assert es.state.phase == "give"
    w = es.widget()
    w.program = "L"
    w.run()
    gave = [e for e in es.turns[-1].events if e.kind == GAVE]
    assert gave[0]["to"] == "cody" and gave[0]["cards"] == ("L",)


def test_every_turn_trace_goes_over_the_wire():
    es = game()
    while not es.over and len(es.turns) < 30:
        es.move(es._suggestion())
    for t in es.turns:
        meta, data = encode_trace(t.trace)
        assert meta["steps"] == t.trace.steps
    assert es.why()


def test_a_whole_game_trace_makes_a_standalone_player():
    from codyroby_lab.core.players import play
    from codyroby_lab.games.energy_seekers import EnergySeekers, greedy
    from codyroby_lab.ui.standalone import trace_html
    end = EnergySeekers(players=3).new_state(seed=0)
    trace = Trace(end)
    play(end, [greedy] * 3, apply=lambda state, player, action: state.play(action, trace))
    page = trace_html(trace, title="Energy Seekers")
    assert 'id="cr-data"' in page and "reaches the energy station" in page


def test_a_challenge_is_answered_on_the_board_with_an_empty_hand():
    """Challenge (rulebook): the player answers the question; the board offers its answers
    whatever the hand holds, and the text box takes one as it is written."""
    es, w = at_a_challenge("FFF")
    assert w.scene["editor"]["answers"] == ["3", "4", "5"]
    assert "2 + 2? Click your answer (3, 4 or 5) and press Run" in w.scene["title"]
    w.receive({"type": "run"})
    assert w.error == "Not played: click your answer first, then press Run."
    w.receive({"type": "set_program", "text": "F F"})
    assert w.error == "Answer with one of the answers: 3, 4 or 5."
    w.receive({"type": "set_program", "text": " 4 "})
    assert w.error == "" and w.program == "4"
    w.receive({"type": "run"})
    assert w.error == "" and "passes the challenge" in str(es.turns[-1])


def test_a_challenge_answer_is_chosen_by_the_board_s_answer_buttons():
    es, w = at_a_challenge("FFF")
    w.receive({"type": "choose", "cards": ["5"]})
    assert w.error == "" and w.program == "5"
    w.receive({"type": "run"})
    assert "Ada answers 5: that is not the answer, so Ada fails the challenge" in str(
        es.turns[-1])                  # walk 06, fault 8: what she answered, and that it was wrong


def test_the_default_challenge_questions_name_no_piece_of_the_board():
    """Walk 06, fault 8: "Roby faces west..." while Roby is a piece on the board: a child
    looked at that piece to answer."""
    from codyroby_lab.games.energy_seekers import Challenge
    names = {"Ada", "Cody", "Roby"}
    for q in Challenge.from_setup(None).questions:
        assert not names & set(q.question.replace("?", " ").replace(".", " ").split()), q


def test_a_whole_game_is_played_through_browser_messages_only():
    es = EnergySeekersPlay(seed=5)
    w = es.widget()
    for _ in range(400):
        if es.over:
            break
        hint = actions.parse(es._suggestion())
        cards = {"play": list(cards_of(hint)), "give": list(cards_of(hint)),
                 "answer": [actions.answer_of(hint)]}.get(hint.verb, [])
        if hint.verb == "give" and target_of(hint) != next(
                (a.split()[1] for a in es.legal() if a != "give none"), None):
            cards = []
        w.receive({"type": "set_program", "text": " ".join(cards)})
        w.receive({"type": "run"})
        assert w.error == "", w.error
    assert es.over and es.winner is not None and "Game over" in w.scene["title"]


def test_the_tunnel_squares_look_like_no_piece():
    """Walk 06, fault 11: the tunnel's ring was Ada's purple (a child read 18TT as Ada's),
    and the white Roby piece was lost on its pale lavender: the tunnel's colours are far
    from every piece colour the game gives."""
    from codyroby_lab.core.look import colour, tile_look
    from codyroby_lab.games.energy_seekers.game import COLOURS

    def rgb(hex_colour):
        return [int(hex_colour.lstrip("#")[k:k + 2], 16) for k in (0, 2, 4)]

    def apart(a, b):
        return sum((x - y) ** 2 for x, y in zip(rgb(a), rgb(b), strict=True)) ** 0.5

    tunnel = tile_look("tunnel")
    for piece in COLOURS:
        assert apart(tunnel["stroke"], colour(piece)) > 80, piece
        assert apart(tunnel["fill"], colour(piece)) > 60, piece
