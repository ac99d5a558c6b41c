"""The Energy Seekers position the tests share: a deck, and Ada on a Challenge marker."""

from __future__ import annotations

from codyroby_lab.lessons.energy_seekers import EnergySeekersPlay

DECK = list("FFLFFRLRFFLRFFFLRF")


def at_a_challenge(hand):
    """Ada on a Challenge marker (question "2 + 2?"), having played her whole hand ``hand``
    (issue 29, walk 06: an empty hand could not answer on the board)."""
    q = [{"question": "2 + 2?", "choices": ["3", "4", "5"], "answer": "4"}]
    es = EnergySeekersPlay({"players": ["ada", "cody", "roby"], "deck": list(hand) + DECK,
                            "challenge": {"questions": q},
                            "pieces": {"ada": {"position": 4}}}, seed=2)
    w = es.widget()
    w.program = " ".join(hand)
    w.run()
    assert es.state.phase == "answer" and es.hand == []
    return es, w
