"""Lesson 8's game against the computer warns a child of a fix their droid is in, in the
status a cell prints and on the board's title, saying the ways out, not which chit to lay."""

from __future__ import annotations

from codyroby_lab.lessons.droids import DroidsPlay

SHUT_IN = "obstacles or the edge shut Red in on all four sides"


def _challenge(*obstacles: str) -> DroidsPlay:
    return DroidsPlay("challenge", players=["red", "blue"], setup={
        "phase": "program", "first": "red", "robots": {"red": "A1"},
        "objects": [{"kind": "obstacle", "at": at} for at in obstacles],
        "racks": {"red": ["V1", "VD", "PU"], "blue": ["B1"]}})


def test_a_droid_shut_in_by_obstacles_hears_how_to_get_out():
    """Walk 08q, fault 11: in The Challenge the computer put its obstacles on B1 and A2,
    shutting Red in on A1, and nothing told the child how to get out."""
    game = _challenge("B1", "A2")
    for said in (game.status(), game.widget().scene["title"]):
        assert SHUT_IN in said and "diagonally" in said and "picks an obstacle up" in said


def test_a_droid_with_a_way_out_hears_no_warning():
    assert SHUT_IN not in _challenge("B1").status()
