"""Lesson 09's walk 09q4 (a 12-year-old's eyes, on 5c93c7f): the faults found outside the
board, each with what the learner now reads."""

from __future__ import annotations

import linecache
import re

import pytest

from codyroby_lab import lessons
from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.games.robin import Robin, greedy, tournament, watcher
from codyroby_lab.games.robin.observation import Observation


def kids_strategy(obs):
    """The lesson's strategy with a child's way to play special cards (walk 09q4, S1)."""
    for a in obs.legal:
        if a.startswith("use"):
            return a
    counts = obs.counts()
    mine = max(counts, key=counts.get)
    spare = [c for c in obs.hand if mine not in obs.card(c).kinds]
    if obs.phase == "trade" and obs.hand:
        return "offer " + (spare or obs.hand)[0]
    if obs.phase == "counter":
        if obs.offer and mine in obs.card(obs.offer).kinds and spare:
            return "counter " + spare[0]
        return "counter none"
    return obs.legal[0]


def test_a_strategy_reads_each_legal_move_as_its_text():
    """S1: the lesson says to look in obs.legal for 'use'; a child's a.startswith("use")
    stopped every game ("'Action' object has no attribute 'startswith'")."""
    results = tournament([kids_strategy, greedy, watcher], games=3, seed=1, executor=None,
                         progress=False)
    kid = next(r for r in results.rows if r["strategy"].startswith("kids_strategy"))
    assert kid["faults"] == 0, [o.reason for o in results.faults]


def test_the_lessons_observation_holds_the_moves_a_strategy_gets():
    """S1, the lesson's side: the observation its cells build (``Observation.of``) holds each
    legal move as its text, as a strategy's does in a tournament: the child's strategy tried
    on it in a cell plays, it does not stop on an Action."""
    start = Robin({"players": ["will", "robin", "marian", "tuck"], "first": "will"}
                  ).new_state(seed=4)
    obs = Observation.of(start, start.player)
    assert all(isinstance(a, str) and a == a.text for a in obs.legal)
    start.apply(kids_strategy(obs))                     # a legal move, read as typed text


def test_a_line_out_of_step_is_found_by_its_words_not_a_number():
    """M3: "line 17 of the cell is not lined up", where a cell shows no line numbers."""
    cell = "def most_groups(pieces, groups):\n    best = 0\n      return best\n"
    name = "<ipython cell 19>"           # (IPython keeps each cell's lines so, by its name)
    linecache.cache[name] = (len(cell), None, cell.splitlines(True), name)
    try:
        compile(cell, name, "exec")
    except IndentationError as e:
        said = lessons.plain(e).message
    assert 'The line "return best", just under "best = 0", is not lined up' in said, said
    assert not re.search(r"line \d", said), said


def test_a_counter_of_nothing_hears_how_to_make_none():
    """M4: a strategy (or a cell) answering "counter nothing" heard "'nothing' is not a
    card", and not the "counter none" the lesson writes."""
    game = Robin(players=["will", "robin"]).new_state(seed=4)
    game.apply(greedy(Observation(game, game.player)))
    other = game.waiting_for()[0]
    with pytest.raises(IllegalAction, match="to make no counter-offer, write 'counter none'"):
        game.apply(f"{other}: counter nothing")
    with pytest.raises(IllegalAction) as typo:      # a card misspelt hears of its card
        game.apply(f"{other}: counter fod3")
    assert "counter none" not in str(typo.value)


def test_playing_from_cells_names_the_card_on_offer_and_the_card_you_got():
    """M1: during a counter-offer the cell never said which card was on offer, and after
    Robin took your counter-offer no line named the card you got (only its groups)."""
    game = lessons.RobinPlay({"first": "robin"}, seed=0)
    assert "On offer: Robin offers food8 (+2 -1)." in game.status()
    said = " ".join(" ".join(game.move("counter riches5").lines).split())
    assert "Robin accepts the offer of Will" in said
    assert "(your card: food8, its groups: +2 -1)" in said
