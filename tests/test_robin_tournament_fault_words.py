"""A tournament's fault line for a strategy whose answer is no move at that step: what it
answered, the moves it may answer there (each in a few words) and the nearest one to try."""
import pytest

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.games.robin import Robin
from codyroby_lab.games.robin.bots import greedy
from codyroby_lab.games.robin.referee import play


def misspelt(obs):
    """A learner's strategy with a typing slip in its offer."""
    return "offr " + obs.hand[0] if obs.phase == "trade" else obs.legal[0]


def test_a_misspelt_answer_hears_the_moves_it_may_answer_and_what_to_try():
    """Walk 09s, fault 11: "'offr' is not an action here: use offer, use, pass": "use" read
    as an order and as a move, "pass" was never explained, and no nudge towards offer."""
    out = play(Robin(players=2), [misspelt, greedy], seed=3, time_limit=5)
    assert out.forfeit == 0
    said = out.reason
    assert "misspelt returned an illegal action: it answered 'offr " in said
    assert "'offr' is not a move at this step" in said
    assert "'offer ...' (offer a card of its hand)" in said
    assert "'pass' (do nothing, only with an empty hand)" in said
    assert "Try 'offer'." in said and "use offer" not in said


def glued(obs):
    """A learner's strategy that forgot the space: ``"offer" + card``."""
    return "offer" + obs.hand[0] if obs.phase == "trade" else obs.legal[0]


def test_a_move_word_glued_to_its_card_hears_the_space_is_missing():
    """Walk 09r6, fault M7: 'offermessages10' heard the moves it may answer and "Try
    'offer'.", never that a space was missing."""
    out = play(Robin(players=2), [glued, greedy], seed=3, time_limit=5)
    assert out.forfeit == 0
    card = out.reason.split("it answered 'offer", 1)[1].split("'", 1)[0]
    assert (f"glued returned an illegal action: it answered 'offer{card}': a space is "
            f"missing between 'offer' and '{card}'.") in out.reason
    assert "Try 'offer'" not in out.reason


def test_a_word_of_another_step_hears_the_moves_of_this_one():
    state = Robin(players=2).new_state(seed=3)
    with pytest.raises(IllegalAction, match="'counter' is not a move at this step. Here it may "
                                            "answer 'offer ...'") as refused:
        state.apply(f"{state.player}: counter none")
    assert "Try" not in str(refused.value)
